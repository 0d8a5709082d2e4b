/**
 * Figures for the end-of-game charts: the expected count of each dice total for the rolls
 * made, scales for bars, and where marks go so that none hides another. Pure arithmetic.
 */
import { RESOURCES } from '../wire.js';
import type { EndStats } from '../wire.js';

/** Ways to roll each total 2..12 with two dice (index 0 is 2). */
export const WAYS = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1] as const;

export function expectedDice(rolls: number): number[] {
  return WAYS.map((w) => (rolls * w) / 36);
}

/**
 * The end screen's table: the winner first, then by points. A player who reached the goal outside
 * their own turn (a build between turns, §14) can have as many points as the winner, or more, but
 * did not win (§10): they are listed as `notOwnTurn`, for the screen to say why.
 */
export function endStanding(end: EndStats, goal: number): { order: EndStats['vp']; notOwnTurn: EndStats['vp'] } {
  const order = [...end.vp].sort((a, b) => Number(b.seat === end.winner) - Number(a.seat === end.winner) || b.total - a.total);
  return { order, notOwnTurn: order.filter((v) => v.seat !== end.winner && v.total >= goal) };
}

/** A round upper bound for an axis holding `max`. */
export function niceMax(max: number): number {
  if (max <= 5) return 5;
  const step = max <= 20 ? 5 : max <= 50 ? 10 : 20;
  return Math.ceil(max / step) * step;
}

/** Per seat: cards received by resource, from the dice and otherwise, and the total. */
export function gainedRows(end: EndStats): { seat: number; dice: number[]; other: number[]; total: number }[] {
  return end.gained.map((g) => {
    const dice = RESOURCES.map((r) => g.dice[r]);
    const other = RESOURCES.map((r) => g.other[r]);
    return { seat: g.seat, dice, other, total: dice.reduce((a, b) => a + b, 0) + other.reduce((a, b) => a + b, 0) };
  });
}

/**
 * Centres for a row of marks of width `size` wanted at `xs` (in any order), none overlapping and
 * each within [lo, hi]: marks that would touch are pushed apart as a group, centred on where they
 * were wanted, keeping their order. The who-was-winning chart numbers its turning points this way:
 * two in neighbouring turns were drawn one over the other ("4" hidden under "5").
 */
export function spreadMarks(xs: readonly number[], size: number, lo: number, hi: number): number[] {
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x || a.i - b.i);
  /** A run of marks side by side: the first's index in `order`, how many, the sum of where they were wanted, the first's centre. */
  interface Run { from: number; n: number; sum: number; at: number }
  const place = (r: Run): Run => {
    const span = (r.n - 1) * size;
    return { ...r, at: Math.max(lo, Math.min(hi - span, r.sum / r.n - span / 2)) };
  };
  const runs: Run[] = [];
  order.forEach(({ x }, k) => {
    let run = place({ from: k, n: 1, sum: x, at: 0 });
    // Merge with the run before while they would overlap (the merged run may then reach the one before it).
    for (let prev = runs.at(-1); prev && prev.at + prev.n * size > run.at; prev = runs.at(-1)) {
      runs.pop();
      run = place({ from: prev.from, n: prev.n + run.n, sum: prev.sum + run.sum, at: 0 });
    }
    runs.push(run);
  });
  const out = new Array<number>(xs.length);
  for (const r of runs) for (let j = 0; j < r.n; j++) out[order[r.from + j]!.i] = r.at + j * size;
  return out;
}

/** The who-was-winning chart's frame, in SVG units: size, margins, and its turning points' badge radius. */
export const CHANCE_CHART = { W: 440, H: 190, left: 36, right: 10, top: 18, bottom: 22, badge: 7 } as const;

/** Where the chart draws the k-th of `count` points (one a turn) across. */
export function chanceX(k: number, count: number): number {
  const { W, left, right } = CHANCE_CHART;
  return left + (k / Math.max(1, count - 1)) * (W - left - right);
}

/** The centres of the turning points' numbered badges above the plot (`at`: their points), none over another and all inside. */
export function turningBadges(at: readonly number[], count: number): number[] {
  const { W, badge } = CHANCE_CHART;
  return spreadMarks(at.map((k) => chanceX(k, count)), 2 * badge + 2, badge + 1, W - badge - 1);
}
