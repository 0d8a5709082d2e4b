/**
 * What the page does with a hint or a refusal from the server, shared by the one-connection page
 * (server.ts) and pass-and-play (pass.ts), which only decide whether the message is theirs.
 */
import type { ServerMessage } from '../wire.js';
import type { PageState, Reduced } from './types.js';

/** How long a refusal stays on screen. */
export const REFUSAL_MS = 9000;

/** The strong bot's suggestion, for the version it was asked at (a later one is stale). */
export function hintReply(s: PageState, msg: Extract<ServerMessage, { t: 'hint' }>): Reduced {
  const h = s.table.hint;
  if (!h || h.asked !== msg.version) return { state: s, effects: [] };
  return { state: { ...s, table: { ...s.table, hint: { asked: h.asked, answer: { action: msg.action, hint: msg.hint } } } }, effects: [] };
}

/**
 * The server's `error` (a message it could not handle). During a game it shows over the table
 * until it fades, as a refusal does (the next state would clear it at once, a bot's move a moment
 * later); a hint asked for and refused is no longer awaited. Elsewhere (the start screen, the
 * lobby) it stays until the next state.
 */
export function errorReply(s: PageState, msg: Extract<ServerMessage, { t: 'error' }>, at: number): Reduced {
  if (!s.room?.msg.game) return { state: { ...s, error: { code: msg.code, message: msg.message } }, effects: [] };
  const hint = s.table.hint;
  const table = msg.code === 'no-hint' && hint && !hint.answer ? { ...s.table, hint: null } : s.table;
  return { state: { ...s, table, error: { code: msg.code, message: msg.message, at } }, effects: [{ k: 'later', ms: REFUSAL_MS, event: { k: 'error-clear', at } }] };
}

/** A refusal shown, then faded after its time; one for a message sent again after a reconnect (already done) is not. */
export function refusalReply(s: PageState, msg: Extract<ServerMessage, { t: 'refused' }>, at: number): Reduced {
  if (msg.code === 'replayed-ack') return { state: s, effects: [] };
  // An answer that reached the server after its offer closed (sent again after a reconnect, or
  // crossing the offer's end): nothing went wrong that the person can mend, the offer is gone from
  // the page as well, so it is not shown as a refusal.
  if (msg.code === 'no-such-offer' && s.table.answered !== null) return { state: s, effects: [] };
  const refusal = { code: msg.code, message: msg.message, ...(msg.rule ? { rule: msg.rule } : {}), ...(msg.section ? { section: msg.section } : {}), at };
  // The action refused is answered: the next one may go.
  return { state: { ...s, refusal, table: { ...s.table, sent: null } }, effects: [{ k: 'later', ms: REFUSAL_MS, event: { k: 'refusal-clear', at } }] };
}
