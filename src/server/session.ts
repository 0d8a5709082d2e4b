/**
 * One game between a person and bots, held on the server: the single source of truth.
 * The person's intents and the bots' decisions go through the engine's checked door
 * (Game.apply); each bot is handed only viewFor(state, its seat) and its seat's legal
 * actions; the page is sent only the person's view, targets and log as their seat saw it.
 * Bot moves are paced so a person can follow them. Never computes a rule itself.
 */
import {
  Game, actionFor, apply, boardToJson, eventFor, legalActions, seatToMove, viewFor,
  type Action, type BoardJson, type Bundle, type GameView,
} from '../engine/index.js';
import { createBot } from '../bots/registry.js';
import { ruleTarget } from '../manual/links.js';
import type { Bot, TradeResponse } from '../bots/types.js';
import type {
  Answer, GameMessage, IncomingOffer, Intent, LogEntry, OpenOffer, SeatInfo, ServerMessage, StartRoll,
} from './protocol.js';
import { actionFromIntent } from './intent.js';
import { endStats, type Applied } from './stats.js';
import { expectedNow, targetsFor } from './targets.js';
import type { Table } from './setup.js';

const P_MAIN = 4, P_DISCARD = 2, P_ENDED = 6;

type InternalEntry =
  | { k: 'act'; action: Action; events: Applied['events'] }
  | Extract<LogEntry, { k: 'offer' }>;

interface Incoming extends IncomingOffer { answers: Answer[] }

export interface SessionOptions {
  paceMs: number;
  /** Think time of the search bot ("hard"), in ms. */
  botBudgetMs?: number;
  /** Reported for actions a bot got wrong (should not happen; the first legal action is played instead). */
  onBotError?: (message: string) => void;
}

const sum = (b: Bundle) => Object.values(b).reduce<number>((t, k) => t + (k ?? 0), 0);

export class Session {
  readonly game: Game;
  readonly seats: SeatInfo[];
  readonly human: number;
  readonly startRoll: StartRoll;
  paceMs: number;
  ready = false;
  private readonly bots: (Bot | null)[];
  private readonly history: Applied[] = [];
  private readonly log: InternalEntry[] = [];
  private readonly proposedTurn: number[];
  private offer: OpenOffer | null = null;
  private incoming: Incoming | null = null;
  private offerIds = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private listener: ((m: ServerMessage) => void) | null = null;
  private sentLog = 0;
  private closed = false;
  private readonly boardJson: BoardJson;

  constructor(readonly id: string, table: Table, private readonly opts: SessionOptions) {
    this.paceMs = opts.paceMs;
    this.human = table.human;
    this.startRoll = table.startRoll;
    this.seats = table.seats.map((s, seat) => ({ seat, ...s }));
    this.game = Game.create({
      colors: table.seats.map((s) => s.color), board: table.board,
      boardJson: table.board === 'beginner' ? 'beginner' : table.boardJson,
      rules: table.rules, seed: table.seed, names: table.seats.map((s) => s.name),
    });
    const board = this.game.state.board;
    this.bots = table.seats.map((s, seat) => {
      if (!s.bot) return null;
      const bot = createBot(s.bot, opts.botBudgetMs !== undefined ? { budgetMs: opts.botBudgetMs } : {});
      bot.init({ seat, board, colors: this.game.state.colors, rules: this.game.state.rules, seed: `${table.seed}/bot${seat}` });
      return bot;
    });
    this.proposedTurn = this.seats.map(() => -1);
    this.boardJson = boardToJson(board);
  }

  get ended(): boolean { return this.game.state.phase === P_ENDED; }

  // ---- connection ----

  /** Attach a connection: it gets a full message now and every change from then on. */
  attach(listener: (m: ServerMessage) => void): void {
    this.listener = listener;
    this.sentLog = 0;
    listener(this.message(true));
    this.pump();
  }

