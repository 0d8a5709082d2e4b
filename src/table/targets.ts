/**
 * A seat's legal actions as targets the page can light (protocol.ts Targets) and the
 * sentence-free description of what the table expects now. Everything here is read from the
 * engine's legalActions and the seat's view: this module decides no rule of its own.
 */
import {
  P_DISCARD, P_ENDED, P_MAIN, P_ROADS, PHASES, RESOURCES, buildingAt, legalActions, owedDiscard, seatToMove,
  type Action, type Bundle, type DevCard, type GameState, type Resource,
} from '../engine/index.js';
import type { Expected, IncomingOffer, Targets } from '../protocol/index.js';

/** Empty vertices next to a building: the distance rule (§5) forbids them to everyone. */
export function blockedVertices(state: GameState): string[] {
  const g = state.g;
  const out: string[] = [];
  for (let v = 0; v < g.vertexCount; v++) {
    if (buildingAt(state, v) !== 0) continue;
    for (let k = 0; k < 3; k++) {
      const w = g.vertexNeighbours[v * 3 + k]!;
      if (w >= 0 && buildingAt(state, w) !== 0) { out.push(g.vertexNames[v]!); break; }
    }
  }
  return out;
}

/** Targets for `seat`, or null when the seat has nothing to do now. */
export function targetsFor(state: GameState, seat: number): Targets | null {
  // Only the seat to move, or a seat owing a discard, can have anything to do.
  const phase = state.phase;
  if (phase === P_DISCARD ? owedDiscard(state, seat) === 0 : seatToMove(state) !== seat) return null;
  const legal = legalActions(state).filter((a) => a.p === seat);
  const tradeOpen = phase === P_MAIN && state.current === seat && !(state.rules.tradeThenBuild && state.paid);
  if (legal.length === 0 && !tradeOpen) return null;
  const t: Targets = {
    roll: false, end: false, buy: false, settlements: [], cities: [], roads: [], blocked: blockedVertices(state),
    robber: [], discard: 0, play: [], yearOfPlenty: [], monopoly: [], bank: [], trade: tradeOpen,
    freeRoads: phase === P_ROADS ? state.freeRoads : 0,
  };
  const robber = new Map<string, number[]>();
  const bank = new Map<Resource, { give: Resource; rate: number; get: Resource[] }>();
  const plays = new Set<DevCard>();
  for (const a of legal) addTarget(t, a, robber, bank, plays);
  t.robber = [...robber].map(([hex, victims]) => ({ hex, victims }));
  t.bank = RESOURCES.filter((r) => bank.has(r)).map((r) => bank.get(r)!);
  t.play = [...plays];
  if (phase === P_DISCARD) t.discard = owedDiscard(state, seat);
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
export function expectedNow(state: GameState, incoming: IncomingOffer | null, viewer: number): Expected {
  const phase = PHASES[state.phase]!;
  if (state.phase === P_ENDED) return { kind: 'ended', seat: state.winner >= 0 ? state.winner : state.current };
  if (incoming) return { kind: 'answer-offer', seat: viewer, from: incoming.from };
  const seat = seatToMove(state);
  switch (phase) {
    case 'setup': return { kind: state.setupStep % 2 === 0 ? 'place-settlement' : 'place-road', seat };
    case 'roll': return { kind: 'roll', seat };
    case 'discard': {
      const seats: number[] = [];
      for (let p = 0; p < state.players; p++) if (owedDiscard(state, p) > 0) seats.push(p);
      return { kind: 'discard', seats, count: viewer >= 0 && viewer < state.players ? owedDiscard(state, viewer) : 0 };
    }
    case 'robber': return { kind: 'robber', seat };
    case 'roadBuilding': return { kind: 'free-road', seat };
    case 'main': return { kind: 'act', seat };
    case 'ended': return { kind: 'ended', seat: state.winner >= 0 ? state.winner : state.current };
    case 'specialBuild': return { kind: 'special-build', seat }; // §14: the builder may build or buy, then passes
  }
}
