/**
 * The replay viewer opens a records file (`catan simulate|tournament --records`, docs/engine.md):
 * JSON Lines of games, gzipped or not, listed by their lines' heads and each replayed on demand.
 * A record itself, pretty-printed on many lines or on one, stays a record (regression guard: a
 * downloaded record is written on many lines, and must not be read as a file of games).
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { playTourneyGame } from '../../src/tourney/play.js';
import { fileText, gameLabel, loadReplay, recordOfLine, recordsGames } from '../../web/src/logic/replay.js';
import { loadPack } from '../../web/src/i18n.js';

// Lines as `catan tournament --records` writes them (its own function), seats rotated.
const lines = Array.from({ length: 6 }, (_, index) => playTourneyGame({ bots: ['easy', 'random', 'easy'], index, seed: 'viewer', board: 'variable', records: true }).line!);
const gz = gzipSync(lines.join('\n') + '\n');
const parsed = lines.map((l) => JSON.parse(l) as { players: string[]; winner: number | null; turns: number; record: { actions: unknown[] } });

describe('a records file in the replay viewer', () => {
  it('each game\'s line names its winner; one whose name another seat shares ("random" in every seat of a simulation) by the seat too', async () => {
    await loadPack('sv');
    const game = { line: 3, text: '', players: ['random', 'random', 'random'], winner: 1, turns: 70 };
    // It said "won by random" on every line (a play-test).
    expect(gameLabel('en', game)).toBe('Line 3: random, random, random — won by Seat 2 (random), 24 rounds');
    expect(gameLabel('en', { ...game, players: ['easy', 'random', 'medium'] })).toBe('Line 3: easy, random, medium — won by random, 24 rounds');
    expect(gameLabel('sv', game)).toContain('(random)');
    expect(gameLabel('en', { ...game, winner: null })).not.toContain('won by');
    // Rounds, as the page counts them elsewhere (70 turns of three players end in round 24); unknown without the players.
    expect(gameLabel('en', { ...game, players: [] })).toMatch(/, \? rounds$/);
    expect(gameLabel('en', { ...game, players: ['a', 'b', 'c', 'd'], turns: 8 })).toMatch(/, 2 rounds$/);
  });

  it('a gzipped records file: unzipped, every game listed from its line\'s head, each one replays', async () => {
    const text = await fileText(new Blob([gz]));
    const games = recordsGames(text)!;
    expect(games).not.toBeNull();
    expect(games.length).toBe(lines.length);
    games.forEach((g, i) => {
      expect(g.line).toBe(i + 1);
      expect(g.players).toEqual(parsed[i]!.players);
      expect(g.winner).toBe(parsed[i]!.winner);
      expect(g.turns).toBe(parsed[i]!.turns);
    });
    for (const i of [0, Math.floor(games.length / 2), games.length - 1]) {
      const r = loadReplay(recordOfLine(games[i]!.text));
      if ('problem' in r) throw new Error(r.problem.message);
      expect(r.steps.length + (r.stopped ? 1 : 0)).toBeLessThanOrEqual(parsed[i]!.record.actions.length);
      expect(r.record.actions.length).toBe(parsed[i]!.record.actions.length);
    }
  });

  it('the same file unzipped, with a byte-order mark and a blank last line, and one game alone', async () => {
    const text = '\ufeff' + lines.join('\n') + '\n\n';
    expect(recordsGames(await fileText(new Blob([text])))!.length).toBe(lines.length);
    const one = recordsGames(lines[2]!)!;
    expect(one.map((g) => [g.line, g.winner, g.turns])).toEqual([[1, parsed[2]!.winner, parsed[2]!.turns]]);
  });

  it('another writer\'s order of fields: each line is read whole, so its entry still says who won', () => {
    const reordered = parsed.map((x) => JSON.stringify({ record: x.record, turns: x.turns, winner: x.winner, players: x.players }));
    const games = recordsGames(reordered.join('\n'))!;
    expect(games.map((g) => [g.players, g.winner, g.turns])).toEqual(parsed.map((x) => [x.players, x.winner, x.turns]));
  });

  it('a record is no records file, on one line or pretty-printed; nor is text that is no JSON', () => {
    const record = parsed[0]!.record;
    expect(recordsGames(JSON.stringify(record))).toBeNull();
    expect(recordsGames(JSON.stringify(record, null, 1))).toBeNull();
    expect(recordsGames('not json at all\nnor this')).toBeNull();
    expect(recordsGames('{"not": "a record"}')).toBeNull();
    expect(recordsGames('')).toBeNull();
    // A line that is not a game is handed to the record reader as it is (which says why).
    expect(recordOfLine('{"oops"')).toBe('{"oops"');
  });
});
