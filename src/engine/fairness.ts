/**
 * Fairness figures of a board, for the UI and the `catan board` command: production pips per
 * resource against each resource's share of the hexes, the richest vertices, spreads, red
 * adjacency, and one 0–100 balance score (formula in docs/boards.md and on `fairness`).
 * Pure data, JSON-serializable; reads only the board.
 */
import type { Board } from './board.js';
import { pips } from './generate.js';
import { HARBOR_KINDS, RESOURCES, TERRAIN_RESOURCE, type ByResource, type HarborKind, type Resource } from './vocabulary.js';

export interface ResourceFairness {
  resource: Resource;
  /** Number of hexes producing it. */
  hexes: number;
  /** Its tokens, high to low. */
  tokens: number[];
  /** Sum of its tokens' pips. */
  pips: number;
  /** Pips it would get if every producing hex were worth the same: total × hexes / producing hexes. */
  fairPips: number;
  /** Its share of all pips and of the producing hexes (0–1), and their ratio (1 = fair). */
  pipShare: number;
  hexShare: number;
  ratio: number;
}

export interface VertexPips {
  vertex: string;
  pips: number;
  /** One entry per producing hex around the vertex (a resource may repeat). */
  resources: Resource[];
  tokens: number[];
  harbor: HarborKind | null;
}

export interface Fairness {
  /** 58 on every legal base-game board, 94 on the 5–6 player island. */
  totalPips: number;
  pips: ByResource<number>;
  resources: ResourceFairness[];
  /** The 5 vertices touching the most pips (ties: lower vertex id first). */
  bestVertices: VertexPips[];
  /** (max − min) of pips per hex across resources, divided by the mean pips per hex. 0 is even. */
  resourceSpread: number;
  /** Σ over resources of |pips − fairPips|. */
  resourceDeviation: number;
  /** Mean, standard deviation and maximum of the pips around each vertex of the island. */
  vertexPipsMean: number;
  vertexPipsStdDev: number;
  maxVertexPips: number;
  /** Pairs of adjacent hexes both carrying a red token (6/8). */
  redAdjacency: number;
  /** Pairs of adjacent hexes carrying the same number. */
  sameNumberAdjacency: number;
  /** The penalty points the score subtracts, by cause. */
  penalties: { resources: number; hotSpot: number; red: number; sameNumber: number };
  /** 100 − penalties, rounded: 100 is as even as boards get. */
  score: number;
}

/** Terrain index → resource index (-1 for the desert), widened for indexing by a plain number. */
const RESOURCE_OF: readonly number[] = TERRAIN_RESOURCE;

