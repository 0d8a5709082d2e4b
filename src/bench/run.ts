/**
 * `npm run bench`: the engine's speed and memory figures, printed (not asserted).
 *  - random 4-player games on one core: games/s, ns/action, actions/game
 *  - cloning a state: ns per clone, bytes per state
 *  - allocations per action: heap growth over many actions with GC disabled between reads
 *  - Longest Road measurement: ns per call
 * Run with `node --expose-gc dist/bench/run.js [--quick]` for the allocation figure.
 */
import { newGame } from '../engine/game.js';
import { CodeList } from '../engine/codes.js';
import { legalCodes } from '../engine/legal.js';
import { roadLength } from '../engine/longestRoad.js';
import { Rng } from '../engine/rng.js';
import { applyCode } from '../engine/step.js';
import { S_PHASE, STATE_SIZE, type GameState } from '../engine/state.js';
import { P_ENDED } from '../engine/vocabulary.js';
import { playRandom } from '../sim/random.js';
import { resolveBoard } from '../engine/record.js';

const quick = process.argv.includes('--quick');
const COLORS = ['red', 'blue', 'white', 'orange'] as const;

function gamesPerSecond(kind: 'beginner' | 'variable', games: number): { gps: number; nsPerAction: number; actionsPerGame: number; turnsPerGame: number } {
  const boards = kind === 'beginner' ? null : Array.from({ length: 64 }, (_, i) => resolveBoard({ generate: 'variable', seed: `bench${i}` }));
  // Warm up the JIT.
  for (let i = 0; i < 200; i++) playRandom(newGame({ colors: COLORS, board: boards ? boards[i % 64]! : 'beginner', seed: i }), new Rng(i));
  let actions = 0, turns = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < games; i++) {
    const s = newGame({ colors: COLORS, board: boards ? boards[i % 64]! : 'beginner', seed: `g${i}` });
    const r = playRandom(s, new Rng(`p${i}`));
    actions += r.actions;
    turns += r.turns;
  }
  const ns = Number(process.hrtime.bigint() - t0);
  return { gps: games / (ns / 1e9), nsPerAction: ns / actions, actionsPerGame: actions / games, turnsPerGame: turns / games };
}

function midGameStates(count: number): GameState[] {
  const out: GameState[] = [];
  const list = new CodeList();
  for (let g = 0; out.length < count; g++) {
    const s = newGame({ colors: COLORS, board: 'beginner', seed: `m${g}` });
    const rng = new Rng(g);
    while (s.d[S_PHASE] !== P_ENDED) {
      legalCodes(s, list);
      applyCode(s, list.codes[rng.int(list.n)]!);
      if (rng.int(25) === 0) out.push(s.clone());
    }
  }
  return out;
}

function cloneNs(states: GameState[]): number {
  let sink = 0;
  const rounds = quick ? 200 : 2000;
  for (let k = 0; k < 50; k++) for (const s of states) sink += s.clone().d[0]!;
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < rounds; k++) for (const s of states) sink += s.clone().d[0]!;
  const ns = Number(process.hrtime.bigint() - t0);
  if (sink === -1) console.log(sink);
  return ns / (rounds * states.length);
}

function copyNs(states: GameState[]): number {
  let sink = 0;
  const rounds = quick ? 200 : 2000;
  const target = states[0]!.clone();
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < rounds; k++) for (const s of states) sink += target.copyFrom(s).d[0]!;
  const ns = Number(process.hrtime.bigint() - t0);
  if (sink === -1) console.log(sink);
  return ns / (rounds * states.length);
}

function roadNs(states: GameState[]): number {
  let sink = 0;
  const rounds = quick ? 20 : 200;
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < rounds; k++) for (const s of states) for (let p = 0; p < 4; p++) sink += roadLength(s.d, p);
  const ns = Number(process.hrtime.bigint() - t0);
  if (sink === -1) console.log(sink);
  return ns / (rounds * states.length * 4);
}

/** Heap bytes allocated per action on the fast path (legalCodes + applyCode), GC off between reads. */
function bytesPerAction(): number | null {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return null;
  const list = new CodeList();
  const s0 = newGame({ colors: COLORS, board: 'beginner', seed: 'alloc' });
  const rng = new Rng('alloc');
  // Warm up, then measure one long stretch of games.
  playRandom(s0.clone(), rng);
  let actions = 0;
  const games = Array.from({ length: 20 }, () => s0.clone());
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let g = 0; g < 20; g++) {
    const s = games[g]!;
    while (s.d[S_PHASE] !== P_ENDED) { legalCodes(s, list); applyCode(s, list.codes[rng.int(list.n)]!); actions++; }
  }
  const after = process.memoryUsage().heapUsed;
  return Math.max(0, after - before) / actions;
}

const games = quick ? 2000 : 20000;
const beginner = gamesPerSecond('beginner', games);
const variable = gamesPerSecond('variable', games);
const states = midGameStates(quick ? 300 : 2000);
const clone = cloneNs(states);
const copy = copyNs(states);
const road = roadNs(states);
const alloc = bytesPerAction();
const fmt = (x: number, d = 0) => x.toFixed(d);
console.log(`engine benchmark (node ${process.version}, one core)`);
console.log(`random 4-player games, beginner board: ${fmt(beginner.gps)} games/s, ${fmt(beginner.nsPerAction)} ns/action, ${fmt(beginner.actionsPerGame, 1)} actions/game, ${fmt(beginner.turnsPerGame, 1)} turns/game`);
console.log(`random 4-player games, variable board (with set-up): ${fmt(variable.gps)} games/s, ${fmt(variable.nsPerAction)} ns/action, ${fmt(variable.actionsPerGame, 1)} actions/game, ${fmt(variable.turnsPerGame, 1)} turns/game`);
console.log(`state clone: ${fmt(clone)} ns (new state); copy into a pooled state: ${fmt(copy)} ns; state size: ${STATE_SIZE * 4} bytes (${STATE_SIZE} int32 words) + one small object`);
console.log(`longest road measurement: ${fmt(road)} ns per player`);
console.log(alloc === null ? 'allocations per action: run with node --expose-gc to measure' : `heap bytes allocated per action on the fast path: ${fmt(alloc, 2)} (0 means no allocation)`);
