/**
 * Board generators (§3): the official variable set-up (shuffled terrain and harbors, number
 * tokens laid A–R along a spiral) and constrained random boards, "balanced" among them.
 * Every generator is a pure function of its seed: no I/O, no clock, no Math.random. Searches run
 * on a fixed step budget, so a constraint set that cannot be met ends in a BoardError that names
 * the options — never in an endless loop. docs/boards.md explains the designs.
 */
import { BEGINNER_BOARD_JSON, beginnerBoard } from './beginner.js';
import { BoardError, makeBoard, type Board, type Harbor } from './board.js';
import { BASE_ISLAND, ISLANDS, coastalEdges, harborBag, isIslandId, terrainBag, type Island, type IslandId } from './islands.js';
import { Rng } from './rng.js';
import { DESERT, TERRAIN_RESOURCE } from './vocabulary.js';

/** Axial directions in counter-clockwise order as seen on the board (r grows downward). */
const DIRS: readonly (readonly [number, number])[] = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];

/** §3 letter order A–R of the base game's number tokens. */
export const SPIRAL_TOKENS: readonly number[] = BASE_ISLAND.spiralTokens;

/**
 * The harbor slots of an island's frame, where generators shuffle the harbor kinds. The base
 * game's nine are the beginner map's coastal edges, spread around the frame about every other
 * frame piece as in the printed game; they fall every 3 or 4 coastal edges (3,4,3,3,3,4,3,4,3
 * counter-clockwise from the east). The extension's eleven keep that spacing around its 38
 * coastal edges: 3 and 4 alternately, from the east side of the east corner.
 */
export function harborSlots(island: Island): readonly number[] {
  let slots = SLOTS.get(island);
  if (!slots) {
    if (island.id === 'base') slots = BEGINNER_BOARD_JSON.harbors.map((h) => island.geo.edgeId(h.edge));
    else {
      const coast = coastalEdges(island.geo);
      const out: number[] = [];
      for (let i = 0, at = 0; i < island.harborCounts.reduce((a, b) => a + b, 0); i++) { out.push(coast[at]!); at += i % 2 === 0 ? 3 : 4; }
      slots = out;
    }
    slots = Object.freeze(slots);
    SLOTS.set(island, slots);
  }
  return slots;
}
const SLOTS = new Map<Island, readonly number[]>();
/** The base game's nine harbor slots. */
export const HARBOR_SLOTS: readonly number[] = harborSlots(BASE_ISLAND);

/** Token pips: the number of ways to roll it with two dice (§1). */
export function pips(token: number): number {
  return token >= 2 && token <= 12 && token !== 7 ? 6 - Math.abs(7 - token) : 0;
}
const isRed = (token: number): boolean => token === 6 || token === 8;

/**
 * Hex ids along the §3 spiral: from corner `corner` of the outer ring (0 = the east corner, then
 * counter-clockwise; the island's `corners`), round the outer ring counter-clockwise (or
 * clockwise), then round each inner ring, ending in the middle. Each hex touches the one before
 * it. The walk keeps the hexes already laid (and the sea) on the outside hand and turns toward
 * them whenever it can, which traces ring after ring on any island. On the base island the
 * rings are the 12 outer hexes, the 6 inner ones from the hex inward of the corner, and the
 * centre.
 */
export function spiralOrder(corner: number, clockwise = false, island: Island = BASE_ISLAND): number[] {
  if (!Number.isInteger(corner) || corner < 0 || corner > 5) throw new BoardError(`spiral corner must be 0–5, not ${corner}`);
  const g = island.geo;
  const left = new Uint8Array(g.hexCount).fill(1);
  const at = (h: number, d: number): number => {
    const [q, r] = g.hexCoords[h]!;
    const [dq, dr] = DIRS[((d % 6) + 6) % 6]!;
    return g.hexId(`${q + dq},${r + dr}`);
  };
  let h = island.corners[corner]!;
  // Counter-clockwise from corner k the first side heads along direction k+2; clockwise, k+4.
  let d = clockwise ? corner + 4 : corner + 2;
  const turn = clockwise ? 1 : -1; // toward the outside
  const out: number[] = [];
  for (;;) {
    out.push(h);
    left[h] = 0;
    if (out.length === g.hexCount) return out;
    let next = -1;
    for (let k = 0; k < 5 && next < 0; k++) {
      const dir = d + turn * (1 - k);
      const n = at(h, dir);
      if (n >= 0 && left[n]) { next = n; d = dir; }
    }
    if (next < 0) throw new BoardError('the spiral walked into a dead end');
    h = next;
  }
}

