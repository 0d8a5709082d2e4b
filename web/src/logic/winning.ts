/**
 * Who was winning: each player's chance of winning, turn by turn, from the learned model the
 * hard bot uses (src/bots/learned.ts: a softmax over the seats of a linear score of features
 * a player can read off the table). Two sources, never mixed:
 *  - a finished game, from everything (its record replayed: every hand and card known);
 *  - a game in play, from what this seat's view shows only (what the view hides is sampled
 *    from what is unseen, several times, and averaged: the hidden truth is never read).
 * The turning points are the single moves that changed someone's chance the most (a 7 and its
 * steal, Longest Road changing hands, a city…). Pure and loaded on demand (it brings the engine).
 */
import { gameScore, setupScore, winChance } from '../../../src/bots/learned.js';
import {
  PHASES, Rng, parseBoard, stateFromView, type Action, type BoardJson, type GameEvent, type GameState, type GameView,
} from '../wire.js';

export type TurningKind = 'seven' | 'knight' | 'longestRoad' | 'largestArmy' | 'city' | 'settlement' | 'monopoly' | 'trade' | 'card' | 'win' | 'other';

export interface TurningPoint {
  /** Index into the series' points. */
  at: number;
  /** The turn it happened in. */
  turn: number;
  kind: TurningKind;
  /** The seat whose chance moved the most, and by how much (−1…1). */
  seat: number;
  change: number;
  /** The seat that made the move. */
  by: number;
  /** The move's step in the record (it has happened once a replay stands at this step or later). */
  step: number;
}

export interface ChanceSeries {
  /** One point per turn (after set-up) and one at the end: the turn and every seat's chance. */
  points: { turn: number; chances: number[] }[];
  turning: TurningPoint[];
}

const phaseName = (s: GameState) => PHASES[s.phase]!;

/** Every seat's chance at a position: equal during set-up, the set-up model after it, the game model later, certain at the end. */
export function chancesAt(s: GameState): number[] {
  const n = s.players;
  if (phaseName(s) === 'ended') return Array.from({ length: n }, (_, p) => (p === s.winner ? 1 : 0));
  if (phaseName(s) === 'setup') return Array(n).fill(1 / n) as number[];
  const score = s.turn <= 1 && !s.rolled ? setupScore : gameScore;
  return Array.from({ length: n }, (_, p) => winChance(s, p, score));
}

/** `knight`: whether the robber now moving was sent by a Knight (§9) rather than a 7 (§6). */
function kindOf(action: Action, events: readonly GameEvent[], knight: boolean): TurningKind {
  if (events.some((e) => e.type === 'longestRoad')) return 'longestRoad';
  if (events.some((e) => e.type === 'largestArmy')) return 'largestArmy';
  switch (action.type) {
    case 'roll': return action.dice && action.dice[0] + action.dice[1] === 7 ? 'seven' : 'other';
    // A Knight's robber and steal read as "a 7" in the end screen's turning points (a play-test).
    case 'robber': return knight ? 'knight' : 'seven';
    case 'build': return action.piece === 'city' ? 'city' : action.piece === 'settlement' ? 'settlement' : 'other';
    case 'play': return action.card === 'knight' ? 'knight' : action.card === 'monopoly' ? 'monopoly' : 'card';
    case 'trade': case 'bankTrade': return 'trade';
    default: return 'other';
  }
}

/**
 * The point of a finished game's series that a replay standing at `turn` has reached: the last
 * turn's opening at or before it, and the end itself only once the replay is there (`atEnd`):
 * before, the last turn would show the winner at 100% too early.
 */
/**
 * The turning points to show: in a replay standing at `step`, those whose move has been made (a
 * point's turn starts before its roll, so by turn alone "a 7" showed before the dice); otherwise
 * those up to the point `upTo`.
 */
export function turningShown(series: ChanceSeries, upTo: number, step?: number): TurningPoint[] {
  return series.turning.filter((tp) => (step === undefined ? tp.at <= upTo : tp.step <= step));
}

export function pointAt(series: ChanceSeries, turn: number, atEnd: boolean): number {
  const n = series.points.length;
  if (atEnd || n === 0) return Math.max(0, n - 1);
  let at = 0;
  for (let i = 0; i < n - 1; i++) if (series.points[i]!.turn <= turn) at = i;
  return at;
}

