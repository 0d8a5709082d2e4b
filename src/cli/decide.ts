/**
 * `catan decide --bot NAME [--budget MS] [--seed S] [--stdio]`: read a record (often a
 * position) on stdin and print, as JSON, the action the bot chooses for the seat to move —
 * built from that seat's view only. With --stdio it stays up: one record per line in, one
 * action per line out, so other programs can drive it.
 */
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import { BOT_NAMES, createBot, isBotName, type BotName } from '../bots/registry.js';
import { P_ENDED, actionFor, legalActions, replayRecord, seatToMove, viewFor, type Action, type GameState } from '../engine/index.js';
import { parseOptions } from './main.js';

const USAGE = `usage: catan decide --bot NAME [--budget MS] [--seed S] [--stdio] < record.json
bots: ${BOT_NAMES.join(', ')}`;

type Answer = Action | { ok: false; at?: number | string; error: string };

export function decideFor(text: string, bot: BotName, budgetMs: number | undefined, seed: string): Answer {
  const b = createBot(bot, budgetMs !== undefined ? { budgetMs } : {});
  // One replay; its steps are kept only for bots that remember the public log.
  const steps: { state: GameState; action?: Action }[] = [];
  const r = replayRecord(text, b.observe ? (state, action) => steps.push(action ? { state, action } : { state }) : undefined);
  if (!r.ok) return { ok: false, at: r.at, error: r.error };
  const s = r.state;
  if (s.phase === P_ENDED) return { ok: false, error: 'the game is over: there is no seat to move (§10)' };
  const seat = seatToMove(s);
  const legal = legalActions(s).filter((a) => a.p === seat);
  if (legal.length === 0) return { ok: false, error: `seat ${seat} has no legal action` };
  b.init({ seat, board: s.board, colors: s.colors, rules: s.rules, seed, ...(budgetMs !== undefined ? { budgetMs } : {}) });
  if (b.observe) {
    // The record's actions as this seat saw them, after the starting view (an 'end' changes nothing a bot counts).
    for (const { state, action } of steps) b.observe(action ? actionFor(action, seat) : { p: seat, type: 'end' }, viewFor(state, seat));
  }
  return b.decide(viewFor(s, seat), legal);
}

export async function run(args: string[]): Promise<number> {
  const parsed = parseOptions(args, { bot: { type: 'string' }, budget: { type: 'string' }, seed: { type: 'string' }, stdio: { type: 'boolean' } }, USAGE);
  if (parsed === null) return 0;
  if (parsed === undefined) return 2;
  const v = parsed.values;
  const name = v.bot ?? '';
  if (!isBotName(name)) { process.stderr.write(`catan decide: --bot must be one of ${BOT_NAMES.join(', ')}\n\n${USAGE}\n`); return 2; }
  const budget = v.budget === undefined ? undefined : Number(v.budget);
  if (budget !== undefined && (!Number.isFinite(budget) || budget < 1)) { process.stderr.write('catan decide: --budget must be a positive number of milliseconds\n'); return 2; }
  const seed = v.seed ?? 'decide';
  const answer = (text: string): Answer => {
    try { return decideFor(text, name, budget, seed); } catch (e) { return { ok: false, error: `could not decide: ${(e as Error).message}` }; }
  };
  if (!v.stdio) {
    const out = answer(readFileSync(0, 'utf8'));
    process.stdout.write(JSON.stringify(out) + '\n');
    return 'ok' in out && out.ok === false ? 1 : 0;
  }
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of rl) {
    if (!line.trim()) continue;
    process.stdout.write(JSON.stringify(answer(line)) + '\n');
  }
  return 0;
}
