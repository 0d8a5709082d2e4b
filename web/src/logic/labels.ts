/**
 * Words for places on the board, for screen readers and tooltips: a hex by its terrain and
 * number, a corner by the hexes around it and its harbor, a side by the hexes it separates.
 */
import { ISLANDS, type BoardJson, type Geometry } from '../wire.js';
import { harborName, t, terrainName, type Lang } from '../i18n.js';

/** The geometry of a board's island (the base game's, or the 5–6 player extension's, §14). */
export const geometryOf = (board: Pick<BoardJson, 'island'>): Geometry => ISLANDS[board.island ?? 'base'].geo;

export function hexLabel(lang: Lang, board: BoardJson, hex: string): string {
  const h = board.hexes[hex];
  if (!h) return hex;
  return h.token ? t(lang, 'hexLabel', { terrain: terrainName(lang, h.terrain), token: h.token }) : terrainName(lang, h.terrain);
}

/** The harbor kind at each harbor vertex, by vertex name. */
export function harborVertices(board: BoardJson): Map<string, BoardJson['harbors'][number]['kind']> {
  const out = new Map<string, BoardJson['harbors'][number]['kind']>();
  const g = geometryOf(board);
  for (const hb of board.harbors) {
    const e = g.edgeId(hb.edge);
    if (e < 0) continue;
    for (const k of [0, 1]) out.set(g.vertexNames[g.edgeVertices[e * 2 + k]!]!, hb.kind);
  }
  return out;
}

export function vertexLabel(lang: Lang, board: BoardJson, vertex: string): string {
  const g = geometryOf(board);
  const v = g.vertexId(vertex);
  const parts: string[] = [];
  for (let k = 0; k < 3 && v >= 0; k++) {
    const h = g.vertexHexes[v * 3 + k]!;
    if (h >= 0) parts.push(hexLabel(lang, board, g.hexNames[h]!));
  }
  const harbor = harborVertices(board).get(vertex);
  if (harbor) parts.push(harborName(lang, harbor));
  return parts.join(', ');
}

export function edgeLabel(lang: Lang, board: BoardJson, edge: string): string {
  const g = geometryOf(board);
  const e = g.edgeId(edge);
  if (e < 0) return edge;
  const a = g.edgeHexes[e * 2]!, b = g.edgeHexes[e * 2 + 1]!;
  const first = hexLabel(lang, board, g.hexNames[a]!);
  const second = b >= 0 ? hexLabel(lang, board, g.hexNames[b]!) : t(lang, 'seaSide');
  return t(lang, 'between', { a: first, b: second });
}
