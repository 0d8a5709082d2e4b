/**
 * The rulebook's beginner map (spec/beginner.json): fixed terrain, tokens and harbors, and each
 * colour's fixed starting settlements and roads. With 3 players white is left out (§3).
 * Starting resources are not listed here: they follow from the second settlement (§3).
 */
import { parseBoard, startingCards, type Board, type BoardJson } from './board.js';

export const BEGINNER_BOARD_JSON: BoardJson = {"hexes": {"0,-2": {"terrain": "mountains", "token": 10}, "1,-2": {"terrain": "pasture", "token": 2}, "2,-2": {"terrain": "forest", "token": 9}, "-1,-1": {"terrain": "fields", "token": 12}, "0,-1": {"terrain": "hills", "token": 6}, "1,-1": {"terrain": "pasture", "token": 4}, "2,-1": {"terrain": "hills", "token": 10}, "-2,0": {"terrain": "fields", "token": 9}, "-1,0": {"terrain": "forest", "token": 11}, "0,0": {"terrain": "desert"}, "1,0": {"terrain": "forest", "token": 3}, "2,0": {"terrain": "mountains", "token": 8}, "-2,1": {"terrain": "forest", "token": 8}, "-1,1": {"terrain": "mountains", "token": 3}, "0,1": {"terrain": "fields", "token": 4}, "1,1": {"terrain": "pasture", "token": 5}, "-2,2": {"terrain": "hills", "token": 5}, "-1,2": {"terrain": "fields", "token": 6}, "0,2": {"terrain": "pasture", "token": 11}}, "harbors": [{"edge": "0,-3,SE", "kind": "3:1"}, {"edge": "1,-2,NE", "kind": "grain"}, {"edge": "2,-1,NE", "kind": "ore"}, {"edge": "2,0,E", "kind": "3:1"}, {"edge": "1,1,SE", "kind": "wool"}, {"edge": "-1,2,SE", "kind": "3:1"}, {"edge": "-3,3,NE", "kind": "3:1"}, {"edge": "-3,1,NE", "kind": "brick"}, {"edge": "-2,-1,E", "kind": "wood"}], "robber": "0,0"};

export interface StartPieces { settlements: readonly string[]; roads: readonly string[]; second: string }

/** Starting pieces by colour; only red, blue, white and orange have a beginner position. */
export const BEGINNER_START: Readonly<Record<'red' | 'blue' | 'white' | 'orange', StartPieces>> = {"red": {"settlements": ["0,-1,N", "-2,1,N"], "roads": ["0,-1,NE", "-2,1,NE"], "second": "-2,1,N"}, "blue": {"settlements": ["0,2,N", "-2,2,N"], "roads": ["0,1,E", "-2,2,NE"], "second": "-2,2,N"}, "white": {"settlements": ["-1,0,N", "1,1,N"], "roads": ["-1,-1,SE", "1,0,E"], "second": "1,1,N"}, "orange": {"settlements": ["2,-2,S", "-1,2,N"], "roads": ["1,-1,NE", "-1,2,NE"], "second": "-1,2,N"}};

let cached: Board | undefined;
export function beginnerBoard(): Board {
  return (cached ??= parseBoard(BEGINNER_BOARD_JSON));
}

/**
 * The cards a colour starts with on the beginner map (§3): one of each resource its second
 * settlement touches, as five counts in RESOURCES order; null for a colour with no beginner
 * position. No set-up is played there, so a card counter starts from these.
 */
export function beginnerStartHand(color: string): number[] | null {
  const start = BEGINNER_START[color as 'red'];
  if (!start) return null;
  const board = beginnerBoard();
  const v = board.geo.vertexId(start.second);
  const hand = [0, 0, 0, 0, 0];
  startingCards(board, v, hand);
  return hand;
}
