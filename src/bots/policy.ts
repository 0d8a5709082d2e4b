/**
 * The heuristic policy shared by the basic bots and the search bot's playouts: choices made
 * on a fast-path state for the seat to move, by phase. Set-up by pips, diversity and
 * harbors; the robber on the leader's best hex, never one's own; discards that keep build
 * options; otherwise greedy one-step look-ahead with the evaluation (trades looked at two
 * steps deep, so a trade is made for the build it enables).
 */
import {
  CodeList, ROAD, SETTLEMENT, T_BANK, T_BUILD, T_BUY, T_END, T_PLAY, T_ROLL, buildAt, buildPiece, codeSeat,
  codeType, discardCount, playCard, robberHex, robberVictim,
} from '../engine/codes.js';
import { legalCodes, isFreeSpot } from '../engine/legal.js';
import { seatToMove } from '../engine/apply.js';
import type { Rng } from '../engine/rng.js';
import { applyCode } from '../engine/step.js';
import {
  CITY_BIT, buildingAt, deckCardCount, devCardCount, handSize, knightsPlayed, resourceCount, reuseState, vertexOwner, visibleVp,
  type GameState,
} from '../engine/state.js';
import {
  COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, KNIGHT, LARGEST_ARMY_MIN, P_DISCARD, P_ENDED, P_MAIN, P_ROADS, P_ROBBER, P_ROLL, P_SETUP,
  ROAD_BUILDING,
} from '../engine/vocabulary.js';
import { boardPips, evaluate, production, spotValue, PIPS, DEFAULT_WEIGHTS, type Weights } from './evaluate.js';

export interface PolicyOptions {
  /** Chance of a uniformly random legal action (0 for the medium bot). */
  noise: number;
  /** Consider bank trades two steps deep. */
  tradeLookahead: boolean;
  weights: Weights;
  /**
   * Race for Largest Army: play a Knight (one a turn) while the Knights held and played would take
   * it (§9), not only when the one played takes it or the robber sits on the seat's production.
   */
  armyRace?: boolean;
  /**
   * Value Road Building, Year of Plenty and Monopoly by what they bring once played (the two roads
   * placed; the cards taken and the build they complete), not by the evaluation one step on, where the
   * card's worth in hand always outweighed what it had just given: the medium bot ended its games
   * holding 1.7 of the deck's 2 Road Building and 2 Year of Plenty (a play-test saw one hold eight
   * cards). False: the earlier rule, for measuring.
   */
  playsProgress?: boolean;
  /**
   * For measuring (docs/bots.md, "A fifteenth check"): a Knight in the action phase valued as a progress card is,
   * by what it brings once played (the robber moved where the policy puts it, a card stolen), with this margin
   * to hold it instead. Unset: the rule below (played when the robber sits on the seat or it takes the army).
   */
  knightKeep?: number;
}
export const MEDIUM: PolicyOptions = { noise: 0, tradeLookahead: true, weights: DEFAULT_WEIGHTS, playsProgress: true };
/**
 * A person's stand-in (the server's bot for a seat whose person is away): the medium policy, racing
 * for Largest Army with the Knights the person bought, as they would (a play-test: a stand-in ended a
 * game holding three Knights while a friend took the army with three). Like the medium level it plays
 * the person's progress cards (`playsProgress`). The medium level itself does not race: against it
 * the hard bot's figures were measured (docs/bots.md).
 */
export const STAND_IN_POLICY: PolicyOptions = { ...MEDIUM, armyRace: true };
export const EASY: PolicyOptions = { noise: 0.2, tradeLookahead: false, weights: DEFAULT_WEIGHTS, playsProgress: true };

const lists: CodeList[] = [new CodeList(), new CodeList(), new CodeList()];

// Scratch states for look-ahead, reused as a stack: copying into a pooled state allocates
// nothing, where a fresh clone per candidate would.
const pool: GameState[] = [];
let poolTop = 0;
function scratch(s: GameState): GameState {
  const t = pool[poolTop] = reuseState(pool[poolTop], s);
  poolTop++;
  return t;
}
function release(): void {
  poolTop--;
}
const scarcity = new Float64Array(5);


/**
 * Choose an action code for `seat` (by default the seat to move). In the discard phase every
 * seat that owes may discard, in any order (§4): a bot asked for its own discard while an earlier
 * seat still owes one passes its seat, and gets its own discard, not the earlier seat's.
 */
