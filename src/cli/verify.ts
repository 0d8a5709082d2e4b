/**
 * `catan verify FILE [--seed S]`: prove that every roll, steal and card draw of a finished
 * game's record came from its revealed seed, and that the seed matches the commitment
 * published at the start (sha256 of the seed, hex). The record may carry both as
 * "seed" and "commitment"; --seed overrides. Every refusal carries a code: replay's
 * (RECORD_CODES), or `figures-mismatch`, `no-seed`, `bad-commitment`, `commitment-mismatch`.
 */
import { createHash } from 'node:crypto';
import { PHASES, replayRecord, summarize, type GameState } from '../engine/index.js';
import { verifyRecord } from '../engine/verify.js';
import { filesProblem, numberArg, parseOptions } from './main.js';
import { readRecordInput, recordLines, type ReadResult } from './records.js';

const USAGE = `usage: catan verify FILE [--line N] [--seed S] [--commitment HEX]
       catan verify FILE --all      every line of a records file, each by its own seed (FILE may be - and gzipped)`;

export function commitmentOf(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

export async function run(args: string[]): Promise<number> {
  const parsed = parseOptions('verify', args, { seed: { type: 'string' }, commitment: { type: 'string' }, line: { type: 'string' }, all: { type: 'boolean' } }, USAGE, true);
  if (parsed === null) return 0;
  if (parsed === undefined) return 2;
  const file = parsed.positionals[0];
  if (!file || parsed.positionals.length > 1) { process.stderr.write(`catan verify: ${filesProblem(parsed.positionals)}\n\n${USAGE}\n`); return 2; }
  const out = (o: object, code: number) => { process.stdout.write(JSON.stringify(o) + '\n'); return code; };
  const v = parsed.values;
  if (v.all) {
    // Each game of a records file carries its own seed: one --seed or --commitment cannot be every game's.
    for (const flag of ['line', 'seed', 'commitment'] as const) {
      if (v[flag] !== undefined) { process.stderr.write(`catan verify: --all checks every line, each by its own seed: --${flag} does not go with it\n\n${USAGE}\n`); return 2; }
    }
    return verifyAll(file, out);
  }
  const line = v.line === undefined ? undefined : numberArg(v.line, NaN);
  if (line !== undefined && !(Number.isInteger(line) && line >= 1)) { process.stderr.write(`catan verify: --line must be a whole number from 1\n\n${USAGE}\n`); return 2; }
  const { result, code } = verifyOne(await readRecordInput(file, line), v.seed, v.commitment);
  return out(result, code);
}

/** How many failing lines `--all` names (the count is of all of them). */
const ALL_SHOWN = 20;

/**
 * Every line of a records file, each by its own seed (a file of any size, read as a stream: one
 * pass, where `--line N` for each N reads the file N times): one answer, `{ok, games, verified,
 * failed, failures: [{line, code, at, error}] (the first 20)}`, exit 1 when any line fails.
 */
async function verifyAll(file: string, out: (o: object, code: number) => number): Promise<number> {
  let games = 0, verified = 0, failed = 0;
  const failures: object[] = [];
  for await (const { n, read, broken } of recordLines(file)) {
    // A file that cannot be read (on) is a failure, not a game.
    if (!broken) games++;
    const { result, code } = verifyOne(read, undefined, undefined);
    if (code === 0) { verified++; continue; }
    failed++;
    // Every failure has its "line": null where it is the file's, not a line's (empty, or not to be opened).
    if (failures.length < ALL_SHOWN) failures.push({ line: n > 0 ? n : null, ...result });
  }
  return out({ ok: failed === 0 && games > 0, games, verified, failed, failures }, failed === 0 && games > 0 ? 0 : 1);
}

/** One record read (by `readRecordInput` or `recordLines`) verified: the answer and the exit code. */
function verifyOne(input: ReadResult, seedFlag: string | undefined, commitmentFlag: string | undefined): { result: object; code: number } {
  const fail = (o: object) => ({ result: o, code: 1 });
  if (!input.ok) return fail({ ok: false, at: 'record', code: input.code, error: input.error });
  // Valid JSON that is not an object was refused by the reader (records.ts, notAnObject).
  const json = input.json;
  // The seed to check against (--seed, else the record's once revealed) and the commitment it must match.
  const seed = seedFlag ?? (typeof json.seed === 'string' ? json.seed : undefined);
  const given = commitmentFlag ?? json.commitment;
  // First the record as `replay` reads it (every field's type and every action's legality): verify is no looser.
  const replayed = replayRecord(json);
  if (!replayed.ok) {
    // A changed outcome (the card a steal took) is often legal where it stands and makes a later
    // action illegal (a road paid with the card the thief no longer has): where the seed is at hand,
    // the first outcome it does not bear out, if that comes first, is the place to look.
    const seedHolds = seed !== undefined && (typeof given !== 'string' || commitmentOf(seed) === given.toLowerCase());
    if (typeof replayed.at === 'number' && seedHolds) {
      const drawn = verifyRecord(json, seed);
      if (!drawn.ok && drawn.code === 'outcome-mismatch' && typeof drawn.at === 'number' && drawn.at < replayed.at) {
        return fail({ ok: false, at: drawn.at, code: drawn.code, error: `${drawn.error} (so action ${replayed.at} is refused: ${replayed.error})` });
      }
    }
    return fail({ ok: false, at: replayed.at, code: replayed.code, error: replayed.error, ...(replayed.refusal ? { rule: replayed.refusal.code, section: replayed.refusal.section } : {}) });
  }
  // A records file's line: its figures must be its record's (a researcher reads them, not the record).
  if (input.line) {
    const wrong = wrongFigures(input.line, replayed.state);
    if (wrong) return fail({ ok: false, at: 'line', code: 'figures-mismatch', error: wrong });
  }
  if (seedFlag === undefined && json.seed !== undefined && typeof json.seed !== 'string') {
    return fail({ ok: false, at: 'record', code: 'not-a-record', error: `the record's "seed" is text (the one the game was played with), not ${JSON.stringify(json.seed)}` });
  }
  if (seed === undefined) return fail({ ok: false, at: 'record', code: 'no-seed', error: 'no seed: a finished game\'s record carries "seed" once revealed, or give --seed' });
  const from = commitmentFlag !== undefined ? '--commitment' : 'the record\'s "commitment"';
  if (given !== undefined && !(typeof given === 'string' && /^[0-9a-f]{64}$/i.test(given))) {
    return fail({ ok: false, at: 'record', code: 'bad-commitment', error: `${from} must be sha256(seed) as 64 hex digits, not ${JSON.stringify(given).slice(0, 80)}` });
  }
  const commitment = given?.toLowerCase();
  if (commitment !== undefined && commitmentOf(seed) !== commitment) {
    return fail({ ok: false, at: 'record', code: 'commitment-mismatch', error: `the seed does not match ${from}: sha256(seed) is ${commitmentOf(seed)}` });
  }
  const r = verifyRecord(json, seed);
  if (!r.ok) return fail(r);
  // Where the record ends: a verified record cut short is still its game's truth up to there, so say whether it reaches the end.
  const at = summarize(replayed.state);
  return { result: { ok: true, commitment: commitment ?? null, commitmentChecked: commitment !== undefined, ...r.checked, actions: r.actions, phase: at.phase, winner: at.winner }, code: 0 };
}

/** What a records file's line says that its record does not bear out (the winner, the turns, the summary), or null. */
function wrongFigures(line: Record<string, unknown>, state: GameState): string | null {
  const ended = PHASES[state.phase] === 'ended';
  const winner = ended ? state.winner : null;
  if ('winner' in line && line.winner !== winner) return `the line says the winner is ${JSON.stringify(line.winner)}, but its record's game ${winner === null ? 'has no winner' : `was won by seat ${winner}`}`;
  // `turns` counts the turns played: a game stopped by the turn limit is in the turn after its last
  // (its summary's "turn"), which it did not play (RECORD.md, "Records files").
  if ('turns' in line && line.turns !== state.turnsPlayed) return `the line says ${JSON.stringify(line.turns)} turns, but its record's game played ${state.turnsPlayed}`;
  if ('summary' in line && JSON.stringify(line.summary) !== JSON.stringify(summarize(state))) return 'the line\'s "summary" is not its record\'s final position (replay the record to see it)';
  return null;
}
