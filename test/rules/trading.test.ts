// RULES.md §7 Trading: domestic trades (active player only, no gifts, never the same resource
// on both sides, any ratio, resource cards only) and maritime trades (4:1, 3:1, 2:1 of the
// harbor's resource, never the same resource, the bank must hold the card, a harbor works from
// the moment its building stands).
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Action, type Bundle } from '../../src/engine/index.js';
import { MID, act, deny, full, hand, info, path, rec, seats, start, type Seat } from './fixtures.js';

const RICH = { brick: 4, wood: 4, wool: 4, grain: 4, ore: 8 };
const mainPhase = (me: Seat, others: Record<number, Seat> = {}, rules?: object) =>
  start(rec({ current: 0, phase: 'main', players: seats(4, { 0: { resources: RICH, ...me }, ...others }) }, rules ? { rules } : {}));
const trade = (p: number, w: number, give: Bundle, get: Bundle): Action => ({ p, type: 'trade', with: w, give, get });
const bank = (give: Bundle, get: Bundle, p = 0): Action => ({ p, type: 'bankTrade', give, get });
const others = { 1: { resources: { grain: 3, ore: 1 } }, 2: { resources: { wool: 2, brick: 2 } } };

describe('§7 domestic trade', () => {
  it('§7 an agreed trade moves the cards both ways', () => {
    const t = act(mainPhase({}, others), trade(0, 1, { wool: 1 }, { grain: 1 }));
    expect(hand(t, 0)).toEqual(full({ ...RICH, wool: 3, grain: 5 }));
    expect(hand(t, 1)).toEqual(full({ grain: 2, ore: 1, wool: 1 }));
  });

  it.each([
    ['2:1', { wool: 2 }, { grain: 1 }],
    ['1:2', { wool: 1 }, { grain: 2 }],
    ['3:2', { wool: 2, brick: 1 }, { grain: 1, ore: 1 }],
    ['1:3', { brick: 1 }, { grain: 3 }],
  ])('§7 any ratio is allowed: %s', (_ratio, give, get) => {
    const t = act(mainPhase({}, others), trade(0, 1, give, get));
    expect(info(t).players[0]!.resources.grain).toBe(4 + (get.grain ?? 0));
  });

  it.each([
    ['the active player gives nothing', {}, { grain: 1 }],
    ['the partner gives nothing', { wool: 1 }, {}],
    ['only zero entries', { wool: 0 }, { grain: 1 }],
  ])('§7 no gifts: refused when %s', (_why, give, get) => {
    const err = deny(mainPhase({}, others), trade(0, 1, give, get));
    expect(err.code).toBe('trade-gift');
    expect(err.message).toContain('§7');
  });

  it('§7 the same resource may not appear on both sides', () => {
    const err = deny(mainPhase({}, others), trade(0, 1, { grain: 1, wool: 1 }, { grain: 2 }));
    expect(err.code).toBe('same-resource');
    expect(err.message).toContain('§7');
  });

  it('§7 every trade includes the active player: two other players never trade with each other', () => {
    const s = mainPhase({}, others);
    for (const [p, w] of [[1, 2], [2, 1], [1, 0]] as const) {
      const err = deny(s, trade(p, w, { grain: 1 }, { brick: 1 }));
      expect(err.code).toBe('not-your-turn');
      expect(err.message).toContain('§7');
    }
    expect(deny(s, trade(0, 0, { wool: 1 }, { grain: 1 })).message).toContain('§7');
  });

  it('§7 both sides must hold what they give', () => {
    const s = mainPhase({}, others);
    expect(deny(s, trade(0, 1, { wool: 1 }, { grain: 4 })).message).toContain('§7');
    expect(deny(s, trade(0, 1, { wool: 5 }, { grain: 1 })).message).toContain('§7');
  });

  it('§7 only resource cards are traded, never development cards', () => {
    const s = mainPhase({ devCards: { knight: 1 } }, others);
    expect(deny(s, trade(0, 1, { knight: 1 } as Bundle, { grain: 1 })).code).toBe('malformed');
    expect(info(s).players[0]!.devCards.knight).toBe(1);
  });

  it('§7 trading happens only in the active player\'s action phase', () => {
    const rob = start(rec({ current: 0, phase: 'robber', players: seats(4, { 0: { resources: RICH }, ...others }) }));
    expect(deny(rob, trade(0, 1, { wool: 1 }, { grain: 1 })).message).toContain('§7');
    expect(deny(rob, bank({ ore: 4 }, { brick: 1 })).message).toContain('§7');
  });
});

