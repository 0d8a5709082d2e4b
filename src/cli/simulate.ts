/**
 * `catan simulate --games N [--seed S] [--players 3|4] [--board KIND] [--json]`: random legal
 * players on the engine's fast path, for speed and sanity. A progress bar on a terminal,
 * then games/s, ms/game, actions/game, turns/game and wins per seat.
 */
import { newGame, Rng, resolveBoard, type Board, type Rules } from '../engine/index.js';
import { playRandom } from '../sim/random.js';
import { parseOptions } from './main.js';
import { Progress } from './progress.js';

const USAGE = `usage: catan simulate --games N [--seed S] [--players 3|4] [--board beginner|variable|random|balanced]
                      [--vp N] [--friendly-robber] [--trade-then-build] [--no-discard] [--discard-over N]
                      [--balanced-dice] [--max-turns N] [--json]`;

const COLORS4 = ['red', 'blue', 'white', 'orange'] as const;
const COLORS3 = ['red', 'blue', 'orange'] as const; // a 3-player beginner game leaves white out (§3)

export async function run(args: string[]): Promise<number> {
  const parsed = parseOptions(args, {
    games: { type: 'string', short: 'n' }, seed: { type: 'string' }, players: { type: 'string' }, board: { type: 'string' },
    json: { type: 'boolean' }, vp: { type: 'string' }, 'friendly-robber': { type: 'boolean' }, 'trade-then-build': { type: 'boolean' },
    'no-discard': { type: 'boolean' }, 'discard-over': { type: 'string' }, 'balanced-dice': { type: 'boolean' }, 'max-turns': { type: 'string' },
  }, USAGE);
  if (parsed === null) return 0;
  if (parsed === undefined) return 2;
  const v = parsed.values;
  const bad = (msg: string) => { process.stderr.write(`catan simulate: ${msg}\n\n${USAGE}\n`); return 2; };
  const games = Number(v.games ?? 1000);
  if (!Number.isInteger(games) || games < 1) return bad('--games must be a positive whole number');
  const players = Number(v.players ?? 4);
  if (players !== 3 && players !== 4) return bad('--players must be 3 or 4');
  const kind = v.board ?? 'beginner';
  if (!['beginner', 'variable', 'random', 'balanced'].includes(kind)) return bad('--board must be beginner, variable, random or balanced');
  const maxTurns = Number(v['max-turns'] ?? 2000);
  if (!Number.isInteger(maxTurns) || maxTurns < 1) return bad('--max-turns must be a positive whole number');
  const rules: Partial<Rules> = {
    friendlyRobber: !!v['friendly-robber'], tradeThenBuild: !!v['trade-then-build'],
    discard: !v['no-discard'], balancedDice: !!v['balanced-dice'],
  };
  if (v.vp !== undefined) rules.victoryPoints = Number(v.vp);
  if (v['discard-over'] !== undefined) rules.discardOver = Number(v['discard-over']);
  const seed = v.seed ?? '1';
  const colors = players === 3 ? [...COLORS3] : [...COLORS4];

  const boardFor = (i: number): Board | 'beginner' => {
    if (kind === 'beginner') return 'beginner';
    if (kind === 'variable') return resolveBoard({ generate: 'variable', seed: `${seed}/${i}` });
    return resolveBoard({ generate: kind, seed: `${seed}/${i}`, options: kind === 'random' ? { noAdjacentRed: true } : {} });
  };
  // Validate rules once, with a readable message.
  try { newGame({ colors, board: 'beginner', rules, seed: 0 }); } catch (e) { return bad((e as Error).message); }

  const progress = v.json ? null : new Progress(games, 'games');
  const winsBySeat = new Array<number>(players).fill(0);
  let actions = 0, turns = 0, capped = 0, elapsed = 0;
  for (let i = 0; i < games; i++) {
    const board = boardFor(i);
    const t0 = performance.now();
    const s = newGame({ colors, board, rules, seed: `${seed}/${i}` });
    const r = playRandom(s, new Rng(`${seed}/${i}/players`), maxTurns);
    elapsed += performance.now() - t0;
    actions += r.actions;
    turns += r.turns;
    if (r.capped) capped++; else winsBySeat[r.winner]!++;
    progress?.tick(i + 1);
  }
  progress?.done();
  const result = {
    games, players, board: kind, seed, rules,
    gamesPerSecond: round(games / (elapsed / 1000), 1),
    msPerGame: round(elapsed / games, 4),
    nsPerAction: round((elapsed * 1e6) / actions, 1),
    actionsPerGame: round(actions / games, 1),
    turnsPerGame: round(turns / games, 1),
    winsBySeat,
    cappedGames: capped,
    maxTurns,
  };
  if (v.json) {
    process.stdout.write(JSON.stringify(result) + '\n');
  } else {
    const lines = [
      `games           ${games} (${players} players, ${kind} board, seed ${seed})`,
      `games/s         ${result.gamesPerSecond}`,
      `ms/game         ${result.msPerGame}`,
      `ns/action       ${result.nsPerAction}`,
      `actions/game    ${result.actionsPerGame}`,
      `turns/game      ${result.turnsPerGame}`,
      `wins per seat   ${winsBySeat.map((w, i) => `${colors[i]} ${w} (${round((100 * w) / games, 1)}%)`).join(', ')}`,
    ];
    if (capped) lines.push(`unfinished      ${capped} game(s) reached the ${maxTurns}-turn limit`);
    process.stdout.write(lines.join('\n') + '\n');
  }
  return 0;
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
