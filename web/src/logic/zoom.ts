/**
 * Zooming and panning the board drawing, and finding the lit spot a pointer means: pure
 * geometry on drawing units (logic/layout.ts), no DOM. A zoom is a scale (1: the whole board)
 * and the drawing point at the centre of the view; the view never leaves the drawing (`vb`: the
 * island's whole drawing, the base island's unless given).
 */
import { VIEWBOX, layoutOf, type Box, type Layout, type Point } from './layout.js';
import type { Lit } from './play.js';

export interface Zoom { scale: number; x: number; y: number }

export const MIN_SCALE = 1;
export const MAX_SCALE = 3.5;
/** The whole drawing: scale 1 at its centre. */
export const wholeOf = (vb: Box = VIEWBOX): Zoom => ({ scale: 1, x: vb.x + vb.w / 2, y: vb.y + vb.h / 2 });
export const WHOLE: Zoom = wholeOf(VIEWBOX);

/** The zoom kept within its bounds: scale in range, the view inside the drawing. */
export function clampZoom(z: Zoom, vb: Box = VIEWBOX): Zoom {
  const scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, Number.isFinite(z.scale) ? z.scale : 1));
  const w = vb.w / scale, h = vb.h / scale;
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Number.isFinite(v) ? v : (lo + hi) / 2));
  return {
    scale,
    x: clamp(z.x, vb.x + w / 2, vb.x + vb.w - w / 2),
    y: clamp(z.y, vb.y + h / 2, vb.y + vb.h - h / 2),
  };
}

/** The viewBox of a zoom. */
export function viewBoxOf(z: Zoom, vb: Box = VIEWBOX): { x: number; y: number; w: number; h: number } {
  const c = clampZoom(z, vb);
  const w = vb.w / c.scale, h = vb.h / c.scale;
  return { x: c.x - w / 2, y: c.y - h / 2, w, h };
}

/** Zoom by `factor` keeping the drawing point `at` under the same place on screen. */
export function zoomAt(z: Zoom, factor: number, at: Point, vb: Box = VIEWBOX): Zoom {
  const c = clampZoom(z, vb);
  const scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, c.scale * factor));
  const k = c.scale / scale;
  return clampZoom({ scale, x: at[0] + (c.x - at[0]) * k, y: at[1] + (c.y - at[1]) * k }, vb);
}

/** Move the view by a drag of (dx, dy) drawing units. */
export function panBy(z: Zoom, dx: number, dy: number, vb: Box = VIEWBOX): Zoom {
  return clampZoom({ ...z, x: z.x - dx, y: z.y - dy }, vb);
}

export const isZoomed = (z: Zoom) => Number.isFinite(z.scale) && Math.max(MIN_SCALE, Math.min(MAX_SCALE, z.scale)) > 1.001;

export type SpotKind = 'vertex' | 'edge' | 'hex';
export interface Spot { kind: SpotKind; id: string; at: Point }

/** The lit spots with their centres on the board's island, in a stable order (hexes, then sides, then corners). */
export function spotsOf(lit: Lit, l: Layout = layoutOf('base')): Spot[] {
  const out: Spot[] = [];
  const g = l.geo;
  for (const h of lit.hexes) out.push({ kind: 'hex', id: h, at: l.hexCenter(g.hexId(h)) });
  for (const e of lit.edges) out.push({ kind: 'edge', id: e, at: l.edgeMid(g.edgeId(e)) });
  for (const [v] of lit.vertices) out.push({ kind: 'vertex', id: v, at: l.vertexPoint(g.vertexId(v)) });
  return out;
}

/**
 * The lit spot a pointer at `p` means: the nearest within `reach` drawing units (hexes within
 * their own radius). Targets may overlap on a small screen; the nearest one wins.
 */
export function spotAt(spots: readonly Spot[], p: Point, reach: number, hexReach = 52): Spot | null {
  let best: Spot | null = null, bestD = Infinity;
  for (const s of spots) {
    const d = Math.hypot(s.at[0] - p[0], s.at[1] - p[1]);
    if (d <= (s.kind === 'hex' ? Math.max(hexReach, reach) : reach) && d < bestD) { best = s; bestD = d; }
  }
  return best;
}

/** Half the side of a target at least `px` CSS pixels wide, in drawing units, at `pxPerUnit`. */
export function reachFor(px: number, pxPerUnit: number, least = 16): number {
  return Math.max(least, px / 2 / Math.max(pxPerUnit, 1e-6));
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * The lit spot an arrow key moves to: the nearest in that direction, keeping straight (within a 60° cone first,
 * else a half-plane), or null when there is none that way.
 */
export function nextSpot(spots: readonly Spot[], from: string, dir: Direction): Spot | null {
  const here = spots.find((s) => s.id === from);
  if (!here) return spots[0] ?? null;
  const [ux, uy] = dir === 'left' ? [-1, 0] : dir === 'right' ? [1, 0] : dir === 'up' ? [0, -1] : [0, 1];
  let best: Spot | null = null, bestScore = Infinity;
  for (const s of spots) {
    if (s.id === here.id) continue;
    const dx = s.at[0] - here.at[0], dy = s.at[1] - here.at[1];
    const along = dx * ux + dy * uy;
    if (along <= 0.5) continue;
    const across = Math.abs(dx * uy - dy * ux);
    // In the cone the distance counts, and half the sideways drift: a hex beside this one in its
    // row and the one up and to the right lie at the same distance, the second on the cone's
    // edge, and Right went to either by the list's order. Off the cone, drift costs double.
    const score = across <= along * Math.tan(Math.PI / 3) ? Math.hypot(dx, dy) + across / 2 : Math.hypot(dx, dy) + 2 * across + 1000;
    if (score < bestScore) { bestScore = score; best = s; }
  }
  return best;
}

/**
 * The zoom that shows `at` (a spot reached by the keyboard on a zoomed board): unchanged when it is
 * already well inside the view, else centred on it at the same scale.
 */
export function showSpot(z: Zoom, at: Point, vb: Box = VIEWBOX, margin = 0.08): Zoom {
  const v = viewBoxOf(z, vb);
  const mx = v.w * margin, my = v.h * margin;
  if (at[0] >= v.x + mx && at[0] <= v.x + v.w - mx && at[1] >= v.y + my && at[1] <= v.y + v.h - my) return z;
  return clampZoom({ scale: z.scale, x: at[0], y: at[1] }, vb);
}