export function chooseCode(s: GameState, rng: Rng, o: PolicyOptions, depth = 0, seat = seatToMove(s)): number {
  const list = lists[depth]!;
  legalCodes(s, list);
  const phase = s.phase;
  if (list.n === 1) return list.codes[0]!;
  if (o.noise > 0 && rng.float() < o.noise && phase !== P_DISCARD) {
    return list.codes[rng.int(list.n)]!;
  }
  switch (phase) {
    case P_SETUP: return chooseSetup(s, list, seat);
    case P_ROLL: return chooseBeforeRoll(s, list, seat, o);
    case P_DISCARD: return chooseDiscard(s, list, seat);
    case P_ROBBER: return chooseRobber(s, list, seat);
    default: return chooseGreedy(s, list, seat, o, depth);
  }
}

function computeScarcity(s: GameState): Float64Array {
  const pips = boardPips(s.board);
  const total = [0, 0, 0, 0, 0];
  for (let v = 0; v < s.g.vertexCount; v++) for (let r = 0; r < 5; r++) total[r]! += pips[v * 5 + r]!;
  const mean = total.reduce((a, b) => a + b, 0) / 5;
  for (let r = 0; r < 5; r++) scarcity[r] = Math.min(1.6, Math.max(0.7, Math.sqrt(mean / Math.max(1, total[r]!))));
  // Early game wants wood and brick a little more; ore and grain for cities.
  scarcity[0]! *= 1.05; scarcity[1]! *= 1.05; scarcity[3]! *= 1.0; scarcity[4]! *= 1.0; scarcity[2]! *= 0.85;
  return scarcity;
}

function chooseSetup(s: GameState, list: CodeList, seat: number): number {
  const sc = computeScarcity(s);
  let best = list.codes[0]!, bestV = -Infinity;
  const mine = production(s, seat, new Float64Array(5));
  for (let i = 0; i < list.n; i++) {
    const c = list.codes[i]!;
    let v: number;
    if (buildPiece(c) === SETTLEMENT) {
      const at = buildAt(c);
      v = spotValue(s, seat, at, sc);
      // Second settlement: complement the first one's resources.
      const pips = boardPips(s.board);
      for (let r = 0; r < 5; r++) if (mine[r]! === 0 && pips[at * 5 + r]! > 0) v += 2.5;
    } else {
      v = roadTowardValue(s, seat, buildAt(c), sc);
    }
    if (v > bestV) { bestV = v; best = c; }
  }
  return best;
}

/** A road's worth in set-up: the best free spot one or two steps beyond it. */
function roadTowardValue(s: GameState, seat: number, e: number, sc: Float64Array): number {
  let best = 0;
  const g = s.g;
  for (let k = 0; k < 2; k++) {
    const v = g.edgeVertices[e * 2 + k]!;
    if (vertexOwner(s, v) === seat) continue;
    if (isFreeSpot(s, v)) best = Math.max(best, spotValue(s, seat, v, sc));
    for (let j = 0; j < 3; j++) {
      const w = g.vertexNeighbours[v * 3 + j]!;
      if (w >= 0 && isFreeSpot(s, w)) best = Math.max(best, 0.8 * spotValue(s, seat, w, sc));
    }
  }
  return best;
}

function chooseBeforeRoll(s: GameState, list: CodeList, seat: number, o: PolicyOptions): number {
  for (let i = 0; i < list.n; i++) {
    const c = list.codes[i]!;
    if (codeType(c) !== T_PLAY || playCard(c) !== KNIGHT) continue;
    // Play a knight first when the robber sits on our production, or it takes Largest Army.
    const robberOnUs = hexHasSeat(s, s.robber, seat);
    const k = knightsPlayed(s, seat) + 1;
    const holder = s.largestArmy;
    const takesArmy = holder !== seat && k >= LARGEST_ARMY_MIN && (holder < 0 || k > knightsPlayed(s, holder));
    if (robberOnUs || takesArmy || (o.armyRace === true && racesForArmy(s, seat))) return c;
  }
  for (let i = 0; i < list.n; i++) if (codeType(list.codes[i]!) === T_ROLL) return list.codes[i]!;
  return list.codes[0]!;
}

/** The Knights the seat holds, with those it has played, would take Largest Army from its holder (or claim it). */
function racesForArmy(s: GameState, seat: number): boolean {
  const holder = s.largestArmy;
  if (holder === seat) return false;
  const need = Math.max(LARGEST_ARMY_MIN, holder < 0 ? 0 : knightsPlayed(s, holder) + 1);
  return knightsPlayed(s, seat) + devCardCount(s, seat, KNIGHT) >= need;
}

function hexHasSeat(s: GameState, h: number, seat: number): boolean {
  const HV = s.g.hexVertices;
  for (let k = 0; k < 6; k++) if (vertexOwner(s, HV[h * 6 + k]!) === seat) return true;
  return false;
}

