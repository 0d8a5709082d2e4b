/**
 * The HTTP API for scripts, community tools and tournaments (README, "HTTP API"): create a room
 * (seats for people or bots, pacing, timer), start it, read a game as a spectator sees it, read
 * a game's record (as the caller's seat may see it while it runs; whole, with its seed, once it
 * has ended), and list rooms and finished games. The caller's identity is a bearer token, as a
 * browser's. Bodies are size-limited and checked like WebSocket messages.
 */
import type { GcWatch } from './gcwatch.js';
import { delayMs } from './lag.js';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { IntervalHistogram, RecordableHistogram } from 'node:perf_hooks';
import type { ClusterNode } from './cluster/node.js';
import { CLIENT_HEADER, RELAY_HEADER } from './cluster/relay.js';
import { decodeRoomRequest, type ErrorCode } from '../protocol/index.js';
import type { ServerConfig } from './config.js';
import { clientAddress, firstOf, isRelayed, type Guard } from './edge.js';
import { isRoomId, isToken, newToken, tokenHash } from './ids.js';
import { Buckets, errorLine, type QuietLog } from './limits.js';
import { RoomError, planLimits } from './room.js';
import { LimitError, RemoteRoom, RoomMoving, type Rooms } from './rooms.js';
import { RequestError, planRoom, startsBotsOnly } from './setup.js';

export interface ApiContext { rooms: Rooms; config: ServerConfig; log: QuietLog; guard: Guard; lag: IntervalHistogram; gc?: GcWatch; cluster?: ClusterNode | null }

class HttpError extends Error {
  constructor(readonly status: number, readonly code: ErrorCode, message: string) { super(message); }
}

/** A whole-number query parameter in its range, or its default when absent; anything else is a 400 naming it. */
function wholeParam(url: URL, name: string, fallback: number, lo: number, hi: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(n) || n < lo || n > hi) throw new HttpError(400, 'out-of-range', `${name} is a whole number from ${lo}${hi === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${hi}`}, not ${JSON.stringify(raw)}`);
  return n;
}

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff', ...headers,
  }).end(text);
}

function bearer(req: IncomingMessage): string | null {
  if (req.headers.authorization === undefined) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization);
  if (!m || !isToken(m[1])) throw new HttpError(401, 'bad-token', 'a token is 22 to 64 letters, digits, "-" or "_"');
  return m[1];
}

function readBody(req: IncomingMessage, limit: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        reject(new HttpError(413, 'too-large', `a request body has at most ${limit} bytes`));
        parts.length = 0;
        return; // the rest is read and dropped; the connection closes after the answer
      }
      parts.push(c);
    });
    req.on('end', () => {
      if (size > limit) return;
      const text = Buffer.concat(parts).toString('utf8');
      if (!text.trim()) { resolve({}); return; }
      try { resolve(JSON.parse(text)); } catch { reject(new HttpError(400, 'malformed', 'the body is not JSON')); }
    });
    req.on('error', reject);
  });
}

/**
 * A request about a room another node plays goes to that node, as it came (with the caller's
 * token and address); the answer comes back as that node gave it.
 */
function forward(req: IncomingMessage, res: ServerResponse, to: string, ctx: ApiContext): void {
  const headers: Record<string, string> = { [RELAY_HEADER]: ctx.cluster!.secret, [CLIENT_HEADER]: clientAddress(req, ctx.config.trustProxy, ctx.cluster!.secret) };
  for (const h of ['authorization', 'content-type', 'accept', 'host'] as const) { const v = req.headers[h]; if (typeof v === 'string') headers[h] = v; }
  const up = request(`${to}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers, timeout: 5000 }, (answer) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(answer.headers)) if (typeof v === 'string' && k !== 'connection' && k !== 'transfer-encoding') out[k] = v;
    res.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(res);
  });
  const fail = () => { if (!res.headersSent) reply(res, 503, { error: { code: 'moving', message: 'the room is moving to another node: try again in a moment' } }, { 'retry-after': '1' }); };
  up.on('timeout', () => up.destroy(new Error('timed out')));
  up.on('error', fail);
  req.pipe(up);
}

