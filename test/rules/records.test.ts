// spec/RECORD.md: positions are checked when loaded (each kind of bad position is refused with
// at: 'position'), the replay contract (state, record; an illegal action stops the replay at its
// index with nothing applied from it on; outcomes required), and live games' records replay.
import { describe, expect, it } from 'vitest';
import {
  Game, boardToJson, legalActions, loadPosition, makePosition, newGame, resolveBoard, makeRecord, parseRecord, replayRecord, seatToMove, summarize, viewFor,
  type Action, type GameRecord,
} from '../../src/engine/index.js';
import { FOUR, GEO, LOW, MID, TOP, act, deny, edgesAt, info, path, play, rec, refusal, seats, start, type Pos, type Seat } from './fixtures.js';

const posOf = (players: Record<number, Seat>, extra: Partial<Pos> = {}) => rec({ ...extra, players: seats(4, players) });
const network = (v: string, n: number) => {
  const out: string[] = [];
  const walk = [...TOP, ...[...MID].reverse()];
  for (let i = walk.indexOf(v); out.length < n; i++) out.push(...path(walk[i]!, walk[i + 1]!));
  return out;
};

describe('RECORD.md: a bad position is refused with at: "position"', () => {
  const SIX = ['-1,-1,N', '-1,2,S', '-2,2,S', '0,-1,N', '2,0,S', '1,-1,S'];
  const cases: [string, GameRecord, RegExp][] = [
    ['six settlements for one colour (§1: 5)', posOf({ 0: { settlements: SIX } }), /settlements/],
    ['five cities for one colour (§1: 4)', posOf({ 0: { cities: SIX.slice(0, 5) } }), /cities/],
    ['sixteen roads for one colour (§1: 15)', posOf({ 0: { settlements: [TOP[0]!], roads: network(TOP[0]!, 16) } }), /roads/],
    ['hands holding 20 of a resource (§1: 19)', posOf({ 0: { resources: { ore: 10 } }, 1: { resources: { ore: 10 } } }), /hold 20 ore/],
    ['a negative resource count', posOf({ 0: { resources: { ore: -1 } } }), /whole number/],
    ['an unknown resource', posOf({ 0: { resources: { gold: 1 } as never } }), /not a resource/],
    ['15 knights between hands (§1: 14)', posOf({ 0: { devCards: { knight: 10 } }, 1: { devCards: { knight: 5 } } }), /knight/],
    ['6 VP cards between hand and deck (§1: 5)', posOf({ 0: { devCards: { victoryPoint: 3 } } }, { devDeck: { victoryPoint: 3 } }), /victoryPoint/],
    ['more bought this turn than held', posOf({ 0: { devCards: { knight: 1 }, boughtThisTurn: { knight: 2 } } }), /boughtThisTurn/],
    ['two buildings on one vertex', posOf({ 0: { settlements: [TOP[1]!] }, 1: { settlements: [TOP[1]!], roads: [] } }), /two buildings/],
    ['two roads on one edge', posOf({ 0: { settlements: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!) }, 1: { settlements: [TOP[3]!], roads: path(TOP[3]!, TOP[2]!, TOP[1]!) } }), /two roads/],
    ['buildings breaking the distance rule', posOf({ 0: { settlements: [TOP[1]!, TOP[2]!] } }), /distance rule/],
    ['a building touching none of its owner\'s roads', posOf({ 0: { settlements: [TOP[1]!], roads: [] } }), /touches none/],
    ['a building touching only an opponent\'s road', posOf({ 0: { settlements: [TOP[1]!], roads: [] }, 1: { settlements: [TOP[3]!], roads: path(TOP[3]!, TOP[2]!, TOP[1]!) } }), /touches none/],
    ['a road joined to none of its owner\'s buildings', posOf({ 0: { settlements: [TOP[1]!], roads: [...path(TOP[1]!, TOP[2]!), ...path(LOW[0]!, LOW[1]!)] } }), /not joined/],
    ['a Longest Road holder with a road shorter than 5', posOf({ 0: { settlements: [TOP[1]!], roads: path(...TOP.slice(1, 5)) } }, { longestRoad: 0 }), /at least 5/],
    ['a Longest Road holder with a strictly longer road elsewhere', posOf({ 0: { settlements: [TOP[1]!], roads: path(...TOP.slice(1, 7)) }, 1: { settlements: [LOW[0]!], roads: path(...LOW.slice(0, 8)) } }, { longestRoad: 0 }), /longer/],
    ['no Longest Road holder when one player alone has 5', posOf({ 0: { settlements: [TOP[1]!], roads: path(...TOP.slice(1, 7)) } }, { longestRoad: null }), /cannot be null/],
    ['a Largest Army holder with 2 knights', posOf({ 0: { knightsPlayed: 2 } }, { largestArmy: 0 }), /at least 3/],
    ['a Largest Army holder with fewer knights than another', posOf({ 0: { knightsPlayed: 3 }, 1: { knightsPlayed: 4 } }, { largestArmy: 0 }), /more knights/],
    ['no Largest Army holder when someone has played 3 knights', posOf({ 1: { knightsPlayed: 3 } }), /cannot be null/],
    ['an unknown phase', posOf({}, { phase: 'trading' as never }), /phase/],
    ['a discard phase with nobody owing', posOf({ 0: { resources: { ore: 8 } } }, { phase: 'discard', owes: {} }), /owes/],
    ['a discard owed beyond the hand', posOf({ 0: { resources: { ore: 8 } } }, { phase: 'discard', owes: { 0: 9 } }), /cannot owe 9/],
    ['a discard other than half the hand (§4.3)', posOf({ 0: { resources: { ore: 9 } } }, { phase: 'discard', owes: { 0: 3 } }), /half, rounded down/],
    ['a discard owed by a hand within the limit (§4.3)', posOf({ 0: { resources: { ore: 6 } } }, { phase: 'discard', owes: { 0: 3 } }), /more than 7/],
    ['"rolled": false in the action phase', posOf({}, { phase: 'main', rolled: false }), /contradicts/],
    ['"rolled": true before the roll', posOf({}, { phase: 'roll', rolled: true }), /contradicts/],
    ['cards bought this turn by a seat not moving', posOf({ 1: { devCards: { knight: 1 }, boughtThisTurn: { knight: 1 } } }), /cannot have bought/],
    ['a vertex name that does not exist', posOf({ 0: { settlements: ['0,0,E'], roads: [] } }), /not a vertex/],
    ['an edge name that does not exist', posOf({ 0: { settlements: [TOP[1]!], roads: ['0,0,W'] } }), /not an edge/],
    ['a robber at sea', posOf({}, { robber: '3,0' }), /not a land hex/],
    ['a current seat that does not exist', posOf({}, { current: 4 }), /current/],
    ['an ended game whose winner is short of the points', posOf({ 0: { settlements: [TOP[1]!] } }, { phase: 'ended', winner: 0 }), /short of/],
    ['an ended game with no winner', posOf({}, { phase: 'ended' }), /winner/],
    ['a seat missing from the players', rec({ players: seats(3) }, { colors: FOUR }), /all 4 seats/],
    ['a deck given as a number, not a composition', posOf({}, { devDeck: 5 as never }), /devDeck must be an object/],
    ['a hand of development cards given as a number', posOf({ 0: { devCards: 5 as never } }), /devCards must be an object/],
    ['resources given as a list', posOf({ 0: { resources: [1, 2] as never } }), /resources must be an object/],
    ['seats owing given as a list', posOf({ 0: { resources: { ore: 8 } } }, { phase: 'discard', owes: [4] as never }), /owes must be an object/],
    ['"rolled" as a word', posOf({}, { phase: 'robber', rolled: 'no' as never }), /rolled must be true or false/],
    ['"playedCardThisTurn" as a word', posOf({ 0: { playedCardThisTurn: 'no' as never } }), /playedCardThisTurn must be true or false/],
    ['a roadBuilding phase with no free road left', posOf({ 0: { settlements: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!) } }, { phase: 'roadBuilding', freeRoads: 0, rolled: true }), /freeRoads must be 1 or 2/],
    ['a roadBuilding phase saying no card was played (§8)', posOf({ 0: { settlements: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!), playedCardThisTurn: false } }, { phase: 'roadBuilding', rolled: true }), /contradicts the roadBuilding phase/],
    ['a set-up position whose current seat is not the one whose placement is due (§3)', posOf({ 0: { settlements: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!) }, 1: { settlements: [LOW[0]!], roads: [] } }, { phase: 'setup', setupStep: 3, current: 0 }), /current: seat 0 contradicts setupStep 3, which is seat 1's placement/],
    ['a set-up position with a settlement whose road was due before the step (§3)', posOf({ 0: { settlements: [TOP[1]!], roads: [] } }, { phase: 'setup', setupStep: 2 }), /seat 0 has 1 settlement and 0 roads, but after setupStep 2 it has placed 1 and 1/],
    ['a set-up position with pieces its step has not placed (§3)', posOf({ 0: { settlements: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!) } }, { phase: 'setup', setupStep: 0 }), /seat 0 has 1 settlement and 1 road, but after setupStep 0 it has placed 0 and 0/],
    ['a set-up position missing a placement its step has made (§3)', posOf({ 0: { settlements: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!) } }, { phase: 'setup', setupStep: 3 }), /seat 1 has 0 settlements and 0 roads, but after setupStep 3 it has placed 1 and 0/],
    ['a set-up position with a city (§3)', posOf({ 0: { cities: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!) } }, { phase: 'setup', setupStep: 2 }), /city in set-up/],
    ['a set-up position with development cards (§3, §8)', posOf({ 0: { settlements: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!), devCards: { knight: 1 } } }, { phase: 'setup', setupStep: 2 }), /development cards in set-up/],
    ['a set-up position with knights played (§3, §8)', posOf({ 0: { settlements: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!), knightsPlayed: 3 } }, { phase: 'setup', setupStep: 2, largestArmy: 0 }), /development cards in set-up/],
    ['a set-up position with cards before the second settlement (§3)', posOf({ 0: { settlements: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!), resources: { ore: 1 } } }, { phase: 'setup', setupStep: 2 }), /holds cards in set-up before its second settlement/],
    ['a set-up position on turn 5 (RECORD.md: set-up is turn 0)', posOf({}, { phase: 'setup', setupStep: 0, turn: 5 }), /turn: 5 contradicts the setup phase/],
    ['a rolling phase on turn 0 (RECORD.md: the first rolling turn is 1)', posOf({}, { phase: 'main', turn: 0 }), /turn: 0 is set-up's/],
    ['a robber phase before the roll saying no card was played (§8)', posOf({ 0: { playedCardThisTurn: false } }, { phase: 'robber', rolled: false }), /contradicts the robber phase before the roll/],
  ];

  it.each(cases)('RECORD.md refuses %s', (_name, record, why) => {
    const r = parseRecord(record);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.at).toBe('position');
    expect(!r.ok && r.error).toMatch(why);
    const replayed = replayRecord(record);
    expect(!replayed.ok && replayed.at).toBe('position');
  });

  it('RECORD.md loadPosition itself refuses with the record loaders\' at and code (it gave {ok: false, error} alone)', () => {
    const fresh = newGame({ colors: FOUR, board: 'beginner', seed: 1 });
    const [, record, why] = cases[3]!;
    expect(loadPosition(fresh, record.position!)).toEqual({ ok: false, at: 'position', code: 'bad-position', error: expect.stringMatching(why) });
    expect(loadPosition(fresh, null as never)).toEqual({ ok: false, at: 'position', code: 'bad-position', error: '"position" must be an object, not null' });
    const good = loadPosition(fresh, makePosition(fresh));
    expect(good.ok && summarize(good.state)).toEqual(summarize(fresh));
  });

  it('RECORD.md §3 every set-up position a game passes through loads back; its hands are the starting cards of a settlement', () => {
    for (const seed of ['sp1', 'sp2', 'sp3']) {
      const g = Game.create({ colors: FOUR, board: { generate: 'variable', seed }, seed });
      while (g.state.phase === 0) {
        const position = makePosition(g.state);
        const record = { ...(JSON.parse(makeRecord(g)) as GameRecord), actions: [], position } as GameRecord;
        const back = parseRecord(record);
        expect(back.ok, `setupStep ${position.setupStep}: ${!back.ok && back.error}`).toBe(true);
        // A hand that is not what a settlement brings is refused once the second round has paid one.
        const paid = position.players!.findIndex((pl) => Object.values(pl.resources!).some((k) => k > 0));
        if (paid >= 0) {
          const wrong = structuredClone(position);
          const hand = wrong.players![paid]!.resources!;
          const r = (Object.keys(hand) as (keyof typeof hand)[]).find((k) => hand[k] === 0)!;
          hand[r] = 1;
          const refused = parseRecord({ ...record, position: wrong });
          expect(!refused.ok && refused.error).toMatch(new RegExp(`seat ${paid}'s cards are not the starting cards of either of its settlements \\(§3`));
        }
        // Seat 3 has just placed its second road (step 10): moved off its second settlement, onto
        // the end of its first road, it leaves that settlement without one (§3).
        if (position.setupStep === 10) {
          const moved = structuredClone(position);
          const p3 = moved.players![3]!;
          const firstRoad = p3.roads![0]!;
          const first = p3.settlements!.find((v) => GEO.edges[firstRoad]!.vertices.includes(v))!;
          const second = p3.settlements!.find((v) => v !== first)!;
          const far = GEO.edges[firstRoad]!.vertices.find((v) => v !== first)!;
          const taken = new Set(moved.players!.flatMap((pl) => pl.roads!));
          const onward = Object.keys(GEO.edges).find((e) => !taken.has(e) && !GEO.edges[e]!.vertices.includes(second)
            && GEO.edges[e]!.vertices.some((v) => v === far || v === first))!;
          p3.roads = [firstRoad, onward];
          const refused = parseRecord({ ...record, position: moved });
          expect(!refused.ok && refused.error).toBe(`seat 3's building at ${second} touches none of its roads (§3: each set-up settlement gets its road before the next placement)`);
        }
        g.apply(legalActions(g.state)[0]!);
      }
    }
  });

  it('RECORD.md accepts a network an opponent\'s later building has cut', () => {
    start(posOf({
      0: { settlements: [TOP[1]!], roads: path(...TOP.slice(1, 5)) },
      1: { settlements: [TOP[3]!], roads: [edgesAt(TOP[3]!).find((e) => !path(...TOP.slice(1, 5)).includes(e))!] },
    }));
  });

  it('RECORD.md fields left out take their opening values; played cards may leave fewer than 25', () => {
    const s = start(posOf({}));
    expect(info(s)).toMatchObject({ phase: 'main', current: 0, turn: 1, robber: '0,0', devDeck: 25, longestRoad: null, largestArmy: null, winner: null });
    expect(info(s).bank).toEqual({ brick: 19, wood: 19, wool: 19, grain: 19, ore: 19 });
    expect(info(start(posOf({}, { devDeck: { knight: 3 } }))).devDeck).toBe(3);
    // "players" left out too: every seat with nothing (a play-test: it was refused as not listing the seats).
    const bare = { format: 1, board: 'beginner', players: FOUR.map((color) => ({ color })), position: { phase: 'roll', current: 2 }, actions: [] };
    const r = replayRecord(bare);
    if (!r.ok) throw new Error(r.error);
    expect(info(r.state)).toMatchObject({ phase: 'roll', current: 2 });
    expect(summarize(r.state).players.map((p) => [p.vp, Object.values(p.resources).reduce((a, b) => a + b, 0)])).toEqual(FOUR.map(() => [0, 0]));
    // A seat without its colour is named, not shown as "unknown colour undefined" (a play-test).
    expect(replayRecord({ ...bare, players: [{}, { color: 'blue' }, { color: 'white' }] })).toMatchObject({ ok: false, code: 'bad-players', error: 'players[0] has no "color": each seat is {"color": "red"} or another of red, blue, orange, white, green, brown (§1)' });
    expect(replayRecord({ ...bare, position: { players: [{}, {}] } })).toMatchObject({ ok: false, at: 'position', error: 'position.players must list all 4 seats (or be left out: every seat with nothing yet)' });
  });
});

