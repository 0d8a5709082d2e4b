// Dice anyone can check: a record's rolls, steals and draws are proved to come from its seed.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Game, legalActions, replayRecord, Rng, summarize, verifyRecord, type GameRecord } from '../src/engine/index.js';
import { commitmentOf } from '../src/cli/verify.js';

function playedRecord(seed: string, steps: number): GameRecord {
  const game = Game.create({ colors: ['red', 'blue', 'white', 'orange'], board: 'beginner', seed });
  const rng = new Rng(`players/${seed}`);
  for (let i = 0; i < steps && game.state.phase !== 6; i++) {
    const legal = legalActions(game.state);
    game.apply(legal[rng.int(legal.length)]!);
  }
  return JSON.parse(JSON.stringify(game.record)) as GameRecord;
}

describe('verify', () => {
  const record = playedRecord('secret-seed', 3000);
  it('proves every roll, steal and draw came from the seed', () => {
    const r = verifyRecord(record, 'secret-seed');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.checked.rolls).toBeGreaterThan(20);
      expect(r.checked.draws + r.checked.steals).toBeGreaterThan(0);
    }
  });
  it('fails with another seed, naming the first action that differs', () => {
    const r = verifyRecord(record, 'other-seed');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/the seed rolls/);
  });
  it('fails when one die of the record was changed', () => {
    const tampered = JSON.parse(JSON.stringify(record)) as GameRecord;
    const i = tampered.actions.findIndex((a, k) => k > 10 && a.type === 'roll');
    const roll = tampered.actions[i] as { dice: [number, number] };
    roll.dice = [roll.dice[0] === 6 ? 5 : roll.dice[0] + 1, roll.dice[1]];
    const r = verifyRecord(tampered, 'secret-seed');
    expect(r.ok).toBe(false);
  });
  it('dice out of 1–6 in a record are refused naming the die, not as "not a list"', () => {
    const i = record.actions.findIndex((a, k) => k > 10 && a.type === 'roll');
    const withDice = (dice: unknown) => {
      const r = replayRecord({ ...record, actions: record.actions.map((a, k) => (k === i ? { ...a, dice } : a)) });
      expect(r).toMatchObject({ ok: false, at: i, code: 'illegal-action', refusal: { code: 'malformed', section: 'RECORD.md', field: 'dice' } });
      return r.ok ? '' : r.error;
    };
    expect(withDice([1, 7])).toBe('dice must be two whole numbers from 1 to 6, such as [3, 4]: the second die is 7, out of 1 to 6');
    expect(withDice([0, 3])).toBe('dice must be two whole numbers from 1 to 6, such as [3, 4]: the first die is 0, out of 1 to 6');
    expect(withDice([2.5, 3])).toMatch(/: the first die is 2\.5, not a whole number$/);
    expect(withDice([4, '4'])).toMatch(/: the second die is "4", not a number$/);
    expect(withDice([1, 2, 3])).toMatch(/: this list holds 3 values$/);
    expect(withDice(7)).toMatch(/, not 7$/);
    for (const dice of [[1, 7], [0, 3], [1, 2, 3]]) expect(withDice(dice)).not.toMatch(/not a list/);
  });
  it('catan verify checks the commitment and the outcomes (exit 0 / 1)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ ...record, seed: 'secret-seed', commitment: commitmentOf('secret-seed') }));
    const out = JSON.parse(execFileSync('node', ['bin/catan.js', 'verify', good], { encoding: 'utf8' }));
    expect(out).toMatchObject({ ok: true, commitmentChecked: true });
    // Where the record ends, as replay says it: a record cut short verifies, and says it has not ended (a play-test took a
    // verified file for a whole game).
    const end = replayRecord(record);
    expect(end.ok).toBe(true);
    const last = end.ok ? summarize(end.state) : null;
    expect(out).toMatchObject({ phase: last!.phase, winner: last!.winner });
    const cut = join(dir, 'cut.json');
    writeFileSync(cut, JSON.stringify({ ...record, actions: record.actions.slice(0, 60), seed: 'secret-seed' }));
    const cutOut = JSON.parse(execFileSync('node', ['bin/catan.js', 'verify', cut], { encoding: 'utf8' })) as { phase: string };
    expect(cutOut).toMatchObject({ ok: true, actions: 60, winner: null });
    expect(cutOut.phase).not.toBe('ended');
    expect(last!.phase).toBe('ended');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...record, seed: 'secret-seed', commitment: commitmentOf('another') }));
    try {
      execFileSync('node', ['bin/catan.js', 'verify', bad], { encoding: 'utf8' });
      throw new Error('should fail');
    } catch (e) {
      expect(JSON.parse((e as { stdout: string }).stdout)).toMatchObject({ ok: false });
    }
  });
});

