// Property suite, even-numbered games (test/property-games.ts has the properties).
import { describe, it } from 'vitest';
import { GAMES, checkGames } from './property-games.js';

describe('properties over seeded random complete games', () => {
  it(`${Math.ceil((GAMES - 0) / 2)} of ${GAMES} games (even): invariants, one winner on their own turn, replay, legality, views`, () => checkGames(0, 2), 240_000);
});
