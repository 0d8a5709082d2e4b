/**
 * Which actions are legal: small predicates shared by the move generator and by the checked
 * door (apply), so the two agree by construction. Reads the flat state only; allocates nothing.
 */
import {
  CITY, CodeList, ROAD, SETTLEMENT, bankCode, buildCode, buyCode, discardCode, endCode, playCode, robberCode, rollCode,
} from './codes.js';
import { EDGE_COUNT, EDGE_VERTICES, HEX_COUNT, HEX_VERTICES, VERTEX_COUNT, VERTEX_EDGES, VERTEX_NEIGHBOURS } from './geometry.js';
import {
  O_BANK, O_BOUGHT, O_CITY_LEFT, O_DEV, O_E, O_OWES, O_RATE, O_RES, O_ROADS_LEFT, O_SETTLE_LEFT, O_V,
  S_CUR, S_DECK_N, S_LAST_SETTLE, S_N, S_PAID, S_PHASE, S_PLAYED, S_ROBBER, S_SETUP_STEP, visibleVp, type GameState,
} from './state.js';
import {
  COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, DESERT, KNIGHT, MONOPOLY, P_DISCARD, P_MAIN, P_ROADS, P_ROBBER,
  P_ROLL, P_SETUP, ROAD_BUILDING, VICTORY_POINT, YEAR_OF_PLENTY,
} from './vocabulary.js';

export function canAfford(d: Int32Array, p: number, cost: readonly number[]): boolean {
  const o = O_RES + p * 5;
  return d[o]! >= cost[0]! && d[o + 1]! >= cost[1]! && d[o + 2]! >= cost[2]! && d[o + 3]! >= cost[3]! && d[o + 4]! >= cost[4]!;
}

/** Seat placing during set-up step k (§3 snake order). */
export function setupSeat(n: number, step: number): number {
  const i = step >> 1;
  return i < n ? i : 2 * n - 1 - i;
}

/** Distance rule (§5): the vertex and all its neighbours are empty. */
export function isFreeSpot(d: Int32Array, v: number): boolean {
  if (d[O_V + v] !== 0) return false;
  for (let k = 0; k < 3; k++) {
    const w = VERTEX_NEIGHBOURS[v * 3 + k]!;
    if (w >= 0 && d[O_V + w] !== 0) return false;
  }
  return true;
}

/** §5: a free edge touching p's road or building, not through an opponent's building. */
export function isRoadSpot(d: Int32Array, p: number, e: number): boolean {
  if (d[O_E + e] !== 0) return false;
  const own = p + 1;
  for (let k = 0; k < 2; k++) {
    const v = EDGE_VERTICES[e * 2 + k]!;
    const b = d[O_V + v]!;
    if (b !== 0) {
      if ((b & 7) === own) return true;
      continue; // an opponent's building blocks the connection at this end
    }
    for (let j = 0; j < 3; j++) {
      const f = VERTEX_EDGES[v * 3 + j]!;
      if (f >= 0 && f !== e && d[O_E + f] === own) return true;
    }
  }
  return false;
}

/** §5: a free vertex obeying the distance rule and reached by one of p's roads. */
export function isSettlementSpot(d: Int32Array, p: number, v: number): boolean {
  if (!isFreeSpot(d, v)) return false;
  for (let k = 0; k < 3; k++) {
    const e = VERTEX_EDGES[v * 3 + k]!;
    if (e >= 0 && d[O_E + e] === p + 1) return true;
  }
  return false;
}

export function hasRoadSpot(d: Int32Array, p: number): boolean {
  for (let e = 0; e < EDGE_COUNT; e++) if (isRoadSpot(d, p, e)) return true;
  return false;
}

/** Cards of a kind p may play now: in hand and not bought this turn (§8). */
export function playable(d: Int32Array, p: number, card: number): number {
  return d[O_DEV + p * 5 + card]! - d[O_BOUGHT + p * 5 + card]!;
}

export function bankTotal(d: Int32Array): number {
  return d[O_BANK]! + d[O_BANK + 1]! + d[O_BANK + 2]! + d[O_BANK + 3]! + d[O_BANK + 4]!;
}

/** §8 timing: one card a turn, before the roll or in the action phase; never one bought this turn. */
export function canPlayCard(s: GameState, p: number, card: number): boolean {
  const d = s.d;
  const phase = d[S_PHASE]!;
  if ((phase !== P_ROLL && phase !== P_MAIN) || d[S_PLAYED] || card === VICTORY_POINT) return false;
  if (playable(d, p, card) <= 0) return false;
  if (card === ROAD_BUILDING) return d[O_ROADS_LEFT + p]! > 0 && hasRoadSpot(d, p);
  if (card === YEAR_OF_PLENTY) return bankTotal(d) > 0;
  return true;
}

