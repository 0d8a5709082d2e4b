/**
 * Group commit, shared by both stores: every write queued during one turn of the event loop (or
 * while a batch is in flight) joins one batch; each write's callback runs once its batch is
 * committed — with null, the error that stopped the batch, or a FencedError when the store
 * refused that write's room (PostgreSQL's lease epochs). The store supplies `commit`, which
 * makes one batch durable and names the fenced rooms.
 */
import { FencedError, roomOfOp, type Done, type Op, type StoreStats } from './types.js';

/** Commit a batch: the rooms whose writes were refused (fencing), synchronously or once durable. */
export type CommitBatch = (ops: Op[]) => ReadonlySet<string> | Promise<ReadonlySet<string>>;

const NONE: ReadonlySet<string> = new Set();

interface Waiter { room: string | null; done: Done }

export class GroupCommit {
  private pendingOps: Op[] = [];
  private waiting: Waiter[] = [];
  private inFlight = false;
  private scheduled = false;
  readonly stats: StoreStats & { fenced: number } = { batches: 0, ops: 0, maxBatch: 0, commitMs: [], fenced: 0 };

  constructor(private readonly commit: CommitBatch) {}

  write(op: Op, done?: Done): void {
    this.pendingOps.push(op);
    if (done) this.waiting.push({ room: roomOfOp(op), done });
    this.schedule();
  }

  afterCommit(done: Done): void {
    this.waiting.push({ room: null, done });
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight) return;
    this.scheduled = true;
    setImmediate(() => { this.scheduled = false; this.flush(); });
  }

  private flush(): void {
    if (this.inFlight) return;
    const ops = this.pendingOps, waiting = this.waiting;
    this.pendingOps = [];
    this.waiting = [];
    if (ops.length === 0) { for (const w of waiting) w.done(null); return; }
    this.stats.batches++;
    this.stats.ops += ops.length;
    this.stats.maxBatch = Math.max(this.stats.maxBatch, ops.length);
    const sent = performance.now();
    let result: ReadonlySet<string> | Promise<ReadonlySet<string>>;
    try {
      result = this.commit(ops);
    } catch (e) {
      this.settle(sent, waiting, NONE, e instanceof Error ? e : new Error(String(e)));
      return;
    }
    if (!(result instanceof Promise)) { this.settle(sent, waiting, result, null); return; }
    this.inFlight = true;
    result.then(
      (fenced) => this.settle(sent, waiting, fenced, null),
      (e: unknown) => this.settle(sent, waiting, NONE, e instanceof Error ? e : new Error(String(e))),
    );
  }

  private settle(sent: number, waiting: Waiter[], fenced: ReadonlySet<string>, err: Error | null): void {
    const ms = this.stats.commitMs;
    if (ms.length >= 4096) ms.splice(0, 2048);
    ms.push(performance.now() - sent);
    this.stats.fenced += fenced.size;
    this.inFlight = false;
    for (const w of waiting) w.done(err ?? (w.room !== null && fenced.has(w.room) ? new FencedError(w.room) : null));
    if (this.pendingOps.length || this.waiting.length) this.schedule();
  }
}
