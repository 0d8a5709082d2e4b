/**
 * The checked door: untrusted actions (from a person, a record, a network) are parsed,
 * checked against the rules, and applied to a copy of the state. Every refusal carries a
 * stable code and a sentence naming the rule (RULES.md section). Nothing is changed on a
 * refusal. Legality is decided by the same predicates as legalCodes, so the two agree.
 */
import type { Action } from './actions.js';
import {
  CITY, CodeList, ROAD, SETTLEMENT, buildCode, buyCode, discardCode, endCode, playCode, robberCode, rollCode,
} from './codes.js';
import {
  bankTotal, canAfford, canTrade, hasRoadSpot, isFreeSpot, isRoadSpot, isSettlementSpot, legalCodes, playable, robberHexMask, setupSeat, victimsAt,
} from './legal.js';
import { applyCode, transfer } from './step.js';
import {
  O_BANK, O_DECK, O_DEV, O_OWES, O_RATE, O_RES, O_RES_N, O_ROADS_LEFT, O_SETTLE_LEFT, O_CITY_LEFT, O_V, S_CUR,
  S_BUILDER, S_DECK_N, S_LAST_SETTLE, S_N, S_PHASE, S_PLAYED, S_ROBBER, S_SETUP_STEP, S_WINNER, checkState, type GameState,
} from './state.js';
import {
  COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, DEV_CARDS, MONOPOLY, PHASES, PIECES, P_DISCARD, P_ENDED,
  P_MAIN, P_ROADS, P_ROBBER, P_ROLL, P_SBP, P_SETUP, RESOURCES, ROAD_BUILDING, VICTORY_POINT, YEAR_OF_PLENTY,
  type Bundle, type DevCard, type Resource,
} from './vocabulary.js';
import { eventsBetween, type GameEvent } from './events.js';
import { describe, refusal, type RefusalDetails, type RuleCode, type RuleError, type Section } from './refusals.js';

export type { RuleError } from './refusals.js';
export type ApplyResult =
  | { ok: true; state: GameState; action: Action; events: GameEvent[] }
  | { ok: false; error: RuleError };

export interface ApplyOptions {
  /** Records must carry every chance outcome (dice, stolen card, bought card). */
  requireOutcomes?: boolean;
  /**
   * A player's own input: an action that names a chance outcome (a roll's `dice`, a purchase's
   * `card`, a steal's `stolen`) is refused as `malformed` with that field, since chance decides
   * it. Without it the outcome given is taken (records replay so); a host of untrusted players
   * passes this, or strips the outcome (`stripOutcome`).
   */
  forbidOutcomes?: boolean;
}

/** The chance outcome an action may carry, by action type. */
const OUTCOME_FIELD: Partial<Record<Action['type'], 'dice' | 'card' | 'stolen'>> = { roll: 'dice', buy: 'card', robber: 'stolen' };

const fail = (code: RuleCode, message: string, details?: RefusalDetails & { section?: Section }): { ok: false; error: RuleError } =>
  ({ ok: false, error: refusal(code, message, details) });

const PHASE_HINT: Record<string, string> = {
  setup: 'place a set-up settlement or road', roll: 'roll the dice',
  discard: 'discard', robber: 'move the robber', main: 'trade, build, buy, play a card or end the turn',
  roadBuilding: 'place a free road', ended: 'nothing: the game is over',
  specialBuild: 'build or buy in the special building phase, or pass',
};

/**
 * What may be done now, for a refusal's words: the phase's hint, and before the roll a
 * development card only where the player to move holds one that may be played (§8: not one
 * bought this turn, and one card a turn).
 */
function nowHint(state: GameState): string {
  const phase = state.b[S_PHASE]!;
  if (phase !== P_ROLL) return PHASE_HINT[PHASES[phase]!]!;
  const cur = state.b[S_CUR]!;
  for (let c = 0; c < DEV_CARDS.length; c++) {
    if (c !== VICTORY_POINT && whyNotPlay(state, cur, c) === null) return 'roll the dice (or play a development card first)';
  }
  return PHASE_HINT.roll!;
}

