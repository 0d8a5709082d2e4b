// RULES.md §4 A turn: roll, production for every player (robber, cities, bank shortage),
// a 7 with its discards (development cards not counted, any order, before the robber),
// the action phase and the end of the turn.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, seatToMove, viewFor, type Action, type GameState } from '../../src/engine/index.js';
import { act, cards, deny, full, hand, info, play, rec, seats, start, type Seat } from './fixtures.js';

const roll = (p: number, a: number, b: number): Action => ({ p, type: 'roll', dice: [a, b] });

/**
 * Production fixture for a roll of 8: 2,0 is mountains 8 and -2,1 forest 8 on the beginner map.
 * Seat 0 has a city on the mountains, seat 1 a settlement there, seats 2 and 3 settlements on the forest.
 */
function eights(opts: { bankOre?: number; seat1OnMountains?: boolean; robber?: string; current?: number } = {}) {
  const bankOre = opts.bankOre ?? 19;
  return rec({
    current: opts.current ?? 1, phase: 'roll', robber: opts.robber ?? '0,0',
    players: [
      { cities: ['2,0,N'] },
      { settlements: [opts.seat1OnMountains === false ? '1,2,N' : '2,0,S'] },
      { settlements: ['-2,1,N'] },
      { settlements: ['-3,2,N'], resources: { ore: 19 - bankOre } },
    ],
  });
}

describe('§4.2 production', () => {
  it('§4 every player with a building on the rolled number produces, not only the roller', () => {
    const s = act(start(eights()), roll(1, 4, 4));
    expect(hand(s, 0)).toEqual(full({ ore: 2 }));
    expect(hand(s, 1)).toEqual(full({ ore: 1 }));
    expect(hand(s, 2)).toEqual(full({ wood: 1 }));
    expect(hand(s, 3)).toEqual(full({ wood: 1 }));
    expect(info(s).bank).toEqual(full({ brick: 19, wood: 17, wool: 19, grain: 19, ore: 16 }));
    expect(info(s).phase).toBe('main');
  });

  it('§4 a city produces 2 and a settlement 1', () => {
    const s = act(start(eights({ seat1OnMountains: true })), roll(1, 2, 6));
    expect(hand(s, 0).ore).toBe(2);
    expect(hand(s, 1).ore).toBe(1);
  });

  it('§4 the hex with the robber produces nothing; the other hex with the number still does', () => {
    const s = act(start(eights({ robber: '2,0' })), roll(1, 5, 3));
    expect(hand(s, 0)).toEqual(full({}));
    expect(hand(s, 1)).toEqual(full({}));
    expect(hand(s, 2)).toEqual(full({ wood: 1 }));
    expect(hand(s, 3)).toEqual(full({ wood: 1 }));
  });

  it('§4 a number nobody sits on produces nothing', () => {
    const s = act(start(eights()), roll(1, 1, 1));
    for (let p = 0; p < 4; p++) expect(cards(s, p), `seat ${p}`).toBe(0);
    expect(info(s).phase).toBe('main');
  });

  // [case, ore in the bank, seat 1 also owed ore, ore for seats 0 and 1, wood for seat 2]
  it.each([
    ['§4 bank shortage: the only player owed takes what is left', 1, false, [1, 0], 1],
    ['§4 bank shortage: the only player owed and an empty bank gets nothing', 0, false, [0, 0], 1],
    ['§4 bank shortage: several players owed and too few cards: nobody receives it, other resources are paid', 1, true, [0, 0], 1],
    ['§4 bank shortage: several players owed, not "pay those who can be paid in full" (Decision)', 2, true, [0, 0], 1],
    ['§4 bank shortage: a bank holding exactly what is owed pays everyone', 3, true, [2, 1], 1],
  ] as const)('%s', (_name, bankOre, both, ore, wood) => {
    const s = act(start(eights({ bankOre, seat1OnMountains: both })), roll(1, 4, 4));
    expect([hand(s, 0).ore, hand(s, 1).ore]).toEqual(ore);
    expect(hand(s, 2).wood).toBe(wood);
    expect(hand(s, 3).wood).toBe(wood);
    expect(info(s).bank.ore).toBe(bankOre - ore[0] - ore[1]);
  });

  // [ore in the bank, seat 1 also owed ore (1 more), the shortage event expected]
  it.each([
    [1, false, { type: 'shortage', resource: 'ore', owed: 2, bank: 1 }],
    [0, false, { type: 'shortage', resource: 'ore', owed: 2, bank: 0 }],
    [2, true, { type: 'shortage', resource: 'ore', owed: 3, bank: 2 }],
    [3, true, null],
    [19, true, null],
  ] as const)('§4 bank shortage is told: with %i ore in the bank (seat 1 owed too: %s) the roll\'s events say what was owed and what the bank held', (bankOre, both, expected) => {
    const r = apply(start(eights({ bankOre, seat1OnMountains: both })), roll(1, 4, 4));
    expect(r.ok).toBe(true);
    const shortages = r.ok ? r.events.filter((e) => e.type === 'shortage') : [];
    expect(shortages).toEqual(expected ? [expected] : []);
  });

  it('§4 a 7, and a number the robber blocks, owe nothing: no shortage told', () => {
    const seven = apply(start(eights({ bankOre: 0 })), roll(1, 3, 4));
    expect(seven.ok && seven.events.some((e) => e.type === 'shortage')).toBe(false);
    const blocked = apply(start(eights({ bankOre: 0, robber: '2,0' })), roll(1, 4, 4));
    expect(blocked.ok && blocked.events.some((e) => e.type === 'shortage')).toBe(false);
  });
});

