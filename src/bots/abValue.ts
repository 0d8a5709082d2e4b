/**
 * The hand-tuned linear evaluation of the `ab` bot (src/bots/ab.ts), in the manner of the
 * classic open-source Catan searchers: a weighted sum of what a player can read at the table —
 * points, production by resource and by number, buildable spots now and one road away,
 * Longest Road and Largest Army progress, hand size and how close the hand is to each build,
 * development cards — minus a share of the strongest rival's points and production. It is
 * its own evaluation, not the medium bot's, so that `ab` plays another style. It reads the
 * fast-path state through the engine's readers and allocates nothing.
 */
import { isFreeSpot, isSettlementSpot } from '../engine/legal.js';
import {
  buildingAt, citiesLeft, devCardCount, edgeOwner, handSize, knightsPlayed, resourceCount, roadLengthOf, settlementsLeft,
  totalVp, tradeRate, vertexOwner, visibleVp, type GameState,
} from '../engine/state.js';
import { CITY_BIT } from '../engine/state.js';
import { COST_CITY, COST_DEV, COST_SETTLEMENT, LARGEST_ARMY_MIN, LONGEST_ROAD_MIN, TERRAIN_RESOURCE, VICTORY_POINT } from '../engine/vocabulary.js';
import { PIPS, boardPips, spotPips } from './evaluate.js';

/**
 * The weights (a victory point was 100 before tuning). Written by hand, then tuned by
 * src/tools/tuneAb.ts at depth 1 against the varied pool (docs/bots.md has the command).
 */
export interface AbWeights {
  vp: number;
  /** Per pip of production, by resource (brick, wood, wool, grain, ore). */
  res: readonly [number, number, number, number, number];
  /** Per distinct resource produced, and per distinct number. */
  kinds: number; numbers: number;
  /** Best free spot the seat can build on now, and one road further, per pip. */
  spotNow: number; spotNext: number;
  /** Per buildable spot now (up to 3). */
  spots: number;
  /** Per road segment while Longest Road is within reach. */
  road: number;
  /** Per knight played while Largest Army is within reach. */
  knight: number;
  /** Per development card in hand (not VP cards: those count as points). */
  dev: number;
  /** Per card in hand up to seven, and per card beyond seven (a 7 takes half). */
  card: number; overSeven: number;
  /** How much of a city, settlement and development card the hand covers (squared). */
  cityHand: number; settlementHand: number; devHand: number;
  /** A 2:1 harbor per pip of its resource; a 3:1 harbor. */
  harbor2: number; harbor3: number;
  /** Share of the strongest rival's points and production subtracted. */
  rival: number;
}

export const AB_WEIGHTS: AbWeights = {
  vp: 164,
  res: [3.9, 3.9, 3.3, 3.6, 5.5],
  kinds: 13.5, numbers: 2,
  spotNow: 2.3, spotNext: 1.2, spots: 6.8,
  road: 5.4, knight: 18.3, dev: 13.8,
  card: 2.2, overSeven: 7.1,
  cityHand: 44.7, settlementHand: 23.1, devHand: 7.8,
  harbor2: 0.74, harbor3: 13.1,
  rival: 0.49,
};

const prod = new Float64Array(5);
const numberSeen = new Uint8Array(13);

/** Production in pips by resource for seat p into prod (the robber's hex idle); returns distinct numbers. */
function produce(s: GameState, p: number): number {
  prod.fill(0);
  numberSeen.fill(0);
  const own = p + 1, robber = s.robber, g = s.g, VH = g.vertexHexes;
  const terrain = s.board.terrain, token = s.board.token;
  let numbers = 0;
  for (let v = 0; v < g.vertexCount; v++) {
    const b = buildingAt(s, v);
    if ((b & 7) !== own) continue;
    const mult = b & CITY_BIT ? 2 : 1;
    for (let k = 0; k < 3; k++) {
      const h = VH[v * 3 + k]!;
      if (h < 0) continue;
      const r = TERRAIN_RESOURCE[terrain[h]! as 0]!;
      if (r < 0) continue;
      const t = token[h]!;
      if (!numberSeen[t]) { numberSeen[t] = 1; numbers++; }
      if (h !== robber) prod[r]! += PIPS[t]! * mult;
    }
  }
  return numbers;
}

/** The share of a build's cost the hand covers, squared (1 when it can pay). */
function covers(s: GameState, p: number, cost: readonly number[]): number {
  let have = 0, need = 0;
  for (let r = 0; r < 5; r++) { need += cost[r]!; have += Math.min(resourceCount(s, p, r), cost[r]!); }
  const x = have / need;
  return x * x;
}

