/**
 * Features of a seat's position for the learned evaluations (src/bots/learned.ts): numbers a
 * player at the table can read off the board and the seat's own hand. Two sets: one for the
 * position right after set-up (what the placements are worth), one for any later moment.
 * Everything here reads the fast-path state and allocates nothing.
 */
import { EDGE_VERTICES, VERTEX_COUNT, VERTEX_EDGES, VERTEX_HEXES } from '../engine/geometry.js';
import { isFreeSpot } from '../engine/legal.js';
import {
  O_CITY_LEFT, O_DEV, O_E, O_KNIGHTS, O_RATE, O_RES, O_RES_N, O_ROAD_LEN, O_SETTLE_LEFT, O_V, S_CUR, S_LA, S_LR, S_N,
  totalVp, type GameState,
} from '../engine/state.js';
import { SUPPLY, VICTORY_POINT } from '../engine/vocabulary.js';
import { boardPips, production, spotPips } from './evaluate.js';

const prod = new Float64Array(5);
const depth = new Int8Array(VERTEX_COUNT);
const queue = new Int32Array(VERTEX_COUNT);

/**
 * Free spots the seat could reach with at most `roads` new roads (not through a rival's
 * building or over a rival's road): how many, and the best one's pips.
 */
export function reach(s: GameState, p: number, roads: number, out: Float64Array): void {
  const d = s.d;
  const own = p + 1;
  depth.fill(-1);
  let head = 0, tail = 0;
  for (let v = 0; v < VERTEX_COUNT; v++) {
    let touches = (d[O_V + v]! & 7) === own;
    for (let k = 0; k < 3 && !touches; k++) {
      const e = VERTEX_EDGES[v * 3 + k]!;
      if (e >= 0 && d[O_E + e] === own) touches = true;
    }
    if (touches) { depth[v] = 0; queue[tail++] = v; }
  }
  while (head < tail) {
    const v = queue[head++]!;
    const b = d[O_V + v]!;
    if (b !== 0 && (b & 7) !== own) continue; // a rival's building stops the road
    if (depth[v]! >= roads) continue;
    for (let k = 0; k < 3; k++) {
      const e = VERTEX_EDGES[v * 3 + k]!;
      if (e < 0) continue;
      const owner = d[O_E + e]!;
      if (owner !== 0 && owner !== own) continue;
      const w = EDGE_VERTICES[e * 2]! === v ? EDGE_VERTICES[e * 2 + 1]! : EDGE_VERTICES[e * 2]!;
      if (depth[w]! >= 0) continue;
      depth[w] = depth[v]! + (owner === own ? 0 : 1);
      queue[tail++] = w;
    }
  }
  const pips = boardPips(s.board);
  let count = 0, best = 0;
  for (let v = 0; v < VERTEX_COUNT; v++) {
    if (depth[v]! < 0 || !isFreeSpot(d, v)) continue;
    count++;
    best = Math.max(best, spotPips(pips, v));
  }
  out[0] = count;
  out[1] = best;
}

const reachOut = new Float64Array(2);
const harborOut = new Float64Array(3);

/** Seat p's harbors into harborOut: a 3:1 one (0/1), how many 2:1, and its pips of their resources (prod must be p's). */
function harbors(d: Int32Array, p: number): void {
  harborOut.fill(0);
  for (let r = 0; r < 5; r++) {
    const rate = d[O_RATE + p * 5 + r]!;
    if (rate === 3) harborOut[0] = 1;
    if (rate === 2) { harborOut[1]!++; harborOut[2]! += prod[r]!; }
  }
}

export const SETUP_FEATURES = [
  'wood', 'brick', 'wool', 'grain', 'ore', 'wood2', 'brick2', 'wool2', 'grain2', 'ore2',
  'kinds', 'numbers', 'generic', 'special', 'specialPips', 'spots', 'bestSpot', 'first', 'second', 'third',
] as const;

