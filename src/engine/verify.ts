/**
 * Checking that a record's chance outcomes came from a seed (dice anyone can check): replay
 * the record with the game's own generator seeded as the server seeded it, letting the engine
 * draw every roll, steal and card, and compare each draw with the outcome written in the record.
 */
import type { Action } from './actions.js';
import { apply } from './apply.js';
import { checkSeed } from './game.js';
import { parseRecord, type GameRecord, type RecordError } from './record.js';
import { reseed } from './state.js';
import { outcomeMismatch, stripOutcome } from './outcomes.js';

export type VerifyResult =
  | { ok: true; checked: { rolls: number; steals: number; draws: number }; actions: number }
  | RecordError;

/** Check a record against `seed` (a SetupError for a seed that is not text or a finite number: the caller's slip, not the record's). */
export function verifyRecord(input: string | unknown, seed: string | number): VerifyResult {
  checkSeed(seed);
  const parsed = parseRecord(input);
  if (!parsed.ok) return parsed;
  const record: GameRecord = parsed.record;
  // The start position with the game's generator seeded from `seed`.
  let state = parsed.start.clone(); // the position, if any, is already loaded
  reseed(state, seed);
  const checked = { rolls: 0, steals: 0, draws: 0 };
  for (let i = 0; i < record.actions.length; i++) {
    const recorded = record.actions[i] as Action;
    const res = apply(state, stripOutcome(recorded));
    if (!res.ok) return { ok: false, at: i, code: 'illegal-action', error: res.error.message, refusal: res.error };
    const drawn = res.action;
    const differs = outcomeMismatch(recorded, drawn);
    if (differs) return { ok: false, at: i, code: 'outcome-mismatch', error: differs };
    if (drawn.type === 'roll') checked.rolls++;
    else if (drawn.type === 'buy') checked.draws++;
    else if (drawn.type === 'robber' && drawn.stolen) checked.steals++;
    state = res.state;
  }
  return { ok: true, checked, actions: record.actions.length };
}
