/**
 * A hand-tuned value of a position for one seat, on the engine's fast-path state: points
 * first, then production (pips by resource, weighted by what the seat still needs), room to
 * expand, hand, development cards, and progress toward Longest Road and Largest Army. It
 * reads only what the seat knows when the state was built from its view.
 */
import { isSettlementSpot } from '../engine/legal.js';
import {
  CITY_BIT, buildingAt, citiesLeft, devCardCount, handSize, knightsPlayed, resourceCount, roadLengthOf, settlementsLeft as settlementsLeftOf,
  totalVp, tradeRate, type GameState,
} from '../engine/state.js';
import { TERRAIN_RESOURCE, VICTORY_POINT } from '../engine/vocabulary.js';
import type { Board } from '../engine/board.js';

export const PIPS = [0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1] as const;

export interface Weights {
  vp: number; prod: number; diversity: number; hand: number; spot: number; road: number;
  army: number; dev: number; harbor: number; overHand: number; cityRoom: number;
}
export const DEFAULT_WEIGHTS: Weights = {
  vp: 100, prod: 2.2, diversity: 3, hand: 0.9, spot: 2.5, road: 1.2, army: 3, dev: 4, harbor: 1.2, overHand: 1.5, cityRoom: 2,
};
/** Weights that favour roads and new settlements (a style of the tools' opponent pool, and the hard bot's `rivalStyle=expansion`). */
export const EXPANSION_WEIGHTS: Weights = { ...DEFAULT_WEIGHTS, road: 2.5, spot: 3.5 };

// Weakly keyed: a long-lived process (`catan decide --stdio`) meets a new board object per line.
const vertexPips = new WeakMap<Board, Float64Array>();
/** Pips per vertex and resource for a board: [v*5 + r]. */
export function boardPips(board: Board): Float64Array {
  let t = vertexPips.get(board);
  if (t) return t;
  const g = board.geo;
  t = new Float64Array(g.vertexCount * 5);
  for (let v = 0; v < g.vertexCount; v++) {
    for (let k = 0; k < 3; k++) {
      const h = g.vertexHexes[v * 3 + k]!;
      if (h < 0) continue;
      const r = TERRAIN_RESOURCE[board.terrain[h]! as 0]!;
      if (r >= 0) t[v * 5 + r]! += PIPS[board.token[h]!]!;
    }
  }
  vertexPips.set(board, t);
  return t;
}

/** All pips around vertex v, from a boardPips table. */
export function spotPips(pips: Float64Array, v: number): number {
  let x = 0;
  for (let r = 0; r < 5; r++) x += pips[v * 5 + r]!;
  return x;
}

const prod = new Float64Array(5);

/** Production in pips per resource for seat p (the robber's hex removed). */
export function production(s: GameState, p: number, out: Float64Array = prod): Float64Array {
  out.fill(0);
  const own = p + 1;
  const robber = s.robber;
  const g = s.g;
  for (let v = 0; v < g.vertexCount; v++) {
    const b = buildingAt(s, v);
    if ((b & 7) !== own) continue;
    const mult = b & CITY_BIT ? 2 : 1;
    for (let k = 0; k < 3; k++) {
      const h = g.vertexHexes[v * 3 + k]!;
      if (h < 0 || h === robber) continue;
      const r = TERRAIN_RESOURCE[s.board.terrain[h]! as 0]!;
      if (r >= 0) out[r]! += PIPS[s.board.token[h]!]! * mult;
    }
  }
  return out;
}

