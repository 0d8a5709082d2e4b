/**
 * The trade panel's quick offers (RULES.md §7, §5): one press fills the editor with a 1-for-1
 * offer that would complete a build.
 * - Where the pieces may go, as the page works it out from a seat's view (`buildPlaces`), is
 *   what the rules engine says (its §5 spot tests), for every seat after every action of seeded
 *   random games of 3 to 6 players.
 * - Every quick offer, once traded, pays for a build the hand alone could not, with a place for it.
 */
import { describe, expect, it } from 'vitest';
import { CodeList } from '../../src/engine/codes.js';
import { Game } from '../../src/engine/record.js';
import { hasRoadSpot, isSettlementSpot, legalCodes } from '../../src/engine/legal.js';
import { Rng } from '../../src/engine/rng.js';
import { applyCode } from '../../src/engine/step.js';
import { viewFor } from '../../src/engine/view.js';
import { COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, P_ENDED, RESOURCES, type Bundle, type Rules } from '../../src/engine/vocabulary.js';
import { countsOf, lacks, type Counts } from '../../web/src/logic/bundle.js';
import { buildPlaces, quickOffers } from '../../web/src/logic/play.js';
import { boardFor, CONFIGS } from '../sim-helpers.js';

const cost = (a: readonly number[]): Bundle => Object.fromEntries(RESOURCES.map((r, i) => [r, a[i]!]));
const PRICE = { city: cost(COST_CITY), settlement: cost(COST_SETTLEMENT), road: cost(COST_ROAD), buy: cost(COST_DEV) };
const affords = (hand: Counts, b: Bundle) => lacks(hand, b) === null;

describe('quick offers (§7): one press fills an offer that completes a build', () => {
  it('the places the page finds for each piece are the engine\'s (§5); each quick offer completes a build the hand alone could not', () => {
    const list = new CodeList();
    const seen = { states: 0, settlement: [0, 0], road: [0, 0], city: [0, 0], offers: 0, builds: new Set<string>() };
    for (let g = 0; g < 16; g++) {
      const cfg = CONFIGS[(g * 5) % CONFIGS.length]!;
      const n = cfg.colors.length;
      const board = boardFor(cfg.board, `quick${g}`, n);
      const island = { ...(n >= 5 ? { island: 'extension' as const } : {}) };
      const s = Game.create({ colors: cfg.colors, board: board.board, boardJson: board.json, rules: cfg.rules as Partial<Rules>, seed: `quick${g}` }).state;
      const rng = new Rng(`quick${g}`);
      for (let step = 0; s.turn <= 300 && s.phase !== P_ENDED; step++) {
        if (step % 7 === 0) {
          for (let p = 0; p < n; p++) {
            const view = viewFor(s, p);
            const places = buildPlaces(view, p, island);
            let spot = false;
            for (let v = 0; v < s.g.vertexCount; v++) if (isSettlementSpot(s, p, v)) spot = true;
            const own = view.vertices.some((b) => b === p + 1);
            expect(places, `game ${g} turn ${s.turn} seat ${p}`).toEqual({ settlement: spot, road: hasRoadSpot(s, p), city: own });
            seen.settlement[+spot]!++; seen.road[+places.road]!++; seen.city[+own]!++;
            seen.states++;
            const hand = countsOf(view.players[p]!.resources);
            for (const q of quickOffers({ view, you: p }, island)) {
              expect(hand[q.give]).toBeGreaterThan(0);
              expect(q.give).not.toBe(q.get);
              const after = { ...hand, [q.give]: hand[q.give] - 1, [q.get]: hand[q.get] + 1 };
              expect(affords(hand, PRICE[q.build]), 'the hand alone could not').toBe(false);
              expect(affords(after, PRICE[q.build]), `${q.give} for ${q.get} pays for the ${q.build}`).toBe(true);
              if (q.build === 'buy') expect(view.devDeckCount).toBeGreaterThan(0);
              else expect(places[q.build]).toBe(true);
              seen.offers++;
              seen.builds.add(q.build);
            }
          }
        }
        legalCodes(s, list);
        if (list.n === 0) break;
        applyCode(s, list.codes[rng.int(list.n)]!);
      }
    }
    // Both answers met for each piece, in many states; offers for every kind of build.
    for (const k of ['settlement', 'road', 'city'] as const) expect(Math.min(...seen[k]), `${k}: places found and not`).toBeGreaterThan(20);
    expect(seen.offers).toBeGreaterThan(50);
    expect([...seen.builds].sort()).toEqual(['buy', 'city', 'road', 'settlement']);
  });
});
