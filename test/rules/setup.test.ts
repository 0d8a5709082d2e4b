// RULES.md §3 Set-up: beginner map, snake-order placement, distance rule, starting resources,
// and the spiral token order's "no two reds side by side" claim, checked exhaustively.
import { describe, expect, it } from 'vitest';
import {
  HEX_NAMES, RESOURCES, apply, beginnerStartHand, legalActions, parseRecord, replayRecord, seatToMove, spiralOrder, variableBoard, viewFor,
  type Action, type GameRecord,
} from '../../src/engine/index.js';
import { BEGINNER, FOUR, GEO, THREE, act, corners, deny, edgesAt, hand, info, play, full } from './fixtures.js';

const BOARD = { hexes: BEGINNER.hexes, harbors: BEGINNER.harbors, robber: BEGINNER.robber } as GameRecord['board'];
const setupRecord = (colors: string[], actions: Action[]): GameRecord =>
  ({ format: 1, board: BOARD, players: colors.map((color) => ({ color })), actions }) as GameRecord;

/** The beginner spots as placements: round 1 in turn order, round 2 in reverse. */
function beginnerPlacements(colors: readonly string[]): Action[] {
  const out: Action[] = [];
  const order = [...colors.keys(), ...[...colors.keys()].reverse()];
  order.forEach((p, i) => {
    const k = i < colors.length ? 0 : 1;
    const start = BEGINNER.start[colors[p]!]!;
    out.push({ p, type: 'build', piece: 'settlement', at: start.settlements[k]! });
    out.push({ p, type: 'build', piece: 'road', at: start.roads[k]! });
  });
  return out;
}

describe('§3 set-up placement', () => {
  it('§3 placements go in snake order (0,1,2,3 then 3,2,1,0), the last player placing twice in a row', () => {
    const placements = beginnerPlacements(FOUR);
    let s = play(setupRecord(FOUR, []));
    const movers: number[] = [];
    for (const a of placements) {
      movers.push(seatToMove(s));
      s = act(s, a);
    }
    expect(movers).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 3, 3, 2, 2, 1, 1, 0, 0]);
    expect(info(s).phase).toBe('roll');
    expect(info(s).turn).toBe(1);
    expect(info(s).current).toBe(0);
  });

  it('§3 a seat placing out of turn is refused', () => {
    const s = play(setupRecord(FOUR, beginnerPlacements(FOUR).slice(0, 8)));
    expect(seatToMove(s)).toBe(3);
    const err = deny(s, { p: 0, type: 'build', piece: 'settlement', at: '-2,1,N' });
    expect(err.message).toMatch(/seat 3/);
  });

  it('§3 a placement is a settlement, then a road touching it', () => {
    const s0 = play(setupRecord(FOUR, []));
    expect(deny(s0, { p: 0, type: 'build', piece: 'road', at: '0,-1,NE' }).message).toContain('§3');
    const s1 = act(s0, { p: 0, type: 'build', piece: 'settlement', at: '0,-1,N' });
    expect(deny(s1, { p: 0, type: 'build', piece: 'settlement', at: '2,0,S' }).message).toContain('§3');
    expect(deny(s1, { p: 0, type: 'build', piece: 'road', at: '1,0,E' }).message).toContain('§3');
    const roads = legalActions(s1).map((a) => (a.type === 'build' ? a.at : '')).sort();
    expect(roads).toEqual(edgesAt('0,-1,N').sort());
  });

  it('§3 the second road must touch the second settlement, not the first', () => {
    const acts = beginnerPlacements(THREE);
    // Red's second settlement (-2,1,N) is placed; a free edge at red's first one (0,-1,N) is refused.
    const s = play(setupRecord(THREE, acts.slice(0, 11)));
    const atFirst = edgesAt('0,-1,N').find((e) => e !== '0,-1,NE')!;
    const err = deny(s, { p: 0, type: 'build', piece: 'road', at: atFirst });
    expect(err.message).toContain('§3');
    expect(info(act(s, acts[11]!)).phase).toBe('roll');
  });

  it('§3 the second settlement need not connect to the first', () => {
    const s = play(setupRecord(THREE, beginnerPlacements(THREE)));
    const v = viewFor(s, 0);
    expect(v.phase).toBe('roll');
    // Red's two settlements are far apart (0,-1,N and -2,1,N) with no road between them.
    expect(info(s).players[0]!.roadLength).toBe(1);
  });

  it.each([
    ['round 1', 2, '0,-1,N'], // blue's first settlement, next to red's first one
    ['round 2', 6, '0,2,N'], // orange's second settlement, next to blue's first one
  ])('§3 the distance rule applies in %s', (_round, done, near) => {
    const s = play(setupRecord(THREE, beginnerPlacements(THREE).slice(0, done)));
    const p = seatToMove(s);
    for (const at of GEO.vertices[near]!.neighbours) {
      const err = deny(s, { p, type: 'build', piece: 'settlement', at });
      expect(err.message).toMatch(/distance rule/);
      expect(err.message).toContain('§5');
    }
    expect(deny(s, { p, type: 'build', piece: 'settlement', at: near }).message).toContain('§5');
  });

  it('§3 set-up settlement spots are exactly the vertices obeying the distance rule', () => {
    const acts = beginnerPlacements(FOUR).slice(0, 6);
    const s = play(setupRecord(FOUR, acts));
    const taken = acts.filter((a) => a.type === 'build' && a.piece === 'settlement').map((a) => (a as { at: string }).at);
    const expected = Object.keys(GEO.vertices).filter((v) => !taken.includes(v) && !GEO.vertices[v]!.neighbours.some((n) => taken.includes(n)));
    const listed = legalActions(s).map((a) => (a.type === 'build' ? a.at : '?'));
    expect(listed.sort()).toEqual(expected.sort());
  });
});