/** Figures are rounded to 3 decimals so that they print and compare cleanly. */
const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** The pip total above which a vertex counts as a hot spot (the balanced generator's cap). */
export const HOT_SPOT_PIPS = 11;

/**
 * Score = 100 − (resources + hotSpot + red + sameNumber), rounded, where
 *  resources  = 40 × min(1, resourceDeviation / 20)      (up to 40)
 *  hotSpot    = min(20, 5 × max(0, maxVertexPips − 11))  (up to 20)
 *  red        = min(25, 12.5 × redAdjacency)             (up to 25)
 *  sameNumber = min(15, 5 × sameNumberAdjacency)         (up to 15)
 */
export function fairness(board: Board): Fairness {
  const g = board.geo;
  const HEX_COUNT = g.hexCount, HEX_NEIGHBOURS = g.hexNeighbours, VERTEX_COUNT = g.vertexCount, VERTEX_HEXES = g.vertexHexes, VERTEX_NAMES = g.vertexNames;
  const resPips = [0, 0, 0, 0, 0], resHexes = [0, 0, 0, 0, 0];
  const resTokens: number[][] = [[], [], [], [], []];
  let total = 0;
  for (let h = 0; h < HEX_COUNT; h++) {
    const r = RESOURCE_OF[board.terrain[h]!]!;
    if (r < 0) continue;
    const p = pips(board.token[h]!);
    resPips[r]! += p;
    resHexes[r]!++;
    resTokens[r]!.push(board.token[h]!);
    total += p;
  }
  const producing = resHexes.reduce((a, b) => a + b, 0);
  const resources: ResourceFairness[] = RESOURCES.map((resource, r) => {
    const pipShare = total ? resPips[r]! / total : 0;
    const hexShare = resHexes[r]! / producing;
    return {
      resource, hexes: resHexes[r]!, tokens: resTokens[r]!.sort((a, b) => pips(b) - pips(a) || a - b),
      pips: resPips[r]!, fairPips: round3((total * resHexes[r]!) / producing),
      pipShare: round3(pipShare), hexShare: round3(hexShare), ratio: round3(hexShare ? pipShare / hexShare : 0),
    };
  });
  const perHex = resources.filter((x) => x.hexes).map((x) => x.pips / x.hexes);
  const meanPerHex = total / producing;
  const resourceSpread = round3((Math.max(...perHex) - Math.min(...perHex)) / meanPerHex);
  const resourceDeviation = round3(resources.reduce((s, x) => s + Math.abs(x.pips - (total * x.hexes) / producing), 0));

  const vp = new Array<number>(VERTEX_COUNT).fill(0);
  for (let v = 0; v < VERTEX_COUNT; v++) {
    for (let k = 0; k < 3; k++) {
      const h = VERTEX_HEXES[v * 3 + k]!;
      if (h >= 0) vp[v]! += pips(board.token[h]!);
    }
  }
  const mean = vp.reduce((a, b) => a + b, 0) / VERTEX_COUNT;
  const std = Math.sqrt(vp.reduce((s, x) => s + (x - mean) ** 2, 0) / VERTEX_COUNT);
  const maxVertexPips = Math.max(...vp);
  const ranked = vp.map((p, v) => [p, v] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]).slice(0, 5);
  const bestVertices: VertexPips[] = ranked.map(([p, v]) => {
    const res: Resource[] = [], tokens: number[] = [];
    for (let k = 0; k < 3; k++) {
      const h = VERTEX_HEXES[v * 3 + k]!;
      const r = h >= 0 ? RESOURCE_OF[board.terrain[h]!]! : -1;
      if (r >= 0) { res.push(RESOURCES[r]!); tokens.push(board.token[h]!); }
    }
    const hb = board.vertexHarbor[v]!;
    return { vertex: VERTEX_NAMES[v]!, pips: p, resources: res, tokens, harbor: hb >= 0 ? HARBOR_KINDS[hb]! : null };
  });

  let red = 0, same = 0;
  for (let h = 0; h < HEX_COUNT; h++) {
    const a = board.token[h]!;
    if (!a) continue;
    for (let k = 0; k < 6; k++) {
      const n = HEX_NEIGHBOURS[h * 6 + k]!;
      if (n <= h) continue; // each pair once (and -1 padding)
      const b = board.token[n]!;
      if ((a === 6 || a === 8) && (b === 6 || b === 8)) red++;
      if (a === b) same++;
    }
  }
  const penalties = {
    resources: round3(40 * Math.min(1, resourceDeviation / 20)),
    hotSpot: Math.min(20, 5 * Math.max(0, maxVertexPips - HOT_SPOT_PIPS)),
    red: Math.min(25, 12.5 * red),
    sameNumber: Math.min(15, 5 * same),
  };
  const score = Math.round(100 - penalties.resources - penalties.hotSpot - penalties.red - penalties.sameNumber);
  return {
    totalPips: total,
    pips: { brick: resPips[0]!, wood: resPips[1]!, wool: resPips[2]!, grain: resPips[3]!, ore: resPips[4]! },
    resources, bestVertices, resourceSpread, resourceDeviation,
    vertexPipsMean: round3(mean), vertexPipsStdDev: round3(std), maxVertexPips,
    redAdjacency: red, sameNumberAdjacency: same, penalties, score,
  };
}
