/**
 * One timed run of random legal games for the side-by-side benchmark (`npm run bench --
 * --against REV`): loads an engine build from a directory (this one's dist, or another
 * revision's), plays seeded games with uniformly random legal actions on the fast path, and
 * prints one JSON line. It uses only what every engine version exports (newGame, Rng,
 * resolveBoard, playRandom), so two builds play the same games from the same seeds.
 *   node dist/bench/games.js DIST_DIR beginner|variable GAMES WARMUP
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

export async function runGames(dist: string, kind: 'beginner' | 'variable', games: number, warmup: number): Promise<GamesFigures> {
  const engine = (await import(pathToFileURL(join(dist, 'engine/index.js')).href)) as EngineApi;
  const sim = (await import(pathToFileURL(join(dist, 'sim/random.js')).href)) as SimApi;
  const boards = kind === 'beginner' ? null : Array.from({ length: 64 }, (_, i) => engine.resolveBoard({ generate: 'variable', seed: `bench${i}` }));
  for (let i = 0; i < warmup; i++) {
    sim.playRandom(engine.newGame({ colors: COLORS, board: boards ? boards[i % 64] : 'beginner', seed: `w${i}` }), new engine.Rng(`wp${i}`));
  }
  let actions = 0, turns = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < games; i++) {
    const s = engine.newGame({ colors: COLORS, board: boards ? boards[i % 64] : 'beginner', seed: `g${i}` });
    const r = sim.playRandom(s, new engine.Rng(`p${i}`));
    actions += r.actions;
    turns += r.turns;
  }
  const ns = Number(process.hrtime.bigint() - t0);
  return { games, gamesPerSecond: games / (ns / 1e9), nsPerAction: ns / actions, actionsPerGame: actions / games, turnsPerGame: turns / games };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dist, kind, games, warmup] = process.argv.slice(2);
  const figures = await runGames(dist!, kind === 'beginner' ? 'beginner' : 'variable', Number(games ?? 5000), Number(warmup ?? 300));
  console.log(JSON.stringify(figures));
}
