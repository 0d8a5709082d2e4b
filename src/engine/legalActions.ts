/** legalActions: the record form of every legal action now (the checked API's move list). */
import type { Action } from './actions.js';
import { decodeAction } from './actions.js';
import { CodeList } from './codes.js';
import { legalCodes } from './legal.js';
import { checkState, type GameState } from './state.js';

const list = new CodeList();

/**
 * The active player's legal actions, and in the discard phase every discard each owing seat
 * may make. Domestic trades are agreed by negotiation and checked by apply(), so they are
 * not listed.
 */
export function legalActions(s: GameState): Action[] {
  checkState(s, 'legalActions');
  legalCodes(s, list);
  const out: Action[] = new Array(list.n);
  for (let i = 0; i < list.n; i++) out[i] = decodeAction(s, list.codes[i]!);
  return out;
}
