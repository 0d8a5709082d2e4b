/**
 * Where things sit on the board drawing: pixel positions of hexes, corners and harbors from the
 * engine's geometry of the board's own island (its corner coordinates) — the base game's 19 hexes
 * or the 5–6 player extension's 30 (RULES.md §14) — with the sea frame around it and the
 * drawing's viewBox (pointy-top hexes, spec/RECORD.md notation). Pure arithmetic; no DOM and no rules.
 */
import { BASE_GEOMETRY, ISLANDS, type BoardJson, type Geometry, type IslandId } from '../wire.js';

/** Hex circumradius in drawing units. */
export const R = 60;
const UX = (R * Math.sqrt(3)) / 2;
const UY = R / 2;

export type Point = readonly [number, number];
export interface Box { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

/** The base island's viewBox: the island, its sea frame and the harbors. */
export const VIEWBOX: Box = { x: -345, y: -315, w: 690, h: 630 };

/** Everything the board drawing needs to place on one island. */
export interface Layout {
  readonly island: IslandId;
  readonly geo: Geometry;
  /** The whole drawing: the island, the sea frame, the harbors. */
  readonly viewBox: Box;
  /** The sea frame's outer polygon and the shallows inside it (SVG points). */
  readonly sea: string;
  readonly shallows: string;
  vertexPoint(v: number): Point;
  hexCenter(h: number): Point;
  /** The polygon's points attribute for a land hex, shrunk by `inset` drawing units. */
  hexPoints(h: number, inset?: number): string;
  edgeEnds(e: number): [Point, Point];
  edgeMid(e: number): Point;
  /** A harbor's marker out at sea beyond its coastal edge, and its two docks' ends (§2). */
  harborPlacement(edgeName: string): { at: Point; docks: [Point, Point] };
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}

const pointsAttr = (ps: readonly Point[]) => ps.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');

/** A flat-topped hexagon around the origin (the base island's frame). */
export function seaPoints(radius = 335): string {
  const out: Point[] = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k;
    out.push([radius * Math.cos(a), radius * Math.sin(a)]);
  }
  return pointsAttr(out);
}

/** The convex hull of points, counter-clockwise on screen (y down), without collinear points. */
function hull(points: readonly Point[]): Point[] {
  const ps = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 1e-9) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(ps), ...half([...ps].reverse())];
}

/** A convex polygon grown by `d` on every side (each side moved out, the corners where they meet). */
function grow(poly: readonly Point[], d: number): Point[] {
  const n = poly.length;
  let area = 0;
  for (let i = 0; i < n; i++) { const a = poly[i]!, b = poly[(i + 1) % n]!; area += a[0] * b[1] - b[0] * a[1]; }
  const sign = area > 0 ? 1 : -1;
  const lines = poly.map((a, i) => {
    const b = poly[(i + 1) % n]!;
    const dx = b[0] - a[0], dy = b[1] - a[1], len = Math.hypot(dx, dy);
    // Outward normal: to the right of the direction of travel for a polygon of positive area (y down).
    const nx = (sign * dy) / len, ny = (-sign * dx) / len;
    return { p: [a[0] + nx * d, a[1] + ny * d] as Point, v: [dx, dy] as Point };
  });
  return lines.map((l, i) => {
    const m = lines[(i + 1) % n]!;
    const den = l.v[0] * m.v[1] - l.v[1] * m.v[0];
    if (Math.abs(den) < 1e-9) return [m.p[0], m.p[1]] as Point;
    const t = ((m.p[0] - l.p[0]) * m.v[1] - (m.p[1] - l.p[1]) * m.v[0]) / den;
    return [l.p[0] + l.v[0] * t, l.p[1] + l.v[1] * t] as Point;
  });
}