/** Seat 0 rolls; the other seats hold the given hands (and any development cards). */
function seven(hands: Seat[], opts: { rules?: object } = {}) {
  return rec({ current: 0, phase: 'roll', players: seats(4, Object.fromEntries(hands.map((h, i) => [i, h]))) }, opts);
}
const many = (n: number) => ({ brick: Math.min(n, 5), wood: Math.min(Math.max(n - 5, 0), 5), wool: Math.max(n - 10, 0) });

describe('§4.3 a roll of 7', () => {
  it('§4 a 7 produces nothing, even on hexes with buildings', () => {
    const s = act(start(eights({ current: 1 })), roll(1, 3, 4));
    for (let p = 0; p < 3; p++) expect(cards(s, p)).toBe(0);
    expect(info(s).phase).toBe('robber');
  });

  it.each([
    [7, 0], [8, 4], [9, 4], [10, 5], [11, 5], [12, 6], [15, 7],
  ])('§4 a hand of %i cards discards %i (more than 7: half, rounded down)', (n, owes) => {
    const s = act(start(seven([{}, { resources: many(n) }])), roll(0, 6, 1));
    expect(viewFor(s, 'spectator').players[1]!.owes).toBe(owes);
    expect(info(s).phase).toBe(owes ? 'discard' : 'robber');
  });

  it('§4 development cards do not count toward the discard', () => {
    const s = act(start(seven([{}, { resources: many(7), devCards: { knight: 2, monopoly: 1, victoryPoint: 1 } }])), roll(0, 2, 5));
    expect(viewFor(s, 'spectator').players[1]!.owes).toBe(0);
    expect(info(s).phase).toBe('robber');
    const t = act(start(seven([{}, { resources: many(8), devCards: { knight: 3 } }])), roll(0, 2, 5));
    expect(viewFor(t, 'spectator').players[1]!.owes).toBe(4);
  });

  it('§4 several players discard in any order, all before the robber moves', () => {
    const hands: Seat[] = [{ resources: many(8) }, { resources: many(9) }, { resources: many(3) }, { resources: many(11) }];
    let s = act(start(seven(hands)), roll(0, 1, 6));
    expect(info(s).phase).toBe('discard');
    expect(seatToMove(s)).toBe(0);
    // The robber waits for every discard, the roller's included.
    expect(deny(s, { p: 0, type: 'robber', hex: '1,0' }).message).toContain('§6');
    s = act(s, { p: 3, type: 'discard', cards: { wool: 1, brick: 4 } });
    expect(deny(s, { p: 0, type: 'robber', hex: '1,0' }).message).toMatch(/§4|§6/);
    s = act(s, { p: 1, type: 'discard', cards: { wood: 4 } });
    expect(info(s).phase).toBe('discard');
    expect(seatToMove(s)).toBe(0);
    s = act(s, { p: 0, type: 'discard', cards: { brick: 2, wood: 2 } });
    expect(info(s).phase).toBe('robber');
    expect(hand(s, 0)).toEqual(full({ brick: 3, wood: 1 }));
    expect(hand(s, 1)).toEqual(full({ brick: 5 }));
    expect(hand(s, 3)).toEqual(full({ brick: 1, wood: 5 }));
    expect(cards(s, 2)).toBe(3);
    s = act(s, { p: 0, type: 'robber', hex: '1,0' });
    expect(info(s).phase).toBe('main');
  });

  it('§4 the seat to move in the discard phase is the first owing seat from the roller', () => {
    const s = act(start(rec({ current: 2, phase: 'roll', players: seats(4, { 0: { resources: many(8) }, 3: { resources: many(8) } }) })), roll(2, 4, 3));
    expect(seatToMove(s)).toBe(3);
    const t = act(s, { p: 3, type: 'discard', cards: { brick: 4 } });
    expect(seatToMove(t)).toBe(0);
  });

  it('§4 a discard must be exactly half rounded down, of cards held, by a seat that owes', () => {
    const s = act(start(seven([{}, { resources: many(9) }, { resources: many(4) }])), roll(0, 5, 2));
    expect(deny(s, { p: 1, type: 'discard', cards: { brick: 5 } }).message).toContain('§4.3');
    expect(deny(s, { p: 1, type: 'discard', cards: { brick: 3 } }).message).toContain('§4.3');
    expect(deny(s, { p: 1, type: 'discard', cards: { ore: 4 } }).message).toContain('§4.3');
    expect(deny(s, { p: 2, type: 'discard', cards: { brick: 2 } }).message).toContain('§4.3');
    const options = legalActions(s).filter((a) => a.type === 'discard');
    expect(options.every((a) => a.p === 1)).toBe(true);
    expect(options.length).toBeGreaterThan(1); // the player chooses which cards
  });

  it('§4 no discard is owed outside a 7', () => {
    const s = act(start(seven([{}, { resources: many(9) }])), roll(0, 4, 4));
    expect(deny(s, { p: 1, type: 'discard', cards: { brick: 4 } }).message).toContain('§4.3');
  });
});

