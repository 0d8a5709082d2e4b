/**
 * Why a bot answered an offer as it did, in the words of its rule (RULES.md §13) as far as the
 * offer shows it without telling what the bot holds; and what the strong bot's suggested move is
 * about (the hint), from the asking seat's view only. Both read what the seat may know; neither
 * decides anything.
 */
import {
  COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, ISLANDS, RESOURCES, pips,
  type Action, type BoardJson, type Bundle, type ByResource, type GameView,
} from '../engine/index.js';
import type { Answer, BuildKind, Hint } from '../protocol/index.js';

/** Builds in the order a reason names them: the most a trade can bring first. */
const BUILDS: readonly [BuildKind, readonly number[]][] = [['city', COST_CITY], ['settlement', COST_SETTLEMENT], ['card', COST_DEV], ['road', COST_ROAD]];
const canPay = (hand: readonly number[], cost: readonly number[]) => cost.every((k, i) => hand[i]! >= k);
/** The hand after giving `give` and getting `get`, by resource index. */
const traded = (hand: readonly number[], give: Bundle, get: Bundle) => hand.map((n, i) => n - (give[RESOURCES[i]!] ?? 0) + (get[RESOURCES[i]!] ?? 0));
/** The build a trade turns from out of reach into paid for (the largest first), if any. */
const buildGained = (before: readonly number[], after: readonly number[]): BuildKind | undefined => BUILDS.find(([, cost]) => !canPay(before, cost) && canPay(after, cost))?.[0];

/**
 * The §13 reason of a bot's answer as the proposer is told it: only what the answer itself and
 * the offer show, never what the bot holds. `asked` is what it would give (the proposer's `get`),
 * `offered` what it would receive. A rejection says (b), "gives more than it gets", when the offer
 * asks more cards than it gives, whatever the hand; for any other rejection ("does not hold
 * them", "keeps its last wool", "no build gained") it says nothing, as a person would not: a
 * hostile play-test replaced offer after offer (1, 2, 3 of each resource) and read every bot's
 * exact hand from those reasons. An acceptance completes a build (§13 c), unnamed: which one
 * would tell the hand. A counter has no reason.
 */
export function answerReason(hand: ByResource<number>, asked: Bundle, offered: Bundle, type: Answer['type']): Pick<Answer, 'reason' | 'resource' | 'piece'> {
  if (type === 'counter') return {};
  const count = (b: Bundle) => RESOURCES.reduce((n, r) => n + (b[r] ?? 0), 0);
  if (type === 'reject') return count(asked) > count(offered) ? { reason: 'gives-more' } : {};
  const before = RESOURCES.map((r) => hand[r]);
  return buildGained(before, traded(before, asked, offered)) ? { reason: 'completes' } : {};
}

function cornerPips(board: BoardJson, at: string): number {
  const g = ISLANDS[board.island ?? 'base'].geo; // the board's own island (§14: the extension's 30 hexes)
  const v = g.vertexId(at);
  let n = 0;
  for (let k = 0; k < 3 && v >= 0; k++) {
    const h = g.vertexHexes[v * 3 + k]!;
    if (h >= 0) n += pips(board.hexes[g.hexNames[h]!]?.token ?? 0);
  }
  return n;
}

/** What a suggested action is about, for its one-line reason. */
export function hintOf(view: GameView, board: BoardJson, action: Action): Hint {
  switch (action.type) {
    case 'build':
      if (view.phase === 'setup') return action.piece === 'settlement' ? { kind: 'place-settlement', pips: cornerPips(board, action.at) } : { kind: 'place-road' };
      if (action.piece === 'road') return { kind: 'road' };
      return { kind: action.piece, pips: cornerPips(board, action.at) };
    case 'roll': return { kind: 'roll' };
    case 'discard': return { kind: 'discard' };
    case 'robber': {
      const hint: Hint = { kind: 'robber', pips: pips(board.hexes[action.hex]?.token ?? 0) };
      return action.victim === undefined ? hint : { ...hint, seat: action.victim };
    }
    case 'buy': return { kind: 'card' };
    case 'play': return { kind: action.card === 'knight' ? 'knight' : 'play' };
    case 'bankTrade': {
      const r = RESOURCES.find((x) => (action.get[x] ?? 0) > 0);
      const hint: Hint = r ? { kind: 'bank', resource: r } : { kind: 'bank' };
      const hand = handOf(view, action.p);
      if (!hand) return hint;
      const gained = buildGained(hand, traded(hand, action.give, action.get));
      return gained ? { ...hint, piece: gained } : hint;
    }
    case 'end': {
      const near = nearestBuild(view, action.p);
      return near ? { kind: 'end', ...near } : { kind: 'end' };
    }
    default: return { kind: 'end' };
  }
}

function handOf(view: GameView, seat: number): number[] | null {
  const r = view.players[seat]?.resources;
  return r ? RESOURCES.map((x) => r[x]) : null;
}

/**
 * The build a seat's hand is nearest to (fewest cards missing; the larger build first on a tie),
 * among those it has a piece for: what ending the turn keeps its cards toward. Null when it has none.
 */
export function nearestBuild(view: GameView, seat: number): { piece: BuildKind; short: number } | null {
  const hand = handOf(view, seat);
  const me = view.players[seat];
  if (!hand || !me) return null;
  const open: Record<BuildKind, boolean> = {
    city: me.supply.cities > 0 && me.supply.settlements < 5,
    settlement: me.supply.settlements > 0,
    card: view.devDeckCount > 0,
    road: me.supply.roads > 0,
  };
  let best: { piece: BuildKind; short: number } | null = null;
  for (const [piece, cost] of BUILDS) {
    if (!open[piece]) continue;
    const short = cost.reduce((n, k, i) => n + Math.max(0, k - hand[i]!), 0);
    if (!best || short < best.short) best = { piece, short };
  }
  return best;
}
