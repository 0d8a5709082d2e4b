// Properties over thousands of seeded random complete games (RULES.md §3–§11, §14 invariants):
// cards and pieces conserved, distance rule and connectivity, VP recomputed, one winner on
// their own turn, replay reproduces the state, legal actions apply, illegal ones are refused
// without change, and views leak nothing. The games are split between two test files
// (properties-*.test.ts) so that they run on both cores.
import { expect } from 'vitest';
import { decodeAction, type Action } from '../src/engine/actions.js';
import { apply } from '../src/engine/apply.js';
import { audit } from '../src/engine/audit.js';
import { CodeList, T_BUY, T_ROBBER, T_ROLL, codeType } from '../src/engine/codes.js';
import { Game, replayRecord, type GameRecord } from '../src/engine/record.js';
import { legalCodes } from '../src/engine/legal.js';
import { Rng } from '../src/engine/rng.js';
import { applyCode } from '../src/engine/step.js';
import { W_RNG, totalVp, type GameState } from '../src/engine/state.js';
import { DEV_CARDS, P_ENDED, RESOURCES, type Rules } from '../src/engine/vocabulary.js';
import { boardFor, CONFIGS, randomIllegalAction, viewsLeakNothing } from './sim-helpers.js';

/** All the games of the property suite (PROPERTY_GAMES to change), 3 to 6 players. */
export const GAMES = Number(process.env.PROPERTY_GAMES ?? 2000);
const MAX_TURNS = 2000;

function withOutcome(a: Action, code: number, outcome: number): Action {
  const t = codeType(code);
  if (t === T_ROLL) return { ...a, dice: [Math.floor(outcome / 6) + 1, (outcome % 6) + 1] } as Action;
  if (t === T_BUY) return { ...a, card: DEV_CARDS[outcome]! } as Action;
  if (t === T_ROBBER && outcome >= 0) return { ...a, stolen: RESOURCES[outcome]! } as Action;
  return a;
}

/** State equality apart from the generator and the dice deck order it drives. */
function sameState(a: GameState, b: GameState): boolean {
  for (let i = 0; i < a.b.length; i++) if (a.b[i] !== b.b[i]) return false;
  for (let i = 0; i < a.w.length; i++) {
    if (i >= W_RNG && i < W_RNG + 4) continue;
    if (a.w[i] !== b.w[i]) return false;
  }
  return true;
}

/** Play games g = from, from + step, … below GAMES and check every property; returns the counts. */
export function checkGames(from: number, step: number): void {
    const list = new CodeList();
    let capped = 0, games = 0;
    let checkedDoor = 0, illegalTried = 0, viewChecks = 0;
    for (let g = from; g < GAMES; g += step) {
      games++;
      const cfg = CONFIGS[g % CONFIGS.length]!;
      const board = boardFor(cfg.board, `p${g}`, cfg.colors.length);
      const game = Game.create({ colors: cfg.colors, board: board.board, boardJson: board.json, rules: cfg.rules as Partial<Rules>, seed: `game${g}` });
      const s = game.state;
      const rng = new Rng(`players${g}`);
      const actions: Action[] = [];
      const thorough = Math.floor(g / 2) % 10 === 0; // one game in ten in each half of the suite
      let steps = 0;
      while (s.phase !== P_ENDED && s.turn <= MAX_TURNS) {
        legalCodes(s, list);
        expect(list.n, `game ${g}: no legal action in phase ${s.phase}`).toBeGreaterThan(0);
        const code = list.codes[rng.int(list.n)]!;
        const a = decodeAction(s, code);
        if (thorough && steps % 7 === 0) {
          // Every legal action applies through the checked door.
          for (let i = 0; i < list.n; i++) {
            const r = apply(s, decodeAction(s, list.codes[i]!));
            if (!r.ok) throw new Error(`game ${g}: legal ${JSON.stringify(decodeAction(s, list.codes[i]!))} refused: ${r.error.message}`);
            checkedDoor++;
          }
          // Sampled illegal actions are refused and change nothing.
          const before = [s.b.slice(), s.w.slice()];
          for (let k = 0; k < 6; k++) {
            const bad = randomIllegalAction(s, rng, list);
            if (!bad) continue;
            const r = apply(s, bad);
            if (r.ok) throw new Error(`game ${g}: illegal ${JSON.stringify(bad)} accepted`);
            expect(r.error.message.length).toBeGreaterThan(10);
            illegalTried++;
          }
          expect([s.b, s.w]).toEqual(before);
          if (steps % 21 === 0) { viewsLeakNothing(s, rng); viewChecks++; }
        }
        const outcome = applyCode(s, code);
        actions.push(withOutcome(a, code, outcome));
        steps++;
        if (thorough || steps % 31 === 0) {
          const problems = audit(s);
          if (problems.length) throw new Error(`game ${g} after ${JSON.stringify(a)}: ${problems.join('; ')}`);
        }
      }
      const problems = audit(s);
      if (problems.length) throw new Error(`game ${g} at the end: ${problems.join('; ')}`);
      if (s.phase !== P_ENDED) { capped++; continue; }
      const w = s.winner;
      expect(w).toBe(s.current); // §10: one wins only during one's own turn
      expect(totalVp(s, w)).toBeGreaterThanOrEqual(s.rules.victoryPoints);
      // Replaying the record reproduces the final state (every 4th game: JSON round trip).
      const record: GameRecord = { ...game.record, actions };
      const replayed = replayRecord(g % 4 === 0 ? JSON.stringify(record) : record);
      if (!replayed.ok) throw new Error(`game ${g}: replay failed at ${replayed.at}: ${replayed.error}`);
      expect(sameState(replayed.state, s), `game ${g}: replayed state differs`).toBe(true);
      // After the win nothing is accepted (§10).
      const after = apply(s, { p: w, type: 'end' });
      expect(after.ok).toBe(false);
    }
    expect(capped, 'games that hit the turn limit').toBeLessThanOrEqual(Math.ceil(games * 0.002));
    expect(checkedDoor).toBeGreaterThan(games / 2);
    expect(illegalTried).toBeGreaterThan(games / 2);
    expect(viewChecks).toBeGreaterThan(games / 20);
    console.log(`properties: ${games} games, ${capped} capped at ${MAX_TURNS} turns, ${checkedDoor} legal actions through apply(), ${illegalTried} illegal refused, ${viewChecks} view checks`);
}

