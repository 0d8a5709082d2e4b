/**
 * The `ab` bot: a sparring partner from the classic school of Catan AIs — a depth-limited
 * expectiminimax search with alpha-beta pruning over a world built from its seat's view, with
 * chance nodes for the dice, drawn development cards and stolen cards, and a hand-tuned linear
 * evaluation (src/bots/abValue.ts). Depth counts decisions (plies) of any seat; a forced move
 * costs none, and the search stops at the end of the next seat's turn. Its own decisions are max nodes; a rival's decisions are min nodes (the
 * "paranoid" reading of a many-player game); discards follow the heuristic policy. A rival
 * rolls without first playing a Knight. At each node with depth to spare, children are
 * ordered by the evaluation and only the best few searched. It is a test opponent for the
 * hard bot, not a level offered to players. It never sees more than its seat's view.
 */
import { CodeList, T_BUY, T_ROBBER, T_ROLL, codeType, robberVictim } from '../engine/codes.js';
import { legalCodes } from '../engine/legal.js';
import { seatToMove } from '../engine/apply.js';
import { applyCode } from '../engine/step.js';
import { deckCardCount, handSize, resourceCount, reuseState, type GameState } from '../engine/state.js';
import { P_DISCARD, P_ENDED, P_ROLL } from '../engine/vocabulary.js';
import { Rng, decodeAction, stateFromView, type Action, type GameView } from '../engine/index.js';
import { AB_WEIGHTS, abValue, type AbWeights } from './abValue.js';
import { BasicBot, matchLegal } from './basic.js';
import { chooseCode, MEDIUM } from './policy.js';
import { HandTracker } from './tracker.js';
import type { Bot, BotContext, TradeOffer, TradeResponse } from './types.js';
import { explainAction } from './explain.js';
import type { DecisionReason } from './reasons.js';

export const DEFAULT_AB_DEPTH = 2;
/** Children searched at a node with depth to spare: at the bot's own nodes, and at a rival's. */
export const AB_WIDTH = { own: 14, rival: 8 } as const;
const WIN = 1e6;

/** One representative outcome per dice sum 2..12 and its chance (dice outcome = 6·(a−1) + (b−1)). */
const SUMS: { outcome: number; p: number }[] = [];
for (let t = 2; t <= 12; t++) {
  const a = Math.max(1, t - 6);
  SUMS.push({ outcome: (a - 1) * 6 + (t - a - 1), p: (6 - Math.abs(t - 7)) / 36 });
}

interface Level { s: GameState | null; list: CodeList; order: Int32Array; vals: Float64Array }

/** The search itself, on fast-path states (pooled by recursion level: nothing allocated per node). */
export class Expectiminimax {
  private readonly levels: Level[] = [];
  private me = 0;
  /** The search looks no further than the end of the next seat's turn. */
  private lastTurn = 0;
  /** Nodes visited by the last search. */
  nodes = 0;
  constructor(private readonly rng: Rng, private readonly w: AbWeights = AB_WEIGHTS) {}

  private level(i: number): Level {
    let lv = this.levels[i];
    if (!lv) this.levels[i] = lv = { s: null, list: new CodeList(), order: new Int32Array(256), vals: new Float64Array(256) };
    return lv;
  }

  /** A copy of s in level i's state. */
  private copy(i: number, s: GameState): GameState {
    const lv = this.level(i);
    return (lv.s = reuseState(lv.s, s));
  }

  /** The best code for the seat to move in s, searched `depth` plies deep; its value in `value`. */
  best(s: GameState, depth: number): { code: number; value: number } {
    const { lv, k } = this.root(s, depth);
    if (lv.list.n === 1) return { code: lv.list.codes[0]!, value: 0 };
    let bestCode = lv.order[0]!, bestV = -Infinity;
    for (let i = 0; i < k; i++) {
      const c = lv.order[i]!;
      const v = this.child(s, c, depth - 1, bestV, Infinity, 0);
      if (v > bestV) { bestV = v; bestCode = c; }
    }
    return { code: bestCode, value: bestV };
  }