/** The seat that must act now (RECORD.md: in the discard phase, the first seat that owes). */
export function seatToMove(s: GameState): number {
  const d = s.b;
  if (d[S_PHASE] === P_SETUP) return setupSeat(d[S_N]!, d[S_SETUP_STEP]!);
  if (d[S_PHASE] === P_SBP) return d[S_BUILDER]!;
  if (d[S_PHASE] === P_DISCARD) {
    const n = d[S_N]!;
    for (let i = 0; i < n; i++) {
      const q = (d[S_CUR]! + i) % n;
      if (d[O_OWES + q]! > 0) return q;
    }
  }
  return d[S_CUR]!;
}

/** Parse a bundle: known resources only, whole non-negative counts, no more than the game's `most` of one kind. */
export function parseBundle(b: unknown, what: string, most = 19): number[] | RuleError {
  if (typeof b !== 'object' || b === null || Array.isArray(b)) return refusal('malformed', `${what} must be a bundle such as {"grain": 1}, not ${describe(b)}`, { field: what });
  const out = [0, 0, 0, 0, 0];
  for (const [k, v] of Object.entries(b)) {
    const r = RESOURCES.indexOf(k as Resource);
    if (r < 0) return refusal('malformed', `${what}: ${describe(k)} is not a resource (brick, wood, wool, grain, ore)`, { field: what });
    if (!Number.isInteger(v) || (v as number) < 0) return refusal('malformed', `${what}.${k} must be a whole number of cards, not ${describe(v)}`, { field: `${what}.${k}`, resource: k as Resource });
    // More cards of one kind than the game has cannot be held by anyone (§1).
    if ((v as number) > most) {
      return refusal('not-held', `${what}.${k}: ${v} cards, but the game has only ${most} ${k} in all (§1)`, { field: `${what}.${k}`, resource: k as Resource, need: v as number, have: most, section: '§1' });
    }
    out[r] = v as number;
  }
  return out;
}
const isErr = (x: unknown): x is RuleError => typeof x === 'object' && x !== null && 'code' in x && 'message' in x;
const sum = (a: readonly number[]) => a.reduce((x, y) => x + y, 0);
const names = (a: readonly number[]) => a.map((k, r) => (k ? `${k} ${RESOURCES[r]}` : '')).filter(Boolean).join(', ') || 'nothing';

const list = new CodeList();

/**
 * Check an action and apply it to a copy of the state. Returns the new state, the action as
 * completed (outcomes written in) and the events; or a refusal that changes nothing.
 */
