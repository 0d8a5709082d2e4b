/**
 * Which actions are legal: small predicates shared by the move generator and by the checked
 * door (apply), so the two agree by construction. Reads the flat state only; allocates nothing.
 */
import {
  CITY, CodeList, DISCARD_BASE, ROAD, SETTLEMENT, bankCode, buildCode, buyCode, discardCode, endCode, playCode, robberCode, rollCode,
} from './codes.js';
import {
  O_BANK, O_BOUGHT, O_CITY_LEFT, O_DEV, O_OWES, O_RATE, O_RES, O_ROADS_LEFT, O_SETTLE_LEFT, O_V,
  S_BUILDER, S_CUR, S_DECK_N, S_LAST_SETTLE, S_N, S_PAID, S_PHASE, S_PLAYED, S_ROBBER, S_SETUP_STEP, W_FREE, hasBit, visibleVp,
  type GameState,
} from './state.js';
import {
  DESERT, KNIGHT, MONOPOLY, P_DISCARD, P_MAIN, P_ROADS, P_ROBBER,
  P_ROLL, P_SBP, P_SETUP, ROAD_BUILDING, VICTORY_POINT, YEAR_OF_PLENTY,
} from './vocabulary.js';

export function canAfford(b: Int8Array, p: number, cost: readonly number[]): boolean {
  const o = O_RES + p * 5;
  return b[o]! >= cost[0]! && b[o + 1]! >= cost[1]! && b[o + 2]! >= cost[2]! && b[o + 3]! >= cost[3]! && b[o + 4]! >= cost[4]!;
}

/** Seat placing during set-up step k (§3 snake order). */
export function setupSeat(n: number, step: number): number {
  const i = step >> 1;
  return i < n ? i : 2 * n - 1 - i;
}

/** Distance rule (§5): the vertex and all its neighbours are empty. */
export function isFreeSpot(s: GameState, v: number): boolean {
  return hasBit(s.w, W_FREE, v);
}

/** §5: a free edge touching p's road or building, not through an opponent's building. */
export function isRoadSpot(s: GameState, p: number, e: number): boolean {
  return hasBit(s.w, s.L.wFront + p * s.g.ew, e);
}

/** §5: a free vertex obeying the distance rule and reached by one of p's roads. */
export function isSettlementSpot(s: GameState, p: number, v: number): boolean {
  if (!hasBit(s.w, W_FREE, v)) return false;
  const VE = s.g.vertexEdges, oE = s.L.oE;
  for (let k = 0; k < 3; k++) {
    const e = VE[v * 3 + k]!;
    if (e >= 0 && s.b[oE + e] === p + 1) return true;
  }
  return false;
}

export function hasRoadSpot(s: GameState, p: number): boolean {
  const w = s.w, at = s.L.wFront + p * s.g.ew;
  for (let k = 0; k < s.g.ew; k++) if (w[at + k] !== 0) return true;
  return false;
}

/** Cards of a kind p may play now: in hand and not bought this turn (§8). */
export function playable(b: Int8Array, p: number, card: number): number {
  return b[O_DEV + p * 5 + card]! - b[O_BOUGHT + p * 5 + card]!;
}

export function bankTotal(b: Int8Array): number {
  return b[O_BANK]! + b[O_BANK + 1]! + b[O_BANK + 2]! + b[O_BANK + 3]! + b[O_BANK + 4]!;
}

/** §8 timing: one card a turn, before the roll or in the action phase; never one bought this turn. */
export function canPlayCard(s: GameState, p: number, card: number): boolean {
  const b = s.b;
  const phase = b[S_PHASE]!;
  if ((phase !== P_ROLL && phase !== P_MAIN) || b[S_PLAYED] || card === VICTORY_POINT) return false;
  if (playable(b, p, card) <= 0) return false;
  if (card === ROAD_BUILDING) return b[O_ROADS_LEFT + p]! > 0 && hasRoadSpot(s, p);
  if (card === YEAR_OF_PLENTY) return bankTotal(b) > 0;
  return true;
}

