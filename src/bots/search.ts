/**
 * The strong bot ("hard"). Set-up: every legal placement is tried, the rest of set-up played
 * out, and the start scored by a learned chance of winning (src/bots/setup.ts). Action phase
 * and robber: determinized Monte-Carlo search. It shortlists the policy's choice and the moves ab's evaluation ranks best one step on,
 * then repeatedly samples a world consistent with its view (hidden hands, deck and dice
 * unknown), plays every candidate in that same world with the same dice, continues with the
 * heuristic policy for everyone through its own next turn (each seat trading as the medium bot
 * does: with the bank, and by one 1-for-1 offer a turn to the table), and scores the result by the
 * learned chance of winning from there (src/bots/learned.ts). It keeps the candidate with the
 * best mean within the time budget. The turn's offer is chosen by the same paired playouts (searchOffer). Other decisions follow the policy.
 */
import { chooseCode, MEDIUM, STAND_IN_POLICY, type PolicyOptions } from './policy.js';
import { EXPANSION_WEIGHTS, evaluate } from './evaluate.js';
import { BasicBot, matchLegal } from './basic.js';
import type { Bot, BotContext, TradeOffer, TradeResponse } from './types.js';
import { CodeList, ROAD, T_BUILD, T_BUY, T_END, T_PLAY, T_ROBBER, T_ROLL, buildPiece, codeSeat, codeType, playCard, robberHex } from '../engine/codes.js';
import { legalCodes } from '../engine/legal.js';
import { applyCode, transfer } from '../engine/step.js';
import { resourceCount, reuseState, visibleVp, type GameState } from '../engine/state.js';
import { P_DISCARD, P_ENDED, P_MAIN, P_ROBBER, P_ROLL, P_SETUP, RESOURCES, type ByResource } from '../engine/vocabulary.js';
import { seatToMove } from '../engine/apply.js';
import { Expectiminimax } from './ab.js';
import { AB_WEIGHTS, abValue } from './abValue.js';
import { Rng, decodeAction, stateFromView, type Action, type Bundle, type GameView } from '../engine/index.js';
import { chooseSetupByModel, type SetupRivals, type SetupRivalsOption } from './setup.js';
import { gameScore, setupScore, winChance } from './learned.js';
import { HandTracker } from './tracker.js';
import { explainAction } from './explain.js';
import { acceptsOneForOne, buildOffers, isNearWin, nearWin, offerGet, offerGive, oneForOne, placeableIn, worldOffer } from './trading.js';
import { acceptsBy13 } from './acceptance.js';
import type { DecisionReason } from './reasons.js';

export const DEFAULT_BUDGET_MS = 200;
/** The expert level: the hard bot with a larger budget. */
export const EXPERT_BUDGET_MS = 1000;
/**
 * Search shape: candidates kept and, for the hand-written evaluation, the rival's weight.
 * Measured against three medium bots (100 games each at 50 ms, before the learned models):
 * 6 candidates did as well as 10; playouts through the seat's next turn (5 turns with 4
 * players) won about 45–49%, while 3, 4 or 8 turns won 18–38%; adding the robber to the
 * searched decisions helped; set-up searched by playouts hurt.
 */
export const SEARCH = { candidates: 6, rival: 1 } as const;

/**
 * Which parts use the learned models. Measured against three medium bots at 50 ms (500 games
 * each, docs/bots.md has the commands): learned set-up and learned leaves 61.8%; learned
 * set-up with the hand-written evaluation at the leaves 56.0%; neither (the previous hard
 * bot) 45–49% in 100-game runs.
 */