/** Tokens per hex id, laid in letter order along `order`, skipping the desert(s) (§3, §14). */
export function layTokens(order: readonly number[], deserts: number | readonly number[], island: Island = BASE_ISLAND): Int8Array {
  const token = new Int8Array(island.geo.hexCount);
  const skip = typeof deserts === 'number' ? [deserts] : deserts;
  let k = 0;
  for (const h of order) if (!skip.includes(h)) token[h] = island.spiralTokens[k++]!;
  if (k !== island.spiralTokens.length) throw new BoardError(`layTokens needs all ${island.geo.hexCount} hexes in the order, the deserts among them`);
  return token;
}

function harborsFrom(kinds: readonly number[], island: Island): Harbor[] {
  return harborSlots(island).map((edge, i) => ({ edge, kind: kinds[i]! }));
}

/**
 * §3 (§14) variable set-up: shuffled terrain and harbors, tokens in letter order counter-clockwise
 * from a seeded corner. The robber starts on the (first) desert.
 */
export function variableBoard(seed: string | number, island: Island = BASE_ISLAND): Board {
  const rng = new Rng(seed);
  const terrain = rng.shuffle(terrainBag(island));
  const kinds = rng.shuffle(harborBag(island));
  const corner = rng.int(6);
  const deserts = terrain.flatMap((t, h) => (t === DESERT ? [h] : []));
  return makeBoard(terrain, layTokens(spiralOrder(corner, false, island), deserts, island), harborsFrom(kinds, island), deserts[0]!, island);
}

export interface RandomOptions {
  /** No two red tokens (6/8) on adjacent hexes. */
  noAdjacentRed?: boolean;
  /** No two equal tokens on adjacent hexes. */
  noAdjacentSameNumber?: boolean;
  /** No connected cluster of one terrain larger than N hexes (1: no two of a terrain touch). */
  maxSameTerrainCluster?: number;
  /** The balanced design documented on `randomBoard` and in docs/boards.md. */
  balanced?: boolean;
  /** Hard cap on search steps (default 400 000); beyond it the generator gives up with BoardError. */
  searchLimit?: number;
}

const OPTION_KEYS = ['noAdjacentRed', 'noAdjacentSameNumber', 'maxSameTerrainCluster', 'balanced', 'searchLimit'];
const DEFAULT_SEARCH_LIMIT = 400_000;
/** Search steps per attempt before a fresh start: random restarts cut the heavy tail of backtracking. */
const ATTEMPT_STEPS = 4_000;

/** Balanced design bounds (see randomBoard). */
export const BALANCED = Object.freeze({
  /** Largest connected cluster of one terrain. */
  maxCluster: 2,
  /** Largest total pips of the hexes around any one vertex. */
  maxVertexPips: 11,
  /** Each resource's pips may differ from its fair share (58 × hexes / 18) by at most this. */
  pipBand: 2,
});

function describe(o: RandomOptions): string {
  const parts = OPTION_KEYS.filter((k) => o[k as keyof RandomOptions] !== undefined).map((k) => `${k}: ${JSON.stringify(o[k as keyof RandomOptions])}`);
  return parts.length ? `{${parts.join(', ')}}` : '{}';
}

