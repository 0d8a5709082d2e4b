// The answers issues 16 and 15 added say what the engine does (each test is named after the
// entry it backs). The pictures' own claims are checked in pictures.test.ts; these cover the rest.
import { describe, expect, it } from 'vitest';
import {
  TERRAINS, generateBoard, legalActions, newGame, parseRecord, resolveBoard, summarize, viewFor,
  type GameRecord, type GameState, type PositionJson,
} from '../../src/engine/index.js';
import { checkAcceptance } from '../../src/bots/acceptance.js';
import { loadPicture } from '../../src/manual/picture.js';
import { PLAYERS, play, positionState, refusal } from './positions.js';
import { pictureById, roadsAlong, roadsAlongExt, specialBuilders } from '../../src/manual/pictures.js';


const total = (b: Record<string, number>) => Object.values(b).reduce((t, k) => t + k, 0);

// Red (seat 0) with a settlement and a road on the 6 hills; the other seats with one each.
const RED = { settlements: ['0,-1,N'], roads: ['0,-1,NE'] };
const BLUE = { settlements: ['0,2,N'], roads: ['0,1,E'] };
const WHITE = { settlements: ['-1,0,N'], roads: ['-1,-1,SE'] };
const ORANGE = { settlements: ['-1,2,N'], roads: ['-1,2,NE'] };

