/**
 * A board: terrain and number token per land hex, the nine harbors, and the robber's
 * starting hex, plus tables derived from them once (which vertices give which harbor rate,
 * which hexes carry each number). Immutable and shared by every state of a game.
 */
import { BASE_GEOMETRY, EDGE_VERTICES, HEX_COUNT, HEX_NAMES, VERTEX_COUNT, edgeId, hexId, isCoastalEdge, EDGE_NAMES, type Geometry } from './geometry.js';
import { describe } from './refusals.js';
import { DESERT, HARBOR_KINDS, TERRAINS, TERRAIN_RESOURCE, type HarborKind, type Terrain } from './vocabulary.js';

export interface Harbor { edge: number; kind: number }

export interface Board {
  /** The island's geometry (the base game's 19 hexes for every board of the base game). */
  readonly geo: Geometry;
  /** Terrain index per hex (TERRAINS order). */
  readonly terrain: Int8Array;
  /** Number token per hex (0 for the desert). */
  readonly token: Int8Array;
  readonly harbors: readonly Harbor[];
  /** The hex where the robber starts (the desert). */
  readonly robber: number;
  /** vertex → harbor kind index (0–4 a resource's 2:1, 5 generic 3:1), -1 for none. */
  readonly vertexHarbor: Int8Array;
  /** Resource index each hex produces (RESOURCES order), -1 for a desert. */
  readonly hexResource: Int8Array;
  /** Hexes carrying each number 2..12, `tokenSlots` slots per number, -1 padded: tokenHexes[n*tokenSlots+k]. */
  readonly tokenHexes: Int8Array;
  readonly tokenSlots: number;
}

/** The record's JSON form of a board (spec/RECORD.md). */
export interface BoardJson {
  hexes: Record<string, { terrain: Terrain; token?: number }>;
  harbors: { edge: string; kind: HarborKind }[];
  robber?: string;
}

export class BoardError extends Error {}

/** Build a board from per-hex arrays. Validates the components (§1) and throws BoardError. */
export function makeBoard(terrain: ArrayLike<number>, token: ArrayLike<number>, harbors: readonly Harbor[], robber = -1): Board {
  const t = Int8Array.from(terrain as ArrayLike<number>);
  const k = Int8Array.from(token as ArrayLike<number>);
  if (t.length !== HEX_COUNT || k.length !== HEX_COUNT) throw new BoardError('a board needs all 19 land hexes');
  const terrainCount = [0, 0, 0, 0, 0, 0];
  const tokenCount = new Array<number>(13).fill(0);
  for (let h = 0; h < HEX_COUNT; h++) {
    terrainCount[t[h]!]!++;
    if (t[h] === DESERT) {
      if (k[h] !== 0) throw new BoardError(`the desert at ${HEX_NAMES[h]} cannot carry a number token (§1)`);
    } else {
      if (!(k[h]! >= 2 && k[h]! <= 12 && k[h] !== 7)) throw new BoardError(`hex ${HEX_NAMES[h]} needs a number token 2–12 other than 7 (§1)`);
      tokenCount[k[h]!]!++;
    }
  }
  const wantTerrain = [3, 4, 4, 4, 3, 1];
  for (let i = 0; i < 6; i++) {
    if (terrainCount[i] !== wantTerrain[i]) throw new BoardError(`a board has ${wantTerrain[i]} ${TERRAINS[i]} hexes, not ${terrainCount[i]} (§1)`);
  }
  for (let n = 2; n <= 12; n++) {
    if (n === 7) continue;
    const want = n === 2 || n === 12 ? 1 : 2;
    if (tokenCount[n] !== want) throw new BoardError(`a board has ${want} number token(s) ${n}, not ${tokenCount[n]} (§1)`);
  }
  if (harbors.length !== 9) throw new BoardError(`a board has 9 harbors, not ${harbors.length} (§1)`);
  const kindCount = [0, 0, 0, 0, 0, 0];
  const vertexHarbor = new Int8Array(VERTEX_COUNT).fill(-1);
  for (const hb of harbors) {
    if (!(hb.edge >= 0 && hb.edge < EDGE_VERTICES.length / 2) || !isCoastalEdge(hb.edge)) {
      throw new BoardError(`a harbor must sit on a coastal edge (§2): ${EDGE_NAMES[hb.edge] ?? hb.edge}`);
    }
    kindCount[hb.kind]!++;
    for (const v of [EDGE_VERTICES[hb.edge * 2]!, EDGE_VERTICES[hb.edge * 2 + 1]!]) {
      if (vertexHarbor[v] !== -1) throw new BoardError(`two harbors share a vertex at edge ${EDGE_NAMES[hb.edge]} (§1)`);
      vertexHarbor[v] = hb.kind;
    }
  }
  for (let i = 0; i < 5; i++) if (kindCount[i] !== 1) throw new BoardError(`a board has one 2:1 ${HARBOR_KINDS[i]} harbor, not ${kindCount[i]} (§1)`);
  if (kindCount[5] !== 4) throw new BoardError(`a board has four 3:1 harbors, not ${kindCount[5]} (§1)`);
  const desert = t.indexOf(DESERT);
  const rob = robber === -1 ? desert : robber;
  if (!(rob >= 0 && rob < HEX_COUNT)) throw new BoardError('the robber must start on a land hex');
  const tokenSlots = 3;
  const tokenHexes = new Int8Array(13 * tokenSlots).fill(-1);
  const hexResource = new Int8Array(HEX_COUNT);
  for (let h = 0; h < HEX_COUNT; h++) {
    hexResource[h] = TERRAIN_RESOURCE[t[h]! as 0];
    const n = k[h]!;
    if (!n) continue;
    let slot = 0;
    while (tokenHexes[n * tokenSlots + slot] !== -1) slot++;
    tokenHexes[n * tokenSlots + slot] = h;
  }
  return Object.freeze({
    geo: BASE_GEOMETRY, terrain: t, token: k, harbors: Object.freeze(harbors.map((h) => ({ ...h }))), robber: rob, vertexHarbor,
    hexResource, tokenHexes, tokenSlots,
  });
}

