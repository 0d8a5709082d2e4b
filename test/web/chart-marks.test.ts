/**
 * The who-was-winning chart's turning points (a learner's play-test): two in neighbouring turns
 * drew their numbered badges one over the other ("4" hidden under "5"), the more so with six
 * players and long games. spreadMarks places such marks side by side, centred on where they were
 * wanted and in their order; turningBadges is the chart's use of it, checked here on real
 * finished games of 3, 4 and 6 players.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE_CHART, chanceX, spreadMarks, turningBadges } from '../../web/src/logic/stats.js';
import { loadReplay, type LoadedReplay } from '../../web/src/logic/replay.js';
import { seriesOf } from '../../web/src/logic/winning.js';
import { soloGameWithRecord } from './fixture.js';

/** No two marks of width `size` overlap. */
function apart(centres: readonly number[], size: number): boolean {
  const s = [...centres].sort((a, b) => a - b);
  return s.every((c, i) => i === 0 || c - s[i - 1]! >= size - 1e-9);
}

describe('marks side by side, none over another', () => {
  it('marks far apart stay where they were wanted', () => {
    expect(spreadMarks([20, 100, 300], 16, 8, 432)).toEqual([20, 100, 300]);
    expect(spreadMarks([], 16, 8, 432)).toEqual([]);
  });

  it('regression: two in neighbouring turns (6 units apart) are pushed apart evenly about where they were wanted', () => {
    expect(spreadMarks([200, 206], 16, 8, 432)).toEqual([195, 211]);
    // The same place twice (two turning points on one point of the series).
    expect(spreadMarks([150, 150], 16, 8, 432)).toEqual([142, 158]);
  });

  it('a group that reaches the one before it joins it; the order is kept, whatever order they are given in', () => {
    const c = spreadMarks([100, 112, 118, 124], 16, 8, 432);
    expect(apart(c, 16)).toBe(true);
    expect(c).toEqual([...c].sort((a, b) => a - b));
    expect(c.reduce((a, b) => a + b, 0) / 4).toBeCloseTo((100 + 112 + 118 + 124) / 4, 9);
    expect(spreadMarks([124, 100, 118, 112], 16, 8, 432)).toEqual([c[3], c[0], c[2], c[1]]);
  });

  it('at the edges they stay inside the chart, the group moved in', () => {
    expect(spreadMarks([430, 432], 16, 8, 432)).toEqual([416, 432]);
    expect(spreadMarks([2, 5, 9], 16, 8, 432)).toEqual([8, 24, 40]);
  });
});

describe('the who-was-winning chart\'s turning points, in real games', () => {
  it('3, 4 and 6 players: every numbered badge readable (none over another, all inside), each near its turn', async () => {
    const { W, badge } = CHANCE_CHART;
    const bots = ['medium', 'easy', 'medium', 'easy', 'medium'] as const;
    let crowded = 0;
    for (const players of [3, 4, 6] as const) {
      const { record } = await soloGameWithRecord({
        players, name: 'Ana', color: 'red', bots: [...bots.slice(0, players - 1)], board: { kind: 'variable', seed: `marks-${players}` }, rules: {}, seed: `marks-${players}`, paceMs: 0,
      });
      const r = loadReplay(record) as LoadedReplay;
      expect('problem' in r).toBe(false);
      const series = seriesOf(r.states, r.steps);
      const n = series.points.length;
      const at = series.turning.map((tp) => tp.at);
      expect(at.length, `${players} players: turning points`).toBeGreaterThan(1);
      const wanted = at.map((k) => chanceX(k, n));
      const placed = turningBadges(at, n);
      if (!apart(wanted, 2 * badge)) crowded++;
      expect(apart(placed, 2 * badge), `${players} players: ${wanted.map((x) => x.toFixed(0)).join(' ')} → ${placed.map((x) => x.toFixed(0)).join(' ')}`).toBe(true);
      for (const [i, c] of placed.entries()) {
        expect(c).toBeGreaterThanOrEqual(badge);
        expect(c).toBeLessThanOrEqual(W - badge);
        // Numbered in turn order, left to right, and never further from its turn than the badges beside it make it.
        if (i > 0) expect(c).toBeGreaterThan(placed[i - 1]!);
        expect(Math.abs(c - wanted[i]!)).toBeLessThanOrEqual(at.length * (2 * badge + 2));
      }
    }
    // These seeded games include turning points in neighbouring turns (the case the badges were drawn over each other in).
    expect(crowded).toBeGreaterThan(0);
  }, 120_000);
});
