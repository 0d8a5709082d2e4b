/**
 * The WebSocket edge: one connection's identity (its token), limits (message size, messages
 * per second), parsing, and routing of each message to its room. A malformed, oversized or
 * too-frequent message gets an error with a reason, and nothing else happens: it never reaches
 * a game, and a failure in one room never reaches another. Never applies a rule.
 */
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { isBotName } from '../bots/registry.js';
import type { ServerConfig } from './config.js';
import { isRoomId, isToken, newToken, tokenHash } from './ids.js';
import { Bucket } from './limits.js';
import type { BoardChoice, ClientMessage, ServerMessage } from './protocol.js';
import { RoomError, type Conn } from './room.js';
import { LimitError, type Rooms } from './rooms.js';
import { RequestError, cleanName, planRoom, soloRequest } from './setup.js';

export interface EdgeContext {
  rooms: Rooms;
  config: ServerConfig;
  log: (line: string) => void;
  hello: string;
  preview: (c: BoardChoice) => ServerMessage;
}

/** A slow reader holding this much unsent data is cut off rather than let it grow without end. */
const MAX_BUFFERED = 8 * 1024 * 1024;
let connIds = 0;

const TYPES = new Set<string>([
  'auth', 'preview', 'create', 'join', 'sit', 'stand', 'configure', 'start', 'ready', 'act', 'offer', 'take', 'withdraw', 'answer', 'back', 'pace', 'chat', 'leave',
] satisfies ClientMessage['t'][]);

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const fwd = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]!.trim() : '';
  return fwd || req.socket.remoteAddress || 'unknown';
}

