/**
 * Measuring variants of the hard bot (a development tool, not shipped behaviour): one seat
 * plays a variant, the others are medium bots or drawn from a pool of styles; seats rotate
 * with the game index, boards are variable and seeded.
 *   node dist/tools/compare.js [--games N] [--seed S] [--budget MS] [--leaf learned|hand]
 *     [--setup model|policy] [--counting on|off] [--opponents medium|pool] [--me hard|setup-only]
 * `--me setup-only` is a medium bot that places its set-up by the learned model (to measure
 * the set-up alone).
 */
import { parseArgs } from 'node:util';
import { BasicBot } from '../bots/basic.js';
import { playBotGame } from '../bots/host.js';
import { STYLES } from './styles.js';
import { SearchBot, type SearchOptions } from '../bots/search.js';
import { SetupModelBot } from '../bots/setup.js';
import type { Bot } from '../bots/types.js';
import { Rng, resolveBoard, type Color } from '../engine/index.js';

const { values: v } = parseArgs({
  options: {
    games: { type: 'string', default: '200' }, seed: { type: 'string', default: 'compare' }, budget: { type: 'string', default: '50' },
    leaf: { type: 'string', default: 'learned' }, setup: { type: 'string', default: 'model' }, counting: { type: 'string', default: 'on' },
    opponents: { type: 'string', default: 'medium' }, me: { type: 'string', default: 'hard' },
  },
});
const games = Number(v.games), budget = Number(v.budget);


const colors: Color[] = ['red', 'blue', 'white', 'orange'];
let wins = 0;
const others: Record<string, number> = {};
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const rng = new Rng(`${v.seed}/pool/${g}`);
  const seat = g % 4;
  const names: string[] = [];
  const bots: Bot[] = colors.map((_, q) => {
    if (q === seat) {
      names.push('me');
      return v.me === 'setup-only' ? new SetupModelBot() : new SearchBot(budget, { leaf: v.leaf as SearchOptions['leaf'], setup: v.setup as SearchOptions['setup'], counting: v.counting !== 'off' });
    }
    const { name, policy: style } = v.opponents === 'pool' ? STYLES[rng.int(STYLES.length)]! : STYLES[0]!;
    names.push(name);
    return new BasicBot(name === 'easy' ? 'easy' : 'medium', style);
  });
  const r = playBotGame({ bots, colors, board: resolveBoard({ generate: 'variable', seed: `${v.seed}/b/${g}` }), seed: `${v.seed}/g/${g}`, budgetMs: budget });
  if (r.winner === seat) wins++;
  else if (r.winner !== null) others[names[r.winner]!] = (others[names[r.winner]!] ?? 0) + 1;
}
const p = wins / games;
const half = 1.96 * Math.sqrt((p * (1 - p)) / games);
console.log(`${v.me} leaf=${v.leaf} setup=${v.setup} counting=${v.counting} budget=${budget} ms vs ${v.opponents}: ${wins}/${games} = ${(100 * p).toFixed(1)}% ±${(100 * half).toFixed(1)}; other wins ${JSON.stringify(others)}; ${((performance.now() - t0) / games).toFixed(0)} ms/game`);
