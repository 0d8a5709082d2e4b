import { describe, it, expect } from 'vitest';
import { beginnerBoard } from '../src/engine/beginner.js';
import { BoardError, boardToJson, parseBoard, type Board } from '../src/engine/board.js';
import { fairness } from '../src/engine/fairness.js';
import {
  BALANCED, HARBOR_SLOTS, SPIRAL_TOKENS, generateBoard, layTokens, randomBoard, spiralOrder, variableBoard, type RandomOptions,
} from '../src/engine/generate.js';
import { HEX_COUNT, HEX_NAMES, HEX_NEIGHBOURS, VERTEX_COUNT, VERTEX_HEXES, hexId } from '../src/engine/geometry.js';
import { DESERT, TERRAIN_RESOURCE } from '../src/engine/vocabulary.js';

// Independent checkers: written here from the rules, not borrowed from the generator.
const PIPS: Record<number, number> = { 2: 1, 12: 1, 3: 2, 11: 2, 4: 3, 10: 3, 5: 4, 9: 4, 6: 5, 8: 5 };
const red = (t: number): boolean => t === 6 || t === 8;
const neighbours = (h: number): number[] => [0, 1, 2, 3, 4, 5].map((k) => HEX_NEIGHBOURS[h * 6 + k]!).filter((n) => n >= 0);
const resourceOf = (terrain: number): number => (TERRAIN_RESOURCE as readonly number[])[terrain]!;

/** Adjacent hex pairs (each once) whose tokens satisfy `bad`. */
function badPairs(token: ArrayLike<number>, bad: (a: number, b: number) => boolean): string[] {
  const out: string[] = [];
  for (let h = 0; h < HEX_COUNT; h++) {
    for (const n of neighbours(h)) if (n > h && token[h] && token[n] && bad(token[h]!, token[n]!)) out.push(`${HEX_NAMES[h]}=${token[h]} ~ ${HEX_NAMES[n]}=${token[n]}`);
  }
  return out;
}
const redPairs = (token: ArrayLike<number>): string[] => badPairs(token, (a, b) => red(a) && red(b));
const samePairs = (token: ArrayLike<number>): string[] => badPairs(token, (a, b) => a === b);

function largestCluster(b: Board): number {
  const seen = new Set<number>();
  let best = 0;
  for (let h = 0; h < HEX_COUNT; h++) {
    if (seen.has(h)) continue;
    let size = 0;
    const stack = [h];
    seen.add(h);
    while (stack.length) {
      const x = stack.pop()!;
      size++;
      for (const n of neighbours(x)) if (!seen.has(n) && b.terrain[n] === b.terrain[h]) { seen.add(n); stack.push(n); }
    }
    best = Math.max(best, size);
  }
  return best;
}

function vertexPips(b: Board): number[] {
  const out: number[] = [];
  for (let v = 0; v < VERTEX_COUNT; v++) {
    let p = 0;
    for (let k = 0; k < 3; k++) { const h = VERTEX_HEXES[v * 3 + k]!; if (h >= 0) p += PIPS[b.token[h]!] ?? 0; }
    out.push(p);
  }
  return out;
}

describe('§3 variable set-up: the spiral', () => {
  it('each spiral visits all 19 hexes, each next to the one before, from its corner to the centre', () => {
    const corners = ['2,0', '2,-2', '0,-2', '-2,0', '-2,2', '0,2'];
    for (const clockwise of [false, true]) {
      for (let c = 0; c < 6; c++) {
        const o = spiralOrder(c, clockwise);
        expect(new Set(o).size).toBe(19);
        expect(HEX_NAMES[o[0]!]).toBe(corners[c]);
        expect(HEX_NAMES[o[18]!]).toBe('0,0');
        for (let i = 1; i < 19; i++) expect(neighbours(o[i]!)).toContain(o[i - 1]);
      }
    }
    // Counter-clockwise as seen on the board: from the east corner the spiral heads north.
    expect(HEX_NAMES[spiralOrder(0, false)[1]!]).toBe('2,-1');
    expect(HEX_NAMES[spiralOrder(0, true)[1]!]).toBe('1,1');
  });

  it('§3 claim, exhaustively: 6 corners × 19 desert positions × 2 directions never put two red tokens on adjacent hexes', () => {
    const violations: string[] = [];
    let combos = 0;
    for (const clockwise of [false, true]) {
      for (let corner = 0; corner < 6; corner++) {
        const order = spiralOrder(corner, clockwise);
        for (let desert = 0; desert < HEX_COUNT; desert++) {
          combos++;
          const token = layTokens(order, desert);
          expect(token[desert]).toBe(0);
          for (const p of redPairs(token)) violations.push(`corner ${corner} ${clockwise ? 'clockwise' : 'counter-clockwise'}, desert ${HEX_NAMES[desert]}: ${p}`);
        }
      }
    }
    expect(combos).toBe(228);
    // If the claim were false, this lists every failing combination.
    expect(violations).toEqual([]);
  });

  it('the claim check is not vacuous: a token order with C and D swapped does put reds side by side', () => {
    // C (6) and E (8) are two apart on the spiral; moving the 6 one step later makes it touch the 8.
    const order = spiralOrder(0);
    const token = layTokens(order, hexId('0,0'));
    const swapped = Int8Array.from(token);
    swapped[order[2]!] = token[order[3]!]!;
    swapped[order[3]!] = token[order[2]!]!;
    expect(redPairs(swapped).length).toBeGreaterThan(0);
  });

  it('layTokens lays A–R in order and skips the desert', () => {
    const order = spiralOrder(2);
    const desert = order[5]!;
    const token = layTokens(order, desert);
    const laid = order.filter((h) => h !== desert).map((h) => token[h]);
    expect(laid).toEqual([...SPIRAL_TOKENS]);
  });
});

