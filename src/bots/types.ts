/**
 * The one interface every computer player implements (RULES.md §13). A bot decides from its
 * seat's view and the legal actions of its seat — exactly what a person in that seat knows —
 * and may remember public events. It is never handed the full game state.
 */
import type { Action, Board, Bundle, GameView, Rules, Color } from '../engine/index.js';
import type { DecisionReason, TradeReason } from './reasons.js';

export interface BotContext {
  seat: number;
  board: Board;
  colors: readonly Color[];
  rules: Readonly<Rules>;
  /** Seed for the bot's own choices (reproducible games). */
  seed: string | number;
  /** Time budget per decision in milliseconds (search bots). */
  budgetMs?: number;
}

/** A domestic offer seen from the proposer: the proposer gives `give` and gets `get` (§7). */
export interface TradeOffer {
  from: number;
  give: Bundle;
  get: Bundle;
}

/** An answer to an offer; `reason` says why, by a §13 code (src/bots/reasons.ts), for the page to show. */
export type TradeResponse =
  | { type: 'accept'; reason?: TradeReason }
  | { type: 'reject'; reason?: TradeReason }
  /** A counter-offer, also seen from the proposer: the proposer would give `give` and get `get`. */
  | { type: 'counter'; give: Bundle; get: Bundle; reason?: TradeReason };

export interface Bot {
  readonly name: string;
  /** Called once when the bot takes its seat. */
  init(ctx: BotContext): void;
  /** Choose one of `legal` (all of them for this seat) from what the seat can see. */
  decide(view: GameView, legal: readonly Action[]): Action;
  /** Answer a domestic offer made to this seat (§7, §13). */
  respond(view: GameView, offer: TradeOffer): TradeResponse;
  /** In its own action phase, a bot may propose one domestic trade to the table. */
  propose(view: GameView): Omit<TradeOffer, 'from'> | null;
  /** A public event (what everyone at the table saw), for bots that remember. */
  observe?(action: Action, view: GameView): void;
  /**
   * Why `action` (just returned by decide for this view) was chosen, for the in-game hint and
   * `catan decide`. Optional: src/bots/explain.ts gives a reason for any bot's action.
   */
  explain?(view: GameView, action: Action): DecisionReason;
}
