/**
 * Checking a room request (seats, board, rules, pacing, timer) and the roll that decides who
 * starts (§3: highest roll of two dice starts, ties roll again; the seat order then begins with
 * the starter, as the engine's seat 0 moves first). Untrusted input: every problem is a
 * RequestError with a sentence a person can act on.
 */
import {
  COLORS, BoardError, DEFAULT_RULES, Rng, SetupError, generateBoard, newGame,
  type Board, type Color, type Rules,
} from '../engine/index.js';
import { BOT_NAMES, BOT_PERSONA, isBotName } from '../bots/registry.js';
import type { BoardChoice, BotLevel, RoomRequest, SetupRequest, StartRoll } from './protocol.js';

export class RequestError extends Error {}

export const BEGINNER_COLORS: readonly Color[] = ['red', 'blue', 'orange', 'white'];
export const MAX_PACE_MS = 5000;
export const MAX_TURN_SECONDS = 3600;

/** A seat of a room: a person's (owner: the hash of the token that took it) or a bot's. */
export interface SeatSlot {
  name: string;
  color: Color;
  bot: BotLevel | null;
  owner: string | null;
}

/** What a room keeps besides its seats (stored with it). */
export interface RoomSettings {
  board: BoardChoice;
  rules: Rules;
  paceMs: number;
  turnSeconds: number;
  /** A seed chosen at creation (rooms with at most one person); else a secret one is drawn at the start. */
  seed: string | null;
  start: boolean;
}

/** A checked room request: its settings, seats and title. */
export interface RoomPlan extends RoomSettings {
  seats: SeatSlot[];
  title: string;
}

export function boardFor(choice: BoardChoice): Board {
  if (choice?.kind === 'beginner') return generateBoard({ kind: 'beginner' });
  const kind = choice?.kind;
  if (kind !== 'variable' && kind !== 'random' && kind !== 'balanced') throw new RequestError('board: choose beginner, variable (spiral), random or balanced');
  const seed = String(choice.seed ?? '').trim().slice(0, 64);
  if (!seed) throw new RequestError('board: a generated board needs a seed');
  try {
    return generateBoard(kind === 'random' ? { kind, seed, options: { noAdjacentRed: true } } : { kind, seed });
  } catch (e) {
    if (e instanceof BoardError) throw new RequestError(e.message);
    throw e;
  }
}

