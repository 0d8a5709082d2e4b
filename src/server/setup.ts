/**
 * Checking a room request (seats, board, rules, pacing, timer, seed, visibility) and the roll
 * that decides who starts (§3: highest roll of two dice starts, ties roll again; the seat order
 * then begins with the starter, as the engine's seat 0 moves first). The request arrives typed
 * (src/protocol's decoder); what is checked here is what a room allows. Every problem is a
 * RequestError with a code and a sentence a person can act on; nothing is clamped in silence.
 */
import {
  COLORS, BoardError, MAX_SEATS, RULE_RANGES, Rng, SetupError, checkRules, generateBoard, islandForPlayers, newGame,
  type Board, type BoardSpec, type Color, type GeneratedBoardJson, type IslandId, type Rules,
} from '../engine/index.js';
import { BOT_NAMES, isBotName } from '../bots/registry.js';
import { cleanName, tableNames } from '../table/index.js';
import { NO_ASSISTS, type Assists, type BoardChoice, type BotLevel, type ErrorCode, type Lang, type RoomRequest, type SetupRequest, type StartRoll } from '../protocol/index.js';

export class RequestError extends Error {
  constructor(message: string, readonly code: Extract<ErrorCode, 'bad-request' | 'out-of-range' | 'seed-chosen'> = 'bad-request') { super(message); }
}

export const BEGINNER_COLORS: readonly Color[] = ['red', 'blue', 'orange', 'white'];
export const MAX_PACE_MS = 5000;
export const MAX_TURN_SECONDS = 3600;

/** What the server allows a room request (from its configuration). */
export interface PlanLimits {
  /** Rooms may choose their seed only with at most this many person seats. */
  seedPersonsMax: number;
  defaultPace: number;
  /** The least bot pacing of a room without people, ms. */
  botsOnlyMinPace: number;
}

/** The pacing range a room may ask for. */
export function paceRange(botsOnly: boolean, limits: Pick<PlanLimits, 'botsOnlyMinPace'>): { min: number; max: number } {
  return { min: botsOnly ? Math.min(MAX_PACE_MS, limits.botsOnlyMinPace) : 0, max: MAX_PACE_MS };
}

/** A pacing asked for, checked against its range (whole milliseconds). */
export function checkPace(ms: number, botsOnly: boolean, limits: Pick<PlanLimits, 'botsOnlyMinPace'>, what = 'paceMs'): number {
  const { min, max } = paceRange(botsOnly, limits);
  if (!Number.isFinite(ms) || ms < min || ms > max) {
    throw new RequestError(`${what} is from ${min} to ${max} ms${botsOnly && min > 0 ? ' in a room without people' : ''}, not ${ms}`, 'out-of-range');
  }
  // Within the range, whole milliseconds: a fraction is rounded (README says so).
  return Math.round(ms);
}

/** Whether a seed chosen by the room may be used with this many person seats (nobody else at the table to deceive). */
export function seedAllowed(persons: number, seedPersonsMax: number): boolean {
  return persons <= seedPersonsMax;
}

/** A seat of a room: a person's (owner: the hash of the token that took it) or a bot's. */
export interface SeatSlot {
  name: string;
  color: Color;
  bot: BotLevel | null;
  owner: string | null;
  /** Once the game has started: the seat's place in the lobby, before the start roll ordered the table. */
  lobby?: number;
}

/** What a room keeps besides its seats (stored with it). */
export interface RoomSettings {
  board: BoardChoice;
  rules: Rules;
  paceMs: number;
  turnSeconds: number;
  /** A seed chosen at creation (rooms with at most one person seat, for as long as they have one); else a secret one is drawn at the start. */
  seed: string | null;
  start: boolean;
  /** Listed in GET /api/rooms; otherwise only the invite link leads to it. */
  public: boolean;
  spectatorChat: boolean;
  /** The assists allowed everyone (issue 13), written in the record's header. */
  assists: Assists;
  /** The language the bots' names come from. */
  lang: Lang;
}

/** A checked room request: its settings, seats and title. */
export interface RoomPlan extends RoomSettings {
  seats: SeatSlot[];
  title: string;
}

/** The island a board choice is laid on: the base game's unless it names the extension's (§14). */
export const islandOf = (choice: BoardChoice): IslandId => (choice?.kind !== 'beginner' && choice?.island === 'extension' ? 'extension' : 'base');

