/**
 * `npm run bench`: the engine's speed and memory figures, printed (not asserted).
 *  - random 4-player games on one core: games/s, ns/action, actions/game, turns/game
 *  - a state: bytes, ns per clone, ns per copy into a pooled state
 *  - allocations per action: heap growth over many actions with GC disabled between reads
 *  - Longest Road measurement: ns per call
 *
 * `npm run bench -- --against REV [--rounds N] [--games N]`: side by side with the engine at
 * git revision REV, built in a temporary directory. Both play the same games from the same
 * seeds; rounds alternate old and new, each run in its own process pinned to the same core
 * (taskset, where it exists), and the median ratio is printed per board.
 * `--quick` runs fewer games.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CodeList } from '../engine/codes.js';
import { newGame } from '../engine/game.js';
import { legalCodes } from '../engine/legal.js';
import { measureRoad } from '../engine/longestRoad.js';
import { Rng } from '../engine/rng.js';
import { applyCode } from '../engine/step.js';
import type { GameState } from '../engine/state.js';
import { P_ENDED } from '../engine/vocabulary.js';
import { runGames, type GamesFigures } from './games.js';

const args = process.argv.slice(2);
const opt = (k: string): string | undefined => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
const quick = args.includes('--quick');
const COLORS = ['red', 'blue', 'white', 'orange'] as const;
const here = dirname(fileURLToPath(import.meta.url));
const thisDist = resolve(here, '..');
const root = resolve(thisDist, '..');

function midGameStates(count: number): GameState[] {
  const out: GameState[] = [];
  const list = new CodeList();
  for (let g = 0; out.length < count; g++) {
    const s = newGame({ colors: COLORS, board: 'beginner', seed: `m${g}` });
    const rng = new Rng(g);
    while (s.phase !== P_ENDED) {
      legalCodes(s, list);
      applyCode(s, list.codes[rng.int(list.n)]!);
      if (rng.int(25) === 0) out.push(s.clone());
    }
  }
  return out;
}

function timeNs(rounds: number, items: number, body: () => number): number {
  let sink = 0;
  for (let k = 0; k < Math.max(1, rounds >> 3); k++) sink += body();
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < rounds; k++) sink += body();
  const ns = Number(process.hrtime.bigint() - t0);
  if (sink === -1) console.log(sink);
  return ns / (rounds * items);
}

/**
 * Heap bytes allocated per action on the fast path (legalCodes + applyCode): many games played
 * once to warm every path up, then as many more measured with no collection in between.
 */
function bytesPerAction(): number | null {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return null;
  const list = new CodeList();
  const rng = new Rng('alloc');
  const games = Array.from({ length: 1000 }, (_, i) => newGame({ colors: COLORS, board: 'beginner', seed: `alloc${i}` }));
  const play = (s: GameState) => { let n = 0; while (s.phase !== P_ENDED) { legalCodes(s, list); applyCode(s, list.codes[rng.int(list.n)]!); n++; } return n; };
  for (let g = 0; g < 800; g++) play(games[g]!); // warm up (and let the move list reach its size)
  let actions = 0;
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let g = 800; g < 1000; g++) actions += play(games[g]!);
  const after = process.memoryUsage().heapUsed;
  return Math.max(0, after - before) / actions;
}

const fmt = (x: number, d = 0) => x.toFixed(d);
const line = (label: string, f: GamesFigures) =>
  `${label}: ${fmt(f.gamesPerSecond)} games/s, ${fmt(f.nsPerAction)} ns/action, ${fmt(f.actionsPerGame, 1)} actions/game, ${fmt(f.turnsPerGame, 1)} turns/game`;

async function figures(): Promise<void> {
  const games = quick ? 2000 : 20000;
  const [beginner] = await runGames([thisDist], 'beginner', games, 300);
  const [variable] = await runGames([thisDist], 'variable', games, 300);
  const states = midGameStates(quick ? 300 : 2000);
  const rounds = quick ? 200 : 2000;
  const clone = timeNs(rounds, states.length, () => { let x = 0; for (const s of states) x += s.clone().b[0]!; return x; });
  const target = states[0]!.clone();
  const copy = timeNs(rounds, states.length, () => { let x = 0; for (const s of states) x += target.copyFrom(s).b[0]!; return x; });
  const road = timeNs(rounds / 10, states.length * 4, () => { let x = 0; for (const s of states) for (let p = 0; p < 4; p++) x += measureRoad(s, p); return x; });
  const alloc = bytesPerAction();
  console.log(`engine benchmark (node ${process.version}, one core; load ${loadavg().map((x) => x.toFixed(2)).join(' ')})`);
  console.log(line('random 4-player games, beginner board', beginner!));
  console.log(line('random 4-player games, variable board (with set-up)', variable!));
  console.log(`state: ${states[0]!.byteSize} bytes in two typed arrays (plus the state object); clone ${fmt(clone)} ns (new state), copy into a pooled state ${fmt(copy)} ns`);
  console.log(`longest road measured from scratch: ${fmt(road)} ns per player`);
  console.log(alloc === null ? 'allocations per action: run with node --expose-gc to measure' : `heap bytes allocated per action on the fast path: ${fmt(alloc, 2)} (0 means no allocation)`);
}

