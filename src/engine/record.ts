/**
 * Game records (spec/RECORD.md): parse and make them, start from a position, replay them.
 * A record is the board, the rules, the seats and the actions with their outcomes; replaying
 * it through the checked door reproduces the game exactly. Parsing is the one door for
 * untrusted files: every problem comes back as {at, error} a person can act on.
 */
import type { Action } from './actions.js';
import { apply, type ApplyResult } from './apply.js';
import { beginnerBoard } from './beginner.js';
import { BoardError, boardToJson, parseBoard, type Board, type BoardJson } from './board.js';
import { generateBoard, type BoardKind, type RandomOptions } from './generate.js';
import { SetupError, checkColors, checkRules, newGame, recordRules } from './game.js';
import { loadPosition, type PositionJson } from './position.js';
import { outcomeMismatch, stripOutcome } from './outcomes.js';
import { reseed, type GameState } from './state.js';
import { EXTENSION_ISLAND, type IslandId } from './islands.js';
import { describe, type RecordCode, type RuleError } from './refusals.js';
import type { Color, Rules } from './vocabulary.js';

/** A board given by a generator and its seed (src/engine/generate.ts); `island` "extension" for 5–6 players. */
export interface GeneratedBoardJson { generate: string; seed: string | number; options?: Record<string, unknown>; island?: string }

export interface GameRecord {
  format: 1;
  rules?: Partial<Rules>;
  board: BoardJson | 'beginner' | GeneratedBoardJson;
  players: { color: Color; name?: string }[];
  position?: PositionJson;
  actions: Action[];
  [extra: string]: unknown;
}

/**
 * Why a record could not be read or replayed: where (`at`: the header's part, or the index of
 * the action), a code for programs, a sentence for people, and for an illegal action the
 * engine's refusal with its rule code and section.
 */
export type RecordError = { ok: false; at: number | 'record' | 'board' | 'position'; code: RecordCode; error: string; refusal?: RuleError };

export function resolveBoard(b: GameRecord['board']): Board {
  if (b === 'beginner') return beginnerBoard();
  if (typeof b === 'object' && b !== null && 'generate' in b) {
    if (b.generate === 'beginner') throw new BoardError('use "board": "beginner" for the beginner map');
    return generateBoard({ kind: b.generate as BoardKind, seed: b.seed, options: b.options as RandomOptions, ...(b.island !== undefined ? { island: b.island as IslandId } : {}) });
  }
  return parseBoard(b);
}

/**
 * What a record of 5 or 6 seats on the base island must change: its board names the
 * extension's island (RECORD.md "Five and six players", RULES.md §14), whatever its kind.
 */
function needsExtension(b: GameRecord['board'], players: number): string {
  const head = `${players} players play the 5–6 player extension's island (RULES.md §14), so the board needs "island": "extension" (RECORD.md, "Five and six players")`;
  if (b === 'beginner') return `${head}: the beginner map is the base island's, for 3–4 players; give a generated board such as {"generate": "variable", "seed": "1", "island": "extension"}`;
  if (typeof b === 'object' && b !== null && 'generate' in b) {
    const seen = b.island === undefined ? 'it has no "island"' : `not ${JSON.stringify(b.island)}`;
    return `${head}: ${seen}; such as {"generate": ${JSON.stringify(b.generate)}, "seed": ${JSON.stringify(b.seed)}, "island": "extension"}`;
  }
  return `${head}: a board object says so beside "hexes", and lays out the extension's 30 land hexes (spec/geometry-extension.json)`;
}

/** The text without a leading UTF-8 byte-order mark (U+FEFF, as Windows tools write), which JSON.parse refuses. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Parse a record's text or object and check its header (board, rules, seats, position). */
export function parseRecord(input: string | unknown): { ok: true; record: GameRecord; start: GameState } | RecordError {
  let json: unknown = input;
  if (typeof input === 'string') {
    try { json = JSON.parse(withoutBom(input)); } catch (e) {
      return { ok: false, at: 'record', code: 'not-json', error: `the file is not valid JSON: ${(e as Error).message}` };
    }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, at: 'record', code: 'not-a-record', error: 'a record is a JSON object with "board", "players" and "actions"' };
  const r = json as Partial<GameRecord>;
  if (r.format !== undefined && r.format !== 1) return { ok: false, at: 'record', code: 'unsupported-format', error: `unsupported record format ${describe(r.format)} (this engine reads format 1)` };
  if (!Array.isArray(r.players)) return { ok: false, at: 'record', code: 'bad-players', error: '"players" must list the seats in turn order, such as [{"color": "red"}, …]' };
  if (!Array.isArray(r.actions)) return { ok: false, at: 'record', code: 'not-a-record', error: '"actions" must be a list (it may be empty)' };
  if (r.board === undefined) return { ok: false, at: 'board', code: 'bad-board', error: '"board" is missing: give "beginner", a board object, or {"generate": "variable", "seed": "…"}' };
  let start: GameState;
  let stage: RecordCode = 'bad-players';
  try {
    const colors = checkColors(r.players.map((p) => (typeof p === 'object' && p !== null ? (p as { color?: unknown }).color : p) as string));
    stage = 'bad-rules';
    const rules = checkRules(r.rules, colors.length);
    stage = 'bad-board';
    let board: Board | 'beginner';
    try {
      board = r.board === 'beginner' && !r.position ? 'beginner' : resolveBoard(r.board);
    } catch (e) {
      if (e instanceof BoardError) return { ok: false, at: 'board', code: 'bad-board', error: e.message };
      throw e;
    }
    stage = 'bad-players';
    const onBase = board === 'beginner' || board.island.id === 'base';
    if (onBase && colors.length >= EXTENSION_ISLAND.minPlayers) return { ok: false, at: 'record', code: 'bad-players', error: needsExtension(r.board, colors.length) };
    start = newGame({ colors, rules, board, seed: 0 });
  } catch (e) {
    if (e instanceof SetupError || e instanceof BoardError) return { ok: false, at: 'record', code: stage, error: e.message };
    throw e;
  }
  if (r.position !== undefined) {
    const loaded = loadPosition(start, r.position);
    if (!loaded.ok) return { ok: false, at: 'position', code: 'bad-position', error: loaded.error };
    start = loaded.state;
  }
  return { ok: true, record: r as GameRecord, start };
}

