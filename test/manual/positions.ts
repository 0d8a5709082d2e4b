// Positions for the manual's tests: a beginner-map game from a RECORD.md position, actions applied
// in turn (each must be accepted), and an action's refusal code. Shared by the tests of the answers.
import { apply, parseRecord, type Action, type GameRecord, type GameState, type PositionJson } from '../../src/engine/index.js';

export const PLAYERS = [{ color: 'red' }, { color: 'blue' }, { color: 'white' }, { color: 'orange' }] as GameRecord['players'];

export function positionState(position: PositionJson): GameState {
  const r = parseRecord({ format: 1, board: 'beginner', players: PLAYERS, position, actions: [] });
  if (!r.ok) throw new Error(`${r.at}: ${r.error}`);
  return r.start;
}

/** Apply actions in turn; each must be accepted. */
export function play(s: GameState, ...actions: Action[]): GameState {
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** The refusal code of `a` in `s`, or null when it is accepted. */
export function refusal(s: GameState, a: Action): string | null {
  const r = apply(s, a);
  return r.ok ? null : r.error.code;
}
