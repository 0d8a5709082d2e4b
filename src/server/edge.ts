/**
 * The WebSocket edge: one connection's identity (its token), its limits, decoding, and routing
 * of each message to its room. Every message goes through the protocol's one decoder; a
 * malformed, oversized or too-frequent one gets an answer with a reason — with its ack id when
 * it carried one, exactly once — and nothing else happens: it never reaches a game, and a
 * failure in one room never reaches another. Limits hold per connection and per address
 * (sockets, previews, rooms, chat, history), and a socket that does not authenticate in time is
 * closed. Nothing a client sends can write more than one short line to the log. Never applies a rule.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import {
  decodeClientMessage, isErrorCode, type BoardChoice, type ClientMessage, type ErrorCode, type RefusalCode, type ServerMessage,
} from '../protocol/index.js';
import { CLIENT_HEADER, RELAY_HEADER, Relay } from './cluster/relay.js';
import type { ServerConfig } from './config.js';
import { newSync } from './fanout.js';
import { isRoomId, isToken, newBoardCode, newToken, tokenHash } from './ids.js';
import { AddressBook, Bucket, Buckets, QuietLog, errorLine, type Costly, type Rates } from './limits.js';
import { RoomError, planLimits, type Conn, type Room } from './room.js';
import { rematchPlan } from './roomfacts.js';
import { LimitError, RemoteRoom, RoomMoving, type Rooms } from './rooms.js';
import { RequestError, planRoom, soloRequest, startsBotsOnly } from './setup.js';
import { cleanName } from '../table/index.js';

/** What the edge shares across connections: the per-address book and the connection counts (for /api/stats). */
export class Guard {
  readonly book: AddressBook;
  readonly counts = { sockets: 0, unauthenticated: 0, refusedSockets: 0, closedUnauthenticated: 0, closedFlooding: 0, closedSilent: 0 };
  readonly rates: Rates;
  /**
   * Liveness: a connection that went silent (a phone that lost its network holds its socket open
   * without a word) is asked with a WebSocket ping after a whole period without a message from
   * it, and closed when the next period passes without its pong or anything else. Its seat then
   * goes away like any closed connection's (a stand-in bot plays after the grace), instead of the
   * table waiting on it unseen. Only silent sockets are pinged: a busy server sends no extra frames.
   */
  readonly live = new Map<WebSocket, { heard: boolean; asked: boolean }>();

  constructor(config: ServerConfig) {
    this.rates = {
      preview: config.previewsPerSecond, create: config.roomsPerMinute / 60, chat: config.chatPerSecond, history: config.historyPerSecond,
      // A seated person's new name in a lobby is a line of its log: no faster than chat lines (a review: "A"/"B" at 20 a second).
      name: config.chatPerSecond,
    };
    this.book = new AddressBook({ socketsPerAddress: config.socketsPerAddress, rates: this.rates });
  }

  /** One period of liveness (every `livenessMs`): ping the silent, close those that stayed silent since their ping. */
  checkLiveness(): void {
    for (const [ws, l] of this.live) {
      if (l.heard) { l.heard = false; l.asked = false; continue; }
      if (l.asked) { this.counts.closedSilent++; this.live.delete(ws); ws.terminate(); continue; }
      l.asked = true;
      try { ws.ping(); } catch { /* closing already */ }
    }
  }
}

/** What the edge needs of the cluster (cluster/node.ts), when the store is shared. */
export interface EdgeCluster {
  /** Shown by a node that forwards a connection or a request to the owner of its room. */
  readonly secret: string;
  readonly ttlMs: number;
}

export interface EdgeContext {
  rooms: Rooms;
  config: ServerConfig;
  log: QuietLog;
  hello: string;
  preview: (c: BoardChoice) => ServerMessage;
  guard: Guard;
  cluster?: EdgeCluster | null;
  /** The node drains: what players send is no longer handled (their sockets are closed soon; they send it again elsewhere). */
  drain?: { draining: boolean };
}

