/**
 * The game state: two small flat arrays over one buffer (`all`) plus references to the immutable
 * board, geometry and rules. Cloning copies 604 bytes on the base island, 784 on the 5–6 player
 * island (see bench: bytes per state, ns per copy).
 *
 *  - `b` (Int8Array): every count and flag — hands, cards, supplies, bank, deck, scalars —
 *    then one byte per vertex (0 empty, else seat + 1, + CITY_BIT for a city) and one per
 *    edge (0 empty, else seat + 1). Every value fits a signed byte on any island.
 *  - `w` (Int32Array): the generator's four words, the turn counter, the balanced-dice deck
 *    as a bit set, and the legality masks kept up to date as pieces are placed: vertices
 *    free under the distance rule, and per seat the vertices its network reaches, the edges
 *    where it may build a road, and its settlements (where it may build a city); and per hex
 *    the cards each seat's buildings there earn (4 bits a seat) and which seats are there.
 *
 * The layout is private to the engine: offsets below are read only by src/engine (lint
 * enforces it); everything else uses the named readers at the end of this file. Offsets of
 * the per-vertex and per-edge parts depend on the island (`s.g`), so a larger island needs
 * wider masks and nothing else.
 */
import type { Board } from './board.js';
import type { Geometry } from './geometry.js';
import { describe } from './refusals.js';
import { seedInto } from './rng.js';
import { P_ENDED, P_SETUP, SUPPLY, type Color, type Rules } from './vocabulary.js';

/** Seats a state has room for (the per-seat blocks are this wide on every island). */
export const MAX_SEATS = 6;
export const CITY_BIT = 8;

// ---- byte layout (b) ----
// Per seat × 5 (resources / development-card kinds).
export const O_RES = 0;
export const O_DEV = O_RES + 5 * MAX_SEATS;
export const O_BOUGHT = O_DEV + 5 * MAX_SEATS;
export const O_RATE = O_BOUGHT + 5 * MAX_SEATS;
// Per seat.
export const O_KNIGHTS = O_RATE + 5 * MAX_SEATS;
export const O_ROADS_LEFT = O_KNIGHTS + MAX_SEATS;
export const O_SETTLE_LEFT = O_ROADS_LEFT + MAX_SEATS;
export const O_CITY_LEFT = O_SETTLE_LEFT + MAX_SEATS;
export const O_ROAD_LEN = O_CITY_LEFT + MAX_SEATS;
export const O_OWES = O_ROAD_LEN + MAX_SEATS;
export const O_RES_N = O_OWES + MAX_SEATS; // resource cards in hand, kept in step with O_RES
// Shared.
export const O_BANK = O_RES_N + MAX_SEATS;
export const O_DECK = O_BANK + 5;
export const O_PLAYED = O_DECK + 5; // development cards played so far, by kind (never return, §8)
export const S_N = O_PLAYED + 5;
export const S_CUR = S_N + 1;
export const S_PHASE = S_CUR + 1;
export const S_SETUP_STEP = S_PHASE + 1;
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
export const S_BUILDER = S_DICE_LEFT + 1; // §14 special building phase: the seat building, -1 outside it
/** First per-vertex byte; the per-edge bytes follow the vertices (`edgeBase`). */
export const O_V = S_BUILDER + 1;

// ---- word layout (w) ----
export const W_RNG = 0;
export const W_TURN = 4;
export const W_DICE = 5; // 36 bits: outcome 6*(a-1)+(b-1) still in the balanced dice deck
/** Vertices where a settlement may stand under the distance rule (empty, neighbours empty). */
export const W_FREE = 7;

/** Where the island-dependent parts of a state sit, computed once per geometry. */
export interface Layout {
  /** First per-edge byte in `b`. */
  readonly oE: number;
  readonly bytes: number;
  /** Per seat p: the vertices its network reaches, at wReach + p * vw. */
  readonly wReach: number;
  /** Per seat p: the edges where it may build a road, at wFront + p * ew. */
  readonly wFront: number;
  /** Per seat p: its settlements (city spots), at wSettle + p * vw. */
  readonly wSettle: number;
  /**
   * Per hex h: cards each seat earns when it produces, 4 bits per seat (seat p at bits 4p–4p+3),
   * and which seats have a building there (seat p at bit 24 + p), for the robber's victims.
   */
  readonly wHex: number;
  readonly words: number;
}
const layouts = new WeakMap<Geometry, Layout>();
export function layoutOf(g: Geometry): Layout {
  let L = layouts.get(g);
  if (!L) {
    const oE = O_V + g.vertexCount;
    const wReach = W_FREE + g.vw;
    const wFront = wReach + MAX_SEATS * g.vw;
    const wSettle = wFront + MAX_SEATS * g.ew;
    const wHex = wSettle + MAX_SEATS * g.vw;
    L = Object.freeze({ oE, bytes: (oE + g.edgeCount + 3) & ~3, wReach, wFront, wSettle, wHex, words: wHex + g.hexCount });
    layouts.set(g, L);
  }
  return L;
}

