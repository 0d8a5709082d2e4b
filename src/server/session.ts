/**
 * One game held on the server, the single source of truth: people's intents and bots'
 * decisions go through the engine's checked door (Game.apply). Each bot — a bot seat, or the
 * 'medium' bot standing in for a person who is away — is handed only viewFor(state, its seat)
 * and its seat's legal actions, and thinks elsewhere (bots.ts: a worker thread); its answer
 * is applied only if the game has not moved on meanwhile. Runs §7 negotiation among any mix of
 * people and bots (src/bots/negotiation.ts, shared with the bot host), paces the bots, and
 * builds what each viewer is sent from viewFor / actionFor / eventFor. The room around it owns
 * connections, presence, storage and what is shown. Never computes a rule itself.
 */
import {
  Game, P_DISCARD, P_ENDED, P_MAIN, P_SBP, P_SETUP, actionFor, apply, boardToJson, eventFor, legalActions, owedDiscard, seatToMove, viewFor,
  type Action, type Bundle, type GameEvent, type GameState, type GameView, type RuleError, type Viewer,
} from '../engine/index.js';
import { negotiateLater } from '../bots/negotiation.js';
import type { TradeOffer, TradeResponse } from '../bots/types.js';
import {
  sameJson, type AnsweredOffer, type Answer, type BotLevel, type Counter, type GameBody, type GameRest, type Hint, type IncomingOffer, type Intent, type LogEntry, type OpenOffer, type TableOffer,
  type OfferClosed, type RefusalCode, type StartRoll,
} from '../protocol/index.js';
import { endStats, expectedNow, targetsFor, type Applied } from '../table/index.js';
import type { BotHandle, BotRunner, BotSpec } from './bots.js';
import { actionFromIntent } from './intent.js';
import { answerReason, hintOf } from './reasons.js';
import type { StoredOffer } from './store/index.js';

export const STAND_IN: BotLevel = 'medium';

/** The game's entries in the room's log: actions (with their full events) and closed offers. */
export type GameEntry =
  | { k: 'act'; action: Action; events: GameEvent[] }
  | Extract<LogEntry, { k: 'offer' }>;

export interface SessionHooks {
  /** A new log entry: stored, then shown (the room versions it). */
  emit(entry: GameEntry): void;
  /** Something viewers should see changed. */
  changed(): void;
  /** A person's seat is played by a stand-in now. */
  isAway(seat: number): boolean;
  /** Bots and stand-ins may act now (the room is ready and someone is there to see). */
  mayPlay(): boolean;
  /** A person is there now (their room's bot calls go before those of rooms of bots only). */
  urgent(): boolean;
  onBotError?(message: string): void;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const REAL_TIMERS: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface SessionOptions {
  paceMs: number;
  /** Think time of the search bot ("hard"), ms. */
  botBudgetMs?: number;
  /** How long a bot's offer waits for people's answers, ms. */
  offerWaitMs: number;
  /** Offers a player may make in one turn (ServerConfig.offersPerTurn); none when left out. */
  offersPerTurn?: number;
  /** The least pause before a stand-in's action for a person, whatever `paceMs` (0: none). */
  standInPaceMs?: number;
  bots: BotRunner;
  timers?: Timers;
}

/** An offer on the table (§7). People answer in their own time; bots and stand-ins as soon as they have thought. */
interface Negotiation {
  id: number;
  from: number;
  give: Bundle;
  get: Bundle;
  answers: Answer[];
  /** People yet to answer. */
  waiting: Set<number>;
  /** Bots and stand-ins still thinking about their answer. */
  thinking: Set<number>;
  /** Made by a bot or stand-in: it settles itself once every answer is in (or the wait is over). */
  byAgent: boolean;
  settling: boolean;
  /** A bot's offer: when people's silence becomes a "no" (ms since the epoch), and how often they asked for more time. */
  until: number | null;
  extended: number;
}

/** How often the people answering one bot's offer may ask for more time. */
export const MORE_TIME_MAX = 10;

/** What a person's game message came to: done (`at`: its index in the record), or refused with the reason — the engine's refusal passed on whole. */
export type Outcome = { ok: true; at?: number } | { ok: false; code: RefusalCode; message: string; rule?: RuleError };

const sum = (b: Bundle) => Object.values(b).reduce<number>((t, k) => t + (k ?? 0), 0);
const refuse = (code: RefusalCode, message: string): Outcome => ({ ok: false, code, message });
const refusedBy = (e: RuleError): Outcome => ({ ok: false, code: e.code, message: e.message, rule: e });
const REJECT: TradeResponse = { type: 'reject' };

/**
 * An answer as the whole table hears it (the log, a spectator's view of the offer): who said what,
 * and a counter's terms, not why. A bot's §13 reason names what it holds ("keeps its last wool",
 * "does not hold the ore") and is told to the proposer alone, in the offer's own panel.
 */
function heardAtTable(a: Answer): Answer {
  if (a.type === 'counter') return { seat: a.seat, type: 'counter', give: a.give ?? {}, get: a.get ?? {} };
  // Silence is not a reason: everyone saw the person not answer.
  return a.silent ? { seat: a.seat, type: a.type, silent: true } : { seat: a.seat, type: a.type };
}

export class Session {
  paceMs: number;
  ready = false;
  private readonly bots: (BotHandle | null)[];
  private readonly standIns: (BotHandle | null)[];
  /** The hint's strong bot per seat, made when first asked (it sees what the seat sees from then on). */
  private readonly hinters: (BotHandle | null)[];
  readonly history: Applied[] = [];
  /** The end-of-game figures, the same for every viewer: worked out once. */
  private endOfGame: ReturnType<typeof endStats> | null = null;
  private readonly proposedTurn: number[];
  private nego: Negotiation | null = null;
  /** The offers made this turn, by whom (ServerConfig.offersPerTurn). */
  private offerCount = { turn: -1, n: 0 };
  private negoIds = 0;
  private timer: unknown = null;
  private negoTimer: unknown = null;
  /** People who let the last bot's offer made to them pass unanswered: the next waits less for them (waitForPeople). */
  private readonly unanswered = new Set<number>();
  /** A bot is deciding an action: no other step starts until it has. */
  private thinking = false;
  /** Bumped by every change of the game or the table's offer: a bot's answer decided before it is stale. */
  private epoch = 0;
  private closed = false;
  private readonly timers: Timers;