describe('manual answers agree with the engine (issue 16)', () => {
  it('player-count: no game for two (the answer said two-player games were house rules; the game offers none)', () => {
    expect(() => newGame({ colors: ['red', 'blue'], board: 'beginner', seed: 1 })).toThrow(/3 to 6|3 or 4|players/);
    expect(() => newGame({ colors: ['red', 'blue'], board: { generate: 'variable', seed: '2' }, rules: {}, seed: 1 })).toThrow();
  });
  it('off-turn-actions: out of turn nobody builds, buys, plays or trades with the bank; the active player trades with them', () => {
    const s = positionState({
      current: 0, phase: 'main', turn: 8,
      players: [{ ...RED, resources: { wool: 1 } }, { ...BLUE, resources: { brick: 4, wood: 1, wool: 1, grain: 1, ore: 1 }, devCards: { monopoly: 1 } }, WHITE, ORANGE],
    });
    expect(refusal(s, { p: 1, type: 'build', piece: 'road', at: '0,1,SE' })).toBe('not-your-turn');
    expect(refusal(s, { p: 1, type: 'buy' })).toBe('not-your-turn');
    expect(refusal(s, { p: 1, type: 'play', card: 'monopoly', resource: 'ore' })).toBe('not-your-turn');
    expect(refusal(s, { p: 1, type: 'bankTrade', give: { brick: 4 }, get: { ore: 1 } })).toBe('not-your-turn');
    expect(refusal(s, { p: 0, type: 'trade', with: 1, give: { wool: 1 }, get: { grain: 1 } })).toBeNull();
  });

  it('knight-on-other-turn: after another player’s 7, a Knight cannot be played', () => {
    const s = positionState({
      current: 0, phase: 'robber', turn: 8, rolled: true,
      players: [RED, { ...BLUE, devCards: { knight: 1 } }, WHITE, ORANGE],
    });
    expect(refusal(s, { p: 1, type: 'play', card: 'knight' })).toBe('not-your-turn');
  });

  it('rob-road-or-city: a city and a settlement on the hex still lose one card', () => {
    const { state } = loadPicture(pictureById('robber-road-only')!);
    const before = summarize(state).players[3]!.resources;
    const after = summarize(play(state, { p: 0, type: 'robber', hex: '1,-1', victim: 3, stolen: 'ore' })).players[3]!.resources;
    expect(total(before) - total(after)).toBe(1);
    expect(refusal(state, { p: 0, type: 'robber', hex: '1,-1', victim: 1, stolen: 'wool' })).toBe('bad-victim');
  });

  it('robber-harbor: the hex under the robber produces nothing, the harbor beside it still trades 2:1', () => {
    const s = positionState({
      current: 0, phase: 'roll', turn: 12, robber: '2,-1',
      players: [{ settlements: ['3,-2,S'], roads: roadsAlong('3,-2,S', '2,-1,N'), resources: { ore: 2 } }, BLUE, WHITE, ORANGE],
    });
    const rolled = play(s, { p: 0, type: 'roll', dice: [4, 6] });
    expect(summarize(rolled).players[0]!.resources.brick).toBe(0);
    expect(refusal(rolled, { p: 0, type: 'bankTrade', give: { ore: 2 }, get: { brick: 1 } })).toBeNull();
  });

  it('new-settlement-production: a settlement built after the roll collects from the next roll on', () => {
    const { state } = loadPicture(pictureById('roads-meet')!);
    const built = play(state, { p: 0, type: 'build', piece: 'settlement', at: '1,0,S' });
    expect(summarize(built).players[0]!.resources.wool).toBe(0); // paid, and nothing for the roll already made
    const next = play(built, { p: 0, type: 'end' }, { p: 1, type: 'roll', dice: [2, 3] }); // 5: the pasture under it
    expect(summarize(next).players[0]!.resources.wool).toBe(1);
  });

  it('no-hand-limit: 20 cards may be kept through the end of the turn and any roll but a 7', () => {
    const s = positionState({
      current: 0, phase: 'main', turn: 8,
      players: [{ ...RED, resources: { brick: 4, wood: 4, wool: 4, grain: 4, ore: 4 } }, BLUE, WHITE, ORANGE],
    });
    const next = play(s, { p: 0, type: 'end' }, { p: 1, type: 'roll', dice: [4, 4] });
    expect(summarize(next).phase).toBe('main');
    expect(total(summarize(next).players[0]!.resources)).toBeGreaterThanOrEqual(20);
  });

  it('road-building-both-now: nothing else happens until both free roads are placed', () => {
    const s = positionState({
      current: 0, phase: 'main', turn: 8,
      players: [{ ...RED, devCards: { roadBuilding: 1 }, resources: { ore: 4 } }, BLUE, WHITE, ORANGE],
    });
    const playing = play(s, { p: 0, type: 'play', card: 'roadBuilding' });
    expect(summarize(playing).phase).toBe('roadBuilding');
    expect(refusal(playing, { p: 0, type: 'end' })).toBe('wrong-phase');
    expect(refusal(playing, { p: 0, type: 'bankTrade', give: { ore: 4 }, get: { wood: 1 } })).toBe('wrong-phase');
    const one = play(playing, { p: 0, type: 'build', piece: 'road', at: '1,-2,SE' });
    expect(summarize(one).phase).toBe('roadBuilding');
    expect(refusal(one, { p: 0, type: 'end' })).toBe('wrong-phase');
    const two = play(one, { p: 0, type: 'build', piece: 'road', at: '1,-1,NE' });
    expect(summarize(two).phase).toBe('main');
    expect(summarize(two).players[0]!.supply.roads).toBe(15 - 3);
  });

  it('year-of-plenty-build-now: its two cards pay for a road the same turn', () => {
    const s = positionState({ current: 0, phase: 'main', turn: 8, players: [{ ...RED, devCards: { yearOfPlenty: 1 } }, BLUE, WHITE, ORANGE] });
    const built = play(s, { p: 0, type: 'play', card: 'yearOfPlenty', take: { brick: 1, wood: 1 } }, { p: 0, type: 'build', piece: 'road', at: '1,-2,SE' });
    expect(summarize(built).players[0]!.supply.roads).toBe(15 - 2);
  });

  it('seven-early-game: with 7 cards or fewer nobody discards; the robber may go where no opponent is, and robs nobody', () => {
    const s = positionState({
      current: 0, phase: 'roll', turn: 1,
      players: [{ ...RED, resources: { grain: 3 } }, { ...BLUE, resources: { wool: 7 } }, WHITE, ORANGE],
    });
    const seven = play(s, { p: 0, type: 'roll', dice: [3, 4] });
    expect(summarize(seven).phase).toBe('robber');
    // The 10 mountains at the top: only Red, the roller, has a building there.
    const moved = play(seven, { p: 0, type: 'robber', hex: '0,-2' });
    expect(summarize(moved).robber).toBe('0,-2');
    expect(summarize(moved).players.map((p) => total(p.resources))).toEqual([3, 7, 0, 0]);
    // White, on the 11 forest, has no cards: White may be chosen, and nothing is stolen.
    expect(refusal(seven, { p: 0, type: 'robber', hex: '-1,0', victim: 2 })).toBeNull();
  });

  it('no-trade-in-setup: no trade with players or the bank during set-up', () => {
    const r = parseRecord({ format: 1, board: { generate: 'variable', seed: 'manual' }, players: PLAYERS, actions: [] });
    if (!r.ok) throw new Error(r.error);
    expect(summarize(r.start).phase).toBe('setup');
    expect(refusal(r.start, { p: 0, type: 'trade', with: 1, give: { wool: 1 }, get: { grain: 1 } })).toBe('wrong-phase');
    expect(refusal(r.start, { p: 0, type: 'bankTrade', give: { wool: 4 }, get: { grain: 1 } })).toBe('wrong-phase');
  });

  it('bot-trade-acceptance: the example of the entry (2 ore, 2 grain, 2 wool) is the §13 rule', () => {
    const hand = { brick: 0, wood: 0, wool: 2, grain: 2, ore: 2 };
    expect(checkAcceptance(hand, { wool: 1 }, { ore: 1 }).accept).toBe(true);
    const greedy = checkAcceptance(hand, { wool: 2 }, { ore: 1 });
    expect([greedy.accept, greedy.a, greedy.b]).toEqual([false, false, false]);
  });
});