function checkOptions(o: unknown): RandomOptions {
  if (o === undefined) return {};
  if (typeof o !== 'object' || o === null || Array.isArray(o)) throw new BoardError('random board options must be an object');
  const opts = o as Record<string, unknown>;
  for (const k of Object.keys(opts)) {
    if (!OPTION_KEYS.includes(k)) throw new BoardError(`unknown random board option "${k}" (known: ${OPTION_KEYS.join(', ')})`);
  }
  for (const k of ['noAdjacentRed', 'noAdjacentSameNumber', 'balanced']) {
    if (opts[k] !== undefined && typeof opts[k] !== 'boolean') throw new BoardError(`random board option ${k} must be true or false, not ${JSON.stringify(opts[k])}`);
  }
  const n = opts.maxSameTerrainCluster;
  if (n !== undefined && !(typeof n === 'number' && Number.isInteger(n) && n >= 1)) {
    throw new BoardError(`maxSameTerrainCluster must be a whole number of at least 1 (1: no two hexes of one terrain touch), not ${JSON.stringify(n)}`);
  }
  const s = opts.searchLimit;
  if (s !== undefined && !(typeof s === 'number' && Number.isInteger(s) && s >= 1)) {
    throw new BoardError(`searchLimit must be a whole number of at least 1, not ${JSON.stringify(s)}`);
  }
  return opts as RandomOptions;
}

/** Size of the connected cluster of `t[h]`'s terrain containing h, among assigned hexes. */
function clusterSize(t: Int8Array, h: number, stack: number[], seen: Uint8Array, HEX_NEIGHBOURS: Int8Array): number {
  seen.fill(0);
  stack.length = 0;
  stack.push(h);
  seen[h] = 1;
  let n = 0;
  while (stack.length) {
    const x = stack.pop()!;
    n++;
    for (let k = 0; k < 6; k++) {
      const y = HEX_NEIGHBOURS[x * 6 + k]!;
      if (y >= 0 && !seen[y] && t[y] === t[h]) { seen[y] = 1; stack.push(y); }
    }
  }
  return n;
}

interface Budget { left: number }

const RESOURCE_OF: readonly number[] = TERRAIN_RESOURCE;

/** Token order for the search: centre outward, so each hex meets assigned neighbours early. */
const SEARCH_ORDERS = new Map<Island, readonly number[]>();
function searchOrder(island: Island): readonly number[] {
  let o = SEARCH_ORDERS.get(island);
  if (!o) { o = spiralOrder(0, false, island).reverse(); SEARCH_ORDERS.set(island, o); }
  return o;
}

/**
 * A random board: terrain, tokens and harbor kinds shuffled (harbor kinds over HARBOR_SLOTS),
 * subject to the chosen constraints, found by randomized backtracking with restarts on a step
 * budget. Deterministic for a seed.
 *
 * `balanced: true` — the project's balanced design (docs/boards.md), all of:
 *  B1 no two red tokens (6/8) on adjacent hexes;
 *  B2 no two equal tokens on adjacent hexes;
 *  B3 no cluster of more than 2 touching hexes of one terrain;
 *  B4 each resource's pips within ±2 of its fair share: all the tokens' pips × its hexes / the
 *     producing hexes (base game: 58 × hexes / 18, so 4-hex resources 11–14 pips, 3-hex 8–11);
 *  B5 no vertex touching more than 11 pips (unconstrained boards often reach 12–14);
 *  B6 every resource gets at least one strong token (5, 6, 8 or 9: 4 pips or more), and the red
 *     tokens are spread over the resources: the base game's four on four different resources, the
 *     extension's six at most two to a resource. (B4 already keeps a resource from holding only
 *     strong tokens.)
 * Other options given beside `balanced` tighten it further (e.g. maxSameTerrainCluster 1).
 */
