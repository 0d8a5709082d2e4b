/**
 * The card tracker: what each player may hold, worked out only from the log this seat was
 * sent (the events the server let it see), as a careful player counts at the table. Every
 * resource change is public except a steal between two others, which moves one card of an
 * unknown kind; so the tracker keeps the possible hands (worlds) that fit everything seen,
 * and shows each player's count of each resource as exact, or as a range where a steal hid a
 * card. Worlds that a later event rules out (a player pays a card it could not have held) are
 * dropped. Past MAX_WORLDS (a long run of hidden steals, as five and six players make), it keeps
 * instead the least and most of each count (`Bounds`) for the rest of the log: looser, but every
 * true count stays within them — keeping only some of the worlds would not (a later payment can
 * rule out the ones kept and leave ranges that miss the truth). The seat's own hand is always
 * exact (its own events name every card). Pure: no DOM.
 */
import { RESOURCES, beginnerStartHand, type ByResource, type GameView, type LogEntry, type SeenEvent } from '../wire.js';

/** A hand: five counts in RESOURCES order. */
type Hand = number[];
type World = Hand[];

const MAX_WORLDS = 400;
const key = (w: World) => w.map((h) => h.join(',')).join('|');

export interface Range { min: number; max: number }

export interface Tracked {
  /** Per seat, per resource: the least and most it may hold. */
  hands: ByResource<Range>[];
  /** Whether every count is exact (no hidden steal is still open). */
  exact: boolean[];
  /** Cards the tracker could not place (it lost count: the log was not whole). */
  lost: boolean;
}

function applyDelta(worlds: World[], p: number, delta: Partial<ByResource<number>>): World[] {
  const out: World[] = [];
  for (const w of worlds) {
    const h = w[p]!.slice();
    let ok = true;
    RESOURCES.forEach((r, i) => { h[i]! += delta[r] ?? 0; if (h[i]! < 0) ok = false; });
    if (!ok) continue;
    const nw = w.slice();
    nw[p] = h;
    out.push(nw);
  }
  return out;
}

/** A steal of one card of a kind this seat did not see: every kind the victim may have held. */
function hiddenSteal(worlds: World[], thief: number, victim: number): World[] {
  const seen = new Map<string, World>();
  for (const w of worlds) {
    RESOURCES.forEach((_, i) => {
      if ((w[victim]![i] ?? 0) <= 0) return;
      const nw = w.slice();
      nw[victim] = w[victim]!.slice(); nw[victim]![i]!--;
      nw[thief] = w[thief]!.slice(); nw[thief]![i]!++;
      seen.set(key(nw), nw);
    });
  }
  return [...seen.values()];
}

/** Worlds that keep every seat's card count as the view shows it. */
function fits(worlds: World[], counts: readonly number[]): World[] {
  return worlds.filter((w) => w.every((h, p) => h.reduce((a, b) => a + b, 0) === counts[p]));
}

/**
 * Follow the log from the start. `counts` (optional) is each seat's hand size now, to check
 * against; `start` (optional) the hands the game began with, per seat in RESOURCES order (the
 * beginner map's, where no set-up is played), else empty hands.
 */
export function trackHands(log: readonly LogEntry[], seats: number, counts?: readonly number[], start?: readonly (readonly number[])[]): Tracked {
  let worlds: World[] | null = [Array.from({ length: seats }, (_, p) => (start?.[p] ? [...start[p]!] : [0, 0, 0, 0, 0]))];
  let bounds: Bounds | null = null;
  let lost = false;
  for (const e of log) {
    if (e.k !== 'act') continue;
    for (const ev of e.events as SeenEvent[]) {
      if (ev.type === 'resources') {
        if (worlds) worlds = applyDelta(worlds, ev.p, ev.delta);
        else if (!boundsDelta(bounds!, ev.p, ev.delta)) lost = true;
      } else if (ev.type === 'resourceCount' && ev.delta === 1 && e.action.type === 'robber' && e.action.victim !== undefined) {
        if (worlds) worlds = hiddenSteal(worlds, ev.p, e.action.victim);
        else if (!boundsSteal(bounds!, ev.p, e.action.victim)) lost = true;
      }
      // The victim's side of a hidden steal is the same move, already made with the thief's.
    }
    if (worlds && worlds.length > MAX_WORLDS) { bounds = boundsOf(worlds); worlds = null; }
    if (worlds?.length === 0) lost = true;
    if (lost) break;
  }
  if (counts && !lost) {
    if (worlds) {
      const ok = fits(worlds, counts);
      if (ok.length) worlds = ok; else lost = true;
    } else if (!boundsFit(bounds!, counts)) lost = true;
  }
  if (lost) return { hands: Array.from({ length: seats }, (_, p) => unknownHand(counts?.[p] ?? 0)), exact: Array(seats).fill(false), lost };
  const { lo, hi } = worlds ? boundsOf(worlds) : bounds!;
  const hands = Array.from({ length: seats }, (_, p) => {
    const out = {} as ByResource<Range>;
    RESOURCES.forEach((r, i) => { out[r] = { min: lo[p]![i]!, max: hi[p]![i]! }; });
    return out;
  });
  return { hands, exact: hands.map((h) => RESOURCES.every((r) => h[r].min === h[r].max)), lost };
}

