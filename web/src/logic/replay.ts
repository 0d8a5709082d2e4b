/**
 * Replays in the browser, separate from the DOM: a record (spec/RECORD.md) is replayed through
 * the rules engine's checked door, every position kept, and any step is shown as one seat saw
 * it (its own hand; others' as counts; their bought and stolen cards hidden until the end) or,
 * once the game has ended, with every hand open. Nothing here decides a rule: the engine does.
 */
import {
  PHASES, actionFor, apply, boardToJson, eventFor, leftOutWhilePlaying, parseRecord, verifyRecord, viewFor,
  type Action, type BoardJson, type GameEvent, type GameRecord, type GameState, type GameView, type PlayerView, type RecordCode, type RuleCode,
} from '../wire.js';
import { endStats, expectedNow, type GameMessage, type LogEntry, type SeatInfo } from '../wire.js';
import { sha256Hex } from './sha256.js';
import { roundOf } from './room.js';
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
  /**
   * The record checked against its own seed, when it carries one (`catan verify`'s check of every
   * roll, card drawn and steal): `{ok: true}`, or the first action whose outcome the seed does not
   * give (a record changed since it was played). Null: no seed to check against.
   */
  seedCheck: { ok: true } | { ok: false; at: number | null } | null;
  /**
   * Whether the seed is the one committed to at the start: sha256 of its text is the record's
   * commitment (`catan verify`'s `commitment-mismatch`). Null: the record has no seed or no
   * commitment. A seed that replays every roll proves nothing if it is not the committed one.
   */
  commitmentCheck: boolean | null;
}

export type Viewpoint = number | 'open';

/**
 * Why a record could not be read or replayed, as the engine says it (RecordError): its code, the
 * action's index (null: the header), the rule an illegal action broke, and the engine's sentence.
 */
