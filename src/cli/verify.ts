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
import { parseOptions } from './main.js';
import { readRecordInput } from './records.js';

const USAGE = 'usage: catan verify FILE [--line N] [--seed S] [--commitment HEX]';

export function commitmentOf(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

export async function run(args: string[]): Promise<number> {
  const parsed = parseOptions('verify', args, { seed: { type: 'string' }, commitment: { type: 'string' }, line: { type: 'string' } }, USAGE, true);
  if (parsed === null) return 0;
  if (parsed === undefined) return 2;
  const file = parsed.positionals[0];
  if (!file || parsed.positionals.length > 1) { process.stderr.write(USAGE + '\n'); return 2; }
  const out = (o: object, code: number) => { process.stdout.write(JSON.stringify(o) + '\n'); return code; };
  const line = parsed.values.line === undefined ? undefined : Number(parsed.values.line);
  if (line !== undefined && !(Number.isInteger(line) && line >= 1)) { process.stderr.write(`catan verify: --line must be a whole number from 1\n\n${USAGE}\n`); return 2; }
  const input = await readRecordInput(file, line);
  if (!input.ok) return out({ ok: false, at: 'record', code: input.code, error: input.error }, 1);
  if (typeof input.json !== 'object' || input.json === null || Array.isArray(input.json)) return out({ ok: false, at: 'record', code: 'not-a-record', error: 'a record is a JSON object' }, 1);
  const json = input.json as Record<string, unknown>;
  // First the record as `replay` reads it (every field's type and every action's legality): verify is no looser.
  const replayed = replayRecord(json);
  if (!replayed.ok) return out({ ok: false, at: replayed.at, code: replayed.code, error: replayed.error, ...(replayed.refusal ? { rule: replayed.refusal.code, section: replayed.refusal.section } : {}) }, 1);
  // A records file's line: its figures must be its record's (a researcher reads them, not the record).
  if (input.line) {
    const wrong = wrongFigures(input.line, replayed.state);
    if (wrong) return out({ ok: false, at: 'line', code: 'figures-mismatch', error: wrong }, 1);
  }
  if (parsed.values.seed === undefined && json.seed !== undefined && typeof json.seed !== 'string') {
    return out({ ok: false, at: 'record', code: 'not-a-record', error: `the record's "seed" is text (the one the game was played with), not ${JSON.stringify(json.seed)}` }, 1);
  }
  const seed = parsed.values.seed ?? (typeof json.seed === 'string' ? json.seed : undefined);
  if (seed === undefined) return out({ ok: false, at: 'record', code: 'no-seed', error: 'no seed: a finished game\'s record carries "seed" once revealed, or give --seed' }, 1);
  const given = parsed.values.commitment ?? json.commitment;
  const from = parsed.values.commitment !== undefined ? '--commitment' : 'the record\'s "commitment"';
  if (given !== undefined && !(typeof given === 'string' && /^[0-9a-f]{64}$/i.test(given))) {
    return out({ ok: false, at: 'record', code: 'bad-commitment', error: `${from} must be sha256(seed) as 64 hex digits, not ${JSON.stringify(given).slice(0, 80)}` }, 1);
  }
  const commitment = given?.toLowerCase();
  if (commitment !== undefined && commitmentOf(seed) !== commitment) {
    return out({ ok: false, at: 'record', code: 'commitment-mismatch', error: `the seed does not match ${from}: sha256(seed) is ${commitmentOf(seed)}` }, 1);
  }
  const r = verifyRecord(json, seed);
  if (!r.ok) return out(r, 1);
  return out({ ok: true, commitment: commitment ?? null, commitmentChecked: commitment !== undefined, ...r.checked, actions: r.actions }, 0);
}

/** What a records file's line says that its record does not bear out (the winner, the turns, the summary), or null. */
function wrongFigures(line: Record<string, unknown>, state: GameState): string | null {
  const ended = PHASES[state.phase] === 'ended';
  const winner = ended ? state.winner : null;
  if ('winner' in line && line.winner !== winner) return `the line says the winner is ${JSON.stringify(line.winner)}, but its record's game ${winner === null ? 'has no winner' : `was won by seat ${winner}`}`;
  if ('turns' in line && line.turns !== state.turn) return `the line says ${JSON.stringify(line.turns)} turns, but its record's game reached turn ${state.turn}`;
  if ('summary' in line && JSON.stringify(line.summary) !== JSON.stringify(summarize(state))) return 'the line\'s "summary" is not its record\'s final position (replay the record to see it)';
  return null;
}
