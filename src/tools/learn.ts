/**
 * Learning the search bot's evaluations from games (a development tool, not shipped
 * behaviour). It plays seeded games between a varied pool of bots (medium, easy, medium
 * variants with other styles, some placing their set-up with randomness so every kind of start
 * is seen, and ab at depth 1 and 2), records each seat's features right after set-up and at
 * sampled turn starts, and fits a model per feature set: P(seat wins) is the softmax over the
 * seats of a game of each seat's score — linear (conditional logit) or a small network (one
 * hidden layer plus a linear term), trained with Adam on CPU. A tenth of the games (the last,
 * by game order) is held out and its log-loss reported. Everything is seeded: the same command
 * gives the same weights.
 *   node dist/tools/learn.js [--games N] [--seed S] [--every T] [--jobs K] [--save FILE] [--load FILE[,FILE…]]
 *     [--hard P] [--ab2 Q] [--hard-iterations N]   (stronger seats in the pool: the search bot, ab at depth 2)
 *     [--setup linear|mlp] [--game linear|mlp] [--hidden H] [--epochs E] [--out src/bots/models.ts]
 *     [--setup-inputs N] [--game-inputs N]   (fit on the first N features only)
 *     [--setup-hidden H] [--game-hidden H] [--setup-epochs E] [--game-epochs E]   (per model; default --hidden, --epochs)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { AlphaBetaBot } from '../bots/ab.js';
import { BasicBot } from '../bots/basic.js';
import { playBotGame } from '../bots/host.js';
import { SearchBot } from '../bots/search.js';
import { EASY, MEDIUM, type PolicyOptions } from '../bots/policy.js';
import { boardPips } from '../bots/evaluate.js';
import { STYLES } from './styles.js';
import { GAME_FEATURES, SETUP_FEATURES, gameFeatures, setupFeatures } from '../bots/features.js';
import type { Model } from '../bots/learned.js';
import type { Bot, BotContext, TradeOffer, TradeResponse } from '../bots/types.js';
import { Rng, resolveBoard, type Action, type Color, type GameView } from '../engine/index.js';
import { P_ROLL } from '../engine/vocabulary.js';

const SF = SETUP_FEATURES.length, GF = GAME_FEATURES.length;

// ---- playing the games ----

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
      const g = this.ctx.board.geo;
      const vid = (a: Action) => (a.type === 'build' ? g.vertexId(a.at) : -1);
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

interface GameRows { n: number; winner: number; setup: Float32Array; rows: Float32Array[] }

/**
 * Stronger seats mixed into the pool (`--hard P --ab2 Q`): each seat is the search bot with
 * probability P (at a fixed number of paired iterations a decision, `--hard-iterations`) and
 * `ab` at depth 2 with probability Q, so the samples also come from games played the way the
 * search bot's own games are. Off (0, 0) by default: the pool described above.
 */
export interface Strong { hard: number; ab2: number; iterations: number }
const NO_STRONG: Strong = { hard: 0, ab2: 0, iterations: 30 };

