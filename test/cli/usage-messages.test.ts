// Wrong usages of the command line: the message names the flag the researcher typed and the
// rule's bounds, and the exit code is 2 (a usage error). Runs the built CLI (npm test builds).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boardToJson, checkRules, resolveBoard } from '../../src/engine/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const catan = (...args: string[]) => spawnSync(process.execPath, ['bin/catan.js', ...args], { cwd: root, encoding: 'utf8' });
const firstLine = (text: string) => text.split('\n')[0]!;

describe('simulate names the flag of a house rule out of its range', () => {
  it.each([
    [['--vp', '0'], '--vp 0: rules.victoryPoints must be a whole number from 3 to 22 (§11: 22 is the most a player can hold — 5 settlements, 4 cities, Longest Road, Largest Army and 5 Victory Point cards)'],
    [['--vp', '2.5'], '--vp 2.5: rules.victoryPoints must be a whole number from 3 to 22 (§11: 22 is the most a player can hold — 5 settlements, 4 cities, Longest Road, Largest Army and 5 Victory Point cards)'],
    // It said "at least 2" and refused 100: the sentence gives both bounds now.
    [['--discard-over', '100'], '--discard-over 100: rules.discardOver must be a whole number from 2 to 95 (§11)'],
    [['--discard-over', '1'], '--discard-over 1: rules.discardOver must be a whole number from 2 to 95 (§11)'],
  ])('simulate %j', (flags, message) => {
    const r = catan('simulate', '--games', '1', ...flags);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(firstLine(r.stderr)).toBe(`catan simulate: ${message}`);
  });

  it('the bounds the sentence gives are the ones checked (§11: discard limit 2 to 95)', () => {
    expect(checkRules({ discardOver: 95 }).discardOver).toBe(95);
    expect(checkRules({ discardOver: 2 }).discardOver).toBe(2);
    expect(() => checkRules({ discardOver: 96 })).toThrow('from 2 to 95');
  });
});