/** A host as a header may name it (name or address, and port): anything else is not taken. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Where players reach this server, for the links it hands out: the configured public address
 * (CATAN_PUBLIC_URL); else, behind a trusted proxy (CATAN_TRUST_PROXY=1), the scheme and host
 * the proxy was asked for (X-Forwarded-Proto, X-Forwarded-Host: TLS ends at the proxy); else
 * the request's own Host, over http. Headers are believed only from a trusted proxy: anyone
 * could send them.
 */
export function publicOrigin(req: IncomingMessage, config: Pick<ServerConfig, 'publicUrl' | 'trustProxy'>): string {
  if (config.publicUrl) return config.publicUrl;
  const own = firstOf(req.headers.host);
  let scheme = 'http', host = HOST.test(own) ? own : 'localhost';
  if (config.trustProxy) {
    const proto = firstOf(req.headers['x-forwarded-proto']).toLowerCase();
    if (proto === 'https' || proto === 'http') scheme = proto;
    const fwd = firstOf(req.headers['x-forwarded-host']);
    if (HOST.test(fwd)) host = fwd;
  }
  return `${scheme}://${host}`;
}

/** What /api/stats reports: rooms, connections (including those not yet authenticated), commits, bot threads, frames, the event loop's lag, memory; in a cluster, every node and the totals. */
export function stats(rooms: Rooms, guard: Guard, lag: IntervalHistogram, cluster: ClusterNode | null = null, gc: GcWatch | null = null) {
  const open = [...rooms.rooms.values()];
  const st = rooms.store.stats;
  const ms = [...st.commitMs].sort((a, b) => a - b);
  const at = (p: number) => Math.round((ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? 0) * 10) / 10;
  const mem = process.memoryUsage();
  const frames = { frames: 0, bytes: 0, resyncs: 0, resyncBytes: 0, maxUpdate: 0 };
  for (const r of open) {
    const f = r.sent;
    frames.frames += f.frames; frames.bytes += f.bytes; frames.resyncs += f.resyncs; frames.resyncBytes += f.resyncBytes;
    frames.maxUpdate = Math.max(frames.maxUpdate, f.maxUpdate);
  }
  const c = guard.counts;
  return {
    rooms: open.length, playing: open.filter((r) => r.status === 'playing').length,
    connections: {
      open: c.sockets, unauthenticated: c.unauthenticated, inRooms: open.reduce((n, r) => n + r.conns.size, 0),
      refused: c.refusedSockets, closedUnauthenticated: c.closedUnauthenticated, closedFlooding: c.closedFlooding, closedSilent: c.closedSilent, addresses: guard.book.addresses,
    },
    store: { schema: rooms.store.schemaVersion, batches: st.batches, ops: st.ops, maxBatch: st.maxBatch, commitMs: { p50: at(0.5), p99: at(0.99), max: at(1) } },
    bots: rooms.bots.stats(),
    frames,
    loopLagMs: { p50: delayMs(lag.percentile(50)), p99: delayMs(lag.percentile(99)), max: delayMs(lag.max), since: lagSince },
    /** Game messages from their handling here to their answer (ack or refusal) sent, durable store included: the server's share of an action's latency (same reset as the lag). */
    answerMs: answerFigures(rooms.answerTimes),
    /** The garbage collector's pauses on the event loop's thread (since the same reset as the lag). */
    gc: gc ? gc.stats() : null,
    memoryMb: { rss: Math.round(mem.rss / 1048576), heap: Math.round(mem.heapUsed / 1048576) },
    /** Rooms dropped here because another node took them over (fencing, or a lease found lost). */
    lostRooms: rooms.lost,
    cluster: cluster ? { ...cluster.view(), fenced: (st as { fenced?: number }).fenced ?? 0 } : null,
  };
}

