// RULES.md §8 Development cards: one a turn, not the turn it was bought, Victory Point cards
// never played, and each card's effect (Knight, Road Building, Year of Plenty, Monopoly).
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Action, type Bundle } from '../../src/engine/index.js';
import { DEV_COST, act, cards, deny, full, hand, info, network, rec, seats, start, type Pos, type Seat } from './fixtures.js';

const at = (me: Seat, others: Record<number, Seat> = {}, extra: Partial<Pos> = {}) =>
  start(rec({ current: 0, phase: 'main', ...extra, players: seats(4, { 0: me, ...others }) }));
const playCard = (card: 'knight' | 'roadBuilding' | 'monopoly' | 'victoryPoint'): Action => ({ p: 0, type: 'play', card });
const yop = (take: Bundle): Action => ({ p: 0, type: 'play', card: 'yearOfPlenty', take });
const monopoly = (resource: 'wool' | 'ore'): Action => ({ p: 0, type: 'play', card: 'monopoly', resource });
const quietTurn = (p: number): Action[] => [{ p, type: 'roll', dice: [1, 1] }, { p, type: 'end' }];

describe('§8 when a card may be played', () => {
  it('§8 at most one development card is played per turn', () => {
    const s = at({ devCards: { monopoly: 1, yearOfPlenty: 1 } }, { 1: { resources: { wool: 2 } } });
    const t = act(s, monopoly('wool'));
    const err = deny(t, yop({ ore: 2 }));
    expect(err.code).toBe('one-card-per-turn');
    expect(err.message).toContain('§8');
    expect(legalActions(t).some((a) => a.type === 'play')).toBe(false);
  });

  it('§8 a card played before the roll is the turn\'s one card', () => {
    const s = at({ settlements: ['0,-1,N'], devCards: { knight: 1, monopoly: 1 } }, {}, { phase: 'roll' });
    const t = act(s, playCard('knight'), { p: 0, type: 'robber', hex: '2,-2' }, { p: 0, type: 'roll', dice: [2, 2] });
    expect(deny(t, monopoly('ore')).code).toBe('one-card-per-turn');
  });

  it('§8 a card bought this turn cannot be played this turn, but can on a later turn', () => {
    const s = at({ settlements: ['0,-1,N'], resources: DEV_COST }, {}, { devDeck: { knight: 1 } });
    const t = act(s, { p: 0, type: 'buy', card: 'knight' });
    const err = deny(t, playCard('knight'));
    expect(err.code).toBe('bought-this-turn');
    expect(err.message).toContain('§8');
    const later = act(t, { p: 0, type: 'end' }, ...quietTurn(1), ...quietTurn(2), ...quietTurn(3), playCard('knight'));
    expect(info(later).phase).toBe('robber');
  });

  it('§8 an older card of the same kind may be played beside one bought this turn', () => {
    const s = at({ devCards: { knight: 2 }, boughtThisTurn: { knight: 1 } });
    const t = act(s, playCard('knight'), { p: 0, type: 'robber', hex: '2,-2' });
    expect(info(t).players[0]!.devCards.knight).toBe(1);
    expect(info(t).players[0]!.knightsPlayed).toBe(1);
  });

  it('§8 cards are not played while discards or the robber are pending', () => {
    for (const phase of ['robber', 'discard'] as const) {
      const s = at({ devCards: { monopoly: 1 }, resources: { ore: 8 } }, {}, { phase, ...(phase === 'discard' ? { owes: { 0: 4 } } : {}) });
      expect(deny(s, monopoly('ore')).message, phase).toContain('§8');
    }
  });
});

describe('§8 Victory Point cards', () => {
  it('§8 a Victory Point card is never played; it counts, hidden, from purchase', () => {
    const s = at({ settlements: ['0,-1,N'], resources: DEV_COST }, {}, { devDeck: { victoryPoint: 1 } });
    const t = act(s, { p: 0, type: 'buy', card: 'victoryPoint' });
    expect(info(t).players[0]!.vp).toBe(2);
    expect(viewFor(t, 1).players[0]!.visibleVp).toBe(1);
    expect(viewFor(t, 0).players[0]!.vp).toBe(2);
    const err = deny(t, playCard('victoryPoint'));
    expect(err.code).toBe('vp-not-played');
    expect(err.message).toContain('§8');
  });

  it('§8 a Victory Point card bought to reach 10 wins at once, revealed', () => {
    const s = at({ cities: ['0,-1,N', '2,-2,S', '-1,-1,S', '1,1,N'], settlements: ['-2,2,N'], resources: DEV_COST }, {}, { devDeck: { victoryPoint: 1, knight: 3 } });
    expect(info(s).players[0]!.vp).toBe(9);
    const t = act(s, { p: 0, type: 'buy', card: 'victoryPoint' });
    expect(info(t).phase).toBe('ended');
    expect(info(t).winner).toBe(0);
    expect(viewFor(t, 2).players[0]!.visibleVp).toBe(10);
  });
});