describe('variableBoard', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(boardToJson(variableBoard('abc'))).toEqual(boardToJson(variableBoard('abc')));
    expect(boardToJson(variableBoard(7))).toEqual(boardToJson(variableBoard('7')));
    const seen = new Set<string>();
    for (let s = 0; s < 50; s++) seen.add(JSON.stringify(boardToJson(variableBoard(s))));
    expect(seen.size).toBe(50);
  });

  it('gives valid components, the robber on the desert, tokens on a §3 spiral and harbors on the fixed slots', () => {
    const startCorners = new Set<number>();
    for (let s = 0; s < 300; s++) {
      const b = variableBoard(`v${s}`);
      expect(() => parseBoard(boardToJson(b))).not.toThrow(); // makeBoard re-validates §1
      expect(b.terrain[b.robber]).toBe(DESERT);
      const corner = [0, 1, 2, 3, 4, 5].find((c) => layTokens(spiralOrder(c), b.robber).every((t, h) => t === b.token[h]));
      expect(corner).toBeDefined();
      startCorners.add(corner!);
      expect(b.harbors.map((h) => h.edge)).toEqual([...HARBOR_SLOTS]);
      expect(redPairs(b.token)).toEqual([]);
    }
    expect(startCorners.size).toBe(6);
  });

  it('takes no options: an object with any, or options that are not an object, are refused', () => {
    expect(() => generateBoard({ kind: 'variable', seed: 1, options: {} })).not.toThrow();
    expect(() => generateBoard({ kind: 'variable', seed: 1, options: { balanced: true } })).toThrow(/takes no options/);
    expect(() => generateBoard({ kind: 'variable', seed: 1, options: 5 as never })).toThrow('the variable set-up takes no options (given: 5)');
    // An option the random boards do not know either: the same words, not "unknown random board option" (a play-test: the two contradicted each other).
    expect(() => generateBoard({ kind: 'variable', seed: 1, options: { foo: 1 } as never })).toThrow('the variable set-up takes no options (given: "foo"); use kind "random" or "balanced" for options such as noAdjacentRed');
  });
});

describe('parseBoard: number tokens (§1: 2–12, no 7)', () => {
  const withToken = (token: unknown) => {
    const j = boardToJson(beginnerBoard());
    const name = Object.keys(j.hexes).find((k) => j.hexes[k]!.token === 8)!;
    return { ...j, hexes: { ...j.hexes, [name]: { ...j.hexes[name]!, token } } } as never;
  };
  it.each([[264], [-248], [13], [-1], [8.5], ['8']])('refuses token %s, which is not a number token (264 must not wrap round to 8)', (t) => {
    expect(() => parseBoard(withToken(t))).toThrow(BoardError);
    expect(() => parseBoard(withToken(t))).toThrow(/token/);
  });
  it('accepts the token it replaced', () => expect(() => parseBoard(withToken(8))).not.toThrow());
});

