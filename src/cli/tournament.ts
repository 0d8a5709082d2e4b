/**
 * `catan tournament --bots hard,medium,medium,medium --games N [--seed S] [--jobs K]
 * [--budget MS] [--depth D] [--board KIND] [--json]`: bots play each other with seats rotated; prints
 * each bot's win rate with a 95% confidence interval, average VP, game length and decision
 * time percentiles. --jobs runs games on worker threads; --records writes each game as it
 * finishes, and Ctrl-C stops after the games being played (their figures, exit 130).
 */
import { Worker } from 'node:worker_threads';
import { BOT_IDS, isBotId, type BotId } from '../bots/registry.js';
import { playTourneyGame, recordName, type TourneyGameResult, type TourneyGameSpec } from '../tourney/play.js';
import { percentile, wilson95 } from '../tourney/stats.js';
import { readBotFlags, unusedBotFlags } from './botflags.js';
import { HOUSE_RULE_OPTIONS, houseRuleUsage, readHouseRules } from './houserules.js';
import { numberArg, parseOptions } from './main.js';
import { Progress, signalsHeard, stopOnSignal } from './progress.js';
import { RecordWriter, cannotWrite } from './records.js';

const USAGE = `usage: catan tournament --bots NAME,NAME,NAME[,NAME,NAME,NAME] --games N [--seed S] [--jobs K] [--budget MS]
                        [--iterations N] [--depth D] [--board beginner|variable|random|balanced] [--max-turns N] [--records FILE[.gz]] [--json]
                        ${houseRuleUsage('                        ')}
bots: ${BOT_IDS.join(', ')} (ab: a test opponent; --depth sets its search depth, 2 by default)
--iterations N: hard and expert make N playouts a decision instead of thinking for --budget ms: the same seed then
gives the same games on any machine (by time, a faster or busier machine plays differently).
House rules as simulate's (RULES.md §11, §14): every game of the tournament is played by them.
--games defaults to 100, --seed to 1 (the same command plays the same boards and dice), --board to variable,
--max-turns to 1000 (a game still on then stops without a winner). -n and -j are short for --games and --jobs.`;