describe('catan verify refuses what is not one record', () => {
  const dir = mkdtempSync(join(tmpdir(), 'verify-'));
  const verify = (...args: string[]) => spawnSync(process.execPath, ['bin/catan.js', 'verify', ...args], { encoding: 'utf8' });
  it('a JSON list is not a record (not a record without a seed)', () => {
    const file = join(dir, 'list.json');
    writeFileSync(file, '[]');
    const r = verify(file, '--seed', 's');
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ ok: false, at: 'record', code: 'not-a-record', error: 'the file holds a list: a record is a JSON object with "board", "players" and "actions" (spec/RECORD.md)' });
  });
  it('valid JSON that is not an object is not-a-record for replay, verify and decide alike; a record inside a JSON text is not read again (a play-test: replay played it)', () => {
    const rec = JSON.stringify({ format: 1, board: 'beginner', players: [{ color: 'red' }, { color: 'blue' }, { color: 'white' }], actions: [] });
    for (const [name, text] of [['text.json', '"hi"'], ['wrapped.json', JSON.stringify(rec)], ['null.json', 'null'], ['num.json', '7']] as const) {
      const file = join(dir, name);
      writeFileSync(file, text);
      for (const cmd of ['replay', 'verify']) {
        const r = spawnSync(process.execPath, ['bin/catan.js', cmd, file, ...(cmd === 'verify' ? ['--seed', 's'] : [])], { encoding: 'utf8' });
        expect(r.status, `${cmd} ${name}`).toBe(1);
        expect(JSON.parse(r.stdout), `${cmd} ${name}`).toMatchObject({ ok: false, at: 'record', code: 'not-a-record', error: expect.stringMatching(/^the file holds (a string|null|a number): a record is a JSON object/) });
      }
      const d = spawnSync(process.execPath, ['bin/catan.js', 'decide', '--bot', 'medium'], { encoding: 'utf8', input: text });
      expect(JSON.parse(d.stdout), `decide ${name}`).toMatchObject({ ok: false, code: 'record', recordCode: 'not-a-record', at: 'record' });
    }
  });
  it('a records file with games stopped by the turn limit verifies: its "turns" are the turns played, its summary in the next (a researcher\'s play-test: every capped line failed)', () => {
    const file = join(dir, 'capped.jsonl');
    expect(spawnSync(process.execPath, ['bin/catan.js', 'simulate', '--games', '3', '--max-turns', '30', '--seed', 'cap', '--records', file], { encoding: 'utf8' }).status).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { winner: number | null; turns: number; summary: { turn: number } });
    expect(lines.map((l) => [l.winner, l.turns, l.summary.turn])).toEqual([[null, 30, 31], [null, 30, 31], [null, 30, 31]]);
    const r = verify(file, '--all');
    expect(JSON.parse(r.stdout)).toEqual({ ok: true, games: 3, verified: 3, failed: 0, failures: [] });
    expect(r.status).toBe(0);
    // A capped line that claims the turn it stopped in is still caught.
    const wrong = join(dir, 'capped-wrong.jsonl');
    writeFileSync(wrong, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8').split('\n')[0]!), turns: 31 }) + '\n');
    expect(JSON.parse(verify(wrong).stdout)).toMatchObject({ ok: false, at: 'line', code: 'figures-mismatch', error: 'the line says 31 turns, but its record\'s game played 30' });
  });
  it('a steal\'s card changed, legal where it stands and refused later: verify names the steal, where replay can only name the later action (a researcher\'s play-test)', () => {
    const file = join(dir, 'steal.json');
    // A played game and, in it, a steal whose card changed to another kind the victim held makes a later action illegal.
    const base = { ...playedRecord('steal-change', 3000), seed: 'steal-change' };
    let found: { at: number; later: number; record: object } | null = null;
    for (let i = 0; i < base.actions.length && !found; i++) {
      const a = base.actions[i] as { type: string; stolen?: string };
      if (a.type !== 'robber' || !a.stolen) continue;
      for (const other of ['brick', 'wood', 'wool', 'grain', 'ore'].filter((r) => r !== a.stolen)) {
        const record = structuredClone(base);
        (record.actions[i] as { stolen?: string }).stolen = other;
        const r = replayRecord(record);
        if (!r.ok && typeof r.at === 'number' && r.at > i) { found = { at: i, later: r.at, record }; break; }
      }
    }
    expect(found, 'a steal to change in the game').not.toBeNull();
    writeFileSync(file, JSON.stringify(found!.record));
    const out = JSON.parse(verify(file).stdout) as { at: number; code: string; error: string };
    expect(out).toMatchObject({ ok: false, at: found!.at, code: 'outcome-mismatch' });
    expect(out.error).toContain(`so action ${found!.later} is refused`);
    // With a seed that is not the committed one, the refusal stays replay's (every roll would differ).
    writeFileSync(file, JSON.stringify({ ...found!.record, commitment: commitmentOf('another seed') }));
    expect(JSON.parse(verify(file).stdout)).toMatchObject({ ok: false, at: found!.later, code: 'illegal-action' });
  });
  it('no looser than replay: a die given as text, a seed given as a number, and a records line whose figures its record does not bear out', () => {
    const file = join(dir, 'games.jsonl');
    expect(spawnSync(process.execPath, ['bin/catan.js', 'simulate', '--games', '2', '--board', 'variable', '--seed', 'vf', '--records', file], { encoding: 'utf8' }).status).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { winner: number; turns: number; summary: object; record: GameRecord & { seed: unknown } });
    expect(verify(file, '--line', '1').status).toBe(0);
    const write = (name: string, line: object) => { const f = join(dir, name); writeFileSync(f, JSON.stringify(line) + '\n'); return f; };
    const forged = verify(write('winner.jsonl', { ...lines[0]!, winner: (lines[0]!.winner + 1) % 4 }));
    expect(forged.status).toBe(1);
    expect(JSON.parse(forged.stdout)).toMatchObject({ ok: false, at: 'line', code: 'figures-mismatch', error: expect.stringMatching(/winner/) });
    expect(JSON.parse(verify(write('turns.jsonl', { ...lines[0]!, turns: lines[0]!.turns + 1 })).stdout)).toMatchObject({ code: 'figures-mismatch' });
    expect(JSON.parse(verify(write('summary.jsonl', { ...lines[0]!, summary: { ...lines[0]!.summary, turn: 1 } })).stdout)).toMatchObject({ code: 'figures-mismatch' });
    const record = structuredClone(lines[1]!.record);
    const roll = record.actions.findIndex((a) => a.type === 'roll');
    (record.actions[roll] as unknown as { dice: unknown }).dice = ['4', '2'];
    expect(JSON.parse(verify(write('dice.json', record)).stdout)).toMatchObject({ ok: false, at: roll, code: 'illegal-action' });
    expect(JSON.parse(verify(write('seed.json', { ...lines[1]!.record, seed: 1 })).stdout)).toMatchObject({ ok: false, code: 'not-a-record', error: expect.stringMatching(/"seed" is text/) });
  });

  it('a commitment that does not match, or is not 64 hex digits, is refused with its own code (it had none)', () => {
    const seeded = { ...playedRecord('committed', 60), seed: 'committed' };
    const file = (name: string, r: object) => { const f = join(dir, name); writeFileSync(f, JSON.stringify(r)); return f; };
    const plain = file('committed.json', seeded);
    const other = commitmentOf('another');
    for (const r of [verify(plain, '--commitment', other), verify(file('other.json', { ...seeded, commitment: other }))]) {
      expect(r.status).toBe(1);
      expect(JSON.parse(r.stdout)).toEqual({ ok: false, at: 'record', code: 'commitment-mismatch', error: expect.stringMatching(/does not match .*sha256\(seed\) is [0-9a-f]{64}$/) });
    }
    for (const r of [verify(plain, '--commitment', 'XYZ'), verify(file('short.json', { ...seeded, commitment: 'abc' })), verify(file('number.json', { ...seeded, commitment: 5 }))]) {
      expect(r.status).toBe(1);
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, at: 'record', code: 'bad-commitment', error: expect.stringMatching(/must be sha256\(seed\) as 64 hex digits/) });
    }
    const upper = verify(plain, '--commitment', commitmentOf('committed').toUpperCase());
    expect(upper.status).toBe(0);
    expect(JSON.parse(upper.stdout)).toMatchObject({ ok: true, commitment: commitmentOf('committed'), commitmentChecked: true });
  });

  it('a second file is a usage error (exit 2), as for replay, not silently ignored', () => {
    const file = join(dir, 'good.json');
    writeFileSync(file, JSON.stringify({ ...playedRecord('two-files', 50), seed: 'two-files' }));
    expect(verify(file).status).toBe(0);
    const r = verify(file, file);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/usage: catan verify FILE/);
  });
});

describe('Game.resume', () => {
  it('resumes a game from its record and seed with the generator where it was', () => {
    const seed = 'resume-seed';
    const game = Game.create({ colors: ['red', 'blue', 'white', 'orange'], board: 'beginner', seed });
    const rng = new Rng('resume-players');
    for (let i = 0; i < 400; i++) { const l = legalActions(game.state); game.apply(l[rng.int(l.length)]!); }
    const resumed = Game.resume(JSON.stringify(game.record), seed);
    if (!(resumed instanceof Game)) throw new Error(resumed.error);
    expect(Array.from(resumed.state.b)).toEqual(Array.from(game.state.b));
    expect(Array.from(resumed.state.w)).toEqual(Array.from(game.state.w));
    // Both continue identically: the next rolls come from the same generator state.
    for (let i = 0; i < 200 && game.state.phase !== 6; i++) {
      const l = legalActions(game.state);
      const a = l[rng.int(l.length)]!;
      const x = game.apply(a), y = resumed.apply(a);
      expect(y.ok && x.ok && JSON.stringify(y.action) === JSON.stringify(x.action)).toBe(true);
    }
    expect(Game.resume(JSON.stringify(game.record), 'wrong seed')).not.toBeInstanceOf(Game);
  });
});
