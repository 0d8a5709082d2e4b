// RULES.md §10 Winning: what scores, 10 VP during one's own turn wins at once (hidden cards
// included), reaching 10 on another's turn wins only at the start of one's own, no tie, views
// hide VP cards until the end, and nothing is accepted after the win.
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Action, type GameRecord } from '../../src/engine/index.js';
import {
  LOW, MID, SETTLEMENT_COST, TOP, act, deny, edgesAt, info, path, rec, refusal, seats, start, type Pos, type Seat,
} from './fixtures.js';

const pos = (players: Record<number, Seat>, extra: Partial<Pos> = {}) =>
  start(rec({ current: 0, phase: 'main', ...extra, players: seats(4, players) }));
const vp = (players: Record<number, Seat>, extra: Partial<Pos> = {}) => info(pos(players, extra)).players[0]!;
// Four spots clear of each other and of TOP[5], TOP[7], TOP[9], LOW[0, 2, 4] and MID[0, 2].
const SPOTS = ['-1,-1,N', '-1,2,S', '-2,2,S', '0,-1,N'];
const cityRoads = (n: number) => SPOTS.slice(0, n).map((v) => edgesAt(v)[0]!);
// 4 cities and a settlement at TOP[5] with a road to TOP[7]: 9 VP.
const nine: Seat = { cities: SPOTS, settlements: [TOP[5]!], roads: [...path(TOP[5]!, TOP[6]!, TOP[7]!), ...cityRoads(4)] };

describe('§10 what scores', () => {
  it.each([
    ['a settlement scores 1', { settlements: SPOTS.slice(0, 2) }, {}, 2, 2],
    ['a city scores 2', { cities: SPOTS.slice(0, 1), settlements: SPOTS.slice(1, 2) }, {}, 3, 3],
    ['a VP card scores 1, hidden', { settlements: SPOTS.slice(0, 1), devCards: { victoryPoint: 2 } }, {}, 3, 1],
    ['Longest Road scores 2', { settlements: [TOP[1]!], roads: path(...TOP.slice(1, 7)) }, { longestRoad: 0 }, 3, 3],
    ['Largest Army scores 2', { knightsPlayed: 3 }, { largestArmy: 0 }, 2, 2],
    ['roads and knights score nothing by themselves', { settlements: [TOP[1]!], roads: path(...TOP.slice(1, 5)), knightsPlayed: 2, devCards: { knight: 3 } }, {}, 1, 1],
  ] as const)('§10 %s', (_name, me, extra, total, visible) => {
    const p = vp({ 0: me as Seat }, extra as Partial<Pos>);
    expect(p.vp).toBe(total);
    expect(p.visibleVp).toBe(visible);
  });
});