/** A slow reader holding this much unsent data is cut off rather than let it grow without end. */
const MAX_BUFFERED = 8 * 1024 * 1024;
/** Messages held while the connection waits for a room to load, at most. */
const MAX_HELD = 64;
let connIds = 0;

/**
 * Frames sent to one socket in one turn of the event loop (a room's update, then the ack of the
 * mover's action) leave in one write: each write to a loopback or network socket is a system
 * call, the largest cost of a frame.
 */
const corked = new Set<Socket>();
let flushQueued = false;
function corkUntilTurnEnds(socket: Socket): void {
  if (corked.has(socket)) return;
  socket.cork();
  corked.add(socket);
  if (!flushQueued) {
    flushQueued = true;
    process.nextTick(() => {
      flushQueued = false;
      for (const s of corked) s.uncork();
      corked.clear();
    });
  }
}

// A `create` is charged in its handler, once it has passed the checks that cost nothing (planRoom): a refused one does not spend it.
const COSTLY: Partial<Record<ClientMessage['t'], Costly>> = { preview: 'preview', rematch: 'create', chat: 'chat', history: 'history', name: 'name' };
/** Each costly kind in the words of its refusal. */
const COSTLY_WORDS: Record<Costly, string> = { history: 'history requests', chat: 'chat lines', create: 'new rooms', preview: 'previews', name: 'name changes' };

/**
 * The ack id of a message too large (or too frequent) to be parsed, found without parsing it:
 * the last `"ack": N` in its text (clients put it last). A refusal can then name it.
 */
export function ackIn(data: Buffer): { ack: number } | null {
  const at = data.lastIndexOf('"ack"');
  if (at < 0) return null;
  const m = /^"ack"\s*:\s*(\d{1,15})\s*[,}]/.exec(data.subarray(at, at + 40).toString('latin1'));
  return m ? { ack: Number(m[1]) } : null;
}

