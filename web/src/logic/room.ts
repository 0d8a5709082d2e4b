/**
 * The room as the page keeps it, separate from the DOM: the room, the game and the log as the
 * server's frames build them (src/protocol's fold: a whole state, then updates with what changed,
 * older entries on request), the game as the game screen draws it, and the page's address.
 */
import { foldHistory, foldState, foldUpdate, type GameMessage, type HeldRoom, type HistoryMessage, type LogEntry, type StateMessage, type UpdateMessage } from '../wire.js';
import { t, type Lang } from '../i18n.js';
import { namedSeats } from './names.js';
import { standingIn, type ClientGame } from './play.js';

/** The room held: `msg` the latest state (room, you, game), `board`, and the log from version `logStart`. */
export type ClientRoom = HeldRoom;

/**
 * Fold a frame into the page's room. Null: the frame does not follow what the page holds (a
 * frame was missed, or it is another room's): the page enters the room again for a resync.
 */
export function mergeState(prev: ClientRoom | null, msg: StateMessage | UpdateMessage): ClientRoom | null {
  return msg.t === 'state' ? foldState(prev, msg) : foldUpdate(prev, msg);
}

/** Older log entries the page asked for (scrolling back), put before what it holds. */
export function mergeHistory(prev: ClientRoom, msg: HistoryMessage): ClientRoom {
  return foldHistory(prev, msg);
}

/** The version of the first log entry the page holds (a resync brings the latest ones only; older come with `history`). */
export function heldFrom(r: ClientRoom): number {
  return r.logStart;
}

/** The game screen's view of a room once its game has started, its seats named as a page in `lang` calls them (names.ts). */
export function gameOf(r: ClientRoom, lang: Lang): ClientGame | null {
  const s = r.msg;
  if (!s.game) return null;
  // A held room is never changed (each frame folds into a new one), and the page asks for its game
  // several times per frame (cues, the pass-and-play cover, the screens): made once per room and language.
  const kept = made.get(r);
  if (kept && kept.lang === lang) return kept.game;
  const msg: GameMessage = { ...s.game, id: s.room.id, you: s.you.seat, seats: namedSeats(lang, s.room.seats), logFrom: 0, log: r.log };
  const game: ClientGame = { msg, board: r.board, log: r.log };
  made.set(r, { lang, game });
  return game;
}
const made = new WeakMap<ClientRoom, { lang: Lang; game: ClientGame }>();

/** The log's chat messages, for the chat panel (lines past the room's bound, whose text is gone, left out). */
export function chatOf(log: readonly LogEntry[]): Extract<LogEntry, { k: 'chat' }>[] {
  return log.filter((e): e is Extract<LogEntry, { k: 'chat' }> => e.k === 'chat' && !e.cut);
}

export type Route =
  | { page: 'home' }
  /** The public rooms list (`/rooms`). */
  | { page: 'rooms' }
  | { page: 'room'; id: string }
  | { page: 'replay'; id: string | null }
  /** A room or replay address whose id cannot be one (cut short, or damaged): said, not silently the start screen. */
  | { page: 'bad-link'; path: string };

/** A room id as addresses carry it (/room/ID, /replay/ID), as a regular expression's source. */
export const ROOM_ID = '[a-z0-9-]{4,40}';

const ROOM_PATH = new RegExp(`^/room/(${ROOM_ID})/?$`);
const REPLAY_PATH = new RegExp(`^/replay(?:/(${ROOM_ID}))?/?$`);

export function parseRoute(path: string): Route {
  // Ids are lower case: a link retyped with a capital letter still finds its room.
  const lower = /^\/(room|replay)\//.test(path) ? path.toLowerCase() : path;
  const room = ROOM_PATH.exec(lower);
  if (room) return { page: 'room', id: room[1]! };
  const replay = REPLAY_PATH.exec(lower);
  if (replay) return { page: 'replay', id: replay[1] ?? null };
  if (/^\/rooms\/?$/.test(path)) return { page: 'rooms' };
  if (/^\/(room|replay)\/./.test(path)) return { page: 'bad-link', path };
  return { page: 'home' };
}

export function routePath(r: Route): string {
  if (r.page === 'bad-link') return r.path;
  return r.page === 'home' ? '/' : r.page === 'rooms' ? '/rooms' : r.page === 'room' ? `/room/${r.id}` : r.id ? `/replay/${r.id}` : '/replay';
}

/**
 * The round a turn falls in: the engine counts every seat's turn (turn 1 is the first player's
 * first), a person counts their own, so the page shows rounds of one turn each (a newcomer who had
 * played 26 turns read "Turn 103"). Set-up's turn 0 is round 0.
 */
export function roundOf(turn: number, players: number): number {
  return turn <= 0 || players <= 0 ? 0 : Math.floor((turn - 1) / players) + 1;
}

/** A turn as the page names it: "Round 26", or "Set-up" before the first roll (turn 0). */
export function roundLabel(lang: Lang, turn: number, players: number): string {
  return turn <= 0 ? t(lang, 'setupRound') : t(lang, 'roundN', { n: roundOf(turn, players) });
}

/**
 * The turn timer as the status bar shows it: seconds left (at most the room's turn), or none.
 * None while a bot plays for the person: the server then sends another seat's deadline, which
 * would read as their own.
 */
export function turnClock(g: { deadline: number | null; you: number | null; seats: readonly { bot: string | null; away?: unknown }[] }, turnSeconds: number, now: number): number | null {
  if (g.you !== null && standingIn(g.seats[g.you])) return null;
  const left = secondsLeft(g.deadline, now);
  return left !== null && turnSeconds ? Math.min(left, turnSeconds) : left;
}

/**
 * The status bar's seconds: a bot's offer waiting for the person runs on its own clock (the
 * server's turn timer leaves it alone), which a timed room's bar counts down, as the offer's panel
 * does (the two disagreed: "7 s to answer" beside "30 s left"), never above the offer's whole wait
 * (`offerWaitMs`, the panel's cap: a page clock behind the server's read "33 s left" beside "30 s
 * to answer"); else the turn timer's.
 */
export function barSeconds(g: Parameters<typeof turnClock>[0] & { incoming: { until?: number } | null }, turnSeconds: number, now: number, offerWaitMs = OFFER_WAIT_MS): number | null {
  const until = turnSeconds && g.incoming?.until !== undefined ? g.incoming.until : null;
  if (until === null) return turnClock(g, turnSeconds, now);
  const left = secondsLeft(until, now)!;
  return Math.min(left, Math.ceil(offerWaitMs / 1000));
}

/** A bot's offer's wait for people when the server does not say (servers before 2026-12-07). */
export const OFFER_WAIT_MS = 30_000;

/** Seconds left before a deadline (the turn timer), never negative. */
export function secondsLeft(deadline: number | null, now: number): number | null {
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}