export async function run(args: string[]): Promise<number> {
  const parsed = parseOptions('tournament', args, {
    bots: { type: 'string' }, games: { type: 'string', short: 'n' }, seed: { type: 'string' }, jobs: { type: 'string', short: 'j' },
    budget: { type: 'string' }, iterations: { type: 'string' }, depth: { type: 'string' }, board: { type: 'string' }, json: { type: 'boolean' }, records: { type: 'string' }, 'max-turns': { type: 'string' },
    ...HOUSE_RULE_OPTIONS,
  }, USAGE);
  if (parsed === null) return 0;
  if (parsed === undefined) return 2;
  const v = parsed.values;
  const bad = (m: string) => { process.stderr.write(`catan tournament: ${m}\n\n${USAGE}\n`); return 2; };
  const board = (v.board ?? 'variable') as TourneyGameSpec['board'];
  const listed = (v.bots ?? '').split(',').map((x) => x.trim());
  // An empty entry ("medium,,medium") is a slip, not one seat fewer.
  if (v.bots !== undefined && listed.some((x) => x === '')) return bad('--bots has an empty entry: one bot name per seat, separated by commas');
  const names = listed.filter(Boolean);
  if (names.length < 3 || names.length > 6) return bad('--bots lists 3 to 6 bots, one per seat (5 or 6 play the extension\'s island, §14)');
  if (names.length >= 5 && board === 'beginner') return bad('the beginner map is for 3-4 players: 5-6 play a variable, random or balanced board (§14)');
  for (const n of names) if (!isBotId(n)) return bad(`unknown bot "${n}" (the bots are ${BOT_IDS.join(", ")})`);
  const games = numberArg(v.games, 100);
  if (!Number.isInteger(games) || games < 1) return bad('--games must be a positive whole number');
  const jobs = numberArg(v.jobs, 1);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 64) return bad('--jobs must be a whole number from 1 to 64');
  const maxTurns = numberArg(v['max-turns'], 1000);
  if (!Number.isInteger(maxTurns) || maxTurns < 1) return bad('--max-turns must be a positive whole number');
  const flags = readBotFlags(v);
  if ('error' in flags) return bad(flags.error);
  for (const note of unusedBotFlags(v, names)) process.stderr.write(`catan tournament: ${note}\n`);
  if (!['beginner', 'variable', 'random', 'balanced'].includes(board)) return bad('--board must be beginner, variable, random or balanced');
  const house = readHouseRules(v, names.length);
  if ('error' in house) return bad(house.error);
  // A --records file that cannot be written fails now, not after every game is played.
  const unwritable = v.records !== undefined ? cannotWrite(v.records) : null;
  if (unwritable) return bad(unwritable);
  const seed = v.seed ?? '1';
  const houseRules = Object.keys(house.rules).length > 0 ? { rules: house.rules } : {};
  const specs: TourneyGameSpec[] = Array.from({ length: games }, (_, index) => ({
    bots: names as BotId[], index, seed, board, maxTurns, ...houseRules, ...flags.options, ...(v.records !== undefined ? { records: true } : {}),
  }));
  const progress = v.json ? null : new Progress(games, 'games');
  // Each game's line goes to the file as soon as every earlier game's has (a long run keeps nothing
  // in memory, and an interrupted one keeps the games it played).
  const writer = v.records !== undefined ? new RecordWriter(v.records) : null;
  const results: TourneyGameResult[] = [];
  const stop = { asked: false };
  const take = ({ line, ...r }: TourneyGameResult) => {
    results.push(r); // without its line, which is the file's now
    if (writer) writer.add(r.index, line!);
    progress?.tick(results.length);
    // The records file failed (a full disk): stop as Ctrl-C does; closing it then says why, exit 1.
    if (writer?.failed) stop.asked = true;
  };
  // Ctrl-C (or SIGTERM) stops after the games being played, as simulate does: the figures are those
  // of the games played, the records file is closed whole, exit 130. A second one kills (stopOnSignal).
  const unhook = stopOnSignal(stop);
  const t0 = performance.now();
  try {
    if (jobs === 1) {
      for (const spec of specs) {
        if (stop.asked) break;
        take(playTourneyGame(spec));
        // A turn of the event loop between games, so that a signal is heard (and the file written).
        if (writer?.backlogged) await writer.drained();
        await signalsHeard();
      }
    } else await runWorkers(specs, jobs, take, stop);
  } catch (e) {
    progress?.done();
    process.stderr.write(`catan tournament: ${(e as Error).message}\n`);
    return 1;
  } finally {
    unhook();
  }
  progress?.done();
  const seconds = (performance.now() - t0) / 1000;
  if (writer) {
    try { await writer.close(); } catch (e) { process.stderr.write(`catan tournament: cannot write ${v.records}: ${(e as Error).message}\n`); return 1; }
  }
  const interrupted = results.length < games;
  results.sort((a, b) => a.index - b.index);
  // What was asked beside the figures, as simulate --json does: a saved result says how to play it again.
  const asked = { seed, board, rules: house.effective, maxTurns, jobs, ...flags.options, ...(v.records !== undefined ? { records: v.records } : {}) };
  const summary = { ...summarize(names, results, seconds), ...asked, ...(interrupted ? { interrupted: true } : {}) };
  if (v.json) process.stdout.write(JSON.stringify(summary) + '\n');
  else process.stdout.write(formatTable(summary) + (houseRules.rules ? `\nhouse rules: ${JSON.stringify(houseRules.rules)}` : '') + (interrupted ? `\ninterrupted: ${results.length} of ${games} games played` : '') + '\n');
  return interrupted ? 130 : 0;
}

