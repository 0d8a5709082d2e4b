/**
 * Public rooms and spectator chat in the page, without a DOM: the start screen's room for
 * friends carries `public` and `spectatorChat` as chosen (the chat following the server's
 * default until touched), the choices are saved and read back, and the public rooms list is
 * fetched when shown, read field by field, and joined through the room's address.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPack } from '../../web/src/i18n.js';
import type { RoomRequest, RoomSummary } from '../../web/src/wire.js';
import { reduce } from '../../web/src/store/reduce.js';
import { spectatorChatOf } from '../../web/src/store/setup.js';
import { parseRoute, routePath } from '../../web/src/logic/room.js';
import { finishedDetails, hostName, listedRooms, seatCounts, seatToTake, type ListedRoom } from '../../web/src/logic/listing.js';
import type { Effect, PageEvent, SetupForm } from '../../web/src/store/types.js';
import { run, start } from './page.js';


/** The room a submit sends, after these changes to the form. */
function created(patches: Partial<SetupForm>[], s = start()): { room: RoomRequest; saved: Record<string, unknown> } {
  const r = run(s, [...patches.map((patch): PageEvent => ({ k: 'setup', patch })), { k: 'submit', gameSeed: null }]);
  const send = r.effects.find((e): e is Extract<Effect, { k: 'send' }> => e.k === 'send' && e.msg.t === 'create')!;
  const save = r.effects.findLast((e): e is Extract<Effect, { k: 'save' }> => e.k === 'save' && e.key === 'catan.setup')!;
  if (!('room' in send.msg)) throw new Error('not a room');
  return { room: send.msg.room, saved: JSON.parse(save.value!) as Record<string, unknown> };
}

describe('a room for friends: public or private, spectators chatting or not', () => {
  it('by default a private room where spectators may chat (the server’s default, sent as such)', () => {
    const { room } = created([{ mode: 'friends' }]);
    expect(room).toMatchObject({ public: false, spectatorChat: true });
  });

  it('ticking "public" unticks spectator chat while the person has not touched it', () => {
    const f = start().setup;
    expect(spectatorChatOf({ ...f, public: false })).toBe(true);
    expect(spectatorChatOf({ ...f, public: true })).toBe(false);
    expect(created([{ mode: 'friends' }, { public: true }]).room).toMatchObject({ public: true, spectatorChat: false });
    // Back to private: the chat follows again.
    expect(created([{ mode: 'friends' }, { public: true }, { public: false }]).room).toMatchObject({ public: false, spectatorChat: true });
  });

  it('a name left blank is sent as none by a person playing bots or friends: the page\'s word for a player ("Jugador 2") reached every other language\'s page and the record', () => {
    const blank = { name: '  ', players: 4 as const, others: ['person' as const, 'person' as const, 'easy' as const], names: ['', 'Bo'] };
    expect(created([{ mode: 'friends', ...blank }]).room.seats[0]).toMatchObject({ kind: 'person', name: '' });
    // At a table on this device everyone reads this page: a blank name is the one its field shows
    // (numbered by the form's seat, so the start roll does not renumber the people here).
    const table = created([{ mode: 'table', ...blank }]).room;
    expect(table.seats.map((x) => (x.kind === 'person' ? x.name : x.bot))).toEqual(['Player 1', 'Player 2', 'Bo', 'easy']);
    const r = run(start(), [{ k: 'setup', patch: { mode: 'table', ...blank } }, { k: 'submit', gameSeed: null }]);
    expect(r.state.pass!.people.map((x) => x.name)).toEqual(['Player 1', 'Player 2', 'Bo']);
    expect(r.effects).toContainEqual({ k: 'set-name', name: '' });
    const bots = run(start(), [{ k: 'setup', patch: { name: '' } }, { k: 'submit', gameSeed: null }]).effects.find((e) => e.k === 'send' && e.msg.t === 'create')!;
    expect(bots).toMatchObject({ msg: { t: 'create', setup: { name: '' } } });
  });

  it('a room name is sent trimmed when given, and left out when blank (the list then names the room after its host); it is not saved', () => {
    const named = created([{ mode: 'friends' }, { title: '  Friday night  ' }]);
    expect(named.room.title).toBe('Friday night');
    expect(named.saved).not.toHaveProperty('title');
    expect(created([{ mode: 'friends' }, { title: '   ' }]).room).not.toHaveProperty('title');
  });

  it('once chosen, spectator chat stays as chosen whatever "public" becomes', () => {
    expect(created([{ mode: 'friends' }, { public: true }, { spectatorChat: true }]).room).toMatchObject({ public: true, spectatorChat: true });
    expect(created([{ mode: 'friends' }, { spectatorChat: false }, { public: true }, { public: false }]).room).toMatchObject({ public: false, spectatorChat: false });
  });

  it('the choices are saved with the other setup fields and read back; a damaged save is ignored', () => {
    const { saved } = created([{ mode: 'friends' }, { public: true }]);
    expect(saved).toMatchObject({ mode: 'friends', public: true, spectatorChat: null });
    const again = start(saved).setup;
    expect(again).toMatchObject({ mode: 'friends', public: true, spectatorChat: null });
    expect(created([], start(saved)).room).toMatchObject({ public: true, spectatorChat: false });
    expect(start({ ...saved, spectatorChat: false }).setup.spectatorChat).toBe(false);
    expect(start({ public: 'yes', spectatorChat: { on: true } }).setup).toMatchObject({ public: false, spectatorChat: null });
  });

  it('pass and play and games against bots carry neither', () => {
    const table = created([{ mode: 'table', players: 3, others: ['person', 'easy', 'easy'], public: true, spectatorChat: true }]).room;
    expect(table.public).toBeUndefined();
    expect(table.spectatorChat).toBeUndefined();
    const bots = run(start(), [{ k: 'setup', patch: { public: true } }, { k: 'submit', gameSeed: null }]).effects.find((e) => e.k === 'send' && e.msg.t === 'create')!;
    expect(bots).toMatchObject({ msg: { t: 'create', setup: {} } });
    expect(JSON.stringify(bots)).not.toMatch(/public|spectatorChat/);
  });
});