describe('§10 winning on one\'s own turn', () => {

  it('§10 the player wins the moment they reach 10 during their own turn', () => {
    const s = pos({ 0: { ...nine, resources: SETTLEMENT_COST } });
    expect(info(s).players[0]!.vp).toBe(9);
    const t = act(s, { p: 0, type: 'build', piece: 'settlement', at: TOP[7]! });
    expect(info(t).phase).toBe('ended');
    expect(info(t).winner).toBe(0);
    expect(viewFor(t, 1).winner).toBe(0);
  });

  it('§10 10 or more: taking Longest Road from 9 to 11 wins', () => {
    const s = pos({ 0: { ...nine, roads: [...path(...TOP.slice(5, 10)), ...cityRoads(4)], resources: { brick: 1, wood: 1 } } });
    expect(info(s).players[0]!.vp).toBe(9);
    const t = act(s, { p: 0, type: 'build', piece: 'road', at: path(TOP[9]!, TOP[10]!)[0]! });
    expect(info(t).players[0]!.vp).toBe(11);
    expect(info(t).winner).toBe(0);
  });

  it('§10 hidden VP cards count: 8 visible + 2 cards wins, and every card is then revealed', () => {
    const s = pos({ 0: { ...nine, cities: SPOTS.slice(0, 3), roads: [...path(TOP[5]!, TOP[6]!, TOP[7]!), ...cityRoads(3)], devCards: { victoryPoint: 2, knight: 1 }, resources: SETTLEMENT_COST } });
    expect(viewFor(s, 1).players[0]!.visibleVp).toBe(7);
    expect(viewFor(s, 1).players[0]!.devCards).toBeUndefined();
    expect(viewFor(s, 0).players[0]!.vp).toBe(9);
    const t = act(s, { p: 0, type: 'build', piece: 'settlement', at: TOP[7]! });
    expect(info(t).winner).toBe(0);
    const seen = viewFor(t, 1).players[0]!;
    expect(seen.visibleVp).toBe(10);
    expect(seen.devCards).toEqual({ knight: 1, victoryPoint: 2, roadBuilding: 0, yearOfPlenty: 0, monopoly: 0 });
    expect(info(t).players[0]!.visibleVp).toBe(info(t).players[0]!.vp);
  });

  it('§10 a free road of Road Building that takes Longest Road wins at once, the second road unplaced', () => {
    const s = pos({ 0: { ...nine, cities: SPOTS.slice(0, 3), roads: [...path(...TOP.slice(5, 10)), ...cityRoads(3)], devCards: { roadBuilding: 1, victoryPoint: 1 } } });
    expect(info(s).players[0]!.vp).toBe(8);
    const t = act(s, { p: 0, type: 'play', card: 'roadBuilding' }, { p: 0, type: 'build', piece: 'road', at: path(TOP[9]!, TOP[10]!)[0]! });
    expect(info(t).longestRoad).toBe(0);
    expect(info(t).phase).toBe('ended');
    expect(info(t).winner).toBe(0);
  });

  it('§10 a Knight before the roll that brings Largest Army to 10 wins before the dice', () => {
    const s = pos({ 0: { ...nine, cities: SPOTS.slice(0, 3), roads: [...path(TOP[5]!, TOP[6]!, TOP[7]!), ...cityRoads(3)], devCards: { knight: 1, victoryPoint: 1 }, knightsPlayed: 2 } }, { phase: 'roll' });
    expect(info(s).players[0]!.vp).toBe(8);
    const t = act(s, { p: 0, type: 'play', card: 'knight' });
    expect(info(t).winner).toBe(0);
    expect(deny(t, { p: 0, type: 'robber', hex: '2,-2' }).code).toBe('game-over');
  });

  it('§10 a spectator, like an opponent, sees no hidden VP before the end', () => {
    const s = pos({ 0: { settlements: [TOP[1]!], devCards: { victoryPoint: 3 } } });
    expect(viewFor(s, 'spectator').players[0]!.visibleVp).toBe(1);
    expect(viewFor(s, 'spectator').players[0]!.vp).toBeUndefined();
    expect(viewFor(s, 2).players[0]!.vp).toBeUndefined();
  });

  it('§10 there is no tie: only the player whose turn it is can win', () => {
    const s = pos({
      0: { ...nine, resources: SETTLEMENT_COST },
      1: { settlements: [LOW[0]!, LOW[2]!, LOW[4]!, MID[0]!, MID[2]!], devCards: { victoryPoint: 5 } },
    });
    expect(info(s).players[1]!.vp).toBe(10);
    expect(info(s).winner).toBeNull();
    const t = act(s, { p: 0, type: 'build', piece: 'settlement', at: TOP[7]! });
    expect(info(t).winner).toBe(0);
  });
});

