/**
 * The replay command's summary of a state (RECORD.md command-line contract): public facts
 * plus every hand, as the record's reader is entitled to see everything.
 */
import { O_BANK, O_CITY_LEFT, O_DEV, O_KNIGHTS, O_RES, O_ROADS_LEFT, O_ROAD_LEN, O_SETTLE_LEFT, S_BUILDER, S_CUR, S_DECK_N, S_LA, S_LR, S_N, S_PHASE, S_ROBBER, S_WINNER, checkState, totalVp, visibleVp, type GameState } from './state.js';
import { PHASES, P_ENDED, P_SBP, arrayToBundle, arrayToDevBundle, type ByDevCard, type ByResource, type Phase } from './vocabulary.js';

export interface Summary {
  ok: true;
  turn: number;
  current: number;
  phase: Phase;
  /** In the special building phase only (§14): the seat building now; `current` is the player whose turn ended. */
  builder?: number;
  winner: number | null;
  robber: string;
  bank: ByResource<number>;
  devDeck: number;
  longestRoad: number | null;
  largestArmy: number | null;
  players: {
    vp: number; visibleVp: number; resources: ByResource<number>; devCards: ByDevCard<number>;
    knightsPlayed: number; roadLength: number; supply: { roads: number; settlements: number; cities: number };
  }[];
}

const orNull = (x: number) => (x >= 0 ? x : null);

export function summarize(s: GameState): Summary {
  checkState(s, 'summarize');
  const d = s.b;
  const ended = d[S_PHASE] === P_ENDED;
  const players: Summary['players'] = [];
  for (let p = 0; p < d[S_N]!; p++) {
    players.push({
      vp: totalVp(s, p),
      visibleVp: ended ? totalVp(s, p) : visibleVp(s, p),
      resources: arrayToBundle(d, O_RES + p * 5),
      devCards: arrayToDevBundle(d, O_DEV + p * 5),
      knightsPlayed: d[O_KNIGHTS + p]!,
      roadLength: d[O_ROAD_LEN + p]!,
      supply: { roads: d[O_ROADS_LEFT + p]!, settlements: d[O_SETTLE_LEFT + p]!, cities: d[O_CITY_LEFT + p]! },
    });
  }
  return {
    ok: true, turn: s.turn, current: d[S_CUR]!, phase: PHASES[d[S_PHASE]!]!,
    ...(d[S_PHASE] === P_SBP ? { builder: d[S_BUILDER]! } : {}),
    winner: orNull(d[S_WINNER]!),
    robber: s.g.hexNames[d[S_ROBBER]!]!, bank: arrayToBundle(d, O_BANK), devDeck: d[S_DECK_N]!,
    longestRoad: orNull(d[S_LR]!), largestArmy: orNull(d[S_LA]!), players,
  };
}
