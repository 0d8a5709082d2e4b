/**
 * Tuning the `ab` bot's hand-written evaluation (a development tool, not shipped behaviour):
 * a (1+λ) evolution strategy in which a candidate set of weights plays one seat at a given
 * depth against a varied pool (medium, easy, medium variants), seats rotated, variable boards;
 * fitness is the win rate over the same seeded games for the incumbent and its children
 * (common random numbers). Prints the best weights as TypeScript for src/bots/abValue.ts.
 *   node dist/tools/tuneAb.js [--generations G] [--games N] [--seed S] [--depth D] [--children K]
 */
import { parseArgs } from 'node:util';
import { AlphaBetaBot } from '../bots/ab.js';
import { AB_WEIGHTS, type AbWeights } from '../bots/abValue.js';
import { BasicBot } from '../bots/basic.js';
import { playBotGame } from '../bots/host.js';
import type { Bot } from '../bots/types.js';
import { Rng, resolveBoard, type Color } from '../engine/index.js';
import { STYLES } from './styles.js';

const { values: v } = parseArgs({
  options: {
    generations: { type: 'string', default: '20' }, games: { type: 'string', default: '400' }, seed: { type: 'string', default: 'tune-ab' },
    depth: { type: 'string', default: '1' }, children: { type: 'string', default: '3' }, sigma: { type: 'string', default: '0.35' },
  },
});
const GENERATIONS = Number(v.generations), GAMES = Number(v.games), DEPTH = Number(v.depth), CHILDREN = Number(v.children), SIGMA = Number(v.sigma);

type Flat = number[];
const SCALARS = (Object.keys(AB_WEIGHTS) as (keyof AbWeights)[]).filter((k) => k !== 'res');
function flatten(w: AbWeights): Flat { return [...w.res, ...SCALARS.map((k) => w[k] as number)]; }
function unflatten(x: Flat): AbWeights {
  const w = { ...AB_WEIGHTS, res: [x[0]!, x[1]!, x[2]!, x[3]!, x[4]!] as const } as AbWeights;
  SCALARS.forEach((k, i) => { (w as unknown as Record<string, number>)[k] = x[5 + i]!; });
  return w;
}

function fitness(w: AbWeights, gen: number): number {
  let wins = 0;
  const colors: Color[] = ['red', 'blue', 'white', 'orange'];
  for (let g = 0; g < GAMES; g++) {
    const rng = new Rng(`${v.seed}/${gen}/${g}`);
    const seat = g % 4;
    const bots: Bot[] = colors.map((_, q) => {
      if (q === seat) return new AlphaBetaBot(DEPTH, w);
      const style = STYLES[rng.int(STYLES.length)]!;
      return new BasicBot(style.name === 'easy' ? 'easy' : 'medium', style.policy);
    });
    const board = resolveBoard({ generate: 'variable', seed: `${v.seed}/${gen}/${g}` });
    const r = playBotGame({ bots, colors, board, seed: `${v.seed}/${gen}/${g}`, maxTurns: 600 });
    if (r.winner === seat) wins++;
  }
  return wins / GAMES;
}

let best = flatten(AB_WEIGHTS);
const rng = new Rng(`tuneAb/${v.seed}`);
const fmt = (x: Flat) => JSON.stringify(unflatten(x.map((a) => Math.round(a * 100) / 100)));
console.log(`gen 0 default ${fitness(unflatten(best), 0).toFixed(3)}`);
for (let gen = 1; gen <= GENERATIONS; gen++) {
  const incumbent = fitness(unflatten(best), gen);
  let bestChild: Flat | null = null, bestFit = incumbent;
  for (let k = 0; k < CHILDREN; k++) {
    const child = best.map((a) => (rng.float() < 0.35 ? Math.max(0, a * Math.exp((rng.float() - 0.5) * 2 * SIGMA)) : a));
    const f = fitness(unflatten(child), gen);
    if (f > bestFit + 0.01) { bestFit = f; bestChild = child; }
  }
  if (bestChild) best = bestChild;
  console.log(`gen ${gen} incumbent ${incumbent.toFixed(3)}${bestChild ? ` -> ${bestFit.toFixed(3)}` : ''} ${fmt(best)}`);
}