describe('§8 Knight', () => {
  it('§8 a Knight moves the robber and steals; it stays face up and counts for the army', () => {
    const s = at({ devCards: { knight: 1 }, knightsPlayed: 1 }, { 1: { settlements: ['1,0,N'], resources: { grain: 1 } } });
    const t = act(s, playCard('knight'), { p: 0, type: 'robber', hex: '1,0', victim: 1, stolen: 'grain' });
    expect(info(t).players[0]!.knightsPlayed).toBe(2);
    expect(info(t).players[0]!.devCards.knight).toBe(0);
    expect(viewFor(t, 3).players[0]!.knightsPlayed).toBe(2);
    expect(hand(t, 0)).toEqual(full({ grain: 1 }));
    expect(info(t).robber).toBe('1,0');
  });
});

describe('§8 Road Building', () => {
  it('§8 Road Building places 2 roads free, one after the other', () => {
    const s = at({ settlements: ['0,0,N'], roads: network('0,0,N', 1), devCards: { roadBuilding: 1 } });
    const roads = network('0,0,N', 3).slice(1);
    let t = act(s, playCard('roadBuilding'));
    expect(info(t).phase).toBe('roadBuilding');
    expect(deny(t, { p: 0, type: 'end' }).message).toMatch(/§/);
    t = act(t, { p: 0, type: 'build', piece: 'road', at: roads[0]! });
    expect(info(t).phase).toBe('roadBuilding');
    t = act(t, { p: 0, type: 'build', piece: 'road', at: roads[1]! });
    expect(info(t).phase).toBe('main');
    expect(info(t).players[0]!.supply.roads).toBe(12);
    expect(cards(t, 0)).toBe(0);
  });

  it('§8 a free road follows the normal road rules', () => {
    const s = at({ settlements: ['0,0,N'], roads: network('0,0,N', 1), devCards: { roadBuilding: 1 } });
    const t = act(s, playCard('roadBuilding'));
    const err = deny(t, { p: 0, type: 'build', piece: 'road', at: '-2,2,NE' });
    expect(err.message).toContain('§5');
    expect(deny(t, { p: 0, type: 'build', piece: 'settlement', at: '2,-2,S' }).message).toContain('§8');
  });

  it('§8 Road Building with one road piece left places one road, then the effect ends', () => {
    const s = at({ settlements: ['0,0,N'], roads: network('0,0,N', 14), devCards: { roadBuilding: 1 } }, {}, { longestRoad: 0 });
    const t = act(s, playCard('roadBuilding'), { p: 0, type: 'build', piece: 'road', at: network('0,0,N', 15)[14]! });
    expect(info(t).phase).toBe('main');
    expect(info(t).players[0]!.supply.roads).toBe(0);
    expect(deny(t, { p: 0, type: 'build', piece: 'road', at: network('0,0,N', 16)[15]! }).code).toBe('no-pieces');
  });

  it('§8 Road Building cannot be played with no road piece left', () => {
    const s = at({ settlements: ['0,0,N'], roads: network('0,0,N', 15), devCards: { roadBuilding: 1 } }, {}, { longestRoad: 0 });
    const err = deny(s, playCard('roadBuilding'));
    expect(err.code).toBe('no-pieces');
    expect(err.message).toContain('§8');
  });

  it('§8 Road Building cannot be played with no legal edge', () => {
    // Seat 0 sits on the coastal vertex -3,2,N with one road to -2,1,S; seat 1's roads close every way out.
    const s = at(
      { settlements: ['-3,2,N'], roads: ['-3,2,NE'], devCards: { roadBuilding: 1 } },
      { 1: { settlements: ['-2,2,N', '-2,1,N'], roads: ['-2,1,SE', '-3,2,E', '-2,0,SE', '-3,1,E'] } },
    );
    const err = deny(s, playCard('roadBuilding'));
    expect(err.code).toBe('no-road-spot');
    expect(err.message).toContain('§8');
  });

  it('§8 Road Building ends after one road when no legal edge remains for the second', () => {
    // As above, but -3,2,E (to seat 1's settlement on -3,3,N) is free: the one road ends at a building that blocks.
    const s = at(
      { settlements: ['-3,2,N'], roads: ['-3,2,NE'], devCards: { roadBuilding: 1 } },
      { 1: { settlements: ['-2,2,N', '-2,1,N', '-3,3,N'], roads: ['-2,1,SE', '-3,3,NE', '-2,0,SE', '-3,1,E'] } },
    );
    const t = act(s, playCard('roadBuilding'));
    expect(legalActions(t)).toEqual([{ p: 0, type: 'build', piece: 'road', at: '-3,2,E' }]);
    const u = act(t, { p: 0, type: 'build', piece: 'road', at: '-3,2,E' });
    expect(info(u).phase).toBe('main');
    expect(info(u).players[0]!.supply.roads).toBe(13);
  });

  it('§8 Road Building played before the roll: the turn continues with the roll', () => {
    const s = at({ settlements: ['0,0,N'], roads: network('0,0,N', 1), devCards: { roadBuilding: 1 } }, {}, { phase: 'roll' });
    const roads = network('0,0,N', 3).slice(1);
    const t = act(s, playCard('roadBuilding'), ...roads.map((e): Action => ({ p: 0, type: 'build', piece: 'road', at: e })));
    expect(info(t).phase).toBe('roll');
    expect(info(act(t, { p: 0, type: 'roll', dice: [2, 3] })).phase).toBe('main');
  });
});

