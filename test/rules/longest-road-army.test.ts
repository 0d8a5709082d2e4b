// RULES.md §9 Longest Road and Largest Army: how a road is measured (branches, rings, a
// figure-8, opponents' buildings), who takes the card, and what happens when the holder's road
// is broken (keep on a tie, sole longest takes, otherwise set aside).
import { describe, expect, it } from 'vitest';
import { Rng, type Action, type GameState } from '../../src/engine/index.js';
import {
  GEO, LOW, MID, SETTLEMENT_COST, TOP, act, edgesAt, info, path, rec, ring, seats, start, type Pos, type Seat,
} from './fixtures.js';

const len = (s: GameState, p: number) => info(s).players[p]!.roadLength;
const settle = (p: number, at: string): Action => ({ p, type: 'build', piece: 'settlement', at });
const road = (p: number, at: string): Action => ({ p, type: 'build', piece: 'road', at });
const pos = (players: Record<number, Seat>, extra: Partial<Pos> = {}) =>
  start(rec({ current: 0, phase: 'main', ...extra, players: seats(4, players) }));

/** Our own measure (RULES.md §9), by brute force: the longest trail, never passing through a blocked vertex. */
function longestTrail(roads: string[], blocked: Set<string>): number {
  let best = 0;
  const used = new Set<string>();
  const walk = (v: string, n: number) => {
    if (n > best) best = n;
    if (n > 0 && blocked.has(v)) return; // a walk may end at an opponent's building, never pass it
    for (const e of roads) {
      if (used.has(e)) continue;
      const vs = GEO.edges[e]!.vertices;
      if (!vs.includes(v)) continue;
      used.add(e);
      walk(vs[0] === v ? vs[1]! : vs[0]!, n + 1);
      used.delete(e);
    }
  };
  for (const v of new Set(roads.flatMap((e) => GEO.edges[e]!.vertices))) walk(v, 0);
  return best;
}

