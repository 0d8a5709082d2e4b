/**
 * The server over real sockets: static files with the page's start-up data; the protocol's
 * greeting, identity and answers to good, bad and malformed messages; rooms with an invite, a
 * lobby and a host; resuming from the last version after a reconnect; spectators; bot pacing;
 * and the security rules — acting out of turn or for another seat, forged and stolen tokens,
 * malformed and oversized JSON, replayed ack ids, message rates and rooms per address.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/server.js';
import { ProtocolClient } from '../../src/server/client.js';
import { tokenHash } from '../../src/server/ids.js';
import { PROTOCOL_VERSION, type RoomRequest, type ServerMessage, type SetupRequest } from '../../src/protocol/index.js';
import { checkAll } from './hidden.js';
import { choose, newCounters } from './autoplayer.js';
import { GENEROUS } from './harness.js';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
const SOLO: SetupRequest = {
  players: 3, name: 'Ana', color: 'blue', bots: ['easy', 'medium'], board: { kind: 'balanced', seed: 'ws' }, rules: {}, seed: 'ws1', paceMs: 0,
};
const DUO: RoomRequest = {
  seats: [{ kind: 'person', name: 'Ana' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }],
  board: { kind: 'variable', seed: 'duo' }, paceMs: 0,
};

let dir = '';
let srv: RunningServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catan-ws-'));
  srv = await startServer({ port: 0, paceMs: 0, distRoot: DIST, dbPath: join(dir, 'ws.db'), awayAfterMs: 100, ...GENEROUS });
});
afterAll(async () => { await srv.close(); rmSync(dir, { recursive: true, force: true }); });

const client = async (name = 'Ana', token?: string) => {
  const c = new ProtocolClient(srv.url, { name, ...(token ? { token } : {}) });
  c.keep = true;
  await c.connect();
  return c;
};
const errorOf = (c: ProtocolClient, code: string) => c.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error' && m.code === code);

describe.skipIf(!existsSync(join(DIST, 'web', 'index.html')))('static files', () => {
  it('serves the page with its start-up data, gzipped when asked; room and replay links get the page', async () => {
    const plain = await fetch(`${srv.url}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-type')).toMatch(/text\/html/);
    const html = await plain.text();
    const boot = JSON.parse(/<script id="boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(boot.hello.bots.map((b: { level: string }) => b.level)).toEqual(['random', 'easy', 'medium', 'hard', 'expert']);
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
    for (const path of ['/room/abcdefghij', '/replay/abcdefghij', '/replay']) expect((await fetch(`${srv.url}${path}`)).headers.get('content-type')).toMatch(/text\/html/);
  });

  // The web build had no source maps; a .map would have gone out as application/octet-stream.
  it('serves the page script\'s source map, which its last line names: JSON with the sources inside, gzipped when asked, revalidated', async () => {
    const html = await (await fetch(`${srv.url}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const script = await (await fetch(`${srv.url}${asset}`)).text();
    const named = /\/\/# sourceMappingURL=(\S+\.map)\s*$/.exec(script)?.[1];
    expect(named, 'the script names its map').toBeDefined();
    const url = new URL(named!, `${srv.url}${asset}`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const map = await res.json() as { version: number; sources: string[]; sourcesContent?: (string | null)[]; mappings: string };
    expect(map.version).toBe(3);
    expect(map.mappings.length).toBeGreaterThan(0);
    expect(map.sources.some((f) => /web\/src\/.*\.tsx?$/.test(f))).toBe(true);
    expect(map.sourcesContent?.filter(Boolean).length, 'the map carries its sources').toBe(map.sources.length);
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
  it('greets, issues a token, refuses malformed messages with a reason, and keeps serving', async () => {
    const c = new ProtocolClient(srv.url);
    c.keep = true;
    await c.connect();
    expect(c.frames[0]).toMatchObject({ t: 'hello', version: PROTOCOL_VERSION });
    // The server's clock, by which the page counts deadlines down (a phone's own may be off).
    const hello = c.frames[0] as Extract<ServerMessage, { t: 'hello' }>;
    expect(Math.abs(hello.now! - Date.now())).toBeLessThan(5000);
    // The message limit a client paces itself by, its burst too (a developer had to read the code for it).
    expect(hello.limits.messageBurst).toBe(hello.limits.messagesPerSecond * 2);
    // How long a bot's offer waits for people: the page's countdowns are capped by it.
    expect(hello.limits.offerWaitMs).toBe(srv.config.offerWaitMs);
    c.raw({ t: 'ping' });
    const pong = await c.next<Extract<ServerMessage, { t: 'pong' }>>((m) => m.t === 'pong');
    expect(Math.abs(pong.now! - Date.now())).toBeLessThan(5000);
    expect(pong.now!).toBeGreaterThanOrEqual(hello.now!);
    expect(c.frames.find((m) => m.t === 'welcome')).toMatchObject({ issued: true });
    expect(c.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    c.rawText('not json');
    expect((await errorOf(c, 'malformed')).message).toMatch(/JSON/);
    c.rawText('{"x":1}');
    expect((await errorOf(c, 'malformed')).message).toMatch(/"t"/);
    c.rawText('[1,2,3]');
    await errorOf(c, 'malformed');
    c.raw({ t: 'nonsense' } as never);
    await errorOf(c, 'unknown-type');
    // A game message outside a room is answered by its ack id; other messages by "gone".
    c.raw({ t: 'act', ack: 1, action: { type: 'roll' } });
    expect(await c.next((m) => m.t === 'refused')).toMatchObject({ ack: 1, code: 'no-room' });
    c.raw({ t: 'ready' });
    await c.next((m) => m.t === 'gone');
    c.raw({ t: 'create', room: { ...DUO, seats: DUO.seats.slice(0, 2) } });
    expect((await errorOf(c, 'bad-request')).message).toMatch(/3 or 4 players/);
    c.raw({ t: 'preview', board: { kind: 'random', seed: 'p' } });
    const p = await c.next<Extract<ServerMessage, { t: 'preview' }>>((m) => m.t === 'preview');
    expect(p.fairness.totalPips).toBe(58);
    c.raw({ t: 'create', setup: SOLO } as never);
    const s = await c.until((m) => m.game !== null);
    expect(c.board).not.toBeNull();
    expect(s.room.seats[s.you.seat!]!.name).toBe('Ana');
    expect(s.game!.ready).toBe(false);
    expect(s.room.commitment).toMatch(/^[0-9a-f]{64}$/);
    c.close();
  });

  it('messages before auth are refused; a malformed token is refused', async () => {
    const c = new ProtocolClient(srv.url);
    const ws = (await import('ws')).WebSocket;
    const raw = new ws(srv.url.replace('http', 'ws') + '/ws');
    const got: ServerMessage[] = [];
    raw.on('message', (d) => got.push(JSON.parse(String(d)) as ServerMessage));
    await new Promise((ok) => raw.once('open', ok));
    raw.send(JSON.stringify({ t: 'join', room: 'abcdefghij' }));
    raw.send(JSON.stringify({ t: 'auth', token: 'short' }));
    raw.send(JSON.stringify({ t: 'auth', token: 'x'.repeat(30) + '"; DROP' }));
    await new Promise((ok) => setTimeout(ok, 150));
    expect(got.filter((m) => m.t === 'error').map((m) => (m as { code: string }).code)).toEqual(['auth-first', 'bad-token', 'bad-token']);
    raw.close();
    c.close();
  });

  it('a refusal carries the engine’s sentence, the manual’s rule and the ack id', async () => {
    const c = await client();
    await c.create({ seats: [{ kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' }, start: true, paceMs: 0 });
    c.raw({ t: 'ready' });
    const r = await c.send({ t: 'act', action: { type: 'build', piece: 'city', at: '0,0,N' } });
    expect(r).toMatchObject({ t: 'refused', ack: 1 });
    expect((r as { message: string }).message).toMatch(/§/);
    expect(typeof (r as { rule?: string }).rule === 'string' || (r as { code: string }).code === 'not-your-turn').toBe(true);
    c.close();
  });

  it('a reconnecting client resumes from its last version; without a version it gets a full resync', async () => {
    const a = await client();
    const s = await a.create(soloRoom());
    const id = s.room.id;
    a.raw({ t: 'ready' });
    await a.until((m) => (m.game?.targets ?? null) !== null);
    const version = a.state!.version;
    const token = a.token!;
    a.kill();
    const b = await client('Ana', token);
    b.held = a.held; // the same browser: it remembers what it saw
    const resumed = await b.join(id, true);
    expect(resumed.you.seat).toBe(s.you.seat);
    expect(resumed.logFrom).toBe(version);
    expect(resumed.board).toBeUndefined();
    expect(b.log.length).toBe(resumed.version);
    const c = await client('Ana', token);
    const full = await c.join(id);
    expect(full.logFrom).toBe(0);
    expect(full.board).toBeDefined();
    expect(full.logFrom + full.log.length).toBe(full.version);
    for (const x of [a, b, c]) checkAll(x, s.you.seat, [tokenHash(token)], srv.rooms.live(id)!.seed!);
    c.raw({ t: 'join', room: 'no-such-room' });
    await c.next((m) => m.t === 'gone');
    b.close(); c.close();
  });

  it('bots act after their pacing delay, and within it', async () => {
    const c = await client();
    const pace = 120;
    await c.create({ ...soloRoom(), board: { kind: 'beginner' }, seats: [{ kind: 'person', color: 'white' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], paceMs: pace });
    const times: number[] = [];
    const t0 = Date.now();
    c.onMessage = (m) => { if ((m.t === 'state' || m.t === 'update') && m.log.some((e) => e.k === 'act' && e.action.p !== c.state!.you.seat)) times.push(Date.now()); };
    c.raw({ t: 'ready' });
    const counters = newCounters();
    const st = { offeredTurn: -1, trade: false };
    while (times.length < 8 && Date.now() - t0 < 8000) {
      await c.next((m) => m.t === 'state' || m.t === 'update', 10_000);
      const g = c.game();
      const move = g ? choose(g, counters, st) : null;
      if (move && move.t !== 'ready') void c.send(move);
    }
    c.close();
    const gaps = times.slice(1).map((t, i) => t - times[i]!).filter((x) => x > 20);
    expect(gaps.length).toBeGreaterThan(3);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(pace - 15);
      expect(gap).toBeLessThan(pace + 400);
    }
  });
});

function soloRoom(): RoomRequest {
  return { seats: [{ kind: 'person', name: 'Ana', color: 'blue' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'medium' }], board: { kind: 'balanced', seed: 'ws' }, seed: 'ws1', start: true, paceMs: 0 };
}

describe('rooms with friends', () => {
  it('a host invites, a friend takes a seat, a stranger watches; the host starts; chat has limits', async () => {
    const host = await client('Ana');
    const lobby = await host.create(DUO);
    expect(lobby.room.status).toBe('lobby');
    expect(lobby.you).toMatchObject({ host: true, seat: 0 });
    const id = lobby.room.id;
    const friend = await client('Bo');
    const joined = await friend.join(id);
    expect(joined.you.seat).toBeNull(); // a spectator until they sit
    friend.raw({ t: 'sit', name: 'Bo' });
    await friend.until((m) => m.you.seat === 1);
    const stranger = await client('Cy');
    await stranger.join(id);
    stranger.raw({ t: 'start' });
    expect((await errorOf(stranger, 'not-host')).message).toMatch(/host/);
    stranger.raw({ t: 'configure', seat: 1, kind: 'bot', bot: 'easy' });
    await errorOf(stranger, 'not-host');
    host.raw({ t: 'configure', seat: 1, kind: 'bot', bot: 'easy' });
    await errorOf(host, 'seat-taken');
    stranger.raw({ t: 'chat', text: 'hello there' });
    await host.until(() => host.log.some((e) => e.k === 'chat' && e.text === 'hello there' && e.seat === null));
    stranger.raw({ t: 'chat', text: 'x'.repeat(srv.config.chatChars + 1) });
    await errorOf(stranger, 'too-long');
    host.raw({ t: 'start' });
    const started = await host.until((m) => m.room.status === 'playing');
    expect(started.room.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(started.room.seed).toBeNull();
    // A private room (the default) is not listed: only its invite link leads to it.
    const list = await (await fetch(`${srv.url}/api/rooms`)).json() as { rooms: { id: string }[] };
    expect(list.rooms.some((r) => r.id === id)).toBe(false);
    host.close(); friend.close(); stranger.close();
  });

  it('a spectator who gave no name carries none on the wire (ops play-test: the server\'s English "Guest" reached every language\'s page)', async () => {
    const host = await client('Ana');
    const id = (await host.create(DUO)).room.id;
    const nobody = new ProtocolClient(srv.url);
    nobody.keep = true;
    await nobody.open();
    const welcome = nobody.next((m) => m.t === 'welcome');
    nobody.raw({ t: 'auth' });
    expect(await welcome).toMatchObject({ name: '' });
    expect((await nobody.join(id)).you).toMatchObject({ seat: null, name: '' });
    nobody.raw({ t: 'chat', text: 'who am I' });
    await host.until(() => host.log.some((e) => e.k === 'chat' && e.text === 'who am I'));
    expect(host.log.find((e) => e.k === 'chat' && e.text === 'who am I')).toMatchObject({ seat: null, name: '' });
    // A name of blanks is none as well; a name given is kept.
    const blank = await client('   ');
    await blank.join(id);
    blank.raw({ t: 'chat', text: 'me neither' });
    const named = await client('Cy');
    await named.join(id);
    named.raw({ t: 'chat', text: 'I am Cy' });
    await host.until(() => host.log.some((e) => e.k === 'chat' && e.text === 'I am Cy'));
    expect(host.log.find((e) => e.k === 'chat' && e.text === 'me neither')).toMatchObject({ name: '' });
    expect(host.log.find((e) => e.k === 'chat' && e.text === 'I am Cy')).toMatchObject({ name: 'Cy' });
    for (const c of [host, nobody, blank, named]) expect(JSON.stringify(c.frames)).not.toMatch(/Guest/);
    host.close(); nobody.close(); blank.close(); named.close();
  });

  it('a person\'s seat without a name carries none, in the room, its notes and the record (the server\'s English "Player N" reached every language\'s page)', async () => {
    const host = await client('Ana');
    const lobby = await host.create(DUO);
    const id = lobby.room.id;
    expect(lobby.room.seats.map((x) => x.name)).toEqual(['Ana', '', 'Pim', 'Tilly']);
    // A bot's seat made a person's has no name either, and two seats without one are not numbered by the server.
    host.raw({ t: 'configure', seat: 2, kind: 'person' });
    await host.until((m) => m.room.seats[2]!.bot === null);
    // A script that gives no name (the protocol client's default) sends none either.
    const one = new ProtocolClient(srv.url);
    one.keep = true;
    await one.connect();
    expect(one.frames.find((m) => m.t === 'welcome')).toMatchObject({ name: '' });
    await one.join(id);
    one.raw({ t: 'sit', seat: 1 });
    await one.until((m) => m.you.seat === 1);
    const two = await client('');
    await two.join(id);
    two.raw({ t: 'sit', seat: 2, name: ' ' });
    const seated = await two.until((m) => m.you.seat === 2);
    expect(seated.room.seats.map((x) => x.name)).toEqual(['Ana', '', '', 'Tilly']);
    expect(seated.you.name).toBe('');
    host.raw({ t: 'start' });
    await host.until((m) => m.room.status === 'playing');
    await host.until(() => host.log.some((e) => e.k === 'note' && e.what === 'started'));
    expect(host.log.filter((e) => e.k === 'note' && e.what === 'joined').map((e) => e.k === 'note' && e.name)).toEqual(['Ana', '', '']);
    // The record names only who gave a name (RECORD.md: a player's name is optional).
    const players = srv.rooms.live(id)!.session!.game.record.players;
    expect(players.filter((p) => p.name !== undefined).map((p) => p.name).sort()).toEqual(['Ana', 'Tilly']);
    expect(players.filter((p) => p.name === undefined)).toHaveLength(2);
    for (const c of [host, one, two]) expect(JSON.stringify(c.frames)).not.toMatch(/Player/);
    host.close(); one.close(); two.close();
  });

  it('a name changed after auth (protocol 7): a seated person renames their lobby seat, numbered where another seat has the name; a spectator\'s chat lines go by it; a started game keeps its seats\' names', async () => {
    const host = await client('Ana');
    const id = (await host.create(DUO)).room.id;
    const friend = await client('');
    await friend.join(id);
    friend.raw({ t: 'sit', seat: 1 });
    await host.until((m) => m.room.seats[1]!.taken);
    // A friend who sat before finding the name field: their seat had no name, now it has theirs (trimmed).
    friend.raw({ t: 'name', name: '  Bo  ' });
    await host.until((m) => m.room.seats[1]!.name === 'Bo');
    await friend.until((m) => m.you.name === 'Bo');
    // Another seat's name: this seat is numbered, the other seat keeps its own.
    friend.raw({ t: 'name', name: 'Ana' });
    const twice = await host.until((m) => m.room.seats[1]!.name === 'Ana 2');
    expect(twice.room.seats.map((x) => x.name)).toEqual(['Ana', 'Ana 2', 'Pim', 'Tilly']);
    // The log's "took a seat" line keeps the name it had; a note says who that is now, once per change
    // (a play-test: the log said "Player 2 took a seat" all game, and nobody was called that).
    const notes = host.log.filter((e) => e.k === 'note' && e.seat === 1);
    expect(notes.map((e) => e.k === 'note' && [e.what, e.name, e.was])).toEqual([['joined', '', undefined], ['renamed', 'Bo', ''], ['renamed', 'Ana 2', 'Bo']]);
    friend.raw({ t: 'name', name: 'Ana' });
    friend.raw({ t: 'chat', text: 'same name' });
    await host.until(() => host.log.some((e) => e.k === 'chat' && e.text === 'same name'));
    expect(host.log.filter((e) => e.k === 'note' && e.what === 'renamed')).toHaveLength(2);
    // A spectator's lines go by the name given after entering the room (the room needs no frame for it).
    const watcher = await client('');
    await watcher.join(id);
    watcher.raw({ t: 'name', name: 'Cy' });
    watcher.raw({ t: 'chat', text: 'go Cy' });
    await host.until(() => host.log.some((e) => e.k === 'chat' && e.text === 'go Cy'));
    expect(host.log.find((e) => e.k === 'chat' && e.text === 'go Cy')).toMatchObject({ seat: null, name: 'Cy' });
    // Not a string: refused, nothing changed.
    friend.raw({ t: 'name', name: 7 });
    await errorOf(friend, 'malformed');
    host.raw({ t: 'start' });
    await host.until((m) => m.room.status === 'playing');
    // Once the game has begun the seat keeps the name it began with: the record names it. (The start roll may have moved the friend.)
    const seat = (await friend.until((m) => m.room.status === 'playing')).you.seat!;
    friend.raw({ t: 'name', name: 'Zed' });
    friend.raw({ t: 'chat', text: 'still Ana 2' });
    await host.until(() => host.log.some((e) => e.k === 'chat' && e.text === 'still Ana 2'));
    expect(host.log.find((e) => e.k === 'chat' && e.text === 'still Ana 2')).toMatchObject({ seat, name: 'Ana 2' });
    expect(srv.rooms.live(id)!.seats[seat]!.name).toBe('Ana 2');
    expect(srv.rooms.live(id)!.session!.game.record.players.map((p) => p.name)).toContain('Ana 2');
    // The same browser's other tab watching the game is told its new name (its `you`), though nothing
    // the room shows changed: the page's name field follows it.
    const tab = await client('Cy', watcher.token!);
    await tab.join(id);
    watcher.raw({ t: 'name', name: 'Cyd' });
    expect((await tab.until((m) => m.you.name === 'Cyd')).you.seat).toBeNull();
    host.close(); friend.close(); watcher.close(); tab.close();
  });

  it('a host who leaves the lobby passes it on: to the first seated person, else to the next to sit', async () => {
    const ana = await client('Ana');
    const lobby = await ana.create(DUO);
    const id = lobby.room.id;
    const bo = await client('Bo');
    await bo.join(id);
    bo.raw({ t: 'sit', name: 'Bo' });
    await bo.until((m) => m.you.seat === 1);
    const cy = await client('Cy');
    await cy.join(id);
    ana.raw({ t: 'leave' });
    // Bo hosts now: the log says so, the seat is marked, and the host's controls are Bo's.
    const passed = await bo.until((m) => m.you.host);
    expect(passed.room.seats[1]).toMatchObject({ name: 'Bo', host: true });
    await bo.until(() => bo.log.some((e) => e.k === 'note' && e.what === 'host' && e.seat === 1 && e.name === 'Bo'));
    cy.raw({ t: 'configure', seat: 0, kind: 'bot', bot: 'easy' });
    await errorOf(cy, 'not-host');
    bo.raw({ t: 'configure', seat: 0, kind: 'bot', bot: 'easy' });
    await bo.until((m) => m.room.seats[0]!.bot === 'easy');
    // Bo leaves too: nobody is seated, so the room has no host until someone sits.
    bo.raw({ t: 'leave' });
    await cy.until((m) => !m.room.seats.some((x) => x.taken));
    cy.raw({ t: 'start' });
    await errorOf(cy, 'not-host');
    cy.raw({ t: 'sit', name: 'Cy' });
    const hosting = await cy.until((m) => m.you.host && m.you.seat !== null);
    expect(hosting.room.seats[hosting.you.seat!]).toMatchObject({ name: 'Cy', host: true });
    // The first host, back through the link, is a guest like any other.
    const again = await client('Ana', ana.token);
    const back = await again.join(id);
    expect(back.you.host).toBe(false);
    again.raw({ t: 'start' });
    await errorOf(again, 'not-host');
    ana.close(); bo.close(); cy.close(); again.close();
  });

  it('a host whose connection is gone longer than the grace period passes the lobby to a seated person who is here', async () => {
    const ana = await client('Ana');
    const id = (await ana.create(DUO)).room.id;
    const bo = await client('Bo');
    await bo.join(id);
    bo.raw({ t: 'sit', name: 'Bo' });
    await bo.until((m) => m.you.seat === 1);
    expect(bo.state!.you.host).toBe(false);
    ana.close(); // the tab closed: no "leave", so the seat stays Ana's
    const passed = await bo.until((m) => m.you.host);
    expect(passed.room.seats[0]).toMatchObject({ name: 'Ana', taken: true, host: false });
    expect(passed.room.seats[1]).toMatchObject({ name: 'Bo', host: true });
    bo.close();
  });

  it('security: out of turn, another seat, forged and stolen tokens, bad JSON, oversized messages, replayed acks — each refused', async () => {
    const host = await client('Ana');
    const { room: { id } } = await host.create(DUO);
    const friend = await client('Bo');
    await friend.join(id);
    friend.raw({ t: 'sit' });
    await friend.until((m) => m.you.seat !== null);
    host.raw({ t: 'start' });
    await host.until((m) => m.room.status === 'playing');
    host.raw({ t: 'ready' }); friend.raw({ t: 'ready' });
    await host.until((m) => m.game!.ready);
    for (let i = 0; i < 100 && ![host, friend].some((c) => c.state!.game!.targets !== null); i++) await new Promise((r) => setTimeout(r, 30));
    const mover = [host, friend].find((c) => c.state!.game!.targets !== null) ?? null;
    expect(mover, 'a person is to move').not.toBeNull();
    const idle = mover === host ? friend : host;
    // Out of turn.
    const out = await idle.send({ t: 'act', action: { type: 'build', piece: 'settlement', at: '0,0,N' } });
    expect(out).toMatchObject({ t: 'refused', code: 'not-your-turn' });
    // For another seat.
    const other = await idle.send({ t: 'act', action: { p: mover?.state!.you.seat ?? 0, type: 'build', piece: 'settlement', at: '0,0,N' } as never });
    expect(other).toMatchObject({ t: 'refused', code: 'not-your-seat' });
    // A replayed ack id.
    idle.raw({ t: 'act', ack: 1, action: { type: 'end' } });
    expect(await idle.next((m) => m.t === 'refused' && m.ack === 1)).toMatchObject({ code: 'replayed-ack' });
    // A forged token: a well-formed token nobody took a seat with is a spectator, and cannot act.
    const forger = await client('Eve', 'A'.repeat(43));
    expect((await forger.join(id)).you.seat).toBeNull();
    expect(await forger.send({ t: 'act', action: { type: 'roll' } })).toMatchObject({ code: 'spectator' });
    // A "stolen" identity: the seat's public face (its name, its hash) is no key; nothing in any frame is.
    const hash = tokenHash(host.token!);
    const thief = await client('Eve', hash.slice(0, 43));
    expect((await thief.join(id)).you.seat).toBeNull();
    // Malformed and oversized JSON: an error, the connection lives, the game is undisturbed.
    const mine = () => srv.rooms.live(id)!.session!.game.record.actions.filter((a) => a.p === idle.state!.you.seat).length;
    const before = mine();
    idle.rawText('{"t":"act","ack":99,"action":');
    await errorOf(idle, 'malformed');
    idle.rawText(JSON.stringify({ t: 'chat', text: 'y'.repeat(srv.config.maxMessageBytes) }));
    await errorOf(idle, 'too-large');
    idle.rawText(JSON.stringify({ t: 'act', ack: 100, action: { type: 'build', piece: 'road', at: { $gt: 1 } } }));
    expect(await idle.next((m) => m.t === 'refused' && m.ack === 100)).toMatchObject({ t: 'refused' });
    const huge = await client('Eve');
    const closed = new Promise<number>((ok) => huge.ws!.once('close', (code) => ok(code)));
    huge.rawText('"' + 'z'.repeat(2 << 20) + '"');
    expect(await closed).toBe(1009);
    expect(mine()).toBe(before);
    // A legal move by the mover is still acknowledged.
    if (mover) {
      const g = mover.game()!;
      const move = choose(g, newCounters(), { offeredTurn: -1 });
      if (move && move.t !== 'ready') expect(await mover.send(move)).toMatchObject({ t: 'ack' });
      // A message decided on a version the game has moved past is refused as stale.
      idle.raw({ t: 'act', ack: 200, version: 0, action: { type: 'end' } });
      expect(await idle.next((m) => m.t === 'refused' && m.ack === 200)).toMatchObject({ code: 'stale' });
    }
    const secrets = [host, friend].flatMap((c) => [c.token!, tokenHash(c.token!)]);
    for (const c of [host, friend, forger, thief]) checkAll(c, c.state?.you.seat ?? null, secrets, srv.rooms.live(id)!.seed!);
    for (const c of [host, friend, forger, thief]) c.close();
  });
});

describe('limits', () => {
  it('too many messages a second, and too many rooms from one address, are refused', async () => {
    const tight = await startServer({ port: 0, paceMs: 0, dbPath: ':memory:', botThreads: 0, messagesPerSecond: 5, roomsPerAddress: 2 });
    try {
      const c = new ProtocolClient(tight.url, { name: 'Ana' });
      c.keep = true;
      await c.connect();
      for (let i = 0; i < 14; i++) c.raw({ t: 'preview', board: { kind: 'beginner' } });
      await c.next((m) => m.t === 'error' && m.code === 'rate-limited');
      await new Promise((ok) => setTimeout(ok, 1200));
      await c.create(DUO);
      await c.create(DUO);
      c.raw({ t: 'create', room: DUO });
      expect((await c.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error' && m.code === 'limit')).message).toMatch(/open rooms/);
      const http = await fetch(`${tight.url}/api/rooms`, { method: 'POST', body: JSON.stringify(DUO) });
      expect(http.status).toBe(429);
      c.close();
    } finally { await tight.close(); }
  });
});
