// replay - --line N and verify - --line N read all of standard input before choosing the line
// (a records file piped in from zcat or a program had to end first, and one over 256 MB was
// refused as "too large to be one record ... choose a game with --line N" while --line was given).
// Standard input is now read as a stream, gzipped or not, like a file. Runs the built CLI.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
let lines: string[] = [];

beforeAll(() => {
  // Three games' lines as simulate --records writes them (its own simulateGame, from the build).
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', `
    const { simulateGame } = await import(${JSON.stringify(join(root, 'dist/sim/games.js'))});
    const cfg = { colors: ['red', 'blue', 'orange'], board: 'variable', rules: {}, seed: 'stdin', maxTurns: 2000, records: true };
    for (let i = 0; i < 3; i++) console.log(simulateGame(cfg, i).line);`], { cwd: root, encoding: 'utf8' });
  lines = r.stdout.trim().split('\n');
  expect(lines).toHaveLength(3);
});

describe.each(['replay', 'verify'])('catan %s - --line N', (cmd) => {
  it('answers as soon as line N has come, while standard input is still open', async () => {
    const child = spawn(process.execPath, ['bin/catan.js', cmd, '-', '--line', '2'], { cwd: root });
    let out = '';
    const answered = new Promise<string>((resolve) => child.stdout.on('data', (d: Buffer) => { out += d.toString(); if (out.endsWith('\n')) resolve(out); }));
    child.stdin.on('error', () => {}); // the child may stop reading before the test stops writing
    child.stdin.write(`${lines[0]}\n${lines[1]}\n`);
    const first = await Promise.race([answered, new Promise<null>((r) => setTimeout(() => r(null), 15_000))]);
    child.stdin.end();
    const code = await new Promise((r) => child.on('close', r));
    expect(first, 'an answer before standard input ended').not.toBeNull();
    expect(code).toBe(0);
    const game = JSON.parse(lines[1]!);
    if (cmd === 'replay') expect(JSON.parse(first!)).toEqual(game.summary);
    else expect(JSON.parse(first!).ok).toBe(true);
  }, 30_000);

  it('gzipped standard input too, and a line past the end is named with the count', () => {
    const input = gzipSync(lines.join('\n') + '\n');
    const r = spawnSync(process.execPath, ['bin/catan.js', cmd, '-', '--line', '3'], { cwd: root, input });
    expect(r.status).toBe(0);
    const far = spawnSync(process.execPath, ['bin/catan.js', cmd, '-', '--line', '4'], { cwd: root, input, encoding: 'utf8' });
    expect(far.status).toBe(1);
    expect(JSON.parse(far.stdout)).toEqual({ ok: false, at: 'record', code: 'not-a-record', error: 'standard input has 3 line(s); --line must be from 1 to 3' });
  });
});
