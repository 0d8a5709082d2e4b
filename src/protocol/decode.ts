/**
 * The one door for what a client sends: raw text in, a typed ClientMessage out, or a refusal
 * code with a sentence naming the field that is wrong (after lila-ws's ClientOut.parse). Total:
 * it never throws, whatever the input. Checks shape and type only — field by field, so nothing
 * downstream casts or coerces; what a room or a rule allows is for the server to say.
 */
import { COLORS, DEFAULT_RULES, DEV_CARDS, ISLANDS, ISLAND_IDS, MAX_SEATS, PIECES, RESOURCES, type Bundle, type Rules } from '../engine/index.js';
import {
  ASSISTS, BOT_LEVELS, LANGS, type Assists, type BoardChoice, type ClientMessage, type ClientType, type Counter, type Intent, type RoomRequest,
  type SeatRequest, type SetupRequest,
} from './messages.js';

export type Decoded<T> = { ok: true; value: T } | { ok: false; message: string };

export type DecodedMessage =
  | { ok: true; msg: ClientMessage }
  /** `ack`: the message's ack id when it had a usable one, so the refusal can name it. */
  | { ok: false; code: 'malformed' | 'unknown-type' | 'missing-ack'; message: string; ack?: number };

export const CLIENT_TYPES = [
  'auth', 'preview', 'create', 'join', 'history', 'sit', 'stand', 'name', 'configure', 'start', 'ready',
  'act', 'offer', 'take', 'withdraw', 'answer', 'hint', 'back', 'pace', 'visibility', 'settings', 'chat', 'leave', 'ping', 'rematch', 'more-time',
] as const satisfies readonly ClientType[];
// Every type of the union is listed (the compiler says so when one is added).
type Missing = Exclude<ClientType, (typeof CLIENT_TYPES)[number]>;
const _all: Missing extends never ? true : Missing = true;
void _all;

/** Longest strings taken in: names are cut to 24 characters later, chat to the server's limit. */
const MAX_TEXT = 4000;
const MAX_NAME = 100;
const MAX_SEED = 128;

class Bad extends Error {}
const bad = (message: string): never => { throw new Bad(message); };

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

function obj(x: unknown, path: string): Obj {
  return isObj(x) ? x : bad(`${path} must be an object`);
}
/**
 * No field but those named: a misspelt or misplaced one ("rule", "victoryPoints" beside "rules",
 * "options" in a board) would otherwise be dropped and the game played by the defaults.
 */
function only(o: Obj, path: string, fields: readonly string[]): Obj {
  for (const k of Object.keys(o)) if (!fields.includes(k)) bad(`${path ? `${path}.` : ''}${k.slice(0, 30)} is not a field here (the fields are ${fields.join(', ')})`);
  return o;
}
function str(x: unknown, path: string, max: number): string {
  if (typeof x !== 'string') return bad(`${path} must be a string`);
  if (x.length > max) return bad(`${path} is at most ${max} characters`);
  return x;
}
function int(x: unknown, path: string, min: number, max: number): number {
  if (typeof x !== 'number' || !Number.isInteger(x)) return bad(`${path} must be a whole number`);
  if (x < min || x > max) return bad(`${path} must be from ${min} to ${max}`);
  return x;
}
function num(x: unknown, path: string): number {
  return typeof x === 'number' && Number.isFinite(x) ? x : bad(`${path} must be a number`);
}
function bool(x: unknown, path: string): boolean {
  return typeof x === 'boolean' ? x : bad(`${path} must be true or false`);
}
function oneOf<T extends string>(x: unknown, path: string, list: readonly T[]): T {
  return (list as readonly unknown[]).includes(x) ? (x as T) : bad(`${path} must be one of ${list.join(', ')}`);
}
/** An optional field: absent (or null) gives undefined. */
function opt<T>(o: Obj, k: string, read: (x: unknown, path: string) => T, path = k): T | undefined {
  const x = o[k];
  return x === undefined || x === null ? undefined : read(x, path);
}

/** The most cards of one resource any game has: 19 on the base island (§1), 24 with the 5–6 player extension (§14). */
const MOST_OF_ONE = Math.max(...ISLAND_IDS.map((i) => ISLANDS[i].bank));

