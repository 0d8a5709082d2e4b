/**
 * A scripted player that reads only what a client is sent (its view, targets, the open offers)
 * and answers with messages, as a browser would: the tests' and the server benchmark's players.
 * Plays to finish a game, not to win it; decides no rule (everything comes from the targets).
 */
import type { Bundle, Resource } from '../engine/index.js';
import type { ClientMessage, GameMessage } from '../protocol/index.js';

const RES: Resource[] = ['brick', 'wood', 'wool', 'grain', 'ore'];

export interface Counters { trades: number; offers: number; plays: number; discards: number; robbers: number; builds: number; bank: number; answers: number }

export function newCounters(): Counters {
  return { trades: 0, offers: 0, plays: 0, discards: 0, robbers: 0, builds: 0, bank: 0, answers: 0 };
}

type Acked = Extract<ClientMessage, { ack: number }>;
/** A message to send: "ready", or a game message (the client numbers it with an ack id). */
export type Move = { t: 'ready' } | (Acked extends infer M ? (M extends Acked ? Omit<M, 'ack'> : never) : never);

/** The player's next message for a game message, or null to wait. */
export function choose(m: GameMessage, c: Counters, state: { offeredTurn: number; trade?: boolean }): Move | null {
  if (m.you === null) return null;
  if (!m.ready) return { t: 'ready' };
  const hand = m.view.players[m.you]!.resources!;
  const payable = (give: Bundle | undefined) => RES.every((r) => (give?.[r] ?? 0) <= hand[r]);
  // Yes when it can pay what is asked, else no (a person is asked even when short, §7).
  if (m.incoming) { c.answers++; return { t: 'answer', id: m.incoming.id, accept: payable(m.incoming.get) }; }
  const t = m.targets;
  if (!t) return null;
  if (m.offer) {
    // An acceptance, or a counter-offer the player can pay (a counter may ask for cards it does not hold).
    const yes = m.offer.answers.find((a) => a.type === 'accept') ?? m.offer.answers.find((a) => a.type === 'counter' && payable(a.give));
    if (yes) { c.trades++; return { t: 'take', seat: yes.seat }; }
    if (m.offer.waiting.length) return null; // people are still thinking
    return { t: 'withdraw' };
  }
  if (t.discard > 0) {
    const cards: Bundle = {};
    let left = t.discard;
    for (const r of RES) { const k = Math.min(left, hand[r]); if (k) { cards[r] = k; left -= k; } }
    c.discards++;
    return { t: 'act', action: { type: 'discard', cards } };
  }
  if (t.robber.length) {
    const pick = t.robber.find((x) => x.victims.length) ?? t.robber[0]!;
    c.robbers++;
    return { t: 'act', action: pick.victims.length ? { type: 'robber', hex: pick.hex, victim: pick.victims[0]! } : { type: 'robber', hex: pick.hex } };
  }
  if (t.play.includes('knight') && m.view.phase === 'roll') { c.plays++; return { t: 'act', action: { type: 'play', card: 'knight' } }; }
  if (t.roll) return { t: 'act', action: { type: 'roll' } };
  if (t.cities.length) { c.builds++; return { t: 'act', action: { type: 'build', piece: 'city', at: t.cities[0]! } }; }
  if (t.settlements.length) { c.builds++; return { t: 'act', action: { type: 'build', piece: 'settlement', at: t.settlements[0]! } }; }
  // Roads sparingly in the main phase (a road is no point), until the development deck is empty:
  // then a new settlement is the only way left to points, and without roads about 1 game in 125
  // never ends (every player's spots taken or cut off).
  if (t.roads.length && (m.view.phase !== 'main' || m.view.players[m.you]!.supply.roads > 8 || m.view.devDeckCount === 0)) { c.builds++; return { t: 'act', action: { type: 'build', piece: 'road', at: t.roads[0]! } }; }
  if (t.buy) return { t: 'act', action: { type: 'buy' } };
  for (const card of ['yearOfPlenty', 'monopoly', 'roadBuilding', 'knight'] as const) {
    if (!t.play.includes(card)) continue;
    c.plays++;
    if (card === 'yearOfPlenty') return { t: 'act', action: { type: 'play', card, take: t.yearOfPlenty[0]! } };
    if (card === 'monopoly') return { t: 'act', action: { type: 'play', card, resource: t.monopoly[0]! } };
    return { t: 'act', action: { type: 'play', card } };
  }
  if (t.trade && state.trade !== false && state.offeredTurn !== m.view.turn) {
    state.offeredTurn = m.view.turn;
    const most = RES.reduce((a, b) => (hand[a] >= hand[b] ? a : b));
    const least = RES.reduce((a, b) => (hand[a] <= hand[b] ? a : b));
    if (hand[most] >= 2 && most !== least) { c.offers++; return { t: 'offer', give: { [most]: 1 }, get: { [least]: 1 } }; }
  }
  if (t.bank.length && Math.max(...RES.map((r) => hand[r])) >= 5) {
    const b = t.bank[0]!;
    const want = RES.filter((r) => b.get.includes(r)).reduce((a, x) => (hand[a] <= hand[x] ? a : x));
    c.bank++;
    return { t: 'act', action: { type: 'bankTrade', give: { [b.give]: b.rate }, get: { [want]: 1 } } };
  }
  if (t.end) return { t: 'act', action: { type: 'end' } };
  return null;
}