export function apply(state: GameState, action: Action, opts: ApplyOptions = {}): ApplyResult {
  checkState(state, 'apply');
  const d = state.b;
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return fail('malformed', `an action must be an object with "p" and "type", not ${describe(action)}`, { field: 'action' });
  const a = action as Action & Record<string, unknown>;
  const n = d[S_N]!;
  if (!Number.isInteger(a.p) || a.p < 0 || a.p >= n) return fail('malformed', `"p" must be a seat from 0 to ${n - 1}, not ${describe(a.p)}`, { field: 'p' });
  if (opts.forbidOutcomes) {
    const field = OUTCOME_FIELD[a.type as Action['type']];
    if (field && a[field] !== undefined) return fail('malformed', `${field}: chance decides the ${field === 'dice' ? 'dice' : field === 'card' ? 'card drawn' : 'card stolen'}, not the player; send the action without it`, { field });
  }
  if (d[S_PHASE] === P_ENDED) return fail('game-over', `the game is over: seat ${d[S_WINNER]} has won, and no action is accepted after the win (§10)`, { seat: d[S_WINNER]!, phase: 'ended' });
  const p = a.p;
  const phase = PHASES[d[S_PHASE]!]!;
  const mover = seatToMove(state);

  // Domestic trades and multi-lot bank trades are not codes: checked and applied here.
  if (a.type === 'trade') return applyTrade(state, a);
  if (a.type === 'bankTrade') return applyBankTrade(state, a);

  if (a.type === 'discard') {
    if (d[S_PHASE] === P_SBP) return fail('wrong-phase', `no discard is owed in the special building phase: discards follow a roll of 7 (§4.3), and this phase is not a turn (§14); now ${nowHint(state)}`, { phase, section: '§14' });
    if (d[S_PHASE] !== P_DISCARD && !state.rules.discard) return fail('wrong-phase', `no discard is owed: this game plays the No discard variant, so a 7 makes nobody discard (§11); now ${nowHint(state)}`, { phase, section: '§11' });
    if (d[S_PHASE] !== P_DISCARD) return fail('wrong-phase', `no discard is owed now: discards follow a roll of 7 (§4.3); now ${nowHint(state)}`, { phase, section: '§4.3' });
    const owes = d[O_OWES + p]!;
    if (!owes) return fail('discard-not-owed', `seat ${p} owes no discard: only players with more than ${state.rules.discardOver} cards discard (§4.3)`, { seat: p });
    const cards = parseBundle(a.cards, 'cards', state.board.island.bank);
    if (isErr(cards)) return { ok: false, error: cards };
    if (sum(cards) !== owes) return fail('discard-count', `seat ${p} must discard exactly ${owes} cards, half of ${d[O_RES_N + p]} rounded down (§4.3), not ${sum(cards)}`, { seat: p, need: owes, have: sum(cards) });
    for (let r = 0; r < 5; r++) {
      if (cards[r]! > d[O_RES + p * 5 + r]!) return fail('not-held', `seat ${p} cannot discard ${cards[r]} ${RESOURCES[r]}: they hold ${d[O_RES + p * 5 + r]} (§4.3)`, { seat: p, resource: RESOURCES[r]!, need: cards[r]!, have: d[O_RES + p * 5 + r]! });
    }
    return finish(state, discardCode(p, cards), a);
  }

  if (p !== mover) {
    if (d[S_PHASE] === P_SBP) {
      return fail('not-your-turn', `in the special building phase the players build one at a time, in turn order after the player whose turn ended (who does not take part): seat ${mover} builds now, not seat ${p} (§14)`, { seat: mover, phase, section: '§14' });
    }
    return fail('not-your-turn', d[S_PHASE] === P_DISCARD
      ? `discards come first: seat ${mover} still owes a discard before the robber moves (§4.3)`
      : `it is seat ${mover}'s turn to act, not seat ${p}'s (§4)`, { seat: mover, phase, section: d[S_PHASE] === P_DISCARD ? '§4.3' : '§4' });
  }
  // The special building phase is not a turn: only building, buying and passing (§14).
  if (d[S_PHASE] === P_SBP && (a.type === 'roll' || a.type === 'robber')) {
    return fail('wrong-phase', `the special building phase is not a turn: its builder only builds, buys development cards or passes (§14), so no ${a.type === 'roll' ? 'roll of the dice' : 'robber move'} now`, { phase, section: '§14' });
  }

  let code: number;
  switch (a.type) {
    case 'end':
      if (d[S_PHASE] !== P_MAIN && d[S_PHASE] !== P_SBP) return fail('wrong-phase', `the turn can end only after the roll, in the action phase (§4.5); now ${nowHint(state)}`, { phase, section: '§4.5' });
      code = endCode(p);
      break;
    case 'roll':
      if (d[S_PHASE] !== P_ROLL) return fail('wrong-phase', `the dice are rolled once, at the start of the turn (§4.2); now ${nowHint(state)}`, { phase, section: '§4.2' });
      if (a.dice !== undefined) {
        const dice = a.dice as unknown;
        const asked = 'dice must be two whole numbers from 1 to 6, such as [3, 4]';
        if (!Array.isArray(dice)) return fail('malformed', `${asked}, not ${describe(dice)}`, { field: 'dice' });
        if (dice.length !== 2) return fail('malformed', `${asked}: this list holds ${dice.length} value${dice.length === 1 ? '' : 's'}`, { field: 'dice' });
        const wrong = dice.findIndex((x) => !(Number.isInteger(x) && x >= 1 && x <= 6));
        if (wrong >= 0) {
          const x = dice[wrong] as unknown;
          const why = typeof x !== 'number' ? 'not a number' : Number.isInteger(x) ? 'out of 1 to 6' : 'not a whole number';
          return fail('malformed', `${asked}: the ${wrong === 0 ? 'first' : 'second'} die is ${describe(x)}, ${why}`, { field: 'dice' });
        }
      } else if (opts.requireOutcomes) return fail('outcome-missing', 'a recorded roll must carry its dice, such as "dice": [3, 4]', { field: 'dice' });
      code = rollCode(p);
      break;
    case 'build': {
      const piece = PIECES.indexOf(a.piece);
      if (piece < 0) return fail('malformed', `piece must be road, settlement or city, not ${describe(a.piece)}`, { field: 'piece' });
      const at = typeof a.at !== 'string' ? -1 : piece === ROAD ? state.g.edgeId(a.at) : state.g.vertexId(a.at);
      if (at < 0) return fail('malformed', `${describe(a.at)} is not ${piece === ROAD ? 'an edge' : 'a vertex'} name (RECORD.md notation)`, { field: 'at', piece: a.piece });
      const why = whyNotBuild(state, p, piece, at);
      if (why) return { ok: false, error: why };
      code = buildCode(p, piece, at);
      break;
    }
    case 'buy': {
      if (d[S_PHASE] !== P_MAIN && d[S_PHASE] !== P_SBP) return fail('wrong-phase', `development cards are bought in the action phase, after the roll (§4.4), or in the special building phase (§14); now ${nowHint(state)}`, { phase, section: '§4.4' });
      if (d[S_DECK_N] === 0) return fail('deck-empty', 'the development deck is empty: none can be bought (§5)');
      if (!canAfford(d, p, COST_DEV)) return fail('cannot-afford', 'a development card costs 1 wool, 1 grain and 1 ore (§5)', { seat: p });
      if (a.card !== undefined) {
        const c = DEV_CARDS.indexOf(a.card);
        if (c < 0) return fail('malformed', `card: unknown development card ${describe(a.card)}`, { field: 'card' });
        if (d[O_DECK + c] === 0) return fail('outcome-impossible', `no ${a.card} card is left in the deck`, { card: a.card });
      } else if (opts.requireOutcomes) return fail('outcome-missing', 'a recorded purchase must name the card drawn, such as "card": "knight"', { field: 'card' });
      code = buyCode(p);
      break;
    }
    case 'play': {
      const c = DEV_CARDS.indexOf(a.card);
      if (c < 0) return fail('malformed', `card: unknown development card ${describe(a.card)}`, { field: 'card' });
      const why = whyNotPlay(state, p, c);
      if (why) return { ok: false, error: why };
      let arg = 0;
      if (c === YEAR_OF_PLENTY) {
        const take = parseBundle(a.take, 'take', state.board.island.bank);
        if (isErr(take)) return { ok: false, error: take };
        const total = bankTotal(d);
        const want = total === 1 ? 1 : 2;
        if (sum(take) !== want) return fail('bad-take', `Year of Plenty takes ${want === 2 ? 'exactly 2 resources' : 'the single card the bank holds'} (§8)`, { need: want, have: sum(take) });
        for (let r = 0; r < 5; r++) if (take[r]! > d[O_BANK + r]!) return fail('bank-empty', `the bank holds only ${d[O_BANK + r]} ${RESOURCES[r]} (§8)`, { resource: RESOURCES[r]!, need: take[r]!, have: d[O_BANK + r]!, section: '§8' });
        const picked: number[] = [];
        take.forEach((k, r) => { for (let i = 0; i < k; i++) picked.push(r); });
        arg = want === 1 ? picked[0]! * 6 + 5 : picked[0]! * 6 + picked[1]!;
      } else if (c === MONOPOLY) {
        const r = RESOURCES.indexOf(a.resource as Resource);
        if (r < 0) return fail('malformed', `Monopoly needs "resource": one of brick, wood, wool, grain, ore, not ${describe(a.resource)} (§8)`, { field: 'resource', section: '§8' });
        arg = r;
      }
      code = playCode(p, c, arg);
      break;
    }
    case 'robber': {
      if (d[S_PHASE] !== P_ROBBER) return fail('wrong-phase', `the robber moves after a 7 (and its discards) or a Knight (§6); now ${nowHint(state)}`, { phase, section: '§6' });
      const h = typeof a.hex === 'string' ? state.g.hexId(a.hex) : -1;
      if (h < 0) return fail('malformed', `${describe(a.hex)} is not a land hex (RECORD.md notation)`, { field: 'hex' });
      const mask = robberHexMask(state, p);
      if (!(mask & (1 << h))) {
        if (h === d[S_ROBBER]) return fail('robber-must-move', `the robber must move to a different hex than ${state.g.hexNames[h]} (§6)`, { at: state.g.hexNames[h]! });
        return fail('robber-protected', `friendly robber: ${state.g.hexNames[h]} touches a player with fewer than 3 visible points (§11)`, { at: state.g.hexNames[h]! });
      }
      const victims = victimsAt(state, p, h);
      let victim = -1;
      if (a.victim !== undefined && a.victim !== null) {
        if (!Number.isInteger(a.victim) || (a.victim as number) < 0 || (a.victim as number) >= n || !(victims & (1 << (a.victim as number)))) {
          return Number.isInteger(a.victim)
            ? fail('bad-victim', `seat ${a.victim} has no building on ${state.g.hexNames[h]}: the victim must be an opponent with a settlement or city there (§6)`, { seat: a.victim as number, at: state.g.hexNames[h]! })
            : fail('malformed', `victim must be a seat number, not ${describe(a.victim)}`, { field: 'victim' });
        }
        victim = a.victim as number;
      } else if (victims) {
        return fail('victim-required', `an opponent has a building on ${state.g.hexNames[h]}: choose whom to rob ("victim") — choosing is compulsory (§6)`, { at: state.g.hexNames[h]! });
      }
      if (victim >= 0 && d[O_RES_N + victim]! > 0) {
        if (a.stolen !== undefined) {
          const r = RESOURCES.indexOf(a.stolen);
          if (r < 0) return fail('malformed', `stolen: ${describe(a.stolen)} is not a resource`, { field: 'stolen' });
          if (d[O_RES + victim * 5 + r] === 0) return fail('outcome-impossible', `seat ${victim} holds no ${a.stolen} to be stolen`, { seat: victim, resource: a.stolen });
        } else if (opts.requireOutcomes) return fail('outcome-missing', 'a recorded steal must name the card stolen ("stolen")', { field: 'stolen' });
      } else if (a.stolen !== undefined) {
        return fail('outcome-impossible', victim >= 0
          ? `seat ${victim} holds no cards, so nothing is stolen from them (§6)`
          : `no opponent has a building on ${state.g.hexNames[h]}, so nothing is stolen (§6)`, { field: 'stolen', section: '§6' });
      }
      code = robberCode(p, h, victim);
      break;
    }
    default:
      return fail('malformed', `unknown action type ${describe((a as { type: unknown }).type)} (one of ${['build', 'roll', 'discard', 'robber', 'buy', 'play', 'bankTrade', 'trade', 'end'].join(', ')})`, { field: 'type' });
  }
  return finish(state, code, a);
}

