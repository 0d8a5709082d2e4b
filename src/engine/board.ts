/**
 * A board: the island (base game or 5–6 extension), terrain and number token per land hex,
 * the harbors, and the robber's starting hex, plus tables derived from them once (which
 * vertices give which harbor rate, which hexes carry each number). Immutable and shared by
 * every state of a game.
 */
import type { Geometry } from './geometry.js';
import { BASE_ISLAND, ISLANDS, isIslandId, type Island, type IslandId } from './islands.js';
import { describe } from './refusals.js';
import { DESERT, HARBOR_KINDS, TERRAINS, TERRAIN_RESOURCE, type HarborKind, type Terrain } from './vocabulary.js';

export interface Harbor { edge: number; kind: number }

export interface Board {
  /** The island the board is laid on: its geometry and its components. */
  readonly island: Island;
  /** The island's geometry (the base game's 19 hexes, or the extension's 30). */
  readonly geo: Geometry;
  /** Terrain index per hex (TERRAINS order). */
  readonly terrain: Int8Array;
  /** Number token per hex (0 for a desert). */
  readonly token: Int8Array;
  readonly harbors: readonly Harbor[];
  /** The hex where the robber starts (a desert). */
  readonly robber: number;
  /** vertex → harbor kind index (0–4 a resource's 2:1, 5 generic 3:1), -1 for none. */
  readonly vertexHarbor: Int8Array;
  /** Resource index each hex produces (RESOURCES order), -1 for a desert. */
  readonly hexResource: Int8Array;
  /** Hexes carrying each number 2..12, `tokenSlots` slots per number, -1 padded: tokenHexes[n*tokenSlots+k]. */
  readonly tokenHexes: Int8Array;
  readonly tokenSlots: number;
}

/** The record's JSON form of a board (spec/RECORD.md); `island` is absent for the base game. */
export interface BoardJson {
  island?: IslandId;
  hexes: Record<string, { terrain: Terrain; token?: number }>;
  harbors: { edge: string; kind: HarborKind }[];
  robber?: string;
}

export class BoardError extends Error {
  // Named in a stack trace and by `e.name`, as a library's errors should be (not the plain "Error").
  override readonly name = 'BoardError';
}

/** Build a board from per-hex arrays. Validates the components (§1, §14) and throws BoardError. */
export function makeBoard(terrain: ArrayLike<number>, token: ArrayLike<number>, harbors: readonly Harbor[], robber = -1, island: Island = BASE_ISLAND): Board {
  const g = island.geo;
  const sec = island.id === 'base' ? '§1' : '§14';
  const t = Int8Array.from(terrain as ArrayLike<number>);
  const k = Int8Array.from(token as ArrayLike<number>);
  if (t.length !== g.hexCount || k.length !== g.hexCount) throw new BoardError(`a board of this island needs all ${g.hexCount} land hexes`);
  const terrainCount = [0, 0, 0, 0, 0, 0];
  const tokenCount = new Array<number>(13).fill(0);
  for (let h = 0; h < g.hexCount; h++) {
    if (!(t[h]! >= 0 && t[h]! < TERRAINS.length)) throw new BoardError(`hex ${g.hexNames[h]} has no terrain`);
    terrainCount[t[h]!]!++;
    if (t[h] === DESERT) {
      if (k[h] !== 0) throw new BoardError(`the desert at ${g.hexNames[h]} cannot carry a number token (${sec})`);
    } else {
      if (!(k[h]! >= 2 && k[h]! <= 12 && k[h] !== 7)) throw new BoardError(`hex ${g.hexNames[h]} needs a number token 2–12 other than 7 (${sec})`);
      tokenCount[k[h]!]!++;
    }
  }
  for (let i = 0; i < 6; i++) {
    if (terrainCount[i] !== island.terrainCounts[i]) throw new BoardError(`this board has ${terrainCount[i]} ${TERRAINS[i]} hexes; a board has ${island.terrainCounts[i]} (${sec})`);
  }
  const wantTokens = new Array<number>(13).fill(0);
  for (const n of island.spiralTokens) wantTokens[n]!++;
  for (let n = 2; n <= 12; n++) {
    if (n === 7) continue;
    if (tokenCount[n] !== wantTokens[n]) throw new BoardError(`this board has ${tokenCount[n]} number token(s) ${n}; a board has ${wantTokens[n]} (${sec})`);
  }
  const wantHarbors = island.harborCounts.reduce((a, b) => a + b, 0);
  if (harbors.length !== wantHarbors) throw new BoardError(`this board has ${harbors.length} harbors; a board has ${wantHarbors} (${sec})`);
  const kindCount = [0, 0, 0, 0, 0, 0];
  const vertexHarbor = new Int8Array(g.vertexCount).fill(-1);
  for (const hb of harbors) {
    if (!(Number.isInteger(hb.edge) && hb.edge >= 0 && hb.edge < g.edgeCount) || g.edgeHexes[hb.edge * 2 + 1] !== -1) {
      throw new BoardError(`a harbor must sit on a coastal edge (§2): ${g.edgeNames[hb.edge] ?? hb.edge}`);
    }
    if (!(Number.isInteger(hb.kind) && hb.kind >= 0 && hb.kind < HARBOR_KINDS.length)) throw new BoardError(`unknown harbor kind ${hb.kind}`);
    kindCount[hb.kind]!++;
    for (const v of [g.edgeVertices[hb.edge * 2]!, g.edgeVertices[hb.edge * 2 + 1]!]) {
      if (vertexHarbor[v] !== -1) throw new BoardError(`two harbors share a vertex at edge ${g.edgeNames[hb.edge]} (${sec})`);
      vertexHarbor[v] = hb.kind;
    }
  }
  for (let i = 0; i < 6; i++) {
    if (kindCount[i] !== island.harborCounts[i]) {
      throw new BoardError(i === 5
        ? `this board has ${kindCount[i]} generic 3:1 harbors; a board has ${island.harborCounts[i]} (${sec})`
        : `this board has ${kindCount[i]} 2:1 ${HARBOR_KINDS[i]} harbor(s); a board has ${island.harborCounts[i]} (${sec})`);
    }
  }
  const desert = t.indexOf(DESERT);
  const rob = robber === -1 ? desert : robber;
  if (!(rob >= 0 && rob < g.hexCount)) throw new BoardError('the robber must start on a land hex');
  const tokenSlots = 3;
  const tokenHexes = new Int8Array(13 * tokenSlots).fill(-1);
  const hexResource = new Int8Array(g.hexCount);
  for (let h = 0; h < g.hexCount; h++) {
    hexResource[h] = TERRAIN_RESOURCE[t[h]! as 0];
    const n = k[h]!;
    if (!n) continue;
    let slot = 0;
    while (tokenHexes[n * tokenSlots + slot] !== -1) slot++;
    if (slot >= tokenSlots) throw new BoardError(`more than ${tokenSlots} hexes carry the number ${n}`);
    tokenHexes[n * tokenSlots + slot] = h;
  }
  return Object.freeze({
    island, geo: g, terrain: t, token: k, harbors: Object.freeze(harbors.map((h) => ({ ...h }))), robber: rob, vertexHarbor,
    hexResource, tokenHexes, tokenSlots,
  });
}

