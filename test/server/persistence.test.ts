/**
 * Persistence, the whole suite once against each store (the SQLite file and PostgreSQL): the
 * store commits in groups and calls back only once a write is committed; rows are decoded and
 * checked; the schema is versioned (the same numbers in both) and migrated in place; a server
 * started on the same database brings every unfinished game back exactly where it was (same
 * position, same log, same acks, the dice continuing from the same seed) and its players carry
 * on; finished games stay available with their full record.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyRecord, viewFor, type Bundle, type GameRecord } from '../../src/engine/index.js';
import { ProtocolClient } from '../../src/server/client.js';
import type { RoomRequest, RoomSummary, StateMessage } from '../../src/protocol/index.js';
import { startServer } from '../../src/server/server.js';
import { FencedError, MIGRATIONS, SCHEMA_VERSION, type RoomRow } from '../../src/server/store/index.js';
import { SqliteStore as Store } from '../../src/server/store/sqlite.js';
import { PgStore } from '../../src/server/store/postgres.js';
import { choose, newCounters } from './autoplayer.js';
import { backends } from './backends.js';
import { GENEROUS } from './harness.js';

const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

const dir = mkdtempSync(join(tmpdir(), 'catan-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SETTINGS = { board: { kind: 'beginner' }, rules: {}, paceMs: 0, turnSeconds: 0, seed: null, start: false };
const SEATS = [0, 1, 2].map((i) => ({ name: `P${i}`, color: ['red', 'blue', 'orange'][i], bot: null, owner: null }));
const ROW: RoomRow = {
  id: 'r1', created: 1, updated: 1, address: 'a', status: 'lobby', title: '', public: 0, settings: JSON.stringify(SETTINGS), seats: JSON.stringify(SEATS), host: null,
  seed: null, commitment: null, head: null, start_roll: null, record: null, ended: null, winner: null, turn: 0, actions: 0, offer: null,
};
const chat = (i: number) => JSON.stringify({ k: 'chat', seat: null, name: 'x', text: `line ${i}`, at: i });

const BACKENDS = backends();

/** A lobby of three seats: Ana made it and sits in the first, Bo in the second, a bot in the third. */
async function lobbyOfTwo(url: string): Promise<{ ana: ProtocolClient; bo: ProtocolClient; id: string }> {
  const ana = new ProtocolClient(url, { name: 'Ana' });
  await ana.connect();
  const id = (await ana.create({
    seats: [{ kind: 'person', name: 'Ana' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' }, paceMs: 0,
  })).room.id;
  const bo = new ProtocolClient(url, { name: 'Bo' });
  await bo.connect();
  await bo.join(id);
  bo.raw({ t: 'sit', name: 'Bo' });
  await bo.until((m) => m.you.seat === 1);
  return { ana, bo, id };
}

describe.each(BACKENDS)('the store ($name)', (b) => {
  it('commits writes in groups, and calls back once they are committed (read back by another connection)', async () => {
    const path = await b.fresh('store');
    const store = await b.open(path);
    const order: number[] = [];
    store.write({ op: 'room', row: ROW });
    for (let i = 0; i < 200; i++) {
      store.write({ op: 'log', row: { room: 'r1', idx: i, kind: 'chat', seat: null, body: chat(i), ack: null } }, (err) => { expect(err).toBeNull(); order.push(i); });
    }
    store.write({ op: 'ack', room: 'r1', seat: 2, ack: 7 });
    store.write({ op: 'ack', room: 'r1', seat: 2, ack: 5 }); // acks only grow
    // An action's ack id is stored in its log row: a seat's last is the greatest of both.
    const act = (idx: number, seat: number, ack: number) => ({ op: 'log' as const, row: { room: 'r1', idx, kind: 'act' as const, seat, body: JSON.stringify({ p: seat, type: 'end' }), ack } });
    store.write(act(200, 1, 4));
    store.write(act(201, 2, 6));
    store.write(act(202, 1, 9));
    await new Promise<void>((ok) => store.afterCommit(() => ok()));
    expect(order).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(store.stats.batches).toBeLessThan(10);
    const reader = await b.open(path);
    expect(await reader.log('r1')).toHaveLength(203);
    expect((await reader.log('r1'))[199]).toEqual({ k: 'chat', seat: null, name: 'x', text: 'line 199', at: 199 });
    expect((await reader.acks('r1')).sort((x, y) => x.seat - y.seat)).toEqual([{ seat: 1, ack: 9 }, { seat: 2, ack: 7 }]);
    expect((await reader.openRooms()).map((r) => r.id)).toEqual(['r1']);
    await reader.close();
    store.write({ op: 'drop', room: 'r1' });
    await store.close();
    const again = await b.open(path);
    expect(await again.room('r1')).toBeNull();
    expect(await again.log('r1')).toHaveLength(0);
    await again.close();
  });

  it('roomsOf: the rooms in the lobby or playing that a token hosts or sits in, the latest changed first; not ended ones, not others\'', async () => {
    const path = await b.fresh('mine');
    const store = await b.open(path);
    const A = 'a'.repeat(64), B = 'b'.repeat(64);
    const seats = (owner: string | null) => JSON.stringify(SEATS.map((x, i) => ({ ...x, owner: i === 1 ? owner : null })));
    store.write({ op: 'room', row: { ...ROW, id: 'm1', status: 'playing', updated: 10, seats: seats(A) } });
    store.write({ op: 'room', row: { ...ROW, id: 'm2', status: 'lobby', updated: 30, host: A } });
    store.write({ op: 'room', row: { ...ROW, id: 'm3', status: 'ended', updated: 40, seats: seats(A) } });
    store.write({ op: 'room', row: { ...ROW, id: 'm4', status: 'playing', updated: 50, seats: seats(B) } });
    store.write({ op: 'room', row: { ...ROW, id: 'm5', status: 'abandoned', updated: 60, host: A } });
    store.write({ op: 'room', row: { ...ROW, id: 'm6', status: 'playing', updated: 20, seats: seats(A) } });
    await new Promise<void>((ok) => store.afterCommit(() => ok()));
    expect((await store.roomsOf(A, 10)).map((r) => r.id)).toEqual(['m2', 'm6', 'm1']);
    expect((await store.roomsOf(A, 2)).map((r) => r.id)).toEqual(['m2', 'm6']);
    expect((await store.roomsOf(B, 10)).map((r) => r.id)).toEqual(['m4']);
    expect(await store.roomsOf('c'.repeat(64), 10)).toEqual([]);
    // Not a pattern: a viewer is a token's hash, and anything else matches nothing.
    expect(await store.roomsOf('%', 10)).toEqual([]);
    await store.close();
  });

  it('an offer write (schema 6) changes only the room\'s offer on the table (§7) and its time; the rest of the row stays as written', async () => {
    const path = await b.fresh('offer-op');
    const store = await b.open(path);
    const row: RoomRow = { ...ROW, id: 'o1', status: 'playing', title: 'Offers', turn: 3, actions: 12 };
    store.write({ op: 'room', row });
    const offer = { id: 4, from: 0, turn: 3, give: { wood: 1 }, get: { ore: 1 }, answers: [], waiting: [1, 2], byAgent: false };
    store.write({ op: 'offer', room: 'o1', offer: JSON.stringify(offer), updated: 5000 });
    await new Promise<void>((ok) => store.afterCommit(() => ok()));
    const reader = await b.open(path);
    const got = await reader.room('o1');
    expect(got).toMatchObject({ id: 'o1', status: 'playing', title: 'Offers', turn: 3, actions: 12, updated: 5000, offer });
    expect(got!.seats).toEqual(SEATS);
    expect(got!.settings).toMatchObject(SETTINGS);
    await reader.close();
    // Closed: the offer is null again, and only it (and the time) changed.
    store.write({ op: 'offer', room: 'o1', offer: null, updated: 6000 });
    // An offer write for a room that is not stored writes nothing (and is no error).
    store.write({ op: 'offer', room: 'nowhere', offer: null, updated: 6000 }, (err) => expect(err).toBeNull());
    await store.close();
    const again = await b.open(path);
    expect(await again.room('o1')).toMatchObject({ title: 'Offers', turn: 3, actions: 12, updated: 6000, offer: null });
    expect(await again.room('nowhere')).toBeNull();
    await again.close();
  });

  it('a failed write reaches its callback with the error', async () => {
    const store = await b.open(await b.fresh('fail'));
    const err = await new Promise<Error | null>((ok) => {
      store.write({ op: 'log', row: { room: 'x', idx: 0, kind: 'chat', seat: null, body: '{}', ack: null } });
      store.write({ op: 'log', row: { room: 'x', idx: 0, kind: 'chat', seat: null, body: '{}', ack: null } }, ok); // the same key twice
    });
    expect(err?.message).toMatch(/UNIQUE|duplicate key/);
    await store.close();
  });

  it('rows are decoded and checked: a damaged one is an error naming its room and column, not a value of the wrong type', async () => {
    const store = await b.open(await b.fresh('damaged'));
    store.write({ op: 'room', row: { ...ROW, id: 'bad1', seats: '[{"name": 3}]' } });
    store.write({ op: 'room', row: { ...ROW, id: 'bad2', status: 'flying' as RoomRow['status'] } });
    store.write({ op: 'log', row: { room: 'r1', idx: 0, kind: 'chat', seat: null, body: '{"k":"chat","text":5}', ack: null } });
    await new Promise<void>((ok) => store.afterCommit(() => ok()));
    await expect(store.room('bad1')).rejects.toThrow(/stored room bad1: seats: 1 seats, not 3 to 6/);
    await expect(store.room('bad2')).rejects.toThrow(/stored room bad2: status is "flying"/);
    await expect(store.log('r1')).rejects.toThrow(/room r1, log entry 0: seat is not a whole number|room r1, log entry 0: name is not text/);
    // A closed offer's `closed` is read back as one of its words (rows from before it was kept have none).
    const offer = (room: string, closed?: string, answers: unknown[] = []) => ({ op: 'log' as const, row: { room, idx: 0, kind: 'offer' as const, seat: 0, ack: null, body: JSON.stringify({ k: 'offer', from: 0, give: { wood: 1 }, get: { ore: 1 }, answers, taken: null, ...(closed ? { closed } : {}) }) } });
    store.write(offer('o1', 'withdrawn'));
    store.write(offer('o2'));
    store.write(offer('o3', 'lost'));
    // A person's silence (the offer's time ran out) is read back as silence, on a "no" only.
    store.write(offer('o4', undefined, [{ seat: 1, type: 'reject', silent: true }, { seat: 2, type: 'reject' }]));
    store.write(offer('o5', undefined, [{ seat: 1, type: 'accept', silent: true }]));
    await new Promise<void>((ok) => store.afterCommit(() => ok()));
    expect(await store.log('o1')).toMatchObject([{ k: 'offer', taken: null, closed: 'withdrawn' }]);
    expect((await store.log('o2'))[0]).not.toHaveProperty('closed');
    await expect(store.log('o3')).rejects.toThrow(/room o3, log entry 0: closed/);
    expect((await store.log('o4'))[0]).toMatchObject({ answers: [{ seat: 1, type: 'reject', silent: true }, { seat: 2, type: 'reject' }] });
    await expect(store.log('o5')).rejects.toThrow(/room o5, log entry 0: answers\[0\]\.silent is true on a "reject" only/);
    await store.close();
  });

  it('the schema has the same version numbers in both stores, each migration recorded once', async () => {
    const path = await b.fresh('versions');
    const store = await b.open(path);
    expect(store.schemaVersion).toBe(SCHEMA_VERSION);
    await store.close();
    const again = await b.open(path); // opening an up-to-date database applies nothing twice
    await again.close();
    expect(await migrationsOf(b.name, path)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('a database of an older version is migrated in place (its rooms stay readable and private); a newer one is refused', async () => {
    const path = await b.fresh('older');
    // The database as schema version 1 made it (before public rooms), with one room in it.
    const { public: _p, ...oldRow } = ROW;
    await rawExec(b.name, path, [
      b.name === 'sqlite' ? 'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied INTEGER NOT NULL)'
        : 'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied BIGINT NOT NULL)',
      b.name === 'sqlite' ? MIGRATIONS[0]!.sqlite : MIGRATIONS[0]!.postgres,
      "INSERT INTO schema_migrations VALUES (1, 'rooms, their log and their acks', 0)",
    ], `INSERT INTO rooms (id, created, updated, address, status, title, settings, seats, host, seed, commitment, head, start_roll, record, ended, winner, turn, actions)
        VALUES ('old1', 1, 1, 'a', 'lobby', '', '${oldRow.settings}', '${oldRow.seats}', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0)`);
    const store = await b.open(path);
    expect(store.schemaVersion).toBe(SCHEMA_VERSION);
    expect(await store.room('old1')).toMatchObject({ id: 'old1', status: 'lobby', settings: { public: false, spectatorChat: true } });
    await store.close();
    expect(await migrationsOf(b.name, path)).toEqual(MIGRATIONS.map((m) => m.version));
    await rawExec(b.name, path, [`INSERT INTO schema_migrations (version, name, applied) VALUES (${SCHEMA_VERSION + 1}, 'from the future', 0)`]);
    await expect(b.open(path)).rejects.toThrow(/newer than this server/);
  });
});

/** The versions a database records. */
async function migrationsOf(kind: 'sqlite' | 'postgres', path: string): Promise<number[]> {
  if (kind === 'sqlite') {
    const db = new Database(path);
    try { return (db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[]).map((r) => r.version); } finally { db.close(); }
  }
  const c = new pg.Client({ connectionString: path });
  await c.connect();
  try { return (await c.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version); } finally { await c.end(); }
}

/** A room's settings column as stored (JSON text). */
async function rawSettings(kind: 'sqlite' | 'postgres', path: string, id: string): Promise<string> {
  if (kind === 'sqlite') {
    const db = new Database(path);
    try { return (db.prepare('SELECT settings FROM rooms WHERE id = ?').get(id) as { settings: string }).settings; } finally { db.close(); }
  }
  const c = new pg.Client({ connectionString: path });
  await c.connect();
  try { return (await c.query<{ settings: string }>('SELECT settings FROM rooms WHERE id = $1', [id])).rows[0]!.settings; } finally { await c.end(); }
}

/** Statements run on the database directly (as an older server, or a hand, left it). */
async function rawExec(kind: 'sqlite' | 'postgres', path: string, statements: string[], ...more: string[]): Promise<void> {
  const all = [...statements, ...more];
  if (kind === 'sqlite') {
    const db = new Database(path);
    try { for (const sql of all) db.exec(sql); } finally { db.close(); }
    return;
  }
  const c = new pg.Client({ connectionString: path });
  await c.connect();
  try { for (const sql of all) await c.query(sql); } finally { await c.end(); }
}

describe('fencing (postgres)', () => {
  it('a write under a stale lease epoch is refused by the database and changes nothing; the new owner\'s writes go through', async () => {
    const pgb = BACKENDS.find((x) => x.name === 'postgres')!;
    const url = await pgb.fresh('fence');
    const a = await PgStore.open(url), c = await PgStore.open(url);
    try {
      const done = (st: PgStore, op: Parameters<PgStore['write']>[0]) => new Promise<Error | null>((ok) => st.write(op, (err) => ok(err)));
      // Node A creates the room under epoch 1 (the claim in the room's first transaction).
      a.write({ op: 'claim', room: 'r1', node: 'A', ttlMs: 100 });
      expect(await done(a, { op: 'room', row: ROW, epoch: 1 })).toBeNull();
      expect(await done(a, { op: 'ack', room: 'r1', seat: 0, ack: 3, epoch: 1 })).toBeNull();
      // A's lease runs out; node C takes the room over (epoch 2).
      await new Promise((r) => setTimeout(r, 250));
      expect(await c.claim('r1', 'C', 5000)).toBe(2);
      // A, paused meanwhile, writes as if it still owned the room: refused, nothing written.
      const stale = await done(a, { op: 'ack', room: 'r1', seat: 0, ack: 9, epoch: 1 });
      expect(stale).toBeInstanceOf(FencedError);
      const staleLog = await done(a, { op: 'log', row: { room: 'r1', idx: 0, kind: 'chat', seat: null, body: chat(0), ack: null }, epoch: 1 });
      expect(staleLog).toBeInstanceOf(FencedError);
      expect(await c.acks('r1')).toEqual([{ seat: 0, ack: 3 }]);
      expect(await c.log('r1')).toEqual([]);
      // The new owner writes under its epoch.
      expect(await done(c, { op: 'ack', room: 'r1', seat: 0, ack: 4, epoch: 2 })).toBeNull();
      expect(await a.acks('r1')).toEqual([{ seat: 0, ack: 4 }]);
      expect(await c.lease('r1')).toMatchObject({ node: 'C', epoch: 2, live: true });
    } finally {
      await a.close();
      await c.close();
    }
  }, 60_000);
});

describe('the schema (sqlite)', () => {
  it('a database from before versioning is migrated in place, and its rooms stay readable and private', async () => {
    const path = join(dir, 'old.db');
    // The tables exactly as the first release made them (no schema_migrations, no public column).
    const old = new Database(path);
    old.exec(`CREATE TABLE rooms (id TEXT PRIMARY KEY, created INTEGER NOT NULL, updated INTEGER NOT NULL, address TEXT NOT NULL,
      status TEXT NOT NULL, title TEXT NOT NULL, settings TEXT NOT NULL, seats TEXT NOT NULL, host TEXT, seed TEXT, commitment TEXT,
      head TEXT, start_roll TEXT, record TEXT, ended INTEGER, winner INTEGER, turn INTEGER NOT NULL, actions INTEGER NOT NULL);
      CREATE TABLE log (room TEXT NOT NULL, idx INTEGER NOT NULL, kind TEXT NOT NULL, seat INTEGER, body TEXT NOT NULL, PRIMARY KEY (room, idx)) WITHOUT ROWID;
      CREATE TABLE acks (room TEXT NOT NULL, seat INTEGER NOT NULL, ack INTEGER NOT NULL, PRIMARY KEY (room, seat)) WITHOUT ROWID;`);
    const { public: _p, ...oldRow } = ROW;
    old.prepare(`INSERT INTO rooms VALUES (@id, @created, @updated, @address, @status, @title, @settings, @seats, @host, @seed, @commitment, @head, @start_roll, @record, @ended, @winner, @turn, @actions)`).run({ ...oldRow, id: 'old1' });
    old.close();
    const store = new Store(path);
    expect(store.schemaVersion).toBe(SCHEMA_VERSION);
    const room = await store.room('old1');
    expect(room).toMatchObject({ id: 'old1', status: 'lobby', settings: { public: false, spectatorChat: true } });
    await store.close();
    const check = new Database(path);
    expect(check.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
    // A database from a newer server is refused rather than written to.
    check.prepare('INSERT INTO schema_migrations (version, name, applied) VALUES (?, ?, ?)').run(SCHEMA_VERSION + 1, 'from the future', 0);
    check.close();
    expect(() => new Store(path)).toThrow(/newer than this server/);
  });
});

describe('the writer thread (sqlite)', () => {
  it('after a failed batch, the batches already sent behind it are refused and write nothing; batches sent once the failure is known are written', async () => {
    const path = join(dir, 'poison.db');
    const store = new Store(path);
    const entry = (idx: number) => ({ op: 'log' as const, row: { room: 'x', idx, kind: 'chat', seat: null, body: chat(idx), ack: null } });
    await new Promise<Error | null>((ok) => store.write(entry(0), ok));
    // Batch 1: a long one that fails at its end (the same key as entry 0), so the writer is still on it when batch 2 is sent.
    const first = new Promise<Error | null>((ok) => {
      for (let i = 1000; i < 21000; i++) store.write(entry(i));
      store.write(entry(0), ok);
    });
    await new Promise((r) => setImmediate(r)); // batch 1 is sent at the end of the turn it was written in
    const second = new Promise<Error | null>((ok) => { store.write(entry(1), ok); });
    expect((await first)?.message).toMatch(/UNIQUE/);
    expect((await second)?.message).toMatch(/an earlier batch failed/);
    // The failure is known now: a new batch is written.
    expect(await new Promise<Error | null>((ok) => store.write(entry(2), ok))).toBeNull();
    expect((await store.log('x')).map((e) => (e as { text: string }).text)).toEqual(['line 0', 'line 2']);
    await store.close();
  });
});

describe.each(BACKENDS)('a restart ($name)', (b) => {
  it('brings an unfinished game back exactly; its player resumes and finishes; the finished game stays available', async () => {
    const path = await b.fresh('restart');
    const solo: RoomRequest = {
      seats: [{ kind: 'person', name: 'Ana' }, { kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'medium' }],
      board: { kind: 'variable', seed: 'restart' }, seed: 'restart-seed', start: true, paceMs: 0,
    };
    let srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    let ana = new ProtocolClient(srv.url, { name: 'Ana' });
    await ana.connect();
    const token = ana.token!;
    const id = (await ana.create(solo)).room.id;
    const play = (c: ProtocolClient, until: (s: StateMessage) => boolean) => new Promise<void>((done) => {
      const counters = newCounters();
      const st = { offeredTurn: -1 };
      const step = (m: StateMessage) => {
        if (until(m)) { c.onMessage = null; done(); return; }
        const g = c.game();
        const move = g ? choose(g, counters, st) : null;
        if (move) { if (move.t === 'ready') c.raw(move); else void c.send(move); }
      };
      c.onMessage = (m) => { if ((m.t === 'state' || m.t === 'update') && c.state) step(c.state); };
      if (c.state) step(c.state);
    });
    await play(ana, (s) => (s.game?.view.turn ?? 0) >= 8 && s.game!.targets !== null);
    const room = srv.rooms.live(id)!;
    const before = {
      view: JSON.stringify(viewFor(room.session!.game.state, 'spectator')),
      mine: JSON.stringify(viewFor(room.session!.game.state, ana.state!.you.seat!)),
      actions: JSON.stringify(room.session!.game.record.actions),
      version: room.version, lastAck: ana.lastAck,
    };
    await srv.close();
    // The same database, a new server: the game is back, exactly.
    srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    expect(srv.boot).toMatchObject({ resumed: 1, failed: [] });
    const back = srv.rooms.live(id)!;
    expect(JSON.stringify(viewFor(back.session!.game.state, 'spectator'))).toBe(before.view);
    expect(JSON.stringify(viewFor(back.session!.game.state, ana.state!.you.seat!))).toBe(before.mine);
    expect(JSON.stringify(back.session!.game.record.actions)).toBe(before.actions);
    expect(back.version).toBe(before.version);
    // Ana reconnects with her token and last version, and carries on to the end.
    const again = new ProtocolClient(srv.url, { name: 'Ana', token });
    await again.connect();
    again.held = ana.held;
    const resumed = await again.join(id, true);
    expect(resumed.logFrom).toBe(before.version);
    expect(resumed.you.lastAck).toBe(before.lastAck);
    expect(again.held!.logStart + again.log.length).toBe(resumed.version);
    // The ack ids she used before the restart stay spent.
    again.raw({ t: 'act', ack: before.lastAck, action: { type: 'end' } });
    expect(await again.next((m) => m.t === 'refused')).toMatchObject({ code: 'replayed-ack' });
    await play(again, (s) => s.room.status === 'ended');
    const record = await (await fetch(`${srv.url}/api/games/${id}/record`)).json() as GameRecord & { seed: string };
    expect(record.seed).toBe('restart-seed');
    expect(verifyRecord(record, record.seed)).toMatchObject({ ok: true });
    again.close();
    await srv.close();
    // Finished games stay available after another restart.
    srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    expect(srv.boot.resumed).toBe(0);
    // A private game is listed only to its players (its id is its invite's secret).
    const games = await (await fetch(`${srv.url}/api/games`, { headers: { authorization: `Bearer ${token}` } })).json() as { games: RoomSummary[] };
    expect(games.games.map((g) => g.id)).toContain(id);
    // Its seats keep their places in the lobby, read back from the stored row (pages number a nameless seat by them).
    const listed = games.games.find((g) => g.id === id)!;
    expect(listed.players.map((p) => p.lobby).sort()).toEqual(listed.players.map((_, i) => i));
    const strangers = await (await fetch(`${srv.url}/api/games`)).json() as { games: RoomSummary[] };
    expect(strangers.games.map((g) => g.id)).not.toContain(id);
    const other = await (await fetch(`${srv.url}/api/games`, { headers: { authorization: `Bearer ${'z'.repeat(32)}` } })).json() as { games: RoomSummary[] };
    expect(other.games.map((g) => g.id)).not.toContain(id);
    const state = await (await fetch(`${srv.url}/api/games/${id}`)).json() as StateMessage;
    expect(state.room).toMatchObject({ status: 'ended', seed: 'restart-seed' });
    expect(state.game!.end).not.toBeNull();
    const viewer = new ProtocolClient(srv.url, { name: 'Ana', token });
    await viewer.connect();
    const seen = await viewer.join(id);
    expect(seen.you.seat).not.toBeNull();
    expect(seen.game!.end).not.toBeNull();
    viewer.close();
    ana = viewer;
    await srv.close();
  });

  it('keeps a lobby\'s passed-on host across a restart', async () => {
    const path = await b.fresh('host');
    let srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    const { ana, bo, id } = await lobbyOfTwo(srv.url);
    ana.raw({ t: 'leave' });
    await bo.until((m) => m.you.host);
    ana.close(); bo.close();
    await srv.close();
    srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    const boBack = new ProtocolClient(srv.url, { name: 'Bo', token: bo.token! });
    await boBack.connect();
    expect((await boBack.join(id)).you).toMatchObject({ seat: 1, host: true });
    const anaBack = new ProtocolClient(srv.url, { name: 'Ana', token: ana.token! });
    await anaBack.connect();
    expect((await anaBack.join(id)).you).toMatchObject({ seat: null, host: false });
    // The log says who hosts, after the restart too.
    expect(boBack.log.some((e) => e.k === 'note' && e.what === 'host' && e.seat === 1)).toBe(true);
    boBack.close(); anaBack.close();
    await srv.close();
  });

  it('keeps a lobby seat renamed after sitting (protocol 7 `name`) across a restart', async () => {
    const path = await b.fresh('rename');
    let srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    const { ana, bo, id } = await lobbyOfTwo(srv.url);
    bo.raw({ t: 'name', name: 'Bo Berg' });
    await ana.until((m) => m.room.seats[1]!.name === 'Bo Berg');
    ana.close(); bo.close();
    await srv.close();
    srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    const viewer = new ProtocolClient(srv.url, { name: '' });
    await viewer.connect();
    expect((await viewer.join(id)).room.seats.map((x) => x.name)).toEqual(['Ana', 'Bo Berg', 'Pim']);
    // The log's note of the change comes back with both names (its row decoded, `was` kept).
    expect(viewer.log.find((e) => e.k === 'note' && e.what === 'renamed')).toMatchObject({ seat: 1, name: 'Bo Berg', was: 'Bo' });
    viewer.close();
    await srv.close();
  });

  it('keeps what the lobby\'s notes say across a restart: the parts a host changed, and the seat order the start drew', async () => {
    const path = await b.fresh('notes');
    let srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    const { ana, bo, id } = await lobbyOfTwo(srv.url);
    ana.raw({ t: 'settings', rules: { victoryPoints: 11 } });
    await bo.until((m) => m.room.rules.victoryPoints === 11);
    ana.raw({ t: 'start' });
    await bo.until((m) => m.room.status === 'playing');
    const started = (c: ProtocolClient) => c.log.find((e) => e.k === 'note' && e.what === 'started');
    const order = (started(bo) as { order?: number[] }).order;
    expect([...order!].sort()).toEqual([0, 1, 2]);
    ana.close(); bo.close();
    await srv.close();
    srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    const viewer = new ProtocolClient(srv.url, { name: '' });
    await viewer.connect();
    await viewer.join(id);
    expect(viewer.log.find((e) => e.k === 'note' && e.what === 'settings')).toMatchObject({ seat: 0, name: 'Ana', parts: ['rules'] });
    expect(started(viewer)).toMatchObject({ order });
    viewer.close();
    await srv.close();
  });

  it('after a restart, a lobby\'s host who does not come back is replaced by a seated person who does; one who comes back in time stays host', async () => {
    const path = await b.fresh('host-gone');
    // A grace period long enough for a loaded machine to restart and reconnect within it.
    const grace = 1000;
    const cfg = { port: 0, paceMs: 0, dbPath: path, ...GENEROUS, awayAfterMs: grace };
    let srv = await startServer(cfg);
    const { ana, bo, id } = await lobbyOfTwo(srv.url);
    ana.close(); bo.close();
    await srv.close();

    // Ana comes back within the grace period: she hosts still.
    srv = await startServer(cfg);
    let anaBack = new ProtocolClient(srv.url, { name: 'Ana', token: ana.token! });
    await anaBack.connect();
    expect((await anaBack.join(id)).you).toMatchObject({ seat: 0, host: true });
    let boBack = new ProtocolClient(srv.url, { name: 'Bo', token: bo.token! });
    await boBack.connect();
    await boBack.join(id);
    await sleep(grace + 300);
    expect(boBack.state!.you).toMatchObject({ seat: 1, host: false });
    expect(anaBack.state!.you).toMatchObject({ seat: 0, host: true });
    anaBack.close(); boBack.close();
    await srv.close();

    // Ana does not come back: Bo, who does, hosts once the grace period is over (and the log says so).
    srv = await startServer(cfg);
    boBack = new ProtocolClient(srv.url, { name: 'Bo', token: bo.token! });
    await boBack.connect();
    expect((await boBack.join(id)).you).toMatchObject({ seat: 1 });
    await boBack.until((m) => m.you.host);
    expect(boBack.log.some((e) => e.k === 'note' && e.what === 'host' && e.seat === 1)).toBe(true);
    boBack.close();
    await srv.close();

    // Nobody seated is there when the grace period ends: the first to come hosts. Bo is away, then Ana comes.
    srv = await startServer(cfg);
    await sleep(grace + 300);
    anaBack = new ProtocolClient(srv.url, { name: 'Ana', token: ana.token! });
    await anaBack.connect();
    await anaBack.join(id);
    await anaBack.until((m) => m.you.host && m.you.seat === 0);
    anaBack.close();
    await srv.close();
  });

  it('keeps the offer on the table across a restart (§7): its answers, who still has to answer, and its id', async () => {
    const path = await b.fresh('offer');
    let srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    const ana = new ProtocolClient(srv.url, { name: 'Ana' });
    await ana.connect();
    const id = (await ana.create({
      seats: [{ kind: 'person', name: 'Ana' }, { kind: 'person' }, { kind: 'bot', bot: 'medium' }], board: { kind: 'beginner' }, paceMs: 0, start: false,
    })).room.id;
    const bo = new ProtocolClient(srv.url, { name: 'Bo' });
    await bo.connect();
    await bo.join(id);
    bo.raw({ t: 'sit', name: 'Bo' });
    await bo.until((m) => m.you.seat !== null);
    ana.raw({ t: 'start' });
    await ana.until((m) => m.room.status === 'playing');
    // Both play as scripted; Bo answers the bot's offers but not Ana's, so that hers stays open
    // with Bo still to answer once the bot has answered.
    const anaSeat = () => ana.state!.you.seat!;
    const run = (c: ProtocolClient, skip: (g: NonNullable<ReturnType<ProtocolClient['game']>>) => boolean) => {
      const counters = newCounters();
      const st = { offeredTurn: -1 };
      const step = () => {
        const g = c.game();
        if (!g || skip(g)) return;
        const move = choose(g, counters, st);
        if (move) { if (move.t === 'ready') c.raw(move); else void c.send(move); }
      };
      c.onMessage = (m) => { if ((m.t === 'state' || m.t === 'update') && c.state) step(); };
      step();
    };
    // Her offer with the bot's answer in and Bo's still to come, one Bo can pay (a person short of
    // the cards is asked all the same, and could only say no or counter).
    const boCanPay = (get: Bundle) => {
      const g = bo.game();
      const hand = g?.view.players[g.you!]?.resources;
      return !!hand && Object.entries(get).every(([r, k]) => (k ?? 0) <= hand[r as keyof typeof hand]);
    };
    const open = (s: StateMessage) => {
      const o = s.game?.offer;
      return o !== null && o !== undefined && o.waiting.length === 1 && o.waiting[0] === bo.state?.you.seat && o.answers.length === 1 && boCanPay(o.get) ? o : null;
    };
    run(ana, (g) => g.offer !== null && g.offer.waiting.length > 0);
    run(bo, (g) => g.incoming !== null && g.incoming.from === anaSeat() && boCanPay(g.incoming.get));
    const made = open(await ana.until((s) => open(s) !== null, 60_000))!;
    ana.onMessage = null; bo.onMessage = null;
    const boSeat = bo.state!.you.seat!;
    expect(made.waiting).toEqual([boSeat]);
    const before = { version: ana.state!.version, turn: ana.state!.game!.view.turn };
    ana.close(); bo.close();
    await srv.close();

    srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    expect(srv.boot).toMatchObject({ resumed: 1, failed: [] });
    const anaBack = new ProtocolClient(srv.url, { name: 'Ana', token: ana.token! });
    await anaBack.connect();
    const seen = await anaBack.join(id);
    expect(seen.version).toBe(before.version);
    expect(seen.game!.view.turn).toBe(before.turn);
    // Her offer is on the table again, as it was: the same id, terms and answer, Bo still to answer.
    expect(seen.game!.offer).toEqual(made);
    const boBack = new ProtocolClient(srv.url, { name: 'Bo', token: bo.token! });
    await boBack.connect();
    const boSeen = await boBack.join(id);
    expect(boSeen.game!.incoming).toMatchObject({ id: made.id, from: anaSeat(), give: made.give, get: made.get });
    // Bo accepts; Ana takes it: the trade is made on the offer's terms.
    await boBack.send({ t: 'answer', id: made.id, accept: true });
    await anaBack.until((s) => s.game?.offer?.answers.some((a) => a.seat === boSeat && a.type === 'accept') ?? false);
    await anaBack.send({ t: 'take', seat: boSeat });
    const traded = await anaBack.until((s) => s.game?.offer === null && anaBack.log.some((e) => e.k === 'act' && e.action.type === 'trade' && e.action.with === boSeat));
    expect(traded.game!.offer).toBeNull();
    const offers = anaBack.log.filter((e) => e.k === 'offer');
    expect(offers[offers.length - 1]).toMatchObject({ from: anaSeat(), give: made.give, get: made.get, taken: boSeat });
    // Once closed it is not on the table after another restart.
    anaBack.close(); boBack.close();
    await srv.close();
    srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    expect(srv.rooms.live(id)!.session!.storedOffer()).toBeNull();
    await srv.close();
  });

  // A room without a discard on a 7 stored the hand limit it never uses in its settings row.
  it('stores only the rules that apply: no discardOver without a discard (§11); rows that carry it still load', async () => {
    const path = await b.fresh('nodiscard');
    // A row as the server wrote it before: no discard, and a hand limit all the same.
    const before = await b.open(path);
    const oldSettings = { ...SETTINGS, rules: { discard: false, discardOver: 5 } };
    before.write({ op: 'room', row: { ...ROW, id: 'oldnodiscard', settings: JSON.stringify(oldSettings) } });
    await new Promise<void>((ok) => before.afterCommit(() => ok()));
    await before.close();
    let srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    expect(srv.boot.failed).toEqual([]);
    const rulesOf = async (id: string) => ((await (await fetch(`${srv.url}/api/rooms/${id}`)).json()) as { room: { rules: Record<string, unknown> } }).room.rules;
    expect(await rulesOf('oldnodiscard')).toMatchObject({ discard: false, discardOver: 5 });
    const ana = new ProtocolClient(srv.url, { name: 'Ana' });
    await ana.connect();
    const seats: RoomRequest['seats'] = [{ kind: 'person', name: 'Ana' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }];
    const none = (await ana.create({ seats, board: { kind: 'beginner' }, paceMs: 0, rules: { discard: false, discardOver: 9 } })).room.id;
    const nine = (await ana.create({ seats, board: { kind: 'beginner' }, paceMs: 0, rules: { discardOver: 9 } })).room.id;
    ana.close();
    await srv.close();
    const stored = async (id: string) => (JSON.parse(await rawSettings(b.name, path, id)) as { rules: Record<string, unknown> }).rules;
    expect(await stored(none)).toMatchObject({ discard: false });
    expect(await stored(none)).not.toHaveProperty('discardOver');
    expect(await stored(nine)).toMatchObject({ discard: true, discardOver: 9 });
    expect(await stored('oldnodiscard')).toMatchObject({ discard: false });
    // Read back: a room without a discard has the default limit, which it never uses; the old row still loads.
    srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    expect(srv.boot.failed).toEqual([]);
    expect(await rulesOf(none)).toMatchObject({ discard: false, discardOver: 7 });
    expect(await rulesOf(nine)).toMatchObject({ discard: true, discardOver: 9 });
    expect(await rulesOf('oldnodiscard')).toMatchObject({ discard: false });
    await srv.close();
  });

  it('keeps a changed bot pace across a restart', async () => {
    const path = await b.fresh('pace');
    let srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    const ana = new ProtocolClient(srv.url, { name: 'Ana' });
    await ana.connect();
    const id = (await ana.create({
      seats: [{ kind: 'person', name: 'Ana' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' }, start: true, paceMs: 0,
    })).room.id;
    // Out of its range, a pace is refused with the range (it is not clamped in silence).
    ana.raw({ t: 'pace', ms: 9000.4 });
    expect(await ana.next((m) => m.t === 'error')).toMatchObject({ code: 'out-of-range', message: expect.stringMatching(/from 0 to 5000 ms/) });
    ana.raw({ t: 'pace', ms: 4999.6 });
    const changed = await ana.until((m) => m.room.paceMs !== 0);
    expect(changed.room.paceMs).toBe(5000);
    ana.close();
    await srv.close();
    srv = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    const back = srv.rooms.live(id)!;
    expect(back.info().paceMs).toBe(5000);
    expect(back.session!.paceMs).toBe(5000);
    await srv.close();
  });
});

describe('ack ids stored with the action (sqlite)', () => {
  it('an accepted action\'s ack id is in its log row and nothing else is written for it; a refusal and a stale message write their ids on their own', async () => {
    const { makeRooms, seatedTable } = await import('./harness.js');
    const path = join(dir, 'acks-in-log.db');
    const store = new Store(path);
    const ops: { op: string; ack?: number | null; kind?: string }[] = [];
    const write = store.write.bind(store);
    store.write = (op, done) => { ops.push(op.op === 'log' ? { op: 'log', ack: op.row.ack, kind: op.row.kind } : op.op === 'ack' ? { op: 'ack', ack: op.ack } : { op: op.op }); write(op, done); };
    const rooms = makeRooms({}, path, store);
    const { room, people } = seatedTable(rooms, { seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }], board: { kind: 'beginner' }, start: true, paceMs: 0 }, 3, { token: (i) => `acks-in-log-token-${i}-00000000` });
    // The writer thread starts first: wait for the start's frames, then for the first roll to be asked.
    const until = async (ok: () => boolean) => { for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 10)); };
    await until(() => people.every((p) => p.state?.game));
    for (const p of people) room.ready(p);
    await until(() => people.some((p) => p.state?.game?.targets?.roll));
    const mover = people.find((p) => p.state?.game?.targets?.roll)!;
    const at = (n: number) => ops.slice(n);
    // Accepted: the roll's log row carries the ack id; no ack row.
    let n = ops.length;
    const a1 = mover.takeAck();
    room.play(mover, a1, (s, seat) => s.act(seat, { type: 'roll' }));
    expect(at(n).filter((o) => o.op === 'ack')).toEqual([]);
    expect(at(n).filter((o) => o.op === 'log' && o.kind === 'act')).toEqual([{ op: 'log', ack: a1, kind: 'act' }]);
    // Refused by the rules: an ack row of its own.
    n = ops.length;
    const a2 = mover.takeAck();
    room.play(mover, a2, (s, seat) => s.act(seat, { type: 'roll' }));
    expect(at(n)).toEqual([{ op: 'ack', ack: a2 }]);
    // A stale message: its own ack row too.
    n = ops.length;
    const a3 = mover.takeAck();
    room.play(mover, a3, (s, seat) => s.act(seat, { type: 'end' }), 0);
    expect(at(n)).toEqual([{ op: 'ack', ack: a3 }]);
    await new Promise<void>((ok) => store.afterCommit(() => ok()));
    expect((await store.acks(room.id)).find((x) => x.seat === mover.seat)).toEqual({ seat: mover.seat, ack: a3 });
    rooms.close();
    await store.close();
  });
});
