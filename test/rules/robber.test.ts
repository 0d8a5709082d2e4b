// RULES.md §6 The robber: it must move (the desert allowed), the mover must pick a victim among
// opponents with a building there (even one with no cards), development cards are never stolen,
// and a 7 moves it again after a Knight played before the roll.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, viewFor, type Action } from '../../src/engine/index.js';
import { act, cards, corners, deny, full, hand, info, play, rec, refusal, seats, start, type Seat } from './fixtures.js';

/**
 * Seat 0 moves the robber after a 7. Hex 1,0 (forest 3) has seat 1 (2 ore, a knight card) on its
 * north corner and seat 2 (no cards) on its south corner. Seat 3 holds only development cards and
 * sits on 0,-1,N (hexes 0,-1, 0,-2 and 1,-2). Seat 0 itself sits on -2,1,N.
 */
function robberPhase(over: Record<number, Seat> = {}, extra: object = {}) {
  return rec({
    current: 0, phase: 'robber', rolled: true, robber: '0,0', ...extra,
    players: seats(4, {
      0: { settlements: ['-2,1,N'] },
      1: { settlements: ['1,0,N'], resources: { ore: 2 }, devCards: { knight: 1 } },
      2: { settlements: ['1,0,S'] },
      3: { settlements: ['0,-1,N'], devCards: { monopoly: 1, knight: 2 } },
      ...over,
    }),
  });
}
const rob = (hex: string, victim?: number, stolen?: 'ore' | 'wool'): Action =>
  ({ p: 0, type: 'robber', hex, ...(victim === undefined ? {} : { victim }), ...(stolen ? { stolen } : {}) }) as Action;

describe('§6 where the robber goes', () => {
  it('§6 the robber must move to a different hex', () => {
    const s = start(robberPhase());
    const err = deny(s, rob('0,0'));
    expect(err.code).toBe('robber-must-move');
    expect(err.message).toContain('§6');
    expect(legalActions(s).some((a) => a.type === 'robber' && a.hex === '0,0')).toBe(false);
  });

  it('§6 the desert is allowed', () => {
    const s = start(robberPhase({}, { robber: '1,0' }));
    const t = act(s, rob('0,0'));
    expect(viewFor(t, 0).robber).toBe('0,0');
    expect(info(t).phase).toBe('main');
  });

  it('§6 every other land hex is a destination, with one choice per opponent there', () => {
    const s = start(robberPhase());
    const moves = legalActions(s).filter((a) => a.type === 'robber') as Extract<Action, { type: 'robber' }>[];
    expect(new Set(moves.map((a) => a.hex)).size).toBe(18);
    expect(moves.filter((a) => a.hex === '1,0').map((a) => a.victim).sort()).toEqual([1, 2]);
    expect(moves.filter((a) => a.hex === '2,-2')).toEqual([{ p: 0, type: 'robber', hex: '2,-2' }]);
  });

  it('§6 while on a hex, that hex produces nothing', () => {
    const s = act(start(robberPhase()), rob('1,0', 2), { p: 0, type: 'end' }, { p: 1, type: 'roll', dice: [1, 2] });
    expect(hand(s, 1).wood).toBe(0);
    expect(hand(s, 2).wood).toBe(0);
    const control = act(start(robberPhase()), rob('2,-2'), { p: 0, type: 'end' }, { p: 1, type: 'roll', dice: [1, 2] });
    expect(hand(control, 1).wood).toBe(1);
    expect(hand(control, 2).wood).toBe(1);
  });
});

