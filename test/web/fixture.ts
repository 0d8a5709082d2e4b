/**
 * Real message streams for the page's tests: whole games played by the server (without
 * sockets) with a scripted person, as that person's page received them. The one place the web
 * tests reach into the server's test harness.
 */
import { soloRequest } from '../../src/server/setup.js';
import { foldState, foldUpdate, type BoardJson, type GameRecord, type HeldRoom, type LogEntry, type RoomRequest, type ServerMessage, type SetupRequest, type StateMessage } from '../../web/src/wire.js';
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

/** The room as a page holds it after each state or update (src/protocol's fold): its latest state and whole log. */
export function held(ms: ServerMessage[]): { s: StateMessage; log: LogEntry[]; board: BoardJson }[] {
  let h: HeldRoom | null = null;
  const out: { s: StateMessage; log: LogEntry[]; board: BoardJson }[] = [];
  for (const m of ms) {
    if (m.t !== 'state' && m.t !== 'update') continue;
    const next = m.t === 'state' ? foldState(h, m) : foldUpdate(h, m);
    if (!next) throw new Error('a frame that does not fold');
    h = next;
    out.push({ s: h.msg, log: h.log, board: h.board });
  }
  return out;
}

/** The latest state after each frame. */
export const states = (ms: ServerMessage[]): StateMessage[] => held(ms).map((x) => x.s);
