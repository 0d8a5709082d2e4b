/**
 * One address must not slow every game (issue 11 §2). Each attack of the issue runs here against
 * a real server, and the test asserts that its limit was enforced (the effect on an unrelated
 * game's latency is a benchmark figure: `npm run bench:attacks`): sockets per address, sockets
 * that never authenticate (closed after a deadline, counted in /api/stats), previews, rooms and
 * chat per address, spectators' chat, the lines a room keeps, rooms of bots only (a least pace
 * and a cap per address), and bots thinking on worker threads rather than the event loop.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { viewFor, legalActions, Game } from '../../src/engine/index.js';
import type { RoomRequest, ServerMessage } from '../../src/protocol/index.js';
import { BotPool, InlineBots } from '../../src/server/bots.js';
import { ProtocolClient } from '../../src/server/client.js';
import { lastOf } from '../../src/server/edge.js';
import { startServer, type RunningServer } from '../../src/server/server.js';
import { GENEROUS } from './harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const servers: RunningServer[] = [];
afterAll(async () => { for (const s of servers) await s.close(); });

async function serve(cfg: Parameters<typeof startServer>[0]): Promise<RunningServer> {
  const s = await startServer({ port: 0, paceMs: 0, dbPath: ':memory:', botThreads: 0, ...GENEROUS, trustProxy: true, ...cfg });
  servers.push(s);
  return s;
}
/** A client that appears to come from `address` (the server trusts X-Forwarded-For here). */
const from = (s: RunningServer, address: string, name = 'P') => {
  const c = new ProtocolClient(s.url, { name, headers: { 'x-forwarded-for': address } });
  c.keep = true;
  return c;
};
const stats = async (s: RunningServer) => (await (await fetch(`${s.url}/api/stats`)).json()) as {
  connections: { open: number; unauthenticated: number; refused: number; closedUnauthenticated: number; closedFlooding: number; closedSilent: number };
  bots: { threads: number; calls: number };
};
const closeCode = (c: ProtocolClient) => new Promise<number>((ok) => c.ws!.once('close', (code) => ok(code)));
const errors = (c: ProtocolClient, code: string) => c.frames.filter((m) => m.t === 'error' && m.code === code).length;
const PERSON_ROOM: RoomRequest = { seats: [{ kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' }, paceMs: 5000 };

describe('sockets', () => {
  it('one address holds at most its quota of sockets; another address is unaffected', async () => {
    const s = await serve({ socketsPerAddress: 5 });
    const mine = Array.from({ length: 5 }, () => from(s, '10.1.0.1'));
    await Promise.all(mine.map((c) => c.connect()));
    const extra = from(s, '10.1.0.1');
    await extra.open();
    const code = await closeCode(extra);
    expect(code).toBe(1008);
    expect(extra.frames.some((m) => m.t === 'error' && m.code === 'limit')).toBe(true);
    const other = from(s, '10.1.0.2');
    await other.connect();
    expect((await stats(s)).connections).toMatchObject({ open: 6, refused: 1 });
    // A socket closed frees its place.
    mine[0]!.close();
    await sleep(100);
    const again = from(s, '10.1.0.1');
    await again.connect();
    for (const c of [...mine, other, again]) c.close();
  });

  it('regression: sockets that never authenticate are counted in /api/stats and closed after the deadline', async () => {
    const s = await serve({ authDeadlineMs: 300 });
    const silent = Array.from({ length: 6 }, (_, i) => from(s, `10.2.0.${i}`));
    await Promise.all(silent.map((c) => c.open()));
    const closed = silent.map(closeCode);
    const authed = from(s, '10.2.0.99');
    await authed.connect();
    expect((await stats(s)).connections).toMatchObject({ open: 7, unauthenticated: 6 });
    expect(await Promise.all(closed)).toEqual(silent.map(() => 1008));
    await sleep(50);
    expect((await stats(s)).connections).toMatchObject({ open: 1, unauthenticated: 0, closedUnauthenticated: 6 });
    expect(authed.ws!.readyState).toBe(authed.ws!.OPEN);
    authed.close();
  });
});

describe('liveness', () => {
  it('a connection gone silent (a lost network: no pong, no message) is closed after a ping and a period; one that answers pings stays open', async () => {
    const s = await serve({ livenessMs: 150 });
    const mute = from(s, '10.9.0.1');
    await mute.connect();
    // The socket stays open but answers nothing, as a phone's does when its network is gone.
    (mute.ws as unknown as { pong: () => void }).pong = () => {};
    const quiet = from(s, '10.9.0.2');
    await quiet.connect();
    const closed = closeCode(mute);
    // The page's own question, answered at once.
    quiet.raw({ t: 'ping' });
    await quiet.next((m) => m.t === 'pong', 2000);
    expect(await closed).toBe(1006); // cut off, not closed politely: the other end is gone
    await sleep(600);
    expect(quiet.ws!.readyState).toBe(quiet.ws!.OPEN);
    expect((await stats(s)).connections).toMatchObject({ open: 1, closedSilent: 1 });
    quiet.close();
  });
});

describe('floods', () => {
  it('a socket that keeps sending at more than twice its rate is closed, not answered without end', async () => {
    const s = await serve({ messagesPerSecond: 5 });
    const c = from(s, '10.8.0.1');
    await c.connect();
    const closed = closeCode(c);
    for (let i = 0; i < 200; i++) c.raw({ t: 'ready' });
    expect(await closed).toBe(1008);
    const limited = errors(c, 'rate-limited');
    expect(limited).toBeGreaterThan(0);
    expect(limited).toBeLessThanOrEqual(10); // a burst of strikes, then the socket is closed
    expect((await stats(s)).connections).toMatchObject({ closedFlooding: 1 });
  });
});

describe('costly requests, per address as well as per socket', () => {
  it('100 sockets asking for balanced previews get the address’s quota, the rest are refused; another address still gets its own', async () => {
    const s = await serve({ previewsPerSecond: 2, socketsPerAddress: 200 });
    const crowd = Array.from({ length: 100 }, () => from(s, '10.3.0.1'));
    await Promise.all(crowd.map((c) => c.connect()));
    const t0 = Date.now();
    for (const c of crowd) c.raw({ t: 'preview', board: { kind: 'balanced', seed: `p${Math.random()}` } });
    await sleep(300);
    const secs = (Date.now() - t0) / 1000;
    const answered = crowd.reduce((n, c) => n + c.frames.filter((m) => m.t === 'preview').length, 0);
    const refused = crowd.reduce((n, c) => n + errors(c, 'rate-limited'), 0);
    expect(answered).toBeLessThanOrEqual(4 + Math.ceil(2 * secs)); // a burst of twice the rate, then the rate
    expect(answered + refused).toBe(100);
    const other = from(s, '10.3.0.2');
    await other.connect();
    other.raw({ t: 'preview', board: { kind: 'balanced', seed: 'mine' } });
    await other.next((m) => m.t === 'preview');
    for (const c of [...crowd, other]) c.close();
  });

  it('rooms are created at a bounded rate per address, over the WebSocket and the HTTP API alike', async () => {
    const s = await serve({ roomsPerMinute: 6 }); // bursts of 3
    const a = from(s, '10.4.0.1');
    await a.connect();
    for (let i = 0; i < 3; i++) await a.create(PERSON_ROOM);
    a.raw({ t: 'create', room: PERSON_ROOM });
    expect(await a.next((m) => m.t === 'error')).toMatchObject({ code: 'rate-limited' });
    const http = await fetch(`${s.url}/api/rooms`, { method: 'POST', body: JSON.stringify(PERSON_ROOM), headers: { 'x-forwarded-for': '10.4.0.1' } });
    expect(http.status).toBe(429);
    const elsewhere = await fetch(`${s.url}/api/rooms`, { method: 'POST', body: JSON.stringify(PERSON_ROOM), headers: { 'x-forwarded-for': '10.4.0.2' } });
    expect(elsewhere.status).toBe(201);
    a.close();
  });

  it('behind the proxy, the address is the one the proxy appended: values a client writes into X-Forwarded-For itself do not make it many addresses (a cluster play-test passed 6 of 6 rooms)', async () => {
    const s = await serve({ roomsPerMinute: 6 }); // bursts of 3
    // What nginx's $proxy_add_x_forwarded_for sends when the client set the header itself: its words, then the address nginx saw.
    const post = (i: number) => fetch(`${s.url}/api/rooms`, { method: 'POST', body: JSON.stringify(PERSON_ROOM), headers: { 'x-forwarded-for': `10.${i}.${i}.${i}, 203.0.113.8` } });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await post(i)).status);
    expect(codes).toEqual([201, 201, 201, 429, 429]);
    expect(lastOf('10.1.1.1, 203.0.113.8')).toBe('203.0.113.8');
    expect(lastOf(['10.1.1.1', '198.51.100.2'])).toBe('198.51.100.2');
    expect(lastOf('203.0.113.9')).toBe('203.0.113.9');
  });

  it('a refused request does not spend the allowance: three bad ones, then a good one is created, over the WebSocket and HTTP', async () => {
    const s = await serve({ roomsPerMinute: 6 }); // bursts of 3
    const post = (body: unknown, address: string) => fetch(`${s.url}/api/rooms`, { method: 'POST', body: JSON.stringify(body), headers: { 'x-forwarded-for': address } });
    for (const bad of [{ seats: 'x' }, { ...PERSON_ROOM, seats: PERSON_ROOM.seats.slice(0, 1) }, { ...PERSON_ROOM, paceMs: 99_999 }]) expect((await post(bad, '10.5.0.1')).status).toBe(400);
    expect((await post(PERSON_ROOM, '10.5.0.1')).status).toBe(201);
    // House rules and a board the engine refuses are refused before the charge too (they were charged: the fourth request got 429).
    for (const bad of [{ ...PERSON_ROOM, rules: { discardOver: 1 } }, { ...PERSON_ROOM, rules: { victoryPoints: 23 } }, { ...PERSON_ROOM, board: { kind: 'variable', seed: '  ' } }, { ...PERSON_ROOM, rules: { discardOver: -3 } }]) {
      expect((await post(bad, '10.5.0.3')).status).toBe(400);
    }
    expect((await post(PERSON_ROOM, '10.5.0.3')).status).toBe(201);
    const a = from(s, '10.5.0.2');
    await a.connect();
    for (let i = 0; i < 3; i++) {
      a.raw({ t: 'create', room: { ...PERSON_ROOM, seats: PERSON_ROOM.seats.slice(0, 1) } });
      expect(await a.next((m) => m.t === 'error')).toMatchObject({ code: 'bad-request' });
    }
    await a.create(PERSON_ROOM);
    expect(a.frames.some((m) => m.t === 'error' && m.code === 'rate-limited')).toBe(false);
    a.close();
  });
});

describe('chat', () => {
  it('200 spectator sockets of one address chatting: the address’s quota is taken, the rest refused; public rooms keep spectators quiet', async () => {
    const s = await serve({ chatPerSecond: 1, socketsPerAddress: 300 });
    const host = from(s, '10.5.0.1', 'Host');
    await host.connect();
    const priv = await host.create({ ...PERSON_ROOM, seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }] });
    expect(priv.room).toMatchObject({ public: false, spectatorChat: true });
    const crowd = Array.from({ length: 200 }, (_, i) => from(s, '10.5.0.2', `S${i}`));
    await Promise.all(crowd.map((c) => c.connect()));
    await Promise.all(crowd.map((c) => c.join(priv.room.id)));
    const t0 = Date.now();
    for (let k = 0; k < 3; k++) for (const c of crowd) c.raw({ t: 'chat', text: `spam ${k}` });
    await sleep(400);
    const secs = (Date.now() - t0) / 1000;
    const room = s.rooms.live(priv.room.id)!;
    const lines = room.log.filter((e) => e.k === 'chat').length;
    expect(lines).toBeLessThanOrEqual(3 + Math.ceil(secs)); // a burst of 3, then one a second, for the whole address
    expect(crowd.reduce((n, c) => n + errors(c, 'rate-limited'), 0)).toBe(600 - lines);
    // In a public room (spectators' chat off by default) a spectator is told so; the seated host may talk.
    const pub = await host.create({ ...PERSON_ROOM, public: true });
    expect(pub.room).toMatchObject({ public: true, spectatorChat: false });
    const watcher = from(s, '10.5.0.3');
    await watcher.connect();
    await watcher.join(pub.room.id);
    watcher.raw({ t: 'chat', text: 'hello' });
    expect(await watcher.next((m) => m.t === 'error')).toMatchObject({ code: 'spectator-chat' });
    host.raw({ t: 'chat', text: 'welcome' });
    await host.until(() => host.log.some((e) => e.k === 'chat' && e.text === 'welcome'));
    for (const c of [...crowd, host, watcher]) c.close();
  });

  it('a room keeps its latest chat lines: older ones keep their place without their text, in memory and in the database', async () => {
    const s = await serve({ chatLines: 5 });
    const host = from(s, '10.6.0.1', 'Host');
    await host.connect();
    const r = await host.create(PERSON_ROOM);
    for (let i = 0; i < 12; i++) host.raw({ t: 'chat', text: `line ${i}` });
    await host.until(() => host.log.some((e) => e.k === 'chat' && e.text === 'line 11'));
    const room = s.rooms.live(r.room.id)!;
    const chat = room.log.filter((e) => e.k === 'chat');
    expect(chat).toHaveLength(12);
    expect(chat.filter((e) => !e.cut).map((e) => e.text)).toEqual(['line 7', 'line 8', 'line 9', 'line 10', 'line 11']);
    expect(chat.slice(0, 7).every((e) => e.cut && e.text === '')).toBe(true);
    await new Promise<void>((ok) => s.store.afterCommit(() => ok()));
    const stored = (await s.store.log(r.room.id)).filter((e) => e.k === 'chat');
    expect(stored.map((e) => (e.k === 'chat' ? e.text : null))).toEqual(chat.map((e) => e.text));
    // A newcomer's resync carries the kept lines only.
    const late = from(s, '10.6.0.2');
    await late.connect();
    await late.join(r.room.id);
    expect(late.log.filter((e) => e.k === 'chat' && e.text !== '').length).toBe(5);
    host.close(); late.close();
  });
});

