/**
 * The random bot (a baseline) and the basic bots ("easy", "medium"): each decision is made on
 * a world rebuilt from the seat's view (stateFromView), with the heuristic policy. Domestic
 * trades: answers follow §13 exactly; the medium bot also proposes 1-for-1 trades that
 * complete a build, and refuses to feed a player about to win (a stronger bot's extra reason).
 */
import { checkAcceptance } from './acceptance.js';
import { chooseCode, EASY, MEDIUM, type PolicyOptions } from './policy.js';
import type { Bot, BotContext, TradeOffer, TradeResponse } from './types.js';
import {
  COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, RESOURCES, Rng, decodeAction, stateFromView,
  type Action, type Bundle, type GameView,
} from '../engine/index.js';

/** Pick `chosen` from `legal` by content; falls back to the first legal action. */
export function matchLegal(chosen: Action, legal: readonly Action[]): Action {
  const key = JSON.stringify(chosen);
  for (const a of legal) if (JSON.stringify(a) === key) return a;
  return legal[0]!;
}

export class RandomBot implements Bot {
  readonly name = 'random';
  private rng = new Rng(0);
  init(ctx: BotContext): void { this.rng = new Rng(`random/${ctx.seed}/${ctx.seat}`); }
  decide(_view: GameView, legal: readonly Action[]): Action { return legal[this.rng.int(legal.length)]!; }
  respond(view: GameView, offer: TradeOffer): TradeResponse {
    const me = view.players[view.viewer as number]!;
    return checkAcceptance(me.resources!, offer.get, offer.give).accept ? { type: 'accept' } : { type: 'reject' };
  }
  propose(): null { return null; }
}

const BUILD_COSTS = [COST_CITY, COST_SETTLEMENT, COST_DEV, COST_ROAD] as const;

export class BasicBot implements Bot {
  private ctx!: BotContext;
  private rng = new Rng(0);
  private proposedTurn = -1;
  constructor(readonly name: 'easy' | 'medium', private readonly policy: PolicyOptions = name === 'easy' ? EASY : MEDIUM) {}

  init(ctx: BotContext): void {
    this.ctx = ctx;
    this.rng = new Rng(`${this.name}/${ctx.seed}/${ctx.seat}`);
  }

  decide(view: GameView, legal: readonly Action[]): Action {
    if (legal.length === 1) return legal[0]!;
    const s = stateFromView(view, this.ctx.board, this.rng);
    const code = chooseCode(s, this.rng, this.policy);
    return matchLegal(decodeAction(s, code), legal);
  }

  respond(view: GameView, offer: TradeOffer): TradeResponse {
    const me = view.players[view.viewer as number]!;
    const hand = me.resources!;
    const check = checkAcceptance(hand, offer.get, offer.give);
    if (this.name === 'medium') {
      // Never help a player who is about to win.
      if (view.players[offer.from]!.visibleVp >= view.rules.victoryPoints - 2) return { type: 'reject' };
    }
    if (check.accept) return { type: 'accept' };
    if (this.name === 'medium' && check.c && check.a && !check.b) {
      // Asked for more than offered: counter with an even exchange of the same kinds.
      const counter = evenCounter(offer);
      if (counter && checkAcceptance(hand, counter.get, counter.give).accept) return { type: 'counter', ...counter };
    }
    return { type: 'reject' };
  }

  propose(view: GameView): Omit<TradeOffer, 'from'> | null {
    if (this.name !== 'medium' || view.turn === this.proposedTurn) return null;
    this.proposedTurn = view.turn;
    const me = view.players[view.viewer as number]!;
    const hand = RESOURCES.map((r) => me.resources![r]);
    for (const cost of BUILD_COSTS) {
      let missing = -1, short = 0;
      for (let r = 0; r < 5; r++) if (hand[r]! < cost[r]!) { short += cost[r]! - hand[r]!; missing = r; }
      if (short !== 1) continue;
      // Give one card we hold beyond this build's needs, the one we have most of.
      let spare = -1;
      for (let r = 0; r < 5; r++) if (r !== missing && hand[r]! - cost[r]! >= 1 && (spare < 0 || hand[r]! - cost[r]! > hand[spare]! - cost[spare]!)) spare = r;
      if (spare < 0) continue;
      return { give: { [RESOURCES[spare]!]: 1 }, get: { [RESOURCES[missing]!]: 1 } };
    }
    return null;
  }
}

function evenCounter(offer: TradeOffer): { give: Bundle; get: Bundle } | null {
  const giveKinds = RESOURCES.filter((r) => (offer.give[r] ?? 0) > 0);
  const getKinds = RESOURCES.filter((r) => (offer.get[r] ?? 0) > 0);
  if (giveKinds.length !== 1 || getKinds.length !== 1) return null;
  const n = offer.give[giveKinds[0]!]!;
  return { give: { [giveKinds[0]!]: n }, get: { [getKinds[0]!]: n } };
}
