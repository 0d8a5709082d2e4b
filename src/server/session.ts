/**
 * One game held on the server, the single source of truth: people's intents and bots'
 * decisions go through the engine's checked door (Game.apply). Each bot — a bot seat, or the
 * 'medium' bot standing in for a person who is away — is handed only viewFor(state, its seat)
 * and its seat's legal actions. Runs §7 negotiation among any mix of people and bots, paces the
 * bots, and builds what each viewer is sent from viewFor / actionFor / eventFor. The room around
 * it (room.ts) owns connections, presence, timers and storage. Never computes a rule itself.
 */
import {
  Game, actionFor, apply, eventFor, legalActions, seatToMove, viewFor,
  type Action, type Bundle, type GameEvent, type GameView, type Viewer,
} from '../engine/index.js';
import { createBot } from '../bots/registry.js';
import type { Bot, TradeResponse } from '../bots/types.js';
import type { Answer, BotLevel, GameBody, IncomingOffer, Intent, LogEntry, OpenOffer, StartRoll } from './protocol.js';
import { actionFromIntent } from './intent.js';
import { endStats, type Applied } from './stats.js';
import { expectedNow, targetsFor } from './targets.js';

const P_MAIN = 4, P_DISCARD = 2, P_ENDED = 6;
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
  onBotError?(message: string): void;
}

export interface SessionOptions {
  paceMs: number;
  /** Think time of the search bot ("hard"), ms. */
  botBudgetMs?: number;
  /** How long a bot's offer waits for people's answers, ms. */
  offerWaitMs: number;
}

/** An offer on the table (§7). People answer in their own time; bots and stand-ins at once. */
interface Negotiation {
  id: number;
  from: number;
  give: Bundle;
  get: Bundle;
  answers: Answer[];
  waiting: Set<number>;
  /** Made by a bot or stand-in: it settles itself once nobody is waiting (or the wait is over). */
  byAgent: boolean;
}

export type Outcome = { ok: true; at?: number } | { ok: false; code: string; message: string };

const sum = (b: Bundle) => Object.values(b).reduce<number>((t, k) => t + (k ?? 0), 0);
const refuse = (code: string, message: string): Outcome => ({ ok: false, code, message });