// RULES.md §14 on the manual's board of the extension's island (pictures.ts), six players.
const EXT_BOARD = { generate: 'variable', seed: 'manual', island: 'extension' } as const;
const SIX = [{ color: 'red' }, { color: 'blue' }, { color: 'white' }, { color: 'orange' }, { color: 'green' }, { color: 'brown' }] as GameRecord['players'];
function extState(position: PositionJson, rules?: GameRecord['rules']): GameState {
  const r = parseRecord({ format: 1, board: EXT_BOARD, players: SIX, ...(rules ? { rules } : {}), position, actions: [] });
  if (!r.ok) throw new Error(`${r.at}: ${r.error}`);
  return r.start;
}
/** End every part of the special building phase, up to the next turn's roll. */
function finishPhase(s: GameState): GameState {
  let t = s;
  for (let p = viewFor(t, 'spectator').specialBuilder; p !== null; p = viewFor(t, 'spectator').specialBuilder) t = play(t, { p, type: 'end' });
  return t;
}
// Orange (seat 3) with a road to a free corner; the others with a settlement and a road each.
const ORANGE_ROADS = ['-2,-1,SE', '-1,-1,SE', ...roadsAlongExt('-2,0,N', '-1,-2,S')];
const HOMES = [
  { settlements: ['-2,1,N'], roads: ['-2,0,SE'] }, { settlements: ['-3,2,S'], roads: ['-3,2,SE'] }, { settlements: ['2,-3,S'], roads: ['2,-3,SE'] },
  { settlements: ['-2,-1,S', '-1,0,N'], roads: ORANGE_ROADS }, { settlements: ['1,-3,S'], roads: ['1,-3,SE'] }, { settlements: ['0,2,N'], roads: ['0,1,SE'] },
];
const SETTLEMENT = { brick: 1, wood: 1, wool: 1, grain: 1 };