/**
 * Replay a record to its last action. On an illegal action, stops with {at: index, error}
 * and nothing applied from that action on; `state` is then the position before it.
 */
export function replayRecord(
  input: string | unknown,
  /** Called with the starting state, then after each action with the action (outcomes included) and the state it led to. */
  onStep?: (state: GameState, action?: Action) => void,
): { ok: true; state: GameState; record: GameRecord } | (RecordError & { state?: GameState }) {
  const parsed = parseRecord(input);
  if (!parsed.ok) return parsed;
  let state = parsed.start;
  onStep?.(state);
  const actions = parsed.record.actions;
  for (let i = 0; i < actions.length; i++) {
    const res: ApplyResult = apply(state, actions[i] as Action, { requireOutcomes: true });
    if (!res.ok) return { ok: false, at: i, code: 'illegal-action', error: res.error.message, refusal: res.error, state };
    state = res.state;
    onStep?.(state, res.action);
  }
  return { ok: true, state, record: parsed.record };
}

/** A live game that keeps its record: each accepted action is appended with its outcome. */
export class Game {
  private constructor(readonly record: GameRecord, public state: GameState) {}

  static create(opts: { colors: Color[]; board: Board | 'beginner'; boardJson?: GameRecord['board']; rules?: Partial<Rules>; seed: string | number; names?: string[] }): Game {
    const state = newGame({ colors: opts.colors, board: opts.board, rules: opts.rules ?? {}, seed: opts.seed });
    const record: GameRecord = {
      format: 1,
      rules: recordRules(state.rules, opts.colors.length),
      board: opts.boardJson ?? (opts.board === 'beginner' ? 'beginner' : boardToJson(opts.board)),
      players: opts.colors.map((color, i) => (opts.names?.[i] ? { color, name: opts.names[i]! } : { color })),
      actions: [],
    };
    return new Game(record, state);
  }

  /** Continue a record live: replays it, then keeps appending. */
  static fromRecord(input: string | unknown, seed: string | number): Game | RecordError {
    const r = replayRecord(input);
    if (!r.ok) return r;
    const state = r.state.clone();
    // Fresh chance for the continuation: the replay consumed none of the generator.
    reseed(state, seed);
    return new Game({ ...r.record, actions: [...r.record.actions] }, state);
  }

  /**
   * Resume a game after a restart, exactly: replay its record with the game's generator seeded
   * from `seed` (as when it was created), letting the engine draw every outcome and checking
   * each against the record. The generator then continues where the game left it, so later
   * rolls are the ones the seed commits to (and `catan verify` still holds).
   */
  static resume(input: string | unknown, seed: string | number): Game | RecordError {
    const parsed = parseRecord(input);
    if (!parsed.ok) return parsed;
    const record = parsed.record;
    let state = parsed.start.clone();
    reseed(state, seed);
    for (let i = 0; i < record.actions.length; i++) {
      const recorded = record.actions[i] as Action;
      const res = apply(state, stripOutcome(recorded));
      if (!res.ok) return { ok: false, at: i, code: 'illegal-action', error: res.error.message, refusal: res.error };
      const differs = outcomeMismatch(recorded, res.action);
      if (differs) return { ok: false, at: i, code: 'outcome-mismatch', error: `action ${i} does not follow from the seed: ${differs}` };
      state = res.state;
    }
    return new Game({ ...record, actions: [...record.actions] }, state);
  }

  apply(action: Action): ApplyResult {
    const res = apply(this.state, action);
    if (res.ok) {
      this.state = res.state;
      this.record.actions.push(res.action);
    }
    return res;
  }
}

export function makeRecord(game: Game): string {
  return JSON.stringify(game.record);
}

