// The bot commands: `catan tournament --json` prints the documented object; `catan decide`
// answers a record on stdin with a legal action for the seat to move, and stays up with --stdio.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, replayRecord, legalActions, seatToMove, resolveBoard } from '../../src/engine/index.js';
import { decideFor } from '../../src/cli/decide.js';
import { createBot } from '../../src/bots/registry.js';
import { playBotGame } from '../../src/bots/host.js';

const CATAN = ['bin/catan.js'];
const run = (args: string[], input?: string) => execFileSync('node', [...CATAN, ...args], { encoding: 'utf8', input, timeout: 120_000 });

describe('catan tournament', () => {
  it('--json prints games and bots with win rates, intervals, VP and decision times', () => {
    const out = JSON.parse(run(['tournament', '--bots', 'medium,random,random,easy', '--games', '12', '--seed', '7', '--json']));
    expect(out.games).toBe(12);
    expect(out.bots.map((b: { name: string }) => b.name)).toEqual(['medium', 'random', 'random', 'easy']);
    let wins = 0;
    for (const b of out.bots) {
      expect(b.ci95[0]).toBeLessThanOrEqual(b.winRate);
      expect(b.ci95[1]).toBeGreaterThanOrEqual(b.winRate);
      expect(b.decisionMs.p50).toBeLessThanOrEqual(b.decisionMs.p95);
      expect(b.decisionMs.p95).toBeLessThanOrEqual(b.decisionMs.max);
      expect(typeof b.avgVp).toBe('number');
      wins += b.wins;
    }
    expect(wins + out.unfinished).toBe(12);
  });

  it('--jobs 2 gives the same results as one job (seeded, seat-rotated games)', () => {
    const a = JSON.parse(run(['tournament', '--bots', 'medium,easy,random', '--games', '6', '--seed', '3', '--json']));
    const b = JSON.parse(run(['tournament', '--bots', 'medium,easy,random', '--games', '6', '--seed', '3', '--json', '--jobs', '2']));
    expect(b.bots.map((x: { wins: number }) => x.wins)).toEqual(a.bots.map((x: { wins: number }) => x.wins));
  });

  it('refuses an unknown bot with a clear message', () => {
    expect(() => run(['tournament', '--bots', 'medium,genius,random', '--games', '1'])).toThrow(/unknown bot "genius" \(the bots are random, easy, medium, hard, expert, ab\)/);
    // An empty entry was dropped: four seats asked for, a three-player tournament played.
    expect(() => run(['tournament', '--bots', 'medium,,medium,medium', '--games', '1'])).toThrow(/--bots has an empty entry/);
  });

  it('--iterations: hard and expert play by playouts, so the same seed gives the same games and records (by time they did not)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catan-iter-'));
    const files = [1, 2].map((k) => join(dir, `r${k}.jsonl`));
    for (const f of files) run(['tournament', '--bots', 'hard,expert,medium', '--games', '3', '--seed', 'iter', '--iterations', '8', '--records', f, '--json']);
    expect(readFileSync(files[0]!, 'utf8')).toBe(readFileSync(files[1]!, 'utf8'));
    expect(readFileSync(files[0]!, 'utf8').trim().split('\n')).toHaveLength(3);
    expect(() => run(['tournament', '--bots', 'hard,medium,medium', '--games', '1', '--iterations', '0'])).toThrow(/--iterations must be a whole number from 1 to 100000/);
    // decide likewise: the same answer each time.
    const answers = [1, 2].map(() => run(['decide', '--bot', 'hard', '--iterations', '8'], POSITION));
    expect(answers[0]).toBe(answers[1]);
    rmSync(dir, { recursive: true, force: true });
  });
});

const POSITION = JSON.stringify({
  format: 1, board: 'beginner', players: [{ color: 'red' }, { color: 'blue' }, { color: 'white' }, { color: 'orange' }],
  position: {
    current: 0, phase: 'main', turn: 9,
    players: [
      { settlements: ['0,-1,N', '-2,1,N'], roads: ['0,-1,NE', '-2,1,NE'], resources: { brick: 1, wood: 1, wool: 1, grain: 3, ore: 3 } },
      { settlements: ['0,2,N', '-2,2,N'], roads: ['0,1,E', '-2,2,NE'], resources: { ore: 2 } },
      { settlements: ['-1,0,N', '1,1,N'], roads: ['-1,-1,SE', '1,0,E'], resources: { wool: 1 } },
      { settlements: ['2,-2,S', '-1,2,N'], roads: ['1,-1,NE', '-1,2,NE'], resources: {} },
    ],
  },
  actions: [],
});

