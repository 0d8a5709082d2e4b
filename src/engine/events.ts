/**
 * Events describe what an applied action changed, for logs and animations: derived by
 * comparing the state before and after (so the fast path never pays for them). They hold
 * every detail; what a given viewer may see of them is decided by view.ts (filterEvent).
 */
import type { Action } from './actions.js';
import { O_BANK, O_RES, O_RES_N, S_CUR, S_LA, S_LR, S_PHASE, S_WINNER, type GameState } from './state.js';
import { owedOnRoll } from './step.js';
import { PHASES, RESOURCES, type Bundle, type Phase, type Resource } from './vocabulary.js';

export type GameEvent =
  | { type: 'action'; action: Action }
  | { type: 'resources'; p: number; delta: Bundle }
  | { type: 'longestRoad'; from: number | null; to: number | null }
  | { type: 'largestArmy'; from: number | null; to: number | null }
  | { type: 'phase'; phase: Phase; current: number; builder?: number }
  | { type: 'won'; p: number }
  /**
   * §4.2 bank shortage: a roll owed `owed` cards of `resource` and the bank held `bank`, so nobody
   * received it (or the one player owed took what was left). Without it a log could only say that
   * nobody produced anything.
   */
  | { type: 'shortage'; resource: Resource; owed: number; bank: number };

const seatOrNull = (x: number) => (x < 0 ? null : x);

export function eventsBetween(before: GameState, after: GameState, action: Action): GameEvent[] {
  const a = before.b, b = after.b;
  const out: GameEvent[] = [{ type: 'action', action }];
  for (let p = 0; p < before.players; p++) {
    let changed = a[O_RES_N + p] !== b[O_RES_N + p];
    for (let r = 0; r < 5 && !changed; r++) changed = a[O_RES + p * 5 + r] !== b[O_RES + p * 5 + r];
    if (!changed) continue;
    const delta: Bundle = {};
    for (let r = 0; r < 5; r++) {
      const k = b[O_RES + p * 5 + r]! - a[O_RES + p * 5 + r]!;
      if (k) delta[RESOURCES[r]!] = k;
    }
    out.push({ type: 'resources', p, delta });
  }
  if (action.type === 'roll' && action.dice && action.dice[0] + action.dice[1] !== 7) {
    const owed = owedOnRoll(before, action.dice[0] + action.dice[1]);
    for (let r = 0; r < 5; r++) if (owed[r]! > a[O_BANK + r]!) out.push({ type: 'shortage', resource: RESOURCES[r]!, owed: owed[r]!, bank: a[O_BANK + r]! });
  }
  if (a[S_LR] !== b[S_LR]) out.push({ type: 'longestRoad', from: seatOrNull(a[S_LR]!), to: seatOrNull(b[S_LR]!) });
  if (a[S_LA] !== b[S_LA]) out.push({ type: 'largestArmy', from: seatOrNull(a[S_LA]!), to: seatOrNull(b[S_LA]!) });
  if (a[S_PHASE] !== b[S_PHASE] || a[S_CUR] !== b[S_CUR] || before.builder !== after.builder) {
    out.push(after.builder >= 0 ? { type: 'phase', phase: PHASES[b[S_PHASE]!]!, current: b[S_CUR]!, builder: after.builder } : { type: 'phase', phase: PHASES[b[S_PHASE]!]!, current: b[S_CUR]! });
  }
  if (b[S_WINNER]! >= 0 && a[S_WINNER] !== b[S_WINNER]) out.push({ type: 'won', p: b[S_WINNER]! });
  return out;
}

