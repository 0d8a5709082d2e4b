/**
 * Plays a game between bots: the host holds the true state, gives each bot only its seat's
 * view and its seat's legal actions, runs domestic trade negotiation (§7: offers from the
 * active player to the table, answers, a chosen partner), and times every decision.
 */
import {
  Game, P_ENDED, P_MAIN, SetupError, actionFor, legalActions, seatToMove, viewFor, type Action, type BoardInput, type Color, type GameRecord, type GameState, type Rules,
} from '../engine/index.js';
import { checkOptionNames } from '../engine/game.js';
import { seedWords } from '../engine/rng.js';
import { negotiateNow } from './negotiation.js';
import type { Bot, TradeOffer } from './types.js';

export interface HostedGame {
  winner: number | null;
  turns: number;
  /** Actions the bots chose (`decide`); domestic trades, made by offers, are counted in `trades` and not here. */
  actions: number;
  vp: number[];
  /** Milliseconds per decision, by seat. */
  decisionMs: number[][];
  trades: number;
  game: Game;
}

export interface HostOptions {
  bots: Bot[];
  colors: Color[];
  /** A board, 'beginner', or a recipe ({generate, seed, …}: made once, and kept as the record's board). */
  board: BoardInput;
  /** How the record names the board (a generator and its seed), when not written out in full. */
  boardJson?: GameRecord['board'];
  rules?: Partial<Rules>;
  seed: string | number;
  /** Each seat's name in the record (a replay shows it), in seat order. */
  names?: string[];
  maxTurns?: number;
  budgetMs?: number;
  /** Called after every applied action (for logs, tests). */
  onAction?: (action: Action, state: GameState) => void;
}

/**
 * A seat's bot's own seed, from the game's: a hash, so that a bot (which may be anyone's code)
 * is not handed the seed that decides the dice, the deck and the steals of the game it plays.
 * Each seat's differs. (A bot that guesses a short seed can still try it: a study that must keep
 * its dice from its bots gives a seed nobody would guess.)
 */
export function botSeed(seed: string | number, seat: number): string {
  return seedWords(`bot-seed/${seat}/${String(seed)}`).map((w) => (w >>> 0).toString(16).padStart(8, '0')).join('');
}

const HOST_OPTIONS = ['bots', 'colors', 'board', 'boardJson', 'rules', 'seed', 'names', 'maxTurns', 'budgetMs', 'onAction'] as const satisfies readonly (keyof HostOptions)[];
// Every option of HostOptions is in the list (an option added to one and not the other fails to compile).
const HOST_OPTIONS_ALL: Exclude<keyof HostOptions, (typeof HOST_OPTIONS)[number]> extends never ? true : false = true;
void HOST_OPTIONS_ALL;

export function playBotGame(o: HostOptions): HostedGame {
  checkOptionNames(o, HOST_OPTIONS, 'playBotGame');
  if (o.bots.length !== o.colors.length) throw new SetupError(`one bot per colour: ${o.bots.length} bot(s) for ${o.colors.length} colour(s)`);
  const shared = o.bots.findIndex((b, i) => o.bots.indexOf(b) !== i);
  // A bot keeps its seat's notes (its hand tracker, its seat): one object in two seats plays both from the last seat's.
  if (shared >= 0) throw new SetupError(`each seat needs its own bot object: seats ${o.bots.indexOf(o.bots[shared]!)} and ${shared} share one (createBot makes a new one each call)`);
  const game = Game.create({ colors: o.colors, board: o.board, rules: o.rules ?? {}, seed: o.seed, ...(o.boardJson !== undefined ? { boardJson: o.boardJson } : {}), ...(o.names !== undefined ? { names: o.names } : {}) });
  const board = game.state.board;
  o.bots.forEach((bot, seat) => bot.init({ seat, board, colors: o.colors, rules: game.state.rules, seed: botSeed(o.seed, seat), ...(o.budgetMs !== undefined ? { budgetMs: o.budgetMs } : {}) }));
  const decisionMs: number[][] = o.bots.map(() => []);
  const maxTurns = o.maxTurns ?? 1000;
  let actions = 0, trades = 0, lastProposalTurn = -1;
  // Each bot that keeps notes sees an applied action as a person in its seat would: no one
  // else's stolen or bought card. (Views are built only for bots that observe.)
  const announce = (action: Action) => {
    const ended = game.state.phase === P_ENDED;
    for (let q = 0; q < o.bots.length; q++) {
      const bot = o.bots[q]!;
      if (bot.observe) bot.observe(actionFor(action, q, ended), viewFor(game.state, q));
    }
    o.onAction?.(action, game.state);
  };
  while (game.state.phase !== P_ENDED && game.state.turn <= maxTurns) {
    const s = game.state;
    const seat = seatToMove(s);
    const bot = o.bots[seat]!;
    if (s.phase === P_MAIN && lastProposalTurn !== s.turn) {
      lastProposalTurn = s.turn;
      const offer = bot.propose(viewFor(s, seat));
      const traded = offer ? negotiate(game, o.bots, seat, offer) : null;
      if (traded) {
        trades++;
        announce(traded); // a domestic trade is public: every seat sees it
      }
    }
    const legal = legalActions(game.state).filter((a) => a.p === seat);
    const view = viewFor(game.state, seat);
    const t0 = performance.now();
    const action = bot.decide(view, legal);
    decisionMs[seat]!.push(performance.now() - t0);
    // Chance decides the dice, the card drawn and the card stolen: a bot's action naming one is refused.
    const res = game.apply(action, { forbidOutcomes: true });
    if (!res.ok) throw new Error(`bot ${bot.name} at seat ${seat} chose an illegal action ${JSON.stringify(action)}: ${res.error.message}`);
    actions++;
    announce(res.action);
  }
  const st = game.state;
  const ended = st.phase === P_ENDED;
  const vp = o.bots.map((_, q) => viewFor(st, q).players[q]!.vp!);
  return { winner: ended ? st.winner : null, turns: st.turnsPlayed, actions, vp, decisionMs, trades, game };
}

/**
 * §7 negotiation (negotiation.ts, shared with the server): the active seat's offer goes to every
 * other seat in turn order; each accepts, rejects or counters. The first acceptance whose trade
 * applies is taken; otherwise a counter the proposer's bot would itself accept by §13. Returns
 * the trade applied, or null.
 */
export function negotiate(game: Game, bots: Bot[], from: number, offer: Omit<TradeOffer, 'from'>): Action | null {
  const full: TradeOffer = { from, ...offer };
  let done: Action | null = null;
  negotiateNow(from, bots.length, offer, {
    ask: (q) => bots[q]!.respond(viewFor(game.state, q), full),
    approve: (counter) => bots[from]!.respond(viewFor(game.state, from), counter),
    trade: (q, give, get) => {
      const res = game.apply({ p: from, type: 'trade', with: q, give, get });
      if (res.ok) done = res.action;
      return res.ok;
    },
  });
  return done;
}