function finish(state: GameState, code: number, a: Action): ApplyResult {
  legalCodes(state, list);
  if (!list.includes(code)) {
    // Should not happen: the checks above mirror legalCodes. Refuse rather than corrupt.
    return fail('illegal', `this ${a.type} is not legal now (${PHASES[state.b[S_PHASE]!]} phase)`, { phase: PHASES[state.b[S_PHASE]!]! });
  }
  const next = state.clone();
  let outcome = -1;
  if (a.type === 'roll' && a.dice) outcome = (a.dice[0] - 1) * 6 + (a.dice[1] - 1);
  else if (a.type === 'buy' && a.card) outcome = DEV_CARDS.indexOf(a.card);
  else if (a.type === 'robber' && a.stolen) outcome = RESOURCES.indexOf(a.stolen);
  const used = applyCode(next, code, outcome);
  const done = completed(a, used);
  return { ok: true, state: next, action: done, events: eventsBetween(state, next, done) };
}

/** The action as it happened, with its outcome written in (RECORD.md). */
function completed(a: Action, outcome: number): Action {
  switch (a.type) {
    case 'roll': return { p: a.p, type: 'roll', dice: [Math.floor(outcome / 6) + 1, (outcome % 6) + 1] };
    case 'buy': return { p: a.p, type: 'buy', card: DEV_CARDS[outcome]! };
    case 'robber': {
      const out: Action = { p: a.p, type: 'robber', hex: a.hex };
      if (a.victim !== undefined && a.victim !== null) out.victim = a.victim;
      if (outcome >= 0) out.stolen = RESOURCES[outcome]!;
      return out;
    }
    case 'build': return { p: a.p, type: 'build', piece: a.piece, at: a.at };
    case 'discard': return { p: a.p, type: 'discard', cards: cleanBundle(a.cards) };
    case 'play': {
      const out: Action = { p: a.p, type: 'play', card: a.card };
      if (a.card === 'yearOfPlenty' && a.take) out.take = cleanBundle(a.take);
      if (a.card === 'monopoly' && a.resource) out.resource = a.resource;
      return out;
    }
    case 'end': return { p: a.p, type: 'end' };
    default: return a;
  }
}