/** Whether hex h is protected by the friendly robber from mover p (§11). */
export function isProtectedHex(s: GameState, p: number, h: number): boolean {
  const d = s.d;
  if (!s.rules.friendlyRobber || s.board.token[h] === 0) return false;
  for (let k = 0; k < 6; k++) {
    const b = d[O_V + HEX_VERTICES[h * 6 + k]!]!;
    if (b === 0) continue;
    const q = (b & 7) - 1;
    if (q !== p && visibleVp(d, q) < 3) return true;
  }
  return false;
}

/** §6/§11: legal robber destinations for mover p, as a bit mask over hexes. */
export function robberHexMask(s: GameState, p: number): number {
  const here = s.d[S_ROBBER]!;
  let mask = 0;
  for (let h = 0; h < HEX_COUNT; h++) {
    if (h !== here && !isProtectedHex(s, p, h)) mask |= 1 << h;
  }
  // Friendly robber with nowhere legal: it goes to (or stays on) the desert.
  if (mask === 0) mask = 1 << s.board.terrain.indexOf(DESERT);
  return mask;
}

/** Bit mask of opponents of p with a building on hex h (§6). */
export function victimsAt(d: Int32Array, p: number, h: number): number {
  let mask = 0;
  for (let k = 0; k < 6; k++) {
    const b = d[O_V + HEX_VERTICES[h * 6 + k]!]!;
    if (b !== 0 && (b & 7) - 1 !== p) mask |= 1 << ((b & 7) - 1);
  }
  return mask;
}

/** §7 and §11 trade-then-build: trading is open in the action phase until something is paid for. */
export function canTrade(s: GameState): boolean {
  return s.d[S_PHASE] === P_MAIN && !(s.rules.tradeThenBuild && s.d[S_PAID]);
}

const take = new Int32Array(5);
/** Every bundle of exactly `need` cards within p's hand (multisets), as discard codes. */
function pushDiscards(d: Int32Array, p: number, need: number, out: CodeList): void {
  const o = O_RES + p * 5;
  const h0 = d[o]!, h1 = d[o + 1]!, h2 = d[o + 2]!, h3 = d[o + 3]!, h4 = d[o + 4]!;
  for (let a = Math.min(h0, need); a >= 0; a--) {
    const l1 = need - a;
    if (l1 > h1 + h2 + h3 + h4) break;
    for (let b = Math.min(h1, l1); b >= 0; b--) {
      const l2 = l1 - b;
      if (l2 > h2 + h3 + h4) break;
      for (let c = Math.min(h2, l2); c >= 0; c--) {
        const l3 = l2 - c;
        if (l3 > h3 + h4) break;
        for (let e = Math.min(h3, l3); e >= 0; e--) {
          const l4 = l3 - e;
          if (l4 > h4) break;
          take[0] = a; take[1] = b; take[2] = c; take[3] = e; take[4] = l4;
          out.push(discardCode(p, take));
        }
      }
    }
  }
}

const reach = new Int32Array(VERTEX_COUNT);
let stamp = 0;
/**
 * Stamp the vertices p's network reaches (§5): p's own buildings, and the ends of p's roads
 * unless an opponent's building stands there. A free edge at a stamped vertex is a road spot;
 * a stamped empty vertex obeying the distance rule is a settlement spot. Same answers as
 * isRoadSpot / isSettlementSpot, in one pass.
 */
function markReach(d: Int32Array, p: number): void {
  const own = p + 1;
  if (++stamp > 0x3fffffff) { stamp = 1; reach.fill(0); }
  for (let e = 0; e < EDGE_COUNT; e++) {
    if (d[O_E + e] !== own) continue;
    const a = EDGE_VERTICES[e * 2]!, b = EDGE_VERTICES[e * 2 + 1]!;
    const ba = d[O_V + a]!, bb = d[O_V + b]!;
    if (ba === 0 || (ba & 7) === own) reach[a] = stamp;
    if (bb === 0 || (bb & 7) === own) reach[b] = stamp;
  }
  for (let v = 0; v < VERTEX_COUNT; v++) if ((d[O_V + v]! & 7) === own) reach[v] = stamp;
}

/**
 * Every legal action code of the state into `out` (cleared first): the active player's, and
 * in the discard phase every owed discard of every seat. Domestic trades are not enumerated
 * (their terms are negotiated); apply() validates them.
 */