export interface RecordProblem {
  k: 'record'; code: RecordCode; at: number | null; rule: RuleCode | null; message: string;
  /** The action's field the rule is about (an outcome left out: `card`, `stolen`, `dice`). */
  field?: string;
}

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
      // A record saved while the game was on (its hidden cards left out) is not broken: it is early.
      if (p.rule !== null && p.at !== null && leftOutWhilePlaying({ code: p.rule, field: p.field })) return t(lang, 'replayHidden', { n: p.at + 1 });
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
    if (!res.ok) {
      stopped = { k: 'record', code: 'illegal-action', at: i, rule: res.error.code, message: res.error.message, ...(res.error.field ? { field: res.error.field } : {}) };
      break;
    }
    state = res.state;
    states.push(state);
    steps.push({ action: res.action, events: res.events });
  }
  const seats: SeatInfo[] = record.players.map((p, seat) => {
    // A player the record names not: no name here, and each page its own "Player N" (names.ts), numbered by
    // the place in the lobby the room gives, or the record's own "lobby" (a record downloaded from a room).
    const own: unknown = p.lobby;
    const place = lobby[seat] ?? (typeof own === 'number' && Number.isInteger(own) && own >= 0 && own < record.players.length ? own : undefined);
    return {
      seat, name: p.name ?? '', color: p.color, bot: null, taken: true, online: true, away: null, standIn: null, host: false,
      ...(place !== undefined ? { lobby: place } : {}),
    };
  });
  const seed = typeof record.seed === 'string' ? record.seed : null;
  let seedCheck: LoadedReplay['seedCheck'] = null;
  if (seed !== null) {
    const v = verifyRecord(record, seed);
    seedCheck = v.ok ? { ok: true } : { ok: false, at: typeof v.at === 'number' ? v.at : null };
  }
  const commitment = typeof record.commitment === 'string' ? record.commitment : null;
  return {
    record, board: boardToJson(parsed.start.board), seats, states, steps, stopped, commitment, seed, seedCheck,
    // As `catan verify`: 64 hex digits, either case, nothing around them.
    commitmentCheck: seed !== null && commitment !== null ? /^[0-9a-f]{64}$/i.test(commitment) && sha256Hex(seed) === commitment.toLowerCase() : null,
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

/**
 * A records file's game in its list: its line, who played, who won and how many rounds it took. A winner
 * whose name another seat shares (a simulation's "random" in every seat) is named by the seat too.
 */
export function gameLabel(lang: Lang, x: RecordsGame): string {
  let result = t(lang, 'replayGameNoWinner');
  if (x.winner !== null) {
    const name = x.players[x.winner] ?? '';
    const seat = t(lang, 'seatN', { n: x.winner + 1 });
    const who = name === '' ? seat : x.players.filter((p) => p === name).length > 1 ? `${seat} (${name})` : name;
    result = t(lang, 'wonBy', { name: who });
  }
  // Rounds, as the rest of the page counts them (one turn for every player); unknown where the line names no players.
  const rounds = x.turns === null || x.players.length === 0 ? '?' : roundOf(x.turns, x.players.length);
  return t(lang, 'replayGameOption', { n: x.line, players: x.players.join(', '), result, rounds });
}

/** One game of a records file (`simulate`/`tournament --records`, docs/engine.md): its line and what the list shows of it. */
export interface RecordsGame {
  /** 1-based, as `catan replay FILE --line N` counts. */
  line: number;
  text: string;
  /** Who played each seat (bot names), when the line says. */
  players: string[];
  winner: number | null;
  turns: number | null;
}

/** The head of a line as the records writer puts it, read without parsing the whole record. */
const HEAD = /^\{"seed":(?:"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?),"players":(\[[^\]]*\]),"winner":(null|\d+),"turns":(\d+),/;

/** A records file's line, parsed: an object holding a record (and not itself one, which has actions). */
function isGameLine(o: unknown): o is { record: object } {
  return typeof o === 'object' && o !== null && !('actions' in o) && typeof (o as { record?: unknown }).record === 'object' && (o as { record: unknown }).record !== null;
}

/** What a game's list entry shows, read from its parsed line (nothing where the line does not say). */
function gameFields(o: unknown): Pick<RecordsGame, 'players' | 'winner' | 'turns'> {
  const x = (typeof o === 'object' && o !== null ? o : {}) as { players?: unknown; winner?: unknown; turns?: unknown };
  return {
    players: Array.isArray(x.players) ? x.players.map(String) : [],
    winner: typeof x.winner === 'number' ? x.winner : null,
    turns: typeof x.turns === 'number' ? x.turns : null,
  };
}

/**
 * The games of a records file: JSON Lines, one game a line, or one such line alone. Null for
 * anything else: a record itself (pretty-printed on many lines or not), or text that is no JSON
 * (the record reader says why). The list is read from each line's head, so that a file of
 * thousands of games opens at once; a line is parsed only when its game is shown.
 */
export function recordsGames(text: string): RecordsGame[] | null {
  const body = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).trim();
  let whole: unknown;
  try { whole = JSON.parse(body); } catch { whole = undefined; }
  if (whole !== undefined) return isGameLine(whole) ? [{ line: 1, text: body, ...gameFields(whole) }] : null;
  const games: RecordsGame[] = [];
  body.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const m = HEAD.exec(line);
    if (m) {
      let players: string[] = [];
      try { players = (JSON.parse(m[1]!) as unknown[]).map(String); } catch { players = []; }
      games.push({ line: i + 1, text: line, players, winner: m[2] === 'null' ? null : Number(m[2]), turns: Number(m[3]) });
      return;
    }
    // Another writer's order of fields: the whole line read (its list entry would otherwise say "no winner").
    let o: unknown;
    try { o = JSON.parse(line); } catch { o = null; }
    games.push({ line: i + 1, text: line, ...gameFields(o) });
  });
  // JSON Lines whose first line is a game: a records file (a line that is not one says why when shown).
  try { return games.length > 0 && isGameLine(JSON.parse(games[0]!.text)) ? games : null; } catch { return null; }
}

/** The record in a records file's line: the line's `record`, or the line itself when it is no JSON object holding one (the record reader says why). */
export function recordOfLine(text: string): unknown {
  try {
    const o = JSON.parse(text) as unknown;
    return isGameLine(o) ? o.record : text;
  } catch { return text; }
}

/** A file's text: gunzipped when it is a gzip (a `.gz` records file), where the browser can. */
export async function fileText(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  if (head[0] === 0x1f && head[1] === 0x8b && typeof DecompressionStream === 'function') {
    return new Response(file.stream().pipeThrough(new DecompressionStream('gzip'))).text();
  }
  return file.text();
}