  constructor(
    readonly game: Game,
    readonly levels: readonly (BotLevel | null)[],
    readonly startRoll: StartRoll,
    private readonly seed: string,
    private readonly hooks: SessionHooks,
    private readonly opts: SessionOptions,
  ) {
    this.paceMs = opts.paceMs;
    this.timers = opts.timers ?? REAL_TIMERS;
    this.bots = levels.map((level, seat) => (level ? this.makeBot(level, seat, 'bot') : null));
    this.standIns = levels.map(() => null);
    this.hinters = levels.map(() => null);
    this.proposedTurn = levels.map(() => -1);
  }

  private makeBot(level: BotLevel, seat: number, tag: string): BotHandle {
    const s = this.game.state;
    const spec: BotSpec = {
      level, seat, board: this.game.record.board, colors: [...s.colors], rules: { ...s.rules }, seed: `${this.seed}/${tag}${seat}`,
      ...(tag === 'standin' ? { standIn: true } : {}),
      ...(this.opts.botBudgetMs !== undefined ? { budgetMs: this.opts.botBudgetMs } : {}),
    };
    return this.opts.bots.create(spec, () => this.hooks.urgent());
  }

  get ended(): boolean { return this.game.state.phase === P_ENDED; }
  get actions(): number { return this.game.record.actions.length; }
  isPerson(seat: number): boolean { return this.levels[seat] === null; }

  /** The bot that decides for `seat` now: its own, or the stand-in of an away person. */
  private agent(seat: number): BotHandle | null {
    const own = this.bots[seat];
    if (own) return own;
    if (!this.hooks.isAway(seat)) return null;
    return (this.standIns[seat] ??= this.makeBot(STAND_IN, seat, 'standin'));
  }

  close(): void {
    this.closed = true;
    if (this.timer) this.timers.clearTimeout(this.timer);
    if (this.negoTimer) this.timers.clearTimeout(this.negoTimer);
    this.timer = this.negoTimer = null;
    for (const b of [...this.bots, ...this.standIns, ...this.hinters]) b?.dispose();
  }

  // ---- what a viewer is sent ----

