/**
 * One request of `catan decide` (docs/bots.md, "The decide protocol"): a game record
 * (spec/RECORD.md) with optional extra keys, answered by a bot from one seat's view only.
 *   - no extra key: the action for the seat to move, with a one-line reason;
 *   - "toMove": S — that seat answers, whenever it may act now (several seats owing discards);
 *   - "offer": {"from": P, "give": {...}, "get": {...}} — seat "toMove" answers P's domestic offer
 *     (accept / reject / counter, with its §13 reason);
 *   - "counter": {"from": Q, "give": {...}, "get": {...}} — the player whose turn it is answers
 *     seat Q's counter to its offer (terms seen from that player, as decide's counters are given):
 *     accept or reject, with its §13 reason;
 *   - "propose": true — the player whose turn it is (in the action phase) proposes one offer, or
 *     none; a "toMove" naming another seat is the error not-to-move (§7).
 * Total: every input, however malformed, gives an answer object; errors are
 * {"ok": false, "code", "error", ...} and never a stack trace. It must never show a bot more
 * than its seat's view.
 */
import { botOptionsOf, createBot, type BotId, type BotOptions } from '../bots/registry.js';
import { explainAction } from '../bots/explain.js';
import { describeDecision, describeTradeReason, type Lang } from '../bots/reasons.js';
import { isValidOffer } from '../bots/trading.js';
import type { Bot, TradeOffer, TradeResponse } from '../bots/types.js';
import { jsonKind } from './records.js';
import {
  P_DISCARD, P_ENDED, P_MAIN, RESOURCES, actionFor, legalActions, owedDiscard, replayRecord, resourceCount, seatToMove, viewFor,
  withoutBom, type Action, type Bundle, type GameState, type RecordCode, type RuleCode,
} from '../engine/index.js';

/** Error codes of the protocol (stable: harnesses decide on them). */
export const DECIDE_ERRORS = ['not-json', 'record', 'game-over', 'bad-seat', 'not-to-move', 'bad-offer', 'no-trade-now', 'bad-key', 'internal'] as const;
export type DecideErrorCode = (typeof DECIDE_ERRORS)[number];
export interface DecideError {
  ok: false; code: DecideErrorCode; error: string; at?: number | string; seats?: number[];
  /** For the code `record`: why the record does not load, as `catan replay` says it (RECORD_CODES), and for an illegal action the rule's code and section. */
  recordCode?: RecordCode; rule?: RuleCode; section?: string;
}

export type DecideAnswer =
  | (Action & { reason: string; reasonCode: string })
  | { seat: number; answer: 'accept' | 'reject' | 'counter'; give?: Bundle; get?: Bundle; reason: string; reasonCode: string; resource?: string; build?: string }
  | { seat: number; propose: { give: Bundle; get: Bundle } | null }
  | DecideError;

export interface DecideOptions extends BotOptions { bot: BotId; seed: string; lang?: Lang }

const fail = (code: DecideErrorCode, error: string, extra: Partial<DecideError> = {}): DecideError => ({ ok: false, code, error, ...extra });

/** Seats that may act now: every seat owing a discard in the discard phase, else the seat to move (§4, §6). */
export function seatsThatMayAct(s: GameState): number[] {
  if (s.phase === P_ENDED) return [];
  if (s.phase !== P_DISCARD) return [seatToMove(s)];
  const out: number[] = [];
  for (let i = 0; i < s.players; i++) {
    const q = (s.current + i) % s.players;
    if (owedDiscard(s, q) > 0) out.push(q);
  }
  return out;
}

function parseBundleField(x: unknown): Bundle | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null;
  const out: Bundle = {};
  for (const [k, v] of Object.entries(x as Record<string, unknown>)) {
    if (!(RESOURCES as readonly string[]).includes(k) || typeof v !== 'number' || !Number.isInteger(v) || v < 0) return null;
    if (v > 0) out[k as keyof Bundle] = v;
  }
  return out;
}

/** Answer one request line. Never throws. */
export function answerLine(text: string, o: DecideOptions): DecideAnswer {
  let json: unknown;
  // A leading byte-order mark (a request file saved by a Windows tool) is not part of the JSON.
  try { json = JSON.parse(withoutBom(text)); } catch (e) { return fail('not-json', `the line is not valid JSON: ${(e as Error).message}`); }
  // Valid JSON that is not an object is not a record: the same code as \`catan replay\` and \`verify\` give it.
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail('record', `a request is a JSON object: a record (spec/RECORD.md), with "toMove", "offer", "counter" or "propose" if wanted, not ${jsonKind(json)}`, { at: 'record', recordCode: 'not-a-record' });
  }
  try {
    return answerRequest(json as Record<string, unknown>, o);
  } catch (e) {
    return fail('internal', `could not decide: ${(e as Error).message}`);
  }
}

