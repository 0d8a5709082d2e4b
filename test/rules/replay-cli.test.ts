// RECORD.md command-line contract, end to end: `node bin/catan.js replay FILE` prints one JSON
// object; exit 0 with the summary, exit 1 with {ok: false, at, error} for an illegal action, a
// bad position or a malformed file — never a stack trace. Runs the built CLI (dist/): `npm test`
// builds before vitest.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { replayRecord, summarize } from '../../src/engine/index.js';
import { FOUR, TOP, edgesAt, path, rec, seats } from './fixtures.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'catan-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function replay(content: unknown): { code: number | null; out: Record<string, unknown>; stdout: string; stderr: string } {
  const file = join(dir, `r${files++}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  const r = spawnSync(process.execPath, ['bin/catan.js', 'replay', file], { cwd: root, encoding: 'utf8' });
  let out: Record<string, unknown> = {};
  try { out = JSON.parse(r.stdout) as Record<string, unknown>; } catch { /* asserted below */ }
  return { code: r.status, out, stdout: r.stdout, stderr: r.stderr };
}
const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
const beginner = (actions: unknown[]) => ({ format: 1, board: 'beginner', players: FOUR.map((color) => ({ color })), actions });
const FIVE = ['brick', 'wood', 'wool', 'grain', 'ore'];
const CARDS = ['knight', 'victoryPoint', 'roadBuilding', 'yearOfPlenty', 'monopoly'];

describe('RECORD.md `catan replay FILE`', () => {
  const actions = [
    { p: 0, type: 'roll', dice: [2, 3] }, { p: 0, type: 'end' },
    { p: 1, type: 'roll', dice: [4, 4] }, { p: 1, type: 'end' },
  ];

  it('replay: exit 0 and one JSON object with every field of the contract', () => {
    const r = replay(beginner(actions));
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const o = r.out;
    expect(o).toMatchObject({ ok: true, turn: 3, current: 2, phase: 'roll', winner: null, robber: '0,0', devDeck: 25, longestRoad: null, largestArmy: null });
    expect(Object.keys(o.bank as object).sort()).toEqual([...FIVE].sort());
    const players = o.players as Record<string, unknown>[];
    expect(players).toHaveLength(4);
    for (const p of players) {
      expect(Object.keys(p).sort()).toEqual(['devCards', 'knightsPlayed', 'resources', 'roadLength', 'supply', 'visibleVp', 'vp'].sort());
      expect(Object.keys(p.resources as object).sort()).toEqual([...FIVE].sort());
      expect(Object.keys(p.devCards as object).sort()).toEqual([...CARDS].sort());
      expect(Object.keys(p.supply as object).sort()).toEqual(['cities', 'roads', 'settlements']);
    }
    expect(players[0]).toMatchObject({ vp: 2, visibleVp: 2, roadLength: 1, supply: { roads: 13, settlements: 3, cities: 4 } });
  });

  it('replay: the printed summary is the engine\'s own final position', () => {
    const r = replay(beginner(actions));
    const engine = replayRecord(beginner(actions));
    expect(engine.ok).toBe(true);
    if (engine.ok) expect(r.out).toEqual(JSON.parse(JSON.stringify(summarize(engine.state))));
  });

  it('replay: vp counts hidden VP cards, visibleVp does not', () => {
    const r = replay(rec({ players: seats(4, { 0: { settlements: [TOP[1]!], devCards: { victoryPoint: 2 } } }) }));
    expect(r.code).toBe(0);
    const p0 = (r.out.players as { vp: number; visibleVp: number }[])[0]!;
    expect([p0.vp, p0.visibleVp]).toEqual([3, 1]);
  });

  it('replay: once the game has ended every card is revealed, vp equal to visibleVp, and the winner named', () => {
    const spots = ['-1,-1,N', '-1,2,S', '-2,2,S', '0,-1,N'];
    const r = replay(rec({
      current: 0, phase: 'main',
      players: seats(4, { 0: { cities: spots, settlements: [TOP[5]!], roads: [...path(TOP[5]!, TOP[6]!), ...spots.map((v) => edgesAt(v)[0]!)], devCards: { knight: 1 }, resources: { wool: 1, grain: 1, ore: 1 } } }),
    }, { actions: [{ p: 0, type: 'buy', card: 'victoryPoint' }] }));
    expect(r.code).toBe(0);
    expect(r.out).toMatchObject({ phase: 'ended', winner: 0 });
    for (const p of r.out.players as { vp: number; visibleVp: number }[]) expect(p.vp).toBe(p.visibleVp);
  });

  it('replay: an illegal action exits 1 with {ok: false, at: index, error}', () => {
    const r = replay(beginner([...actions.slice(0, 2), { p: 2, type: 'roll', dice: [1, 1] }, ...actions.slice(2)]));
    expect(r.code).toBe(1);
    expect(r.out.ok).toBe(false);
    expect(r.out.at).toBe(2);
    expect(typeof r.out.error).toBe('string');
    expect(r.out.error as string).toMatch(/seat 1/);
    noStackTrace(r.stdout + r.stderr);
  });

  it('replay: a bad position exits 1 with at: "position"', () => {
    const r = replay(rec({ players: seats(4, { 0: { settlements: [TOP[1]!, TOP[2]!] } }) }));
    expect(r.code).toBe(1);
    expect(r.out).toMatchObject({ ok: false, at: 'position' });
    expect(r.out.error as string).toMatch(/distance rule/);
  });

  it.each([
    ['truncated JSON', '{"format": 1, "board": "beginner", "players": ['],
    ['an empty file', ''],
    ['JSON that is not a record', '42'],
    ['actions that are not actions', JSON.stringify(beginner([null, 7]))],
    ['a board that is not a board', JSON.stringify({ format: 1, board: { hexes: 3 }, players: FOUR.map((color) => ({ color })), actions: [] })],
  ])('replay: a malformed file (%s) exits 1 with ok: false, never a stack trace', (_name, text) => {
    const r = replay(text);
    expect(r.code).toBe(1);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(r.out.ok).toBe(false);
    expect(typeof r.out.error).toBe('string');
    expect('at' in r.out).toBe(true);
    noStackTrace(r.stdout + r.stderr);
  });

  it('replay: a file that cannot be read exits 1 with ok: false', () => {
    const r = spawnSync(process.execPath, ['bin/catan.js', 'replay', join(dir, 'no-such-file.json')], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false });
    noStackTrace(r.stdout + r.stderr);
  });
});