/** A bundle of resource cards: known resources, whole counts no larger than the cards of one kind in any game (§1, §14); the game's own bank is the engine's to check. */
export function bundle(x: unknown, path: string): Bundle {
  const o = obj(x, path);
  const out: Bundle = {};
  for (const k of Object.keys(o)) {
    const r = oneOf(k, `${path}: "${k.slice(0, 20)}"`, RESOURCES);
    const v = o[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) bad(`${path}.${r} must be a whole number of cards`);
    if ((v as number) > MOST_OF_ONE) bad(`${path}.${r}: no game has more than ${MOST_OF_ONE} ${r} cards (§1, §14), not ${v as number}`);
    if (v) out[r] = v as number;
  }
  return out;
}

export function boardChoice(x: unknown, path = 'board'): BoardChoice {
  const o = obj(x, path);
  const kind = oneOf(o.kind, `${path}.kind`, ['beginner', 'variable', 'random', 'balanced'] as const);
  only(o, path, kind === 'beginner' ? ['kind'] : ['kind', 'seed', 'island']);
  if (kind === 'beginner') return { kind };
  const seed = str(o.seed, `${path}.seed`, 64);
  const island = opt(o, 'island', (v, p) => oneOf(v, p, ISLAND_IDS), `${path}.island`);
  return island === undefined ? { kind, seed } : { kind, seed, island };
}

function rules(x: unknown, path: string): Partial<Rules> {
  const o = obj(x, path);
  const out: Record<string, boolean | number> = {};
  const known = DEFAULT_RULES as unknown as Record<string, boolean | number>;
  for (const k of Object.keys(o)) {
    if (!Object.hasOwn(known, k)) bad(`${path}.${k.slice(0, 30)} is not a house rule (§11: ${Object.keys(known).join(', ')})`);
    out[k] = typeof known[k] === 'boolean' ? bool(o[k], `${path}.${k}`) : num(o[k], `${path}.${k}`);
  }
  return out as Partial<Rules>;
}

/** The assists a room allows: known names, true or false each. */
function assists(x: unknown, path: string): Partial<Assists> {
  const o = obj(x, path);
  const out: Partial<Assists> = {};
  for (const k of Object.keys(o)) out[oneOf(k, `${path}: "${k.slice(0, 20)}"`, ASSISTS)] = bool(o[k], `${path}.${k}`);
  return out;
}

function seatRequest(x: unknown, path: string): SeatRequest {
  const o = only(obj(x, path), path, ['kind', 'bot', 'name', 'color']);
  const kind = oneOf(o.kind, `${path}.kind`, ['person', 'bot'] as const);
  const s: SeatRequest = { kind };
  const bot = opt(o, 'bot', (v, p) => oneOf(v, p, BOT_LEVELS), `${path}.bot`);
  if (kind === 'bot' && bot === undefined) bad(`${path}: a bot's level is one of ${BOT_LEVELS.join(', ')}`);
  if (bot !== undefined && kind === 'bot') s.bot = bot;
  const name = opt(o, 'name', (v, p) => str(v, p, MAX_NAME), `${path}.name`);
  if (name !== undefined) s.name = name;
  const color = opt(o, 'color', (v, p) => oneOf(v, p, COLORS), `${path}.color`);
  if (color !== undefined) s.color = color;
  return s;
}

const under = (path: string) => (k: string) => (path ? `${path}.${k}` : k);

function roomRequest(x: unknown, path: string): RoomRequest {
  const o = only(obj(x, path || 'a room request'), path, ['seats', 'board', 'rules', 'paceMs', 'turnSeconds', 'seed', 'start', 'title', 'public', 'spectatorChat', 'assists', 'lang']);
  const f = under(path);
  if (!Array.isArray(o.seats)) bad(`${f('seats')} must be a list of 3 to ${MAX_SEATS} seats`);
  const list = o.seats as unknown[];
  if (list.length > 8) bad(`${f('seats')}: a game has 3 or 4 players (§1), or 5 or 6 with the extension (§14), not ${list.length}`);
  const req: RoomRequest = { seats: list.map((s, i) => seatRequest(s, `seat ${i + 1}`)), board: boardChoice(o.board, f('board')) };
  const r = opt(o, 'rules', (v, p) => rules(v, p), f('rules'));
  if (r !== undefined) req.rules = r;
  const pace = opt(o, 'paceMs', num, f('paceMs'));
  if (pace !== undefined) req.paceMs = pace;
  const timer = opt(o, 'turnSeconds', num, f('turnSeconds'));
  if (timer !== undefined) req.turnSeconds = timer;
  const seed = opt(o, 'seed', (v, p) => str(v, p, MAX_SEED), f('seed'));
  if (seed !== undefined) req.seed = seed;
  const start = opt(o, 'start', bool, f('start'));
  if (start !== undefined) req.start = start;
  const title = opt(o, 'title', (v, p) => str(v, p, MAX_NAME), f('title'));
  if (title !== undefined) req.title = title;
  const pub = opt(o, 'public', bool, f('public'));
  if (pub !== undefined) req.public = pub;
  const chat = opt(o, 'spectatorChat', bool, f('spectatorChat'));
  if (chat !== undefined) req.spectatorChat = chat;
  const a = opt(o, 'assists', assists, f('assists'));
  if (a !== undefined) req.assists = a;
  const lang = opt(o, 'lang', (v, p) => oneOf(v, p, LANGS), f('lang'));
  if (lang !== undefined) req.lang = lang;
  return req;
}