  /**
   * Everything in `viewer`'s game body but the view (what it may do, what is expected, the offers,
   * the timer, the end). A part that reads as it did the last time is the same object as then,
   * and so is the whole when nothing in it changed: what a room keeps from frame to frame (the base
   * of the next patch) then stays one long-lived object instead of a new one each time.
   */
  rest(viewer: Viewer, deadline: number | null): GameRest {
    const s = this.game.state;
    const ended = s.phase === P_ENDED;
    const seat = typeof viewer === 'number' ? viewer : -1;
    const nego = this.nego;
    const last = this.lastRests[seat + 1];
    // The offer as a receiver sees it: waiting for this seat's answer, or (accepted or countered) for the proposer's choice.
    const terms = (n: Negotiation) => ({ id: n.id, from: n.from, give: n.give, get: n.get });
    let incoming: IncomingOffer | null = nego && nego.waiting.has(seat) ? { ...terms(nego), ...(nego.until !== null ? { until: nego.until, more: MORE_TIME_MAX - nego.extended } : {}) } : null;
    const mine = nego && nego.from !== seat && !nego.waiting.has(seat) ? nego.answers.find((a) => a.seat === seat && a.type !== 'reject') : undefined;
    let answered: AnsweredOffer | null = mine ? { ...terms(nego!), answer: mine } : null;
    let offer: OpenOffer | null = nego && nego.from === seat && !nego.byAgent
      ? { id: nego.id, give: nego.give, get: nego.get, answers: [...nego.answers], waiting: [...nego.waiting, ...nego.thinking] } : null;
    // A spectator hears the offer as the table does (it saw nothing of one until the log's line, a play-test found);
    // a bot's reason for its answer stays with the proposer.
    let onTable: TableOffer | null = nego && seat < 0 ? { ...terms(nego), answers: nego.answers.map(heardAtTable), waiting: [...nego.waiting, ...nego.thinking] } : null;
    // A bot's offer waiting for this person's answer comes first: then nothing else is lit.
    const blocked = incoming !== null && nego!.byAgent;
    let targets = seat < 0 || ended || blocked || !this.isPerson(seat) ? null : targetsFor(s, seat);
    let expected = expectedNow(s, incoming, seat);
    const end = ended ? (this.endOfGame ??= endStats(s, this.history)) : null;
    if (last) {
      if (targets && last.targets) targets = keepSameParts(targets, last.targets);
      else if (sameJson(last.targets, targets)) targets = last.targets;
      if (sameJson(last.expected, expected)) expected = last.expected;
      if (sameJson(last.offer, offer)) offer = last.offer;
      if (sameJson(last.incoming, incoming)) incoming = last.incoming;
      if (sameJson(last.answered ?? null, answered)) answered = last.answered ?? null;
      if (sameJson(last.onTable ?? null, onTable)) onTable = last.onTable ?? null;
      if (last.targets === targets && last.expected === expected && last.offer === offer && last.incoming === incoming && last.answered === answered && (last.onTable ?? null) === onTable && last.end === end
        && last.paceMs === this.paceMs && last.ready === this.ready && last.deadline === deadline && last.startRoll === this.startRoll) return last;
    }
    const rest: GameRest = { startRoll: this.startRoll, targets, expected, offer, incoming, answered, ...(seat < 0 ? { onTable } : {}), paceMs: this.paceMs, ready: this.ready, end, deadline };
    this.lastRests[seat + 1] = rest;
    return rest;
  }
  /** Per viewer (the spectator first, then each seat), its rest as last built. */
  private readonly lastRests: (GameRest | undefined)[] = [];

  /**
   * `viewer`'s whole game body (a connection entering the room; after that, fanout.ts sends what
   * changed in the view, read from the states, and in the rest).
   */
  body(viewer: Viewer, deadline: number | null): GameBody {
    return { ...this.rest(viewer, deadline), view: viewFor(this.game.state, viewer) };
  }

  /** Seats whose person the game is waiting for now, each with a key that changes when the wait does (for the turn timer). */
  waitingFor(): Map<number, string> {
    const out = new Map<number, string>();
    const s = this.game.state;
    if (this.ended || !this.ready) return out;
    const person = (q: number) => this.isPerson(q) && !this.hooks.isAway(q);
    // A bot's offer waits for people's answers by its own clock (closed as a "no", "more time"
    // starting it again), not by the turn timer: an answer is optional, and a person whose turn
    // timer ran out on one had their next turn played by a stand-in while "more time" said otherwise
    // (a play-test).
    if (this.nego?.byAgent) return out;
    if (s.phase === P_DISCARD) {
      for (let q = 0; q < this.levels.length; q++) if (owedDiscard(s, q) > 0 && person(q)) out.set(q, `discard${s.turn}`);
      return out;
    }
    const seat = seatToMove(s);
    // A person's offer waiting for other people: they have the turn's time to answer (silence is then
    // a "no"), and the proposer's clock stops meanwhile, starting again whole once every answer is in
    // (friends thinking an offer over spent the proposer's turn: a play-test saw 6 s left to choose).
    const nego = this.nego;
    if (nego && nego.from === seat && person(seat)) {
      for (const q of nego.waiting) if (person(q)) out.set(q, `answer${nego.id}`);
      if (out.size > 0) return out;
    }
    // §14: the special building phase waits for each builder in turn ("sbp": its time running out passes them).
    if (person(seat)) out.set(seat, s.phase === P_SETUP ? `setup${Math.floor(viewFor(s, 'spectator').setupStep / 2)}` : s.phase === P_SBP ? `sbp${s.turn}` : `turn${s.turn}`);
    return out;
  }

  /** Whether `seat` is the builder of the special building phase now (§14). */
  isSpecialBuilder(seat: number): boolean {
    const s = this.game.state;
    return s.phase === P_SBP && seatToMove(s) === seat;
  }

  /**
   * The builder of the special building phase passes (§14: "end"): a person whose time ran out,
   * or who is away (a stand-in does not spend an absent player's cards between turns). True
   * when it was done.
   */
  passSpecialBuild(seat: number): boolean {
    if (this.closed || !this.isSpecialBuilder(seat)) return false;
    const res = this.game.apply({ p: seat, type: 'end' });
    if (!res.ok) return false;
    this.record(res.action, res.events);
    this.after();
    return true;
  }

