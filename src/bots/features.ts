/**
 * Features of a seat's position for the learned evaluations (src/bots/learned.ts): numbers a
 * player at the table can read off the board and the seat's own hand. Two sets: one for the
 * position right after set-up (what the placements are worth), one for any later moment.
 * Everything here reads the fast-path state and allocates nothing.
 */
import { isFreeSpot, isSettlementSpot } from '../engine/legal.js';
import {
  citiesLeft, devCardCount, edgeOwner, handSize, isCity, knightsPlayed, resourceCount, roadLengthOf, settlementsLeft as settlementsLeftOf,
  totalVp, tradeRate, vertexOwner, type GameState,
} from '../engine/state.js';
import { KNIGHT, MONOPOLY, ROAD_BUILDING, SUPPLY, TERRAIN_RESOURCE, VICTORY_POINT, YEAR_OF_PLENTY } from '../engine/vocabulary.js';
import { PIPS, boardPips, production, spotPips } from './evaluate.js';

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
  'scarce', 'oreGrain', 'brickWood', 'spots1',
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
  // Production weighted by how rare each resource is on this board; the pairs cities and roads need.
  const share = boardShare(s);
  let scarce = 0;
  for (let r = 0; r < 5; r++) scarce += prod[r]! * share[r]!;
  out[20] = scarce;
  out[21] = Math.min(prod[3]!, prod[4]!);
  out[22] = Math.min(prod[0]!, prod[1]!);
  reach(s, p, 1, reachOut);
  out[23] = Math.min(reachOut[0]!, 4);
  return out;
}

const shares = new WeakMap<object, Float64Array>();
/** Per resource: the board's mean pips per resource over its own pips of that resource (rarer: above 1). */
function boardShare(s: GameState): Float64Array {
  let t = shares.get(s.board);
  if (t) return t;
  const pips = boardPips(s.board);
  const total = [0, 0, 0, 0, 0];
  for (let v = 0; v < s.g.vertexCount; v++) for (let r = 0; r < 5; r++) total[r]! += pips[v * 5 + r]!;
  const mean = total.reduce((a, b) => a + b, 0) / 5;
  t = Float64Array.from(total, (x) => Math.min(3, mean / Math.max(1, x)));
  shares.set(s.board, t);
  return t;
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
  'numbers', 'canCity', 'canSettle', 'canDev', 'cityCover', 'settleCover', 'settlements', 'blocked',
  'knightCards', 'progressCards', 'vpLead', 'roadGap', 'armyGap', 'oreGrain', 'brickWood', 'spotsNow', 'progress',
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
  // Extended features (read by the network; the linear model was fitted on the first 30).
  out[30] = distinctNumbers(s, p);
  const h = [resourceCount(s, p, 0), resourceCount(s, p, 1), resourceCount(s, p, 2), resourceCount(s, p, 3), resourceCount(s, p, 4)];
  out[31] = h[3]! >= 2 && h[4]! >= 3 ? 1 : 0;
  out[32] = h[0]! >= 1 && h[1]! >= 1 && h[2]! >= 1 && h[3]! >= 1 ? 1 : 0;
  out[33] = h[2]! >= 1 && h[3]! >= 1 && h[4]! >= 1 ? 1 : 0;
  out[34] = (Math.min(h[3]!, 2) + Math.min(h[4]!, 3)) / 5;
  out[35] = (Math.min(h[0]!, 1) + Math.min(h[1]!, 1) + Math.min(h[2]!, 1) + Math.min(h[3]!, 1)) / 4;
  out[36] = SUPPLY.settlements - settlementsLeft;
  out[37] = blockedPips(s, p);
  out[38] = devCardCount(s, p, KNIGHT);
  out[39] = devCardCount(s, p, ROAD_BUILDING) + devCardCount(s, p, YEAR_OF_PLENTY) + devCardCount(s, p, MONOPOLY);
  let otherVp = 0, otherLen = 0, otherKnights = 0;
  for (let q = 0; q < n; q++) {
    if (q === p) continue;
    otherVp = Math.max(otherVp, totalVp(s, q));
    otherLen = Math.max(otherLen, roadLengthOf(s, q));
    otherKnights = Math.max(otherKnights, knightsPlayed(s, q));
  }
  out[40] = ((points - otherVp) * 10) / target;
  out[41] = Math.max(-5, Math.min(5, roadLengthOf(s, p) - otherLen));
  out[42] = Math.max(-3, Math.min(3, knightsPlayed(s, p) - otherKnights));
  out[43] = Math.min(prod[3]!, prod[4]!);
  out[44] = Math.min(prod[0]!, prod[1]!);
  let now = 0;
  if (settlementsLeft > 0) for (let v = 0; v < s.g.vertexCount; v++) if (isSettlementSpot(s, p, v)) now++;
  out[45] = Math.min(now, 3);
  out[46] = Math.min(s.turn, 200) / 100;
  return out;
}

/** Pips of seat p's production on the robber's hex. */
function blockedPips(s: GameState, p: number): number {
  const h = s.robber, HV = s.g.hexVertices, t = s.board.token[h]!;
  if (TERRAIN_RESOURCE[s.board.terrain[h]! as 0]! < 0) return 0;
  let x = 0;
  for (let k = 0; k < 6; k++) {
    const v = HV[h * 6 + k]!;
    if (vertexOwner(s, v) === p) x += PIPS[t]! * (isCity(s, v) ? 2 : 1);
  }
  return x;
}