function cleanBundle(b: Bundle): Bundle {
  const out: Bundle = {};
  for (const r of RESOURCES) if (b[r]) out[r] = b[r];
  return out;
}

function whyNotBuild(state: GameState, p: number, piece: number, at: number): RuleError | null {
  const d = state.b;
  const phase = d[S_PHASE]!;
  if (phase === P_SETUP) {
    const step = d[S_SETUP_STEP]!;
    const wantRoad = (step & 1) === 1;
    const pieceName = PIECES[piece]!;
    const where = piece === ROAD ? state.g.edgeNames[at]! : state.g.vertexNames[at]!;
    if (wantRoad !== (piece === ROAD)) return refusal('setup-order', `set-up places a settlement, then a road touching it (§3): now a ${wantRoad ? 'road' : 'settlement'}`, { piece: wantRoad ? 'road' : 'settlement' });
    if (piece === SETTLEMENT) {
      if (d[O_V + at] !== 0) return refusal('occupied', 'that vertex already has a building: one building per vertex (§5)', { piece: pieceName, at: where });
      if (!isFreeSpot(state, at)) return refusal('distance-rule', 'distance rule: no settlement next to another building, own ones too (§5)', { piece: pieceName, at: where });
      return null;
    }
    if (piece === CITY) return refusal('setup-order', 'set-up places a settlement, then a road touching it (§3): not a city', { piece: 'settlement' });
    if (d[state.L.oE + at] !== 0) return refusal('occupied', 'that edge already has a road: one road per edge (§5)', { piece: pieceName, at: where });
    const v = d[S_LAST_SETTLE]!;
    for (let k = 0; k < 3; k++) if (state.g.vertexEdges[v * 3 + k] === at) return null;
    return refusal('setup-road', 'a set-up road must touch the settlement just placed (§3)', { at: where });
  }
  const phaseName = PHASES[phase]!;
  if (phase === P_ROADS) {
    if (piece !== ROAD) return refusal('wrong-phase', 'Road Building: place your free road first (§8)', { phase: phaseName, section: '§8' });
  } else if (phase !== P_MAIN && phase !== P_SBP) {
    return refusal('wrong-phase', `building happens in the action phase, after the roll (§4.4); now ${nowHint(state)}`, { phase: phaseName, section: '§4.4' });
  }
  const free = phase === P_ROADS;
  const pieceName = PIECES[piece]!;
  const where = piece === ROAD ? state.g.edgeNames[at]! : state.g.vertexNames[at]!;
  if (piece === ROAD) {
    if (d[O_ROADS_LEFT + p] === 0) return refusal('no-pieces', 'no road pieces left: a colour has 15 roads (§1)', { seat: p, piece: pieceName });
    if (!free && !canAfford(d, p, COST_ROAD)) return refusal('cannot-afford', 'a road costs 1 brick and 1 wood (§5)', { seat: p, piece: pieceName });
    if (d[state.L.oE + at] !== 0) return refusal('occupied', 'that edge already has a road: one road per edge (§5)', { piece: pieceName, at: where });
    if (!isRoadSpot(state, p, at)) return refusal('not-connected', 'a road must touch your own road, settlement or city, and cannot continue through an opponent\'s building (§5)', { piece: pieceName, at: where });
    return null;
  }
  if (piece === SETTLEMENT) {
    if (d[O_SETTLE_LEFT + p] === 0) return refusal('no-pieces', 'no settlements left: a colour has 5 (§1)', { seat: p, piece: pieceName });
    if (!canAfford(d, p, COST_SETTLEMENT)) return refusal('cannot-afford', 'a settlement costs 1 brick, 1 wood, 1 wool and 1 grain (§5)', { seat: p, piece: pieceName });
    if (d[O_V + at] !== 0) return refusal('occupied', 'that vertex already has a building: one building per vertex (§5)', { piece: pieceName, at: where });
    if (!isFreeSpot(state, at)) return refusal('distance-rule', 'distance rule: no settlement next to another building, own ones too (§5)', { piece: pieceName, at: where });
    if (!isSettlementSpot(state, p, at)) return refusal('not-connected', 'outside set-up a settlement must touch one of your roads (§5)', { piece: pieceName, at: where });
    return null;
  }
  if (d[O_CITY_LEFT + p] === 0) return refusal('no-pieces', 'no cities left: a colour has 4 (§1, §5)', { seat: p, piece: pieceName });
  if (!canAfford(d, p, COST_CITY)) return refusal('cannot-afford', 'a city costs 2 grain and 3 ore (§5)', { seat: p, piece: pieceName });
  if (d[O_V + at] !== p + 1) return refusal('not-own-settlement', 'a city replaces one of your own settlements (§5)', { piece: pieceName, at: where });
  return null;
}

