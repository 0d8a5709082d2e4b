/**
 * The closed vocabulary of the server's answers: every `error` and `refused` frame (and every
 * HTTP error body) carries one of these codes. Programs decide on the code and the structured
 * fields; the sentence beside it is for people. A code added here is a code a client may see,
 * so the translation tables keyed by it fail the build when one is missing.
 */
import type { RuleCode } from '../engine/index.js';

/** `error {code, message}`: a message that could not be handled (it changed nothing). */
export const ERROR_CODES = [
  /** Not JSON, not an object, a field of the wrong type or out of its range. */
  'malformed',
  /** A `t` the protocol does not have. */
  'unknown-type',
  /** Over the message size limit. */
  'too-large',
  /** Over a rate limit (per connection or per address). */
  'rate-limited',
  /** A limit of the server (rooms, bot-only rooms or sockets per address). */
  'limit',
  'auth-first',
  'bad-token',
  /** A room request or lobby message that the rules of a room forbid (the message says which). */
  'bad-request',
  /** A number outside the range the message names (pacing, timer). */
  'out-of-range',
  /** A room whose seed was chosen keeps at most one person seat (nobody else to deceive). */
  'seed-chosen',
  'not-host',
  'started',
  'seated',
  'no-seat',
  'bot-seat',
  'seat-taken',
  'seats-open',
  'empty',
  'too-long',
  /** Spectators may not chat in this room (the host's choice; off by default in public rooms). */
  'spectator-chat',
  /** A hint asked in a room that does not allow them, by a spectator, or with nothing to do now. */
  'no-hint',
  /** The server could not store the room: reconnect to continue from its last stored state. */
  'storage',
  /** Something went wrong on the server; the message changed nothing. */
  'internal',
  /** HTTP only: no such room, game or route. */
  'not-found',
  /** HTTP only: the game has no record yet. */
  'not-started',
  /** HTTP only: the method is not allowed here. */
  'method',
  /** HTTP only (503): the room is moving to another node of the cluster; try again in a moment. */
  'moving',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * `refused {ack, code, message}`: a game message (one with an ack id) that was not done. The
 * engine's own codes (a broken rule: `not-your-turn`, `cannot-afford`, …) come through as they
 * are; these are the server's.
 */
export const SERVER_REFUSALS = [
  'spectator',
  'missing-ack',
  'replayed-ack',
  'not-playing',
  'stale',
  'not-your-seat',
  'malformed',
  'answer-first',
  'no-such-answer',
  'no-offer',
  'no-such-offer',
  /** More time was asked for an offer as often as it may be (10 times). */
  'no-more-time',
  /** The player has made as many offers this turn as a turn allows (ServerConfig.offersPerTurn). */
  'offer-limit',
  'not-held',
  'rate-limited',
  /** The connection is in no room (it joins one first). */
  'no-room',
  'internal',
] as const;
export type ServerRefusal = (typeof SERVER_REFUSALS)[number];

/** A code from the rules engine: the rule an action breaks (its closed RuleCode union). */
export type EngineCode = RuleCode;
/** A refusal names the server's reason, an error code (a game message refused before it reached its room), or the engine's rule. */
export type RefusalCode = ServerRefusal | ErrorCode | EngineCode;

export function isErrorCode(x: unknown): x is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(x);
}