/** One seeded game of the pool: its winner and its seats' features (null when capped). */
function playOne(seed: string, g: number, every: number, strong: Strong = NO_STRONG): GameRows | null {
  const rng = new Rng(`learn/${seed}/${g}`);
  const n = rng.float() < 0.8 ? 4 : 3;
  const colors: Color[] = (n === 4 ? ['red', 'blue', 'white', 'orange'] : ['red', 'blue', 'orange']) as Color[];
  const bots: Bot[] = colors.map(() => {
    if (strong.hard > 0 || strong.ab2 > 0) {
      const pick = rng.float();
      if (pick < strong.hard) return new SearchBot(100, { iterations: strong.iterations });
      if (pick < strong.hard + strong.ab2) return new AlphaBetaBot(2);
    }
    const roll = rng.float();
    if (roll < 0.12) return new AlphaBetaBot(1);
    if (roll < 0.16) return new AlphaBetaBot(2);
    const style = POLICIES[rng.int(POLICIES.length)]!;
    const spread = rng.float() < 0.5 ? 1 + rng.int(6) : 1;
    return spread > 1 ? new VariedSetup(style, spread) : new BasicBot(style === EASY ? 'easy' : 'medium', style);
  });
  const board = resolveBoard({ generate: 'variable', seed: `learn/${seed}/${g}` });
  const setup = new Float32Array(n * SF);
  const rows: Float32Array[] = [];
  const tmp = new Float64Array(64);
  let setupDone = false, lastTurn = -1;
  const offset = rng.int(every);
  const r = playBotGame({
    bots, colors, board, seed: `learn/${seed}/${g}`, maxTurns: 500,
    onAction: (_a, s) => {
      if (s.phase !== P_ROLL) return;
      if (!setupDone) {
        setupDone = true;
        for (let p = 0; p < n; p++) { setupFeatures(s, p, tmp); for (let f = 0; f < SF; f++) setup[p * SF + f] = tmp[f]!; }
      }
      const turn = s.turn;
      if (turn !== lastTurn && turn % every === offset) {
        const x = new Float32Array(n * GF);
        for (let p = 0; p < n; p++) { gameFeatures(s, p, tmp); for (let f = 0; f < GF; f++) x[p * GF + f] = tmp[f]!; }
        rows.push(x);
      }
      lastTurn = turn;
    },
  });
  return r.winner === null ? null : { n, winner: r.winner, setup, rows };
}

// ---- samples ----

/** Groups of seats (one game moment each) with the winner's index, features packed. */
interface Samples { F: number; n: Int8Array; winner: Int8Array; start: Int32Array; x: Float32Array; game: Int32Array }

function pack(F: number, groups: { n: number; winner: number; x: Float32Array; game: number }[]): Samples {
  const total = groups.reduce((a, g) => a + g.n, 0);
  const out: Samples = { F, n: new Int8Array(groups.length), winner: new Int8Array(groups.length), start: new Int32Array(groups.length), x: new Float32Array(total * F), game: new Int32Array(groups.length) };
  let at = 0;
  groups.forEach((g, i) => { out.n[i] = g.n; out.winner[i] = g.winner; out.start[i] = at; out.game[i] = g.game; out.x.set(g.x, at * F); at += g.n; });
  return out;
}

function save(file: string, a: Samples, b: Samples): void {
  const parts = [a, b].flatMap((s) => [Int32Array.of(s.F, s.n.length, s.x.length), s.n, s.winner, s.start, s.game, s.x]);
  writeFileSync(file, Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength))));
}

function load(file: string): [Samples, Samples] {
  const buf = readFileSync(file);
  let at = 0;
  const take = <T>(make: (ab: ArrayBuffer, n: number) => T, n: number, bytes: number): T => {
    const copy = buf.buffer.slice(buf.byteOffset + at, buf.byteOffset + at + n * bytes);
    at += n * bytes;
    return make(copy, n);
  };
  const one = (): Samples => {
    const [F, groups, xs] = take((ab) => new Int32Array(ab), 3, 4);
    return {
      F: F!, n: take((ab) => new Int8Array(ab), groups!, 1), winner: take((ab) => new Int8Array(ab), groups!, 1),
      start: take((ab) => new Int32Array(ab), groups!, 4), game: take((ab) => new Int32Array(ab), groups!, 4), x: take((ab) => new Float32Array(ab), xs!, 4),
    };
  };
  return [one(), one()];
}

/** Sample sets one after another, the games of each numbered after the one before's. */
function join(sets: Samples[]): Samples {
  if (sets.length === 1) return sets[0]!;
  const F = sets[0]!.F;
  if (sets.some((x) => x.F !== F)) throw new Error('the sample files have different features');
  const groups: { n: number; winner: number; x: Float32Array; game: number }[] = [];
  let base = 0;
  for (const x of sets) {
    let top = 0;
    for (let i = 0; i < x.n.length; i++) {
      const n = x.n[i]!;
      groups.push({ n, winner: x.winner[i]!, x: x.x.subarray(x.start[i]! * F, (x.start[i]! + n) * F), game: base + x.game[i]! });
      top = Math.max(top, x.game[i]! + 1);
    }
    base += top;
  }
  return pack(F, groups);
}

// ---- fitting ----

interface Fit { model: Model; train: number; held: number; uniform: number }