describe('§3 starting resources', () => {
  it('§3 only the second settlement pays: one card per land hex around it', () => {
    const acts = beginnerPlacements(FOUR);
    const afterRound1 = play(setupRecord(FOUR, acts.slice(0, 8)));
    for (let p = 0; p < 4; p++) expect(info(afterRound1).players[p]!.resources).toEqual(full({}));
    const s = play(setupRecord(FOUR, acts));
    FOUR.forEach((color, p) => {
      const want: Record<string, number> = {};
      for (const r of BEGINNER.startingResources[color]!) want[r] = (want[r] ?? 0) + 1;
      expect(hand(s, p), color).toEqual(full(want));
    });
  });

  // Red (seat 0) places its second settlement last; the spots differ in how many land hexes touch them.
  it.each([
    ['three land hexes', '2,-1,S', { wood: 1, brick: 1, ore: 1 }],
    ['the desert among them gives nothing', '0,0,N', { brick: 1, wool: 1 }],
    ['a coastal spot with two land hexes', '2,0,N', { brick: 1, ore: 1 }],
    ['a coastal spot with one land hex', '1,2,N', { wool: 1 }],
  ])('§3 second settlement on %s', (_what, at, want) => {
    const acts = beginnerPlacements(THREE).slice(0, 10);
    const hexes = GEO.vertices[at]!.hexes;
    const expected: Record<string, number> = {};
    const res: Record<string, string> = { hills: 'brick', forest: 'wood', pasture: 'wool', fields: 'grain', mountains: 'ore' };
    for (const h of hexes) { const r = res[BEGINNER.hexes[h]!.terrain]; if (r) expected[r] = (expected[r] ?? 0) + 1; }
    expect(full(expected)).toEqual(full(want));
    const s = act(play(setupRecord(THREE, acts)), { p: 0, type: 'build', piece: 'settlement', at });
    expect(hand(s, 0)).toEqual(full(want));
  });
});

describe('§3 beginner set-up', () => {
  const beginner = (colors: string[]): GameRecord => ({ format: 1, board: 'beginner', players: colors.map((color) => ({ color })), actions: [] }) as GameRecord;

  it('§3 beginner set-up places the fixed pieces and pays from each second settlement', () => {
    const s = play(beginner(FOUR));
    const v = viewFor(s, 'spectator');
    expect(v.phase).toBe('roll');
    expect(v.turn).toBe(1);
    FOUR.forEach((color, p) => {
      expect(v.players[p]!.supply).toEqual({ roads: 13, settlements: 3, cities: 4 });
      const want: Record<string, number> = {};
      for (const r of BEGINNER.startingResources[color]!) want[r] = (want[r] ?? 0) + 1;
      expect(hand(s, p), color).toEqual(full(want));
    });
    expect(v.vertices.filter((x) => x !== 0)).toHaveLength(8);
  });

  it('§3 beginnerStartHand: each colour\'s starting cards on the beginner map, as a card counter starts from them', () => {
    for (const color of FOUR) {
      const want: Record<string, number> = {};
      for (const r of BEGINNER.startingResources[color]!) want[r] = (want[r] ?? 0) + 1;
      const got = beginnerStartHand(color)!;
      expect(Object.fromEntries(RESOURCES.map((r, i) => [r, got[i]])), color).toEqual(full(want));
    }
    expect(beginnerStartHand('green')).toBeNull();
  });

  it('§3 a 3-player beginner game leaves white out', () => {
    const s = play(beginner(THREE));
    const v = viewFor(s, 'spectator');
    expect(v.players).toHaveLength(3);
    expect(v.vertices.filter((x) => x !== 0)).toHaveLength(6);
    expect(v.edges.filter((x) => x !== 0)).toHaveLength(6);
    // White's spots stay free: seat 1 could later build there (nothing occupies -1,0,N or 1,1,N).
    const four = viewFor(play(beginner(FOUR)), 'spectator');
    const white = four.vertices.map((x, i) => (x === 3 ? i : -1)).filter((i) => i >= 0);
    expect(white).toHaveLength(2);
    for (const i of white) expect(v.vertices[i]).toBe(0);
    const bank = info(s).bank;
    expect(Object.values(bank).reduce((a, b) => a + b, 0)).toBe(95 - 9);
  });

  it('§3 the robber starts on the desert', () => {
    expect(viewFor(play(beginner(FOUR)), 0).robber).toBe('0,0');
    expect(BEGINNER.hexes['0,0']!.terrain).toBe('desert');
    const g = variableBoard('robber-start');
    const desert = HEX_NAMES[g.terrain.indexOf(5)]!;
    const r = replayRecord({ format: 1, board: { generate: 'variable', seed: 'robber-start' }, players: THREE.map((color) => ({ color })), actions: [] });
    expect(r.ok && viewFor(r.state, 0).robber).toBe(desert);
  });

  it('§3 the beginner map has starting positions only for red, blue, white and orange', () => {
    const r = parseRecord(beginner(['red', 'blue', 'green']));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/red, blue, white and orange/);
  });

  it('§3 the first rolling turn belongs to seat 0 and nothing else is legal but a roll', () => {
    const s = play(beginner(FOUR));
    expect(legalActions(s)).toEqual([{ p: 0, type: 'roll' }]);
    expect(apply(s, { p: 1, type: 'roll', dice: [3, 3] }).ok).toBe(false);
  });
});

