/**
 * A protocol client for Node scripts (tests, the server benchmark, tournament tools): connects
 * to /ws, authenticates with a token, enters a room, keeps the room's state and log as the
 * server sends them (resuming from its last version after a reconnect), and numbers its game
 * messages with ack ids, resolving each when the server acknowledges or refuses it.
 */
import { WebSocket } from 'ws';
import type { BoardJson } from '../engine/index.js';
import type { ClientMessage, GameMessage, LogEntry, RoomRequest, ServerMessage, StateMessage } from './protocol.js';

type Acked = Extract<ClientMessage, { ack: number }>;
export type Reply = Extract<ServerMessage, { t: 'ack' }> | Extract<ServerMessage, { t: 'refused' }>;
type Unacked<M> = M extends { ack: number } ? Omit<M, 'ack'> : never;

export class ProtocolClient {
  ws: WebSocket | null = null;
  token: string | undefined;
  name: string;
  state: StateMessage | null = null;
  board: BoardJson | null = null;
  log: LogEntry[] = [];
  /** Every message received (when `keep` is set), for tests that inspect frames. */
  readonly frames: ServerMessage[] = [];
  keep = false;
  /** Keep the room's log (a benchmark's players need only the latest state). */
  keepLog = true;
  private nextAck = 1;
  private readonly pending = new Map<number, { ok: (r: Reply) => void }>();
  private waiters: { pred: (m: ServerMessage) => boolean; ok: (m: ServerMessage) => void }[] = [];
  /** Called for every message, after the state is updated. */
  onMessage: ((m: ServerMessage) => void) | null = null;

  constructor(readonly url: string, opts: { token?: string; name?: string } = {}) {
    this.token = opts.token;
    this.name = opts.name ?? 'Script';
  }

  /** Open the socket and authenticate (a token is issued when none was given). */
  async connect(): Promise<void> {
    const ws = new WebSocket(this.url.replace(/^http/, 'ws') + '/ws');
    this.ws = ws;
    ws.on('message', (d) => this.receive(String(d)));
    ws.on('error', () => { /* the close that follows says enough */ });
    await new Promise<void>((ok, fail) => { ws.once('open', () => ok()); ws.once('error', fail); });
    const welcome = this.next((m) => m.t === 'welcome' || m.t === 'error');
    this.raw({ t: 'auth', ...(this.token ? { token: this.token } : {}), name: this.name });
    const w = await welcome;
    if (w.t !== 'welcome') throw new Error(`auth refused: ${(w as { message?: string }).message}`);
    this.token = w.token;
  }

  private receive(text: string): void {
    let m: ServerMessage;
    try { m = JSON.parse(text) as ServerMessage; } catch { return; }
    if (this.keep) this.frames.push(m);
    if (m.t === 'state') {
      if (m.board) this.board = m.board;
      if (this.keepLog) this.log = this.log.slice(0, m.logFrom).concat(m.log);
      this.state = m;
      if (m.you.lastAck >= this.nextAck) this.nextAck = m.you.lastAck + 1;
    } else if ((m.t === 'ack' || (m.t === 'refused' && m.ack !== undefined))) {
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

  /** Create a room; resolves with its first state. */
  async create(room: RoomRequest): Promise<StateMessage> {
    const first = this.next<StateMessage>((m) => m.t === 'state' || m.t === 'error');
    this.raw({ t: 'create', room });
    const s = await first;
    if (s.t !== 'state') throw new Error(`create refused: ${(s as { message?: string }).message}`);
    return s;
  }

  /** Enter a room; after a reconnect, from the last version seen. */
  async join(room: string, resume = false): Promise<StateMessage> {
    const first = this.next<StateMessage>((m) => (m.t === 'state' && m.room.id === room) || m.t === 'gone' || m.t === 'error');
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

  /** The game as the page's screen would see it (the state's game with its room), or null. */
  game(): GameMessage | null {
    const s = this.state;
    if (!s?.game) return null;
    return { ...s.game, id: s.room.id, you: s.you.seat, seats: s.room.seats, logFrom: 0, log: this.log };
  }

  get lastAck(): number { return this.nextAck - 1; }

  close(): void { this.ws?.close(); }
  /** Drop the connection abruptly (as a network failure would). */
  kill(): void { this.ws?.terminate(); }
}
