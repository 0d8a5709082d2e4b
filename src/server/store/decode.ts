/**
 * Stored rows back into typed values, checked field by field: a database is input like any
 * other (an old version, a hand edit, a damaged file). A row that does not decode is an error
 * naming the room, the column and what is wrong — never a value cast into a type it may not have.
 */
import { COLORS, DEFAULT_RULES, ISLAND_IDS, MAX_SEATS, PIECES, RESOURCES, parseRecord, type GameRecord, type Rules } from '../../engine/index.js';
import { ANSWER_REASONS, BOT_LEVELS, OFFER_CLOSED, SETTINGS_PARTS, type Answer, type BoardChoice, type NoteKind, type StartRoll } from '../../protocol/index.js';
import type { RoomSettings, SeatSlot } from '../setup.js';
import { ASSISTS, LANGS, NO_ASSISTS, type Assists } from '../../protocol/index.js';
import { ROOM_STATUSES, type RoomStatus, type StoredEntry, type StoredOffer, type StoredRoom } from './types.js';

export class StoreError extends Error {}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A reader of one row: every failure names where it is. */
class Reader {
  constructor(readonly where: string) {}
  fail(what: string): never { throw new StoreError(`${this.where}: ${what}`); }
  obj(x: unknown, what: string): Obj { return isObj(x) ? x : this.fail(`${what} is not an object`); }
  arr(x: unknown, what: string): unknown[] { return Array.isArray(x) ? x : this.fail(`${what} is not a list`); }
  str(x: unknown, what: string): string { return typeof x === 'string' ? x : this.fail(`${what} is not text`); }
  strOrNull(x: unknown, what: string): string | null { return x === null || x === undefined ? null : this.str(x, what); }
  int(x: unknown, what: string): number {
    if (typeof x === 'bigint') return Number(x);
    return typeof x === 'number' && Number.isInteger(x) ? x : this.fail(`${what} is not a whole number`);
  }
  intOrNull(x: unknown, what: string): number | null { return x === null || x === undefined ? null : this.int(x, what); }
  bool(x: unknown, what: string): boolean { return typeof x === 'boolean' ? x : this.fail(`${what} is not true or false`); }
  oneOf<T>(x: unknown, what: string, list: readonly T[]): T {
    return list.includes(x as T) ? (x as T) : this.fail(`${what} is ${JSON.stringify(x)}, not one of ${list.join(', ')}`);
  }
  json(x: unknown, what: string): unknown {
    const text = this.str(x, what);
    try { return JSON.parse(text); } catch { return this.fail(`${what} is not JSON`); }
  }
}

function board(r: Reader, x: unknown): BoardChoice {
  const o = r.obj(x, 'settings.board');
  const kind = r.oneOf(o.kind, 'settings.board.kind', ['beginner', 'variable', 'random', 'balanced'] as const);
  if (kind === 'beginner') return { kind };
  const seed = r.str(o.seed, 'settings.board.seed');
  // Rooms of 5 or 6 seats name the extension's island (§14); the base island's rooms name none.
  return o.island === undefined || o.island === 'base' ? { kind, seed } : { kind, seed, island: r.oneOf(o.island, 'settings.board.island', ISLAND_IDS) };
}

function rules(r: Reader, x: unknown): Rules {
  const o = r.obj(x, 'settings.rules');
  const out: Record<string, boolean | number> = {};
  for (const [k, dflt] of Object.entries(DEFAULT_RULES as unknown as Record<string, boolean | number>)) {
    const v = o[k] ?? dflt;
    out[k] = typeof dflt === 'boolean' ? r.bool(v, `settings.rules.${k}`) : r.int(v, `settings.rules.${k}`);
  }
  return out as unknown as Rules;
}

export function decodeSettings(r: Reader, x: unknown): RoomSettings {
  const o = r.obj(x, 'settings');
  const pub = o.public === undefined ? false : r.bool(o.public, 'settings.public');
  return {
    board: board(r, o.board), rules: rules(r, o.rules),
    paceMs: r.int(o.paceMs, 'settings.paceMs'), turnSeconds: typeof o.turnSeconds === 'number' && Number.isFinite(o.turnSeconds) ? o.turnSeconds : r.fail('settings.turnSeconds is not a number'),
    seed: r.strOrNull(o.seed, 'settings.seed'), start: r.bool(o.start ?? false, 'settings.start'),
    public: pub,
    // Rooms stored before the setting existed: spectators could chat in them.
    spectatorChat: o.spectatorChat === undefined ? !pub : r.bool(o.spectatorChat, 'settings.spectatorChat'),
    // Rooms stored before assists existed allowed none; their bots' names were English.
    assists: assists(r, o.assists), lang: o.lang === undefined ? 'en' : r.oneOf(o.lang, 'settings.lang', LANGS),
  };
}

