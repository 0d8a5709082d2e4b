/**
 * The `catan` command line: one subcommand per module, each exporting
 * `run(args: string[]): Promise<number>` that returns the exit code.
 */
import { realpathSync } from 'node:fs';
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

export const USAGE = `usage: catan <command> [options]\n\n${Object.values(COMMANDS).map((c) => `  ${c.help}`).join('\n')}\n\nRun "catan <command> --help" for a command's options.`;

export async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  if (!cmd) {
    // No command is a usage error: the usage goes to stderr, as every command's own usage errors do.
    process.stderr.write(USAGE + '\n');
    return 2;
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
  const mod = await entry.load();
  return mod.run(rest);
}

// Run directly (`node dist/cli/main.js replay FILE`), this module is the command line too;
// imported (by bin/catan.js, the usual door), it only exports.
if (ranDirectly()) void main(process.argv.slice(2)).then((code) => { process.exitCode = code; });

function ranDirectly(): boolean {
  try { return realpathSync(process.argv[1] ?? '') === fileURLToPath(import.meta.url); } catch { return false; }
}

/** Parse a subcommand's options; on a bad option, print a readable message and return null. */
/** String options read as strings; boolean flags read with `!!` (they hold `true` when given). */
export interface ParsedOptions { values: Record<string, string | undefined>; positionals: string[] }

export function parseOptions(args: string[], options: NonNullable<ParseArgsConfig['options']>, usage: string, positionals = false): ParsedOptions | null | undefined {
  try {
    const parsed = parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: positionals, strict: true });
    if ((parsed.values as Record<string, unknown>).help) {
      process.stdout.write(usage + '\n');
      return null;
    }
    return parsed as unknown as ParsedOptions;
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n\n${usage}\n`);
    return undefined;
  }
}
