/**
 * Board geometries: land hexes, vertices and edges with dense integer ids and precomputed
 * adjacency tables. Names follow spec/RECORD.md ("q,r", "q,r,N|S", "q,r,NE|E|SE"). Each
 * geometry is computed once at load and frozen; it never depends on a board's contents, so a
 * vertex id means the same spot in every game on that island. The base island (19 hexes) is
 * BASE_GEOMETRY; the module-level tables below are the base island's, for code that only
 * knows that one. A larger island is another Geometry from the same builder: the engine
 * reads a state's geometry (`s.g`), never a fixed size, so it needs only wider masks.
 *
 * Coordinates: pointy-top axial (q, r). We place every corner on an integer lattice
 * (X = 2q + r ± 1, Y = 3r ± 1 or ± 2) so that equal corners compare exactly.
 */

/** Words of 32 bits needed for a bit set over n items. */
const words = (n: number) => (n + 31) >>> 5;

export interface Geometry {
  readonly hexCount: number;
  readonly vertexCount: number;
  readonly edgeCount: number;
  /** 32-bit words in a vertex set and in an edge set (the legality masks). */
  readonly vw: number;
  readonly ew: number;
  readonly hexCoords: readonly (readonly [number, number])[];
  readonly hexNames: readonly string[];
  readonly vertexNames: readonly string[];
  readonly edgeNames: readonly string[];
  /** Lattice position of each vertex: x in units of half a hex width, y in quarter hex heights. */
  readonly vertexXY: readonly (readonly [number, number])[];
  /** hex → its 6 vertices, clockwise from N. */
  readonly hexVertices: Int8Array;
  /** hex → its 6 edges, clockwise from NE. */
  readonly hexEdges: Int8Array;
  /** hex → up to 6 land neighbours, -1 padded. */
  readonly hexNeighbours: Int8Array;
  /** vertex → up to 3 land hexes, -1 padded. */
  readonly vertexHexes: Int8Array;
  /** vertex → 2 or 3 edges, -1 padded. */
  readonly vertexEdges: Int8Array;
  /** vertex → 2 or 3 neighbouring vertices, -1 padded. */
  readonly vertexNeighbours: Int8Array;
  /** edge → its 2 vertices. */
  readonly edgeVertices: Int8Array;
  /** edge → 1 or 2 land hexes, -1 padded. */
  readonly edgeHexes: Int8Array;
  hexId(name: string): number;
  vertexId(name: string): number;
  edgeId(name: string): number;
}

/** The base island's land hexes in reading order: top row first, west to east. */
export const HEX_COORDS: readonly (readonly [number, number])[] = (() => {
  const out: [number, number][] = [];
  for (let r = -2; r <= 2; r++) {
    for (let q = Math.max(-2, -2 - r); q <= Math.min(2, 2 - r); q++) out.push([q, r]);
  }
  return out;
})();

interface Corner { name: string; x: number; y: number }

/** Canonical corner of hex (q,r) at lattice offset; every corner is "N" or "S" of one hex. */
function cornerAt(x: number, y: number): Corner {
  if ((y + 2) % 3 === 0) {
    const r = (y + 2) / 3;
    return { name: `${(x - r) / 2},${r},N`, x, y };
  }
  const r = (y - 2) / 3;
  return { name: `${(x - r) / 2},${r},S`, x, y };
}

/** The six corners of a hex, clockwise from the top: N, NE, SE, S, SW, NW. */
function hexCorners(q: number, r: number): Corner[] {
  const x = 2 * q + r;
  const y = 3 * r;
  return [
    cornerAt(x, y - 2), cornerAt(x + 1, y - 1), cornerAt(x + 1, y + 1),
    cornerAt(x, y + 2), cornerAt(x - 1, y + 1), cornerAt(x - 1, y - 1),
  ];
}

/** The six sides of a hex, clockwise from the north-east side, as [name, cornerA, cornerB]. */
function hexSides(q: number, r: number): [string, number, number][] {
  return [
    [`${q},${r},NE`, 0, 1], [`${q},${r},E`, 1, 2], [`${q},${r},SE`, 2, 3],
    [`${q - 1},${r + 1},NE`, 3, 4], [`${q - 1},${r},E`, 4, 5], [`${q},${r - 1},SE`, 5, 0],
  ];
}