/** Public rooms of the whole cluster, newest first (each node's as its last heartbeat said; this node's as they are). */
function clusterList(cluster: ClusterNode): unknown[] {
  const seen = new Set<string>();
  const out: { id: string; created: number }[] = [];
  for (const x of cluster.publicRooms() as { id?: unknown; created?: unknown }[]) {
    if (typeof x?.id !== 'string' || seen.has(x.id)) continue;
    seen.add(x.id);
    out.push(x as { id: string; created: number });
  }
  return out.sort((a, b) => (b.created ?? 0) - (a.created ?? 0));
}

const answerFigures = (h: RecordableHistogram) => {
  const us = (x: number) => Math.round(x / 100) / 10;
  return h.count === 0 ? { count: 0, p50: 0, p99: 0, max: 0 } : { count: h.count, p50: us(h.percentile(50)), p99: us(h.percentile(99)), max: us(h.max) };
};
let lagSince = Date.now();

/** Handle /api/…; false when the path is not the API's. */
export function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, ctx: ApiContext): boolean {
  if (!url.pathname.startsWith('/api/')) return false;
  route(req, res, url, ctx).catch((e: unknown) => {
    // Asked of a node that was itself forwarded the request: the room moved meanwhile (never forwarded twice).
    if (e instanceof RemoteRoom && ctx.cluster && !isRelayed(req, ctx.cluster.secret)) { forward(req, res, e.url, ctx); return; }
    if (e instanceof RemoteRoom || e instanceof RoomMoving) { reply(res, 503, { error: { code: 'moving', message: 'the room is moving to another node: try again in a moment' } }, { 'retry-after': '1' }); return; }
    if (e instanceof HttpError) reply(res, e.status, { error: { code: e.code, message: e.message } }, e.status === 413 ? { connection: 'close' } : {});
    else if (e instanceof RequestError) reply(res, 400, { error: { code: e.code, message: e.message } });
    else if (e instanceof LimitError) reply(res, 429, { error: { code: 'limit', message: e.message } });
    else if (e instanceof RoomError) reply(res, e.code === 'not-host' ? 403 : e.code === 'limit' ? 429 : 409, { error: { code: e.code, message: e.message } });
    else { ctx.log.line(`api ${url.pathname.slice(0, 80)}: ${errorLine(e)}`); reply(res, 500, { error: { code: 'internal', message: 'the server could not handle that request' } }); }
  });
  return true;
}

