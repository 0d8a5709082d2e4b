/**
 * The HTTP and WebSocket edge: serves the web app, routes each connection's messages to its
 * game session, and answers malformed or refused messages with a reason. It never applies a
 * rule itself: sessions go through the engine's checked door.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { boardToJson, fairness } from '../engine/index.js';
import { BOT_NAMES, BOT_PERSONA, DIFFICULTY } from '../bots/registry.js';
import { PROTOCOL_VERSION, type BoardChoice, type Boot, type BotInfo, type ClientMessage, type ServerMessage } from './protocol.js';
import { Session } from './session.js';
import { RequestError, boardFor, makeTable } from './setup.js';
import { StaticFiles, findManual } from './static.js';

export interface ServerOptions {
  port: number;
  host?: string;
  /** Default delay before each bot action, ms (a game may choose its own). */
  paceMs?: number;
  /** The build output (dist/): the web app is in its web/ folder, the manual in manual/. */
  distRoot?: string;
  /** Think time of the "hard" bot, ms. */
  botBudgetMs?: number;
  /** How long a game waits for its player to come back after a disconnect, ms. */
  keepMs?: number;
  log?: (line: string) => void;
}

export interface RunningServer {
  port: number;
  url: string;
  sessions: Map<string, Session>;
  close(): Promise<void>;
}

const HERE = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_PACE_MS = 600;

export const BOT_INFO: BotInfo[] = BOT_NAMES.map((level) => ({
  level, persona: BOT_PERSONA[level].name, difficulty: DIFFICULTY[level], about: BOT_PERSONA[level].about,
}));

function previewOf(choice: BoardChoice): Extract<ServerMessage, { t: 'preview' }> {
  const board = boardFor(choice);
  return { t: 'preview', board: boardToJson(board), fairness: fairness(board), choice };
}