function assists(r: Reader, x: unknown): Assists {
  if (x === undefined) return { ...NO_ASSISTS };
  const o = r.obj(x, 'settings.assists');
  const out: Assists = { ...NO_ASSISTS };
  for (const k of ASSISTS) if (o[k] !== undefined) out[k] = r.bool(o[k], `settings.assists.${k}`);
  return out;
}

export function decodeSeats(r: Reader, x: unknown): SeatSlot[] {
  const list = r.arr(x, 'seats');
  if (list.length < 3 || list.length > MAX_SEATS) r.fail(`seats: ${list.length} seats, not 3 to ${MAX_SEATS}`);
  return list.map((s, i) => {
    const o = r.obj(s, `seats[${i}]`);
    return {
      name: r.str(o.name, `seats[${i}].name`), color: r.oneOf(o.color, `seats[${i}].color`, COLORS),
      bot: o.bot === null ? null : r.oneOf(o.bot, `seats[${i}].bot`, BOT_LEVELS), owner: r.strOrNull(o.owner, `seats[${i}].owner`),
      // Rooms stored before it, and lobbies, have none.
      ...(o.lobby === undefined ? {} : { lobby: lobbyPlace(r, o.lobby, list.length, i) }),
    };
  });
}

function lobbyPlace(r: Reader, x: unknown, seats: number, i: number): number {
  const n = r.int(x, `seats[${i}].lobby`);
  return n >= 0 && n < seats ? n : r.fail(`seats[${i}].lobby is ${n}, not a seat of ${seats}`);
}

function startRoll(r: Reader, x: unknown): StartRoll {
  const o = r.obj(x, 'start_roll');
  const rounds = r.arr(o.rounds, 'start_roll.rounds').map((round, i) => r.arr(round, `start_roll.rounds[${i}]`).map((e, k) => {
    const eo = r.obj(e, `start_roll.rounds[${i}][${k}]`);
    const dice = r.arr(eo.dice, 'start_roll dice').map((d) => r.int(d, 'start_roll die'));
    if (dice.length !== 2) r.fail('start_roll: a roll is two dice');
    return { seat: r.int(eo.seat, 'start_roll seat'), dice: [dice[0]!, dice[1]!] as [number, number] };
  }));
  return { rounds, starter: r.int(o.starter, 'start_roll.starter') };
}

/** The record's header, read by the engine's own door for records (format, players, rules, board). */
function head(r: Reader, x: unknown): GameRecord {
  const parsed = parseRecord({ ...r.obj(x, 'head'), actions: [] });
  if (!parsed.ok) return r.fail(`head: ${parsed.error}`);
  return parsed.record;
}

/** A room row from the database (its columns as the driver returns them). */
export function decodeRoom(raw: unknown): StoredRoom {
  const top = new Reader('a stored room');
  const row = top.obj(raw, 'the row');
  const r = new Reader(`stored room ${typeof row.id === 'string' ? row.id : '?'}`);
  const status: RoomStatus = r.oneOf(row.status, 'status', ROOM_STATUSES);
  const settings = decodeSettings(r, r.json(row.settings, 'settings'));
  if (row.public !== undefined && row.public !== null) settings.public = r.int(row.public, 'public') === 1;
  return {
    id: r.str(row.id, 'id'), created: r.int(row.created, 'created'), updated: r.int(row.updated, 'updated'),
    address: r.str(row.address, 'address'), status, title: r.str(row.title, 'title'),
    settings, seats: decodeSeats(r, r.json(row.seats, 'seats')), host: r.strOrNull(row.host, 'host'),
    seed: r.strOrNull(row.seed, 'seed'), commitment: r.strOrNull(row.commitment, 'commitment'),
    head: row.head === null || row.head === undefined ? null : head(r, r.json(row.head, 'head')),
    startRoll: row.start_roll === null || row.start_roll === undefined ? null : startRoll(r, r.json(row.start_roll, 'start_roll')),
    ended: r.intOrNull(row.ended, 'ended'), winner: r.intOrNull(row.winner, 'winner'),
    turn: r.int(row.turn, 'turn'), actions: r.int(row.actions, 'actions'),
    // Rooms stored before schema 5 (and rooms with nothing on the table) have none.
    offer: row.offer === null || row.offer === undefined ? null : offer(r, r.json(row.offer, 'offer')),
  };
}

function seat(r: Reader, x: unknown, what: string): number {
  const q = r.int(x, what);
  return q >= 0 && q < MAX_SEATS ? q : r.fail(`${what} is ${q}, not a seat`);
}

