/**
 * One game of `catan simulate`, as plain data in and out so it runs the same inline or on a
 * worker thread: random legal players on the fast path, and optionally the game's record
 * (RECORD.md) with every chance outcome written in, for a records file.
 */
import {
  DEV_CARDS, RESOURCES, Rng, decodeAction, newGame, resolveBoard, summarize, type Action, type Board, type Color, type GameRecord,
  type Rules, type Summary,
} from '../engine/index.js';
import { T_BUY, T_ROBBER, T_ROLL, codeType } from '../engine/codes.js';
import { recordRules } from '../engine/game.js';
import { playRandom } from './random.js';

export type BoardKind = 'beginner' | 'variable' | 'random' | 'balanced';

export interface SimConfig {
  colors: Color[];
  board: BoardKind;
  rules: Partial<Rules>;
  seed: string;
  maxTurns: number;
  /** Keep each game's record (for --records). */
  records: boolean;
}

export interface SimGame {
  index: number;
  winner: number;
  actions: number;
  turns: number;
  capped: boolean;
  /** Milliseconds playing the game (board generation excluded). */
  ms: number;
  /** The records-file line, when asked for. */
  line?: string;
}

/**
 * The record's board for a game of `players` on a board of `kind` drawn from `seed` (simulate's and
 * tournament's): 5 or 6 players on the extension's island (§14); `random` with no two red numbers
 * side by side, as the server's rooms make it.
 */
export function boardRecipe(kind: BoardKind, seed: string, players: number): GameRecord['board'] {
  if (kind === 'beginner') return 'beginner';
  return {
    generate: kind, seed,
    ...(kind === 'random' ? { options: { noAdjacentRed: true } } : {}),
    ...(players >= 5 ? { island: 'extension' } : {}),
  };
}

function boardJson(cfg: SimConfig, i: number): GameRecord['board'] {
  return boardRecipe(cfg.board, `${cfg.seed}/${i}`, cfg.colors.length);
}

/** The action a code and its outcome stand for, as the record writes it. */
function completed(action: Action, code: number, outcome: number): Action {
  const t = codeType(code);
  if (t === T_ROLL) return { ...action, dice: [Math.floor(outcome / 6) + 1, (outcome % 6) + 1] } as Action;
  if (t === T_BUY) return { ...action, card: DEV_CARDS[outcome]! } as Action;
  if (t === T_ROBBER && outcome >= 0) return { ...action, stolen: RESOURCES[outcome]! } as Action;
  return action;
}

export function simulateGame(cfg: SimConfig, i: number): SimGame {
  const json = boardJson(cfg, i);
  const board: Board | 'beginner' = json === 'beginner' ? 'beginner' : resolveBoard(json);
  const t0 = performance.now();
  const seed = `${cfg.seed}/${i}`;
  const s = newGame({ colors: cfg.colors, board, rules: cfg.rules, seed });
  const actions: Action[] | null = cfg.records ? [] : null;
  // A bank trade decodes the same after it is applied (rates change only by building).
  const r = playRandom(s, new Rng(`${cfg.seed}/${i}/players`), cfg.maxTurns,
    actions ? (code, outcome) => { actions.push(completed(decodeAction(s, code), code, outcome)); } : undefined);
  const ms = performance.now() - t0;
  const game: SimGame = { index: i, winner: r.winner, actions: r.actions, turns: r.turns, capped: r.capped, ms };
  if (actions) {
    const record: GameRecord = {
      format: 1, rules: recordRules(s.rules, cfg.colors.length), board: json, players: cfg.colors.map((color) => ({ color })), actions, seed,
    };
    const summary: Summary = summarize(s);
    game.line = JSON.stringify({ seed, players: cfg.colors.map(() => 'random'), winner: r.capped ? null : r.winner, turns: r.turns, summary, record });
  }
  return game;
}
