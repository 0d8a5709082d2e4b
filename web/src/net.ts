/**
 * The page's WebSocket: this browser's identity (a token kept in localStorage, issued by the
 * server the first time), the room it is in, and game messages numbered with ack ids. After a
 * dropped connection it reconnects with a growing delay, enters its room again from the last
 * version it saw, and sends again any game message not yet acknowledged (the server refuses an
 * ack id it has already done, so nothing happens twice). Holds no game logic.
 */
import { serverHas, type ClientMessage, type ServerMessage } from './wire.js';
import { heardServerClock } from './clock.js';

export type ConnStatus = 'connecting' | 'open' | 'closed';

/**
 * A socket can die without closing (a phone that lost its network: nothing arrives, nothing
 * leaves, and no close event comes for minutes). The page asks the server (`ping`, answered by
 * `pong`) when it has heard nothing for `QUIET_MS`, or as soon as an action has waited `ACK_MS`
 * for its answer; when `ANSWER_MS` more pass in silence it drops the socket and reconnects (and
 * shows the connection lost meanwhile), sending again what was not acknowledged.
 *
 * The browser's own news is heard too. When it says the network is gone (`offline`), or the tab
 * comes back into view (a phone woken: its socket may have died while the page was frozen, and no
 * timer ran), the socket is asked at once and given `WAKE_MS` to answer. When the network is back
 * (`online`) or the tab is shown while the page waits to reconnect, it reconnects at once rather
 * than at the end of its growing wait.
 */
export const QUIET_MS = 20_000;
export const ACK_MS = 3_000;
export const ANSWER_MS = 5_000;
export const WAKE_MS = 2_500;
const WATCH_MS = 500;
type Acked = Extract<ClientMessage, { ack: number }>;
export type GameSend = Acked extends infer M ? (M extends Acked ? Omit<M, 'ack'> : never) : never;
/** What the page sends: game messages without their ack id (the connection numbers them), the rest as they are. */
export type Outgoing = GameSend | Exclude<ClientMessage, { ack: number }>;
const GAME_TYPES = new Set(['act', 'offer', 'take', 'withdraw', 'answer', 'more-time']);

const TOKEN_KEY = 'catan.token';
const NAME_KEY = 'catan.name';

function load(key: string): string | null {
  try { return localStorage.getItem(key); } catch { return null; }
}
function save(key: string, value: string): void {
  try { localStorage.setItem(key, value); } catch { /* private mode: kept for this page only */ }
}

/** Where the browser tells of the network (`online`, `offline`) and of the tab being shown (`visibilitychange`). */
export interface Surroundings {
  win: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  doc: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState?: string };
}

export interface ConnectionOptions {
  /** The token to use (pass-and-play's other seats); by default this browser's, kept in localStorage. */
  token?: string | null;
  /** Whether the token and name are kept in localStorage (false for pass-and-play's other seats). */
  persist?: boolean;
  /** The browser's window and document (by default the page's; none where there are none, as in Node). */
  around?: Surroundings | null;
}

export class Connection {
  private ws: WebSocket | null = null;
  private retry = 0;
  private stopped = false;
  private queue: ClientMessage[] = [];
  private nextAck = 1;
  private readonly unacked = new Map<number, ClientMessage>();
  /** When each unacknowledged game message was last sent. */
  private readonly sentAt = new Map<number, number>();
  /** The room's version when each unacknowledged action was decided on (sent with it again after a reconnect). */
  private readonly decidedAt = new Map<number, number>();
  /** When the open socket last brought a message, and when the page asked it whether it lives (null: not asking). */
  private heardAt = 0;
  private askedAt: number | null = null;
  /** How long the question asked at `askedAt` may go unanswered before the socket is dropped, and whether anything came since it was asked. */
  private askedFor = ANSWER_MS;
  private heardSince = true;
  /** The wait before the next attempt to connect, while one is waited for. */
  private pending: ReturnType<typeof setTimeout> | null = null;
  private readonly around: Surroundings | null;
  private watch: ReturnType<typeof setInterval> | null = null;
  /** The server's protocol version (its hello; 0 until heard): a server older than 6 has no `ping` to be asked. */
  private serverVersion = 0;
  token: string | null;
  name: string;
  private readonly persist: boolean;
  /** The room this page is in, and the last version of it the page holds. */
  room: string | null = null;
  version = -1;

  /** Set by the page once it is mounted; messages that arrive before are kept for it. */
  onMessage: ((m: ServerMessage) => void) | null = null;
  onStatus: ((s: ConnStatus) => void) | null = null;
  private early: ServerMessage[] = [];
  status: ConnStatus = 'connecting';

  constructor(private readonly url: string, opts: ConnectionOptions = {}) {
    this.persist = opts.persist ?? true;
    this.token = opts.token !== undefined ? opts.token : load(TOKEN_KEY);
    this.name = this.persist ? load(NAME_KEY) ?? '' : '';
    this.around = opts.around !== undefined ? opts.around
      : typeof window !== 'undefined' && typeof document !== 'undefined' ? { win: window, doc: document } : null;
  }

