// Perft tables (after chess engines' perft): for fixed positions (test/fixtures/perft.json,
// RECORD.md records) the exact number of legal actions by type, as an independent brute-force
// statement of the rules (test/perft-oracle.ts) counts them; the engine's legalActions must give
// the same actions, and the checked door must accept exactly those among every candidate.
// PERFT_WRITE=1 npx vitest run test/perft.test.ts rewrites the table from seeded games.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CodeList, Game, Rng, apply, applyCode, generateBoard, legalActions, legalCodes, makePosition, parseRecord, type Action, type Color, type GameRecord,
  type GameState, type Rules,
} from '../src/engine/index.js';
import { recordRules } from '../src/engine/game.js';
import { candidateActions, countByType, key, oracleActions } from './perft-oracle.js';

interface Entry { name: string; record: GameRecord; counts: Record<string, number> }
const FILE = new URL('./fixtures/perft.json', import.meta.url);

describe('perft tables: legal actions by type in fixed positions', () => {
  if (process.env.PERFT_WRITE) it('writes the table', () => writeFileSync(FILE, JSON.stringify(makeTable(), null, 1) + '\n'));
  const table = JSON.parse(readFileSync(FILE, 'utf8')) as Entry[];

  it('has at least 40 positions covering every phase and the house rules that change legality', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
    const phases = new Set(table.map((e) => e.record.position?.phase));
    for (const ph of ['setup', 'roll', 'discard', 'robber', 'main', 'roadBuilding', 'specialBuild']) expect(phases).toContain(ph);
    expect(table.some((e) => e.record.players.length === 6)).toBe(true);
    expect(table.some((e) => e.record.rules?.friendlyRobber && e.record.position?.phase === 'robber')).toBe(true);
    expect(table.some((e) => e.record.rules?.tradeThenBuild && e.name.includes('paid'))).toBe(true);
    expect(table.some((e) => e.record.position?.phase === 'roadBuilding' && e.record.position.freeRoads === 1)).toBe(true);
    expect(table.some((e) => e.record.position?.phase === 'roadBuilding' && e.record.position.freeRoads === 2)).toBe(true);
  });

  for (const entry of JSON.parse(readFileSync(FILE, 'utf8')) as Entry[]) {
    it(entry.name, () => {
      const parsed = parseRecord(entry.record);
      if (!parsed.ok) throw new Error(`${entry.name}: ${parsed.error}`);
      const s = parsed.start;
      const oracle = oracleActions(s);
      expect(countByType(oracle), `${entry.name}: the oracle's counts`).toEqual(entry.counts);
      const engine = legalActions(s);
      const ok = new Set(oracle.map(key)), got = new Set(engine.map(key));
      for (const a of engine) if (!ok.has(key(a))) throw new Error(`${entry.name}: the engine offers ${key(a)}, which the rules forbid`);
      for (const a of oracle) if (!got.has(key(a))) throw new Error(`${entry.name}: the engine does not offer ${key(a)}, which the rules allow`);
      expect(engine.length, `${entry.name}: an action listed twice`).toBe(got.size);
      // Brute force through the checked door: it accepts exactly the legal ones.
      for (const a of candidateActions(s)) {
        const r = apply(s, a);
        if (r.ok !== ok.has(key(a))) throw new Error(`${entry.name}: apply ${r.ok ? 'accepts' : `refuses (${r.ok ? '' : r.error.code})`} ${key(a)}`);
        if (!r.ok) expect(r.error.code, `${entry.name}: ${key(a)}`).not.toBe('illegal');
      }
    });
  }
});

