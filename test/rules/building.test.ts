// RULES.md §5 Building (and the §1 piece limits it relies on): costs, connection, the distance
// rule, cities on one's own settlements, the development deck, and 5 settlements / 4 cities /
// 15 roads per colour.
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Action } from '../../src/engine/index.js';
import { GEO, TOP, act, deny, edgesAt, hand, info, network, path, rec, seats, start, type Seat } from './fixtures.js';

const RICH = { brick: 5, wood: 5, wool: 5, grain: 5, ore: 5 };
/** Seat 0 to act in its action phase with the given pieces; the others as given. */
// A high victory target keeps positions with many buildings in play (§10 would end them at 10).
const main = (me: Seat, others: Record<number, Seat> = {}, extra: object = {}) =>
  start(rec({ current: 0, phase: 'main', ...extra, players: seats(4, { 0: { resources: RICH, ...me }, ...others }) }, { rules: { victoryPoints: 20 } }));
const build = (piece: 'road' | 'settlement' | 'city', at: string, p = 0): Action => ({ p, type: 'build', piece, at });

describe('§5 costs', () => {
  const me: Seat = { settlements: [TOP[0]!], roads: path(TOP[0]!, TOP[1]!, TOP[2]!) };
  it.each([
    ['road', build('road', path(TOP[2]!, TOP[3]!)[0]!), { brick: 1, wood: 1 }],
    ['settlement', build('settlement', TOP[2]!), { brick: 1, wood: 1, wool: 1, grain: 1 }],
    ['city', build('city', TOP[0]!), { grain: 2, ore: 3 }],
    ['development card', { p: 0, type: 'buy', card: 'knight' } as Action, { wool: 1, grain: 1, ore: 1 }],
  ] as const)('§5 a %s costs exactly its price, paid to the bank', (_what, action, cost) => {
    const s = main(me);
    const t = act(s, action);
    const want = { ...RICH };
    for (const [r, k] of Object.entries(cost)) want[r as keyof typeof want] -= k;
    expect(hand(t, 0)).toEqual(want);
    const bank = info(t).bank;
    for (const [r, k] of Object.entries(cost)) expect(bank[r as keyof typeof bank]).toBe(14 + k);
  });

  it.each([
    ['road', build('road', path(TOP[2]!, TOP[3]!)[0]!), { brick: 0, wood: 5 }],
    ['settlement', build('settlement', TOP[2]!), { ...RICH, grain: 0 }],
    ['city', build('city', TOP[0]!), { grain: 5, ore: 2 }],
    ['development card', { p: 0, type: 'buy', card: 'knight' } as Action, { wool: 5, grain: 5, ore: 0 }],
  ] as const)('§5 a %s cannot be built without its price', (_what, action, resources) => {
    const s = main({ ...me, resources });
    const err = deny(s, action);
    expect(err.code).toBe('cannot-afford');
    expect(err.message).toContain('§5');
  });
});

describe('§5 roads', () => {
  it('§5 a road touches the player\'s own road, settlement or city', () => {
    const s = main({ settlements: [TOP[0]!], cities: [TOP[4]!], roads: [...path(TOP[0]!, TOP[1]!), ...path(TOP[4]!, TOP[5]!)] });
    act(s, build('road', path(TOP[1]!, TOP[2]!)[0]!)); // from the end of a road
    act(s, build('road', path(TOP[4]!, TOP[3]!)[0]!)); // from the city
    const far = path(MIDDLE[0]!, MIDDLE[1]!)[0]!;
    const err = deny(s, build('road', far));
    expect(err.code).toBe('not-connected');
    expect(err.message).toContain('§5');
  });

  it('§5 a road cannot continue through an opponent\'s settlement', () => {
    const mine: Seat = { settlements: [TOP[0]!], roads: path(TOP[0]!, TOP[1]!, TOP[2]!) };
    const theirs: Seat = { settlements: [TOP[2]!], roads: [edge3(TOP[2]!, [TOP[1]!, TOP[3]!])] };
    const s = main(mine, { 1: theirs });
    const err = deny(s, build('road', path(TOP[2]!, TOP[3]!)[0]!));
    expect(err.code).toBe('not-connected');
    expect(err.message).toContain('§5');
    expect(legalActions(s).some((a) => a.type === 'build' && a.at === path(TOP[2]!, TOP[3]!)[0])).toBe(false);
    // Through one's own settlement it continues.
    const own = main({ settlements: [TOP[0]!, TOP[2]!], roads: path(TOP[0]!, TOP[1]!, TOP[2]!) });
    act(own, build('road', path(TOP[2]!, TOP[3]!)[0]!));
  });

  it('§5 one road per edge', () => {
    const s = main({ settlements: [TOP[0]!], roads: path(TOP[0]!, TOP[1]!) }, { 1: { settlements: [TOP[3]!], roads: path(TOP[3]!, TOP[2]!) } });
    expect(deny(s, build('road', path(TOP[0]!, TOP[1]!)[0]!)).message).toContain('§5');
    expect(deny(s, build('road', path(TOP[3]!, TOP[2]!)[0]!)).message).toContain('§5');
  });

  it('§5 the legal road edges are exactly the free edges touching the network', () => {
    const roads = path(TOP[0]!, TOP[1]!, TOP[2]!);
    const s = main({ settlements: [TOP[0]!], roads });
    const ends = [TOP[0]!, TOP[1]!, TOP[2]!];
    const expected = new Set(ends.flatMap(edgesAt).filter((e) => !roads.includes(e)));
    const listed = new Set(legalActions(s).filter((a) => a.type === 'build' && a.piece === 'road').map((a) => (a as { at: string }).at));
    expect(listed).toEqual(expected);
  });
});