describe('manual answers agree with the engine (issue 15, RULES.md §14)', () => {
  it('five-six-components: with five or six the island has 30 hexes and 2 deserts, 3 or 4 play the base island only', () => {
    const b = resolveBoard(EXT_BOARD);
    expect(b.geo.hexCount).toBe(30);
    expect([...b.terrain].filter((t) => TERRAINS[t] === 'desert')).toHaveLength(2);
    expect(() => newGame({ colors: ['red', 'blue', 'white', 'orange'], board: b, seed: 1 })).toThrow();
    expect(newGame({ colors: ['red', 'blue', 'white', 'orange', 'green'], board: b, seed: 1 }).players).toBe(5);
  });

  it('five-six-setup: no beginner map; the robber starts on the first desert; no token on a desert', () => {
    expect(() => generateBoard({ kind: 'beginner', island: 'extension' })).toThrow();
    expect(() => newGame({ colors: ['red', 'blue', 'white', 'orange', 'green', 'brown'], board: 'beginner', seed: 1 })).toThrow();
    const b = resolveBoard(EXT_BOARD);
    const deserts = [...b.terrain].flatMap((t, h) => (TERRAINS[t] === 'desert' ? [h] : []));
    expect(b.robber).toBe(deserts[0]);
    for (const h of deserts) expect(b.token[h]).toBe(0);
  });

  it('special-building-phase: after White ends, the others build in turn order from White’s left, then Orange’s turn begins', () => {
    const rich = { brick: 1, wood: 1 };
    const s = extState({ current: 2, phase: 'main', turn: 14, players: HOMES.map((h, p) => ({ ...h, resources: p === 2 ? {} : rich })) });
    const t = play(s, { p: 2, type: 'end' });
    expect(specialBuilders(t)).toEqual([3, 4, 5, 0, 1]);
    const next = finishPhase(t);
    expect([summarize(next).phase, summarize(next).current, summarize(next).turn]).toEqual(['roll', 3, 15]);
  });

  it('special-building-limits: in the phase the builder cannot trade or play a card, but may buy', () => {
    const s = extState({
      current: 2, phase: 'specialBuild', builder: 3, turn: 14,
      players: HOMES.map((h, p) => (p === 3 ? { ...h, resources: { brick: 4, wool: 1, grain: 1, ore: 1 }, devCards: { roadBuilding: 1, monopoly: 1 } } : h)),
    });
    expect(refusal(s, { p: 3, type: 'bankTrade', give: { brick: 4 }, get: { wood: 1 } })).toBe('wrong-phase');
    expect(refusal(s, { p: 3, type: 'play', card: 'roadBuilding' })).toBe('wrong-phase');
    expect(refusal(s, { p: 3, type: 'play', card: 'monopoly', resource: 'ore' })).toBe('wrong-phase');
    expect(legalActions(s).some((a) => a.type === 'roll')).toBe(false);
    expect(refusal(s, { p: 3, type: 'buy', card: 'knight' })).toBeNull();
  });

  it('special-building-win: 10 points reached in the phase win only at the start of the builder’s own turn', () => {
    // Orange: two cities and five Victory Point cards (9 points) builds a settlement in the phase.
    const s = extState({
      current: 2, phase: 'specialBuild', builder: 3, turn: 20,
      players: HOMES.map((h, p) => (p === 3 ? { cities: h.settlements, roads: h.roads, devCards: { victoryPoint: 5 }, resources: SETTLEMENT } : h)),
    });
    expect(summarize(s).players[3]!.vp).toBe(9);
    const built = play(s, { p: 3, type: 'build', piece: 'settlement', at: '-1,-2,S' });
    expect([summarize(built).players[3]!.vp, summarize(built).winner, summarize(built).phase]).toEqual([10, null, 'specialBuild']);
    const next = finishPhase(built);
    expect([summarize(next).winner, summarize(next).phase]).toEqual([3, 'ended']);
  });

  it('special-building-cards: a card bought in the phase cannot be played there, and can on the buyer’s next turn', () => {
    const s = extState({ current: 2, phase: 'specialBuild', builder: 3, turn: 14, players: HOMES.map((h, p) => (p === 3 ? { ...h, resources: { wool: 1, grain: 1, ore: 1 } } : h)) });
    const bought = play(s, { p: 3, type: 'buy', card: 'knight' });
    expect(refusal(bought, { p: 3, type: 'play', card: 'knight' })).toBe('wrong-phase');
    const next = finishPhase(bought);
    expect(summarize(next).current).toBe(3);
    expect(refusal(next, { p: 3, type: 'play', card: 'knight' })).toBeNull();
  });

  it('special-building-house-rule: with 3 or 4 players the phase is off unless chosen', () => {
    const pos: PositionJson = { current: 0, phase: 'main', turn: 8, players: [RED, { ...BLUE, resources: { brick: 1, wood: 1 } }, WHITE, ORANGE] };
    expect(summarize(play(positionState(pos), { p: 0, type: 'end' })).phase).toBe('roll');
    const r = parseRecord({ format: 1, board: 'beginner', players: PLAYERS, rules: { specialBuild: true }, position: pos, actions: [] });
    if (!r.ok) throw new Error(r.error);
    const t = play(r.start, { p: 0, type: 'end' });
    expect([summarize(t).phase, viewFor(t, 'spectator').specialBuilder]).toEqual(['specialBuild', 1]);
    // On by default with six, and may be switched off there too.
    const off = extState({ current: 2, phase: 'main', turn: 14, players: HOMES.map((h) => ({ ...h, resources: { brick: 1, wood: 1 } })) }, { specialBuild: false });
    expect(summarize(play(off, { p: 2, type: 'end' })).phase).toBe('roll');
  });
});