function setupRequest(x: unknown, path: string): SetupRequest {
  const o = only(obj(x, path), path, ['players', 'name', 'color', 'bots', 'board', 'rules', 'seed', 'paceMs', 'assists', 'lang']);
  const f = under(path);
  const players = o.players === 3 || o.players === 4 || o.players === 5 || o.players === 6
    ? o.players : bad(`${f('players')}: a game has 3 or 4 players (§1), or 5 or 6 with the extension (§14)`);
  if (!Array.isArray(o.bots)) bad(`${f('bots')} must be a list of bot levels`);
  const bots = (o.bots as unknown[]).slice(0, 8).map((b, i) => oneOf(b, `${f('bots')}[${i}]`, BOT_LEVELS));
  const req: SetupRequest = {
    players, name: str(o.name ?? '', f('name'), MAX_NAME), color: oneOf(o.color, f('color'), COLORS), bots,
    board: boardChoice(o.board, f('board')), rules: o.rules === undefined || o.rules === null ? {} : rules(o.rules, f('rules')),
  };
  const seed = opt(o, 'seed', (v, p) => str(v, p, MAX_SEED), f('seed'));
  if (seed !== undefined) req.seed = seed;
  const pace = opt(o, 'paceMs', num, f('paceMs'));
  if (pace !== undefined) req.paceMs = pace;
  const a = opt(o, 'assists', assists, f('assists'));
  if (a !== undefined) req.assists = a;
  const lang = opt(o, 'lang', (v, p) => oneOf(v, p, LANGS), f('lang'));
  if (lang !== undefined) req.lang = lang;
  return req;
}

/** A counter-offer's terms (what the answerer would give and get); the rules of §7 are the server's to check. */
function counter(x: unknown, path: string): Counter {
  const o = obj(x, path);
  return { give: bundle(o.give, `${path}.give`), get: bundle(o.get, `${path}.get`) };
}

/** The outcome fields of a record's actions (RECORD.md: a roll's dice, a bought card, a stolen card), which a client never chooses. */
const OUTCOMES: Partial<Record<Intent['type'], string>> = { roll: 'dice', buy: 'card', robber: 'stolen' };
/** The fields each kind of action may carry. */
const ACTION_FIELDS: Record<Intent['type'], readonly string[]> = {
  roll: ['p', 'type'], buy: ['p', 'type'], end: ['p', 'type'], build: ['p', 'type', 'piece', 'at'], discard: ['p', 'type', 'cards'],
  robber: ['p', 'type', 'hex', 'victim'], play: ['p', 'type', 'card', 'take', 'resource'], bankTrade: ['p', 'type', 'give', 'get'],
};