export function randomBoard(seed: string | number, options?: RandomOptions, island: Island = BASE_ISLAND): Board {
  const o = checkOptions(options);
  const bal = o.balanced === true;
  const HEX_COUNT = island.geo.hexCount;
  const maxCluster = Math.min(o.maxSameTerrainCluster ?? HEX_COUNT, bal ? BALANCED.maxCluster : HEX_COUNT);
  const noRed = bal || o.noAdjacentRed === true;
  const noSame = bal || o.noAdjacentSameNumber === true;
  const rng = new Rng(seed);
  const budget: Budget = { left: o.searchLimit ?? DEFAULT_SEARCH_LIMIT };
  const t = new Int8Array(HEX_COUNT);
  const token = new Int8Array(HEX_COUNT);
  const stack: number[] = [];
  const seen = new Uint8Array(HEX_COUNT);
  while (budget.left > 0) {
    const attempt: Budget = { left: Math.min(ATTEMPT_STEPS, budget.left) };
    const before = attempt.left;
    const ok = placeTerrain(t, rng, maxCluster, attempt, stack, seen, island) && placeTokens(t, token, rng, noRed, noSame, bal, attempt, island);
    budget.left -= before - attempt.left;
    if (ok) {
      const kinds = rng.shuffle(harborBag(island));
      return makeBoard(t, token, harborsFrom(kinds, island), t.indexOf(DESERT), island);
    }
  }
  const limit = o.searchLimit ?? DEFAULT_SEARCH_LIMIT;
  throw new BoardError(`no board satisfies the options ${describe(o)}: none found within ${limit} search steps (seed ${JSON.stringify(seed)}); loosen the constraints`);
}

function placeTerrain(t: Int8Array, rng: Rng, maxCluster: number, budget: Budget, stack: number[], seen: Uint8Array, island: Island): boolean {
  t.fill(-1);
  const HEX_COUNT = island.geo.hexCount, HEX_NEIGHBOURS = island.geo.hexNeighbours;
  const left = [...island.terrainCounts];
  const kinds = [0, 1, 2, 3, 4, 5];
  const go = (h: number): boolean => {
    if (h === HEX_COUNT) return true;
    if (--budget.left < 0) return false;
    const order = rng.shuffle(kinds.slice());
    for (const k of order) {
      if (!left[k]) continue;
      t[h] = k;
      if (maxCluster < HEX_COUNT && clusterSize(t, h, stack, seen, HEX_NEIGHBOURS) > maxCluster) continue;
      left[k]!--;
      if (go(h + 1)) return true;
      left[k]!++;
      if (budget.left < 0) break;
    }
    t[h] = -1;
    return false;
  };
  return go(0);
}

function placeTokens(t: Int8Array, token: Int8Array, rng: Rng, noRed: boolean, noSame: boolean, bal: boolean, budget: Budget, island: Island): boolean {
  token.fill(0);
  const HEX_NEIGHBOURS = island.geo.hexNeighbours, HEX_VERTICES = island.geo.hexVertices;
  const left = new Array<number>(13).fill(0);
  for (const n of island.spiralTokens) left[n]!++;
  const TOTAL_PIPS = island.spiralTokens.reduce((a, n) => a + pips(n), 0);
  const PRODUCING_HEXES = island.spiralTokens.length;
  // B6: red tokens spread over the resources (base game: four reds, one per resource at most).
  const maxRedPerResource = Math.ceil(island.spiralTokens.filter(isRed).length / 5);
  const values = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12];
  const order = searchOrder(island).filter((h) => t[h] !== DESERT);
  // Balanced bookkeeping: per-resource pips, hexes left, strong and red tokens; per-vertex pips.
  const resOf = (h: number): number => RESOURCE_OF[t[h]!]!;
  const resHexes = [0, 0, 0, 0, 0];
  for (const h of order) resHexes[resOf(h)]!++;
  const fair = resHexes.map((n) => (TOTAL_PIPS * n) / PRODUCING_HEXES);
  const resPips = [0, 0, 0, 0, 0], resLeft = resHexes.slice(), resStrong = [0, 0, 0, 0, 0], resRed = [0, 0, 0, 0, 0];
  const vPips = new Int8Array(island.geo.vertexCount);
  const fits = (h: number, v: number): boolean => {
    for (let k = 0; k < 6; k++) {
      const n = HEX_NEIGHBOURS[h * 6 + k]!;
      if (n < 0 || !token[n]) continue;
      if (noSame && token[n] === v) return false;
      if (noRed && isRed(v) && isRed(token[n]!)) return false;
    }
    if (!bal) return true;
    const p = pips(v), r = resOf(h);
    for (let k = 0; k < 6; k++) if (vPips[HEX_VERTICES[h * 6 + k]!]! + p > BALANCED.maxVertexPips) return false;
    if (isRed(v) && resRed[r]! >= maxRedPerResource) return false;
    const total = resPips[r]! + p, rest = resLeft[r]! - 1;
    if (total > fair[r]! + BALANCED.pipBand) return false;
    if (total + rest * 5 < fair[r]! - BALANCED.pipBand) return false;
    if (rest === 0 && !resStrong[r] && p < 4) return false;
    return true;
  };
  const mark = (h: number, v: number, sign: 1 | -1): void => {
    token[h] = sign > 0 ? v : 0;
    left[v]! -= sign;
    if (!bal) return;
    const p = pips(v), r = resOf(h);
    for (let k = 0; k < 6; k++) vPips[HEX_VERTICES[h * 6 + k]!]! += sign * p;
    resPips[r]! += sign * p;
    resLeft[r]! -= sign;
    if (p >= 4) resStrong[r]! += sign;
    if (isRed(v)) resRed[r]! += sign;
  };
  const go = (i: number): boolean => {
    if (i === order.length) return true;
    if (--budget.left < 0) return false;
    const h = order[i]!;
    for (const v of rng.shuffle(values.slice())) {
      if (!left[v] || !fits(h, v)) continue;
      mark(h, v, 1);
      if (go(i + 1)) return true;
      mark(h, v, -1);
      if (budget.left < 0) break;
    }
    return false;
  };
  return go(0);
}

