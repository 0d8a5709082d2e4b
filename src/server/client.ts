/**
 * A protocol client for Node scripts (tests, the server benchmark, tournament tools): connects
 * to /ws, authenticates with a token, enters a room, keeps the room as the server sends it
 * (folding each state, update and history frame with src/protocol's sync, resuming from its last
 * version after a reconnect), and numbers its game messages with ack ids, resolving each when the
 * server acknowledges or refuses it.
 */
import { WebSocket } from 'ws';
import type { BoardJson } from '../engine/index.js';
import {
  foldFrame, foldHistory,
  type ClientMessage, type GameMessage, type HeldRoom, type LogEntry, type RoomRequest, type ServerMessage, type StateMessage,
} from '../protocol/index.js';

type Acked = Extract<ClientMessage, { ack: number }>;
export type Reply = Extract<ServerMessage, { t: 'ack' }> | Extract<ServerMessage, { t: 'refused' }>;
type Unacked<M> = M extends { ack: number } ? Omit<M, 'ack'> : never;

export class ProtocolClient {
  ws: WebSocket | null = null;
  token: string | undefined;
  name: string;
  /** The room as held now (null before entering one). */
  held: HeldRoom | null = null;
  /** Every message received (when `keep` is set), for tests that inspect frames. */
  readonly frames: ServerMessage[] = [];
  /** With `keep`: the room as held after each state or update frame (what a page would draw then). */
  readonly shown: StateMessage[] = [];
  keep = false;
  /** Keep the room's log (a benchmark's players need only the latest state). */
  keepLog = true;
  /** Patch the room held in place (nothing keeps an earlier version of it: a benchmark's players). */
  inPlace = false;
  /** Frames that did not follow what was held (each one made the client join again). */
  resyncs = 0;
  /** Bytes received, and the largest frame (a state with a board counted apart: a resync). */
  readonly bytes = { total: 0, frames: 0, maxUpdate: 0, maxResync: 0, resyncs: 0 };
  private nextAck = 1;
  private readonly pending = new Map<number, { ok: (r: Reply) => void }>();
  private waiters: { pred: (m: ServerMessage) => boolean; ok: (m: ServerMessage) => void }[] = [];
  /** Called for every message, after the room is updated. */
  onMessage: ((m: ServerMessage) => void) | null = null;

  constructor(readonly url: string, opts: { token?: string; name?: string; headers?: Record<string, string> } = {}) {
    this.token = opts.token;
    // No name given: none sent, as a page sends none (every page then shows its own word for the seat or the guest).
    this.name = opts.name ?? '';
    this.headers = opts.headers ?? {};
  }
  private readonly headers: Record<string, string>;

  /** The latest state (the room, you, the game), or null. */
  get state(): StateMessage | null { return this.held?.msg ?? null; }
  get board(): BoardJson | null { return this.held?.board ?? null; }
  get log(): LogEntry[] { return this.held?.log ?? []; }

  /** Open the socket and authenticate (a token is issued when none was given). */
  async connect(): Promise<void> {
    await this.open();
    const welcome = this.next((m) => m.t === 'welcome' || m.t === 'error');
    this.raw({ t: 'auth', ...(this.token ? { token: this.token } : {}), ...(this.name ? { name: this.name } : {}) });
    const w = await welcome;
    if (w.t !== 'welcome') throw new Error(`auth refused: ${(w as { message?: string }).message}`);
    this.token = w.token;
  }

  /** Open the socket without authenticating. */
  async open(): Promise<void> {
    const ws = new WebSocket(this.url.replace(/^http/, 'ws') + '/ws', { headers: this.headers });
    this.ws = ws;
    ws.on('message', (d) => this.receive(String(d)));
    ws.on('error', () => { /* the close that follows says enough */ });
    await new Promise<void>((ok, fail) => { ws.once('open', () => ok()); ws.once('error', fail); ws.once('close', () => fail(new Error('closed'))); });
  }

