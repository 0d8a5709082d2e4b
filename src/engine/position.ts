/**
 * Positions (spec/RECORD.md "Starting from a position"): a record may start mid-game, like a
 * chess FEN. loadPosition checks a position against the components and the rules before it
 * becomes a state; makePosition writes any state back as one (hidden information included,
 * so it is for the server, tests and bug reports, not for a viewer).
 */
import { measureRoad } from './longestRoad.js';
import { networkProblems } from './network.js';
import { rebuildMasks } from './pieces.js';
import { describe } from './refusals.js';
import { takeHarbor } from './step.js';
import { setupSeat } from './legal.js';
import { startingCards } from './board.js';
import {
  CITY_BIT, MAX_SEATS, O_BANK, O_BOUGHT, O_CITY_LEFT, O_DECK, O_DEV, O_KNIGHTS, O_OWES, O_PLAYED, O_RATE, O_RES, O_RES_N, O_ROADS_LEFT,
  O_ROAD_LEN, O_SETTLE_LEFT, O_V, S_BUILDER, S_CUR, S_DECK_N, S_FREE_ROADS, S_LA, S_LAST_SETTLE, S_LR, S_N, S_PHASE, S_PLAYED,
  S_ROBBER, S_ROLLED, S_SETUP_STEP, S_WINNER, W_TURN, totalVp, type GameState,
} from './state.js';
import {
  DEV_CARDS, LARGEST_ARMY_MIN, LONGEST_ROAD_MIN, PHASES, P_DISCARD, P_ENDED, P_MAIN, P_ROADS, P_ROBBER, P_ROLL, P_SBP, P_SETUP, RESOURCES,
  SUPPLY, arrayToBundle, arrayToDevBundle, type ByDevCard, type Bundle, type DevCard, type Phase,
} from './vocabulary.js';

export interface PositionPlayerJson {
  settlements?: string[];
  cities?: string[];
  roads?: string[];
  resources?: Bundle;
  devCards?: Partial<ByDevCard<number>>;
  knightsPlayed?: number;
  boughtThisTurn?: Partial<ByDevCard<number>>;
  playedCardThisTurn?: boolean;
}

export interface PositionJson {
  current?: number;
  phase?: Phase;
  turn?: number;
  setupStep?: number;
  owes?: Record<string, number>;
  freeRoads?: number;
  /** specialBuild phase (§14): the seat building now (not the current player, whose turn has ended). */
  builder?: number;
  rolled?: boolean;
  winner?: number | null;
  robber?: string;
  players?: PositionPlayerJson[];
  devDeck?: Partial<ByDevCard<number>>;
  longestRoad?: number | null;
  largestArmy?: number | null;
}

/** A refusal in the record loaders' shape (record.ts RecordError), so a caller handles both alike. */
type Loaded = { ok: true; state: GameState } | { ok: false; at: 'position'; code: 'bad-position'; error: string };
class PositionError extends Error {}

function count(x: unknown, what: string, max: number): number {
  if (x === undefined) return 0;
  if (!Number.isInteger(x) || (x as number) < 0 || (x as number) > max) throw new PositionError(`${what} must be a whole number from 0 to ${max}`);
  return x as number;
}
function seat(x: unknown, n: number, what: string): number {
  if (!Number.isInteger(x) || (x as number) < 0 || (x as number) >= n) throw new PositionError(`${what} must be a seat from 0 to ${n - 1}`);
  return x as number;
}
function flag(x: unknown, what: string): boolean | undefined {
  if (x !== undefined && typeof x !== 'boolean') throw new PositionError(`${what} must be true or false, not ${describe(x)}`);
  return x;
}
/** A bundle of counts by name (resources, development cards, seats owing): an object, not a number or a list. */
function bundle<T>(x: T | undefined, what: string): T | Record<string, never> {
  if (x === undefined) return {};
  if (typeof x !== 'object' || x === null || Array.isArray(x)) throw new PositionError(`${what} must be an object of counts by name, such as {"knight": 1}, not ${describe(x)}`);
  return x;
}
function names(x: unknown, what: string): string[] {
  if (x === undefined) return [];
  if (!Array.isArray(x) || !x.every((s) => typeof s === 'string')) throw new PositionError(`${what} must be a list of names`);
  return x as string[];
}

