/**
 * `catan decide --bot NAME [--budget MS] [--depth D] [--seed S] [--lang L] [--stdio]`: read a
 * record (often a position) on stdin and print, as JSON, the bot's answer for one seat —
 * built from that seat's view only (src/cli/decideLine.ts has the requests and answers). With
 * --stdio it stays up: one request per line in, one answer per line out, so programs in other
 * languages can drive it; an error is an {"ok": false, ...} line and the process goes on. It
 * exits non-zero only when stdin itself cannot be read.
 */
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import { BOT_IDS, isBotId, type BotId } from '../bots/registry.js';
import { LANGS, type Lang } from '../bots/reasons.js';
import { readBotFlags, unusedBotFlags } from './botflags.js';
import { answerLine, type DecideAnswer } from './decideLine.js';
import { parseOptions } from './main.js';
import { cannotRead, folderStdin } from './records.js';

const USAGE = `usage: catan decide --bot NAME [--budget MS] [--iterations N] [--depth D] [--seed S] [--lang en|es|fr|sv] [--stdio [--stats]] < record.json
bots: ${BOT_IDS.join(', ')}
A request is a record (spec/RECORD.md), optionally with "toMove": seat, "offer": {"from", "give", "get"}
(answered accept, reject or counter, with the §13 reason), "counter": {"from", "give", "get"} (a counter to the
current player's offer, answered accept or reject by that player) or "propose": true; docs/bots.md describes the answers.
--seed (default "decide") seeds the bot's own randomness: the same request and seed get the same answer
(hard and expert only with --iterations: by time, a busier machine makes fewer playouts).`;

/** The answer for one record's text (kept for callers of the earlier API). */
export function decideFor(text: string, bot: BotId, budgetMs: number | undefined, seed: string): DecideAnswer {
  return answerLine(text, { bot, seed, ...(budgetMs !== undefined ? { budgetMs } : {}) });
}

export async function run(args: string[]): Promise<number> {
  const parsed = parseOptions('decide', args, {
    bot: { type: 'string' }, budget: { type: 'string' }, iterations: { type: 'string' }, depth: { type: 'string' }, seed: { type: 'string' }, lang: { type: 'string' }, stdio: { type: 'boolean' }, stats: { type: 'boolean' },
  }, USAGE);
  if (parsed === null) return 0;
  if (parsed === undefined) return 2;
  const v = parsed.values;
  const name = v.bot ?? '';
  if (!isBotId(name)) { process.stderr.write(`catan decide: --bot must be one of ${BOT_IDS.join(', ')}\n\n${USAGE}\n`); return 2; }
  const flags = readBotFlags(v);
  if ('error' in flags) { process.stderr.write(`catan decide: ${flags.error}\n`); return 2; }
  for (const note of unusedBotFlags(v, [name])) process.stderr.write(`catan decide: ${note}\n`);
  const lang = (v.lang ?? 'en') as Lang;
  if (!LANGS.includes(lang)) { process.stderr.write(`catan decide: --lang must be one of ${LANGS.join(', ')}\n`); return 2; }
  const opts = { bot: name, seed: v.seed ?? 'decide', lang, ...flags.options };
  if (v.stats && !v.stdio) { process.stderr.write(`catan decide: --stats goes with --stdio (it reports on the lines answered)\n\n${USAGE}\n`); return 2; }
  if (!v.stdio) {
    let text: string;
    try { text = readFileSync(0, 'utf8'); } catch (e) { process.stderr.write(`catan decide: ${cannotRead('standard input', e)}\n`); return 1; }
    // Nothing at all (no request piped in): said so, as replay says it, not as a JSON parser's "unexpected end".
    const out: DecideAnswer = text.trim() === ''
      ? { ok: false, code: 'not-json', error: 'standard input is empty: not valid JSON (a request is a JSON object: a record, spec/RECORD.md)' }
      : answerLine(text, opts);
    process.stdout.write(JSON.stringify(out) + '\n');
    return 'ok' in out && out.ok === false ? 1 : 0;
  }
  // A folder as stdin reads as an empty stream to the line reader: say so, as the one-shot form does.
  let folder: NodeJS.ErrnoException | null;
  try { folder = folderStdin(); } catch (e) { folder = e as NodeJS.ErrnoException; }
  if (folder) { process.stderr.write(`catan decide: ${cannotRead('standard input', folder)}\n`); return 1; }
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  // A read error on stdin (the one failure that ends the protocol) closes the line reader.
  let broken: Error | null = null;
  process.stdin.on('error', (e) => { broken = e; rl.close(); });
  // The reader of our answers went away (EPIPE: `… | head -1`): stop answering, quietly; that is
  // the other end ending the protocol, not a failure of ours.
  let gone = false;
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    gone = true;
    rl.close();
  });
  // --stats: lines answered, ms per line, and the heap (after a collection when node runs with
  // --expose-gc) after the first 100 lines and at the end, on stderr.
  const gc = (globalThis as { gc?: () => void }).gc;
  const heap = () => { gc?.(); return Math.round(process.memoryUsage().heapUsed / 1e5) / 10; };
  let lines = 0, ms = 0, early: number | null = null; // the heap after 100 lines: null when fewer were read (it printed 0)
  try {
    for await (const line of rl) {
      if (gone) break;
      if (!line.trim()) continue;
      const t0 = performance.now();
      const out = JSON.stringify(answerLine(line, opts));
      ms += performance.now() - t0;
      process.stdout.write(out + '\n');
      if (++lines === 100 && v.stats) early = heap();
    }
  } catch (e) {
    broken = e as Error;
  }
  if (gone) { process.stdin.destroy(); return 0; }
  if (broken) {
    process.stderr.write(`catan decide: cannot read standard input: ${(broken as Error).message}\n`);
    return 1;
  }
  if (v.stats) process.stderr.write(JSON.stringify({ lines, msPerLine: Math.round((ms / Math.max(1, lines)) * 1000) / 1000, heapMbAt100: early, heapMbAtEnd: heap() }) + '\n');
  return 0;
}