  detach(listener: (m: ServerMessage) => void): void {
    if (this.listener === listener) this.listener = null;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.listener = null;
  }

  private refuse(code: string, message: string): void {
    let rule: string | undefined;
    try { rule = ruleTarget({ code, message }); } catch { /* the manual is optional: the page falls back to the § in the message */ }
    this.listener?.(rule ? { t: 'refused', code, message, rule } : { t: 'refused', code, message });
  }

  private flush(): void {
    if (this.listener) this.listener(this.message(false));
  }

  /** The person's message: their view, targets, and the log entries they have not had yet. */
  message(full: boolean): GameMessage {
    const s = this.game.state;
    const view = viewFor(s, this.human);
    const ended = view.phase === 'ended';
    const from = full ? 0 : this.sentLog;
    const log = this.log.slice(from).map((e) => this.seen(e, ended));
    this.sentLog = this.log.length;
    const msg: GameMessage = {
      t: 'game', id: this.id, you: this.human, seats: this.seats, startRoll: this.startRoll,
      view, targets: ended || this.incoming ? null : targetsFor(s, view, this.human),
      expected: expectedNow(s, view, this.incoming, this.human),
      logFrom: from, log,
      offer: this.offer,
      incoming: this.incoming ? { id: this.incoming.id, from: this.incoming.from, give: this.incoming.give, get: this.incoming.get } : null,
      paceMs: this.paceMs, ready: this.ready,
      end: ended ? endStats(s, this.history) : null,
    };
    if (full) msg.board = this.boardJson;
    return msg;
  }

  /** A log entry as the person's seat saw it (§6 steals and bought cards hidden from others). */
  private seen(e: InternalEntry, ended: boolean): LogEntry {
    if (e.k === 'offer') return e;
    const v = this.human;
    return { k: 'act', action: actionFor(e.action, v, ended), events: e.events.map((x) => eventFor(x, v, ended, e.action)) };
  }

  // ---- the person's intents ----

  start(): void {
    if (this.ready) return;
    this.ready = true;
    this.flush();
    this.pump();
  }

  setPace(ms: number): void {
    if (!Number.isFinite(ms)) return;
    this.paceMs = Math.max(0, Math.min(5000, Math.round(ms)));
    this.flush();
  }

  act(intent: Intent): void {
    const action = actionFromIntent(intent, this.human);
    if (!action) return this.refuse('malformed', 'an action is an object with a "type": build, roll, discard, robber, buy, play, bankTrade or end (trades go through offers)');
    if (this.incoming) return this.refuse('answer-first', 'answer the offer on the table first (§7)');
    this.closeOffer(null);
    const res = this.game.apply(action);
    if (!res.ok) return this.refuse(res.error.code, res.error.message);
    this.record(res.action, res.events);
    this.flush();
    this.pump();
  }

  /** The person offers the table a trade (§7); every bot answers by its rules (§13). */
  proposeTrade(give: Bundle, get: Bundle): void {
    const s = this.game.state;
    if (this.incoming) return this.refuse('answer-first', 'answer the offer on the table first (§7)');
    const n = this.seats.length;
    // The engine checks the terms against each partner; a partner's own shortage is only a "no".
    let problem: { code: string; message: string } | null = null;
    const canPay = new Set<number>();
    for (let i = 1; i < n; i++) {
      const q = (this.human + i) % n;
      const res = apply(s, { p: this.human, type: 'trade', with: q, give, get });
      if (res.ok) canPay.add(q);
      else if (!(res.error.code === 'not-held' && res.error.message.startsWith(`seat ${q} `))) { problem = res.error; break; }
    }
    if (!problem) {
      const hand = viewFor(s, this.human).players[this.human]!.resources!;
      for (const [r, k] of Object.entries(give)) {
        if ((k ?? 0) > hand[r as keyof typeof hand]) { problem = { code: 'not-held', message: `you do not hold ${k} ${r} (§7)` }; break; }
      }
    }
    if (problem) return this.refuse(problem.code, problem.message);
    this.closeOffer(null);
    const answers: Answer[] = [];
    for (let i = 1; i < n; i++) {
      const q = (this.human + i) % n;
      const bot = this.bots[q]!;
      const r = canPay.has(q) ? this.ask(bot, q, { from: this.human, give, get }) : { type: 'reject' as const };
      answers.push(toAnswer(q, r));
    }
    this.offer = { give: { ...give }, get: { ...get }, answers };
    this.flush();
  }

