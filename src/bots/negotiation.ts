/**
 * §7 negotiation as one procedure, for the bot host (tournaments, the command line) and the
 * server (any mix of people and bots): the active seat's offer goes round the table in turn
 * order; the first acceptance whose trade applies is taken; failing that, a counter-offer the
 * proposer itself accepts — the proposer looks at it as an offer made to it (§13).
 *
 * The procedure is a generator of steps (ask a seat, let the proposer look at a counter, try a
 * trade), so that the host can answer them at once and the server later (people take their time,
 * bots think on worker threads). It decides nothing else: answers come from the seats, and the
 * engine says whether a trade applies.
 */
import type { Bundle } from '../engine/index.js';
import type { TradeOffer, TradeResponse } from './types.js';

export type NegotiationStep =
  /** The answer of `seat` to the offer. */
  | { kind: 'ask'; seat: number }
  /** The proposer's answer to a counter-offer, seen as an offer made to it (`offer.from`: the seat that countered). */
  | { kind: 'approve'; offer: TradeOffer }
  /** Apply the trade between the proposer and `with` (the proposer gives `give`); answered with whether it applied. */
  | { kind: 'trade'; with: number; give: Bundle; get: Bundle };

export interface Settled { with: number; give: Bundle; get: Bundle; counter: boolean }

type Reply = TradeResponse | boolean;
type Run = Generator<NegotiationStep, Settled | null, Reply>;

const answer = (r: Reply): TradeResponse => (typeof r === 'boolean' ? { type: 'reject' } : r);

/** The steps of one negotiation over `seats` seats; returns the trade made, or null. */
export function* negotiation(from: number, seats: number, offer: { give: Bundle; get: Bundle }): Run {
  const counters: { seat: number; give: Bundle; get: Bundle }[] = [];
  for (let i = 1; i < seats; i++) {
    const q = (from + i) % seats;
    const a = answer(yield { kind: 'ask', seat: q });
    if (a.type === 'accept') {
      if ((yield { kind: 'trade', with: q, give: offer.give, get: offer.get }) === true) return { with: q, give: offer.give, get: offer.get, counter: false };
    } else if (a.type === 'counter') {
      counters.push({ seat: q, give: a.give, get: a.get });
    }
  }
  for (const c of counters) {
    const back = answer(yield { kind: 'approve', offer: { from: c.seat, give: c.get, get: c.give } });
    if (back.type !== 'accept') continue;
    if ((yield { kind: 'trade', with: c.seat, give: c.give, get: c.get }) === true) return { with: c.seat, give: c.give, get: c.get, counter: true };
  }
  return null;
}

export interface NegotiationHandlers<R> {
  ask(seat: number): R extends 'sync' ? TradeResponse : TradeResponse | Promise<TradeResponse>;
  approve(offer: TradeOffer): R extends 'sync' ? TradeResponse : TradeResponse | Promise<TradeResponse>;
  trade(withSeat: number, give: Bundle, get: Bundle): boolean;
}

/** Run a negotiation whose answers are at hand (the bot host). */
export function negotiateNow(from: number, seats: number, offer: { give: Bundle; get: Bundle }, h: NegotiationHandlers<'sync'>): Settled | null {
  const run = negotiation(from, seats, offer);
  let r = run.next();
  while (!r.done) {
    const s = r.value;
    r = run.next(s.kind === 'ask' ? h.ask(s.seat) : s.kind === 'approve' ? h.approve(s.offer) : h.trade(s.with, s.give, s.get));
  }
  return r.value;
}

/** Run a negotiation whose answers may take time (the server: a bot's answer comes from a worker thread). */
export async function negotiateLater(from: number, seats: number, offer: { give: Bundle; get: Bundle }, h: NegotiationHandlers<'async'>): Promise<Settled | null> {
  const run = negotiation(from, seats, offer);
  let r = run.next();
  while (!r.done) {
    const s = r.value;
    r = run.next(s.kind === 'ask' ? await h.ask(s.seat) : s.kind === 'approve' ? await h.approve(s.offer) : h.trade(s.with, s.give, s.get));
  }
  return r.value;
}