function whyNotPlay(state: GameState, p: number, c: number): RuleError | null {
  const d = state.b;
  const phase = d[S_PHASE]!;
  const name = DEV_CARDS[c] as DevCard;
  if (c === VICTORY_POINT) return refusal('vp-not-played', 'Victory Point cards are never played: they count from purchase and are revealed at the win (§8)', { card: name });
  if (phase === P_SBP) return refusal('wrong-phase', 'no development card is played in the special building phase: only on one\'s own turn (§14)', { phase: 'specialBuild', section: '§14', card: name });
  if (phase !== P_ROLL && phase !== P_MAIN) return refusal('wrong-phase', `a development card is played before the roll or in the action phase (§8); now ${nowHint(state)}`, { phase: PHASES[phase]!, section: '§8', card: name });
  if (d[S_PLAYED]) return refusal('one-card-per-turn', 'at most one development card may be played per turn (§8)', { card: name });
  if (d[O_DEV + p * 5 + c] === 0) return refusal('card-not-held', `seat ${p} holds no ${name} card (§8)`, { seat: p, card: name });
  if (playable(d, p, c) <= 0) return refusal('bought-this-turn', `a card bought this turn cannot be played this turn (§8)`, { seat: p, card: name });
  if (c === ROAD_BUILDING) {
    if (d[O_ROADS_LEFT + p] === 0) return refusal('no-pieces', 'Road Building needs at least one road piece left (§8)', { seat: p, piece: 'road', card: name, section: '§8' });
    if (!hasRoadSpot(state, p)) return refusal('no-road-spot', 'Road Building needs at least one legal edge for a road (§8)', { seat: p, card: name });
  }
  if (c === YEAR_OF_PLENTY && bankTotal(d) === 0) return refusal('bank-empty', 'Year of Plenty cannot be played with an empty bank (§8)', { card: name, section: '§8' });
  return null;
}