export function startServer(opts: ServerOptions): Promise<RunningServer> {
  const distRoot = resolve(opts.distRoot ?? join(HERE, '..'));
  const webRoot = join(distRoot, 'web');
  const log = opts.log ?? (() => {});
  const pace = opts.paceMs ?? DEFAULT_PACE_MS;
  // The start screen's data (bots, pacing, the beginner map's preview) is written into the page.
  const boot = JSON.stringify({
    hello: { t: 'hello', version: PROTOCOL_VERSION, bots: BOT_INFO, paceMs: pace },
    preview: previewOf({ kind: 'beginner' }),
  } satisfies Boot).replace(/</g, '\\u003c');
  const files = new StaticFiles(webRoot, true, (path, html) => (path === '/' || path === '/index.html'
    ? html.replace('</head>', `<script id="boot" type="application/json">${boot}</script></head>`) : html));
  const keepMs = opts.keepMs ?? 30 * 60_000;
  const sessions = new Map<string, Session>();
  const expiry = new Map<string, ReturnType<typeof setTimeout>>();

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405).end(); return; }
    if (url.pathname === '/health') { res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'); return; }
    if (url.pathname === '/rules' || url.pathname.startsWith('/rules/')) {
      const manual = findManual(distRoot);
      if (manual) {
        const sub = url.pathname === '/rules' || url.pathname === '/rules/' ? manual.index : url.pathname.slice('/rules'.length);
        if (new StaticFiles(manual.root, false).serve(req, res, sub)) return;
      } else {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          '<!doctype html><meta charset="utf-8"><title>Rules</title><p>The rules manual has not been built yet. ' +
          'The rules this game plays by are in <code>spec/RULES.md</code>.</p><p><a href="/">Back to the game</a></p>');
        return;
      }
    }
    if (files.serve(req, res, url.pathname)) return;
    // The app is one page: unknown paths without an extension get it.
    if (!/\.[a-z0-9]+$/i.test(url.pathname) && files.serve(req, res, '/index.html')) return;
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });

  const wss = new WebSocketServer({ server: http, path: '/ws', maxPayload: 64 * 1024 });
  wss.on('connection', (ws: WebSocket) => {
    let session: Session | null = null;
    const send = (m: ServerMessage) => { if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m)); };
    const listener = send;
    const attach = (s: Session) => {
      session?.detach(listener);
      session = s;
      const t = expiry.get(s.id);
      if (t) { clearTimeout(t); expiry.delete(s.id); }
      s.attach(listener);
    };
    send({ t: 'hello', version: PROTOCOL_VERSION, bots: BOT_INFO, paceMs: pace });

    ws.on('message', (data) => {
      let msg: ClientMessage;
      try { msg = JSON.parse(String(data)) as ClientMessage; } catch { send({ t: 'error', message: 'messages are JSON objects' }); return; }
      if (typeof msg !== 'object' || msg === null || typeof msg.t !== 'string') { send({ t: 'error', message: 'a message needs a type "t"' }); return; }
      try {
        handle(msg);
      } catch (e) {
        if (e instanceof RequestError) send({ t: 'error', message: e.message });
        else { log(`error handling ${msg.t}: ${(e as Error).stack}`); send({ t: 'error', message: 'the server could not handle that message' }); }
      }
    });
    ws.on('close', () => {
      if (!session) return;
      const s = session;
      s.detach(listener);
      session = null;
      // Kept for a while, so that a reload or a dropped connection finds the game (or its results).
      expiry.set(s.id, setTimeout(() => { s.close(); sessions.delete(s.id); expiry.delete(s.id); }, s.ended ? Math.min(keepMs, 10 * 60_000) : keepMs));
    });

    function handle(msg: ClientMessage): void {
      switch (msg.t) {
        case 'preview':
          send(previewOf(msg.board));
          return;
        case 'create': {
          const id = randomUUID();
          const table = makeTable(msg.setup, id);
          const paceMs = typeof msg.setup.paceMs === 'number' && Number.isFinite(msg.setup.paceMs) ? Math.max(0, Math.min(5000, msg.setup.paceMs)) : pace;
          const s = new Session(id, table, {
            paceMs, ...(opts.botBudgetMs !== undefined ? { botBudgetMs: opts.botBudgetMs } : {}), onBotError: log,
          });
          if (session && !session.ended) { session.close(); sessions.delete(session.id); }
          sessions.set(id, s);
          attach(s);
          return;
        }
        case 'resume': {
          const s = sessions.get(String(msg.id));
          if (!s) { send({ t: 'gone' }); return; }
          attach(s);
          return;
        }
        case 'leave':
          if (session) { const s = session; s.detach(listener); s.close(); sessions.delete(s.id); session = null; }
          return;
        default:
          break;
      }
      if (!session) { send({ t: 'gone' }); return; }
      switch (msg.t) {
        case 'ready': session.start(); return;
        case 'act': session.act(msg.action); return;
        case 'offer': session.proposeTrade(msg.give ?? {}, msg.get ?? {}); return;
        case 'take': session.takeTrade(Number(msg.seat)); return;
        case 'withdraw': session.withdraw(); return;
        case 'answer': session.answer(Number(msg.id), msg.accept === true); return;
        case 'pace': session.setPace(Number(msg.ms)); return;
        default: send({ t: 'error', message: `unknown message type ${JSON.stringify((msg as { t: unknown }).t)}` });
      }
    }
  });

  return new Promise((resolveStart, reject) => {
    http.once('error', reject);
    http.listen(opts.port, opts.host ?? '0.0.0.0', () => {
      const addr = http.address();
      const port = typeof addr === 'object' && addr ? addr.port : opts.port;
      resolveStart({
        port, url: `http://localhost:${port}`, sessions,
        close: () => new Promise<void>((done) => {
          for (const s of sessions.values()) s.close();
          for (const t of expiry.values()) clearTimeout(t);
          for (const c of wss.clients) c.terminate();
          wss.close();
          http.close(() => done());
        }),
      });
    });
  });
}
