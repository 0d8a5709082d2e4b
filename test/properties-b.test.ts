// Property suite, odd-numbered games (test/property-games.ts has the properties).
import { describe, it } from 'vitest';
import { GAMES, checkGames } from './property-games.js';

describe('properties over seeded random complete games', () => {
  it(`${Math.ceil((GAMES - 1) / 2)} of ${GAMES} games (odd): invariants, one winner on their own turn, replay, legality, views`, () => checkGames(1, 2), 240_000);
});