function intent(x: unknown): Intent {
  const o = obj(x, 'action');
  const p = opt(o, 'p', (v, path) => int(v, path, 0, 5), 'action.p');
  const seat = p === undefined ? {} : { p };
  const type = oneOf(o.type, 'action.type', ['roll', 'buy', 'end', 'build', 'discard', 'robber', 'play', 'bankTrade'] as const);
  // What chance decides is the server's (the dice, the card drawn, the card stolen): sent, it is refused, never dropped in silence.
  const outcome = OUTCOMES[type];
  if (outcome !== undefined && o[outcome] !== undefined) bad(`action.${outcome} is the server's to decide (it rolls the dice, draws the card, takes the stolen card): leave it out`);
  only(o, 'action', ACTION_FIELDS[type]);
  switch (type) {
    case 'roll': case 'buy': case 'end': return { ...seat, type };
    case 'build': return { ...seat, type, piece: oneOf(o.piece, 'action.piece', PIECES), at: str(o.at, 'action.at', 16) };
    case 'discard': return { ...seat, type, cards: bundle(o.cards, 'action.cards') };
    case 'robber': {
      const victim = opt(o, 'victim', (v, path) => int(v, path, 0, 5), 'action.victim');
      return { ...seat, type, hex: str(o.hex, 'action.hex', 16), ...(victim === undefined ? {} : { victim }) };
    }
    case 'play': {
      const card = oneOf(o.card, 'action.card', DEV_CARDS);
      const take = opt(o, 'take', bundle, 'action.take');
      const resource = opt(o, 'resource', (v, path) => oneOf(v, path, RESOURCES), 'action.resource');
      return { ...seat, type, card, ...(take === undefined ? {} : { take }), ...(resource === undefined ? {} : { resource }) };
    }
    case 'bankTrade': return { ...seat, type, give: bundle(o.give, 'action.give'), get: bundle(o.get, 'action.get') };
  }
}

const ACKED = new Set<string>(['act', 'offer', 'take', 'withdraw', 'answer', 'more-time']);

/** A message from its text: typed, or refused with the reason (and its ack id when it had one). */
export function decodeClientMessage(text: string): DecodedMessage {
  let raw: unknown;
  try { raw = JSON.parse(text); } catch { return { ok: false, code: 'malformed', message: 'messages are JSON objects' }; }
  if (!isObj(raw) || typeof raw.t !== 'string') return { ok: false, code: 'malformed', message: 'a message is an object with a type "t"' };
  const t = raw.t;
  const ackId = typeof raw.ack === 'number' && Number.isSafeInteger(raw.ack) ? raw.ack : undefined;
  if (!(CLIENT_TYPES as readonly string[]).includes(t)) return { ok: false, code: 'unknown-type', message: `unknown message type ${JSON.stringify(t.slice(0, 40))}` };
  if (ACKED.has(t) && (ackId === undefined || ackId < 1)) {
    // With no usable ack id there is nothing to refuse by: an `error`, whose codes are ERROR_CODES.
    const message = 'a game message carries "ack": a whole number greater than any this seat used before';
    return ackId === undefined ? { ok: false, code: 'malformed', message } : { ok: false, code: 'missing-ack', message, ack: ackId };
  }
  try {
    return { ok: true, msg: message(t as ClientType, raw, ackId ?? 0) };
  } catch (e) {
    if (!(e instanceof Bad)) throw e;
    return { ok: false, code: 'malformed', message: e.message, ...(ackId === undefined ? {} : { ack: ackId }) };
  }
}

/**
 * The fields each message may carry besides "t" (and "ack", which any message may carry: a
 * refusal names it): a misspelt one ("counterOffer" on an answer) would otherwise be dropped in
 * silence and the message taken as something else (a plain no).
 */
const GAME = ['version'] as const;
const MESSAGE_FIELDS: Record<ClientType, readonly string[]> = {
  auth: ['token', 'name'], preview: ['board'], create: ['setup', 'room'], join: ['room', 'since'], history: ['before'],
  sit: ['seat', 'name'], stand: [], name: ['name'], configure: ['seat', 'kind', 'bot'], start: [], ready: [],
  act: [...GAME, 'action'], offer: [...GAME, 'give', 'get'], take: [...GAME, 'seat'], withdraw: [...GAME],
  answer: [...GAME, 'id', 'accept', 'counter'], 'more-time': [...GAME, 'id'], hint: [], back: [], pace: ['ms'],
  visibility: ['public', 'spectatorChat'], settings: ['players', 'board', 'rules', 'turnSeconds', 'assists'], chat: ['text'],
  leave: [], ping: [], rematch: [],
};

