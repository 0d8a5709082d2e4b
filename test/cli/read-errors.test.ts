// replay and verify on a file they cannot read said only the system's code ("cannot read
// game.json: ENOENT"), and on an empty file the JSON parser's "Unexpected end of JSON input" (or,
// with --line, "has 0 line(s); --line must be from 1 to 0"). The reason is now in words, with the
// code beside it. Runs the built CLI (npm test builds).
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'catan-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const catan = (args: string[], input = '') => spawnSync(process.execPath, ['bin/catan.js', ...args], { cwd: root, encoding: 'utf8', input });

const empty = join(dir, 'empty.json'), notAFolder = join(dir, 'file.json');
writeFileSync(empty, '\n  \n');
writeFileSync(notAFolder, '{}');

describe.each(['replay', 'verify'])('catan %s', (cmd) => {
  it.each([
    [[join(dir, 'missing.json')], `cannot read ${join(dir, 'missing.json')}: no such file (ENOENT)`],
    [[join(dir, 'missing.json'), '--line', '2'], `cannot read ${join(dir, 'missing.json')}: no such file (ENOENT)`],
    [[dir], `cannot read ${dir}: it is a folder (EISDIR)`],
    [[join(notAFolder, 'x.json')], `cannot read ${join(notAFolder, 'x.json')}: a part of the path is not a folder (ENOTDIR)`],
  ])('%j: the reason in words, the code beside it', (args, error) => {
    const r = catan([cmd, ...args]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ ok: false, at: 'record', code: 'not-a-record', error });
  });

  it('an empty file or standard input: "is empty", code not-json', () => {
    for (const [args, name] of [[[empty], empty], [['-'], 'standard input']] as const) {
      const r = catan([cmd, ...args], ' \n');
      expect(r.status).toBe(1);
      expect(JSON.parse(r.stdout)).toEqual({ ok: false, at: 'record', code: 'not-json', error: `${name} is empty: not valid JSON (a record is a JSON object)` });
    }
  });

  it('an empty file with --line: it holds no game', () => {
    const r = catan([cmd, empty, '--line', '1']);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error).toBe(`${empty} is empty: it holds no game for --line`);
  });
});

describe('catan decide reads standard input as replay does (a play-test)', () => {
  it('empty: "is empty", code not-json, not the JSON parser\'s "unexpected end"', () => {
    const r = catan(['decide', '--bot', 'medium'], ' \n');
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ ok: false, code: 'not-json', error: 'standard input is empty: not valid JSON (a request is a JSON object: a record, spec/RECORD.md)' });
  });
  it('a folder: the reason in words, as --stdio says it', () => {
    for (const extra of [[], ['--stdio']]) {
      const fd = openSync(dir, 'r');
      const r = spawnSync(process.execPath, ['bin/catan.js', 'decide', '--bot', 'medium', ...extra], { cwd: root, encoding: 'utf8', stdio: [fd, 'pipe', 'pipe'] });
      closeSync(fd);
      expect(r.status).toBe(1);
      expect(r.stderr).toBe('catan decide: cannot read standard input: it is a folder (EISDIR)\n');
    }
  });
});

describe('a records line without its game (a researcher\'s play-test)', () => {
  const line = { seed: 's', players: ['random', 'random', 'random'], winner: null, turns: 3, summary: { turn: 4 } };
  const oops = join(dir, 'oops.jsonl'), none = join(dir, 'none.jsonl');
  writeFileSync(oops, JSON.stringify({ ...line, record: 'oops' }) + '\n');
  writeFileSync(none, JSON.stringify(line) + '\n');
  it.each(['replay', 'verify'])('catan %s: a "record" that is text is not "the file is not valid JSON"; a line with no "record" is not "\\"actions\\" must be a list"', (cmd) => {
    expect(JSON.parse(catan([cmd, oops, '--line', '1']).stdout)).toEqual({ ok: false, at: 'record', code: 'not-a-record', error: 'line 1\'s "record" is not a game record (a JSON object): "oops"' });
    expect(JSON.parse(catan([cmd, none]).stdout)).toEqual({ ok: false, at: 'record', code: 'not-a-record', error: 'the file has a records line\'s figures but no "record": the game itself is kept in "record" (RECORD.md, "Records files")' });
  });
  it('verify --all names the line', () => {
    const out = JSON.parse(catan(['verify', none, '--all']).stdout) as { failures: { line: number; error: string }[] };
    expect(out.failures[0]).toMatchObject({ line: 1, code: 'not-a-record', error: expect.stringMatching(/^line 1 has a records line's figures but no "record"/) });
  });
});
