// simulate --records FILE.gz: gzip is slower than random players make lines, and the lines used
// to pile up in memory for the whole run (about 25 KB a game: 10,000 games took 400 MB, 30,000
// games 900 MB). The writer now says when it is backlogged and simulate waits for it.
// Runs the built CLI (npm test builds).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { RecordWriter } from '../../src/cli/records.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'catan-backlog-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The command line run in a process that reports its peak resident memory (MB) on its last stderr line. */
const PEAK = `const { main } = await import(${JSON.stringify(join(root, 'dist/cli/main.js'))});
const code = await main(process.argv.slice(1));
process.stderr.write('peak ' + Math.round(process.resourceUsage().maxRSS / 1024) + '\\n');
process.exitCode = code;`;

describe('records files do not pile up in memory', () => {
  it('RecordWriter says when its gzip is backlogged and drained() waits until it is not', async () => {
    const w = new RecordWriter(join(dir, 'unit.jsonl.gz'));
    const line = JSON.stringify({ filler: 'x'.repeat(30_000) });
    let i = 0;
    while (!w.backlogged && i < 10_000) w.add(i++, line);
    expect(w.backlogged).toBe(true);
    expect(i).toBeLessThan(1000); // a few MB, not the whole run
    await w.drained();
    expect(w.backlogged).toBe(false);
    await w.close();
  });

  it('simulate --records FILE.gz of 8,000 games stays within 230 MB (it held every line: 340 MB)', () => {
    const file = join(dir, 'sim.jsonl.gz');
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', PEAK, 'simulate', '--games', '8000', '--seed', 'backlog', '--records', file, '--json'], { cwd: root, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).games).toBe(8000);
    const peak = Number(/peak (\d+)/.exec(r.stderr)?.[1]);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThan(230);
  }, 120_000);

  it('a records file that fails (a full disk: /dev/full) stops the run, exit 1 saying why: it played every game on, each line kept in a gzip that could not write (20,000 games: about 700 MB)', () => {
    const file = join(dir, 'full.jsonl.gz');
    symlinkSync('/dev/full', file);
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', PEAK, 'simulate', '--games', '20000', '--seed', 'full', '--records', file, '--json'], { cwd: root, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/cannot write .*full\.jsonl\.gz: ENOSPC/);
    expect(r.stdout).toBe('');
    const peak = Number(/peak (\d+)/.exec(r.stderr)?.[1]);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThan(200);
  }, 120_000);
});