describe('§5 settlements', () => {
  it('§5 outside set-up a settlement must touch one of the player\'s roads', () => {
    const s = main({ settlements: [TOP[0]!], roads: path(TOP[0]!, TOP[1]!, TOP[2]!) }, { 1: { settlements: [MIDDLE[0]!], roads: path(MIDDLE[0]!, MIDDLE[1]!, MIDDLE[2]!) } });
    act(s, build('settlement', TOP[2]!));
    const notMine = deny(s, build('settlement', MIDDLE[2]!)); // at the end of an opponent's road
    expect(notMine.message).toContain('§5');
    const nowhere = deny(s, build('settlement', TOP[6]!));
    expect(nowhere.message).toContain('§5');
  });

  it('§5 distance rule: no settlement next to any building, own ones too', () => {
    const s = main({ settlements: [TOP[0]!], roads: path(TOP[0]!, TOP[1]!, TOP[2]!, TOP[3]!, TOP[4]!) }, { 1: { settlements: [TOP[5]!], roads: [edge3(TOP[5]!, [TOP[4]!, TOP[6]!])] } });
    const own = deny(s, build('settlement', TOP[1]!));
    expect(own.code).toBe('distance-rule');
    expect(own.message).toContain('§5');
    const theirs = deny(s, build('settlement', TOP[4]!));
    expect(theirs.code).toBe('distance-rule');
    act(s, build('settlement', TOP[2]!));
    const spots = legalActions(s).filter((a) => a.type === 'build' && a.piece === 'settlement').map((a) => (a as { at: string }).at);
    expect(spots.sort()).toEqual([TOP[2]!, TOP[3]!].sort()); // TOP[1] is next to our own, TOP[4] next to theirs
  });

  it('§5 one building per vertex', () => {
    const s = main({ settlements: [TOP[0]!], roads: path(TOP[0]!, TOP[1]!, TOP[2]!) }, { 1: { settlements: [TOP[2]!], roads: [edge3(TOP[2]!, [TOP[1]!, TOP[3]!])] } });
    expect(deny(s, build('settlement', TOP[2]!)).message).toContain('§5');
    expect(deny(s, build('settlement', TOP[0]!)).message).toContain('§5');
  });
});

describe('§5 cities', () => {
  it('§5 a city replaces one of the player\'s own settlements, which returns to the supply (2 VP)', () => {
    const s = main({ settlements: [TOP[0]!, TOP[4]!], roads: path(TOP[0]!, TOP[1]!, TOP[2]!, TOP[3]!, TOP[4]!) });
    const before = viewFor(s, 0).players[0]!;
    expect(before.supply).toEqual({ roads: 11, settlements: 3, cities: 4 });
    const t = act(s, build('city', TOP[4]!));
    const after = viewFor(t, 0).players[0]!;
    expect(after.supply).toEqual({ roads: 11, settlements: 4, cities: 3 });
    expect(after.visibleVp).toBe(before.visibleVp + 1);
    expect(info(t).players[0]!.vp).toBe(3);
  });

  it('§5 a city cannot go on an empty vertex or an opponent\'s settlement', () => {
    const s = main({ settlements: [TOP[0]!], roads: path(TOP[0]!, TOP[1]!, TOP[2]!) }, { 1: { settlements: [TOP[4]!] } });
    for (const at of [TOP[2]!, TOP[4]!]) {
      const err = deny(s, build('city', at));
      expect(err.code).toBe('not-own-settlement');
      expect(err.message).toContain('§5');
    }
    act(s, build('city', TOP[0]!));
  });
});

