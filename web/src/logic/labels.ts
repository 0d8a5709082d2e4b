/**
 * Words for places on the board, for screen readers and tooltips: a hex by its terrain and
 * number, a corner by the hexes around it and its harbor, a side by the hexes it separates.
 */
import { ISLANDS, type BoardJson, type Geometry } from '../wire.js';
import { harborName, packOf, t, terrainPlace, type Key, type Lang } from '../i18n.js';
import { layoutOf, type Point } from './layout.js';

/** The eight compass points, clockwise from north (up on the screen). */
const DIRECTIONS: readonly Key[] = ['dirN', 'dirNE', 'dirE', 'dirSE', 'dirS', 'dirSW', 'dirW', 'dirNW'];

/** Where `p` lies seen from `from`, as a compass point (the screen's up is north). */
function direction(lang: Lang, from: Point, p: Point): string {
  const deg = (Math.atan2(p[0] - from[0], -(p[1] - from[1])) * 180) / Math.PI; // 0 north, 90 east
  return t(lang, DIRECTIONS[((Math.round(deg / 45) % 8) + 8) % 8]!);
}

/** The geometry of a board's island (the base game's, or the 5–6 player extension's, §14). */
export const geometryOf = (board: Pick<BoardJson, 'island'>): Geometry => ISLANDS[board.island ?? 'base'].geo;

/** Hexes whose terrain and number another hex of the board shares (named with where they lie), per board. */
const twins = new WeakMap<BoardJson, Set<string>>();
function twinsOf(board: BoardJson): Set<string> {
  let out = twins.get(board);
  if (!out) {
    const seen = new Map<string, string[]>();
    for (const [name, h] of Object.entries(board.hexes)) {
      const key = `${h.terrain}/${h.token ?? 0}`;
      seen.set(key, [...(seen.get(key) ?? []), name]);
    }
    out = new Set([...seen.values()].filter((names) => names.length > 1).flat());
    twins.set(board, out);
  }
  return out;
}

/**
 * A hex by its terrain and number; one that shares both with another hex also says where it lies
 * (the direction from the island's centre, and whether on the coast), so that two read apart.
 */
export function hexLabel(lang: Lang, board: BoardJson, hex: string): string {
  return labelsOf(lang, board).get(hex) ?? hex;
}

/**
 * Every hex's label, made once per board and language: a lit corner's label names its hexes, and
 * the board draws its lit spots on every render, while telling twins apart compares them all.
 */
const hexLabels = new WeakMap<BoardJson, Map<object, Map<string, string>>>();
function labelsOf(lang: Lang, board: BoardJson): Map<string, string> {
  let byPack = hexLabels.get(board);
  if (!byPack) hexLabels.set(board, byPack = new Map());
  // By the words in use, not the language's name: until its pack has loaded a language reads English.
  const pack = packOf(lang);
  let out = byPack.get(pack);
  if (out) return out;
  out = new Map(Object.keys(board.hexes).map((h) => [h, whereLabel(lang, board, h)]));
  // Where twins still read alike (the 30-hex island's top row holds three "north coast" hexes),
  // each says which of them it is, by the way they lie from one another.
  const alike = new Map<string, string[]>();
  for (const h of twinsOf(board)) alike.set(out.get(h)!, [...(alike.get(out.get(h)!) ?? []), h]);
  const l = layoutOf(board);
  const at = (x: string) => l.hexCenter(l.geo.hexId(x));
  for (const [label, same] of alike) {
    if (same.length < 2) continue;
    if (same.length > 3) { for (const h of same) out.set(h, `${label}, ${h}`); continue; }
    const xs = same.map((x) => at(x)[0]), ys = same.map((x) => at(x)[1]);
    const across = Math.max(...xs) - Math.min(...xs) >= Math.max(...ys) - Math.min(...ys);
    const order = [...same].sort((a, b) => (across ? at(a)[0] - at(b)[0] : at(a)[1] - at(b)[1]));
    const sides = across ? ['hexSideW', 'hexSideMid', 'hexSideE'] as const : ['hexSideN', 'hexSideMid', 'hexSideS'] as const;
    // Within the label's own brackets where it has them ("fields 3 (south-east coast; to the north)"):
    // after a comma, "the northern one" read as one more hex of a corner's list (a French play-test).
    const which = (side: string) => (label.endsWith(')') ? `${label.slice(0, -1)}${t(lang, 'hexWhichSep')}${side})` : t(lang, 'hexWhich', { label, side }));
    order.forEach((h, i) => out!.set(h, which(t(lang, i === 0 ? sides[0] : i === order.length - 1 ? sides[2] : sides[1]))));
  }
  byPack.set(pack, out);
  return out;
}