function checkTradeWindow(state: GameState, p: number): RuleError | null {
  const d = state.b;
  if (d[S_PHASE] === P_SBP) return refusal('wrong-phase', 'no trading in the special building phase, neither with players nor with the bank (§14)', { phase: 'specialBuild', section: '§14' });
  if (p !== d[S_CUR]) return refusal('not-your-turn', `only the active player (seat ${d[S_CUR]}) trades, in their action phase (§7)`, { seat: d[S_CUR]!, section: '§7' });
  if (d[S_PHASE] !== P_MAIN) return refusal('wrong-phase', `trading happens in the action phase, after the roll (§7); now ${nowHint(state)}`, { phase: PHASES[d[S_PHASE]!]!, section: '§7' });
  if (!canTrade(state)) return refusal('trade-then-build', 'trade then build: once something has been paid for this turn, no more trading (§11)');
  return null;
}

function applyTrade(state: GameState, a: Extract<Action, { type: 'trade' }>): ApplyResult {
  const d = state.b;
  const p = a.p;
  const why = checkTradeWindow(state, p);
  if (why) return { ok: false, error: why };
  const w = a.with;
  if (!Number.isInteger(w) || w < 0 || w >= d[S_N]!) return fail('malformed', `"with" must be a seat from 0 to ${d[S_N]! - 1}, not ${describe(w)}`, { field: 'with' });
  if (w === p) return fail('trade-self', 'a player cannot trade with themselves (§7)', { seat: p });
  const give = parseBundle(a.give, 'give', state.board.island.bank);
  if (isErr(give)) return { ok: false, error: give };
  const get = parseBundle(a.get, 'get', state.board.island.bank);
  if (isErr(get)) return { ok: false, error: get };
  if (sum(give) === 0 || sum(get) === 0) return fail('trade-gift', 'no gifts: each side of a trade gives at least one card (§7)', { seat: sum(give) === 0 ? p : w });
  for (let r = 0; r < 5; r++) {
    if (give[r]! && get[r]!) return fail('same-resource', `${RESOURCES[r]} cannot be on both sides of a trade (§7)`, { resource: RESOURCES[r]! });
  }
  for (let r = 0; r < 5; r++) {
    if (give[r]! > d[O_RES + p * 5 + r]!) return fail('not-held', `seat ${p} does not hold ${names(give)} (§7)`, { seat: p, resource: RESOURCES[r]!, need: give[r]!, have: d[O_RES + p * 5 + r]!, section: '§7' });
  }
  for (let r = 0; r < 5; r++) {
    if (get[r]! > d[O_RES + w * 5 + r]!) return fail('not-held', `seat ${w} does not hold ${names(get)} (§7)`, { seat: w, resource: RESOURCES[r]!, need: get[r]!, have: d[O_RES + w * 5 + r]!, section: '§7' });
  }
  const next = state.clone();
  for (let r = 0; r < 5; r++) {
    if (give[r]) transfer(next.b, p, w, r, give[r]!);
    if (get[r]) transfer(next.b, w, p, r, get[r]!);
  }
  const done: Action = { p, type: 'trade', with: w, give: cleanBundle(a.give), get: cleanBundle(a.get) };
  return { ok: true, state: next, action: done, events: eventsBetween(state, next, done) };
}