/** Set-up features for seat p (call once every seat has placed both settlements). */
export function setupFeatures(s: GameState, p: number, out: Float64Array): Float64Array {
  const d = s.d;
  production(s, p, prod);
  let kinds = 0;
  for (let r = 0; r < 5; r++) {
    out[r] = prod[r]!;
    out[5 + r] = (prod[r]! * prod[r]!) / 10;
    if (prod[r]! > 0) kinds++;
  }
  out[10] = kinds;
  out[11] = distinctNumbers(s, p);
  harbors(d, p);
  out[12] = harborOut[0]!; out[13] = harborOut[1]!; out[14] = harborOut[2]!;
  reach(s, p, 2, reachOut);
  out[15] = Math.min(reachOut[0]!, 4); out[16] = reachOut[1]!;
  // Turn order: the first three seats against the last (a fixed reference).
  out[17] = p === 0 ? 1 : 0; out[18] = p === 1 ? 1 : 0; out[19] = p === 2 ? 1 : 0;
  return out;
}

const numberSeen = new Uint8Array(13);
function distinctNumbers(s: GameState, p: number): number {
  const d = s.d;
  numberSeen.fill(0);
  let n = 0;
  for (let v = 0; v < VERTEX_COUNT; v++) {
    if ((d[O_V + v]! & 7) !== p + 1) continue;
    for (let k = 0; k < 3; k++) {
      const h = VERTEX_HEXES[v * 3 + k]!;
      if (h < 0) continue;
      const t = s.board.token[h]!;
      if (t > 0 && !numberSeen[t]) { numberSeen[t] = 1; n++; }
    }
  }
  return n;
}

export const GAME_FEATURES = [
  'vp', 'vp2', 'vp8', 'wood', 'brick', 'wool', 'grain', 'ore', 'kinds', 'hand', 'overHand',
  'hWood', 'hBrick', 'hWool', 'hGrain', 'hOre', 'devs', 'knights', 'army', 'road', 'roadLen', 'cities',
  'spots', 'bestSpot', 'noSettlements', 'generic', 'specialPips', 'next', 'afterNext', 'last',
] as const;

/** Features of seat p's position at any moment after set-up. */
export function gameFeatures(s: GameState, p: number, out: Float64Array): Float64Array {
  const d = s.d;
  // Points on the 10-point scale the model was fitted on (a house rule may set another target).
  const target = s.rules.victoryPoints;
  const points = totalVp(d, p);
  const vp = (points * 10) / target;
  out[0] = vp; out[1] = (vp * vp) / 10; out[2] = points >= target - 2 ? 1 : 0;
  production(s, p, prod);
  let kinds = 0;
  for (let r = 0; r < 5; r++) { out[3 + r] = prod[r]!; if (prod[r]! > 0) kinds++; }
  out[8] = kinds;
  const hand = d[O_RES_N + p]!;
  out[9] = Math.min(hand, 10); out[10] = Math.max(0, hand - 7);
  for (let r = 0; r < 5; r++) out[11 + r] = Math.min(d[O_RES + p * 5 + r]!, 4);
  let devs = 0;
  for (let c = 0; c < 5; c++) if (c !== VICTORY_POINT) devs += d[O_DEV + p * 5 + c]!;
  out[16] = devs;
  out[17] = d[O_KNIGHTS + p]!;
  out[18] = d[S_LA] === p ? 1 : 0;
  out[19] = d[S_LR] === p ? 1 : 0;
  out[20] = Math.min(d[O_ROAD_LEN + p]!, 15);
  out[21] = SUPPLY.cities - d[O_CITY_LEFT + p]!;
  const settlementsLeft = d[O_SETTLE_LEFT + p]!;
  if (settlementsLeft > 0) { reach(s, p, 2, reachOut); out[22] = Math.min(reachOut[0]!, 4); out[23] = reachOut[1]!; } else { out[22] = 0; out[23] = 0; }
  out[24] = settlementsLeft === 0 ? 1 : 0;
  harbors(d, p);
  out[25] = harborOut[0]!; out[26] = harborOut[2]!;
  // Who moves soonest: the seat to act is counted as "next" (it has not rolled yet, or is mid-turn).
  const n = d[S_N]!;
  const ahead = (p - d[S_CUR]! + n) % n;
  out[27] = ahead === 0 ? 1 : 0; out[28] = ahead === 1 ? 1 : 0; out[29] = ahead === n - 1 ? 1 : 0;
  return out;
}