  // ---- people's intents ----

  /** The bots' pacing, already checked by the room. */
  setPace(ms: number): void {
    this.paceMs = ms;
    this.hooks.changed();
  }

  act(seat: number, intent: Intent): Outcome {
    if (intent.p !== undefined && intent.p !== seat) return refuse('not-your-seat', `you play seat ${seat}: an action for another seat is refused`);
    const nego = this.nego;
    if (nego?.byAgent && nego.waiting.has(seat)) return refuse('answer-first', 'answer the offer on the table first (§7)');
    if (nego && nego.from === seat && !nego.byAgent) this.closeNego(null, 'played-on');
    const res = this.game.apply(actionFromIntent(intent, seat));
    if (!res.ok) return refusedBy(res.error);
    this.record(res.action, res.events);
    this.after();
    return { ok: true, at: this.actions - 1 };
  }

  /** The active person offers the table a trade (§7); bots answer by their rules (§13), people in their own time. */
  offer(seat: number, give: Bundle, get: Bundle): Outcome {
    const s = this.game.state;
    if (this.nego?.byAgent) return refuse('answer-first', 'an offer is already on the table (§7)');
    // What the proposer holds first: an offer of cards they do not have says so, whatever else is wrong with it.
    const hand = viewFor(s, seat).players[seat]!.resources!;
    for (const [r, k] of Object.entries(give)) {
      const held = hand[r as keyof typeof hand];
      if ((k ?? 0) > held) return refuse('not-held', `you hold ${held} ${r}: you cannot offer ${k} (§7)`);
    }
    const n = this.levels.length;
    const terms = partnersShort(s, seat, give, get);
    if ('error' in terms) return refusedBy(terms.error);
    // A bound on the offers of a turn (only its player's can get this far): each is logged and sent
    // to every seat and spectator, and a replaced one asks the bots again (a hostile play-test made
    // 299 in 20 s). Counted by the turn alone, so that another seat's refused offer resets nothing.
    if (this.offerCount.turn !== s.turn) this.offerCount = { turn: s.turn, n: 0 };
    const most = this.opts.offersPerTurn;
    if (most !== undefined && this.offerCount.n >= most) return refuse('offer-limit', `at most ${most} offers a turn: take an answer, trade with the bank, or play on`);
    this.closeNego(null, 'replaced');
    this.offerCount.n++;
    const nego = this.open(seat, give, get, false);
    for (let i = 1; i < n; i++) {
      const q = (seat + i) % n;
      // Every bot (or stand-in) is asked alike and answers when its thinking is done, one that cannot
      // pay included (its answer is then a no): a "no" at once, in the offer's own frame, told the
      // proposer who lacked the cards. A person is asked all the same (they may counter; answering
      // for them would also tell the table what they lack, and log a "no" they never said).
      if (this.agent(q)) this.askLater(nego, q, terms.short.has(q));
      else nego.waiting.add(q);
    }
    this.hooks.changed();
    return { ok: true };
  }

  /** Trade with a seat that accepted (on the offer's terms) or countered (on its own). */
  take(seat: number, partner: number): Outcome {
    const nego = this.nego;
    // No offer of one's own is `no-offer`, as for withdraw; an offer without that player's yes or counter is `no-such-answer`.
    if (!nego || nego.from !== seat || nego.byAgent) return refuse('no-offer', 'you have no offer on the table');
    const a = nego.answers.find((x) => x.seat === partner);
    if (!a || a.type === 'reject') return refuse('no-such-answer', 'that player has not accepted or countered your offer (§7)');
    const terms = a.type === 'counter' ? { give: a.give!, get: a.get! } : { give: nego.give, get: nego.get };
    const res = this.game.apply({ p: seat, type: 'trade', with: partner, ...terms });
    if (!res.ok) return refusedBy(res.error);
    this.closeNego(partner);
    this.record(res.action, res.events);
    this.after();
    return { ok: true, at: this.actions - 1 };
  }

  /** A person answering a bot's offer asks for more time: the wait starts again, at most MORE_TIME_MAX times an offer (WCAG 2.2.1). */
  moreTime(seat: number, id: number): Outcome {
    const nego = this.nego;
    if (!nego || nego.id !== id || !nego.byAgent || !nego.waiting.has(seat)) return refuse('no-such-offer', 'that offer is no longer waiting for your answer');
    if (nego.extended >= MORE_TIME_MAX) return refuse('no-more-time', `more time was asked ${MORE_TIME_MAX} times for this offer already: answer it now`);
    nego.extended++;
    this.unanswered.delete(seat);
    this.waitForPeople(nego, true);
    this.hooks.changed();
    return { ok: true };
  }

