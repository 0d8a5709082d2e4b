/**
 * The random bot (a baseline) and the basic bots ("easy", "medium"): each decision is made on
 * a world rebuilt from the seat's view (stateFromView), with the heuristic policy. Domestic
 * trades (src/bots/trading.ts): answers follow §13 exactly, each with its reason; the medium
 * bot also counters with an even exchange when one passes §13 (a)–(c), proposes at most one
 * 1-for-1 trade a turn that completes a build, and refuses to feed a player about to win (a
 * stronger bot's extra reason).
 */
import { chooseCode, EASY, MEDIUM, type PolicyOptions } from './policy.js';
import { answerOffer, landYield, offerGet, offerGive, oneForOne, worldOffer } from './trading.js';
import type { Bot, BotContext, TradeOffer, TradeResponse } from './types.js';
import { explainAction } from './explain.js';
import type { DecisionReason } from './reasons.js';
import { Rng, decodeAction, stateFromView, type Action, type GameView } from '../engine/index.js';

/** Pick `chosen` from `legal` by content; falls back to the first legal action. */
export function matchLegal(chosen: Action, legal: readonly Action[]): Action {
  const key = JSON.stringify(chosen);
  for (const a of legal) if (JSON.stringify(a) === key) return a;
  return legal[0]!;
}

export class RandomBot implements Bot {
  readonly name = 'random';
  private rng = new Rng(0);
  private ctx!: BotContext;
  private legalCount = 0;
  init(ctx: BotContext): void { this.ctx = ctx; this.rng = new Rng(`random/${ctx.seed}/${ctx.seat}`); }
  decide(_view: GameView, legal: readonly Action[]): Action { this.legalCount = legal.length; return legal[this.rng.int(legal.length)]!; }
  explain(view: GameView, action: Action): DecisionReason { return explainAction(view, this.ctx.board, action, this.legalCount); }
  respond(view: GameView, offer: TradeOffer): TradeResponse { return answerOffer(view, offer, { nearWin: false, counter: false }); }
  propose(): null { return null; }
}

export class BasicBot implements Bot {
  private ctx!: BotContext;
  private rng = new Rng(0);
  private proposedTurn = -1;
  /** The last offer proposed (a `worldOffer` code) and its turn: the same offer waits a turn. */
  private lastOffer = -1;
  private lastOfferTurn = -1;
  constructor(readonly name: 'easy' | 'medium', private readonly policy: PolicyOptions = name === 'easy' ? EASY : MEDIUM) {}

  init(ctx: BotContext): void {
    this.ctx = ctx;
    this.rng = new Rng(`${this.name}/${ctx.seed}/${ctx.seat}`);
  }

  private legalCount = 0;
  decide(view: GameView, legal: readonly Action[]): Action {
    this.legalCount = legal.length;
    if (legal.length === 1) return legal[0]!;
    const s = stateFromView(view, this.ctx.board, this.rng);
    const code = chooseCode(s, this.rng, this.policy, 0, view.viewer as number);
    return matchLegal(decodeAction(s, code), legal);
  }

  explain(view: GameView, action: Action): DecisionReason { return explainAction(view, this.ctx.board, action, this.legalCount); }

  /** §13 exactly for easy; medium also refuses a player about to win and counters with an even exchange. */
  respond(view: GameView, offer: TradeOffer): TradeResponse {
    const medium = this.name === 'medium';
    // What the proposer's land yields (public), for a counter it is likely to be able to pay.
    const produces = medium ? landYield(view, this.ctx.board, offer.from) : undefined;
    return answerOffer(view, offer, { nearWin: medium, counter: medium, produces });
  }

  /**
   * Medium: at most one offer a turn, one card for one card, only when it completes a build; not the
   * offer it made on its last turn, which waits a turn (mostly nobody took it; one taken and needed
   * again at once waits too). A play-test's people were asked for the same brick three rounds running, which
   * neither held, a 30-second wait each time.
   */
  propose(view: GameView): Omit<TradeOffer, 'from'> | null {
    if (this.name !== 'medium' || view.turn === this.proposedTurn || view.phase !== 'main') return null;
    this.proposedTurn = view.turn;
    const seat = view.viewer as number;
    const o = worldOffer(stateFromView(view, this.ctx.board, this.rng), seat);
    if (o < 0) return null;
    if (o === this.lastOffer && view.turn - this.lastOfferTurn <= view.players.length) { this.lastOffer = -1; return null; }
    this.lastOffer = o;
    this.lastOfferTurn = view.turn;
    return oneForOne({ give: offerGive(o), get: offerGet(o) });
  }
}