describe('§7 maritime trade', () => {
  it('§7 4 identical cards buy 1 of another resource without a harbor', () => {
    const t = act(mainPhase({}), bank({ ore: 4 }, { brick: 1 }));
    expect(hand(t, 0)).toEqual(full({ ...RICH, ore: 4, brick: 5 }));
    expect(info(t).bank).toEqual(full({ brick: 14, wood: 15, wool: 15, grain: 15, ore: 15 }));
  });

  it.each([
    [{ ore: 3 }, { brick: 1 }],
    [{ ore: 5 }, { brick: 1 }],
    [{ ore: 4 }, { brick: 2 }],
    [{ ore: 2, grain: 2 }, { brick: 1 }],
  ])('§7 without a harbor the rate is 4:1: %o for %o is refused', (give, get) => {
    const err = deny(mainPhase({}), bank(give, get));
    expect(err.code).toBe('bank-rate');
    expect(err.message).toContain('§7');
  });

  it('§7 several lots at once, each at the player\'s rate', () => {
    const t = act(mainPhase({}), bank({ ore: 8, grain: 4 }, { brick: 2, wool: 1 }));
    expect(hand(t, 0)).toEqual(full({ brick: 6, wood: 4, wool: 5, grain: 0, ore: 0 }));
  });

  it('§7 never the same resource back', () => {
    const err = deny(mainPhase({}), bank({ ore: 4 }, { ore: 1 }));
    expect(err.message).toContain('§7');
    expect(legalActions(mainPhase({})).some((a) => a.type === 'bankTrade' && Object.keys(a.give)[0] === Object.keys(a.get)[0])).toBe(false);
  });

  it('§7 the bank must hold the card asked for', () => {
    const s = mainPhase({}, { 1: { resources: { brick: 15 } } }); // 4 + 15 = all 19 brick in hands
    expect(info(s).bank.brick).toBe(0);
    const err = deny(s, bank({ ore: 4 }, { brick: 1 }));
    expect(err.code).toBe('bank-empty');
    expect(err.message).toContain('§7');
    expect(legalActions(s).some((a) => a.type === 'bankTrade' && 'brick' in a.get)).toBe(false);
    act(s, bank({ ore: 4 }, { wood: 1 }));
  });

  it('§7 3:1 on any resource with a building on a generic harbor', () => {
    const s = mainPhase({ settlements: ['0,-2,N'] }); // 0,-3,SE is a 3:1 harbor
    expect(viewFor(s, 0).players[0]!.rates).toEqual(full({ brick: 3, wood: 3, wool: 3, grain: 3, ore: 3 }));
    const t = act(s, bank({ wool: 3 }, { ore: 1 }), bank({ ore: 6 }, { grain: 1, brick: 1 }));
    expect(hand(t, 0)).toEqual(full({ brick: 5, wood: 4, wool: 1, grain: 5, ore: 3 }));
    expect(deny(t, bank({ wood: 2 }, { ore: 1 })).code).toBe('bank-rate');
  });

  it('§7 2:1 with a building on a special harbor, for that resource only', () => {
    const s = mainPhase({ cities: ['-3,1,N'] }); // -3,1,NE is the brick harbor; a city gives it too
    expect(viewFor(s, 0).players[0]!.rates).toEqual(full({ brick: 2, wood: 4, wool: 4, grain: 4, ore: 4 }));
    act(s, bank({ brick: 4 }, { wool: 1, ore: 1 }));
    expect(deny(s, bank({ wool: 2 }, { ore: 1 })).code).toBe('bank-rate');
    expect(deny(s, bank({ wool: 3 }, { ore: 1 })).code).toBe('bank-rate');
  });

  it('§7 the best available rate is offered for each resource', () => {
    const s = mainPhase({ settlements: ['-3,1,N', '-3,3,N'] }); // brick 2:1 and a generic 3:1
    expect(viewFor(s, 1).players[0]!.rates).toEqual(full({ brick: 2, wood: 3, wool: 3, grain: 3, ore: 3 }));
    const offers = legalActions(s).filter((a) => a.type === 'bankTrade') as Extract<Action, { type: 'bankTrade' }>[];
    expect(offers.filter((a) => 'brick' in a.give).every((a) => a.give.brick === 2)).toBe(true);
    expect(offers.filter((a) => 'ore' in a.give).every((a) => a.give.ore === 3)).toBe(true);
  });

  // Seat 0 has a settlement at MID[3] and roads to MID[1] (-2,0,S), a vertex of the brick harbor.
  const harborRoad: Seat = { settlements: [MID[3]!], roads: path(MID[3]!, MID[2]!, MID[1]!), resources: { brick: 5, wood: 1, wool: 1, grain: 1 } };

  it('§7 a road alone does not give the harbor', () => {
    const s = mainPhase(harborRoad);
    expect(viewFor(s, 0).players[0]!.rates.brick).toBe(4);
    expect(deny(s, bank({ brick: 2 }, { ore: 1 })).code).toBe('bank-rate');
  });

  it('§7 a harbor works from the moment the building stands, in the same turn', () => {
    const s = mainPhase(harborRoad);
    const t = act(s, { p: 0, type: 'build', piece: 'settlement', at: MID[1]! }, bank({ brick: 4 }, { ore: 2 }));
    expect(hand(t, 0)).toEqual(full({ ore: 2 }));
  });

  it('§7 the same harbor trade is refused under the trade-then-build variant (§11)', () => {
    const s = mainPhase(harborRoad, {}, { tradeThenBuild: true });
    const t = act(s, { p: 0, type: 'build', piece: 'settlement', at: MID[1]! });
    expect(viewFor(t, 0).players[0]!.rates.brick).toBe(2);
    const err = deny(t, bank({ brick: 2 }, { ore: 1 }));
    expect(err.code).toBe('trade-then-build');
    expect(err.message).toContain('§11');
  });
});
