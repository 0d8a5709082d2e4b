/**
 * Tuning the evaluation weights by self-play (a development tool, not shipped behaviour):
 * a (1+λ) evolution strategy where a candidate plays one seat against a varied pool of
 * opponents (medium, easy, and medium variants with other styles), seats rotated, boards
 * generated; fitness is the win rate over the same seeded games for every candidate.
 *   node dist/tools/tune.js [--generations G] [--games N] [--seed S]
 */
import { BasicBot } from '../bots/basic.js';
import { playBotGame } from '../bots/host.js';
import { MEDIUM, type PolicyOptions } from '../bots/policy.js';
import { STYLES } from './styles.js';
import { DEFAULT_WEIGHTS, type Weights } from '../bots/evaluate.js';
import type { Bot } from '../bots/types.js';
import { Rng, resolveBoard, type Color } from '../engine/index.js';

const args = process.argv.slice(2);
const arg = (k: string, d: number) => { const i = args.indexOf(k); return i >= 0 ? Number(args[i + 1]) : d; };
const GENERATIONS = arg('--generations', 20);
const GAMES = arg('--games', 200);
const SEED = String(arg('--seed', 1));
const KEYS = Object.keys(DEFAULT_WEIGHTS) as (keyof Weights)[];

const POLICIES: PolicyOptions[] = STYLES.map((x) => x.policy);

function botWith(policy: PolicyOptions): Bot {
  return new BasicBot('medium', policy);
}

function fitness(w: Weights, gen: number): number {
  const me: PolicyOptions = { ...MEDIUM, weights: w };
  let wins = 0;
  const colors: Color[] = ['red', 'blue', 'white', 'orange'];
  for (let g = 0; g < GAMES; g++) {
    const rng = new Rng(`${SEED}/${gen}/${g}`);
    const seat = g % 4;
    const bots = colors.map((_, s) => (s === seat ? botWith(me) : botWith(POLICIES[rng.int(POLICIES.length)]!)));
    const board = resolveBoard({ generate: 'variable', seed: `${SEED}/${gen}/${g}` });
    const r = playBotGame({ bots, colors, board, seed: `${SEED}/${gen}/${g}`, maxTurns: 600 });
    if (r.winner === seat) wins++;
  }
  return wins / GAMES;
}

let best: Weights = { ...DEFAULT_WEIGHTS };
let bestFit = fitness(best, 0);
console.log(`gen 0 default fitness ${bestFit.toFixed(3)}`);
const rng = new Rng(`tune/${SEED}`);
for (let gen = 1; gen <= GENERATIONS; gen++) {
  // Re-measure the incumbent on this generation's games (common random numbers).
  const incumbent = fitness(best, gen);
  let improved = false;
  for (let k = 0; k < 3; k++) {
    const child = { ...best };
    for (const key of KEYS) if (rng.float() < 0.4) child[key] = Math.max(0, child[key] * Math.exp((rng.float() - 0.5) * 0.8));
    const f = fitness(child, gen);
    if (f > incumbent + 0.01 && f > bestFit - 0.02) { best = child; bestFit = f; improved = true; break; }
  }
  console.log(`gen ${gen} incumbent ${incumbent.toFixed(3)} ${improved ? `-> improved ${bestFit.toFixed(3)}` : ''} ${JSON.stringify(Object.fromEntries(KEYS.map((k) => [k, Math.round(best[k] * 100) / 100])))}`);
}