export interface SearchOptions {
  /** Count opponents' cards from the public log and deal sampled worlds accordingly. */
  counting: boolean;
  /** Score playouts by the learned chance of winning, or by the hand-written evaluation. */
  leaf: 'learned' | 'hand';
  /** Place set-up by look-ahead with the learned model, by the heuristic policy, or as `ab` (depth 2) would. */
  setup: 'model' | 'policy' | 'ab';
  /** Paired iterations per decision instead of the time budget (0: by time), for load-independent comparisons. */
  iterations: number;
  /** Candidates searched. */
  candidates: number;
  /** Random moves in playouts. */
  noise: number;
  /** Bank trades looked at two steps deep in playouts (as the medium bot does). */
  rolloutTrades: boolean;
  /** Bonus for the policy's own choice (in chance of winning). */
  prior: number;
  /** Candidates: the best one step on by the medium bot's hand-written evaluation (`eval`) or by `ab`'s (`ab`), the best of each kind of action first, or the best by one-step learned chance of winning. */
  shortlist: 'eval' | 'typed' | 'learned' | 'ab' | 'ab2';
  /** The action phase and the robber: searched by playouts (`search`), or `ab`'s own choice at depth 2 (`ab`; set-up, offers and answers as the default). */
  actions: 'search' | 'ab';
  /** How rivals play in playouts: the medium policy, or greedily by ab's evaluation (depth 1); `all-ab1`: every seat, the bot's own too; `self-ab1`: the bot's own seat only, rivals by the policy. */
  opponents: 'medium' | 'ab1' | 'all-ab1' | 'self-ab1';
  /** Turns a playout runs before it is scored (0: through the seat's next whole turn). */
  horizon: number;
  /** Which learned model scores a finished set-up: the set-up model, or the game model. */
  setupLeaf: 'setup' | 'game';
  /** How the seat plays the rest of its current turn in playouts: the medium policy, or greedily by the learned chance of winning. */
  ownTurn: 'policy' | 'greedy';
  /** Also search the move `ab` would choose at this depth (0: not). */
  abCandidate: number;
  /** How set-up look-ahead plays rivals' placements: the medium policy, each greedily by its own learned set-up score, greedily by ab's evaluation, or (`observed`) per rival as the style its settlements showed. */
  setupRivals: SetupRivalsOption;
  /** Proposes domestic trades as the medium bot does (on), or never (off). */
  propose: boolean;
  /** Also search the decision before the roll (roll, or play a card first), instead of the policy's choice. */
  searchRoll: boolean;
  /** Choose the turn's offer by search: each 1-for-1 offer that completes a build, and none, played out in sampled worlds where the first seat that §13 lets accept takes it. */
  tradeSearch: boolean;
  /** Weight of ab's evaluation added to the learned leaf, per ten victory points' worth of it (0: the learned chance alone). */
  leafAb: number;
  /** How rivals play in playouts when by the policy: the medium bot's weights, or weights that favour roads and new settlements (`expansion`, as the tools' style of that name). */
  rivalStyle: 'medium' | 'expansion';
  /** Also search the seat's discard after a 7 (its own discards, shortlisted as in the action phase), instead of the policy's choice. */
  searchDiscard: boolean;
  /** An offer it would accept by §13 is also played out, taken and not taken, in paired worlds: accepted only when taking it comes out ahead. */
  searchAnswer: boolean;
  /**
   * A development card that can be bought: chosen among the candidates as any move is (`search`),
   * always one of the candidates (`candidate`), or bought rather than ending the turn with it
   * affordable (`beforeEnd`).
   */
  buy: 'search' | 'candidate' | 'beforeEnd';
  /**
   * Where a candidate's playout stops: a fixed number of turns after the decision (`decision`),
   * or after the candidate is applied (`candidate`, the earlier behaviour: a candidate that ends
   * the turn was then scored one whole turn later than the others).
   */
  stop: 'decision' | 'candidate';
  /** Domestic offers in playouts: each seat, once a turn, makes the medium bot's 1-for-1 offer that completes a build, taken by the first rival that §13 lets accept. */
  rolloutOffers: boolean;
  /** A settlement or a city that can be built now is built: the search chooses only among those builds (`on`), or among all moves (`off`). */
  buildFirst: boolean;
  /**
   * A Knight that can be played is played at once, before the roll where it can be (`early`), or when the policy or the search chooses it
   * (`policy`); `race`: the seat's own policy (before the roll, and the candidate it favours) races for Largest Army as a stand-in does;
   * `play`: the policy (the seat's own and every seat's in playouts) values a Knight by playing it out (`knightKeep` 0).
   */
  knight: 'policy' | 'early' | 'race' | 'play';
}

