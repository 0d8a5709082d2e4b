/**
 * The game screen's intents: a click on a lit spot, a build chosen, a card played, a dialog's
 * choice, the trade panel, the keys. Each becomes a message for the server (the server
 * decides) or a change of what the screen shows; nothing here decides a rule: what is not in
 * the server's targets stays dark (logic/play.ts).
 */
import { RESOURCES, type Intent } from '../wire.js';
import { emptyCounts, offerProblem, countsOf, sameBundle, toBundle, total } from '../logic/bundle.js';
import { SHORTCUT_KEYS, canPayOffer, effectiveMode, intentForEdge, intentForVertex, missWhy, robberClick, whyNot, type Asked, type WhyNot } from '../logic/play.js';
import { REFUSAL_MS } from './replies.js';
import { gameOf } from '../logic/room.js';
import type { Outgoing } from '../net.js';
import type { Effect, PageEvent, PageState, Reduced } from './types.js';

const none = (state: PageState): Reduced => ({ state, effects: [] });

/** Send on the connection whose seat is on screen. */
export function sendShown(s: PageState, msg: Outgoing): Effect {
  return s.pass && s.pass.shown > 0 ? { k: 'send', msg, via: s.pass.shown } : { k: 'send', msg };
}

/**
 * Whether the person's last action is still unanswered: the server has neither done it (no frame
 * since shows this seat's ack id past the one it had when the action went) nor refused it. Another
 * action then waits: a second press of Roll while the first waited on a slow server was refused
 * ("the dice are rolled once"), and a discard went out three times in 1.7 s when any frame (the
 * other players' discards) lifted the hold.
 */
export function awaitingAnswer(s: PageState): boolean {
  const sent = s.table.sent;
  if (sent === null || s.room === null) return false;
  const you = s.room.msg.you;
  return you.seat === sent.seat && you.lastAck <= sent.lastAck;
}

function act(s: PageState, intent: Intent, table = s.table): Reduced {
  if (awaitingAnswer(s)) return none(s);
  const you = s.room?.msg.you;
  const sent = you ? { seat: you.seat, lastAck: you.lastAck } : null;
  return { state: { ...s, refusal: null, table: { ...table, sent } }, effects: [sendShown(s, { t: 'act', action: intent })] };
}

/** Whether a dialog holds the keyboard (keys then belong to it). */
export function modalOpen(s: PageState): boolean {
  const g = s.room ? gameOf(s.room, s.lang)?.msg : null;
  if (!g) return false;
  return (!g.ready && !s.table.startSeen) || (g.targets?.discard ?? 0) > 0 || s.table.dialog !== null || (g.end !== null && s.table.endOpen);
}

