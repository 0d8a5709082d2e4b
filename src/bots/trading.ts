/**
 * Bots as table partners (RULES.md §7, §13): answering a domestic offer with a reason code,
 * finding an even counter-offer that passes §13 (a)–(c) when the offer itself does not, and
 * proposing at most one offer a turn, only one that completes a build. Shared by every bot;
 * the levels differ only in the options they pass. Reads the seat's view only.
 */
import { COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, RESOURCES, type Board, type Bundle, type ByResource, type GameView } from '../engine/index.js';
import { boardPips } from './evaluate.js';
import { hasRoadSpot, isSettlementSpot } from '../engine/legal.js';
import { CITY_BIT, citiesLeft, resourceCount, roadsLeft, settlementsLeft, vertexOwner, isCity, type GameState } from '../engine/state.js';
import { checkAcceptance } from './acceptance.js';
import type { BuildKind, TradeReason } from './reasons.js';
import type { TradeOffer, TradeResponse } from './types.js';

/** Builds by worth, most valuable first (the order a hand is checked in). */
export const BUILDS_BY_WORTH: readonly { kind: BuildKind; cost: readonly number[] }[] = [
  { kind: 'city', cost: COST_CITY }, { kind: 'settlement', cost: COST_SETTLEMENT }, { kind: 'devCard', cost: COST_DEV }, { kind: 'road', cost: COST_ROAD },
];

const total = (b: Bundle) => RESOURCES.reduce((t, r) => t + (b[r] ?? 0), 0);
const canPay = (hand: readonly number[], cost: readonly number[]) => cost.every((k, i) => hand[i]! >= k);

/** §7: each side gives at least one card, whole non-negative counts, no resource on both sides. */
export function isValidOffer(give: Bundle, get: Bundle): boolean {
  for (const r of RESOURCES) {
    const a = give[r] ?? 0, b = get[r] ?? 0;
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 0 || b < 0) return false;
    if (a > 0 && b > 0) return false;
  }
  return total(give) > 0 && total(get) > 0;
}

/** The most valuable build a trade makes affordable that was not before (§13 c), if any. */
export function buildGained(hand: ByResource<number>, gives: Bundle, gets: Bundle): BuildKind | undefined {
  const before = RESOURCES.map((r) => hand[r]);
  const after = RESOURCES.map((r) => hand[r] - (gives[r] ?? 0) + (gets[r] ?? 0));
  for (const b of BUILDS_BY_WORTH) if (!canPay(before, b.cost) && canPay(after, b.cost)) return b.kind;
  return undefined;
}

/**
 * Why §13 refuses (or accepts) giving `gives` for `gets` with this hand: the first rule that
 * fails, in the order (a) cards held, (a) the last card of a kind, (b), (c).
 */
export function reason13(hand: ByResource<number>, gives: Bundle, gets: Bundle): TradeReason {
  for (const r of RESOURCES) if ((gives[r] ?? 0) > hand[r]) return { code: 'not-held', resource: r };
  for (const r of RESOURCES) if ((gives[r] ?? 0) > 0 && hand[r] - gives[r]! < 1) return { code: 'keeps-last', resource: r };
  if (total(gives) > total(gets)) return { code: 'gives-more' };
  const build = buildGained(hand, gives, gets);
  return build ? { code: 'completes-build', build } : { code: 'no-build' };
}

export interface AnswerOptions {
  /** Refuse a proposer two points or less from winning (a stronger bot's extra reason). */
  nearWin: boolean;
  /** Counter with an even exchange when the offer fails but one passes §13 (a)–(c). */
  counter: boolean;
  /** Kinds the proposer is known to hold (card counting), to prefer counters it can pay. */
  known?: readonly number[];
  /**
   * The proposer's production by resource (pips, from the board and its buildings: public), so
   * that a counter asks for a kind it neither offered nor is known to hold only when its land
   * yields that kind (a person with no brick hex was countered "give 1 brick" again and again).
   */
  produces?: ArrayLike<number>;
}

/** The answer to `offer` from the seat whose view this is, with its reason. */
export function answerOffer(view: GameView, offer: TradeOffer, o: AnswerOptions): TradeResponse {
  const hand = view.players[view.viewer as number]!.resources!;
  if (!isValidOffer(offer.give, offer.get)) return { type: 'reject', reason: { code: 'invalid' } };
  if (o.nearWin && nearWin(view, offer.from)) return { type: 'reject', reason: { code: 'near-win' } };
  const check = checkAcceptance(hand, offer.get, offer.give);
  if (check.accept) return { type: 'accept', reason: reason13(hand, offer.get, offer.give) };
  const why = reason13(hand, offer.get, offer.give);
  if (o.counter) {
    const c = evenCounter(view, offer, o.known, o.produces);
    if (c) return { type: 'counter', give: c.give, get: c.get, reason: { code: 'even-counter', build: c.build } };
  }
  return { type: 'reject', reason: why };
}