describe('§9 measuring a road', () => {
  it('§9 branches do not add up: three arms of 2 from one vertex count 4', () => {
    const c = '0,0,N';
    const roads = GEO.vertices[c]!.neighbours.flatMap((n) => {
      const m = GEO.vertices[n]!.neighbours.find((x) => x !== c)!;
      return path(c, n, m);
    });
    expect(roads).toHaveLength(6);
    expect(len(pos({ 0: { settlements: [c], roads } }), 0)).toBe(4);
  });

  it('§9 a road ending at an opponent\'s settlement counts, and takes the card at 5', () => {
    const s = pos({
      0: { settlements: [TOP[1]!], roads: path(...TOP.slice(1, 6)), resources: { brick: 1, wood: 1 } },
      1: { settlements: [TOP[6]!], roads: [edgesAt(TOP[6]!).find((e) => !GEO.edges[e]!.vertices.some((v) => v === TOP[5] || v === TOP[7]))!] },
    });
    expect(len(s, 0)).toBe(4);
    const t = act(s, road(0, path(TOP[5]!, TOP[6]!)[0]!));
    expect(len(t, 0)).toBe(5);
    expect(info(t).longestRoad).toBe(0);
  });

  it('§9 an opponent\'s settlement built at the end of a road leaves its length unchanged', () => {
    const s = pos({
      0: { settlements: [TOP[1]!], roads: path(...TOP.slice(1, 7)) },
      1: { settlements: ['1,0,S'], roads: path('1,0,S', '0,1,N', TOP[6]!), resources: SETTLEMENT_COST },
    }, { current: 1, longestRoad: 0 });
    const t = act(s, settle(1, TOP[6]!));
    expect(len(t, 0)).toBe(5);
    expect(info(t).longestRoad).toBe(0);
  });

  it('§9 a ring of 6 whose only break is an opponent\'s settlement still counts 6', () => {
    const s = pos({
      0: { settlements: ['1,0,N'], roads: ring('1,0') },
      1: { settlements: ['1,1,S'], roads: path('1,1,S', '0,2,N', '1,0,S'), resources: SETTLEMENT_COST },
    }, { current: 1, longestRoad: 0 });
    expect(len(s, 0)).toBe(6);
    const t = act(s, settle(1, '1,0,S')); // 1,0,S is a corner of the ring
    expect(len(t, 0)).toBe(6);
    expect(info(t).longestRoad).toBe(0);
  });

  it('§9 a road ending at an opponent\'s settlement counts off a ring too: ring of 6 + that road = 7', () => {
    const roads = [...ring('1,0'), ...path('1,0,S', '0,2,N')];
    const s = pos({ 0: { settlements: ['1,0,N'], roads }, 1: { settlements: ['0,2,N'] } }, { longestRoad: 0 });
    expect(len(s, 0)).toBe(7);
  });

  it('§9 a road between two opponents\' settlements counts in full, beside a ring elsewhere in the network', () => {
    const off = (v: string, not: string[]) => edgesAt(v).find((e) => !not.some((w) => GEO.edges[e]!.vertices.includes(w)))!;
    const s = pos({
      0: { settlements: [MID[3]!, '1,-2,N'], roads: [...path(...MID.slice(0, 8)), ...ring('1,-2')] },
      1: { settlements: [MID[0]!, MID[7]!], roads: [off(MID[0]!, [MID[1]!]), off(MID[7]!, [MID[6]!, MID[8]!])] },
    }, { longestRoad: 0 });
    expect(len(s, 0)).toBe(7);
  });

  it('§9 a figure-8 of 11 roads counts 11', () => {
    const eight = [...new Set([...ring('0,0'), ...ring('1,0')])];
    expect(eight).toHaveLength(11);
    const last = ring('1,0')[0]!; // 1,0,NE: an outer side of the second ring
    const s = pos({ 0: { settlements: ['0,0,N'], roads: eight.filter((e) => e !== last), resources: { brick: 1, wood: 1 } } }, { longestRoad: 0 });
    expect(len(s, 0)).toBe(longestTrail(eight.filter((e) => e !== last), new Set()));
    const t = act(s, road(0, last));
    expect(len(t, 0)).toBe(11);
  });

  it('§9 road length agrees with a brute-force trail search on 300 random networks', () => {
    const rng = new Rng('§9 trails');
    const all = Object.keys(GEO.vertices);
    let checked = 0, cut = 0, rings = 0;
    for (let i = 0; i < 300; i++) {
      const home = all[rng.int(all.length)]!;
      const roads: string[] = [];
      const reach = [home];
      const target = 4 + rng.int(12);
      while (roads.length < target) {
        const v = reach[rng.int(reach.length)]!;
        const e = edgesAt(v)[rng.int(edgesAt(v).length)]!;
        if (roads.includes(e)) continue;
        roads.push(e);
        for (const w of GEO.edges[e]!.vertices) if (!reach.includes(w)) reach.push(w);
      }
      // Opponent settlements on some network vertices (distance rule kept), each with a road of its own.
      const theirs: string[] = [], theirRoads: string[] = [];
      for (const v of reach) {
        if (v === home || rng.int(4) !== 0) continue;
        if ([home, ...theirs].some((b) => b === v || GEO.vertices[b]!.neighbours.includes(v))) continue;
        const e = edgesAt(v).find((x) => !roads.includes(x) && !theirRoads.includes(x));
        if (!e) continue;
        theirs.push(v);
        theirRoads.push(e);
      }
      if (theirs.length > 5) continue;
      const mine = longestTrail(roads, new Set(theirs));
      const other = longestTrail(theirRoads, new Set([home]));
      const holder = mine >= 5 && mine > other ? 0 : null;
      const r = rec({ current: 0, phase: 'main', longestRoad: holder, players: seats(4, { 0: { settlements: [home], roads }, 1: { settlements: theirs, roads: theirRoads } }) });
      const s = start(r);
      expect(len(s, 0), `network ${roads.join(' ')} cut at ${theirs.join(' ')}`).toBe(mine);
      checked++;
      if (theirs.length) cut++;
      if (roads.length >= reach.length) rings++;
    }
    expect(checked).toBeGreaterThan(250);
    expect(cut).toBeGreaterThan(50); // the sample holds networks split by opponents' buildings
    expect(rings).toBeGreaterThan(50); // and networks with rings
  });
});

describe('§9 who holds Longest Road', () => {
  // Seat 0 builds along TOP from its settlement at TOP[1]; seat 1 holds a path along LOW.
  const race = (mine: number, theirs: number, holder: number | null) => pos({
    0: { settlements: [TOP[1]!], roads: path(...TOP.slice(1, 2 + mine)), resources: { brick: 2, wood: 2 } },
    1: { settlements: [LOW[0]!], roads: path(...LOW.slice(0, 1 + theirs)) },
  }, { longestRoad: holder });

  it('§9 the first player with a path of 5 takes the card (+2 VP)', () => {
    const s = race(3, 1, null);
    const four = act(s, road(0, path(TOP[4]!, TOP[5]!)[0]!));
    expect(info(four).longestRoad).toBeNull();
    const five = act(four, road(0, path(TOP[5]!, TOP[6]!)[0]!));
    expect(info(five).longestRoad).toBe(0);
    expect(info(five).players[0]!.vp).toBe(3);
  });

  it('§9 another player takes it only with a strictly longer path', () => {
    const s = race(4, 5, 1);
    const tie = act(s, road(0, path(TOP[5]!, TOP[6]!)[0]!));
    expect(len(tie, 0)).toBe(5);
    expect(info(tie).longestRoad).toBe(1);
    const longer = act(tie, road(0, path(TOP[6]!, TOP[7]!)[0]!));
    expect(info(longer).longestRoad).toBe(0);
    expect(info(longer).players[1]!.vp).toBe(1);
  });
});

