/**
 * The unchecked fast path: applyCode mutates a state in place by one legal action code.
 * It trusts its caller (legalCodes, or the checked door in apply.ts) and allocates nothing.
 * Chance outcomes come from the state's generator unless given (replaying a record); the
 * outcome used is returned so the checked door can write it into the record.
 */
import {
  CITY, ROAD, SETTLEMENT, T_BANK, T_BUILD, T_BUY, T_DISCARD, T_END, T_PLAY, T_ROBBER, T_ROLL,
  bankGet, bankGive, buildAt, buildPiece, codeSeat, codeType, discardCount, playArg, playCard, robberHex, robberVictim,
} from './codes.js';
import { startingCards } from './board.js';
import { canBuildAnything, hasRoadSpot, setupSeat } from './legal.js';
import { updateLongestRoad, updateLongestRoadAt } from './longestRoad.js';
import { placeCity, placeRoad, placeSettlement } from './pieces.js';
import { nextInt } from './rng.js';
import {
  MAX_SEATS, O_BANK, O_BOUGHT, O_CITY_LEFT, O_DECK, O_DEV, O_KNIGHTS, O_OWES, O_PLAYED, O_RATE, O_RES, O_RES_N,
  O_ROADS_LEFT, O_SETTLE_LEFT, S_CUR, S_DECK_N, S_DICE_LEFT, S_DIE1, S_DIE2, S_FREE_ROADS, S_LA,
  S_BUILDER, S_LAST_SETTLE, S_N, S_PAID, S_PHASE, S_PLAYED, S_ROBBER, S_ROLLED, S_SETUP_STEP, S_WINNER, W_DICE, W_RNG, W_TURN,
  totalVp, type GameState,
} from './state.js';
import {
  COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, GENERIC_HARBOR, KNIGHT, LARGEST_ARMY_MIN, MONOPOLY, P_DISCARD, P_ENDED, P_MAIN, P_ROADS,
  P_ROBBER, P_ROLL, P_SBP, P_SETUP, ROAD_BUILDING, YEAR_OF_PLENTY,
} from './vocabulary.js';

/** Scratch for the cards a second set-up settlement brings (§3). */
const START = new Int32Array(5);

function pay(b: Int8Array, p: number, cost: readonly number[]): void {
  const o = O_RES + p * 5;
  b[o]! -= cost[0]!; b[o + 1]! -= cost[1]!; b[o + 2]! -= cost[2]!; b[o + 3]! -= cost[3]!; b[o + 4]! -= cost[4]!;
  b[O_BANK]! += cost[0]!; b[O_BANK + 1]! += cost[1]!; b[O_BANK + 2]! += cost[2]!; b[O_BANK + 3]! += cost[3]!; b[O_BANK + 4]! += cost[4]!;
  b[O_RES_N + p]! -= cost[0]! + cost[1]! + cost[2]! + cost[3]! + cost[4]!;
}

export function gain(b: Int8Array, p: number, r: number, k: number): void {
  b[O_RES + p * 5 + r]! += k;
  b[O_RES_N + p]! += k;
  b[O_BANK + r]! -= k;
}

/** Move k cards of resource r from player a to player b (no bank involved). */
export function transfer(d: Int8Array, a: number, b: number, r: number, k: number): void {
  d[O_RES + a * 5 + r]! -= k;
  d[O_RES_N + a]! -= k;
  d[O_RES + b * 5 + r]! += k;
  d[O_RES_N + b]! += k;
}

/** A vertex with a harbor improves its owner's rates from the moment the building stands (§7). */
export function takeHarbor(s: GameState, p: number, v: number): void {
  const kind = s.board.vertexHarbor[v]!;
  if (kind < 0) return;
  const b = s.b;
  if (kind === GENERIC_HARBOR) {
    for (let r = 0; r < 5; r++) if (b[O_RATE + p * 5 + r]! > 3) b[O_RATE + p * 5 + r] = 3;
  } else {
    b[O_RATE + p * 5 + kind] = 2;
  }
}

