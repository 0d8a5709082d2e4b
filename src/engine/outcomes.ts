/**
 * Chance outcomes inside actions (dice, drawn card, stolen card): removing them so the engine
 * draws its own, and comparing a recorded outcome with a drawn one. Shared by resuming a game
 * from its seed and by verifying a record against its seed.
 */
import type { Action } from './actions.js';

/** An action without its chance outcome, so the engine draws it. */
export function stripOutcome(a: Action): Action {
  // Not an action at all (a record's null or number): as it is, for the rules to refuse.
  if (typeof a !== 'object' || a === null) return a;
  if (a.type === 'roll') return { p: a.p, type: 'roll' };
  if (a.type === 'buy') return { p: a.p, type: 'buy' };
  if (a.type === 'robber') {
    const { stolen: _stolen, ...rest } = a;
    return rest;
  }
  return a;
}

/** Why a drawn outcome differs from the recorded one, or null when they agree. */
export function outcomeMismatch(recorded: Action, drawn: Action): string | null {
  if (recorded.type === 'roll' && drawn.type === 'roll') {
    return `${recorded.dice?.join('+')}` === `${drawn.dice?.join('+')}` ? null : `the seed rolls ${drawn.dice?.join('+')}, the record says ${recorded.dice?.join('+')}`;
  }
  if (recorded.type === 'buy' && drawn.type === 'buy') {
    return recorded.card === drawn.card ? null : `the seed draws ${drawn.card}, the record says ${recorded.card}`;
  }
  if (recorded.type === 'robber' && drawn.type === 'robber') {
    return recorded.stolen === drawn.stolen ? null : `the seed steals ${drawn.stolen ?? 'nothing'}, the record says ${recorded.stolen ?? 'nothing'}`;
  }
  return null;
}
