// tournament --json printed the figures without what produced them (simulate --json echoes its
// seed, board and jobs), so a saved result could not say how to play it again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const catan = (...args: string[]) => spawnSync(process.execPath, ['bin/catan.js', ...args], { cwd: root, encoding: 'utf8' });

describe('tournament --json', () => {
  it('says what was asked: seed, board and jobs, and the budget and depth when given', () => {
    const r = catan('tournament', '--bots', 'medium,random,random', '--games', '2', '--seed', 'j1', '--board', 'balanced', '--budget', '30', '--depth', '1', '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ games: 2, seed: 'j1', board: 'balanced', jobs: 1, budgetMs: 30, depth: 1 });
  });

  it('the defaults are named too (seed 1, variable boards), and what was not given is left out', () => {
    const out = JSON.parse(catan('tournament', '--bots', 'easy,random,random', '--games', '1', '--json').stdout);
    expect(out).toMatchObject({ seed: '1', board: 'variable', jobs: 1 });
    expect(out).not.toHaveProperty('budgetMs');
    expect(out).not.toHaveProperty('interrupted');
  });

  it('a random board is the same kind as simulate\'s and a room\'s: no two red numbers side by side (it was unconstrained here alone)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-tourney-board-'));
    try {
      const file = join(dir, 'games.jsonl');
      const r = catan('tournament', '--bots', 'easy,random,random', '--games', '2', '--board', 'random', '--records', file, '--json');
      expect(r.status, r.stderr).toBe(0);
      const boards = readFileSync(file, 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as { record: { board: unknown } }).record.board);
      expect(boards).toHaveLength(2);
      for (const b of boards) expect(b).toMatchObject({ generate: 'random', options: { noAdjacentRed: true } });
    } finally { rmSync(dir, { recursive: true, force: true }); }
  });

  it('plays by the house rules simulate takes, says them as played, and names a refused one by its flag', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-tourney-rules-'));
    try {
      const file = join(dir, 'games.jsonl');
      const r = catan('tournament', '--bots', 'medium,easy,random', '--games', '2', '--vp', '6', '--friendly-robber', '--records', file, '--json');
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).rules).toMatchObject({ victoryPoints: 6, friendlyRobber: true, tradeThenBuild: false, discard: true });
      for (const line of readFileSync(file, 'utf8').trim().split('\n')) {
        const { record } = JSON.parse(line) as { record: { rules: Record<string, unknown> } };
        expect(record.rules).toMatchObject({ victoryPoints: 6, friendlyRobber: true });
      }
      const refused = catan('tournament', '--bots', 'medium,easy,random', '--games', '1', '--vp', '1');
      expect(refused.status).toBe(2);
      expect(refused.stderr).toMatch(/^catan tournament: --vp 1: .*§11/);
      expect(catan('tournament', '--bots', 'medium,easy,random', '--games', '1', '--no-discard', '--discard-over', '9').stderr).toMatch(/cannot go together/);
    } finally { rmSync(dir, { recursive: true, force: true }); }
  });
});
