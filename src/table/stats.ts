/**
 * End-of-game figures for the closing screen: each player's VP broken down (VP cards revealed,
 * §10), the dice rolled against the expected distribution, and the resources each player
 * received. Computed from the finished game only, when nothing is hidden any more.
 */
import {
  RESOURCES, SUPPLY, viewFor, type Action, type ByResource, type GameEvent, type GameState,
} from '../engine/index.js';
import type { EndStats } from '../protocol/index.js';

export interface Applied { action: Action; events: GameEvent[] }

const zero = (): ByResource<number> => ({ brick: 0, wood: 0, wool: 0, grain: 0, ore: 0 });

export function endStats(state: GameState, history: readonly Applied[]): EndStats {
  const view = viewFor(state, 'spectator');
  const n = view.players.length;
  const vp = view.players.map((p) => {
    const settlements = SUPPLY.settlements - p.supply.settlements;
    const cities = SUPPLY.cities - p.supply.cities;
    const longestRoad = view.longestRoad === p.seat ? 2 : 0;
    const largestArmy = view.largestArmy === p.seat ? 2 : 0;
    const vpCards = p.devCards?.victoryPoint ?? 0;
    return { seat: p.seat, settlements, cities, longestRoad, largestArmy, vpCards, total: settlements + 2 * cities + longestRoad + largestArmy + vpCards };
  });
  const dice = new Array<number>(11).fill(0);
  const gained = Array.from({ length: n }, (_, seat) => ({ seat, dice: zero(), other: zero() }));
  let rolls = 0;
  for (const { action, events } of history) {
    if (action.type === 'roll' && action.dice) { dice[action.dice[0] + action.dice[1] - 2]!++; rolls++; }
    // Received cards: production on a roll, and set-up, Year of Plenty, Monopoly and steals.
    // Trades and discards are exchanges or losses, not gains.
    if (action.type === 'trade' || action.type === 'bankTrade' || action.type === 'discard') continue;
    for (const e of events) {
      if (e.type !== 'resources') continue;
      const into = action.type === 'roll' ? gained[e.p]!.dice : gained[e.p]!.other;
      for (const r of RESOURCES) if ((e.delta[r] ?? 0) > 0) into[r] += e.delta[r]!;
    }
  }
  return { winner: view.winner ?? -1, vp, dice, rolls, gained, turns: view.turn };
}
