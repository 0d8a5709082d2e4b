/**
 * Game records (spec/RECORD.md): parse and make them, start from a position, replay them.
 * A record is the board, the rules, the seats and the actions with their outcomes; replaying
 * it through the checked door reproduces the game exactly. Parsing is the one door for
 * untrusted files: every problem comes back as {at, error} a person can act on.
 */
import type { Action } from './actions.js';
import { apply, type ApplyOptions, type ApplyResult } from './apply.js';
import { BoardError, boardToJson, type Board, type BoardJson } from './board.js';
import {
  SetupError, checkColors, checkOptionNames, checkRules, checkSeed, newGame, recordRules, resolveBoard, type BoardInput, type GeneratedBoardJson, type NewGameOptions,
} from './game.js';
import { loadPosition, type PositionJson } from './position.js';
import { outcomeMismatch, stripOutcome } from './outcomes.js';
import { GameState, reseed } from './state.js';
import { EXTENSION_ISLAND } from './islands.js';
import { describe, type RecordCode, type RuleError } from './refusals.js';
import { COLORS, DESERT, type Color, type Rules } from './vocabulary.js';

export interface GameRecord {
  format: 1;
  rules?: Partial<Rules>;
  board: BoardJson | 'beginner' | GeneratedBoardJson;
  /** `lobby`: a room's addition for a person who gave no name, their place in the lobby (a page names them "Player N" by it); the engine ignores it. */
  players: { color: Color; name?: string; lobby?: number }[];
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
  const colorless = r.players.findIndex((p) => typeof p === 'object' && p !== null && (p as { color?: unknown }).color === undefined);
  if (colorless >= 0) return { ok: false, at: 'record', code: 'bad-players', error: `players[${colorless}] has no "color": each seat is {"color": "red"} or another of ${COLORS.join(', ')} (§1)` };
  if (r.board !== 'beginner' && (typeof r.board !== 'object' || r.board === null || Array.isArray(r.board))) {
    return { ok: false, at: 'board', code: 'bad-board', error: `"board" must be "beginner", a board object, or {"generate": "variable", "seed": "…"}, not ${describe(r.board)}` };
  }
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
      if (e instanceof BoardError || e instanceof SetupError) return { ok: false, at: 'board', code: 'bad-board', error: e.message };
      throw e;
    }
    // From the opening the robber stands on a desert (§3); a position says where it stands now.
    if (board !== 'beginner' && r.position === undefined && board.terrain[board.robber] !== DESERT) {
      return { ok: false, at: 'board', code: 'bad-board', error: `board.robber: the game starts with the robber on a desert (§3), not on ${board.geo.hexNames[board.robber]} (a record that starts mid-game gives "position")` };
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
    if (!loaded.ok) return loaded;
    start = loaded.state;
  }
  return { ok: true, record: r as GameRecord, start };
}

/**
 * Whether a refusal is a card drawn or stolen left out of a record: what a record saved while its
 * game was on (a player's or a spectator's download) lacks. A roll is public and always kept.
 */
export function leftOutWhilePlaying(refusal: Pick<RuleError, 'code' | 'field'>): boolean {
  return refusal.code === 'outcome-missing' && (refusal.field === 'card' || refusal.field === 'stolen');
}
/** What such a refusal adds, for people. */
const HIDDEN_THEN = 'a record saved while the game was on leaves out the cards that were hidden then (bought, stolen): the finished game\'s record names them all and replays whole';

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
    if (!res.ok) {
      const error = leftOutWhilePlaying(res.error) ? `${res.error.message}; ${HIDDEN_THEN}` : res.error.message;
      return { ok: false, at: i, code: 'illegal-action', error, refusal: res.error, state };
    }
    state = res.state;
    onStep?.(state, res.action);
  }
  return { ok: true, state, record: parsed.record };
}

/**
 * Each game's seed, kept off the object (nothing that walks a Game, a log or a JSON dump, finds
 * it): only makeRecord(game, {seed: true}) writes it out. A game continued by Game.fromRecord
 * has none, since its earlier outcomes did not come from its new seed.
 */
const SEEDS = new WeakMap<Game, string>();

/** A live game that keeps its record: each accepted action is appended with its outcome. */
export class Game {
  private constructor(readonly record: GameRecord, public state: GameState, seed: string | null) {
    if (seed !== null) SEEDS.set(this, seed);
  }

  /**
   * A new game (newGame's options). The record names the board as given ('beginner', a recipe,
   * else the board written out), or as `boardJson` says, which must make the same board: a
   * record naming another would not replay.
   */
  static create(opts: NewGameOptions & { boardJson?: GameRecord['board']; names?: string[] }): Game {
    if (typeof opts !== 'object' || opts === null) newGame(opts); // throws, saying what it needs
    checkOptionNames(opts, ['colors', 'board', 'rules', 'seed', 'boardJson', 'names'], 'Game.create');
    const state = newGame({ colors: opts.colors, board: opts.board, ...(opts.rules !== undefined ? { rules: opts.rules } : {}), seed: opts.seed });
    const record: GameRecord = {
      format: 1,
      rules: recordRules(state.rules, state.colors.length),
      board: recordBoard(opts.board, state.board, opts.boardJson),
      players: state.colors.map((color, i) => (opts.names?.[i] ? { color, name: opts.names[i]! } : { color })),
      actions: [],
    };
    return new Game(record, state, String(opts.seed));
  }

