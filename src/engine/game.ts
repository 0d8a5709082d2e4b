/**
 * Starting a game: the seats' colours, the rules, the board (beginner, a given board, or a
 * generator's), and for the beginner map its fixed starting pieces and resources (§3). Three or
 * four players play the base island, five or six the extension's (§14).
 */
import { BEGINNER_START, beginnerBoard } from './beginner.js';
import type { Board } from './board.js';
import { updateLongestRoad } from './longestRoad.js';
import { placeRoad, placeSettlement } from './pieces.js';
import { gain, takeHarbor } from './step.js';
import {
  O_ROADS_LEFT, O_SETTLE_LEFT, S_CUR, S_N, S_PHASE, S_SETUP_STEP, W_TURN, initialState, type GameState,
} from './state.js';
import { BASE_ISLAND, EXTENSION_ISLAND } from './islands.js';
import { COLORS, DEFAULT_RULES, P_ROLL, TERRAIN_RESOURCE, type Color, type Rules } from './vocabulary.js';

export interface NewGameOptions {
  /** Seat colours in turn order; 3 or 4 players (§1), 5 or 6 on the extension's island (§14). */
  colors: readonly Color[];
  board: Board | 'beginner';
  rules?: Partial<Rules>;
  /** Seed for the game's chance outcomes (dice, steals, draws). */
  seed: string | number;
}

export class SetupError extends Error {}

/** The rules with defaults filled in; the special building phase is on by default with 5 or 6 players (§14). */
export function checkRules(rules: Partial<Rules> | undefined, players = 4): Rules {
  const r: Rules = { ...DEFAULT_RULES, specialBuild: players >= EXTENSION_ISLAND.minPlayers, ...(rules ?? {}) };
  if (!Number.isInteger(r.victoryPoints) || r.victoryPoints < 3 || r.victoryPoints > 30) throw new SetupError('rules.victoryPoints must be a whole number from 3 to 30 (§11)');
  if (!Number.isInteger(r.discardOver) || r.discardOver < 2 || r.discardOver > 95) throw new SetupError('rules.discardOver must be a whole number of at least 2 (§11)');
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

export function newGame(opts: NewGameOptions): GameState {
  const colors = checkColors(opts.colors);
  const rules = checkRules(opts.rules, colors.length);
  const island = opts.board === 'beginner' ? BASE_ISLAND : opts.board.island;
  if (colors.length < island.minPlayers || colors.length > island.maxPlayers) {
    throw new SetupError(island.id === 'base'
      ? `${colors.length} players need the 5–6 player extension's island (§14): choose a variable, random or balanced board for it`
      : `the 5–6 player extension's island is for 5 or 6 players, not ${colors.length} (§14)`);
  }
  if (opts.board !== 'beginner') return initialState(opts.board, rules, colors, opts.seed);
  if (colors.length === 3 && colors.includes('white')) throw new SetupError('a 3-player beginner game leaves white out (§3): choose red, blue and orange');
  const s = initialState(beginnerBoard(), rules, colors, opts.seed);
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
    const second = g.vertexId(start.second);
    for (let k = 0; k < 3; k++) {
      const h = g.vertexHexes[second * 3 + k]!;
      if (h < 0) continue;
      const r = TERRAIN_RESOURCE[s.board.terrain[h]! as 0]!;
      if (r >= 0) gain(d, p, r, 1);
    }
  });
  const n = d[S_N]!;
  updateLongestRoad(s, (1 << n) - 1);
  d[S_SETUP_STEP] = 4 * n;
  d[S_PHASE] = P_ROLL;
  d[S_CUR] = 0;
  s.w[W_TURN] = 1;
}
