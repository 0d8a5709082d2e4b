/**
 * Longest Road (§9) by the trail model: the longest walk over a player's roads using each
 * road at most once (vertices may repeat, so a figure-8 counts every road). An opponent's
 * building splits a walk: it may start or end there, never pass through. Roads ending at an
 * opponent's building count. The search is iterative over module-level buffers: no
 * allocation and no recursion per call.
 */
import { EDGE_COUNT, EDGE_VERTICES, VERTEX_EDGES } from './geometry.js';
import { O_E, O_ROAD_LEN, O_V, S_LR, S_N } from './state.js';

const used = new Uint8Array(EDGE_COUNT);
const stackV = new Int8Array(EDGE_COUNT + 2); // vertex at each depth
const stackK = new Int8Array(EDGE_COUNT + 2); // next incident edge slot to try at each depth
const stackE = new Int8Array(EDGE_COUNT + 2); // road taken to leave each depth
const VE = VERTEX_EDGES;
const EV = EDGE_VERTICES;

/** Longest walk of `own`'s roads starting at vertex `start` (a walk may start at an opponent's building). */
function longestFrom(d: Int32Array, own: number, start: number): number {
  let best = 0;
  let depth = 0;
  stackV[0] = start;
  stackK[0] = 0;
  while (depth >= 0) {
    const v = stackV[depth]!;
    const k = stackK[depth]!;
    if (k === 3) {
      depth--;
      if (depth >= 0) used[stackE[depth]!] = 0;
      continue;
    }
    stackK[depth] = k + 1;
    const e = VE[v * 3 + k]!;
    if (e < 0 || used[e] || d[O_E + e] !== own) continue;
    const w = EV[e * 2]! === v ? EV[e * 2 + 1]! : EV[e * 2]!;
    const len = depth + 1;
    if (len > best) best = len;
    const b = d[O_V + w]!;
    if (b !== 0 && (b & 7) !== own) continue; // an opponent's building: the walk ends there
    used[e] = 1;
    stackE[depth] = e;
    depth++;
    stackV[depth] = w;
    stackK[depth] = 0;
  }
  return best;
}

/**
 * Length of player p's longest road (§9). Most networks are forests once opponents'
 * buildings split them; a forest's longest walk is its diameter, found in one linear pass.
 * Only a network with a ring needs the exact walk search.
 */
export function roadLength(d: Int32Array, p: number): number {
  const own = p + 1;
  const forest = forestDiameter(d, own);
  return forest >= 0 ? forest : searchAll(d, own);
}

const seenV = new Uint8Array(54);
const seenE = new Uint8Array(EDGE_COUNT);
let cyclic = false;
let diameter = 0;
let curD: Int32Array = new Int32Array(0);
let curOwn = 0;

/** Longest downward path from v (arrived over `from`), updating the diameter; flags rings. */
function height(v: number, from: number): number {
  seenV[v] = 1;
  let h1 = 0, h2 = 0;
  for (let j = 0; j < 3; j++) {
    const e = VE[v * 3 + j]!;
    if (e < 0 || e === from || curD[O_E + e] !== curOwn) continue;
    if (seenE[e]) { cyclic = true; continue; }
    seenE[e] = 1;
    const w = EV[e * 2]! === v ? EV[e * 2 + 1]! : EV[e * 2]!;
    const b = curD[O_V + w]!;
    let h: number;
    if (b !== 0 && (b & 7) !== curOwn) h = 1; // an opponent's building: the walk ends there
    else if (seenV[w]) { cyclic = true; continue; }
    else h = 1 + height(w, e);
    if (h > h1) { h2 = h1; h1 = h; } else if (h > h2) h2 = h;
  }
  if (h1 + h2 > diameter) diameter = h1 + h2;
  return h1;
}