/** A generated board's kind and seed as boardFor reads them, checked without making the board (a balanced one costs). */
function recipeOf(choice: Exclude<BoardChoice, { kind: 'beginner' }>): { kind: 'variable' | 'random' | 'balanced'; seed: string } {
  const kind = choice?.kind;
  if (kind !== 'variable' && kind !== 'random' && kind !== 'balanced') throw new RequestError('board: choose beginner, variable (spiral), random or balanced');
  const seed = String(choice.seed ?? '').trim().slice(0, 64);
  if (!seed) throw new RequestError('board: a generated board needs a seed');
  return { kind, seed };
}

/** What the generator is asked for a board choice: a random board keeps 6s and 8s apart. */
function specOf(choice: BoardChoice): BoardSpec {
  if (choice?.kind === 'beginner') return { kind: 'beginner' };
  const { kind, seed } = recipeOf(choice);
  const island = islandOf(choice);
  return kind === 'random' ? { kind, seed, island, options: { noAdjacentRed: true } } : { kind, seed, island };
}

export function boardFor(choice: BoardChoice): Board {
  try {
    return generateBoard(specOf(choice));
  } catch (e) {
    if (e instanceof BoardError) throw new RequestError(e.message);
    throw e;
  }
}

/**
 * The board choice as a game's record names it (RECORD.md, "Generated boards in records"):
 * "beginner", or the generator's recipe with its options and island, which makes the board
 * boardFor makes, on any machine. (Records from rooms wrote the hexes out until 2026-12-06.)
 */
export function recipeFor(choice: BoardChoice): 'beginner' | GeneratedBoardJson {
  const spec = specOf(choice);
  if (spec.kind === 'beginner') return 'beginner';
  return {
    generate: spec.kind, seed: spec.seed!, ...(spec.options ? { options: { ...spec.options } } : {}),
    ...(spec.island === 'extension' ? { island: 'extension' } : {}),
  };
}

/** The board choice with its seed trimmed as boardFor reads it (`island` only for the extension's). */
export function cleanBoard(choice: BoardChoice): BoardChoice {
  if (choice?.kind === 'beginner') return { kind: 'beginner' };
  const seed = String(choice.seed ?? '').trim().slice(0, 64);
  return islandOf(choice) === 'extension' ? { kind: choice.kind, seed, island: 'extension' } : { kind: choice.kind, seed };
}

/** How many players a game has: 3 or 4 (§1), or 5 or 6 with the extension (§14). */
export function checkPlayerCount(n: number, what = 'seats'): void {
  if (Number.isInteger(n) && n >= 3 && n <= MAX_SEATS) return;
  throw new RequestError(`a game has 3 or 4 players (§1), or 5 or 6 with the 5–6 player extension (§14): give 3 to ${MAX_SEATS} ${what}, not ${n}`);
}

/**
 * The board a table of `n` plays, from the one asked for: 3 or 4 players the base island, 5 or
 * 6 the extension's 30 hexes (§14), where there is no beginner map.
 */
export function boardForPlayers(choice: BoardChoice, n: number): BoardChoice {
  const board = cleanBoard(choice);
  const want = islandForPlayers(n).id;
  if (board.kind === 'beginner') {
    if (want === 'extension') {
      throw new RequestError(`the beginner map is for 3 or 4 players only: ${n} players play the 5–6 player extension's 30-hex island, on a variable, random or balanced board (§14)`);
    }
    return board;
  }
  if (choice.kind !== 'beginner' && choice.island !== undefined && choice.island !== want) {
    throw new RequestError(want === 'extension'
      ? `${n} players play the 5–6 player extension's island (§14), not the base game's: leave board.island out or make it "extension"`
      : `the 5–6 player extension's island is for 5 or 6 players (§14), not ${n}: leave board.island out or make it "base"`);
  }
  return want === 'extension' ? { ...board, island: 'extension' } : board;
}

/** The rules a table of `n` plays: the defaults (the special building phase on with 5 or 6, §14), then the house rules asked for. */
/**
 * The rules asked for, checked before the request is charged (a refused request costs nothing): a
 * number outside its range is `out-of-range`, naming the range (§11); anything else the engine
 * refuses is `bad-request`.
 */
