/**
 * The room as the page keeps it, separate from the DOM: the last state message, the board and
 * the whole log (the server sends it in slices from the version the page already has), the
 * game as the game screen draws it, and the page's address (which room, which replay).
 */
import type { BoardJson } from '../../../src/engine/board.js';
import type { GameMessage, LogEntry, StateMessage } from '../../../src/server/protocol.js';
import type { ClientGame } from './play.js';

export interface ClientRoom {
  msg: StateMessage;
  board: BoardJson;
  log: LogEntry[];
}

/** Fold a state message into the page's room. A slice that does not follow what the page holds is ignored (a resync follows). */
export function mergeState(prev: ClientRoom | null, msg: StateMessage): ClientRoom | null {
  const same = prev !== null && prev.msg.room.id === msg.room.id;
  const board = msg.board ?? (same ? prev.board : null);
  if (!board) return prev;
  if (msg.board === undefined && (!same || msg.logFrom > prev.log.length)) return prev;
  const base = msg.board !== undefined ? [] : prev!.log.slice(0, msg.logFrom);
  return { msg, board, log: msg.logFrom === 0 ? msg.log : base.concat(msg.log) };
}

/** The version of the first log entry the page holds (all of them, until the server sends the latest only). */
export function heldFrom(_r: ClientRoom): number {
  return 0;
}

/** The game screen's view of a room once its game has started. */
export function gameOf(r: ClientRoom): ClientGame | null {
  const s = r.msg;
  if (!s.game) return null;
  const msg: GameMessage = { ...s.game, id: s.room.id, you: s.you.seat, seats: s.room.seats, logFrom: 0, log: r.log };
  return { msg, board: r.board, log: r.log };
}

/** The log's chat messages, for the chat panel. */
export function chatOf(log: readonly LogEntry[]): Extract<LogEntry, { k: 'chat' }>[] {
  return log.filter((e): e is Extract<LogEntry, { k: 'chat' }> => e.k === 'chat');
}

export type Route =
  | { page: 'home' }
  | { page: 'room'; id: string }
  | { page: 'replay'; id: string | null };

export function parseRoute(path: string): Route {
  const room = /^\/room\/([a-z0-9-]{4,40})\/?$/.exec(path);
  if (room) return { page: 'room', id: room[1]! };
  const replay = /^\/replay(?:\/([a-z0-9-]{4,40}))?\/?$/.exec(path);
  if (replay) return { page: 'replay', id: replay[1] ?? null };
  return { page: 'home' };
}

export function routePath(r: Route): string {
  return r.page === 'home' ? '/' : r.page === 'room' ? `/room/${r.id}` : r.id ? `/replay/${r.id}` : '/replay';
}

/** Seconds left before a deadline (the turn timer), never negative. */
export function secondsLeft(deadline: number | null, now: number): number | null {
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}
