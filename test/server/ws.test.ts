/**
 * The server over a real socket: static files and the page's start-up data, the protocol's
 * answers to good, bad and malformed messages, resuming a game from another connection, the
 * rule named with a refusal, and bot pacing.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startServer, type RunningServer } from '../../src/server/server.js';
import type { ClientMessage, GameMessage, ServerMessage, SetupRequest } from '../../src/server/protocol.js';
import { checkFrame } from './hidden.js';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
const SETUP: SetupRequest = {
  players: 3, name: 'Ana', color: 'blue', bots: ['easy', 'medium'], board: { kind: 'balanced', seed: 'ws' }, rules: {}, seed: 'ws1', paceMs: 0,
};

let srv: RunningServer;
beforeAll(async () => { srv = await startServer({ port: 0, paceMs: 0, distRoot: DIST }); });
afterAll(async () => { await srv.close(); });

/** A socket client that keeps every message and can wait for one. */
class Client {
  readonly got: ServerMessage[] = [];
  private waiters: { pred: (m: ServerMessage) => boolean; ok: (m: ServerMessage) => void }[] = [];
  readonly ws: WebSocket;
  readonly open: Promise<void>;
  constructor(url: string) {
    this.ws = new WebSocket(url.replace('http', 'ws') + '/ws');
    this.open = new Promise((ok) => this.ws.once('open', () => ok()));
    this.ws.on('error', () => { /* a test that fails says why; a refused socket is not news */ });
    this.ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as ServerMessage;
      this.got.push(m);
      this.waiters = this.waiters.filter((w) => (w.pred(m) ? (w.ok(m), false) : true));
    });
  }
  send(m: ClientMessage | string): void {
    const text = typeof m === 'string' ? m : JSON.stringify(m);
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
    else void this.open.then(() => this.ws.send(text));
  }
  next<T extends ServerMessage>(pred: (m: ServerMessage) => boolean, ms = 5000): Promise<T> {
    return new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error('no such message')), ms);
      this.waiters.push({ pred, ok: (m) => { clearTimeout(timer); ok(m as T); } });
    });
  }
  close(): void { this.ws.close(); }
}

