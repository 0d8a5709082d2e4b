// RULES.md §4 (a 7): every player over the limit discards half, in any order. The server lets a
// bot discard without waiting for a person who owes one before it, and `catan decide` answers
// for the seat named by "toMove": a bot asked for its discard while an earlier seat still owes
// must make its own best discard, not the first one its legal list happens to hold.
import { describe, expect, it } from 'vitest';
import { createBot, type BotId } from '../../src/bots/registry.js';
import { handValue } from '../../src/bots/policy.js';
import { SearchBot } from '../../src/bots/search.js';
import { Game, P_DISCARD, P_ENDED, RESOURCES, legalActions, seatToMove, viewFor, type Action, type GameState } from '../../src/engine/index.js';

const COLORS = ['red', 'blue', 'white', 'orange'] as const;

/** Discard phases of seeded medium games in which two or more seats owe (the state, cloned). */
function discardPhases(wanted: number): GameState[] {
  const found: GameState[] = [];
  for (let g = 0; g < 300 && found.length < wanted; g++) {
    const game = Game.create({ colors: [...COLORS], board: 'beginner', rules: {}, seed: `discards-${g}` });
    const bots = COLORS.map(() => createBot('medium'));
    bots.forEach((b, seat) => b.init({ seat, board: game.state.board, colors: [...COLORS], rules: game.state.rules, seed: `discards-${g}` }));
    while (game.state.phase !== P_ENDED && game.state.turn < 300) {
      const s = game.state;
      if (s.phase === P_DISCARD && found.length < wanted && new Set(legalActions(s).map((a) => a.p)).size >= 2) found.push(s.clone());
      const seat = seatToMove(s);
      const res = game.apply(bots[seat]!.decide(viewFor(s, seat), legalActions(s).filter((a) => a.p === seat)));
      if (!res.ok) throw new Error(res.error.message);
    }
  }
  return found;
}

/** The policy's worth of the hand a discard leaves. */
function leftValue(s: GameState, a: Action): number {
  if (a.type !== 'discard') throw new Error(`not a discard: ${JSON.stringify(a)}`);
  const hand = viewFor(s, a.p).players[a.p]!.resources!;
  return handValue(RESOURCES.map((r) => hand[r] - (a.cards[r] ?? 0)));
}

describe('§4 discards in any order: a bot asked after an earlier seat still owes', () => {
  const phases = discardPhases(8);
  it('finds positions where two or more seats owe', () => expect(phases.length).toBe(8));

  for (const name of ['easy', 'medium', 'hard', 'expert', 'ab'] as BotId[]) {
    it(`${name} makes its own best discard, not its list's first`, () => {
      let differs = 0;
      for (const s of phases) {
        const first = seatToMove(s);
        for (const q of new Set(legalActions(s).map((a) => a.p))) {
          if (q === first) continue;
          const legal = legalActions(s).filter((a) => a.p === q);
          const bot = createBot(name, { budgetMs: 5 });
          bot.init({ seat: q, board: s.board, colors: [...COLORS], rules: s.rules, seed: 'd' });
          const chosen = bot.decide(viewFor(s, q), legal);
          expect(chosen.p).toBe(q);
          const best = Math.max(...legal.map((a) => leftValue(s, a)));
          expect(leftValue(s, chosen), `${name} seat ${q}`).toBeCloseTo(best, 9);
          if (leftValue(s, legal[0]!) < best - 1e-9) differs++;
        }
      }
      // The positions are ones where the first listed discard is not the best.
      expect(differs).toBeGreaterThan(0);
    });
  }

  it('the hard bot with searched discards (searchDiscard) plays out its own discards only', () => {
    for (const s of phases) {
      const first = seatToMove(s);
      for (const q of new Set(legalActions(s).map((a) => a.p))) {
        const legal = legalActions(s).filter((a) => a.p === q);
        const bot = new SearchBot(5, { iterations: 4, searchDiscard: true });
        bot.init({ seat: q, board: s.board, colors: [...COLORS], rules: s.rules, seed: 'd' });
        const chosen = bot.decide(viewFor(s, q), legal);
        expect(legal, `seat ${q} (first owing ${first})`).toContainEqual(chosen);
        expect(bot.lastIterations).toBe(4);
      }
    }
  });
});