/**
 * Load a position onto `start` (a fresh game with the record's board, rules and seats). A bad
 * position is refused as a record's is: {ok: false, at: 'position', code: 'bad-position', error}.
 */
export function loadPosition(start: GameState, pos: PositionJson): Loaded {
  try {
    return { ok: true, state: load(start, pos) };
  } catch (e) {
    if (e instanceof PositionError) return { ok: false, at: 'position', code: 'bad-position', error: e.message };
    throw e;
  }
}

function load(start: GameState, pos: PositionJson): GameState {
  if (typeof pos !== 'object' || pos === null || Array.isArray(pos)) throw new PositionError(`"position" must be an object, not ${describe(pos)}`);
  const s = start.clone();
  const d = s.b, g = s.g, O_E = s.L.oE;
  const VERTEX_COUNT = g.vertexCount, VERTEX_EDGES = g.vertexEdges, EDGE_VERTICES = g.edgeVertices, VERTEX_NAMES = g.vertexNames;
  const n = d[S_N]!;
  const BANK_PER_RESOURCE = s.board.island.bank, DEV_DECK = s.board.island.deck;
  /** Where the counts of cards come from: §1 for the base game, §14 for the extension's. */
  const cardsRule = s.board.island.id === 'base' ? '§1' : '§14';
  // Start from an empty board with a full bank and deck: the position says what is where.
  for (let v = 0; v < VERTEX_COUNT; v++) d[O_V + v] = 0;
  for (let e = 0; e < g.edgeCount; e++) d[O_E + e] = 0;
  for (let i = 0; i < 5 * MAX_SEATS; i++) { d[O_RES + i] = 0; d[O_DEV + i] = 0; d[O_BOUGHT + i] = 0; }
  for (let p = 0; p < MAX_SEATS; p++) {
    d[O_KNIGHTS + p] = 0; d[O_RES_N + p] = 0; d[O_OWES + p] = 0;
    d[O_ROADS_LEFT + p] = SUPPLY.roads; d[O_SETTLE_LEFT + p] = SUPPLY.settlements; d[O_CITY_LEFT + p] = SUPPLY.cities;
    for (let r = 0; r < 5; r++) d[O_RATE + p * 5 + r] = 4;
  }
  // Left out, as every field of a position, it takes its opening value: every seat with nothing (RECORD.md).
  const players = pos.players ?? Array.from({ length: n }, (): PositionPlayerJson => ({}));
  if (!Array.isArray(players) || players.length !== n) throw new PositionError(`position.players must list all ${n} seats (or be left out: every seat with nothing yet)`);
  const phaseName = pos.phase ?? 'main';
  const phase = PHASES.indexOf(phaseName);
  if (phase < 0) throw new PositionError(`position.phase: unknown phase ${JSON.stringify(phaseName)} (one of ${PHASES.join(', ')})`);
  d[S_PHASE] = phase;
  d[S_CUR] = pos.current === undefined ? 0 : seat(pos.current, n, 'position.current');
  s.w[W_TURN] = pos.turn === undefined ? (phase === P_SETUP ? 0 : 1) : count(pos.turn, 'position.turn', 1_000_000);
  // RECORD.md: turn is 0 during set-up and 1 on the first player's first rolling turn.
  if (phase === P_SETUP && s.w[W_TURN] !== 0) throw new PositionError(`position.turn: ${s.w[W_TURN]} contradicts the setup phase, whose turn is 0 (the first rolling turn is 1)`);
  if (phase !== P_SETUP && s.w[W_TURN] === 0) throw new PositionError(`position.turn: 0 is set-up's, but the phase is ${phaseName}: the first rolling turn is 1`);
  const handTotals = [0, 0, 0, 0, 0];
  const held = [0, 0, 0, 0, 0];
  /** The current player's `playedCardThisTurn` as given (checked), for the phases that imply a card played. */
  let currentPlayed: boolean | undefined;
  players.forEach((pl, p) => {
    const at = `position.players[${p}]`;
    if (typeof pl !== 'object' || pl === null) throw new PositionError(`${at} must be an object`);
    const settlements = names(pl.settlements, `${at}.settlements`);
    const cities = names(pl.cities, `${at}.cities`);
    const roads = names(pl.roads, `${at}.roads`);
    if (settlements.length > SUPPLY.settlements) throw new PositionError(`${at}: ${settlements.length} settlements, but a colour has ${SUPPLY.settlements} (§1)`);
    if (cities.length > SUPPLY.cities) throw new PositionError(`${at}: ${cities.length} cities, but a colour has ${SUPPLY.cities} (§1)`);
    if (roads.length > SUPPLY.roads) throw new PositionError(`${at}: ${roads.length} roads, but a colour has ${SUPPLY.roads} (§1)`);
    for (const [list, city] of [[settlements, false], [cities, true]] as const) {
      for (const name of list) {
        const v = g.vertexId(name);
        if (v < 0) throw new PositionError(`${at}: "${name}" is not a vertex name`);
        if (d[O_V + v] !== 0) throw new PositionError(`${at}: vertex ${name} holds two buildings (§5)`);
        d[O_V + v] = (p + 1) | (city ? CITY_BIT : 0);
        takeHarbor(s, p, v);
      }
    }
    for (const name of roads) {
      const e = g.edgeId(name);
      if (e < 0) throw new PositionError(`${at}: "${name}" is not an edge name`);
      if (d[O_E + e] !== 0) throw new PositionError(`${at}: edge ${name} holds two roads (§5)`);
      d[O_E + e] = p + 1;
    }
    d[O_SETTLE_LEFT + p] = SUPPLY.settlements - settlements.length;
    d[O_CITY_LEFT + p] = SUPPLY.cities - cities.length;
    d[O_ROADS_LEFT + p] = SUPPLY.roads - roads.length;
    const res: Bundle = bundle(pl.resources, `${at}.resources`);
    for (const k of Object.keys(res)) if (!RESOURCES.includes(k as never)) throw new PositionError(`${at}.resources: "${k}" is not a resource`);
    let total = 0;
    RESOURCES.forEach((r, i) => {
      const k = count(res[r], `${at}.resources.${r}`, BANK_PER_RESOURCE);
      d[O_RES + p * 5 + i] = k; handTotals[i]! += k; total += k;
    });
    d[O_RES_N + p] = total;
    const dev: Partial<ByDevCard<number>> = bundle(pl.devCards, `${at}.devCards`);
    const bought: Partial<ByDevCard<number>> = bundle(pl.boughtThisTurn, `${at}.boughtThisTurn`);
    for (const k of [...Object.keys(dev), ...Object.keys(bought)]) if (!DEV_CARDS.includes(k as DevCard)) throw new PositionError(`${at}: "${k}" is not a development card`);
    DEV_CARDS.forEach((c, i) => {
      const k = count(dev[c], `${at}.devCards.${c}`, DEV_DECK[i]!);
      const b = count(bought[c], `${at}.boughtThisTurn.${c}`, DEV_DECK[i]!);
      if (b > k) throw new PositionError(`${at}.boughtThisTurn.${c}: more than the ${k} held (devCards includes cards bought this turn)`);
      d[O_DEV + p * 5 + i] = k; d[O_BOUGHT + p * 5 + i] = b; held[i]! += k;
    });
    d[O_KNIGHTS + p] = count(pl.knightsPlayed, `${at}.knightsPlayed`, DEV_DECK[0]!);
    held[0]! += d[O_KNIGHTS + p]!;
    const played = flag(pl.playedCardThisTurn, `${at}.playedCardThisTurn`);
    if (p === d[S_CUR]) { currentPlayed = played; if (played) d[S_PLAYED] = 1; }
  });
  for (let r = 0; r < 5; r++) {
    if (handTotals[r]! > BANK_PER_RESOURCE) throw new PositionError(`the hands hold ${handTotals[r]} ${RESOURCES[r]}, but there are ${BANK_PER_RESOURCE} (${cardsRule})`);
    d[O_BANK + r] = BANK_PER_RESOURCE - handTotals[r]!;
  }
  let deckN = 0;
  let knights = 0;
  for (let p = 0; p < n; p++) knights += d[O_KNIGHTS + p]!;
  const deck = pos.devDeck === undefined ? undefined : bundle(pos.devDeck, 'position.devDeck') as Partial<ByDevCard<number>>;
  DEV_CARDS.forEach((c, i) => {
    const k = deck ? count(deck[c], `position.devDeck.${c}`, DEV_DECK[i]!) : Math.max(0, DEV_DECK[i]! - held[i]!);
    if (k + held[i]! > DEV_DECK[i]!) throw new PositionError(`the deck and the hands${i === 0 ? ' and the knights played' : ''} hold ${k + held[i]!} ${c} cards, but there are ${DEV_DECK[i]} (${cardsRule})`);
    d[O_DECK + i] = k; deckN += k;
    d[O_PLAYED + i] = DEV_DECK[i]! - k - held[i]! + (i === 0 ? knights : 0);
  });
  if (deck) for (const k of Object.keys(deck)) if (!DEV_CARDS.includes(k as DevCard)) throw new PositionError(`position.devDeck: "${k}" is not a development card`);
  d[S_DECK_N] = deckN;

  // The board's rules: distance, buildings on roads, roads joined to their owner's buildings.
  for (let v = 0; v < VERTEX_COUNT; v++) {
    if (d[O_V + v] === 0) continue;
    for (let k = 0; k < 3; k++) {
      const e = VERTEX_EDGES[v * 3 + k]!;
      if (e < 0) continue;
      const w = EDGE_VERTICES[e * 2]! === v ? EDGE_VERTICES[e * 2 + 1]! : EDGE_VERTICES[e * 2]!;
      if (d[O_V + w] !== 0) throw new PositionError(`buildings at ${VERTEX_NAMES[v]} and ${VERTEX_NAMES[w]} break the distance rule (§5)`);
    }
  }
  rebuildMasks(s);
  // In set-up the pieces are what the placements so far have put down (§3), and only the seat whose
  // road is due may have a settlement without one.
  const setupStep = phase === P_SETUP ? (pos.setupStep === undefined ? 0 : count(pos.setupStep, 'position.setupStep', 4 * n - 1)) : -1;
  if (phase === P_SETUP) checkSetupPieces(s, n, setupStep);
  checkNetworks(s, n, phase === P_SETUP, phase === P_SETUP && (setupStep & 1) ? setupSeat(n, setupStep) : -1);

  if (pos.robber !== undefined) {
    const h = typeof pos.robber === 'string' ? g.hexId(pos.robber) : -1;
    if (h < 0) throw new PositionError(`position.robber: ${describe(pos.robber)} is not a land hex`);
    d[S_ROBBER] = h;
  }
  // Phase details.
  if (phase === P_SETUP) {
    const step = setupStep;
    d[S_SETUP_STEP] = step;
    const seatNow = setupSeat(n, step);
    if (pos.current !== undefined && d[S_CUR] !== seatNow) {
      throw new PositionError(`position.current: seat ${d[S_CUR]} contradicts setupStep ${step}, which is seat ${seatNow}'s placement (§3: 1, 2, …, N, then N, …, 1)`);
    }
    d[S_CUR] = seatNow;
    if (step & 1) d[S_LAST_SETTLE] = findRoadlessSettlement(s, seatNow);
  } else {
    d[S_SETUP_STEP] = 4 * n;
  }
  const rolled = flag(pos.rolled, 'position.rolled');
  d[S_ROLLED] = rolled === undefined ? (phase === P_MAIN || phase === P_DISCARD || phase === P_ROBBER || phase === P_ROADS ? 1 : 0) : rolled ? 1 : 0;
  // A Road Building phase, or a robber phase before the roll, follows a card played this turn (§8: one a turn).
  if (phase === P_ROADS || (phase === P_ROBBER && d[S_ROLLED] === 0)) {
    if (currentPlayed === false) throw new PositionError(`"playedCardThisTurn": false contradicts the ${phaseName} phase${phase === P_ROBBER ? ' before the roll' : ''}, which follows a ${phase === P_ROADS ? 'Road Building' : 'Knight'} card played this turn (§8)`);
    d[S_PLAYED] = 1;
  }
  if (phase === P_SBP && pos.rolled) throw new PositionError('"rolled": true contradicts the specialBuild phase, which comes after a turn has ended (§14)');
  if (pos.rolled !== undefined) {
    if ((phase === P_MAIN || phase === P_DISCARD) && !pos.rolled) throw new PositionError(`"rolled": false contradicts the ${phaseName} phase, which comes after the roll (§4)`);
    if (phase === P_ROLL && pos.rolled) throw new PositionError('"rolled": true contradicts the roll phase: the dice are rolled once a turn (§4)');
  }
  for (let p = 0; p < n; p++) {
    if (p === d[S_CUR]) continue;
    for (let c = 0; c < 5; c++) {
      if (d[O_BOUGHT + p * 5 + c]! > 0) throw new PositionError(`seat ${p} is not the current player, so it cannot have bought cards this turn (boughtThisTurn)`);
    }
  }
  if (phase === P_DISCARD) {
    const owes: Record<string, number> = bundle(pos.owes, 'position.owes');
    let any = false;
    for (const [k, v] of Object.entries(owes)) {
      const q = seat(Number(k), n, `position.owes key "${k}"`);
      const due = count(v, `position.owes["${k}"]`, 47);
      const hand = d[O_RES_N + q]!;
      if (due && (!s.rules.discard || hand <= s.rules.discardOver || due !== hand >> 1)) {
        throw new PositionError(`seat ${q} cannot owe ${due}: a player with more than ${s.rules.discardOver} cards owes half, rounded down (§4.3); seat ${q} holds ${hand}`);
      }
      d[O_OWES + q] = due;
      if (due) any = true;
    }
    if (!any) throw new PositionError('a discard position needs "owes": {seat: cards} with at least one seat owing (§4.3)');
  }
  if (phase === P_ROADS) {
    const free = pos.freeRoads === undefined ? 2 : count(pos.freeRoads, 'position.freeRoads', 2);
    if (free === 0) throw new PositionError('position.freeRoads must be 1 or 2: a roadBuilding phase has a free road still to place (§8)');
    d[S_FREE_ROADS] = free;
  }
  if (phase === P_SBP) {
    if (!s.rules.specialBuild) throw new PositionError('a specialBuild position needs the special building phase in the rules (rules.specialBuild, §14)');
    const q = seat(pos.builder, n, 'position.builder (the seat building in the special building phase)');
    if (q === d[S_CUR]) throw new PositionError('the player whose turn just ended does not build in the special building phase (§14): "builder" must be another seat');
    d[S_BUILDER] = q;
  } else if (pos.builder !== undefined) {
    throw new PositionError('"builder" belongs to the specialBuild phase only (§14)');
  }
  for (let p = 0; p < n; p++) d[O_ROAD_LEN + p] = measureRoad(s, p);
  // Holders are given, and must qualify (RECORD.md).
  d[S_LR] = -1;
  if (pos.longestRoad !== undefined && pos.longestRoad !== null) {
    const h = seat(pos.longestRoad, n, 'position.longestRoad');
    const len = d[O_ROAD_LEN + h]!;
    if (len < LONGEST_ROAD_MIN) throw new PositionError(`seat ${h} cannot hold Longest Road with a road of ${len}: it takes at least 5 (§9)`);
    for (let p = 0; p < n; p++) if (d[O_ROAD_LEN + p]! > len) throw new PositionError(`seat ${h} cannot hold Longest Road: seat ${p}'s road is longer (§9)`);
    d[S_LR] = h;
  } else {
    let max = 0, cnt = 0, who = -1;
    for (let p = 0; p < n; p++) {
      const len = d[O_ROAD_LEN + p]!;
      if (len > max) { max = len; cnt = 1; who = p; } else if (len === max) cnt++;
    }
    if (max >= LONGEST_ROAD_MIN && cnt === 1) throw new PositionError(`seat ${who} alone has the longest road (${max}) and would hold Longest Road: "longestRoad" cannot be null (§9)`);
  }
  d[S_LA] = -1;
  let maxK = 0;
  for (let p = 0; p < n; p++) maxK = Math.max(maxK, d[O_KNIGHTS + p]!);
  if (pos.largestArmy !== undefined && pos.largestArmy !== null) {
    const h = seat(pos.largestArmy, n, 'position.largestArmy');
    if (d[O_KNIGHTS + h]! < LARGEST_ARMY_MIN) throw new PositionError(`seat ${h} cannot hold Largest Army with ${d[O_KNIGHTS + h]} knights: it takes at least 3 (§9)`);
    if (d[O_KNIGHTS + h]! < maxK) throw new PositionError(`seat ${h} cannot hold Largest Army: another seat played more knights (§9)`);
    d[S_LA] = h;
  } else if (maxK >= LARGEST_ARMY_MIN) {
    throw new PositionError(`a seat has played ${maxK} knights, so someone holds Largest Army: "largestArmy" cannot be null (§9)`);
  }
  d[S_WINNER] = -1;
  if (phase !== P_ENDED && phase !== P_SETUP && totalVp(s, d[S_CUR]!) >= s.rules.victoryPoints) {
    // §10: the current player already has the points; the game is won at once.
    d[S_PHASE] = P_ENDED;
    d[S_WINNER] = d[S_CUR]!;
  }
  if (phase === P_ENDED) {
    const w = seat(pos.winner, n, 'position.winner (an ended position names its winner)');
    if (totalVp(s, w) < s.rules.victoryPoints) throw new PositionError(`seat ${w} has ${totalVp(s, w)} points, short of the ${s.rules.victoryPoints} needed to have won (§10)`);
    d[S_WINNER] = w;
  }
  return s;
}



