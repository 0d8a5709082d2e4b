/**
 * Learning the search bot's evaluations from games (a development tool, not shipped
 * behaviour). It plays seeded games between a varied pool of bots (medium, easy, and medium
 * variants with other styles, some placing their set-up with randomness so every kind of
 * start is seen), records each seat's features right after set-up and at sampled turn
 * starts, and fits a conditional-logit model per feature set: P(seat wins) is the softmax of
 * w·x over the seats of a game. It prints the weights as TypeScript for src/bots/learned.ts.
 *   node dist/tools/learn.js [--games N] [--seed S] [--every T]
 */
import { BasicBot } from '../bots/basic.js';
import { playBotGame } from '../bots/host.js';
import { MEDIUM, EASY, type PolicyOptions } from '../bots/policy.js';
import { boardPips } from '../bots/evaluate.js';
import { STYLES } from './styles.js';
import { GAME_FEATURES, SETUP_FEATURES, gameFeatures, setupFeatures } from '../bots/features.js';
import type { Bot, BotContext, TradeOffer, TradeResponse } from '../bots/types.js';
import { Rng, resolveBoard, type Action, type Color, type GameView } from '../engine/index.js';
import { vertexId } from '../engine/geometry.js';
import { P_ROLL } from '../engine/vocabulary.js';

const args = process.argv.slice(2);
const arg = (k: string, d: number) => { const i = args.indexOf(k); return i >= 0 ? Number(args[i + 1]) : d; };
const GAMES = arg('--games', 4000);
const SEED = String(arg('--seed', 1));
const EVERY = arg('--every', 3);

// Medium twice as often as each other style.
const POLICIES: PolicyOptions[] = [MEDIUM, ...STYLES.map((x) => x.policy)];

/** A medium-style bot whose set-up settlements are drawn among the better spots at random. */
class VariedSetup implements Bot {
  readonly name = 'medium';
  private readonly inner: BasicBot;
  private rng = new Rng(0);
  private ctx!: BotContext;
  constructor(policy: PolicyOptions, private readonly spread: number) { this.inner = new BasicBot('medium', policy); }
  init(ctx: BotContext): void { this.ctx = ctx; this.inner.init(ctx); this.rng = new Rng(`varied/${ctx.seed}/${ctx.seat}`); }
  respond(view: GameView, offer: TradeOffer): TradeResponse { return this.inner.respond(view, offer); }
  propose(view: GameView): Omit<TradeOffer, 'from'> | null { return this.inner.propose(view); }
  decide(view: GameView, legal: readonly Action[]): Action {
    if (view.phase === 'setup' && legal[0]?.type === 'build' && legal[0].piece === 'settlement' && this.spread > 1) {
      const pips = boardPips(this.ctx.board);
      const vid = (a: Action) => (a.type === 'build' ? vertexId(a.at) : -1);
      const ranked = [...legal].sort((a, b) => spot(pips, vid(b)) - spot(pips, vid(a)));
      return ranked[this.rng.int(Math.min(this.spread, ranked.length))]!;
    }
    return this.inner.decide(view, legal);
  }
}
function spot(pips: Float64Array, v: number): number {
  let x = 0;
  for (let r = 0; r < 5; r++) x += pips[v * 5 + r]! + (pips[v * 5 + r]! > 0 ? 1.5 : 0);
  return x;
}

interface Sample { n: number; winner: number; x: Float64Array }
const setupSamples: Sample[] = [];
const gameSamples: Sample[] = [];
const SF = SETUP_FEATURES.length, GF = GAME_FEATURES.length;
const tmp = new Float64Array(64);

