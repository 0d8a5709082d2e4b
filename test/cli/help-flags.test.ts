// Each command's --help, the README's line for it and the options it takes agree: the README's
// decide line lacked --seed and --stats, tournament's --depth, board's --island and its
// constraints. Runs the built CLI (npm test builds).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const catan = (...args: string[]) => spawnSync(process.execPath, ['bin/catan.js', ...args], { cwd: root, encoding: 'utf8' });
const flags = (text: string) => [...new Set(text.match(/--[a-z][a-z-]*/g) ?? [])].filter((f) => f !== '--help').sort();

/** The README's bullet for a command under "Command line": from "- `CMD" to the next bullet. */
function readmeBullet(cmd: string): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Command line'), readme.indexOf('## The engine as a library'));
  const start = section.indexOf(`\n- \`${cmd} `);
  expect(start, `README has a line for catan ${cmd}`).toBeGreaterThan(0);
  const end = section.indexOf('\n- `', start + 1);
  return section.slice(start, end < 0 ? undefined : end);
}

const COMMANDS = ['replay', 'verify', 'simulate', 'board', 'tournament', 'decide'];
const helps = new Map(COMMANDS.map((cmd) => [cmd, catan(cmd, '--help')]));

/**
 * Whether the command takes every one of these options: all given at once with "--help" (which
 * then prints the usage, exit 0), each with a value after "=" until parsing says it takes none.
 */
function takesAll(cmd: string, options: string[]): { ok: boolean; stderr: string } {
  const flag = new Set<string>();
  for (;;) {
    const r = catan(cmd, ...options.map((f) => (flag.has(f) ? f : `${f}=1`)), '--help');
    if (r.status === 0) return { ok: true, stderr: '' };
    const boolean = /Option '(--[a-z-]+)' does not take an argument/.exec(r.stderr)?.[1];
    if (!boolean || flag.has(boolean)) return { ok: false, stderr: r.stderr };
    flag.add(boolean);
  }
}

describe.each(COMMANDS)('catan %s', (cmd) => {
  const help = helps.get(cmd)!;

  it('the README names every option --help names, and only options of a command', () => {
    expect(help.status).toBe(0);
    const readme = flags(readmeBullet(cmd));
    expect(readme).toEqual(expect.arrayContaining(flags(help.stdout)));
    // A flag of another command may be named in passing (simulate's line names replay's --line).
    const known = new Set(COMMANDS.flatMap((c) => flags(helps.get(c)!.stdout)));
    expect(readme.filter((f) => !known.has(f))).toEqual([]);
  });

  it('every option --help names is taken', () => {
    const r = takesAll(cmd, flags(help.stdout));
    expect(r.ok, r.stderr).toBe(true);
  });
});

describe('catan --version', () => {
  it('prints the package\'s name and version, exit 0 (a researcher looked for it)', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
    const r = spawnSync(process.execPath, ['bin/catan.js', '--version'], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${pkg.name} ${pkg.version}\n`);
  });
});
