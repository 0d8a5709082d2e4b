/**
 * Where the bots think. A session holds a BotHandle per bot seat (and per stand-in) and asks it
 * to decide, answer or propose; the answer comes back later. In the server the bots live on a
 * pool of worker threads (BotPool, its size from the CPU count): a hard bot's search never holds
 * up the event loop, which only applies actions and sends frames. Each bot stays on one thread,
 * sees what it observed before each call (batched, in order), and a thread takes one call at a
 * time, rooms with a person waiting before rooms of bots only. InlineBots runs the same bots on
 * the calling thread, for tests and for `botThreads: 0`.
 *
 * A bot is only ever handed its seat's view and its seat's legal actions. Never decides a rule.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  resolveBoard, type Action, type Color, type GameRecord, type GameView, type Rules,
} from '../engine/index.js';
import { BasicBot } from '../bots/basic.js';
import { STAND_IN_POLICY } from '../bots/policy.js';
import { BOT_NAMES, createBot } from '../bots/registry.js';
import type { Bot, TradeOffer, TradeResponse } from '../bots/types.js';
import type { BotLevel } from '../protocol/index.js';

export interface BotSpec {
  level: BotLevel;
  seat: number;
  board: GameRecord['board'];
  colors: Color[];
  rules: Rules;
  /** The bot's own seed (derived from the game's secret seed: it stays on the server). */
  seed: string;
  budgetMs?: number;
  /** A person's stand-in: the medium level, racing for Largest Army as a person would (STAND_IN_POLICY). */
  standIn?: boolean;
}

export type Proposal = Omit<TradeOffer, 'from'> | null;

export type BotCall =
  | { op: 'decide'; view: GameView; legal: Action[] }
  | { op: 'respond'; view: GameView; offer: TradeOffer }
  | { op: 'propose'; view: GameView };

/** What the main thread sends a bot thread: create the bot if new, let it observe, then one call (or drop it). */
export interface BotRequest {
  id: number;
  bot: number;
  spec?: BotSpec;
  notes: [Action, GameView][];
  call: BotCall | null;
  drop?: boolean;
}
export type BotReply = { id: number; ok: true; value: Action | TradeResponse | Proposal } | { id: number; ok: false; error: string };

export interface BotHandle {
  readonly level: BotLevel;
  /** Whether the bot keeps notes of what it sees (the session builds views for it only then). */
  readonly observes: boolean;
  decide(view: GameView, legal: Action[]): Promise<Action>;
  respond(view: GameView, offer: TradeOffer): Promise<TradeResponse>;
  propose(view: GameView): Promise<Proposal>;
  observe(action: Action, view: GameView): void;
  dispose(): void;
}

export interface BotRunnerStats { threads: number; calls: number; queued: number; failures: number; restarts: number }

export interface BotRunner {
  /** `urgent`: whether a person is waiting on this bot's room now (their calls go first). */
  create(spec: BotSpec, urgent: () => boolean): BotHandle;
  stats(): BotRunnerStats;
  close(): Promise<void>;
}

/** Which bots keep notes: asked of each bot once (their constructors are cheap and pure). */
const OBSERVES = Object.fromEntries(BOT_NAMES.map((n) => [n, createBot(n).observe !== undefined])) as Record<BotLevel, boolean>;

export function makeBot(spec: BotSpec): Bot {
  const bot = spec.standIn && spec.level === 'medium' ? new BasicBot('medium', STAND_IN_POLICY)
    : createBot(spec.level, spec.budgetMs !== undefined ? { budgetMs: spec.budgetMs } : {});
  bot.init({ seat: spec.seat, board: resolveBoard(spec.board), colors: spec.colors, rules: spec.rules, seed: spec.seed });
  return bot;
}

/** Run one call on a bot (the same code on a worker thread and inline). */
export function callBot(bot: Bot, call: BotCall): Action | TradeResponse | Proposal {
  switch (call.op) {
    case 'decide': return bot.decide(call.view, call.legal);
    case 'respond': return bot.respond(call.view, call.offer);
    case 'propose': return bot.propose(call.view);
  }
}

const isAction = (x: unknown): x is Action => typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string' && typeof (x as { p?: unknown }).p === 'number';
const isResponse = (x: unknown): x is TradeResponse => typeof x === 'object' && x !== null && ['accept', 'reject', 'counter'].includes((x as { type?: unknown }).type as string);

/** The typed answer of each call (a thread's reply is checked, not trusted to have the right shape). */
function asAction(x: unknown): Action { if (!isAction(x)) throw new Error('the bot answered no action'); return x; }
function asResponse(x: unknown): TradeResponse { if (!isResponse(x)) throw new Error('the bot answered no trade response'); return x; }
function asProposal(x: unknown): Proposal {
  if (x === null) return null;
  if (typeof x !== 'object' || !('give' in x) || !('get' in x)) throw new Error('the bot proposed no trade');
  return x as Proposal;
}

// ---- on the calling thread ----

export class InlineBots implements BotRunner {
  private calls = 0;
  private failures = 0;

  create(spec: BotSpec): BotHandle {
    const bot = makeBot(spec);
    const run = <T>(call: BotCall, as: (x: unknown) => T): Promise<T> => Promise.resolve().then(() => {
      this.calls++;
      try { return as(callBot(bot, call)); } catch (e) { this.failures++; throw e; }
    });
    return {
      level: spec.level,
      observes: bot.observe !== undefined,
      decide: (view, legal) => run({ op: 'decide', view, legal }, asAction),
      respond: (view, offer) => run({ op: 'respond', view, offer }, asResponse),
      propose: (view) => run({ op: 'propose', view }, asProposal),
      observe: (action, view) => bot.observe?.(action, view),
      dispose: () => {},
    };
  }

