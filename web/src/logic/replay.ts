/**
 * Replays in the browser, separate from the DOM: a record (spec/RECORD.md) is replayed through
 * the rules engine's checked door, every position kept, and any step is shown as one seat saw
 * it (its own hand; others' as counts; their bought and stolen cards hidden until the end) or,
 * once the game has ended, with every hand open. Nothing here decides a rule: the engine does.
 */
import {
  PHASES, actionFor, apply, boardToJson, eventFor, parseRecord, viewFor,
  type Action, type BoardJson, type GameEvent, type GameRecord, type GameState, type GameView, type PlayerView,
} from '../wire.js';
import { endStats, expectedNow, type GameMessage, type LogEntry, type SeatInfo } from '../wire.js';
import type { Lang } from '../i18n.js';
import { namedSeats } from './names.js';

export interface LoadedReplay {
  record: GameRecord;
  board: BoardJson;
  seats: SeatInfo[];
  /** states[k]: the position after k actions (states[0] is the start). */
  states: GameState[];
  steps: { action: Action; events: GameEvent[] }[];
  /** Where the replay stopped, if an action did not apply (the steps before it still show). */
  stopped: { at: number; error: string } | null;
  commitment: string | null;
  seed: string | null;
}

export type Viewpoint = number | 'open';

export function loadReplay(input: unknown): LoadedReplay | { error: string } {
  const parsed = parseRecord(input);
  if (!parsed.ok) return { error: parsed.error };
  const record = parsed.record;
  let state = parsed.start;
  const states: GameState[] = [state];
  const steps: LoadedReplay['steps'] = [];
  let stopped: LoadedReplay['stopped'] = null;
  for (let i = 0; i < record.actions.length; i++) {
    let res;
    try { res = apply(state, record.actions[i] as Action, { requireOutcomes: true }); } catch (e) { stopped = { at: i, error: (e as Error).message }; break; }
    if (!res.ok) { stopped = { at: i, error: res.error.message }; break; }
    state = res.state;
    states.push(state);
    steps.push({ action: res.action, events: res.events });
  }
  const seats: SeatInfo[] = record.players.map((p, seat) => ({
    // A player the record names not: no name here, and each page its own "Player N" (names.ts).
    seat, name: p.name ?? '', color: p.color, bot: null, taken: true, online: true, away: null, standIn: null, host: false,
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
