// §13 trade acceptance as a table: (a) keeps one of each asked resource, (b) never gives more
// cards than it receives, (c) accepts only when the trade completes a build it could not pay
// for before; otherwise refuses. Every bot answers by these rules.
import { describe, expect, it } from 'vitest';
import { acceptsBy13 } from '../../src/bots/acceptance.js';
import { createBot, BOT_NAMES } from '../../src/bots/registry.js';
import { Game, viewFor, type Bundle, type ByResource } from '../../src/engine/index.js';

const hand = (b: Partial<ByResource<number>>): ByResource<number> => ({ brick: 0, wood: 0, wool: 0, grain: 0, ore: 0, ...b });

// Each row: the responder's hand, what it is asked to give, what it is offered, the answer.
const TABLE: { name: string; hand: ByResource<number>; asked: Bundle; offered: Bundle; accept: boolean }[] = [
  { name: 'completes a road (1 wool for the missing brick)', hand: hand({ wood: 1, wool: 2 }), asked: { wool: 1 }, offered: { brick: 1 }, accept: true },
  { name: 'completes a settlement', hand: hand({ brick: 1, wood: 1, wool: 1, ore: 2 }), asked: { ore: 1 }, offered: { grain: 1 }, accept: true },
  { name: 'completes a city', hand: hand({ grain: 2, ore: 2, wool: 3 }), asked: { wool: 1 }, offered: { ore: 1 }, accept: true },
  { name: 'completes a development card', hand: hand({ wool: 1, grain: 1, brick: 2 }), asked: { brick: 1 }, offered: { ore: 1 }, accept: true },
  { name: '(a) refuses to give its last card of an asked resource', hand: hand({ wood: 1, wool: 1 }), asked: { wool: 1 }, offered: { brick: 1 }, accept: false },
  { name: '(a) keeps one of each of two asked resources', hand: hand({ wood: 2, wool: 1, ore: 2 }), asked: { wool: 1, ore: 1 }, offered: { brick: 1, grain: 1 }, accept: false },
  { name: '(b) refuses to give more cards than it receives', hand: hand({ wood: 1, wool: 3 }), asked: { wool: 2 }, offered: { brick: 1 }, accept: false },
  { name: '(b) accepts receiving more than it gives', hand: hand({ wood: 1, wool: 2 }), asked: { wool: 1 }, offered: { brick: 1, ore: 1 }, accept: true },
  { name: '(c) refuses when no new build becomes payable', hand: hand({ wool: 3 }), asked: { wool: 1 }, offered: { ore: 1 }, accept: false },
  { name: '(c) a road already payable does not stop a settlement made payable', hand: hand({ brick: 1, wood: 1, wool: 2 }), asked: { wool: 1 }, offered: { grain: 1 }, accept: true },
  { name: '(c) a build already payable does not count', hand: hand({ brick: 2, wood: 2, wool: 2 }), asked: { wool: 1 }, offered: { brick: 1 }, accept: false },
  { name: 'refuses when it does not hold what is asked', hand: hand({ wood: 1 }), asked: { wool: 1 }, offered: { brick: 1 }, accept: false },
  { name: 'refuses a gift (nothing offered)', hand: hand({ wood: 1, wool: 2 }), asked: { wool: 1 }, offered: {}, accept: false },
];

describe('§13 trade acceptance table', () => {
  for (const row of TABLE) {
    it(`§13 ${row.name}`, () => {
      expect(acceptsBy13(row.hand, row.asked, row.offered)).toBe(row.accept);
    });
  }
});

describe('§13 every bot answers offers by the rule (stronger ones may only refuse more)', () => {
  const game = Game.create({ colors: ['red', 'blue', 'white', 'orange'], board: 'beginner', seed: 13 });
  const colors = game.state.colors;
  for (const name of BOT_NAMES) {
    it(`§13 ${name} never accepts against (a)–(c), and accepts the basic cases`, () => {
      const bot = createBot(name, { budgetMs: 5 });
      bot.init({ seat: 1, board: game.state.board, colors, rules: game.state.rules, seed: 1 });
      const base = viewFor(game.state, 1);
      for (const row of TABLE) {
        const view = { ...base, players: base.players.map((p) => (p.seat === 1 ? { ...p, resources: row.hand, resourceCount: Object.values(row.hand).reduce((a, b) => a + b, 0) } : p)) };
        const answer = bot.respond(view, { from: 0, give: row.offered, get: row.asked });
        if (!row.accept) expect(answer.type, row.name).not.toBe('accept');
        else if (name === 'random' || name === 'easy') expect(answer.type, row.name).toBe('accept');
      }
    });
  }
});