export function checkedRules(asked: Partial<Rules> | undefined, n: number): Rules {
  for (const k of ['victoryPoints', 'discardOver'] as const) {
    const v = asked?.[k];
    const [lo, hi] = RULE_RANGES[k];
    if (typeof v === 'number' && !(Number.isInteger(v) && v >= lo && v <= hi)) {
      throw new RequestError(k === 'victoryPoints'
        ? `rules.victoryPoints is a whole number from ${lo} to ${hi}, not ${v} (§11: ${hi} is the most a player can hold)`
        : `rules.discardOver is a whole number from ${lo} to ${hi}, not ${v} (§11)`, 'out-of-range');
    }
  }
  try {
    return checkRules(asked, n);
  } catch (e) {
    if (e instanceof SetupError) throw new RequestError(e.message);
    throw e;
  }
}

/** Colours for the bots: the person's first, then the rest in the rulebook's order. */
export function botColors(person: Color, count: number, beginner: boolean): Color[] {
  // §3: a 3-player beginner game leaves the white pieces out.
  const pool = beginner ? BEGINNER_COLORS.filter((c) => !(count === 2 && c === 'white')) : COLORS;
  return pool.filter((c) => c !== person).slice(0, count);
}

/** The start roll: every player rolls two dice; the tied leaders roll again. Returns the table index of the starter. */
export function rollForStart(players: number, rng: Rng): { rounds: { seat: number; dice: [number, number] }[][]; starter: number } {
  const rounds: { seat: number; dice: [number, number] }[][] = [];
  let rolling = Array.from({ length: players }, (_, i) => i);
  for (;;) {
    const round = rolling.map((seat) => ({ seat, dice: [rng.int(6) + 1, rng.int(6) + 1] as [number, number] }));
    rounds.push(round);
    const best = Math.max(...round.map((r) => r.dice[0] + r.dice[1]));
    rolling = round.filter((r) => r.dice[0] + r.dice[1] === best).map((r) => r.seat);
    if (rolling.length === 1) return { rounds, starter: rolling[0]! };
  }
}

/**
 * Who starts, from the game's seed: `order[seat]` is the table position of the engine's seat
 * (the starter is seat 0, then clockwise), and the rolls in engine seat numbers.
 */
export function seatOrder(players: number, seed: string): { order: number[]; startRoll: StartRoll } {
  const roll = rollForStart(players, new Rng(`start/${seed}`));
  const order = Array.from({ length: players }, (_, i) => (roll.starter + i) % players);
  const toSeat = new Map(order.map((t, seat) => [t, seat]));
  return {
    order,
    startRoll: { rounds: roll.rounds.map((round) => round.map((r) => ({ seat: toSeat.get(r.seat)!, dice: r.dice }))), starter: 0 },
  };
}

/**
 * Check a room request; the result is what a room is made from. `charge` is called once the
 * request has passed every check that costs nothing, just before the board is made (a balanced
 * one takes milliseconds): the caller's allowance of new rooms pays for work, not for refusals.
 */
