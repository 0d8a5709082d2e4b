/**
 * Who is at a room's table: how many connections each seat has, which people are away (a
 * dropped connection after a grace period, a turn timer run out, or a player who left) and so
 * played by a stand-in bot, who has seen the start roll, and the turn timer's deadlines. Clocks
 * and bookkeeping only: what an absence means for the game is the session's affair.
 */
import type { AwayReason, NoteKind } from '../protocol/index.js';

export interface PresenceHooks {
  /** The game is being played (not in the lobby, not over). */
  playing(): boolean;
  /** Which seats are people's. */
  isPerson(seat: number): boolean;
  note(what: NoteKind, seat: number): void;
  /** Someone went away or came back: the stand-ins take over or hand back. */
  refresh(): void;
  changed(): void;
  /** The game has had its first action (then it no longer waits for anyone to see the start roll). */
  begun(): boolean;
  /** Let the bots begin. */
  setReady(): void;
  isReady(): boolean;
  /** The seats the game waits for now, each with a key that changes when the wait does. */
  waitingFor(): Map<number, string>;
  /**
   * A person's time ran out on the wait `key`: true when the room dealt with it itself (§14: in
   * the special building phase the player simply passes); otherwise a stand-in plays for them.
   */
  expire?(seat: number, key: string): boolean;
}

export class Presence {
  online: number[];
  private readonly away: (AwayReason | null)[];
  private readonly timers: (ReturnType<typeof setTimeout> | null)[];
  private readonly seen = new Set<number>();
  private readonly deadlines = new Map<number, { key: string; at: number }>();
  private deadlineTimer: ReturnType<typeof setTimeout> | null = null;
  private readyTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the start roll's wait ends by itself (a timed room), for everyone's clock; null once it has. */
  private readyAt: number | null = null;
  private closed = false;

  constructor(seats: number, private readonly hooks: PresenceHooks, private readonly opts: { awayAfterMs: number; turnSeconds: number }) {
    this.online = new Array<number>(seats).fill(0);
    this.away = new Array<AwayReason | null>(seats).fill(null);
    this.timers = new Array<ReturnType<typeof setTimeout> | null>(seats).fill(null);
  }

  /**
   * The lobby's seats made more or fewer (the host, before the start): `order[seat]` is the seat's
   * old index, or -1 for a new one. A seat dropped has nobody in it.
   */
  reseat(order: readonly number[]): void {
    for (const [q, t] of this.timers.entries()) if (t && !order.includes(q)) clearTimeout(t);
    this.online = order.map((q) => (q < 0 ? 0 : this.online[q]!));
    const away = order.map((q) => (q < 0 ? null : this.away[q]!)), timers = order.map((q) => (q < 0 ? null : this.timers[q]!));
    this.away.splice(0, this.away.length, ...away);
    this.timers.splice(0, this.timers.length, ...timers);
  }

  /** The host changed the lobby's turn timer (the game has not started: no clock runs yet). */
  setTurnSeconds(secs: number): void { this.opts.turnSeconds = secs; }

  awayOf(seat: number): AwayReason | null { return this.away[seat] ?? null; }
  isOnline(seat: number): boolean { return (this.online[seat] ?? 0) > 0; }

  /** The seats moved to their places at the table (the start roll): `order[seat]` is the old index. */
  reorder(order: number[]): void {
    this.online = order.map((t) => this.online[t]!);
  }

  arrive(seat: number): void {
    this.online[seat]!++;
    const t = this.timers[seat];
    if (t) { clearTimeout(t); this.timers[seat] = null; }
    if (this.away[seat] && this.hooks.playing()) this.comeBack(seat);
    // Back after the end: no longer shown as away (a stand-in has nothing left to play). One who left for good stays so.
    else if (this.away[seat] && this.away[seat] !== 'left') { this.away[seat] = null; this.hooks.refresh(); }
    this.updateReady();
  }

  depart(seat: number): void {
    this.online[seat] = Math.max(0, this.online[seat]! - 1);
    if (this.closed) return;
    if (this.online[seat]! > 0 || !this.hooks.playing() || this.away[seat]) { this.updateReady(); return; }
    // A reload comes back within the grace period; a lost connection does not.
    this.timers[seat] = setTimeout(() => {
      this.timers[seat] = null;
      if (this.online[seat]! === 0 && this.hooks.playing() && !this.away[seat]) this.goAway(seat, 'disconnected');
    }, this.opts.awayAfterMs);
    this.updateReady();
  }

