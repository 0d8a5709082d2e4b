/**
 * `catan replay FILE`: replay a record and print one JSON object (RECORD.md contract).
 * Exit 0 with the final summary; exit 1 with {"ok": false, "at", "error"} on a malformed
 * file or an illegal action. Never a stack trace.
 */
import { readFileSync } from 'node:fs';
import { replayRecord, summarize } from '../engine/index.js';
import { parseOptions } from './main.js';

const USAGE = 'usage: catan replay FILE   (FILE may be - for standard input)';

export async function run(args: string[]): Promise<number> {
  const parsed = parseOptions(args, {}, USAGE, true);
  if (parsed === null) return 0;
  if (parsed === undefined) return 2;
  const file = parsed.positionals[0];
  if (!file || parsed.positionals.length > 1) {
    process.stderr.write(USAGE + '\n');
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    process.stdout.write(JSON.stringify({ ok: false, at: 'record', error: `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` }) + '\n');
    return 1;
  }
  let out: object;
  let code: number;
  try {
    const r = replayRecord(text);
    if (r.ok) { out = summarize(r.state); code = 0; } else { out = { ok: false, at: r.at, error: r.error }; code = 1; }
  } catch (e) {
    out = { ok: false, at: 'record', error: `the record could not be replayed: ${(e as Error).message}` };
    code = 1;
  }
  process.stdout.write(JSON.stringify(out) + '\n');
  return code;
}