  /**
   * The moves `best` searches (the seat's best by the evaluation one step on, all of them when
   * few), each with its value searched `depth` plies deep with a full window (exact values, not
   * alpha-beta bounds), best first, into `out`.
   */
  rank(s: GameState, depth: number, out: { code: number; value: number }[]): void {
    const { lv, k } = this.root(s, depth);
    out.length = 0;
    for (let i = 0; i < k; i++) out.push({ code: lv.order[i]!, value: this.child(s, lv.order[i]!, depth - 1, -Infinity, Infinity, 0) });
    out.sort((a, b) => b.value - a.value);
  }

  /** A search from s begins: the searching seat, the horizon, and the root's moves ordered (the first k searched). */
  private root(s: GameState, depth: number): { lv: Level; k: number } {
    this.me = seatToMove(s);
    this.lastTurn = s.turn + 1;
    this.nodes = 0;
    const lv = this.level(0);
    legalCodes(s, lv.list);
    return { lv, k: this.candidates(s, 0, lv, true, depth >= 1 ? AB_WIDTH.own + 4 : lv.list.n) };
  }

  /**
   * Order level L's codes (in lv.list) into lv.order, best first for the side to move, and
   * return how many to search (at most `width`).
   */
  private candidates(s: GameState, L: number, lv: Level, maximizing: boolean, width: number): number {
    const n = lv.list.n;
    if (lv.order.length < n) { lv.order = new Int32Array(n * 2); lv.vals = new Float64Array(n * 2); }
    for (let i = 0; i < n; i++) lv.order[i] = lv.list.codes[i]!;
    if (n <= width) return n;
    for (let i = 0; i < n; i++) {
      const t = this.copy(L + 1, s);
      applyCode(t, lv.order[i]!);
      const v = t.phase === P_ENDED ? (t.winner === this.me ? WIN : -WIN) : abValue(t, this.me, this.w);
      lv.vals[i] = maximizing ? v : -v;
    }
    // Insertion sort by value, best first (lists are short).
    for (let i = 1; i < n; i++) {
      const c = lv.order[i]!, v = lv.vals[i]!;
      let j = i - 1;
      while (j >= 0 && lv.vals[j]! < v) { lv.order[j + 1] = lv.order[j]!; lv.vals[j + 1] = lv.vals[j]!; j--; }
      lv.order[j + 1] = c; lv.vals[j + 1] = v;
    }
    return width;
  }

  /** The value of state s (at recursion level L) with `depth` plies left, for the searching seat. */
  private node(s: GameState, depth: number, alpha: number, beta: number, L: number): number {
    this.nodes++;
    if (s.phase === P_ENDED) return s.winner === this.me ? WIN + depth : -WIN - depth;
    // Forced moves cost no depth, so a run of them is cut off at the end of the next seat's turn.
    if (depth <= 0 || s.turn > this.lastTurn) return abValue(s, this.me, this.w);
    const mover = seatToMove(s);
    if (s.phase === P_DISCARD) {
      // Discards by the policy, for every seat (the lists are long and the choice is local).
      const code = chooseCode(s, this.rng, MEDIUM);
      const t = this.copy(L + 1, s);
      applyCode(t, code);
      return this.node(t, depth, alpha, beta, L + 1);
    }
    const lv = this.level(L);
    legalCodes(s, lv.list);
    if (s.phase === P_ROLL && mover !== this.me) {
      // A rival rolls (no Knight before the roll in this model).
      for (let i = 0; i < lv.list.n; i++) if (codeType(lv.list.codes[i]!) === T_ROLL) return this.child(s, lv.list.codes[i]!, depth, alpha, beta, L);
    }
    if (lv.list.n === 1) return this.child(s, lv.list.codes[0]!, depth, alpha, beta, L);
    const maximizing = mover === this.me;
    const k = this.candidates(s, L, lv, maximizing, depth >= 2 ? (maximizing ? AB_WIDTH.own : AB_WIDTH.rival) : lv.list.n);
    let best = maximizing ? -Infinity : Infinity;
    for (let i = 0; i < k; i++) {
      const v = this.child(s, lv.order[i]!, depth - 1, alpha, beta, L);
      if (maximizing) { if (v > best) best = v; if (best > alpha) alpha = best; } else { if (v < best) best = v; if (best < beta) beta = best; }
      if (alpha >= beta) break;
    }
    return best;
  }

