/**
 * Replays in the browser, separate from the DOM: a record (spec/RECORD.md) is replayed through
 * the rules engine's checked door, every position kept, and any step is shown as one seat saw
 * it (its own hand; others' as counts; their bought and stolen cards hidden until the end) or,
 * once the game has ended, with every hand open. Nothing here decides a rule: the engine does.
 */
import {
  PHASES, actionFor, apply, boardToJson, eventFor, parseRecord, viewFor,
  type Action, type BoardJson, type GameEvent, type GameRecord, type GameState, type GameView, type PlayerView, type RecordCode, type RuleCode,
} from '../wire.js';
import { endStats, expectedNow, type GameMessage, type LogEntry, type SeatInfo } from '../wire.js';
import { errorText, recordText, refusalText, t, type Lang } from '../i18n.js';
import { namedSeats } from './names.js';

export interface LoadedReplay {
  record: GameRecord;
  board: BoardJson;
  seats: SeatInfo[];
  /** states[k]: the position after k actions (states[0] is the start). */
  states: GameState[];
  steps: { action: Action; events: GameEvent[] }[];
  /** Where the replay stopped, if an action did not apply (the steps before it still show). */
  stopped: (RecordProblem & { at: number }) | null;
  commitment: string | null;
  seed: string | null;
}

export type Viewpoint = number | 'open';

/**
 * Why a record could not be read or replayed, as the engine says it (RecordError): its code, the
 * action's index (null: the header), the rule an illegal action broke, and the engine's sentence.
 */
export interface RecordProblem { k: 'record'; code: RecordCode; at: number | null; rule: RuleCode | null; message: string }

/**
 * Why the viewer shows no replay, or not all of it, as data the page words in its language
 * (problemText): the record's problem, the server's error for the room or its record (an
 * ERROR_CODES code), no answer at all, no such room, or a game not yet ended.
 */
export type ReplayProblem =
  | RecordProblem
  | { k: 'server'; code: string; message: string }
  | { k: 'network' }
  | { k: 'gone' }
  | { k: 'not-ended' };

/** A replay problem in the reader's language. */
export function problemText(lang: Lang, p: ReplayProblem): string {
  switch (p.k) {
    case 'record': {
      const error = p.rule ? refusalText(lang, p.rule, p.message) : recordText(lang, p.code, p.message);
      return p.at === null ? t(lang, 'replayBad', { error }) : t(lang, 'replayStopped', { n: p.at + 1, error });
    }
    case 'server': return t(lang, 'replayFetchFailed', { error: errorText(lang, p.code, p.message) });
    case 'network': return t(lang, 'replayNetwork');
    case 'gone': return t(lang, 'roomGone');
    case 'not-ended': return t(lang, 'replayNotEnded');
  }
}

/**
 * Why the server's answer to the room or its record is no good, from its status and body: its
 * error's code (no such room or game said as such), or, with no error of ours in it (a proxy's
 * page), no answer from the server.
 */
export function answerProblem(status: number, body: unknown): ReplayProblem {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return { k: 'network' };
  if (code === 'not-found' && status === 404) return { k: 'gone' };
  return { k: 'server', code, message: typeof message === 'string' ? message : '' };
}

/**
 * A record (its text, or its JSON already parsed) replayed, every position kept; or why it cannot be.
 * `lobby`: each seat's place in its room's lobby, when the replay comes from a room (its seats'
 * `lobby`), so that a person without a name is the "Player N" they were at the table, not renumbered
 * by the start roll's order; a record file alone does not say it.
 */
export function loadReplay(input: unknown, lobby: readonly (number | undefined)[] = []): LoadedReplay | { problem: RecordProblem } {
  const parsed = parseRecord(input);
  if (!parsed.ok) return { problem: { k: 'record', code: parsed.code, at: null, rule: null, message: parsed.error } };
  const record = parsed.record;
  let state = parsed.start;
  const states: GameState[] = [state];
  const steps: LoadedReplay['steps'] = [];
  let stopped: LoadedReplay['stopped'] = null;
  for (let i = 0; i < record.actions.length; i++) {
    let res;
    try { res = apply(state, record.actions[i] as Action, { requireOutcomes: true }); } catch (e) {
      stopped = { k: 'record', code: 'illegal-action', at: i, rule: null, message: (e as Error).message };
      break;
    }
    if (!res.ok) { stopped = { k: 'record', code: 'illegal-action', at: i, rule: res.error.code, message: res.error.message }; break; }
    state = res.state;
    states.push(state);
    steps.push({ action: res.action, events: res.events });
  }
  const seats: SeatInfo[] = record.players.map((p, seat) => ({
    // A player the record names not: no name here, and each page its own "Player N" (names.ts).
    seat, name: p.name ?? '', color: p.color, bot: null, taken: true, online: true, away: null, standIn: null, host: false,
    ...(lobby[seat] !== undefined ? { lobby: lobby[seat] } : {}),
  }));
  return {
    record, board: boardToJson(parsed.start.board), seats, states, steps, stopped,
    commitment: typeof record.commitment === 'string' ? record.commitment : null,
    seed: typeof record.seed === 'string' ? record.seed : null,
  };
}

/** Whether every hand may be shown: the game in the record has ended. */
export function canOpen(r: LoadedReplay): boolean {
  return PHASES[r.states[r.states.length - 1]!.phase] === 'ended';
}

/** The view with every hand open (each player's own view of themselves). */
export function openView(s: GameState): GameView {
  const v = viewFor(s, 'spectator');
  const players: PlayerView[] = v.players.map((p) => viewFor(s, p.seat).players[p.seat]!);
  return { ...v, players };
}

/** Step k of the replay as the screen draws it, from a viewpoint, its seats named as a page in `lang` calls them. */
export function frameAt(r: LoadedReplay, k: number, viewpoint: Viewpoint, lang: Lang): GameMessage {
  const at = Math.max(0, Math.min(k, r.steps.length));
  const s = r.states[at]!;
  const seat = viewpoint === 'open' ? null : viewpoint;
  const view = viewpoint === 'open' ? openView(s) : viewFor(s, viewpoint);
  const ended = PHASES[s.phase] === 'ended';
  const viewer = viewpoint === 'open' ? 'spectator' : viewpoint;
  const log: LogEntry[] = r.steps.slice(0, at).map(({ action, events }) => (viewpoint === 'open'
    ? { k: 'act', action, events }
    : { k: 'act', action: actionFor(action, viewer, ended), events: events.map((e) => eventFor(e, viewer, ended, action)) }));
  return {
    id: 'replay', you: seat, seats: namedSeats(lang, r.seats), startRoll: { rounds: [], starter: 0 },
    view, targets: null, expected: expectedNow(s, null, seat ?? -1),
    offer: null, incoming: null, paceMs: 0, ready: true,
    end: ended ? endStats(s, r.steps.slice(0, at)) : null, deadline: null,
    logFrom: 0, log,
  };
}