export type BoardKind = 'beginner' | 'variable' | 'random' | 'balanced';
export const BOARD_KINDS: readonly BoardKind[] = ['beginner', 'variable', 'random', 'balanced'];

export interface BoardSpec {
  kind: BoardKind;
  /** Required for every kind but the beginner map: the engine never invents a seed. */
  seed?: string | number;
  /** For 'random' and 'balanced' (where `balanced` is implied). */
  options?: RandomOptions;
  /** The island (default the base game's); the beginner map exists for the base island only. */
  island?: IslandId;
}

/** One door to every generator. */
export function generateBoard(spec: BoardSpec): Board {
  if (spec.island !== undefined && !isIslandId(spec.island)) throw new BoardError(`unknown island ${JSON.stringify(spec.island)} (base or extension)`);
  const island = ISLANDS[spec.island ?? 'base'];
  if (spec.kind === 'beginner') {
    if (island.id !== 'base') throw new BoardError('the beginner map is for the base game only: choose variable, random or balanced for the 5–6 player island (§14)');
    return beginnerBoard();
  }
  if (!BOARD_KINDS.includes(spec.kind)) throw new BoardError(`unknown board kind ${JSON.stringify(spec.kind)} (known: ${BOARD_KINDS.join(', ')})`);
  if (typeof spec.seed !== 'string' && typeof spec.seed !== 'number') throw new BoardError(`a ${spec.kind} board needs a seed (string or number)`);
  if (spec.kind === 'variable') {
    // Any option at all, known to the random boards or not, is one the variable set-up does not take.
    const o = spec.options;
    if (o !== undefined && (typeof o !== 'object' || o === null || Array.isArray(o) || Object.keys(o).length > 0)) {
      const given = typeof o === 'object' && o !== null && !Array.isArray(o) ? Object.keys(o).map((k) => JSON.stringify(k)).join(', ') : JSON.stringify(o);
      throw new BoardError(`the variable set-up takes no options (given: ${given}); use kind "random" or "balanced" for options such as ${OPTION_KEYS.join(', ')}`);
    }
    return variableBoard(spec.seed, island);
  }
  if (spec.kind === 'balanced') return randomBoard(spec.seed, { ...checkOptions(spec.options), balanced: true }, island);
  return randomBoard(spec.seed, spec.options, island);
}
