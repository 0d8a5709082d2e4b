/**
 * Longest Road (§9) by the trail model: the longest walk over a player's roads using each
 * road at most once (vertices may repeat, so a figure-8 counts every road). An opponent's
 * building splits a walk: it may start or end there, never pass through. Roads ending at an
 * opponent's building count. Search buffers are module-level: no allocation per call.
 */
import { EDGE_COUNT, EDGE_VERTICES, VERTEX_EDGES } from './geometry.js';
import { O_E, O_ROAD_LEN, O_V, S_LR, S_N } from './state.js';

const used = new Uint8Array(EDGE_COUNT);
let owner = 0; // seat + 1 of the player being measured
let board: Int32Array = new Int32Array(0);

/** Longest walk continuing from vertex v, having arrived there over a road. */
function walk(v: number): number {
  const b = board[O_V + v]!;
  if (b !== 0 && (b & 7) !== owner) return 0; // an opponent's building: the walk ends here
  let best = 0;
  for (let k = 0; k < 3; k++) {
    const e = VERTEX_EDGES[v * 3 + k]!;
    if (e < 0 || used[e] || board[O_E + e] !== owner) continue;
    used[e] = 1;
    const w = EDGE_VERTICES[e * 2]! === v ? EDGE_VERTICES[e * 2 + 1]! : EDGE_VERTICES[e * 2]!;
    const len = 1 + walk(w);
    used[e] = 0;
    if (len > best) best = len;
  }
  return best;
}

/** Length of player p's longest road (§9). */
export function roadLength(d: Int32Array, p: number): number {
  board = d;
  owner = p + 1;
  let best = 0;
  for (let e = 0; e < EDGE_COUNT; e++) {
    if (d[O_E + e] !== owner) continue;
    // Start at each end of each road, leaving over that road.
    for (let k = 0; k < 2; k++) {
      // Every walk is found from its first road in its own direction; a start that could be
      // extended backwards is merely redundant, which keeps the search simple and exact.
      const to = EDGE_VERTICES[e * 2 + 1 - k]!;
      used[e] = 1;
      const len = 1 + walk(to);
      used[e] = 0;
      if (len > best) best = len;
    }
  }
  return best;
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
