// §1 Components: what a new game holds, and boards that break the component counts are refused.
import { describe, expect, it } from 'vitest';
import {
  BoardError, BEGINNER_BOARD_JSON, Game, parseBoard, summarize, viewFor, type BoardJson,
} from '../../src/engine/index.js';

const fresh = () => Game.create({ colors: ['red', 'blue', 'green', 'brown'], board: parseBoard(BEGINNER_BOARD_JSON), seed: 1 }).state;

describe('§1 components', () => {
  it('§1 the bank holds 19 of each resource and the deck 25 cards: 14 knights, 5 VP, 2 of each progress card', () => {
    const s = summarize(fresh());
    expect(s.bank).toEqual({ brick: 19, wood: 19, wool: 19, grain: 19, ore: 19 });
    expect(s.devDeck).toBe(25);
    expect(viewFor(fresh(), 0).devDeckCount).toBe(25);
  });
  it('§1 each colour has 5 settlements, 4 cities and 15 roads', () => {
    for (const p of summarize(fresh()).players) expect(p.supply).toEqual({ roads: 15, settlements: 5, cities: 4 });
  });
  it('§1 the six colours are on offer, 3 or 4 players', () => {
    expect(() => Game.create({ colors: ['orange', 'white', 'green'], board: parseBoard(BEGINNER_BOARD_JSON), seed: 1 })).not.toThrow();
    expect(() => Game.create({ colors: ['red', 'blue'], board: parseBoard(BEGINNER_BOARD_JSON), seed: 1 })).toThrow(/3 or 4 players/);
    expect(() => Game.create({ colors: ['red', 'blue', 'purple' as 'red'], board: parseBoard(BEGINNER_BOARD_JSON), seed: 1 })).toThrow(/unknown colour/);
  });
  const mutate = (f: (b: BoardJson) => void): BoardJson => {
    const b = JSON.parse(JSON.stringify(BEGINNER_BOARD_JSON)) as BoardJson;
    f(b);
    return b;
  };
  it.each([
    ['a fourth hills hex', mutate((b) => { b.hexes['1,-2'] = { terrain: 'hills', token: 2 }; }), /this board has (4 hills hexes; a board has 3|3 \w+ hexes; a board has 4)/],
    ['a second 2', mutate((b) => { b.hexes['0,-2']!.token = 2; }), /token/],
    ['a 7 token', mutate((b) => { b.hexes['0,-2']!.token = 7; }), /other than 7/],
    ['a token on the desert', mutate((b) => { b.hexes['0,0']!.token = 4; }), /desert/],
    ['a fifth 3:1 harbor', mutate((b) => { b.harbors[1]!.kind = '3:1'; }), /harbor/],
    ['a harbor inland', mutate((b) => { b.harbors[0]!.edge = '0,0,E'; }), /coastal/],
  ])('§1 a board with %s is refused', (_name, json, why) => {
    expect(() => parseBoard(json)).toThrow(BoardError);
    expect(() => parseBoard(json)).toThrow(why);
  });
});