/** decide's own keys beside the record's. */
const OWN_KEYS = ['toMove', 'offer', 'counter', 'propose'] as const;
const squash = (k: string) => k.toLowerCase().replace(/[-_\s]/g, '');

function answerRequest(line: Record<string, unknown>, o: DecideOptions): DecideAnswer {
  let req = line;
  // A line of a records file ({"seed", "players", "winner", "summary", "record"}): its record, with this line's own keys.
  if (typeof line.record === 'object' && line.record !== null && !Array.isArray(line.record) && !('actions' in line)) {
    req = { ...(line.record as Record<string, unknown>) };
    for (const k of OWN_KEYS) if (k in line) req[k] = line[k];
  }
  // A key that is one of decide's own misspelled would be taken for a record's extra and ignored: say so instead.
  for (const k of Object.keys(line)) {
    const meant = OWN_KEYS.find((own) => own !== k && squash(own) === squash(k));
    if (meant) return fail('bad-key', `"${k}" is not a key of a request: "${meant}" is (keys are case-sensitive)`);
  }
  if (req.propose !== undefined && req.propose !== true) return fail('bad-key', '"propose" is true when present (ask for an offer), or absent');
  const bot = createBot(o.bot, botOptionsOf(o));
  // One replay; its steps are kept only for bots that remember the public log.
  const steps: { state: GameState; action?: Action }[] = [];
  const r = replayRecord(req, bot.observe ? (state, action) => steps.push(action ? { state, action } : { state }) : undefined);
  if (!r.ok) return fail('record', r.error, { at: r.at, recordCode: r.code, ...(r.refusal ? { rule: r.refusal.code, section: r.refusal.section } : {}) });
  const s = r.state;
  if (s.phase === P_ENDED) return fail('game-over', 'the game is over: there is no seat to move (§10)');
  const n = s.players;
  let seat: number;
  if (req.toMove !== undefined) {
    if (typeof req.toMove !== 'number' || !Number.isInteger(req.toMove) || req.toMove < 0 || req.toMove >= n) return fail('bad-seat', `"toMove" must be a seat number from 0 to ${n - 1}`);
    seat = req.toMove;
  } else seat = seatToMove(s);
  const offer = req.offer;
  if (offer === undefined && req.counter === undefined && req.propose !== true) {
    const may = seatsThatMayAct(s);
    if (!may.includes(seat)) return fail('not-to-move', `seat ${seat} may not act now; ${may.length > 1 ? 'seats' : 'seat'} ${may.join(', ')} may`, { seats: may });
  }
  const ready = (q: number): Bot => {
    bot.init({ seat: q, board: s.board, colors: s.colors, rules: s.rules, seed: o.seed, ...(o.budgetMs !== undefined ? { budgetMs: o.budgetMs } : {}) });
    // The record's actions as this seat saw them, after the starting view (an 'end' changes nothing a bot counts).
    if (bot.observe) for (const { state, action } of steps) bot.observe(action ? actionFor(action, q) : { p: q, type: 'end' }, viewFor(state, q));
    return bot;
  };
  if (offer !== undefined && req.counter !== undefined) return fail('bad-key', 'a request answers an "offer" or a "counter", not both');
  if (offer !== undefined) return answerOffer(s, seat, req, offer, ready, o.lang ?? 'en');
  if (req.counter !== undefined) return answerCounter(s, seat, req.counter, ready, o.lang ?? 'en');
  if (req.propose === true) {
    if (s.phase !== P_MAIN) return fail('no-trade-now', 'offers are made in the action phase of the player whose turn it is (§7)');
    const q = s.current;
    // Only the player whose turn it is trades with the others (§7): a "toMove" naming another seat is not answered for the current one.
    if (seat !== q) return fail('not-to-move', `only the player whose turn it is proposes a trade (§7): seat ${q}, not seat ${seat}`, { seats: [q] });
    const proposal = ready(q).propose(viewFor(s, q));
    return { seat: q, propose: proposal ? { give: proposal.give, get: proposal.get } : null };
  }
  const legal = legalActions(s).filter((a) => a.p === seat);
  if (legal.length === 0) return fail('not-to-move', `seat ${seat} has no legal action`, { seats: seatsThatMayAct(s) });
  const view = viewFor(s, seat);
  const b = ready(seat);
  const action = b.decide(view, legal);
  const reason = b.explain ? b.explain(view, action) : explainAction(view, s.board, action, legal.length);
  return { ...action, reason: describeDecision(reason, o.lang ?? 'en'), reasonCode: reason.code };
}

/**
 * The proposer's answer to a counter-offer (§7, as the built-in host asks it: the counter seen as
 * an offer made to the proposer by the seat that countered). `give` and `get` are the proposer's,
 * as decide's counters are written; the answer is accept or reject.
 */
