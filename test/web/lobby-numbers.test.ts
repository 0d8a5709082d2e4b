/**
 * A person who gave no name is "Player N" on every page, N their place in the lobby. The start
 * roll orders the table, and two play-tests saw a friend who was "Player 2" in the lobby (and in
 * their chat lines there) become "Player 3" at the table. The server now keeps each seat's place in
 * the lobby (`lobby`, stored with the room) and the page numbers by it.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RoomRequest } from '../../src/protocol/index.js';
import { infoOf } from '../../src/server/roomfacts.js';
import type { Rooms } from '../../src/server/rooms.js';
import { SqliteStore } from '../../src/server/store/sqlite.js';
import { loadPack } from '../../web/src/i18n.js';
import { chatName } from '../../web/src/logic/log.js';
import { namedSeats } from '../../web/src/logic/names.js';
import { TestConn, createRoom, makeRooms } from '../server/harness.js';

const COLORS = ['red', 'blue', 'white', 'orange'] as const;
let rooms: Rooms | null = null;
let store: SqliteStore | null = null;
beforeAll(async () => { await loadPack('es'); await loadPack('fr'); });
afterEach(async () => { rooms?.close(); rooms = null; await store?.close(); store = null; });

describe('"Player N" keeps the number of the lobby', () => {
  it('after the start roll, and after a restart', async () => {
    // One store for both servers: the second reads what the first stored, as after a restart.
    store = new SqliteStore(':memory:');
    // Four people, none named, each a colour in lobby order: the roll then orders them at the table.
    const req: RoomRequest = { seats: COLORS.map((color) => ({ kind: 'person' as const, color })), board: { kind: 'beginner' }, paceMs: 0 };
    let moved = 0;
    // The start roll is the server's secret: a chosen seed is its chooser's alone, and it is dropped
    // as soon as another person sits (room.ts \`sit\`), whatever the limit on persons allows. A table kept
    // in lobby order (the first seat starts) comes one time in four, so up to 16 rooms.
    for (let k = 0; k < 16 && moved === 0; k++) {
      rooms?.close();
      rooms = makeRooms({}, ':memory:', store);
      const people = [0, 1, 2, 3].map((i) => new TestConn(`lobby-numbers-token-${k}${i}`.padEnd(24, '0'), ''));
      const room = createRoom(rooms, req, people[0]);
      people.forEach((c, i) => { room.join(c); room.sit(c, i, ''); });
      // In the lobby: numbered by their place there.
      expect(namedSeats('en', infoOf(room).seats).map((s) => s.name)).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);
      room.start();
      const seats = infoOf(room).seats;
      // Each seat says where it sat in the lobby, which its colour (chosen there) confirms.
      expect(seats.map((s) => s.lobby)).toEqual(seats.map((s) => COLORS.indexOf(s.color as typeof COLORS[number])));
      moved = seats.filter((s, i) => s.lobby !== i).length;
      const named = namedSeats('es', seats);
      expect(named.map((s) => s.name)).toEqual(seats.map((s) => `Jugador ${s.lobby! + 1}`));
      // A chat line or note about a table seat names it as the seats do.
      const at = seats.findIndex((s) => s.lobby !== seats.indexOf(s));
      if (at >= 0) expect(chatName('en', { name: '', seat: at }, at, namedSeats('en', seats))).toBe(`Player ${seats[at]!.lobby! + 1}`);
      // Stored with the room: a restart keeps it.
      const id = room.id;
      await room.stop(); // the start's writes are stored
      rooms.close();
      rooms = makeRooms({}, ':memory:', store);
      const back = await rooms.get(id);
      expect(back && infoOf(back).seats.map((s) => s.lobby)).toEqual(seats.map((s) => s.lobby));
    }
    expect(moved, 'some seed ordered the table differently from the lobby').toBeGreaterThan(0);
  });

  it('a server that does not say (or a lobby) numbers by the place in the list, as before', () => {
    expect(namedSeats('fr', [{ name: '' }, { name: 'Bo' }, { name: '' }]).map((s) => s.name)).toEqual(['Joueur 1', 'Bo', 'Joueur 3']);
  });
});
