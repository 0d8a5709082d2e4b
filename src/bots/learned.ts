/**
 * Learned evaluations for the search bot: conditional-logit models fitted by
 * src/tools/learn.ts on 20,000 seeded games between a varied pool of bots (variable boards,
 * 3 and 4 players). A seat's score is w·x over its features (src/bots/features.ts); the
 * chance that seat p wins is the softmax of the scores over the seats.
 * Refit with: node dist/tools/learn.js --games 20000 --seed 7 --every 8 --epochs 500
 */
import type { GameState } from '../engine/state.js';
import { gameFeatures, setupFeatures } from './features.js';

/** Weights for SETUP_FEATURES, in order. */
export const SETUP_WEIGHTS: readonly number[] = [0.2903, 0.2331, 0.2393, 0.432, 0.3809, -0.0846, -0.0494, -0.0603, -0.1542, -0.1039, 0.3417, 0.0051, 0.0347, -0.3017, 0.1026, 0.577, 0.104, -0.1827, -0.0432, -0.0069];
/** Weights for GAME_FEATURES, in order. */
export const GAME_WEIGHTS: readonly number[] = [0.4391, 0.3637, 0.1239, 0.0199, 0.0148, 0.0122, 0.0449, 0.0554, 0.3121, -0.0389, 0.0179, 0.0565, 0.0572, 0.0636, 0.1177, 0.1209, 0.1803, 0.177, -1.0825, -1.6305, 0.3075, -0.1305, 0.2786, 0.0647, 1.0656, 0.0705, 0.0156, 0.1519, 0.0708, -0.0728];

const x = new Float64Array(64);
const z = new Float64Array(4);

function dot(w: readonly number[], features: Float64Array): number {
  let a = 0;
  for (let f = 0; f < w.length; f++) a += w[f]! * features[f]!;
  return a;
}

/** The set-up model's score for seat p (once every seat has placed). */
export function setupScore(s: GameState, p: number): number {
  return dot(SETUP_WEIGHTS, setupFeatures(s, p, x));
}

/** The game model's score for seat p at any moment after set-up. */
export function gameScore(s: GameState, p: number): number {
  return dot(GAME_WEIGHTS, gameFeatures(s, p, x));
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