  /** Attach the page's handlers and hand over what arrived before. */
  listen(onMessage: (m: ServerMessage) => void, onStatus: (s: ConnStatus) => void): void {
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    onStatus(this.status);
    const early = this.early;
    this.early = [];
    for (const m of early) onMessage(m);
  }

  private setStatus(s: ConnStatus): void {
    this.status = s;
    this.onStatus?.(s);
  }

  start(): void {
    this.stopped = false;
    this.open();
    this.watch ??= setInterval(() => this.checkAlive(), WATCH_MS);
    if (this.around) {
      this.around.win.addEventListener('online', this.onOnline);
      this.around.win.addEventListener('offline', this.onOffline);
      this.around.doc.addEventListener('visibilitychange', this.onVisible);
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    if (this.around) {
      this.around.win.removeEventListener('online', this.onOnline);
      this.around.win.removeEventListener('offline', this.onOffline);
      this.around.doc.removeEventListener('visibilitychange', this.onVisible);
    }
    this.ws?.close();
  }

  /** The network is back: a page waiting to reconnect does so now; an open socket is asked whether it lived through it. */
  private readonly onOnline = (): void => { this.now(); };
  /** The network is gone: the socket is asked at once, and dropped if it does not answer soon (a server on this machine still does). */
  private readonly onOffline = (): void => { this.ask(WAKE_MS); };
  /** The tab is shown again (a phone woken, a tab brought back): as when the network comes back. */
  private readonly onVisible = (): void => { if (this.around?.doc.visibilityState !== 'hidden') this.now(); };

  /** Connect now if waiting to; else make sure the open socket lives. */
  private now(): void {
    if (this.stopped) return;
    if (this.pending) {
      clearTimeout(this.pending);
      this.pending = null;
      this.retry = 0;
      this.open();
      return;
    }
    this.ask(WAKE_MS);
  }

  /** The socket, when it is open and its server answers `ping` (protocol 6 on): the one that may be asked. */
  private askable(): WebSocket | null {
    const ws = this.ws;
    return ws && ws.readyState === WebSocket.OPEN && serverHas(this.serverVersion, 'ping') ? ws : null;
  }

  /** Ask the open socket whether it lives (once at a time), giving it `within` ms to answer. */
  private ask(within: number): void {
    const ws = this.askable();
    if (this.stopped || !ws) return;
    const now = Date.now();
    if (this.askedAt !== null) {
      // Already asked: the answer is waited for no longer than this new reason allows.
      this.askedFor = Math.min(this.askedFor, now - this.askedAt + within);
      return;
    }
    this.askedAt = now;
    this.askedFor = within;
    this.heardSince = false;
    ws.send(JSON.stringify({ t: 'ping' }));
  }

  /** Ask a quiet socket whether it lives; drop one that stays silent, and connect again. */
  private checkAlive(): void {
    const ws = this.askable();
    if (!ws) return;
    const now = Date.now();
    if (this.askedAt !== null) {
      if (this.heardSince) this.askedAt = null;
      else if (now - this.askedAt >= this.askedFor) { this.drop(ws); return; }
      else return;
    }
    let waiting = false;
    for (const at of this.sentAt.values()) if (at >= this.heardAt && now - at >= ACK_MS) waiting = true;
    if (waiting || now - this.heardAt >= QUIET_MS) this.ask(ANSWER_MS);
  }

  /** Give up on a socket that went silent: it is closed without waiting for its close, and a new one opened. */
  private drop(ws: WebSocket): void {
    ws.onopen = ws.onmessage = ws.onclose = null;
    try { ws.close(); } catch { /* already closing */ }
    if (this.ws !== ws) return;
    this.ws = null;
    this.askedAt = null;
    this.setStatus('closed');
    if (!this.stopped) this.open();
  }

  setName(name: string): void {
    this.name = name;
    if (this.persist) save(NAME_KEY, name);
  }

  send(m: ClientMessage): void {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
    else this.queue.push(m);
  }

  /** A game message: numbered, and kept until the server acknowledges or refuses it. */
  sendGame(m: GameSend): number {
    const ack = this.nextAck++;
    const full = { ...m, ack } as ClientMessage;
    this.unacked.set(ack, full);
    this.sentAt.set(ack, Date.now());
    if (this.version >= 0) this.decidedAt.set(ack, this.version);
    this.send(full);
    return ack;
  }

  /** Send what the page asks: game messages numbered, others as they are. */
  post(m: Outgoing): void {
    if (GAME_TYPES.has(m.t)) this.sendGame(m as GameSend);
    else this.send(m as ClientMessage);
  }

  /** Enter a room (from its start when `fresh`: the page has none of it). */
  enter(room: string, fresh = true): void {
    if (fresh || this.room !== room) this.version = -1;
    this.room = room;
    this.send(this.version >= 0 ? { t: 'join', room, since: this.version } : { t: 'join', room });
  }

  /** Out of the room (the page goes back to the start screen). */
  exit(): void {
    this.room = null;
    this.version = -1;
    this.unacked.clear();
    this.sentAt.clear();
    this.decidedAt.clear();
  }

  /** When the open socket was asked for (its hello is the server's time between then and its arrival). */
  private openedAt = 0;

  private open(): void {
    this.setStatus('connecting');
    this.openedAt = Date.now();
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      // The wait before the next attempt starts again from its shortest once the page is back
      // where it was (its room's state, or welcomed when in none), not when the socket opens: a
      // server that opens sockets but cannot load the room (its database down) sends the page to
      // reconnect, and a page that retried at once would ask again three times a second.
      if (!this.room) this.retry = 0;
      this.heardAt = Date.now();
      this.askedAt = null;
      this.setStatus('open');
      // Who this browser is, then back into its room where it left off, then anything unacknowledged.
      ws.send(JSON.stringify({ t: 'auth', ...(this.token ? { token: this.token } : {}), ...(this.name ? { name: this.name } : {}) }));
      if (this.room) ws.send(JSON.stringify(this.version >= 0 ? { t: 'join', room: this.room, since: this.version } : { t: 'join', room: this.room }));
      const q = this.queue.filter((m) => !(m.t === 'join' || m.t === 'auth' || ('ack' in m && this.unacked.has(m.ack))));
      this.queue = [];
      const now = Date.now();
      for (const [ack, m] of this.unacked) { ws.send(JSON.stringify(this.again(ack, m))); this.sentAt.set(ack, now); }
      for (const m of q) ws.send(JSON.stringify(m));
    };
    ws.onmessage = (ev) => {
      this.heardAt = Date.now();
      this.heardSince = true;
      let m: ServerMessage;
      try { m = JSON.parse(String(ev.data)) as ServerMessage; } catch { return; }
      this.note(m);
      if (this.onMessage) this.onMessage(m);
      else this.early.push(m);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.setStatus('closed');
      if (this.stopped) return;
      const delay = Math.min(5000, 300 * 2 ** this.retry++);
      this.pending = setTimeout(() => { this.pending = null; this.open(); }, delay);
    };
  }