/** A kind of action for the typed shortlist: the code's type, with the piece or card. */
function kindOf(c: number): number {
  const t = codeType(c);
  if (t === T_BUILD) return 10 + buildPiece(c);
  if (t === T_PLAY) return 20 + playCard(c);
  if (t === T_ROBBER) return 30 + robberHex(c);
  return t;
}
export const DEFAULT_SEARCH: SearchOptions = {
  leaf: 'learned', setup: 'model', counting: true, iterations: 0, candidates: SEARCH.candidates, noise: 0.05, prior: 0.002,
  // Measured (docs/bots.md, 2026-12-05, "An eighth round"): playouts in which every seat trades
  // as the medium bot does, with the bank two steps deep and by its one 1-for-1 offer a turn, won
  // 609/800 = 76.1% against three medium on fresh seeds (the earlier playouts: 573/800 = 71.6%)
  // and 176/400 against three ab (168/400), on the same games; a game at 100 playouts a decision
  // took 1.6–1.8 times as long.
  rolloutTrades: true,
  rolloutOffers: true,
  // Measured (docs/bots.md, 2026-12-03): candidates ranked by ab's evaluation one step on won
  // 280/700 = 40.0% against three ab (medium's evaluation: 255/700 = 36.4%) and 562/800 = 70.3%
  // against three medium (545/800 = 68.1%), on the same games.
  shortlist: 'ab',
  actions: 'search',
  opponents: 'medium',
  horizon: 0,
  abCandidate: 0,
  setupLeaf: 'setup',
  ownTurn: 'policy',
  setupRivals: 'policy',
  propose: true,
  searchRoll: false,
  // Measured (docs/bots.md): against three medium 545/800 = 68.1% with it, 504/800 = 63.0% without; against three ab 36.4% and 35.4% of 700.
  tradeSearch: true,
  leafAb: 0,
  rivalStyle: 'medium',
  searchDiscard: false,
  searchAnswer: false,
  buy: 'search',
  // Measured (docs/bots.md, 2026-12-05): every candidate scored at the same turn won 309/700 =
  // 44.1% against three ab (scored after the candidate: 280/700 = 40.0%) and 571/800 = 71.4%
  // against three medium (562/800 = 70.3%), on the same games.
  stop: 'decision',
  buildFirst: false,
  knight: 'policy',
};

/** The policy with Knights valued by playing them out (`knight=play`, for measuring). */
const KNIGHT_PLAY: PolicyOptions = { ...MEDIUM, knightKeep: 0 };

export class SearchBot implements Bot {
  private ctx!: BotContext;
  private rng = new Rng(0);
  private readonly helper = new BasicBot('medium');
  private readonly list = new CodeList();
  /** Paired iterations completed in the last searched decision (for tests and tuning). */
  lastIterations = 0;
  /** In the last decision, if searched: each candidate's code and the turn its playouts stopped at (for tests). */
  lastStops: { code: number; turn: number }[] = [];
  private readonly dice = new Int32Array(96);
  private tracker!: HandTracker;
  /** The state each candidate's playout runs in, reused. */
  private work: GameState | null = null;
  readonly options: SearchOptions;
  private readonly rolloutPolicy: PolicyOptions;
  /** The rivals' policy in playouts (the same as the seat's own unless `rivalStyle` says otherwise). */
  private readonly rivalPolicy: PolicyOptions;
  private readonly rivalModel = new Expectiminimax(new Rng('rivals'));
  /** ab's ranking of the moves at depth 2 (shortlist=ab2), reused. */
  private readonly ranked: { code: number; value: number }[] = [];
  constructor(private readonly budgetMs: number = DEFAULT_BUDGET_MS, options: Partial<SearchOptions> = {}, readonly name: 'hard' | 'expert' = 'hard') {
    this.options = { ...DEFAULT_SEARCH, ...options };
    this.rolloutPolicy = { ...(this.options.knight === 'play' ? KNIGHT_PLAY : MEDIUM), noise: this.options.noise, tradeLookahead: this.options.rolloutTrades };
    this.rivalPolicy = this.options.rivalStyle === 'expansion' ? { ...this.rolloutPolicy, weights: EXPANSION_WEIGHTS } : this.rolloutPolicy;
  }