/** The board choice with its seed trimmed as boardFor reads it. */
export function cleanBoard(choice: BoardChoice): BoardChoice {
  if (choice?.kind === 'beginner') return { kind: 'beginner' };
  return { kind: choice.kind, seed: String(choice.seed ?? '').trim().slice(0, 64) };
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

export const cleanName = (x: unknown, dflt: string): string =>
  String(x ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 24) || dflt;

/** Check a room request; the result is what a room is made from. */
export function planRoom(req: RoomRequest, opts: { seedPersonsMax: number; defaultPace: number }): RoomPlan {
  if (typeof req !== 'object' || req === null) throw new RequestError('a room request is an object with "seats" and "board"');
  const asked = req.seats;
  if (!Array.isArray(asked) || (asked.length !== 3 && asked.length !== 4)) throw new RequestError('a game has 3 or 4 players (§1): give 3 or 4 seats');
  const board = cleanBoard(req.board);
  const boardObj = boardFor(board);
  const beginner = board.kind === 'beginner';
  const rules = pickRules(req.rules);
  const seats: SeatSlot[] = asked.map((s, i) => {
    if (typeof s !== 'object' || s === null || (s.kind !== 'person' && s.kind !== 'bot')) throw new RequestError(`seat ${i + 1}: "kind" is "person" or "bot"`);
    if (s.kind === 'bot' && !isBotName(s.bot)) throw new RequestError(`seat ${i + 1}: a bot's level is one of ${BOT_NAMES.join(', ')}`);
    if (s.color !== undefined && !COLORS.includes(s.color)) throw new RequestError(`seat ${i + 1}: colour: choose among ${COLORS.join(', ')} (§1)`);
    const bot = s.kind === 'bot' ? s.bot! : null;
    return { name: bot ? BOT_PERSONA[bot].name : cleanName(s.name, `Player ${i + 1}`), color: s.color ?? ('' as Color), bot, owner: null };
  });
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
  dedupeNames(seats);
  const persons = seats.filter((s) => !s.bot).length;
  let seed: string | null = null;
  if (req.seed !== undefined && req.seed !== null && String(req.seed).trim() !== '') {
    if (persons > opts.seedPersonsMax) throw new RequestError('a room with other people in it cannot choose its seed: the server picks a secret one, so nobody knows the dice in advance');
    seed = String(req.seed).trim().slice(0, 128);
  }
  try {
    newGame({ colors: seats.map((s) => s.color), board: beginner ? 'beginner' : boardObj, rules, seed: 0 }); // the engine checks the rules
  } catch (e) {
    if (e instanceof SetupError || e instanceof BoardError) throw new RequestError(e.message);
    throw e;
  }
  return {
    seats, board, rules,
    paceMs: clampInt(req.paceMs, 0, MAX_PACE_MS, opts.defaultPace),
    turnSeconds: Math.round(clampNum(req.turnSeconds, 0, MAX_TURN_SECONDS, 0) * 10) / 10,
    seed, start: req.start === true,
    title: cleanName(req.title, ''),
  };
}

/** The start screen's "play against bots" as a room request: the person first, then the bots. */
export function soloRequest(s: SetupRequest): RoomRequest {
  if (typeof s !== 'object' || s === null) throw new RequestError('setup must be an object');
  if (s.players !== 3 && s.players !== 4) throw new RequestError('a game has 3 or 4 players (§1)');
  if (!COLORS.includes(s.color)) throw new RequestError(`colour: choose among ${COLORS.join(', ')} (§1)`);
  if (!Array.isArray(s.bots) || s.bots.length !== s.players - 1 || !s.bots.every(isBotName)) {
    throw new RequestError(`bots: give ${s.players - 1} levels among ${BOT_NAMES.join(', ')}`);
  }
  const beginner = s.board?.kind === 'beginner';
  if (beginner && !BEGINNER_COLORS.includes(s.color)) throw new RequestError('the beginner map has starting positions for red, blue, white and orange only (§3)');
  const colors = botColors(s.color, s.players - 1, beginner);
  const req: RoomRequest = {
    seats: [{ kind: 'person', name: s.name, color: s.color }, ...s.bots.map((bot, i) => ({ kind: 'bot' as const, bot, color: colors[i]! }))],
    board: s.board, rules: s.rules, start: true,
  };
  if (s.paceMs !== undefined) req.paceMs = s.paceMs;
  if (s.seed !== undefined) req.seed = s.seed;
  return req;
}

function clampNum(x: unknown, lo: number, hi: number, dflt: number): number {
  const n = Number(x);
  if (x === undefined || x === null || !Number.isFinite(n)) return dflt;
  return Math.max(lo, Math.min(hi, n));
}

const clampInt = (x: unknown, lo: number, hi: number, dflt: number): number => Math.round(clampNum(x, lo, hi, dflt));

/** Only the §11 options the engine knows; anything else in the request is ignored. */
function pickRules(r: unknown): Rules {
  const out: Record<string, unknown> = { ...DEFAULT_RULES };
  if (typeof r === 'object' && r !== null) for (const k of Object.keys(DEFAULT_RULES)) if (k in r) out[k] = (r as Record<string, unknown>)[k];
  return out as unknown as Rules;
}

/** Two bots of the same level would share a name: number them ("Vera", "Vera 2"). */
export function dedupeNames(table: { name: string }[]): void {
  const seen = new Map<string, number>();
  for (const t of table) {
    const k = (seen.get(t.name) ?? 0) + 1;
    seen.set(t.name, k);
    if (k > 1) t.name = `${t.name} ${k}`;
  }
}