export function legalCodes(s: GameState, out: CodeList): void {
  out.clear();
  const d = s.d;
  const p = d[S_CUR]!;
  switch (d[S_PHASE]) {
    case P_SETUP: {
      const step = d[S_SETUP_STEP]!;
      const seat = setupSeat(d[S_N]!, step);
      if ((step & 1) === 0) {
        for (let v = 0; v < VERTEX_COUNT; v++) if (isFreeSpot(d, v)) out.push(buildCode(seat, SETTLEMENT, v));
      } else {
        const v = d[S_LAST_SETTLE]!;
        for (let k = 0; k < 3; k++) {
          const e = VERTEX_EDGES[v * 3 + k]!;
          if (e >= 0 && d[O_E + e] === 0) out.push(buildCode(seat, ROAD, e));
        }
      }
      return;
    }
    case P_ROLL:
      out.push(rollCode(p));
      pushPlays(s, p, out);
      return;
    case P_DISCARD: {
      const n = d[S_N]!;
      for (let i = 0; i < n; i++) {
        const q = (p + i) % n;
        if (d[O_OWES + q]! > 0) pushDiscards(d, q, d[O_OWES + q]!, out);
      }
      return;
    }
    case P_ROBBER: {
      const mask = robberHexMask(s, p);
      for (let h = 0; h < HEX_COUNT; h++) {
        if (!(mask & (1 << h))) continue;
        const victims = victimsAt(d, p, h);
        if (victims === 0) out.push(robberCode(p, h, -1));
        else for (let q = 0; q < 4; q++) if (victims & (1 << q)) out.push(robberCode(p, h, q));
      }
      return;
    }
    case P_ROADS:
      markReach(d, p);
      for (let e = 0; e < EDGE_COUNT; e++) {
        if (d[O_E + e] === 0 && (reach[EDGE_VERTICES[e * 2]!] === stamp || reach[EDGE_VERTICES[e * 2 + 1]!] === stamp)) out.push(buildCode(p, ROAD, e));
      }
      return;
    case P_MAIN: {
      out.push(endCode(p));
      const roads = d[O_ROADS_LEFT + p]! > 0 && canAfford(d, p, COST_ROAD);
      const settlements = d[O_SETTLE_LEFT + p]! > 0 && canAfford(d, p, COST_SETTLEMENT);
      if (roads || settlements) {
        markReach(d, p);
        if (roads) {
          for (let e = 0; e < EDGE_COUNT; e++) {
            if (d[O_E + e] === 0 && (reach[EDGE_VERTICES[e * 2]!] === stamp || reach[EDGE_VERTICES[e * 2 + 1]!] === stamp)) out.push(buildCode(p, ROAD, e));
          }
        }
        if (settlements) {
          for (let v = 0; v < VERTEX_COUNT; v++) if (reach[v] === stamp && isFreeSpot(d, v)) out.push(buildCode(p, SETTLEMENT, v));
        }
      }
      if (d[O_CITY_LEFT + p]! > 0 && canAfford(d, p, COST_CITY)) {
        for (let v = 0; v < VERTEX_COUNT; v++) if (d[O_V + v] === p + 1) out.push(buildCode(p, CITY, v));
      }
      if (d[S_DECK_N]! > 0 && canAfford(d, p, COST_DEV)) out.push(buyCode(p));
      pushPlays(s, p, out);
      if (canTrade(s)) {
        for (let g = 0; g < 5; g++) {
          if (d[O_RES + p * 5 + g]! < d[O_RATE + p * 5 + g]!) continue;
          for (let t = 0; t < 5; t++) if (t !== g && d[O_BANK + t]! > 0) out.push(bankCode(p, g, t));
        }
      }
      return;
    }
    default:
      return;
  }
}

function pushPlays(s: GameState, p: number, out: CodeList): void {
  const d = s.d;
  if (d[S_PLAYED]) return;
  const o = O_DEV + p * 5, b = O_BOUGHT + p * 5;
  if (d[o]! - d[b]! + d[o + 2]! - d[b + 2]! + d[o + 3]! - d[b + 3]! + d[o + 4]! - d[b + 4]! === 0) return;
  if (canPlayCard(s, p, KNIGHT)) out.push(playCode(p, KNIGHT));
  if (canPlayCard(s, p, ROAD_BUILDING)) out.push(playCode(p, ROAD_BUILDING));
  if (canPlayCard(s, p, YEAR_OF_PLENTY)) {
    if (bankTotal(d) === 1) {
      for (let r = 0; r < 5; r++) if (d[O_BANK + r]! > 0) out.push(playCode(p, YEAR_OF_PLENTY, r * 6 + 5));
    } else {
      for (let a = 0; a < 5; a++) {
        if (d[O_BANK + a]! === 0) continue;
        for (let b = a; b < 5; b++) {
          if (d[O_BANK + b]! > (a === b ? 1 : 0)) out.push(playCode(p, YEAR_OF_PLENTY, a * 6 + b));
        }
      }
    }
  }
  if (canPlayCard(s, p, MONOPOLY)) for (let r = 0; r < 5; r++) out.push(playCode(p, MONOPOLY, r));
}

