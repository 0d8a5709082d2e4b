// RULES.md §14: five and six players — the extension's island and components, its set-up, and
// the special building phase (also a house rule for 3–4 players). Positions are RECORD.md
// records on the extension's island; its names come from spec/geometry-extension.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CodeList, Game, applyCode, boardToJson, generateBoard, replayRecord, legalActions, legalCodes, newGame, resolveBoard, summarize, viewFor, Rng, SetupError, spiralOrder,
  type Action, type Color, type GameRecord, type GameState,
} from '../../src/engine/index.js';
import { EXTENSION_ISLAND, coastalEdges } from '../../src/engine/islands.js';
import { harborSlots, layTokens } from '../../src/engine/generate.js';
import { specPath } from '../helpers.js';
import { act, deny, full, hand, info, play, start, type Pos } from './fixtures.js';

const EXT = JSON.parse(readFileSync(specPath('geometry-extension.json'), 'utf8')) as {
  hexes: string[]; vertices: Record<string, { hexes: string[]; neighbours: string[] }>; edges: Record<string, { hexes: string[]; vertices: string[] }>;
};
const SIX: Color[] = ['red', 'blue', 'white', 'orange', 'green', 'brown'];
const FIVE: Color[] = SIX.slice(0, 5);
const BOARD = { generate: 'variable', seed: 'six', island: 'extension' } as const;
const edgeAt = (v: string) => Object.entries(EXT.edges).find(([, e]) => e.vertices.includes(v))![0];
const edgeBetween = (a: string, b: string) => Object.entries(EXT.edges).find(([, e]) => e.vertices.includes(a) && e.vertices.includes(b))![0];

/** Six settlements far apart on the extension island, one per seat, each with a road. */
const HOMES = ['0,-3,S', '2,-2,S', '-2,-1,S', '1,0,S', '-3,2,N', '-1,2,S'];
function seatsWith(n: number, extra: Record<number, NonNullable<Pos['players']>[number]> = {}) {
  return Array.from({ length: n }, (_, p) => ({ settlements: [HOMES[p]!], roads: [edgeAt(HOMES[p]!)], ...extra[p] }));
}
function rec6(pos: Omit<Pos, 'players'> & { players?: Pos['players'] }, n = 6, rules: GameRecord['rules'] = undefined): GameRecord {
  return {
    format: 1, board: BOARD, players: SIX.slice(0, n).map((color) => ({ color })), actions: [],
    ...(rules ? { rules } : {}),
    position: { ...pos, players: pos.players ?? seatsWith(n) },
  };
}

describe('§14 components: the extension island', () => {
  it('§14 30 land hexes: 5 hills, 6 forest, 6 pasture, 6 fields, 5 mountains, 2 deserts; 11 harbors; 28 tokens', () => {
    for (const seed of ['a', 'b', 'c']) {
      const b = generateBoard({ kind: 'variable', seed, island: 'extension' });
      const terrain = [0, 0, 0, 0, 0, 0];
      for (const t of b.terrain) terrain[t]!++;
      expect(terrain).toEqual([5, 6, 6, 6, 5, 2]);
      const kinds = [0, 0, 0, 0, 0, 0];
      for (const h of b.harbors) kinds[h.kind]!++;
      expect(kinds).toEqual([1, 1, 2, 1, 1, 5]);
      const tokens = [...b.token].filter((x) => x).sort((x, y) => x - y);
      expect(tokens).toEqual([2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12]);
    }
  });
  it('§14 24 cards of each resource and 34 development cards (20 Knights, 5 VP, 3 of each progress card)', () => {
    const s = start(rec6({ phase: 'main' }));
    expect(info(s).bank).toEqual(full({ brick: 24, wood: 24, wool: 24, grain: 24, ore: 24 }));
    expect(info(s).devDeck).toBe(34);
    expect(EXTENSION_ISLAND.deck).toEqual([20, 5, 3, 3, 3]);
  });
  it('§14 green and brown join: 5 and 6 players play the extension island, 3–4 the base island', () => {
    const ext = generateBoard({ kind: 'variable', seed: 1, island: 'extension' });
    expect(newGame({ colors: SIX, board: ext, seed: 1 }).players).toBe(6);
    expect(newGame({ colors: FIVE, board: ext, seed: 1 }).players).toBe(5);
    expect(() => newGame({ colors: ['red', 'blue', 'white', 'orange'], board: ext, seed: 1 })).toThrow(SetupError);
    expect(() => newGame({ colors: FIVE, board: generateBoard({ kind: 'variable', seed: 1 }), seed: 1 })).toThrow(/5–6 player extension/);
    expect(() => newGame({ colors: FIVE, board: 'beginner', seed: 1 })).toThrow(SetupError);
    expect(() => generateBoard({ kind: 'beginner', island: 'extension' })).toThrow(/beginner map is for the base game/);
  });
});