/** Value of position s for seat p (higher is better). */
export function evaluate(s: GameState, p: number, w: Weights = DEFAULT_WEIGHTS): number {
  const vp = totalVp(s, p);
  let value = vp * w.vp;
  production(s, p);
  // Resources matter by what the seat still has to build: early wood/brick, late grain/ore.
  const settlementsLeft = settlementsLeftOf(s, p);
  const late = settlementsLeft <= 2 || vp >= 6 ? 1 : 0;
  const rw0 = late ? 0.8 : 1.15, rw3 = late ? 1.25 : 1.0, rw4 = late ? 1.3 : 0.9;
  const weights = [rw0, rw0, 0.8, rw3, rw4];
  let diversity = 0, totalProd = 0;
  for (let r = 0; r < 5; r++) {
    const x = prod[r]!;
    if (x > 0) diversity++;
    // Diminishing returns on one resource, scaled by the seat's trade rate for it.
    const rate = tradeRate(s, p, r);
    totalProd += weights[r]! * (Math.min(x, 8) + Math.max(0, x - 8) * (rate <= 2 ? 0.9 : 0.5));
  }
  value += totalProd * w.prod + diversity * w.diversity;
  // Hand: useful up to a point; a big hand risks a discard on a 7.
  const hand = handSize(s, p);
  let handValue = 0;
  for (let r = 0; r < 5; r++) handValue += Math.min(resourceCount(s, p, r), 4) * weights[r]!;
  value += handValue * w.hand - Math.max(0, hand - 7) * w.overHand;
  // Harbors: worth more with production of the matching resource.
  for (let r = 0; r < 5; r++) {
    const rate = tradeRate(s, p, r);
    if (rate < 4) value += (4 - rate) * (0.5 + prod[r]! / 6) * w.harbor;
  }
  // Room to expand: free spots the seat's roads reach, valued by their pips.
  const pips = boardPips(s.board);
  let best1 = 0, best2 = 0, spots = 0;
  if (settlementsLeft > 0) {
    for (let v = 0; v < s.g.vertexCount; v++) {
      if (!isSettlementSpot(s, p, v)) continue;
      spots++;
      const sp = spotPips(pips, v);
      if (sp > best1) { best2 = best1; best1 = sp; } else if (sp > best2) best2 = sp;
    }
  }
  value += (best1 + 0.5 * best2) * 0.35 * w.spot + Math.min(spots, 3) * w.spot;
  // Cities: room to upgrade matters when settlements exist.
  if (citiesLeft(s, p) > 0 && settlementsLeft < 5) value += w.cityRoom;
  // Longest Road and Largest Army: progress toward taking them or keeping them.
  const n = s.players;
  const myLen = roadLengthOf(s, p);
  let otherLen = 0, otherKnights = 0;
  for (let q = 0; q < n; q++) {
    if (q === p) continue;
    otherLen = Math.max(otherLen, roadLengthOf(s, q));
    otherKnights = Math.max(otherKnights, knightsPlayed(s, q));
  }
  if (s.longestRoad !== p) value += Math.min(myLen, 15) * w.road * (myLen >= otherLen - 1 ? 1 : 0.3);
  else value += 5 * w.road;
  const knights = knightsPlayed(s, p);
  if (s.largestArmy !== p) value += knights * w.army * (knights >= otherKnights - 1 ? 1 : 0.3);
  else value += 3 * w.army;
  // Development cards in hand (VP cards already count as points).
  let dev = 0;
  for (let c = 0; c < 5; c++) if (c !== VICTORY_POINT) dev += devCardCount(s, p, c);
  value += dev * w.dev;
  return value;
}

/** Value of a vertex for a set-up settlement: pips, diversity, harbor, rare resources. */
export function spotValue(s: GameState, p: number, v: number, scarcity: Float64Array): number {
  const pips = boardPips(s.board);
  let value = 0, kinds = 0;
  for (let r = 0; r < 5; r++) {
    const x = pips[v * 5 + r]!;
    if (x > 0) { kinds++; value += x * scarcity[r]!; }
  }
  value += kinds * 1.5;
  const harbor = s.board.vertexHarbor[v]!;
  if (harbor >= 0) {
    const current = production(s, p);
    value += harbor === 5 ? 1.5 : 1 + current[harbor]! / 3;
  }
  return value;
}