/** Whether hex h is protected by the friendly robber from mover p (§11). */
export function isProtectedHex(s: GameState, p: number, h: number): boolean {
  if (!s.rules.friendlyRobber || s.board.token[h] === 0) return false;
  const b = s.b, HV = s.g.hexVertices;
  for (let k = 0; k < 6; k++) {
    const x = b[O_V + HV[h * 6 + k]!]!;
    if (x === 0) continue;
    const q = (x & 7) - 1;
    if (q !== p && visibleVp(s, q) < 3) return true;
  }
  return false;
}

/** §6/§11: legal robber destinations for mover p, as a bit mask over hexes. */
export function robberHexMask(s: GameState, p: number): number {
  const here = s.b[S_ROBBER]!;
  let mask = 0;
  const count = s.g.hexCount;
  if (!s.rules.friendlyRobber) return ((count === 32 ? -1 : (1 << count) - 1) & ~(1 << here));
  for (let h = 0; h < count; h++) {
    if (h !== here && !isProtectedHex(s, p, h)) mask |= 1 << h;
  }
  // Friendly robber with nowhere legal: it goes to (or stays on) the desert.
  if (mask === 0) mask = 1 << s.board.terrain.indexOf(DESERT);
  return mask;
}

/** Bit mask of opponents of p with a building on hex h (§6). */
export function victimsAt(s: GameState, p: number, h: number): number {
  return (s.w[s.L.wHex + h]! >>> 24) & ~(1 << p);
}

/** §7 and §11 trade-then-build: trading is open in the action phase until something is paid for. */
export function canTrade(s: GameState): boolean {
  return s.b[S_PHASE] === P_MAIN && !(s.rules.tradeThenBuild && s.b[S_PAID]);
}

const NO_CARDS = [0, 0, 0, 0, 0] as const;

/** Every bundle of exactly `need` cards within p's hand (multisets), as discard codes. */
function pushDiscards(b: Int8Array, p: number, need: number, out: CodeList): void {
  const o = O_RES + p * 5;
  const h0 = b[o]!, h1 = b[o + 1]!, h2 = b[o + 2]!, h3 = b[o + 3]!, h4 = b[o + 4]!;
  // Room for every bundle at once: at most (h0+1)(h1+1)(h2+1)(h3+1) of them.
  const most = out.n + (h0 + 1) * (h1 + 1) * (h2 + 1) * (h3 + 1);
  if (most > out.codes.length) {
    const next = new Int32Array(Math.max(most, out.codes.length * 2));
    next.set(out.codes.subarray(0, out.n));
    out.codes = next;
  }
  const codes = out.codes;
  let n = out.n;
  const head = discardCode(p, NO_CARDS);
  const B1 = DISCARD_BASE, B2 = B1 * B1, B3 = B2 * B1, B4 = B3 * B1;
  for (let a = Math.min(h0, need); a >= 0; a--) {
    const l1 = need - a;
    if (l1 > h1 + h2 + h3 + h4) break;
    for (let c1 = Math.min(h1, l1); c1 >= 0; c1--) {
      const l2 = l1 - c1;
      if (l2 > h2 + h3 + h4) break;
      const ab = head + a + c1 * B1;
      for (let c2 = Math.min(h2, l2); c2 >= 0; c2--) {
        const l3 = l2 - c2;
        if (l3 > h3 + h4) break;
        const abc = ab + c2 * B2;
        for (let e = Math.min(h3, l3); e >= 0; e--) {
          const l4 = l3 - e;
          if (l4 > h4) break;
          codes[n++] = abc + e * B3 + l4 * B4;
        }
      }
    }
  }
  out.n = n;
}

/** Write one code per set bit of the `words`-word bit set at w[at] into codes from n, lowest first; returns the new n. */
function bitCodes(codes: Int32Array, n: number, w: Int32Array, at: number, words: number, head: number): number {
  for (let k = 0; k < words; k++) {
    let m = w[at + k]!;
    while (m !== 0) {
      const low = m & -m;
      codes[n++] = head | ((k << 5) + 31 - Math.clz32(low));
      m ^= low;
    }
  }
  return n;
}

