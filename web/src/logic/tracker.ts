/**
 * The card tracker: what each player may hold, worked out only from the log this seat was
 * sent (the events the server let it see), as a careful player counts at the table. Every
 * resource change is public except a steal between two others, which moves one card of an
 * unknown kind; so the tracker keeps the possible hands (worlds) that fit everything seen,
 * and shows each player's count of each resource as exact, or as a range where a steal hid a
 * card. Worlds that a later event rules out (a player pays a card it could not have held) are
 * dropped; a world too many (after a long run of hidden steals) are merged into bounds.
 * The seat's own hand is always exact (its own events name every card). Pure: no DOM.
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
  let worlds: World[] = [Array.from({ length: seats }, (_, p) => (start?.[p] ? [...start[p]!] : [0, 0, 0, 0, 0]))];
  let lost = false;
  for (const e of log) {
    if (e.k !== 'act') continue;
    for (const ev of e.events as SeenEvent[]) {
      if (ev.type === 'resources') worlds = applyDelta(worlds, ev.p, ev.delta);
      else if (ev.type === 'resourceCount' && ev.delta === 1 && e.action.type === 'robber' && e.action.victim !== undefined) worlds = hiddenSteal(worlds, ev.p, e.action.victim);
      // The victim's side of a hidden steal is the same move, already made with the thief's.
    }
    if (worlds.length > MAX_WORLDS) worlds = merge(worlds);
    if (worlds.length === 0) { lost = true; break; }
  }
  if (counts && !lost) {
    const ok = fits(worlds, counts);
    if (ok.length) worlds = ok; else lost = true;
  }
  if (lost) return { hands: Array.from({ length: seats }, (_, p) => unknownHand(counts?.[p] ?? 0)), exact: Array(seats).fill(false), lost };
  const hands = Array.from({ length: seats }, (_, p) => {
    const out = {} as ByResource<Range>;
    RESOURCES.forEach((r, i) => {
      let min = Infinity, max = -Infinity;
      for (const w of worlds) { const n = w[p]![i]!; if (n < min) min = n; if (n > max) max = n; }
      out[r] = { min, max };
    });
    return out;
  });
  return { hands, exact: hands.map((h) => RESOURCES.every((r) => h[r].min === h[r].max)), lost };
}

/** Too many worlds: keep the ones at the extremes of each count (the shown ranges stay right). */
function merge(worlds: World[]): World[] {
  const keep = new Map<string, World>();
  const seats = worlds[0]!.length;
  for (let p = 0; p < seats; p++) {
    for (let i = 0; i < 5; i++) {
      let lo = worlds[0]!, hi = worlds[0]!;
      for (const w of worlds) { if (w[p]![i]! < lo[p]![i]!) lo = w; if (w[p]![i]! > hi[p]![i]!) hi = w; }
      keep.set(key(lo), lo); keep.set(key(hi), hi);
    }
  }
  for (const w of worlds) { if (keep.size >= MAX_WORLDS / 2) break; keep.set(key(w), w); }
  return [...keep.values()];
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
