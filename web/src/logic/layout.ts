/**
 * Where things sit on the board drawing: pixel positions of hexes, corners and harbors from
 * the engine's fixed geometry tables (its corner coordinates) (pointy-top hexes, spec/RECORD.md notation). Pure
 * arithmetic; no DOM and no rules.
 */
import { EDGE_HEXES, EDGE_VERTICES, HEX_VERTICES, VERTEX_XY, edgeId, hexId, vertexId } from '../wire.js';

/** Hex circumradius in drawing units. */
export const R = 60;
const UX = (R * Math.sqrt(3)) / 2;
const UY = R / 2;

/** The drawing's viewBox: the island, its sea frame and the harbors. */
export const VIEWBOX = { x: -345, y: -315, w: 690, h: 630 } as const;

export type Point = readonly [number, number];

export function vertexPoint(v: number): Point {
  const [x, y] = VERTEX_XY[v]!;
  return [x * UX, y * UY];
}

/** A hex's centre: the middle of its six corners (the engine's geometry, not re-derived here). */
export function hexCenter(h: number): Point {
  let x = 0, y = 0;
  for (let k = 0; k < 6; k++) {
    const [vx, vy] = vertexPoint(HEX_VERTICES[h * 6 + k]!);
    x += vx; y += vy;
  }
  return [round(x / 6), round(y / 6)];
}

/** The polygon's points attribute for a land hex, shrunk by `inset` drawing units. */
export function hexPoints(h: number, inset = 0): string {
  const [cx, cy] = hexCenter(h);
  const out: string[] = [];
  for (let k = 0; k < 6; k++) {
    const [x, y] = vertexPoint(HEX_VERTICES[h * 6 + k]!);
    const f = (R - inset) / R;
    out.push(`${round(cx + (x - cx) * f)},${round(cy + (y - cy) * f)}`);
  }
  return out.join(' ');
}

/** The sea frame: a flat-topped hexagon around the island. */
export function seaPoints(radius = 335): string {
  const out: string[] = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k;
    out.push(`${round(radius * Math.cos(a))},${round(radius * Math.sin(a))}`);
  }
  return out.join(' ');
}

export function edgeEnds(e: number): [Point, Point] {
  return [vertexPoint(EDGE_VERTICES[e * 2]!), vertexPoint(EDGE_VERTICES[e * 2 + 1]!)];
}

export function edgeMid(e: number): Point {
  const [a, b] = edgeEnds(e);
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/** A harbor's marker out at sea beyond its coastal edge, and its two docks' ends (§2). */
export function harborPlacement(edgeName: string): { at: Point; docks: [Point, Point] } {
  const e = edgeId(edgeName);
  const land = EDGE_HEXES[e * 2]!;
  const [cx, cy] = hexCenter(land);
  const [mx, my] = edgeMid(e);
  const dx = mx - cx, dy = my - cy;
  const len = Math.hypot(dx, dy) || 1;
  const out = 0.72 * R;
  return { at: [round(mx + (dx / len) * out), round(my + (dy / len) * out)], docks: edgeEnds(e) };
}

export const vertexXY = (name: string): Point => vertexPoint(vertexId(name));
export const hexXY = (name: string): Point => hexCenter(hexId(name));

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
