/**
 * Placing pieces, with the legality masks kept in step (state.ts): the vertices free under
 * the distance rule, and per seat the vertices its network reaches, the edges where it may
 * build a road and its settlements. Every change to the board goes through here, so the
 * move generator reads legal spots straight from the masks instead of scanning the island.
 * A state whose pieces were written some other way (a position, a view) calls rebuildMasks.
 */
import { CITY_BIT, MAX_SEATS, O_V, S_N, W_FREE, clearBit, hasBit, setBit, type GameState } from './state.js';

/** §5: a settlement of seat p on vertex v (cost and supply are the caller's business). */
export function placeSettlement(s: GameState, p: number, v: number): void {
  const b = s.b, w = s.w, g = s.g, L = s.L;
  const VE = g.vertexEdges, EV = g.edgeVertices, VN = g.vertexNeighbours;
  const oE = L.oE, vw = g.vw, ew = g.ew;
  b[O_V + v] = p + 1;
  clearBit(w, W_FREE, v);
  for (let k = 0; k < 3; k++) {
    const x = VN[v * 3 + k]!;
    if (x >= 0) clearBit(w, W_FREE, x);
  }
  setBit(w, L.wSettle + p * vw, v);
  earn(s, p, v);
  const reachP = L.wReach + p * vw, frontP = L.wFront + p * ew;
  setBit(w, reachP, v);
  for (let k = 0; k < 3; k++) {
    const f = VE[v * 3 + k]!;
    if (f >= 0 && b[oE + f] === 0) setBit(w, frontP, f);
  }
  // Opponents whose network reached v through a road are now cut there (§5).
  const n = b[S_N]!;
  for (let q = 0; q < n; q++) {
    if (q === p) continue;
    const reachQ = L.wReach + q * vw;
    if (!hasBit(w, reachQ, v)) continue;
    clearBit(w, reachQ, v);
    const frontQ = L.wFront + q * ew;
    for (let k = 0; k < 3; k++) {
      const f = VE[v * 3 + k]!;
      if (f < 0 || b[oE + f] !== 0) continue;
      const y = EV[f * 2]! === v ? EV[f * 2 + 1]! : EV[f * 2]!;
      if (!hasBit(w, reachQ, y)) clearBit(w, frontQ, f);
    }
  }
}

/** §5: seat p's settlement on v becomes a city. */
export function placeCity(s: GameState, p: number, v: number): void {
  s.b[O_V + v] = (p + 1) | CITY_BIT;
  clearBit(s.w, s.L.wSettle + p * s.g.vw, v);
  earn(s, p, v);
}

/** One more card for seat p from each hex around v (a settlement, or a settlement becoming a city). */
function earn(s: GameState, p: number, v: number): void {
  const VH = s.g.vertexHexes, w = s.w, at = s.L.wHex;
  for (let k = 0; k < 3; k++) {
    const h = VH[v * 3 + k]!;
    if (h >= 0) w[at + h] = (w[at + h]! + (1 << (p << 2))) | (1 << (24 + p));
  }
}

/** §5: a road of seat p on edge e. */
export function placeRoad(s: GameState, p: number, e: number): void {
  const b = s.b, w = s.w, g = s.g, L = s.L;
  const VE = g.vertexEdges, EV = g.edgeVertices;
  const oE = L.oE, vw = g.vw, ew = g.ew;
  b[oE + e] = p + 1;
  const n = b[S_N]!;
  for (let q = 0; q < n; q++) clearBit(w, L.wFront + q * ew, e);
  const own = p + 1, reachP = L.wReach + p * vw, frontP = L.wFront + p * ew;
  for (let k = 0; k < 2; k++) {
    const x = EV[e * 2 + k]!;
    const bx = b[O_V + x]!;
    if ((bx !== 0 && (bx & 7) !== own) || hasBit(w, reachP, x)) continue;
    setBit(w, reachP, x);
    for (let j = 0; j < 3; j++) {
      const f = VE[x * 3 + j]!;
      if (f >= 0 && b[oE + f] === 0) setBit(w, frontP, f);
    }
  }
}

/** Recompute every mask from the pieces on the board (after writing pieces directly). */
export function rebuildMasks(s: GameState): void {
  const b = s.b, w = s.w, g = s.g, L = s.L;
  const VE = g.vertexEdges, EV = g.edgeVertices, VN = g.vertexNeighbours;
  const oE = L.oE, vw = g.vw, ew = g.ew;
  for (let i = W_FREE; i < L.words; i++) w[i] = 0;
  for (let v = 0; v < g.vertexCount; v++) {
    const x = b[O_V + v]!;
    if (x !== 0) {
      const p = (x & 7) - 1;
      setBit(w, L.wReach + p * vw, v);
      if (!(x & CITY_BIT)) setBit(w, L.wSettle + p * vw, v);
      earn(s, p, v);
      if (x & CITY_BIT) earn(s, p, v);
      continue;
    }
    let free = true;
    for (let k = 0; k < 3; k++) {
      const y = VN[v * 3 + k]!;
      if (y >= 0 && b[O_V + y] !== 0) free = false;
    }
    if (free) setBit(w, W_FREE, v);
  }
  for (let e = 0; e < g.edgeCount; e++) {
    const own = b[oE + e]!;
    if (own === 0) continue;
    for (let k = 0; k < 2; k++) {
      const x = EV[e * 2 + k]!;
      const bx = b[O_V + x]!;
      if (bx === 0 || (bx & 7) === own) setBit(w, L.wReach + (own - 1) * vw, x);
    }
  }
  for (let p = 0; p < MAX_SEATS; p++) {
    const reach = L.wReach + p * vw, front = L.wFront + p * ew;
    for (let v = 0; v < g.vertexCount; v++) {
      if (!hasBit(w, reach, v)) continue;
      for (let k = 0; k < 3; k++) {
        const f = VE[v * 3 + k]!;
        if (f >= 0 && b[oE + f] === 0) setBit(w, front, f);
      }
    }
  }
}