const t0 = performance.now();
let capped = 0;
for (let g = 0; g < GAMES; g++) {
  const rng = new Rng(`learn/${SEED}/${g}`);
  const n = rng.float() < 0.8 ? 4 : 3;
  const colors: Color[] = (n === 4 ? ['red', 'blue', 'white', 'orange'] : ['red', 'blue', 'orange']) as Color[];
  const bots: Bot[] = colors.map(() => {
    const style = POLICIES[rng.int(POLICIES.length)]!;
    const spread = rng.float() < 0.5 ? 1 + rng.int(6) : 1;
    return spread > 1 ? new VariedSetup(style, spread) : new BasicBot(style === EASY ? 'easy' : 'medium', style);
  });
  const board = resolveBoard({ generate: 'variable', seed: `learn/${SEED}/${g}` });
  const setupX = new Float64Array(n * SF);
  const rows: Float64Array[] = [];
  let setupDone = false, lastTurn = -1;
  const offset = rng.int(EVERY);
  const r = playBotGame({
    bots, colors, board, seed: `learn/${SEED}/${g}`, maxTurns: 500,
    onAction: (_a, s) => {
      if (s.phase !== P_ROLL) return;
      if (!setupDone) {
        setupDone = true;
        for (let p = 0; p < n; p++) { setupFeatures(s, p, tmp); setupX.set(tmp.subarray(0, SF), p * SF); }
      }
      const turn = s.turn;
      if (turn !== lastTurn && turn % EVERY === offset) {
        const x = new Float64Array(s.players * GF);
        for (let p = 0; p < n; p++) { gameFeatures(s, p, tmp); x.set(tmp.subarray(0, GF), p * GF); }
        rows.push(x);
      }
      lastTurn = turn;
    },
  });
  if (r.winner === null) { capped++; continue; }
  setupSamples.push({ n, winner: r.winner, x: setupX });
  for (const x of rows) gameSamples.push({ n, winner: r.winner, x });
  if ((g + 1) % 1000 === 0) process.stderr.write(`${g + 1} games, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
}
process.stderr.write(`${GAMES} games (${capped} capped), ${setupSamples.length} set-up groups, ${gameSamples.length} game groups\n`);

/** Conditional logit by Adam on standardized features; returns raw-scale weights. */
function fit(samples: Sample[], F: number, names: readonly string[], l2: number, epochs: number): Float64Array {
  // Hold out a tenth (by game order) to report log-loss honestly.
  const cut = Math.floor(samples.length * 0.9);
  const mean = new Float64Array(F), sd = new Float64Array(F);
  let rowsN = 0;
  for (const s of samples) for (let p = 0; p < s.n; p++) { rowsN++; for (let f = 0; f < F; f++) mean[f]! += s.x[p * F + f]!; }
  for (let f = 0; f < F; f++) mean[f]! /= rowsN;
  for (const s of samples) for (let p = 0; p < s.n; p++) for (let f = 0; f < F; f++) sd[f]! += (s.x[p * F + f]! - mean[f]!) ** 2;
  for (let f = 0; f < F; f++) sd[f] = Math.sqrt(sd[f]! / rowsN) || 1;
  const w = new Float64Array(F), m = new Float64Array(F), v = new Float64Array(F), grad = new Float64Array(F);
  const z = new Float64Array(4);
  const loss = (from: number, to: number, g: Float64Array | null): number => {
    let total = 0;
    for (let i = from; i < to; i++) {
      const s = samples[i]!;
      let max = -Infinity;
      for (let p = 0; p < s.n; p++) {
        let a = 0;
        for (let f = 0; f < F; f++) a += w[f]! * (s.x[p * F + f]! - mean[f]!) / sd[f]!;
        z[p] = a; if (a > max) max = a;
      }
      let sum = 0;
      for (let p = 0; p < s.n; p++) { z[p] = Math.exp(z[p]! - max); sum += z[p]!; }
      total -= Math.log(z[s.winner]! / sum);
      if (g) for (let p = 0; p < s.n; p++) {
        const coef = z[p]! / sum - (p === s.winner ? 1 : 0);
        for (let f = 0; f < F; f++) g[f]! += coef * (s.x[p * F + f]! - mean[f]!) / sd[f]!;
      }
    }
    return total / Math.max(1, to - from);
  };
  const lr = 0.05;
  for (let e = 1; e <= epochs; e++) {
    grad.fill(0);
    loss(0, cut, grad);
    for (let f = 0; f < F; f++) {
      const gf = grad[f]! / cut + l2 * w[f]!;
      m[f] = 0.9 * m[f]! + 0.1 * gf; v[f] = 0.999 * v[f]! + 0.001 * gf * gf;
      const mh = m[f]! / (1 - 0.9 ** e), vh = v[f]! / (1 - 0.999 ** e);
      w[f]! -= lr * mh / (Math.sqrt(vh) + 1e-8);
    }
  }
  // Baseline: uniform guess.
  let base = 0;
  for (let i = cut; i < samples.length; i++) base += Math.log(samples[i]!.n);
  base /= Math.max(1, samples.length - cut);
  process.stderr.write(`train log-loss ${loss(0, cut, null).toFixed(4)}  held-out ${loss(cut, samples.length, null).toFixed(4)}  uniform ${base.toFixed(4)}\n`);
  const raw = new Float64Array(F);
  for (let f = 0; f < F; f++) raw[f] = w[f]! / sd[f]!;
  for (let f = 0; f < F; f++) process.stderr.write(`  ${names[f]!.padEnd(14)} ${raw[f]!.toFixed(4)}\n`);
  return raw;
}

const epochs = arg('--epochs', 400);
const sw = fit(setupSamples, SF, SETUP_FEATURES, 1e-4, epochs);
const gw = fit(gameSamples, GF, GAME_FEATURES, 1e-4, epochs);
const fmt = (a: Float64Array) => `[${Array.from(a, (x) => Number(x.toFixed(4))).join(', ')}]`;
console.log(`export const SETUP_WEIGHTS = ${fmt(sw)};`);
console.log(`export const GAME_WEIGHTS = ${fmt(gw)};`);