  stats(): BotRunnerStats { return { threads: 0, calls: this.calls, queued: 0, failures: this.failures, restarts: 0 }; }
  async close(): Promise<void> {}
}

// ---- on worker threads ----

interface Job { req: BotRequest; urgent: boolean; ok: (v: unknown) => void; fail: (e: Error) => void }

interface Thread {
  worker: Worker;
  /** Bumped when the thread is replaced: its bots must be created again. */
  generation: number;
  busy: Job | null;
  urgent: Job[];
  later: Job[];
  bots: number;
}

/** The worker script: next to this file when built, else the built one (tests run from the sources). */
function workerUrl(): URL {
  const here = new URL('./botworker.js', import.meta.url);
  if (existsSync(fileURLToPath(here))) return here;
  const built = new URL('../../dist/server/botworker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new Error('the bot worker (botworker.js) is not built: run `npm run build`, or start the server with botThreads 0');
}

export class BotPool implements BotRunner {
  private readonly threads: Thread[] = [];
  private nextBot = 1;
  private nextId = 1;
  private calls = 0;
  private failures = 0;
  private restarts = 0;
  private closed = false;
  private readonly url: URL;

  constructor(size: number, private readonly log: (line: string) => void = () => {}) {
    this.url = workerUrl();
    for (let i = 0; i < Math.max(1, size); i++) this.threads.push(this.spawn(0));
  }

  private spawn(generation: number): Thread {
    const t: Thread = { worker: new Worker(this.url), generation, busy: null, urgent: [], later: [], bots: 0 };
    t.worker.unref();
    t.worker.on('message', (m: BotReply) => this.replied(t, m));
    t.worker.on('error', (e) => this.crashed(t, e));
    t.worker.on('exit', (code) => { if (!this.closed && code !== 0) this.crashed(t, new Error(`exited with code ${code}`)); });
    return t;
  }

  /** A thread died: its calls fail (the sessions fall back), and a new thread takes its place. */
  private crashed(t: Thread, e: Error): void {
    const i = this.threads.indexOf(t);
    if (i < 0 || this.closed) return;
    this.log(`bot thread failed: ${e.message}`);
    const jobs = [...(t.busy ? [t.busy] : []), ...t.urgent, ...t.later];
    const fresh = this.spawn(t.generation + 1);
    fresh.bots = t.bots;
    this.threads[i] = fresh;
    this.restarts++;
    void t.worker.terminate();
    for (const j of jobs) { this.failures++; j.fail(new Error(`the bot's thread failed: ${e.message}`)); }
  }

  private replied(t: Thread, m: BotReply): void {
    const job = t.busy;
    t.busy = null;
    if (job && job.req.id === m.id) {
      if (m.ok) job.ok(m.value);
      else { this.failures++; job.fail(new Error(m.error)); }
    }
    this.next(t);
  }

  private next(t: Thread): void {
    if (t.busy || this.closed) return;
    const job = t.urgent.shift() ?? t.later.shift();
    if (!job) return;
    t.busy = job;
    this.calls++;
    t.worker.postMessage(job.req);
  }

  private submit(t: Thread, req: BotRequest, urgent: boolean): Promise<unknown> {
    return new Promise((ok, fail) => {
      if (this.closed) { fail(new Error('the server is stopping')); return; }
      (urgent ? t.urgent : t.later).push({ req, urgent, ok, fail });
      this.next(t);
    });
  }

  create(spec: BotSpec, urgent: () => boolean): BotHandle {
    const index = this.threads.reduce((best, t, i) => (t.bots < this.threads[best]!.bots ? i : best), 0);
    this.threads[index]!.bots++;
    const bot = this.nextBot++;
    let made = -1; // the generation of the thread the bot was created on
    let notes: [Action, GameView][] = [];
    let tail: Promise<unknown> = Promise.resolve();
    let disposed = false;
    const send = (call: BotCall | null, drop = false): Promise<unknown> => {
      const run = tail.then(() => {
        const t = this.threads[index]!;
        const req: BotRequest = { id: this.nextId++, bot, notes, call };
        notes = [];
        if (made !== t.generation) { req.spec = spec; made = t.generation; }
        if (drop) req.drop = true;
        return this.submit(t, req, urgent());
      });
      tail = run.catch(() => {});
      return run;
    };
    return {
      level: spec.level,
      observes: OBSERVES[spec.level],
      decide: async (view, legal) => asAction(await send({ op: 'decide', view, legal })),
      respond: async (view, offer) => asResponse(await send({ op: 'respond', view, offer })),
      propose: async (view) => asProposal(await send({ op: 'propose', view })),
      observe: (action, view) => { if (!disposed) notes.push([action, view]); },
      dispose: () => {
        if (disposed) return;
        disposed = true;
        this.threads[index]!.bots--;
        if (made >= 0) void send(null, true).catch(() => {});
      },
    };
  }

  stats(): BotRunnerStats {
    const queued = this.threads.reduce((n, t) => n + t.urgent.length + t.later.length + (t.busy ? 1 : 0), 0);
    return { threads: this.threads.length, calls: this.calls, queued, failures: this.failures, restarts: this.restarts };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.threads) {
      for (const j of [...t.urgent, ...t.later]) j.fail(new Error('the server is stopping'));
      t.urgent = []; t.later = [];
    }
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }
}