export function reduceGame(s: PageState, e: PageEvent): Reduced | null {
  const game = s.room ? gameOf(s.room, s.lang) : null;
  const g = game?.msg ?? null;
  const tb = s.table;
  switch (e.k) {
    case 'act': return act(s, e.intent);
    case 'mode': return none({ ...s, table: { ...tb, mode: e.mode } });
    case 'vertex': {
      if (!g) return none(s);
      const i = intentForVertex(g, tb.mode, e.id);
      return i ? act(s, i, { ...tb, mode: 'none' }) : none(s);
    }
    case 'edge': {
      if (!g) return none(s);
      const i = intentForEdge(g, tb.mode, e.id);
      // Road Building places two roads in a row: the mode stays until the step is over.
      return i ? act(s, i, g.view.phase === 'main' ? { ...tb, mode: 'none' } : tb) : none(s);
    }
    case 'hex': {
      const r = g ? robberClick(g.targets, e.id) : null;
      if (!r) return none(s);
      if ('intent' in r) return act(s, r.intent);
      return none({ ...s, table: { ...tb, dialog: { kind: 'victim', hex: e.id, victims: r.victims } } });
    }
    case 'victim': {
      if (tb.dialog?.kind !== 'victim') return none(s);
      return act(s, { type: 'robber', hex: tb.dialog.hex, victim: e.seat }, { ...tb, dialog: null });
    }
    case 'play-card':
      if (e.card === 'yearOfPlenty') return none({ ...s, table: { ...tb, dialog: { kind: 'yop' }, picker: emptyCounts() } });
      if (e.card === 'monopoly') return none({ ...s, table: { ...tb, dialog: { kind: 'monopoly' } } });
      return act(s, { type: 'play', card: e.card });
    case 'dialog': return none({ ...s, table: { ...tb, dialog: e.dialog, picker: emptyCounts() } });
    case 'pick': {
      // The pickers stay within what may be chosen: the cards owed, or the two of Year of Plenty.
      // A discard sent and not yet answered is not changed under it.
      if (!g || awaitingAnswer(s)) return none(s);
      const limit = (g.targets?.discard ?? 0) > 0 ? g.targets!.discard : 2;
      const max = (g.targets?.discard ?? 0) > 0 ? countsOf(g.view.players[g.you!]?.resources) : countsOf(g.view.bank);
      if (total(e.counts) > limit || RESOURCES.some((r) => e.counts[r] < 0 || e.counts[r] > max[r])) return none(s);
      return none({ ...s, table: { ...tb, picker: e.counts } });
    }
    case 'confirm-pick': {
      if (!g) return none(s);
      // The picks stay shown (and locked) until the server answers: the dialog closes with the frame that does the discard, and a refusal leaves them to send again.
      if ((g.targets?.discard ?? 0) > 0) return act(s, { type: 'discard', cards: toBundle(tb.picker) });
      if (tb.dialog?.kind === 'yop') return act(s, { type: 'play', card: 'yearOfPlenty', take: toBundle(tb.picker) }, { ...tb, dialog: null, picker: emptyCounts() });
      return none(s);
    }
    case 'monopoly': return act(s, { type: 'play', card: 'monopoly', resource: e.resource }, { ...tb, dialog: null });
    case 'trade':
      return none({ ...s, table: { ...tb, trade: e.open ? tb.trade ?? { tab: 'players', draft: { give: emptyCounts(), get: emptyCounts() } } : null } });
    case 'trade-tab': return none({ ...s, table: { ...tb, trade: tb.trade ? { ...tb.trade, tab: e.tab } : null } });
    case 'draft': return none({ ...s, table: { ...tb, trade: tb.trade ? { ...tb.trade, draft: e.draft } : null } });
    case 'offer': {
      if (!g || !tb.trade) return none(s);
      const d = tb.trade.draft;
      if (offerProblem(d.give, d.get, countsOf(g.view.players[g.you!]?.resources)) !== null) return none(s);
      return { state: { ...s, refusal: null }, effects: [sendShown(s, { t: 'offer', give: toBundle(d.give), get: toBundle(d.get) })] };
    }
    case 'take': {
      const table = tb.trade ? { ...tb, trade: { ...tb.trade, draft: { give: emptyCounts(), get: emptyCounts() } } } : tb;
      return { state: { ...s, refusal: null, table }, effects: [sendShown(s, { t: 'take', seat: e.seat })] };
    }
    case 'withdraw': return { state: s, effects: [sendShown(s, { t: 'withdraw' })] };
    case 'more-time': return { state: s, effects: [sendShown(s, { t: 'more-time', id: e.id })] };
    case 'answer':
      // One answer an offer: on a slow link the panel stays until the server's frame, and a second tap was a second answer, refused ("no longer on the table").
      if (tb.answered === e.id) return none(s);
      return { state: { ...s, refusal: null, table: { ...tb, counter: null, answered: e.id } }, effects: [sendShown(s, { t: 'answer', id: e.id, accept: e.accept })] };
    case 'counter-open': {
      const inc = g?.incoming;
      if (!inc || inc.id !== e.id) return none(s);
      // From the person's side: they would give what the offer asks and get what it gives; then they edit.
      return none({ ...s, table: { ...tb, counter: { id: inc.id, draft: { give: countsOf(inc.get), get: countsOf(inc.give) } } } });
    }
    case 'counter-draft': return none(tb.counter ? { ...s, table: { ...tb, counter: { ...tb.counter, draft: e.draft } } } : s);
    case 'counter-close': return none({ ...s, table: { ...tb, counter: null } });
    case 'counter-send': {
      const c = tb.counter;
      if (!g || !c || g.incoming?.id !== c.id) return none({ ...s, table: { ...tb, counter: null } });
      if (counterProblem(s) !== null || tb.answered === c.id) return none(s);
      const counter = { give: toBundle(c.draft.give), get: toBundle(c.draft.get) };
      return { state: { ...s, refusal: null, table: { ...tb, counter: null, answered: c.id } }, effects: [sendShown(s, { t: 'answer', id: c.id, accept: false, counter })] };
    }
    case 'menu': return none({ ...s, table: { ...tb, menuOpen: e.open } });
    case 'end-open': return none({ ...s, table: { ...tb, endOpen: e.open, menuOpen: false } });
    case 'zoom': return none({ ...s, table: { ...tb, zoom: e.zoom } });
    case 'log-tab': return none({ ...s, table: { ...tb, logTab: e.tab } });
    case 'chances':
      return none({ ...s, table: { ...tb, chances: [...tb.chances.filter((c) => c.turn !== e.turn), { turn: e.turn, chances: e.chances }].sort((a, b) => a.turn - b.turn) } });
    case 'hint-ask': {
      if (!s.room || tb.hint?.asked === s.room.msg.version) return none(s);
      return { state: { ...s, table: { ...tb, hint: { asked: s.room.msg.version, answer: null } } }, effects: [sendShown(s, { t: 'hint' })] };
    }
    case 'key': return key(s, e.key, e.at ?? 0);
    case 'why': return why(s, e.what, e.at ?? 0);
    case 'miss': {
      // Not over a refusal still shown (the server's reason for the last move would be gone before it was read).
      const w = g && !awaitingAnswer(s) && !s.refusal ? missWhy(g, tb.mode, e.hex) : null;
      return w ? said(s, w, e.at ?? 0) : none(s);
    }
    default: return null;
  }
}