describe('RECORD.md phases and the seat to move', () => {
  it('RECORD.md in the discard phase the seat to move is the first owing seat from the current player', () => {
    const s = start(posOf({ 0: { resources: { ore: 8 } }, 1: { resources: { ore: 8 } }, 3: { resources: { brick: 8 } } }, { current: 2, phase: 'discard', owes: { 0: 4, 1: 4, 3: 4 } }));
    expect(seatToMove(s)).toBe(3);
    expect(seatToMove(act(s, { p: 3, type: 'discard', cards: { brick: 4 } }))).toBe(0);
    expect(seatToMove(act(s, { p: 0, type: 'discard', cards: { ore: 4 } }))).toBe(3);
  });

  it.each([[false, 'roll'], [true, 'main']] as const)('RECORD.md "rolled": %s sends the turn after the robber to %s', (rolled, next) => {
    const s = start(posOf({}, { phase: 'robber', rolled }));
    expect(info(act(s, { p: 0, type: 'robber', hex: '1,0' })).phase).toBe(next);
  });

  it('RECORD.md a roadBuilding phase with "freeRoads": 1 places one road, then resumes', () => {
    const s = start(posOf({ 0: { settlements: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!) } }, { phase: 'roadBuilding', freeRoads: 1, rolled: true }));
    const t = act(s, { p: 0, type: 'build', piece: 'road', at: path(TOP[2]!, TOP[3]!)[0]! });
    expect(info(t).phase).toBe('main');
    expect(info(t).players[0]!.resources).toEqual({ brick: 0, wood: 0, wool: 0, grain: 0, ore: 0 });
  });

  it.each([
    ['roadBuilding', true], ['roadBuilding', false], ['robber', false],
  ] as const)('RECORD.md §8 a %s phase (rolled: %s) follows a card played this turn: a second card is refused', (phase, rolled) => {
    const s = start(posOf({ 0: { settlements: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!), devCards: { monopoly: 1 } } }, { phase, rolled }));
    const after = phase === 'robber' ? act(s, { p: 0, type: 'robber', hex: '1,0' }, { p: 0, type: 'roll', dice: [2, 3] })
      : act(s, { p: 0, type: 'build', piece: 'road', at: path(TOP[2]!, TOP[3]!)[0]! }, { p: 0, type: 'build', piece: 'road', at: path(TOP[3]!, TOP[4]!)[0]! }, ...(rolled ? [] : [{ p: 0, type: 'roll', dice: [2, 3] } as Action]));
    expect(info(after).phase).toBe('main');
    expect(deny(after, { p: 0, type: 'play', card: 'monopoly', resource: 'ore' }).message).toMatch(/one development card/);
  });

  it('RECORD.md a robber phase after the roll may follow a 7: a card may still be played', () => {
    const s = start(posOf({ 0: { devCards: { monopoly: 1 } } }, { phase: 'robber', rolled: true }));
    const t = act(s, { p: 0, type: 'robber', hex: '1,0' }, { p: 0, type: 'play', card: 'monopoly', resource: 'ore' });
    expect(info(t).phase).toBe('main');
  });

  it('RECORD.md a set-up position continues the snake order from its step', () => {
    const s = start(posOf({ 0: { settlements: [TOP[1]!], roads: path(TOP[1]!, TOP[2]!) }, 1: { settlements: [LOW[0]!], roads: [] } }, { phase: 'setup', setupStep: 3 }));
    expect(seatToMove(s)).toBe(1);
    expect(legalActions(s).every((a) => a.type === 'build' && a.piece === 'road' && edgesAt(LOW[0]!).includes(a.at))).toBe(true);
  });
});