  init(ctx: BotContext): void {
    this.ctx = ctx;
    this.lastView = null;
    this.styleVotes.fill(0);
    this.rng = new Rng(`hard/${ctx.seed}/${ctx.seat}`);
    this.helper.init(ctx);
    this.tracker = new HandTracker(ctx.board, ctx.seat, ctx.colors.length);
  }

  observe(action: Action, view: GameView): void {
    if (this.options.counting) this.tracker.observe(action, view);
    const before = this.lastView;
    if (this.options.setupRivals === 'observed' && before?.phase === 'setup' && action.type === 'build' && action.piece === 'settlement' && action.p !== this.ctx.seat) {
      // Which style chose this settlement: the medium policy, ab's evaluation, or neither?
      const s = stateFromView(before, this.ctx.board, this.styleRng);
      if (seatToMove(s) === action.p) {
        const medium = decodeAction(s, chooseCode(s.clone(), this.styleRng, MEDIUM));
        const ab = decodeAction(s, this.styleModel.best(s.clone(), 2).code);
        if (medium.type === 'build' && medium.at === action.at) this.styleVotes[action.p * 2]!++;
        if (ab.type === 'build' && ab.at === action.at) this.styleVotes[action.p * 2 + 1]!++;
      }
    }
    this.lastView = view;
  }

  /** The latest view seen (observed or decided on), the position before the next action. */
  private lastView: GameView | null = null;
  /** Per seat: how many of its settlements the medium policy would have chosen, and how many `ab` (depth 2) would have. */
  readonly styleVotes = new Int32Array(16);
  private readonly styleRng = new Rng('styles');
  /** `ab` itself (depth 2), to recognise its placements. */
  private readonly styleModel = new Expectiminimax(new Rng('styles/ab'));
  readonly rivalStyle = (q: number): SetupRivals => {
    const o = this.options.setupRivals;
    if (o !== 'observed') return o;
    return this.styleVotes[q * 2 + 1]! > this.styleVotes[q * 2]! ? 'ab' : 'policy';
  };

  /** Fresh shared dice for one paired iteration (every candidate meets the same rolls). */
  private rollDice(): void {
    for (let r = 0; r < this.dice.length; r++) this.dice[r] = this.rng.int(6) * 6 + this.rng.int(6);
  }

  /** A world consistent with the view (and with the cards counted so far). */
  private sample(view: GameView): GameState {
    return stateFromView(view, this.ctx.board, this.rng, this.options.counting ? this.tracker.known : undefined);
  }

  respond(view: GameView, offer: TradeOffer): TradeResponse {
    const r = this.helper.respond(view, offer);
    if (!this.options.searchAnswer || r.type !== 'accept' || view.phase !== 'main') return r;
    return this.worthTaking(view, offer) ? r : { type: 'reject', reason: { code: 'not-worth' } };
  }

  /**
   * Whether taking `offer` comes out ahead of leaving it, over paired playouts from the
   * proposer's turn (the same world, dice and playout randomness for both). Worlds in which the
   * proposer would not hold what it offers are skipped.
   */
  private worthTaking(view: GameView, offer: TradeOffer): boolean {
    const seat = view.viewer as number;
    const budget = this.ctx.budgetMs ?? this.budgetMs;
    const deadline = performance.now() + budget * 0.5;
    const fixed = this.options.iterations;
    let diff = 0, iters = 0, tries = 0;
    const n = view.players.length;
    const horizon = this.options.horizon > 0 ? this.options.horizon : n + 1;
    while (tries < 1000 && (iters < 1 || (fixed > 0 ? iters < fixed : performance.now() < deadline))) {
      tries++;
      const world = this.sample(view);
      if (RESOURCES.some((r, i) => (offer.give[r] ?? 0) > resourceCount(world, offer.from, i))) continue;
      const seed = this.rng.u32();
      this.rollDice();
      const none = this.rollout(this.work = reuseState(this.work, world), seat, horizon, new Rng(seed), Infinity);
      const w = this.work = reuseState(this.work, world);
      swapCards(w, offer.from, seat, offer.give, offer.get);
      diff += this.rollout(w, seat, horizon, new Rng(seed), Infinity) - none;
      iters++;
    }
    return iters === 0 || diff > 0;
  }
  private proposedTurn = -1;
  propose(view: GameView): Omit<TradeOffer, 'from'> | null {
    if (!this.options.propose) return null;
    if (!this.options.tradeSearch) return this.helper.propose(view);
    // As the medium bot: at most one offer a turn, in the action phase.
    if (view.turn === this.proposedTurn || view.phase !== 'main') return null;
    this.proposedTurn = view.turn;
    return this.searchOffer(view);
  }

