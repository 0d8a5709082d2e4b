/**
 * `catan simulate --games N [--seed S] [--players 3|4] [--board KIND] [--json]`: random legal
 * players on the engine's fast path, for speed and sanity. A progress bar on a terminal,
 * then games/s, ms/game, actions/game, turns/game and wins per seat.
 */
import { Worker } from 'node:worker_threads';
import { simulateGame, type SimConfig, type SimGame } from '../sim/games.js';
import { HOUSE_RULE_OPTIONS, houseRuleUsage, readHouseRules } from './houserules.js';
import { numberArg, parseOptions } from './main.js';
import { Progress, signalsHeard, stopOnSignal } from './progress.js';
import { RecordWriter, cannotWrite } from './records.js';

const USAGE = `usage: catan simulate --games N [--seed S] [--players 3|4|5|6] [--board beginner|variable|random|balanced]
                      ${houseRuleUsage('                      ')} [--max-turns N] [--jobs K]
                      [--records FILE[.gz]] [--json]
The board defaults to beginner (its fixed starting pieces favour some seats: compare seats on variable
or balanced boards). 5 or 6 players play the extension's island (the board defaults to variable) with
the special building phase (§14), which --no-special-build turns off; --special-build turns it on for
3 or 4 players. Ctrl-C stops after the games being played, the records file closed whole.
--games defaults to 1000, --seed to 1 (the same command plays the same games), --max-turns to 2000 (a game
still on then stops without a winner). -n and -j are short for --games and --jobs.`;

const COLORS6 = ['red', 'blue', 'white', 'orange', 'green', 'brown'] as const;
const COLORS3 = ['red', 'blue', 'orange'] as const; // a 3-player beginner game leaves white out (§3)