describe('numbers are written in decimal digits: "1e3" and "0x10" are refused, not read as 1000 and 16', () => {
  it.each([
    [['simulate', '--games', '1e1'], 'catan simulate: --games must be a positive whole number'],
    [['simulate', '--games', '2', '--jobs', '0x2'], 'catan simulate: --jobs must be a whole number from 1 to 64'],
    [['simulate', '--games', '2', '--vp', '1e1'], 'catan simulate: --vp 1e1: rules.victoryPoints must be a whole number from 3 to 22 (§11: 22 is the most a player can hold — 5 settlements, 4 cities, Longest Road, Largest Army and 5 Victory Point cards)'],
    [['tournament', '--bots', 'medium,medium,medium', '--games', '1e2'], 'catan tournament: --games must be a positive whole number'],
    [['decide', '--bot', 'medium', '--budget', '1e3'], 'catan decide: --budget must be a positive number of milliseconds'],
    // A negative value was taken for an option: "Option '--games' argument is ambiguous".
    [['simulate', '--games', '-5'], 'catan simulate: --games must be a positive whole number'],
    [['simulate', '-n', '-5'], 'catan simulate: --games must be a positive whole number'],
    [['tournament', '--bots', 'medium,easy,easy', '--budget', '-1'], 'catan tournament: --budget must be a positive number of milliseconds'],
  ])('%j', (args, message) => {
    const r = catan(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(firstLine(r.stderr)).toBe(message);
  });

  it('a fraction is still a budget: --budget 2.5 plays', () => {
    const t = catan('tournament', '--bots', 'random,random,random', '--games', '1', '--budget', '2.5');
    expect(t.status).toBe(0);
  });
});

describe('board names --max-cluster, not the generator option behind it', () => {
  it.each(['0', '-2', 'x'])('--max-cluster %s', (n) => {
    const r = catan('board', `--max-cluster=${n}`);
    expect(r.status).toBe(2);
    expect(firstLine(r.stderr)).toBe(`catan board: --max-cluster needs a whole number of at least 1 (1: no two hexes of one terrain touch), not "${n}"`);
  });
});

describe('catan without a command', () => {
  it('is a usage error: the usage on stderr, nothing on stdout, exit 2 (it printed the usage on stdout)', () => {
    const r = catan();
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^usage: catan <command>/);
  });

  it('--help prints the usage on stdout, exit 0', () => {
    const r = catan('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: catan <command>/);
  });
});

describe('an unknown option is named with the command, and with the option it is likely a slip for', () => {
  it.each([
    [['simulate', '--game', '10'], 'catan simulate: unknown option --game (did you mean --games?)'],
    [['simulate', '--max', '10'], 'catan simulate: unknown option --max (did you mean --max-turns?)'],
    [['tournament', '--bot', 'medium,easy,random'], 'catan tournament: unknown option --bot (did you mean --bots?)'],
    [['verify', 'game.json', '--comitment', 'ab'], 'catan verify: unknown option --comitment (did you mean --commitment?)'],
    [['decide', '--bots', 'medium'], 'catan decide: unknown option --bots (did you mean --bot?)'],
    [['board', '--format=svg', '--sed', '3'], 'catan board: unknown option --sed (did you mean --seed?)'],
    [['simulate', '--bogus'], 'catan simulate: unknown option --bogus'],
  ])('%j', (args, message) => {
    const r = catan(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(firstLine(r.stderr)).toBe(message);
  });

  it('other option errors keep the parser\'s sentence, after the command', () => {
    expect(firstLine(catan('simulate', '--seed').stderr)).toBe("catan simulate: Option '--seed <value>' argument missing");
  });
});

describe('--records -', () => {
  it.each([['simulate', '--games', '1'], ['tournament', '--bots', 'random,random,random', '--games', '1']])('%s refuses it (it wrote a file named "-"), exit 2', (...args) => {
    const cwd = mkdtempSync(join(tmpdir(), 'catan-dash-'));
    try {
      const r = spawnSync(process.execPath, [join(root, 'bin/catan.js'), ...args, '--records', '-'], { cwd, encoding: 'utf8' });
      expect(r.status).toBe(2);
      expect(firstLine(r.stderr)).toBe(`catan ${args[0]}: --records needs a file name: "-" is not standard output here (standard output carries the figures)`);
      expect(existsSync(join(cwd, '-'))).toBe(false);
    } finally { rmSync(cwd, { recursive: true, force: true }); }
  });
});

describe('board --players, as simulate and tournament take it (§14: 5–6 players play the extension island)', () => {
  it.each([['3', 'base'], ['4', 'base'], ['5', 'extension'], ['6', 'extension']])('--players %s draws the %s island', (n, island) => {
    const r = catan('board', '--players', n, '--seed', 'p', '--format', 'json');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { island: string; board: { hexes: Record<string, unknown> } };
    expect(out.island).toBe(island);
    expect(Object.keys(out.board.hexes)).toHaveLength(island === 'base' ? 19 : 30);
  });
  it('--format json gives the record\'s recipe for the board, its options and island included, which draws the same board (a researcher found the options missing)', () => {
    for (const flags of [['--kind', 'random', '--no-adjacent-red', '--max-cluster', '2'], ['--kind', 'balanced', '--players', '6'], ['--kind', 'variable']]) {
      const out = JSON.parse(catan('board', '--seed', 'rc', ...flags, '--format', 'json').stdout) as { recipe: object; board: unknown };
      expect(boardToJson(resolveBoard(out.recipe as never)), flags.join(' ')).toEqual(out.board);
    }
    expect(JSON.parse(catan('board', '--seed', 'rc', '--kind', 'random', '--no-adjacent-red', '--format', 'json').stdout).recipe).toEqual({ generate: 'random', seed: 'rc', options: { noAdjacentRed: true } });
    expect(JSON.parse(catan('board', '--beginner', '--format', 'json').stdout).recipe).toBe('beginner');
  });
  it.each([
    [['--players', '7'], 'catan board: --players must be 3, 4, 5 or 6 (RULES.md §1, §14), not "7"'],
    [['--players', '5', '--island', 'base'], 'catan board: --players 5 plays the extension island (RULES.md §14), not --island base'],
  ])('%j is a usage error naming the rule', (flags, message) => {
    const r = catan('board', ...flags);
    expect(r.status).toBe(2);
    expect(firstLine(r.stderr)).toBe(message);
  });
});

describe('replay and verify say what is wrong with their FILE (they printed the usage alone)', () => {
  it.each([
    [['replay'], 'catan replay: no FILE given (a record, a records file, or - for standard input)'],
    [['replay', 'a', 'b'], 'catan replay: one FILE at a time, not 2 ("a", "b"): quote a name with spaces in it'],
    [['verify'], 'catan verify: no FILE given (a record, a records file, or - for standard input)'],
    [['verify', 'my', 'game.json'], 'catan verify: one FILE at a time, not 2 ("my", "game.json"): quote a name with spaces in it'],
  ])('%j', (args, message) => {
    const r = catan(...args);
    expect(r.status).toBe(2);
    expect(firstLine(r.stderr)).toBe(message);
  });
});

describe('a bot flag no playing bot reads is named on stderr, and the run goes on (a researcher\'s play-test: accepted and recorded without a word)', () => {
  it('tournament --depth without ab; decide --budget and --iterations for medium', () => {
    const t = catan('tournament', '--bots', 'random,random,random', '--games', '1', '--depth', '4', '--json');
    expect(t.status).toBe(0);
    expect(t.stderr).toBe('catan tournament: --depth is read by ab only: it changes nothing here\n');
    const used = catan('tournament', '--bots', 'random,random,ab', '--games', '1', '--depth', '1', '--json');
    expect(used.stderr).toBe('');
    const d = spawnSync(process.execPath, ['bin/catan.js', 'decide', '--bot', 'medium', '--budget', '10', '--iterations', '5'], { cwd: root, encoding: 'utf8', input: '{}' });
    expect(d.stderr).toBe('catan decide: --budget is read by hard and expert only: it changes nothing here\ncatan decide: --iterations is read by hard and expert only: it changes nothing here\n');
  });
});

describe('tournament\'s text report says what was played', () => {
  it('the seed and the boards in its first line; rows numbered by entry from 0, as --json\'s "entry" (they counted from 1)', () => {
    const r = catan('tournament', '--bots', 'random,random,easy', '--games', '2', '--seed', 'tx', '--board', 'balanced');
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/^2 games \(seed tx, balanced boards\), /);
    expect(lines[2]).toMatch(/^entry +bot/);
    expect(lines.slice(3, 6).map((l) => l.split(/\s+/).slice(0, 2).join(' '))).toEqual(['0 random', '1 random', '2 easy']);
  });
});