/** Positions from seeded games, chosen to cover each phase and the rules that shape legality. */
function makeTable(): Entry[] {
  const wants: { name: string; colors: Color[]; kind: 'variable' | 'random' | 'balanced'; rules: Partial<Rules>; pick: (s: GameState, g: Game) => boolean }[] = [];
  const FOUR: Color[] = ['red', 'blue', 'white', 'orange'], THREE: Color[] = ['red', 'blue', 'orange'];
  const phase = (s: GameState, ph: number) => s.phase === ph;
  for (const step of [0, 1, 2, 3, 4, 5, 6, 7]) wants.push({ name: `set-up step ${step}, 4 players`, colors: FOUR, kind: 'variable', rules: {}, pick: (s) => phase(s, 0) && s.setupStep === step });
  for (const step of [0, 3, 5]) wants.push({ name: `set-up step ${step}, 3 players`, colors: THREE, kind: 'random', rules: {}, pick: (s) => phase(s, 0) && s.setupStep === step });
  wants.push({ name: 'roll, first turn', colors: FOUR, kind: 'variable', rules: {}, pick: (s) => phase(s, 1) && s.turn === 1 });
  for (let i = 0; i < 3; i++) wants.push({ name: `roll with a card to play #${i + 1}`, colors: i ? FOUR : THREE, kind: 'balanced', rules: {}, pick: (s) => phase(s, 1) && s.turn > 10 && legalActions(s).some((a) => a.type === 'play') });
  for (let i = 0; i < 4; i++) wants.push({ name: `discard with large hands #${i + 1}`, colors: FOUR, kind: 'variable', rules: i === 3 ? { discardOver: 9 } : {}, pick: (s) => phase(s, 2) && legalActions(s).length > 30 });
  wants.push({ name: 'discard, several seats owe', colors: FOUR, kind: 'random', rules: {}, pick: (s) => phase(s, 2) && new Set(legalActions(s).map((a) => a.p)).size >= 2 });
  for (let i = 0; i < 3; i++) wants.push({ name: `robber with victims #${i + 1}`, colors: i === 2 ? THREE : FOUR, kind: 'variable', rules: {}, pick: (s) => phase(s, 3) && s.turn > 20 && legalActions(s).some((a) => a.type === 'robber' && a.victim !== undefined) });
  wants.push({ name: 'robber early, few victims', colors: FOUR, kind: 'random', rules: {}, pick: (s) => phase(s, 3) && s.turn < 8 });
  for (let i = 0; i < 3; i++) wants.push({ name: `friendly robber #${i + 1}`, colors: FOUR, kind: 'variable', rules: { friendlyRobber: true }, pick: (s) => phase(s, 3) && s.turn < 30 + 20 * i && s.turn > 3 });
  for (let i = 0; i < 6; i++) wants.push({ name: `main phase #${i + 1}`, colors: i % 3 ? FOUR : THREE, kind: (['variable', 'random', 'balanced'] as const)[i % 3], rules: {}, pick: (s) => phase(s, 4) && s.turn > 15 * (i + 1) && legalActions(s).length > 8 });
  for (let i = 0; i < 3; i++) wants.push({ name: `main phase with harbors #${i + 1}`, colors: FOUR, kind: 'variable', rules: {}, pick: (s) => phase(s, 4) && legalActions(s).some((a) => a.type === 'bankTrade' && Object.values(a.give)[0]! < 4) });
  wants.push({ name: 'main phase, settlements and cities to build', colors: FOUR, kind: 'variable', rules: {}, pick: (s) => { const t = new Set(legalActions(s).map((a) => a.type === 'build' ? a.piece : a.type)); return phase(s, 4) && t.has('settlement') && t.has('city'); } });
  wants.push({ name: 'main phase, Year of Plenty and Monopoly', colors: FOUR, kind: 'random', rules: {}, pick: (s) => phase(s, 4) && legalActions(s).some((a) => a.type === 'play' && a.card === 'yearOfPlenty') });
  wants.push({ name: 'trade then build, paid: no trading', colors: FOUR, kind: 'variable', rules: { tradeThenBuild: true }, pick: (s) => phase(s, 4) && s.paid && s.turn > 10 });
  wants.push({ name: 'trade then build, not yet paid', colors: FOUR, kind: 'variable', rules: { tradeThenBuild: true }, pick: (s) => phase(s, 4) && !s.paid && s.turn > 20 && legalActions(s).some((a) => a.type === 'bankTrade') });
  for (let i = 0; i < 2; i++) wants.push({ name: `road building, two free roads #${i + 1}`, colors: FOUR, kind: 'variable', rules: {}, pick: (s) => phase(s, 5) && s.freeRoads === 2 });
  for (let i = 0; i < 2; i++) wants.push({ name: `road building, one free road left #${i + 1}`, colors: i ? THREE : FOUR, kind: 'random', rules: {}, pick: (s) => phase(s, 5) && s.freeRoads === 1 });
  wants.push({ name: 'main phase late, few pieces left', colors: FOUR, kind: 'variable', rules: { victoryPoints: 14 }, pick: (s) => phase(s, 4) && s.turn > 120 });
  // §14: five and six players on the extension's island, and the special building phase.
  const SIX: Color[] = [...FOUR, 'green', 'brown'];
  for (const step of [0, 5, 11, 19]) wants.push({ name: `set-up step ${step}, 6 players`, colors: SIX, kind: 'variable', rules: {}, pick: (s) => phase(s, 0) && s.setupStep === step });
  wants.push({ name: 'set-up step 9, 5 players', colors: SIX.slice(0, 5), kind: 'random', rules: {}, pick: (s) => phase(s, 0) && s.setupStep === 9 });
  for (let i = 0; i < 3; i++) wants.push({ name: `main phase, 6 players #${i + 1}`, colors: SIX, kind: (['variable', 'balanced', 'random'] as const)[i], rules: {}, pick: (s) => phase(s, 4) && s.turn > 20 * (i + 1) && legalActions(s).length > 6 });
  wants.push({ name: 'robber with victims, 6 players', colors: SIX, kind: 'variable', rules: {}, pick: (s) => phase(s, 3) && s.turn > 25 });
  wants.push({ name: 'discard, 5 players', colors: SIX.slice(0, 5), kind: 'variable', rules: {}, pick: (s) => phase(s, 2) && legalActions(s).length > 10 });
  for (let i = 0; i < 3; i++) wants.push({ name: `special building phase, 6 players #${i + 1}`, colors: SIX, kind: 'variable', rules: {}, pick: (s) => phase(s, 7) && s.turn > 15 * (i + 1) && legalActions(s).length > 2 });
  wants.push({ name: 'special building phase, 5 players, a city to build', colors: SIX.slice(0, 5), kind: 'balanced', rules: {}, pick: (s) => phase(s, 7) && legalActions(s).some((a) => a.type === 'build' && a.piece === 'city') });
  wants.push({ name: 'special building phase as a house rule, 4 players', colors: FOUR, kind: 'variable', rules: { specialBuild: true }, pick: (s) => phase(s, 7) && s.turn > 10 && legalActions(s).length > 1 });

  const out: Entry[] = [];
  wants.forEach((w, i) => {
    for (let attempt = 0; attempt < 400; attempt++) {
      const island = w.colors.length >= 5 ? { island: 'extension' as const } : {};
      const boardJson = { generate: w.kind, seed: `perft-${i}-${attempt}`, ...island };
      const g = Game.create({ colors: w.colors, board: generateBoard({ kind: w.kind, seed: boardJson.seed, ...island }), boardJson, rules: w.rules, seed: `perft-${i}-${attempt}` });
      const rng = new Rng(`perft-play-${i}-${attempt}`);
      const list = new CodeList();
      let skip = rng.int(3); // not always the first state that fits
      for (let steps = 0; steps < 3000 && g.state.phase !== 6; steps++) {
        if (w.pick(g.state, g) && skip-- <= 0) {
          const record: GameRecord = { format: 1, rules: recordRules(g.state.rules, w.colors.length), board: boardJson, players: w.colors.map((color) => ({ color })), actions: [], position: makePosition(g.state) };
          const parsed = parseRecord(record);
          if (!parsed.ok) throw new Error(`${w.name}: ${parsed.error}`);
          out.push({ name: w.name, record, counts: countByType(oracleActions(parsed.start)) });
          return;
        }
        // Builds and cards first (games move on), otherwise any legal action.
        legalCodes(g.state, list);
        const acts = legalActions(g.state);
        const pref = acts.filter((a) => a.type === 'build' || a.type === 'buy' || a.type === 'play');
        const a: Action = pref.length && rng.int(3) ? pref[rng.int(pref.length)]! : acts[rng.int(acts.length)]!;
        const r = g.apply(a);
        if (!r.ok) applyCode(g.state, list.codes[0]!);
      }
    }
    throw new Error(`no position found for ${w.name}`);
  });
  return out;
}