/**
 * An even exchange (as many cards each way) that passes §13 (a)–(c) for the responder, built
 * from the offer: the same kinds at even counts, or one card of a kind the proposer asked for
 * against one card of a kind the responder needs (one the proposer offered first, then any
 * other the proposer may hold). The most valuable build gained wins. Returned from the
 * proposer's side, as offers are: `give` is what the proposer would give.
 */
export function evenCounter(view: GameView, offer: TradeOffer, known?: readonly number[], produces?: ArrayLike<number>): { give: Bundle; get: Bundle; build: BuildKind } | null {
  const hand = view.players[view.viewer as number]!.resources!;
  const proposerCards = view.players[offer.from]!.resourceCount;
  const asked = RESOURCES.filter((r) => (offer.get[r] ?? 0) > 0);
  const offered = RESOURCES.filter((r) => (offer.give[r] ?? 0) > 0);
  const tries: { mine: Bundle; theirs: Bundle; rank: number }[] = [];
  // Same kinds, even counts (the proposer asked for more than it offered, or the reverse).
  if (asked.length === 1 && offered.length === 1) {
    const n = Math.min(offer.get[asked[0]!]!, offer.give[offered[0]!]!);
    if (n >= 1) tries.push({ mine: { [asked[0]!]: n }, theirs: { [offered[0]!]: n }, rank: 0 });
  }
  for (const x of asked) {
    for (const y of offered) tries.push({ mine: { [x]: 1 }, theirs: { [y]: 1 }, rank: 1 });
    for (const z of RESOURCES) {
      if (z === x || offered.includes(z) || asked.includes(z)) continue;
      // A kind the proposer did not offer: first one it is known to hold, then, while it holds
      // unknown cards, one its land yields.
      const sure = known ? known[RESOURCES.indexOf(z)]! > 0 : false;
      const unknown = proposerCards - (known ? known.reduce((a, b) => a + b, 0) : 0);
      const likely = unknown > 0 && (!produces || produces[RESOURCES.indexOf(z)]! > 0);
      if (sure || likely) tries.push({ mine: { [x]: 1 }, theirs: { [z]: 1 }, rank: sure ? 2 : 3 });
    }
  }
  let best: { give: Bundle; get: Bundle; build: BuildKind; score: number } | null = null;
  for (const t of tries) {
    if (!checkAcceptance(hand, t.mine, t.theirs).accept) continue;
    if (sameAs(t.theirs, offer.give) && sameAs(t.mine, offer.get)) continue; // that is the offer itself
    const build = buildGained(hand, t.mine, t.theirs)!;
    const score = (BUILDS_BY_WORTH.length - BUILDS_BY_WORTH.findIndex((b) => b.kind === build)) * 10 - t.rank;
    if (!best || score > best.score) best = { give: t.theirs, get: t.mine, build, score };
  }
  return best ? { give: best.give, get: best.get, build: best.build } : null;
}

/** What `seat`'s land yields by resource, in pips (a city twice), from the board and the view's buildings: public. */
export function landYield(view: GameView, board: Board, seat: number): Float64Array {
  const pips = boardPips(board);
  const out = new Float64Array(5);
  view.vertices.forEach((b, v) => {
    if ((b & 7) !== seat + 1) return;
    const mult = b & CITY_BIT ? 2 : 1;
    for (let r = 0; r < 5; r++) out[r]! += pips[v * 5 + r]! * mult;
  });
  return out;
}

function sameAs(a: Bundle, b: Bundle): boolean {
  return RESOURCES.every((r) => (a[r] ?? 0) === (b[r] ?? 0));
}

/** An offer of one card for one card that would complete a build, as resource indices. */
export interface BuildOffer { give: number; get: number; build: BuildKind; spare: number }

/**
 * Every 1-for-1 offer that would complete a build the seat has a place (and a piece) for:
 * one card short of it, one card held beyond that build's needs (`spare`: how many beyond)
 * for the missing one. Builds most valuable first, then by resource; each exchange once.
 */
