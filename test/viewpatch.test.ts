// A view's changes read from two states (src/engine/viewpatch.ts, RULES.md §10: what each viewer
// may know): applied to the viewer's view of the state before, the patch gives exactly its view
// of the state after, for the spectator and every seat, after every action of seeded random
// games of 3 to 6 players played to the end (when every hand opens). Nothing another seat may not
// see is in a seat's patch.
import { describe, expect, it } from 'vitest';
import { CodeList } from '../src/engine/codes.js';
import { Game } from '../src/engine/record.js';
import { legalCodes } from '../src/engine/legal.js';
import { Rng } from '../src/engine/rng.js';
import { applyCode } from '../src/engine/step.js';
import { viewFor, type Viewer } from '../src/engine/view.js';
import { ViewDelta } from '../src/engine/viewpatch.js';
import { P_ENDED, P_SBP, type Rules } from '../src/engine/vocabulary.js';
import { applyPatch, type Patch } from '../src/protocol/patch.js';
import { boardFor, CONFIGS } from './sim-helpers.js';

describe('§10 view patches from two states', () => {
  it('turn each viewer\'s view of the state before into its view of the state after, and show no one else\'s hand', () => {
    const list = new CodeList();
    const delta = new ViewDelta();
    let checks = 0, empty = 0, ended = 0;
    const counts = new Set<number>();
    let sbp = 0;
    // Every configuration: 3 and 4 players on the base island (house rules, the special building phase), 5 and 6 on the extension's.
    for (let g = 0; g < CONFIGS.length; g++) {
      const cfg = CONFIGS[g]!;
      counts.add(cfg.colors.length);
      const board = boardFor(cfg.board, `vp${g}`, cfg.colors.length);
      const s = Game.create({ colors: cfg.colors, board: board.board, boardJson: board.json, rules: cfg.rules as Partial<Rules>, seed: `vpatch${g}` }).state;
      const rng = new Rng(`vpatch${g}`);
      const n = cfg.colors.length;
      const viewers: Viewer[] = ['spectator', ...Array.from({ length: n }, (_, p) => p)];
      while (s.turn <= 400 && s.phase !== P_ENDED) {
        const before = s.clone();
        legalCodes(s, list);
        applyCode(s, list.codes[rng.int(list.n)]!);
        delta.compute(before, s);
        for (const v of viewers) {
          const text = delta.text(v);
          const patch = JSON.parse(`{${text}}`) as Patch;
          const got = applyPatch(viewFor(before, v), patch);
          expect(JSON.stringify(got), `game ${g} turn ${s.turn}: ${v}`).toBe(JSON.stringify(viewFor(s, v)));
          if (!text) empty++;
          // Another seat's hand never travels before the end (§10).
          if (s.phase !== P_ENDED) {
            const players = (patch as { players?: Record<string, Record<string, unknown>> }).players ?? {};
            for (const [q, pp] of Object.entries(players)) if (Number(q) !== v) expect(Object.keys(pp).filter((k) => ['resources', 'devCards', 'boughtThisTurn', 'vp'].includes(k))).toEqual([]);
          }
          checks++;
        }
        if (s.phase === P_ENDED) ended++;
        if (s.phase === P_SBP) sbp++;
      }
    }
    expect([...counts].sort()).toEqual([3, 4, 5, 6]);
    expect(sbp).toBeGreaterThan(50);
    expect(checks).toBeGreaterThan(5_000);
    expect(ended).toBeGreaterThan(3);
    expect(empty).toBeLessThan(checks);
  }, 120_000);
});
