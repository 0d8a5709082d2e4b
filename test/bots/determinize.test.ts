// stateFromView builds a world consistent with a seat's view: public facts equal, own hand
// equal, hidden cards dealt so that every count (hands, bank, deck, cards) adds up.
import { describe, expect, it } from 'vitest';
import { audit, Game, legalActions, Rng, stateFromView, viewFor } from '../../src/engine/index.js';

describe('stateFromView', () => {
  it('gives the same view back, and a state whose cards and pieces add up, over a played game', () => {
    const game = Game.create({ colors: ['red', 'blue', 'white', 'orange'], board: 'beginner', seed: 'det' });
    const rng = new Rng('det');
    for (let step = 0; step < 1500 && game.state.phase !== 6; step++) {
      const legal = legalActions(game.state);
      game.apply(legal[rng.int(legal.length)]!);
      if (step % 10 !== 0) continue;
      for (let seat = 0; seat < 4; seat++) {
        const view = viewFor(game.state, seat);
        const world = stateFromView(view, game.state.board, rng);
        expect(audit(world)).toEqual([]);
        expect(viewFor(world, seat)).toEqual(view);
      }
    }
  });
});
