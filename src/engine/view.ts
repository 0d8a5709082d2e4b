/**
 * What one seat (or a spectator) may know (§10, STYLE.md): the board, every public count,
 * and one's own hand. Opponents' resources and development cards are counts only; hidden
 * Victory Point cards stay out of opponents' totals until the game ends; the deck's
 * composition, the generator and the balanced-dice deck never leave the engine.
 */
import type { Action } from './actions.js';
import type { GameEvent } from './events.js';
import {
  O_BANK, O_BOUGHT, O_CITY_LEFT, O_DEV, O_KNIGHTS, O_OWES, O_PLAYED, O_RATE, O_RES, O_RES_N, O_ROADS_LEFT,
  O_ROAD_LEN, O_SETTLE_LEFT, O_V, S_CUR, S_DECK_N, S_DIE1, S_DIE2, S_FREE_ROADS, S_LA, S_LR, S_N, S_PAID, S_PHASE, S_PLAYED,
  S_ROBBER, S_ROLLED, S_SETUP_STEP, S_WINNER, totalVp, visibleVp, type GameState,
} from './state.js';
import { PHASES, P_ENDED, arrayToBundle, arrayToDevBundle, type ByDevCard, type ByResource, type Color, type Phase, type Rules } from './vocabulary.js';

export type Viewer = number | 'spectator';

export interface PlayerView {
  seat: number;
  color: Color;
  resourceCount: number;
  devCardCount: number;
  knightsPlayed: number;
  /** Buildings, Longest Road and Largest Army (and VP cards once the game has ended). */
  visibleVp: number;
  roadLength: number;
  supply: { roads: number; settlements: number; cities: number };
  /** Maritime rates per resource: public, since harbors and buildings are on the board. */
  rates: ByResource<number>;
  owes: number;
  // Present only in the owner's own view (and for everyone once the game has ended):
  resources?: ByResource<number>;
  devCards?: ByDevCard<number>;
  boughtThisTurn?: ByDevCard<number>;
  vp?: number;
}

export interface GameView {
  viewer: Viewer;
  rules: Rules;
  phase: Phase;
  current: number;
  turn: number;
  setupStep: number;
  rolled: boolean;
  playedCardThisTurn: boolean;
  /** Trade then build (§11): something was paid for this turn, so trading is closed. */
  paidThisTurn: boolean;
  freeRoads: number;
  /** In the special building phase (§14), the seat that may build now; otherwise null. */
  specialBuilder: number | null;
  dice: [number, number] | null;
  robber: string;
  /** Per vertex id: 0 empty, else seat + 1, plus 8 for a city. */
  vertices: number[];
  /** Per edge id: 0 empty, else seat + 1. */
  edges: number[];
  bank: ByResource<number>;
  devDeckCount: number;
  /** Development cards played so far by kind (face up on the table, §8). */
  playedCards: ByDevCard<number>;
  longestRoad: number | null;
  largestArmy: number | null;
  winner: number | null;
  players: PlayerView[];
}

/** Player `p` as `viewer` may see it (one entry of viewFor's `players`). */
export function playerViewFor(s: GameState, p: number, viewer: Viewer): PlayerView {
  const d = s.b;
  const open = d[S_PHASE] === P_ENDED;
  let devCount = 0;
  for (let c = 0; c < 5; c++) devCount += d[O_DEV + p * 5 + c]!;
  const pv: PlayerView = {
    seat: p,
    color: s.colors[p]!,
    resourceCount: d[O_RES_N + p]!,
    devCardCount: devCount,
    knightsPlayed: d[O_KNIGHTS + p]!,
    visibleVp: open ? totalVp(s, p) : visibleVp(s, p),
    roadLength: d[O_ROAD_LEN + p]!,
    supply: { roads: d[O_ROADS_LEFT + p]!, settlements: d[O_SETTLE_LEFT + p]!, cities: d[O_CITY_LEFT + p]! },
    rates: arrayToBundle(d, O_RATE + p * 5),
    owes: d[O_OWES + p]!,
  };
  if (viewer === p || open) {
    pv.resources = arrayToBundle(d, O_RES + p * 5);
    pv.devCards = arrayToDevBundle(d, O_DEV + p * 5);
    pv.boughtThisTurn = arrayToDevBundle(d, O_BOUGHT + p * 5);
    pv.vp = totalVp(s, p);
  }
  return pv;
}

export function viewFor(s: GameState, viewer: Viewer): GameView {
  const d = s.b;
  const n = d[S_N]!;
  const players: PlayerView[] = [];
  for (let p = 0; p < n; p++) players.push(playerViewFor(s, p, viewer));
  const g = s.g, oE = s.L.oE;
  const vertices = new Array<number>(g.vertexCount);
  for (let v = 0; v < g.vertexCount; v++) vertices[v] = d[O_V + v]!;
  const edges = new Array<number>(g.edgeCount);
  for (let e = 0; e < g.edgeCount; e++) edges[e] = d[oE + e]!;
  return {
    viewer,
    rules: { ...s.rules },
    phase: PHASES[d[S_PHASE]!]!,
    current: d[S_CUR]!,
    turn: s.turn,
    setupStep: d[S_SETUP_STEP]!,
    rolled: d[S_ROLLED] === 1,
    playedCardThisTurn: d[S_PLAYED] === 1,
    paidThisTurn: d[S_PAID] === 1,
    freeRoads: d[S_FREE_ROADS]!,
    specialBuilder: s.builder >= 0 ? s.builder : null,
    dice: d[S_DIE1] ? [d[S_DIE1]!, d[S_DIE2]!] : null,
    robber: g.hexNames[d[S_ROBBER]!]!,
    vertices, edges,
    bank: arrayToBundle(d, O_BANK),
    devDeckCount: d[S_DECK_N]!,
    playedCards: arrayToDevBundle(d, O_PLAYED),
    longestRoad: d[S_LR]! >= 0 ? d[S_LR]! : null,
    largestArmy: d[S_LA]! >= 0 ? d[S_LA]! : null,
    winner: d[S_WINNER]! >= 0 ? d[S_WINNER]! : null,
    players,
  };
}

/**
 * What a viewer may see of an action as completed: a card bought by someone else is
 * hidden, and so is the card stolen unless the viewer is the thief or the victim.
 */
export function actionFor(a: Action, viewer: Viewer, ended = false): Action {
  if (ended) return a;
  if (a.type === 'buy' && a.p !== viewer && a.card !== undefined) return { p: a.p, type: 'buy' };
  if (a.type === 'robber' && a.stolen !== undefined && viewer !== a.p && viewer !== a.victim) {
    const { stolen: _hidden, ...rest } = a;
    return rest;
  }
  return a;
}

/** What a viewer may see of an event: others' hidden card movements become counts. */
export function eventFor(e: GameEvent, viewer: Viewer, ended = false, cause?: Action): GameEvent | { type: 'resourceCount'; p: number; delta: number } {
  if (ended) return e;
  if (e.type === 'action') return { type: 'action', action: actionFor(e.action, viewer) };
  if (e.type === 'resources' && cause?.type === 'robber' && viewer !== cause.p && viewer !== cause.victim) {
    let total = 0;
    for (const k of Object.values(e.delta)) total += k ?? 0;
    return { type: 'resourceCount', p: e.p, delta: total };
  }
  return e;
}