describe('RECORD.md replay contract', () => {
  const beginner = (actions: unknown[]) => ({ format: 1, board: 'beginner', players: FOUR.map((color) => ({ color })), actions });

  it('RECORD.md a replay returns the final state and the record', () => {
    const input = beginner([{ p: 0, type: 'roll', dice: [2, 3] }, { p: 0, type: 'end' }]);
    const r = replayRecord(JSON.stringify(input));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.record.actions).toHaveLength(2);
    expect(info(r.state)).toMatchObject({ turn: 2, current: 1, phase: 'roll' });
  });

  it('RECORD.md an illegal action stops the replay at its index, with nothing applied from it on', () => {
    const actions = [
      { p: 0, type: 'roll', dice: [2, 3] }, { p: 0, type: 'end' },
      { p: 1, type: 'build', piece: 'city', at: '0,2,N' }, // before rolling, and unaffordable
      { p: 1, type: 'roll', dice: [4, 4] },
    ];
    const r = refusal(beginner(actions));
    expect(r.at).toBe(2);
    expect(r.error).toMatch(/§/);
    expect(summarize(r.state!)).toEqual(summarize(play(beginner(actions.slice(0, 2)))));
  });

  it.each([
    ['a roll without its dice', { p: 0, type: 'roll' }],
    ['dice out of range', { p: 0, type: 'roll', dice: [0, 7] }],
    ['an unknown action type', { p: 0, type: 'pass' }],
    ['a seat that does not exist', { p: 7, type: 'roll', dice: [1, 2] }],
    ['an action that is not an object', 'roll'],
  ])('RECORD.md refuses %s at its index', (_name, action) => {
    const r = refusal(beginner([action]));
    expect(r.at).toBe(0);
    expect(r.error.length).toBeGreaterThan(10);
  });

  it('RECORD.md a record must name the card bought', () => {
    const r = posOf({ 0: { resources: { wool: 1, grain: 1, ore: 1 } } }, {});
    r.actions = [{ p: 0, type: 'buy' } as Action];
    expect(refusal(r).at).toBe(0);
    r.actions = [{ p: 0, type: 'buy', card: 'monopoly' }];
    expect(info(play(r)).players[0]!.devCards.monopoly).toBe(1);
  });

  it.each([
    ['text that is not JSON', '{"format": 1,', 'record'],
    ['a list instead of an object', '[]', 'record'],
    ['an unsupported format', JSON.stringify({ format: 2, board: 'beginner', players: [], actions: [] }), 'record'],
    ['no players list', JSON.stringify({ format: 1, board: 'beginner', actions: [] }), 'record'],
    ['no actions list', JSON.stringify({ format: 1, board: 'beginner', players: FOUR.map((color) => ({ color })) }), 'record'],
    ['two players', JSON.stringify({ format: 1, board: 'beginner', players: [{ color: 'red' }, { color: 'blue' }], actions: [] }), 'record'],
    ['no board', JSON.stringify({ format: 1, players: FOUR.map((color) => ({ color })), actions: [] }), 'board'],
    ['a board missing hexes', JSON.stringify({ format: 1, board: { hexes: {}, harbors: [] }, players: FOUR.map((color) => ({ color })), actions: [] }), 'board'],
  ])('RECORD.md a malformed file is refused: %s', (_name, text, at) => {
    const r = replayRecord(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.at).toBe(at);
  });

  it('§3 a record that starts from the opening has the robber on a desert; one that starts mid-game says in its position where it stands', () => {
    const board = boardToJson(resolveBoard({ generate: 'variable', seed: 'robber-start' }));
    const desert = Object.entries(board.hexes).find(([, h]) => h.terrain === 'desert')![0];
    const field = Object.entries(board.hexes).find(([, h]) => h.terrain === 'fields')![0];
    expect(board.robber).toBe(desert);
    const opening = { format: 1, board: { ...board, robber: field }, players: FOUR.map((color) => ({ color })), actions: [] };
    const r = replayRecord(opening);
    expect(r.ok).toBe(false);
    expect(!r.ok && [r.at, r.code]).toEqual(['board', 'bad-board']);
    expect(!r.ok && r.error).toMatch(new RegExp(`robber on a desert \\(§3\\), not on ${field}`));
    expect(replayRecord({ ...opening, board }).ok).toBe(true);
    // Mid-game the robber may stand anywhere on land: the position says where.
    const midGame = replayRecord({ ...opening, position: { phase: 'roll', players: seats(4) } });
    expect(midGame.ok && makePosition(midGame.state).robber).toBe(field);
  });

  it('RECORD.md "rules": null is refused: rules are an object, or left out', () => {
    const r = replayRecord({ ...beginner([]), rules: null });
    expect(!r.ok && [r.at, r.code]).toEqual(['record', 'bad-rules']);
    expect(!r.ok && r.error).toMatch(/rules must be an object/);
  });

  it('RECORD.md rules may be omitted: the defaults apply', () => {
    expect(viewFor(play(beginner([])), 0).rules).toEqual({ victoryPoints: 10, friendlyRobber: false, tradeThenBuild: false, discardOver: 7, discard: true, balancedDice: false, specialBuild: false });
  });
});

