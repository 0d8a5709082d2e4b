/**
 * Timed runs of random legal games for the benchmark: loads engine builds from directories
 * (this one's dist, or another revision's), plays seeded games with uniformly random legal
 * actions on the fast path. It uses only what every engine version exports (newGame, Rng,
 * resolveBoard, playRandom), so two builds play the same games from the same seeds.
 *   node dist/bench/games.js DIST_DIR beginner|variable GAMES WARMUP          one build
 *   node dist/bench/games.js OLD_DIST,NEW_DIST beginner|variable GAMES WARMUP  two, interleaved
 * With two builds, both are loaded in this one process and play alternate batches of the same
 * games, so a burst of load on the machine falls on both alike; one JSON line per build.
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

interface EngineApi {
  newGame(o: { colors: readonly string[]; board: unknown; seed: string | number }): unknown;
  Rng: new (seed: string | number) => unknown;
  resolveBoard(b: unknown): unknown;
}
interface SimApi { playRandom(s: unknown, rng: unknown): { actions: number; turns: number } }

export interface GamesFigures { games: number; gamesPerSecond: number; nsPerAction: number; actionsPerGame: number; turnsPerGame: number }

const COLORS = ['red', 'blue', 'white', 'orange'] as const;

interface Runner { play(from: number, to: number): void; ns: number; actions: number; turns: number }

async function runner(dist: string, kind: 'beginner' | 'variable'): Promise<Runner> {
  const engine = (await import(pathToFileURL(join(dist, 'engine/index.js')).href)) as EngineApi;
  const sim = (await import(pathToFileURL(join(dist, 'sim/random.js')).href)) as SimApi;
  const boards = kind === 'beginner' ? null : Array.from({ length: 64 }, (_, i) => engine.resolveBoard({ generate: 'variable', seed: `bench${i}` }));
  const r: Runner = {
    ns: 0, actions: 0, turns: 0,
    play(from, to) {
      const t0 = process.hrtime.bigint();
      for (let i = from; i < to; i++) {
        const s = engine.newGame({ colors: COLORS, board: boards ? boards[((i % 64) + 64) % 64] : 'beginner', seed: `g${i}` });
        const g = sim.playRandom(s, new engine.Rng(`p${i}`));
        r.actions += g.actions;
        r.turns += g.turns;
      }
      r.ns += Number(process.hrtime.bigint() - t0);
    },
  };
  return r;
}

const figuresOf = (r: Runner, games: number): GamesFigures =>
  ({ games, gamesPerSecond: games / (r.ns / 1e9), nsPerAction: r.ns / r.actions, actionsPerGame: r.actions / games, turnsPerGame: r.turns / games });

/** Play `games` seeded games on each build (after `warmup` games each), alternating batches between builds. */
export async function runGames(dists: string[], kind: 'beginner' | 'variable', games: number, warmup: number, batch = 40): Promise<GamesFigures[]> {
  const runners = await Promise.all(dists.map((d) => runner(d, kind)));
  for (const r of runners) { r.play(-warmup, 0); r.ns = 0; r.actions = 0; r.turns = 0; }
  for (let at = 0; at < games; at += batch) {
    const to = Math.min(games, at + batch);
    // Alternate which build goes first in each batch so neither always follows the other.
    const order = (at / batch) % 2 === 0 ? runners : [...runners].reverse();
    for (const r of order) r.play(at, to);
  }
  return runners.map((r) => figuresOf(r, games));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dists, kind, games, warmup] = process.argv.slice(2);
  const figures = await runGames(dists!.split(','), kind === 'beginner' ? 'beginner' : 'variable', Number(games ?? 5000), Number(warmup ?? 300));
  for (const f of figures) console.log(JSON.stringify(f));
}
