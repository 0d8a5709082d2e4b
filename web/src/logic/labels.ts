/**
 * Words for places on the board, for screen readers and tooltips: a hex by its terrain and
 * number, a corner by the hexes around it and its harbor, a side by the hexes it separates.
 */
import type { BoardJson } from '../wire.js';
import {
  EDGE_HEXES, EDGE_VERTICES, HEX_NAMES, VERTEX_HEXES, VERTEX_NAMES, edgeId, vertexId,
} from '../wire.js';
import { harborName, t, terrainName, type Lang } from '../i18n.js';

export function hexLabel(lang: Lang, board: BoardJson, hex: string): string {
  const h = board.hexes[hex];
  if (!h) return hex;
  return h.token ? t(lang, 'hexLabel', { terrain: terrainName(lang, h.terrain), token: h.token }) : terrainName(lang, h.terrain);
}

/** The harbor kind at each harbor vertex, by vertex name. */
export function harborVertices(board: BoardJson): Map<string, BoardJson['harbors'][number]['kind']> {
  const out = new Map<string, BoardJson['harbors'][number]['kind']>();
  for (const hb of board.harbors) {
    const e = edgeId(hb.edge);
    for (const k of [0, 1]) out.set(vertexNameOf(EDGE_VERTICES[e * 2 + k]!), hb.kind);
  }
  return out;
}

const vertexNameOf = (v: number): string => VERTEX_NAMES[v]!;

export function vertexLabel(lang: Lang, board: BoardJson, vertex: string): string {
  const v = vertexId(vertex);
  const parts: string[] = [];
  for (let k = 0; k < 3; k++) {
    const h = VERTEX_HEXES[v * 3 + k]!;
    if (h >= 0) parts.push(hexLabel(lang, board, HEX_NAMES[h]!));
  }
  const harbor = harborVertices(board).get(vertex);
  if (harbor) parts.push(harborName(lang, harbor));
  return parts.join(', ');
}

export function edgeLabel(lang: Lang, board: BoardJson, edge: string): string {
  const e = edgeId(edge);
  const a = EDGE_HEXES[e * 2]!, b = EDGE_HEXES[e * 2 + 1]!;
  const first = hexLabel(lang, board, HEX_NAMES[a]!);
  const second = b >= 0 ? hexLabel(lang, board, HEX_NAMES[b]!) : t(lang, 'seaSide');
  return t(lang, 'between', { a: first, b: second });
}