function standardize(s: Samples, F: number, cut: number): { mean: Float64Array; sd: Float64Array } {
  const mean = new Float64Array(F), sd = new Float64Array(F);
  let rows = 0;
  for (let i = 0; i < cut; i++) for (let p = 0; p < s.n[i]!; p++) { rows++; for (let f = 0; f < F; f++) mean[f]! += s.x[(s.start[i]! + p) * s.F + f]!; }
  for (let f = 0; f < F; f++) mean[f]! /= rows;
  for (let i = 0; i < cut; i++) for (let p = 0; p < s.n[i]!; p++) for (let f = 0; f < F; f++) sd[f]! += (s.x[(s.start[i]! + p) * s.F + f]! - mean[f]!) ** 2;
  for (let f = 0; f < F; f++) sd[f] = Math.sqrt(sd[f]! / rows) || 1;
  return { mean, sd };
}

/**
 * Fit score(x) = lin·x̂ + w2·relu(W1 x̂ + b1) (hidden = 0: linear only) by minibatch Adam on the
 * softmax log-loss; x̂ is x standardized on the training part. Returns raw-scale weights for a
 * linear model.
 */
function fit(s: Samples, F: number, hidden: number, epochs: number, l2: number, seed: string, label: string): Fit {
  const groups = s.n.length;
  // Hold out the last tenth of the games (whole games, so no game is on both sides).
  let cut = Math.floor(groups * 0.9);
  while (cut > 0 && cut < groups && s.game[cut] === s.game[cut - 1]) cut++;
  const { mean, sd } = standardize(s, F, cut);
  const H = hidden;
  const P = F + 1 + H * F + H + H; // lin, b, w1, b1, w2
  const w = new Float64Array(P), m = new Float64Array(P), v = new Float64Array(P), grad = new Float64Array(P);
  const rng = new Rng(`fit/${seed}/${label}`);
  const oLin = 0, oB = F, oW1 = F + 1, oB1 = oW1 + H * F, oW2 = oB1 + H;
  for (let i = 0; i < H * F; i++) w[oW1 + i] = (rng.float() * 2 - 1) * Math.sqrt(6 / (F + H)) * 0.5;
  for (let h = 0; h < H; h++) w[oW2 + h] = (rng.float() * 2 - 1) * 0.05;
  const xs = new Float64Array(8 * F), act = new Float64Array(8 * Math.max(1, H)), z = new Float64Array(8);
  const forward = (i: number): number => {
    const n = s.n[i]!;
    let max = -Infinity;
    for (let p = 0; p < n; p++) {
      const row = (s.start[i]! + p) * s.F;
      let a = w[oB]!;
      for (let f = 0; f < F; f++) { const x = (s.x[row + f]! - mean[f]!) / sd[f]!; xs[p * F + f] = x; a += w[oLin + f]! * x; }
      for (let h = 0; h < H; h++) {
        let u = w[oB1 + h]!;
        for (let f = 0; f < F; f++) u += w[oW1 + h * F + f]! * xs[p * F + f]!;
        const r = u > 0 ? u : 0;
        act[p * H + h] = r;
        a += w[oW2 + h]! * r;
      }
      z[p] = a; if (a > max) max = a;
    }
    let sum = 0;
    for (let p = 0; p < n; p++) { z[p] = Math.exp(z[p]! - max); sum += z[p]!; }
    for (let p = 0; p < n; p++) z[p]! /= sum;
    return -Math.log(Math.max(1e-12, z[s.winner[i]!]!));
  };
  const backward = (i: number): void => {
    const n = s.n[i]!;
    for (let p = 0; p < n; p++) {
      const d = z[p]! - (p === s.winner[i] ? 1 : 0);
      grad[oB]! += d;
      for (let f = 0; f < F; f++) grad[oLin + f]! += d * xs[p * F + f]!;
      for (let h = 0; h < H; h++) {
        const r = act[p * H + h]!;
        if (r <= 0) continue;
        grad[oW2 + h]! += d * r;
        const dh = d * w[oW2 + h]!;
        grad[oB1 + h]! += dh;
        for (let f = 0; f < F; f++) grad[oW1 + h * F + f]! += dh * xs[p * F + f]!;
      }
    }
  };
  const lossOver = (from: number, to: number) => { let t = 0; for (let i = from; i < to; i++) t += forward(i); return t / Math.max(1, to - from); };
  const order = Int32Array.from({ length: cut }, (_, i) => i);
  const batch = H > 0 ? 512 : cut;
  const lr0 = H > 0 ? 2e-3 : 0.05;
  let step = 0;
  for (let e = 1; e <= epochs; e++) {
    if (H > 0) rng.shuffle(order as unknown as number[]);
    const lr = lr0 * (H > 0 ? 0.5 * (1 + Math.cos((Math.PI * (e - 1)) / epochs)) : 1);
    for (let b0 = 0; b0 < cut; b0 += batch) {
      grad.fill(0);
      const b1 = Math.min(cut, b0 + batch);
      for (let k = b0; k < b1; k++) { forward(order[k]!); backward(order[k]!); }
      step++;
      const count = b1 - b0;
      for (let j = 0; j < P; j++) {
        const gj = grad[j]! / count + l2 * w[j]!;
        m[j] = 0.9 * m[j]! + 0.1 * gj; v[j] = 0.999 * v[j]! + 0.001 * gj * gj;
        w[j]! -= (lr * (m[j]! / (1 - 0.9 ** step))) / (Math.sqrt(v[j]! / (1 - 0.999 ** step)) + 1e-8);
      }
    }
    if (H > 0 && (e % Math.max(1, Math.floor(epochs / 5)) === 0 || e === epochs)) process.stderr.write(`  ${label} epoch ${e}: held-out ${lossOver(cut, groups).toFixed(4)}\n`);
  }
  let uniform = 0;
  for (let i = cut; i < groups; i++) uniform += Math.log(s.n[i]!);
  uniform /= Math.max(1, groups - cut);
  const train = lossOver(0, cut), held = lossOver(cut, groups);
  process.stderr.write(`${label}: ${H ? `network ${F}-${H}` : `linear ${F}`}, ${cut} training groups, ${groups - cut} held out: train log-loss ${train.toFixed(4)}, held-out ${held.toFixed(4)}, uniform ${uniform.toFixed(4)}\n`);
  const r4 = (a: number) => Number(a.toFixed(5));
  if (H === 0) {
    // Back to raw features: lin·(x−mean)/sd + b = Σ (lin/sd)·x + const (the constant cancels in the softmax).
    return { model: { kind: 'linear', inputs: F, w: Array.from({ length: F }, (_, f) => r4(w[oLin + f]! / sd[f]!)) }, train, held, uniform };
  }
  return {
    model: {
      kind: 'mlp', inputs: F, hidden: H, mean: Array.from(mean, r4), sd: Array.from(sd, r4), w1: Array.from(w.subarray(oW1, oW1 + H * F), r4),
      b1: Array.from(w.subarray(oB1, oB1 + H), r4), w2: Array.from(w.subarray(oW2, oW2 + H), r4), lin: Array.from(w.subarray(oLin, oLin + F), r4), b: r4(w[oB]!),
    },
    train, held, uniform,
  };
}