describe('§3 variable set-up: the spiral token order', () => {
  const TOKENS = [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11]; // A–R as RULES.md lists them
  const DIRS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]] as const;
  const key = (q: number, r: number) => `${q},${r}`;
  const adjacent = (a: string, b: string) => {
    const [q1, r1] = a.split(',').map(Number) as [number, number];
    const [q2, r2] = b.split(',').map(Number) as [number, number];
    return DIRS.some(([dq, dr]) => q1 + dq === q2 && r1 + dr === r2);
  };
  /** Our own spiral: walk each ring from the corner hex k, then the inner ring from the hex inward, then the centre. */
  function spiral(k: number, turn: 1 | -1): string[] {
    const out: string[] = [];
    for (const radius of [2, 1]) {
      let q = DIRS[k]![0] * radius, r = DIRS[k]![1] * radius;
      for (let side = 0; side < 6; side++) {
        const d = DIRS[(((k + (turn === 1 ? 2 : 4) + turn * side) % 6) + 6) % 6]!;
        for (let i = 0; i < radius; i++) { out.push(key(q, r)); q += d[0]; r += d[1]; }
      }
    }
    out.push('0,0');
    return out;
  }

  it('§3 our spiral visits all 19 hexes, each touching the one before', () => {
    for (let k = 0; k < 6; k++) for (const t of [1, -1] as const) {
      const s = spiral(k, t);
      expect(new Set(s).size).toBe(19);
      expect([...s].sort()).toEqual([...GEO.hexes].sort());
      for (let i = 1; i < 19; i++) expect(adjacent(s[i - 1]!, s[i]!), `${k} ${t} at ${i}`).toBe(true);
    }
  });

  it("§3 the engine's spirals are these 12 (6 corners × 2 directions)", () => {
    const ours = new Set<string>();
    for (let k = 0; k < 6; k++) for (const t of [1, -1] as const) ours.add(spiral(k, t).join(' '));
    const engine = new Set<string>();
    for (let k = 0; k < 6; k++) for (const cw of [false, true]) engine.add(spiralOrder(k, cw).map((h) => HEX_NAMES[h]).join(' '));
    expect(engine).toEqual(ours);
  });

  it('§3 A–R along the spiral never puts two red tokens (6/8) side by side: 6 corners × 19 deserts × 2 directions', () => {
    let checked = 0;
    for (let k = 0; k < 6; k++) for (const t of [1, -1] as const) for (const desert of GEO.hexes) {
      const token = new Map<string, number>();
      let i = 0;
      for (const h of spiral(k, t)) if (h !== desert) token.set(h, TOKENS[i++]!);
      const reds = [...token].filter(([, n]) => n === 6 || n === 8).map(([h]) => h);
      expect(reds).toHaveLength(4);
      for (const a of reds) for (const b of reds) expect(a !== b && adjacent(a, b), `corner ${k}, turn ${t}, desert ${desert}: ${a} ${b}`).toBe(false);
      checked++;
    }
    expect(checked).toBe(6 * 2 * 19);
  });

  it('§3 variable boards lay A–R along one of the spirals, skipping the desert', () => {
    for (let seed = 0; seed < 60; seed++) {
      const b = variableBoard(`spiral-${seed}`);
      const tokens = new Map(HEX_NAMES.map((h, i) => [h, b.token[i]!] as const));
      const desert = HEX_NAMES[b.terrain.indexOf(5)]!;
      let matches = 0;
      for (let k = 0; k < 6; k++) for (const t of [1, -1] as const) {
        const laid = spiral(k, t).filter((h) => h !== desert).map((h) => tokens.get(h));
        if (laid.join() === TOKENS.join()) matches++;
      }
      expect(matches, `seed spiral-${seed}`).toBeGreaterThan(0);
      expect(tokens.get(desert)).toBe(0);
    }
  });
});

// A check of corners() itself, so the fixtures cannot silently lie to the tests above.
it('§3 fixture check: a hex has six corners, each listing the hex in geometry.json', () => {
  expect(corners('0,0')).toEqual(['0,0,N', '1,-1,S', '0,1,N', '0,0,S', '-1,1,N', '0,-1,S']);
});