function makeLayout(island: IslandId, geo: Geometry): Layout {
  const vertexPoint = (v: number): Point => {
    const [x, y] = geo.vertexXY[v]!;
    return [x * UX, y * UY];
  };
  const hexCenter = (h: number): Point => {
    let x = 0, y = 0;
    for (let k = 0; k < 6; k++) {
      const [vx, vy] = vertexPoint(geo.hexVertices[h * 6 + k]!);
      x += vx; y += vy;
    }
    return [round(x / 6), round(y / 6)];
  };
  const hexPoints = (h: number, inset = 0): string => {
    const [cx, cy] = hexCenter(h);
    const out: string[] = [];
    const f = (R - inset) / R;
    for (let k = 0; k < 6; k++) {
      const [x, y] = vertexPoint(geo.hexVertices[h * 6 + k]!);
      out.push(`${round(cx + (x - cx) * f)},${round(cy + (y - cy) * f)}`);
    }
    return out.join(' ');
  };
  const edgeEnds = (e: number): [Point, Point] => [vertexPoint(geo.edgeVertices[e * 2]!), vertexPoint(geo.edgeVertices[e * 2 + 1]!)];
  const edgeMid = (e: number): Point => {
    const [a, b] = edgeEnds(e);
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  };
  const harborPlacement = (edgeName: string): { at: Point; docks: [Point, Point] } => {
    const e = geo.edgeId(edgeName);
    const [cx, cy] = hexCenter(geo.edgeHexes[e * 2]!);
    const [mx, my] = edgeMid(e);
    const dx = mx - cx, dy = my - cy;
    const len = Math.hypot(dx, dy) || 1;
    const out = 0.72 * R;
    return { at: [round(mx + (dx / len) * out), round(my + (dy / len) * out)], docks: edgeEnds(e) };
  };
  let viewBox: Box = VIEWBOX, sea = seaPoints(), shallows = seaPoints(300);
  if (island !== 'base') {
    // A frame that follows the island's outline: its hull grown past the harbors, the shallows inside it.
    const coast = hull(geo.vertexXY.map((_, v) => vertexPoint(v)));
    const outer = grow(coast, 78), inner = grow(coast, 42);
    const xs = outer.map((p) => p[0]), ys = outer.map((p) => p[1]);
    const pad = 10;
    const x0 = Math.min(...xs) - pad, y0 = Math.min(...ys) - pad;
    viewBox = { x: round(x0), y: round(y0), w: round(Math.max(...xs) + pad - x0), h: round(Math.max(...ys) + pad - y0) };
    sea = pointsAttr(outer);
    shallows = pointsAttr(inner);
  }
  return Object.freeze({ island, geo, viewBox, sea, shallows, vertexPoint, hexCenter, hexPoints, edgeEnds, edgeMid, harborPlacement });
}

const LAYOUTS = new Map<IslandId, Layout>();

/** The layout of a board's island (a board JSON names it; absent: the base game's). */
export function layoutOf(board?: Pick<BoardJson, 'island'> | IslandId | null): Layout {
  const island: IslandId = typeof board === 'string' ? board : board?.island ?? 'base';
  let l = LAYOUTS.get(island);
  if (!l) { l = makeLayout(island, ISLANDS[island]?.geo ?? BASE_GEOMETRY); LAYOUTS.set(island, l); }
  return l;
}

// The base island's layout as plain functions (for code and tests that know only that one).
const BASE = layoutOf('base');
export const vertexPoint = (v: number): Point => BASE.vertexPoint(v);
export const hexCenter = (h: number): Point => BASE.hexCenter(h);
export const hexPoints = (h: number, inset = 0): string => BASE.hexPoints(h, inset);
export const edgeEnds = (e: number): [Point, Point] => BASE.edgeEnds(e);
export const edgeMid = (e: number): Point => BASE.edgeMid(e);
export const harborPlacement = (edgeName: string) => BASE.harborPlacement(edgeName);
export const vertexXY = (name: string, l: Layout = BASE): Point => l.vertexPoint(l.geo.vertexId(name));
export const hexXY = (name: string, l: Layout = BASE): Point => l.hexCenter(l.geo.hexId(name));
