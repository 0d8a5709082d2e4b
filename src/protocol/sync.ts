/**
 * What a client holds of a room, and how each frame folds into it: a `state` (whole; with the
 * board, a resync), an `update` (what changed since the frame it names) and a `history` (older
 * log entries). Shared by the page, the Node client and the tests, so that all of them read the
 * server the same way. A frame that does not follow what is held gives null: the client has
 * missed something and joins again for a resync. Pure (never changes what it is given) unless
 * asked to fold in place (`inPlace`: the held room itself is changed and returned).
 */
import type { BoardJson } from '../engine/index.js';
import type { HistoryMessage, LogEntry, Shown, StateMessage, UpdateMessage } from './messages.js';
import { applyPatch, applyPatchInPlace } from './patch.js';

export interface HeldRoom {
  /** The latest room, identity and game, whole (its `log` is the last frame's entries only). */
  msg: StateMessage;
  board: BoardJson;
  /** The version of the first entry held: `log[i]` is entry `logStart + i`. */
  logStart: number;
  log: LogEntry[];
}

export interface FoldOptions {
  /** Keep the log (a benchmark's players need only the latest state). */
  keepLog?: boolean;
  /** Change what is held in place instead of making a new copy (a client that keeps no earlier version); on a frame that does not fit, what is held may be half changed (the client then joins again). */
  inPlace?: boolean;
}

export function foldState(prev: HeldRoom | null, m: StateMessage, o: FoldOptions = {}): HeldRoom | null {
  const keep = o.keepLog !== false;
  if (m.board) return { msg: m, board: m.board, logStart: m.logFrom, log: keep ? m.log : [] };
  if (!prev || prev.msg.room.id !== m.room.id) return null;
  if (!keep) return { ...prev, msg: m };
  if (m.logFrom < prev.logStart || m.logFrom > prev.logStart + prev.log.length) return null;
  return { msg: m, board: prev.board, logStart: prev.logStart, log: prev.log.slice(0, m.logFrom - prev.logStart).concat(m.log) };
}

export function foldUpdate(prev: HeldRoom | null, m: UpdateMessage, o: FoldOptions = {}): HeldRoom | null {
  if (!prev || prev.msg.room.id !== m.room || prev.msg.rev !== m.base || prev.msg.version !== m.logFrom) return null;
  if (o.inPlace) return foldInPlace(prev, m, o.keepLog !== false);
  let shown: Shown = { room: prev.msg.room, game: prev.msg.game };
  if (m.patch) {
    try { shown = o.inPlace ? applyPatchInPlace(shown, m.patch) : applyPatch(shown, m.patch); } catch { return null; }
  }
  const msg: StateMessage = {
    t: 'state', rev: m.rev, room: shown.room, you: m.you ?? prev.msg.you, version: m.version,
    logFrom: m.logFrom, log: m.log, game: shown.game,
  };
  const log = o.keepLog === false || m.log.length === 0 ? prev.log : prev.log.concat(m.log);
  return { msg, board: prev.board, logStart: prev.logStart, log };
}

/** An update folded into what is held, changing it (no new objects: a client that keeps no earlier version). */
function foldInPlace(prev: HeldRoom, m: UpdateMessage, keepLog: boolean): HeldRoom | null {
  const msg = prev.msg;
  if (m.patch) {
    const shown: Shown = { room: msg.room, game: msg.game };
    try { applyPatchInPlace(shown, m.patch); } catch { return null; }
    msg.room = shown.room;
    msg.game = shown.game;
  }
  msg.rev = m.rev;
  msg.version = m.version;
  msg.logFrom = m.logFrom;
  msg.log = m.log;
  if (m.you) msg.you = m.you;
  if (keepLog && m.log.length > 0) prev.log = prev.log.concat(m.log);
  return prev;
}

/**
 * A state or update frame folded into what is held (`held`), or, when it does not follow what is
 * held, nothing held and the room to join again for a whole state (`rejoin`): what every client
 * does with a frame.
 */
export function foldFrame(prev: HeldRoom | null, m: StateMessage | UpdateMessage, o: FoldOptions = {}): { held: HeldRoom | null; rejoin: string | null } {
  const held = m.t === 'state' ? foldState(prev, m, o) : foldUpdate(prev, m, o);
  return held ? { held, rejoin: null } : { held: null, rejoin: m.t === 'state' ? m.room.id : m.room };
}

/** Older entries go before what is held when they end where it begins; otherwise nothing changes. */
export function foldHistory(prev: HeldRoom, m: HistoryMessage): HeldRoom {
  if (prev.msg.room.id !== m.room || m.from + m.log.length !== prev.logStart) return prev;
  return { ...prev, logStart: m.from, log: m.log.concat(prev.log) };
}
