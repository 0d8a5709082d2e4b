/**
 * Rebuilding a full state from one seat's view, for search bots: the public facts come from
 * the view, and what the seat cannot know (opponents' card types, the deck's composition, the
 * generator) is sampled consistently with every public count. The result is a plausible world,
 * never the true one: it is built from the view alone.
 */
import type { Board } from './board.js';
import type { Rng } from './rng.js';
import {
  O_BANK, O_BOUGHT, O_CITY_LEFT, O_DECK, O_DEV, O_KNIGHTS, O_OWES, O_PLAYED, O_RATE, O_RES, O_RES_N,
  O_ROADS_LEFT, O_ROAD_LEN, O_SETTLE_LEFT, O_V, S_CUR, S_DECK_N, S_DIE1, S_DIE2, S_FREE_ROADS, S_LA, S_LR, S_PAID,
  S_BUILDER, S_PHASE, S_PLAYED, S_ROBBER, S_ROLLED, S_SETUP_STEP, S_WINNER, S_LAST_SETTLE, W_TURN, initialState, type GameState,
} from './state.js';
import type { GameView } from './view.js';
import { networkProblems } from './network.js';
import { rebuildMasks } from './pieces.js';
import { DEV_CARDS, PHASES, RESOURCES, type Color } from './vocabulary.js';

/**
 * A state consistent with `view` (seen by a seat): opponents' resource types are dealt at
 * random from the cards not in the bank or the seat's hand; opponents' development cards and
 * the deck are dealt from the cards not yet seen. `rng` drives the sampling and seeds the
 * new state's generator. `known` (optional, by seat and resource) gives cards an opponent is
 * known to hold from the public log; they are dealt to it first, and the rest at random.
 * Known cards that do not fit the view are ignored for that seat.
 */
export function stateFromView(view: GameView, board: Board, rng: Rng, known?: readonly (readonly number[])[]): GameState {
  const colors = view.players.map((p) => p.color) as Color[];
  const s = initialState(board, view.rules, colors, rng.u32());
  const d = s.b, g = s.g, oE = s.L.oE;
  for (let v = 0; v < g.vertexCount; v++) d[O_V + v] = view.vertices[v]!;
  for (let e = 0; e < g.edgeCount; e++) d[oE + e] = view.edges[e]!;
  rebuildMasks(s);
  const pool = [0, 0, 0, 0, 0];
  for (let r = 0; r < 5; r++) { d[O_BANK + r] = view.bank[RESOURCES[r]!]; pool[r] = board.island.bank - view.bank[RESOURCES[r]!]; }
  const unseen = DEV_CARDS.map((c, i) => board.island.deck[i]! - view.playedCards[c]);
  for (const pv of view.players) {
    const p = pv.seat;
    d[O_KNIGHTS + p] = pv.knightsPlayed;
    d[O_ROADS_LEFT + p] = pv.supply.roads;
    d[O_SETTLE_LEFT + p] = pv.supply.settlements;
    d[O_CITY_LEFT + p] = pv.supply.cities;
    d[O_ROAD_LEN + p] = pv.roadLength;
    d[O_OWES + p] = pv.owes;
    d[O_RES_N + p] = pv.resourceCount;
    for (let r = 0; r < 5; r++) d[O_RATE + p * 5 + r] = pv.rates[RESOURCES[r]!];
    if (pv.resources && pv.devCards) {
      for (let r = 0; r < 5; r++) { d[O_RES + p * 5 + r] = pv.resources[RESOURCES[r]!]; pool[r]! -= pv.resources[RESOURCES[r]!]; }
      for (let c = 0; c < 5; c++) {
        d[O_DEV + p * 5 + c] = pv.devCards[DEV_CARDS[c]!];
        d[O_BOUGHT + p * 5 + c] = pv.boughtThisTurn?.[DEV_CARDS[c]!] ?? 0;
        unseen[c]! -= pv.devCards[DEV_CARDS[c]!];
      }
    }
  }
  // Cards known to be in an opponent's hand go there first.
  const dealt = [0, 0, 0, 0];
  if (known) {
    for (const pv of view.players) {
      const k = known[pv.seat];
      if (pv.resources || !k) continue;
      let total = 0, fits = true;
      for (let r = 0; r < 5; r++) { total += k[r]!; if (k[r]! > pool[r]! || k[r]! < 0) fits = false; }
      if (!fits || total > pv.resourceCount) continue;
      for (let r = 0; r < 5; r++) { d[O_RES + pv.seat * 5 + r] = k[r]!; pool[r]! -= k[r]!; }
      dealt[pv.seat] = total;
    }
  }
  // Deal the unknown resource cards to the opponents, matching each one's hand count.
  const bag: number[] = [];
  for (let r = 0; r < 5; r++) for (let k = 0; k < pool[r]!; k++) bag.push(r);
  rng.shuffle(bag);
  const devBag: number[] = [];
  for (let c = 0; c < 5; c++) for (let k = 0; k < Math.max(0, unseen[c]!); k++) devBag.push(c);
  rng.shuffle(devBag);
  for (const pv of view.players) {
    if (pv.resources) continue;
    const p = pv.seat;
    for (let k = dealt[p]!; k < pv.resourceCount && bag.length; k++) d[O_RES + p * 5 + bag.pop()!]!++;
    for (let k = 0; k < pv.devCardCount && devBag.length; k++) {
      d[O_DEV + p * 5 + devBag.pop()!]!++;
    }
  }
  let deckN = 0;
  for (let c = 0; c < 5; c++) d[O_DECK + c] = 0;
  for (const c of devBag) { d[O_DECK + c]!++; deckN++; }
  d[S_DECK_N] = deckN;
  for (let c = 0; c < 5; c++) d[O_PLAYED + c] = view.playedCards[DEV_CARDS[c]!];
  d[S_PHASE] = PHASES.indexOf(view.phase);
  d[S_CUR] = view.current;
  s.w[W_TURN] = view.turn;
  d[S_SETUP_STEP] = view.setupStep;
  d[S_ROLLED] = view.rolled ? 1 : 0;
  d[S_PLAYED] = view.playedCardThisTurn ? 1 : 0;
  d[S_FREE_ROADS] = view.freeRoads;
  d[S_ROBBER] = g.hexId(view.robber);
  d[S_LR] = view.longestRoad ?? -1;
  d[S_LA] = view.largestArmy ?? -1;
  d[S_WINNER] = view.winner ?? -1;
  d[S_DIE1] = view.dice?.[0] ?? 0;
  d[S_DIE2] = view.dice?.[1] ?? 0;
  d[S_PAID] = view.paidThisTurn ? 1 : 0;
  d[S_BUILDER] = view.specialBuilder ?? -1;
  d[S_LAST_SETTLE] = lastSettlement(s, view);
  return s;
}

/** In set-up before a road, the settlement the road must touch: the mover's one without a road. */
function lastSettlement(s: GameState, view: GameView): number {
  if (view.phase !== 'setup' || view.setupStep % 2 === 0) return -1;
  return networkProblems(s, view.current).roadless[0] ?? -1;
}

