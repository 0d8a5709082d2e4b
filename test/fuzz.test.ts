// The checked door never throws (RECORD.md, STYLE.md): thousands of actions with random JSON
// values in every field of every action type — objects where names belong ({"toString": 1}),
// null-prototype objects, numbers for names, lists for bundles, huge or fractional counts —
// are each refused with a code of the closed vocabulary, and the state is left as it was.
import { describe, expect, it } from 'vitest';
import {
  CodeList, RULE_CODES, Rng, apply, legalActions, legalCodes, applyCode, newGame, parseRecord, type Action, type GameState,
} from '../src/engine/index.js';
import { resolveBoard } from '../src/engine/game.js';

const JUNK_OBJECTS: (() => unknown)[] = [
  () => ({ toString: 1 }),
  () => ({ valueOf: 1, toString: 1 }),
  () => Object.create(null) as unknown,
  () => { const o = Object.create(null) as Record<string, unknown>; o.brick = 1; o.toString = 2; return o; },
  () => ({ __proto__: { brick: 1 } }),
  () => JSON.parse('{"__proto__": {"wood": 2}}') as unknown,
  () => [],
  () => [1, 2],
  () => ({}),
  () => ({ brick: { toString: 1 } }),
];

/** A random JSON-ish value (objects, lists, numbers, strings, booleans, null). */
function junk(rng: Rng, depth = 0): unknown {
  switch (rng.int(12)) {
    case 0: return null;
    case 1: return rng.int(2) === 0;
    case 2: return rng.int(2000) - 1000;
    case 3: return rng.float() * 100 - 50;
    case 4: return [Number.NaN, Number.POSITIVE_INFINITY, -0, 1e300, 2 ** 53, -1][rng.int(6)];
    case 5: return ['', 'x', '0,0', '0,0,N', '0,0,NE', 'brick', 'knight', 'road', '9,9,N', 'ZZZ', '\u0000', '-1'][rng.int(12)];
    case 6: return 'junk-' + rng.int(1e6).toString(36);
    case 7: return depth < 2 ? Array.from({ length: rng.int(4) }, () => junk(rng, depth + 1)) : [];
    case 8: {
      if (depth >= 2) return {};
      const o: Record<string, unknown> = {};
      const keys = ['brick', 'wood', 'wool', 'grain', 'ore', 'gold', 'toString', '__proto__', 'constructor', ''];
      for (let i = rng.int(4); i > 0; i--) o[keys[rng.int(keys.length)]!] = junk(rng, depth + 1);
      return o;
    }
    default: return JUNK_OBJECTS[rng.int(JUNK_OBJECTS.length)]!();
  }
}

/** A value that is certainly wrong for the field (so the action must be refused). */
function wrongFor(field: string, rng: Rng, n: number): unknown {
  for (;;) {
    const x = junk(rng);
    switch (field) {
      case 'p': case 'with': case 'victim':
        if (!(Number.isInteger(x) && (x as number) >= 0 && (x as number) < n) && x !== null && x !== undefined) return x;
        break;
      case 'type':
        if (!['build', 'roll', 'discard', 'robber', 'buy', 'play', 'bankTrade', 'trade', 'end'].includes(x as string)) return x;
        break;
      case 'piece': if (!['road', 'settlement', 'city'].includes(x as string)) return x; break;
      case 'card': if (!['knight', 'victoryPoint', 'roadBuilding', 'yearOfPlenty', 'monopoly'].includes(x as string)) return x; break;
      case 'resource': case 'stolen': if (!['brick', 'wood', 'wool', 'grain', 'ore'].includes(x as string)) return x; break;
      case 'dice':
        if (!(Array.isArray(x) && x.length === 2 && x.every((d) => Number.isInteger(d) && d >= 1 && d <= 6))) return x;
        break;
      case 'at': case 'hex':
        if (typeof x !== 'string' || x.startsWith('junk') || ['', 'x', '9,9,N', 'ZZZ', '\u0000', '-1', 'brick', 'knight', 'road'].includes(x)) return x;
        break;
      default: { // bundles: cards, give, get, take
        const bad = typeof x !== 'object' || x === null || Array.isArray(x) ||
          Object.entries(x).some(([k, v]) => !['brick', 'wood', 'wool', 'grain', 'ore'].includes(k) || !Number.isInteger(v) || (v as number) < 0 || (v as number) > 19);
        if (bad) return x;
      }
    }
  }
}

const FIELDS: Record<string, string[]> = {
  build: ['p', 'piece', 'at'], roll: ['p', 'dice'], discard: ['p', 'cards'], robber: ['p', 'hex', 'victim', 'stolen'],
  buy: ['p', 'card'], play: ['p', 'card', 'take', 'resource'], bankTrade: ['p', 'give', 'get'], trade: ['p', 'with', 'give', 'get'], end: ['p'],
};

/** A plausible action of a type for this state: a legal one when there is one, else a template. */
function base(s: GameState, type: string, rng: Rng): Record<string, unknown> {
  const legal = legalActions(s).filter((a) => a.type === type);
  if (legal.length) return { ...legal[rng.int(legal.length)]! } as Record<string, unknown>;
  const p = s.current;
  const templates: Record<string, Record<string, unknown>> = {
    build: { p, type, piece: 'road', at: '0,0,NE' }, roll: { p, type }, discard: { p, type, cards: { brick: 1 } },
    robber: { p, type, hex: '0,0', victim: (p + 1) % s.players }, buy: { p, type }, play: { p, type, card: 'yearOfPlenty', take: { ore: 2 } },
    bankTrade: { p, type, give: { brick: 4 }, get: { ore: 1 } }, trade: { p, type, with: (p + 1) % s.players, give: { brick: 1 }, get: { ore: 1 } }, end: { p, type },
  };
  return { ...templates[type]! };
}