  withdraw(seat: number): Outcome {
    if (!this.nego || this.nego.from !== seat || this.nego.byAgent) return refuse('no-offer', 'you have no offer on the table');
    this.closeNego(null, 'withdrawn');
    this.hooks.changed();
    return { ok: true };
  }

  /**
   * A person's answer to another player's offer: yes, no, or a counter-offer (`counter`, as the
   * answerer sees it) that the proposer may then take (a person) or weigh by its rule (a bot).
   * `silent`: no answer came in the time given (a person's offer on the turn timer): a "no", told as silence.
   */
  answer(seat: number, id: number, accept: boolean, counter?: Counter, silent = false): Outcome {
    const nego = this.nego;
    if (!nego || nego.id !== id || !nego.waiting.has(seat)) return refuse('no-such-offer', 'that offer is no longer on the table');
    if (accept && !counter) {
      // A "yes" must be payable: the answerer holds what the proposer asks (§7).
      const res = apply(this.game.state, { p: nego.from, type: 'trade', with: seat, give: nego.give, get: nego.get });
      if (!res.ok && isPartnerShort(res.error, seat)) return refusedBy(res.error);
    }
    if (counter) {
      // The counter is checked as the trade it would be (§7); the proposer lacking the cards is only a later "no".
      const res = apply(this.game.state, { p: nego.from, type: 'trade', with: seat, give: counter.get, get: counter.give });
      if (!res.ok && !isPartnerShort(res.error, nego.from)) return refusedBy(res.error);
    }
    nego.waiting.delete(seat);
    if (!silent) this.unanswered.delete(seat);
    nego.answers.push(counter
      ? { seat, type: 'counter', give: { ...counter.get }, get: { ...counter.give } }
      : accept ? { seat, type: 'accept' } : silent ? { seat, type: 'reject', silent: true } : { seat, type: 'reject' });
    this.maybeSettle(nego);
    this.after();
    return { ok: true };
  }

  /**
   * What the strong bot would do in `seat` now (the hint assist): the hard bot decides from that
   * seat's view and legal actions only, like any bot; null when the seat has nothing to do.
   */
  async hint(seat: number): Promise<{ action: Action; hint: Hint } | null> {
    const s = this.game.state;
    const legal = legalActions(s).filter((a) => a.p === seat);
    if (legal.length === 0 || this.closed) return null;
    const view = viewFor(s, seat);
    this.hinters[seat] ??= this.makeBot('hard', seat, 'hint');
    const action = await this.hinters[seat]!.decide(view, legal);
    return { action, hint: hintOf(view, boardToJson(s.board), action) };
  }

  /** Presence changed: a stand-in answers for an away person, and the bots may resume. */
  refresh(): void {
    const nego = this.nego;
    // A person back while the bot that stood in for them has an offer out: it is withdrawn, and the
    // turn is theirs again (a play-test: the offer stayed out under their name for half a minute,
    // answered and countered, with nothing of it on their screen and their turn's clock gone).
    if (nego?.byAgent && !this.agent(nego.from)) {
      this.closeNego(null, 'withdrawn');
      this.after();
      return;
    }
    if (nego) {
      for (const q of [...nego.waiting]) {
        if (!this.agent(q)) continue;
        nego.waiting.delete(q);
        this.askLater(nego, q);
      }
      // And one back while their stand-in was still weighing an offer answers it themselves (the
      // stand-in's answer, when it comes, is dropped: askLater finds the seat no longer thinking).
      let back = false;
      for (const q of [...nego.thinking]) {
        if (this.agent(q)) continue;
        nego.thinking.delete(q);
        nego.waiting.add(q);
        back = true;
      }
      if (back && nego.byAgent) this.waitForPeople(nego);
      this.maybeSettle(nego);
    }
    this.after();
  }

  // ---- the table's offer ----

  get hasOffer(): boolean { return this.nego !== null; }

  /** The offer on the table as the room stores it (null: none). */
  storedOffer(): StoredOffer | null {
    const nego = this.nego;
    if (!nego) return null;
    return {
      id: nego.id, from: nego.from, turn: this.game.state.turn, give: nego.give, get: nego.get, answers: nego.answers,
      waiting: [...nego.waiting, ...nego.thinking].sort((a, b) => a - b), byAgent: nego.byAgent,
    };
  }

