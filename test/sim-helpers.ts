// Helpers for property tests: game configurations, illegal action sampling, view leak checks.
import { expect } from 'vitest';
import { decodeAction, type Action } from '../src/engine/actions.js';
import type { Board } from '../src/engine/board.js';
import { T_BANK, T_BUILD, T_BUY, T_DISCARD, T_END, T_PLAY, T_ROBBER, T_ROLL, codePayload, discardCode, makeCode, type CodeList } from '../src/engine/codes.js';
import { resolveBoard } from '../src/engine/game.js';
import type { GameRecord } from '../src/engine/record.js';
import type { Rng } from '../src/engine/rng.js';
import { O_BOUGHT, O_DECK, O_DEV, O_RES, W_RNG, type GameState } from '../src/engine/state.js';
import { viewFor } from '../src/engine/view.js';
import type { Color, Rules } from '../src/engine/vocabulary.js';

export interface Config { colors: Color[]; board: 'beginner' | 'variable' | 'random' | 'balanced'; rules: Partial<Rules> }

const FOUR: Color[] = ['red', 'blue', 'white', 'orange'];
const THREE: Color[] = ['red', 'blue', 'orange'];
export const CONFIGS: Config[] = [];
for (const colors of [FOUR, THREE]) {
  for (const board of ['beginner', 'variable', 'random', 'balanced'] as const) {
    CONFIGS.push({ colors, board, rules: {} });
  }
  CONFIGS.push({ colors, board: 'variable', rules: { friendlyRobber: true } });
  CONFIGS.push({ colors, board: 'random', rules: { tradeThenBuild: true, balancedDice: true } });
  CONFIGS.push({ colors, board: 'beginner', rules: { victoryPoints: 12, discardOver: 9 } });
  CONFIGS.push({ colors, board: 'variable', rules: { discard: false, friendlyRobber: true, tradeThenBuild: true } });
  // §14 house rule: the special building phase with 3–4 players.
  CONFIGS.push({ colors, board: colors.length === 4 ? 'beginner' : 'variable', rules: { specialBuild: true } });
}
// §14: five and six players on the extension's island (the special building phase on by default).
const SIX: Color[] = ['red', 'blue', 'white', 'orange', 'green', 'brown'];
for (const colors of [SIX, SIX.slice(0, 5)]) {
  for (const board of ['variable', 'random', 'balanced'] as const) CONFIGS.push({ colors, board, rules: {} });
  CONFIGS.push({ colors, board: 'variable', rules: { friendlyRobber: true, tradeThenBuild: true } });
  CONFIGS.push({ colors, board: 'random', rules: { specialBuild: false, balancedDice: true } });
}

export function boardFor(kind: Config['board'], seed: string, players = 4): { board: Board | 'beginner'; json: GameRecord['board'] } {
  if (kind === 'beginner') return { board: 'beginner', json: 'beginner' };
  const json = { generate: kind, seed, ...(kind === 'random' ? { options: { noAdjacentRed: true } } : {}), ...(players >= 5 ? { island: 'extension' } : {}) };
  return { board: resolveBoard(json), json };
}