/**
 * A finished game's series from its replayed states (states[k] after k actions) and steps.
 * `top` turning points are kept, at most one per turn.
 */
export function seriesOf(states: readonly GameState[], steps: readonly { action: Action; events: readonly GameEvent[] }[], top = 5): ChanceSeries {
  const points: ChanceSeries['points'] = [];
  const moves: { k: number; turn: number; seat: number; change: number; by: number; kind: TurningKind; won: boolean }[] = [];
  let prev = chancesAt(states[0]!);
  // What sent the robber last: a Knight played, or a 7 rolled.
  let byKnight = false;
  for (let k = 1; k < states.length; k++) {
    const s = states[k]!;
    const before = states[k - 1]!;
    const now = chancesAt(s);
    const step = steps[k - 1]!;
    // A point at the start of each turn after set-up (the roll that opens it), and at the end.
    if (phaseName(before) !== 'setup' && step.action.type === 'roll' || phaseName(s) === 'ended' || (phaseName(before) === 'setup' && phaseName(s) !== 'setup')) {
      points.push({ turn: s.turn, chances: phaseName(s) === 'ended' ? now : chancesAt(before) });
    }
    if (phaseName(before) !== 'setup') {
      let seat = 0, change = 0;
      now.forEach((c, p) => { const d = c - prev[p]!; if (Math.abs(d) > Math.abs(change)) { change = d; seat = p; } });
      // The move that won names its turn by what it was (a city, Longest Road…), made by the winner;
      // one that is no such move (a card bought, or the next turn beginning after the special
      // building phase, §14) is "the winning move".
      const won = phaseName(s) === 'ended';
      if (step.action.type === 'play' && step.action.card === 'knight') byKnight = true;
      if (step.action.type === 'roll' && step.action.dice && step.action.dice[0] + step.action.dice[1] === 7) byKnight = false;
      const kind = kindOf(step.action, step.events, byKnight);
      moves.push({ k, turn: s.turn, seat, change, by: won ? s.winner : step.action.p, kind: won && kind === 'other' ? 'win' : kind, won });
    }
    prev = now;
  }
  // The biggest single moves, one a turn, placed on the point of their turn; the last turn is
  // always the move that won it (a trade before the winning city had read as the turning point).
  const byTurn = new Map<number, (typeof moves)[number]>();
  for (const m of moves) { const o = byTurn.get(m.turn); if (!o || Math.abs(m.change) > Math.abs(o.change)) byTurn.set(m.turn, m); }
  const final = moves.find((m) => m.won);
  if (final) byTurn.set(final.turn, final);
  const pointOf = (turn: number) => { let at = 0; points.forEach((p, i) => { if (p.turn <= turn) at = i; }); return at; };
  const biggest = [...byTurn.values()].filter((m) => m.kind !== 'other' && m !== final).sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
  const turning = [...biggest.slice(0, final ? top - 1 : top), ...(final ? [final] : [])]
    .map((m) => ({ at: pointOf(m.turn), turn: m.turn, kind: m.kind, seat: m.seat, change: m.change, by: m.by, step: m.k }))
    .sort((a, b) => a.turn - b.turn);
  return { points, turning };
}

/**
 * The chances now from one seat's view only: what it cannot see is sampled `samples` times
 * from what is unseen (a fixed seed: the same view gives the same figure) and averaged.
 */
export function chancesFromView(view: GameView, board: BoardJson, samples = 12): number[] {
  const n = view.players.length;
  if (view.phase === 'ended') return Array.from({ length: n }, (_, p) => (p === view.winner ? 1 : 0));
  if (view.phase === 'setup') return Array(n).fill(1 / n) as number[];
  const b = parseBoard(board);
  const rng = new Rng(7919 + view.turn);
  const sum = Array(n).fill(0) as number[];
  for (let i = 0; i < samples; i++) {
    const s = stateFromView(view, b, rng);
    for (let p = 0; p < n; p++) sum[p]! += winChance(s, p, gameScore);
  }
  return sum.map((x) => x / samples);
}