describe('§4 the order of a turn', () => {
  const beginner = () => play({ format: 1, board: 'beginner', players: [{ color: 'red' }, { color: 'blue' }, { color: 'white' }, { color: 'orange' }], actions: [] });

  it('§4 the dice are rolled once a turn, by the player whose turn it is', () => {
    const s = beginner();
    expect(deny(s, roll(1, 2, 2)).message).toContain('§4');
    const t = act(s, roll(0, 2, 2));
    expect(deny(t, roll(0, 2, 2)).message).toContain('§4.2');
  });

  it('§4 nothing is built, bought, traded or ended before the roll', () => {
    const s = start(rec({ current: 0, phase: 'roll', players: seats(4, { 0: { settlements: ['0,-1,N'], roads: ['0,-1,NE'], resources: { brick: 3, wood: 3, wool: 3, grain: 3, ore: 3 } }, 1: { resources: { ore: 1 } } }) }));
    expect(deny(s, { p: 0, type: 'build', piece: 'road', at: '1,-2,SE' }).message).toContain('§4.4');
    expect(deny(s, { p: 0, type: 'buy', card: 'knight' }).message).toContain('§4.4');
    expect(deny(s, { p: 0, type: 'trade', with: 1, give: { brick: 1 }, get: { ore: 1 } }).message).toContain('§7');
    expect(deny(s, { p: 0, type: 'bankTrade', give: { brick: 4 }, get: { ore: 1 } }).message).toMatch(/§7|§4/);
    expect(deny(s, { p: 0, type: 'end' }).message).toContain('§4.5');
  });

  it('§4 the turn ends and the dice pass clockwise; the turn count grows by one', () => {
    let s = beginner();
    const order: number[] = [];
    for (let i = 0; i < 5; i++) {
      const p = info(s).current;
      order.push(p);
      s = act(s, roll(p, 5, 5), { p, type: 'end' });
    }
    expect(order).toEqual([0, 1, 2, 3, 0]);
    expect(info(s).turn).toBe(6);
    expect(info(s).phase).toBe('roll');
  });

  it('§4 a development card may be played before the roll, and the roll follows', () => {
    const s = start(rec({ current: 0, phase: 'roll', players: seats(4, { 0: { devCards: { monopoly: 1 } }, 1: { resources: { ore: 2 } } }) }));
    const t = act(s, { p: 0, type: 'play', card: 'monopoly', resource: 'ore' });
    expect(info(t).phase).toBe('roll');
    expect(hand(t, 0).ore).toBe(2);
    expect(info(act(t, roll(0, 3, 3))).phase).toBe('main');
  });

  it('§4.5 §8 a refusal before the roll offers a development card only where one may be played (a play-test: the hint led to a refusal)', () => {
    const hint = (s: GameState) => deny(s, { p: 0, type: 'end' }).message;
    const holding = start(rec({ current: 0, phase: 'roll', players: seats(4, { 0: { devCards: { monopoly: 1, knight: 1 } } }) }));
    expect(hint(holding)).toBe('the turn can end only after the roll, in the action phase (§4.5); now roll the dice (or play a development card first)');
    // One card played: a second is refused (§8), so the hint says roll only.
    const played = act(holding, { p: 0, type: 'play', card: 'monopoly', resource: 'ore' });
    expect(hint(played)).toBe('the turn can end only after the roll, in the action phase (§4.5); now roll the dice');
    expect(deny(played, { p: 0, type: 'play', card: 'knight' }).code).toBe('one-card-per-turn');
    // No card, or only a Victory Point card (never played): roll only.
    expect(hint(start(rec({ current: 0, phase: 'roll', players: seats(4) })))).toMatch(/now roll the dice$/);
    expect(hint(start(rec({ current: 0, phase: 'roll', players: seats(4, { 0: { devCards: { victoryPoint: 1 } } }) })))).toMatch(/now roll the dice$/);
  });

  it('§4 trading and building may be interleaved in the action phase (Decision)', () => {
    const s = start(rec({
      current: 0, phase: 'main',
      players: seats(4, { 0: { settlements: ['0,-1,N'], roads: ['0,-1,NE'], resources: { brick: 2, wood: 2, ore: 4 } }, 1: { resources: { grain: 1 } } }),
    }));
    const t = act(s,
      { p: 0, type: 'build', piece: 'road', at: '1,-2,SE' },
      { p: 0, type: 'bankTrade', give: { ore: 4 }, get: { wool: 1 } },
      { p: 0, type: 'build', piece: 'road', at: '0,-2,E' },
      { p: 0, type: 'trade', with: 1, give: { wool: 1 }, get: { grain: 1 } },
    );
    expect(hand(t, 0)).toEqual(full({ grain: 1 }));
  });
});