/** Build the engine of git revision `rev` (src/engine and src/sim) into a temporary directory; returns its dist. */
function buildRevision(rev: string): string {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `catan-bench-esm-${sha.slice(0, 12)}`);
  const dist = join(dir, 'dist');
  if (existsSync(join(dist, 'sim', 'random.js'))) return dist;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', sha, 'src/engine', 'src/sim'], { cwd: root, maxBuffer: 1 << 28 });
  spawnSync('tar', ['-x', '-C', dir], { input: archive });
  writeFileSync(join(dir, 'package.json'), '{"type": "module"}\n'); // ES modules, as this build
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const r = spawnSync(process.execPath, [tsc, '--outDir', dist, '--rootDir', join(dir, 'src'), '--module', 'nodenext', '--moduleResolution', 'nodenext',
    '--target', 'es2022', '--strict', '--skipLibCheck', '--types', 'node', '--typeRoots', join(root, 'node_modules', '@types'),
    join(dir, 'src/engine/index.ts'), join(dir, 'src/sim/random.ts')], { encoding: 'utf8' });
  if (!existsSync(join(dist, 'sim', 'random.js'))) throw new Error(`could not build ${rev}: ${r.stdout}${r.stderr}`);
  return dist;
}

/** One round: a fresh process pinned to `core`, both builds interleaved batch by batch. */
function pinnedRound(dists: string[], kind: 'beginner' | 'variable', games: number, core: number, pin: boolean): GamesFigures[] {
  const script = join(here, 'games.js');
  const cmd = pin ? 'taskset' : process.execPath;
  const argv = [script, dists.join(','), kind, String(games), '300'];
  const out = execFileSync(cmd, pin ? ['-c', String(core), process.execPath, ...argv] : argv, { encoding: 'utf8' });
  return out.trim().split('\n').map((l) => JSON.parse(l) as GamesFigures);
}

const median = (xs: number[]) => { const a = [...xs].sort((x, y) => x - y); const m = a.length >> 1; return a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2; };

function against(rev: string): void {
  const rounds = Number(opt('--rounds') ?? (quick ? 3 : 7));
  const games = Number(opt('--games') ?? (quick ? 1000 : 4000));
  const oldDist = buildRevision(rev);
  const pin = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
  const core = cpus().length - 1;
  console.log(`side by side: this build against ${rev} (${oldDist}); ${rounds} rounds of ${games} games per board, each round one process ` +
    `${pin ? `pinned to core ${core}` : '(not pinned: no taskset)'} playing both builds in alternate batches of the same games; load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  for (const kind of ['variable', 'beginner'] as const) {
    const ratios: number[] = [];
    let last: { old: GamesFigures; now: GamesFigures } | null = null;
    for (let r = 0; r < rounds; r++) {
      const [old, now] = pinnedRound([oldDist, thisDist], kind, games, core, pin) as [GamesFigures, GamesFigures];
      ratios.push(now.gamesPerSecond / old.gamesPerSecond);
      last = { old, now };
      console.log(`  ${kind} round ${r + 1}: old ${fmt(old.gamesPerSecond)} games/s (${fmt(old.nsPerAction)} ns/action), new ${fmt(now.gamesPerSecond)} games/s (${fmt(now.nsPerAction)} ns/action), ratio ${fmt(ratios[r]!, 2)}`);
    }
    const same = last!.old.actionsPerGame === last!.now.actionsPerGame && last!.old.turnsPerGame === last!.now.turnsPerGame;
    console.log(`${kind} board: median ratio ${fmt(median(ratios), 2)} (min ${fmt(Math.min(...ratios), 2)}, max ${fmt(Math.max(...ratios), 2)}); ` +
      `old ${fmt(last!.old.actionsPerGame, 1)} actions and ${fmt(last!.old.turnsPerGame, 1)} turns per game, new ${fmt(last!.now.actionsPerGame, 1)} and ${fmt(last!.now.turnsPerGame, 1)}` +
      (same ? ' (the same games)' : ' (the games differ!)'));
  }
}

const rev = opt('--against');
if (rev) against(rev);
else await figures();