  /**
   * The offer (or none) with the best mean learned chance of winning over paired playouts:
   * every 1-for-1 offer that completes a build (buildOffers), tried in each sampled world with
   * the first rival in turn order that §13 lets accept (and that would not refuse a seat two
   * points from winning); where none accepts, as no offer.
   */
  private searchOffer(view: GameView): Omit<TradeOffer, 'from'> | null {
    const seat = view.viewer as number;
    const s0 = this.sample(view);
    const offers = buildOffers(view, placeableIn(s0, seat)).map(oneForOne);
    if (offers.length === 0) return null;
    const n = s0.players;
    const refused = nearWin(view, seat);
    const budget = this.ctx.budgetMs ?? this.budgetMs;
    const deadline = performance.now() + budget * 0.5;
    const fixed = this.options.iterations;
    const sum = new Float64Array(offers.length + 1);
    const horizon = this.options.horizon > 0 ? this.options.horizon : n + 1;
    let iters = 0;
    while (iters < 1 || (fixed > 0 ? iters < fixed : performance.now() < deadline)) {
      const world = this.sample(view);
      const seed = this.rng.u32();
      this.rollDice();
      const none = this.rollout(this.work = reuseState(this.work, world), seat, horizon, new Rng(seed), Infinity);
      sum[0]! += none;
      for (let k = 0; k < offers.length; k++) {
        const { give, get } = offers[k]!;
        let partner = -1;
        // The rival answers from its side: it gives what the offer asks (`get`) for what it offers (`give`).
        for (let i = 1; i < n && partner < 0 && !refused; i++) if (acceptsBy13(handOf(world, (seat + i) % n), get, give)) partner = (seat + i) % n;
        if (partner < 0) { sum[k + 1]! += none; continue; }
        const w = this.work = reuseState(this.work, world);
        swapCards(w, seat, partner, give, get);
        sum[k + 1]! += this.rollout(w, seat, horizon, new Rng(seed), Infinity);
      }
      iters++;
    }
    let best = 0;
    for (let k = 1; k <= offers.length; k++) if (sum[k]! > sum[best]!) best = k;
    return best === 0 ? null : offers[best - 1]!;
  }

  /** The last decision: how many legal actions, what was chosen and the search's estimates. */
  private last: { legal: number; action: Action | null; win?: number; next?: number } = { legal: 0, action: null };

  explain(view: GameView, action: Action): DecisionReason {
    const r = explainAction(view, this.ctx.board, action, this.last.legal);
    if (this.last.action !== action || this.last.win === undefined || this.options.leaf !== 'learned') return r;
    return { ...r, win: this.last.win, ...(this.last.next !== undefined ? { next: this.last.next } : {}) };
  }