function answerCounter(s: GameState, seat: number, raw: unknown, ready: (q: number) => Bot, lang: Lang): DecideAnswer {
  if (typeof raw !== 'object' || raw === null) return fail('bad-offer', '"counter" is {"from": seat, "give": {...}, "get": {...}}, seen from the player whose turn it is');
  const x = raw as Record<string, unknown>;
  const give = parseBundleField(x.give), get = parseBundleField(x.get);
  const p = s.current;
  if (s.phase !== P_MAIN) return fail('no-trade-now', `counters answer an offer of the player whose turn it is, in the action phase (§7): now phase ${viewFor(s, p).phase}`);
  if (seat !== p) return fail('not-to-move', `the player whose turn it is answers a counter to their offer (§7): seat ${p}, not seat ${seat}`, { seats: [p] });
  const from = x.from;
  if (from === undefined) return fail('bad-offer', '"counter.from" is missing: it names the seat that countered');
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0 || from >= s.players) return fail('bad-offer', `"counter.from" must be a seat number from 0 to ${s.players - 1}, not ${JSON.stringify(from).slice(0, 40)}`);
  if (from === p) return fail('bad-offer', `"counter.from" must be the seat that countered, not seat ${p} itself (the player whose turn it is made the offer)`);
  if (!give || !get) return fail('bad-offer', '"counter.give" and "counter.get" are bundles of resources, such as {"wool": 1}');
  const short = shortOf(s, from, get);
  if (short >= 0) return fail('bad-offer', `seat ${from} would give ${get[RESOURCES[short]!]} ${RESOURCES[short]} but holds ${resourceCount(s, from, short)} (§7: a trade moves cards the players hold)`);
  const answer = ready(p).respond(viewFor(s, p), { from, give: get, get: give });
  // A counter to a counter is not a step of §7's negotiation: it is a no.
  if (answer.type === 'counter') return tradeAnswer(p, { type: 'reject', reason: { code: 'no-build' } }, true, lang);
  return tradeAnswer(p, answer, true, lang);
}

/** The first resource of `bundle` that `seat` holds fewer of than it names, or −1 (§7: a trade moves cards the players hold). */
function shortOf(s: GameState, seat: number, bundle: Bundle): number {
  return RESOURCES.findIndex((r, i) => (bundle[r] ?? 0) > resourceCount(s, seat, i));
}

/** An answer to an offer or a counter as decide writes it: the seat, accept / reject / counter (with its terms), and the §13 reason. */
function tradeAnswer(seat: number, answer: TradeResponse, valid: boolean, lang: Lang): DecideAnswer {
  const reason = answer.reason ?? (valid ? { code: answer.type === 'accept' ? 'completes-build' as const : 'no-build' as const } : { code: 'invalid' as const });
  return {
    seat, answer: answer.type,
    ...(answer.type === 'counter' ? { give: answer.give, get: answer.get } : {}),
    reason: describeTradeReason(reason, lang), reasonCode: reason.code,
    ...(reason.resource ? { resource: reason.resource } : {}), ...(reason.build ? { build: reason.build } : {}),
  };
}

function answerOffer(s: GameState, seat: number, req: Record<string, unknown>, raw: unknown, ready: (q: number) => Bot, lang: Lang): DecideAnswer {
  if (req.toMove === undefined) return fail('bad-seat', 'an "offer" needs "toMove": the seat that answers it');
  if (typeof raw !== 'object' || raw === null) return fail('bad-offer', '"offer" is {"from": seat, "give": {...}, "get": {...}}, seen from the proposer');
  const x = raw as Record<string, unknown>;
  // §7: only the player whose turn it is offers, so a "from" left out names that player.
  const from = x.from ?? s.current;
  const give = parseBundleField(x.give), get = parseBundleField(x.get);
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0 || from >= s.players) return fail('bad-offer', `"offer.from" must be a seat number from 0 to ${s.players - 1}, not ${JSON.stringify(from).slice(0, 40)}`);
  if (!give || !get) return fail('bad-offer', '"offer.give" and "offer.get" are bundles of resources, such as {"wool": 1}');
  if (from === seat) return fail('bad-offer', 'a seat does not answer its own offer');
  if (s.phase !== P_MAIN || from !== s.current) return fail('no-trade-now', `only the player whose turn it is trades, in the action phase (§7): now seat ${s.current}, phase ${viewFor(s, seat).phase}`);
  // §7: a trade moves cards the players hold; the proposer's hand is known from the record's replay.
  const short = shortOf(s, from, give);
  if (short >= 0) return fail('bad-offer', `seat ${from} offers ${give[RESOURCES[short]!]} ${RESOURCES[short]} but holds ${resourceCount(s, from, short)} (§7: a trade moves cards the players hold)`);
  const offer: TradeOffer = { from, give, get };
  return tradeAnswer(seat, ready(seat).respond(viewFor(s, seat), offer), isValidOffer(give, get), lang);
}