export class Session {
  paceMs: number;
  ready = false;
  private readonly bots: (Bot | null)[];
  private readonly standIns: (Bot | null)[];
  readonly history: Applied[] = [];
  /** The end-of-game figures, the same for every viewer: worked out once. */
  private endOfGame: ReturnType<typeof endStats> | null = null;
  private readonly proposedTurn: number[];
  private nego: Negotiation | null = null;
  private negoIds = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private negoTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    readonly game: Game,
    readonly levels: readonly (BotLevel | null)[],
    readonly startRoll: StartRoll,
    private readonly seed: string,
    private readonly hooks: SessionHooks,
    private readonly opts: SessionOptions,
  ) {
    this.paceMs = opts.paceMs;
    this.bots = levels.map((level, seat) => (level ? this.makeBot(level, seat, 'bot') : null));
    this.standIns = levels.map(() => null);
    this.proposedTurn = levels.map(() => -1);
  }

  private makeBot(level: BotLevel, seat: number, tag: string): Bot {
    const bot = createBot(level, this.opts.botBudgetMs !== undefined ? { budgetMs: this.opts.botBudgetMs } : {});
    const s = this.game.state;
    bot.init({ seat, board: s.board, colors: s.colors, rules: s.rules, seed: `${this.seed}/${tag}${seat}` });
    return bot;
  }

  get ended(): boolean { return this.game.state.phase === P_ENDED; }
  get actions(): number { return this.game.record.actions.length; }
  isPerson(seat: number): boolean { return this.levels[seat] === null; }

  /** The bot that decides for `seat` now: its own, or the stand-in of an away person. */
  private agent(seat: number): Bot | null {
    const own = this.bots[seat];
    if (own) return own;
    if (!this.hooks.isAway(seat)) return null;
    return (this.standIns[seat] ??= this.makeBot(STAND_IN, seat, 'standin'));
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.negoTimer) clearTimeout(this.negoTimer);
    this.timer = this.negoTimer = null;
  }

  // ---- what a viewer is sent ----

  body(viewer: Viewer, deadline: number | null): GameBody {
    const s = this.game.state;
    const view = viewFor(s, viewer);
    const ended = view.phase === 'ended';
    const seat = typeof viewer === 'number' ? viewer : -1;
    const nego = this.nego;
    const incoming: IncomingOffer | null = nego && nego.waiting.has(seat) ? { id: nego.id, from: nego.from, give: nego.give, get: nego.get } : null;
    const offer: OpenOffer | null = nego && nego.from === seat && !nego.byAgent
      ? { id: nego.id, give: nego.give, get: nego.get, answers: nego.answers, waiting: [...nego.waiting] } : null;
    // A bot's offer waiting for this person's answer comes first: then nothing else is lit.
    const blocked = incoming !== null && nego!.byAgent;
    return {
      startRoll: this.startRoll,
      view,
      targets: seat < 0 || ended || blocked || !this.isPerson(seat) ? null : targetsFor(s, view, seat),
      expected: expectedNow(s, view, incoming, seat),
      offer, incoming,
      paceMs: this.paceMs, ready: this.ready,
      end: ended ? (this.endOfGame ??= endStats(s, this.history)) : null,
      deadline,
    };
  }

  /** Seats whose person the game is waiting for now, each with a key that changes when the wait does (for the turn timer). */
  waitingFor(): Map<number, string> {
    const out = new Map<number, string>();
    const s = this.game.state;
    if (this.ended || !this.ready) return out;
    const person = (q: number) => this.isPerson(q) && !this.hooks.isAway(q);
    if (this.nego?.byAgent) {
      for (const q of this.nego.waiting) if (person(q)) out.set(q, `answer${this.nego.id}`);
      return out;
    }
    if (s.phase === P_DISCARD) {
      const view = viewFor(s, 'spectator');
      for (const p of view.players) if (p.owes > 0 && person(p.seat)) out.set(p.seat, `discard${view.turn}`);
      return out;
    }
    const seat = seatToMove(s);
    if (person(seat)) out.set(seat, s.phase === 0 ? `setup${Math.floor(viewFor(s, 'spectator').setupStep / 2)}` : `turn${s.turn}`);
    return out;
  }

  // ---- people's intents ----

  /** The bots' pacing, already checked by the room. */
  setPace(ms: number): void {
    this.paceMs = ms;
    this.hooks.changed();
  }

  act(seat: number, intent: Intent): Outcome {
    if (typeof intent === 'object' && intent !== null && 'p' in intent && (intent as { p: unknown }).p !== seat) {
      return refuse('not-your-seat', `you play seat ${seat}: an action for another seat is refused`);
    }
    const action = actionFromIntent(intent, seat);
    if (!action) return refuse('malformed', 'an action is an object with a "type": build, roll, discard, robber, buy, play, bankTrade or end (trades go through offers)');
    const nego = this.nego;
    if (nego?.byAgent && nego.waiting.has(seat)) return refuse('answer-first', 'answer the offer on the table first (§7)');
    if (nego && nego.from === seat && !nego.byAgent) this.closeNego(null);
    const res = this.game.apply(action);
    if (!res.ok) return refuse(res.error.code, res.error.message);
    this.record(res.action, res.events);
    this.after();
    return { ok: true, at: this.actions - 1 };
  }

  /** The active person offers the table a trade (§7); bots answer by their rules (§13), people in their own time. */
  offer(seat: number, give: Bundle, get: Bundle): Outcome {
    const s = this.game.state;
    if (this.nego?.byAgent) return refuse('answer-first', 'an offer is already on the table (§7)');
    if (typeof give !== 'object' || give === null || typeof get !== 'object' || get === null) return refuse('malformed', 'an offer has "give" and "get" bundles');
    const n = this.levels.length;
    // The engine checks the terms against each partner; a partner's own shortage is only a "no".
    const canPay = new Set<number>();
    for (let i = 1; i < n; i++) {
      const q = (seat + i) % n;
      const res = apply(s, { p: seat, type: 'trade', with: q, give, get });
      if (res.ok) canPay.add(q);
      else if (!(res.error.code === 'not-held' && res.error.message.startsWith(`seat ${q} `))) return refuse(res.error.code, res.error.message);
    }
    const hand = viewFor(s, seat).players[seat]!.resources!;
    for (const [r, k] of Object.entries(give)) {
      if ((k ?? 0) > hand[r as keyof typeof hand]) return refuse('not-held', `you do not hold ${k} ${r} (§7)`);
    }
    this.closeNego(null);
    const nego: Negotiation = { id: ++this.negoIds, from: seat, give: { ...give }, get: { ...get }, answers: [], waiting: new Set(), byAgent: false };
    for (let i = 1; i < n; i++) {
      const q = (seat + i) % n;
      const bot = this.agent(q);
      if (!canPay.has(q)) nego.answers.push({ seat: q, type: 'reject' });
      else if (bot) nego.answers.push(toAnswer(q, this.ask(bot, q, { from: seat, give, get })));
      else nego.waiting.add(q);
    }
    this.nego = nego;
    this.hooks.changed();
    return { ok: true };
  }

  /** Trade with a seat that accepted (on the offer's terms) or countered (on its own). */
  take(seat: number, partner: number): Outcome {
    const nego = this.nego;
    const a = nego && nego.from === seat && !nego.byAgent ? nego.answers.find((x) => x.seat === partner) : undefined;
    if (!nego || !a || a.type === 'reject') return refuse('no-such-answer', 'that player has not accepted or countered your offer (§7)');
    const terms = a.type === 'counter' ? { give: a.give!, get: a.get! } : { give: nego.give, get: nego.get };
    const res = this.game.apply({ p: seat, type: 'trade', with: partner, ...terms });
    if (!res.ok) return refuse(res.error.code, res.error.message);
    this.closeNego(partner);
    this.record(res.action, res.events);
    this.after();
    return { ok: true, at: this.actions - 1 };
  }

  withdraw(seat: number): Outcome {
    if (!this.nego || this.nego.from !== seat || this.nego.byAgent) return refuse('no-offer', 'you have no offer on the table');
    this.closeNego(null);
    this.hooks.changed();
    return { ok: true };
  }

  /** A person's answer to another player's offer. */
  answer(seat: number, id: number, accept: boolean): Outcome {
    const nego = this.nego;
    if (!nego || nego.id !== id || !nego.waiting.has(seat)) return refuse('no-such-offer', 'that offer is no longer on the table');
    nego.waiting.delete(seat);
    nego.answers.push({ seat, type: accept ? 'accept' : 'reject' });
    if (nego.byAgent && nego.waiting.size === 0) this.settleAgentOffer();
    this.after();
    return { ok: true };
  }

  /** Presence changed: a stand-in answers for an away person at once, and the bots may resume. */
  refresh(): void {
    const nego = this.nego;
    if (nego) {
      for (const q of [...nego.waiting]) {
        const bot = this.agent(q);
        if (!bot) continue;
        nego.waiting.delete(q);
        nego.answers.push(toAnswer(q, this.ask(bot, q, { from: nego.from, give: nego.give, get: nego.get })));
      }
      if (nego.byAgent && nego.waiting.size === 0) this.settleAgentOffer();
    }
    this.after();
  }

  private closeNego(taken: number | null): void {
    const nego = this.nego;
    if (!nego) return;
    this.nego = null;
    if (this.negoTimer) { clearTimeout(this.negoTimer); this.negoTimer = null; }
    this.hooks.emit({ k: 'offer', from: nego.from, give: nego.give, get: nego.get, answers: nego.answers, taken });
  }

  private after(): void {
    this.hooks.changed();
    this.pump();
  }

  // ---- bots and stand-ins ----

  /** Schedule the next bot action after the pacing delay, if a bot is to act. */
  pump(): void {
    if (this.timer || !this.ready || this.closed || this.ended || this.nego?.byAgent || !this.hooks.mayPlay()) return;
    const seat = this.nextAgentSeat();
    if (seat < 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.closed || !this.hooks.mayPlay() || this.nego?.byAgent) return;
      // Presence may have changed during the pause: look again.
      const now = this.nextAgentSeat();
      if (now >= 0) this.agentStep(now);
      this.after();
    }, this.paceMs);
  }

  private nextAgentSeat(): number {
    const s = this.game.state;
    if (s.phase === P_DISCARD) {
      // Discards may be made in any order (§4.3): bots do not wait for people.
      const view = viewFor(s, 'spectator');
      const n = this.levels.length;
      for (let i = 0; i < n; i++) {
        const q = (s.current + i) % n;
        if (view.players[q]!.owes > 0 && this.agent(q)) return q;
      }
      return -1;
    }
    const seat = seatToMove(s);
    return this.agent(seat) ? seat : -1;
  }

  private agentStep(seat: number): void {
    const s = this.game.state;
    const bot = this.agent(seat)!;
    if (this.nego && this.nego.from === seat) this.closeNego(null); // a person's offer left open when the bot took over
    if (s.phase === P_MAIN && s.current === seat && this.proposedTurn[seat] !== s.turn) {
      this.proposedTurn[seat] = s.turn;
      if (this.agentOffer(seat, bot)) return;
    }
    // An offer settled at once may have changed the hands: decide from the state as it is now.
    const now = this.game.state;
    const legal = legalActions(now).filter((a) => a.p === seat);
    if (legal.length === 0) return;
    let action: Action;
    try {
      action = bot.decide(viewFor(now, seat), legal);
    } catch (e) {
      this.hooks.onBotError?.(`bot ${bot.name} at seat ${seat} failed: ${(e as Error).message}`);
      action = legal[0]!;
    }
    let res = this.game.apply(action);
    if (!res.ok) {
      this.hooks.onBotError?.(`bot ${bot.name} at seat ${seat} chose an illegal action: ${res.error.message}`);
      res = this.game.apply(legal[0]!);
      if (!res.ok) return;
    }
    this.record(res.action, res.events);
  }

  /** A bot's offer to the table: other bots answer at once; people who could pay are asked. True while it waits for them. */
  private agentOffer(seat: number, bot: Bot): boolean {
    const s = this.game.state;
    const proposal = bot.propose(viewFor(s, seat));
    if (!proposal || sum(proposal.give) === 0 || sum(proposal.get) === 0) return false;
    const n = this.levels.length;
    const nego: Negotiation = { id: ++this.negoIds, from: seat, give: { ...proposal.give }, get: { ...proposal.get }, answers: [], waiting: new Set(), byAgent: true };
    for (let i = 1; i < n; i++) {
      const q = (seat + i) % n;
      const check = apply(s, { p: seat, type: 'trade', with: q, ...proposal });
      if (!check.ok) {
        if (check.error.message.startsWith(`seat ${q} `)) { nego.answers.push({ seat: q, type: 'reject' }); continue; }
        return false; // the proposer cannot make this offer: drop it
      }
      const other = this.agent(q);
      if (other) nego.answers.push(toAnswer(q, this.ask(other, q, { from: seat, ...proposal })));
      else nego.waiting.add(q);
    }
    this.nego = nego;
    if (nego.waiting.size === 0) { this.settleAgentOffer(); return false; }
    this.negoTimer = setTimeout(() => {
      this.negoTimer = null;
      if (this.nego !== nego) return;
      for (const q of nego.waiting) nego.answers.push({ seat: q, type: 'reject' });
      nego.waiting.clear();
      this.settleAgentOffer();
      this.after();
    }, this.opts.offerWaitMs);
    return true;
  }

  private ask(bot: Bot, seat: number, offer: { from: number; give: Bundle; get: Bundle }): TradeResponse {
    try {
      return bot.respond(viewFor(this.game.state, seat), offer);
    } catch (e) {
      this.hooks.onBotError?.(`bot ${bot.name} at seat ${seat} failed to answer: ${(e as Error).message}`);
      return { type: 'reject' };
    }
  }

  /**
   * §7 as the bot host does it: the first acceptance in turn order from the proposer is taken;
   * otherwise a counter the proposer's bot would itself accept (§13).
   */
  private settleAgentOffer(): void {
    const nego = this.nego!;
    const n = this.levels.length;
    const order = (a: Answer) => (a.seat - nego.from + n) % n;
    const answers = [...nego.answers].sort((a, b) => order(a) - order(b));
    nego.answers = answers;
    for (const a of answers) {
      if (a.type !== 'accept') continue;
      const res = this.game.apply({ p: nego.from, type: 'trade', with: a.seat, give: nego.give, get: nego.get });
      if (res.ok) { this.closeNego(a.seat); this.record(res.action, res.events); return; }
    }
    const proposer = this.agent(nego.from);
    for (const c of answers) {
      if (c.type !== 'counter' || !proposer) continue;
      const back = this.ask(proposer, nego.from, { from: c.seat, give: c.get!, get: c.give! });
      if (back.type !== 'accept') continue;
      const res = this.game.apply({ p: nego.from, type: 'trade', with: c.seat, give: c.give!, get: c.get! });
      if (res.ok) { this.closeNego(c.seat); this.record(res.action, res.events); return; }
    }
    this.closeNego(null);
  }

  private record(action: Action, events: GameEvent[]): void {
    this.history.push({ action, events });
    // Bots see every action as a person in their seat would (some count cards from it).
    const state = this.game.state;
    const ended = state.phase === P_ENDED;
    for (const bots of [this.bots, this.standIns]) {
      bots.forEach((bot, seat) => {
        if (!bot?.observe) return;
        // The action is applied already: a bot failing to take note must not stop it being logged.
        try { bot.observe(actionFor(action, seat, ended), viewFor(state, seat)); } catch (e) {
          this.hooks.onBotError?.(`bot ${bot.name} at seat ${seat} failed to observe: ${(e as Error).message}`);
        }
      });
    }
    this.hooks.emit({ k: 'act', action, events });
  }

  /** For tests: a seat's view now. */
  viewOf(seat: number): GameView { return viewFor(this.game.state, seat); }
}

/** A log entry as `viewer` may see it (§6 steals and bought cards hidden from others until the end). */
export function seenEntry(e: GameEntry, viewer: Viewer, ended: boolean): LogEntry {
  if (e.k === 'offer') return e;
  return { k: 'act', action: actionFor(e.action, viewer, ended), events: e.events.map((x) => eventFor(x, viewer, ended, e.action)) };
}

function toAnswer(seat: number, r: TradeResponse): Answer {
  return r.type === 'counter' ? { seat, type: 'counter', give: { ...r.give }, get: { ...r.get } } : { seat, type: r.type };
}