/**
 * Seats (bit mask) other than p with two or more roads at vertex v: a building there cuts the
 * walks that passed through v. (A single road ending at v still counts, ending there, §9.)
 */
function roadsCutAt(s: GameState, v: number, p: number): number {
  const b = s.b, VE = s.g.vertexEdges, oE = s.L.oE;
  let once = 0, twice = 0;
  for (let k = 0; k < 3; k++) {
    const e = VE[v * 3 + k]!;
    if (e < 0) continue;
    const o = b[oE + e]! - 1;
    if (o < 0 || o === p) continue;
    twice |= once & (1 << o);
    once |= 1 << o;
  }
  return twice;
}

// Cards owed per resource during production, as per-hex words added up (4 bits a seat).
const owedWords = new Int32Array(5);

/** §4.2 production with the bank-shortage rule, from the board's per-number hex lists. */
function produce(s: GameState, sum: number): void {
  const b = s.b, w = s.w, wHex = s.L.wHex;
  const board = s.board;
  const slots = board.tokenSlots;
  const robber = b[S_ROBBER]!;
  let touched = 0;
  for (let k = 0; k < slots; k++) {
    const h = board.tokenHexes[sum * slots + k]!;
    if (h < 0) break;
    const earned = w[wHex + h]! & 0xffffff;
    if (earned === 0 || h === robber) continue;
    const r = board.hexResource[h]!;
    const before = owedWords[r]!;
    // Two hexes of one resource: add seat by seat when a 4-bit count could overflow.
    if (before !== 0 && !fitsNibbles(before, earned)) { produceBySeat(s, sum); return; }
    owedWords[r] = before + earned;
    touched |= 1 << r;
  }
  if (touched === 0) return;
  const n = b[S_N]!;
  for (let r = 0; r < 5; r++) {
    if (!(touched & (1 << r))) continue;
    const word = owedWords[r]!;
    owedWords[r] = 0;
    let total = 0, owedPlayers = 0, who = -1;
    for (let p = 0; p < n; p++) {
      const k = (word >>> (p << 2)) & 15;
      if (k > 0) { total += k; owedPlayers++; who = p; }
    }
    const bank = b[O_BANK + r]!;
    if (total <= bank) {
      for (let p = 0; p < n; p++) {
        const k = (word >>> (p << 2)) & 15;
        if (k > 0) gain(b, p, r, k);
      }
    } else if (owedPlayers === 1 && bank > 0) {
      gain(b, who, r, bank); // the only player owed takes what is left
    }
    // several players owed more than the bank holds: nobody receives this resource
  }
}

/**
 * The cards of each resource a roll of `sum` owes the players before the bank is asked (§4.2), read
 * from the same per-hex words `produce` adds up: for the events (a bank shortage told), off the fast path.
 */
export function owedOnRoll(s: GameState, sum: number): number[] {
  const owed = [0, 0, 0, 0, 0];
  const board = s.board, slots = board.tokenSlots, robber = s.b[S_ROBBER]!;
  for (let k = 0; k < slots; k++) {
    const h = board.tokenHexes[sum * slots + k]!;
    if (h < 0) break;
    if (h === robber) continue;
    // Each seat's cards from this hex, four bits a seat.
    const r = board.hexResource[h]!;
    for (let word = s.w[s.L.wHex + h]! & 0xffffff; word !== 0; word >>>= 4) owed[r] = owed[r]! + (word & 15);
  }
  return owed;
}

/** Whether adding two words of 4-bit counts keeps every count under 16. */
function fitsNibbles(a: number, b: number): boolean {
  for (let i = 0; i < 24; i += 4) if (((a >>> i) & 15) + ((b >>> i) & 15) > 15) return false;
  return true;
}

