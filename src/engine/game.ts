/**
 * Starting a game: the seats' colours, the rules, the board (beginner, a given board, a
 * generator's recipe or a board's JSON), and for the beginner map its fixed starting pieces and
 * resources (§3). Three or four players play the base island, five or six the extension's (§14).
 * The library's front door: every option is checked here, so nothing behind it checks again.
 */
import { BEGINNER_START, beginnerBoard, beginnerStartHand } from './beginner.js';
import { BoardError, parseBoard, type Board, type BoardJson } from './board.js';
import { generateBoard, type BoardKind, type RandomOptions } from './generate.js';
import { updateLongestRoad } from './longestRoad.js';
import { placeRoad, placeSettlement } from './pieces.js';
import { gain, takeHarbor } from './step.js';
import {
  O_ROADS_LEFT, O_SETTLE_LEFT, S_CUR, S_N, S_PHASE, S_SETUP_STEP, W_TURN, initialState, type GameState,
} from './state.js';
import { BASE_ISLAND, EXTENSION_ISLAND, type IslandId } from './islands.js';
import { describe } from './refusals.js';
import { COLORS, DEFAULT_RULES, P_ROLL, RULE_RANGES, type Color, type Rules } from './vocabulary.js';

/** A board given by a generator and its seed (src/engine/generate.ts); `island` "extension" for 5–6 players. */
export interface GeneratedBoardJson { generate: string; seed: string | number; options?: Record<string, unknown>; island?: string }

/** The ways to name a board: the beginner map, a Board object, a generator's recipe, or a board's JSON (RECORD.md). */
export type BoardInput = Board | 'beginner' | GeneratedBoardJson | BoardJson;

export interface NewGameOptions {
  /** Seat colours in turn order; 3 or 4 players (§1), 5 or 6 on the extension's island (§14). */
  colors: readonly Color[];
  /** 'beginner' (§3), a Board (generateBoard, parseBoard), a recipe such as {generate: 'variable', seed: 'x'}, or a board's JSON. */
  board: BoardInput;
  /** House rules (§11, §14) by name (Rules); a name not among them is refused. */
  rules?: Partial<Rules>;
  /** Seed for the game's chance outcomes (dice, steals, draws): text or a finite number, never left out. */
  seed: string | number;
}

export class SetupError extends Error {
  // Named in a stack trace and by `e.name`, as a library's errors should be (not the plain "Error").
  override readonly name = 'SetupError';
}

const RULE_NAMES = Object.keys(DEFAULT_RULES) as (keyof Rules)[];

/** The rules with defaults filled in; the special building phase is on by default with 5 or 6 players (§14). */
export function checkRules(rules: Partial<Rules> | undefined, players = 4): Rules {
  if (rules !== undefined && (typeof rules !== 'object' || rules === null || Array.isArray(rules))) throw new SetupError(`rules must be an object of house rules by name (${RULE_NAMES.join(', ')}), not ${describe(rules)}`);
  for (const k of Object.keys(rules ?? {})) {
    if (!(RULE_NAMES as string[]).includes(k)) throw new SetupError(`rules.${k.slice(0, 30)} is not a rule: the rules are ${RULE_NAMES.join(', ')} (§11, §14)`);
  }
  const r: Rules = { ...DEFAULT_RULES, specialBuild: players >= EXTENSION_ISLAND.minPlayers, ...(rules ?? {}) };
  const [vpLo, vpHi] = RULE_RANGES.victoryPoints, [dLo, dHi] = RULE_RANGES.discardOver;
  if (!Number.isInteger(r.victoryPoints) || r.victoryPoints < vpLo || r.victoryPoints > vpHi) {
    throw new SetupError(`rules.victoryPoints must be a whole number from ${vpLo} to ${vpHi} (§11: ${vpHi} is the most a player can hold — 5 settlements, 4 cities, Longest Road, Largest Army and 5 Victory Point cards)`);
  }
  if (!Number.isInteger(r.discardOver) || r.discardOver < dLo || r.discardOver > dHi) throw new SetupError(`rules.discardOver must be a whole number from ${dLo} to ${dHi} (§11)`);
  for (const k of ['friendlyRobber', 'tradeThenBuild', 'discard', 'balancedDice', 'specialBuild'] as const) {
    if (typeof r[k] !== 'boolean') throw new SetupError(`rules.${k} must be true or false (${k === 'specialBuild' ? '§14' : '§11'})`);
  }
  return r;
}

/** The rules as a record writes them: specialBuild only when it differs from its default (so 3–4 player records keep their form). */
export function recordRules(rules: Readonly<Rules>, players: number): Partial<Rules> {
  const { specialBuild, ...rest } = rules;
  return specialBuild === (players >= EXTENSION_ISLAND.minPlayers) ? rest : { ...rules };
}

export function checkColors(colors: readonly string[]): Color[] {
  if (!Array.isArray(colors) || colors.length < 3 || colors.length > 6) throw new SetupError('a game has 3 or 4 players (§1), or 5 or 6 with the extension (§14)');
  const seen = new Set<string>();
  for (const c of colors) {
    if (!COLORS.includes(c as Color)) throw new SetupError(`unknown colour ${JSON.stringify(c)}: choose among ${COLORS.join(', ')} (§1)`);
    if (seen.has(c)) throw new SetupError(`colour ${c} is taken twice`);
    seen.add(c);
  }
  return colors as Color[];
}