const SUMMARY = {
  id: 'abcd2345', title: '', status: 'lobby', created: 5, public: true, board: { kind: 'balanced', seed: 'b1' },
  players: [
    { name: 'Ana', color: 'red', bot: null, taken: true, host: true },
    { name: '', color: 'blue', bot: null, taken: false, host: false },
    { name: 'Vera', color: 'white', bot: 'easy', taken: false, host: false },
  ],
  spectators: 1, turn: 0, actions: 0, winner: null, commitment: null,
};

describe('the public rooms list', () => {
  beforeAll(async () => { await loadPack('es'); });
  it('lives at /rooms; showing it fetches the list, and so does its refresh button', () => {
    expect(parseRoute('/rooms')).toEqual({ page: 'rooms' });
    expect(parseRoute('/rooms/')).toEqual({ page: 'rooms' });
    expect(routePath({ page: 'rooms' })).toBe('/rooms');
    const shown = run(start(), [{ k: 'go', route: { page: 'rooms' } }]);
    expect(shown.effects).toEqual([{ k: 'navigate', path: '/rooms', replace: false }, { k: 'fetch-rooms', ask: 1 }]);
    expect(shown.state.publicRooms.status).toBe('loading');
    expect(run(shown.state, [{ k: 'public-rooms-ask' }]).effects).toEqual([{ k: 'fetch-rooms', ask: 2 }]);
  });

  it('an answer fills the list; a failed fetch says so; an answer to an older fetch is dropped', () => {
    const asked = run(start(), [{ k: 'route', route: { page: 'rooms' } }, { k: 'public-rooms-ask' }]).state;
    const rooms = listedRooms({ rooms: [SUMMARY] })!;
    expect(reduce(asked, { k: 'public-rooms', ask: 1, rooms }).state).toBe(asked);
    const ready = reduce(asked, { k: 'public-rooms', ask: 2, rooms }).state;
    expect(ready.publicRooms).toMatchObject({ status: 'ready', rooms });
    const failed = run(ready, [{ k: 'public-rooms-ask' }, { k: 'public-rooms', ask: 3, rooms: null }]).state;
    expect(failed.publicRooms).toMatchObject({ status: 'failed', rooms: [] });
  });

  it('a row of the caller\'s own games keeps its seat (`you`), and only a seat the room has', () => {
    const seat = (you: unknown) => listedRooms({ rooms: [{ ...SUMMARY, you }] })![0]!.you;
    expect(seat(1)).toBe(1);
    expect(seat(0)).toBe(0);
    expect(seat(SUMMARY.players.length)).toBeUndefined();
    expect(seat(-1)).toBeUndefined();
    expect(seat('1')).toBeUndefined();
    expect(seat(undefined)).toBeUndefined();
  });

  it('a row of the caller\'s own games says when a bot is playing their seat meanwhile (`standIn`: true, or nothing)', () => {
    const standIn = (x: unknown) => listedRooms({ rooms: [{ ...SUMMARY, standIn: x }] })![0]!.standIn;
    expect(standIn(true)).toBe(true);
    for (const x of [false, 'true', 1, null, undefined]) expect(standIn(x)).toBeUndefined();
  });

  it('Join enters the room as its invite link does: the room’s address, then the room itself', () => {
    const r = run(start(), [{ k: 'route', route: { page: 'rooms' } }, { k: 'go', route: { page: 'room', id: SUMMARY.id } }]);
    expect(r.effects.slice(-2)).toEqual([{ k: 'navigate', path: `/room/${SUMMARY.id}`, replace: false }, { k: 'enter', room: SUMMARY.id, fresh: true }]);
    // The same as opening the invite link: the address parsed, then entered.
    const link = reduce(start(), { k: 'route', route: parseRoute(`/room/${SUMMARY.id}`) });
    expect(link.effects).toEqual([{ k: 'enter', room: SUMMARY.id, fresh: true }]);
  });

  it('a started room\'s row numbers a nameless host by their place in the lobby, as the table does (review: by table seat, after the start roll)', () => {
    const [room] = listedRooms({ rooms: [SUMMARY] })! as [ListedRoom];
    // The host sat first in the lobby; the start roll put them at the table's third seat.
    const started = { rooms: [{ ...SUMMARY, status: 'playing', players: SUMMARY.players.map((x, i) => ({ ...x, name: x.host ? '' : x.name, lobby: (i + 1) % SUMMARY.players.length })) }] };
    const [row] = listedRooms(started)! as [ListedRoom];
    const hostAt = row.players.findIndex((p) => p.host);
    expect(row.players[hostAt]!.lobby).toBe((hostAt + 1) % room.players.length);
    expect(hostName(row, 'en')).toBe(`Player ${row.players[hostAt]!.lobby! + 1}`);
    // A bad place from the wire is not taken.
    const [bad] = listedRooms({ rooms: [{ ...started.rooms[0], players: started.rooms[0]!.players.map((x) => ({ ...x, lobby: -1 })) }] })! as [ListedRoom];
    expect(bad.players.every((p) => p.lobby === undefined)).toBe(true);
  });

  it('a row: its host, seats taken (bots count) and free, and whether a seat is there to take', () => {
    const [room] = listedRooms({ rooms: [SUMMARY] })! as [ListedRoom];
    expect(hostName(room, 'en')).toBe('Ana');
    // A host who gave no name comes with none: the row says the page's own "Player N" (ops play-test: the server's English "Player 1").
    const anonymous = { ...room, players: room.players.map((x) => (x.host ? { ...x, name: '' } : x)) };
    expect(hostName(anonymous, 'en')).toBe('Player 1');
    expect(hostName(anonymous, 'es')).toBe('Jugador 1');
    expect(seatCounts(room)).toEqual({ taken: 2, free: 1 });
    expect(seatToTake(room)).toBe(true);
    expect(seatToTake({ ...room, status: 'playing' })).toBe(false);
    expect(room.board).toEqual({ kind: 'balanced', seed: 'b1' });
  });

  it('the answer is read field by field: rows that do not read are left out, a body that is no list is a failure', () => {
    expect(listedRooms(null)).toBeNull();
    expect(listedRooms({ error: { code: 'internal' } })).toBeNull();
    expect(listedRooms({ rooms: [] })).toEqual([]);
    const rows = listedRooms({ rooms: [SUMMARY, { ...SUMMARY, id: '<script>' }, { ...SUMMARY, players: [{ name: 1 }] }, 'x', { ...SUMMARY, id: 'efgh6789', board: undefined, players: [{ name: 'Bo', color: 'red' }] }] })!;
    expect(rows.map((r) => r.id)).toEqual(['abcd2345', 'efgh6789']);
    // A node of an older version says nothing of the board or the host.
    expect(rows[1]).toMatchObject({ board: null, players: [{ name: 'Bo', color: 'red', bot: null, taken: false, host: false }] });
    expect(hostName(rows[1]!, 'en')).toBeNull();
  });
});

