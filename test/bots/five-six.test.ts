// Bots at five and six players (RULES.md §14): every bot plays whole games on the extension's
// island, and in the special building phase a bot builds when it should (it spends a big hand
// before the next roll can cost it half, §6) instead of passing.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { playBotGame } from '../../src/bots/host.js';
import { createBot, type BotName } from '../../src/bots/registry.js';
import type { Bot } from '../../src/bots/types.js';
import { apply, legalActions, resolveBoard, viewFor, type Action, type Color, type GameRecord } from '../../src/engine/index.js';
import { specPath } from '../helpers.js';
import { act, start } from '../rules/fixtures.js';

const SIX: Color[] = ['red', 'blue', 'white', 'orange', 'green', 'brown'];
const EXT = JSON.parse(readFileSync(specPath('geometry-extension.json'), 'utf8')) as { edges: Record<string, { vertices: string[] }> };
const edgeAt = (v: string) => Object.entries(EXT.edges).find(([, e]) => e.vertices.includes(v))![0];
const HOMES = ['0,-3,S', '2,-2,S', '-2,-1,S', '1,0,S', '-3,2,N', '-1,2,S'];

/** Counts the bots' actions by phase (from the views they are handed). */
function counting(inner: Bot, seen: { sbpBuilds: number; sbpPasses: number; illegal: number }): Bot {
  return {
    ...inner,
    name: inner.name,
    init: (ctx) => inner.init(ctx),
    decide(view, legal: readonly Action[]) {
      const a = inner.decide(view, legal);
      if (!legal.some((l) => JSON.stringify(l) === JSON.stringify(a))) seen.illegal++;
      if (view.phase === 'specialBuild') { if (a.type === 'end') seen.sbpPasses++; else seen.sbpBuilds++; }
      return a;
    },
    respond: (v, o) => inner.respond(v, o),
    propose: (v) => inner.propose(v),
    ...(inner.observe ? { observe: (a: Action, v: Parameters<NonNullable<Bot['observe']>>[1]) => inner.observe!(a, v) } : {}),
  };
}

describe('§14 bots at five and six players', () => {
  it('§14 every bot plays 5- and 6-player games on the extension island to the end, building in the special building phase', () => {
    const seen = { sbpBuilds: 0, sbpPasses: 0, illegal: 0 };
    const lineups: BotName[][] = [
      ['medium', 'easy', 'random', 'medium', 'easy'],
      ['hard', 'medium', 'medium', 'easy', 'medium', 'random'],
      ['medium', 'medium', 'medium', 'medium', 'medium', 'medium'],
    ];
    lineups.forEach((lineup, g) => {
      const bots = lineup.map((n) => counting(createBot(n, { budgetMs: 3 }), seen));
      const board = resolveBoard({ generate: g === 1 ? 'balanced' : 'variable', seed: `bots56-${g}`, island: 'extension' });
      const r = playBotGame({ bots, colors: SIX.slice(0, lineup.length), board, seed: `bots56-${g}`, budgetMs: 3, maxTurns: 3000 });
      expect(r.winner, `game ${g}`).not.toBeNull();
    });
    expect(seen.illegal).toBe(0);
    expect(seen.sbpBuilds).toBeGreaterThan(10);
    expect(seen.sbpPasses).toBeGreaterThan(0);
  }, 120_000);

  it('§14 §6 in the special building phase medium and hard spend a hand of 10 on a city (and more) rather than pass', () => {
    const rich = { brick: 1, wood: 1, wool: 1, grain: 3, ore: 4 }; // 10 cards: a city and a development card
    const record: GameRecord = {
      format: 1, board: { generate: 'variable', seed: 'six', island: 'extension' }, players: SIX.map((color) => ({ color })), actions: [],
      position: { phase: 'main', current: 0, players: HOMES.map((h, p) => ({ settlements: [h], roads: [edgeAt(h)], ...(p === 1 ? { resources: rich } : {}) })) },
    } as GameRecord;
    for (const name of ['medium', 'hard'] as const) {
      // The turn owner ends its turn; seat 1 is the first special builder.
      let s = act(start(record), { p: 0, type: 'end' });
      expect(s.phase).toBe(7);
      expect(s.builder).toBe(1);
      const bot = createBot(name, { budgetMs: 20 });
      bot.init({ seat: 1, board: s.board, colors: s.colors, rules: s.rules, seed: 'sbp' });
      const spent: string[] = [];
      for (let k = 0; k < 4 && s.phase === 7 && s.builder === 1; k++) {
        const legal = legalActions(s).filter((a) => a.p === 1);
        const a = bot.decide(viewFor(s, 1), legal);
        if (a.type === 'end') break;
        spent.push(a.type === 'build' ? a.piece : a.type);
        const r = apply(s, a);
        expect(r.ok, JSON.stringify(a)).toBe(true);
        if (r.ok) s = r.state;
      }
      expect(spent, name).toContain('city');
    }
  });
});