/** Whether a request comes from another node of the cluster (it shows the cluster's secret). */
export function isRelayed(req: IncomingMessage, secret: string | undefined): boolean {
  const shown = req.headers[RELAY_HEADER];
  if (!secret || typeof shown !== 'string') return false;
  const a = Buffer.from(shown), b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A proxy's header: its first value (a chain of proxies appends theirs; a header sent twice is its first sending). */
export const firstOf = (h: string | string[] | undefined): string => String(Array.isArray(h) ? h[0] : h ?? '').split(',')[0]!.trim();

/**
 * The address the trusted proxy saw: the last value of `X-Forwarded-For`. The proxy appends the
 * address it was reached from to whatever the client sent (nginx's `$proxy_add_x_forwarded_for`),
 * so the values before it are the client's own words and would let one address pass for many.
 */
export const lastOf = (h: string | string[] | undefined): string => {
  const all = (Array.isArray(h) ? h.join(',') : h ?? '').split(',');
  return all[all.length - 1]!.trim();
};

/** The client's address: from the forwarding node (when it shows the cluster's secret), the proxy (when trusted), or the socket. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean, secret?: string): string {
  if (isRelayed(req, secret)) {
    const forwarded = req.headers[CLIENT_HEADER];
    if (typeof forwarded === 'string' && forwarded) return forwarded.slice(0, 100);
  }
  const fwd = trustProxy ? lastOf(req.headers['x-forwarded-for']) : '';
  return fwd || req.socket.remoteAddress || 'unknown';
}

export function handleSocket(ws: WebSocket, req: IncomingMessage, ctx: EdgeContext): void {
  const { config, rooms, guard } = ctx;
  const cluster = ctx.cluster ?? null;
  const address = clientAddress(req, config.trustProxy, cluster?.secret);
  /** A connection forwarded by another node: it is never forwarded again (the player reconnects instead). */
  const relayedIn = isRelayed(req, cluster?.secret);
  // The upgrade request is not kept: every closure below shares this scope, so one that named
  // `req` would hold the request, its headers and streams for the connection's whole life.
  const socket = req.socket;
  const send = (m: ServerMessage) => conn.sendText(JSON.stringify(m));
  const conn: Conn = {
    id: ++connIds, tokenHash: '', name: '', room: null, seat: null, sync: newSync(),
    sendText: (text) => {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED) { ws.terminate(); return; }
      corkUntilTurnEnds(socket);
      ws.send(text);
    },
    moved: () => { ws.close(1012, 'the room moved to another node: reconnect'); },
  };
  /** The forwarding to the node that owns this connection's room, when another node does. */
  let relay: Relay | null = null;
  /** The player's token (to authenticate the forwarded connection as the player). */
  let tokenOf = '';
  if (!guard.book.open(address)) {
    guard.counts.refusedSockets++;
    send({ t: 'error', code: 'limit', message: `at most ${config.socketsPerAddress} connections from one address: close one first` });
    ws.close(1008, 'too many connections from this address');
    return;
  }
  guard.counts.sockets++;
  guard.counts.unauthenticated++;
  const alive = { heard: true, asked: false };
  guard.live.set(ws, alive);
  ws.on('pong', () => { alive.heard = true; });
  const bucket = new Bucket(config.messagesPerSecond, config.messagesPerSecond * 2);
  // Each refusal for going too fast costs a strike; a socket that keeps going at more than twice
  // its rate runs out of strikes and is closed, rather than be answered without end.
  const strikes = new Bucket(config.messagesPerSecond, config.messagesPerSecond * 2);
  const own = new Buckets(guard.rates);
  let authed = false;
  let closed = false;
  /** Closed for flooding: whatever else it sent is dropped. */
  let flooded = false;
  // Dropped once the connection authenticates: nothing keeps the spent timer for the connection's life.
  let deadline: ReturnType<typeof setTimeout> | null = setTimeout(() => {
    if (authed || closed) return;
    guard.counts.closedUnauthenticated++;
    send({ t: 'error', code: 'auth-first', message: `a connection authenticates within ${Math.round(config.authDeadlineMs / 100) / 10} s: this one is closed` });
    ws.close(1008, 'no auth');
  }, config.authDeadlineMs);
  deadline.unref();
  // The hello is written once for every connection; its `now` is this moment's.
  conn.sendText(`${ctx.hello.slice(0, -1)},"now":${Date.now()}}`);

  /** An error for a message: a refusal with its ack id when it carried one, else an error. */
  const answer = (msg: { ack?: number } | null, code: ErrorCode | RefusalCode, message: string) => {
    if (code === 'rate-limited' && !strikes.take()) {
      if (!flooded) { flooded = true; guard.counts.closedFlooding++; ws.close(1008, 'too many messages'); }
      return;
    }
    if (msg?.ack !== undefined) send({ t: 'refused', ack: msg.ack, code, message });
    // Without an ack id there is nothing to refuse: an `error`, whose codes are ERROR_CODES (the decoder answers a game
    // message without one `malformed`); a refusal code here would be a slip of the server's, checked rather than cast.
    else send({ t: 'error', code: isErrorCode(code) ? code : 'internal', message });
  };

  // Messages are handled one at a time, in order: while one waits (a room loading), the next ones wait behind it.
  let busy = false;
  const held: { data: Buffer; isBinary: boolean }[] = [];
  const drain = () => {
    while (!busy && held.length) receive(held.shift()!.data, false);
  };

  ws.on('message', (data: Buffer, isBinary: boolean) => {
    alive.heard = true;
    if (ctx.drain?.draining) return; // never answered here: sent again after the reconnect, to another node
    if (busy) {
      if (held.length >= MAX_HELD) { answer(ackIn(data), 'rate-limited', 'too many messages while the room loads: this one was dropped'); return; }
      held.push({ data, isBinary });
      return;
    }
    receive(data, isBinary);
  });
  ws.on('close', () => {
    closed = true;
    guard.live.delete(ws);
    if (deadline) clearTimeout(deadline);
    guard.book.close(address);
    guard.counts.sockets--;
    if (!authed) guard.counts.unauthenticated--;
    conn.room?.leave(conn);
    relay?.close();
    relay = null;
  });
  ws.on('error', () => { /* a broken socket closes; its room hears of it through "close" */ });

  function receive(data: Buffer, isBinary: boolean): void {
    if (flooded) return;
    const allowed = bucket.take();
    if (!allowed && data.length > 256) { answer(ackIn(data), 'rate-limited', `at most ${config.messagesPerSecond} messages a second: this one was dropped`); return; }
    if (isBinary) { answer(null, 'malformed', 'messages are JSON text'); return; }
    if (data.length > config.maxMessageBytes) { answer(ackIn(data), 'too-large', `a message has at most ${config.maxMessageBytes} bytes`); return; }
    const d = decodeClientMessage(data.toString('utf8'));
    if (!d.ok) { answer(d.ack === undefined ? null : { ack: d.ack }, d.code, d.message); return; }
    const msg = d.msg;
    const acked = 'ack' in msg ? { ack: msg.ack } : null;
    // A dropped game message is refused by its ack id, so that its sender knows to send it again.
    if (!allowed) { answer(acked, 'rate-limited', `at most ${config.messagesPerSecond} messages a second: this one was dropped`); return; }
    const costly = COSTLY[msg.t];
    if (costly && !guard.book.take(address, own, costly)) {
      answer(acked, 'rate-limited', `too many ${COSTLY_WORDS[costly]} from this address or connection: wait a little`);
      return;
    }
    // Asked by the page whether this connection is alive: this node answers (a forwarded room's node is not the question).
    if (msg.t === 'ping') { send({ t: 'pong', now: Date.now() }); return; }
    // A new name is this node's to keep too: a relay opened later introduces the connection by it
    // (before `auth`, nothing is kept: the message is refused as every other one is).
    if (msg.t === 'name' && authed) conn.name = cleanName(msg.name, '');
    if (relay && msg.t !== 'join') { relay.send(data.toString('utf8')); return; }
    try {
      const pending = handle(msg, data);
      if (pending) {
        busy = true;
        pending.catch((e: unknown) => failed(msg, acked, e)).finally(() => { busy = false; drain(); });
      }
    } catch (e) {
      failed(msg, acked, e);
    }
  }

  function failed(msg: ClientMessage, acked: { ack: number } | null, e: unknown): void {
    if (e instanceof RoomError) answer(acked, e.code, e.message);
    else if (e instanceof RequestError) answer(acked, e.code, e.message);
    else if (e instanceof LimitError) answer(acked, 'limit', e.message);
    else if (msg.t === 'join') {
      // The room could not be read (the database does not answer): the page is sent to reconnect,
      // and enters the room again once it does, as after a storage failure in play. Answered
      // "internal" and left open, the page stayed outside its room until it was reloaded.
      ctx.log.line(`error handling "join" from ${address}: ${errorLine(e)}`);
      send({ t: 'error', code: 'storage', message: 'the server could not load the room from its storage; reconnect to enter it again' });
      ws.close(1013, 'the room could not be loaded: try again');
    } else {
      ctx.log.line(`error handling "${msg.t}" from ${address}: ${errorLine(e)}`);
      answer(acked, 'internal', 'the server could not handle that message; nothing was done');
    }
  }

  /**
   * A cluster: enter a room wherever it is played. Here when this node holds its lease (or takes
   * it: nobody holds it, or its owner's lease has run out); otherwise forwarded to the owner. An
   * owner that cannot be reached is failing over: look again until its lease runs out and the
   * room is taken over (messages wait meanwhile, in order).
   */
  async function route(room: string, since: number | undefined, joinText: string): Promise<void> {
    const c = cluster!;
    const deadline = Date.now() + 2 * c.ttlMs + 10_000;
    /** Told once that the room is on no node for now: the page says so until the room's state comes, instead of looking live. */
    let told = false;
    const resuming = () => { if (!told && !closed) { told = true; send({ t: 'resuming', room }); } };
    for (;;) {
      if (closed) return;
      /** How long to wait before looking again: until an unreachable owner's lease runs out (then the room is taken over), at most 2 s. */
      let wait = 200;
      try {
        const r = await rooms.get(room);
        if (closed) return;
        if (!r) { send({ t: 'gone', room, message: 'no such room' }); return; }
        r.join(conn, since);
        return;
      } catch (e) {
        if (e instanceof RemoteRoom) {
          // Forwarded once at most: a node that was forwarded a player for a room it no longer has sends the player to reconnect.
          if (relayedIn) { conn.moved!(); return; }
          conn.room?.leave(conn);
          try {
            const up: Relay = await Relay.open({
              url: e.url, secret: c.secret, address, timeoutMs: Math.min(3000, c.ttlMs),
              first: [JSON.stringify({ t: 'auth', token: tokenOf, name: conn.name }), joinText],
              onFrame: (text) => conn.sendText(text),
              onLost: (gone) => {
                if (relay !== up) return;
                relay = null;
                if (gone) ws.close(1012, "the room's node was lost: reconnect");
                else conn.moved!();
              },
            });
            if (closed) { up.close(); return; }
            relay = up;
            return;
          } catch {
            // The owner cannot be reached: when its lease runs out another node takes the room (or this one does).
            wait = Math.min(2000, Math.max(200, e.expiresInMs + 50 + Math.random() * 150));
            resuming();
          }
        } else if (e instanceof RoomMoving) resuming();
        else throw e;
      }
      if (Date.now() > deadline) { ws.close(1013, 'the room is moving to another node: try again'); return; }
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  /** Handle one message; a promise when it must wait (a room loaded from the database). */
  function handle(msg: ClientMessage, data: Buffer): Promise<void> | void {
    switch (msg.t) {
      case 'preview': send(ctx.preview(msg.board)); return;
      case 'auth': {
        if (conn.room) throw new RequestError('authenticate before entering a room');
        const issued = msg.token === undefined;
        const token = msg.token ?? newToken();
        if (!isToken(token)) { answer(null, 'bad-token', 'a token is 22 to 64 letters, digits, "-" or "_": send none to be given one'); return; }
        if (!authed) { authed = true; guard.counts.unauthenticated--; if (deadline) clearTimeout(deadline); deadline = null; }
        conn.tokenHash = tokenHash(token);
        // No name given: none (''), which each page shows as its own word for a guest (never an English word on the wire).
        conn.name = cleanName(msg.name, '');
        tokenOf = token;
        send({ t: 'welcome', token, name: conn.name, issued });
        return;
      }
      default: break;
    }
    if (!authed) { answer('ack' in msg ? msg : null, 'auth-first', 'send {"t": "auth"} first (with your token, if you have one)'); return; }
    switch (msg.t) {
      case 'create': {
        const req = 'setup' in msg ? soloRequest(msg.setup) : msg.room;
        const plan = planRoom(req, planLimits(config), () => {
          rooms.admit(address, startsBotsOnly(req));
          if (!guard.book.take(address, own, 'create')) throw new RoomError('rate-limited', 'too many new rooms from this address or connection: wait a little');
        });
        const r = rooms.create(plan, address, conn.tokenHash);
        r.join(conn);
        if (plan.seats.some((s) => !s.bot)) r.sit(conn, undefined, req.seats.find((s) => s.kind === 'person')?.name ?? conn.name);
        else if (plan.start) r.start();
        return;
      }
      // The name is already the connection's (above); a seat in a lobby takes it too.
      case 'name': conn.room?.rename(conn); return;
      case 'join': {
        if (!isRoomId(msg.room)) { send({ t: 'gone', message: 'no such room' }); return; }
        if (relay) { relay.close(); relay = null; }
        const live = rooms.live(msg.room);
        if (live) { live.join(conn, msg.since); return; }
        if (cluster) return route(msg.room, msg.since, data.toString('utf8'));
        return rooms.get(msg.room).then((r) => {
          if (!r) send({ t: 'gone', room: msg.room, message: 'no such room' });
          else r.join(conn, msg.since);
        });
      }
      default: break;
    }
    const room = conn.room;
    if (!room) {
      if ('ack' in msg) send({ t: 'refused', ack: msg.ack, code: 'no-room', message: 'join a room first' });
      else send({ t: 'gone', message: 'join a room first' });
      return;
    }
    switch (msg.t) {
      case 'history': send(room.history(conn, msg.before)); return;
      case 'sit': room.sit(conn, msg.seat, msg.name); return;
      case 'stand': room.stand(conn); return;
      case 'configure': room.configure(conn, msg.seat, msg.kind, msg.kind === 'bot' ? msg.bot : undefined); return;
      case 'start': room.startBy(conn); return;
      case 'ready': room.ready(conn); return;
      case 'back': room.back(conn); return;
      case 'pace': room.setPace(conn, msg.ms); return;
      case 'visibility': room.setVisibility(conn, msg); return;
      case 'settings': {
        const { t: _t, ...change } = msg;
        room.changeSettings(conn, change, () => {
          if (!guard.book.take(address, own, 'preview')) throw new RoomError('rate-limited', 'too many new boards from this address or connection: wait a little');
        });
        return;
      }
      case 'chat': room.chat(conn, msg.text); return;
      case 'leave': room.quit(conn); if (room.status === 'abandoned') rooms.sweep(); return;
      case 'act': room.play(conn, msg.ack, (s, seat) => s.act(seat, msg.action), msg.version); return;
      case 'offer': room.play(conn, msg.ack, (s, seat) => s.offer(seat, msg.give, msg.get), msg.version); return;
      case 'take': room.play(conn, msg.ack, (s, seat) => s.take(seat, msg.seat), msg.version); return;
      case 'withdraw': room.play(conn, msg.ack, (s, seat) => s.withdraw(seat), msg.version); return;
      case 'more-time': room.play(conn, msg.ack, (s, seat) => s.moreTime(seat, msg.id), msg.version); return;
      case 'answer': room.play(conn, msg.ack, (s, seat) => s.answer(seat, msg.id, msg.accept, msg.counter), msg.version); return;
      case 'hint': room.hint(conn); return;
      case 'rematch': return rematch(room);
      default: return;
    }
  }

  /** Another game with the same table (see the `rematch` message), or the one a player already asked for. */
  async function rematch(old: Room): Promise<void> {
    if (old.status !== 'ended') throw new RoomError('bad-request', 'a rematch follows a finished game');
    const seat = conn.seat;
    if (seat === null) throw new RoomError('no-seat', 'a rematch is asked by a player of the game');
    const name = old.seats[seat]!.name;
    const next = old.next ? rooms.live(old.next) ?? await rooms.get(old.next).catch(() => null) : null;
    if (next) {
      next.join(conn);
      // Their seat of the finished game, if it is still open for them.
      if (next.status === 'lobby' && next.seats[seat] && !next.seats[seat]!.bot && next.seats[seat]!.owner === null) next.sit(conn, seat, name);
      return;
    }
    const made = rooms.create(rematchPlan(old, newBoardCode(), planLimits(config)), address, conn.tokenHash);
    old.setNext(made.id);
    made.join(conn);
    made.sit(conn, seat, name);
  }
}
