/**
 * Group commit, shared by both stores: every write queued during one turn of the event loop
 * joins one batch; each write's callback runs once its batch is committed — with null, the error
 * that stopped the batch, or a FencedError when the store refused that write's room (PostgreSQL's
 * lease epochs). The store supplies `commit`, which makes one batch durable and names the fenced
 * rooms.
 *
 * Batches may be pipelined: up to `depth` of them in flight at once (the SQLite writer thread
 * commits them one after another, in the order sent), so a batch is sent as soon as its turn of
 * the event loop ends instead of waiting for the one before it to be answered and its callbacks
 * to run. Callbacks still run batch by batch in the order the batches were sent, whatever order
 * the answers come in. A store whose batches could commit out of order (a pool of connections)
 * uses depth 1.
 */
import { FencedError, roomOfOp, type Done, type Op, type StoreStats } from './types.js';

/** Commit a batch: the rooms whose writes were refused (fencing), synchronously or once durable. */
export type CommitBatch = (ops: Op[]) => ReadonlySet<string> | Promise<ReadonlySet<string>>;

const NONE: ReadonlySet<string> = new Set();

interface Waiter { room: string | null; done: Done }

/** A batch sent and not yet settled. */
interface Flight { sent: number; waiting: Waiter[]; result: { fenced: ReadonlySet<string>; err: Error | null } | null }

export class GroupCommit {
  private pendingOps: Op[] = [];
  private waiting: Waiter[] = [];
  /** Batches in flight, oldest first. */
  private flights: Flight[] = [];
  private scheduled = false;
  readonly stats: StoreStats & { fenced: number } = { batches: 0, ops: 0, maxBatch: 0, commitMs: [], fenced: 0 };

  constructor(private readonly commit: CommitBatch, private readonly depth = 1) {}

  write(op: Op, done?: Done): void {
    this.pendingOps.push(op);
    if (done) this.waiting.push({ room: roomOfOp(op), done });
    this.schedule();
  }

  /** `done` runs once everything written so far is committed. */
  afterCommit(done: Done): void {
    this.waiting.push({ room: null, done });
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.flights.length >= this.depth) return;
    this.scheduled = true;
    setImmediate(() => { this.scheduled = false; this.flush(); });
  }

  private flush(): void {
    if (this.flights.length >= this.depth) return;
    const ops = this.pendingOps, waiting = this.waiting;
    this.pendingOps = [];
    this.waiting = [];
    if (ops.length === 0) {
      // Nothing new to write: the waiters wait for what is in flight (if anything).
      const last = this.flights[this.flights.length - 1];
      if (last) last.waiting.push(...waiting);
      else for (const w of waiting) w.done(null);
      return;
    }
    this.stats.batches++;
    this.stats.ops += ops.length;
    this.stats.maxBatch = Math.max(this.stats.maxBatch, ops.length);
    const flight: Flight = { sent: performance.now(), waiting, result: null };
    this.flights.push(flight);
    let result: ReadonlySet<string> | Promise<ReadonlySet<string>>;
    try {
      result = this.commit(ops);
    } catch (e) {
      this.answered(flight, NONE, e instanceof Error ? e : new Error(String(e)));
      return;
    }
    if (!(result instanceof Promise)) { this.answered(flight, result, null); return; }
    result.then(
      (fenced) => this.answered(flight, fenced, null),
      (e: unknown) => this.answered(flight, NONE, e instanceof Error ? e : new Error(String(e))),
    );
  }

  /** A batch's answer: settle every batch whose turn it is (the oldest first). */
  private answered(flight: Flight, fenced: ReadonlySet<string>, err: Error | null): void {
    flight.result = { fenced, err };
    const ms = this.stats.commitMs;
    if (ms.length >= 4096) ms.splice(0, 2048);
    ms.push(performance.now() - flight.sent);
    while (this.flights.length > 0 && this.flights[0]!.result) {
      const f = this.flights.shift()!;
      const r = f.result!;
      this.stats.fenced += r.fenced.size;
      for (const w of f.waiting) w.done(r.err ?? (w.room !== null && r.fenced.has(w.room) ? new FencedError(w.room) : null));
    }
    if (this.pendingOps.length || this.waiting.length) this.schedule();
  }
}