  decide(view: GameView, legal: readonly Action[]): Action {
    this.lastView = view;
    this.last = { legal: legal.length, action: null };
    this.lastStops = [];
    if (legal.length === 1) return legal[0]!;
    const budget = this.ctx.budgetMs ?? this.budgetMs;
    const deadline = performance.now() + budget * 0.9;
    const seat = view.viewer as number;
    const s0 = this.sample(view);
    const phase = s0.phase;
    // Search where it measurably helps: the action phase and the robber.
    // With a fixed number of playouts the set-up tries every spot too (not as many as the time allows): the same seeds, the same game.
    if (phase === P_SETUP && this.options.setup === 'model') return matchLegal(decodeAction(s0, chooseSetupByModel(s0, this.rng, this.options.iterations > 0 ? Infinity : deadline, this.options.setupLeaf === 'game' ? gameScore : setupScore, this.rivalStyle)), legal);
    if (phase === P_SETUP && this.options.setup === 'ab') return matchLegal(decodeAction(s0, this.rivalModel.best(s0, 2).code), legal);
    if (this.options.knight === 'early' && (phase === P_ROLL || phase === P_MAIN)) {
      const knight = legal.find((a) => a.type === 'play' && a.card === 'knight');
      if (knight) return knight;
    }
    const searched = phase === P_MAIN || phase === P_ROBBER || (phase === P_ROLL && this.options.searchRoll) || (phase === P_DISCARD && this.options.searchDiscard);
    const own = this.options.knight === 'race' ? STAND_IN_POLICY : this.options.knight === 'play' ? KNIGHT_PLAY : MEDIUM;
    if (!searched) return matchLegal(decodeAction(s0, chooseCode(s0, this.rng, own, 0, seat)), legal);
    if (this.options.actions === 'ab' && (phase === P_MAIN || phase === P_ROBBER)) return matchLegal(decodeAction(s0, this.rivalModel.best(s0.clone(), 2).code), legal);
    // Shortlist: the policy's choice plus the best candidates one step on (by ab's evaluation by default).
    legalCodes(s0, this.list);
    let codes = Array.from(this.list.codes.subarray(0, this.list.n));
    // In the discard phase the list holds every owing seat's discards: this seat's only.
    if (phase === P_DISCARD) codes = codes.filter((c) => codeSeat(c) === seat);
    if (this.options.buildFirst && phase === P_MAIN) {
      const builds = codes.filter((c) => codeType(c) === T_BUILD && buildPiece(c) !== ROAD);
      if (builds.length > 0) codes = builds;
    }
    const sl = this.options.shortlist;
    const value = sl === 'learned' ? (x: GameState) => winChance(x, seat, gameScore) : sl === 'ab' || sl === 'ab2' ? (x: GameState) => abValue(x, seat) : (x: GameState) => evaluate(x, seat);
    const scored = codes.map((c) => {
      // Ending the turn is valued as the position now (the learned shortlist plays it: the next seat's chances move).
      if (codeType(c) === T_END && sl !== 'learned') return { c, v: value(s0) };
      const next = s0.clone();
      applyCode(next, c);
      if (next.phase === P_ENDED && next.winner === seat) return { c, v: 1e12 };
      return { c, v: value(next) };
    });
    scored.sort((a, b) => b.v - a.v);
    if (scored[0]!.v >= 1e12) return matchLegal(decodeAction(s0, scored[0]!.c), legal);
    let policyChoice = chooseCode(s0.clone(), this.rng, own, 0, seat);
    if (!codes.includes(policyChoice)) policyChoice = scored[0]!.c;
    const cand: number[] = [policyChoice];
    if (sl === 'ab2' && phase !== P_DISCARD) {
      // ab's own ranking at depth 2: its choice first (it gets the prior), then the policy's, then ab's next best.
      this.rivalModel.rank(s0.clone(), 2, this.ranked);
      cand[0] = this.ranked[0]!.code;
      if (!cand.includes(policyChoice)) cand.push(policyChoice);
      for (const x of this.ranked) { if (cand.length >= this.options.candidates) break; if (!cand.includes(x.code)) cand.push(x.code); }
    }
    if (this.options.abCandidate > 0) {
      const c = this.rivalModel.best(s0.clone(), this.options.abCandidate).code;
      if (!cand.includes(c)) cand.push(c);
    }
    if (this.options.shortlist === 'typed') {
      // The best of each kind of action first (a city, a settlement, a road, a card bought or
      // played, a bank trade, the end of the turn, a robber hex), then the best of the rest.
      const kinds = new Set<number>([kindOf(policyChoice)]);
      for (const x of scored) {
        if (cand.length >= this.options.candidates) break;
        const k = kindOf(x.c);
        if (!kinds.has(k)) { kinds.add(k); cand.push(x.c); }
      }
    }
    for (const x of scored) { if (cand.length >= this.options.candidates) break; if (!cand.includes(x.c)) cand.push(x.c); }
    const buyCode = this.options.buy !== 'search' && phase === P_MAIN ? codes.find((c) => codeType(c) === T_BUY) : undefined;
    if (buyCode !== undefined && this.options.buy === 'candidate' && !cand.includes(buyCode)) cand.push(buyCode);
    if (cand.length === 1) return matchLegal(decodeAction(s0, cand[0]!), legal);
    // Paired comparison: every candidate meets the same sampled world and the same dice.
    const sum = new Float64Array(cand.length);
    const scores = new Float64Array(cand.length);
    // Play out through the seat's next whole turn: evaluating just before it (or later, just
    // before the one after) measured far worse than just after it.
    const horizon = this.options.horizon > 0 ? this.options.horizon : s0.players + 1;
    const hardStop = performance.now() + budget;
    let iters = 0;
    const fixed = this.options.iterations;
    while (iters < 1 || (fixed > 0 ? iters < fixed : performance.now() < deadline)) {
      const world = this.sample(view);
      const seed = this.rng.u32();
      // The same dice for every candidate, whatever else draws from the generator.
      this.rollDice();
      let complete = true;
      for (let k = 0; k < cand.length && complete; k++) {
        const w = this.work = reuseState(this.work, world);
        // A roll candidate rolls the shared first dice; every other candidate meets them at its own first roll.
        const rollsNow = codeType(cand[k]!) === T_ROLL && !w.rules.balancedDice;
        applyCode(w, cand[k]!, rollsNow ? this.dice[0]! : -1);
        // Every candidate is scored at the same turn: ending the turn does not buy a later score.
        const turns = this.options.stop === 'decision' ? horizon - (w.turn - s0.turn) : horizon;
        if (iters === 0) this.lastStops[k] = { code: cand[k]!, turn: w.turn + turns };
        const v = this.rollout(w, seat, turns, new Rng(seed), fixed > 0 ? Infinity : hardStop, rollsNow ? 1 : 0);
        if (Number.isNaN(v)) complete = false; else scores[k] = v;
      }
      if (!complete) break;
      for (let k = 0; k < cand.length; k++) sum[k]! += scores[k]!;
      iters++;
    }
    this.lastIterations = iters;
    let best = 0, bestMean = -Infinity;
    for (let k = 0; k < cand.length; k++) {
      // The policy's own choice gets a small prior (0.2 percentage points of winning chance,
      // or one point of the hand-written evaluation): prefer it unless search says otherwise.
      const mean = sum[k]! / Math.max(1, iters) + (k === 0 ? (this.options.leaf === 'learned' ? this.options.prior : 1) : 0);
      if (mean > bestMean) { bestMean = mean; best = k; }
    }
    if (buyCode !== undefined && this.options.buy === 'beforeEnd' && codeType(cand[best]!) === T_END) return matchLegal(decodeAction(s0, buyCode), legal);
    const chosen = matchLegal(decodeAction(s0, cand[best]!), legal);
    let next = -Infinity;
    for (let k = 0; k < cand.length; k++) if (k !== best) next = Math.max(next, sum[k]! / Math.max(1, iters));
    this.last = { legal: legal.length, action: chosen, win: sum[best]! / Math.max(1, iters), ...(next > -Infinity ? { next } : {}) };
    return chosen;
  }

