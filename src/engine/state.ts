/**
 * The game state: one flat Int32Array plus references to the immutable board and rules.
 * Cloning copies one small buffer (see bench: bytes per state, ns per clone). Offsets below
 * are the layout; only the engine's own modules index into it. The generator's words live
 * in the buffer too, so a clone carries its own random future; views never include them.
 */
import type { Board } from './board.js';
import { EDGE_COUNT, VERTEX_COUNT } from './geometry.js';
import { seedInto } from './rng.js';
import { BANK_PER_RESOURCE, DEV_DECK, P_SETUP, SUPPLY, type Color, type Rules } from './vocabulary.js';

export const MAX_PLAYERS = 4;

// Per-vertex building: 0 empty, else (seat + 1) | CITY_BIT.
export const O_V = 0;
export const CITY_BIT = 8;
// Per-edge road: 0 empty, else seat + 1.
export const O_E = O_V + VERTEX_COUNT;
// Per player × 5 resources / card kinds.
export const O_RES = O_E + EDGE_COUNT;
export const O_DEV = O_RES + 20;
export const O_BOUGHT = O_DEV + 20;
export const O_RATE = O_BOUGHT + 20;
// Per player.
export const O_KNIGHTS = O_RATE + 20;
export const O_ROADS_LEFT = O_KNIGHTS + 4;
export const O_SETTLE_LEFT = O_ROADS_LEFT + 4;
export const O_CITY_LEFT = O_SETTLE_LEFT + 4;
export const O_ROAD_LEN = O_CITY_LEFT + 4;
export const O_OWES = O_ROAD_LEN + 4;
export const O_RES_N = O_OWES + 4; // resource cards in hand, kept in step with O_RES
// Shared.
export const O_BANK = O_RES_N + 4;
export const O_DECK = O_BANK + 5;
export const O_PLAYED = O_DECK + 5; // development cards played so far, by kind (never return, §8)
export const O_RNG = O_PLAYED + 5;
export const S_N = O_RNG + 4;
export const S_CUR = S_N + 1;
export const S_PHASE = S_CUR + 1;
export const S_TURN = S_PHASE + 1;
export const S_SETUP_STEP = S_TURN + 1;
export const S_ROLLED = S_SETUP_STEP + 1;
export const S_PLAYED = S_ROLLED + 1;
export const S_FREE_ROADS = S_PLAYED + 1;
export const S_ROBBER = S_FREE_ROADS + 1;
export const S_LR = S_ROBBER + 1; // Longest Road holder, -1 none
export const S_LA = S_LR + 1; // Largest Army holder, -1 none
export const S_WINNER = S_LA + 1;
export const S_LAST_SETTLE = S_WINNER + 1; // set-up: the vertex the next road must touch
export const S_PAID = S_LAST_SETTLE + 1; // trade-then-build: something was paid for this turn
export const S_DIE1 = S_PAID + 1;
export const S_DIE2 = S_DIE1 + 1;
export const S_DECK_N = S_DIE2 + 1;
export const S_DICE_LEFT = S_DECK_N + 1; // balanced dice: outcomes left in the dice deck
export const O_DICE_DECK = S_DICE_LEFT + 1; // 36 flags, 1 = outcome still in the deck
export const STATE_SIZE = O_DICE_DECK + 36;

export class GameState {
  constructor(
    readonly board: Board,
    readonly rules: Readonly<Rules>,
    readonly colors: readonly Color[],
    readonly d: Int32Array,
  ) {}
  get players(): number { return this.d[S_N]!; }
  get current(): number { return this.d[S_CUR]!; }
  get phase(): number { return this.d[S_PHASE]!; }
  get turn(): number { return this.d[S_TURN]!; }
  get winner(): number { return this.d[S_WINNER]!; }
  clone(): GameState {
    const d = allocData();
    d.set(this.d);
    return new GameState(this.board, this.rules, this.colors, d);
  }
  /**
   * Overwrite this state with another of the same game (same board, rules and seats): a
   * search can keep a pool of states and reuse them, with no allocation at all.
   */
  copyFrom(other: GameState): this {
    this.d.set(other.d);
    return this;
  }
}

/** `slot` overwritten with s when it belongs to the same game (board, rules, seats), else a clone of s. */
export function reuseState(slot: GameState | null | undefined, s: GameState): GameState {
  if (!slot || slot.board !== s.board || slot.rules !== s.rules || slot.colors !== s.colors) return s.clone();
  return slot.copyFrom(s);
}

/*
 * States are carved out of shared slabs: V8 allocates a typed array over 64 bytes off the
 * heap, which costs microseconds, while a view on an existing buffer plus one memcpy costs
 * about 0.2 µs (see bench). A slab lives while any state cut from it lives.
 */
const SLAB_STATES = 16;
let slab = new Int32Array(0);
let slabUsed = SLAB_STATES;
function allocData(): Int32Array {
  if (slabUsed === SLAB_STATES) {
    slab = new Int32Array(STATE_SIZE * SLAB_STATES);
    slabUsed = 0;
  }
  return slab.subarray(STATE_SIZE * slabUsed, STATE_SIZE * ++slabUsed);
}

/** A fresh game before the first placement: empty board, full bank, full deck, seeded generator. */
export function initialState(board: Board, rules: Readonly<Rules>, colors: readonly Color[], seed: string | number): GameState {
  const n = colors.length;
  const d = allocData();
  d.fill(0);
  for (let p = 0; p < MAX_PLAYERS; p++) {
    for (let r = 0; r < 5; r++) d[O_RATE + p * 5 + r] = 4;
    d[O_ROADS_LEFT + p] = SUPPLY.roads;
    d[O_SETTLE_LEFT + p] = SUPPLY.settlements;
    d[O_CITY_LEFT + p] = SUPPLY.cities;
  }
  for (let r = 0; r < 5; r++) d[O_BANK + r] = BANK_PER_RESOURCE;
  let deckN = 0;
  for (let c = 0; c < 5; c++) { d[O_DECK + c] = DEV_DECK[c]!; deckN += DEV_DECK[c]!; }
  d[S_DECK_N] = deckN;
  seedInto(d, O_RNG, seed);
  d[S_N] = n;
  d[S_CUR] = 0;
  d[S_PHASE] = P_SETUP;
  d[S_ROBBER] = board.robber;
  d[S_LR] = -1;
  d[S_LA] = -1;
  d[S_WINNER] = -1;
  d[S_LAST_SETTLE] = -1;
  d[S_DICE_LEFT] = 36;
  for (let i = 0; i < 36; i++) d[O_DICE_DECK + i] = 1;
  return new GameState(board, rules, colors, d);
}

// ---- small readers shared by the engine's modules ----

export function ownerAt(d: Int32Array, v: number): number {
  return (d[O_V + v]! & 7) - 1;
}
export function handSize(d: Int32Array, p: number): number {
  return d[O_RES_N + p]!;
}
/** Victory points including hidden VP cards (§10). */
export function totalVp(d: Int32Array, p: number): number {
  return visibleVp(d, p) + d[O_DEV + p * 5 + 1]!;
}
/** Victory points an opponent can see: buildings and the two special cards (§10). */
export function visibleVp(d: Int32Array, p: number): number {
  let vp = (SUPPLY.settlements - d[O_SETTLE_LEFT + p]!) + 2 * (SUPPLY.cities - d[O_CITY_LEFT + p]!);
  if (d[S_LR] === p) vp += 2;
  if (d[S_LA] === p) vp += 2;
  return vp;
}
