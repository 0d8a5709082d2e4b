// Records files for researchers (RECORD.md "Records files", docs/engine.md): simulate and
// tournament --records write one game per line (gzipped for .gz), the same file whatever
// --jobs; replay and verify read a line of it; the Python and JavaScript examples of
// docs/engine.md compute each seat's win rate from it. Runs the built CLI (npm test builds).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { replayRecord, summarize } from '../src/engine/index.js';
import { cannotWrite, readRecordInput } from '../src/cli/records.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'catan-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const catan = (...args: string[]) => spawnSync(process.execPath, ['bin/catan.js', ...args], { cwd: root, encoding: 'utf8' });
const lines = (file: string) => {
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8').trim().split('\n');
};

describe('records files', () => {
  it('simulate --records writes every game as a record that replays to its summary, the same file for --jobs 1 and 2', () => {
    const a = join(dir, 'sim.jsonl.gz'), b = join(dir, 'sim2.jsonl');
    const r1 = catan('simulate', '--games', '40', '--board', 'random', '--players', '3', '--friendly-robber', '--seed', 'rf', '--json', '--records', a);
    expect(r1.status, r1.stderr).toBe(0);
    const r2 = catan('simulate', '--games', '40', '--board', 'random', '--players', '3', '--friendly-robber', '--seed', 'rf', '--json', '--records', b, '--jobs', '2');
    expect(r2.status, r2.stderr).toBe(0);
    const one = JSON.parse(r1.stdout), two = JSON.parse(r2.stdout);
    expect(two.winsBySeat).toEqual(one.winsBySeat);
    expect(lines(b)).toEqual(lines(a));
    const games = lines(a).map((l) => JSON.parse(l));
    expect(games).toHaveLength(40);
    for (const g of games) {
      expect(g.players).toEqual(['random', 'random', 'random']);
      const res = replayRecord(g.record);
      if (!res.ok) throw new Error(res.error);
      expect(summarize(res.state)).toEqual(g.summary);
      expect(g.winner).toBe(g.summary.winner);
      expect(g.record.rules.friendlyRobber).toBe(true);
    }
    expect(games.reduce((n: number, g: { winner: number }) => n + (g.winner === 0 ? 1 : 0), 0)).toBe(one.winsBySeat[0]);
  });

  it('replay and verify take one line of a records file with --line, and refuse to guess without it', () => {
    const file = join(dir, 'sim.jsonl.gz');
    const game = JSON.parse(lines(file)[4]!);
    const r = catan('replay', file, '--line', '5');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(game.summary);
    const v = catan('verify', file, '--line', '5');
    expect(JSON.parse(v.stdout).ok, v.stdout).toBe(true);
    const no = catan('replay', file);
    expect(no.status).toBe(1);
    expect(JSON.parse(no.stdout).error).toMatch(/--line/);
    const far = catan('replay', file, '--line', '41');
    expect(JSON.parse(far.stdout).error).toMatch(/from 1 to 40/);
    const single = join(dir, 'one.json');
    writeFileSync(single, lines(file)[0]!);
    expect(JSON.parse(catan('replay', single).stdout).ok).toBe(true);
  });

  it('tournament --records names the bots by seat, in the line and in the record, and keeps the record with its seed', () => {
    const file = join(dir, 't.jsonl');
    const r = catan('tournament', '--bots', 'medium,easy,random', '--games', '3', '--records', file, '--json');
    expect(r.status, r.stderr).toBe(0);
    const games = lines(file).map((l) => JSON.parse(l));
    expect(games.map((g) => g.players)).toEqual([['medium', 'easy', 'random'], ['easy', 'random', 'medium'], ['random', 'medium', 'easy']]);
    // A bot listed twice is numbered in list order, so that a replay tells its seats apart.
    const twice = join(dir, 't2.jsonl');
    expect(catan('tournament', '--bots', 'easy,random,easy', '--games', '2', '--records', twice, '--json').status).toBe(0);
    expect(lines(twice).map((l) => JSON.parse(l).record.players.map((p: { name: string }) => p.name))).toEqual([['easy 1', 'random', 'easy 2'], ['random', 'easy 2', 'easy 1']]);
    for (const g of games) {
      expect(g.record.seed).toBe(g.seed);
      // The record itself names each seat's bot, for a replay of it (it said "Player 1" … before).
      expect(g.record.players.map((p: { name?: string }) => p.name)).toEqual(g.players);
      const res = replayRecord(g.record);
      if (!res.ok) throw new Error(res.error);
      expect(summarize(res.state)).toEqual(g.summary);
    }
  });

  it('§14 simulate --json reports the rules as played: the special building phase of 5–6 players too, which --no-special-build turns off', () => {
    const json = (...args: string[]) => {
      const r = catan('simulate', '--games', '2', '--json', ...args);
      expect(r.status, r.stderr).toBe(0);
      return JSON.parse(r.stdout) as { rules: Record<string, unknown> };
    };
    const all = { victoryPoints: 10, friendlyRobber: false, tradeThenBuild: false, discardOver: 7, discard: true, balancedDice: false };
    expect(json('--players', '5').rules).toEqual({ ...all, specialBuild: true });
    expect(json('--players', '4').rules).toEqual({ ...all, specialBuild: false });
    expect(json('--players', '3', '--special-build', '--vp', '8').rules).toEqual({ ...all, victoryPoints: 8, specialBuild: true });
    const off = join(dir, 'no-sbp.jsonl');
    expect(json('--players', '6', '--no-special-build', '--records', off).rules).toEqual({ ...all, specialBuild: false });
    const game = JSON.parse(lines(off)[0]!) as { record: { rules: Record<string, unknown>; actions: { type: string }[] } };
    expect(game.record.rules.specialBuild).toBe(false);
    const replayed = replayRecord(game.record);
    expect(replayed.ok && replayed.state.rules.specialBuild).toBe(false);
    const both = catan('simulate', '--games', '1', '--players', '5', '--special-build', '--no-special-build');
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/--special-build and --no-special-build cannot go together/);
    expect(catan('simulate', '--help').stdout).toMatch(/--no-special-build/);
  });

  it('simulate and tournament refuse a --records file they cannot write at once (exit 2), before playing any game', () => {
    const missing = join(dir, 'no-such-folder', 'x.jsonl');
    for (const path of [missing, dir]) {
      const runs = [
        catan('simulate', '--games', '200', '--players', '3', '--board', 'random', '--records', path, '--json'),
        catan('tournament', '--bots', 'random,random,random', '--games', '20', '--records', path, '--json'),
      ];
      for (const r of runs) {
        expect(r.status, r.stderr).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(/^catan (simulate|tournament): --records .* cannot be opened for writing: (its folder does not exist \(ENOENT\)|it is a folder \(EISDIR\))\n/);
        expect(r.stderr).toContain(`--records ${path} cannot`);
      }
    }
    // The check leaves nothing behind: no empty file where there was none, an existing file untouched.
    const fresh = join(dir, 'fresh.jsonl'), kept = join(dir, 'kept.jsonl');
    expect(cannotWrite(fresh)).toBeNull();
    expect(existsSync(fresh)).toBe(false);
    writeFileSync(kept, 'earlier\n');
    expect(cannotWrite(kept)).toBeNull();
    expect(readFileSync(kept, 'utf8')).toBe('earlier\n');
    // A bad option after --records still fails without creating the file.
    expect(catan('tournament', '--bots', 'random,random,random', '--games', '0', '--records', fresh).status).toBe(2);
    expect(catan('simulate', '--games', '0', '--records', fresh).status).toBe(2);
    // Options that contradict each other are refused, not one of them silently dropped.
    const both = catan('simulate', '--games', '1', '--no-discard', '--discard-over', '9');
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/--no-discard and --discard-over/);
    expect(existsSync(fresh)).toBe(false);
  });

  it('the Python and JavaScript examples in docs/engine.md read the file', () => {
    const doc = readFileSync(join(root, 'docs/engine.md'), 'utf8');
    const py = /```python\n([\s\S]*?)```/.exec(doc)![1]!, js = /And in JavaScript \(Node\):\s*```js\n([\s\S]*?)```/.exec(doc)![1]!;
    writeFileSync(join(dir, 'wr.py'), py);
    writeFileSync(join(dir, 'wr.mjs'), js);
    const file = join(dir, 'sim.jsonl.gz');
    const fromJs = spawnSync(process.execPath, [join(dir, 'wr.mjs'), file], { encoding: 'utf8' });
    expect(fromJs.status, fromJs.stderr).toBe(0);
    expect(fromJs.stdout).toMatch(/^seat 0: \d+\.\d% of 40 games\nseat 1: .*\nseat 2: .*\naverage game: \d+\.\d turns\n$/);
    const fromPy = spawnSync('python3', [join(dir, 'wr.py'), file], { encoding: 'utf8' });
    expect(fromPy.error, 'python3 runs the Python example').toBeUndefined();
    expect(fromPy.stdout).toBe(fromJs.stdout);
  });
});