/**
 * §3: the cards a second set-up settlement at vertex `v` brings, one for each producing hex it
 * touches, added into `out` (five counts in RESOURCES order). The engine gives them (as far as
 * the bank has them), and card counters credit them.
 */
export function startingCards(board: Board, v: number, out: { [r: number]: number }): void {
  const VH = board.geo.vertexHexes;
  for (let k = 0; k < 3; k++) {
    const h = VH[v * 3 + k]!;
    const r = h >= 0 ? board.hexResource[h]! : -1;
    if (r >= 0) out[r]!++;
  }
}

/** Parse a board from its record JSON, throwing BoardError with a readable reason. */
export function parseBoard(json: unknown): Board {
  if (typeof json !== 'object' || json === null) throw new BoardError('board must be an object, "beginner" or a generator');
  const j = json as Partial<BoardJson>;
  if (j.island !== undefined && !isIslandId(j.island)) throw new BoardError(`board.island: unknown island ${describe(j.island)} (base or extension)`);
  const island = ISLANDS[j.island ?? 'base'];
  const g = island.geo;
  if (typeof j.hexes !== 'object' || j.hexes === null) throw new BoardError('board.hexes must map every land hex "q,r" to its terrain');
  const terrain = new Array<number>(g.hexCount).fill(-1);
  const token = new Array<number>(g.hexCount).fill(0);
  for (const [name, hex] of Object.entries(j.hexes)) {
    const h = g.hexId(name);
    if (h < 0) throw new BoardError(`board.hexes: "${name}" is not a land hex of the ${island.id} island`);
    const ti = TERRAINS.indexOf(hex?.terrain as Terrain);
    if (ti < 0) throw new BoardError(`board.hexes["${name}"]: unknown terrain ${describe(hex?.terrain)}`);
    terrain[h] = ti;
    token[h] = hex.token ?? 0;
    // Checked here, before the tokens become bytes: 264 must not wrap round to 8.
    if (!Number.isInteger(token[h]) || token[h]! < 0 || token[h]! > 12) throw new BoardError(`board.hexes["${name}"]: token ${describe(hex.token)} is not a number token (a whole number 2–12 other than 7, none on a desert; §1)`);
  }
  const missing = terrain.findIndex((x) => x < 0);
  if (missing >= 0) throw new BoardError(`board.hexes: hex "${g.hexNames[missing]}" is missing`);
  if (!Array.isArray(j.harbors)) throw new BoardError('board.harbors must list the harbors');
  const harbors = j.harbors.map((hb, i) => {
    const e = typeof hb?.edge === 'string' ? g.edgeId(hb.edge) : -1;
    if (e < 0) throw new BoardError(`board.harbors[${i}]: ${describe(hb?.edge)} is not an edge name`);
    const kind = HARBOR_KINDS.indexOf(hb.kind);
    if (kind < 0) throw new BoardError(`board.harbors[${i}]: unknown kind ${describe(hb.kind)} (use "3:1" or a resource)`);
    return { edge: e, kind };
  });
  let robber = -1;
  if (j.robber !== undefined) {
    robber = typeof j.robber === 'string' ? g.hexId(j.robber) : -1;
    if (robber < 0) throw new BoardError(`board.robber: ${describe(j.robber)} is not a land hex`);
  }
  return makeBoard(terrain, token, harbors, robber, island);
}

export function boardToJson(b: Board): BoardJson {
  const g = b.geo;
  const hexes: BoardJson['hexes'] = {};
  for (let h = 0; h < g.hexCount; h++) {
    const terrain = TERRAINS[b.terrain[h]!]!;
    hexes[g.hexNames[h]!] = b.token[h] ? { terrain, token: b.token[h]! } : { terrain };
  }
  return {
    ...(b.island.id !== 'base' ? { island: b.island.id } : {}),
    hexes,
    harbors: b.harbors.map((h) => ({ edge: g.edgeNames[h.edge]!, kind: HARBOR_KINDS[h.kind]! })),
    robber: g.hexNames[b.robber]!,
  };
}