describe('§8 Year of Plenty', () => {
  it.each([
    [{ ore: 2 }], [{ brick: 1, wool: 1 }],
  ])('§8 Year of Plenty takes any 2 resources from the bank: %o', (take) => {
    const t = act(at({ devCards: { yearOfPlenty: 1 } }), yop(take));
    expect(hand(t, 0)).toEqual(full(take));
  });

  it('§8 Year of Plenty takes only what the bank holds', () => {
    const s = at({ devCards: { yearOfPlenty: 1 } }, { 1: { resources: { ore: 18 } } });
    expect(deny(s, yop({ ore: 2 })).message).toContain('§8');
    expect(deny(s, yop({ ore: 1 })).message).toContain('§8'); // two cards while the bank has more than one
    expect(deny(s, yop({ ore: 1, grain: 2 })).message).toContain('§8');
    expect(hand(act(s, yop({ ore: 1, grain: 1 })), 0)).toEqual(full({ ore: 1, grain: 1 }));
  });

  it('§8 Year of Plenty with a bank holding a single card takes that one', () => {
    const hoard = { brick: 19, wood: 19, wool: 19, grain: 19 };
    const s = at({ devCards: { yearOfPlenty: 1 } }, { 1: { resources: hoard }, 2: { resources: { ore: 18 } } });
    expect(info(s).bank).toEqual(full({ ore: 1 }));
    expect(legalActions(s).filter((a) => a.type === 'play')).toEqual([{ p: 0, type: 'play', card: 'yearOfPlenty', take: { ore: 1 } }]);
    expect(deny(s, yop({ ore: 2 })).message).toContain('§8');
    const t = act(s, yop({ ore: 1 }));
    expect(hand(t, 0)).toEqual(full({ ore: 1 }));
    expect(info(t).bank).toEqual(full({}));
  });

  it('§8 Year of Plenty cannot be played with an empty bank', () => {
    const s = at({ devCards: { yearOfPlenty: 1 } }, { 1: { resources: { brick: 19, wood: 19, wool: 19, grain: 19 } }, 2: { resources: { ore: 19 } } });
    const err = deny(s, yop({}));
    expect(err.code).toBe('bank-empty');
    expect(err.message).toContain('§8');
  });
});

describe('§8 Monopoly', () => {
  it('§8 Monopoly: every other player gives all their cards of the named resource', () => {
    const s = at({ devCards: { monopoly: 1 }, resources: { wool: 1 } }, {
      1: { resources: { wool: 3, ore: 2 } }, 2: { resources: { ore: 1 } }, 3: { resources: { wool: 5, brick: 1 } },
    });
    const t = act(s, monopoly('wool'));
    expect(hand(t, 0)).toEqual(full({ wool: 9 }));
    expect(hand(t, 1)).toEqual(full({ ore: 2 }));
    expect(hand(t, 2)).toEqual(full({ ore: 1 }));
    expect(hand(t, 3)).toEqual(full({ brick: 1 }));
    expect(info(t).bank).toEqual(info(s).bank);
  });

  it('§8 Monopoly names a resource', () => {
    const s = at({ devCards: { monopoly: 1 } });
    expect(deny(s, { p: 0, type: 'play', card: 'monopoly' }).message).toContain('§8');
  });
});

describe('§8 played cards', () => {
  it('§8 played cards never return to the deck', () => {
    const s = at({ devCards: { monopoly: 1 }, resources: DEV_COST }, {}, { devDeck: {} });
    const t = act(s, monopoly('ore'));
    expect(info(t).devDeck).toBe(0);
    expect(info(t).players[0]!.devCards.monopoly).toBe(0);
    expect(deny(t, { p: 0, type: 'buy' }).code).toBe('deck-empty');
  });
});