describe('§3 the lobby on the beginner map shows each seat\'s starting pieces', () => {
  it('in the seats\' colours, as the start screen does; none on another board (a play-test: the lobby\'s beginner map was bare)', async () => {
    const { startPiecesOf } = await import('../../web/src/ui/Room.js');
    const { BEGINNER_START } = await import('../../web/src/wire.js');
    const seats = (['red', 'blue', 'orange'] as const).map((color) => ({ color })) as unknown as Parameters<typeof startPiecesOf>[0]['seats'];
    const pieces = startPiecesOf({ board: { kind: 'beginner' }, seats })!;
    expect(pieces.map((p) => p.color)).toEqual(['red', 'blue', 'orange']);
    expect(pieces[1]).toMatchObject({ settlements: BEGINNER_START.blue.settlements, roads: BEGINNER_START.blue.roads });
    expect(startPiecesOf({ board: { kind: 'variable', seed: 'x' }, seats })).toBeUndefined();
  });
});

describe('the finished games list tells games apart (a play-test: "Owen, Rex, Vera · won by Vera", several alike)', () => {
  beforeAll(async () => { await Promise.all(['es', 'fr', 'sv'].map((l) => loadPack(l as 'es'))); });
  it('how many rounds the game ran (one turn for every player: 42 turns of four is 11) and when it was created, in the page\'s language', () => {
    const g = { turn: 42, created: Date.UTC(2026, 11, 7, 14, 5), players: [{}, {}, {}, {}] as RoomSummary['players'] };
    expect(finishedDetails('en', g, 'UTC')).toMatch(/^11 rounds · Dec 7, 2026,? 2:05\sPM$/);
    expect(finishedDetails('es', g, 'UTC')).toMatch(/^11 rondas · 7 dic 2026, 14:05$/);
    expect(finishedDetails('fr', g, 'UTC')).toMatch(/^11 tours de table · 7 déc\. 2026,? (à )?14:05$/);
    expect(finishedDetails('sv', g, 'UTC')).toMatch(/^11 varv · 7 dec\. 2026 14:05$/);
  });
});