describe('§10 reaching 10 on another player\'s turn', () => {
  /**
   * Seat 2 holds Longest Road (7 along TOP). Seat 0, to move, settles on TOP[3] and breaks it;
   * seat 3 (5 along LOW, 3 settlements, 5 VP cards) is then alone longest and reaches 10 —
   * on seat 0's turn. Seat 1 has 4 along MID and the means to build two roads.
   */
  const record = (actions: Action[]): GameRecord => rec({
    current: 0, phase: 'main', longestRoad: 2,
    players: [
      { settlements: ['0,-1,N'], roads: path('0,-1,N', '0,-2,S', TOP[3]!), resources: SETTLEMENT_COST },
      { settlements: [MID[0]!], roads: path(...MID.slice(0, 5)), resources: { brick: 2, wood: 2 } },
      { settlements: [TOP[1]!], roads: path(...TOP.slice(0, 8)) },
      { settlements: [LOW[0]!, LOW[2]!, LOW[4]!], roads: path(...LOW.slice(0, 6)), devCards: { victoryPoint: 5 } },
    ],
  }, { actions });
  const quiet = (p: number): Action[] => [{ p, type: 'roll', dice: [1, 1] }, { p, type: 'end' }];
  const breakIt: Action = { p: 0, type: 'build', piece: 'settlement', at: TOP[3]! };

  it('§10 Longest Road taken on another\'s turn brings 10 VP but no win then', () => {
    const s = start(record([]));
    const t = act(s, breakIt);
    expect(info(t).longestRoad).toBe(3);
    expect(info(t).players[3]!.vp).toBe(10);
    expect(info(t).phase).toBe('main');
    expect(info(t).winner).toBeNull();
    const u = act(t, { p: 0, type: 'end' }, ...quiet(1));
    expect(info(u).winner).toBeNull();
  });

  it('§10 that player wins at the very start of their own turn, before rolling', () => {
    const s = act(start(record([])), breakIt, { p: 0, type: 'end' }, ...quiet(1), { p: 2, type: 'roll', dice: [1, 1] });
    expect(info(s).winner).toBeNull();
    const t = act(s, { p: 2, type: 'end' });
    expect(info(t).phase).toBe('ended');
    expect(info(t).winner).toBe(3);
    expect(info(t).current).toBe(3);
    expect(deny(t, { p: 3, type: 'roll', dice: [2, 2] }).message).toContain('§10');
  });

  it('§10 …only if they still have 10 then: the card taken back in between means no win', () => {
    const s = act(start(record([])), breakIt, { p: 0, type: 'end' }, { p: 1, type: 'roll', dice: [1, 1] },
      { p: 1, type: 'build', piece: 'road', at: path(MID[4]!, MID[5]!)[0]! },
      { p: 1, type: 'build', piece: 'road', at: path(MID[5]!, MID[6]!)[0]! },
    );
    expect(info(s).longestRoad).toBe(1);
    const t = act(s, { p: 1, type: 'end' }, ...quiet(2));
    expect(info(t).winner).toBeNull();
    expect(info(t).phase).toBe('roll');
    expect(info(t).players[3]!.vp).toBe(8);
  });
});

describe('§10 after the win', () => {
  const won = () => start(rec({
    current: 1, phase: 'ended', winner: 1,
    players: seats(4, { 1: { cities: SPOTS, settlements: [MID[0]!], devCards: { victoryPoint: 1 }, resources: { ore: 5, grain: 5, wool: 5, brick: 5, wood: 5 } } }),
  }));

  it.each([
    { p: 1, type: 'roll', dice: [3, 4] },
    { p: 1, type: 'end' },
    { p: 1, type: 'buy', card: 'knight' },
    { p: 1, type: 'build', piece: 'road', at: edgesAt(MID[0]!)[1]! },
    { p: 1, type: 'bankTrade', give: { ore: 4 }, get: { brick: 1 } },
    { p: 2, type: 'trade', with: 1, give: { brick: 1 }, get: { ore: 1 } },
    { p: 0, type: 'discard', cards: {} },
  ] as Action[])('§10 after the win no action is accepted: $type', (a) => {
    const err = deny(won(), a);
    expect(err.code).toBe('game-over');
    expect(err.message).toContain('§10');
  });

  it('§10 after the win there are no legal actions, and a record going on is refused there', () => {
    expect(legalActions(won())).toEqual([]);
    const r = rec({ current: 0, phase: 'main', players: seats(4, { 0: { ...nine, resources: SETTLEMENT_COST } }) }, {
      actions: [{ p: 0, type: 'build', piece: 'settlement', at: TOP[7]! }, { p: 0, type: 'end' }],
    });
    const out = refusal(r);
    expect(out.at).toBe(1);
    expect(out.error).toContain('§10');
  });
});