describe('§14 set-up on the extension island', () => {
  it('§14 the variable set-up lays A–Y, Za–Zc along the spiral from a corner, skipping both deserts; the robber starts on the first desert', () => {
    const b = generateBoard({ kind: 'variable', seed: 'spiral', island: 'extension' });
    const deserts = [...b.terrain].flatMap((t, h) => (t === 5 ? [h] : []));
    expect(deserts).toHaveLength(2);
    expect(b.robber).toBe(deserts[0]);
    const corner = [0, 1, 2, 3, 4, 5].find((c) => layTokens(spiralOrder(c, false, EXTENSION_ISLAND), deserts, EXTENSION_ISLAND).every((t, h) => t === b.token[h]));
    expect(corner).toBeDefined();
    for (const h of deserts) expect(b.token[h]).toBe(0);
  });
  it('§14 checked: the letter order never puts two red tokens side by side, over every corner, direction and desert pair', () => {
    const g = EXTENSION_ISLAND.geo;
    let layouts = 0, red = 0, same = 0;
    for (let c = 0; c < 6; c++) for (const cw of [false, true]) {
      const order = spiralOrder(c, cw, EXTENSION_ISLAND);
      expect(new Set(order).size).toBe(30);
      for (let a = 0; a < 30; a++) for (let d = a + 1; d < 30; d++) {
        const t = layTokens(order, [a, d], EXTENSION_ISLAND);
        layouts++;
        let r = 0, eq = 0;
        for (let h = 0; h < 30; h++) for (let k = 0; k < 6; k++) {
          const nb = g.hexNeighbours[h * 6 + k]!;
          if (nb <= h || !t[h] || !t[nb]) continue;
          if ((t[h] === 6 || t[h] === 8) && (t[nb] === 6 || t[nb] === 8)) r++;
          if (t[h] === t[nb]) eq++;
        }
        if (r) red++;
        if (eq) same++;
      }
    }
    expect(layouts).toBe(5220);
    expect(red).toBe(0);
    expect(same).toBe(4900); // equal numbers do touch (H11 and I11 follow one another): reported in §14
  });
  it('§14 the 11 harbors sit every 3 or 4 coastal edges round the 38', () => {
    const coast = coastalEdges(EXTENSION_ISLAND.geo);
    expect(coast).toHaveLength(38);
    const at = harborSlots(EXTENSION_ISLAND).map((e) => coast.indexOf(e));
    const gaps = at.map((x, i) => (at[(i + 1) % at.length]! - x + 38) % 38);
    expect(gaps.every((x) => x === 3 || x === 4)).toBe(true);
  });
  it('§3 §14 six players place in snake order (24 placements) and take the second settlement\'s resources', () => {
    const g = Game.create({ colors: SIX, board: resolveBoard(BOARD), boardJson: BOARD, seed: 'setup6' });
    const order: number[] = [];
    let placed = 0;
    while (g.state.phase === 0) {
      const acts = legalActions(g.state);
      order.push(acts[0]!.p);
      const r = g.apply(acts[Math.floor(acts.length / 2)]!);
      if (!r.ok) throw new Error(r.error.message);
      placed++;
    }
    expect(placed).toBe(24);
    const seats = order.filter((_, i) => i % 2 === 0);
    expect(seats).toEqual([0, 1, 2, 3, 4, 5, 5, 4, 3, 2, 1, 0]);
    expect(g.state.current).toBe(0);
    expect(info(g.state).players.every((p) => Object.values(p.resources).reduce((a, b) => a + b, 0) >= 1)).toBe(true);
  });
});