/** Parse a board from its record JSON, throwing BoardError with a readable reason. */
export function parseBoard(json: unknown): Board {
  if (typeof json !== 'object' || json === null) throw new BoardError('board must be an object, "beginner" or a generator');
  const j = json as Partial<BoardJson>;
  if (typeof j.hexes !== 'object' || j.hexes === null) throw new BoardError('board.hexes must map every land hex "q,r" to its terrain');
  const terrain = new Array<number>(HEX_COUNT).fill(-1);
  const token = new Array<number>(HEX_COUNT).fill(0);
  for (const [name, hex] of Object.entries(j.hexes)) {
    const h = hexId(name);
    if (h < 0) throw new BoardError(`board.hexes: "${name}" is not a land hex`);
    const ti = TERRAINS.indexOf(hex?.terrain as Terrain);
    if (ti < 0) throw new BoardError(`board.hexes["${name}"]: unknown terrain ${JSON.stringify(hex?.terrain)}`);
    terrain[h] = ti;
    token[h] = hex.token ?? 0;
    if (!Number.isInteger(token[h])) throw new BoardError(`board.hexes["${name}"]: token must be a whole number`);
  }
  const missing = terrain.findIndex((x) => x < 0);
  if (missing >= 0) throw new BoardError(`board.hexes: hex "${HEX_NAMES[missing]}" is missing`);
  if (!Array.isArray(j.harbors)) throw new BoardError('board.harbors must list the 9 harbors');
  const harbors = j.harbors.map((hb, i) => {
    const e = typeof hb?.edge === 'string' ? edgeId(hb.edge) : -1;
    if (e < 0) throw new BoardError(`board.harbors[${i}]: ${describe(hb?.edge)} is not an edge name`);
    const kind = HARBOR_KINDS.indexOf(hb.kind);
    if (kind < 0) throw new BoardError(`board.harbors[${i}]: unknown kind ${JSON.stringify(hb.kind)} (use "3:1" or a resource)`);
    return { edge: e, kind };
  });
  let robber = -1;
  if (j.robber !== undefined) {
    robber = typeof j.robber === 'string' ? hexId(j.robber) : -1;
    if (robber < 0) throw new BoardError(`board.robber: ${describe(j.robber)} is not a land hex`);
  }
  return makeBoard(terrain, token, harbors, robber);
}

export function boardToJson(b: Board): BoardJson {
  const hexes: BoardJson['hexes'] = {};
  for (let h = 0; h < HEX_COUNT; h++) {
    const terrain = TERRAINS[b.terrain[h]!]!;
    hexes[HEX_NAMES[h]!] = b.token[h] ? { terrain, token: b.token[h]! } : { terrain };
  }
  return {
    hexes,
    harbors: b.harbors.map((h) => ({ edge: EDGE_NAMES[h.edge]!, kind: HARBOR_KINDS[h.kind]! })),
    robber: HEX_NAMES[b.robber]!,
  };
}