  /** Continue a record live: replays it, then keeps appending. */
  static fromRecord(input: string | unknown, seed: string | number): Game | RecordError {
    checkSeed(seed);
    const r = replayRecord(input);
    if (!r.ok) return r;
    const state = r.state.clone();
    // Fresh chance for the continuation: the replay consumed none of the generator.
    reseed(state, seed);
    return new Game({ ...r.record, actions: [...r.record.actions] }, state, null);
  }

  /**
   * Resume a game after a restart, exactly: replay its record with the game's generator seeded
   * from `seed` (as when it was created), letting the engine draw every outcome and checking
   * each against the record. The generator then continues where the game left it, so later
   * rolls are the ones the seed commits to (and `catan verify` still holds).
   */
  static resume(input: string | unknown, seed: string | number): Game | RecordError {
    checkSeed(seed);
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
    return new Game({ ...record, actions: [...record.actions] }, state, String(seed));
  }

  apply(action: Action, opts: ApplyOptions = {}): ApplyResult {
    const res = apply(this.state, action, opts);
    if (res.ok) {
      this.state = res.state;
      this.record.actions.push(res.action);
    }
    return res;
  }
}

/** How a new game's record names its board: `json` when given and it makes the board played, else as `given` names it. */
function recordBoard(given: BoardInput, played: Board, json: GameRecord['board'] | undefined): GameRecord['board'] {
  // The very value the board was made from names it (a stored game restored: its record's board as both).
  if (json !== undefined && (json as unknown) === given) return json;
  const recipe = typeof given === 'object' && 'generate' in given ? given : null;
  if (json === undefined) {
    if (given === 'beginner') return 'beginner';
    if (!recipe) return boardToJson(played);
    const { generate, seed, options, island } = recipe;
    return { generate, seed, ...(options !== undefined ? { options } : {}), ...(island !== undefined ? { island } : {}) };
  }
  // "beginner" in a record also means its fixed starting pieces (§3), which only board 'beginner' places.
  if ((json === 'beginner') !== (given === 'beginner')) {
    throw new SetupError(json === 'beginner'
      ? 'boardJson is "beginner", but the board given is not: a record\'s "beginner" starts with the beginner map\'s fixed pieces (§3), so it would not replay this game; give board "beginner", or leave boardJson out'
      : 'boardJson must be "beginner" for board "beginner": the record then starts with the map\'s fixed pieces (§3), as the game did');
  }
  if (json === 'beginner' || (recipe && JSON.stringify(json) === JSON.stringify(recipe))) return json;
  let named: Board;
  try { named = resolveBoard(json); } catch (e) {
    if (e instanceof BoardError || e instanceof SetupError) throw new SetupError(`boardJson: ${e.message}`);
    throw e;
  }
  const differs = boardDifference(played, named);
  if (differs) throw new SetupError(`boardJson names another board than the one played (${differs}), so the record would not replay (RECORD.md): give the board's own recipe, or leave boardJson out`);
  return json;
}

/** The first difference between the board played and the one boardJson makes, or null when they are the same board. */
function boardDifference(played: Board, named: Board): string | null {
  if (played.island.id !== named.island.id) return `the board is on the ${played.island.id} island, boardJson's on the ${named.island.id} island`;
  const a = boardToJson(played), b = boardToJson(named);
  const hex = (x: BoardJson['hexes'][string] | undefined) => (x?.token ? `${x.terrain} ${x.token}` : `${x?.terrain}`);
  for (const name of Object.keys(a.hexes)) {
    if (hex(a.hexes[name]) !== hex(b.hexes[name])) return `hex ${name} is ${hex(a.hexes[name])} on the board, ${hex(b.hexes[name])} in boardJson`;
  }
  const harbors = (j: BoardJson) => j.harbors.map((h) => `${h.kind} at ${h.edge}`).sort().join(', ');
  if (harbors(a) !== harbors(b)) return `the harbors differ: ${harbors(a)} on the board, ${harbors(b)} in boardJson`;
  if (a.robber !== b.robber) return `the robber starts on ${a.robber} on the board, on ${b.robber} in boardJson`;
  return null;
}

/**
 * A game's record as text (RECORD.md). With `{seed: true}` it carries the game's `"seed"` too,
 * so verifyRecord and `catan verify` can prove every roll, steal and draw: ask for it once the
 * game is over (a live game's seed tells its next rolls). A game continued by Game.fromRecord
 * has no seed that proves its record.
 */
export function makeRecord(game: Game, opts: { seed?: boolean } = {}): string {
  if (!(game instanceof Game)) {
    throw new TypeError(`makeRecord needs a Game (Game.create, Game.resume), not ${(game as unknown) instanceof GameState ? 'a game state, which keeps no record: play through a Game to have one' : describe(game)}`);
  }
  if (!opts.seed) return JSON.stringify(game.record);
  const seed = SEEDS.get(game);
  if (seed === undefined) throw new SetupError('this game was continued with Game.fromRecord and a fresh seed, which does not prove its earlier outcomes: use Game.resume with the game\'s own seed to keep it');
  return JSON.stringify({ ...game.record, seed });
}