/** Keep the cards that keep build options: score each candidate hand. */
function chooseDiscard(s: GameState, list: CodeList, seat: number): number {
  const hand = [0, 0, 0, 0, 0];
  let best = list.codes[0]!, bestV = -Infinity;
  for (let i = 0; i < list.n; i++) {
    const c = list.codes[i]!;
    if (codeSeat(c) !== seat) continue;
    for (let r = 0; r < 5; r++) hand[r] = resourceCount(s, seat, r) - discardCount(c, r);
    const v = handValue(hand);
    if (v > bestV) { bestV = v; best = c; }
  }
  return best;
}

const COSTS = [COST_CITY, COST_SETTLEMENT, COST_DEV, COST_ROAD] as const;
const COST_WEIGHT = [3, 3, 1.5, 1] as const;
/** How close a hand is to each build, weighted by the build's worth, plus diversity. */
export function handValue(hand: readonly number[]): number {
  let v = 0;
  for (let i = 0; i < COSTS.length; i++) {
    const cost = COSTS[i]!;
    let have = 0, need = 0;
    for (let r = 0; r < 5; r++) { need += cost[r]!; have += Math.min(hand[r]!, cost[r]!); }
    v += COST_WEIGHT[i]! * (have / need) ** 2;
  }
  for (let r = 0; r < 5; r++) if (hand[r]! > 0) v += 0.2;
  return v;
}

function chooseRobber(s: GameState, list: CodeList, seat: number): number {
  const n = s.players;
  const HV = s.g.hexVertices;
  let leader = -1, leaderVp = -1;
  for (let q = 0; q < n; q++) {
    if (q === seat) continue;
    const vp = visibleVp(s, q);
    if (vp > leaderVp) { leaderVp = vp; leader = q; }
  }
  let best = list.codes[0]!, bestV = -Infinity;
  for (let i = 0; i < list.n; i++) {
    const c = list.codes[i]!;
    const h = robberHex(c);
    const pips = PIPS[s.board.token[h]!]!;
    let v = 0;
    for (let k = 0; k < 6; k++) {
      const b = buildingAt(s, HV[h * 6 + k]!);
      if (!b) continue;
      const q = (b & 7) - 1;
      const mult = b & CITY_BIT ? 2 : 1;
      if (q === seat) v -= 3 * pips * mult; // never block our own production if avoidable
      else v += pips * mult * (1 + visibleVp(s, q) / 4) * (q === leader ? 1.5 : 1);
    }
    // Rob someone with cards: a victim with none is worth less than any victim holding one
    // (the leader bonus only counts when there is a card to take).
    const victim = robberVictim(c);
    if (victim >= 0) {
      const cards = handSize(s, victim);
      v += cards > 0 ? 0.6 + Math.min(cards, 6) * 0.6 + (victim === leader ? 2 : 0) : 0;
    }
    if (v > bestV) { bestV = v; best = c; }
  }
  return best;
}

function chooseGreedy(s: GameState, list: CodeList, seat: number, o: PolicyOptions, depth: number): number {
  const base = evaluate(s, seat, o.weights);
  let best = -1, bestV = base + 0.01;
  let endCode = -1;
  for (let i = 0; i < list.n; i++) {
    const c = list.codes[i]!;
    const t = codeType(c);
    if (t === T_END) { endCode = c; continue; }
    let v: number;
    if (t === T_BUY) v = expectedBuy(s, c, seat, o);
    else if (t === T_PLAY && playCard(c) === KNIGHT) v = knightValue(s, c, seat, o);
    // Any other card played is a progress card: a Victory Point card is never played (§8).
    else if (t === T_PLAY && o.playsProgress === true) v = progressValue(s, c, seat, o, depth);
    else {
      const next = scratch(s);
      applyCode(next, c);
      v = next.phase === P_ENDED ? 1e9 : evaluate(next, seat, o.weights);
      if (t === T_BANK && o.tradeLookahead && depth === 0 && next.phase === P_MAIN) {
        // A trade is worth what it enables next.
        const follow = bestFollowUp(next, seat, o);
        v = Math.max(v - 1.5, follow - 0.5);
      }
      release();
      if (t === T_BUILD && buildPiece(c) === ROAD && s.phase === P_MAIN) v -= 0.5; // roads only with a purpose
    }
    if (v > bestV) { bestV = v; best = c; }
  }
  if (best >= 0) return best;
  if (endCode >= 0) return endCode;
  // Road Building with no improvement: still must place; take the best anyway.
  let b2 = list.codes[0]!, v2 = -Infinity;
  for (let i = 0; i < list.n; i++) {
    const next = scratch(s);
    applyCode(next, list.codes[i]!);
    const v = evaluate(next, seat, o.weights);
    release();
    if (v > v2) { v2 = v; b2 = list.codes[i]!; }
  }
  return b2;
}

