/**
 * A room's durability gate: everything a room changes is written to the store first, and what
 * anyone is told — the new state, an ack, a refusal (whose ack id is spent all the same) — waits
 * until every write the room has made is committed. So nothing anyone has been shown or told
 * is done, and no ack id anyone has been answered for, can be lost in a crash.
 *
 * Holds the count of writes in flight and the replies waiting for them; the room decides what
 * to write and what to show. Never decides anything about a game.
 */
import { FencedError, type Op, type Store } from './store/index.js';

export interface LedgerHooks {
  /** Every write so far is committed: show, answer, let the bots go on. */
  durable(): void;
  /** A write failed: the room stops (the database keeps its last committed state). */
  failed(err: Error): void;
}

interface Reply { send: (text: string) => void; text: string; failed: () => string }

export class Ledger {
  private inFlight = 0;
  private replies: Reply[] = [];
  private scheduled = false;
  /** Closed: no more writes; the replies waiting are still sent once what is in flight is committed. */
  private closing = false;
  private stopped = false;

  constructor(private readonly store: Store, private readonly hooks: LedgerHooks) {}

  /** Writes not yet committed. */
  get pending(): number { return this.inFlight; }
  get idle(): boolean { return this.inFlight === 0; }

  write(op: Op): void {
    if (this.stopped || this.closing) return;
    this.inFlight++;
    this.store.write(op, (err) => {
      this.inFlight--;
      if (this.stopped) return;
      if (err) { this.fail(err instanceof FencedError); this.hooks.failed(err); return; }
      if (this.inFlight === 0) this.settle();
    });
  }

  /**
   * A reply sent once every write made so far is committed (in the order the replies were
   * queued); `failed()` is sent instead if the store fails first, so each is answered once (made only then).
   */
  reply(send: (text: string) => void, text: string, failed: () => string): void {
    if (this.stopped) { send(failed()); return; }
    this.replies.push({ send, text, failed });
    if (this.closing) { if (this.inFlight === 0) this.settle(); return; }
    this.schedule();
  }

  /** Look again at the end of this turn of the event loop: if nothing is in flight, everything is durable. */
  schedule(): void {
    if (this.scheduled || this.stopped || this.closing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.inFlight === 0 && !this.stopped) this.settle();
    });
  }

  private settle(): void {
    if (!this.closing) this.hooks.durable();
    const replies = this.replies;
    this.replies = [];
    for (const r of replies) r.send(r.text);
    this.wakeIdle();
  }

  /** The room is closed: no more writes or showing; what was said to be done is answered once it is stored. */
  close(): void {
    this.closing = true;
    if (this.inFlight === 0) this.settle();
  }

  /** Resolves once nothing is in flight (every reply waiting has then been sent, or its failure). */
  idleNow(): Promise<void> {
    if (this.inFlight === 0 || this.stopped) return Promise.resolve();
    return new Promise((ok) => this.idleWaiters.push(ok));
  }
  private idleWaiters: (() => void)[] = [];

  /**
   * A write failed: the replies waiting get their failure answer, and nothing more is written.
   * `silent` (the room's lease has moved to another node): no answer at all — the connections
   * are sent to reconnect, and each client sends again what was not acknowledged, to the new owner.
   */
  fail(silent = false): void {
    this.stopped = true;
    const replies = this.replies;
    this.replies = [];
    if (!silent) for (const r of replies) r.send(r.failed());
    this.wakeIdle();
  }

  private wakeIdle(): void {
    const w = this.idleWaiters;
    this.idleWaiters = [];
    for (const ok of w) ok();
  }
}