  private readonly greedyList = new CodeList();
  private probe: GameState | null = null;
  /** The seat's action with the best learned chance of winning one step on (a win at once first). */
  private greedy(s: GameState, seat: number): number {
    legalCodes(s, this.greedyList);
    let best = this.greedyList.codes[0]!, bestV = -Infinity;
    for (let i = 0; i < this.greedyList.n; i++) {
      const c = this.greedyList.codes[i]!;
      const t = this.probe = reuseState(this.probe, s);
      applyCode(t, c);
      const v = t.phase === P_ENDED ? (t.winner === seat ? 2 : -1) : winChance(t, seat, gameScore);
      if (v > bestV) { bestV = v; best = c; }
    }
    return best;
  }

  /** Domestic trades made in playouts so far (for tests). */
  playoutTrades = 0;
  /** A playout's domestic trade, as the table of medium bots would make it (rolloutOffers). */
  private offerInWorld(s: GameState): void {
    const p = s.current, o = worldOffer(s, p);
    // Rivals refuse a seat two points or less from winning, by what the table sees.
    if (o < 0 || isNearWin(visibleVp(s, p), s.rules.victoryPoints)) return;
    const give = offerGive(o), get = offerGet(o);
    for (let i = 1; i < s.players; i++) {
      const q = (p + i) % s.players;
      if (!acceptsOneForOne(s, q, get, give)) continue;
      transfer(s.b, p, q, give, 1);
      transfer(s.b, q, p, get, 1);
      this.playoutTrades++;
      return;
    }
  }