describe('RECORD.md live games keep a record that replays', () => {
  function liveGame(seed: string, steps: number) {
    const game = Game.create({ colors: FOUR, board: 'beginner', seed });
    let pick = 0;
    for (let i = 0; i < steps && info(game.state).phase !== 'ended'; i++) {
      const options = legalActions(game.state);
      const r = game.apply(options[(pick = (pick * 31 + 7 + i) % 9973) % options.length]!);
      if (!r.ok) throw new Error(r.error.message);
    }
    return game;
  }

  it('RECORD.md every chance outcome is written into the record, which replays to the same state', () => {
    for (const seed of ['a', 'b', 'c']) {
      const game = liveGame(seed, 1500);
      for (const a of game.record.actions) {
        if (a.type === 'roll') expect(a.dice).toHaveLength(2);
        if (a.type === 'buy') expect(a.card).toBeDefined();
      }
      const r = replayRecord(makeRecord(game));
      expect(r.ok && summarize(r.state)).toEqual(summarize(game.state));
    }
  });

  it('RECORD.md a position written from a state loads back to the same state', () => {
    for (const seed of ['d', 'e']) {
      const game = liveGame(seed, 700);
      const pos = makePosition(game.state);
      const back = start({ format: 1, board: 'beginner', players: FOUR.map((color) => ({ color })), position: pos, actions: [] });
      expect(summarize(back)).toEqual(summarize(game.state));
      expect(makePosition(back)).toEqual(pos);
    }
  });
});

describe('RECORD.md positions and §10, §3 at load', () => {
  it('§10 a position whose current player already has the points is won at once', () => {
    const r = parseRecord(posOf({ 0: { cities: ['-1,-1,N', '-1,2,S', '-2,2,S', '0,-1,N'], settlements: [TOP[5]!], devCards: { victoryPoint: 1 } } }, { phase: 'roll' }));
    if (!r.ok) throw new Error(r.error);
    expect(r.start.phase).toBe(6);
    expect(r.start.winner).toBe(0);
  });
  it('§3 a 3-player beginner game leaves white out', () => {
    const r = parseRecord({ format: 1, board: 'beginner', players: [{ color: 'red' }, { color: 'white' }, { color: 'blue' }], actions: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/leaves white out/);
  });
});