describe('§5 development cards', () => {
  it('§5 a bought card comes from the deck, into the hand', () => {
    const s = main({}, {}, { devDeck: { knight: 1, monopoly: 1 } });
    const t = act(s, { p: 0, type: 'buy', card: 'monopoly' });
    expect(info(t).devDeck).toBe(1);
    expect(info(t).players[0]!.devCards).toEqual({ knight: 0, victoryPoint: 0, roadBuilding: 0, yearOfPlenty: 0, monopoly: 1 });
    expect(deny(t, { p: 0, type: 'buy', card: 'monopoly' }).code).toBe('outcome-impossible');
  });

  it('§5 none can be bought once the deck is empty', () => {
    const s = main({}, {}, { devDeck: {} });
    const err = deny(s, { p: 0, type: 'buy', card: 'knight' });
    expect(err.code).toBe('deck-empty');
    expect(err.message).toContain('§5');
    expect(legalActions(s).some((a) => a.type === 'buy')).toBe(false);
  });
});

describe('§5 piece limits (§1: 5 settlements, 4 cities, 15 roads per colour)', () => {
  const settlementsAt = (idx: number[]) => idx.map((i) => TOP[i]!);
  it.each([
    [4, true], [5, false],
  ])('§5 with %i settlements on the board, another one is allowed: %s', (n, ok) => {
    const s = main({ settlements: settlementsAt([0, 2, 4, 6, 8].slice(0, n)), roads: path(...TOP) }, {}, { longestRoad: 0 });
    const a = build('settlement', TOP[10]!);
    if (ok) expect(viewFor(act(s, a), 0).players[0]!.supply.settlements).toBe(4 - n);
    else {
      const err = deny(s, a);
      expect(err.code).toBe('no-pieces');
      expect(err.message).toMatch(/§1|§5/);
      expect(legalActions(s).some((x) => x.type === 'build' && x.piece === 'settlement')).toBe(false);
    }
  });

  it.each([
    [3, true], [4, false],
  ])('§5 with %i cities on the board, another one is allowed: %s', (n, ok) => {
    const cities = settlementsAt([0, 2, 4, 6].slice(0, n));
    const settlements = settlementsAt([0, 2, 4, 6, 8].slice(n));
    const s = main({ settlements, cities, roads: path(...TOP), resources: { grain: 4, ore: 6 } }, {}, { longestRoad: 0 });
    const a = build('city', TOP[8]!);
    if (ok) expect(viewFor(act(s, a), 0).players[0]!.supply.cities).toBe(3 - n);
    else {
      const err = deny(s, a);
      expect(err.code).toBe('no-pieces');
      expect(err.message).toMatch(/§1|§5/);
    }
  });

  it.each([
    [14, true], [15, false],
  ])('§5 with %i roads on the board, another one is allowed: %s', (n, ok) => {
    const s = main({ settlements: ['0,0,N'], roads: network('0,0,N', n) }, {}, { longestRoad: 0 });
    const a = build('road', network('0,0,N', n + 1)[n]!);
    if (ok) expect(viewFor(act(s, a), 0).players[0]!.supply.roads).toBe(0);
    else {
      const err = deny(s, a);
      expect(err.code).toBe('no-pieces');
      expect(err.message).toMatch(/§1|§5/);
      expect(legalActions(s).some((x) => x.type === 'build' && x.piece === 'road')).toBe(false);
    }
  });
});

/** The walk between rows 0 and 1, far from TOP. */
const MIDDLE = ['-3,2,N', '-2,1,S', '-2,2,N', '-1,1,S', '-1,2,N', '0,1,S', '0,2,N'];
/** The edge at v that leads to neither of the given vertices (a building's own road off a walk). */
function edge3(v: string, not: string[]): string {
  const e = edgesAt(v).find((x) => !not.some((w) => GEO.edges[x]!.vertices.includes(w)));
  if (!e) throw new Error(`no third edge at ${v}`);
  return e;
}
