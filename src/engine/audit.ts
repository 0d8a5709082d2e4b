/**
 * Invariants every reachable state satisfies, recomputed from scratch (for property tests,
 * debugging and the server's integrity check on load). Returns the broken ones as sentences.
 */
import { measureRoad } from './longestRoad.js';
import { networkProblems } from './network.js';
import { rebuildMasks } from './pieces.js';
import {
  CITY_BIT, O_BANK, O_CITY_LEFT, O_DECK, O_DEV, O_KNIGHTS, O_PLAYED, O_RES, O_RES_N, O_ROADS_LEFT, O_ROAD_LEN,
  O_SETTLE_LEFT, O_V, S_DECK_N, W_FREE, S_LA, S_LR, S_N, S_PHASE, S_SETUP_STEP, totalVp, type GameState,
} from './state.js';
import { LONGEST_ROAD_MIN, P_SETUP, RESOURCES, SUPPLY } from './vocabulary.js';

export function audit(s: GameState): string[] {
  const d = s.b, g = s.g, O_E = s.L.oE;
  const VERTEX_COUNT = g.vertexCount, EDGE_COUNT = g.edgeCount, VERTEX_EDGES = g.vertexEdges, EDGE_VERTICES = g.edgeVertices;
  const VERTEX_NAMES = g.vertexNames;
  const n = d[S_N]!;
  const bad: string[] = [];
  const BANK_PER_RESOURCE = s.board.island.bank, DEV_DECK = s.board.island.deck;
  for (let r = 0; r < 5; r++) {
    let total = d[O_BANK + r]!;
    for (let p = 0; p < n; p++) {
      if (d[O_RES + p * 5 + r]! < 0) bad.push(`seat ${p} holds a negative count of ${RESOURCES[r]}`);
      total += d[O_RES + p * 5 + r]!;
    }
    if (total !== BANK_PER_RESOURCE) bad.push(`${RESOURCES[r]}: bank and hands hold ${total}, not ${BANK_PER_RESOURCE}`);
  }
  for (let p = 0; p < n; p++) {
    let hand = 0;
    for (let r = 0; r < 5; r++) hand += d[O_RES + p * 5 + r]!;
    if (hand !== d[O_RES_N + p]) bad.push(`seat ${p}: hand count ${d[O_RES_N + p]} but ${hand} cards`);
  }
  let deckN = 0;
  for (let c = 0; c < 5; c++) {
    let total = d[O_DECK + c]! + d[O_PLAYED + c]!;
    deckN += d[O_DECK + c]!;
    for (let p = 0; p < n; p++) total += d[O_DEV + p * 5 + c]!;
    if (total !== DEV_DECK[c]) bad.push(`development card ${c}: ${total} in deck, hands and played, not ${DEV_DECK[c]}`);
  }
  if (deckN !== d[S_DECK_N]) bad.push('deck count out of step');
  let knights = 0;
  for (let p = 0; p < n; p++) knights += d[O_KNIGHTS + p]!;
  if (knights > d[O_PLAYED]!) bad.push('more knights in armies than knights played');
  const settlements = new Array<number>(n).fill(0), cities = new Array<number>(n).fill(0), roads = new Array<number>(n).fill(0);
  for (let v = 0; v < VERTEX_COUNT; v++) {
    const b = d[O_V + v]!;
    if (!b) continue;
    const p = (b & 7) - 1;
    if (b & CITY_BIT) cities[p]!++; else settlements[p]!++;
    for (let k = 0; k < 3; k++) {
      const e = VERTEX_EDGES[v * 3 + k]!;
      if (e < 0) continue;
      const w = EDGE_VERTICES[e * 2]! === v ? EDGE_VERTICES[e * 2 + 1]! : EDGE_VERTICES[e * 2]!;
      if (d[O_V + w] !== 0) bad.push(`distance rule broken between ${VERTEX_NAMES[v]} and ${VERTEX_NAMES[w]}`);
    }
  }
  for (let e = 0; e < EDGE_COUNT; e++) if (d[O_E + e]) roads[d[O_E + e]! - 1]!++;
  const setup = d[S_PHASE] === P_SETUP;
  for (let p = 0; p < n; p++) {
    if (settlements[p]! + d[O_SETTLE_LEFT + p]! !== SUPPLY.settlements) bad.push(`seat ${p}: settlements on board and in supply do not add up`);
    if (cities[p]! + d[O_CITY_LEFT + p]! !== SUPPLY.cities) bad.push(`seat ${p}: cities on board and in supply do not add up`);
    if (roads[p]! + d[O_ROADS_LEFT + p]! !== SUPPLY.roads) bad.push(`seat ${p}: roads on board and in supply do not add up`);
    if (d[O_SETTLE_LEFT + p]! < 0 || d[O_CITY_LEFT + p]! < 0 || d[O_ROADS_LEFT + p]! < 0) bad.push(`seat ${p}: a supply below zero`);
    const vp = settlements[p]! + 2 * cities[p]! + (d[S_LR] === p ? 2 : 0) + (d[S_LA] === p ? 2 : 0) + d[O_DEV + p * 5 + 1]!;
    if (vp !== totalVp(s, p)) bad.push(`seat ${p}: VP ${totalVp(s, p)} but recomputed ${vp}`);
    if (!setup && measureRoad(s, p) !== d[O_ROAD_LEN + p]) bad.push(`seat ${p}: road length out of step`);
    bad.push(...networkSentences(s, p, setup && d[S_SETUP_STEP]! % 2 === 1));
  }
  if (!setup) {
    const lr = d[S_LR]!;
    let max = 0, count = 0;
    for (let p = 0; p < n; p++) { const l = d[O_ROAD_LEN + p]!; if (l > max) { max = l; count = 1; } else if (l === max) count++; }
    if (lr >= 0 && (d[O_ROAD_LEN + lr]! < LONGEST_ROAD_MIN || d[O_ROAD_LEN + lr]! < max)) bad.push(`Longest Road held by seat ${lr} who does not qualify`);
    if (lr < 0 && max >= LONGEST_ROAD_MIN && count === 1) bad.push('Longest Road set aside although one player alone has the longest road');
  }
  // The legality masks kept up to date by each placement equal the ones computed from scratch.
  const fresh = s.clone();
  rebuildMasks(fresh);
  for (let i = W_FREE; i < s.L.words; i++) {
    if (fresh.w[i] !== s.w[i]) { bad.push(`legality masks out of step with the pieces (word ${i})`); break; }
  }
  return bad;
}

function networkSentences(s: GameState, p: number, roadPending: boolean): string[] {
  const { roadless, unjoined } = networkProblems(s, p);
  const out: string[] = [];
  if (roadless.length > (roadPending ? 1 : 0)) out.push(`seat ${p}: a building touches none of its roads`);
  for (const e of unjoined) out.push(`seat ${p}: road ${s.g.edgeNames[e]} is not joined to its buildings`);
  return out;
}