  /**
   * A game message sent again on a new socket. An action carries the version it was decided on:
   * if the game moved on meanwhile (the connection was down for a while), the server refuses it as
   * `stale` rather than play a move chosen on a table that is gone (a Roll tapped 45 s before,
   * arriving on another player's turn). The first sending carries none: while the link holds, an
   * action crossing another player's (two discards at once) is played, as the rules allow.
   */
  private again(ack: number, m: ClientMessage): ClientMessage {
    const at = this.decidedAt.get(ack);
    return m.t === 'act' && at !== undefined && m.version === undefined ? { ...m, version: at } : m;
  }

  /** Forget an unacknowledged message (answered, or its room left). */
  private settled(ack: number): void {
    this.unacked.delete(ack);
    this.sentAt.delete(ack);
    this.decidedAt.delete(ack);
  }

  /** What the connection itself keeps: the token, the version reached, which acks are settled. */
  private note(m: ServerMessage): void {
    switch (m.t) {
      case 'hello':
        this.serverVersion = m.version;
        if (m.now !== undefined) heardServerClock(m.now, this.openedAt, this.heardAt);
        return;
      case 'pong':
        if (m.now !== undefined && this.askedAt !== null) heardServerClock(m.now, this.askedAt, this.heardAt);
        return;
      case 'welcome':
        this.token = m.token;
        if (this.persist) save(TOKEN_KEY, m.token);
        return;
      case 'state':
        if (m.room.id === this.room) { this.version = m.version; this.retry = 0; }
        if (m.you.lastAck >= this.nextAck) this.nextAck = m.you.lastAck + 1;
        return;
      case 'update':
        if (m.room === this.room) this.version = m.version;
        if (m.you && m.you.lastAck >= this.nextAck) this.nextAck = m.you.lastAck + 1;
        return;
      case 'ack':
        this.settled(m.ack);
        return;
      case 'refused':
        if (m.ack !== undefined) this.settled(m.ack);
        return;
      case 'gone':
        this.unacked.clear();
        this.sentAt.clear();
        this.decidedAt.clear();
        return;
      case 'error':
        // A token this server cannot read (an old format, a damaged store): ask for a new one.
        if (m.code === 'bad-token') {
          this.token = null;
          if (this.persist) try { localStorage.removeItem(TOKEN_KEY); } catch { /* nothing kept */ }
          this.send({ t: 'auth', ...(this.name ? { name: this.name } : {}) });
          if (this.room) this.send({ t: 'join', room: this.room });
        }
        return;
      default:
    }
  }
}

export function socketUrl(loc: Location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}
