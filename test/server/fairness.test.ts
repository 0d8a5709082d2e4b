/**
 * Fairness (issue 11 §1): a seed chosen by a room never reaches a game with two or more people,
 * whatever the order of messages — configure, sit, start, a restart in between. Where the seed
 * is the server's it is drawn fresh and secret, and its commitment binds every roll.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { commitmentOf } from '../../src/server/ids.js';
import { RoomError } from '../../src/server/room.js';
import type { Rooms } from '../../src/server/rooms.js';
import { ProtocolClient } from '../../src/server/client.js';
import { startServer } from '../../src/server/server.js';
import { SqliteStore } from '../../src/server/store/sqlite.js';
import type { RoomRequest } from '../../src/protocol/index.js';
import { GENEROUS, TestConn, createRoom, makeRooms } from './harness.js';

const token = (i: number) => `fair-token-${String(i).padStart(12, '0')}`;
const SOLO_SEEDED: RoomRequest = {
  seats: [{ kind: 'person', name: 'Host' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }],
  board: { kind: 'beginner' }, seed: 'S', paceMs: 5000,
};
const dir = mkdtempSync(join(tmpdir(), 'catan-fair-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let rooms: Rooms | null = null;
afterEach(() => { rooms?.close(); rooms = null; });

describe('a chosen seed (§1 of issue 11)', () => {
  it('regression: the host cannot make a second person seat in a room that chose its seed', () => {
    rooms = makeRooms();
    const host = new TestConn(token(0), 'Host');
    const room = createRoom(rooms, SOLO_SEEDED, host);
    room.join(host);
    room.sit(host, undefined, 'Host');
    expect(() => room.configure(host, 1, 'person', undefined, (b) => b)).toThrow(RoomError);
    try { room.configure(host, 1, 'person', undefined, (b) => b); } catch (e) { expect((e as RoomError).code).toBe('seed-chosen'); }
    expect(room.persons).toBe(1);
    // The seat stays a bot's, so nobody can sit there; the host alone may still play with the chosen dice.
    const friend = new TestConn(token(1), 'Friend');
    room.join(friend);
    expect(() => room.sit(friend, 1, 'Friend')).toThrow(/bot/);
    room.startBy(host);
    expect(room.commitment).toBe(commitmentOf('S'));
  });

  it('a chosen seed is its chooser\'s: standing and sitting again keeps it; anyone else who sits gets a secret one (a hostile play-test: stand, a friend sits, leave, the friend starts)', () => {
    rooms = makeRooms();
    const host = new TestConn(token(0), 'Host');
    const room = createRoom(rooms, SOLO_SEEDED, host);
    room.join(host);
    room.sit(host, undefined, 'Host');
    room.stand(host);
    room.sit(host, 0, 'Host');
    expect(room.settings.seed).toBe('S');
    room.stand(host);
    const friend = new TestConn(token(1), 'Friend');
    room.join(friend);
    room.sit(friend, 0, 'Friend');
    expect(room.settings.seed).toBeNull();
    room.leave(host);
    room.startBy(host);
    expect(room.seed).not.toBe('S');
    expect(room.commitment).toBe(commitmentOf(room.seed!));
    expect(room.commitment).not.toBe(commitmentOf('S'));
    // Sitting again does not bring it back.
    expect(room.settings.seed).toBeNull();
  });

  it('whatever happened before the start, a table with two people gets the server’s secret seed, not the chosen one', () => {
    rooms = makeRooms();
    const host = new TestConn(token(0), 'Host');
    const room = createRoom(rooms, SOLO_SEEDED, host);
    room.join(host);
    room.sit(host, undefined, 'Host');
    // A room that reached two person seats some other way (an older server let configure through; a hand-edited database).
    room.seats[1]!.bot = null;
    room.seats[1]!.name = 'Friend';
    const friend = new TestConn(token(1), 'Friend');
    room.join(friend);
    room.sit(friend, 1, 'Friend');
    room.startBy(host);
    expect(room.seed).not.toBe('S');
    expect(room.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(room.commitment).not.toBe(commitmentOf('S'));
    expect(room.commitment).toBe(commitmentOf(room.seed!));
  });

  it('over the wire, the attack of the issue: create alone with a seed, configure a person seat, a friend sits, start — refused at configure', async () => {
    const srv = await startServer({ port: 0, paceMs: 0, dbPath: ':memory:', botThreads: 0, ...GENEROUS });
    try {
      const host = new ProtocolClient(srv.url, { name: 'Host' });
      await host.connect();
      const first = await host.create({ ...SOLO_SEEDED, paceMs: 0 });
      host.raw({ t: 'configure', seat: 1, kind: 'person' });
      expect(await host.next((m) => m.t === 'error')).toMatchObject({ code: 'seed-chosen' });
      const friend = new ProtocolClient(srv.url, { name: 'Friend' });
      await friend.connect();
      await friend.join(first.room.id);
      friend.raw({ t: 'sit' });
      expect(await friend.next((m) => m.t === 'error')).toMatchObject({ code: 'no-seat' });
      // And a room of two people cannot be created with a seed at all.
      host.raw({ t: 'create', room: { ...SOLO_SEEDED, seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }] } });
      expect(await host.next((m) => m.t === 'error')).toMatchObject({ code: 'seed-chosen' });
      host.close(); friend.close();
    } finally { await srv.close(); }
  });

  it('a restart between the messages changes nothing: a stored lobby of two people with a chosen seed starts with a secret one', async () => {
    const path = join(dir, 'restart.db');
    rooms = makeRooms({}, path, new SqliteStore(path));
    const host = new TestConn(token(0), 'Host');
    const room = createRoom(rooms, SOLO_SEEDED, host);
    room.join(host);
    room.sit(host, undefined, 'Host');
    room.seats[1]!.bot = null; // as an older server would have stored it after the configure
    room.seats[1]!.name = 'Friend';
    room.saveRow();
    const id = room.id;
    await new Promise<void>((ok) => rooms!.store.afterCommit(() => ok()));
    rooms.close();
    await rooms.store.close();
    rooms = makeRooms({}, path, new SqliteStore(path));
    await rooms.boot();
    const back = rooms.live(id)!;
    expect(back.settings.seed).toBe('S');
    const friend = new TestConn(token(1), 'Friend');
    back.join(friend);
    back.sit(friend, 1, 'Friend');
    back.startBy(host);
    expect(back.commitment).not.toBe(commitmentOf('S'));
    expect(back.commitment).toBe(commitmentOf(back.seed!));
    // Everything written is committed and the file closed before the folder goes.
    await new Promise<void>((ok) => rooms!.store.afterCommit(() => ok()));
    rooms.close();
    await rooms.store.close();
    rooms = null;
  });

  it('the server’s seeds are fresh secrets: 32 random bytes each time, never repeated', () => {
    rooms = makeRooms();
    const seeds = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const host = new TestConn(token(i), 'Host');
      const room = createRoom(rooms, { ...SOLO_SEEDED, seed: undefined, seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }] }, host, `10.0.0.${i}`);
      room.join(host);
      room.sit(host, undefined, 'Host');
      const friend = new TestConn(token(100 + i), 'Friend');
      room.join(friend);
      room.sit(friend, undefined, 'Friend');
      room.startBy(host);
      expect(room.seed).toMatch(/^[0-9a-f]{64}$/);
      seeds.add(room.seed!);
      room.close();
    }
    expect(seeds.size).toBe(20);
  });
});
