/**
 * §13 trade acceptance, the documented rule players rely on. A bot accepts a domestic offer
 * when (a) after the trade it still holds at least one of each resource it is asked for,
 * (b) it gives no more cards than it receives, and (c) the trade turns a build it could not
 * pay for before (road, settlement, city or development card) into one it can pay for after.
 */
import { COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, RESOURCES, type Bundle, type ByResource } from '../engine/index.js';

const BUILDS = [COST_ROAD, COST_SETTLEMENT, COST_CITY, COST_DEV] as const;

const count = (b: Bundle) => RESOURCES.reduce((t, r) => t + (b[r] ?? 0), 0);
const canPay = (hand: readonly number[], cost: readonly number[]) => cost.every((k, i) => hand[i]! >= k);

export interface AcceptanceCheck { a: boolean; b: boolean; c: boolean; accept: boolean }

/**
 * Check an offer from the responder's side. `asked` is what the responder would give (the
 * proposer's `get`), `offered` what it would receive (the proposer's `give`).
 */
export function checkAcceptance(hand: ByResource<number>, asked: Bundle, offered: Bundle): AcceptanceCheck {
  const before = RESOURCES.map((r) => hand[r]);
  const after = RESOURCES.map((r) => hand[r] - (asked[r] ?? 0) + (offered[r] ?? 0));
  const holds = RESOURCES.every((r) => (asked[r] ?? 0) <= hand[r]);
  const a = holds && RESOURCES.every((r, i) => (asked[r] ?? 0) === 0 || after[i]! >= 1);
  const b = count(asked) <= count(offered);
  const c = BUILDS.some((cost) => !canPay(before, cost) && canPay(after, cost));
  return { a, b, c, accept: a && b && c && count(asked) > 0 && count(offered) > 0 };
}

/** The §13 answer: accept exactly when (a), (b) and (c) hold. */
export function acceptsBy13(hand: ByResource<number>, asked: Bundle, offered: Bundle): boolean {
  return checkAcceptance(hand, asked, offered).accept;
}
