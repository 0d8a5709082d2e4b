// A person's stand-in races for Largest Army (RULES.md §9): before its roll it plays a Knight
// whenever the Knights it holds, with those it has played, would take the army from its holder (a
// play-test: a stand-in ended a game holding three Knights while a friend took Largest Army with
// three). The medium level plays one only when that very Knight takes the army or the robber sits
// on its production (the hard bot's figures were measured against it: docs/bots.md).
import { describe, expect, it } from 'vitest';
import { chooseCode, MEDIUM, STAND_IN_POLICY } from '../../src/bots/policy.js';
import { Rng, resolveBoard } from '../../src/engine/index.js';
import { makeBot } from '../../src/server/bots.js';
import { CodeList, T_PLAY, codeType } from '../../src/engine/codes.js';
import { newGame } from '../../src/engine/game.js';
import { legalCodes } from '../../src/engine/legal.js';
import { seatToMove } from '../../src/engine/apply.js';
import { devCardCount, knightsPlayed, type GameState } from '../../src/engine/state.js';
import { applyCode } from '../../src/engine/step.js';
import { KNIGHT, LARGEST_ARMY_MIN, P_ENDED, P_ROLL } from '../../src/engine/vocabulary.js';

const COLORS = ['red', 'blue', 'white', 'orange'] as const;

/** A Knight the seat to move may play now (one bought before this turn), before its roll. */
function knightPlayable(s: GameState): boolean {
  const list = new CodeList();
  legalCodes(s, list);
  for (let i = 0; i < list.n; i++) if (codeType(list.codes[i]!) === T_PLAY && ((list.codes[i]! >>> 8) & 7) === KNIGHT) return true;
  return false;
}

/** The Knights held and played would take the army from whoever holds it (or claim it). */
function wouldTakeArmy(s: GameState, seat: number): boolean {
  const holder = s.largestArmy;
  if (holder === seat) return false;
  const need = Math.max(LARGEST_ARMY_MIN, holder < 0 ? 0 : knightsPlayed(s, holder) + 1);
  return knightsPlayed(s, seat) + devCardCount(s, seat, KNIGHT) >= need;
}

describe('§9 Largest Army: a stand-in races for it', () => {
  it('before its roll, a stand-in whose Knights would take the army plays one (over 60 seeded games of four such seats); the medium level does not always', () => {
    const plain = MEDIUM;
    let racing = 0, plainRolled = 0, taken = 0;
    for (let g = 0; g < 60; g++) {
      const s = newGame({ colors: [...COLORS], board: resolveBoard({ generate: 'variable', seed: `army/b/${g}` }), seed: `army/g/${g}` });
      const rng = new Rng(`army/p/${g}`);
      for (let n = 0; n < 5000 && s.phase !== P_ENDED; n++) {
        const seat = seatToMove(s);
        if (s.phase === P_ROLL && knightPlayable(s) && wouldTakeArmy(s, seat)) {
          racing++;
          const before = s.largestArmy;
          const code = chooseCode(s.clone(), rng, STAND_IN_POLICY);
          expect(codeType(code), `game ${g}, seat ${seat}: a Knight before the roll`).toBe(T_PLAY);
          expect((code >>> 8) & 7).toBe(KNIGHT);
          if (codeType(chooseCode(s.clone(), rng, plain)) !== T_PLAY) plainRolled++;
          applyCode(s, code);
          if (s.largestArmy === seat && before !== seat) taken++;
          continue;
        }
        applyCode(s, chooseCode(s, rng, STAND_IN_POLICY));
      }
    }
    // The games hold such moments, and the plain policy rolled at some of them: the test can tell the two apart.
    expect(racing).toBeGreaterThan(20);
    expect(plainRolled).toBeGreaterThan(0);
    expect(taken).toBeGreaterThan(0);
  });

  it('the server\'s stand-in plays by that policy, and a medium seat by the medium one', () => {
    const spec = { level: 'medium' as const, seat: 0, board: { generate: 'variable' as const, seed: 'army' }, colors: [...COLORS], rules: {}, seed: 'army' };
    const policyOf = (b: unknown) => (b as { policy: unknown }).policy;
    expect(policyOf(makeBot({ ...spec, standIn: true }))).toBe(STAND_IN_POLICY);
    expect(policyOf(makeBot(spec))).toBe(MEDIUM);
  });
});