function findRoadlessSettlement(s: GameState, p: number): number {
  const v = networkProblems(s, p).roadless[0];
  if (v === undefined) throw new PositionError(`set-up: the next placement is a road, but seat ${p} has no settlement without a road`);
  return v;
}

/**
 * A set-up position's pieces, hands and cards against its step (§3): each seat has placed the
 * settlements and roads that the order 1, 2, …, N, then N, …, 1 has given it so far, no city and
 * no development card, and holds the starting cards of one of its settlements once it has two.
 */
function checkSetupPieces(s: GameState, n: number, step: number): void {
  const d = s.b;
  const cards = new Int32Array(5);
  for (let p = 0; p < n; p++) {
    let wantS = 0, wantR = 0;
    for (let k = 0; k < step; k++) if (setupSeat(n, k) === p) { if (k & 1) wantR++; else wantS++; }
    const settlements = SUPPLY.settlements - d[O_SETTLE_LEFT + p]!, roads = SUPPLY.roads - d[O_ROADS_LEFT + p]!;
    if (d[O_CITY_LEFT + p]! < SUPPLY.cities) throw new PositionError(`seat ${p} has a city in set-up, where only settlements and roads are placed (§3)`);
    if (settlements !== wantS || roads !== wantR) {
      throw new PositionError(`seat ${p} has ${settlements} settlement${settlements === 1 ? '' : 's'} and ${roads} road${roads === 1 ? '' : 's'}, but after setupStep ${step} it has placed ${wantS} and ${wantR} (§3: a settlement and a road each, in the order 1, 2, …, N, then N, …, 1)`);
    }
    let dev = d[O_KNIGHTS + p]!;
    for (let c = 0; c < 5; c++) dev += d[O_DEV + p * 5 + c]!;
    if (dev > 0) throw new PositionError(`seat ${p} holds or has played development cards in set-up, but they are bought only once play has begun (§3, §8)`);
    if (d[O_RES_N + p] === 0) continue;
    // §3: the starting cards are those of the hexes around the second settlement.
    let matches = false;
    if (wantS === 2) {
      for (let v = 0; v < s.g.vertexCount && !matches; v++) {
        if ((d[O_V + v]! & 7) !== p + 1) continue;
        cards.fill(0);
        startingCards(s.board, v, cards);
        matches = true;
        for (let r = 0; r < 5; r++) if (cards[r] !== d[O_RES + p * 5 + r]) matches = false;
      }
    }
    if (!matches) {
      throw new PositionError(wantS < 2
        ? `seat ${p} holds cards in set-up before its second settlement, which brings the starting cards (§3)`
        : `seat ${p}'s cards are not the starting cards of either of its settlements (§3: one for each land hex touching the second settlement)`);
    }
  }
}

