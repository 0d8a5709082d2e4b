// Replays of records made before the incremental-legality rewrite (src/tools/fixtures.ts wrote
// test/fixtures/replays.jsonl.gz with the engine at f3dc2db): today's engine must reach the
// same final summaries and offer the same legal actions, in the same order, at every step.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { legalActions, replayRecord, summarize, type GameRecord, type Summary } from '../src/engine/index.js';
import { fold } from '../src/tools/fixtures.js';

interface Line { seed: string; record: GameRecord; summary: Summary; legalHash: number }
const lines: Line[] = gunzipSync(readFileSync(new URL('./fixtures/replays.jsonl.gz', import.meta.url)))
  .toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as Line);

describe('records from before the rewrite', () => {
  it('are many and varied: 3 and 4 players, every board kind, house rules, finished games', () => {
    expect(lines.length).toBeGreaterThanOrEqual(200);
    expect(new Set(lines.map((l) => l.record.players.length))).toEqual(new Set([3, 4]));
    const boards = new Set(lines.map((l) => (typeof l.record.board === 'string' ? l.record.board : 'generate' in l.record.board ? String(l.record.board.generate) : 'json')));
    expect(boards).toEqual(new Set(['beginner', 'variable', 'random', 'balanced']));
    expect(lines.filter((l) => l.summary.phase === 'ended').length).toBeGreaterThan(40);
    expect(lines.filter((l) => l.record.rules?.friendlyRobber).length).toBeGreaterThan(20);
  });

  it('replay to the same summaries, with the same legal actions at every step', () => {
    for (const l of lines) {
      let hash = 2166136261;
      const res = replayRecord(l.record, (s) => { hash = fold(hash, JSON.stringify(legalActions(s))); });
      if (!res.ok) throw new Error(`${l.seed}: ${res.error}`);
      expect(summarize(res.state), l.seed).toEqual(l.summary);
      expect(hash, `${l.seed}: legal actions differ somewhere`).toBe(l.legalHash);
    }
  });
});
