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

  // With a bot listed more than once, its items had the same name and nothing else to tell them
  // apart, nor to find which of them a record's "medium 2" was.
  it('a bot listed more than once has an item per entry, each with its place in the list and the name the records give it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-tourney-dup-'));
    try {
      const file = join(dir, 'games.jsonl');
      const r = catan('tournament', '--bots', 'hard,medium,medium,medium', '--games', '8', '--seed', 'dup', '--iterations', '4', '--records', file, '--json');
      expect(r.status, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as { games: number; unfinished: number; bots: { name: string; entry: number; label: string; wins: number; avgVp: number }[] };
      expect(out.bots.map((b) => [b.name, b.entry, b.label])).toEqual([
        ['hard', 0, 'hard'], ['medium', 1, 'medium 1'], ['medium', 2, 'medium 2'], ['medium', 3, 'medium 3'],
      ]);
      // The documented fields are all still there.
      for (const b of out.bots) expect(Object.keys(b)).toEqual(expect.arrayContaining(['name', 'wins', 'winRate', 'ci95', 'avgVp', 'decisionMs']));
      // Each record names its seats by label: its winner's label finds the item that counts the win, and
      // its final points the item whose average they make.
      const wins = new Map<string, number>(), vp = new Map<string, number>();
      const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as {
        winner: number | null; summary: { players: { vp: number }[] }; record: { players: { name: string }[] };
      });
      expect(lines).toHaveLength(8);
      for (const line of lines) {
        const labels = line.record.players.map((p) => p.name);
        expect([...labels].sort()).toEqual(out.bots.map((b) => b.label).sort());
        if (line.winner !== null) wins.set(labels[line.winner]!, (wins.get(labels[line.winner]!) ?? 0) + 1);
        labels.forEach((label, seat) => vp.set(label, (vp.get(label) ?? 0) + line.summary.players[seat]!.vp));
      }
      for (const b of out.bots) {
        expect(b.wins, b.label).toBe(wins.get(b.label) ?? 0);
        // Given to two decimals: 8.375 is printed 8.38, half a hundredth away (toBeCloseTo's bound is strict).
        expect(Math.abs(b.avgVp - (vp.get(b.label) ?? 0) / 8), b.label).toBeLessThanOrEqual(0.005 + 1e-9);
      }
      // The table names them the same way, numbered by entry as the JSON is.
      const table = catan('tournament', '--bots', 'medium,random,random', '--games', '1', '--seed', 'dup');
      expect(table.stdout).toMatch(/^1 +random 1 /m);
      expect(table.stdout).toMatch(/^2 +random 2 /m);
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