/** Settlement spots of p: reached by its network and free under the distance rule (§5). */
function settlementCodes(codes: Int32Array, n: number, s: GameState, p: number): number {
  const w = s.w, vw = s.g.vw, at = s.L.wReach + p * vw, head = buildCode(p, SETTLEMENT, 0);
  for (let k = 0; k < vw; k++) {
    let m = w[at + k]! & w[W_FREE + k]!;
    while (m !== 0) {
      const low = m & -m;
      codes[n++] = head | ((k << 5) + 31 - Math.clz32(low));
      m ^= low;
    }
  }
  return n;
}

/**
 * Every legal action code of the state into `out` (cleared first): the active player's, and
 * in the discard phase every owed discard of every seat. Domestic trades are not enumerated
 * (their terms are negotiated); apply() validates them. Outside the discard phase a list never
 * holds more than 256 codes on any island, so codes are written straight into the array.
 */
export function legalCodes(s: GameState, out: CodeList): void {
  const b = s.b;
  const p = b[S_CUR]!;
  const phase = b[S_PHASE]!;
  if (phase === P_DISCARD) {
    out.clear();
    const n = b[S_N]!;
    for (let i = 0; i < n; i++) {
      const q = (p + i) % n;
      if (b[O_OWES + q]! > 0) pushDiscards(b, q, b[O_OWES + q]!, out);
    }
    return;
  }
  if (out.codes.length < 256) out.codes = new Int32Array(256);
  const codes = out.codes;
  let n = 0;
  switch (phase) {
    case P_MAIN: {
      codes[n++] = endCode(p);
      n = buildCodes(s, p, codes, n);
      n = playCodes(s, p, codes, n);
      if (!(s.rules.tradeThenBuild && b[S_PAID])) {
        // Maritime trades: one lot of a resource the seat has enough of for its rate, for any
        // other resource the bank still holds (§7).
        const bank = (b[O_BANK]! > 0 ? 1 : 0) | (b[O_BANK + 1]! > 0 ? 2 : 0) | (b[O_BANK + 2]! > 0 ? 4 : 0) | (b[O_BANK + 3]! > 0 ? 8 : 0) | (b[O_BANK + 4]! > 0 ? 16 : 0);
        if (bank !== 0) {
          const rate = O_RATE + p * 5, o = O_RES + p * 5;
          for (let g = 0; g < 5; g++) if (b[o + g]! >= b[rate + g]!) n = bankCodes(codes, n, p, g, bank);
        }
      }
      break;
    }
    case P_ROLL:
      codes[n++] = rollCode(p);
      n = playCodes(s, p, codes, n);
      break;
    case P_SBP: {
      // §14: the builder may build and buy, paying as in a turn, then pass; no trades, no cards played.
      const q = b[S_BUILDER]!;
      codes[n++] = endCode(q);
      n = buildCodes(s, q, codes, n);
      break;
    }
    case P_SETUP: {
      const step = b[S_SETUP_STEP]!;
      const seat = setupSeat(b[S_N]!, step);
      if ((step & 1) === 0) {
        n = bitCodes(codes, n, s.w, W_FREE, s.g.vw, buildCode(seat, SETTLEMENT, 0));
      } else {
        const v = b[S_LAST_SETTLE]!, VE = s.g.vertexEdges, oE = s.L.oE;
        for (let k = 0; k < 3; k++) {
          const e = VE[v * 3 + k]!;
          if (e >= 0 && b[oE + e] === 0) codes[n++] = buildCode(seat, ROAD, e);
        }
      }
      break;
    }
    case P_ROBBER: {
      const mask = robberHexMask(s, p);
      const count = s.g.hexCount, w = s.w, at = s.L.wHex, others = ~(1 << p), head = robberCode(p, 0, -1);
      for (let h = 0; h < count; h++) {
        if (!(mask & (1 << h))) continue;
        let victims = (w[at + h]! >>> 24) & others; // seats with a building on h (victimsAt)
        const hexHead = head | (h << 4);
        if (victims === 0) codes[n++] = hexHead;
        while (victims !== 0) {
          const low = victims & -victims;
          codes[n++] = hexHead + 32 - Math.clz32(low); // victim + 1
          victims ^= low;
        }
      }
      break;
    }
    case P_ROADS:
      n = bitCodes(codes, n, s.w, s.L.wFront + p * s.g.ew, s.g.ew, buildCode(p, ROAD, 0));
      break;
    default:
      break;
  }
  out.n = n;
}