describe('catan decide', () => {
  for (const bot of ['random', 'easy', 'medium', 'hard']) {
    it(`${bot} answers a position with a legal action for the seat to move`, () => {
      const action = JSON.parse(run(['decide', '--bot', bot, '--budget', '20'], POSITION));
      const state = replayRecord(POSITION);
      if (!state.ok) throw new Error(state.error);
      expect(action.p).toBe(seatToMove(state.state));
      expect(apply(state.state, action).ok).toBe(true);
      if (bot === 'medium') expect(action).toMatchObject({ type: 'build', piece: 'city' }); // 3 ore + 3 grain in hand
    });
  }

  it('--stdio answers one record per line', async () => {
    const child = spawn('node', [...CATAN, 'decide', '--bot', 'medium', '--stdio']);
    const lines: string[] = [];
    let buf = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buf += chunk.toString();
      let i;
      while ((i = buf.indexOf('\n')) >= 0) { lines.push(buf.slice(0, i)); buf = buf.slice(i + 1); }
    });
    child.stdin.write(POSITION + '\n');
    child.stdin.write('{"not": "a record"}\n');
    child.stdin.write(POSITION + '\n');
    child.stdin.end();
    await new Promise((resolve) => child.on('close', resolve));
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!).type).toBe('build');
    expect(JSON.parse(lines[1]!).ok).toBe(false);
    expect(JSON.parse(lines[2]!)).toEqual(JSON.parse(lines[0]!));
    const s = replayRecord(POSITION);
    if (s.ok) expect(legalActions(s.state).length).toBeGreaterThan(1);
  });

  it('a malformed record gives exit 1 and a readable error, never a stack trace', () => {
    try {
      run(['decide', '--bot', 'medium'], '{oops');
      throw new Error('should have failed');
    } catch (e) {
      const out = (e as { stdout: string }).stdout;
      expect(JSON.parse(out)).toMatchObject({ ok: false });
      expect(out).not.toMatch(/at .*\.js:\d+/);
    }
  });

  it('the hard bot answers from a whole game record, having followed its public actions', () => {
    // A game of medium bots stopped at turn 30: the record carries hundreds of actions.
    const r = playBotGame({
      bots: [0, 1, 2, 3].map(() => createBot('medium')), colors: ['red', 'blue', 'white', 'orange'],
      board: resolveBoard({ generate: 'variable', seed: 'decide-log' }), seed: 'decide-log', maxTurns: 30,
    });
    const text = JSON.stringify(r.game.record);
    expect(r.game.record.actions.length).toBeGreaterThan(100);
    const action = decideFor(text, 'hard', 20, 'x');
    const state = replayRecord(text);
    if (!state.ok) throw new Error(state.error);
    expect(apply(state.state, action as never).ok).toBe(true);
  });
});

describe('createBot for a library user', () => {
  it('the hard and expert bots with a fixed number of playouts play the same game from the same seeds (by time they did not: five runs, five games)', () => {
    const game = (name: 'hard' | 'expert') => playBotGame({
      bots: [createBot(name, { iterations: 3 }), createBot('medium'), createBot('medium'), createBot('medium')], colors: ['red', 'blue', 'white', 'orange'],
      board: resolveBoard({ generate: 'variable', seed: 'same-game' }), seed: 'same-game', maxTurns: 40,
    }).game.record;
    const first = JSON.stringify(game('hard'));
    expect(JSON.stringify(game('hard'))).toBe(first);
    expect(JSON.stringify(game('expert'))).toBe(first);
  }, 60_000);

  it('iterations out of range is a RangeError naming the range', () => {
    for (const bad of [0, 1.5, -3, 1e9]) expect(() => createBot('hard', { iterations: bad })).toThrow(/iterations must be a whole number from 1 to 100000/);
  });
});