export function planRoom(req: RoomRequest, limits: PlanLimits, charge: () => void = () => {}): RoomPlan {
  const asked = req.seats;
  checkPlayerCount(asked.length);
  const board = boardForPlayers(req.board, asked.length);
  const beginner = board.kind === 'beginner';
  const rules: Rules = checkedRules(req.rules, asked.length);
  // A generated board's recipe is checked here; the board itself is made once the request is charged (a balanced one costs).
  if (board.kind !== 'beginner') recipeOf(board);
  const lang = req.lang ?? 'en';
  asked.forEach((s, i) => { if (s.kind === 'bot' && !isBotName(s.bot)) throw new RequestError(`seat ${i + 1}: a bot's level is one of ${BOT_NAMES.join(', ')}`); });
  // A person's seat without a name has none (''): each page shows its own "Player N", never an English word from here.
  // Bots' names are drawn after the people's, so that no bot takes a person's name either (tableNames: the page foretells them with it).
  const names = tableNames(asked.map((s) => ({ name: s.name, bot: s.kind === 'bot' ? s.bot! : null })), lang);
  const seats: SeatSlot[] = asked.map((s, i) => ({ name: names[i]!, color: s.color ?? ('' as Color), bot: s.kind === 'bot' ? s.bot! : null, owner: null }));
  // Colours: the ones asked for, checked; the rest handed out in the rulebook's order.
  const pool = beginner ? BEGINNER_COLORS.filter((c) => !(seats.length === 3 && c === 'white')) : COLORS;
  const used = new Set<Color>();
  for (const s of seats) {
    if (!s.color) continue;
    if (used.has(s.color)) throw new RequestError(`colour ${s.color} is taken twice`);
    if (!pool.includes(s.color)) {
      throw new RequestError(beginner ? `the beginner map has starting positions for ${pool.join(', ')} only (§3)` : `colour: choose among ${COLORS.join(', ')} (§1)`);
    }
    used.add(s.color);
  }
  for (const s of seats) if (!s.color) { s.color = pool.find((c) => !used.has(c))!; used.add(s.color); }
  const persons = seats.filter((s) => !s.bot).length;
  let seed: string | null = null;
  if (req.seed !== undefined && req.seed.trim() !== '') {
    if (!seedAllowed(persons, limits.seedPersonsMax)) {
      throw new RequestError('a room with other people in it cannot choose its seed: the server picks a secret one, so nobody knows the dice in advance', 'seed-chosen');
    }
    seed = req.seed.trim();
  }
  const botsOnly = persons === 0;
  const paceMs = req.paceMs === undefined
    ? Math.max(limits.defaultPace, botsOnly ? paceRange(true, limits).min : 0)
    : checkPace(req.paceMs, botsOnly, limits);
  const turnSeconds = checkTurnSeconds(req.turnSeconds ?? 0);
  charge();
  const boardObj = boardFor(board);
  try {
    newGame({ colors: seats.map((s) => s.color), board: beginner ? 'beginner' : boardObj, rules, seed: 0 }); // the engine checks the rules
  } catch (e) {
    if (e instanceof SetupError || e instanceof BoardError) throw new RequestError(e.message);
    throw e;
  }
  const pub = req.public === true;
  return {
    seats, board, rules, paceMs,
    turnSeconds,
    seed, start: req.start === true,
    public: pub, spectatorChat: req.spectatorChat ?? !pub,
    assists: { ...NO_ASSISTS, ...req.assists }, lang,
    title: cleanName(req.title, ''),
  };
}

/** A change to a lobby's settings, as the host asks for it (the protocol's `settings` message). */
export interface SettingsChange { players?: number; board?: BoardChoice; rules?: Partial<Rules>; turnSeconds?: number; assists?: Partial<Assists> }

/** The lobby's settings after a change, checked whole: what is new, and each seat's colour (a board may allow fewer). */
export interface SettingsPlan {
  board: BoardChoice;
  rules: Rules;
  turnSeconds: number;
  assists: Assists;
  /** The seats in their new order: `order[seat]` is the seat's index before, -1 for a seat added (an open person seat). */
  order: number[];
  /** Each seat's colour: a seat's own unless the board has no pieces of it (the beginner map, §3); a new seat's the first free one. */
  colors: Color[];
  /** Whether the board is another one (every page is sent it again). */
  boardChanged: boolean;
}

/** The turn timer asked for: 0 (none) to an hour, in tenths of a second. */
function checkTurnSeconds(secs: number): number {
  if (!(secs >= 0 && secs <= MAX_TURN_SECONDS)) throw new RequestError(`turnSeconds is from 0 (no timer) to ${MAX_TURN_SECONDS}, not ${secs}`, 'out-of-range');
  return Math.round(secs * 10) / 10;
}

/**
 * The host's change to a lobby (number of seats, board, house rules, turn timer, assists), checked
 * as a room request's parts are: the rules given are laid over the room's.
 * Nothing of it is kept unless all of it passes (the caller applies the plan). Moving to the
 * beginner map gives a seat whose colour has no starting pieces there the first free one it has
 * (§3). `charge` is called before a new board or table is made (a balanced board costs).
 */