describe('§14 the special building phase', () => {
  const rich = { resources: { brick: 2, wood: 2, wool: 1, grain: 3, ore: 3 } };
  it('§14 after a turn ends, each other player in turn order may build, from the player on the left; the turn owner does not', () => {
    const s = start(rec6({ phase: 'main', current: 2, players: seatsWith(6, { 0: rich, 1: rich, 3: rich, 4: rich, 5: rich }) }));
    let t = act(s, { p: 2, type: 'end' });
    const builders: number[] = [];
    while (t.phase === 7) {
      builders.push(t.builder);
      expect(t.current).toBe(2);
      expect(viewFor(t, 'spectator').specialBuilder).toBe(t.builder);
      t = act(t, { p: t.builder, type: 'end' });
    }
    expect(builders).toEqual([3, 4, 5, 0, 1]);
    expect(t.current).toBe(3);
    expect(info(t).phase).toBe('roll');
  });
  it('§14 a seat that can neither build nor buy is passed over', () => {
    const s = start(rec6({ phase: 'main', current: 0, players: seatsWith(6, { 2: rich, 5: rich }) }));
    const t = act(s, { p: 0, type: 'end' });
    expect(t.builder).toBe(2);
    expect(act(t, { p: 2, type: 'end' }).builder).toBe(5);
  });
  it('§14 the builder builds roads, settlements and cities and buys cards, paying as in a turn', () => {
    const s = start(rec6({ phase: 'main', current: 0, players: seatsWith(6, { 1: { resources: { brick: 2, wood: 2, wool: 2, grain: 3, ore: 4 } } }) }));
    let t = act(s, { p: 0, type: 'end' });
    expect(t.builder).toBe(1);
    const kinds = new Set(legalActions(t).map((a) => (a.type === 'build' ? a.piece : a.type)));
    expect(kinds).toEqual(new Set(['end', 'road', 'city', 'buy']));
    t = act(t, { p: 1, type: 'build', piece: 'city', at: HOMES[1]! }, { p: 1, type: 'buy', card: 'knight' }, { p: 1, type: 'build', piece: 'road', at: edgeBetween(HOMES[1]!, EXT.vertices[HOMES[1]!]!.neighbours.find((n) => edgeBetween(HOMES[1]!, n) !== edgeAt(HOMES[1]!))!) });
    expect(hand(t, 1)).toEqual(full({ brick: 1, wood: 1, wool: 1, grain: 0, ore: 0 }));
    expect(info(t).players[1]!.supply).toEqual({ roads: 13, settlements: 5, cities: 3 });
    expect(t.phase).toBe(7);
  });
  it('§14 no trading of any kind and no development card in the special building phase', () => {
    const s = start(rec6({ phase: 'main', current: 0, players: seatsWith(6, { 1: { resources: { brick: 5, wood: 1, ore: 1 }, devCards: { roadBuilding: 1, knight: 1 } } }) }));
    const t = act(s, { p: 0, type: 'end' });
    expect(t.builder).toBe(1);
    const bank = deny(t, { p: 1, type: 'bankTrade', give: { brick: 4 }, get: { grain: 1 } });
    expect([bank.code, bank.section]).toEqual(['wrong-phase', '§14']);
    const trade = deny(t, { p: 1, type: 'trade', with: 2, give: { brick: 1 }, get: { wool: 1 } });
    expect([trade.code, trade.section]).toEqual(['wrong-phase', '§14']);
    for (const card of ['roadBuilding', 'knight', 'yearOfPlenty', 'monopoly'] as const) {
      const e = deny(t, { p: 1, type: 'play', card, ...(card === 'yearOfPlenty' ? { take: { ore: 2 } } : card === 'monopoly' ? { resource: 'ore' } : {}) });
      expect([e.code, e.section]).toEqual(['wrong-phase', '§14']);
    }
    expect(legalActions(t).some((a) => a.type === 'play' || a.type === 'bankTrade')).toBe(false);
  });
  it('§14 the phase is not a turn: no roll, robber or discard, and only the builder acts (the turn owner neither)', () => {
    const s = start(rec6({ phase: 'main', current: 0, players: seatsWith(6, { 1: { resources: { brick: 5, wood: 4, ore: 1 } } }) }));
    const t = act(s, { p: 0, type: 'end' });
    expect(t.builder).toBe(1);
    for (const a of [
      { p: 1, type: 'roll', dice: [3, 4] },
      { p: 1, type: 'robber', hex: '0,0' },
      { p: 1, type: 'discard', cards: { brick: 5 } },
    ] as Action[]) {
      const e = deny(t, a);
      expect([a.type, e.code, e.section]).toEqual([a.type, 'wrong-phase', '§14']);
    }
    for (const p of [0, 2]) {
      for (const a of [{ p, type: 'end' }, { p, type: 'buy' }, { p, type: 'build', piece: 'road', at: edgeAt(HOMES[p]!) }] as Action[]) {
        const e = deny(t, a);
        expect([e.code, e.section]).toEqual(['not-your-turn', '§14']);
        expect(e.message).toMatch(new RegExp(`seat 1 builds now, not seat ${p} \\(§14\\)`));
      }
    }
  });
  it('§14 §9 a settlement built in the phase can break the Longest Road holder\'s road and set the card aside; Largest Army cannot change', () => {
    // Seat 0 holds Longest Road with a road of 6 along which seat 3 has a free corner it can reach.
    const players = [
      { settlements: ['1,0,N'], roads: ['1,-1,SE', '0,0,NE', '0,-1,SE', '-1,0,NE', '-1,-1,SE', '-2,0,NE'], knightsPlayed: 3 },
      { settlements: ['-2,-1,N'], roads: ['-2,-1,NE'] },
      { settlements: ['0,-2,N'], roads: ['0,-2,NE'] },
      { settlements: ['-1,0,S'], roads: ['-1,0,SE', '-1,0,E'], resources: { brick: 1, wood: 1, wool: 1, grain: 1 } },
      { settlements: ['-1,3,S'], roads: ['-1,3,SE'] },
      { settlements: ['2,1,N'], roads: ['2,0,E'] },
    ];
    let t = start(rec6({ phase: 'main', current: 2, players, longestRoad: 0, largestArmy: 0 }));
    expect([info(t).players[0]!.roadLength, info(t).longestRoad, info(t).largestArmy]).toEqual([6, 0, 0]);
    t = act(t, { p: 2, type: 'end' });
    expect(t.builder).toBe(3);
    t = act(t, { p: 3, type: 'build', piece: 'settlement', at: '0,-1,S' });
    expect(info(t).phase).toBe('specialBuild');
    expect([info(t).players[0]!.roadLength, info(t).longestRoad]).toEqual([3, null]);
    expect(info(t).largestArmy).toBe(0);
  });
  it.each([
    ['the next to play', 0],
    ['with another player\'s turn before their own', 5],
  ])('§14 §10 a builder reaching the target in the phase does not win then; they win at the start of their own turn (%s)', (_name, current) => {
    // Seat 1: four cities and a Victory Point card (9 points), two roads from a city to a free
    // corner, and the price of a settlement, which it builds in the special building phase.
    const v = HOMES[1]!;
    const cities = [v];
    const near = (x: string, y: string) => x === y || EXT.vertices[x]!.neighbours.includes(y);
    for (const c of Object.keys(EXT.vertices)) {
      if (cities.length < 4 && ![...HOMES, ...cities].some((y) => near(c, y) || EXT.vertices[y]!.neighbours.some((z) => near(c, z)))) cities.push(c);
    }
    const taken = new Set<string>([...HOMES, ...cities].flatMap((x) => [x, ...EXT.vertices[x]!.neighbours]));
    let route: [string, string] | null = null;
    for (const w of EXT.vertices[v]!.neighbours) for (const x of EXT.vertices[w]!.neighbours) {
      if (!route && x !== v && !taken.has(x) && EXT.vertices[x]!.neighbours.every((y) => !cities.includes(y) && !HOMES.includes(y))) route = [w, x];
    }
    if (!route) return expect.unreachable('a free corner two roads from the city');
    const [w, x] = route;
    const players = seatsWith(6, {
      1: { settlements: [], cities, roads: [edgeBetween(v, w), edgeBetween(w, x), ...cities.slice(1).map(edgeAt)], devCards: { victoryPoint: 1 }, resources: { brick: 1, wood: 1, wool: 1, grain: 1 } },
    });
    let t = act(start(rec6({ phase: 'main', current, players })), { p: current, type: 'end' });
    while (t.phase === 7 && t.builder !== 1) t = act(t, { p: t.builder, type: 'end' });
    expect([t.builder, info(t).players[1]!.vp]).toEqual([1, 9]);
    t = act(t, { p: 1, type: 'build', piece: 'settlement', at: x });
    expect(info(t).players[1]!.vp).toBe(10);
    expect(info(t).winner).toBeNull();
    expect(info(t).phase).toBe('specialBuild');
    while (t.phase === 7) t = act(t, { p: t.builder, type: 'end' });
    if (current === 5) {
      // Seat 0's turn comes first and is played as usual; seat 1 still has not won.
      expect([info(t).current, info(t).phase, info(t).winner]).toEqual([0, 'roll', null]);
      t = act(t, { p: 0, type: 'roll', dice: [1, 2] }, { p: 0, type: 'end' });
      while (t.phase === 7) t = act(t, { p: t.builder, type: 'end' });
    }
    // Seat 1's own turn begins: it wins at its start (§10), before any roll.
    expect(info(t).winner).toBe(1);
    expect(info(t).phase).toBe('ended');
    expect(deny(t, { p: 1, type: 'roll', dice: [3, 4] }).code).toBe('game-over');
  });
  it('§14 §8 a card bought in the special building phase may be played on the buyer\'s next turn', () => {
    const s = start(rec6({ phase: 'main', current: 0, players: seatsWith(6, { 1: { resources: { wool: 1, grain: 1, ore: 1 } } }) }));
    let t = act(s, { p: 0, type: 'end' });
    t = act(t, { p: 1, type: 'buy', card: 'knight' });
    while (t.phase === 7) t = act(t, { p: t.builder, type: 'end' });
    expect(t.current).toBe(1);
    expect(legalActions(t).some((a) => a.type === 'play' && a.card === 'knight')).toBe(true);
  });
  it('§14 §9 Longest Road changes at once in the phase: a builder\'s road can take the card', () => {
    // Seat 1 has a road of 4 from its settlement; with one more in the phase it reaches 5.
    const v0 = HOMES[1]!;
    const walk = [v0];
    while (walk.length < 6) {
      const last = walk[walk.length - 1]!;
      const nx = EXT.vertices[last]!.neighbours.find((w) => !walk.includes(w) && !(HOMES as string[]).includes(w) && !EXT.vertices[w]!.neighbours.some((x) => x !== last && (HOMES as string[]).includes(x)))!;
      walk.push(nx);
    }
    const roads = walk.slice(1, 5).map((w, i) => edgeBetween(walk[i]!, w));
    const s = start(rec6({ phase: 'main', current: 0, players: seatsWith(6, { 1: { settlements: [v0], roads, resources: { brick: 1, wood: 1 } } }) }));
    expect(info(s).players[1]!.roadLength).toBe(4);
    let t = act(s, { p: 0, type: 'end' });
    t = act(t, { p: 1, type: 'build', piece: 'road', at: edgeBetween(walk[4]!, walk[5]!) });
    expect(info(t).players[1]!.roadLength).toBe(5);
    expect(info(t).longestRoad).toBe(1);
  });
  it('§14 the turn counter moves on when the next turn begins, not during the phase', () => {
    const s = start(rec6({ phase: 'main', current: 0, turn: 12, players: seatsWith(6, { 3: rich }) }));
    let t = act(s, { p: 0, type: 'end' });
    expect([t.turn, t.builder]).toEqual([12, 3]);
    t = act(t, { p: 3, type: 'end' });
    expect([t.turn, t.current, info(t).phase]).toEqual([13, 1, 'roll']);
  });
  it('§14 §11 a house rule for 3–4 players: off by default, on when chosen', () => {
    const off = Game.create({ colors: ['red', 'blue', 'orange'], board: 'beginner', seed: 'hr' });
    expect(off.state.rules.specialBuild).toBe(false);
    expect(off.record.rules).not.toHaveProperty('specialBuild');
    const on = Game.create({ colors: ['red', 'blue', 'orange'], board: 'beginner', rules: { specialBuild: true }, seed: 'hr' });
    expect(on.record.rules?.specialBuild).toBe(true);
    const list = new CodeList();
    const rng = new Rng('hr');
    let seen = 0;
    const s: GameState = on.state.clone();
    while (s.phase !== 6 && s.turn < 300) {
      if (s.phase === 7) seen++;
      legalCodes(s, list);
      applyCode(s, list.codes[rng.int(list.n)]!);
    }
    expect(seen).toBeGreaterThan(10);
    const six = Game.create({ colors: SIX, board: resolveBoard(BOARD), boardJson: BOARD, seed: 'x' });
    expect(six.state.rules.specialBuild).toBe(true);
    expect(six.record.rules).not.toHaveProperty('specialBuild');
  });
  it('RECORD.md a 5–6 player record on the base island is told its board needs "island": "extension", whatever the board', () => {
    const players = FIVE.map((color) => ({ color }));
    const boards: [GameRecord['board'], RegExp][] = [
      [{ generate: 'variable', seed: 'x' }, /it has no "island"; such as \{"generate": "variable", "seed": "x", "island": "extension"\}/],
      [{ generate: 'balanced', seed: 3, island: 'base' }, /not "base"; such as \{"generate": "balanced", "seed": 3, "island": "extension"\}/],
      ['beginner', /the beginner map is the base island's, for 3–4 players/],
      [boardToJson(generateBoard({ kind: 'random', seed: 'b' })), /a board object says so beside "hexes"/],
    ];
    for (const [board, detail] of boards) {
      const r = replayRecord({ format: 1, board, players, actions: [] });
      expect(r).toMatchObject({ ok: false, at: 'record', code: 'bad-players' });
      if (r.ok) continue;
      expect(r.error).toMatch(/^5 players play the 5–6 player extension's island \(RULES\.md §14\), so the board needs "island": "extension" \(RECORD\.md, "Five and six players"\)/);
      expect(r.error).toMatch(detail);
      expect(r.error).not.toMatch(/choose a variable, random or balanced board/);
    }
    expect(replayRecord({ format: 1, board: { generate: 'variable', seed: 'x', island: 'extension' }, players, actions: [] }).ok).toBe(true);
  });

  it('RECORD.md §14 counts beyond the extension\'s components are refused naming §14 (the base game\'s are §1)', () => {
    expect(() => start(rec6({ phase: 'main', players: seatsWith(6, { 0: { resources: { brick: 13 } }, 1: { resources: { brick: 12 } } }) }))).toThrow(/the hands hold 25 brick, but there are 24 \(§14\)/);
    expect(() => start(rec6({ phase: 'main', players: seatsWith(6, { 0: { devCards: { roadBuilding: 2 } } }), devDeck: { roadBuilding: 2 } }))).toThrow(/hold 4 roadBuilding cards, but there are 3 \(§14\)/);
  });
  it('RECORD.md the replay summary names the builder in the special building phase, and only there', () => {
    const rich = { resources: { brick: 2, wood: 2, wool: 1, grain: 3, ore: 3 } };
    const s = start(rec6({ phase: 'main', current: 2, players: seatsWith(6, { 4: rich }) }));
    expect('builder' in summarize(s)).toBe(false);
    const t = act(s, { p: 2, type: 'end' });
    expect(summarize(t)).toMatchObject({ phase: 'specialBuild', current: 2, builder: 4 });
    expect(Object.keys(summarize(t)).slice(0, 6)).toEqual(['ok', 'turn', 'current', 'phase', 'builder', 'winner']);
  });
  it('RECORD.md a special building position loads with its builder, and records of 5–6 games replay', () => {
    const s = start(rec6({ phase: 'specialBuild', current: 2, builder: 4, players: seatsWith(6, { 4: rich }) }));
    expect([s.current, s.builder]).toEqual([2, 4]);
    expect(() => start(rec6({ phase: 'specialBuild', current: 2, builder: 2 }))).toThrow(/whose turn just ended/);
    const g = Game.create({ colors: FIVE, board: resolveBoard(BOARD), boardJson: BOARD, seed: 'five' });
    const rng = new Rng('five');
    for (let i = 0; i < 800 && g.state.phase !== 6; i++) {
      const acts: Action[] = legalActions(g.state);
      const r = g.apply(acts[rng.int(acts.length)]!);
      if (!r.ok) throw new Error(r.error.message);
    }
    const back = play(JSON.parse(JSON.stringify(g.record)));
    expect(info(back)).toEqual(info(g.state));
  });
});