export function handleSocket(ws: WebSocket, req: IncomingMessage, ctx: EdgeContext): void {
  const { config, rooms } = ctx;
  const address = clientAddress(req, config.trustProxy);
  const bucket = new Bucket(config.messagesPerSecond, config.messagesPerSecond * 2);
  let authed = false;
  const conn: Conn = {
    id: ++connIds, tokenHash: '', name: 'Guest', room: null, seat: null, sent: 0, fresh: true,
    sendText: (text) => {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED) { ws.terminate(); return; }
      ws.send(text);
    },
  };
  const send = (m: ServerMessage) => conn.sendText(JSON.stringify(m));
  const error = (code: string, message: string) => send({ t: 'error', code, message });
  conn.sendText(ctx.hello);

  ws.on('message', (data: Buffer, isBinary: boolean) => {
    const allowed = bucket.take();
    if (!allowed && data.length > 256) { error('rate-limited', `at most ${config.messagesPerSecond} messages a second: this one was dropped`); return; }
    if (isBinary) { error('malformed', 'messages are JSON text'); return; }
    if (data.length > config.maxMessageBytes) { error('too-large', `a message has at most ${config.maxMessageBytes} bytes`); return; }
    let msg: ClientMessage;
    try { msg = JSON.parse(data.toString('utf8')) as ClientMessage; } catch { error('malformed', 'messages are JSON objects'); return; }
    if (typeof msg !== 'object' || msg === null || Array.isArray(msg) || typeof msg.t !== 'string') { error('malformed', 'a message is an object with a type "t"'); return; }
    if (!allowed) {
      // A dropped game message is refused by its ack id, so that its sender knows to send it again.
      const ack = (msg as { ack?: unknown }).ack;
      const message = `at most ${config.messagesPerSecond} messages a second: this one was dropped`;
      send(typeof ack === 'number' ? { t: 'refused', ack, code: 'rate-limited', message } : { t: 'error', code: 'rate-limited', message });
      return;
    }
    if (!TYPES.has(msg.t)) { error('unknown-type', `unknown message type ${JSON.stringify(msg.t.slice(0, 40))}`); return; }
    try {
      handle(msg);
    } catch (e) {
      if (e instanceof RoomError) error(e.code, e.message);
      else if (e instanceof RequestError) error('bad-request', e.message);
      else if (e instanceof LimitError) error('limit', e.message);
      else { ctx.log(`error handling ${String(msg.t).slice(0, 20)}: ${(e as Error).stack}`); error('internal', 'the server could not handle that message'); }
    }
  });
  ws.on('close', () => { conn.room?.leave(conn); });
  ws.on('error', () => { /* a broken socket closes; its room hears of it through "close" */ });

  function handle(msg: ClientMessage): void {
    switch (msg.t) {
      case 'preview': send(ctx.preview(msg.board)); return;
      case 'auth': {
        if (conn.room) { error('bad-request', 'authenticate before entering a room'); return; }
        let token = msg.token;
        const issued = token === undefined || token === null;
        if (issued) token = newToken();
        else if (!isToken(token)) { error('bad-token', 'a token is 22 to 64 letters, digits, "-" or "_": send none to be given one'); return; }
        authed = true;
        conn.tokenHash = tokenHash(token!);
        conn.name = cleanName(msg.name, 'Guest');
        send({ t: 'welcome', token: token!, name: conn.name, issued });
        return;
      }
      default: break;
    }
    if (!authed) { error('auth-first', 'send {"t": "auth"} first (with your token, if you have one)'); return; }
    const room = conn.room;
    switch (msg.t) {
      case 'create': {
        const req = 'setup' in msg ? soloRequest(msg.setup) : msg.room;
        const plan = planRoom(req, { seedPersonsMax: config.seedPersonsMax, defaultPace: config.paceMs });
        const r = rooms.create(plan, address, conn.tokenHash);
        r.join(conn);
        if (plan.seats.some((s) => !s.bot)) r.sit(conn, undefined, (req.seats?.find((s) => s?.kind === 'person')?.name) ?? conn.name);
        else if (plan.start) r.start();
        return;
      }
      case 'join': {
        if (!isRoomId(msg.room)) { send({ t: 'gone', message: 'no such room' }); return; }
        const r = rooms.get(msg.room);
        if (!r) { send({ t: 'gone', room: msg.room, message: 'no such room' }); return; }
        r.join(conn, typeof msg.since === 'number' ? msg.since : undefined);
        return;
      }
      default: break;
    }
    if (!room) { send({ t: 'gone', message: 'join a room first' }); return; }
    switch (msg.t) {
      case 'sit': room.sit(conn, msg.seat === undefined ? undefined : Number(msg.seat), msg.name); return;
      case 'stand': room.stand(conn); return;
      case 'configure': {
        if (msg.kind !== 'person' && msg.kind !== 'bot') throw new RequestError('kind is "person" or "bot"');
        if (msg.kind === 'bot' && !isBotName(String(msg.bot))) throw new RequestError('a bot seat needs a level: random, easy, medium or hard');
        room.configure(conn, Number(msg.seat), msg.kind, msg.bot, (b) => rooms.botName(b));
        return;
      }
      case 'start': room.startBy(conn); return;
      case 'ready': room.ready(conn); return;
      case 'back': room.back(conn); return;
      case 'pace': room.setPace(conn, Number(msg.ms)); return;
      case 'chat': room.chat(conn, msg.text); return;
      case 'leave': room.quit(conn); if (room.status === 'abandoned') rooms.sweep(); return;
      case 'act': room.play(conn, msg.ack, (s, seat) => s.act(seat, msg.action), msg.version); return;
      case 'offer': room.play(conn, msg.ack, (s, seat) => s.offer(seat, msg.give, msg.get), msg.version); return;
      case 'take': room.play(conn, msg.ack, (s, seat) => s.take(seat, Number(msg.seat)), msg.version); return;
      case 'withdraw': room.play(conn, msg.ack, (s, seat) => s.withdraw(seat), msg.version); return;
      case 'answer': room.play(conn, msg.ack, (s, seat) => s.answer(seat, Number(msg.id), msg.accept === true), msg.version); return;
      default: break;
    }
  }
}