/** Every building touches an own road (but `roadDue`'s settlement, whose road is still to come in set-up); every road is joined to an own building through own roads. */
function checkNetworks(s: GameState, n: number, setup: boolean, roadDue: number): void {
  for (let p = 0; p < n; p++) {
    const { roadless, unjoined } = networkProblems(s, p);
    const allowed = p === roadDue ? 1 : 0;
    if (roadless.length > allowed) {
      throw new PositionError(`seat ${p}'s building at ${s.g.vertexNames[roadless[allowed]!]} touches none of its roads (${setup ? '§3: each set-up settlement gets its road before the next placement' : '§5'})`);
    }
    if (unjoined.length) throw new PositionError(`seat ${p}'s road at ${s.g.edgeNames[unjoined[0]!]} is not joined to any of its buildings (§5)`);
  }
}

/** Write a state as a position (everything, hidden cards included). */
export function makePosition(s: GameState): PositionJson {
  const d = s.b, g = s.g, O_E = s.L.oE;
  const n = d[S_N]!;
  const players: PositionPlayerJson[] = [];
  for (let p = 0; p < n; p++) {
    const settlements: string[] = [], cities: string[] = [], roads: string[] = [];
    for (let v = 0; v < g.vertexCount; v++) {
      const b = d[O_V + v]!;
      if ((b & 7) !== p + 1) continue;
      (b & CITY_BIT ? cities : settlements).push(g.vertexNames[v]!);
    }
    for (let e = 0; e < g.edgeCount; e++) if (d[O_E + e] === p + 1) roads.push(g.edgeNames[e]!);
    players.push({
      settlements, cities, roads,
      resources: arrayToBundle(d, O_RES + p * 5),
      devCards: arrayToDevBundle(d, O_DEV + p * 5),
      knightsPlayed: d[O_KNIGHTS + p]!,
      boughtThisTurn: arrayToDevBundle(d, O_BOUGHT + p * 5),
      playedCardThisTurn: p === d[S_CUR] && d[S_PLAYED] === 1,
    });
  }
  const pos: PositionJson = {
    current: d[S_CUR]!, phase: PHASES[d[S_PHASE]!]!, turn: s.turn, rolled: d[S_ROLLED] === 1,
    robber: g.hexNames[d[S_ROBBER]!]!, players,
    devDeck: arrayToDevBundle(d, O_DECK),
    longestRoad: d[S_LR]! >= 0 ? d[S_LR]! : null,
    largestArmy: d[S_LA]! >= 0 ? d[S_LA]! : null,
  };
  if (d[S_PHASE] === P_SETUP) pos.setupStep = d[S_SETUP_STEP]!;
  if (d[S_PHASE] === P_DISCARD) {
    pos.owes = {};
    for (let p = 0; p < n; p++) if (d[O_OWES + p]) pos.owes[String(p)] = d[O_OWES + p]!;
  }
  if (d[S_PHASE] === P_ROADS) pos.freeRoads = d[S_FREE_ROADS]!;
  if (d[S_PHASE] === P_SBP) pos.builder = d[S_BUILDER]!;
  if (d[S_PHASE] === P_ENDED) pos.winner = d[S_WINNER]!;
  return pos;
}