export function buildOffers(view: GameView, placeable: (kind: BuildKind) => boolean): BuildOffer[] {
  const me = view.players[view.viewer as number]!;
  const hand = RESOURCES.map((r) => me.resources![r]);
  const out: BuildOffer[] = [];
  for (const { kind, cost } of BUILDS_BY_WORTH) {
    if (!placeable(kind)) continue;
    let missing = -1, short = 0;
    for (let r = 0; r < 5; r++) if (hand[r]! < cost[r]!) { short += cost[r]! - hand[r]!; missing = r; }
    if (short !== 1) continue;
    for (let r = 0; r < 5; r++) {
      if (r !== missing && hand[r]! - cost[r]! >= 1 && !out.some((o) => o.give === r && o.get === missing)) out.push({ give: r, get: missing, build: kind, spare: hand[r]! - cost[r]! });
    }
  }
  return out;
}

/** One exchange as a trade's bundles: `give` one card of a kind for one of `get`. */
export function oneForOne(o: { give: number; get: number }): { give: Bundle; get: Bundle } {
  return { give: { [RESOURCES[o.give]!]: 1 }, get: { [RESOURCES[o.get]!]: 1 } };
}

/** Whether a stronger bot refuses to trade with `from`: two points or less from winning, by what the table sees. */
export function nearWin(view: GameView, from: number): boolean {
  return isNearWin(view.players[from]!.visibleVp, view.rules.victoryPoints);
}

/** The near-win threshold itself: `visible` points (what the table sees) within two of `target`. */
export function isNearWin(visible: number, target: number): boolean {
  return visible >= target - 2;
}


/** Whether seat p has a place and a piece for each kind of build, in a world built from its view. */
export function placeableIn(s: GameState, p: number): (kind: BuildKind) => boolean {
  return (kind) => canPlace(s, p, kind);
}

function canPlace(s: GameState, p: number, kind: BuildKind): boolean {
  switch (kind) {
    case 'devCard': return s.deckCount > 0;
    case 'road': return roadsLeft(s, p) > 0 && hasRoadSpot(s, p);
    case 'city': {
      if (citiesLeft(s, p) === 0) return false;
      for (let v = 0; v < s.g.vertexCount; v++) if (vertexOwner(s, v) === p && !isCity(s, v)) return true;
      return false;
    }
    case 'settlement': {
      if (settlementsLeft(s, p) === 0) return false;
      for (let v = 0; v < s.g.vertexCount; v++) if (isSettlementSpot(s, p, v)) return true;
      return false;
    }
  }
}

/**
 * The medium bot's offer to the table: seat p offers one card for the one that completes its
 * most valuable build with a place (of buildOffers', the first build's), giving the kind it
 * holds most beyond that build's needs. As `give * 5 + get`, or -1 when it has none. Allocates
 * nothing: the medium bot proposes with it, and the hard bot's playouts make it in their worlds.
 */
export function worldOffer(s: GameState, p: number): number {
  for (const { kind, cost } of BUILDS_BY_WORTH) {
    let missing = -1, short = 0;
    for (let r = 0; r < 5; r++) {
      const h = resourceCount(s, p, r);
      if (h < cost[r]!) { short += cost[r]! - h; missing = r; }
    }
    if (short !== 1 || !canPlace(s, p, kind)) continue;
    let give = -1, spare = 0;
    for (let r = 0; r < 5; r++) {
      const x = resourceCount(s, p, r) - cost[r]!;
      if (r !== missing && x >= 1 && x > spare) { spare = x; give = r; }
    }
    if (give >= 0) return give * 5 + missing;
  }
  return -1;
}

/** The kind given in a `worldOffer` code (`give * 5 + get`). */
export function offerGive(o: number): number { return (o / 5) | 0; }
/** The kind asked for in a `worldOffer` code. */
export function offerGet(o: number): number { return o % 5; }

/**
 * §13 from seat q's side in a world, for a 1-for-1 offer: q gives one `asked` card for one
 * `offered` card when it keeps at least one of `asked` and the trade completes a build it
 * could not pay for.
 */
export function acceptsOneForOne(s: GameState, q: number, asked: number, offered: number): boolean {
  if (resourceCount(s, q, asked) < 2) return false;
  for (const { cost } of BUILDS_BY_WORTH) {
    let before = true, after = true;
    for (let r = 0; r < 5; r++) {
      const h = resourceCount(s, q, r);
      if (h < cost[r]!) before = false;
      if (h - (r === asked ? 1 : 0) + (r === offered ? 1 : 0) < cost[r]!) after = false;
    }
    if (!before && after) return true;
  }
  return false;
}
