/**
 * A reason for an action chosen by any bot, read off the seat's view and the board only:
 * what is built and the production it brings, where a road leads, what a trade or a card is
 * for, whom the robber hurts (src/bots/reasons.ts has the codes and the sentences). A search
 * bot adds its estimate of the chance of winning. Never reads more than the view.
 */
import {
  COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, RESOURCES, TERRAIN_RESOURCE, type Action, type Board, type GameView, type Resource,
} from '../engine/index.js';
import { PIPS, boardPips, spotPips } from './evaluate.js';
import type { BuildKind, DecisionReason } from './reasons.js';

const BUILDS: { kind: BuildKind; cost: readonly number[] }[] = [
  { kind: 'city', cost: COST_CITY }, { kind: 'settlement', cost: COST_SETTLEMENT }, { kind: 'devCard', cost: COST_DEV }, { kind: 'road', cost: COST_ROAD },
];

/** The land around vertex v: resource and number of each producing hex. */
function landAt(board: Board, v: number): { resource: Resource; number: number }[] {
  const g = board.geo, out: { resource: Resource; number: number }[] = [];
  for (let k = 0; k < 3; k++) {
    const h = g.vertexHexes[v * 3 + k]!;
    if (h < 0) continue;
    const r = TERRAIN_RESOURCE[board.terrain[h]! as 0]!;
    if (r >= 0) out.push({ resource: RESOURCES[r]!, number: board.token[h]! });
  }
  return out;
}

function isFree(view: GameView, board: Board, v: number): boolean {
  if (view.vertices[v]) return false;
  const g = board.geo;
  for (let k = 0; k < 3; k++) {
    const w = g.vertexNeighbours[v * 3 + k]!;
    if (w >= 0 && view.vertices[w]) return false;
  }
  return true;
}

/** The best free corner a road on edge e leads to (at its far end, or one step beyond). */
function spotBeyond(view: GameView, board: Board, e: number, seat: number): number {
  const g = board.geo, pips = boardPips(board);
  let best = 0;
  for (let k = 0; k < 2; k++) {
    const v = g.edgeVertices[e * 2 + k]!;
    const b = view.vertices[v]!;
    if (b && (b & 7) !== seat + 1) continue;
    if (isFree(view, board, v)) best = Math.max(best, spotPips(pips, v));
    for (let j = 0; j < 3; j++) {
      const w = g.vertexNeighbours[v * 3 + j]!;
      if (w >= 0 && isFree(view, board, w)) best = Math.max(best, spotPips(pips, w));
    }
  }
  return best;
}

/** The most valuable build a hand can pay for, or come closest to. */
function nearestBuild(hand: readonly number[]): BuildKind | undefined {
  for (const b of BUILDS) if (b.cost.every((k, r) => hand[r]! >= k)) return b.kind;
  return undefined;
}

export function explainAction(view: GameView, board: Board, action: Action, legalCount = 2): DecisionReason {
  if (legalCount <= 1) return { code: 'only-move' };
  const g = board.geo, pips = boardPips(board);
  const seat = action.p;
  const me = view.players[seat];
  const hand = RESOURCES.map((r) => me?.resources?.[r] ?? 0);
  switch (action.type) {
    case 'roll': return { code: 'roll' };
    case 'end': return { code: view.phase === 'specialBuild' ? 'pass-building' : 'end' };
    case 'buy': return { code: 'buy-card' };
    case 'build': {
      if (action.piece === 'road') {
        const e = g.edgeId(action.at);
        const spot = spotBeyond(view, board, e, seat);
        if (view.phase === 'setup') return { code: 'start-road', pips: spot };
        if (spot > 0) return { code: 'road-to-spot', pips: spot };
        const length = (me?.roadLength ?? 0) + 1;
        if (length >= 5) return { code: 'road-longest', length };
        return { code: 'road' };
      }
      const v = g.vertexId(action.at);
      const land = landAt(board, v);
      const gained = spotPips(pips, v);
      if (view.phase === 'setup') return { code: 'start-settlement', land, pips: gained };
      return { code: action.piece === 'city' ? 'city' : 'settlement', land, pips: gained };
    }
    case 'play': {
      switch (action.card) {
        case 'knight': {
          const h = g.hexId(view.robber);
          let onUs = false;
          for (let k = 0; k < 6; k++) { const b = view.vertices[g.hexVertices[h * 6 + k]!]!; if (b && (b & 7) === seat + 1) onUs = true; }
          if (onUs) return { code: 'knight-free' };
          const k = (me?.knightsPlayed ?? 0) + 1;
          const holder = view.largestArmy;
          if (holder !== seat && k >= 3 && (holder === null || k > view.players[holder]!.knightsPlayed)) return { code: 'knight-army' };
          return { code: 'knight' };
        }
        case 'roadBuilding': return { code: 'road-building' };
        case 'yearOfPlenty': return { code: 'year-of-plenty', get: action.take ?? {} };
        case 'monopoly': return { code: 'monopoly', resource: action.resource ?? 'wool' };
        default: return { code: 'buy-card' };
      }
    }
    case 'bankTrade': {
      const after = RESOURCES.map((r, i) => hand[i]! - (action.give[r] ?? 0) + (action.get[r] ?? 0));
      const build = nearestBuild(after);
      return { code: 'bank-trade', give: action.give, get: action.get, ...(build && !nearestBuildSame(hand, build) ? { build } : {}) };
    }
    case 'robber': {
      const h = g.hexId(action.hex);
      const r = TERRAIN_RESOURCE[board.terrain[h]! as 0]!;
      const land = r >= 0 ? [{ resource: RESOURCES[r]!, number: board.token[h]! }] : [];
      let blocked = 0;
      for (let k = 0; k < 6; k++) {
        const b = view.vertices[g.hexVertices[h * 6 + k]!]!;
        if (b && (b & 7) !== seat + 1) blocked += PIPS[board.token[h]!]! * (b & 8 ? 2 : 1);
      }
      const victim = action.victim;
      return { code: 'robber', land, pips: blocked, ...(victim !== undefined && victim >= 0 ? { victim, victimColor: view.players[victim]!.color } : {}) };
    }
    case 'discard': {
      const after = RESOURCES.map((r, i) => hand[i]! - (action.cards[r] ?? 0));
      const build = nearestBuild(after);
      return { code: 'discard', give: action.cards, ...(build ? { build } : {}) };
    }
    default: return { code: 'end' };
  }
}

function nearestBuildSame(hand: readonly number[], build: BuildKind): boolean {
  return nearestBuild(hand) === build;
}
