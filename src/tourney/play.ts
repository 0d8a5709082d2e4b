/**
 * One tournament game, as plain data: bots by name in list order, seats rotated by the game
 * index so every bot plays every seat equally often.
 */
import { botOptionsOf, createBot, type BotId } from '../bots/registry.js';
import { playBotGame } from '../bots/host.js';
import { summarize, type Color, type Rules } from '../engine/index.js';
import { boardRecipe } from '../sim/games.js';

export interface TourneyGameSpec {
  bots: BotId[];
  index: number;
  seed: string;
  board: 'beginner' | 'variable' | 'random' | 'balanced';
  budgetMs?: number;
  /** Search depth of `ab`. */
  depth?: number;
  /** Playouts a decision for the search bots (hard, expert) instead of a time budget: the same seed then gives the same games. */
  iterations?: number;
  rules?: Partial<Rules>;
  /** A game still on at this turn stops there without a winner (1000 when absent). */
  maxTurns?: number;
  /** Return the game as a records-file line (RECORD.md record, seed, bots by seat, summary). */
  records?: boolean;
}

export interface TourneyGameResult {
  index: number;
  /** Index in the bot list of the winner, or null (turn limit). */
  winner: number | null;
  /** VP by bot list index. */
  vp: number[];
  turns: number;
  /** Decision times (ms) by bot list index. */
  decisionMs: number[][];
  line?: string;
}

// Beginner colours; a 3-player beginner game leaves white out (§3); green and brown join for 5–6 (§14).
const COLORS6: Color[] = ['red', 'blue', 'white', 'orange', 'green', 'brown'];
const COLORS3: Color[] = ['red', 'blue', 'orange'];

/**
 * The name a record gives the bot of list entry `b`: its bot name, numbered in list order when the
 * list holds it more than once ("medium 2"), so that a replay tells the seats apart.
 */
export function recordName(bots: readonly string[], b: number): string {
  const name = bots[b]!;
  if (bots.filter((x) => x === name).length < 2) return name;
  return `${name} ${bots.slice(0, b + 1).filter((x) => x === name).length}`;
}

export function playTourneyGame(spec: TourneyGameSpec): TourneyGameResult {
  const n = spec.bots.length;
  const rot = spec.index % n;
  // seat s is played by bot list entry (s + rot) % n
  const order = Array.from({ length: n }, (_, s) => (s + rot) % n);
  const bots = order.map((b) => createBot(spec.bots[b]!, botOptionsOf(spec)));
  const boardJson = boardRecipe(spec.board, `${spec.seed}/board/${spec.index}`, n);
  const seed = `${spec.seed}/game/${spec.index}`;
  const r = playBotGame({
    bots, colors: n === 3 ? COLORS3 : COLORS6.slice(0, n), board: boardJson, rules: spec.rules ?? {}, seed,
    // The record names each seat's bot, so that a replay of it (the page's "Open a record file") says who played.
    names: order.map((b) => recordName(spec.bots, b)),
    ...(spec.budgetMs !== undefined ? { budgetMs: spec.budgetMs } : {}),
    ...(spec.maxTurns !== undefined ? { maxTurns: spec.maxTurns } : {}),
  });
  const vp = new Array<number>(n).fill(0);
  const decisionMs: number[][] = Array.from({ length: n }, () => []);
  order.forEach((b, seat) => { vp[b] = r.vp[seat]!; decisionMs[b] = r.decisionMs[seat]!; });
  const result: TourneyGameResult = { index: spec.index, winner: r.winner === null ? null : order[r.winner]!, vp, turns: r.turns, decisionMs };
  if (spec.records) {
    const record = { ...r.game.record, seed };
    result.line = JSON.stringify({ seed, players: order.map((b) => spec.bots[b]!), winner: r.winner, turns: r.turns, summary: summarize(r.game.state), record });
  }
  return result;
}
