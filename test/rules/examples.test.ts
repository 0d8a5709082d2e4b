// RULES.md §12 Worked examples from the sources, each written as a record and replayed.
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Action, type GameRecord } from '../../src/engine/index.js';
import { BEGINNER, TOP, act, deny, edgesAt, full, hand, info, path, play, rec, refusal, seats, start } from './fixtures.js';

describe('§12 Marta wins on her own turn', () => {
  // Marta (white, seat 2): 2 cities, 2 settlements, Longest Road (6) and a VP card = 9; she builds a third settlement.
  const cities = ['-1,2,S', '-2,2,S'];
  const marta = (actions: Action[]): GameRecord => rec({
    current: 2, phase: 'main', longestRoad: 2,
    players: seats(4, {
      2: {
        settlements: [TOP[1]!, TOP[3]!], cities, roads: [...path(...TOP.slice(1, 8)), ...cities.map((v) => edgesAt(v)[0]!)],
        devCards: { victoryPoint: 1 }, resources: { brick: 1, wood: 1, wool: 1, grain: 1 },
      },
    }),
  }, { colors: ['red', 'blue', 'white', 'orange'], actions });

  it('§12 Marta: 2 cities + 3 settlements + Longest Road + 1 VP card = 10 VP on her own turn → she wins', () => {
    const before = start(marta([]));
    expect(info(before).players[2]!.vp).toBe(9);
    expect(viewFor(before, 0).players[2]!.visibleVp).toBe(8); // the VP card is hidden
    const s = play(marta([{ p: 2, type: 'build', piece: 'settlement', at: TOP[5]! }]));
    const me = info(s).players[2]!;
    expect(me.supply).toEqual({ roads: 7, settlements: 2, cities: 2 });
    expect(info(s).longestRoad).toBe(2);
    expect(me.vp).toBe(10);
    expect(info(s).phase).toBe('ended');
    expect(info(s).winner).toBe(2);
    expect(me.visibleVp).toBe(10); // revealed at the win
  });

  it('§12 Marta: nothing more happens in that game', () => {
    const r = refusal(marta([{ p: 2, type: 'build', piece: 'settlement', at: TOP[5]! }, { p: 2, type: 'end' }]));
    expect(r.at).toBe(1);
  });
});

describe('§12 discards', () => {
  it.each([[8, 4], [9, 4], [11, 5], [7, 0]])('§12 a hand of %i cards discards %i on a 7', (n, owes) => {
    const resources = { brick: Math.min(n, 4), ore: Math.max(0, n - 4) };
    const s = play(rec({ current: 0, phase: 'roll', players: seats(4, { 2: { resources } }) }, { actions: [{ p: 0, type: 'roll', dice: [5, 2] }] }));
    expect(viewFor(s, 'spectator').players[2]!.owes).toBe(owes);
    if (owes) {
      const after = act(s, { p: 2, type: 'discard', cards: { ore: owes } });
      expect(hand(after, 2)).toEqual(full({ brick: resources.brick, ore: resources.ore - owes }));
    }
  });
});

