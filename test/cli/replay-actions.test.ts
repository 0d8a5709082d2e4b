// catan replay --actions K: the position after a record's first K actions (a researcher cut a
// record's actions by hand to see move 200). Runs the built CLI.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayRecord, summarize } from '../../src/engine/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'catan-replay-actions-'));
const file = join(dir, 'games.jsonl');
let game: { actions: unknown[] } & Record<string, unknown>;
const catan = (...args: string[]) => spawnSync(process.execPath, ['bin/catan.js', ...args], { cwd: root, encoding: 'utf8' });

beforeAll(() => {
  const r = catan('simulate', '--games', '2', '--seed', 'cut', '--records', file);
  expect(r.status).toBe(0);
  const line = spawnSync(process.execPath, ['-e', `process.stdout.write(require('fs').readFileSync(${JSON.stringify(file)}, 'utf8').split('\\n')[1])`], { encoding: 'utf8' }).stdout;
  game = JSON.parse(line).record;
  writeFileSync(join(dir, 'one.json'), JSON.stringify(game));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('catan replay --actions K', () => {
  it('prints the position after the first K actions, as a record cut there replays', () => {
    for (const k of [0, 1, 37, 200, game.actions.length]) {
      const r = catan('replay', file, '--line', '2', '--actions', String(k));
      expect(r.status, r.stderr).toBe(0);
      const cut = replayRecord({ ...game, actions: game.actions.slice(0, k) });
      expect(cut.ok).toBe(true);
      expect(JSON.parse(r.stdout)).toEqual(summarize((cut as { state: Parameters<typeof summarize>[0] }).state));
    }
    // A single record works the same, and K = all of them is the plain replay.
    const whole = catan('replay', join(dir, 'one.json'));
    expect(catan('replay', join(dir, 'one.json'), '--actions', String(game.actions.length)).stdout).toBe(whole.stdout);
    expect(JSON.parse(whole.stdout).winner).not.toBeNull();
    expect(JSON.parse(catan('replay', join(dir, 'one.json'), '--actions', '0').stdout)).toMatchObject({ ok: true, winner: null });
  });
  it('refuses a K that is not a whole number from 0, or past the record\'s end, saying why (exit 2)', () => {
    for (const bad of ['-1', '1.5', 'x']) {
      const r = catan('replay', file, '--line', '2', '--actions', bad);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/--actions must be a whole number from 0/);
    }
    const past = catan('replay', join(dir, 'one.json'), '--actions', String(game.actions.length + 1));
    expect(past.status).toBe(2);
    expect(past.stderr).toBe(`catan replay: --actions ${game.actions.length + 1}, but the record has ${game.actions.length} actions\n`);
    expect(past.stdout).toBe('');
  });
});
