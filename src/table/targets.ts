/**
 * A seat's legal actions as targets the page can light (protocol.ts Targets) and the
 * sentence-free description of what the table expects now. Everything here is read from the
 * engine's legalActions and the seat's view: this module decides no rule of its own.
 */
import {
  BASE_GEOMETRY, RESOURCES, legalActions, seatToMove,
  type Action, type Bundle, type DevCard, type GameState, type GameView, type Geometry, type Resource,
} from '../engine/index.js';
import type { Expected, IncomingOffer, Targets } from '../protocol/index.js';

/** Empty vertices next to a building: the distance rule (§5) forbids them to everyone. `g`: the island's geometry (the game's own, `state.g`). */
export function blockedVertices(view: GameView, g: Geometry = BASE_GEOMETRY): string[] {
  const out: string[] = [];
  for (let v = 0; v < g.vertexCount; v++) {
    if (view.vertices[v] !== 0) continue;
    for (let k = 0; k < 3; k++) {
      const w = g.vertexNeighbours[v * 3 + k]!;
      if (w >= 0 && view.vertices[w] !== 0) { out.push(g.vertexNames[v]!); break; }
    }
  }
  return out;
}

/** Targets for `seat`, or null when the seat has nothing to do now. */
export function targetsFor(state: GameState, view: GameView, seat: number): Targets | null {
  // Only the seat to move, or a seat owing a discard, can have anything to do.
  if (view.phase === 'discard' ? view.players[seat]!.owes === 0 : seatToMove(state) !== seat) return null;
  const legal = legalActions(state).filter((a) => a.p === seat);
  const tradeOpen = view.phase === 'main' && view.current === seat && !(view.rules.tradeThenBuild && view.paidThisTurn);
  if (legal.length === 0 && !tradeOpen) return null;
  const t: Targets = {
    roll: false, end: false, buy: false, settlements: [], cities: [], roads: [], blocked: blockedVertices(view, state.g),
    robber: [], discard: 0, play: [], yearOfPlenty: [], monopoly: [], bank: [], trade: tradeOpen,
    freeRoads: view.phase === 'roadBuilding' ? view.freeRoads : 0,
  };
  const robber = new Map<string, number[]>();
  const bank = new Map<Resource, { give: Resource; rate: number; get: Resource[] }>();
  const plays = new Set<DevCard>();
  for (const a of legal) addTarget(t, a, robber, bank, plays);
  t.robber = [...robber].map(([hex, victims]) => ({ hex, victims }));
  t.bank = RESOURCES.filter((r) => bank.has(r)).map((r) => bank.get(r)!);
  t.play = [...plays];
  if (view.phase === 'discard') t.discard = view.players[seat]!.owes;
  return t;
}

function addTarget(
  t: Targets, a: Action, robber: Map<string, number[]>,
  bank: Map<Resource, { give: Resource; rate: number; get: Resource[] }>, plays: Set<DevCard>,
): void {
  switch (a.type) {
    case 'roll': t.roll = true; return;
    case 'end': t.end = true; return;
    case 'buy': t.buy = true; return;
    case 'build':
      if (a.piece === 'road') t.roads.push(a.at);
      else if (a.piece === 'settlement') t.settlements.push(a.at);
      else t.cities.push(a.at);
      return;
    case 'robber': {
      const list = robber.get(a.hex) ?? [];
      if (a.victim !== undefined) list.push(a.victim);
      robber.set(a.hex, list);
      return;
    }
    case 'play':
      plays.add(a.card);
      if (a.card === 'yearOfPlenty' && a.take) t.yearOfPlenty.push(a.take as Bundle);
      if (a.card === 'monopoly' && a.resource) t.monopoly.push(a.resource);
      return;
    case 'bankTrade': {
      const give = RESOURCES.find((r) => (a.give[r] ?? 0) > 0)!;
      const get = RESOURCES.find((r) => (a.get[r] ?? 0) > 0)!;
      const entry = bank.get(give) ?? { give, rate: a.give[give]!, get: [] };
      entry.get.push(get);
      bank.set(give, entry);
      return;
    }
    case 'discard':
    case 'trade':
      return; // discards: the owed count is enough; domestic trades are negotiated
  }
}

/** What the table waits for now (the page words it in the reader's language). */
export function expectedNow(state: GameState, view: GameView, incoming: IncomingOffer | null, viewer: number): Expected {
  if (view.phase === 'ended') return { kind: 'ended', seat: view.winner ?? view.current };
  if (incoming) return { kind: 'answer-offer', seat: viewer, from: incoming.from };
  const seat = seatToMove(state);
  switch (view.phase) {
    case 'setup': return { kind: view.setupStep % 2 === 0 ? 'place-settlement' : 'place-road', seat };
    case 'roll': return { kind: 'roll', seat };
    case 'discard': {
      const seats = view.players.filter((p) => p.owes > 0).map((p) => p.seat);
      return { kind: 'discard', seats, count: view.players[viewer]?.owes ?? 0 };
    }
    case 'robber': return { kind: 'robber', seat };
    case 'roadBuilding': return { kind: 'free-road', seat };
    case 'main': return { kind: 'act', seat };
    case 'specialBuild': return { kind: 'special-build', seat }; // §14: the builder may build or buy, then passes
  }
}