export class GameState {
  /** The island's geometry (the board's), and where its parts sit in the arrays. */
  readonly g: Geometry;
  readonly L: Layout;
  /** Both arrays as one run of bytes (they share one buffer), for copying in one go. */
  readonly all: Uint8Array;
  readonly b: Int8Array;
  readonly w: Int32Array;
  constructor(
    readonly board: Board,
    readonly rules: Readonly<Rules>,
    readonly colors: readonly Color[],
    from?: GameState,
  ) {
    this.g = board.geo;
    const L = this.L = layoutOf(board.geo);
    const size = L.words * 4 + L.bytes;
    if (slabUsed + size > SLAB_BYTES) { slab = new ArrayBuffer(SLAB_BYTES); slabUsed = 0; }
    const at = slabUsed;
    slabUsed += (size + 7) & ~7;
    this.all = new Uint8Array(slab, at, size);
    this.w = new Int32Array(slab, at, L.words);
    this.b = new Int8Array(slab, at + L.words * 4, L.bytes);
    if (from) this.all.set(from.all);
  }
  get players(): number { return this.b[S_N]!; }
  get current(): number { return this.b[S_CUR]!; }
  get phase(): number { return this.b[S_PHASE]!; }
  get turn(): number { return this.w[W_TURN]!; }
  /** Turns played: an ended game's last turn counts; a game stopped before its end has begun `turn` without playing it. */
  get turnsPlayed(): number { return this.b[S_PHASE] === P_ENDED ? this.w[W_TURN]! : this.w[W_TURN]! - 1; }
  get winner(): number { return this.b[S_WINNER]!; }
  get setupStep(): number { return this.b[S_SETUP_STEP]!; }
  get robber(): number { return this.b[S_ROBBER]!; }
  /** Longest Road holder, or -1 when the card is set aside. */
  get longestRoad(): number { return this.b[S_LR]!; }
  /** Largest Army holder, or -1. */
  get largestArmy(): number { return this.b[S_LA]!; }
  get rolled(): boolean { return this.b[S_ROLLED] === 1; }
  get cardPlayed(): boolean { return this.b[S_PLAYED] === 1; }
  get paid(): boolean { return this.b[S_PAID] === 1; }
  get freeRoads(): number { return this.b[S_FREE_ROADS]!; }
  /** The last roll's dice, [0, 0] before any. */
  get die1(): number { return this.b[S_DIE1]!; }
  get die2(): number { return this.b[S_DIE2]!; }
  get deckCount(): number { return this.b[S_DECK_N]!; }
  /** In the special building phase (§14), the seat building now; -1 otherwise. */
  get builder(): number { return this.b[S_BUILDER]!; }
  /** Bytes this state occupies in its two arrays. */
  get byteSize(): number { return this.all.length; }
  clone(): GameState {
    return new GameState(this.board, this.rules, this.colors, this);
  }
  /**
   * Overwrite this state with another of the same game (same board, rules and seats): a
   * search can keep a pool of states and reuse them, with no allocation at all.
   */
  copyFrom(other: GameState): this {
    this.all.set(other.all);
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
 * heap, which costs microseconds, while views on an existing buffer plus one memcpy cost a
 * fraction of that (see bench). A slab lives while any state cut from it lives.
 */
const SLAB_BYTES = 16384;
let slab = new ArrayBuffer(0);
let slabUsed = SLAB_BYTES;

/** A fresh game before the first placement: empty board, full bank, full deck, seeded generator. */
export function initialState(board: Board, rules: Readonly<Rules>, colors: readonly Color[], seed: string | number): GameState {
  const n = colors.length;
  const s = new GameState(board, rules, colors);
  const b = s.b, w = s.w;
  for (let p = 0; p < MAX_SEATS; p++) {
    for (let r = 0; r < 5; r++) b[O_RATE + p * 5 + r] = 4;
    b[O_ROADS_LEFT + p] = SUPPLY.roads;
    b[O_SETTLE_LEFT + p] = SUPPLY.settlements;
    b[O_CITY_LEFT + p] = SUPPLY.cities;
  }
  const { bank, deck } = board.island;
  for (let r = 0; r < 5; r++) b[O_BANK + r] = bank;
  let deckN = 0;
  for (let c = 0; c < 5; c++) { b[O_DECK + c] = deck[c]!; deckN += deck[c]!; }
  b[S_DECK_N] = deckN;
  seedInto(w, W_RNG, seed);
  b[S_N] = n;
  b[S_CUR] = 0;
  b[S_PHASE] = P_SETUP;
  b[S_ROBBER] = board.robber;
  b[S_LR] = -1;
  b[S_LA] = -1;
  b[S_WINNER] = -1;
  b[S_LAST_SETTLE] = -1;
  b[S_BUILDER] = -1;
  b[S_DICE_LEFT] = 36;
  w[W_DICE] = -1; w[W_DICE + 1] = 15; // all 36 outcomes in the deck
  for (let v = 0; v < board.geo.vertexCount; v++) w[W_FREE + (v >>> 5)]! |= 1 << (v & 31);
  return s;
}

// ---- named readers: the only way code outside the engine reads a state ----

/** The seat owning the building at vertex v, or -1. */
export function vertexOwner(s: GameState, v: number): number {
  return (s.b[O_V + v]! & 7) - 1;
}
/** Whether the building at vertex v is a city. */
export function isCity(s: GameState, v: number): boolean {
  return (s.b[O_V + v]! & CITY_BIT) !== 0;
}
/** The building at vertex v as views encode it: 0 empty, else seat + 1, plus 8 for a city. */
export function buildingAt(s: GameState, v: number): number {
  return s.b[O_V + v]!;
}
/** The seat owning the road on edge e, or -1. */
export function edgeOwner(s: GameState, e: number): number {
  return s.b[s.L.oE + e]! - 1;
}
/** Resource cards of kind r (RESOURCES order) in seat p's hand. */
export function resourceCount(s: GameState, p: number, r: number): number {
  return s.b[O_RES + p * 5 + r]!;
}
/** Resource cards in seat p's hand. */
export function handSize(s: GameState, p: number): number {
  return s.b[O_RES_N + p]!;
}
/** Development cards of kind c (DEV_CARDS order) seat p holds (bought this turn included). */
export function devCardCount(s: GameState, p: number, c: number): number {
  return s.b[O_DEV + p * 5 + c]!;
}
/** Development cards seat p holds, all kinds. */
export function devCardTotal(s: GameState, p: number): number {
  const o = O_DEV + p * 5, b = s.b;
  return b[o]! + b[o + 1]! + b[o + 2]! + b[o + 3]! + b[o + 4]!;
}
/** Cards of kind c seat p bought this turn (not playable until a later turn, §8). */
export function boughtThisTurn(s: GameState, p: number, c: number): number {
  return s.b[O_BOUGHT + p * 5 + c]!;
}
/** Seat p's maritime rate for resource r: 4, 3 or 2 (§7). */
export function tradeRate(s: GameState, p: number, r: number): number {
  return s.b[O_RATE + p * 5 + r]!;
}
export function knightsPlayed(s: GameState, p: number): number {
  return s.b[O_KNIGHTS + p]!;
}
export function roadsLeft(s: GameState, p: number): number {
  return s.b[O_ROADS_LEFT + p]!;
}
export function settlementsLeft(s: GameState, p: number): number {
  return s.b[O_SETTLE_LEFT + p]!;
}
export function citiesLeft(s: GameState, p: number): number {
  return s.b[O_CITY_LEFT + p]!;
}
/** Seat p's longest road as last measured (§9). */
export function roadLengthOf(s: GameState, p: number): number {
  return s.b[O_ROAD_LEN + p]!;
}
/** Cards seat p still owes in the discard phase (§4.3). */
export function owedDiscard(s: GameState, p: number): number {
  return s.b[O_OWES + p]!;
}
export function bankCount(s: GameState, r: number): number {
  return s.b[O_BANK + r]!;
}
/** Development cards of kind c played so far (face up, §8). */
export function playedCount(s: GameState, c: number): number {
  return s.b[O_PLAYED + c]!;
}
/** Development cards of kind c still in the deck: hidden information, for the engine and tests. */
export function deckCardCount(s: GameState, c: number): number {
  return s.b[O_DECK + c]!;
}

/** Victory points including hidden VP cards (§10). */
export function totalVp(s: GameState, p: number): number {
  return visibleVp(s, p) + s.b[O_DEV + p * 5 + 1]!;
}
/** Victory points an opponent can see: buildings and the two special cards (§10). */
export function visibleVp(s: GameState, p: number): number {
  const b = s.b;
  let vp = (SUPPLY.settlements - b[O_SETTLE_LEFT + p]!) + 2 * (SUPPLY.cities - b[O_CITY_LEFT + p]!);
  if (b[S_LR] === p) vp += 2;
  if (b[S_LA] === p) vp += 2;
  return vp;
}

/** Bit set helpers over the word array: test, set and clear bit i of the set at `at`. */
export function hasBit(w: Int32Array, at: number, i: number): boolean {
  return (w[at + (i >>> 5)]! & (1 << (i & 31))) !== 0;
}
export function setBit(w: Int32Array, at: number, i: number): void {
  w[at + (i >>> 5)]! |= 1 << (i & 31);
}
export function clearBit(w: Int32Array, at: number, i: number): void {
  w[at + (i >>> 5)]! &= ~(1 << (i & 31));
}

/**
 * A TypeError naming `who` unless `s` is a game state: the public entry points' guard against a
 * caller's slip (null, a Game, a view), so it fails with a sentence rather than deep inside.
 */
export function checkState(s: unknown, who: string): asserts s is GameState {
  if (s instanceof GameState) return;
  const what = typeof s === 'object' && s !== null && 'state' in s && 'record' in s ? 'a Game (pass game.state)' : describe(s);
  throw new TypeError(`${who} needs a game state (from newGame, a Game's .state or apply's result), not ${what}`);
}

/** Seed the state's generator afresh (as a new game with this seed would be): resuming and verifying. */
export function reseed(s: GameState, seed: string | number): void {
  seedInto(s.w, W_RNG, seed);
}
