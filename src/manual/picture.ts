/**
 * Draws a manual picture (./pictures.ts) as a standalone SVG string from the engine's own state:
 * the record is replayed with replayRecord, the pieces come from viewFor, the board from the
 * state's board, and the highlights from the picture's engine queries. Every place is drawn
 * from the board's own geometry (`state.board.geo`), so the base game's island and the 5–6
 * player extension's larger one draw alike. No DOM is needed, so it renders the same in Node
 * (tests) and in the browser. It draws; it decides nothing.
 */
import {
  HARBOR_KINDS, TERRAINS, parseRecord, replayRecord, summarize, viewFor, type GameState, type Geometry,
} from '../engine/index.js';
import { pictureById, type MarkKind, type Marks, type PictureDef } from './pictures.js';
import type { Lang } from './types.js';

const R = 40; // hex radius in SVG units
const SX = (Math.sqrt(3) / 2) * R; // one lattice x step
const SY = R / 2; // one lattice y step
const MAX_WIDTH = 720; // widest picture, in CSS pixels

const TERRAIN_FILL: Record<string, string> = {
  hills: '#c56b3c', forest: '#2f7a3a', pasture: '#9bcf63', fields: '#eac04f', mountains: '#8e8f9c', desert: '#e6d3a3',
};
const PLAYER_FILL: Record<string, string> = {
  red: '#d32f2f', blue: '#1f5fbf', white: '#f5f5f5', orange: '#f08a24', green: '#2e9d4a', brown: '#7b5230',
};
const RESOURCE_NAME: Record<Lang, Record<string, string>> = {
  en: { brick: 'brick', wood: 'wood', wool: 'wool', grain: 'grain', ore: 'ore' },
  es: { brick: 'arcilla', wood: 'madera', wool: 'lana', grain: 'cereal', ore: 'mineral' },
  fr: { brick: 'argile', wood: 'bois', wool: 'laine', grain: 'blé', ore: 'minerai' },
  sv: { brick: 'tegel', wood: 'trä', wool: 'ull', grain: 'spannmål', ore: 'malm' },
};

/** Legend wording for each highlight, per language. */
export const MARK_LABELS: Record<Lang, Record<MarkKind, string>> = {
  en: {
    legal: 'allowed by the engine', blocked: 'refused: distance rule', victim: 'can be robbed', 'not-victim': 'cannot be robbed',
    cut: 'new settlement that splits the road', 'harbor-used': 'building that gets the harbor rate', refused: 'refused: not connected',
    counted: 'counted road (in order)', 'counted-other': 'road not in the counted path', new: 'road just built',
    'harbor-unused': 'a road gives no harbor rate', target: 'hex the robber moves to', 'robber-from': 'robber’s current hex (must leave)',
    desert: 'a desert (this island has two)',
  },
  es: {
    legal: 'permitido por el motor', blocked: 'rechazado: regla de la distancia', victim: 'se le puede robar', 'not-victim': 'no se le puede robar',
    cut: 'poblado nuevo que corta la ruta', 'harbor-used': 'edificio con la tasa del puerto', refused: 'rechazado: no conectado',
    counted: 'carretera contada (en orden)', 'counted-other': 'carretera fuera del camino contado', new: 'carretera recién construida',
    'harbor-unused': 'una carretera no da la tasa del puerto', target: 'terreno al que va el ladrón', 'robber-from': 'terreno actual del ladrón (debe salir)',
    desert: 'un desierto (esta isla tiene dos)',
  },
  fr: {
    legal: 'permis par le moteur', blocked: 'refusé\u00a0: règle de distance', victim: 'peut être volé', 'not-victim': 'ne peut pas être volé',
    cut: 'nouvelle colonie qui coupe la route', 'harbor-used': 'bâtiment qui obtient le taux du port', refused: 'refusé\u00a0: pas relié',
    counted: 'route comptée (dans l’ordre)', 'counted-other': 'route hors du chemin compté', new: 'route qui vient d’être posée',
    'harbor-unused': 'une route ne donne pas le taux du port', target: 'terrain où va le voleur', 'robber-from': 'terrain actuel du voleur (doit partir)',
    desert: 'un désert (cette île en a deux)',
  },
  sv: {
    legal: 'tillåtet enligt motorn', blocked: 'nekat: avståndsregeln', victim: 'kan bli bestulen', 'not-victim': 'kan inte bli bestulen',
    cut: 'ny bosättning som bryter vägen', 'harbor-used': 'byggnad som får hamnens kurs', refused: 'nekat: inte anslutet',
    counted: 'räknad väg (i ordning)', 'counted-other': 'väg utanför den räknade sträckan', new: 'nybyggd väg',
    'harbor-unused': 'en väg ger ingen hamnkurs', target: 'ruta som rövaren flyttas till', 'robber-from': 'rövarens nuvarande ruta (måste lämnas)',
    desert: 'en öken (den här ön har två)',
  },
};