async function route(req: IncomingMessage, res: ServerResponse, url: URL, ctx: ApiContext): Promise<void> {
  const { rooms, config } = ctx;
  const parts = url.pathname.split('/').filter(Boolean).slice(1); // after "api"
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type', 'access-control-allow-methods': 'GET, POST' }).end();
    return;
  }
  const room = async (id: string | undefined) => {
    const r = isRoomId(id) ? await rooms.get(id) : null;
    if (!r) throw new HttpError(404, 'not-found', 'no such room or game');
    return r;
  };
  const address = clientAddress(req, config.trustProxy, ctx.cluster?.secret);
  // POST /api/rooms
  if (parts[0] === 'rooms' && parts.length === 1 && method === 'POST') {
    const given = bearer(req);
    const token = given ?? newToken();
    const body = await readBody(req, config.maxMessageBytes);
    const decoded = decodeRoomRequest(body);
    if (!decoded.ok) throw new HttpError(400, 'malformed', decoded.message);
    // The allowance is taken once the request has passed its free checks, before any work on it
    // (a balanced board takes milliseconds to generate): a refused request does not spend it.
    const plan = planRoom(decoded.value, planLimits(config), () => {
      rooms.admit(address, startsBotsOnly(decoded.value));
      if (!ctx.guard.book.take(address, new Buckets(ctx.guard.rates), 'create')) throw new HttpError(429, 'rate-limited', 'too many new rooms from this address: wait a little');
    });
    const r = rooms.create(plan, address, tokenHash(token));
    if (plan.start && plan.seats.every((s) => s.bot)) r.start();
    reply(res, 201, { id: r.id, invite: `${publicOrigin(req, config)}/room/${r.id}`, ...(given ? {} : { token }), room: r.info() });
    return;
  }
  // POST /api/rooms/:id/start
  if (parts[0] === 'rooms' && parts.length === 3 && parts[2] === 'start' && method === 'POST') {
    const r = await room(parts[1]);
    const token = bearer(req);
    if (!token) throw new HttpError(401, 'bad-token', 'send the host’s token: Authorization: Bearer TOKEN');
    r.startBy({ tokenHash: tokenHash(token) });
    reply(res, 200, { ok: true, room: r.info() });
    return;
  }
  if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'method', 'use GET (or POST to create and start rooms)');
  // A POST route asked with GET: the route is there, not with that method.
  if (parts[0] === 'rooms' && parts.length === 3 && parts[2] === 'start') throw new HttpError(405, 'method', 'starting a room is POST /api/rooms/ID/start (with the host’s token)');
  // GET /api/rooms?mine=1 — the caller's own games to go back to (by its token); without it, public rooms only
  if (parts[0] === 'rooms' && parts.length === 1 && url.searchParams.get('mine') === '1') {
    const token = bearer(req);
    if (!token) throw new HttpError(401, 'bad-token', 'send your token to list your games: Authorization: Bearer TOKEN');
    reply(res, 200, { rooms: await rooms.mine(tokenHash(token), 5) });
    return;
  }
  if (parts[0] === 'rooms' && parts.length === 1) { reply(res, 200, { rooms: ctx.cluster ? clusterList(ctx.cluster) : rooms.list() }); return; }
  // GET /api/stats — for operators and the benchmark
  if (parts[0] === 'stats' && parts.length === 1) {
    const body = stats(rooms, ctx.guard, ctx.lag, ctx.cluster ?? null, ctx.gc ?? null);
    // ?reset=lag starts the event-loop figures afresh (the benchmark measures a window).
    if (url.searchParams.get('reset') === 'lag') { ctx.lag.reset(); ctx.gc?.reset(); ctx.rooms.answerTimes.reset(); lagSince = Date.now(); }
    reply(res, 200, body);
    return;
  }
  if (parts[0] === 'rooms' && parts.length === 2) { reply(res, 200, { room: (await room(parts[1])).info() }); return; }
  // GET /api/games — finished games
  if (parts[0] === 'games' && parts.length === 1) {
    const limit = wholeParam(url, 'limit', 50, 1, 500);
    const offset = wholeParam(url, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
    const token = bearer(req);
    reply(res, 200, { games: await rooms.ended(limit, offset, token ? tokenHash(token) : null) });
    return;
  }
  // GET /api/games/:id — the game as a spectator sees it
  if (parts[0] === 'games' && parts.length === 2) { reply(res, 200, (await room(parts[1])).spectatorState()); return; }
  // GET /api/games/:id/record — as the caller's seat may see it, whole once ended
  if (parts[0] === 'games' && parts.length === 3 && parts[2] === 'record') {
    const r = await room(parts[1]);
    const token = bearer(req);
    const seat = token ? r.seatOf(tokenHash(token)) : null;
    const record = r.recordFor(seat ?? 'spectator');
    if (!record) throw new HttpError(404, 'not-started', 'the game has not started: it has no record yet');
    const headers: Record<string, string> = url.searchParams.get('download') ? { 'content-disposition': `attachment; filename="catan-${r.id}.json"` } : {};
    reply(res, 200, record, headers);
    return;
  }
  throw new HttpError(404, 'not-found', 'no such API route (README, "HTTP API")');
}