describe('rooms of bots only', () => {
  const HARD: RoomRequest = {
    seats: [{ kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'hard' }],
    board: { kind: 'variable', seed: 'attack' }, start: true,
  };

  it('the attack of the issue — 19 rooms of four hard bots at pace 0 from one address — meets the least pace and the cap', async () => {
    const s = await serve({ botsOnlyMinPaceMs: 250, botRoomsPerAddress: 2, botBudgetMs: 20 });
    const post = (body: unknown, address = '10.7.0.1') => fetch(`${s.url}/api/rooms`, { method: 'POST', body: JSON.stringify(body), headers: { 'x-forwarded-for': address } });
    const fast = await Promise.all(Array.from({ length: 19 }, () => post({ ...HARD, paceMs: 0 })));
    expect(fast.map((r) => r.status)).toEqual(fast.map(() => 400));
    expect(await fast[0]!.json()).toMatchObject({ error: { code: 'out-of-range', message: expect.stringMatching(/paceMs is from 250 to 5000 ms in a room without people, not 0/) } });
    const paced = await Promise.all(Array.from({ length: 19 }, () => post(HARD)));
    const statuses = paced.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(2);
    expect(statuses.filter((x) => x === 429)).toHaveLength(17);
    const made = await Promise.all(paced.filter((r) => r.status === 201).map((r) => r.json() as Promise<{ room: { paceMs: number } }>));
    for (const m of made) expect(m.room.paceMs).toBeGreaterThanOrEqual(250);
    // Another address has its own quota; a lobby turned into bots only by its host meets the same cap when it starts.
    expect((await post(HARD, '10.7.0.2')).status).toBe(201);
    const host = from(s, '10.7.0.1', 'Host');
    await host.connect();
    const lobby = await host.create({ seats: [{ kind: 'person' }, { kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'hard' }], board: { kind: 'beginner' }, paceMs: 0 });
    host.raw({ t: 'stand' });
    await host.until((m) => m.you.seat === null);
    host.raw({ t: 'configure', seat: 0, kind: 'bot', bot: 'hard' });
    await host.until((m) => m.room.seats.every((x) => x.bot !== null));
    host.raw({ t: 'start' });
    expect(await host.next((m) => m.t === 'error')).toMatchObject({ code: 'limit' });
    expect(s.rooms.live(lobby.room.id)!.status).toBe('lobby');
    host.close();
  });

  it('a room refused for a limit spends none of the address\'s allowance of new rooms (a tool retrying for a bots-only slot had locked itself out of any room)', async () => {
    const s = await serve({ botsOnlyMinPaceMs: 250, botRoomsPerAddress: 1, roomsPerMinute: 0.6 });
    const post = (body: unknown) => fetch(`${s.url}/api/rooms`, { method: 'POST', body: JSON.stringify(body), headers: { 'x-forwarded-for': '10.7.1.1' } });
    const bots: RoomRequest = { seats: [{ kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'variable', seed: 'cap' }, paceMs: 1000, start: true };
    expect((await post(bots)).status).toBe(201);
    // Three tries at a second game of bots only: each refused for the cap, as often as asked.
    for (let i = 0; i < 3; i++) {
      const r = await post(bots);
      expect(r.status).toBe(429);
      expect(await r.json()).toMatchObject({ error: { code: 'limit' } });
    }
    // The allowance (a burst of 3 at 0.6 a minute) still has two rooms in it: a room for friends is made.
    expect((await post({ seats: [{ kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' } })).status).toBe(201);
    // The same over the WebSocket.
    const c = from(s, '10.7.1.1', 'Ana');
    await c.connect();
    c.raw({ t: 'create', room: bots });
    expect(await c.next((m) => m.t === 'error')).toMatchObject({ code: 'limit' });
    await c.create({ seats: [{ kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' } });
    c.close();
  });

  it('the server’s bots think on worker threads (their calls are counted there), not on the event loop', async () => {
    const s = await startServer({ port: 0, paceMs: 0, dbPath: ':memory:', ...GENEROUS, botBudgetMs: 20 }); // the default: a pool
    servers.push(s);
    expect(s.rooms.bots).toBeInstanceOf(BotPool);
    const made = await (await fetch(`${s.url}/api/rooms`, { method: 'POST', body: JSON.stringify({ ...HARD, paceMs: 0 }) })).json() as { id: string };
    for (let i = 0; i < 100 && (await stats(s)).bots.calls < 20; i++) await sleep(50);
    const st = await stats(s);
    expect(st.bots.threads).toBeGreaterThanOrEqual(1);
    expect(st.bots.calls).toBeGreaterThanOrEqual(20);
    expect(s.rooms.live(made.id)!.session!.actions).toBeGreaterThan(10);
  });

  it('while a hard bot thinks on its thread, the event loop goes on (inline, it would not)', async () => {
    const game = Game.create({ colors: ['red', 'blue', 'orange'], board: 'beginner', seed: 3 });
    const spec = { level: 'hard' as const, seat: 0, board: game.record.board, colors: ['red', 'blue', 'orange'] as ('red' | 'blue' | 'orange')[], rules: { ...game.state.rules }, seed: 'think', budgetMs: 300 };
    const order = async (runner: BotPool | InlineBots) => {
      const bot = runner.create(spec, () => true);
      const seen: string[] = [];
      const timer = new Promise<void>((ok) => setTimeout(() => { seen.push('timer'); ok(); }, 20));
      const decided = bot.decide(viewFor(game.state, 0), legalActions(game.state).filter((a) => a.p === 0)).then(() => { seen.push('decision'); });
      await Promise.all([timer, decided]);
      bot.dispose();
      await runner.close();
      return seen;
    };
    expect(await order(new BotPool(1))).toEqual(['timer', 'decision']);
    expect(await order(new InlineBots())).toEqual(['decision', 'timer']);
  });

  it('a room with a person waiting has its bots’ calls taken before those of rooms of bots only', async () => {
    const game = Game.create({ colors: ['red', 'blue', 'orange'], board: 'beginner', seed: 4 });
    const spec = (seed: string) => ({ level: 'hard' as const, seat: 0, board: game.record.board, colors: ['red', 'blue', 'orange'] as ('red' | 'blue' | 'orange')[], rules: { ...game.state.rules }, seed, budgetMs: 40 });
    const pool = new BotPool(1);
    const view = viewFor(game.state, 0);
    const legal = legalActions(game.state).filter((a) => a.p === 0);
    const done: string[] = [];
    // Five rooms nobody plays in ask first; then a room with a person.
    const idle = [0, 1, 2, 3, 4].map((i) => pool.create(spec(`idle${i}`), () => false));
    const waiting = idle.map((b, i) => b.decide(view, legal).then(() => { done.push(`idle${i}`); }));
    const person = pool.create(spec('person'), () => true);
    const mine = person.decide(view, legal).then(() => { done.push('person'); });
    await Promise.all([...waiting, mine]);
    await pool.close();
    // The first idle call was already on the thread; the person's came next, before the other four.
    expect(done.indexOf('person')).toBeLessThanOrEqual(1);
  });
});

export type { ServerMessage };
