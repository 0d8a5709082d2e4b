// verify FILE --all: every line of a records file in one pass, each game by its own seed. Checking
// a file of N games took N runs of `verify FILE --line k`, each reading the file up to line k.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const catan = (args: string[], input?: string) => spawnSync(process.execPath, ['bin/catan.js', ...args], { cwd: root, encoding: 'utf8', ...(input !== undefined ? { input } : {}) });
const dir = mkdtempSync(join(tmpdir(), 'catan-verify-all-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('verify --all', () => {
  it('checks every game of a gzipped records file, from a file or standard input', () => {
    const file = join(dir, 'games.jsonl.gz');
    expect(catan(['simulate', '--games', '60', '--players', '3', '--board', 'random', '--seed', 'va', '--records', file, '--json']).status).toBe(0);
    const r = catan(['verify', file, '--all']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ ok: true, games: 60, verified: 60, failed: 0, failures: [] });
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    const piped = catan(['verify', '-', '--all'], text);
    expect(JSON.parse(piped.stdout)).toMatchObject({ ok: true, games: 60, verified: 60 });
  });

  it('names each failing line with the code verify gives it alone, and exits 1', () => {
    const file = join(dir, 'games.jsonl');
    expect(catan(['simulate', '--games', '4', '--players', '3', '--seed', 'vb', '--records', file, '--json']).status).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const line = JSON.parse(lines[1]!) as { winner: number | null };
    lines[1] = JSON.stringify({ ...line, winner: line.winner === 0 ? 1 : 0 });
    lines.push('not json');
    const mixed = join(dir, 'mixed.jsonl');
    writeFileSync(mixed, lines.join('\n') + '\n');
    const r = catan(['verify', mixed, '--all']);
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as { ok: boolean; games: number; verified: number; failed: number; failures: { line: number; code: string }[] };
    expect(out).toMatchObject({ ok: false, games: 5, verified: 3, failed: 2 });
    expect(out.failures.map((f) => [f.line, f.code])).toEqual([[2, 'figures-mismatch'], [5, 'not-json']]);
    // Line 2 alone gives the same code.
    expect(JSON.parse(catan(['verify', mixed, '--line', '2']).stdout)).toMatchObject({ ok: false, code: 'figures-mismatch' });
  });

  it('a record written over many lines (the page\'s download, `jq .`) is one game for --all and --line, from a file or standard input', () => {
    const file = join(dir, 'one.jsonl');
    expect(catan(['simulate', '--games', '1', '--players', '4', '--seed', 'vp', '--records', file, '--json']).status).toBe(0);
    const pretty = JSON.stringify((JSON.parse(readFileSync(file, 'utf8')) as { record: unknown }).record, null, 2) + '\n';
    const path = join(dir, 'pretty.json');
    writeFileSync(path, '\ufeff' + pretty);
    // It said "1,477 games, 1,477 failed: line 1 is not valid JSON" (a researcher's play-test).
    expect(JSON.parse(catan(['verify', path, '--all']).stdout)).toEqual({ ok: true, games: 1, verified: 1, failed: 0, failures: [] });
    expect(JSON.parse(catan(['verify', '-', '--all'], pretty).stdout)).toMatchObject({ ok: true, games: 1, verified: 1 });
    expect(JSON.parse(catan(['verify', path, '--line', '1']).stdout)).toMatchObject({ ok: true });
    expect(JSON.parse(catan(['replay', path, '--line', '1']).stdout)).toMatchObject({ ok: true, phase: 'ended' });
    expect(JSON.parse(catan(['verify', path, '--line', '2']).stdout)).toMatchObject({ ok: false, code: 'not-a-record' });
    // Broken in the middle: the JSON parser's reason, for the one game.
    writeFileSync(path, pretty.replace('"actions": [', '"actions": [,'));
    const broken = JSON.parse(catan(['verify', path, '--all']).stdout) as { games: number; failures: { line: number; code: string }[] };
    expect(broken).toMatchObject({ games: 1, failed: 1 });
    expect(broken.failures[0]).toMatchObject({ line: 1, code: 'not-json' });
  });

  it('a missing or empty file fails with no games; one --seed for every game is refused (exit 2)', () => {
    const missing = JSON.parse(catan(['verify', join(dir, 'nope.jsonl'), '--all']).stdout);
    expect(missing).toMatchObject({ ok: false, games: 0, failed: 1 });
    expect(missing.failures[0].error).toMatch(/no such file/);
    // Each failure has the contract's "line": null for the file's own (a play-test: the key was missing).
    expect(missing.failures[0].line).toBeNull();
    const empty = join(dir, 'empty.jsonl');
    writeFileSync(empty, '');
    const none = JSON.parse(catan(['verify', empty, '--all']).stdout);
    expect(none).toMatchObject({ ok: false, games: 0, failed: 1 });
    expect(Object.keys(none.failures[0]).slice(0, 4)).toEqual(['line', 'ok', 'at', 'code']);
    expect(none.failures[0]).toMatchObject({ line: null, code: 'not-json' });
    const seeded = catan(['verify', empty, '--all', '--seed', 'x']);
    expect(seeded.status).toBe(2);
    expect(seeded.stderr).toMatch(/^catan verify: --all checks every line, each by its own seed: --seed does not go with it/);
  });
});
