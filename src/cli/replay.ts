/**
 * `catan replay FILE [--line N] [--actions K]`: replay a record and print one JSON object (RECORD.md
 * contract). FILE is a record, or a records file from `simulate/tournament --records` (JSON
 * Lines, gzipped when it ends in .gz) with --line N choosing the game; --actions K stops after
 * the record's first K actions (0: the start), for the position at a chosen move. Exit 0 with the
 * summary; exit 1 with {"ok": false, "at", "code", "error"} on a malformed file or an illegal
 * action. Never a stack trace.
 */
import { replayRecord, summarize } from '../engine/index.js';
import { filesProblem, numberArg, parseOptions } from './main.js';
import { readRecordInput } from './records.js';

const USAGE = 'usage: catan replay FILE [--line N] [--actions K]   (FILE may be - for standard input; --line picks a game of a records file; --actions K replays its first K actions only)';

export async function run(args: string[]): Promise<number> {
  const parsed = parseOptions('replay', args, { line: { type: 'string' }, actions: { type: 'string' } }, USAGE, true);
  if (parsed === null) return 0;
  if (parsed === undefined) return 2;
  const file = parsed.positionals[0];
  if (!file || parsed.positionals.length > 1) {
    process.stderr.write(`catan replay: ${filesProblem(parsed.positionals)}\n\n${USAGE}\n`);
    return 2;
  }
  const lineArg = parsed.values.line;
  const line = lineArg === undefined ? undefined : numberArg(lineArg, NaN);
  if (line !== undefined && !(Number.isInteger(line) && line >= 1)) {
    process.stderr.write(`catan replay: --line must be a whole number from 1\n\n${USAGE}\n`);
    return 2;
  }
  const actionsArg = parsed.values.actions;
  const upTo = actionsArg === undefined ? undefined : numberArg(actionsArg, NaN);
  if (upTo !== undefined && !(Number.isInteger(upTo) && upTo >= 0)) {
    process.stderr.write(`catan replay: --actions must be a whole number from 0 (the record's first K actions)\n\n${USAGE}\n`);
    return 2;
  }
  const input = await readRecordInput(file, line);
  if (!input.ok) {
    process.stdout.write(JSON.stringify({ ok: false, at: 'record', code: input.code, error: input.error }) + '\n');
    return 1;
  }
  let json = input.json;
  if (upTo !== undefined && Array.isArray(json.actions)) {
    if (upTo > json.actions.length) {
      process.stderr.write(`catan replay: --actions ${upTo}, but the record has ${json.actions.length} action${json.actions.length === 1 ? '' : 's'}\n`);
      return 2;
    }
    json = { ...json, actions: json.actions.slice(0, upTo) };
  }
  const r = replayRecord(json);
  const out = r.ok ? summarize(r.state) : { ok: false, at: r.at, code: r.code, error: r.error, ...(r.refusal ? { rule: r.refusal.code, section: r.refusal.section } : {}) };
  process.stdout.write(JSON.stringify(out) + '\n');
  return r.ok ? 0 : 1;
}