/** Why the counter being edited cannot be sent (the same §7 rules as an offer), or null. */
export function counterProblem(s: PageState): ReturnType<typeof offerProblem> {
  const g = s.room ? gameOf(s.room, s.lang)?.msg : null;
  const c = s.table.counter;
  if (!g || !c) return 'offerNoGift';
  const problem = offerProblem(c.draft.give, c.draft.get, countsOf(g.view.players[g.you!]?.resources));
  if (problem) return problem;
  // A counter equal to the offer is just an acceptance.
  const inc = g.incoming;
  if (inc && sameBundle(toBundle(c.draft.give), inc.get) && sameBundle(toBundle(c.draft.get), inc.give)) return 'counterSame';
  return null;
}

/** Every action has a key: R roll, E end, B buy, 1/2/3 road, settlement, city, T trade, A / N accept or refuse an offer, Esc cancel. */
function key(s: PageState, k: string, at: number): Reduced {
  const g = s.room ? gameOf(s.room, s.lang)?.msg : null;
  const tb = s.table;
  // Esc cancels a counter-offer being written too (it did nothing there: a keyboard play-test).
  if (k === 'escape') return none({ ...s, table: { ...tb, mode: 'none', trade: null, menuOpen: false, counter: null } });
  // Nor under pass-and-play's cover: the keys acted for the seat whose hand is hidden (a review).
  if (!g || modalOpen(s) || s.pass?.covered) return none(s);
  // Another's offer to answer (§7): A accepts (when the hand can pay), N says no.
  const inc = g.incoming;
  if (inc && tb.counter === null && g.you !== null) {
    if (k === 'n') return reduceGame(s, { k: 'answer', id: inc.id, accept: false })!;
    // A without the cards asked for says so (§7), as a dimmed action does; it did nothing (a screen-reader review).
    if (k === 'a') {
      if (canPayOffer(g)) return reduceGame(s, { k: 'answer', id: inc.id, accept: true })!;
      return tb.answered === inc.id || awaitingAnswer(s) ? none(s) : said(s, { code: 'not-held', section: '§7', words: 'offerCannotPay' }, at);
    }
  }
  const asked = KEYS[k];
  if (!asked) return none(s);
  const tg = g.targets;
  const main = g.view.phase === 'main' || g.view.phase === 'specialBuild'; // §14: builds between turns too
  if (tg) {
    if (asked === 'roll' && tg.roll) return act(s, { type: 'roll' });
    if (asked === 'end' && tg.end) return act(s, { type: 'end' });
    if (asked === 'buy' && tg.buy) return act(s, { type: 'buy' });
    if (asked === 'road' && tg.roads.length && main) return none({ ...s, table: { ...tb, mode: 'road' } });
    if (asked === 'settlement' && tg.settlements.length && main) return none({ ...s, table: { ...tb, mode: 'settlement' } });
    if (asked === 'city' && tg.cities.length) return none({ ...s, table: { ...tb, mode: 'city' } });
    if (asked === 'trade' && tg.trade) return reduceGame(s, { k: 'trade', open: tb.trade === null })!;
  }
  return why(s, asked, at);
}