  /**
   * After a restart: the offers closed before (`closed`: how many the log holds, so that offer
   * ids go on from where they were; `thisTurn`: the seats that made one this turn) and the one
   * that was on the table. Bots that were thinking about it are asked again, people answer it
   * as before, a bot's offer waits for people's answers again (its wait starts anew). An offer
   * that no longer fits the game (another turn, not the action phase, a seat out of range) is
   * dropped: nothing was traded on it.
   */
  restoreOffers(closed: number, thisTurn: readonly number[], o: StoredOffer | null): void {
    const s = this.game.state;
    const n = this.levels.length;
    this.negoIds = Math.max(this.negoIds, closed, o?.id ?? 0);
    for (const q of thisTurn) if (q >= 0 && q < n) this.proposedTurn[q] = s.turn;
    if (!o) return;
    const fits = !this.ended && s.phase === P_MAIN && o.turn === s.turn && o.from === s.current
      && [...o.answers.map((a) => a.seat), ...o.waiting].every((q) => q >= 0 && q < n && q !== o.from);
    // A stand-in's offer is not restored: after a restart nobody is away until their connection is missed, so the seat is its person's.
    if (!fits || (o.byAgent && !this.agent(o.from))) return;
    this.proposedTurn[o.from] = s.turn;
    const top = this.negoIds;
    this.negoIds = o.id - 1;
    const nego = this.open(o.from, o.give, o.get, o.byAgent); // under its own id again
    this.negoIds = Math.max(top, o.id);
    nego.answers.push(...o.answers.map((a) => ({ ...a })));
    const terms = partnersShort(s, o.from, o.give, o.get);
    for (const q of o.waiting) {
      if (nego.answers.some((a) => a.seat === q)) continue;
      if (this.agent(q)) this.askLater(nego, q, 'short' in terms && terms.short.has(q));
      else nego.waiting.add(q);
    }
    if (nego.byAgent) this.waitForPeople(nego);
    this.maybeSettle(nego);
  }

  private open(from: number, give: Bundle, get: Bundle, byAgent: boolean): Negotiation {
    const nego: Negotiation = { id: ++this.negoIds, from, give: { ...give }, get: { ...get }, answers: [], waiting: new Set(), thinking: new Set(), byAgent, settling: false, until: null, extended: 0 };
    this.nego = nego;
    this.epoch++;
    return nego;
  }

  /** A bot (or stand-in) at `q` thinks about the offer; its answer joins the others when it comes. */
  private askLater(nego: Negotiation, q: number, cannotPay = false): void {
    const bot = this.agent(q)!;
    nego.thinking.add(q);
    void this.ask(bot, q, { from: nego.from, give: nego.give, get: nego.get }).then((said) => {
      if (this.nego !== nego || this.closed || !nego.thinking.delete(q)) return;
      // A seat that cannot pay the offer does not accept it (§7: a trade moves cards the players
      // hold); a counter of its own is on cards it holds, and stands.
      const r = cannotPay && said.type === 'accept' ? REJECT : said;
      // Why, by §13, from the bot's own hand (what its seat may know): asked is the proposer's get.
      const hand = viewFor(this.game.state, q).players[q]!.resources!;
      // A stand-in's answer carries no reason: it would speak of the away person's hand.
      nego.answers.push({ ...toAnswer(q, r), ...(this.bots[q] ? answerReason(hand, nego.get, nego.give, r.type) : {}) });
      this.maybeSettle(nego);
      this.after();
    });
  }

  private async ask(bot: BotHandle, seat: number, offer: TradeOffer): Promise<TradeResponse> {
    try {
      return await bot.respond(viewFor(this.game.state, seat), offer);
    } catch (e) {
      this.hooks.onBotError?.(`bot ${bot.level} at seat ${seat} failed to answer: ${(e as Error).message}`);
      return REJECT;
    }
  }

  /** Close the offer on the table: taken by `taken`, or not (`why`), and logged so. */
  private closeNego(taken: number, why?: undefined): void;
  private closeNego(taken: null, why: OfferClosed): void;
  private closeNego(taken: number | null, why?: OfferClosed): void {
    const nego = this.nego;
    if (!nego) return;
    this.nego = null;
    this.epoch++;
    if (this.negoTimer) { this.timers.clearTimeout(this.negoTimer); this.negoTimer = null; }
    const n = this.levels.length;
    // The log is read by every seat and spectator: it keeps who said what, not why (heardAtTable).
    const answers = [...nego.answers].sort((a, b) => (a.seat - nego.from + n) % n - (b.seat - nego.from + n) % n).map(heardAtTable);
    this.hooks.emit({ k: 'offer', from: nego.from, give: nego.give, get: nego.get, answers, taken, ...(why ? { closed: why } : {}) });
  }

  /** A bot's offer with every answer in: settle it (§7, negotiation.ts). */
  private maybeSettle(nego: Negotiation): void {
    if (!nego.byAgent || nego.settling || nego.waiting.size > 0 || nego.thinking.size > 0 || this.nego !== nego) return;
    nego.settling = true;
    const bySeat = new Map(nego.answers.map((a) => [a.seat, a]));
    void negotiateLater(nego.from, this.levels.length, { give: nego.give, get: nego.get }, {
      ask: (q) => toResponse(bySeat.get(q)),
      approve: (counter) => {
        const proposer = this.agent(nego.from);
        return proposer && this.nego === nego ? this.ask(proposer, nego.from, counter) : REJECT;
      },
      trade: (q, give, get) => {
        if (this.nego !== nego || this.closed) return false;
        const res = this.game.apply({ p: nego.from, type: 'trade', with: q, give, get });
        if (!res.ok) return false;
        this.closeNego(q);
        this.record(res.action, res.events);
        return true;
      },
    }).then(() => {
      if (this.nego === nego) this.closeNego(null, 'no-taker');
      this.after();
    });
  }

