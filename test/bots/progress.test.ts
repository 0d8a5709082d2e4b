// The medium policy plays its progress cards (RULES.md §8: Road Building, Year of Plenty, Monopoly).
// It valued each play one step on, where the card's worth in hand always outweighed what it had just
// given (two roads not yet placed, two cards short of any build): it ended its games holding most of
// the deck's Road Building and Year of Plenty cards, and a play-test saw a medium bot hold eight cards.
import { describe, expect, it } from 'vitest';
import { chooseCode, EASY, MEDIUM, type PolicyOptions } from '../../src/bots/policy.js';
import { Rng, resolveBoard } from '../../src/engine/index.js';
import { T_PLAY, codeType, playCard } from '../../src/engine/codes.js';
import { newGame } from '../../src/engine/game.js';
import { devCardCount } from '../../src/engine/state.js';
import { applyCode } from '../../src/engine/step.js';
import { KNIGHT, MONOPOLY, P_ENDED, ROAD_BUILDING, YEAR_OF_PLENTY } from '../../src/engine/vocabulary.js';

const COLORS = ['red', 'blue', 'white', 'orange'] as const;
const PROGRESS = [ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY] as const;

/** Over `games` seeded games of four seats playing `policy`: progress cards played, and those still held at the end. */
function tally(policy: PolicyOptions, games: number): { played: Record<number, number>; held: number; ended: number } {
  const played: Record<number, number> = { [KNIGHT]: 0, [ROAD_BUILDING]: 0, [YEAR_OF_PLENTY]: 0, [MONOPOLY]: 0 };
  let held = 0, ended = 0;
  for (let g = 0; g < games; g++) {
    const s = newGame({ colors: [...COLORS], board: resolveBoard({ generate: 'variable', seed: `progress/b/${g}` }), seed: `progress/g/${g}` });
    const rng = new Rng(`progress/p/${g}`);
    for (let n = 0; n < 5000 && s.phase !== P_ENDED; n++) {
      const code = chooseCode(s, rng, policy);
      if (codeType(code) === T_PLAY && playCard(code) in played) played[playCard(code)]!++;
      applyCode(s, code);
    }
    if (s.phase !== P_ENDED) continue;
    ended++;
    for (let p = 0; p < COLORS.length; p++) for (const c of PROGRESS) held += devCardCount(s, p, c);
  }
  return { played, held, ended };
}

describe('§8 progress cards: the medium policy plays them', () => {
  it('plays Road Building, Year of Plenty and Monopoly, and ends few games holding one (60 seeded games); the earlier rule held most', () => {
    const now = tally(MEDIUM, 60);
    const before = tally({ ...MEDIUM, playsProgress: false }, 60);
    expect(now.ended).toBe(60);
    expect(before.ended).toBe(60);
    for (const c of PROGRESS) expect(now.played[c], `card ${c} played`).toBeGreaterThan(20);
    // The deck holds two of each (§8): six a game. Held at the end now: fewer than one a game (35 when
    // written); by the earlier rule, more than half of them (240, and not one Road Building or Year of Plenty played).
    expect(now.held).toBeLessThan(60);
    expect(before.held).toBeGreaterThan(60 * 6 / 2);
    expect(before.played[ROAD_BUILDING] + before.played[YEAR_OF_PLENTY]).toBeLessThan(now.played[ROAD_BUILDING] + now.played[YEAR_OF_PLENTY]);
  });

  it('the easy level plays them by the same rule (60 seeded games): it played them only by its random moves, and held four times as many at the end (42 when written, now 11)', () => {
    const now = tally(EASY, 60);
    const before = tally({ ...EASY, playsProgress: false }, 60);
    expect(now.ended).toBe(60);
    for (const c of PROGRESS) expect(now.played[c], `card ${c} played`).toBeGreaterThan(20);
    expect(now.held).toBeLessThan(before.held / 2);
  });

  it('knightKeep (for measuring): a Knight valued by playing it out is played more often than by the rule that keeps it (30 seeded games)', () => {
    const kept = tally(MEDIUM, 30), played = tally({ ...MEDIUM, knightKeep: 0 }, 30);
    expect(played.played[KNIGHT]).toBeGreaterThan(kept.played[KNIGHT] * 1.1);
  });
});