function message(t: ClientType, o: Obj, ack: number): ClientMessage {
  only(o, '', ['t', 'ack', ...MESSAGE_FIELDS[t]]);
  const version = () => opt(o, 'version', (v, p) => int(v, p, 0, Number.MAX_SAFE_INTEGER));
  const v = (): { version?: number } => { const x = version(); return x === undefined ? {} : { version: x }; };
  switch (t) {
    case 'auth': {
      const token = opt(o, 'token', (x, p) => str(x, p, 128));
      const name = opt(o, 'name', (x, p) => str(x, p, MAX_NAME));
      return { t, ...(token === undefined ? {} : { token }), ...(name === undefined ? {} : { name }) };
    }
    case 'preview': return { t, board: boardChoice(o.board) };
    case 'create':
      if (o.setup !== undefined) return { t, setup: setupRequest(o.setup, 'setup') };
      return { t, room: roomRequest(o.room, 'room') };
    case 'join': {
      const since = opt(o, 'since', (x, p) => int(x, p, 0, Number.MAX_SAFE_INTEGER));
      return { t, room: str(o.room, 'room', 64), ...(since === undefined ? {} : { since }) };
    }
    case 'history': return { t, before: int(o.before, 'before', 0, Number.MAX_SAFE_INTEGER) };
    case 'sit': {
      const seat = opt(o, 'seat', (x, p) => int(x, p, 0, 5));
      const name = opt(o, 'name', (x, p) => str(x, p, MAX_NAME));
      return { t, ...(seat === undefined ? {} : { seat }), ...(name === undefined ? {} : { name }) };
    }
    case 'name': return { t, name: str(o.name, 'name', MAX_NAME) };
    case 'configure': {
      const kind = oneOf(o.kind, 'kind', ['person', 'bot'] as const);
      const seat = int(o.seat, 'seat', 0, 5);
      if (kind === 'person') return { t, seat, kind };
      return { t, seat, kind, bot: oneOf(o.bot, 'bot', BOT_LEVELS) };
    }
    case 'act': return { t, ack, ...v(), action: intent(o.action) };
    case 'offer': return { t, ack, ...v(), give: bundle(o.give, 'give'), get: bundle(o.get, 'get') };
    case 'take': return { t, ack, ...v(), seat: int(o.seat, 'seat', 0, 5) };
    case 'withdraw': return { t, ack, ...v() };
    case 'more-time': return { t, ack, ...v(), id: int(o.id, 'id', 0, Number.MAX_SAFE_INTEGER) };
    case 'answer': {
      const c = opt(o, 'counter', counter);
      const accept = bool(o.accept, 'accept');
      if (c !== undefined && accept) bad('an answer with a counter-offer has "accept": false');
      return { t, ack, ...v(), id: int(o.id, 'id', 0, Number.MAX_SAFE_INTEGER), accept, ...(c === undefined ? {} : { counter: c }) };
    }
    case 'pace': return { t, ms: num(o.ms, 'ms') };
    case 'visibility': {
      const pub = opt(o, 'public', bool), chat = opt(o, 'spectatorChat', bool);
      if (pub === undefined && chat === undefined) bad('a visibility message sets "public", "spectatorChat" or both');
      return { t, ...(pub === undefined ? {} : { public: pub }), ...(chat === undefined ? {} : { spectatorChat: chat }) };
    }
    case 'settings': {
      const players = opt(o, 'players', (x, p) => int(x, p, 0, 100)); // 3 to 6 is the room's to say, naming the rules (§1, §14)
      const board = opt(o, 'board', (x, p) => boardChoice(x, p));
      const r = opt(o, 'rules', (x, p) => rules(x, p));
      const timer = opt(o, 'turnSeconds', num);
      const a = opt(o, 'assists', assists);
      if (players === undefined && board === undefined && r === undefined && timer === undefined && a === undefined) {
        bad('a settings message sets "players", "board", "rules", "turnSeconds", "assists" or several');
      }
      return {
        t, ...(players === undefined ? {} : { players }), ...(board === undefined ? {} : { board }), ...(r === undefined ? {} : { rules: r }),
        ...(timer === undefined ? {} : { turnSeconds: timer }), ...(a === undefined ? {} : { assists: a }),
      };
    }
    case 'chat': return { t, text: str(o.text, 'text', MAX_TEXT) };
    case 'stand': case 'start': case 'ready': case 'back': case 'leave': case 'hint': case 'ping': case 'rematch': return { t };
  }
}

/** A room request from a parsed JSON body (POST /api/rooms): typed, or the reason it is not one. */
export function decodeRoomRequest(x: unknown): Decoded<RoomRequest> {
  try { return { ok: true, value: roomRequest(x, '') }; } catch (e) {
    if (!(e instanceof Bad)) throw e;
    return { ok: false, message: e.message };
  }
}
