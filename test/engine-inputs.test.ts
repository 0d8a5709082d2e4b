// The engine as a library: what its public entry points make of a caller's slips (a board
// recipe, a boardJson naming another board, a misspelt rule, a missing seed, a seat the game
// does not have, a state that is not one), makeRecord's seed, and docs/engine.md's fast-path and
// view-reading examples run against the build (only exported names). Regressions of the library audit.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as engine from '../src/engine/index.js';
import {
  BoardError, Game, SetupError, apply, boardToJson, generateBoard, legalActions, makePosition, makeRecord, newGame, parseRecord, replayRecord,
  summarize, verifyRecord, viewFor, type Action, type GameRecord, type NewGameOptions,
} from '../src/engine/index.js';

const THREE = ['red', 'blue', 'orange'] as const;
const game = (o: Partial<NewGameOptions> & Record<string, unknown>) => newGame({ colors: [...THREE], board: 'beginner', seed: 1, ...o } as NewGameOptions);
/** Play `game` with the first legal action, `steps` times or to the end. */
function play(g: Game, steps = 100000): Game {
  for (let i = 0; i < steps && g.state.phase !== 6; i++) {
    const legal = legalActions(g.state);
    const res = g.apply(legal[(i * 7) % legal.length]!);
    if (!res.ok) throw new Error(res.error.message);
  }
  return g;
}