/** A geometry from its land hexes (axial coordinates, in reading order). */
export function buildGeometry(hexCoords: readonly (readonly [number, number])[]): Geometry {
  const HEX_COUNT = hexCoords.length;
  const HEX_NAMES = hexCoords.map(([q, r]) => `${q},${r}`);
  const corners = new Map<string, Corner>();
  const sides = new Map<string, { a: string; b: string; x: number; y: number }>();
  for (const [q, r] of hexCoords) {
    const cs = hexCorners(q, r);
    for (const c of cs) corners.set(c.name, c);
    for (const [name, i, j] of hexSides(q, r)) {
      const a = cs[i]!, b = cs[j]!;
      sides.set(name, { a: a.name, b: b.name, x: a.x + b.x, y: a.y + b.y });
    }
  }
  const vlist = [...corners.values()].sort((a, b) => a.y - b.y || a.x - b.x);
  const elist = [...sides.entries()].sort((a, b) => a[1].y - b[1].y || a[1].x - b[1].x);
  const vertexIndex = new Map(vlist.map((c, i) => [c.name, i]));
  const edgeIndex = new Map(elist.map(([n], i) => [n, i]));

  const VERTEX_COUNT = vlist.length, EDGE_COUNT = elist.length;
  const hexVertices = new Int8Array(HEX_COUNT * 6);
  const hexEdges = new Int8Array(HEX_COUNT * 6);
  const vertexHexes = new Int8Array(VERTEX_COUNT * 3).fill(-1);
  const vertexEdges = new Int8Array(VERTEX_COUNT * 3).fill(-1);
  const vertexNeighbours = new Int8Array(VERTEX_COUNT * 3).fill(-1);
  const edgeVertices = new Int8Array(EDGE_COUNT * 2);
  const edgeHexes = new Int8Array(EDGE_COUNT * 2).fill(-1);
  const push = (arr: Int8Array, base: number, width: number, value: number) => {
    for (let k = 0; k < width; k++) {
      if (arr[base * width + k] === value) return;
      if (arr[base * width + k] === -1) { arr[base * width + k] = value; return; }
    }
    throw new Error('geometry: adjacency overflow');
  };
  hexCoords.forEach(([q, r], h) => {
    const cs = hexCorners(q, r);
    cs.forEach((c, k) => {
      const v = vertexIndex.get(c.name)!;
      hexVertices[h * 6 + k] = v;
      push(vertexHexes, v, 3, h);
    });
    hexSides(q, r).forEach(([name], k) => {
      const e = edgeIndex.get(name)!;
      hexEdges[h * 6 + k] = e;
      push(edgeHexes, e, 2, h);
    });
  });
  elist.forEach(([, s], e) => {
    const a = vertexIndex.get(s.a)!, b = vertexIndex.get(s.b)!;
    edgeVertices[e * 2] = a;
    edgeVertices[e * 2 + 1] = b;
    push(vertexEdges, a, 3, e);
    push(vertexEdges, b, 3, e);
    push(vertexNeighbours, a, 3, b);
    push(vertexNeighbours, b, 3, a);
  });
  // Land neighbours of each hex (for generators' adjacency rules), -1 padded to 6.
  const hexNeighbours = new Int8Array(HEX_COUNT * 6).fill(-1);
  const hexIndex = new Map(HEX_NAMES.map((n, i) => [n, i]));
  const DIRS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]] as const;
  hexCoords.forEach(([q, r], h) => {
    let k = 0;
    for (const [dq, dr] of DIRS) {
      const n = hexIndex.get(`${q + dq},${r + dr}`);
      if (n !== undefined) hexNeighbours[h * 6 + k++] = n;
    }
  });
  return Object.freeze({
    hexCount: HEX_COUNT, vertexCount: VERTEX_COUNT, edgeCount: EDGE_COUNT, vw: words(VERTEX_COUNT), ew: words(EDGE_COUNT),
    hexCoords: Object.freeze(hexCoords.map(([q, r]) => Object.freeze([q, r] as const))),
    hexNames: Object.freeze(HEX_NAMES),
    vertexNames: Object.freeze(vlist.map((c) => c.name)),
    vertexXY: Object.freeze(vlist.map((c) => Object.freeze([c.x, c.y] as const))),
    edgeNames: Object.freeze(elist.map(([n]) => n)),
    hexVertices, hexEdges, hexNeighbours, vertexHexes, vertexEdges, vertexNeighbours, edgeVertices, edgeHexes,
    hexId: (name: string) => hexIndex.get(name) ?? -1,
    vertexId: (name: string) => vertexIndex.get(name) ?? -1,
    edgeId: (name: string) => edgeIndex.get(name) ?? -1,
  });
}

/** The base game's island: 19 land hexes, 54 vertices, 72 edges. */
export const BASE_GEOMETRY: Geometry = buildGeometry(HEX_COORDS);
const G = BASE_GEOMETRY;

export const HEX_COUNT = G.hexCount;
export const VERTEX_COUNT = G.vertexCount;
export const EDGE_COUNT = G.edgeCount;
export const HEX_NAMES: readonly string[] = G.hexNames;

export const VERTEX_NAMES: readonly string[] = G.vertexNames;
export const EDGE_NAMES: readonly string[] = G.edgeNames;
/** Lattice position of each vertex: x in units of half a hex width, y in quarter hex heights. */
export const VERTEX_XY: readonly (readonly [number, number])[] = G.vertexXY;
/** hex → its 6 vertices, clockwise from N. */
export const HEX_VERTICES = G.hexVertices;
/** hex → its 6 edges, clockwise from NE. */
export const HEX_EDGES = G.hexEdges;
/** hex → up to 6 land neighbours, -1 padded. */
export const HEX_NEIGHBOURS = G.hexNeighbours;
/** vertex → up to 3 land hexes, -1 padded. */
export const VERTEX_HEXES = G.vertexHexes;
/** vertex → 2 or 3 edges, -1 padded. */
export const VERTEX_EDGES = G.vertexEdges;
/** vertex → 2 or 3 neighbouring vertices, -1 padded. */
export const VERTEX_NEIGHBOURS = G.vertexNeighbours;
/** edge → its 2 vertices. */
export const EDGE_VERTICES = G.edgeVertices;
/** edge → 1 or 2 land hexes, -1 padded. */
export const EDGE_HEXES = G.edgeHexes;

export function hexId(name: string): number {
  return G.hexId(name);
}
export function vertexId(name: string): number {
  return G.vertexId(name);
}
export function edgeId(name: string): number {
  return G.edgeId(name);
}
/** A coastal edge touches exactly one land hex: the only edges that can hold a harbor. */
export function isCoastalEdge(e: number, g: Geometry = G): boolean {
  return g.edgeHexes[e * 2 + 1] === -1;
}