/** Production counted seat by seat (the rare roll where 4-bit sums could overflow). */
function produceBySeat(s: GameState, sum: number): void {
  owedWords.fill(0);
  const b = s.b, w = s.w, wHex = s.L.wHex, board = s.board, slots = board.tokenSlots, n = b[S_N]!;
  const owed = new Int32Array(5 * MAX_SEATS);
  for (let k = 0; k < slots; k++) {
    const h = board.tokenHexes[sum * slots + k]!;
    if (h < 0) break;
    if (h === b[S_ROBBER]) continue;
    const earned = w[wHex + h]!, r = board.hexResource[h]!;
    for (let p = 0; p < n; p++) owed[p * 5 + r]! += (earned >>> (p << 2)) & 15;
  }
  for (let r = 0; r < 5; r++) {
    let total = 0, owedPlayers = 0, who = -1;
    for (let p = 0; p < n; p++) { const k = owed[p * 5 + r]!; if (k > 0) { total += k; owedPlayers++; who = p; } }
    if (total === 0) continue;
    const bank = b[O_BANK + r]!;
    if (total <= bank) { for (let p = 0; p < n; p++) if (owed[p * 5 + r]! > 0) gain(b, p, r, owed[p * 5 + r]!); }
    else if (owedPlayers === 1 && bank > 0) gain(b, who, r, bank);
  }
}

/** Draw a dice outcome 0..35 (6*(a-1) + (b-1)), from the balanced deck when that rule is on (§11). */
function drawDice(s: GameState, given: number): number {
  const b = s.b, w = s.w;
  if (!s.rules.balancedDice) return given >= 0 ? given : nextInt(w, W_RNG, 6) * 6 + nextInt(w, W_RNG, 6);
  if (b[S_DICE_LEFT]! <= 5) {
    w[W_DICE] = -1; w[W_DICE + 1] = 15;
    b[S_DICE_LEFT] = 36;
  }
  let out = given;
  const inDeck = (i: number) => (w[W_DICE + (i >>> 5)]! >>> (i & 31)) & 1;
  if (out < 0) {
    let k = nextInt(w, W_RNG, b[S_DICE_LEFT]!);
    for (out = 0; out < 36; out++) if (inDeck(out) && k-- === 0) break;
  }
  if (inDeck(out)) { w[W_DICE + (out >>> 5)]! &= ~(1 << (out & 31)); b[S_DICE_LEFT]!--; }
  return out;
}

/** After a free road or a card's robber, the turn returns to where it was (§8). */
function resume(d: Int8Array): void {
  d[S_PHASE] = d[S_ROLLED] ? P_MAIN : P_ROLL;
}

/** The next turn begins: the dice pass to the left (§4.5). */
function nextTurn(s: GameState): void {
  const d = s.b;
  const p = d[S_CUR]!;
  d[S_CUR] = p + 1 === d[S_N]! ? 0 : p + 1;
  d[S_BUILDER] = -1;
  s.w[W_TURN]!++;
  d[S_PHASE] = P_ROLL;
}

/**
 * §14: the special building phase passes to the next seat after `after` that can build or buy
 * anything (a seat that cannot is passed over), in turn order; once it comes back round to the
 * player whose turn it was, the next turn begins.
 */
function nextBuilder(s: GameState, after: number): void {
  const d = s.b;
  const n = d[S_N]!, owner = d[S_CUR]!;
  for (let q = after + 1 === n ? 0 : after + 1; q !== owner; q = q + 1 === n ? 0 : q + 1) {
    if (canBuildAnything(s, q)) { d[S_PHASE] = P_SBP; d[S_BUILDER] = q; return; }
  }
  nextTurn(s);
}

function checkWin(s: GameState): void {
  const d = s.b;
  const p = d[S_CUR]!;
  // Not in the special building phase: nobody wins outside their own turn (§10, §14).
  if (d[S_PHASE] !== P_SETUP && d[S_PHASE] !== P_ENDED && d[S_PHASE] !== P_SBP && totalVp(s, p) >= s.rules.victoryPoints) {
    d[S_PHASE] = P_ENDED;
    d[S_WINNER] = p;
  }
}

// The two dice of each outcome 0..35 (6*(a-1) + (b-1)).
const DIE_A = Int8Array.from({ length: 36 }, (_, i) => Math.floor(i / 6) + 1);
const DIE_B = Int8Array.from({ length: 36 }, (_, i) => (i % 6) + 1);

const WIN_TYPES = (1 << T_END) | (1 << T_BUILD) | (1 << T_BUY) | (1 << T_PLAY);

