/**
 * The computer players as a library (`catan-open/bots`): a bot by name, the interface every bot
 * implements (it decides from its seat's view and legal actions only), and a host that plays a
 * whole game between bots with §7 negotiation. No I/O, no dependencies beyond the engine: runs in
 * Node and in the browser.
 */
export { BOT_IDS, BOT_NAMES, DIFFICULTY, SPARRING_BOTS, createBot, isBotId, isBotName, type BotId, type BotName, type BotOptions } from './registry.js';
export type { Bot, BotContext, TradeOffer, TradeResponse } from './types.js';
export { playBotGame, type HostOptions, type HostedGame } from './host.js';
export { HandTracker } from './tracker.js';
// Why a bot answered or acted as it did: the closed code lists, and the types Bot.explain and TradeResponse carry.
export { DECISION_REASONS, TRADE_REASONS, type DecisionReason, type DecisionCode, type TradeReason, type TradeReasonCode } from './reasons.js';
