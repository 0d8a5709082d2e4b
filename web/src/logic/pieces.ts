/**
 * Reading a view's board (GameView.vertices / edges: 0 empty, else seat + 1, plus 8 for a
 * city): who owns a corner or a side, and whether it is a city. The one place the page decodes
 * that encoding; everything else asks here.
 */
import { BEGINNER_START, type Color, type GameView } from '../wire.js';

const CITY = 8;

/** The seat owning the building at vertex id `v`, or -1. */
export function ownerAt(view: GameView, v: number): number {
  const b = view.vertices[v] ?? 0;
  return b ? (b & 7) - 1 : -1;
}

export function cityAt(view: GameView, v: number): boolean {
  return ((view.vertices[v] ?? 0) & CITY) !== 0;
}

/** The seat owning the road on edge id `e`, or -1. */
export function roadOwner(view: GameView, e: number): number {
  const o = view.edges[e] ?? 0;
  return o ? o - 1 : -1;
}

/** Ways to roll a number token with two dice: its pips (§1), as the engine counts them. */
export { pips } from '../wire.js';

/** The pieces a colour starts with on the beginner map (§3), as a board picture draws them. */
export interface StartPieces { color: Color; settlements: readonly string[]; roads: readonly string[] }

/** The beginner map's fixed starting pieces of these colours (§3); a colour the map has none for is left out. */
export function beginnerPieces(colors: readonly Color[]): StartPieces[] {
  return colors.flatMap((color) => (color in BEGINNER_START ? [{ color, ...BEGINNER_START[color as keyof typeof BEGINNER_START] }] : []));
}