export function planSettings(change: SettingsChange, now: RoomSettings, seats: readonly SeatSlot[], charge: () => void = () => {}): SettingsPlan {
  const was = seats.length;
  const n = change.players ?? was;
  checkPlayerCount(n, 'players');
  // Fewer seats: the last seats nobody has taken go (a bot's, or a person's still open); a taken seat stays.
  const order = seats.map((_, i) => i);
  for (let i = was - 1; i >= 0 && order.length > n; i--) if (seats[i]!.owner === null) order.splice(i, 1);
  if (order.length > n) {
    throw new RequestError(`${order.length} people have taken their seats: the table keeps at least ${order.length} (a person leaves their seat first)`, 'bad-request');
  }
  while (order.length < n) order.push(-1);
  // Across 4 and 5 seats the island changes (§14): a board kept is laid on the other island; the special building phase takes its default for the new count.
  const island = islandForPlayers(n).id !== islandForPlayers(was).id;
  const asked = change.board ?? (island && now.board.kind !== 'beginner' ? { kind: now.board.kind, seed: now.board.seed } : now.board);
  const board = boardForPlayers(asked, n);
  if (board.kind !== 'beginner') recipeOf(board);
  const rules = change.rules !== undefined || island
    ? checkedRules({ ...now.rules, ...(island ? { specialBuild: n >= 5 } : {}), ...change.rules }, n)
    : now.rules;
  const turnSeconds = change.turnSeconds !== undefined ? checkTurnSeconds(change.turnSeconds) : now.turnSeconds;
  const assists: Assists = { ...now.assists, ...change.assists };
  const beginner = board.kind === 'beginner';
  const pool = beginner ? BEGINNER_COLORS.filter((c) => !(n === 3 && c === 'white')) : COLORS;
  const kept = order.map((i) => (i >= 0 && pool.includes(seats[i]!.color) ? seats[i]!.color : null));
  const free = pool.filter((c) => !kept.includes(c));
  const colors = kept.map((c) => c ?? free.shift()!);
  const boardChanged = JSON.stringify(cleanBoard(board)) !== JSON.stringify(cleanBoard(now.board));
  const seatsChanged = order.length !== was || order.some((i, q) => i !== q) || colors.some((c, q) => c !== seats[q]!.color);
  // A new board or table is made once to be checked whole by the engine, and paid for (a balanced
  // board costs milliseconds); a rule, a timer or an assist alone is checked without one (checkedRules).
  if (boardChanged || seatsChanged) {
    charge();
    try {
      newGame({ colors, board: beginner ? 'beginner' : boardFor(board), rules, seed: 0 });
    } catch (e) {
      if (e instanceof SetupError || e instanceof BoardError) throw new RequestError(e.message);
      throw e;
    }
  }
  return { board, rules, turnSeconds, assists, order, colors, boardChanged };
}

/** Whether a room request is a game of bots only that starts at once (the per-address cap on such games applies: Rooms.admit). */
export const startsBotsOnly = (req: RoomRequest): boolean => req.start === true && req.seats.every((s) => s.kind === 'bot');

/** The start screen's "play against bots" as a room request: the person first, then the bots. */
export function soloRequest(s: SetupRequest): RoomRequest {
  checkPlayerCount(s.players, 'players');
  if (!COLORS.includes(s.color)) throw new RequestError(`colour: choose among ${COLORS.join(', ')} (§1)`);
  if (!Array.isArray(s.bots) || s.bots.length !== s.players - 1 || !s.bots.every(isBotName)) {
    throw new RequestError(`bots: give ${s.players - 1} levels among ${BOT_NAMES.join(', ')}`);
  }
  const beginner = s.board?.kind === 'beginner';
  if (beginner) boardForPlayers(s.board, s.players); // 5 or 6 players: no beginner map (§14)
  if (beginner && !BEGINNER_COLORS.includes(s.color)) throw new RequestError('the beginner map has starting positions for red, blue, white and orange only (§3)');
  const colors = botColors(s.color, s.players - 1, beginner);
  const req: RoomRequest = {
    seats: [{ kind: 'person', name: s.name, color: s.color }, ...s.bots.map((bot, i) => ({ kind: 'bot' as const, bot, color: colors[i]! }))],
    board: s.board, rules: s.rules, start: true,
  };
  if (s.paceMs !== undefined) req.paceMs = s.paceMs;
  if (s.seed !== undefined) req.seed = s.seed;
  if (s.assists !== undefined) req.assists = s.assists;
  if (s.lang !== undefined) req.lang = s.lang;
  return req;
}