function snapshot(s: GameState): number[] {
  return [...s.b, ...s.w];
}

describe('the checked door with random input', () => {
  it('refuses thousands of actions with random values in every field, with a code, never throwing, changing nothing', () => {
    const rng = new Rng('fuzz');
    const list = new CodeList();
    const codes = new Set<string>();
    let tried = 0;
    for (let g = 0; g < 12; g++) {
      const board = g % 2 ? resolveBoard({ generate: 'variable', seed: `fz${g}` }) : 'beginner';
      const s = newGame({ colors: g % 3 ? ['red', 'blue', 'white', 'orange'] : ['red', 'blue', 'orange'], board, seed: `fuzz${g}` });
      for (let step = 0; step < 400 && s.phase !== 6; step++) {
        if (step % 10 === 0) {
          const before = snapshot(s);
          for (const type of Object.keys(FIELDS)) {
            for (let k = 0; k < 4; k++) {
              const a = base(s, type, rng);
              // Only the fields this action reads: a Knight ignores "take", a robber with no victim ignores "stolen".
              const fields = FIELDS[type]!.filter((f) => !(type === 'play' && ((f === 'take' && a.card !== 'yearOfPlenty') || (f === 'resource' && a.card !== 'monopoly'))) &&
                !(type === 'robber' && f === 'stolen' && a.victim === undefined));
              // One, two or every field wrong; sometimes a required field missing instead.
              const count = 1 + rng.int(fields.length);
              for (let i = 0; i < count; i++) {
                const f = fields[rng.int(fields.length)]!;
                if (rng.int(8) === 0 && f !== 'p' && !['dice', 'card', 'victim', 'stolen'].includes(f)) delete a[f];
                else a[f] = wrongFor(f, rng, s.players);
              }
              if (!Object.keys(a).some((f) => f !== 'type' && fields.includes(f) && a[f] !== undefined) && type !== 'roll' && type !== 'end' && type !== 'buy') a.p = wrongFor('p', rng, s.players);
              if ((type === 'roll' || type === 'end' || type === 'buy') && !('dice' in a || 'card' in a)) a.p = wrongFor('p', rng, s.players);
              let r;
              try { r = apply(s, a as unknown as Action); } catch (e) { throw new Error(`apply threw on ${JSON.stringify(a)}: ${(e as Error).message}`); }
              expect(r.ok, JSON.stringify(a)).toBe(false);
              if (!r.ok) {
                expect(RULE_CODES).toContain(r.error.code);
                expect(r.error.section).toMatch(/^(§\d+(\.\d+)?|RECORD\.md)$/);
                expect(typeof r.error.message).toBe('string');
                codes.add(r.error.code);
              }
              tried++;
            }
          }
          // Whole actions that are not objects at all.
          for (let k = 0; k < 5; k++) {
            const x = junk(rng);
            if (typeof x === 'object' && x !== null && !Array.isArray(x)) continue;
            const r = apply(s, x as Action);
            expect(r.ok).toBe(false);
            tried++;
          }
          expect(snapshot(s)).toEqual(before);
        }
        legalCodes(s, list);
        applyCode(s, list.codes[rng.int(list.n)]!);
      }
    }
    expect(tried).toBeGreaterThan(5000);
    expect(codes.has('malformed')).toBe(true);
    expect(codes.size).toBeGreaterThan(5);
  });

  it('loads records whose every part is random without throwing: a code and a sentence', () => {
    const rng = new Rng('fuzz-records');
    for (let i = 0; i < 3000; i++) {
      const rec: Record<string, unknown> = { format: 1, board: 'beginner', players: [{ color: 'red' }, { color: 'blue' }, { color: 'orange' }], actions: [] };
      const part = ['format', 'board', 'players', 'actions', 'position', 'rules'][rng.int(6)]!;
      rec[part] = junk(rng);
      if (rng.int(3) === 0) rec.position = { phase: 'main', players: [junk(rng), {}, {}], robber: junk(rng) };
      if (rng.int(3) === 0) rec.board = { hexes: junk(rng), harbors: [{ edge: junk(rng), kind: junk(rng) }], robber: junk(rng) };
      let r;
      try { r = parseRecord(rec); } catch (e) { throw new Error(`parseRecord threw on ${part}: ${(e as Error).message}`); }
      if (!r.ok) {
        expect(typeof r.error).toBe('string');
        expect(r.code).toMatch(/^[a-z-]+$/);
      }
    }
  });
});

describe('regressions', () => {
  it('a build whose "at" is {"toString": 1} is refused as malformed (it threw a TypeError inside apply)', () => {
    const s = newGame({ colors: ['red', 'blue', 'orange'], board: 'beginner', seed: 1 });
    applyCode(s, (() => { const l = new CodeList(); legalCodes(s, l); return l.codes[0]!; })()); // roll
    for (const at of [{ toString: 1 }, Object.create(null) as unknown, 17, ['0,0,NE']]) {
      const r = apply(s, { p: 0, type: 'build', piece: 'road', at } as unknown as Action);
      expect(r.ok).toBe(false);
      if (!r.ok) { expect(r.error.code).toBe('malformed'); expect(r.error.field).toBe('at'); }
    }
    const r = apply(s, { p: 0, type: 'robber', hex: { toString: 1 } } as unknown as Action);
    expect(r.ok).toBe(false);
  });
});
