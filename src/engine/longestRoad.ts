/**
 * Longest Road (§9) by the trail model: the longest walk over a player's roads using each
 * road at most once (vertices may repeat, so a figure-8 counts every road). An opponent's
 * building splits a walk: it may start or end there, never pass through. Roads ending at an
 * opponent's building count. The searches are iterative over module-level buffers: no
 * allocation and no recursion per call.
 *
 * A new road can only lengthen its owner's longest walk, and only within the network it
 * joins; so a road placed is measured over that one network (updateLongestRoadAt), and a
 * player's whole network is measured again only when a building may have cut it.
 */
import type { Geometry } from './geometry.js';
import { O_ROAD_LEN, O_V, S_LR, S_N, type GameState } from './state.js';
import { LONGEST_ROAD_MIN } from './vocabulary.js';

const MAX_EDGES = 128, MAX_VERTICES = 128;
const used = new Uint8Array(MAX_EDGES);
const stackV = new Int16Array(MAX_EDGES + 2); // vertex at each depth
const stackK = new Int8Array(MAX_EDGES + 2); // next incident edge slot to try at each depth
const stackE = new Int16Array(MAX_EDGES + 2); // road taken to leave each depth
// Marks: a vertex or road is seen in this measurement when its entry equals `mark`.
const seenV = new Int32Array(MAX_VERTICES);
const seenE = new Int32Array(MAX_EDGES);
let mark = 0;
function newMarks(): void {
  if (++mark > 0x3fffffff) { mark = 1; seenV.fill(0); seenE.fill(0); }
}

// The walk in progress: the state's arrays and geometry, set by each entry point.
let B: Int8Array = new Int8Array(0);
let OE = 0;
let VE: Int8Array = new Int8Array(0);
let EV: Int8Array = new Int8Array(0);
let own = 0;
let cyclic = false;
let diameter = 0;
let marked = 0; // roads marked in seenE by the walks so far
let odd = 0; // ends of walks forced by the marked roads: odd-degree vertices, and road ends at opponents' buildings

/** Start a measurement of seat p's roads: the state's arrays and geometry, fresh marks and counts. */
function begin(s: GameState, p: number): Geometry {
  B = s.b; OE = s.L.oE; VE = s.g.vertexEdges; EV = s.g.edgeVertices; own = p + 1;
  newMarks();
  cyclic = false;
  diameter = 0;
  marked = 0;
  odd = 0;
  return s.g;
}
const isOwn = (e: number) => B[OE + e] === own;
const blocked = (v: number) => { const x = B[O_V + v]!; return x !== 0 && (x & 7) !== own; };

/**
 * Longest walk of the player's roads starting at vertex `start` (a walk may start at an
 * opponent's building), or `target` as soon as a walk that long is found.
 */
function longestFrom(start: number, target: number): number {
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
    if (e < 0 || used[e] || B[OE + e] !== own) continue;
    const w = EV[e * 2]! === v ? EV[e * 2 + 1]! : EV[e * 2]!;
    const len = depth + 1;
    if (len > best) {
      best = len;
      if (best >= target) { // long enough: release the roads of the walk in progress and stop
        for (let i = 0; i < depth; i++) used[stackE[i]!] = 0;
        return best;
      }
    }
    if (blocked(w)) continue; // an opponent's building: the walk ends there
    used[e] = 1;
    stackE[depth] = e;
    depth++;
    stackV[depth] = w;
    stackK[depth] = 0;
  }
  return best;
}

/** Longest downward path from v (arrived over `from`), updating the diameter; flags rings. Marks seenE. */
function height(v: number, from: number): number {
  seenV[v] = mark;
  let h1 = 0, h2 = 0, deg = 0;
  for (let j = 0; j < 3; j++) {
    const e = VE[v * 3 + j]!;
    if (e < 0 || B[OE + e] !== own) continue;
    deg++;
    if (e === from) continue;
    if (seenE[e] === mark) { cyclic = true; continue; }
    seenE[e] = mark;
    marked++;
    const w = EV[e * 2]! === v ? EV[e * 2 + 1]! : EV[e * 2]!;
    let h: number;
    if (blocked(w)) { h = 1; odd++; } // an opponent's building: the walk ends there
    else if (seenV[w] === mark) { cyclic = true; continue; }
    else h = 1 + height(w, e);
    if (h > h1) { h2 = h1; h1 = h; } else if (h > h2) h2 = h;
  }
  if (deg & 1) odd++;
  if (h1 + h2 > diameter) diameter = h1 + h2;
  return h1;
}

/** Walk the network holding road e (an own road), marking its roads in seenE; updates diameter and cyclic. */
function walkNetwork(e: number): void {
  const a = EV[e * 2]!, b = EV[e * 2 + 1]!;
  const blockedA = blocked(a), blockedB = blocked(b);
  if (blockedA && blockedB) { seenE[e] = mark; marked++; odd += 2; if (diameter < 1) diameter = 1; return; }
  height(blockedA ? b : a, -1);
}

/**
 * Exact search over the roads marked in seenE (one network or several), from every start
 * vertex that can begin a longest walk; it stops early at `bound`, a length no walk exceeds.
 */
