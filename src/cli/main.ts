/**
 * The `catan` command line: one subcommand per module, each exporting
 * `run(args: string[]): Promise<number>` that returns the exit code.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';

const COMMANDS: Record<string, { load: () => Promise<{ run: (args: string[]) => Promise<number> }>; help: string }> = {
  replay: { load: () => import('./replay.js'), help: 'replay FILE            replay a game record and print the final position as JSON' },
  simulate: { load: () => import('./simulate.js'), help: 'simulate --games N     play random legal games and report speed and results' },
  board: { load: () => import('./board.js'), help: 'board [--seed S]       draw a board (ascii, svg or json) with its fairness figures' },
  tournament: { load: () => import('./tournament.js'), help: 'tournament --bots A,B,C[,D,E,F] --games N   3 to 6 bots against each other, seats rotated' },
  verify: { load: () => import('./verify.js'), help: 'verify FILE [--seed S]  prove every roll, steal and draw of a record came from its seed' },
  decide: { load: () => import('./decide.js'), help: 'decide --bot NAME      read a record on stdin, print the bot\'s action (--stdio: one per line)' },
};

export const USAGE = `usage: catan <command> [options]\n\n${Object.values(COMMANDS).map((c) => `  ${c.help}`).join('\n')}\n\nRun "catan <command> --help" for a command's options, "catan --version" for the version.`;

export async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  if (!cmd) {
    // No command is a usage error: the usage goes to stderr, as every command's own usage errors do.
    process.stderr.write(USAGE + '\n');
    return 2;
  }
  if (cmd === '--version') {
    // The package's own version (dist/cli/main.js sits two folders under package.json).
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
    process.stdout.write(`${pkg.name} ${pkg.version}\n`);
    return 0;
  }
  if (cmd === '--help' || cmd === '-h' || cmd === 'help') {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  const entry = COMMANDS[cmd];
  if (!entry) {
    process.stderr.write(`catan: unknown command "${cmd}"\n\n${USAGE}\n`);
    return 2;
  }
  // The reader of the output went away (`catan simulate … | head -1`): stop there, quietly, as a
  // command in a pipeline does; it printed a stack trace ("Unhandled 'error' event"). `decide`
  // ends its line protocol on it by itself.
  if (cmd !== 'decide') process.stdout.on('error', closedReader);
  const mod = await entry.load();
  return mod.run(rest);
}

function closedReader(e: NodeJS.ErrnoException): void {
  if (e.code !== 'EPIPE') throw e;
  process.exit(0);
}

// Run directly (`node dist/cli/main.js replay FILE`), this module is the command line too;
// imported (by bin/catan.js, the usual door), it only exports.
if (ranDirectly()) void main(process.argv.slice(2)).then((code) => { process.exitCode = code; });

function ranDirectly(): boolean {
  try { return realpathSync(process.argv[1] ?? '') === fileURLToPath(import.meta.url); } catch { return false; }
}

/**
 * An option's number as a person writes it: decimal digits, with a fraction where `fraction`
 * allows one. Anything else ("1e3", "0x10", "", " 5", "-1") is NaN, so that the option's own
 * check refuses it with its message: `Number()` alone read "1e3" as 1000 and "0x10" as 16.
 */
export function numberArg(text: string | undefined, fallback: number, fraction = false): number {
  if (text === undefined) return fallback;
  return (fraction ? /^\d+(\.\d+)?$/ : /^\d+$/).test(text) ? Number(text) : NaN;
}

/** What is wrong with a command's FILE arguments when it takes one: none given, or several. */
export function filesProblem(given: readonly string[]): string {
  return given.length === 0
    ? 'no FILE given (a record, a records file, or - for standard input)'
    : `one FILE at a time, not ${given.length} (${given.map((g) => JSON.stringify(g)).join(', ')}): quote a name with spaces in it`;
}

/** Parse a subcommand's options; on a bad option, print a readable message and return null. */
/** String options read as strings; boolean flags read with `!!` (they hold `true` when given). */
export interface ParsedOptions { values: Record<string, string | undefined>; positionals: string[] }

type Options = NonNullable<ParseArgsConfig['options']>;

export function parseOptions(command: string, args: string[], options: Options, usage: string, positionals = false): ParsedOptions | null | undefined {
  const all: Options = { ...options, help: { type: 'boolean', short: 'h' } };
  try {
    const parsed = parseArgs({ args: negativeValues(args, all), options: all, allowPositionals: positionals, strict: true });
    if ((parsed.values as Record<string, unknown>).help) {
      process.stdout.write(usage + '\n');
      return null;
    }
    return parsed as unknown as ParsedOptions;
  } catch (e) {
    process.stderr.write(`catan ${command}: ${optionProblem(e as NodeJS.ErrnoException, args, all)}\n\n${usage}\n`);
    return undefined;
  }
}

/**
 * A negative number after an option that takes a value ("--games -5") is that option's value, so
 * that its own check says what is wrong with it ("--games must be a positive whole number"); the
 * parser took it for an option and answered that "--games" was ambiguous.
 */
function negativeValues(args: string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!, next = args[i + 1];
    const name = a.startsWith('--') ? a.slice(2) : a.length === 2 && a.startsWith('-') ? Object.keys(options).find((n) => options[n]!.short === a.slice(1)) : undefined;
    if (name && !a.includes('=') && options[name]?.type === 'string' && next !== undefined && /^-\d/.test(next)) { out.push(`--${name}=${next}`); i++; }
    else out.push(a);
  }
  return out;
}

/** What is wrong with the options: an unknown one named with the option it is likely a slip for (--game for --games). */
function optionProblem(e: NodeJS.ErrnoException, args: string[], options: Options): string {
  if (e.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return e.message;
  const names = Object.keys(options);
  const known = (a: string) => (a.startsWith('--') ? names.includes(a.slice(2)) : names.some((n) => options[n]!.short === a.slice(1)));
  const unknown = args.slice(0, args.includes('--') ? args.indexOf('--') : args.length).map((a) => a.split('=')[0]!)
    .find((a) => a.startsWith('-') && a.length > 1 && !known(a));
  if (!unknown?.startsWith('--')) return e.message;
  const typed = unknown.slice(2);
  const near = names.filter((n) => n !== 'help' && (distance(n, typed) <= 2 || (typed.length >= 3 && n.startsWith(typed))));
  return `unknown option ${unknown}${near.length ? ` (did you mean ${near.map((n) => `--${n}`).join(' or ')}?)` : ''}`;
}

/** Levenshtein distance: the edits (insert, delete, replace one character) from a to b. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}
