/**
 * The bot options a command takes as flags (--budget MS, --iterations N, --depth D), read and
 * checked as createBot checks them, in the flags' own names: `tournament` and `decide` alike.
 */
import { OPTION_READERS, botOptionProblem, type BotOptions } from '../bots/registry.js';
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

/** A note for each flag given that none of `bots` reads (OPTION_READERS): "--depth is read by ab only: it changes nothing here". */
export function unusedBotFlags(v: Record<string, string | undefined>, bots: readonly string[]): string[] {
  return FLAGS.filter(([flag, option]) => v[flag] !== undefined && !bots.some((b) => (OPTION_READERS[option] as readonly string[]).includes(b)))
    .map(([flag, option]) => `--${flag} is read by ${OPTION_READERS[option].join(' and ')} only: it changes nothing here`);
}
