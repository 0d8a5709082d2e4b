// A deliberately simple, independent statement of which actions are legal (RULES.md §3–§11),
// for the perft tables: it reads the position through the public readers only and checks
// each rule by brute force over every vertex, edge, hex and bundle. It shares no code with
// the engine's move generator or its checked door.
import {
  DEV_CARDS, PHASES, RESOURCES, bankCount, boughtThisTurn, devCardCount, edgeOwner, isCity, owedDiscard,
  resourceCount, roadsLeft, settlementsLeft, citiesLeft, tradeRate, vertexOwner, visibleVp, type Action, type Bundle, type GameState,
} from '../src/engine/index.js';

const bundle = (counts: readonly number[]): Bundle => {
  const b: Bundle = {};
  counts.forEach((k, r) => { if (k) b[RESOURCES[r]!] = k; });
  return b;
};

/** Every legal action now, in record form (single-lot bank trades; domestic trades are negotiated, not listed). */
export function oracleActions(s: GameState): Action[] {
  const g = s.g, n = s.players, phase = PHASES[s.phase]!, p = s.current;
  const out: Action[] = [];
  const vertexEdges = (v: number) => [0, 1, 2].map((k) => g.vertexEdges[v * 3 + k]!).filter((e) => e >= 0);
  const neighbours = (v: number) => [0, 1, 2].map((k) => g.vertexNeighbours[v * 3 + k]!).filter((w) => w >= 0);
  const ends = (e: number) => [g.edgeVertices[e * 2]!, g.edgeVertices[e * 2 + 1]!];
  const hexCorners = (h: number) => [0, 1, 2, 3, 4, 5].map((k) => g.hexVertices[h * 6 + k]!);
  const hand = (q: number) => RESOURCES.map((_, r) => resourceCount(s, q, r));
  const empty = (v: number) => vertexOwner(s, v) < 0;
  const distanceOk = (v: number) => empty(v) && neighbours(v).every(empty);
  const roadSpot = (q: number, e: number) => edgeOwner(s, e) < 0 && ends(e).some((x) =>
    vertexOwner(s, x) === q || (empty(x) && vertexEdges(x).some((f) => f !== e && edgeOwner(s, f) === q)));
  const settlementSpot = (q: number, v: number) => distanceOk(v) && vertexEdges(v).some((e) => edgeOwner(s, e) === q);
  const allEdges = [...Array(g.edgeCount).keys()], allVertices = [...Array(g.vertexCount).keys()];
  const build = (q: number, piece: 'road' | 'settlement' | 'city', at: number): Action =>
    ({ p: q, type: 'build', piece, at: piece === 'road' ? g.edgeNames[at]! : g.vertexNames[at]! });

  const plays = () => {
    if (s.cardPlayed) return;
    const playable = (c: string) => devCardCount(s, p, DEV_CARDS.indexOf(c as never)) - boughtThisTurn(s, p, DEV_CARDS.indexOf(c as never)) > 0;
    if (playable('knight')) out.push({ p, type: 'play', card: 'knight' });
    if (playable('roadBuilding') && roadsLeft(s, p) > 0 && allEdges.some((e) => roadSpot(p, e))) out.push({ p, type: 'play', card: 'roadBuilding' });
    if (playable('yearOfPlenty')) {
      const bank = RESOURCES.map((_, r) => bankCount(s, r));
      const total = bank.reduce((a, b) => a + b, 0);
      if (total === 1) {
        out.push({ p, type: 'play', card: 'yearOfPlenty', take: bundle(bank) });
      } else if (total > 1) {
        for (let a = 0; a < 5; a++) for (let b = a; b < 5; b++) {
          const take = [0, 0, 0, 0, 0]; take[a]!++; take[b]!++;
          if (take.every((k, r) => k <= bank[r]!)) out.push({ p, type: 'play', card: 'yearOfPlenty', take: bundle(take) });
        }
      }
    }
    if (playable('monopoly')) for (const r of RESOURCES) out.push({ p, type: 'play', card: 'monopoly', resource: r });
  };

  const builds = (q: number) => {
    const h = hand(q);
    const can = (cost: number[]) => cost.every((k, r) => h[r]! >= k);
    if (can([1, 1, 0, 0, 0]) && roadsLeft(s, q) > 0) for (const e of allEdges) if (roadSpot(q, e)) out.push(build(q, 'road', e));
    if (can([1, 1, 1, 1, 0]) && settlementsLeft(s, q) > 0) for (const v of allVertices) if (settlementSpot(q, v)) out.push(build(q, 'settlement', v));
    if (can([0, 0, 0, 2, 3]) && citiesLeft(s, q) > 0) for (const v of allVertices) if (vertexOwner(s, v) === q && !isCity(s, v)) out.push(build(q, 'city', v));
    if (can([0, 0, 1, 1, 1]) && s.deckCount > 0) out.push({ p: q, type: 'buy' });
  };

  switch (phase) {
    case 'setup': {
      const step = s.setupStep, i = step >> 1;
      const seat = i < n ? i : 2 * n - 1 - i;
      if (step % 2 === 0) {
        for (const v of allVertices) if (distanceOk(v)) out.push(build(seat, 'settlement', v));
      } else {
        // The road touches the settlement just placed: the seat's one with no road of its own.
        const lone = allVertices.find((v) => vertexOwner(s, v) === seat && !vertexEdges(v).some((e) => edgeOwner(s, e) === seat))!;
        for (const e of vertexEdges(lone)) if (edgeOwner(s, e) < 0) out.push(build(seat, 'road', e));
      }
      break;
    }
    case 'roll':
      out.push({ p, type: 'roll' });
      plays();
      break;
    case 'discard':
      for (let i = 0; i < n; i++) {
        const q = (p + i) % n;
        const owes = owedDiscard(s, q);
        if (!owes) continue;
        const h = hand(q);
        // Every bundle within the hand with exactly `owes` cards (brute force over all counts).
        for (let a = 0; a <= h[0]!; a++) for (let b = 0; b <= h[1]!; b++) for (let c = 0; c <= h[2]!; c++)
          for (let d = 0; d <= h[3]!; d++) { const e = owes - a - b - c - d; if (e >= 0 && e <= h[4]!) out.push({ p: q, type: 'discard', cards: bundle([a, b, c, d, e]) }); }
      }
      break;
    case 'robber': {
      const protectedHex = (h: number) => s.rules.friendlyRobber && s.board.token[h] !== 0 &&
        hexCorners(h).some((v) => { const q = vertexOwner(s, v); return q >= 0 && q !== p && visibleVp(s, q) < 3; });
      let hexes = [...Array(g.hexCount).keys()].filter((h) => h !== s.robber && !protectedHex(h));
      if (hexes.length === 0) hexes = [s.board.terrain.indexOf(5)];
      for (const h of hexes) {
        const victims = [...new Set(hexCorners(h).map((v) => vertexOwner(s, v)).filter((q) => q >= 0 && q !== p))].sort();
        if (victims.length === 0) out.push({ p, type: 'robber', hex: g.hexNames[h]! });
        for (const q of victims) out.push({ p, type: 'robber', hex: g.hexNames[h]!, victim: q });
      }
      break;
    }
    case 'roadBuilding':
      for (const e of allEdges) if (roadSpot(p, e)) out.push(build(p, 'road', e));
      break;
    case 'specialBuild': {
      // §14: the builder (not the player whose turn it was) builds and buys, or passes.
      const q = s.builder;
      out.push({ p: q, type: 'end' });
      builds(q);
      break;
    }
    case 'main': {
      out.push({ p, type: 'end' });
      const h = hand(p);
      builds(p);
      plays();
      if (!(s.rules.tradeThenBuild && s.paid)) {
        for (let r = 0; r < 5; r++) {
          const rate = tradeRate(s, p, r);
          if (h[r]! < rate) continue;
          for (let t = 0; t < 5; t++) if (t !== r && bankCount(s, t) > 0) out.push({ p, type: 'bankTrade', give: { [RESOURCES[r]!]: rate }, get: { [RESOURCES[t]!]: 1 } });
        }
      }
      break;
    }
    default:
      break;
  }
  return out;
}

