/**
 * The card tracker when hidden steals pile up (five and six players make many: every steal
 * between two others hides a card). Past a bound it can no longer keep every possible hand, and
 * what it keeps then must still hold the truth: seeded random logs of public production and
 * payments and hidden steals, checked against the true hands after every entry.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES, type LogEntry } from '../../web/src/wire.js';
import { trackHands } from '../../web/src/logic/tracker.js';
import { Rng } from '../../src/engine/index.js';

function randomLog(seed: string, seats: number, entries: number): { log: LogEntry[]; truth: number[][][] } {
  const rng = new Rng(seed);
  const hands = Array.from({ length: seats }, () => [0, 0, 0, 0, 0]);
  const log: LogEntry[] = [];
  const truth: number[][][] = [];
  for (let k = 0; k < entries; k++) {
    const roll = rng.int(10);
    const p = rng.int(seats);
    if (roll < 4) {
      // Production: public, one or two cards.
      const delta: Record<string, number> = {};
      for (let n = 1 + rng.int(2); n > 0; n--) { const r = rng.int(5); delta[RESOURCES[r]!] = (delta[RESOURCES[r]!] ?? 0) + 1; hands[p]![r]!++; }
      log.push({ k: 'act', action: { p, type: 'roll' }, events: [{ type: 'resources', p, delta }] } as LogEntry);
    } else if (roll < 7) {
      // A hidden steal between two seats other than the viewer (seat 0).
      const thief = 1 + rng.int(seats - 1), victim = 1 + rng.int(seats - 1);
      const kinds = [0, 1, 2, 3, 4].filter((r) => hands[victim]![r]! > 0);
      if (thief === victim || kinds.length === 0) continue;
      const r = kinds[rng.int(kinds.length)]!;
      hands[victim]![r]!--; hands[thief]![r]!++;
      log.push({ k: 'act', action: { p: thief, type: 'robber', hex: '0,0', victim }, events: [{ type: 'resourceCount', p: thief, delta: 1 }, { type: 'resourceCount', p: victim, delta: -1 }] } as LogEntry);
    } else {
      // A payment of one card the seat holds: public.
      const kinds = [0, 1, 2, 3, 4].filter((r) => hands[p]![r]! > 0);
      if (kinds.length === 0) continue;
      const r = kinds[rng.int(kinds.length)]!;
      hands[p]![r]!--;
      log.push({ k: 'act', action: { p, type: 'buy' }, events: [{ type: 'resources', p, delta: { [RESOURCES[r]!]: -1 } }] } as LogEntry);
    }
    truth.push(hands.map((h) => h.slice()));
  }
  return { log, truth };
}

describe('the card tracker past its bound on possible hands', () => {
  it('keeps every true count within its range, after every entry of 40 seeded logs of five seats', () => {
    let checks = 0, ranged = 0;
    for (let g = 0; g < 40; g++) {
      const { log, truth } = randomLog(`tracker-bounds/${g}`, 5, 120);
      for (let n = 1; n <= log.length; n++) {
        const hands = truth[n - 1]!;
        const tr = trackHands(log.slice(0, n), 5, hands.map((h) => h.reduce((a, b) => a + b, 0)));
        expect(tr.lost, `log ${g} entry ${n}`).toBe(false);
        for (let p = 0; p < 5; p++) {
          RESOURCES.forEach((r, i) => {
            const range = tr.hands[p]![r];
            expect(hands[p]![i], `log ${g} entry ${n} seat ${p} ${r}`).toBeGreaterThanOrEqual(range.min);
            expect(hands[p]![i], `log ${g} entry ${n} seat ${p} ${r}`).toBeLessThanOrEqual(range.max);
          });
          if (!tr.exact[p]) ranged++;
        }
        // The viewer's own hand is always exact.
        expect(tr.exact[0]).toBe(true);
        checks++;
      }
    }
    expect(checks).toBeGreaterThan(3000);
    expect(ranged).toBeGreaterThan(1000);
  });
});