describe('randomBoard', () => {
  const SEEDS = 300;
  const cases: [RandomOptions, (b: Board) => void][] = [
    [{}, () => undefined],
    [{ noAdjacentRed: true }, (b) => expect(redPairs(b.token)).toEqual([])],
    [{ noAdjacentSameNumber: true }, (b) => expect(samePairs(b.token)).toEqual([])],
    [{ maxSameTerrainCluster: 1 }, (b) => expect(largestCluster(b)).toBe(1)],
    [{ maxSameTerrainCluster: 2 }, (b) => expect(largestCluster(b)).toBeLessThanOrEqual(2)],
    [{ maxSameTerrainCluster: 3, noAdjacentRed: true }, (b) => { expect(largestCluster(b)).toBeLessThanOrEqual(3); expect(redPairs(b.token)).toEqual([]); }],
    [{ noAdjacentRed: true, noAdjacentSameNumber: true, maxSameTerrainCluster: 1 }, (b) => {
      expect(redPairs(b.token)).toEqual([]);
      expect(samePairs(b.token)).toEqual([]);
      expect(largestCluster(b)).toBe(1);
    }],
  ];
  for (const [opts, check] of cases) {
    it(`${JSON.stringify(opts)} holds over ${SEEDS} seeds, deterministically`, () => {
      for (let s = 0; s < SEEDS; s++) {
        const b = randomBoard(s, opts);
        expect(() => parseBoard(boardToJson(b))).not.toThrow();
        expect(b.terrain[b.robber]).toBe(DESERT);
        check(b);
      }
      expect(boardToJson(randomBoard('same', opts))).toEqual(boardToJson(randomBoard('same', opts)));
    });
  }

  it('unconstrained boards do break the constraints sometimes (the checks above are not vacuous)', () => {
    let red = 0, same = 0, clustered = 0;
    for (let s = 0; s < 200; s++) {
      const b = randomBoard(s);
      if (redPairs(b.token).length) red++;
      if (samePairs(b.token).length) same++;
      if (largestCluster(b) > 2) clustered++;
    }
    expect(red).toBeGreaterThan(0);
    expect(same).toBeGreaterThan(0);
    expect(clustered).toBeGreaterThan(0);
  });

  it('refuses bad or unsatisfiable options with a BoardError naming them, in well under a second', () => {
    const bad: unknown[] = [
      { maxSameTerrainCluster: 0 }, { maxSameTerrainCluster: -1 }, { maxSameTerrainCluster: 1.5 },
      { maxSameTerrainCluster: Number.NaN }, { maxSameTerrainCluster: '2' }, { noAdjacentRed: 'yes' },
      { noAdjacentSame: true }, { searchLimit: 0 }, 'balanced',
    ];
    for (const o of bad) {
      const t0 = performance.now();
      expect(() => randomBoard(1, o as RandomOptions)).toThrow(BoardError);
      expect(performance.now() - t0).toBeLessThan(1000);
    }
    expect(() => randomBoard(1, { maxSameTerrainCluster: 0 })).toThrow(/maxSameTerrainCluster/);
    // A search that runs out of budget ends with a BoardError naming the options, never a loop.
    const t0 = performance.now();
    let message = '';
    try { randomBoard(1, { balanced: true, maxSameTerrainCluster: 1, searchLimit: 10 }); } catch (e) {
      expect(e).toBeInstanceOf(BoardError);
      expect((e as Error).name).toBe('BoardError'); // named in a stack trace, not 'Error'
      message = (e as Error).message;
    }
    expect(message).toMatch(/balanced: true/);
    expect(message).toMatch(/maxSameTerrainCluster: 1/);
    expect(message).toMatch(/within 10 search steps/);
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('generateBoard routes each kind and needs a seed for generated ones', () => {
    expect(generateBoard({ kind: 'beginner' })).toBe(beginnerBoard());
    expect(boardToJson(generateBoard({ kind: 'variable', seed: 3 }))).toEqual(boardToJson(variableBoard(3)));
    expect(boardToJson(generateBoard({ kind: 'random', seed: 3, options: { noAdjacentRed: true } })))
      .toEqual(boardToJson(randomBoard(3, { noAdjacentRed: true })));
    expect(boardToJson(generateBoard({ kind: 'balanced', seed: 3 }))).toEqual(boardToJson(randomBoard(3, { balanced: true })));
    expect(() => generateBoard({ kind: 'variable' })).toThrow(BoardError);
    expect(() => generateBoard({ kind: 'variable', seed: 1, options: { noAdjacentRed: true } })).toThrow(BoardError);
    expect(() => generateBoard({ kind: 'hexagonal' as 'random', seed: 1 })).toThrow(BoardError);
  });
});

describe('balanced boards (docs/boards.md)', () => {
  it('meet every documented bound over 200 seeds, quickly', () => {
    const times: number[] = [];
    for (let s = 0; s < 200; s++) {
      const t0 = performance.now();
      const b = randomBoard(`bal${s}`, { balanced: true });
      times.push(performance.now() - t0);
      expect(redPairs(b.token)).toEqual([]); // B1
      expect(samePairs(b.token)).toEqual([]); // B2
      expect(largestCluster(b)).toBeLessThanOrEqual(BALANCED.maxCluster); // B3
      const pips = [0, 0, 0, 0, 0], hexes = [0, 0, 0, 0, 0], strong = [0, 0, 0, 0, 0], reds = [0, 0, 0, 0, 0];
      for (let h = 0; h < HEX_COUNT; h++) {
        const r = resourceOf(b.terrain[h]!);
        if (r < 0) continue;
        const t = b.token[h]!;
        pips[r]! += PIPS[t]!; hexes[r]!++;
        if (PIPS[t]! >= 4) strong[r]!++;
        if (red(t)) reds[r]!++;
      }
      for (let r = 0; r < 5; r++) {
        expect(Math.abs(pips[r]! - (58 * hexes[r]!) / 18)).toBeLessThanOrEqual(BALANCED.pipBand); // B4
        expect(strong[r]).toBeGreaterThanOrEqual(1); // B6
        expect(reds[r]).toBeLessThanOrEqual(1); // B6
      }
      expect(Math.max(...vertexPips(b))).toBeLessThanOrEqual(BALANCED.maxVertexPips); // B5
      const f = fairness(b);
      expect(f.redAdjacency + f.sameNumberAdjacency + f.penalties.hotSpot).toBe(0);
      expect(f.score).toBeGreaterThanOrEqual(80);
    }
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`balanced board: mean ${mean.toFixed(2)} ms, median ${sorted[100]!.toFixed(2)} ms, max ${sorted[199]!.toFixed(2)} ms`);
    expect(mean).toBeLessThan(50);
  });

  it('combine with a tighter cluster limit', () => {
    for (let s = 0; s < 50; s++) expect(largestCluster(randomBoard(s, { balanced: true, maxSameTerrainCluster: 1 }))).toBe(1);
  });
});

describe('fairness', () => {
  it('on the beginner board matches hand-computed figures', () => {
    const f = fairness(beginnerBoard());
    // hills 6,10,5 → 5+3+4; forest 9,11,3,8 → 4+2+2+5; pasture 2,4,5,11 → 1+3+4+2;
    // fields 12,9,4,6 → 1+4+3+5; mountains 10,8,3 → 3+5+2.
    expect(f.pips).toEqual({ brick: 12, wood: 13, wool: 10, grain: 13, ore: 10 });
    expect(f.totalPips).toBe(58);
    const brick = f.resources[0]!;
    expect(brick).toMatchObject({ resource: 'brick', hexes: 3, pips: 12, tokens: [6, 5, 10], fairPips: 9.667, pipShare: 0.207, hexShare: 0.167, ratio: 1.241 });
    expect(f.resources[2]).toMatchObject({ resource: 'wool', hexes: 4, pips: 10, fairPips: 12.889, ratio: 0.776 });
    // |12 − 9.667| + |13 − 12.889| + |10 − 12.889| + |13 − 12.889| + |10 − 9.667| = 5.778
    expect(f.resourceDeviation).toBe(5.778);
    // pips per hex: brick 4, wood 3.25, wool 2.5, grain 3.25, ore 3.333; mean 58/18 → (4 − 2.5)/3.222
    expect(f.resourceSpread).toBe(0.466);
    expect(f.redAdjacency).toBe(0);
    expect(f.sameNumberAdjacency).toBe(0);
    // Every hex counts at its 6 corners: 58 × 6 / 54.
    expect(f.vertexPipsMean).toBe(6.444);
    // -2,1,N touches -2,1 (forest 8: 5), -2,0 (fields 9: 4) and -1,0 (forest 11: 2).
    expect(f.bestVertices[0]).toEqual({ vertex: '-2,1,N', pips: 11, resources: ['grain', 'wood', 'wood'], tokens: [9, 11, 8], harbor: null });
    expect(f.maxVertexPips).toBe(11);
    expect(f.bestVertices).toHaveLength(5);
    expect(f.penalties).toEqual({ resources: 11.556, hotSpot: 0, red: 0, sameNumber: 0 });
    expect(f.score).toBe(88);
    expect(JSON.parse(JSON.stringify(f))).toEqual(f);
  });

  it('penalises adjacent reds and hot spots', () => {
    // Variable boards from the spiral never have adjacent reds; unconstrained random ones may.
    let seen = false;
    for (let s = 0; s < 100 && !seen; s++) {
      const b = randomBoard(s);
      const f = fairness(b);
      expect(f.redAdjacency).toBe(redPairs(b.token).length);
      expect(f.maxVertexPips).toBe(Math.max(...vertexPips(b)));
      if (f.redAdjacency > 0) { seen = true; expect(f.penalties.red).toBeGreaterThan(0); expect(f.score).toBeLessThan(90); }
    }
    expect(seen).toBe(true);
  });
});