function bestFollowUp(s: GameState, seat: number, o: PolicyOptions): number {
  const list = lists[1]!;
  legalCodes(s, list);
  let best = -Infinity;
  for (let i = 0; i < list.n; i++) {
    const c = list.codes[i]!;
    const t = codeType(c);
    if (t !== T_BUILD && t !== T_BUY) continue;
    let v: number;
    if (t === T_BUY) v = expectedBuy(s, c, seat, o);
    else {
      const n = scratch(s);
      applyCode(n, c);
      v = evaluate(n, seat, o.weights);
      release();
    }
    if (v > best) best = v;
  }
  return best;
}

/** A development card's value: the average over the deck's composition as this seat sees it. */
function expectedBuy(s: GameState, code: number, seat: number, o: PolicyOptions): number {
  const n = s.deckCount;
  let total = 0;
  for (let c = 0; c < 5; c++) {
    const k = deckCardCount(s, c);
    if (!k) continue;
    const next = scratch(s);
    applyCode(next, code, c);
    total += (k / n) * (next.phase === P_ENDED ? 1e9 : evaluate(next, seat, o.weights));
    release();
  }
  return total;
}

/**
 * A progress card's worth once played: Road Building by the two roads placed (each the best by the
 * evaluation, in turn), Year of Plenty and Monopoly by the cards taken or the build they complete
 * next (as a bank trade is valued). The card's own worth in hand is not charged again: it is what
 * playing it realises. Playing must gain `PROGRESS_KEEP` over holding the card for a better moment.
 */
const PROGRESS_KEEP = 1.5;
function progressValue(s: GameState, code: number, seat: number, o: PolicyOptions, depth: number): number {
  const next = scratch(s);
  applyCode(next, code);
  let v: number;
  if (next.phase === P_ENDED) v = 1e9;
  else {
    if (next.phase === P_ROADS) placeFreeRoads(next, seat, o);
    v = next.phase === P_ENDED ? 1e9 : evaluate(next, seat, o.weights);
    if (depth === 0 && next.phase === P_MAIN && playCard(code) !== ROAD_BUILDING) v = Math.max(v, bestFollowUp(next, seat, o) - 0.5);
    v += o.weights.dev - PROGRESS_KEEP;
  }
  release();
  return v;
}

/** Road Building's free roads, each where the evaluation likes it best (in place, on a scratch state). */
function placeFreeRoads(s: GameState, seat: number, o: PolicyOptions): void {
  const list = lists[2]!;
  while (s.phase === P_ROADS) {
    legalCodes(s, list);
    let best = -1, bestV = -Infinity;
    for (let i = 0; i < list.n; i++) {
      const c = list.codes[i]!;
      if (codeType(c) !== T_BUILD) continue;
      const n = scratch(s);
      applyCode(n, c);
      const v = n.phase === P_ENDED ? 1e9 : evaluate(n, seat, o.weights);
      release();
      if (v > bestV) { bestV = v; best = c; }
    }
    if (best < 0) return;
    applyCode(s, best);
  }
}

/** A knight's worth in the action phase: the army, and moving the robber off us or onto a rival. */
function knightValue(s: GameState, code: number, seat: number, o: PolicyOptions): number {
  if (o.knightKeep !== undefined) {
    const next = scratch(s);
    applyCode(next, code);
    let v: number;
    if (next.phase === P_ENDED) v = 1e9;
    else {
      if (next.phase === P_ROBBER) {
        const list = lists[2]!;
        legalCodes(next, list);
        applyCode(next, chooseRobber(next, list, seat));
      }
      v = next.phase === P_ENDED ? 1e9 : evaluate(next, seat, o.weights) + o.weights.dev - o.knightKeep;
    }
    release();
    return v;
  }
  const next = scratch(s);
  applyCode(next, code);
  const robberOnUs = hexHasSeat(s, s.robber, seat);
  let v = next.phase === P_ENDED ? 1e9 : evaluate(next, seat, o.weights);
  if (robberOnUs) v += 6;
  // Keep a knight for later unless it helps now: a small cost for spending it.
  if (!robberOnUs && next.largestArmy === s.largestArmy && !(o.armyRace === true && racesForArmy(s, seat))) v -= 3;
  release();
  return v;
}