/**
 * Apply one legal action code in place. `outcome` (optional) fixes the chance result:
 * roll 0..35, buy the card index, robber the stolen resource. Returns the outcome used, or -1.
 */
export function applyCode(s: GameState, code: number, outcome = -1): number {
  const d = s.b;
  const p = codeSeat(code);
  let result = -1;
  switch (codeType(code)) {
    case T_END: {
      if (d[S_PHASE] === P_SBP) { nextBuilder(s, p); break; } // the builder is done (§14)
      const o = O_BOUGHT + p * 5;
      if (d[o]! | d[o + 1]! | d[o + 2]! | d[o + 3]! | d[o + 4]!) { d[o] = 0; d[o + 1] = 0; d[o + 2] = 0; d[o + 3] = 0; d[o + 4] = 0; }
      d[S_PLAYED] = 0; d[S_PAID] = 0; d[S_ROLLED] = 0;
      if (s.rules.specialBuild) nextBuilder(s, p); // §14: the others may build before the next turn
      else nextTurn(s);
      break; // checkWin below: a player can win at the very start of their turn (§10)
    }
    case T_ROLL: {
      result = drawDice(s, outcome);
      const a = DIE_A[result]!, b = DIE_B[result]!;
      d[S_DIE1] = a; d[S_DIE2] = b; d[S_ROLLED] = 1;
      if (a + b !== 7) {
        produce(s, a + b);
        d[S_PHASE] = P_MAIN;
      } else {
        let anyOwes = false;
        const n = d[S_N]!;
        for (let q = 0; q < n; q++) {
          const hand = d[O_RES_N + q]!;
          const owes = s.rules.discard && hand > s.rules.discardOver ? hand >> 1 : 0;
          d[O_OWES + q] = owes;
          if (owes) anyOwes = true;
        }
        d[S_PHASE] = anyOwes ? P_DISCARD : P_ROBBER;
      }
      break;
    }
    case T_BUILD: {
      const at = buildAt(code);
      const piece = buildPiece(code);
      const phase = d[S_PHASE]!;
      if (piece === ROAD) {
        if (phase === P_MAIN) { pay(d, p, COST_ROAD); d[S_PAID] = 1; } else if (phase === P_SBP) pay(d, p, COST_ROAD);
        placeRoad(s, p, at);
        d[O_ROADS_LEFT + p]!--;
        updateLongestRoadAt(s, p, at);
        if (phase === P_SETUP) advanceSetup(s);
        else if (phase === P_ROADS) {
          d[S_FREE_ROADS]!--;
          if (d[S_FREE_ROADS]! <= 0 || d[O_ROADS_LEFT + p]! <= 0 || !hasRoadSpot(s, p)) { d[S_FREE_ROADS] = 0; resume(d); }
        }
      } else if (piece === SETTLEMENT) {
        placeSettlement(s, p, at);
        d[O_SETTLE_LEFT + p]!--;
        takeHarbor(s, p, at);
        if (phase === P_SETUP) {
          d[S_LAST_SETTLE] = at;
          if (d[S_SETUP_STEP]! >= 2 * d[S_N]!) {
            // §3: one card for each land hex touching the second settlement, as far as the bank has them.
            START.fill(0);
            startingCards(s.board, at, START);
            for (let r = 0; r < 5; r++) {
              const n = Math.min(START[r]!, d[O_BANK + r]!);
              if (n > 0) gain(d, p, r, n);
            }
          }
          advanceSetup(s);
        } else {
          pay(d, p, COST_SETTLEMENT);
          if (phase === P_MAIN) d[S_PAID] = 1;
          const cut = roadsCutAt(s, at, p);
          if (cut) updateLongestRoad(s, cut);
        }
      } else if (piece === CITY) {
        pay(d, p, COST_CITY);
        if (phase === P_MAIN) d[S_PAID] = 1;
        placeCity(s, p, at);
        d[O_SETTLE_LEFT + p]!++;
        d[O_CITY_LEFT + p]!--;
      }
      break;
    }
    case T_BUY: {
      pay(d, p, COST_DEV);
      const special = d[S_PHASE] === P_SBP;
      if (!special) d[S_PAID] = 1;
      let card = outcome;
      if (card < 0) {
        let k = nextInt(s.w, W_RNG, d[S_DECK_N]!);
        for (card = 0; card < 5; card++) { k -= d[O_DECK + card]!; if (k < 0) break; }
      }
      d[O_DECK + card]!--;
      d[S_DECK_N]!--;
      d[O_DEV + p * 5 + card]!++;
      // A card bought in the special building phase is playable from the buyer's next turn (§14).
      if (!special) d[O_BOUGHT + p * 5 + card]!++;
      result = card;
      break;
    }
    case T_PLAY: {
      const card = playCard(code);
      d[S_PLAYED] = 1;
      d[O_DEV + p * 5 + card]!--;
      d[O_PLAYED + card]!++;
      if (card === KNIGHT) {
        const k = ++d[O_KNIGHTS + p]!;
        const holder = d[S_LA]!;
        if (k >= LARGEST_ARMY_MIN && (holder < 0 || k > d[O_KNIGHTS + holder]!)) d[S_LA] = p;
        d[S_PHASE] = P_ROBBER;
      } else if (card === ROAD_BUILDING) {
        d[S_FREE_ROADS] = 2;
        d[S_PHASE] = P_ROADS;
      } else if (card === YEAR_OF_PLENTY) {
        const arg = playArg(code);
        gain(d, p, Math.floor(arg / 6), 1);
        if (arg % 6 !== 5) gain(d, p, arg % 6, 1);
      } else if (card === MONOPOLY) {
        const r = playArg(code);
        const n = d[S_N]!;
        for (let q = 0; q < n; q++) if (q !== p) transfer(d, q, p, r, d[O_RES + q * 5 + r]!);
      }
      break;
    }
    case T_ROBBER: {
      d[S_ROBBER] = robberHex(code);
      const victim = robberVictim(code);
      if (victim >= 0 && d[O_RES_N + victim]! > 0) {
        let r = outcome;
        if (r < 0) {
          let k = nextInt(s.w, W_RNG, d[O_RES_N + victim]!);
          for (r = 0; r < 5; r++) { k -= d[O_RES + victim * 5 + r]!; if (k < 0) break; }
        }
        transfer(d, victim, p, r, 1);
        result = r;
      }
      resume(d);
      break;
    }
    case T_DISCARD: {
      let total = 0;
      for (let r = 0; r < 5; r++) {
        const k = discardCount(code, r);
        if (k) { d[O_RES + p * 5 + r]! -= k; d[O_BANK + r]! += k; total += k; }
      }
      d[O_RES_N + p]! -= total;
      d[O_OWES + p] = 0;
      const n = d[S_N]!;
      let still = false;
      for (let q = 0; q < n; q++) if (d[O_OWES + q]) still = true;
      if (!still) d[S_PHASE] = P_ROBBER;
      break;
    }
    case T_BANK: {
      const give = bankGive(code), get = bankGet(code);
      const rate = d[O_RATE + p * 5 + give]!;
      d[O_RES + p * 5 + give]! -= rate;
      d[O_BANK + give]! += rate;
      d[O_RES_N + p]! -= rate;
      gain(d, p, get, 1);
      break;
    }
    default:
      throw new Error(`applyCode: unknown action type in code ${code}`);
  }
  // Only a turn's start, a build, a purchase or a card played can bring the player to the
  // winning total (§10); rolls, discards, the robber and trades cannot.
  if ((WIN_TYPES >>> codeType(code)) & 1) checkWin(s);
  return result;
}

/** §3: the next placement's seat; after the last one the first turn starts. */
function advanceSetup(s: GameState): void {
  const d = s.b;
  const step = ++d[S_SETUP_STEP]!;
  const n = d[S_N]!;
  if (step >= 4 * n) {
    d[S_PHASE] = P_ROLL;
    d[S_CUR] = 0;
    s.w[W_TURN] = 1;
    d[S_LAST_SETTLE] = -1;
  } else {
    d[S_CUR] = setupSeat(n, step);
  }
}

