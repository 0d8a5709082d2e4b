/**
 * Checking a start-screen request and turning it into a table: seats, colours, the board and
 * the roll that decides who starts (§3: highest roll of two dice starts, ties roll again; the
 * seat order then begins with the starter, as the engine's seat 0 moves first).
 */
import {
  COLORS, BoardError, DEFAULT_RULES, Rng, SetupError, boardToJson, generateBoard, newGame,
  type Board, type BoardJson, type Color, type Rules,
} from '../engine/index.js';
import { BOT_NAMES, BOT_PERSONA } from '../bots/registry.js';
import type { BoardChoice, BotLevel, SetupRequest, StartRoll } from './protocol.js';

export interface Table {
  /** Seats in engine order (seat 0 starts). */
  seats: { name: string; color: Color; bot: BotLevel | null }[];
  human: number;
  board: Board | 'beginner';
  boardJson: BoardJson;
  rules: Partial<Rules>;
  seed: string;
  startRoll: StartRoll;
}

export class RequestError extends Error {}

const BEGINNER_COLORS: readonly Color[] = ['red', 'blue', 'orange', 'white'];

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

export function makeTable(req: SetupRequest, defaultSeed: string): Table {
  if (typeof req !== 'object' || req === null) throw new RequestError('setup must be an object');
  const players = req.players;
  if (players !== 3 && players !== 4) throw new RequestError('a game has 3 or 4 players (§1)');
  const name = String(req.name ?? '').trim().slice(0, 24) || 'Player';
  if (!COLORS.includes(req.color)) throw new RequestError(`colour: choose among ${COLORS.join(', ')} (§1)`);
  if (!Array.isArray(req.bots) || req.bots.length !== players - 1 || !req.bots.every((b) => (BOT_NAMES as readonly string[]).includes(b))) {
    throw new RequestError(`bots: give ${players - 1} levels among ${BOT_NAMES.join(', ')}`);
  }
  const beginner = req.board?.kind === 'beginner';
  if (beginner && !BEGINNER_COLORS.includes(req.color)) {
    throw new RequestError('the beginner map has starting positions for red, blue, white and orange only (§3)');
  }
  const rules = pickRules(req.rules);
  const boardObj = boardFor(req.board);
  const seed = String(req.seed ?? '').trim().slice(0, 64) || defaultSeed;
  const colors = botColors(req.color, players - 1, beginner);
  try {
    newGame({ colors: [req.color, ...colors], board: beginner ? 'beginner' : boardObj, rules, seed }); // the engine checks the rules
  } catch (e) {
    if (e instanceof SetupError || e instanceof BoardError) throw new RequestError(e.message);
    throw e;
  }
  // Table order: the person, then the bots clockwise.
  const table = [
    { name, color: req.color, bot: null as BotLevel | null },
    ...req.bots.map((bot, i) => ({ name: BOT_PERSONA[bot].name, color: colors[i]!, bot: bot as BotLevel | null })),
  ];
  dedupeNames(table);
  const roll = rollForStart(players, new Rng(`start/${seed}`));
  const order = table.map((_, i) => (roll.starter + i) % players);
  const toSeat = new Map(order.map((t, seat) => [t, seat]));
  return {
    seats: order.map((t) => table[t]!),
    human: toSeat.get(0)!,
    board: beginner ? 'beginner' : boardObj,
    boardJson: boardToJson(boardObj),
    rules,
    seed,
    startRoll: {
      rounds: roll.rounds.map((round) => round.map((r) => ({ seat: toSeat.get(r.seat)!, dice: r.dice }))),
      starter: 0,
    },
  };
}

/** Only the §11 options the engine knows; anything else in the request is ignored. */
function pickRules(r: unknown): Partial<Rules> {
  const out: Record<string, unknown> = {};
  if (typeof r !== 'object' || r === null) return out;
  for (const k of Object.keys(DEFAULT_RULES)) if (k in r) out[k] = (r as Record<string, unknown>)[k];
  return out as Partial<Rules>;
}

/** Two bots of the same level would share a name: number them ("Vera", "Vera 2"). */
function dedupeNames(table: { name: string }[]): void {
  const seen = new Map<string, number>();
  for (const t of table) {
    const k = (seen.get(t.name) ?? 0) + 1;
    seen.set(t.name, k);
    if (k > 1) t.name = `${t.name} ${k}`;
  }
}