function applyBankTrade(state: GameState, a: Extract<Action, { type: 'bankTrade' }>): ApplyResult {
  const d = state.b;
  const p = a.p;
  const why = checkTradeWindow(state, p);
  if (why) return { ok: false, error: why };
  const give = parseBundle(a.give, 'give', state.board.island.bank);
  if (isErr(give)) return { ok: false, error: give };
  const get = parseBundle(a.get, 'get', state.board.island.bank);
  if (isErr(get)) return { ok: false, error: get };
  let lots = 0;
  for (let r = 0; r < 5; r++) {
    if (give[r]! && get[r]!) return fail('same-resource', `a maritime trade never gets back the resource it gives (${RESOURCES[r]}) (§7)`, { resource: RESOURCES[r]! });
    const rate = d[O_RATE + p * 5 + r]!;
    if (give[r]! % rate !== 0) return fail('bank-rate', `seat ${p} trades ${RESOURCES[r]} with the bank at ${rate}:1, so give a multiple of ${rate} (§7)`, { seat: p, resource: RESOURCES[r]!, need: rate, have: give[r]! });
    if (give[r]! > d[O_RES + p * 5 + r]!) return fail('not-held', `seat ${p} does not hold ${give[r]} ${RESOURCES[r]} (§7)`, { seat: p, resource: RESOURCES[r]!, need: give[r]!, have: d[O_RES + p * 5 + r]!, section: '§7' });
    lots += give[r]! / rate;
  }
  if (lots === 0) return fail('bank-rate', 'a maritime trade gives at least one lot: 4 alike, or 3 or 2 at a harbor (§7)', { seat: p, need: 1, have: 0 });
  if (sum(get) !== lots) return fail('bank-rate', `${names(give)} buys ${lots} card(s) from the bank, not ${sum(get)} (§7)`, { seat: p, need: lots, have: sum(get) });
  for (let r = 0; r < 5; r++) if (get[r]! > d[O_BANK + r]!) return fail('bank-empty', `the bank holds only ${d[O_BANK + r]} ${RESOURCES[r]} (§7)`, { resource: RESOURCES[r]!, need: get[r]!, have: d[O_BANK + r]! });
  const next = state.clone();
  const nd = next.b;
  for (let r = 0; r < 5; r++) {
    nd[O_RES + p * 5 + r]! += get[r]! - give[r]!;
    nd[O_BANK + r]! += give[r]! - get[r]!;
    nd[O_RES_N + p]! += get[r]! - give[r]!;
  }
  const done: Action = { p, type: 'bankTrade', give: cleanBundle(a.give), get: cleanBundle(a.get) };
  return { ok: true, state: next, action: done, events: eventsBetween(state, next, done) };
}