  goAway(seat: number, why: AwayReason): void {
    const t = this.timers[seat];
    if (t) { clearTimeout(t); this.timers[seat] = null; }
    this.away[seat] = why;
    this.deadlines.delete(seat);
    this.hooks.note(why === 'timeout' ? 'timeout' : why === 'left' ? 'left' : 'away', seat);
    this.hooks.refresh();
    this.updateReady();
  }

  comeBack(seat: number): void {
    if (!this.away[seat]) return;
    this.away[seat] = null;
    // What the stand-in left open is closed first (its offer), so that the log puts it before "back", among the stand-in's moves.
    this.hooks.refresh();
    this.hooks.note('back', seat);
  }

  /** Bots play while a person is there to see it (always, when nobody sits at the table). */
  someoneHere(seats: number): boolean {
    let persons = 0;
    for (let q = 0; q < seats; q++) {
      if (!this.hooks.isPerson(q)) continue;
      persons++;
      if (this.online[q]! > 0) return true;
    }
    return persons === 0;
  }

  /** A person has seen who starts. */
  saw(seat: number): void {
    this.seen.add(seat);
    this.updateReady();
  }

  /** With a turn timer, nobody keeps the table waiting at the start roll longer than a turn. */
  startClock(): void {
    if (!this.opts.turnSeconds || this.readyTimer) return;
    this.readyAt = Date.now() + this.opts.turnSeconds * 1000;
    this.readyTimer = setTimeout(() => {
      this.readyTimer = null;
      this.readyAt = null;
      if (!this.closed && !this.hooks.isReady()) this.hooks.setReady();
    }, this.opts.turnSeconds * 1000);
  }

  /** The bots begin once every connected person has seen the start roll (or the game has begun). */
  updateReady(): void {
    if (this.hooks.isReady()) return;
    const waiting = this.online.some((n, q) => n > 0 && this.hooks.isPerson(q) && !this.away[q] && !this.seen.has(q));
    if (this.hooks.begun() || !waiting) this.hooks.setReady();
  }

  // ---- the turn timer ----

  /**
   * The receiver's own deadline when the game waits for it, else the nearest one (for a spectator's
   * clock). Before the game begins, everyone's is the start roll's: the dialog that shows it closes
   * by itself then, and says when.
   */
  deadlineFor(seat: number | null): number | null {
    if (this.readyAt !== null && !this.hooks.isReady()) return this.readyAt;
    if (seat !== null) {
      const own = this.deadlines.get(seat);
      if (own) return own.at;
    }
    let min: number | null = null;
    for (const d of this.deadlines.values()) if (min === null || d.at < min) min = d.at;
    return min;
  }

  /** After every change: start a clock for each new wait; a person whose clock runs out is played by a bot (or passes, where the room says so). */
  refreshDeadlines(): void {
    const secs = this.opts.turnSeconds;
    if (!secs || this.closed || !this.hooks.playing()) return;
    const waiting = this.hooks.waitingFor();
    let changed = false;
    for (const seat of [...this.deadlines.keys()]) if (!waiting.has(seat)) { this.deadlines.delete(seat); changed = true; }
    for (const [seat, key] of waiting) {
      if (this.deadlines.get(seat)?.key === key) continue;
      this.deadlines.set(seat, { key, at: Date.now() + secs * 1000 });
      changed = true;
    }
    if (changed) this.hooks.changed();
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    this.deadlineTimer = null;
    let next = Infinity;
    for (const d of this.deadlines.values()) next = Math.min(next, d.at);
    if (next === Infinity) return;
    this.deadlineTimer = setTimeout(() => {
      this.deadlineTimer = null;
      const now = Date.now();
      for (const [seat, d] of [...this.deadlines]) {
        if (d.at > now + 5 || this.away[seat]) continue;
        if (this.hooks.expire?.(seat, d.key)) this.deadlines.delete(seat);
        else this.goAway(seat, 'timeout');
      }
      this.refreshDeadlines();
    }, Math.max(0, next - Date.now()));
  }

  /** The game is over (or the room dropped): no more clocks. */
  stop(): void {
    for (const [i, t] of this.timers.entries()) if (t) { clearTimeout(t); this.timers[i] = null; }
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    if (this.readyTimer) clearTimeout(this.readyTimer);
    this.deadlineTimer = this.readyTimer = null;
    this.readyAt = null;
    this.deadlines.clear();
  }

  close(): void {
    this.closed = true;
    this.stop();
  }
}
