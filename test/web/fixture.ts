/**
 * Real message streams for the page's tests: whole games played by the server (without
 * sockets) with a scripted person, as that person's page received them. The one place the web
 * tests reach into the server's test harness.
 */
import { soloRequest } from '../../src/server/setup.js';
import type { GameRecord, RoomRequest, ServerMessage, SetupRequest, StateMessage } from '../../web/src/wire.js';
import { TestConn, createRoom, makeRooms, playOut } from '../server/harness.js';

export async function soloGame(setup: SetupRequest): Promise<ServerMessage[]> {
  return (await soloGameWithRecord(setup)).got;
}

/** A whole game and its record once ended (every outcome in it, as GET /api/games/ID/record gives it). */
export async function soloGameWithRecord(setup: SetupRequest): Promise<{ got: ServerMessage[]; record: GameRecord }> {
  const rooms = makeRooms();
  const ana = new TestConn('web-store-token-0000000000', setup.name);
  const room = createRoom(rooms, soloRequest(setup), ana);
  room.join(ana);
  room.sit(ana, undefined, setup.name);
  await playOut([ana]);
  const record = room.recordFor('spectator')!;
  rooms.close();
  return { got: ana.got, record };
}

/** A room of two people and bots: each person's stream (as their own page got it). */
export async function twoPeople(req: RoomRequest): Promise<{ a: ServerMessage[]; b: ServerMessage[] }> {
  const rooms = makeRooms();
  const a = new TestConn('web-store-token-a000000000', 'Ana');
  const b = new TestConn('web-store-token-b000000000', 'Bo');
  const room = createRoom(rooms, req, a);
  room.join(a);
  room.sit(a, 0, 'Ana');
  room.chat(a, 'hello from Ana in the lobby');
  room.join(b);
  room.sit(b, 1, 'Bo');
  room.chat(b, 'hello from Bo in the lobby');
  room.startBy(a);
  await playOut([a, b], { maxMs: 90_000 });
  rooms.close();
  return { a: a.got, b: b.got };
}

export const states = (ms: ServerMessage[]): StateMessage[] => ms.filter((m): m is StateMessage => m.t === 'state');