function offer(r: Reader, x: unknown): StoredOffer {
  const o = r.obj(x, 'offer');
  return {
    id: r.int(o.id, 'offer.id'), from: seat(r, o.from, 'offer.from'), turn: r.int(o.turn, 'offer.turn'),
    give: bundle(r, o.give, 'offer.give'), get: bundle(r, o.get, 'offer.get'),
    answers: r.arr(o.answers, 'offer.answers').map((a, i) => answer(r, a, `offer.answers[${i}]`)),
    waiting: r.arr(o.waiting, 'offer.waiting').map((q, i) => seat(r, q, `offer.waiting[${i}]`)),
    byAgent: r.bool(o.byAgent, 'offer.byAgent'),
  };
}

function bundle(r: Reader, x: unknown, what: string): Record<string, number> {
  const o = r.obj(x, what);
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(o)) {
    r.oneOf(k, `${what}'s key`, RESOURCES);
    const n = r.int(v, `${what}.${k}`);
    out[k] = n >= 0 ? n : r.fail(`${what}.${k} is ${n}, below 0`);
  }
  return out;
}

function answer(r: Reader, x: unknown, what: string): Answer {
  const o = r.obj(x, what);
  const type = r.oneOf(o.type, `${what}.type`, ['accept', 'reject', 'counter'] as const);
  const a: Answer = { seat: seat(r, o.seat, `${what}.seat`), type };
  if (type === 'counter') { a.give = bundle(r, o.give, `${what}.give`); a.get = bundle(r, o.get, `${what}.get`); }
  // A bot's reason, by §13 (what the page shows with its answer).
  if (o.reason !== undefined) a.reason = r.oneOf(o.reason, `${what}.reason`, ANSWER_REASONS);
  if (o.resource !== undefined) a.resource = r.oneOf(o.resource, `${what}.resource`, RESOURCES);
  if (o.piece !== undefined) a.piece = r.oneOf(o.piece, `${what}.piece`, [...PIECES, 'card'] as const);
  if (o.silent !== undefined) { if (o.silent !== true || type !== 'reject') r.fail(`${what}.silent is true on a "reject" only`); a.silent = true; }
  return a;
}

const NOTES = ['joined', 'away', 'back', 'timeout', 'left', 'started', 'timeout-pass', 'host', 'settings', 'renamed'] as const satisfies readonly NoteKind[];

/** A log row: its kind, and its body as that kind of entry. */
export function decodeEntry(room: string, raw: unknown): StoredEntry {
  const r = new Reader(`room ${room}'s log`);
  const row = r.obj(raw, 'the row');
  const idx = r.int(row.idx, 'idx');
  const e = new Reader(`room ${room}, log entry ${idx}`);
  const kind = e.oneOf(row.kind, 'kind', ['act', 'offer', 'chat', 'note'] as const);
  const body = e.obj(e.json(row.body, 'body'), 'body');
  switch (kind) {
    case 'act':
      e.int(body.p, 'the action\'s seat');
      e.str(body.type, 'the action\'s type');
      // Its fields are the engine's to check: the room replays it through the checked door (Game.apply), which names what is wrong.
      return { k: 'act', action: body as GameRecord['actions'][number] };
    case 'offer':
      return {
        k: 'offer', from: e.int(body.from, 'from'), give: bundle(e, body.give, 'give'), get: bundle(e, body.get, 'get'),
        answers: e.arr(body.answers, 'answers').map((a, i) => answer(e, a, `answers[${i}]`)), taken: e.intOrNull(body.taken, 'taken'),
        ...(body.closed === undefined ? {} : { closed: e.oneOf(body.closed, 'closed', OFFER_CLOSED) }),
      };
    case 'chat': {
      const c = { k: 'chat' as const, seat: e.intOrNull(body.seat, 'seat'), name: e.str(body.name, 'name'), text: e.str(body.text, 'text'), at: e.int(body.at, 'at') };
      return body.cut === true ? { ...c, cut: true } : c;
    }
    case 'note':
      return {
        k: 'note', what: e.oneOf(body.what, 'what', NOTES), seat: e.intOrNull(body.seat, 'seat'), name: e.str(body.name, 'name'),
        ...(body.was === undefined ? {} : { was: e.str(body.was, 'was') }),
        // The `started` note's seat order: without it, after a restart, the lobby's lines named the wrong players.
        ...(body.order === undefined ? {} : { order: e.arr(body.order, 'order').map((q, i) => e.int(q, `order[${i}]`)) }),
        ...(body.parts === undefined ? {} : { parts: e.arr(body.parts, 'parts').map((p, i) => e.oneOf(p, `parts[${i}]`, SETTINGS_PARTS)) }),
      };
  }
}

export function decodeAck(room: string, raw: unknown): { seat: number; ack: number } {
  const r = new Reader(`room ${room}'s acks`);
  const row = r.obj(raw, 'the row');
  return { seat: r.int(row.seat, 'seat'), ack: r.int(row.ack, 'ack') };
}
