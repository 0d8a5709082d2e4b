/**
 * The HTTP API (README, "HTTP API"): a room of four bots at pacing 0 plays at full speed and its
 * record proves its dice; a room with a person seat is started by its host only once the seat is
 * taken; a game is read as a spectator sees it; a record read during play leaves out what the
 * reader may not know; rooms and finished games are listed; bad requests get reasons.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRecord, type GameRecord } from '../../src/engine/index.js';
import { commitmentOf } from '../../src/cli/verify.js';
import { ProtocolClient } from '../../src/server/client.js';
import type { RoomInfo, RoomRequest, RoomSummary, StateMessage } from '../../src/protocol/index.js';
import { startServer, type RunningServer } from '../../src/server/server.js';
import { publicOrigin } from '../../src/server/api.js';
import { configFromEnv } from '../../src/server/config.js';
import { readyLine } from '../../src/server/ready.js';
import type { IncomingMessage } from 'node:http';
import { choose, newCounters } from './autoplayer.js';
import { GENEROUS } from './harness.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BOTS: RoomRequest = {
  seats: [{ kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'random' }],
  board: { kind: 'variable', seed: 'api' }, paceMs: 0, start: true, title: 'Bots at full speed',
};

let dir = '';
let srv: RunningServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catan-api-'));
  srv = await startServer({ port: 0, paceMs: 0, dbPath: join(dir, 'api.db'), ...GENEROUS });
});
afterAll(async () => { await srv.close(); rmSync(dir, { recursive: true, force: true }); });

const post = (path: string, body: unknown, token?: string) => fetch(`${srv.url}${path}`, {
  method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
});
const get = async <T>(path: string, token?: string) => (await fetch(`${srv.url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {})).json() as Promise<T>;

describe('the HTTP API', () => {
  it('four bots at pacing 0 play a whole game at full speed; the record proves every roll, steal and draw', async () => {
    const res = await post('/api/rooms', BOTS);
    expect(res.status).toBe(201);
    const made = await res.json() as { id: string; invite: string; token: string; room: RoomInfo };
    expect(made.invite).toMatch(new RegExp(`/room/${made.id}$`));
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.room.status).toBe('playing');
    const commitment = made.room.commitment!;
    const t0 = Date.now();
    let state: StateMessage;
    for (;;) {
      state = await get<StateMessage>(`/api/games/${made.id}`);
      if (state.room.status === 'ended') break;
      expect(state.room.seed).toBeNull();
      expect(Date.now() - t0, 'a bots-only game at full speed').toBeLessThan(60_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(state.game!.end!.winner).toBeGreaterThanOrEqual(0);
    expect(state.room.commitment).toBe(commitment);
    expect(commitmentOf(state.room.seed!)).toBe(commitment);
    const record = await get<GameRecord & { seed: string; commitment: string }>(`/api/games/${made.id}/record`);
    expect(record.seed).toBe(state.room.seed);
    expect(record.commitment).toBe(commitment);
    expect(verifyRecord(record, record.seed)).toMatchObject({ ok: true });
    // The command line says the same, from the downloaded file.
    const file = join(dir, 'record.json');
    const dl = await fetch(`${srv.url}/api/games/${made.id}/record?download=1`);
    expect(dl.headers.get('content-disposition')).toMatch(/attachment/);
    writeFileSync(file, await dl.text());
    if (existsSync(join(ROOT, 'dist/cli/main.js'))) {
      const out = JSON.parse(execFileSync(process.execPath, [join(ROOT, 'bin/catan.js'), 'verify', file], { encoding: 'utf8' }));
      expect(out).toMatchObject({ ok: true, commitmentChecked: true });
      expect(out.rolls).toBeGreaterThan(10);
    }
    // A private room's finished game is listed to its host (the token it was given), not to strangers.
    const games = await get<{ games: RoomSummary[] }>('/api/games', made.token);
    expect(games.games.find((g) => g.id === made.id)).toMatchObject({ status: 'ended', title: 'Bots at full speed' });
    expect((await get<{ games: RoomSummary[] }>('/api/games')).games.find((g) => g.id === made.id)).toBeUndefined();
  });

  it('a room with a person seat: only its host starts it, once the seat is taken; records hide what the reader may not know', async () => {
    const req: RoomRequest = { ...BOTS, seats: [{ kind: 'person', name: 'Ana' }, ...BOTS.seats.slice(1)], start: false, public: true };
    const made = await (await post('/api/rooms', req)).json() as { id: string; token: string };
    // A public room is listed for anyone to join; a private one (the default) is not.
    const hidden = await (await post('/api/rooms', { ...req, public: undefined })).json() as { id: string; room: RoomInfo };
    expect(hidden.room.public).toBe(false);
    const listed = (await get<{ rooms: RoomSummary[] }>('/api/rooms')).rooms;
    expect(listed.some((r) => r.id === made.id && r.status === 'lobby' && r.public)).toBe(true);
    expect(listed.some((r) => r.id === hidden.id)).toBe(false);
    expect(listed.every((r) => r.public)).toBe(true);
    // Its row names the board and, once the host sits, the host's seat (created over HTTP, nobody sits yet).
    const row = listed.find((r) => r.id === made.id)!;
    expect(row.board).toEqual(BOTS.board);
    expect(row.players.map((p) => p.host)).toEqual([false, false, false, false]);
    const anonymous = await post(`/api/rooms/${made.id}/start`, {});
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json() as { error: { code: string } }).error.code, 'no token: as everywhere else').toBe('bad-token');
    // The route with GET: it is there, not with that method; a listing's numbers are checked, not bent (an API play-test).
    const asGet = await fetch(`${srv.url}/api/rooms/${made.id}/start`);
    expect(asGet.status).toBe(405);
    expect((await asGet.json() as { error: { code: string } }).error.code).toBe('method');
    for (const q of ['limit=0', 'limit=abc', 'limit=-5', 'offset=-1', 'limit=501']) {
      const r = await fetch(`${srv.url}/api/games?${q}`);
      expect(r.status, q).toBe(400);
      expect((await r.json() as { error: { code: string; message: string } }).error).toMatchObject({ code: 'out-of-range', message: expect.stringMatching(/is a whole number from/) });
    }
    expect((await fetch(`${srv.url}/api/games?limit=2&offset=0`)).status).toBe(200);
    expect((await post(`/api/rooms/${made.id}/start`, {}, 'B'.repeat(43))).status).toBe(403);
    const open = await post(`/api/rooms/${made.id}/start`, {}, made.token);
    expect(open.status).toBe(409);
    expect((await open.json() as { error: { code: string } }).error.code).toBe('seats-open');
    expect((await get<{ error: unknown }>(`/api/games/${made.id}/record`)).error).toBeDefined();
    // A person joins through the invite and takes the seat; the host starts.
    const ana = new ProtocolClient(srv.url, { name: 'Ana' });
    await ana.connect();
    await ana.join(made.id);
    ana.raw({ t: 'sit' });
    await ana.until((m) => m.you.seat !== null);
    const started = await post(`/api/rooms/${made.id}/start`, {}, made.token);
    expect(started.status).toBe(200);
    // Ana plays until a bot has bought a card and a robber has struck.
    const counters = newCounters();
    const st = { offeredTurn: -1 };
    ana.onMessage = (m) => {
      if (m.t !== 'state' && m.t !== 'update') return;
      const g = ana.game();
      const move = g ? choose(g, counters, st) : null;
      if (move) { if (move.t === 'ready') ana.raw(move); else void ana.send(move); }
    };
    ana.raw({ t: 'ready' });
    const seat = () => ana.state!.you.seat!;
    let spectator: GameRecord;
    for (let i = 0; ; i++) {
      spectator = await get<GameRecord>(`/api/games/${made.id}/record`);
      const others = spectator.actions.filter((a) => (a.type === 'buy' && a.p !== seat()) || (a.type === 'robber' && a.victim !== undefined && a.p !== seat() && a.victim !== seat()));
      if (others.length >= 2 || ana.state!.room.status === 'ended') break;
      expect(i).toBeLessThan(300);
      await new Promise((r) => setTimeout(r, 50));
    }
    ana.onMessage = null;
    const mine = await get<GameRecord>(`/api/games/${made.id}/record`, ana.token);
    expect(spectator.seed).toBeUndefined();
    expect(mine.seed).toBeUndefined();
    expect(mine.commitment).toMatch(/^[0-9a-f]{64}$/);
    for (const a of spectator.actions) {
      if (a.type === 'buy') expect(a.card).toBeUndefined();
      if (a.type === 'robber' && a.victim !== undefined) expect(a.stolen).toBeUndefined();
      if (a.type === 'roll') expect(a.dice).toBeDefined();
    }
    for (const a of mine.actions) {
      if (a.type === 'buy') expect(a.card !== undefined).toBe(a.p === seat());
      if (a.type === 'robber' && a.victim !== undefined && a.p !== seat() && a.victim !== seat()) expect(a.stolen).toBeUndefined();
    }
    const watched = await get<StateMessage>(`/api/games/${made.id}`);
    expect(watched.you.seat).toBeNull();
    expect(watched.game!.targets).toBeNull();
    for (const p of watched.game!.view.players) expect(p.resources).toBeUndefined();
    ana.close();
  });

  it('a person who gave no name carries their place in the lobby in the record (a downloaded record renamed them by their seat)', async () => {
    const req: RoomRequest = { ...BOTS, seats: [BOTS.seats[0]!, { kind: 'person' }, ...BOTS.seats.slice(2)], start: false };
    const made = await (await post('/api/rooms', req)).json() as { id: string; token: string };
    const bo = new ProtocolClient(srv.url, { name: '' });
    await bo.connect();
    await bo.join(made.id);
    bo.raw({ t: 'sit' });
    await bo.until((m) => m.you.seat !== null);
    expect((await post(`/api/rooms/${made.id}/start`, {}, made.token)).status).toBe(200);
    const record = await get<GameRecord>(`/api/games/${made.id}/record`);
    const players = record.players as { color: string; name?: string; lobby?: number }[];
    const unnamed = players.filter((p) => !p.name);
    expect(unnamed).toHaveLength(1);
    expect(unnamed[0]!.lobby).toBe(1);
    expect(players.filter((p) => p.name).every((p) => p.lobby === undefined)).toBe(true);
    bo.close();
  });

  it('GET /api/rooms?mine=1 lists the games the caller may go back to: seated or hosting a lobby, not a game it left; by its token only', async () => {
    const mine = async (token?: string) => (await get<{ rooms: RoomSummary[] }>('/api/rooms?mine=1', token)).rooms;
    const ana = new ProtocolClient(srv.url, { name: 'Ana' });
    await ana.connect();
    const made = await ana.create({ seats: [{ kind: 'person', name: 'Ana' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' } });
    const id = made.room.id;
    expect(await mine(ana.token)).toMatchObject([{ id, status: 'lobby', you: made.you.seat }]);
    const bo = new ProtocolClient(srv.url, { name: 'Bo' });
    await bo.connect();
    await bo.join(id);
    // Watching is not playing: a spectator has nothing to go back to.
    expect(await mine(bo.token)).toEqual([]);
    bo.raw({ t: 'sit' });
    await bo.until((m) => m.you.seat !== null);
    expect(await mine(bo.token)).toMatchObject([{ id, status: 'lobby', you: bo.state!.you.seat }]);
    ana.raw({ t: 'start' });
    await ana.until((m) => m.room.status === 'playing');
    // Her seat at the table, where the start roll put her (not her place in the lobby).
    expect(await mine(ana.token)).toMatchObject([{ id, status: 'playing', you: ana.state!.you.seat }]);
    // Nobody else's games, and no list without a token.
    const stranger = new ProtocolClient(srv.url, { name: 'Cy' });
    await stranger.connect();
    expect(await mine(stranger.token)).toEqual([]);
    const bare = await fetch(`${srv.url}/api/rooms?mine=1`);
    expect(bare.status).toBe(401);
    expect((await bare.json() as { error: { code: string } }).error.code).toBe('bad-token');
    // A player who leaves for good (a bot plays the seat) has it no more; the other still has it.
    bo.raw({ t: 'leave' });
    await expect.poll(() => mine(bo.token)).toEqual([]);
    expect((await mine(ana.token)).map((r) => r.id)).toEqual([id]);
    for (const c of [ana, bo, stranger]) c.close();
  });

  it('GET /api/rooms?mine=1 says when a bot is playing the caller\'s seat while they are away, and not once they are back', async () => {
    const d = mkdtempSync(join(tmpdir(), 'catan-api-away-'));
    const quick = await startServer({ port: 0, paceMs: 0, dbPath: join(d, 'a.db'), ...GENEROUS, awayAfterMs: 50 });
    try {
      const mine = async (token: string) => (await (await fetch(`${quick.url}/api/rooms?mine=1`, { headers: { authorization: `Bearer ${token}` } })).json() as { rooms: RoomSummary[] }).rooms;
      const ana = new ProtocolClient(quick.url, { name: 'Ana' });
      await ana.connect();
      const made = await ana.create({ seats: [{ kind: 'person', name: 'Ana' }, { kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' }, paceMs: 2000 });
      ana.raw({ t: 'start' });
      await ana.until((m) => m.room.status === 'playing');
      const token = ana.token!;
      expect((await mine(token))[0]!.standIn).toBeUndefined();
      // She closes the page: after the grace period a stand-in plays her seat, and her list says so.
      ana.close();
      await expect.poll(async () => (await mine(token))[0]?.standIn, { timeout: 5000 }).toBe(true);
      expect(await mine(token)).toMatchObject([{ id: made.room.id, status: 'playing', standIn: true }]);
      // Back at the table: nobody plays for her.
      const back = new ProtocolClient(quick.url, { name: 'Ana', token });
      await back.connect();
      await back.join(made.room.id);
      await expect.poll(async () => (await mine(token))[0]?.standIn, { timeout: 5000 }).toBeUndefined();
      back.close();
    } finally {
      await quick.close();
      rmSync(d, { recursive: true, force: true });
    }
  });

  it('the host lists a room publicly later, and turns spectator chat off; nobody else may; both are stored with the room', async () => {
    const host = new ProtocolClient(srv.url, { name: 'Ana' });
    await host.connect();
    const first = await host.create({ seats: [{ kind: 'person', name: 'Ana' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' } });
    const id = first.room.id;
    const listed = async () => (await get<{ rooms: RoomSummary[] }>('/api/rooms')).rooms.some((r) => r.id === id);
    expect(first.room.public).toBe(false);
    expect(await listed()).toBe(false);
    host.raw({ t: 'visibility', public: true });
    await host.until((m) => m.room.public);
    expect(await listed()).toBe(true);
    // A spectator may chat in it (chosen at creation, private then) until the host says otherwise.
    const guest = new ProtocolClient(srv.url, { name: 'Bo' });
    await guest.connect();
    await guest.join(id);
    guest.raw({ t: 'visibility', public: false });
    expect(await guest.next((m) => m.t === 'error')).toMatchObject({ code: 'not-host' });
    guest.raw({ t: 'chat', text: 'hello' });
    await guest.until(() => guest.log.some((e) => e.k === 'chat' && e.text === 'hello'));
    host.raw({ t: 'visibility', spectatorChat: false });
    await guest.until((m) => !m.room.spectatorChat);
    guest.raw({ t: 'chat', text: 'again' });
    expect(await guest.next((m) => m.t === 'error')).toMatchObject({ code: 'spectator-chat' });
    // A message that sets neither is malformed, and changes nothing.
    host.raw({ t: 'visibility' } as never);
    expect(await host.next((m) => m.t === 'error')).toMatchObject({ code: 'malformed' });
    expect(srv.rooms.live(id)!.info()).toMatchObject({ public: true, spectatorChat: false });
    // Stored with the room (nothing is shown before it is committed): the database's row reads the same.
    expect((await srv.rooms.store.room(id))?.settings).toMatchObject({ public: true, spectatorChat: false });
    host.close();
    guest.close();
  });

  it('bad requests get a reason and a status', async () => {
    const bad = await post('/api/rooms', '{"seats": [');
    expect(bad.status).toBe(400);
    expect((await bad.json() as { error: { code: string } }).error.code).toBe('malformed');
    expect((await post('/api/rooms', { seats: [] })).status).toBe(400);
    expect((await post('/api/rooms', 'x'.repeat(srv.config.maxMessageBytes + 10))).status).toBe(413);
    expect((await fetch(`${srv.url}/api/games/nope-nope`)).status).toBe(404);
    expect((await fetch(`${srv.url}/api/nothing`)).status).toBe(404);
    expect((await post('/api/rooms', BOTS, 'bad token')).status).toBe(401);
  });

  it('regression: out-of-range pacing and timers are refused with the range, not clamped with 201', async () => {
    const person: RoomRequest = { ...BOTS, seats: [{ kind: 'person' }, ...BOTS.seats.slice(1)], start: false };
    for (const [body, range] of [
      [{ ...person, paceMs: 9000 }, /paceMs is from 0 to 5000 ms, not 9000/],
      [{ ...person, paceMs: -1 }, /paceMs is from 0 to 5000 ms, not -1/],
      [{ ...person, turnSeconds: 99999 }, /turnSeconds is from 0 \(no timer\) to 3600, not 99999/],
    ] as const) {
      const res = await post('/api/rooms', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'out-of-range', message: expect.stringMatching(range) } });
    }
    const bad = await post('/api/rooms', { ...person, paceMs: 'fast' });
    expect(await bad.json()).toMatchObject({ error: { code: 'malformed', message: 'paceMs must be a number' } });
    // House rules' numbers outside their range are out-of-range too, naming it (§11); a target past 22 could never be reached.
    for (const [rules, range] of [
      [{ victoryPoints: 23 }, /rules\.victoryPoints is a whole number from 3 to 22, not 23 \(§11: 22 is the most a player can hold\)/],
      [{ victoryPoints: 12.5 }, /from 3 to 22, not 12\.5/],
      [{ discardOver: 1 }, /rules\.discardOver is a whole number from 2 to 95, not 1/],
      [{ discardOver: 96 }, /from 2 to 95, not 96/],
    ] as const) {
      const res = await post('/api/rooms', { ...person, rules });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'out-of-range', message: expect.stringMatching(range) } });
    }
    expect((await post('/api/rooms', { ...person, rules: { victoryPoints: 22 } })).status).toBe(201);
  });

  it('a field the API does not know is refused, naming it, not dropped to play the defaults', async () => {
    const person: RoomRequest = { ...BOTS, seats: [{ kind: 'person' }, ...BOTS.seats.slice(1)], start: false };
    for (const [body, field] of [
      [{ ...person, rule: { victoryPoints: 12 } }, /^rule is not a field here/],
      [{ ...person, victoryPoints: 12 }, /^victoryPoints is not a field here/],
      [{ ...person, board: { kind: 'random', seed: 's', options: { noAdjacentRed: false } } }, /^board\.options is not a field here/],
      [{ ...person, seats: [{ kind: 'person', colour: 'red' }, ...BOTS.seats.slice(1)] }, /^seat 1\.colour is not a field here/],
    ] as const) {
      const res = await post('/api/rooms', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'malformed', message: expect.stringMatching(field) } });
    }
  });
});

describe('invite links behind a proxy that ends TLS (ops play-test: behind nginx with TLS they read http://)', () => {
  const LOBBY: RoomRequest = { seats: [{ kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' } };
  const PROXIED = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'catan.example.org' };
  const inviteFrom = async (s: RunningServer, headers: Record<string, string> = {}) => {
    const res = await fetch(`${s.url}/api/rooms`, { method: 'POST', body: JSON.stringify(LOBBY), headers });
    expect(res.status).toBe(201);
    const made = await res.json() as { id: string; invite: string };
    return made.invite.replace(made.id, 'ID');
  };
  const own = () => srv.url.replace(/^http:\/\//, '');

  it('the configured public address, whatever the request says', async () => {
    const s = await startServer({ port: 0, paceMs: 0, dbPath: ':memory:', botThreads: 0, ...GENEROUS, publicUrl: 'https://play.example.net' });
    try {
      expect(await inviteFrom(s)).toBe('https://play.example.net/room/ID');
      expect(await inviteFrom(s, PROXIED)).toBe('https://play.example.net/room/ID');
    } finally { await s.close(); }
  });

  it('behind a trusted proxy, the scheme and host it was asked for; without its headers, the Host over http', async () => {
    const s = await startServer({ port: 0, paceMs: 0, dbPath: ':memory:', botThreads: 0, ...GENEROUS, trustProxy: true });
    try {
      expect(await inviteFrom(s, PROXIED)).toBe('https://catan.example.org/room/ID');
      expect(await inviteFrom(s, { 'x-forwarded-proto': 'https' })).toBe(`https://${s.url.replace(/^http:\/\//, '')}/room/ID`);
      expect(await inviteFrom(s)).toBe(`${s.url}/room/ID`);
    } finally { await s.close(); }
  });

  it('a server that does not trust a proxy ignores its headers (anyone could send them)', async () => {
    expect(await inviteFrom(srv, PROXIED)).toBe(`http://${own()}/room/ID`);
  });

  it('headers that do not name a scheme or a host are not taken', () => {
    const req = (headers: Record<string, string>) => ({ headers } as unknown as IncomingMessage);
    const trusted = { trustProxy: true };
    expect(publicOrigin(req({ host: 'a.example:8080', 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'b.example, c.example' }), trusted)).toBe('https://b.example');
    expect(publicOrigin(req({ host: 'a.example', 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example/path' }), trusted)).toBe('http://a.example');
    expect(publicOrigin(req({ host: '<script>' }), {})).toBe('http://localhost');
    expect(publicOrigin(req({ host: '[::1]:3000' }), {})).toBe('http://[::1]:3000');
  });

  it('CATAN_PUBLIC_URL: a scheme and a host (a trailing slash is dropped); anything else stops the server with a sentence', () => {
    expect(configFromEnv({ CATAN_PUBLIC_URL: 'https://catan.example.org/' }).publicUrl).toBe('https://catan.example.org');
    expect(configFromEnv({}).publicUrl).toBeUndefined();
    for (const bad of ['catan.example.org', 'https://catan.example.org/play', 'ftp://x']) expect(() => configFromEnv({ CATAN_PUBLIC_URL: bad })).toThrow(/CATAN_PUBLIC_URL/);
  });

  it('a CATAN_CLUSTER_SECRET under 16 characters is refused with what to do (it read "has at least 16 characters")', () => {
    expect(() => configFromEnv({ CATAN_CLUSTER_SECRET: 'short' })).toThrow(
      'CATAN_CLUSTER_SECRET must have at least 16 characters, not 5: give every node the same longer secret, or leave it unset (the first node then makes one and keeps it in the database)');
    expect(configFromEnv({ CATAN_CLUSTER_SECRET: 'sixteen-letters!' }).clusterSecret).toBe('sixteen-letters!');
  });

  it('the start-up line says to open CATAN_PUBLIC_URL when it is set (and names the socket beside it), else the socket', () => {
    const config = configFromEnv({ CATAN_PUBLIC_URL: 'https://catan.example.org/' });
    expect(readyLine('http://[::]:3000', config, 2, 'data/catan.db')).toBe(
      'Catan is ready: open https://catan.example.org in a browser (rules at https://catan.example.org/rules; it listens at http://[::]:3000) (2 unfinished games resumed). Games are kept in data/catan.db. Ctrl+C stops the server.');
    expect(readyLine('http://localhost:3000', configFromEnv({}), 0, 'data/catan.db')).toBe(
      'Catan is ready: open http://localhost:3000 in a browser (rules at http://localhost:3000/rules). Games are kept in data/catan.db. Ctrl+C stops the server.');
  });
});