/** A random action that is not among the legal codes (or a malformed domestic trade). */
export function randomIllegalAction(s: GameState, rng: Rng, legal: CodeList): Action | null {
  const n = s.players;
  for (let tries = 0; tries < 20; tries++) {
    const kind = rng.int(10);
    if (kind >= 8) {
      // Domestic trades that break §7: a gift, the same resource on both sides, or with oneself.
      const p = s.current;
      const other = (p + 1 + rng.int(n - 1)) % n;
      const variants: Action[] = [
        { p, type: 'trade', with: other, give: { brick: 1 }, get: {} },
        { p, type: 'trade', with: other, give: { wool: 1 }, get: { wool: 1 } },
        { p, type: 'trade', with: p, give: { ore: 1 }, get: { grain: 1 } },
        { p: other, type: 'trade', with: p, give: { ore: 1 }, get: { grain: 1 } },
      ];
      return variants[rng.int(variants.length)]!;
    }
    const types = [T_END, T_ROLL, T_BUILD, T_BUY, T_PLAY, T_ROBBER, T_DISCARD, T_BANK];
    const t = types[kind]!;
    const p = rng.int(n);
    let payload = 0;
    if (t === T_BUILD) payload = (rng.int(3) << 8) | rng.int(rng.int(2) ? s.g.vertexCount : s.g.edgeCount);
    else if (t === T_PLAY) { const c = rng.int(5); const x = rng.int(5), y = rng.int(5); payload = (c << 8) | (c === 3 ? Math.min(x, y) * 6 + Math.max(x, y) : c === 4 ? x : 0); }
    else if (t === T_ROBBER) payload = (rng.int(s.g.hexCount) << 4) | rng.int(n + 1);
    else if (t === T_DISCARD) payload = codePayload(discardCode(p, [0, 1, 2, 3, 4].map(() => rng.int(4))));
    else if (t === T_BANK) { const g = rng.int(5); payload = g * 5 + ((g + 1 + rng.int(4)) % 5); }
    const code = makeCode(t, p, payload);
    if (legal.includes(code)) continue;
    return decodeAction(s, code);
  }
  return null;
}

/**
 * Views leak nothing: changing what a viewer may not know (other seats' card types, the deck,
 * the generator) leaves that viewer's view identical; changing the viewer's own hand does not.
 */
export function viewsLeakNothing(s: GameState, rng: Rng): void {
  const n = s.players;
  const viewers: (number | 'spectator')[] = ['spectator'];
  for (let p = 0; p < n; p++) viewers.push(p);
  for (const viewer of viewers) {
    const others = [...Array(n).keys()].filter((q) => q !== viewer);
    const t = s.clone();
    const d = t.b;
    // Swap one card type between two other seats, keeping every count.
    const [a, b] = [others[rng.int(others.length)]!, others[rng.int(others.length)]!];
    if (a !== b) {
      const ra = [0, 1, 2, 3, 4].find((r) => d[O_RES + a * 5 + r]! > 0);
      const rb = [0, 1, 2, 3, 4].find((r) => d[O_RES + b * 5 + r]! > 0 && r !== ra);
      if (ra !== undefined && rb !== undefined) {
        d[O_RES + a * 5 + ra]!--; d[O_RES + b * 5 + ra]!++;
        d[O_RES + b * 5 + rb]!--; d[O_RES + a * 5 + rb]!++;
      }
    }
    // Swap a development card of another seat with a different kind from the deck.
    for (const q of others) {
      const c = [0, 2, 3, 4].find((k) => d[O_DEV + q * 5 + k]! - d[O_BOUGHT + q * 5 + k]! > 0);
      const c2 = [0, 2, 3, 4].find((k) => k !== c && d[O_DECK + k]! > 0);
      if (c !== undefined && c2 !== undefined) {
        d[O_DEV + q * 5 + c]!--; d[O_DECK + c]!++;
        d[O_DEV + q * 5 + c2]!++; d[O_DECK + c2]!--;
        break;
      }
    }
    for (let i = 0; i < 4; i++) t.w[W_RNG + i] = rng.u32() | 0;
    expect(JSON.stringify(viewFor(t, viewer)), `view of ${viewer}`).toBe(JSON.stringify(viewFor(s, viewer)));
    const v = viewFor(s, viewer);
    for (const pv of v.players) {
      if (pv.seat === viewer || s.phase === 6) continue;
      expect(pv.resources).toBeUndefined();
      expect(pv.devCards).toBeUndefined();
      expect(pv.vp).toBeUndefined();
    }
  }
  // Positive control: a seat's own view does see its own hand change.
  const p = s.current;
  const t = s.clone();
  t.b[O_RES + p * 5]!++;
  expect(JSON.stringify(viewFor(t, p))).not.toBe(JSON.stringify(viewFor(s, p)));
}
