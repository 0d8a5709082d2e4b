/**
 * The house rules a command takes as flags (RULES.md §11, §14), shared by `simulate` and
 * `tournament` so that both read them alike: the options, their line of usage, and the reading
 * of them into rules checked by the engine (a refused value named by the flag that gave it).
 */
import { checkRules, type Rules } from '../engine/index.js';
import { numberArg } from './main.js';

export const HOUSE_RULE_OPTIONS = {
  vp: { type: 'string' }, 'friendly-robber': { type: 'boolean' }, 'trade-then-build': { type: 'boolean' },
  'no-discard': { type: 'boolean' }, 'discard-over': { type: 'string' }, 'balanced-dice': { type: 'boolean' },
  'special-build': { type: 'boolean' }, 'no-special-build': { type: 'boolean' },
} as const;

/** The flags' part of a usage text, on two lines, the second indented by `indent`. */
export const houseRuleUsage = (indent: string) => '[--vp N] [--friendly-robber] [--trade-then-build] [--no-discard] [--discard-over N]\n'
  + `${indent}[--balanced-dice] [--special-build | --no-special-build]`;

/**
 * The rules the flags ask for (only those given: the engine fills in the rest) and the rules as
 * played with `players` players, defaults filled in; or the sentence saying what is wrong.
 */
export function readHouseRules(v: Record<string, string | undefined>, players: number): { rules: Partial<Rules>; effective: Rules } | { error: string } {
  const rules: Partial<Rules> = {};
  if (v['friendly-robber']) rules.friendlyRobber = true;
  if (v['trade-then-build']) rules.tradeThenBuild = true;
  if (v['no-discard']) rules.discard = false;
  if (v['balanced-dice']) rules.balancedDice = true;
  if (v['special-build'] && v['no-special-build']) return { error: '--special-build and --no-special-build cannot go together' };
  if (v['special-build']) rules.specialBuild = true;
  if (v['no-special-build']) rules.specialBuild = false;
  if (v.vp !== undefined) rules.victoryPoints = numberArg(v.vp, NaN);
  if (v['no-discard'] && v['discard-over'] !== undefined) return { error: '--no-discard and --discard-over cannot go together: with no discard on a 7 there is no hand limit (§11)' };
  if (v['discard-over'] !== undefined) rules.discardOver = numberArg(v['discard-over'], NaN);
  // A rule given by a flag that the engine refuses is named by that flag (the engine's sentence names the rule's field).
  for (const [key, flag] of [['victoryPoints', '--vp'], ['discardOver', '--discard-over']] as const) {
    if (rules[key] === undefined) continue;
    try { checkRules({ [key]: rules[key] }, players); } catch (e) { return { error: `${flag} ${v[flag.slice(2)]}: ${(e as Error).message}` }; }
  }
  try {
    return { rules, effective: checkRules(rules, players) };
  } catch (e) { return { error: (e as Error).message }; }
}