export async function run(args: string[]): Promise<number> {
  const parsed = parseOptions('simulate', args, {
    games: { type: 'string', short: 'n' }, seed: { type: 'string' }, players: { type: 'string' }, board: { type: 'string' },
    json: { type: 'boolean' }, 'max-turns': { type: 'string' }, jobs: { type: 'string', short: 'j' }, records: { type: 'string' },
    ...HOUSE_RULE_OPTIONS,
  }, USAGE);
  if (parsed === null) return 0;
  if (parsed === undefined) return 2;
  const v = parsed.values;
  const bad = (msg: string) => { process.stderr.write(`catan simulate: ${msg}\n\n${USAGE}\n`); return 2; };
  const games = numberArg(v.games, 1000);
  if (!Number.isInteger(games) || games < 1) return bad('--games must be a positive whole number');
  const players = numberArg(v.players, 4);
  if (![3, 4, 5, 6].includes(players)) return bad('--players must be 3, 4, 5 or 6');
  const kind = v.board ?? (players >= 5 ? 'variable' : 'beginner');
  if (!['beginner', 'variable', 'random', 'balanced'].includes(kind)) return bad('--board must be beginner, variable, random or balanced');
  if (kind === 'beginner' && players >= 5) return bad('the beginner map is for 3-4 players: 5-6 play a variable, random or balanced board of the extension (§14)');
  const maxTurns = numberArg(v['max-turns'], 2000);
  if (!Number.isInteger(maxTurns) || maxTurns < 1) return bad('--max-turns must be a positive whole number');
  const seed = v.seed ?? '1';
  const colors = players === 3 ? [...COLORS3] : COLORS6.slice(0, players);

  const jobs = numberArg(v.jobs, 1);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 64) return bad('--jobs must be a whole number from 1 to 64');
  // Check the rules once, with a readable message; the report shows them as played (defaults filled in, §14's by the players).
  const house = readHouseRules(v, players);
  if ('error' in house) return bad(house.error);
  const { rules, effective } = house;
  // A --records file that cannot be written fails now, not after every game is played.
  const unwritable = v.records !== undefined ? cannotWrite(v.records) : null;
  if (unwritable) return bad(unwritable);
  const cfg: SimConfig = { colors, board: kind as SimConfig['board'], rules, seed, maxTurns, records: v.records !== undefined };
  const writer = v.records !== undefined ? new RecordWriter(v.records) : null;

  const progress = v.json ? null : new Progress(games, 'games');
  const winsBySeat = new Array<number>(players).fill(0);
  let actions = 0, turns = 0, capped = 0, elapsed = 0, done = 0;
  const stop = { asked: false };
  const take = (g: SimGame) => {
    elapsed += g.ms;
    actions += g.actions;
    turns += g.turns;
    if (g.capped) capped++; else winsBySeat[g.winner]!++;
    if (writer && g.line !== undefined) writer.add(g.index, g.line);
    done++;
    progress?.tick(done);
    // The records file failed (a full disk): stop as Ctrl-C does; closing it then says why, exit 1.
    if (writer?.failed) stop.asked = true;
  };
  // Ctrl-C (or SIGTERM) stops after the games being played: the records file is closed whole (a gzip
  // cut mid-stream would not unzip) and the figures of the games played are printed. A second one kills (stopOnSignal).
  const unhook = stopOnSignal(stop);
  const t0 = performance.now();
  try {
    if (jobs === 1) {
      for (let i = 0; i < games && !stop.asked; i++) {
        take(simulateGame(cfg, i));
        // The records file's backlog written out before more games (gzip is slower than play),
        // and now and then a turn of the event loop, so that a signal is heard.
        if (writer?.backlogged) await writer.drained();
        else if (i % 64 === 63) await signalsHeard();
      }
    } else await runWorkers(cfg, games, jobs, take, stop, writer);
  } catch (e) {
    progress?.done();
    process.stderr.write(`catan simulate: ${(e as Error).message}\n`);
    return 1;
  } finally {
    unhook();
  }
  const interrupted = done < games;
  /** The games played (all of them unless interrupted). */
  const played = done;
  const wall = performance.now() - t0;
  progress?.done();
  if (writer) {
    try { await writer.close(); } catch (e) { process.stderr.write(`catan simulate: cannot write ${v.records}: ${(e as Error).message}\n`); return 1; }
  }
  const result = {
    games: played, players, board: kind, seed, rules: effective, jobs,
    // Games per second of the whole run (wall clock, every job); ms per game and ns per action
    // are the time spent playing, per game and per action, on whichever thread played it.
    gamesPerSecond: round(played / (wall / 1000), 1),
    msPerGame: round(elapsed / Math.max(1, played), 4),
    nsPerAction: round((elapsed * 1e6) / Math.max(1, actions), 1),
    actionsPerGame: round(actions / Math.max(1, played), 1),
    turnsPerGame: round(turns / Math.max(1, played), 1),
    winsBySeat,
    cappedGames: capped,
    maxTurns,
    ...(v.records !== undefined ? { records: v.records } : {}),
    ...(interrupted ? { interrupted: true } : {}),
  };
  if (v.json) {
    process.stdout.write(JSON.stringify(result) + '\n');
  } else {
    const lines = [
      `games           ${played}${interrupted ? ` of ${games} (interrupted)` : ''} (${players} players, ${kind} board, seed ${seed}${jobs > 1 ? `, ${jobs} jobs` : ''})`,
      `games/s         ${result.gamesPerSecond}`,
      `ms/game         ${result.msPerGame}`,
      `ns/action       ${result.nsPerAction}`,
      `actions/game    ${result.actionsPerGame}`,
      `turns/game      ${result.turnsPerGame}`,
      `wins per seat   ${winsBySeat.map((w, i) => `${colors[i]} ${w} (${round((100 * w) / Math.max(1, played), 1)}%)`).join(', ')}`,
    ];
    if (capped) lines.push(`unfinished      ${capped} game(s) reached the ${maxTurns}-turn limit`);
    if (v.records !== undefined) lines.push(`records         ${v.records} (one game per line)`);
    process.stdout.write(lines.join('\n') + '\n');
  }
  // Interrupted: the figures and the file hold the games played, and the exit code says it was cut short (128 + SIGINT).
  return interrupted ? 130 : 0;
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Games on worker threads in small batches; results come back in any order. */
function runWorkers(cfg: SimConfig, games: number, jobs: number, take: (g: SimGame) => void, stop: { asked: boolean }, writer: RecordWriter | null): Promise<void> {
  const batch = Math.max(1, Math.min(64, Math.floor(games / (jobs * 8))));
  return new Promise((resolve, reject) => {
    let next = 0, done = 0, settled = false, inFlight = 0;
    const workers: Worker[] = [];
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      for (const w of workers) void w.terminate();
      if (err) reject(err); else resolve();
    };
    const send = (w: Worker) => {
      // Stopped: no more batches; once those out come back (every game below `next` then done, so the file has no gap), finish.
      if (stop.asked) { if (inFlight === 0) finish(); return; }
      if (next >= games) return;
      const ids: number[] = [];
      for (let k = 0; k < batch && next < games; k++) ids.push(next++);
      inFlight++;
      w.postMessage(ids);
    };
    for (let j = 0; j < Math.min(jobs, games); j++) {
      const w = new Worker(new URL('../sim/worker.js', import.meta.url), { workerData: cfg });
      workers.push(w);
      w.on('message', (m: { ok: true; games: SimGame[] } | { ok: false; error: string }) => {
        if (!m.ok) return finish(new Error(m.error));
        inFlight--;
        for (const g of m.games) take(g);
        done += m.games.length;
        if (done === games) return finish();
        // A worker gets its next batch once the records file has caught up (see RecordWriter.backlogged).
        if (writer?.backlogged) void writer.drained().then(() => send(w));
        else send(w);
      });
      w.on('error', (e) => finish(e));
      send(w);
    }
  });
}
