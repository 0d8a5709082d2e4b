/**
 * Opponent styles for the development tools (tuning, learning, comparing): the medium and easy
 * policies and medium variants that favour expansion, development cards or cities, so that
 * nothing is fitted or measured against this project's medium bot alone.
 */
import { DEFAULT_WEIGHTS, EXPANSION_WEIGHTS } from '../bots/evaluate.js';
import { EASY, MEDIUM, type PolicyOptions } from '../bots/policy.js';

export const STYLES: readonly { name: string; policy: PolicyOptions }[] = [
  { name: 'medium', policy: MEDIUM },
  { name: 'easy', policy: EASY },
  { name: 'expansion', policy: { ...MEDIUM, weights: EXPANSION_WEIGHTS } },
  { name: 'cards', policy: { ...MEDIUM, weights: { ...DEFAULT_WEIGHTS, dev: 7, army: 5 } } },
  { name: 'cities', policy: { ...MEDIUM, weights: { ...DEFAULT_WEIGHTS, prod: 3, cityRoom: 4, road: 0.6 } } },
];
