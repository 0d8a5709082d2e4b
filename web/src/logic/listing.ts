/**
 * The public rooms list as data: GET /api/rooms's answer read field by field (it comes from
 * the server, in a cluster from other nodes' heartbeats, maybe of another version), and what a
 * row shows of a room — who hosts it, its seats taken and free, whether a seat is there to take.
 */
import { BOARD_KINDS, COLORS, ROOM_STATUSES, type BoardChoice, type BotLevel, type Color, type RoomSummary } from '../wire.js';
import { t, type Lang } from '../i18n.js';
import { namedSeats } from './names.js';
import { ROOM_ID, roundOf } from './room.js';

/** A listed room; `board` is null when the node that listed it did not say (an older server). */
export type ListedRoom = Omit<RoomSummary, 'board'> & { board: BoardChoice | null };


/** A room id as the page's address takes it (logic/room.ts). */
const WHOLE_ID = new RegExp(`^${ROOM_ID}$`);

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const num = (x: unknown, d: number) => (typeof x === 'number' && Number.isFinite(x) ? x : d);

function boardOf(x: unknown): BoardChoice | null {
  if (!isObj(x) || typeof x.kind !== 'string' || !(BOARD_KINDS as readonly string[]).includes(x.kind)) return null;
  if (x.kind === 'beginner') return { kind: 'beginner' };
  const seed = typeof x.seed === 'string' ? x.seed : '';
  return x.island === 'extension' ? { kind: x.kind as 'variable', seed, island: 'extension' } : { kind: x.kind as 'variable', seed };
}

function playerOf(x: unknown): ListedRoom['players'][number] | null {
  if (!isObj(x) || typeof x.name !== 'string' || !(COLORS as readonly unknown[]).includes(x.color)) return null;
  // A bot level this page does not know (a newer server) still counts as a bot's seat.
  const lobby = typeof x.lobby === 'number' && Number.isInteger(x.lobby) && x.lobby >= 0 ? { lobby: x.lobby } : {};
  return { name: x.name, color: x.color as Color, bot: typeof x.bot === 'string' ? x.bot as BotLevel : null, taken: x.taken === true, host: x.host === true, ...lobby };
}

function roomOf(x: unknown): ListedRoom | null {
  if (!isObj(x) || typeof x.id !== 'string' || !WHOLE_ID.test(x.id) || !(ROOM_STATUSES as readonly unknown[]).includes(x.status) || !Array.isArray(x.players)) return null;
  const players = x.players.map(playerOf);
  if (players.some((p) => p === null)) return null;
  return {
    id: x.id, title: typeof x.title === 'string' ? x.title : '', status: x.status as RoomSummary['status'], created: num(x.created, 0), public: x.public === true,
    board: boardOf(x.board), players: players as ListedRoom['players'], spectators: num(x.spectators, 0), turn: num(x.turn, 0), actions: num(x.actions, 0),
    winner: typeof x.winner === 'number' ? x.winner : null, commitment: typeof x.commitment === 'string' ? x.commitment : null,
    ...(typeof x.you === 'number' && Number.isInteger(x.you) && x.you >= 0 && x.you < players.length ? { you: x.you } : {}),
    ...(x.standIn === true ? { standIn: true as const } : {}),
  };
}

/** GET /api/rooms's body as rooms (a row that does not read is left out); null when the body is not such a list. */
export function listedRooms(body: unknown): ListedRoom[] | null {
  if (!isObj(body) || !Array.isArray(body.rooms)) return null;
  return body.rooms.map(roomOf).filter((r): r is ListedRoom => r !== null);
}

/** The name of the seat the host sits in, as a page in `lang` shows it (names.ts); null when the host has no seat. */
export function hostName(r: Pick<ListedRoom, 'players'>, lang: Lang): string | null {
  const seat = r.players.findIndex((p) => p.host);
  return seat >= 0 ? namedSeats(lang, r.players)[seat]!.name : null;
}

/** Seats taken (by bots or people) and free (a person's seat nobody has taken yet). */
export function seatCounts(r: Pick<ListedRoom, 'players'>): { taken: number; free: number } {
  const free = r.players.filter((p) => p.bot === null && !p.taken).length;
  return { taken: r.players.length - free, free };
}

/** Whether a seat is there to take (the lobby, with a free seat); otherwise joining watches. */
export const seatToTake = (r: ListedRoom): boolean => r.status === 'lobby' && seatCounts(r).free > 0;

/**
 * What tells finished games apart in the start screen's list, beside the players and the winner:
 * how long the game ran, in rounds of one turn for every player, and when it was created, in the
 * page's language ("11 rounds · 7 Dec 2026, 14:05"). Games against the same bots read alike without
 * it (a play-test).
 */
export function finishedDetails(lang: Lang, g: Pick<RoomSummary, 'turn' | 'created' | 'players'>, timeZone?: string): string {
  return t(lang, 'finishedWhen', { rounds: roundOf(g.turn, g.players.length), date: dateFormat(lang, timeZone).format(new Date(g.created)) });
}

/** One formatter per language and time zone: making one costs far more than formatting (the list formats a date per row). */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: Lang, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${lang} ${timeZone ?? ''}`;
  let f = formats.get(key);
  if (!f) formats.set(key, f = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }));
  return f;
}