describe('§6 the steal', () => {
  it('§6 the mover takes one card from the chosen victim', () => {
    const t = act(start(robberPhase()), rob('1,0', 1, 'ore'));
    expect(hand(t, 0)).toEqual(full({ ore: 1 }));
    expect(hand(t, 1)).toEqual(full({ ore: 1 }));
  });

  it('§6 choosing a victim is compulsory when an opponent has a building there', () => {
    const err = deny(start(robberPhase()), rob('1,0'));
    expect(err.code).toBe('victim-required');
    expect(err.message).toContain('§6');
  });

  it('§6 a victim with no cards may be chosen: nothing is stolen, and there is no second pick', () => {
    const s = start(robberPhase());
    // The refusal is about the victim chosen, who holds nothing, while seat 1 on the same hex holds cards.
    expect(deny(s, rob('1,0', 2, 'ore')).message).toBe('seat 2 holds no cards, so nothing is stolen from them (§6)');
    const t = act(s, rob('1,0', 2));
    expect(cards(t, 0)).toBe(0);
    expect(hand(t, 1)).toEqual(full({ ore: 2 }));
    expect(info(t).phase).toBe('main');
    expect(deny(t, rob('2,-2')).message).toContain('§6');
  });

  it('§6 the victim must be an opponent with a building on the hex', () => {
    const s = start(robberPhase());
    expect(deny(s, rob('1,0', 3)).message).toContain('§6'); // seat 3 is elsewhere
    expect(deny(s, rob('-2,1', 0)).message).toContain('§6'); // the mover never robs themselves
    const t = act(s, rob('-2,1')); // only the mover's own building there: no steal
    expect(cards(t, 0)).toBe(0);
  });

  it('§6 with no opponent on the hex there is no steal', () => {
    const s = start(robberPhase());
    expect(deny(s, rob('2,-2', 1)).message).toContain('§6');
    const t = act(s, rob('2,-2'));
    expect([cards(t, 0), cards(t, 1)]).toEqual([0, 2]);
  });

  it('§6 development cards cannot be stolen', () => {
    const s = start(robberPhase());
    expect(deny(s, rob('0,-2', 3, 'ore')).code).toBe('outcome-impossible');
    const t = act(s, rob('0,-2', 3));
    expect(cards(t, 0)).toBe(0);
    expect(info(t).players[3]!.devCards).toEqual({ knight: 2, victoryPoint: 0, roadBuilding: 0, yearOfPlenty: 0, monopoly: 1 });
    expect(info(t).players[0]!.devCards.monopoly).toBe(0);
  });

  it('§6 the stolen card is one the victim holds; live play draws it at random from the hand', () => {
    const s = start(robberPhase());
    expect(deny(s, rob('1,0', 1, 'wool')).code).toBe('outcome-impossible');
    const live = apply(s, rob('1,0', 1));
    expect(live.ok && live.action).toEqual({ p: 0, type: 'robber', hex: '1,0', victim: 1, stolen: 'ore' });
  });

  it('§6 a record must write down the stolen card when the victim holds cards', () => {
    const r = robberPhase();
    r.actions = [{ p: 0, type: 'robber', hex: '1,0', victim: 1 }];
    expect(refusal(r).at).toBe(0);
    r.actions = [{ p: 0, type: 'robber', hex: '1,0', victim: 1, stolen: 'ore' }];
    expect(hand(play(r), 0).ore).toBe(1);
  });
});

describe('§6 what moves it', () => {
  const knightFirst = (hands: Record<number, Seat>) => rec({
    current: 0, phase: 'roll',
    players: seats(4, { 0: { settlements: ['-2,1,N'], devCards: { knight: 1 } }, 1: { settlements: ['1,0,N'], resources: { ore: 2 } }, ...hands }),
  });

  it('§6 a Knight moves the robber without any discards', () => {
    const s = act(start(knightFirst({ 2: { resources: { brick: 5, wood: 5 } } })), { p: 0, type: 'play', card: 'knight' });
    expect(info(s).phase).toBe('robber');
    expect(viewFor(s, 'spectator').players[2]!.owes).toBe(0);
    const t = act(s, { p: 0, type: 'robber', hex: '1,0', victim: 1, stolen: 'ore' });
    expect(info(t).phase).toBe('roll'); // played before the roll: the roll follows
    expect(cards(t, 2)).toBe(10);
  });

  it('§6 a 7 always moves the robber, even after a Knight played before the roll', () => {
    let s = start(knightFirst({ 2: { resources: { brick: 5, wood: 5 } } }));
    s = act(s,
      { p: 0, type: 'play', card: 'knight' },
      { p: 0, type: 'robber', hex: '1,0', victim: 1, stolen: 'ore' },
      { p: 0, type: 'roll', dice: [6, 1] },
    );
    expect(info(s).phase).toBe('discard');
    s = act(s, { p: 2, type: 'discard', cards: { brick: 5 } });
    expect(info(s).phase).toBe('robber');
    expect(deny(s, { p: 0, type: 'robber', hex: '1,0', victim: 1 }).code).toBe('robber-must-move');
    s = act(s, { p: 0, type: 'robber', hex: '2,0' });
    expect(info(s).robber).toBe('2,0');
    expect(info(s).phase).toBe('main');
  });
});

// The fixture's hex really has seats 1 and 2 on two of its corners.
it('§6 fixture check: 1,0,N and 1,0,S are corners of 1,0', () => {
  expect(corners('1,0')).toContain('1,0,N');
  expect(corners('1,0')).toContain('1,0,S');
});
