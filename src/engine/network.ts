/**
 * A player's road network as RECORD.md checks it: buildings that touch none of the player's
 * roads, and roads not joined to any of the player's buildings through the player's roads
 * (an opponent's building on the way does not break the joining: it may be placed later).
 * Shared by position loading and the audit.
 */
import { O_V, type GameState } from './state.js';

export interface NetworkProblems { roadless: number[]; unjoined: number[] }

export function networkProblems(s: GameState, p: number): NetworkProblems {
  const own = p + 1;
  const d = s.b, O_E = s.L.oE, g = s.g;
  const VERTEX_COUNT = g.vertexCount, EDGE_COUNT = g.edgeCount, VERTEX_EDGES = g.vertexEdges, EDGE_VERTICES = g.edgeVertices;
  const reached = new Uint8Array(EDGE_COUNT);
  const stack: number[] = [];
  const roadless: number[] = [];
  for (let v = 0; v < VERTEX_COUNT; v++) {
    if ((d[O_V + v]! & 7) !== own) continue;
    let touches = false;
    for (let k = 0; k < 3; k++) {
      const e = VERTEX_EDGES[v * 3 + k]!;
      if (e >= 0 && d[O_E + e] === own) { touches = true; if (!reached[e]) { reached[e] = 1; stack.push(e); } }
    }
    if (!touches) roadless.push(v);
  }
  while (stack.length) {
    const e = stack.pop()!;
    for (let k = 0; k < 2; k++) {
      const v = EDGE_VERTICES[e * 2 + k]!;
      for (let j = 0; j < 3; j++) {
        const f = VERTEX_EDGES[v * 3 + j]!;
        if (f >= 0 && !reached[f] && d[O_E + f] === own) { reached[f] = 1; stack.push(f); }
      }
    }
  }
  const unjoined: number[] = [];
  for (let e = 0; e < EDGE_COUNT; e++) if (d[O_E + e] === own && !reached[e]) unjoined.push(e);
  return { roadless, unjoined };
}
