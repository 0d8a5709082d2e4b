/**
 * A scripted player that behaves as the page does when connections drop (web/src/net.ts), for
 * the cluster tests and the cluster benchmark: it connects to whichever node it is given (a load
 * balancer's choice), authenticates with its token, enters its room from the version it holds,
 * and after a dropped connection reconnects — to the next node it is given — and sends again
 * every game message not yet acknowledged, with the same ack id (the server refuses an id it has
 * already spent, so nothing is done twice). It plays from what it is sent only (autoplay.ts) and
 * keeps everything it was sent and told, for the tests to check.
 */
import { performance } from 'node:perf_hooks';
import type { ClientMessage, ServerMessage, StateMessage } from '../protocol/index.js';
import { choose, newCounters, type Move } from './autoplay.js';
import { ProtocolClient } from './client.js';

export interface RoamerOptions {
  /** The player's token (one is issued on the first connection when none is given). */
  token?: string;
  name: string;
  room: string;
  /** The node to connect to for the n-th connection (0 first). */
  pick: (n: number) => string;
  /** Take a seat once in (a lobby's guest). */
  sit?: boolean;
  /** Keep every frame (the tests check each for hidden information). */
  keepFrames?: boolean;
  /** Pause before each move, ms (a person's thinking). */
  think?: () => number;
  /** Offer trades to the bots (on by default). */
  trade?: boolean;
  /** Keep only the latest state, patched in place (a benchmark's players: no log, less work per frame). */
  light?: boolean;
}

/** An acknowledged action: its ack id, its index in the record, its type and seat. */
export interface Acked { ack: number; at: number; type: string; p: number; ms: number }

export class Roamer {
  client: ProtocolClient | null = null;
  /**
   * With keepFrames: every frame, and beside each the room as held after it (state and update
   * frames; null for the others), one list per connection (frame numbers start again with a
   * room's new owner).
   */
  readonly segments: { frames: ServerMessage[]; after: (StateMessage | null)[]; shown: StateMessage[] }[] = [];
  get frames(): ServerMessage[] { return this.segments.flatMap((s) => s.frames); }
  readonly acked: Acked[] = [];
  /** Refusals other than a replayed ack id (with the message refused). */
  readonly refusals: { code: string; message: string }[] = [];
  /** Messages sent again after a reconnect that the server had done already (refused as replayed: spent, done once). */
  replayed = 0;
  /** `error` frames received (a player who sees none saw no error). */
  readonly errors: { code: string; message: string }[] = [];
  /** Connections made (1 + the reconnects). */
  connections = 0;
  /** When (performance.now()) the room's log grew, as this player was shown. */
  readonly progress: number[] = [];
  /** When each connection dropped, and when the room was playing again for it (ms, performance.now()). */
  readonly drops: { at: number; back: number | null }[] = [];
  ended = false;
  private nextAck = 1;
  private version = 0;
  private readonly unacked = new Map<number, { text: string; sent: number; move: Move }>();
  private readonly counters = newCounters();
  private readonly st: { offeredTurn: number; trade?: boolean };
  private stopped = false;
  private moveTimer: ReturnType<typeof setTimeout> | null = null;
  private finished: () => void = () => {};
  /** Resolves when the game has ended (as this player was shown). */
  readonly done: Promise<void>;
  private sat = false;

  constructor(readonly o: RoamerOptions) {
    this.st = { offeredTurn: -1, ...(o.trade === false ? { trade: false } : {}) };
    this.done = new Promise((ok) => { this.finished = ok; });
  }

  get state(): StateMessage | null { return this.client?.state ?? null; }
  get seat(): number | null { return this.state?.you.seat ?? null; }