// ---- the command ----

function playRange(seed: string, from: number, to: number, every: number, strong: Strong): { games: (GameRows & { g: number })[]; capped: number } {
  const games: (GameRows & { g: number })[] = [];
  let capped = 0;
  for (let g = from; g < to; g++) {
    const r = playOne(seed, g, every, strong);
    if (r) games.push({ ...r, g }); else capped++;
  }
  return { games, capped };
}

if (!isMainThread) {
  const { seed, from, to, every, strong } = workerData as { seed: string; from: number; to: number; every: number; strong: Strong };
  parentPort!.postMessage(playRange(seed, from, to, every, strong));
} else {
  const { values: o } = parseArgs({
    options: {
      games: { type: 'string', default: '20000' }, seed: { type: 'string', default: '7' }, every: { type: 'string', default: '8' }, jobs: { type: 'string', default: '1' },
      save: { type: 'string' }, load: { type: 'string' }, setup: { type: 'string', default: 'linear' }, game: { type: 'string', default: 'linear' },
      hidden: { type: 'string', default: '24' }, epochs: { type: 'string', default: '' }, out: { type: 'string' }, l2: { type: 'string', default: '1e-4' },
      hard: { type: 'string', default: '0' }, ab2: { type: 'string', default: '0' }, 'hard-iterations': { type: 'string', default: '30' },
      'setup-inputs': { type: 'string' }, 'game-inputs': { type: 'string' },
      'setup-hidden': { type: 'string' }, 'game-hidden': { type: 'string' }, 'setup-epochs': { type: 'string' }, 'game-epochs': { type: 'string' },
    },
  });
  const t0 = performance.now();
  let setupS: Samples, gameS: Samples;
  if (o.load) {
    // Several files (a,b,…) are joined in order, each one's games numbered after the last's: the held-out tenth is then the last file's.
    const parts = o.load.split(',').map(load);
    setupS = join(parts.map((x) => x[0]));
    gameS = join(parts.map((x) => x[1]));
  } else {
    const games = Number(o.games), jobs = Math.max(1, Number(o.jobs)), every = Number(o.every);
    const strong: Strong = { hard: Number(o.hard), ab2: Number(o.ab2), iterations: Number(o['hard-iterations']) };
    const chunks = Array.from({ length: jobs }, (_, j) => [Math.floor((games * j) / jobs), Math.floor((games * (j + 1)) / jobs)] as const);
    const results = jobs === 1
      ? [playRange(o.seed, 0, games, every, strong)]
      : await Promise.all(chunks.map(([from, to]) => new Promise<ReturnType<typeof playRange>>((resolve, reject) => {
        const w = new Worker(new URL(import.meta.url), { workerData: { seed: o.seed, from, to, every, strong } });
        let done = false;
        w.on('message', (r: ReturnType<typeof playRange>) => { done = true; resolve(r); });
        w.on('error', reject);
        // A worker that stops without its games (killed, out of memory) must not let the command end quietly with nothing saved.
        w.on('exit', (code) => { if (!done) reject(new Error(`the worker playing games ${from}-${to - 1} stopped (exit code ${code}) before sending its games`)); });
      })));
    const all = results.flatMap((r) => r.games).sort((a, b) => a.g - b.g);
    const capped = results.reduce((a, r) => a + r.capped, 0);
    setupS = pack(SF, all.map((x) => ({ n: x.n, winner: x.winner, x: x.setup, game: x.g })));
    gameS = pack(GF, all.flatMap((x) => x.rows.map((row) => ({ n: x.n, winner: x.winner, x: row, game: x.g }))));
    process.stderr.write(`${games} games (${capped} capped) in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${setupS.n.length} set-up groups, ${gameS.n.length} game groups\n`);
    if (o.save) save(o.save, setupS, gameS);
  }
  const hidden = Number(o.hidden), l2 = Number(o.l2);
  const sIn = Number(o['setup-inputs'] ?? SF), gIn = Number(o['game-inputs'] ?? GF);
  const sHidden = Number(o['setup-hidden'] ?? hidden), gHidden = Number(o['game-hidden'] ?? hidden);
  const sf = fit(setupS, sIn, o.setup === 'mlp' ? sHidden : 0, Number(o['setup-epochs'] || o.epochs || (o.setup === 'mlp' ? 40 : 500)), l2, o.seed, 'set-up');
  const gf = fit(gameS, gIn, o.game === 'mlp' ? gHidden : 0, Number(o['game-epochs'] || o.epochs || (o.game === 'mlp' ? 12 : 500)), l2, o.seed, 'game');
  const command = `node dist/tools/learn.js ${process.argv.slice(2).filter((a) => a !== '--out' && !a.endsWith('.ts')).join(' ')}`;
  const text = `/**
 * Fitted weights for src/bots/learned.ts, written by src/tools/learn.ts — do not edit by hand.
 * Made with: ${command}
 * Held-out log-loss (uniform guess ${gf.uniform.toFixed(3)}): set-up ${sf.held.toFixed(4)}, game ${gf.held.toFixed(4)}.
 */
import type { Model } from './learned.js';

export const SETUP_MODEL: Model = ${JSON.stringify(sf.model)};
export const GAME_MODEL: Model = ${JSON.stringify(gf.model)};
`;
  if (o.out) writeFileSync(o.out, text); else process.stdout.write(text);
  process.stderr.write(`done in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
}