  /** Trade with a seat that accepted (on the offer's terms) or countered (on its own). */
  takeTrade(seat: number): void {
    const offer = this.offer;
    const a = offer?.answers.find((x) => x.seat === seat);
    if (!offer || !a || a.type === 'reject') return this.refuse('no-such-answer', 'that player has not accepted or countered your offer (§7)');
    const terms = a.type === 'counter' ? { give: a.give!, get: a.get! } : { give: offer.give, get: offer.get };
    const res = this.game.apply({ p: this.human, type: 'trade', with: seat, ...terms });
    if (!res.ok) return this.refuse(res.error.code, res.error.message);
    this.closeOffer(seat);
    this.record(res.action, res.events);
    this.flush();
    this.pump();
  }

  withdraw(): void {
    this.closeOffer(null);
    this.flush();
  }

  private closeOffer(taken: number | null): void {
    if (!this.offer) return;
    this.log.push({ k: 'offer', from: this.human, give: this.offer.give, get: this.offer.get, answers: this.offer.answers, taken });
    this.offer = null;
  }

  /** The person's answer to a bot's offer; then the proposer picks its partner as §7 allows. */
  answer(id: number, accept: boolean): void {
    const inc = this.incoming;
    if (!inc || inc.id !== id) return this.refuse('no-such-offer', 'that offer is no longer on the table');
    const answers = inc.answers.map((a) => (a.seat === this.human ? { seat: a.seat, type: accept ? 'accept' as const : 'reject' as const } : a));
    this.incoming = null;
    this.settle(inc.from, inc.give, inc.get, answers);
    this.flush();
    this.pump();
  }

  // ---- the bots ----