/** A game's seed: text or a finite number (the engine never invents one, so a missing seed would make every game alike). */
export function checkSeed(seed: unknown): string | number {
  if (typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed))) return seed;
  throw new SetupError(`seed must be text or a finite number, not ${describe(seed)}: it decides the dice, steals and draws, so every game needs one`);
}

const isBoard = (b: unknown): b is Board =>
  typeof b === 'object' && b !== null && (b as Board).terrain instanceof Int8Array && typeof (b as Board).island === 'object';

/** A board from any of its forms (BoardInput): BoardError for a recipe or JSON that does not make a board, SetupError for anything else. */
export function resolveBoard(b: unknown): Board {
  if (b === 'beginner') return beginnerBoard();
  if (isBoard(b)) return b;
  if (typeof b === 'object' && b !== null && 'generate' in b) {
    const r = b as GeneratedBoardJson;
    if (r.generate === 'beginner') throw new BoardError('use "board": "beginner" for the beginner map');
    return generateBoard({ kind: r.generate as BoardKind, seed: r.seed, options: r.options as RandomOptions, ...(r.island !== undefined ? { island: r.island as IslandId } : {}) });
  }
  if (typeof b === 'object' && b !== null && !Array.isArray(b)) return parseBoard(b);
  throw new SetupError(`board must be "beginner", a Board (generateBoard, parseBoard), a recipe such as {"generate": "variable", "seed": "1"} (kinds variable, random, balanced; "island": "extension" for 5–6 players) or a board's JSON with "hexes" (RECORD.md), not ${describe(b)}`);
}

/**
 * Refuse an option not among `known`: a misspelt one (`rule` for `rules`) would otherwise be
 * ignored, and the game played by the defaults it meant to change.
 */
export function checkOptionNames(opts: object, known: readonly string[], what: string): void {
  for (const k of Object.keys(opts)) {
    if (!known.includes(k)) {
      const near = known.find((x) => x.toLowerCase().startsWith(k.toLowerCase().slice(0, 3)) || k.toLowerCase().startsWith(x.toLowerCase().slice(0, 3)));
      throw new SetupError(`${what}: unknown option ${JSON.stringify(k)}${near ? ` (did you mean ${JSON.stringify(near)}?)` : ''}; the options are ${known.join(', ')}`);
    }
  }
}

const NEW_GAME_OPTIONS = ['colors', 'board', 'rules', 'seed'] as const;

export function newGame(opts: NewGameOptions): GameState {
  if (typeof opts !== 'object' || opts === null) throw new SetupError('newGame needs {colors, board, seed} and may take rules');
  checkOptionNames(opts, NEW_GAME_OPTIONS, 'newGame');
  const colors = checkColors(opts.colors);
  const seed = checkSeed(opts.seed);
  const rules = checkRules(opts.rules, colors.length);
  const board = opts.board === 'beginner' ? 'beginner' : resolveBoard(opts.board);
  const island = board === 'beginner' ? BASE_ISLAND : board.island;
  if (colors.length < island.minPlayers || colors.length > island.maxPlayers) {
    throw new SetupError(island.id === 'base'
      ? `${colors.length} players need the 5–6 player extension's island (§14): ${board === 'beginner' ? 'the beginner map is the base island\'s; choose a variable, random or balanced board' : 'this board is the base island\'s'} with island: 'extension', such as { generate: 'variable', seed: '1', island: 'extension' }`
      : `the 5–6 player extension's island is for 5 or 6 players, not ${colors.length} (§14)`);
  }
  if (board !== 'beginner') return initialState(board, rules, colors, seed);
  if (colors.length === 3 && colors.includes('white')) throw new SetupError('a 3-player beginner game leaves white out (§3): choose red, blue and orange');
  const s = initialState(beginnerBoard(), rules, colors, seed);
  placeBeginnerPieces(s);
  return s;
}

/** §3 beginner set-up: fixed pieces per colour; resources from the second settlement. */
function placeBeginnerPieces(s: GameState): void {
  const d = s.b, g = s.g;
  s.colors.forEach((color, p) => {
    const start = BEGINNER_START[color as 'red'];
    if (!start) throw new SetupError(`the beginner map has starting positions for red, blue, white and orange only, not ${color} (§3)`);
    for (const name of start.settlements) {
      const v = g.vertexId(name);
      placeSettlement(s, p, v);
      d[O_SETTLE_LEFT + p]!--;
      takeHarbor(s, p, v);
    }
    for (const name of start.roads) {
      placeRoad(s, p, g.edgeId(name));
      d[O_ROADS_LEFT + p]!--;
    }
    beginnerStartHand(color)!.forEach((n, r) => { if (n) gain(d, p, r, n); });
  });
  const n = d[S_N]!;
  updateLongestRoad(s, (1 << n) - 1);
  d[S_SETUP_STEP] = 4 * n;
  d[S_PHASE] = P_ROLL;
  d[S_CUR] = 0;
  s.w[W_TURN] = 1;
}