describe('newGame and Game.create take a board recipe (RECORD.md), and refuse what is no board', () => {
  it('a recipe plays the generator\'s board, and the record keeps the recipe, which replays', () => {
    const recipe = { generate: 'variable', seed: 'x' };
    const s = newGame({ colors: ['red', 'blue', 'white'], board: recipe, seed: 1 });
    expect(boardToJson(s.board)).toEqual(boardToJson(generateBoard({ kind: 'variable', seed: 'x' })));
    const g = play(Game.create({ colors: ['red', 'blue', 'white'], board: recipe, seed: 1 }), 200);
    expect(g.record.board).toEqual(recipe);
    const r = replayRecord(makeRecord(g));
    expect(r.ok).toBe(true);
    if (r.ok) expect(summarize(r.state)).toEqual(summarize(g.state));
    const five = Game.create({ colors: ['red', 'blue', 'white', 'orange', 'green'], board: { generate: 'balanced', seed: 'b', island: 'extension' }, seed: 2 });
    expect(five.state.board.island.id).toBe('extension');
    expect(five.record.board).toEqual({ generate: 'balanced', seed: 'b', island: 'extension' });
  });
  it('a board\'s JSON is a board too; the record writes it out', () => {
    const json = boardToJson(generateBoard({ kind: 'random', seed: 'j' }));
    const g = Game.create({ colors: [...THREE], board: json, seed: 3 });
    expect(g.record.board).toEqual(json);
  });
  it('anything else is a SetupError naming the forms a board takes, or a BoardError naming the recipe\'s or the JSON\'s mistake', () => {
    for (const board of ['variable', null, 7, [], undefined]) {
      expect(() => game({ board })).toThrow(SetupError);
      try { game({ board }); } catch (e) { expect((e as Error).name).toBe('SetupError'); }
      expect(() => game({ board })).toThrow(/"beginner", a Board .* a recipe such as \{"generate": "variable"/);
    }
    expect(() => game({ board: { hexes: {} } })).toThrow(BoardError);
    expect(() => game({ board: { generate: 'hexagonal', seed: 1 } })).toThrow(/unknown board kind "hexagonal"/);
    expect(() => game({ board: { generate: 'variable' } })).toThrow(/needs a seed/);
    expect(() => Game.create({ colors: [...THREE], board: 'variable' as never, seed: 1 })).toThrow(SetupError);
    // A misspelt option is refused, not ignored and the game played by the defaults (a library play-test: "rule" played to 10).
    expect(() => newGame({ colors: [...THREE], board: 'beginner', rule: { victoryPoints: 5 }, seed: 1 } as never))
      .toThrow('newGame: unknown option "rule" (did you mean "rules"?); the options are colors, board, rules, seed');
    expect(() => Game.create({ colors: [...THREE], board: 'beginner', houseRules: { victoryPoints: 5 }, seed: 1 } as never))
      .toThrow('Game.create: unknown option "houseRules"; the options are colors, board, rules, seed, boardJson, names');
    expect(Game.create({ colors: [...THREE], board: 'beginner', rules: { victoryPoints: 5 }, seed: 1, names: ['a', 'b', 'c'] }).state.rules.victoryPoints).toBe(5);
    // A count that is off says what this board has, then what a board has (it read "a board has 2 number token(s) 2, not 1":
    // the rule's count first, taken for the file's in a play-test).
    const json = boardToJson(generateBoard({ kind: 'variable', seed: 'w' }));
    const two = Object.keys(json.hexes).find((h) => json.hexes[h]!.token === 2)!;
    expect(() => game({ board: { ...json, hexes: { ...json.hexes, [two]: { ...json.hexes[two]!, token: 12 } } } })).toThrow('this board has 0 number token(s) 2; a board has 1 (§1)');
    expect(() => game({ board: { ...json, harbors: json.harbors.slice(1) } })).toThrow('this board has 8 harbors; a board has 9 (§1)');
  });
});

describe('every record loader refuses an action that is not an object (null threw a TypeError in verifyRecord and Game.resume)', () => {
  it('replayRecord, Game.fromRecord, Game.resume and verifyRecord: illegal-action at its index', () => {
    const g = play(Game.create({ colors: [...THREE], board: 'beginner', seed: 'rs' }), 30);
    for (const bad of [null, 5, 'roll', []]) {
      const rec = JSON.parse(makeRecord(g, { seed: true })) as GameRecord;
      (rec.actions as unknown[])[20] = bad;
      expect(replayRecord(rec), JSON.stringify(bad)).toMatchObject({ ok: false, at: 20, code: 'illegal-action' });
      expect(Game.fromRecord(rec, 'z')).toMatchObject({ ok: false, at: 20, code: 'illegal-action' });
      expect(Game.resume(rec, 'rs')).toMatchObject({ ok: false, at: 20, code: 'illegal-action' });
      expect(verifyRecord(rec, 'rs')).toMatchObject({ ok: false, at: 20 });
    }
  });
  it('a position that is a list is refused as not an object', () => {
    const rec = { format: 1, board: 'beginner', players: [{ color: 'red' }, { color: 'blue' }, { color: 'orange' }], position: [], actions: [] };
    expect(parseRecord(rec)).toMatchObject({ ok: false, at: 'position', error: '"position" must be an object, not a list' });
  });
});

describe('replayRecord: a record with its hidden outcomes left out', () => {
  it('says it was saved while the game was on, with the rule outcome-missing and the field (a play-test took such a download for damaged)', () => {
    const g = play(Game.create({ colors: [...THREE], board: 'beginner', seed: 5 }), 400);
    const rec = JSON.parse(makeRecord(g)) as GameRecord;
    const i = rec.actions.findIndex((a) => a.type === 'buy');
    expect(i).toBeGreaterThan(0);
    delete (rec.actions[i] as { card?: unknown }).card;
    const r = replayRecord(rec);
    expect(r).toMatchObject({ ok: false, at: i, code: 'illegal-action', refusal: { code: 'outcome-missing', field: 'card' } });
    expect(!r.ok && r.error).toMatch(/must name the card drawn.*saved while the game was on leaves out the cards that were hidden then/);
    // A roll is public: a record without its dice was not saved that way, and is not told so.
    const noDice = JSON.parse(makeRecord(g)) as GameRecord;
    const k = noDice.actions.findIndex((a) => a.type === 'roll');
    delete (noDice.actions[k] as { dice?: unknown }).dice;
    const d = replayRecord(noDice);
    expect(d).toMatchObject({ ok: false, at: k, refusal: { code: 'outcome-missing', field: 'dice' } });
    expect(!d.ok && d.error).not.toMatch(/saved while the game was on/);
  });
});

describe('Game.create: a boardJson must name the board played', () => {
  const board = generateBoard({ kind: 'balanced', seed: 's' });
  it('a boardJson naming another board is refused, naming the difference (its record would not replay)', () => {
    expect(() => Game.create({ colors: [...THREE], board, boardJson: { generate: 'variable', seed: 'zzz' }, seed: 1 }))
      .toThrow(/boardJson names another board than the one played \(hex [-\d,]+ is \w+ \d+ on the board, \w+ \d+ in boardJson\)/);
    expect(() => Game.create({ colors: [...THREE], board, boardJson: { generate: 'balanced', seed: 's', island: 'extension' }, seed: 1 }))
      .toThrow(/on the base island, boardJson's on the extension island/);
    expect(() => Game.create({ colors: [...THREE], board, boardJson: 'beginner', seed: 1 })).toThrow(/boardJson is "beginner", but the board given is not/);
    expect(() => Game.create({ colors: [...THREE], board: 'beginner', boardJson: boardToJson(generateBoard({ kind: 'beginner' })), seed: 1 }))
      .toThrow(/boardJson must be "beginner" for board "beginner"/);
    expect(() => Game.create({ colors: [...THREE], board, boardJson: { generate: 'nope', seed: 1 }, seed: 1 })).toThrow(/^boardJson: unknown board kind/);
  });
  it('its own recipe, or its JSON, is kept, and the record replays', () => {
    const g = play(Game.create({ colors: [...THREE], board, boardJson: { generate: 'balanced', seed: 's' }, seed: 1 }));
    expect(g.record.board).toEqual({ generate: 'balanced', seed: 's' });
    expect(replayRecord(makeRecord(g)).ok).toBe(true);
    const h = Game.create({ colors: [...THREE], board, boardJson: boardToJson(board), seed: 1 });
    expect(h.record.board).toEqual(boardToJson(board));
  });
});

describe('§11 rules by name: an unknown name is refused, not ignored', () => {
  it('newGame and Game.create refuse rules.vp, listing the rules', () => {
    expect(() => game({ rules: { vp: 12 } })).toThrow(SetupError);
    expect(() => game({ rules: { vp: 12 } })).toThrow(/rules\.vp is not a rule: the rules are victoryPoints, friendlyRobber, tradeThenBuild, discardOver, discard, balancedDice, specialBuild/);
    expect(() => Game.create({ colors: [...THREE], board: 'beginner', seed: 1, rules: { victoryPoint: 12 } as never })).toThrow(/rules\.victoryPoint is not a rule/);
    expect(() => game({ rules: 'friendly' })).toThrow(/rules must be an object/);
    expect(() => game({ rules: [true] })).toThrow(/rules must be an object/);
    expect(game({ rules: { victoryPoints: 12 } }).rules.victoryPoints).toBe(12);
  });
  it('a record whose "rules" holds an unknown name is refused with the code bad-rules', () => {
    const record = { format: 1, rules: { vp: 12 }, board: 'beginner', players: THREE.map((color) => ({ color })), actions: [] };
    expect(parseRecord(record)).toMatchObject({ ok: false, at: 'record', code: 'bad-rules', error: expect.stringMatching(/rules\.vp is not a rule/) });
  });
});

describe('a game\'s seed is text or a finite number, never left out', () => {
  it('newGame, Game.create, Game.resume, Game.fromRecord and verifyRecord refuse a missing or odd seed', () => {
    for (const seed of [undefined, null, {}, { a: 1 }, NaN, Infinity, [1], true]) {
      expect(() => game({ seed })).toThrow(SetupError);
      expect(() => game({ seed })).toThrow(/seed must be text or a finite number/);
    }
    expect(() => newGame({ colors: [...THREE], board: 'beginner' } as NewGameOptions)).toThrow(/seed must be text or a finite number, not nothing/);
    const record = Game.create({ colors: [...THREE], board: 'beginner', seed: 1 }).record;
    expect(() => Game.create({ colors: [...THREE], board: 'beginner', seed: undefined as never })).toThrow(SetupError);
    expect(() => Game.resume(record, undefined as never)).toThrow(SetupError);
    expect(() => Game.fromRecord(record, null as never)).toThrow(SetupError);
    expect(() => verifyRecord(record, undefined as never)).toThrow(SetupError);
    for (const seed of ['', 'undefined', 0, -1.5]) expect(() => game({ seed })).not.toThrow();
  });
});

describe('the entry points name a caller\'s slip', () => {
  const s = game({});
  it('viewFor refuses a viewer that is not \'spectator\' or a seat of this game (it gave a spectator\'s view)', () => {
    for (const v of [7, 3, -1, 0.5, NaN]) expect(() => viewFor(s, v)).toThrow(RangeError);
    for (const v of ['1', 'spectatorx', null, undefined]) expect(() => viewFor(s, v as never)).toThrow(TypeError);
    expect(() => viewFor(s, 7)).toThrow("viewFor: the viewer is 'spectator' or a seat of this game, 0 to 2, not 7");
    expect(() => viewFor(s, 'spectatorx' as never)).toThrow(/not "spectatorx"/);
    expect(viewFor(s, 2).players[2]!.resources).toBeDefined();
    expect(viewFor(s, 'spectator').players[0]!.resources).toBeUndefined();
  });
  it('legalActions, apply, viewFor and summarize need a state: a TypeError that says so', () => {
    expect(() => legalActions(null as never)).toThrow(new TypeError('legalActions needs a game state (from newGame, a Game\'s .state or apply\'s result), not null'));
    expect(() => apply(null as never, { p: 0, type: 'roll' })).toThrow(/^apply needs a game state/);
    expect(() => summarize(undefined as never)).toThrow(/^summarize needs a game state .*, not nothing$/);
    expect(() => viewFor({} as never, 0)).toThrow(/^viewFor needs a game state/);
    expect(() => legalActions(Game.create({ colors: [...THREE], board: 'beginner', seed: 1 }) as never)).toThrow(/not a Game \(pass game\.state\)/);
    // An action that is not one is still a refusal, not a throw.
    expect(apply(s, null as never)).toMatchObject({ ok: false, error: { code: 'malformed' } });
  });
  it('makeRecord given a state instead of a Game is a TypeError (it returned undefined)', () => {
    expect(() => makeRecord(s as never)).toThrow(TypeError);
    expect(() => makeRecord(s as never)).toThrow(/makeRecord needs a Game .*not a game state, which keeps no record/);
    expect(() => makeRecord(undefined as never)).toThrow(/makeRecord needs a Game/);
  });
});

describe('makeRecord(game, { seed: true }) writes the seed in, so the record verifies', () => {
  it('only when asked; the seed as text, as catan verify reads it; Game.resume keeps it, Game.fromRecord has none', () => {
    const g = play(Game.create({ colors: [...THREE], board: { generate: 'variable', seed: 'v' }, seed: 42 }));
    expect(g.state.phase).toBe(6);
    expect(JSON.parse(makeRecord(g))).not.toHaveProperty('seed');
    const withSeed = JSON.parse(makeRecord(g, { seed: true })) as GameRecord & { seed: string };
    expect(withSeed.seed).toBe('42');
    expect(verifyRecord(withSeed, withSeed.seed)).toMatchObject({ ok: true });
    const cut = { ...g.record, actions: g.record.actions.slice(0, 40) };
    const resumed = Game.resume(cut, 42);
    if (!(resumed instanceof Game)) throw new Error(resumed.error);
    expect(JSON.parse(makeRecord(resumed, { seed: true })).seed).toBe('42');
    const continued = Game.fromRecord(cut, 'fresh');
    if (!(continued instanceof Game)) throw new Error(continued.error);
    expect(() => makeRecord(continued, { seed: true })).toThrow(/Game\.fromRecord/);
    // The seed is not on the object: a dump of a live Game does not tell its dice.
    expect(Object.keys(g).sort()).toEqual(['record', 'state']);
  });
  it('catan verify proves a library-written record (it failed no-seed)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-inputs-'));
    try {
      const g = play(Game.create({ colors: [...THREE], board: 'beginner', seed: 'lib' }));
      const file = join(dir, 'game.json');
      writeFileSync(file, makeRecord(g, { seed: true }));
      const out = JSON.parse(execFileSync(process.execPath, ['bin/catan.js', 'verify', file], { encoding: 'utf8' }));
      expect(out).toMatchObject({ ok: true, commitmentChecked: false });
    } finally { rmSync(dir, { recursive: true, force: true }); }
  });
});