/** The least and most each seat may hold of each resource. */
interface Bounds { lo: Hand[]; hi: Hand[] }

function boundsOf(worlds: readonly World[]): Bounds {
  const seats = worlds[0]!.length;
  const lo = Array.from({ length: seats }, () => [Infinity, Infinity, Infinity, Infinity, Infinity]);
  const hi = Array.from({ length: seats }, () => [-Infinity, -Infinity, -Infinity, -Infinity, -Infinity]);
  for (const w of worlds) {
    for (let p = 0; p < seats; p++) {
      for (let i = 0; i < 5; i++) { lo[p]![i] = Math.min(lo[p]![i]!, w[p]![i]!); hi[p]![i] = Math.max(hi[p]![i]!, w[p]![i]!); }
    }
  }
  return { lo, hi };
}

/** A public change of p's hand: a payment also shows it held at least what it paid. False if it could not have. */
function boundsDelta(b: Bounds, p: number, delta: Partial<ByResource<number>>): boolean {
  let ok = true;
  RESOURCES.forEach((r, i) => {
    const d = delta[r] ?? 0;
    b.lo[p]![i] = Math.max(0, b.lo[p]![i]! + d);
    b.hi[p]![i]! += d;
    if (b.hi[p]![i]! < 0) ok = false;
  });
  return ok;
}

/** A hidden steal: one card of any kind the victim may hold moves to the thief. False if the victim could hold none. */
function boundsSteal(b: Bounds, thief: number, victim: number): boolean {
  const kinds = [0, 1, 2, 3, 4].filter((i) => b.hi[victim]![i]! > 0);
  if (kinds.length === 0) return false;
  for (const i of kinds) {
    b.lo[victim]![i] = Math.max(0, b.lo[victim]![i]! - 1);
    b.hi[thief]![i]! += 1;
  }
  if (kinds.length === 1) {
    // Only one kind it could be: the card is known after all.
    const i = kinds[0]!;
    b.hi[victim]![i]! -= 1;
    b.lo[thief]![i]! += 1;
  }
  return true;
}

/** Narrow each seat's bounds by its card count (every count is at least what the others' maxima leave, at most what their minima leave). False if none fits. */
function boundsFit(b: Bounds, counts: readonly number[]): boolean {
  for (let p = 0; p < counts.length; p++) {
    const lo = b.lo[p]!, hi = b.hi[p]!, n = counts[p]!;
    const sumLo = lo.reduce((a, x) => a + x, 0), sumHi = hi.reduce((a, x) => a + x, 0);
    if (n < sumLo || n > sumHi) return false;
    const lo0 = lo.slice(), hi0 = hi.slice();
    for (let i = 0; i < 5; i++) {
      lo[i] = Math.max(lo0[i]!, n - (sumHi - hi0[i]!));
      hi[i] = Math.min(hi0[i]!, n - (sumLo - lo0[i]!));
    }
  }
  return true;
}

function unknownHand(n: number): ByResource<Range> {
  const out = {} as ByResource<Range>;
  for (const r of RESOURCES) out[r] = { min: 0, max: n };
  return out;
}

/**
 * The tracker for the page: hands as a seat sees them from its log, checked against its view.
 * `beginner`: the game began on the beginner map with its pieces placed and each colour's
 * starting cards dealt (§3), which no log entry shows.
 */
export function trackFor(log: readonly LogEntry[], view: GameView, beginner = false): Tracked {
  const start = beginner ? view.players.map((p) => beginnerStartHand(p.color) ?? [0, 0, 0, 0, 0]) : undefined;
  return trackHands(log, view.players.length, view.players.map((p) => p.resourceCount), start);
}

/** "2", or "1–2" when a steal hid which card moved. */
export function rangeText(r: Range): string {
  return r.min === r.max ? String(r.min) : `${r.min}–${r.max}`;
}
