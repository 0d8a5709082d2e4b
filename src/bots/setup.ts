/**
 * Set-up placement by look-ahead (the hard bot): every legal settlement or road is tried,
 * the rest of set-up is played out (rivals by the heuristic policy, this seat's own later
 * placements greedily by the learned set-up model), and the finished start is scored by the
 * learned chance of winning from it (src/bots/learned.ts).
 */
import { abValue } from './abValue.js';
import { CodeList, SETTLEMENT, buildAt, buildPiece } from '../engine/codes.js';
import { legalCodes } from '../engine/legal.js';
import { seatToMove } from '../engine/apply.js';
import { Rng } from '../engine/rng.js';
import { applyCode } from '../engine/step.js';
import { reuseState, type GameState } from '../engine/state.js';
import { P_SETUP } from '../engine/vocabulary.js';
import { chooseCode, MEDIUM } from './policy.js';
import { setupScore, winChance } from './learned.js';
import { boardPips, spotPips } from './evaluate.js';
import { BasicBot, matchLegal } from './basic.js';
import type { BotContext } from './types.js';
import { decodeAction, stateFromView, type Action, type GameView } from '../engine/index.js';

const outer = new CodeList();
const inner = new CodeList();
let work: GameState | null = null;
let probe: GameState | null = null;

/**
 * The set-up action (settlement or road) with the best learned chance of winning for the seat
 * to move. Candidates are tried richest spot first; past `deadline` (a performance.now() time)
 * the rest are skipped, once at least three have been tried.
 */
export function chooseSetupByModel(s: GameState, rng: Rng, deadline = Infinity, score: (s: GameState, q: number) => number = setupScore, rivals: SetupRivals | ((q: number) => SetupRivals) = 'policy'): number {
  const seat = seatToMove(s);
  legalCodes(s, outer);
  if (outer.n === 1) return outer.codes[0]!;
  const pips = boardPips(s.board);
  const richness = (c: number) => (buildPiece(c) === SETTLEMENT ? spotPips(pips, buildAt(c)) : 0);
  const order = Array.from(outer.codes.subarray(0, outer.n)).sort((a, b) => richness(b) - richness(a));
  let best = order[0]!, bestV = -Infinity;
  for (let i = 0; i < order.length; i++) {
    if (i >= 3 && performance.now() > deadline) break;
    const c = order[i]!;
    work = reuseState(work, s);
    applyCode(work, c);
    finishSetup(work, seat, rng, rivals);
    const v = winChance(work, seat, score);
    if (v > bestV) { bestV = v; best = c; }
  }
  return best;
}

/**
 * Play the rest of set-up: the seat itself greedily by its set-up score; each rival by the
 * policy, or (`model`) greedily by its own set-up score, or (`ab`) greedily by ab's evaluation.
 */
function finishSetup(w: GameState, seat: number, rng: Rng, rivalsOf: SetupRivals | ((q: number) => SetupRivals)): void {
  while (w.phase === P_SETUP) {
    const mover = seatToMove(w);
    const rivals = typeof rivalsOf === 'function' ? rivalsOf(mover) : rivalsOf;
    applyCode(w, mover === seat || rivals === 'model' ? greedyBySetupScore(w, mover) : rivals === 'ab' ? greedyBy(w, mover, abValue) : chooseCode(w, rng, MEDIUM));
  }
}

/** How set-up look-ahead plays rivals' placements: the medium policy, greedily by their own learned set-up score, or greedily by ab's evaluation. */
export type SetupRivals = 'policy' | 'model' | 'ab';
/** The search's choice: one of those for every rival, or (`observed`) per rival, whichever of the medium policy and ab's evaluation chose more of its settlements so far. */
export type SetupRivalsOption = SetupRivals | 'observed';

/** The set-up action with the best learned set-up score for `seat` (the seat to move) one step on. */
function greedyBySetupScore(w: GameState, seat: number): number { return greedyBy(w, seat, setupScore); }

/** The set-up action with the best `score` for `seat` (the seat to move) one step on. */
function greedyBy(w: GameState, seat: number, score: (s: GameState, p: number) => number): number {
  legalCodes(w, inner);
  let best = inner.codes[0]!, bestV = -Infinity;
  for (let i = 0; i < inner.n; i++) {
    probe = reuseState(probe, w);
    applyCode(probe, inner.codes[i]!);
    const v = score(probe, seat);
    if (v > bestV) { bestV = v; best = inner.codes[i]!; }
  }
  return best;
}

/** A medium bot that places its set-up by this look-ahead (for measuring the set-up alone). */
export class SetupModelBot extends BasicBot {
  private c!: BotContext;
  private r = new Rng(1);
  constructor() { super('medium'); }
  override init(ctx: BotContext): void { super.init(ctx); this.c = ctx; }
  override decide(view: GameView, legal: readonly Action[]): Action {
    if (view.phase !== 'setup' || legal.length === 1) return super.decide(view, legal);
    const s = stateFromView(view, this.c.board, this.r);
    return matchLegal(decodeAction(s, chooseSetupByModel(s, this.r)), legal);
  }
}
