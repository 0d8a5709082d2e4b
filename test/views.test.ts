// Views built from the views before (RULES.md §10: what each viewer may know): viewFor and
// seatViewFor given an earlier view must hold exactly what a fresh viewFor holds, share every
// part that did not change (so the server finds changes by identity and keeps no second copy),
// and never change the earlier view. Checked after every action of seeded random games, 3 to 6
// players, to the end (when every hand opens).
import { describe, expect, it } from 'vitest';
import { CodeList } from '../src/engine/codes.js';
import { Game } from '../src/engine/record.js';
import { legalCodes } from '../src/engine/legal.js';
import { Rng } from '../src/engine/rng.js';
import { applyCode } from '../src/engine/step.js';
import { seatViewFor, viewFor, type GameView, type Viewer } from '../src/engine/view.js';
import { P_ENDED, type Rules } from '../src/engine/vocabulary.js';
import { boardFor, CONFIGS } from './sim-helpers.js';

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** Every part of `now` that reads the same as in `before` is `before`'s own object. */
function expectShared(before: unknown, now: unknown, path: string): void {
  if (typeof now !== 'object' || now === null || typeof before !== 'object' || before === null) return;
  if (JSON.stringify(before) === JSON.stringify(now)) {
    expect(now === before, `${path} unchanged but not shared`).toBe(true);
    return;
  }
  for (const k of Object.keys(now)) expectShared((before as Record<string, unknown>)[k], (now as Record<string, unknown>)[k], `${path}.${k}`);
}

describe('§10 views built from the views before', () => {
  it('hold what a fresh view holds, share what did not change, and leave the earlier view as it was', () => {
    const list = new CodeList();
    let checks = 0, shared = 0;
    for (let g = 0; g < 8; g++) {
      const cfg = CONFIGS[g % CONFIGS.length]!;
      const board = boardFor(cfg.board, `v${g}`, cfg.colors.length);
      const s = Game.create({ colors: cfg.colors, board: board.board, boardJson: board.json, rules: cfg.rules as Partial<Rules>, seed: `views${g}` }).state;
      const rng = new Rng(`views${g}`);
      const n = cfg.colors.length;
      const viewers: Viewer[] = ['spectator', ...Array.from({ length: n }, (_, p) => p)];
      let before = new Map<Viewer, GameView>();
      let seatBefore: (GameView | undefined)[] = [];
      while (s.turn <= 400) {
        const now = new Map<Viewer, GameView>();
        for (const v of viewers) {
          const prev = before.get(v);
          const prevText = prev ? JSON.stringify(prev) : '';
          const view = viewFor(s, v, prev);
          expect(JSON.stringify(view), `game ${g} turn ${s.turn}: view of ${v}`).toBe(JSON.stringify(viewFor(s, v)));
          if (prev) {
            expect(JSON.stringify(prev), 'the earlier view is unchanged').toBe(prevText);
            expectShared(prev, view, `view of ${v}`);
            if (view.vertices === prev.vertices) shared++;
          }
          now.set(v, deepFreeze(view));
          checks++;
        }
        const spec = now.get('spectator')!;
        const seatNow: GameView[] = [];
        for (let p = 0; p < n; p++) {
          const view = seatViewFor(s, p, spec, seatBefore[p]);
          expect(JSON.stringify(view), `game ${g} turn ${s.turn}: seat view of ${p}`).toBe(JSON.stringify(viewFor(s, p)));
          if (seatBefore[p]) expectShared(seatBefore[p], view, `seat view of ${p}`);
          // Everything but the seat's own player is the spectator's.
          for (let q = 0; q < n; q++) if (q !== p && s.phase !== P_ENDED) expect(view.players[q]).toBe(spec.players[q]);
          seatNow.push(deepFreeze(view));
        }
        before = now;
        seatBefore = seatNow;
        if (s.phase === P_ENDED) break;
        legalCodes(s, list);
        applyCode(s, list.codes[rng.int(list.n)]!);
      }
    }
    expect(checks).toBeGreaterThan(4_000);
    // Most actions build nothing: the board's pieces are the earlier view's array.
    expect(shared).toBeGreaterThan(checks / 2);
  }, 120_000);
});