  private after(): void {
    this.hooks.changed();
    this.pump();
  }

  // ---- bots and stand-ins ----

  /** Schedule the next bot action after the pacing delay, if a bot is to act. */
  pump(): void {
    if (this.timer || this.thinking || !this.ready || this.closed || this.ended || this.nego?.byAgent || !this.hooks.mayPlay()) return;
    const seat = this.nextAgentSeat();
    if (seat < 0) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      if (this.closed || this.thinking || !this.hooks.mayPlay() || this.nego?.byAgent) return;
      // Presence may have changed during the pause: look again.
      const now = this.nextAgentSeat();
      if (now >= 0) void this.agentStep(now);
    }, this.isPerson(seat) ? Math.max(this.paceMs, this.opts.standInPaceMs ?? 0) : this.paceMs);
  }

  private nextAgentSeat(): number {
    const s = this.game.state;
    if (s.phase === P_DISCARD) {
      // Discards may be made in any order (§4.3): bots do not wait for people.
      const n = this.levels.length;
      for (let i = 0; i < n; i++) {
        const q = (s.current + i) % n;
        if (owedDiscard(s, q) > 0 && this.agent(q)) return q;
      }
      return -1;
    }
    const seat = seatToMove(s);
    return this.agent(seat) ? seat : -1;
  }

  private async agentStep(seat: number): Promise<void> {
    // An away person's part of the special building phase is passed, not played (§14).
    if (this.isPerson(seat) && this.isSpecialBuilder(seat)) { this.passSpecialBuild(seat); return; }
    this.thinking = true;
    try {
      const bot = this.agent(seat)!;
      if (this.nego && this.nego.from === seat) this.closeNego(null, 'played-on'); // a person's offer left open when the bot took over
      const s = this.game.state;
      if (s.phase === P_MAIN && s.current === seat && this.proposedTurn[seat] !== s.turn) {
        this.proposedTurn[seat] = s.turn;
        if (await this.agentOffer(seat, bot)) return;
      }
      const now = this.game.state;
      const legal = legalActions(now).filter((a) => a.p === seat);
      if (legal.length === 0) return;
      const epoch = this.epoch;
      let action: Action;
      try {
        action = await bot.decide(viewFor(now, seat), legal);
      } catch (e) {
        this.hooks.onBotError?.(`bot ${bot.level} at seat ${seat} failed: ${(e as Error).message}`);
        action = legal[0]!;
      }
      // The game moved on while the bot thought (a person's discard), or the person it stood in for is back: it decides again, or not at all.
      if (this.closed || this.epoch !== epoch || this.agent(seat) !== bot) return;
      let res = this.game.apply(action);
      if (!res.ok) {
        this.hooks.onBotError?.(`bot ${bot.level} at seat ${seat} chose an illegal action: ${res.error.message}`);
        res = this.game.apply(legal[0]!);
        if (!res.ok) return;
      }
      this.record(res.action, res.events);
    } finally {
      this.thinking = false;
      if (!this.closed) this.after();
    }
  }

  /** A bot's offer to the table, if it makes one: true when it is on the table (it settles itself when the answers are in). */
  private async agentOffer(seat: number, bot: BotHandle): Promise<boolean> {
    const epoch = this.epoch;
    let proposal: Awaited<ReturnType<BotHandle['propose']>>;
    try { proposal = await bot.propose(viewFor(this.game.state, seat)); } catch (e) {
      this.hooks.onBotError?.(`bot ${bot.level} at seat ${seat} failed to propose: ${(e as Error).message}`);
      return false;
    }
    // The table changed meanwhile, or the person is back (the stand-in no longer speaks for the seat): the next step looks again.
    if (this.closed || this.epoch !== epoch || this.agent(seat) !== bot) return true;
    if (!proposal || sum(proposal.give) === 0 || sum(proposal.get) === 0) return false;
    const s = this.game.state;
    const n = this.levels.length;
    const terms = partnersShort(s, seat, proposal.give, proposal.get);
    if ('error' in terms) return false; // the proposer cannot make this offer: drop it
    const nego = this.open(seat, proposal.give, proposal.get, true);
    for (let i = 1; i < n; i++) {
      const q = (seat + i) % n;
      // As for a person's offer: a person is asked (and may counter); every bot or stand-in is asked
      // alike and answers when it has thought, one short of the cards then saying no (an answer at
      // once, in the offer's own frame, told the table who lacked them).
      if (!this.agent(q)) nego.waiting.add(q);
      else this.askLater(nego, q, terms.short.has(q));
    }
    this.waitForPeople(nego);
    this.hooks.changed();
    this.maybeSettle(nego);
    return true;
  }

  /**
   * A bot's offer waits for people's answers at most `offerWaitMs`; then their silence is a "no".
   * A person who let the last bot's offer pass unanswered is waited for a quarter of that (at least
   * 5 s) until they answer one again: a newcomer who does not see the offers is not made to wait
   * half a minute on every bot's turn (a play-test waited 32–63 s on three turns). It depends on
   * what the person did, never on their cards. `more`: they asked for more time, the whole wait.
   */
  private waitForPeople(nego: Negotiation, more = false): void {
    if (nego.waiting.size === 0) return;
    if (this.negoTimer) this.timers.clearTimeout(this.negoTimer);
    const full = this.opts.offerWaitMs;
    const short = Math.min(full, Math.max(5000, Math.round(full / 4)));
    // The whole wait while anyone waited for has answered the last one (or asks for more time).
    const wait = !more && [...nego.waiting].every((q) => this.unanswered.has(q)) ? short : full;
    nego.until = Date.now() + wait;
    this.negoTimer = this.timers.setTimeout(() => {
      this.negoTimer = null;
      if (this.nego !== nego) return;
      // Silence is a "no" (§7 needs an answer), told as silence: the log read "rejects" for people who had not moved.
      for (const q of nego.waiting) { nego.answers.push({ seat: q, type: 'reject', silent: true }); this.unanswered.add(q); }
      nego.waiting.clear();
      this.maybeSettle(nego);
      this.after();
    }, wait);
  }

  private record(action: Action, events: GameEvent[]): void {
    this.history.push({ action, events });
    this.epoch++;
    // Bots that keep notes see every action as a person in their seat would (no one else's stolen or bought card).
    const state = this.game.state;
    const ended = state.phase === P_ENDED;
    for (const bots of [this.bots, this.standIns, this.hinters]) {
      bots.forEach((bot, seat) => {
        if (bot?.observes) bot.observe(actionFor(action, seat, ended), viewFor(state, seat));
      });
    }
    this.hooks.emit({ k: 'act', action, events });
  }

  /** For tests: a seat's view now. */
  viewOf(seat: number): GameView { return viewFor(this.game.state, seat); }
}

