/**
 * What one seat (or a spectator) may know (§10, STYLE.md): the board, every public count,
 * and one's own hand. Opponents' resources and development cards are counts only; hidden
 * Victory Point cards stay out of opponents' totals until the game ends; the deck's
 * composition, the generator and the balanced-dice deck never leave the engine.
 */
import type { Action } from './actions.js';
import type { GameEvent } from './events.js';
import { describe } from './refusals.js';
import {
  O_BANK, O_BOUGHT, O_CITY_LEFT, O_DEV, O_KNIGHTS, O_OWES, O_PLAYED, O_RATE, O_RES, O_RES_N, O_ROADS_LEFT,
  O_ROAD_LEN, O_SETTLE_LEFT, O_V, S_CUR, S_DECK_N, S_DIE1, S_DIE2, S_FREE_ROADS, S_LA, S_LR, S_N, S_PAID, S_PHASE, S_PLAYED,
  S_ROBBER, S_ROLLED, S_SETUP_STEP, S_WINNER, checkState, totalVp, visibleVp, type GameState,
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

/** `prev` when it holds the five counts at `a[o..o+4]` (a view built from an unchanged part keeps its objects), else a new bundle. */
function bundleOf(a: ArrayLike<number>, o: number, prev: ByResource<number> | undefined): ByResource<number> {
  return prev && prev.brick === a[o] && prev.wood === a[o + 1] && prev.wool === a[o + 2] && prev.grain === a[o + 3] && prev.ore === a[o + 4]
    ? prev : arrayToBundle(a, o);
}
function devBundleOf(a: ArrayLike<number>, o: number, prev: ByDevCard<number> | undefined): ByDevCard<number> {
  return prev && prev.knight === a[o] && prev.victoryPoint === a[o + 1] && prev.roadBuilding === a[o + 2] && prev.yearOfPlenty === a[o + 3] && prev.monopoly === a[o + 4]
    ? prev : arrayToDevBundle(a, o);
}

/**
 * Player `p` as `viewer` may see it (one entry of viewFor's `players`). With `prev` (the same
 * player as the same viewer saw it before), the parts that did not change are `prev`'s own
 * objects, and `prev` itself is returned when nothing did: a server that sends what changed
 * finds it by identity, and keeps no second copy. Views are never changed once built.
 */
export function playerViewFor(s: GameState, p: number, viewer: Viewer, prev?: PlayerView): PlayerView {
  const d = s.b;
  const open = d[S_PHASE] === P_ENDED;
  let devCount = 0;
  for (let c = 0; c < 5; c++) devCount += d[O_DEV + p * 5 + c]!;
  const roads = d[O_ROADS_LEFT + p]!, settlements = d[O_SETTLE_LEFT + p]!, cities = d[O_CITY_LEFT + p]!;
  const ps = prev?.supply;
  const own = viewer === p || open;
  const pv: PlayerView = {
    seat: p,
    color: s.colors[p]!,
    resourceCount: d[O_RES_N + p]!,
    devCardCount: devCount,
    knightsPlayed: d[O_KNIGHTS + p]!,
    visibleVp: open ? totalVp(s, p) : visibleVp(s, p),
    roadLength: d[O_ROAD_LEN + p]!,
    supply: ps && ps.roads === roads && ps.settlements === settlements && ps.cities === cities ? ps : { roads, settlements, cities },
    rates: bundleOf(d, O_RATE + p * 5, prev?.rates),
    owes: d[O_OWES + p]!,
  };
  if (own) {
    pv.resources = bundleOf(d, O_RES + p * 5, prev?.resources);
    pv.devCards = devBundleOf(d, O_DEV + p * 5, prev?.devCards);
    pv.boughtThisTurn = devBundleOf(d, O_BOUGHT + p * 5, prev?.boughtThisTurn);
    pv.vp = totalVp(s, p);
  }
  return prev && sameParts(prev, pv) ? prev : pv;
}

/** `prev` when it holds `a[o..o+n-1]`, else a new array of them. */
function arrayOf(a: ArrayLike<number>, o: number, n: number, prev: number[] | undefined): number[] {
  if (prev && prev.length === n) {
    let i = 0;
    while (i < n && prev[i] === a[o + i]) i++;
    if (i === n) return prev;
  }
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = a[o + i]!;
  return out;
}

/**
 * A clear error for a viewer that is neither 'spectator' nor a seat of this game (a view built
 * for it would quietly be a spectator's): TypeError for the wrong kind, RangeError for a number.
 */
function checkSeat(viewer: unknown, n: number, who: string): void {
  if (Number.isInteger(viewer) && (viewer as number) >= 0 && (viewer as number) < n) return;
  const what = `${who}: the viewer is 'spectator' or a seat of this game, 0 to ${n - 1}, not ${describe(viewer)}`;
  throw typeof viewer === 'number' ? new RangeError(what) : new TypeError(what);
}

/**
 * Everything `viewer` may know now. With `prev` (an earlier view for the same viewer of the same
 * game), every part that did not change is `prev`'s own object, and `prev` itself is returned
 * when nothing did (see playerViewFor).
 */
export function viewFor(s: GameState, viewer: Viewer, prev?: GameView): GameView {
  checkState(s, 'viewFor');
  const d = s.b;
  const n = d[S_N]!;
  if (viewer !== 'spectator') checkSeat(viewer, n, 'viewFor');
  const pp = prev && prev.viewer === viewer && prev.players.length === n ? prev.players : undefined;
  let players: PlayerView[] = [];
  let same = pp !== undefined;
  for (let p = 0; p < n; p++) {
    const pv = playerViewFor(s, p, viewer, pp?.[p]);
    if (pv !== pp?.[p]) same = false;
    players.push(pv);
  }
  if (same) players = pp!;
  const g = s.g;
  const vertices = arrayOf(d, O_V, g.vertexCount, prev?.vertices);
  const edges = arrayOf(d, s.L.oE, g.edgeCount, prev?.edges);
  const r = prev?.rules;
  const die1 = d[S_DIE1]!, die2 = d[S_DIE2]!;
  const pd = prev?.dice;
  const view: GameView = {
    viewer,
    rules: r && sameParts(r, s.rules) ? r : { ...s.rules },
    phase: PHASES[d[S_PHASE]!]!,
    current: d[S_CUR]!,
    turn: s.turn,
    setupStep: d[S_SETUP_STEP]!,
    rolled: d[S_ROLLED] === 1,
    playedCardThisTurn: d[S_PLAYED] === 1,
    paidThisTurn: d[S_PAID] === 1,
    freeRoads: d[S_FREE_ROADS]!,
    specialBuilder: s.builder >= 0 ? s.builder : null,
    dice: die1 ? (pd && pd[0] === die1 && pd[1] === die2 ? pd : [die1, die2]) : null,
    robber: g.hexNames[d[S_ROBBER]!]!,
    vertices, edges,
    bank: bundleOf(d, O_BANK, prev?.bank),
    devDeckCount: d[S_DECK_N]!,
    playedCards: devBundleOf(d, O_PLAYED, prev?.playedCards),
    longestRoad: d[S_LR]! >= 0 ? d[S_LR]! : null,
    largestArmy: d[S_LA]! >= 0 ? d[S_LA]! : null,
    winner: d[S_WINNER]! >= 0 ? d[S_WINNER]! : null,
    players,
  };
  return prev && sameParts(prev, view) ? prev : view;
}

/**
 * Seat `seat`'s view, from the spectator's view `spectator` of the same state: the same but for
 * the seat's own player (what viewFor(s, seat) holds), sharing every other part with it. With
 * `prev` (the seat's earlier view), unchanged parts are kept as viewFor keeps them.
 */
export function seatViewFor(s: GameState, seat: number, spectator: GameView, prev?: GameView): GameView {
  checkSeat(seat, spectator.players.length, 'seatViewFor');
  if (spectator.phase === 'ended') return viewFor(s, seat, prev);
  const pp = prev && prev.viewer === seat ? prev.players : undefined;
  const own = playerViewFor(s, seat, seat, pp?.[seat]);
  let players = spectator.players.map((p, i) => (i === seat ? own : p));
  if (pp && pp.length === players.length && players.every((p, i) => p === pp[i])) players = pp;
  const view: GameView = { ...spectator, viewer: seat, players };
  return prev && sameParts(prev, view) ? prev : view;
}

/**
 * Whether two objects have the same keys with identical values (their parts compared by
 * identity, as views share them): what lets a view built from an earlier one be that one.
 */
export function sameParts(a: object, b: object): boolean {
  const x = a as Record<string, unknown>, y = b as Record<string, unknown>;
  let n = 0;
  for (const k in y) { if (x[k] !== y[k]) return false; n++; }
  for (const _ in x) n--;
  return n === 0;
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
  if (e.type === 'action') {
    const a = actionFor(e.action, viewer);
    return a === e.action ? e : { type: 'action', action: a };
  }
  if (e.type === 'resources' && cause?.type === 'robber' && viewer !== cause.p && viewer !== cause.victim) {
    let total = 0;
    for (const k of Object.values(e.delta)) total += k ?? 0;
    return { type: 'resourceCount', p: e.p, delta: total };
  }
  return e;
}

