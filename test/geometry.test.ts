// §2 and RECORD.md notation: the engine's board equals spec/geometry.json exactly, and the 5–6
// player island (§14) equals spec/geometry-extension.json (derived independently from the notation).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EDGE_COUNT, EDGE_HEXES, EDGE_NAMES, EDGE_VERTICES, HEX_COUNT, HEX_NAMES, VERTEX_COUNT, VERTEX_HEXES, VERTEX_NAMES,
  VERTEX_NEIGHBOURS, edgeId, hexId, vertexId,
} from '../src/engine/geometry.js';
import { EXTENSION_GEOMETRY } from '../src/engine/islands.js';
import { specPath } from './helpers.js';

interface GeometryJson {
  hexes: string[];
  vertices: Record<string, { hexes: string[]; neighbours: string[] }>;
  edges: Record<string, { hexes: string[]; vertices: string[] }>;
}
const geo = JSON.parse(readFileSync(specPath('geometry.json'), 'utf8')) as GeometryJson;
const sorted = (a: string[]) => [...a].sort();
const pick = (table: Int8Array, id: number, width: number, names: readonly string[]) =>
  sorted([...table.subarray(id * width, id * width + width)].filter((x) => x >= 0).map((x) => names[x]!));

describe('§2 geometry equals spec/geometry.json', () => {
  it('has the same 19 hexes, 54 vertices and 72 edges', () => {
    expect(HEX_COUNT).toBe(19);
    expect(VERTEX_COUNT).toBe(54);
    expect(EDGE_COUNT).toBe(72);
    expect(sorted([...HEX_NAMES])).toEqual(sorted(geo.hexes));
    expect(sorted([...VERTEX_NAMES])).toEqual(sorted(Object.keys(geo.vertices)));
    expect(sorted([...EDGE_NAMES])).toEqual(sorted(Object.keys(geo.edges)));
  });
  it('gives every vertex the same land hexes and neighbours', () => {
    for (const [name, v] of Object.entries(geo.vertices)) {
      const id = vertexId(name);
      expect(pick(VERTEX_HEXES, id, 3, HEX_NAMES), name).toEqual(sorted(v.hexes));
      expect(pick(VERTEX_NEIGHBOURS, id, 3, VERTEX_NAMES), name).toEqual(sorted(v.neighbours));
    }
  });
  it('gives every edge the same land hexes and end vertices', () => {
    for (const [name, e] of Object.entries(geo.edges)) {
      const id = edgeId(name);
      expect(pick(EDGE_HEXES, id, 2, HEX_NAMES), name).toEqual(sorted(e.hexes));
      expect(pick(EDGE_VERTICES, id, 2, VERTEX_NAMES), name).toEqual(sorted(e.vertices));
    }
  });
  it('refuses names that are not on the board', () => {
    expect(hexId('3,0')).toBe(-1);
    expect(vertexId('0,0,E')).toBe(-1);
    expect(edgeId('5,5,NE')).toBe(-1);
  });
});

describe('§14 the extension island equals spec/geometry-extension.json', () => {
  const ext = JSON.parse(readFileSync(specPath('geometry-extension.json'), 'utf8')) as GeometryJson;
  const g = EXTENSION_GEOMETRY;
  it('has 30 hexes in rows of 3-4-5-6-5-4-3, 80 vertices and 109 edges', () => {
    expect([g.hexCount, g.vertexCount, g.edgeCount]).toEqual([30, 80, 109]);
    const rows = new Map<number, number>();
    for (const [, r] of g.hexCoords) rows.set(r, (rows.get(r) ?? 0) + 1);
    expect([...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n)).toEqual([3, 4, 5, 6, 5, 4, 3]);
    expect(sorted([...g.hexNames])).toEqual(sorted(ext.hexes));
    expect(sorted([...g.vertexNames])).toEqual(sorted(Object.keys(ext.vertices)));
    expect(sorted([...g.edgeNames])).toEqual(sorted(Object.keys(ext.edges)));
  });
  it('gives every vertex and edge the same hexes, neighbours and ends', () => {
    for (const [name, v] of Object.entries(ext.vertices)) {
      const id = g.vertexId(name);
      expect(pick(g.vertexHexes, id, 3, g.hexNames), name).toEqual(sorted(v.hexes));
      expect(pick(g.vertexNeighbours, id, 3, g.vertexNames), name).toEqual(sorted(v.neighbours));
    }
    for (const [name, e] of Object.entries(ext.edges)) {
      const id = g.edgeId(name);
      expect(pick(g.edgeHexes, id, 2, g.hexNames), name).toEqual(sorted(e.hexes));
      expect(pick(g.edgeVertices, id, 2, g.vertexNames), name).toEqual(sorted(e.vertices));
    }
  });
  it('the base island names are not all extension names, and the masks are wider', () => {
    expect(g.hexId('-3,0')).toBeGreaterThanOrEqual(0);
    expect(hexId('-3,0')).toBe(-1);
    expect([g.vw, g.ew]).toEqual([3, 4]);
  });
});
