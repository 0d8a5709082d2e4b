/**
 * Random legal players on the engine's fast path: the simulation behind `catan simulate`
 * and the property tests. Each decision picks uniformly among the legal action codes.
 */
import { CodeList } from '../engine/codes.js';
import { legalCodes } from '../engine/legal.js';
import { Rng } from '../engine/rng.js';
import { applyCode } from '../engine/step.js';
import type { GameState } from '../engine/state.js';
import { P_ENDED } from '../engine/vocabulary.js';

export interface PlayResult { winner: number; turns: number; actions: number; capped: boolean }

const list = new CodeList();

/** Play a game to the end (or to maxTurns) with uniformly random legal actions; mutates s. */
export function playRandom(s: GameState, rng: Rng, maxTurns = 2000, onAction?: (code: number, outcome: number) => void): PlayResult {
  let actions = 0;
  while (s.phase !== P_ENDED && s.turn <= maxTurns) {
    legalCodes(s, list);
    const code = list.codes[rng.int(list.n)]!;
    const outcome = applyCode(s, code);
    if (onAction) onAction(code, outcome);
    actions++;
  }
  return { winner: s.winner, turns: s.turnsPlayed, actions, capped: s.phase !== P_ENDED };
}
