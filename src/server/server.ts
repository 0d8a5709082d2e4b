/**
 * The server: opens the database and brings every unfinished game back, then serves HTTP (the
 * web app, /rules, /healthz, /readyz, the HTTP API under /api/) and the WebSocket at /ws. On a
 * shared PostgreSQL database it is one node of a cluster (cluster/node.ts): its rooms are those
 * whose leases it holds, it takes over those of nodes that died, and it forwards players whose
 * room another node plays (cluster/relay.ts). Wiring only: rooms, the edge and the API do the
 * work, and none of them applies a rule itself.
 */
import { GcWatch } from './gcwatch.js';
import { createServer, type Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { boardToJson, fairness } from '../engine/index.js';
import { BOT_NAMES, BOT_PERSONA, DIFFICULTY } from '../bots/registry.js';
import { PROTOCOL_VERSION, type BoardChoice, type Boot, type BotInfo, type ServerMessage } from '../protocol/index.js';
import { handleApi } from './api.js';
import { loopDelayMonitor } from './lag.js';
import { BotPool, InlineBots, type BotRunner } from './bots.js';
import { ClusterNode } from './cluster/node.js';
import { DEFAULT_CONFIG, type ServerConfig } from './config.js';
import { Guard, handleSocket } from './edge.js';
import { QuietLog } from './limits.js';
import { Rooms } from './rooms.js';
import { MAX_PACE_MS, MAX_TURN_SECONDS, boardFor, paceRange } from './setup.js';
import { StaticFiles, findManual } from './static.js';
import { openFailure, openStore, type Store } from './store/index.js';

export interface ServerOptions extends Partial<ServerConfig> {
  /** The build output (dist/): the web app is in its web/ folder, the manual in manual/. */
  distRoot?: string;
  log?: (line: string) => void;
}

export interface RunningServer {
  port: number;
  url: string;
  rooms: Rooms;
  store: Store;
  config: ServerConfig;
  guard: Guard;
  /** Unfinished games brought back at start-up, and any that could not be. */
  boot: { resumed: number; failed: { id: string; error: string }[] };
  /** This node in its cluster (a shared PostgreSQL store), or null for one server on its own file. */
  cluster: ClusterNode | null;
  /**
   * Stop taking players and hand every room over: each stops acting, its last writes commit, its
   * lease is let go (another node takes it at once), and every socket is closed so that its
   * player reconnects (through the load balancer, to another node). Resolves with the rooms handed over.
   */
  drain(): Promise<number>;
  close(): Promise<void>;
}

const HERE = dirname(fileURLToPath(import.meta.url));

export const BOT_INFO: BotInfo[] = BOT_NAMES.map((level) => ({
  level, persona: BOT_PERSONA[level].name, difficulty: DIFFICULTY[level], about: BOT_PERSONA[level].about,
}));

export function previewOf(choice: BoardChoice): Extract<ServerMessage, { t: 'preview' }> {
  const board = boardFor(choice);
  return { t: 'preview', board: boardToJson(board), fairness: fairness(board), choice };
}

/** Previews asked for again (the start screen's default, a seed typed twice) come from here. */
function cachedPreviews(size = 64): (c: BoardChoice) => Extract<ServerMessage, { t: 'preview' }> {
  const cache = new Map<string, Extract<ServerMessage, { t: 'preview' }>>();
  return (c) => {
    const key = JSON.stringify(c);
    const hit = cache.get(key);
    if (hit) return hit;
    const p = previewOf(c);
    if (cache.size >= size) cache.delete(cache.keys().next().value!);
    cache.set(key, p);
    return p;
  };
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const { distRoot: dist, log: logOpt, ...rest } = opts;
  const config: ServerConfig = { ...DEFAULT_CONFIG, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
  const distRoot = resolve(dist ?? join(HERE, '..'));
  const webRoot = join(distRoot, 'web');
  const log = new QuietLog(logOpt ?? (() => {}), 20);
  const store = await openStore(config.dbPath, config.dbSync).catch((e: unknown) => { throw openFailure(config.dbPath, e); });
  const bots: BotRunner = config.botThreads > 0 ? new BotPool(config.botThreads, (line) => log.line(line)) : new InlineBots();
  const rooms = new Rooms(store, config, log, bots);
  const guard = new Guard(config);
  const cluster = store.leases
    ? new ClusterNode(store.leases, rooms, {
      nodeId: config.nodeId ?? ClusterNode.newNodeId(), url: config.nodeUrl ?? '', leaseMs: config.leaseMs, secret: config.clusterSecret ?? null,
    }, () => ({
      rooms: rooms.rooms.size, playing: [...rooms.rooms.values()].filter((r) => r.status === 'playing').length,
      connections: guard.counts.sockets, public: rooms.list().slice(0, 200),
    }), log)
    : null;
  const boot = await rooms.boot();
  const drainState = { draining: false };
  const sweeper = setInterval(() => guard.book.sweep(), 60_000);
  const liveness = setInterval(() => guard.checkLiveness(), config.livenessMs);
  sweeper.unref();
  liveness.unref();
  const preview = cachedPreviews();
  const lag = loopDelayMonitor();
  const gc = new GcWatch();
  gc.start();

  const hello: Extract<ServerMessage, { t: 'hello' }> = {
    t: 'hello', version: PROTOCOL_VERSION, bots: BOT_INFO, paceMs: config.paceMs,
    limits: {
      messageBytes: config.maxMessageBytes, messagesPerSecond: config.messagesPerSecond, messageBurst: config.messagesPerSecond * 2, chatChars: config.chatChars, chatLines: config.chatLines,
      paceMs: { min: 0, max: MAX_PACE_MS, botsOnlyMin: paceRange(true, { botsOnlyMinPace: config.botsOnlyMinPaceMs }).min },
      turnSeconds: { min: 0, max: MAX_TURN_SECONDS },
      offerWaitMs: config.offerWaitMs,
    },
  };
  const helloText = JSON.stringify(hello);
  // The start screen's data (bots, pacing, the beginner map's preview) is written into the page.
  const bootData = JSON.stringify({ hello, preview: preview({ kind: 'beginner' }) } satisfies Boot).replace(/</g, '\\u003c');
  const files = new StaticFiles(webRoot, (path, html) => (path === '/index.html'
    ? html.replace('</head>', `<script id="boot" type="application/json">${bootData}</script></head>`) : html));

  let manual: { files: StaticFiles; index: string } | null = null;
  const http: Server = createServer((req, res) => {
    let url: URL;
    try { url = new URL(req.url ?? '/', 'http://localhost'); } catch { res.writeHead(400).end(); return; }
    if (handleApi(req, res, url, { rooms, config, log, guard, lag, gc, cluster })) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405).end(); return; }
    // Alive (the process answers): /healthz. Ready for players (not draining; in a cluster, its leases renewed): /readyz.
    if (url.pathname === '/health' || url.pathname === '/healthz') { res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'); return; }
    if (url.pathname === '/readyz') {
      const ready = !drainState.draining && (cluster === null || cluster.ready);
      res.writeHead(ready ? 200 : 503, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end(ready ? 'ready' : drainState.draining ? 'draining' : 'not ready');
      return;
    }
    if (url.pathname === '/rules' || url.pathname.startsWith('/rules/')) {
      // Looked for until found (the manual may be built after the server starts), then kept.
      manual ??= findManual(distRoot);
      if (manual) {
        const sub = url.pathname === '/rules' || url.pathname === '/rules/' ? manual.index : url.pathname.slice('/rules'.length);
        if (manual.files.serve(req, res, sub)) return;
      } else {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          '<!doctype html><meta charset="utf-8"><title>Rules</title><p>The rules manual has not been built yet. ' +
          'The rules this game plays by are in <code>spec/RULES.md</code>.</p><p><a href="/">Back to the game</a></p>');
        return;
      }
    }
    if (files.serve(req, res, url.pathname)) return;
    // The app is one page (/, /room/ID, /replay/ID): paths without an extension get it.
    if (!/\.[a-z0-9]+$/i.test(url.pathname) && files.serve(req, res, '/index.html')) return;
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });

  // Messages over the configured size get an error; far larger ones close the socket (1009).
  const wss = new WebSocketServer({ server: http, path: '/ws', maxPayload: Math.max(1 << 20, config.maxMessageBytes * 4) });
  wss.on('connection', (ws, req) => drainState.draining ? ws.close(1012, 'this node is draining: connect to another') : handleSocket(ws, req, { rooms, config, log, hello: helloText, preview, guard, cluster, drain: drainState }));

  return new Promise((resolveStart, reject) => {
    // The WebSocket server repeats the HTTP server's errors as its own: a port already in use
    // reached the process as an unhandled 'error' and a stack trace, not as this promise's refusal.
    const refuse = (e: NodeJS.ErrnoException) => reject(e.code === 'EADDRINUSE'
      ? new Error(`port ${config.port} is already in use by another program: stop it, or choose another port with PORT=…`)
      : e.code === 'EACCES' ? new Error(`not allowed to listen on port ${config.port}: choose a port above 1023 with PORT=…`) : e);
    http.once('error', refuse);
    wss.on('error', (e) => log.line(`websocket server: ${e.message}`, 'wss'));
    http.listen(config.port, config.host, () => {
      const addr = http.address();
      const port = typeof addr === 'object' && addr ? addr.port : config.port;
      const closeSockets = async (code: number, why: string) => {
        for (const c of wss.clients) c.close(code, why);
        const end = Date.now() + 1000;
        while (wss.clients.size > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      };
      let drained: Promise<number> | null = null;
      const running: RunningServer = {
        port, url: `http://localhost:${port}`, rooms, store, config, boot, guard, cluster,
        drain: () => (drained ??= (async () => {
          drainState.draining = true;
          const n = cluster ? await cluster.drain() : await rooms.handOver(async () => {});
          await closeSockets(1012, 'this node is draining: reconnect');
          return n;
        })()),
        close: async () => {
          // A node of a cluster hands its rooms over rather than leave them to wait for their leases to run out.
          if (cluster) await running.drain().catch(() => 0);
          clearInterval(sweeper);
          clearInterval(liveness);
          lag.disable();
          gc.stop();
          await cluster?.close();
          rooms.close();
          for (const c of wss.clients) c.terminate();
          wss.close();
          const closed = new Promise<void>((done) => http.close(() => done()));
          http.closeAllConnections();
          await closed;
          await store.close();
          await bots.close();
        },
      };
      if (!cluster) { resolveStart(running); return; }
      cluster.url = config.nodeUrl ?? `http://127.0.0.1:${port}`;
      cluster.start().then((n) => { boot.resumed = n; resolveStart(running); }, reject);
    });
  });
}