  /**
   * Play on with the policy for `turns` turns and score for `seat`: its learned chance of
   * winning (1 or 0 when the game ends), or its evaluation minus the best rival's (NaN: out of time).
   */
  private rollout(s: GameState, seat: number, turns: number, rng: Rng, hardStop: number, firstRoll = 0): number {
    const stop = s.turn + turns;
    let steps = 0;
    let rolls = firstRoll;
    const balanced = s.rules.balancedDice;
    const abRivals = this.options.opponents === 'ab1' || this.options.opponents === 'all-ab1';
    const abSelf = this.options.opponents === 'all-ab1' || this.options.opponents === 'self-ab1';
    const greedyUntil = this.options.ownTurn === 'greedy' ? s.turn : -1;
    // The turn under way has had its offer (the real one, before the decision).
    let offered = this.options.rolloutOffers ? s.turn : Infinity;
    while (s.phase !== P_ENDED && s.turn < stop && steps < 400) {
      if (s.phase === P_MAIN && s.turn > offered) { offered = s.turn; this.offerInWorld(s); }
      const mover = seatToMove(s);
      const code = mover === seat && s.turn === greedyUntil && (s.phase === P_MAIN || s.phase === P_ROBBER) ? this.greedy(s, seat)
        : s.phase !== P_DISCARD && (mover === seat ? abSelf : abRivals) ? this.rivalModel.best(s, 1).code : chooseCode(s, rng, mover === seat ? this.rolloutPolicy : this.rivalPolicy);
      // Shared dice, except under balanced dice (§11), where rolls come from the world's dice deck.
      applyCode(s, code, codeType(code) === T_ROLL && !balanced && rolls < this.dice.length ? this.dice[rolls++]! : -1);
      steps++;
      if ((steps & 15) === 0 && performance.now() > hardStop) return NaN;
    }
    if (this.options.leaf === 'learned') {
      const v = s.phase === P_ENDED ? (s.winner === seat ? 1 : 0) : winChance(s, seat, gameScore);
      return this.options.leafAb > 0 ? v + this.options.leafAb * abValue(s, seat) / (10 * AB_WEIGHTS.vp) : v;
    }
    if (s.phase === P_ENDED) return s.winner === seat ? 1000 : -1000;
    const mine = evaluate(s, seat);
    let rival = -Infinity;
    for (let q = 0; q < s.players; q++) if (q !== seat) rival = Math.max(rival, evaluate(s, q));
    return mine - SEARCH.rival * rival;
  }
}

/** A domestic trade made in a sampled world: `a` gives `aGives` to `b` and gets `bGives`. */
function swapCards(w: GameState, a: number, b: number, aGives: Bundle, bGives: Bundle): void {
  for (let r = 0; r < 5; r++) {
    const x = aGives[RESOURCES[r]!], y = bGives[RESOURCES[r]!];
    if (x) transfer(w.b, a, b, r, x);
    if (y) transfer(w.b, b, a, r, y);
  }
}

/** Seat q's hand in a world, by resource (for the §13 check). */
function handOf(s: GameState, q: number): ByResource<number> {
  const hand = {} as ByResource<number>;
  RESOURCES.forEach((r, i) => { hand[r] = resourceCount(s, q, i); });
  return hand;
}
