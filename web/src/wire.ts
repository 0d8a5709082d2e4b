/**
 * Everything the page knows of the rest of the project, in one place: the wire contract
 * (src/protocol: the message types, codes and the fold of frames), the engine's public index and
 * the pure table helpers. The page imports these from here and from nowhere else outside web/
 * (the learned model for who was winning aside), never from the server.
 */
import type { Answer, RoomInfo } from '../../src/protocol/index.js';
import type { Bundle, Resource } from '../../src/engine/index.js';

export * from '../../src/protocol/index.js';
export * from '../../src/engine/index.js';
export { endStats, expectedNow } from '../../src/table/index.js';

// ---- Until the protocol module carries them (the server side of issue 13 lands on the new src/protocol) ----

/** The assists a room allows, the same for everyone, shown at the start and written in the record's header. */
export interface Assists { tracker: boolean; hint: boolean; winning: boolean }
export const NO_ASSISTS: Assists = { tracker: false, hint: false, winning: false };
export const ASSISTS = ['tracker', 'hint', 'winning'] as const;

/** Why a bot answered as it did, by its rule (RULES.md §13): (a) keeps one of each asked for, (b) no more out than in, (c) a build gained. */
export const ANSWER_REASONS = ['cannot-pay', 'keeps-last', 'gives-more', 'no-build', 'completes', 'own-reasons'] as const;
export type AnswerReason = (typeof ANSWER_REASONS)[number];
export type ReasonedAnswer = Answer & { reason?: AnswerReason; resource?: Resource; piece?: 'road' | 'settlement' | 'city' | 'card' };

/** A counter-offer in answer to an offer: what the answerer would give and get. */
export interface Counter { give: Bundle; get: Bundle }

/** The room's assists (none when the server does not say). */
export function assistsOf(room: RoomInfo): Assists {
  return (room as RoomInfo & { assists?: Assists }).assists ?? NO_ASSISTS;
}