  /** Schedule the next bot action after the pacing delay, if a bot is to act. */
  private pump(): void {
    if (this.timer || !this.ready || this.closed || this.incoming || this.ended) return;
    const seat = this.nextBotSeat();
    if (seat < 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.closed) return;
      this.botStep(seat);
      this.flush();
      this.pump();
    }, this.paceMs);
  }

  private nextBotSeat(): number {
    const s = this.game.state;
    if (s.phase === P_DISCARD) {
      // Discards may be made in any order (§4.3): the bots do not wait for the person.
      const view = viewFor(s, 'spectator');
      const n = this.seats.length;
      for (let i = 0; i < n; i++) {
        const q = (s.current + i) % n;
        if (view.players[q]!.owes > 0 && this.bots[q]) return q;
      }
      return -1;
    }
    const seat = seatToMove(s);
    return this.bots[seat] ? seat : -1;
  }

  private botStep(seat: number): void {
    const s = this.game.state;
    const bot = this.bots[seat]!;
    if (s.phase === P_MAIN && s.current === seat && this.proposedTurn[seat] !== s.turn) {
      this.proposedTurn[seat] = s.turn;
      if (this.botOffer(seat, bot)) return;
    }
    const legal = legalActions(s).filter((a) => a.p === seat);
    if (legal.length === 0) return;
    let action: Action;
    try {
      action = bot.decide(viewFor(s, seat), legal);
    } catch (e) {
      this.opts.onBotError?.(`bot ${bot.name} at seat ${seat} failed: ${(e as Error).message}`);
      action = legal[0]!;
    }
    let res = this.game.apply(action);
    if (!res.ok) {
      this.opts.onBotError?.(`bot ${bot.name} at seat ${seat} chose an illegal action: ${res.error.message}`);
      res = this.game.apply(legal[0]!);
      if (!res.ok) return;
    }
    this.record(res.action, res.events);
  }

  /** A bot's offer to the table: bots answer at once; the person is asked if they could pay. */
  private botOffer(seat: number, bot: Bot): boolean {
    const s = this.game.state;
    const proposal = bot.propose(viewFor(s, seat));
    if (!proposal || sum(proposal.give) === 0 || sum(proposal.get) === 0) return false;
    const n = this.seats.length;
    const answers: Answer[] = [];
    let askPerson = false;
    for (let i = 1; i < n; i++) {
      const q = (seat + i) % n;
      const check = apply(s, { p: seat, type: 'trade', with: q, ...proposal });
      if (!check.ok) {
        if (check.error.message.startsWith(`seat ${q} `)) { answers.push({ seat: q, type: 'reject' }); continue; }
        return false; // the proposer cannot make this offer: drop it
      }
      if (q === this.human) { askPerson = true; answers.push({ seat: q, type: 'reject' }); continue; }
      answers.push(toAnswer(q, this.ask(this.bots[q]!, q, { from: seat, ...proposal })));
    }
    if (!askPerson) {
      this.settle(seat, proposal.give, proposal.get, answers);
      return false;
    }
    this.incoming = { id: ++this.offerIds, from: seat, give: { ...proposal.give }, get: { ...proposal.get }, answers };
    return true;
  }

  private ask(bot: Bot, seat: number, offer: { from: number; give: Bundle; get: Bundle }): TradeResponse {
    try {
      return bot.respond(viewFor(this.game.state, seat), offer);
    } catch (e) {
      this.opts.onBotError?.(`bot ${bot.name} at seat ${seat} failed to answer: ${(e as Error).message}`);
      return { type: 'reject' };
    }
  }

  /**
   * §7 as the bot host does it: the first acceptance in turn order from the proposer is taken;
   * otherwise a counter the proposer's bot would itself accept (§13).
   */
  private settle(from: number, give: Bundle, get: Bundle, answers: Answer[]): void {
    let taken: number | null = null;
    for (const a of answers) {
      if (a.type !== 'accept') continue;
      const res = this.game.apply({ p: from, type: 'trade', with: a.seat, give, get });
      if (res.ok) { taken = a.seat; this.log.push({ k: 'offer', from, give, get, answers, taken }); this.record(res.action, res.events); return; }
    }
    const proposer = this.bots[from]!;
    for (const c of answers) {
      if (c.type !== 'counter') continue;
      const back = this.ask(proposer, from, { from: c.seat, give: c.get!, get: c.give! });
      if (back.type !== 'accept') continue;
      const res = this.game.apply({ p: from, type: 'trade', with: c.seat, give: c.give!, get: c.get! });
      if (res.ok) { taken = c.seat; this.log.push({ k: 'offer', from, give, get, answers, taken }); this.record(res.action, res.events); return; }
    }
    this.log.push({ k: 'offer', from, give, get, answers, taken: null });
  }

  private record(action: Action, events: Applied['events']): void {
    this.history.push({ action, events });
    this.log.push({ k: 'act', action, events });
    const s = this.game.state;
    const ended = s.phase === P_ENDED;
    this.bots.forEach((bot, q) => {
      if (!bot?.observe) return;
      try { bot.observe(actionFor(action, q, ended), viewFor(s, q)); } catch { /* a bot's memory is its own affair */ }
    });
  }

  /** For tests: the person's view now. */
  viewForPerson(): GameView { return viewFor(this.game.state, this.human); }
}

function toAnswer(seat: number, r: TradeResponse): Answer {
  return r.type === 'counter' ? { seat, type: 'counter', give: { ...r.give }, get: { ...r.get } } : { seat, type: r.type };
}