describe.skipIf(!existsSync(join(DIST, 'web', 'index.html')))('static files', () => {
  it('serves the page with its start-up data, gzipped when asked', async () => {
    const plain = await fetch(`${srv.url}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-type')).toMatch(/text\/html/);
    const html = await plain.text();
    const boot = JSON.parse(/<script id="boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(boot.hello.bots.map((b: { level: string }) => b.level)).toEqual(['random', 'easy', 'medium', 'hard']);
    expect(Object.keys(boot.preview.board.hexes)).toHaveLength(19);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const { request } = await import('node:http');
    const gz = await new Promise<{ enc: string | undefined; cache: string | undefined; body: Buffer }>((ok) => {
      request(`${srv.url}${asset}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => ok({ enc: res.headers['content-encoding'], cache: res.headers['cache-control'], body: Buffer.concat(parts) }));
      }).end();
    });
    expect(gz.enc).toBe('gzip');
    expect(gz.cache).toMatch(/immutable/);
    expect(gunzipSync(gz.body).length).toBeGreaterThan(gz.body.length);
  });

  it('answers unknown files with 404 and never leaves its folder', async () => {
    expect((await fetch(`${srv.url}/assets/nope.js`)).status).toBe(404);
    expect((await fetch(`${srv.url}/..%2f..%2fpackage.json`)).status).toBe(404);
    expect((await fetch(`${srv.url}/health`)).status).toBe(200);
    expect((await fetch(`${srv.url}/`, { method: 'POST' })).status).toBe(405);
    const rules = await fetch(`${srv.url}/rules`);
    expect(rules.status).toBe(200);
    expect(rules.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('the protocol', () => {
  it('greets, refuses malformed messages with a reason, and keeps serving', async () => {
    const c = new Client(srv.url);
    await c.next((m) => m.t === 'hello');
    c.send('not json');
    expect((await c.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error')).message).toMatch(/JSON/);
    c.send('{"x":1}');
    expect((await c.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error' && /type/.test(m.message))).message).toMatch(/"t"/);
    c.send({ t: 'act', action: { type: 'roll' } });
    await c.next((m) => m.t === 'gone');
    c.send({ t: 'create', setup: { ...SETUP, players: 5 as 3 } });
    expect((await c.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error' && /players/.test(m.message))).message).toMatch(/3 or 4 players/);
    c.send({ t: 'preview', board: { kind: 'random', seed: 'p' } });
    const p = await c.next<Extract<ServerMessage, { t: 'preview' }>>((m) => m.t === 'preview');
    expect(p.fairness.totalPips).toBe(58);
    c.send({ t: 'create', setup: SETUP });
    const g = await c.next<GameMessage>((m) => m.t === 'game');
    expect(g.board).toBeDefined();
    expect(g.seats[g.you]!.name).toBe('Ana');
    expect(g.ready).toBe(false);
    c.close();
  });

  it('a refusal carries the engine’s sentence and the manual’s rule', async () => {
    const c = new Client(srv.url);
    c.send({ t: 'create', setup: { ...SETUP, board: { kind: 'beginner' } } });
    const g = await c.next<GameMessage>((m) => m.t === 'game');
    c.send({ t: 'ready' });
    // Out of turn or not: building a city where there is none is refused either way.
    c.send({ t: 'act', action: { type: 'build', piece: 'city', at: '0,0,N' } });
    const r = await c.next<Extract<ServerMessage, { t: 'refused' }>>((m) => m.t === 'refused');
    expect(r.message).toMatch(/§/);
    expect(typeof r.rule).toBe('string');
    expect(g.view.phase).toBe('roll');
    c.close();
  });

  it('another connection resumes the game with its whole log, and frames never carry hidden cards', async () => {
    const a = new Client(srv.url);
    a.send({ t: 'create', setup: SETUP });
    const g = await a.next<GameMessage>((m) => m.t === 'game');
    a.send({ t: 'ready' });
    await a.next<GameMessage>((m) => m.t === 'game' && m.targets !== null && m.ready);
    a.close();
    const b = new Client(srv.url);
    b.send({ t: 'resume', id: g.id });
    const full = await b.next<GameMessage>((m) => m.t === 'game');
    expect(full.id).toBe(g.id);
    expect(full.logFrom).toBe(0);
    expect(full.board).toBeDefined();
    for (const m of [...a.got, ...b.got]) checkFrame(m, g.you);
    b.send({ t: 'resume', id: 'no-such-game' });
    await b.next((m) => m.t === 'gone');
    b.close();
  });

  it('bots act after their pacing delay, and within it', async () => {
    const c = new Client(srv.url);
    const pace = 120;
    c.send({ t: 'create', setup: { ...SETUP, players: 4, bots: ['easy', 'easy', 'easy'], board: { kind: 'beginner' }, color: 'white', paceMs: pace } });
    const g = await c.next<GameMessage>((m) => m.t === 'game');
    // Make sure bots move first: with the person on seat 0, end the person's first turn quickly.
    const times: number[] = [];
    const t0 = Date.now();
    c.ws.on('message', (d) => { const m = JSON.parse(String(d)) as ServerMessage; if (m.t === 'game' && m.log.some((e) => e.k === 'act' && e.action.p !== g.you)) times.push(Date.now()); });
    c.send({ t: 'ready' });
    for (;;) {
      const m = await c.next<GameMessage>((x) => x.t === 'game', 10_000);
      if (m.targets?.roll) c.send({ t: 'act', action: { type: 'roll' } });
      else if (m.targets?.discard) {
        const hand = m.view.players[m.you]!.resources!;
        let left = m.targets.discard;
        const cards: Record<string, number> = {};
        for (const [r, k] of Object.entries(hand)) { const x = Math.min(left, k); if (x) { cards[r] = x; left -= x; } }
        c.send({ t: 'act', action: { type: 'discard', cards } });
      } else if (m.targets?.robber.length) {
        const h = m.targets.robber[0]!;
        c.send({ t: 'act', action: h.victims.length ? { type: 'robber', hex: h.hex, victim: h.victims[0]! } : { type: 'robber', hex: h.hex } });
      } else if (m.targets?.end) c.send({ t: 'act', action: { type: 'end' } });
      else if (m.incoming) c.send({ t: 'answer', id: m.incoming.id, accept: false });
      if (times.length >= 8 || Date.now() - t0 > 8000) break;
    }
    c.close();
    const gaps = times.slice(1).map((t, i) => t - times[i]!).filter((x) => x > 20); // bursts of one step arrive together
    expect(gaps.length).toBeGreaterThan(3);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(pace - 15);
      expect(gap).toBeLessThan(pace + 400);
    }
  });
});