  /** Connect (again and again, until in the room). */
  async start(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const url = this.o.pick(this.connections++);
      try {
        await this.enter(url);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  }

  private async enter(url: string): Promise<void> {
    const c = new ProtocolClient(url, { token: this.o.token, name: this.o.name });
    const old = this.client;
    c.held = old?.held ?? null;
    c.keepLog = !this.o.light;
    c.inPlace = this.o.light === true;
    this.client = c;
    this.segments.push({ frames: [], after: [], shown: [] });
    await c.connect();
    this.o.token = c.token!;
    const ws = c.ws!;
    let joined = false;
    const got = new Promise<void>((ok, fail) => {
      const timer = setTimeout(() => fail(new Error('no state')), 60_000);
      c.onMessage = (m) => {
        this.receive(m);
        if (!joined && m.t === 'state') { joined = true; clearTimeout(timer); ok(); }
      };
      ws.once('close', () => { clearTimeout(timer); if (!joined) fail(new Error('closed')); });
    });
    const since = c.held?.msg.room.id === this.o.room ? c.held.msg.version : undefined;
    c.raw(since !== undefined ? { t: 'join', room: this.o.room, since } : { t: 'join', room: this.o.room });
    await got;
    ws.on('close', () => this.dropped(c));
    const drop = this.drops[this.drops.length - 1];
    if (drop && drop.back === null) drop.back = performance.now();
    if (this.o.sit && !this.sat && this.state?.you.seat === null && this.state.room.status === 'lobby') { this.sat = true; c.raw({ t: 'sit' }); }
    // Everything not acknowledged goes again, with the same ack ids, in order.
    for (const [, u] of [...this.unacked].sort((a, b) => a[0] - b[0])) { u.sent = performance.now(); c.rawText(u.text); }
    this.step();
  }

  private dropped(c: ProtocolClient): void {
    if (c !== this.client || this.stopped || this.ended) return;
    this.drops.push({ at: performance.now(), back: null });
    if (this.moveTimer) { clearTimeout(this.moveTimer); this.moveTimer = null; }
    setTimeout(() => void this.start(), 100 + Math.floor(Math.random() * 200));
  }

  private receive(m: ServerMessage): void {
    const seg = this.segments[this.segments.length - 1]!;
    if (this.o.keepFrames) { seg.frames.push(m); seg.after.push((m.t === 'state' || m.t === 'update') ? this.client?.state ?? null : null); }
    if ((m.t === 'state' || m.t === 'update') && this.client?.state) {
      const s = this.client.state;
      if (this.o.keepFrames) seg.shown.push(s);
      if (s.you.lastAck >= this.nextAck) this.nextAck = s.you.lastAck + 1;
      if (s.version > this.version) { this.version = s.version; this.progress.push(performance.now()); }
      if (s.room.status === 'ended' && !this.ended) { this.ended = true; this.finished(); }
      this.step();
    } else if (m.t === 'ack') {
      const u = this.unacked.get(m.ack);
      if (!u) return;
      this.unacked.delete(m.ack);
      if (u.move.t === 'act' && m.at !== undefined) this.acked.push({ ack: m.ack, at: m.at, type: u.move.action.type, p: this.seat ?? -1, ms: performance.now() - u.sent });
      this.step();
    } else if (m.t === 'refused') {
      if (m.ack === undefined) return;
      const u = this.unacked.get(m.ack);
      if (!u) return;
      this.unacked.delete(m.ack);
      if (m.code === 'replayed-ack') this.replayed++;
      else this.refusals.push({ code: m.code, message: m.message });
      this.step();
    } else if (m.t === 'error') {
      this.errors.push({ code: m.code, message: m.message });
    }
  }

  /** One game message in flight at a time, chosen (after the pause) from the latest of what was sent. */
  private step(): void {
    if (this.stopped || this.ended || this.moveTimer || this.unacked.size > 0) return;
    const c = this.client;
    if (!c?.game() || c.game()!.end) return;
    const go = () => {
      this.moveTimer = null;
      if (this.stopped || c !== this.client || this.unacked.size > 0) return;
      const g = c.game();
      const move = g && !g.end ? choose(g, this.counters, this.st) : null;
      if (!move) return;
      if (move.t === 'ready') { c.raw(move); return; }
      const ack = this.nextAck++;
      const text = JSON.stringify({ ...move, ack } as ClientMessage);
      this.unacked.set(ack, { text, sent: performance.now(), move });
      c.rawText(text);
    };
    this.moveTimer = setTimeout(go, this.o.think?.() ?? 0);
  }

  /** What this player is waiting for (a test's message when a game does not end). */
  describe(): string {
    const s = this.state;
    const g = this.client?.game();
    return `${this.o.name} room ${this.o.room} seat ${this.seat} conns ${this.connections} drops ${this.drops.length} ws ${this.client?.ws?.readyState} `
      + `status ${s?.room.status} v${s?.version} unacked [${[...this.unacked.keys()].join(',')}] ready ${g?.ready} expected ${JSON.stringify(g?.expected ?? null).slice(0, 120)} `
      + `targets ${g?.targets ? 'yes' : 'no'} refusals ${this.refusals.length} last ${JSON.stringify(this.refusals[this.refusals.length - 1] ?? null)}`;
  }

  stop(): void {
    this.stopped = true;
    if (this.moveTimer) clearTimeout(this.moveTimer);
    this.client?.close();
  }
}