/** The table's shortcut keys (R, E, B, 1, 2, 3, T), as a pressed key reads, and what each asks for. */
const KEYS: Readonly<Record<string, Asked>> = Object.fromEntries(Object.entries(SHORTCUT_KEYS).map(([what, key]) => [key.toLowerCase(), what as Asked]));

/**
 * A key or a dimmed button asked for what cannot be done now: the page says why, as a refusal
 * (its code, its rule's section, the link to the rule), which fades as one from the server does.
 * Nothing while the person's last action is unanswered (the next frame may allow it), or when there
 * is nothing to explain.
 */
function why(s: PageState, what: Asked, at: number): Reduced {
  const g = s.room ? gameOf(s.room, s.lang)?.msg : null;
  const w = g && !awaitingAnswer(s) ? whyNot(g, what) : null;
  return w ? said(s, w, at) : none(s);
}

/** A refusal the page worked out itself, shown (and faded) as one from the server. */
function said(s: PageState, w: WhyNot, at: number): Reduced {
  const refusal = { code: w.code, message: '', at, ...(w.section ? { section: w.section } : {}), ...(w.words ? { words: w.words } : {}) };
  return { state: { ...s, refusal }, effects: [{ k: 'later', ms: REFUSAL_MS, event: { k: 'refusal-clear', at } }] };
}

/** What the screen drops when the game moves on: a build no longer possible, a closed trade, a stale dialog. */
export function tidyTable(s: PageState): PageState {
  const g = s.room ? gameOf(s.room, s.lang)?.msg : null;
  if (!g) return s;
  let tb = s.table;
  if (tb.mode !== 'none' && effectiveMode(g, tb.mode) !== tb.mode) tb = { ...tb, mode: 'none' };
  if (tb.trade && !g.targets?.trade) tb = { ...tb, trade: null };
  // The person's own offer is out (§7): its answers come in on the trade panel, which comes back
  // with it after a reload or a pass of the device, once per offer.
  if (g.offer && g.offer.id !== tb.ownOffer && g.targets?.trade) {
    // Its terms in the editor again (after a reload it read "each side gives at least one card").
    tb = { ...tb, ownOffer: g.offer.id, trade: tb.trade ? { ...tb.trade, tab: 'players' } : { tab: 'players', draft: { give: countsOf(g.offer.give), get: countsOf(g.offer.get) } } };
  }
  if (tb.dialog && !g.targets) tb = { ...tb, dialog: null };
  if ((g.targets?.discard ?? 0) === 0 && tb.dialog === null && total(tb.picker) > 0) tb = { ...tb, picker: emptyCounts() };
  if (tb.counter && g.incoming?.id !== tb.counter.id) tb = { ...tb, counter: null };
  // A hint is for the moment it was asked: once anything is played it is gone.
  if (tb.hint && s.room && tb.hint.asked !== s.room.msg.version) tb = { ...tb, hint: null };
  return tb === s.table ? s : { ...s, table: tb };
}