describe('§9 when the holder\'s road is broken', () => {
  /**
   * Seat 2 holds the card with a road along TOP of length a from TOP[0] (settlement at TOP[1]).
   * Seat 0 (to move) has a road from 0,-1,N to TOP[3] and builds a settlement there, splitting
   * seat 2's road into 3 and a − 3. Seat 1 has a path of b along MID, seat 3 one of c along LOW.
   */
  function breakAt(a: number, b: number, c: number, seat1: Seat = {}) {
    const s = pos({
      0: { settlements: ['0,-1,N'], roads: path('0,-1,N', '0,-2,S', TOP[3]!), resources: SETTLEMENT_COST },
      1: { settlements: [MID[0]!], roads: b ? path(...MID.slice(0, 1 + b)) : [edgesAt(MID[0]!)[0]!], ...seat1 },
      2: { settlements: [TOP[1]!], roads: path(...TOP.slice(0, 1 + a)) },
      3: { settlements: [LOW[0]!], roads: c ? path(...LOW.slice(0, 1 + c)) : [edgesAt(LOW[0]!)[0]!] },
    }, { longestRoad: 2 });
    return { before: s, after: act(s, settle(0, TOP[3]!)) };
  }

  it.each([
    ['§9 the sole longest player takes it', 7, 5, 4, 1],
    ['§9 the sole longest player takes it with a path longer than the holder\'s piece', 8, 6, 0, 1],
    ['§9 the holder keeps it while tied for longest', 8, 5, 5, 2],
    ['§9 the holder keeps it while tied with one other', 8, 5, 0, 2],
    ['§9 the holder keeps it while still longest', 10, 6, 0, 2],
    ['§9 several players tie for longest: the card is set aside', 7, 5, 5, null],
    ['§9 nobody reaches 5: the card is set aside', 7, 4, 4, null],
  ])('%s', (_name, a, b, c, holder) => {
    const { before, after } = breakAt(a, b, c);
    expect(len(before, 2)).toBe(a);
    expect(len(after, 2)).toBe(Math.max(3, a - 3));
    expect([len(after, 1), len(after, 3)]).toEqual([b || 1, c || 1]);
    expect(info(after).longestRoad).toBe(holder);
  });

  it('§9 a card set aside goes to the next player who alone has the longest path of 5', () => {
    const { after } = breakAt(7, 5, 5);
    expect(info(after).longestRoad).toBeNull();
    // Seat 0's turn ends; seat 1 extends its path to 6 and takes the card.
    const rich = breakAt(7, 5, 5, { resources: { brick: 1, wood: 1 } }).after;
    const t = act(rich, { p: 0, type: 'end' }, { p: 1, type: 'roll', dice: [1, 1] }, road(1, path(MID[5]!, MID[6]!)[0]!));
    expect(info(t).longestRoad).toBe(1);
  });
});

describe('§9 Largest Army', () => {
  const army = (mine: number, theirs: number, holder: number | null) => pos({
    0: { devCards: { knight: 1 }, knightsPlayed: mine },
    1: { knightsPlayed: theirs },
  }, { largestArmy: holder });
  const knight = (s: GameState) => act(s, { p: 0, type: 'play', card: 'knight' }, { p: 0, type: 'robber', hex: '2,-2' });

  it.each([
    ['§9 the first player with 3 played knights takes Largest Army', 2, 0, null, 0],
    ['§9 2 played knights are not enough', 1, 0, null, null],
    ['§9 a tie with the holder does not take it', 2, 3, 1, 1],
    ['§9 a strictly larger army takes it', 3, 3, 1, 0],
  ])('%s', (_name, mine, theirs, holder, after) => {
    const t = knight(army(mine, theirs, holder));
    expect(info(t).players[0]!.knightsPlayed).toBe(mine + 1);
    expect(info(t).largestArmy).toBe(after);
    expect(info(t).players[0]!.vp).toBe(after === 0 ? 2 : 0);
  });

  it('§9 the count never goes down: the former holder keeps its knights', () => {
    const t = knight(army(3, 3, 1));
    expect(info(t).players[1]!.knightsPlayed).toBe(3);
    expect(info(t).players[1]!.vp).toBe(0);
  });
});
