/**
 * The server benchmark's protocol client: what src/server/client.ts does for the tests (auth,
 * create or join a room, fold every frame with src/protocol's sync, number game messages with
 * ack ids and resolve each when answered), on the lean socket of wsclient.ts, and keeping only
 * the latest state (frames are folded in place, the log is not kept). A player built on it reads
 * only what it is sent, like a page.
 */
import {
  foldFrame,
  type ClientMessage, type GameMessage, type HeldRoom, type RoomRequest, type ServerMessage, type StateMessage,
} from '../protocol/index.js';
import { LeanSocket } from './wsclient.js';

type Acked = Extract<ClientMessage, { ack: number }>;
export type Reply = Extract<ServerMessage, { t: 'ack' }> | Extract<ServerMessage, { t: 'refused' }>;
type Unacked<M> = M extends { ack: number } ? Omit<M, 'ack'> : never;

const FOLD = { keepLog: false, inPlace: true } as const;

export class LeanClient {
  private readonly socket: LeanSocket;
  held: HeldRoom | null = null;
  /** Frames received, their bytes, the largest update and resync (a state with a board). */
  readonly bytes = { total: 0, frames: 0, maxUpdate: 0, maxResync: 0, resyncs: 0 };
  /** Frames that did not follow what was held (each made the client join again). */
  resyncs = 0;
  private nextAck = 1;
  private readonly pending = new Map<number, (r: Reply) => void>();
  private waiter: { pred: (m: ServerMessage) => boolean; ok: (m: ServerMessage) => void; fail: (e: Error) => void } | null = null;
  /** Called after a state or update frame has been folded. */
  onFrame: (() => void) | null = null;

  constructor(readonly url: string, readonly name: string) {
    this.socket = new LeanSocket({
      message: (text) => this.receive(text),
      close: (reason) => { const w = this.waiter; this.waiter = null; w?.fail(new Error(`connection closed: ${reason}`)); },
    });
  }

  get state(): StateMessage | null { return this.held?.msg ?? null; }

  /** Open the socket and authenticate (a token is issued). */
  async connect(): Promise<void> {
    await this.socket.connect(this.url);
    const w = await this.ask({ t: 'auth', name: this.name }, (m) => m.t === 'welcome' || m.t === 'error');
    if (w.t !== 'welcome') throw new Error(`auth refused: ${(w as { message?: string }).message}`);
  }

  /** Create a room; resolves with its first state. */
  async create(room: RoomRequest): Promise<StateMessage> {
    const s = await this.ask({ t: 'create', room }, (m) => m.t === 'state' || m.t === 'error');
    if (s.t !== 'state') throw new Error(`create refused: ${(s as { message?: string }).message}`);
    return this.state!;
  }

  /** Enter a room. */
  async join(room: string): Promise<StateMessage> {
    const s = await this.ask({ t: 'join', room }, (m) => (m.t === 'state' && m.room.id === room) || m.t === 'gone' || m.t === 'error');
    if (s.t !== 'state') throw new Error(`join refused: ${(s as { message?: string }).message}`);
    return this.state!;
  }

  raw(m: ClientMessage): void { this.socket.send(JSON.stringify(m)); }

  /** Send a game message with the next ack id; resolves with its ack or refusal. */
  send(m: Unacked<Acked>): Promise<Reply> {
    const ack = this.nextAck++;
    return new Promise((ok) => {
      this.pending.set(ack, ok);
      this.raw({ ...m, ack } as ClientMessage);
    });
  }

  /** The game as a page's screen would read it (its room's id and seats, the seat it plays), or null. */
  game(): GameMessage | null {
    const s = this.state;
    const g = s?.game;
    if (!s || !g) return null;
    // Field by field: the body is patched in place, and a spread of such an object is slow.
    return {
      startRoll: g.startRoll, view: g.view, targets: g.targets, expected: g.expected, offer: g.offer, incoming: g.incoming,
      paceMs: g.paceMs, ready: g.ready, end: g.end, deadline: g.deadline, id: s.room.id, you: s.you.seat, seats: s.room.seats, logFrom: 0, log: [],
    };
  }

  close(): void { this.socket.close(); }

  private ask(m: ClientMessage, pred: (m: ServerMessage) => boolean): Promise<ServerMessage> {
    return new Promise((ok, fail) => {
      const timer = setTimeout(() => { this.waiter = null; fail(new Error(`no answer to ${m.t}`)); }, 30_000);
      this.waiter = { pred, ok: (x) => { clearTimeout(timer); ok(x); }, fail: (e) => { clearTimeout(timer); fail(e); } };
      this.raw(m);
    });
  }

  private receive(text: string): void {
    let m: ServerMessage;
    try { m = JSON.parse(text) as ServerMessage; } catch { return; }
    const b = this.bytes;
    b.total += text.length;
    b.frames++;
    if (m.t === 'update' || m.t === 'state') {
      const { held: next, rejoin } = foldFrame(this.held, m, FOLD);
      if (m.t === 'state' && m.board) { b.resyncs++; b.maxResync = Math.max(b.maxResync, text.length); } else b.maxUpdate = Math.max(b.maxUpdate, text.length);
      this.held = next;
      if (next) {
        if (next.msg.you.lastAck >= this.nextAck) this.nextAck = next.msg.you.lastAck + 1;
      } else {
        // Something was missed: enter again for a whole state.
        this.resyncs++;
        this.raw({ t: 'join', room: rejoin! });
      }
    } else if (m.t === 'ack' || m.t === 'refused') {
      if (m.ack !== undefined) {
        const p = this.pending.get(m.ack);
        if (p) { this.pending.delete(m.ack); p(m); }
      }
    }
    const w = this.waiter;
    if (w && w.pred(m)) { this.waiter = null; w.ok(m); }
    if (m.t === 'update' || m.t === 'state') this.onFrame?.();
  }
}
