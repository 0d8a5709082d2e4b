// A game stopped at the turn limit counts the turns it played: "--max-turns 60" reported 61 (the
// turn begun after the limit and not played), in the figures and in every records line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../src/bots/host.js';
import { createBot } from '../../src/bots/registry.js';
import { resolveBoard } from '../../src/engine/index.js';

const root = join(import.meta.dirname, '..', '..');

describe('the turn limit', () => {
  it('simulate: games stopped at --max-turns N played N turns, in the figures and the records file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-limit-'));
    const file = join(dir, 'r.jsonl');
    const r = spawnSync(process.execPath, ['bin/catan.js', 'simulate', '--games', '12', '--max-turns', '40', '--seed', 'limit', '--records', file, '--json'], { cwd: root, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const figures = JSON.parse(r.stdout) as { cappedGames: number; turnsPerGame: number };
    expect(figures.cappedGames).toBeGreaterThan(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { winner: number | null; turns: number; summary: { turn: number } });
    for (const l of lines) {
      if (l.winner === null) {
        expect(l.turns).toBe(40);
        expect(l.summary.turn, 'the position itself stands at the turn after the limit').toBe(41);
      } else expect(l.turns).toBeLessThanOrEqual(40);
    }
    expect(figures.turnsPerGame).toBeLessThanOrEqual(40);
    rmSync(dir, { recursive: true, force: true });
  });

  it('tournament --max-turns N (it was fixed at 1,000 and the option refused): games stopped there are unfinished, played N turns, and their records verify', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-limit-'));
    const file = join(dir, 't.jsonl');
    const r = spawnSync(process.execPath, ['bin/catan.js', 'tournament', '--bots', 'random,random,random', '--games', '3', '--max-turns', '25', '--seed', 'limit', '--records', file, '--json'], { cwd: root, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { unfinished: number; avgTurns: number; maxTurns: number };
    expect(out).toMatchObject({ unfinished: 3, avgTurns: 25, maxTurns: 25 });
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { winner: number | null; turns: number; summary: { turn: number } });
    expect(lines.map((l) => [l.winner, l.turns, l.summary.turn])).toEqual([[null, 25, 26], [null, 25, 26], [null, 25, 26]]);
    const v = spawnSync(process.execPath, ['bin/catan.js', 'verify', file, '--all'], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(v.stdout)).toMatchObject({ ok: true, games: 3, verified: 3 });
    const bad = spawnSync(process.execPath, ['bin/catan.js', 'tournament', '--bots', 'random,random,random', '--max-turns', '0'], { cwd: root, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--max-turns must be a positive whole number/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('the bot host (tournaments): a game stopped at maxTurns played that many turns', () => {
    const g = playBotGame({ bots: [0, 1, 2].map(() => createBot('random')), colors: ['red', 'blue', 'white'], board: resolveBoard({ generate: 'variable', seed: 'lim' }), seed: 'lim', maxTurns: 10 });
    expect(g.winner).toBeNull();
    expect(g.turns).toBe(10);
  });
});