/** Games on worker threads, one at a time each; results come back in any order. Stopped, no more are sent. */
function runWorkers(specs: TourneyGameSpec[], jobs: number, take: (r: TourneyGameResult) => void, stop: { asked: boolean }): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0, inFlight = 0, settled = false;
    const workers: Worker[] = [];
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      for (const w of workers) void w.terminate();
      if (err) reject(err); else resolve();
    };
    const send = (w: Worker) => {
      if (stop.asked || next >= specs.length) { if (inFlight === 0) finish(); return; }
      inFlight++;
      w.postMessage(specs[next++]);
    };
    for (let j = 0; j < Math.min(jobs, specs.length); j++) {
      const w = new Worker(new URL('../tourney/worker.js', import.meta.url));
      workers.push(w);
      w.on('message', (m: { ok: true; result: TourneyGameResult } | { ok: false; error: string }) => {
        if (!m.ok) return finish(new Error(m.error));
        inFlight--;
        take(m.result);
        send(w);
      });
      w.on('error', (e) => finish(e));
      send(w);
    }
  });
}

/**
 * One entry of --bots, in list order. A bot listed more than once has an entry for each (never
 * merged): `entry` is its place in the list (from 0) and `label` the name the records give the
 * seats it plays ("medium 2" for the second of several mediums; the name alone when listed once).
 */
interface BotSummary {
  name: string; entry: number; label: string; wins: number; winRate: number; ci95: [number, number]; avgVp: number;
  decisionMs: { p50: number; p95: number; max: number; mean: number };
}

function summarize(names: string[], results: TourneyGameResult[], seconds: number) {
  const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;
  const games = results.length;
  const bots: BotSummary[] = names.map((name, b) => {
    const wins = results.filter((r) => r.winner === b).length;
    const times = Float64Array.from(results.flatMap((r) => r.decisionMs[b]!)).sort();
    const mean = times.length ? times.reduce((a, x) => a + x, 0) / times.length : 0;
    const [lo, hi] = wilson95(wins, games);
    return {
      name, entry: b, label: recordName(names, b), wins, winRate: round(wins / Math.max(1, games)), ci95: [round(lo), round(hi)],
      avgVp: round(results.reduce((a, r) => a + r.vp[b]!, 0) / Math.max(1, games), 2),
      decisionMs: { p50: round(percentile(times, 0.5), 3), p95: round(percentile(times, 0.95), 3), max: round(times[times.length - 1] ?? 0, 3), mean: round(mean, 3) },
    };
  });
  const unfinished = results.filter((r) => r.winner === null).length;
  return {
    games, bots, unfinished,
    avgTurns: round(results.reduce((a, r) => a + r.turns, 0) / Math.max(1, games), 1),
    seconds: round(seconds, 1),
  };
}

/** Milliseconds to three significant figures at most (0.014, 1.25, 180): the table's columns read alike. */
function ms(x: number): string {
  return x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toFixed(3);
}

/**
 * The text report: what was played (the seed and board, so that the run can be made again), then a
 * row per --bots entry. `entry` counts from 0, as the JSON's `entry` does (the text counted from 1).
 */
function formatTable(s: ReturnType<typeof summarize> & { seed: string; board: string }): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const lines = [`${s.games} games (seed ${s.seed}, ${s.board} boards), ${s.avgTurns} turns per game on average, ${s.seconds} s${s.unfinished ? `, ${s.unfinished} unfinished (turn limit)` : ''}`, ''];
  lines.push('entry     bot    wins   win rate  95% CI            avg VP  decision ms p50 / p95 / max');
  s.bots.forEach((b, i) => {
    lines.push(`${String(i).padEnd(10)}${b.label.padEnd(8)}${String(b.wins).padStart(5)}   ${pct(b.winRate).padStart(7)}  [${pct(b.ci95[0])}, ${pct(b.ci95[1])}]`.padEnd(56) +
      `${b.avgVp.toFixed(2).padStart(6)}  ${ms(b.decisionMs.p50)} / ${ms(b.decisionMs.p95)} / ${ms(b.decisionMs.max)}`);
  });
  return lines.join('\n');
}
