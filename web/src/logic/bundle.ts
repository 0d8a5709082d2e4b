/**
 * Card bundles as the page edits them (trade offers, discards, Year of Plenty): counts per
 * resource, adjusted by buttons, and the checks that tell a person why a button is disabled.
 * The server decides; these checks only explain.
 */
import { RESOURCES, type Bundle, type ByResource, type Resource } from '../wire.js';
import { resCount, type Key, type Lang } from '../i18n.js';

export type Counts = ByResource<number>;

export const emptyCounts = (): Counts => ({ brick: 0, wood: 0, wool: 0, grain: 0, ore: 0 });

export function countsOf(b: Bundle | undefined): Counts {
  const out = emptyCounts();
  if (b) for (const r of RESOURCES) out[r] = b[r] ?? 0;
  return out;
}

export function total(b: Bundle): number {
  let n = 0;
  for (const r of RESOURCES) n += b[r] ?? 0;
  return n;
}

/** Add `delta` of `r`, staying within 0..max. */
export function adjust(b: Counts, r: Resource, delta: number, max = 19): Counts {
  return { ...b, [r]: Math.max(0, Math.min(max, b[r] + delta)) };
}

/** The bundle without zero entries, as the protocol sends it. */
export function toBundle(c: Bundle): Bundle {
  const out: Bundle = {};
  for (const r of RESOURCES) if ((c[r] ?? 0) > 0) out[r] = c[r]!;
  return out;
}

/** Why an offer to the table cannot be sent, as a string key; null when it can (§7). */
export function offerProblem(give: Counts, get: Counts, hand: Counts): Extract<Key, 'offerNoGift' | 'offerSame' | 'offerNotHeld' | 'counterSame'> | null {
  if (total(give) === 0 || total(get) === 0) return 'offerNoGift';
  if (RESOURCES.some((r) => give[r] > 0 && get[r] > 0)) return 'offerSame';
  if (RESOURCES.some((r) => give[r] > hand[r])) return 'offerNotHeld';
  return null;
}

/** A discard is ready when exactly the owed number of held cards is chosen (§4.3). */
export function discardReady(chosen: Counts, owed: number, hand: Counts): boolean {
  return total(chosen) === owed && RESOURCES.every((r) => chosen[r] <= hand[r]);
}

/** "2 lumber, 1 ore" in the reader's language ("2 maderas, 1 mineral"). */
export function formatBundle(lang: Lang, b: Bundle): string {
  const parts = RESOURCES.filter((r) => (b[r] ?? 0) > 0).map((r) => resCount(lang, b[r]!, r));
  return parts.join(', ') || '—';
}

/** Whether two bundles hold the same cards. */
export function sameBundle(a: Bundle, b: Bundle): boolean {
  return RESOURCES.every((r) => (a[r] ?? 0) === (b[r] ?? 0));
}

/** The cards of `gives` that `hand` does not hold (how many short of each), or null when it holds them all. */
export function lacks(hand: Counts, gives: Bundle): Bundle | null {
  const out: Bundle = {};
  let any = false;
  for (const r of RESOURCES) {
    const short = (gives[r] ?? 0) - hand[r];
    if (short > 0) { out[r] = short; any = true; }
  }
  return any ? out : null;
}
