/**
 * Learned evaluations for the search bot, fitted by src/tools/learn.ts on seeded games between
 * a varied pool of bots (variable boards, 3 and 4 players). A seat's score is a function of
 * its features (src/bots/features.ts): linear (w·x) or a small network (one hidden layer of
 * rectified units on standardized features, plus a linear term). The chance that seat p wins
 * is the softmax of the scores over the seats. The weights live in src/bots/models.ts, which
 * the tool writes; the command that made them is written at its top.
 */
import type { GameState } from '../engine/state.js';
import { gameFeatures, setupFeatures } from './features.js';
import { GAME_MODEL, SETUP_MODEL } from './models.js';

/** A fitted model: which features it reads (the first `inputs`), and its weights. */
export type Model =
  | { kind: 'linear'; inputs: number; w: readonly number[] }
  | { kind: 'mlp'; inputs: number; hidden: number; mean: readonly number[]; sd: readonly number[]; w1: readonly number[]; b1: readonly number[]; w2: readonly number[]; lin: readonly number[]; b: number };

const x = new Float64Array(64);
const xs = new Float64Array(64);
const z = new Float64Array(8);

/** The model's score for a features vector. Allocates nothing. */
export function modelScore(m: Model, f: Float64Array): number {
  if (m.kind === 'linear') {
    let a = 0;
    for (let i = 0; i < m.inputs; i++) a += m.w[i]! * f[i]!;
    return a;
  }
  const F = m.inputs, H = m.hidden;
  let out = m.b;
  for (let i = 0; i < F; i++) { xs[i] = (f[i]! - m.mean[i]!) / m.sd[i]!; out += m.lin[i]! * xs[i]!; }
  for (let h = 0; h < H; h++) {
    let a = m.b1[h]!;
    const row = h * F;
    for (let i = 0; i < F; i++) a += m.w1[row + i]! * xs[i]!;
    if (a > 0) out += m.w2[h]! * a;
  }
  return out;
}

/** Weights of the linear models, for tests and tools (empty when the model is a network). */
export const SETUP_WEIGHTS: readonly number[] = SETUP_MODEL.kind === 'linear' ? SETUP_MODEL.w : [];
export const GAME_WEIGHTS: readonly number[] = GAME_MODEL.kind === 'linear' ? GAME_MODEL.w : [];

/** The set-up model's score for seat p (once every seat has placed). */
export function setupScore(s: GameState, p: number): number {
  return modelScore(SETUP_MODEL, setupFeatures(s, p, x));
}

/** The game model's score for seat p at any moment after set-up. */
export function gameScore(s: GameState, p: number): number {
  return modelScore(GAME_MODEL, gameFeatures(s, p, x));
}

/** The chance that seat p wins, by the given model: the softmax of the seats' scores. */
export function winChance(s: GameState, p: number, score: (s: GameState, q: number) => number): number {
  const n = s.players;
  let max = -Infinity;
  for (let q = 0; q < n; q++) { z[q] = score(s, q); if (z[q]! > max) max = z[q]!; }
  let sum = 0;
  for (let q = 0; q < n; q++) { z[q] = Math.exp(z[q]! - max); sum += z[q]!; }
  return z[p]! / sum;
}
