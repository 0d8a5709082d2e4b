// §2 and RECORD.md notation: the engine's board equals spec/geometry.json exactly.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EDGE_COUNT, EDGE_HEXES, EDGE_NAMES, EDGE_VERTICES, HEX_COUNT, HEX_NAMES, VERTEX_COUNT, VERTEX_HEXES, VERTEX_NAMES,
  VERTEX_NEIGHBOURS, edgeId, hexId, vertexId,
} from '../src/engine/geometry.js';
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
