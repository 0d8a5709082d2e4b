/**
 * Features of a seat's position for the learned evaluations (src/bots/learned.ts): numbers a
 * player at the table can read off the board and the seat's own hand. Two sets: one for the
 * position right after set-up (what the placements are worth), one for any later moment.
 * Everything here reads the fast-path state and allocates nothing.
 */
import { isFreeSpot } from '../engine/legal.js';
import {
  citiesLeft, devCardCount, edgeOwner, handSize, knightsPlayed, resourceCount, roadLengthOf, settlementsLeft as settlementsLeftOf,
  totalVp, tradeRate, vertexOwner, type GameState,
} from '../engine/state.js';
import { SUPPLY, VICTORY_POINT } from '../engine/vocabulary.js';
import { boardPips, production, spotPips } from './evaluate.js';

const prod = new Float64Array(5);
const depth = new Int8Array(128);
const queue = new Int32Array(128);

/**
 * Free spots the seat could reach with at most `roads` new roads (not through a rival's
 * building or over a rival's road): how many, and the best one's pips.
 */
export function reach(s: GameState, p: number, roads: number, out: Float64Array): void {
  const g = s.g, VE = g.vertexEdges, EV = g.edgeVertices, count0 = g.vertexCount;
  depth.fill(-1, 0, count0);
  let head = 0, tail = 0;
  for (let v = 0; v < count0; v++) {
    let touches = vertexOwner(s, v) === p;
    for (let k = 0; k < 3 && !touches; k++) {
      const e = VE[v * 3 + k]!;
      if (e >= 0 && edgeOwner(s, e) === p) touches = true;
    }
    if (touches) { depth[v] = 0; queue[tail++] = v; }
  }
  while (head < tail) {
    const v = queue[head++]!;
    const o = vertexOwner(s, v);
    if (o >= 0 && o !== p) continue; // a rival's building stops the road
    if (depth[v]! >= roads) continue;
    for (let k = 0; k < 3; k++) {
      const e = VE[v * 3 + k]!;
      if (e < 0) continue;
      const owner = edgeOwner(s, e);
      if (owner >= 0 && owner !== p) continue;
      const w = EV[e * 2]! === v ? EV[e * 2 + 1]! : EV[e * 2]!;
      if (depth[w]! >= 0) continue;
      depth[w] = depth[v]! + (owner === p ? 0 : 1);
      queue[tail++] = w;
    }
  }
  const pips = boardPips(s.board);
  let count = 0, best = 0;
  for (let v = 0; v < count0; v++) {
    if (depth[v]! < 0 || !isFreeSpot(s, v)) continue;
    count++;
    best = Math.max(best, spotPips(pips, v));
  }
  out[0] = count;
  out[1] = best;
}

const reachOut = new Float64Array(2);
const harborOut = new Float64Array(3);

/** Seat p's harbors into harborOut: a 3:1 one (0/1), how many 2:1, and its pips of their resources (prod must be p's). */
function harbors(s: GameState, p: number): void {
  harborOut.fill(0);
  for (let r = 0; r < 5; r++) {
    const rate = tradeRate(s, p, r);
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
  production(s, p, prod);
  let kinds = 0;
  for (let r = 0; r < 5; r++) {
    out[r] = prod[r]!;
    out[5 + r] = (prod[r]! * prod[r]!) / 10;
    if (prod[r]! > 0) kinds++;
  }
  out[10] = kinds;
  out[11] = distinctNumbers(s, p);
  harbors(s, p);
  out[12] = harborOut[0]!; out[13] = harborOut[1]!; out[14] = harborOut[2]!;
  reach(s, p, 2, reachOut);
  out[15] = Math.min(reachOut[0]!, 4); out[16] = reachOut[1]!;
  // Turn order: the first three seats against the last (a fixed reference).
  out[17] = p === 0 ? 1 : 0; out[18] = p === 1 ? 1 : 0; out[19] = p === 2 ? 1 : 0;
  return out;
}

const numberSeen = new Uint8Array(13);
function distinctNumbers(s: GameState, p: number): number {
  numberSeen.fill(0);
  let n = 0;
  const g = s.g;
  for (let v = 0; v < g.vertexCount; v++) {
    if (vertexOwner(s, v) !== p) continue;
    for (let k = 0; k < 3; k++) {
      const h = g.vertexHexes[v * 3 + k]!;
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
  // Points on the 10-point scale the model was fitted on (a house rule may set another target).
  const target = s.rules.victoryPoints;
  const points = totalVp(s, p);
  const vp = (points * 10) / target;
  out[0] = vp; out[1] = (vp * vp) / 10; out[2] = points >= target - 2 ? 1 : 0;
  production(s, p, prod);
  let kinds = 0;
  for (let r = 0; r < 5; r++) { out[3 + r] = prod[r]!; if (prod[r]! > 0) kinds++; }
  out[8] = kinds;
  const hand = handSize(s, p);
  out[9] = Math.min(hand, 10); out[10] = Math.max(0, hand - 7);
  for (let r = 0; r < 5; r++) out[11 + r] = Math.min(resourceCount(s, p, r), 4);
  let devs = 0;
  for (let c = 0; c < 5; c++) if (c !== VICTORY_POINT) devs += devCardCount(s, p, c);
  out[16] = devs;
  out[17] = knightsPlayed(s, p);
  out[18] = s.largestArmy === p ? 1 : 0;
  out[19] = s.longestRoad === p ? 1 : 0;
  out[20] = Math.min(roadLengthOf(s, p), 15);
  out[21] = SUPPLY.cities - citiesLeft(s, p);
  const settlementsLeft = settlementsLeftOf(s, p);
  if (settlementsLeft > 0) { reach(s, p, 2, reachOut); out[22] = Math.min(reachOut[0]!, 4); out[23] = reachOut[1]!; } else { out[22] = 0; out[23] = 0; }
  out[24] = settlementsLeft === 0 ? 1 : 0;
  harbors(s, p);
  out[25] = harborOut[0]!; out[26] = harborOut[2]!;
  // Who moves soonest: the seat to act is counted as "next" (it has not rolled yet, or is mid-turn).
  const n = s.players;
  const ahead = (p - s.current + n) % n;
  out[27] = ahead === 0 ? 1 : 0; out[28] = ahead === 1 ? 1 : 0; out[29] = ahead === n - 1 ? 1 : 0;
  return out;
}