/**
 * Legend swatches the page styles inline, for marks newer than the page's stylesheet
 * (web/rules/rules.css styles the others by `data-mark`): the desert outline of §14's island.
 */
export const MARK_SWATCH: Partial<Record<MarkKind, string>> = {
  desert: 'background:#e6d3a3;border-color:#7a4f12;border-width:3px',
};

export interface RenderedPicture {
  id: string;
  svg: string;
  caption: string;
  legend: { mark: MarkKind; label: string }[];
}

/** Replay a picture's record through the engine: the position loaded, then its actions. */
export function loadPicture(def: PictureDef): { start: GameState; state: GameState } {
  const parsed = parseRecord(def.record);
  if (!parsed.ok) throw new Error(`picture ${def.id}: the engine refuses its record at ${parsed.at}: ${parsed.error}`);
  const replay = replayRecord(def.record);
  if (!replay.ok) throw new Error(`picture ${def.id}: the engine refuses action ${replay.at}: ${replay.error}`);
  return { start: parsed.start, state: replay.state };
}

/** Fill {len:N}, {lenBefore:N} and {roads:N} from the engine's summary of the states. */
export function fillCaption(text: string, start: GameState, state: GameState): string {
  const now = summarize(state), before = summarize(start);
  return text.replace(/\{(len|lenBefore|roads):(\d)\}/g, (_m, what: string, seat: string) => {
    const p = Number(seat);
    if (what === 'len') return String(now.players[p]!.roadLength);
    if (what === 'lenBefore') return String(before.players[p]!.roadLength);
    return String(15 - now.players[p]!.supply.roads);
  });
}