/**
 * `before` when `now` reads as the same (as sameJson would say); otherwise `now`, with each of its
 * parts that reads as the same part of `before` made that part (the lists of targets mostly stay
 * as they were from one action to the next: the spots the distance rule forbids, the roads, the
 * bank's rates), so what a room keeps of them is mostly long-lived. Each part is compared once.
 */
function keepSameParts<T extends object>(now: T, before: T): T {
  const n = now as Record<string, unknown>, b = before as Record<string, unknown>;
  let same = true;
  for (const k in n) {
    if (n[k] === b[k]) continue;
    if (!sameJson(n[k], b[k])) same = false;
    else if (typeof n[k] === 'object' && n[k] !== null) n[k] = b[k];
  }
  if (same) for (const k in b) if (b[k] !== undefined && n[k] === undefined) { same = false; break; }
  return same ? before : now;
}

/**
 * The offer's terms checked by the engine against each partner (§7): the seats that cannot pay
 * (a partner's own shortage is only its "no"), or the refusal of the terms themselves.
 */
function partnersShort(s: GameState, from: number, give: Bundle, get: Bundle): { short: Set<number> } | { error: RuleError } {
  const short = new Set<number>();
  for (let i = 1; i < s.players; i++) {
    const q = (from + i) % s.players;
    const res = apply(s, { p: from, type: 'trade', with: q, give, get });
    if (res.ok) continue;
    if (!isPartnerShort(res.error, q)) return { error: res.error };
    short.add(q);
  }
  return { short };
}

/** A trade refused because the partner `q` lacks the cards (the refusal's `seat`): only a "no" from that partner. */
function isPartnerShort(error: RuleError, q: number): boolean {
  return error.code === 'not-held' && error.seat === q;
}

/**
 * A log entry as `viewer` may see it (§6 steals and bought cards hidden from others until the
 * end): `e` itself when nothing in it is hidden from that viewer.
 */
export function seenEntry(e: GameEntry, viewer: Viewer, ended: boolean): LogEntry {
  if (e.k === 'offer') return e;
  const action = actionFor(e.action, viewer, ended);
  const events = e.events.map((x) => eventFor(x, viewer, ended, e.action));
  return action === e.action && events.every((x, i) => x === e.events[i]) ? e : { k: 'act', action, events };
}

function toAnswer(seat: number, r: TradeResponse): Answer {
  return r.type === 'counter' ? { seat, type: 'counter', give: { ...r.give }, get: { ...r.get } } : { seat, type: r.type };
}

function toResponse(a: Answer | undefined): TradeResponse {
  if (!a) return REJECT;
  return a.type === 'counter' ? { type: 'counter', give: a.give ?? {}, get: a.get ?? {} } : { type: a.type };
}
