// tournament --records used to keep every game's line in memory and write the file only once the
// last game was over: a long run held them all, and Ctrl-C lost every game played. Lines now go to
// the file in game order as the games finish, and Ctrl-C stops as simulate's does: the games being
// played are finished, the figures are those of the games played ("interrupted": true, exit 130)
// and the file is closed whole. Runs the built CLI (npm test builds).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { replayRecord, summarize } from '../../src/engine/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'catan-tourney-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const linesOf = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '') : []);

for (const jobs of ['1', '2']) {
  describe(`catan tournament --jobs ${jobs} --records`, () => {
    it('writes each game as it finishes, and Ctrl-C keeps the games played, the figures theirs, exit 130', async () => {
      const file = join(dir, `t${jobs}.jsonl`);
      const child = spawn(process.execPath, ['bin/catan.js', 'tournament', '--bots', 'medium,easy,random', '--games', '100000', '--seed', 'int', '--jobs', jobs, '--records', file, '--json'], { cwd: root });
      let out = '', err = '';
      child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
      child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
      const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
      // The file fills while the tournament plays (it stayed absent until the last game before).
      const deadline = Date.now() + 30_000;
      while (linesOf(file).length < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const seen = linesOf(file).length;
      child.kill('SIGINT');
      const code = await exited;
      expect(seen, err).toBeGreaterThanOrEqual(5);
      expect(code, err).toBe(130);
      const figures = JSON.parse(out);
      expect(figures.interrupted).toBe(true);
      const lines = linesOf(file);
      expect(figures.games).toBe(lines.length);
      expect(figures.games).toBeLessThan(100000);
      let wins = 0;
      lines.forEach((l, i) => {
        const g = JSON.parse(l);
        expect(g.seed).toBe(`int/game/${i}`); // in game order, none missing
        const r = replayRecord(g.record);
        if (!r.ok) throw new Error(r.error);
        expect(summarize(r.state)).toEqual(g.summary);
        if (g.winner !== null && g.players[g.winner] === 'medium') wins++;
      });
      expect(figures.bots[0]).toMatchObject({ name: 'medium', wins });
    }, 90_000);

    it('a records file that fails (a full disk: /dev/full) stops the tournament, exit 1 saying why (it played all 100,000 games on)', () => {
      const file = join(dir, `full${jobs}.jsonl.gz`);
      symlinkSync('/dev/full', file);
      const r = spawnSync(process.execPath, ['bin/catan.js', 'tournament', '--bots', 'random,random,random', '--games', '100000', '--seed', 'full', '--jobs', jobs, '--records', file, '--json'], { cwd: root, encoding: 'utf8', timeout: 30_000, killSignal: 'SIGKILL' });
      expect(r.status, r.stderr).toBe(1);
      expect(r.stderr).toMatch(/cannot write .*full\d\.jsonl\.gz: ENOSPC/);
    }, 60_000);
  });
}

describe('a Ctrl-C during a game played without a pause', () => {
  it('is heard before the next game begins (one turn of the event loop missed it: Ctrl-C in the first game of --jobs 1 played a second)', async () => {
    // A child that plays one "game" (a busy second), then waits as the runs do between games, and says whether it heard the signal.
    const script = `
      import { signalsHeard, stopOnSignal } from ${JSON.stringify(join(root, 'dist/cli/progress.js'))};
      const stop = { asked: false };
      stopOnSignal(stop);
      process.stdout.write('ready\\n');
      const end = Date.now() + 1000; while (Date.now() < end) {}
      await signalsHeard();
      process.stdout.write(String(stop.asked) + '\\n');`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script]);
    let out = '', err = '';
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    await new Promise<void>((ready) => child.stdout.on('data', (d: Buffer) => { out += d.toString(); if (out.includes('ready')) ready(); }));
    child.kill('SIGINT');
    await new Promise((r) => child.on('close', r));
    expect(out.trim().split('\n')).toEqual(['ready', 'true']);
    expect(err).toContain('stopping after the games being played (a second Ctrl-C stops at once');
  }, 30_000);
});