/** Drawing helpers over one island's geometry: lattice corners and hex centres in SVG units. */
function drawing(g: Geometry) {
  const xy = (v: number): [number, number] => [g.vertexXY[v]![0] * SX, g.vertexXY[v]![1] * SY];
  const hexCentre = (h: number): [number, number] => {
    const [q, r] = g.hexCoords[h]!;
    return [(2 * q + r) * SX, 3 * r * SY];
  };
  const hexPoints = (h: number): [number, number][] => {
    const out: [number, number][] = [];
    for (let k = 0; k < 6; k++) out.push(xy(g.hexVertices[h * 6 + k]!));
    return out;
  };
  /** The segment of edge e, shortened at both ends by `cut` of its length. */
  const segment = (e: number, cut: number): [number, number, number, number] => {
    const [ax, ay] = xy(g.edgeVertices[e * 2]!), [bx, by] = xy(g.edgeVertices[e * 2 + 1]!);
    const dx = bx - ax, dy = by - ay;
    return [ax + dx * cut, ay + dy * cut, bx - dx * cut, by - dy * cut];
  };
  const line = (e: number, cut: number, attrs: string) => {
    const [x1, y1, x2, y2] = segment(e, cut);
    return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" ${attrs}/>`;
  };
  /** A place's id by name; a name the island lacks is the picture's mistake, said at once. */
  const id = (kind: 'hex' | 'vertex' | 'edge', name: string): number => {
    const n = kind === 'hex' ? g.hexId(name) : kind === 'vertex' ? g.vertexId(name) : g.edgeId(name);
    if (n < 0) throw new Error(`picture: "${name}" is not a ${kind} of this island`);
    return n;
  };
  return { xy, hexCentre, hexPoints, segment, line, id };
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pts = (list: [number, number][]) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

const cross = (x: number, y: number, s: number, color: string) =>
  `<path d="M${f(x - s)},${f(y - s)}L${f(x + s)},${f(y + s)}M${f(x - s)},${f(y + s)}L${f(x + s)},${f(y - s)}" stroke="#fff" stroke-width="${f(R * 0.13)}" stroke-linecap="round"/>` +
  `<path d="M${f(x - s)},${f(y - s)}L${f(x + s)},${f(y + s)}M${f(x - s)},${f(y + s)}L${f(x + s)},${f(y - s)}" stroke="${color}" stroke-width="${f(R * 0.07)}" stroke-linecap="round"/>`;

function settlementShape(x: number, y: number, fill: string): string {
  const s = R * 0.2;
  return `<path d="M${f(x - s)},${f(y + s)}V${f(y - s * 0.2)}L${f(x)},${f(y - s * 1.2)}L${f(x + s)},${f(y - s * 0.2)}V${f(y + s)}Z" fill="${fill}" stroke="#222" stroke-width="2"/>`;
}
function cityShape(x: number, y: number, fill: string): string {
  const s = R * 0.22;
  return `<path d="M${f(x - s * 1.3)},${f(y + s)}V${f(y - s * 0.3)}H${f(x - s * 0.2)}V${f(y - s * 0.7)}L${f(x + s * 0.55)},${f(y - s * 1.4)}L${f(x + s * 1.3)},${f(y - s * 0.7)}V${f(y + s)}Z" fill="${fill}" stroke="#222" stroke-width="2"/>`;
}

/** Draw one state with its highlights. */
export function drawSvg(state: GameState, m: Marks, focus: readonly string[], lang: Lang, title: string): string {
  const view = viewFor(state, 'spectator');
  const board = state.board;
  const g = board.geo;
  const { xy, hexCentre, hexPoints, segment, line, id } = drawing(g);
  const out: string[] = [];
  // Frame: the focus hexes' corners plus room for harbors.
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const name of focus) {
    for (const [x, y] of hexPoints(id('hex', name))) { minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x); maxY = Math.max(maxY, y); }
  }
  const pad = R * 0.9;
  minX -= pad; minY -= pad; maxX += pad; maxY += pad;
  out.push(`<rect x="${f(minX)}" y="${f(minY)}" width="${f(maxX - minX)}" height="${f(maxY - minY)}" fill="#3f86b8"/>`);
  for (let h = 0; h < g.hexCount; h++) {
    const terrain = TERRAINS[board.terrain[h]!]!;
    out.push(`<polygon points="${pts(hexPoints(h))}" fill="${TERRAIN_FILL[terrain]}" stroke="#f3ead2" stroke-width="3"/>`);
    const [cx, cy] = hexCentre(h);
    const token = board.token[h]!;
    if (token) {
      const red = token === 6 || token === 8;
      const pips = 6 - Math.abs(7 - token);
      out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.34)}" fill="#f7efd9" stroke="#6d5a3a" stroke-width="1.5"/>`);
      out.push(`<text x="${f(cx)}" y="${f(cy + R * 0.08)}" font-size="${f(R * 0.32)}" font-weight="700" text-anchor="middle" fill="${red ? '#c62828' : '#222'}">${token}</text>`);
      for (let i = 0; i < pips; i++) out.push(`<circle cx="${f(cx + (i - (pips - 1) / 2) * R * 0.08)}" cy="${f(cy + R * 0.2)}" r="${f(R * 0.028)}" fill="${red ? '#c62828' : '#222'}"/>`);
    }
  }
  // Hex highlights over every hex's border, so a neighbour drawn later does not cover them.
  for (let h = 0; h < g.hexCount; h++) {
    const mark = m.hexes.get(g.hexNames[h]!);
    if (mark === 'target') out.push(`<polygon points="${pts(hexPoints(h))}" fill="none" stroke="#ffc107" stroke-width="${f(R * 0.12)}" stroke-linejoin="round"/>`);
    if (mark === 'robber-from') out.push(`<polygon points="${pts(hexPoints(h))}" fill="none" stroke="#333" stroke-width="${f(R * 0.07)}" stroke-dasharray="6 5"/>`);
    if (mark === 'desert') out.push(`<polygon points="${pts(hexPoints(h))}" fill="none" stroke="#7a4f12" stroke-width="${f(R * 0.1)}" stroke-linejoin="round"/>`);
  }
  for (const hb of board.harbors) {
    const a = g.edgeVertices[hb.edge * 2]!, b = g.edgeVertices[hb.edge * 2 + 1]!;
    const [ax, ay] = xy(a), [bx, by] = xy(b);
    const [hx, hy] = hexCentre(g.edgeHexes[hb.edge * 2]!);
    const mx = (ax + bx) / 2, my = (ay + by) / 2;
    const len = Math.hypot(mx - hx, my - hy);
    const px = mx + ((mx - hx) / len) * R * 0.55, py = my + ((my - hy) / len) * R * 0.55;
    const kind = HARBOR_KINDS[hb.kind]!;
    out.push(`<path d="M${f(ax)},${f(ay)}L${f(px)},${f(py)}L${f(bx)},${f(by)}" fill="none" stroke="#8d6e47" stroke-width="4"/>`);
    out.push(`<circle cx="${f(px)}" cy="${f(py)}" r="${f(R * 0.36)}" fill="#fffdf5" stroke="#8d6e47" stroke-width="2"/>`);
    out.push(`<text x="${f(px)}" y="${f(py + (kind === '3:1' ? R * 0.08 : -R * 0.02))}" font-size="${f(R * 0.24)}" font-weight="700" text-anchor="middle" fill="#3b2f1c">${kind === '3:1' ? '3:1' : '2:1'}</text>`);
    if (kind !== '3:1') {
      const name = RESOURCE_NAME[lang][kind]!;
      out.push(`<text x="${f(px)}" y="${f(py + R * 0.2)}" font-size="${f(name.length > 6 ? R * 0.11 : R * 0.15)}" text-anchor="middle" fill="#3b2f1c">${esc(name)}</text>`);
    }
  }
  // Highlights under the roads, then the roads, then edge marks on top.
  const glow: Record<string, string> = { counted: '#ffe14d', 'counted-other': '#c9c9c9', new: '#7fd3ff' };
  for (const [name, { mark }] of m.edges) {
    if (glow[mark]) out.push(line(id('edge', name), 0, `stroke="${glow[mark]}" stroke-width="${f(R * 0.36)}" stroke-linecap="round" opacity="0.95"`));
  }
  view.edges.forEach((owner, e) => {
    if (!owner) return;
    const fill = PLAYER_FILL[state.colors[owner - 1]!]!;
    out.push(line(e, 0.12, `stroke="#222" stroke-width="${f(R * 0.2)}" stroke-linecap="round"`));
    out.push(line(e, 0.12, `stroke="${fill}" stroke-width="${f(R * 0.13)}" stroke-linecap="round"`));
  });
  for (const [name, { mark, label }] of m.edges) {
    const e = id('edge', name);
    const [x1, y1, x2, y2] = segment(e, 0);
    const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
    if (mark === 'legal') out.push(line(e, 0.15, `stroke="#15a04a" stroke-width="${f(R * 0.11)}" stroke-dasharray="5 4" stroke-linecap="round"`));
    if (mark === 'refused') out.push(line(e, 0.15, `stroke="#c62828" stroke-width="${f(R * 0.09)}" stroke-dasharray="5 4"`) + cross(mx, my, R * 0.12, '#c62828'));
    if (mark === 'harbor-unused') out.push(cross(mx, my, R * 0.12, '#c62828'));
    if (label) {
      out.push(`<circle cx="${f(mx)}" cy="${f(my)}" r="${f(R * 0.16)}" fill="#fff" stroke="#222" stroke-width="1.5"/>`);
      out.push(`<text x="${f(mx)}" y="${f(my + R * 0.07)}" font-size="${f(R * 0.2)}" font-weight="700" text-anchor="middle" fill="#222">${esc(label)}</text>`);
    }
  }
  view.vertices.forEach((b, v) => {
    if (!b) return;
    const [x, y] = xy(v);
    const fill = PLAYER_FILL[state.colors[(b & 7) - 1]!]!;
    out.push(b & 8 ? cityShape(x, y, fill) : settlementShape(x, y, fill));
  });
  const ring = (x: number, y: number, color: string, dash: boolean) =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.36)}" fill="none" stroke="${color}" stroke-width="${f(R * 0.08)}"${dash ? ' stroke-dasharray="4 4"' : ''}/>`;
  for (const [name, mark] of m.vertices) {
    const [x, y] = xy(id('vertex', name));
    if (mark === 'legal') out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.2)}" fill="#2ecc71" fill-opacity="0.45" stroke="#15a04a" stroke-width="${f(R * 0.06)}"/>`);
    if (mark === 'blocked') out.push(cross(x, y, R * 0.14, '#c62828'));
    if (mark === 'victim') out.push(ring(x, y, '#ffc107', false));
    if (mark === 'not-victim') out.push(ring(x, y, '#444', true));
    if (mark === 'cut') out.push(ring(x, y, '#c62828', false));
    if (mark === 'harbor-used') out.push(ring(x, y, '#15a04a', false));
  }
  const [rx, ry] = hexCentre(id('hex', view.robber));
  const bx = rx - R * 0.55, by = ry + R * 0.05;
  out.push(`<g aria-hidden="true"><ellipse cx="${f(bx)}" cy="${f(by + R * 0.14)}" rx="${f(R * 0.14)}" ry="${f(R * 0.2)}" fill="#2b2b2b" stroke="#eee" stroke-width="1.5"/>` +
    `<circle cx="${f(bx)}" cy="${f(by - R * 0.12)}" r="${f(R * 0.11)}" fill="#2b2b2b" stroke="#eee" stroke-width="1.5"/></g>`);
  const w = maxX - minX, h = maxY - minY;
  // Drawn at 1.5 scale; a whole island (the extension's is 7 hexes wide) is kept within MAX_WIDTH.
  const scale = Math.min(1.5, MAX_WIDTH / w);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f(minX)} ${f(minY)} ${f(w)} ${f(h)}" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" role="img" aria-label="${esc(title)}" font-family="system-ui, sans-serif"><title>${esc(title)}</title>${out.join('')}</svg>`;
}

/** Render picture `id` in `lang`: replay its record, ask the engine for its highlights, draw. */
export function renderPicture(id: string, lang: Lang): RenderedPicture {
  const def = pictureById(id);
  if (!def) throw new Error(`no manual picture "${id}"`);
  const { start, state } = loadPicture(def);
  const m = def.marks(state, start);
  const caption = fillCaption(def.caption[lang], start, state);
  const used = new Set<MarkKind>([...m.vertices.values(), ...[...m.edges.values()].map((x) => x.mark), ...m.hexes.values()]);
  return {
    id,
    svg: drawSvg(state, m, def.focus, lang, caption),
    caption,
    legend: [...used].map((mark) => ({ mark, label: MARK_LABELS[lang][mark] })),
  };
}

/** The names of a picture's island, for tests that check marks point at real places. */
export function placeNames(state: GameState): { vertices: readonly string[]; edges: readonly string[]; hexes: readonly string[] } {
  const g = state.board.geo;
  return { vertices: g.vertexNames, edges: g.edgeNames, hexes: g.hexNames };
}