/** A hex by its terrain and number, and for a twin where it lies from the island's centre. */
function whereLabel(lang: Lang, board: BoardJson, hex: string): string {
  const h = board.hexes[hex]!;
  // The desert, with no number, by its name with the article: "moved the robber to desert" (French: "sur désert") read wrong.
  const base = h.token ? t(lang, 'hexLabel', { terrain: terrainPlace(lang, h.terrain), token: h.token }) : h.terrain === 'desert' ? t(lang, 'hexDesert') : terrainPlace(lang, h.terrain);
  if (!twinsOf(board).has(hex)) return base;
  const l = layoutOf(board);
  const at = l.hexCenter(l.geo.hexId(hex));
  if (Math.hypot(at[0], at[1]) < 1) return t(lang, 'hexCentre', { hex: base });
  const g = l.geo, id = g.hexId(hex);
  let coast = false;
  for (let k = 0; k < 6; k++) { const e = g.hexEdges[id * 6 + k]!; if (g.edgeHexes[e * 2 + 1]! < 0 || g.edgeHexes[e * 2]! < 0) coast = true; }
  return t(lang, coast ? 'hexWhereCoast' : 'hexWhereInland', { hex: base, dir: direction(lang, [0, 0], at) });
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

/**
 * A corner by the land hexes around it and its harbor. A corner on the coast touches fewer than
 * three, and two such corners can touch the same ones: it also says which corner of its first hex
 * it is ("hills 8, north-west corner"), so that no two lit corners read alike.
 */
export function vertexLabel(lang: Lang, board: BoardJson, vertex: string): string {
  const g = geometryOf(board);
  const v = g.vertexId(vertex);
  const parts: string[] = [];
  const hexes: number[] = [];
  for (let k = 0; k < 3 && v >= 0; k++) {
    const h = g.vertexHexes[v * 3 + k]!;
    if (h >= 0) { hexes.push(h); parts.push(hexLabel(lang, board, g.hexNames[h]!)); }
  }
  if (hexes.length > 0 && hexes.length < 3) {
    const l = layoutOf(board);
    parts.push(t(lang, 'cornerDir', { dir: direction(lang, l.hexCenter(hexes[0]!), l.vertexPoint(v)) }));
  }
  const harbor = harborVertices(board).get(vertex);
  if (harbor) parts.push(harborName(lang, harbor));
  return parts.join(', ');
}

/** A side by the two hexes it separates; a coast side by its hex, the sea and which side of the hex it is ("pasture 9 and the sea (west side)"). */
export function edgeLabel(lang: Lang, board: BoardJson, edge: string): string {
  const g = geometryOf(board);
  const e = g.edgeId(edge);
  if (e < 0) return edge;
  const a = g.edgeHexes[e * 2]!, b = g.edgeHexes[e * 2 + 1]!;
  const first = hexLabel(lang, board, g.hexNames[a]!);
  if (b >= 0) return t(lang, 'between', { a: first, b: hexLabel(lang, board, g.hexNames[b]!) });
  const l = layoutOf(board);
  return t(lang, 'coastSide', { hex: first, dir: direction(lang, l.hexCenter(a), l.edgeMid(e)) });
}
