/**
 * Actions as the record names them (spec/RECORD.md) and their translation to and from the
 * fast path's codes. Outcomes (dice, card, stolen) are optional here: absent in live play,
 * present in records.
 */
import {
  ROAD, T_BANK, T_BUILD, T_BUY, T_DISCARD, T_END, T_PLAY, T_ROBBER, T_ROLL,
  bankGet, bankGive, buildAt, buildPiece, codeSeat, codeType, discardCount, playArg, playCard, robberHex, robberVictim,
} from './codes.js';
import { O_RATE, type GameState } from './state.js';
import { DEV_CARDS, MONOPOLY, PIECES, RESOURCES, YEAR_OF_PLENTY, type Bundle, type DevCard, type Piece, type Resource } from './vocabulary.js';

export type Action =
  | { p: number; type: 'build'; piece: Piece; at: string }
  | { p: number; type: 'roll'; dice?: [number, number] }
  | { p: number; type: 'discard'; cards: Bundle }
  | { p: number; type: 'robber'; hex: string; victim?: number; stolen?: Resource }
  | { p: number; type: 'buy'; card?: DevCard }
  | { p: number; type: 'play'; card: DevCard; take?: Bundle; resource?: Resource }
  | { p: number; type: 'bankTrade'; give: Bundle; get: Bundle }
  | { p: number; type: 'trade'; with: number; give: Bundle; get: Bundle }
  | { p: number; type: 'end' };

export type ActionType = Action['type'];
export const ACTION_TYPES: readonly ActionType[] = ['build', 'roll', 'discard', 'robber', 'buy', 'play', 'bankTrade', 'trade', 'end'];

function bundleOf(counts: (r: number) => number): Bundle {
  const b: Bundle = {};
  for (let r = 0; r < 5; r++) {
    const k = counts(r);
    if (k) b[RESOURCES[r]!] = k;
  }
  return b;
}

/** The record form of an action code (outcomes not included). */
export function decodeAction(s: GameState, code: number): Action {
  const p = codeSeat(code);
  switch (codeType(code)) {
    case T_END: return { p, type: 'end' };
    case T_ROLL: return { p, type: 'roll' };
    case T_BUILD: {
      const piece = PIECES[buildPiece(code)]!;
      const at = buildPiece(code) === ROAD ? s.g.edgeNames[buildAt(code)]! : s.g.vertexNames[buildAt(code)]!;
      return { p, type: 'build', piece, at };
    }
    case T_BUY: return { p, type: 'buy' };
    case T_PLAY: {
      const card = playCard(code);
      const arg = playArg(code);
      if (card === YEAR_OF_PLENTY) {
        const a = Math.floor(arg / 6), b = arg % 6;
        return { p, type: 'play', card: 'yearOfPlenty', take: bundleOf((r) => (r === a ? 1 : 0) + (r === b ? 1 : 0)) };
      }
      if (card === MONOPOLY) return { p, type: 'play', card: 'monopoly', resource: RESOURCES[arg]! };
      return { p, type: 'play', card: DEV_CARDS[card]! };
    }
    case T_ROBBER: {
      const victim = robberVictim(code);
      const hex = s.g.hexNames[robberHex(code)]!;
      return victim >= 0 ? { p, type: 'robber', hex, victim } : { p, type: 'robber', hex };
    }
    case T_DISCARD: return { p, type: 'discard', cards: bundleOf((r) => discardCount(code, r)) };
    case T_BANK: {
      const give = bankGive(code), get = bankGet(code);
      return { p, type: 'bankTrade', give: { [RESOURCES[give]!]: s.b[O_RATE + p * 5 + give]! }, get: { [RESOURCES[get]!]: 1 } };
    }
    default: throw new Error(`decodeAction: bad code ${code}`);
  }
}