/**
 * Every candidate action of the universe for the seats that may act: every piece on every
 * vertex or edge, the robber on every hex with every victim, every bundle within a hand, every
 * card with every choice, every single-lot bank trade, rolling and ending. For brute force
 * through the checked door.
 */
export function candidateActions(s: GameState): Action[] {
  const g = s.g, n = s.players;
  const out: Action[] = [];
  for (let q = 0; q < n; q++) {
    out.push({ p: q, type: 'roll' }, { p: q, type: 'end' }, { p: q, type: 'buy' });
    for (let v = 0; v < g.vertexCount; v++) for (const piece of ['settlement', 'city'] as const) out.push({ p: q, type: 'build', piece, at: g.vertexNames[v]! });
    for (let e = 0; e < g.edgeCount; e++) out.push({ p: q, type: 'build', piece: 'road', at: g.edgeNames[e]! });
    for (let h = 0; h < g.hexCount; h++) {
      out.push({ p: q, type: 'robber', hex: g.hexNames[h]! });
      for (let v = 0; v < n; v++) out.push({ p: q, type: 'robber', hex: g.hexNames[h]!, victim: v });
    }
    for (const card of ['knight', 'roadBuilding', 'victoryPoint'] as const) out.push({ p: q, type: 'play', card });
    for (let a = 0; a < 5; a++) {
      out.push({ p: q, type: 'play', card: 'monopoly', resource: RESOURCES[a]! });
      out.push({ p: q, type: 'play', card: 'yearOfPlenty', take: { [RESOURCES[a]!]: 1 } });
      for (let b = a; b < 5; b++) { const t = [0, 0, 0, 0, 0]; t[a]!++; t[b]!++; out.push({ p: q, type: 'play', card: 'yearOfPlenty', take: bundle(t) }); }
      for (let b = 0; b < 5; b++) if (b !== a) for (const rate of [2, 3, 4]) out.push({ p: q, type: 'bankTrade', give: { [RESOURCES[a]!]: rate }, get: { [RESOURCES[b]!]: 1 } });
    }
    const owes = owedDiscard(s, q);
    if (owes) {
      const h = RESOURCES.map((_, r) => resourceCount(s, q, r));
      for (let a = 0; a <= h[0]!; a++) for (let b = 0; b <= h[1]!; b++) for (let c = 0; c <= h[2]!; c++)
        for (let d = 0; d <= h[3]!; d++) { const e = owes - a - b - c - d; if (e >= 0 && e <= h[4]! + 1) out.push({ p: q, type: 'discard', cards: bundle([a, b, c, d, e]) }); }
    }
  }
  return out;
}

/** A canonical text for an action (keys sorted), to compare sets. */
export function key(a: Action): string {
  const sort = (x: unknown): unknown => (typeof x === 'object' && x !== null && !Array.isArray(x)
    ? Object.fromEntries(Object.entries(x).sort(([k1], [k2]) => (k1 < k2 ? -1 : 1)).map(([k, v]) => [k, sort(v)])) : x);
  return JSON.stringify(sort(a));
}

export function countByType(actions: readonly Action[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of actions) {
    const t = a.type === 'build' ? `build-${a.piece}` : a.type === 'play' ? `play-${a.card}` : a.type;
    out[t] = (out[t] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}