describe("§12 Ana's round", () => {
  // The beginner map with three hexes changed (terrain counts kept) to have an 8-fields and a 6-pasture.
  const hexes = { ...BEGINNER.hexes, '-2,1': { terrain: 'fields', token: 8 }, '-1,2': { terrain: 'pasture', token: 6 }, '0,2': { terrain: 'forest', token: 11 } };
  const board = { hexes, harbors: BEGINNER.harbors, robber: '0,0' } as GameRecord['board'];
  const ana = ['-2,1,N', '-1,-1,N'], anaCity = '0,-1,N', anaNew = '-1,1,N';
  const record = (actions: Action[]): GameRecord => rec({
    current: 0, phase: 'roll', robber: '2,0', // the robber sits on the 8-mountains
    players: [
      { // Ana, red: 2 settlements and a city = 4 VP; one settlement on the 8-fields (-2,1)
        settlements: ana, cities: [anaCity],
        roads: [...path(ana[0]!, '-1,0,S', anaNew), edgesAt(ana[1]!)[0]!, edgesAt(anaCity)[0]!],
        resources: { brick: 1, wood: 1, wool: 3, ore: 1 },
      },
      { cities: ['2,0,N'], devCards: { knight: 1 }, knightsPlayed: 2 }, // Luis, blue: a city on the 8-mountains
      { settlements: ['2,0,S'], resources: { grain: 2 } }, // Marta, white: a settlement on the 8-mountains
      { settlements: ['-1,2,N'], resources: { brick: 4, wool: 3, ore: 3 } }, // Pablo, orange: on the 6-pasture
    ],
  }, { board, colors: ['red', 'blue', 'white', 'orange'], actions });

  const anaTurn: Action[] = [
    { p: 0, type: 'roll', dice: [5, 3] },
    { p: 0, type: 'build', piece: 'settlement', at: anaNew },
    { p: 0, type: 'trade', with: 2, give: { wool: 1 }, get: { grain: 1 } },
    { p: 0, type: 'buy', card: 'knight' },
  ];

  it("§12 Ana rolls 8: the robbed 8-mountains pays nothing, Ana's 8-fields pays her 1 grain", () => {
    const s = play(record(anaTurn.slice(0, 1)));
    expect(hand(s, 0)).toEqual(full({ brick: 1, wood: 1, wool: 3, grain: 1, ore: 1 }));
    expect(hand(s, 1)).toEqual(full({}));
    expect(hand(s, 2)).toEqual(full({ grain: 2 }));
  });

  it('§12 Ana builds (4 → 5 VP), trades wool for grain with Marta, buys a Knight and cannot play it', () => {
    const before = play(record(anaTurn.slice(0, 1)));
    expect(info(before).players[0]!.vp).toBe(4);
    const mid = play(record(anaTurn.slice(0, 2)));
    expect(info(mid).players[0]!.vp).toBe(5);
    // Pablo's 2-for-1 counter-offer is simply not taken; Luis cannot trade with Marta.
    expect(deny(mid, { p: 1, type: 'trade', with: 2, give: { ore: 1 }, get: { grain: 1 } }).message).toContain('§7');
    const s = play(record(anaTurn));
    expect(hand(s, 0)).toEqual(full({}));
    expect(hand(s, 2)).toEqual(full({ grain: 1, wool: 1 }));
    expect(info(s).players[0]!.devCards.knight).toBe(1);
    expect(deny(s, { p: 0, type: 'play', card: 'knight' }).message).toContain('§8');
    expect(legalActions(s).some((a) => a.type === 'play')).toBe(false);
  });

  const luisTurn: Action[] = [
    { p: 0, type: 'end' },
    { p: 1, type: 'play', card: 'knight' },
    { p: 1, type: 'robber', hex: '-1,2', victim: 3, stolen: 'brick' },
    { p: 1, type: 'roll', dice: [3, 4] },
    { p: 3, type: 'discard', cards: { brick: 2, wool: 1, ore: 1 } },
    { p: 1, type: 'robber', hex: '1,-1' },
  ];

  it('§12 Luis plays a Knight before rolling: his third, so Largest Army (+2 VP); he robs Pablo on the 6-pasture', () => {
    const s = play(record([...anaTurn, ...luisTurn.slice(0, 3)]));
    expect(info(s).largestArmy).toBe(1);
    expect(info(s).players[1]!.knightsPlayed).toBe(3);
    expect(info(s).players[1]!.vp).toBe(4);
    expect(hand(s, 1)).toEqual(full({ brick: 1 }));
    expect(info(s).players[3]!.resources).toEqual(full({ brick: 3, wool: 3, ore: 3 }));
    expect(info(s).phase).toBe('roll');
  });

  it('§12 Luis then rolls 7: Pablo (9 cards) discards 4, Ana (0 cards) nothing, and Luis moves the robber again', () => {
    const rolled = play(record([...anaTurn, ...luisTurn.slice(0, 4)]));
    const owes = viewFor(rolled, 'spectator').players.map((p) => p.owes);
    expect(owes).toEqual([0, 0, 0, 4]);
    expect(deny(rolled, { p: 3, type: 'discard', cards: { brick: 3 } }).message).toContain('§4.3');
    const s = play(record([...anaTurn, ...luisTurn]));
    expect(info(s).robber).toBe('1,-1');
    expect(info(s).phase).toBe('main');
    expect(info(s).current).toBe(1);
    expect(info(s).players[3]!.resources).toEqual(full({ brick: 1, wool: 2, ore: 2 }));
  });
});
