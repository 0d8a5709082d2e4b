/**
 * Figures for the end-of-game charts: the expected count of each dice total for the rolls
 * made, and scales for bars. Pure arithmetic.
 */
import { RESOURCES } from '../wire.js';
import type { EndStats } from '../wire.js';

/** Ways to roll each total 2..12 with two dice (index 0 is 2). */
export const WAYS = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1] as const;

export function expectedDice(rolls: number): number[] {
  return WAYS.map((w) => (rolls * w) / 36);
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