  /** Apply code c to s and value the result, taking the expectation over its chance outcome. */
  private child(s: GameState, c: number, depth: number, alpha: number, beta: number, L: number): number {
    const type = codeType(c);
    if (type === T_ROLL) {
      let total = 0;
      for (const { outcome, p } of SUMS) {
        const t = this.copy(L + 1, s);
        applyCode(t, c, outcome);
        total += p * this.node(t, depth, -Infinity, Infinity, L + 1);
      }
      return total;
    }
    if (type === T_BUY && s.deckCount > 0) {
      let total = 0;
      const n = s.deckCount;
      for (let card = 0; card < 5; card++) {
        const k = deckCardCount(s, card);
        if (!k) continue;
        const t = this.copy(L + 1, s);
        applyCode(t, c, card);
        total += (k / n) * this.node(t, depth, -Infinity, Infinity, L + 1);
      }
      return total;
    }
    if (type === T_ROBBER) {
      const victim = robberVictim(c);
      const n = victim >= 0 ? handSize(s, victim) : 0;
      if (n > 0) {
        let total = 0;
        for (let r = 0; r < 5; r++) {
          const k = resourceCount(s, victim, r);
          if (!k) continue;
          const t = this.copy(L + 1, s);
          applyCode(t, c, r);
          total += (k / n) * this.node(t, depth, -Infinity, Infinity, L + 1);
        }
        return total;
      }
    }
    const t = this.copy(L + 1, s);
    applyCode(t, c);
    return this.node(t, depth, alpha, beta, L + 1);
  }
}

export class AlphaBetaBot implements Bot {
  readonly name = 'ab';
  private ctx!: BotContext;
  private rng = new Rng(0);
  private search!: Expectiminimax;
  private tracker!: HandTracker;
  private readonly helper = new BasicBot('medium');
  /** Nodes visited by the last decision (for tests and measuring). */
  lastNodes = 0;
  constructor(readonly depth: number = DEFAULT_AB_DEPTH, private readonly weights: AbWeights = AB_WEIGHTS) {}

  init(ctx: BotContext): void {
    this.ctx = ctx;
    this.rng = new Rng(`ab/${ctx.seed}/${ctx.seat}`);
    this.search = new Expectiminimax(this.rng, this.weights);
    this.tracker = new HandTracker(ctx.board, ctx.seat, ctx.colors.length);
    this.helper.init(ctx);
  }

  observe(action: Action, view: GameView): void { this.tracker.observe(action, view); }
  respond(view: GameView, offer: TradeOffer): TradeResponse { return this.helper.respond(view, offer); }
  propose(view: GameView): Omit<TradeOffer, 'from'> | null { return this.helper.propose(view); }

  private legalCount = 0;
  explain(view: GameView, action: Action): DecisionReason { return explainAction(view, this.ctx.board, action, this.legalCount); }

  decide(view: GameView, legal: readonly Action[]): Action {
    this.legalCount = legal.length;
    if (legal.length === 1) return legal[0]!;
    const s = stateFromView(view, this.ctx.board, this.rng, this.tracker.known);
    if (s.phase === P_DISCARD) return matchLegal(decodeAction(s, chooseCode(s, this.rng, MEDIUM, 0, view.viewer as number)), legal);
    const { code } = this.search.best(s, this.depth);
    this.lastNodes = this.search.nodes;
    return matchLegal(decodeAction(s, code), legal);
  }
}
