// catan decide on a record that does not load: the error said only `"code": "record"`, so a
// harness could not tell a bad players list from an illegal action without reading the sentence.
// It now carries `catan replay`'s code (RECORD_CODES) as `recordCode`, and for an illegal action
// the rule's code and section, as replay's refusal does. Runs the built CLI (npm test builds).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answerLine } from '../../src/cli/decideLine.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const catan = (input: string, ...args: string[]) => spawnSync(process.execPath, ['bin/catan.js', ...args], { cwd: root, encoding: 'utf8', input });

const players = [{ color: 'red' }, { color: 'blue' }, { color: 'white' }, { color: 'orange' }];
// On the beginner map the first action is the roll; a city straight away is refused (§5).
const ILLEGAL = JSON.stringify({ format: 1, board: 'beginner', players, actions: [{ p: 0, type: 'build', piece: 'city', at: '0,-1,N' }] });
const SEVEN = JSON.stringify({ format: 1, board: 'beginner', players: [...players, { color: 'green' }, { color: 'brown' }, { color: 'black' }], actions: [] });

describe('decide: a record that does not load says why, as replay does', () => {
  it('an illegal action: recordCode illegal-action, with the rule and its section', () => {
    const replay = JSON.parse(catan(ILLEGAL, 'replay', '-').stdout);
    const r = catan(ILLEGAL, 'decide', '--bot', 'medium');
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ ok: false, code: 'record', at: 0, recordCode: replay.code, rule: replay.rule, section: replay.section });
    expect(out.recordCode).toBe('illegal-action');
  });

  it('seven players: recordCode bad-players, no rule', () => {
    const out = answerLine(SEVEN, { bot: 'random', seed: 's' });
    expect(out).toMatchObject({ ok: false, code: 'record', at: 'record', recordCode: 'bad-players' });
    expect(out).not.toHaveProperty('rule');
  });

  it('--stdio answers each line the same way and goes on', () => {
    const r = catan(`${SEVEN}\n${ILLEGAL}\n`, 'decide', '--bot', 'easy', '--stdio');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.recordCode)).toEqual(['bad-players', 'illegal-action']);
  });
});