describe('reading a record that does not parse', () => {
  const record = { format: 1, board: 'beginner', players: [{ color: 'red' }, { color: 'blue' }, { color: 'orange' }], actions: [] };

  it('replay and verify refuse text that is not JSON with the code not-json (RECORD_CODES), not not-a-record', () => {
    const broken = join(dir, 'broken.json'), empty = join(dir, 'empty.json');
    writeFileSync(broken, '{"format": 1,');
    writeFileSync(empty, '');
    for (const file of [broken, empty]) {
      for (const cmd of ['replay', 'verify']) {
        const r = catan(cmd, file);
        expect(r.status).toBe(1);
        expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, at: 'record', code: 'not-json', error: expect.stringMatching(/not valid JSON/) });
      }
    }
    const missing = catan('replay', join(dir, 'absent.json'));
    expect(JSON.parse(missing.stdout)).toMatchObject({ ok: false, code: 'not-a-record' });
  });

  it('a leading UTF-8 byte-order mark (as Windows tools write) is ignored by replay and verify, gzipped or not, with --line too', async () => {
    const played = join(dir, 'bom-game.jsonl');
    expect(catan('simulate', '--games', '1', '--players', '3', '--board', 'random', '--seed', 'bom', '--json', '--records', played).status).toBe(0);
    const game = JSON.parse(lines(played)[0]!);
    const bom = '\ufeff';
    const one = join(dir, 'bom.json'), many = join(dir, 'bom.jsonl'), zipped = join(dir, 'bom.json.gz');
    writeFileSync(one, bom + JSON.stringify(game.record));
    writeFileSync(many, `${bom}${JSON.stringify(game)}\n${JSON.stringify(game)}\n`);
    writeFileSync(zipped, gzipSync(Buffer.from(bom + JSON.stringify(game.record))));
    for (const [file, extra] of [[one, []], [many, ['--line', '1']], [zipped, []]] as const) {
      const r = catan('replay', file, ...extra);
      expect(r.status, r.stdout).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual(game.summary);
      const v = catan('verify', file, ...extra);
      expect(JSON.parse(v.stdout).ok, v.stdout).toBe(true);
    }
    expect(await readRecordInput(one)).toEqual({ ok: true, json: game.record });
    // The engine's own door for a record's text takes it too.
    expect(replayRecord(bom + JSON.stringify(game.record)).ok).toBe(true);
  });

  it('--line reads a records file as a stream: a gzip cut short (a run interrupted) still gives every whole game before the cut', () => {
    const file = join(dir, 'cut.jsonl.gz');
    expect(catan('simulate', '--games', '30', '--players', '3', '--board', 'variable', '--seed', 'cut', '--records', file, '--json').status).toBe(0);
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, Math.floor(whole.length * 0.6)));
    // The whole file no longer unzips, yet its first games are there to read.
    const first = catan('replay', file, '--line', '1');
    expect(first.status, first.stdout).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ ok: true });
    expect(JSON.parse(catan('verify', file, '--line', '2').stdout)).toMatchObject({ ok: true });
    const past = catan('replay', file, '--line', '30');
    expect(past.status).toBe(1);
    expect(JSON.parse(past.stdout)).toMatchObject({ ok: false, code: 'not-a-record', error: expect.stringMatching(/cannot be read past line \d+/) });
    // A line past the end of a whole file says how many there are.
    expect(catan('simulate', '--games', '3', '--seed', 'cut', '--records', file).status).toBe(0);
    expect(JSON.parse(catan('replay', file, '--line', '9').stdout)).toMatchObject({ ok: false, error: expect.stringMatching(/has 3 line\(s\)/) });
  });

  it('an interrupted simulate (Ctrl-C) closes its records file whole and prints the figures of the games played', async () => {
    for (const jobs of ['1', '2']) {
      const file = join(dir, `stopped-${jobs}.jsonl.gz`);
      const child = spawn(process.execPath, ['bin/catan.js', 'simulate', '--games', '1000000', '--jobs', jobs, '--seed', 'stop', '--records', file, '--json'], { cwd: root });
      let out = '';
      child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
      // Once some games are in the file, interrupt.
      for (let i = 0; i < 200 && !(existsSync(file) && readFileSync(file).length > 20_000); i++) await new Promise((r) => setTimeout(r, 50));
      child.kill('SIGINT');
      const code = await new Promise<number | null>((ok) => child.on('close', (c) => ok(c)));
      expect(code).toBe(130);
      const figures = JSON.parse(out) as { games: number; interrupted: boolean };
      expect(figures.interrupted).toBe(true);
      expect(figures.games).toBeGreaterThan(0);
      // Every game played is a whole line of a gzip that unzips.
      const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter((l) => l !== '');
      expect(lines).toHaveLength(figures.games);
      expect(JSON.parse(catan('replay', file, '--line', String(figures.games)).stdout)).toMatchObject({ ok: true });
    }
  }, 60_000);

  it('node dist/cli/main.js is the command line too, not a silent exit 0', () => {
    const file = join(dir, 'direct.json');
    writeFileSync(file, JSON.stringify(record));
    const direct = spawnSync(process.execPath, ['dist/cli/main.js', 'replay', file], { cwd: root, encoding: 'utf8' });
    expect(direct.status, direct.stderr).toBe(0);
    expect(direct.stdout).toBe(catan('replay', file).stdout);
    expect(JSON.parse(direct.stdout)).toMatchObject({ ok: true, turn: 1, phase: 'roll' });
    expect(spawnSync(process.execPath, ['dist/cli/main.js'], { cwd: root, encoding: 'utf8' }).status).toBe(2);
  });

  it('a pretty-printed record with a mistake is told its mistake, not to choose a --line', async () => {
    const file = join(dir, 'pretty.json');
    writeFileSync(file, JSON.stringify(record, null, 2).replace(/]\n}$/, '],\n}'));
    const r = await readRecordInput(file);
    expect(r).toMatchObject({ ok: false, code: 'not-json' });
    if (!r.ok) expect(r.error).not.toMatch(/--line/);
    writeFileSync(file, JSON.stringify(record, null, 2));
    expect(await readRecordInput(file)).toEqual({ ok: true, json: record });
    // Several lines that are each JSON are a records file: choose one.
    const jsonl = join(dir, 'two.jsonl');
    writeFileSync(jsonl, `${JSON.stringify(record)}\n${JSON.stringify(record)}\n`);
    expect(await readRecordInput(jsonl)).toMatchObject({ ok: false, code: 'not-a-record', error: expect.stringMatching(/--line/) });
    writeFileSync(jsonl, `${JSON.stringify(record)}\n{"record": \n`);
    expect(await readRecordInput(jsonl, 2)).toMatchObject({ ok: false, code: 'not-json', error: expect.stringMatching(/^line 2 is not valid JSON/) });
  });
});