  private receive(text: string): void {
    let m: ServerMessage;
    try { m = JSON.parse(text) as ServerMessage; } catch { return; }
    this.bytes.total += text.length;
    this.bytes.frames++;
    if (this.keep) this.frames.push(m);
    if (m.t === 'state' || m.t === 'update') {
      const { held: next, rejoin } = foldFrame(this.held, m, { keepLog: this.keepLog, inPlace: this.inPlace });
      if (m.t === 'state' && m.board) { this.bytes.resyncs++; this.bytes.maxResync = Math.max(this.bytes.maxResync, text.length); } else this.bytes.maxUpdate = Math.max(this.bytes.maxUpdate, text.length);
      this.held = next;
      if (next) {
        if (this.keep) this.shown.push(next.msg);
        if (next.msg.you.lastAck >= this.nextAck) this.nextAck = next.msg.you.lastAck + 1;
      } else {
        // Something was missed: enter again for a whole state.
        this.resyncs++;
        this.raw({ t: 'join', room: rejoin! });
      }
    } else if (m.t === 'history') {
      if (this.held) this.held = foldHistory(this.held, m);
    } else if (m.t === 'ack' || (m.t === 'refused' && m.ack !== undefined)) {
      const p = this.pending.get(m.ack!);
      if (p) { this.pending.delete(m.ack!); p.ok(m); }
    }
    this.onMessage?.(m);
    if (this.waiters.length) this.waiters = this.waiters.filter((w) => (w.pred(m) ? (w.ok(m), false) : true));
  }

  /** Send any message as it is (tests send malformed ones through `rawText`). */
  raw(m: ClientMessage): void { this.rawText(JSON.stringify(m)); }
  rawText(text: string): void { if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(text); }

  /** Wait for a message that satisfies `pred`. */
  next<T extends ServerMessage = ServerMessage>(pred: (m: ServerMessage) => boolean, ms = 10_000): Promise<T> {
    return new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error('timed out waiting for a message')), ms);
      this.waiters.push({ pred, ok: (m) => { clearTimeout(timer); ok(m as T); } });
    });
  }

  /** Wait until the room as held satisfies `pred` (after a state or update frame). */
  until(pred: (s: StateMessage) => boolean, ms = 10_000): Promise<StateMessage> {
    if (this.state && pred(this.state)) return Promise.resolve(this.state);
    return this.next<ServerMessage>((m) => (m.t === 'state' || m.t === 'update') && this.state !== null && pred(this.state), ms).then(() => this.state!);
  }

  /** Create a room; resolves with its first state. */
  async create(room: RoomRequest): Promise<StateMessage> {
    const first = this.next((m) => m.t === 'state' || m.t === 'error');
    this.raw({ t: 'create', room });
    const s = await first;
    if (s.t !== 'state') throw new Error(`create refused: ${(s as { message?: string }).message}`);
    return this.state!;
  }

  /** Enter a room; after a reconnect, from the last version seen. */
  async join(room: string, resume = false): Promise<StateMessage> {
    const first = this.next((m) => (m.t === 'state' && m.room.id === room) || m.t === 'gone' || m.t === 'error');
    this.raw(resume && this.state ? { t: 'join', room, since: this.state.version } : { t: 'join', room });
    const s = await first;
    if (s.t !== 'state') throw new Error(`join refused: ${(s as { message?: string }).message}`);
    return s;
  }

  /** Send a game message with the next ack id; resolves with the server's ack or refusal. */
  send(m: Unacked<Acked>): Promise<Reply> {
    const ack = this.nextAck++;
    return new Promise((ok) => {
      this.pending.set(ack, { ok });
      this.raw({ ...m, ack } as ClientMessage);
    });
  }

  /** The game as the page's screen would see it (the state's game with its room), or null (built once per frame). */
  game(): GameMessage | null {
    const s = this.state;
    if (!s?.game) return null;
    if (this.gameOf?.from === s && this.gameOf.log === this.log) return this.gameOf.msg;
    const msg: GameMessage = { ...s.game, id: s.room.id, you: s.you.seat, seats: s.room.seats, logFrom: 0, log: this.log };
    this.gameOf = { from: s, log: this.log, msg };
    return msg;
  }
  private gameOf: { from: StateMessage; log: LogEntry[]; msg: GameMessage } | null = null;

  get lastAck(): number { return this.nextAck - 1; }

  close(): void { this.ws?.close(); }
  /** Drop the connection abruptly (as a network failure would). */
  kill(): void { this.ws?.terminate(); }
}
