/**
 * The bot options a command takes as flags (--budget MS, --iterations N, --depth D), read and
 * checked as createBot checks them, in the flags' own names: `tournament` and `decide` alike.
 */
import { botOptionProblem, type BotOptions } from '../bots/registry.js';
import { numberArg } from './main.js';

const FLAGS = [['budget', 'budgetMs', true], ['iterations', 'iterations', false], ['depth', 'depth', false]] as const;

/** The options given, or the first flag's problem ("--depth must be a whole number from 1 to 6"). */
export function readBotFlags(v: Record<string, string | undefined>): { options: BotOptions } | { error: string } {
  const options: BotOptions = {};
  for (const [flag, option, fraction] of FLAGS) {
    if (v[flag] === undefined) continue;
    const value = numberArg(v[flag], NaN, fraction);
    const problem = botOptionProblem(option, value);
    if (problem) return { error: `--${flag} ${problem}` };
    options[option] = value;
  }
  return { options };
}

/** Which bots each flag tunes: a flag none of the playing bots reads is worth a word (it changes nothing). */
const USED_BY: Record<(typeof FLAGS)[number][0], readonly string[]> = { budget: ['hard', 'expert'], iterations: ['hard', 'expert'], depth: ['ab'] };

/** A note for each flag given that none of `bots` reads ("--depth is read by ab only: it changes nothing here"). */
export function unusedBotFlags(v: Record<string, string | undefined>, bots: readonly string[]): string[] {
  return FLAGS.filter(([flag]) => v[flag] !== undefined && !bots.some((b) => USED_BY[flag].includes(b)))
    .map(([flag]) => `--${flag} is read by ${USED_BY[flag].join(' and ')} only: it changes nothing here`);
}