/** The diameter of the player's network if it is a forest (after splitting), else -1. */
export function forestDiameter(d: Int32Array, own: number): number {
  seenV.fill(0);
  seenE.fill(0);
  cyclic = false;
  diameter = 0;
  curD = d;
  curOwn = own;
  for (let e = 0; e < EDGE_COUNT; e++) {
    if (d[O_E + e] !== own || seenE[e]) continue;
    const a = EV[e * 2]!, b = EV[e * 2 + 1]!;
    const ba = d[O_V + a]!, bb = d[O_V + b]!;
    const blockedA = ba !== 0 && (ba & 7) !== own;
    const blockedB = bb !== 0 && (bb & 7) !== own;
    if (blockedA && blockedB) { seenE[e] = 1; if (diameter < 1) diameter = 1; continue; }
    height(blockedA ? b : a, -1);
    if (cyclic) return -1;
  }
  return diameter;
}

/** Exact search for networks with rings, from every start vertex that can begin a longest walk. */
export function searchAll(d: Int32Array, own: number): number {
  let best = 0;
  let ring = -1; // a vertex on a road whose network may be a pure ring
  for (let e = 0; e < EDGE_COUNT; e++) {
    if (d[O_E + e] !== own) continue;
    for (let k = 0; k < 2; k++) {
      const v = EV[e * 2 + k]!;
      const b = d[O_V + v]!;
      let deg = 0;
      for (let j = 0; j < 3; j++) {
        const f = VE[v * 3 + j]!;
        if (f >= 0 && d[O_E + f] === own) deg++;
      }
      if ((deg & 1) === 0 && !(b !== 0 && (b & 7) !== own)) { ring = v; continue; }
      // Each start vertex is met once per incident road; search it from its lowest road only.
      let first = -1;
      for (let j = 0; j < 3 && first < 0; j++) {
        const f = VE[v * 3 + j]!;
        if (f >= 0 && d[O_E + f] === own) first = f;
      }
      if (first !== e) continue;
      const len = longestFrom(d, own, v);
      if (len > best) best = len;
    }
  }
  if (ring >= 0 && hasRingComponent(d, own)) {
    // Rare: some component has only even vertices. Search from every vertex (exact, small).
    for (let e = 0; e < EDGE_COUNT; e++) {
      if (d[O_E + e] !== own) continue;
      const len = longestFrom(d, own, EV[e * 2]!);
      if (len > best) best = len;
    }
  }
  return best;
}

const reach = new Uint8Array(EDGE_COUNT);
const work = new Int8Array(EDGE_COUNT);

/** Whether some connected group of the player's roads has no start vertex (odd or blocked). */
function hasRingComponent(d: Int32Array, own: number): boolean {
  reach.fill(0);
  for (let e0 = 0; e0 < EDGE_COUNT; e0++) {
    if (d[O_E + e0] !== own || reach[e0]) continue;
    let top = 0, special = false;
    work[top++] = e0;
    reach[e0] = 1;
    while (top > 0) {
      const e = work[--top]!;
      for (let k = 0; k < 2; k++) {
        const v = EV[e * 2 + k]!;
        const b = d[O_V + v]!;
        let deg = 0;
        for (let j = 0; j < 3; j++) {
          const f = VE[v * 3 + j]!;
          if (f < 0 || d[O_E + f] !== own) continue;
          deg++;
          if (!reach[f]) { reach[f] = 1; work[top++] = f; }
        }
        if (deg & 1 || (b !== 0 && (b & 7) !== own)) special = true;
      }
    }
    if (!special) return true;
  }
  return false;
}

/**
 * Re-measure the given players (bit mask of seats) and settle the holder (§9): the holder
 * keeps the card while tied for longest at 5 or more; otherwise a sole longest player with 5
 * or more takes it; otherwise it is set aside (-1).
 */
export function updateLongestRoad(d: Int32Array, seats: number): void {
  const n = d[S_N]!;
  for (let p = 0; p < n; p++) if (seats & (1 << p)) d[O_ROAD_LEN + p] = roadLength(d, p);
  let max = 0, count = 0, who = -1;
  for (let p = 0; p < n; p++) {
    const len = d[O_ROAD_LEN + p]!;
    if (len > max) { max = len; count = 1; who = p; } else if (len === max) count++;
  }
  const holder = d[S_LR]!;
  if (holder >= 0 && d[O_ROAD_LEN + holder]! >= 5 && d[O_ROAD_LEN + holder] === max) return;
  d[S_LR] = max >= 5 && count === 1 ? who : -1;
}
