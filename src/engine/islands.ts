/**
 * The two islands and what comes in their boxes (§1, §14): the base game's 19 hexes for 3–4
 * players, and the 5–6 player extension's 30 hexes. Each island has its geometry, the terrain,
 * number tokens (in letter order, for the spiral) and harbors to lay on it, the bank and the
 * development deck, the harbor slots of the frame, the spiral's corners and the player counts
 * it is played with. Everything that depends on the island is read from here.
 */
import { BASE_GEOMETRY, buildGeometry, type Geometry } from './geometry.js';

export const ISLAND_IDS = ['base', 'extension'] as const;
export type IslandId = (typeof ISLAND_IDS)[number];

export interface Island {
  readonly id: IslandId;
  readonly geo: Geometry;
  /** Hexes by TERRAINS index: hills, forest, pasture, fields, mountains, desert. */
  readonly terrainCounts: readonly number[];
  /** Number tokens in letter order (A–R; A–Y, Za–Zc), laid along the spiral (§3, §14). */
  readonly spiralTokens: readonly number[];
  /** Harbors by HARBOR_KINDS index: brick, wood, wool, grain, ore (2:1), generic 3:1. */
  readonly harborCounts: readonly number[];
  /** Cards of each resource in all (bank plus hands). */
  readonly bank: number;
  /** Development cards by DEV_CARDS index: knight, victoryPoint, roadBuilding, yearOfPlenty, monopoly. */
  readonly deck: readonly number[];
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The six corner hexes of the outer ring, counter-clockwise from the east (spiral starts). */
  readonly corners: readonly number[];
}

/**
 * The extension's island: rows of 3, 4, 5, 6, 5, 4 and 3 land hexes (r = −3 … 3), the long row
 * through the middle. In the same axial notation as the base island, row r runs from
 * q = max(−3, −r − 3) … min(2, 2 − r) — centred half a hex west of "0,0", since the middle row
 * has an even number of hexes.
 */
export const EXTENSION_HEX_COORDS: readonly (readonly [number, number])[] = (() => {
  const out: [number, number][] = [];
  for (let r = -3; r <= 3; r++) {
    for (let q = Math.max(-3, -r - 3); q <= Math.min(2, 2 - r); q++) out.push([q, r]);
  }
  return out;
})();

export const EXTENSION_GEOMETRY: Geometry = buildGeometry(EXTENSION_HEX_COORDS);

function island(spec: Omit<Island, 'corners'> & { cornerNames: readonly string[] }): Island {
  const { cornerNames, ...rest } = spec;
  const corners = cornerNames.map((n) => {
    const h = spec.geo.hexId(n);
    if (h < 0) throw new Error(`island ${spec.id}: corner ${n} is not a hex`);
    return h;
  });
  return Object.freeze({ ...rest, corners: Object.freeze(corners) });
}

/** §1: the base game. */
export const BASE_ISLAND: Island = island({
  id: 'base', geo: BASE_GEOMETRY,
  terrainCounts: [3, 4, 4, 4, 3, 1],
  spiralTokens: [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11],
  harborCounts: [1, 1, 1, 1, 1, 4],
  bank: 19,
  deck: [14, 5, 2, 2, 2],
  minPlayers: 3, maxPlayers: 4,
  cornerNames: ['2,0', '2,-2', '0,-2', '-2,0', '-2,2', '0,2'],
});

/**
 * §14: the 5–6 player extension adds 11 hexes (a desert and two each of the five terrains), two
 * harbors (a generic 3:1 and a 2:1 wool), 5 cards of each resource, 9 development cards (6
 * Knights and one each of the three progress cards), and its own 28 number tokens A–Y, Za, Zb,
 * Zc, which replace the base game's 18.
 */
export const EXTENSION_ISLAND: Island = island({
  id: 'extension', geo: EXTENSION_GEOMETRY,
  terrainCounts: [5, 6, 6, 6, 5, 2],
  spiralTokens: [2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2, 6],
  harborCounts: [1, 1, 2, 1, 1, 5],
  bank: 24,
  deck: [20, 5, 3, 3, 3],
  minPlayers: 5, maxPlayers: 6,
  cornerNames: ['2,0', '2,-3', '0,-3', '-3,0', '-3,3', '-1,3'],
});

export const ISLANDS: Readonly<Record<IslandId, Island>> = Object.freeze({ base: BASE_ISLAND, extension: EXTENSION_ISLAND });

export function isIslandId(x: unknown): x is IslandId {
  return typeof x === 'string' && (ISLAND_IDS as readonly string[]).includes(x);
}

/** The island a number of players plays on (§1: 3–4 the base game, §14: 5–6 the extension). */
export function islandForPlayers(n: number): Island {
  return n >= EXTENSION_ISLAND.minPlayers ? EXTENSION_ISLAND : BASE_ISLAND;
}

/** The harbor kinds in a bag, by HARBOR_KINDS index (for shuffling over the frame's slots). */
export function harborBag(isl: Island): number[] {
  const out: number[] = [];
  isl.harborCounts.forEach((k, kind) => { for (let i = 0; i < k; i++) out.push(kind); });
  return out;
}

/** The terrain hexes in a bag, by TERRAINS index. */
export function terrainBag(isl: Island): number[] {
  const out: number[] = [];
  isl.terrainCounts.forEach((k, t) => { for (let i = 0; i < k; i++) out.push(t); });
  return out;
}

/** The island's coastal edges (one land hex) in order around it, counter-clockwise from the east. */
export function coastalEdges(g: Geometry): number[] {
  let cx = 0, cy = 0;
  for (const [x, y] of g.vertexXY) { cx += x; cy += y; }
  cx /= g.vertexCount; cy /= g.vertexCount;
  const out: number[] = [];
  for (let e = 0; e < g.edgeCount; e++) if (g.edgeHexes[e * 2 + 1] === -1) out.push(e);
  // Lattice units: x is half a hex width (√3/2 of a side), y a quarter of a hex height (half a side).
  const angle = (e: number) => {
    const a = g.vertexXY[g.edgeVertices[e * 2]!]!, b = g.vertexXY[g.edgeVertices[e * 2 + 1]!]!;
    return Math.atan2(-(((a[1] + b[1]) / 2) - cy) * 0.5, (((a[0] + b[0]) / 2) - cx) * (Math.sqrt(3) / 2));
  };
  const norm = (t: number) => (t < 0 ? t + 2 * Math.PI : t);
  return out.sort((x, y) => norm(angle(x)) - norm(angle(y)));
}