/** Best free-spot pips adjacent to the seat's roads now, and one new road further. */
function spotsFor(s: GameState, p: number, out: Float64Array): void {
  const g = s.g, VE = g.vertexEdges, EV = g.edgeVertices;
  const pips = boardPips(s.board);
  let now = 0, next = 0, count = 0;
  for (let v = 0; v < g.vertexCount; v++) {
    if (isSettlementSpot(s, p, v)) {
      count++;
      const x = spotPips(pips, v);
      if (x > now) now = x;
    }
  }
  // One road further: a free spot next to a vertex the seat's network reaches through a free edge.
  for (let e = 0; e < g.edgeCount; e++) {
    if (edgeOwner(s, e) !== p) continue;
    for (let k = 0; k < 2; k++) {
      const v = EV[e * 2 + k]!;
      const o = vertexOwner(s, v);
      if (o >= 0 && o !== p) continue;
      for (let j = 0; j < 3; j++) {
        const e2 = VE[v * 3 + j]!;
        if (e2 < 0 || edgeOwner(s, e2) >= 0) continue;
        const w = EV[e2 * 2]! === v ? EV[e2 * 2 + 1]! : EV[e2 * 2]!;
        if (!isFreeSpot(s, w)) continue;
        const x = spotPips(pips, w);
        if (x > next) next = x;
      }
    }
  }
  out[0] = now; out[1] = next; out[2] = count;
}
const spotOut = new Float64Array(3);

/** A seat's own worth (no rival term). `points` is what the evaluating seat may count for p. */
export function seatWorth(s: GameState, p: number, points: number, w: AbWeights = AB_WEIGHTS): number {
  let v = points * w.vp;
  const numbers = produce(s, p);
  let kinds = 0;
  for (let r = 0; r < 5; r++) {
    const x = prod[r]!;
    if (x > 0) kinds++;
    // Beyond 8 pips of one resource, what it buys through the seat's harbor or the bank.
    v += w.res[r as 0]! * (x <= 8 ? x : 8 + (x - 8) * (tradeRate(s, p, r) <= 2 ? 0.8 : 0.45));
    const rate = tradeRate(s, p, r);
    if (rate === 2) v += w.harbor2 * x;
  }
  let generic = false;
  for (let r = 0; r < 5; r++) if (tradeRate(s, p, r) === 3) generic = true;
  if (generic) v += w.harbor3;
  v += kinds * w.kinds + numbers * w.numbers;
  if (settlementsLeft(s, p) > 0) {
    spotsFor(s, p, spotOut);
    v += spotOut[0]! * w.spotNow + spotOut[1]! * w.spotNext + Math.min(spotOut[2]!, 3) * w.spots;
  }
  // Longest Road and Largest Army: progress counts while the card is within reach.
  const n = s.players;
  let bestLen = 0, bestKnights = 0;
  for (let q = 0; q < n; q++) {
    if (q === p) continue;
    bestLen = Math.max(bestLen, roadLengthOf(s, q));
    bestKnights = Math.max(bestKnights, knightsPlayed(s, q));
  }
  const len = roadLengthOf(s, p);
  if (s.longestRoad !== p) v += Math.min(len, Math.max(LONGEST_ROAD_MIN, bestLen + 1)) * w.road * (len + 2 >= bestLen ? 1 : 0.25);
  else v += LONGEST_ROAD_MIN * w.road;
  const knights = knightsPlayed(s, p);
  if (s.largestArmy !== p) v += Math.min(knights, Math.max(LARGEST_ARMY_MIN, bestKnights + 1)) * w.knight * (knights + 1 >= bestKnights ? 1 : 0.3);
  else v += LARGEST_ARMY_MIN * w.knight;
  let dev = 0;
  for (let c = 0; c < 5; c++) if (c !== VICTORY_POINT) dev += devCardCount(s, p, c);
  v += dev * w.dev;
  const hand = handSize(s, p);
  v += Math.min(hand, 7) * w.card - Math.max(0, hand - 7) * w.overSeven;
  if (citiesLeft(s, p) > 0 && settlementsLeft(s, p) < 5) v += covers(s, p, COST_CITY) * w.cityHand;
  if (settlementsLeft(s, p) > 0) v += covers(s, p, COST_SETTLEMENT) * w.settlementHand;
  v += covers(s, p, COST_DEV) * w.devHand;
  return v;
}

/** A light worth for a rival: points it shows and its production. */
function rivalWorth(s: GameState, q: number, w: AbWeights): number {
  produce(s, q);
  let v = visibleVp(s, q) * w.vp;
  for (let r = 0; r < 5; r++) v += w.res[r as 0]! * Math.min(prod[r]!, 10);
  return v;
}

/** The value of state s for seat p: its worth minus a share of the strongest rival's. */
export function abValue(s: GameState, p: number, w: AbWeights = AB_WEIGHTS): number {
  let rival = 0;
  for (let q = 0; q < s.players; q++) if (q !== p) rival = Math.max(rival, rivalWorth(s, q, w));
  return seatWorth(s, p, totalVp(s, p), w) - w.rival * rival;
}