function searchMarked(edgeCount: number, bound: number): number {
  let best = 0;
  let ring = false; // a vertex whose network may be a pure ring
  for (let e = 0; e < edgeCount; e++) {
    if (seenE[e] !== mark) continue;
    for (let k = 0; k < 2; k++) {
      const v = EV[e * 2 + k]!;
      let deg = 0;
      let first = -1;
      for (let j = 0; j < 3; j++) {
        const f = VE[v * 3 + j]!;
        if (f >= 0 && isOwn(f)) { deg++; if (first < 0) first = f; }
      }
      if ((deg & 1) === 0 && !blocked(v)) { ring = true; continue; }
      // Each start vertex is met once per incident road; search it from its lowest road only.
      if (first !== e) continue;
      const len = longestFrom(v, bound);
      if (len > best) { best = len; if (best >= bound) return best; }
    }
  }
  if (ring && hasRingNetwork(edgeCount)) {
    // Rare: some network has only even vertices. Search from every vertex (exact, small).
    for (let e = 0; e < edgeCount; e++) {
      if (seenE[e] !== mark) continue;
      const len = longestFrom(EV[e * 2]!, bound);
      if (len > best) { best = len; if (best >= bound) return best; }
    }
  }
  return best;
}

const reach = new Uint8Array(MAX_EDGES);
const work = new Int16Array(MAX_EDGES);

/** Whether some connected group of the marked roads has no start vertex (odd or blocked). */
function hasRingNetwork(edgeCount: number): boolean {
  reach.fill(0, 0, edgeCount);
  for (let e0 = 0; e0 < edgeCount; e0++) {
    if (seenE[e0] !== mark || reach[e0]) continue;
    let top = 0, special = false;
    work[top++] = e0;
    reach[e0] = 1;
    while (top > 0) {
      const e = work[--top]!;
      for (let k = 0; k < 2; k++) {
        const v = EV[e * 2 + k]!;
        let deg = 0;
        for (let j = 0; j < 3; j++) {
          const f = VE[v * 3 + j]!;
          if (f < 0 || !isOwn(f)) continue;
          deg++;
          if (!reach[f]) { reach[f] = 1; work[top++] = f; }
        }
        if (deg & 1 || blocked(v)) special = true;
      }
    }
    if (!special) return true;
  }
  return false;
}

/**
 * Length of seat p's longest road (§9), measured from scratch. Most networks are forests once
 * opponents' buildings split them; a forest's longest walk is its diameter, found in one
 * linear pass. Only networks with a ring need the exact walk search.
 */
export function measureRoad(s: GameState, p: number): number {
  const g = begin(s, p);
  for (let e = 0; e < g.edgeCount; e++) {
    if (seenE[e] !== mark && isOwn(e)) walkNetwork(e);
  }
  if (!cyclic) return diameter;
  // Some network has a ring: search every network exactly (all roads are marked).
  return searchMarked(g.edgeCount, marked);
}

/**
 * The longest walk within the network that holds seat p's road e, or `atMost` when no walk in
 * that network can be longer than `atMost`. A walk has two ends; every other vertex where an
 * odd number of the network's roads meet (or a road ends at an opponent's building) leaves one
 * of its roads out, and one road left out serves at most two such vertices: so no walk is
 * longer than roads − ⌈(odd − 2) / 2⌉.
 */
export function measureRoadAt(s: GameState, p: number, e: number, atMost = 0): number {
  const g = begin(s, p);
  walkNetwork(e);
  if (!cyclic) return diameter;
  const bound = marked - Math.max(0, (odd - 1) >> 1);
  return bound <= atMost ? atMost : searchMarked(g.edgeCount, bound);
}

/**
 * Settle the holder after road lengths changed (§9): the holder keeps the card while tied for
 * longest at 5 or more; otherwise a sole longest player with 5 or more takes it; otherwise it
 * is set aside (-1).
 */
function settleHolder(b: Int8Array): void {
  const n = b[S_N]!;
  let max = 0, count = 0, who = -1;
  for (let p = 0; p < n; p++) {
    const len = b[O_ROAD_LEN + p]!;
    if (len > max) { max = len; count = 1; who = p; } else if (len === max) count++;
  }
  const holder = b[S_LR]!;
  if (holder >= 0 && b[O_ROAD_LEN + holder]! >= LONGEST_ROAD_MIN && b[O_ROAD_LEN + holder] === max) return;
  b[S_LR] = max >= LONGEST_ROAD_MIN && count === 1 ? who : -1;
}

/** Re-measure the given players (bit mask of seats) from scratch and settle the holder (§9). */
export function updateLongestRoad(s: GameState, seats: number): void {
  const b = s.b;
  const n = b[S_N]!;
  for (let p = 0; p < n; p++) if (seats & (1 << p)) b[O_ROAD_LEN + p] = measureRoad(s, p);
  settleHolder(b);
}

/** Seat p has just placed road e: only the network it joined can have grown (§9). */
export function updateLongestRoadAt(s: GameState, p: number, e: number): void {
  const b = s.b;
  const len = measureRoadAt(s, p, e, b[O_ROAD_LEN + p]!);
  if (len <= b[O_ROAD_LEN + p]!) return; // nothing grew: lengths and holder unchanged
  b[O_ROAD_LEN + p] = len;
  settleHolder(b);
}