describe('README: the library example says what it does', () => {
  it('seed 42\'s first roll, and the refusal of a city, are the ones the comments show', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8');
    const example = /```ts\n(import [^\n]*from 'catan-open\/engine';[\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(example).toContain("seed: 42 });");
    const g = Game.create({ colors: ['red', 'blue', 'white', 'orange'], board: 'beginner', seed: 42 });
    const roll = g.apply({ p: 0, type: 'roll' });
    expect(roll.ok && roll.action).toEqual({ p: 0, type: 'roll', dice: [4, 2] });
    expect(example).toContain("action: {p: 0, type: 'roll', dice: [4, 2]}");
    const city = g.apply({ p: 0, type: 'build', piece: 'city', at: '0,-1,N' });
    expect(city).toEqual({ ok: false, error: { code: 'cannot-afford', section: '§5', message: 'a city costs 2 grain and 3 ore (§5)', seat: 0, piece: 'city' } });
    expect(example).toContain("{code: 'cannot-afford', section: '§5', message: 'a city costs 2 grain and 3 ore (§5)', seat: 0, piece: 'city'}");
  });
});

/**
 * The example under `<!-- MARKER -->` in docs/engine.md, run against the build as a package user
 * would run it: it imports only names the package exports. Returns what it printed.
 */
function docExample(marker: string): () => string {
  const root = resolve(import.meta.dirname, '..');
  const example = new RegExp(`<!-- ${marker}[^>]*-->\\s*\`\`\`js\\n([\\s\\S]*?)\`\`\``).exec(readFileSync(join(root, 'docs/engine.md'), 'utf8'))?.[1] ?? '';
  const dir = mkdtempSync(join(tmpdir(), `${marker}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return () => {
    expect(example).toContain("from 'catan-open/engine'");
    const names = /import \{([^}]*)\} from 'catan-open\/engine'/.exec(example)![1]!.split(',').map((x) => x.trim());
    for (const name of names) expect(engine, name).toHaveProperty(name);
    expect(existsSync(join(root, 'dist/engine/index.js')), 'the build (npm run build) comes first').toBe(true);
    const file = join(dir, 'example.mjs');
    writeFileSync(file, example.replace("'catan-open/engine'", JSON.stringify(pathToFileURL(join(root, 'dist/engine/index.js')).href)));
    return execFileSync(process.execPath, [file], { encoding: 'utf8' });
  };
}

describe('docs/engine.md: the fast path, by example', () => {
  const run = docExample('fast-path-example');
  it('imports only names the package exports, and plays its 200 games to the end (against the build)', () => {
    const out = run();
    const m = /^wins by seat (\d+) (\d+) (\d+) (\d+) in \d+ ms\n$/.exec(out);
    expect(m, out).not.toBeNull();
    expect(m!.slice(1).map(Number).reduce((a, b) => a + b)).toBe(200);
  }, 60_000);
});

describe('docs/engine.md: reading a view (a library user found no word on turning view.vertices and view.edges into names)', () => {
  const run = docExample('view-example');
  it('imports only exported names and prints, against the build, every piece of the position by its RECORD.md name', () => {
    const out = run().trim().split('\n');
    // The same pieces as the position written from the state (makePosition names them itself).
    const g = Game.create({ colors: ['red', 'blue', 'white', 'orange'], board: 'beginner', seed: 42 });
    const expected = makePosition(g.state).players!.flatMap((p, i) => [
      ...(p.settlements ?? []).map((v) => `${g.state.colors[i]} settlement ${v}`),
      ...(p.cities ?? []).map((v) => `${g.state.colors[i]} city ${v}`),
      ...(p.roads ?? []).map((e) => `${g.state.colors[i]} road ${e}`),
    ]);
    expect(expected).toHaveLength(16);
    expect(out.sort()).toEqual(expected.sort());
  });
  it('the names it points to: VERTEX_NAMES and EDGE_NAMES are the base island\'s, EXTENSION_GEOMETRY the 5–6 player island\'s, and a board carries its own', () => {
    const base = viewFor(game({}), 0);
    expect([base.vertices.length, base.edges.length]).toEqual([engine.VERTEX_NAMES.length, engine.EDGE_NAMES.length]);
    const s = newGame({ colors: ['red', 'blue', 'white', 'orange', 'green'], board: { generate: 'variable', seed: 1, island: 'extension' }, seed: 1 });
    const v = viewFor(s, 0);
    expect(s.board.geo).toBe(engine.EXTENSION_GEOMETRY);
    expect([v.vertices.length, v.edges.length]).toEqual([80, 109]);
    expect([engine.EXTENSION_GEOMETRY.vertexNames.length, engine.EXTENSION_GEOMETRY.edgeNames.length]).toEqual([80, 109]);
  });
});

describe('apply takes a chance outcome as given unless told the input is a player\'s own (a library user rolled [6, 6] through "the checked door")', () => {
  const fresh = () => newGame({ colors: ['red', 'blue', 'white', 'orange'], board: 'beginner', seed: 'outcomes' });
  it('with forbidOutcomes a roll with dice, a purchase naming its card and a steal naming its card are malformed, naming the field; the state is unchanged', () => {
    const s = fresh();
    const before = summarize(s);
    const rolled = apply(s, { p: 0, type: 'roll', dice: [6, 6] }, { forbidOutcomes: true });
    expect(rolled.ok).toBe(false);
    expect(!rolled.ok && [rolled.error.code, rolled.error.field]).toEqual(['malformed', 'dice']);
    expect(!rolled.ok && rolled.error.message).toMatch(/chance decides/);
    expect(summarize(s)).toEqual(before);
    // Without the outcome the seed decides, and the action comes back with it written in.
    const r = apply(s, { p: 0, type: 'roll' }, { forbidOutcomes: true });
    expect(r.ok && r.action.type === 'roll' && r.action.dice?.length).toBe(2);
    // A record's outcomes are still taken as given by default (replays need them).
    const given = apply(s, { p: 0, type: 'roll', dice: [6, 6] });
    expect(given.ok && given.action.type === 'roll' && given.action.dice).toEqual([6, 6]);
    for (const [action, field] of [[{ p: 0, type: 'buy', card: 'victoryPoint' }, 'card'], [{ p: 0, type: 'robber', hex: '0,0', victim: 1, stolen: 'ore' }, 'stolen']] as const) {
      const e = apply(s, action as Action, { forbidOutcomes: true });
      expect(!e.ok && [e.error.code, e.error.field]).toEqual(['malformed', field]);
    }
    // Game.apply passes the option on.
    const g = Game.create({ colors: ['red', 'blue', 'white', 'orange'], board: 'beginner', seed: 'outcomes' });
    expect(g.apply({ p: 0, type: 'roll', dice: [6, 6] }, { forbidOutcomes: true }).ok).toBe(false);
    expect(g.record.actions).toHaveLength(0);
  });
});

describe('5 or 6 players on a board recipe without its island', () => {
  it('the SetupError says the recipe needs island: \'extension\' (it said to choose a variable board, which it was)', () => {
    const six = ['red', 'blue', 'white', 'orange', 'green', 'brown'] as const;
    expect(() => newGame({ colors: [...six], board: { generate: 'variable', seed: 'x' }, seed: 1 })).toThrow(/this board is the base island's with island: 'extension', such as \{ generate: 'variable', seed: '1', island: 'extension' \}/);
    expect(() => newGame({ colors: [...six], board: 'beginner', seed: 1 })).toThrow(/the beginner map is the base island's/);
    expect(newGame({ colors: [...six], board: { generate: 'variable', seed: 'x', island: 'extension' }, seed: 1 }).players).toBe(6);
  });
});