/** One lot of resource g with the bank for each other resource in the `bank` mask, lowest first. */
function bankCodes(codes: Int32Array, n: number, p: number, g: number, bank: number): number {
  const head = bankCode(p, g, 0);
  let m = bank & ~(1 << g);
  while (m !== 0) {
    const low = m & -m;
    codes[n++] = head + 31 - Math.clz32(low);
    m ^= low;
  }
  return n;
}

/** The paid builds and purchase p can make now (§5), written from codes[n]; returns the new n. */
function buildCodes(s: GameState, p: number, codes: Int32Array, n: number): number {
  const b = s.b, o = O_RES + p * 5;
  const brick = b[o]!, wood = b[o + 1]!, wool = b[o + 2]!, grain = b[o + 3]!, ore = b[o + 4]!;
  if (brick > 0 && wood > 0) {
    if (b[O_ROADS_LEFT + p]! > 0) n = bitCodes(codes, n, s.w, s.L.wFront + p * s.g.ew, s.g.ew, buildCode(p, ROAD, 0));
    if (wool > 0 && grain > 0 && b[O_SETTLE_LEFT + p]! > 0) n = settlementCodes(codes, n, s, p);
  }
  if (grain >= 2 && ore >= 3 && b[O_CITY_LEFT + p]! > 0) n = bitCodes(codes, n, s.w, s.L.wSettle + p * s.g.vw, s.g.vw, buildCode(p, CITY, 0));
  if (wool > 0 && grain > 0 && ore > 0 && b[S_DECK_N]! > 0) codes[n++] = buyCode(p);
  return n;
}

const scratchCodes = new Int32Array(256);
/** Whether p could build or buy anything now (the special building phase passes over a seat that cannot, §14). */
export function canBuildAnything(s: GameState, p: number): boolean {
  return buildCodes(s, p, scratchCodes, 0) > 0;
}

/** §8: the development cards p may play now, written from codes[n]; returns the new n. */
function playCodes(s: GameState, p: number, codes: Int32Array, n: number): number {
  const d = s.b;
  if (d[S_PLAYED]) return n;
  const o = O_DEV + p * 5, b = O_BOUGHT + p * 5;
  const knight = d[o]! - d[b]!, roads = d[o + 2]! - d[b + 2]!, plenty = d[o + 3]! - d[b + 3]!, monopoly = d[o + 4]! - d[b + 4]!;
  if (knight + roads + plenty + monopoly === 0) return n;
  if (knight > 0) codes[n++] = playCode(p, KNIGHT);
  if (roads > 0 && d[O_ROADS_LEFT + p]! > 0 && hasRoadSpot(s, p)) codes[n++] = playCode(p, ROAD_BUILDING);
  if (plenty > 0) {
    const total = bankTotal(d);
    if (total === 1) {
      for (let r = 0; r < 5; r++) if (d[O_BANK + r]! > 0) codes[n++] = playCode(p, YEAR_OF_PLENTY, r * 6 + 5);
    } else if (total > 1) {
      for (let a = 0; a < 5; a++) {
        if (d[O_BANK + a]! === 0) continue;
        for (let c = a; c < 5; c++) {
          if (d[O_BANK + c]! > (a === c ? 1 : 0)) codes[n++] = playCode(p, YEAR_OF_PLENTY, a * 6 + c);
        }
      }
    }
  }
  if (monopoly > 0) for (let r = 0; r < 5; r++) codes[n++] = playCode(p, MONOPOLY, r);
  return n;
}
