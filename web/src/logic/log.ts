/**
 * The game log in words, as a person at the table saw it: the server has already hidden what
 * this seat may not know (another's stolen or bought card); this module only phrases entries.
 */
import { RESOURCES, type BoardJson, type Bundle, type LogEntry, type NoteKind, type OfferClosed, type SeatInfo, type SeenEvent, type SettingsPart } from '../wire.js';
import { andList, cardName, resCount, resName, t, type Key, type Lang } from '../i18n.js';
import { formatBundle } from './bundle.js';
import { edgeLabel, hexLabel, vertexLabel } from './labels.js';
import { seatName, youMark } from './names.js';

export interface LogLine {
  seat: number | null;
  text: string;
  /** Smaller lines under the main one (production, special cards, answers). */
  sub: string[];
}

/** `specialBuild`: the game has the special building phase (§14), where a turn's end may pass over seats that cannot build. */
/** `me`: the seat of the person reading, named with "(you)" after its name on every line (none in pass-and-play or a replay). */
export interface LogContext { lang: Lang; seats: readonly SeatInfo[]; board: BoardJson; specialBuild?: boolean; me?: number | null }

/**
 * The seats an "end" passed over in the special building phase (§14): after a turn ends (or a
 * builder is done), every seat after it in turn order that could build gets its chance; those
 * that could not are skipped by the rules engine, and the log says so, as a player at a real
 * table shows it by passing at once. Read from the phase the action's events moved to: the next
 * builder, or the next turn (every remaining seat passed over).
 */
export function passedOver(e: LogEntry, n: number, special: boolean, specialBuild: boolean): number[] {
  if (e.k !== 'act' || e.action.type !== 'end' || (!special && !specialBuild)) return [];
  const ev = e.events.find((x): x is Extract<SeenEvent, { type: 'phase' }> => x.type === 'phase');
  if (!ev) return [];
  const after = e.action.p;
  // The turn's owner: the one who ended it, or (in the phase) the seat before the next turn's player.
  const owner = !special ? after : ev.phase === 'specialBuild' ? ev.current : (ev.current + n - 1) % n;
  const stop = ev.phase === 'specialBuild' && ev.builder !== undefined ? ev.builder : owner;
  const out: number[] = [];
  for (let q = (after + 1) % n; q !== stop && q !== owner && out.length < n; q = (q + 1) % n) out.push(q);
  return out;
}

/** The seat an entry was written about, in the seat numbers it was written with. */
function writtenSeat(e: LogEntry): number | null {
  switch (e.k) {
    case 'chat': case 'note': return e.seat;
    case 'offer': return e.from;
    case 'act': return e.action.p;
  }
}

/**
 * Who each entry is about, in today's seat numbers. The start roll reorders the seats (the
 * starter becomes seat 0), and entries written in the lobby keep the lobby's numbers: they are
 * mapped through the order the `started` note records when it has one, else to the one seat
 * whose player has the entry's name, else to nobody (no colour rather than a wrong one).
 * Regression (issue 13): "Vera took a seat" when the person took it; Bo's lobby chat in Ana's colour.
 */
export function entrySeats(log: readonly LogEntry[], seats: readonly SeatInfo[]): (number | null)[] {
  const started = log.findIndex((e) => e.k === 'note' && e.what === 'started');
  const note = started >= 0 ? log[started] as Extract<LogEntry, { k: 'note' }> : null;
  return log.map((e, i) => {
    const s = writtenSeat(e);
    if (s === null || started < 0 || i > started) return s;
    if (note?.order) { const now = note.order.indexOf(s); return now >= 0 ? now : null; }
    if (e.k !== 'chat' && e.k !== 'note') return s;
    const same = seats.filter((x) => x.name === e.name);
    return same.length === 1 ? same[0]!.seat : null;
  });
}

const BUILT: Record<'road' | 'settlement' | 'city', Key> = { road: 'lBuiltRoad', settlement: 'lBuiltSettlement', city: 'lBuiltCity' };
/** The word for an answer that is not a counter: a yes, a no, or silence (time ran out before an answer). */
export const answerKey = (a: { type: 'accept' | 'reject' | 'counter'; silent?: true }): Key => (a.type === 'accept' ? 'accepts' : a.silent ? 'noAnswer' : 'rejects');

/** What a host changed, as a settings note names it (with its article: "the board"). */
const SETTINGS_PART_KEYS: Record<SettingsPart, Key> = { players: 'spPlayers', board: 'spBoard', rules: 'spRules', timer: 'spTimer', assists: 'spAssists', colors: 'spColors' };
/** Each note kind's line (its text takes the name of whoever it is about). */
export const NOTES: Record<NoteKind, Key> = { joined: 'nJoined', away: 'nAway', back: 'nBack', timeout: 'nTimeout', left: 'nLeft', started: 'nStarted', 'timeout-pass': 'nTimeoutPass', host: 'nHost', settings: 'nSettings', renamed: 'nRenamed' };
/** Why an offer closed with nobody taking it, as the log says it (`{who}`: its maker). */
const CLOSED: Record<OfferClosed, Key> = { withdrawn: 'lOfferWithdrawn', replaced: 'lOfferReplaced', 'played-on': 'lOfferPlayedOn', 'no-taker': 'lOfferNone' };

/**
 * Which entries were played in the special building phase (§14), from the phase each action's
 * events say the game moved to. Entries before the first phase the log shows (older ones not
 * held) count as outside it.
 */
export function specialEntries(log: readonly LogEntry[]): boolean[] {
  let phase: string | null = null;
  return log.map((e) => {
    const inSbp = phase === 'specialBuild';
    if (e.k === 'act') for (const ev of e.events) if (ev.type === 'phase') phase = ev.phase;
    return e.k === 'act' && inSbp;
  });
}

/**
 * Which entries a bot played for a person who was away, had left or had let their time run out
 * (from the "away", "left" or "timeout" note until "back" or "joined"): its moves and the offers
 * it made, so that the person, back, can tell the stand-in's moves from their own.
 */
export function standInEntries(log: readonly LogEntry[]): boolean[] {
  const away = new Set<number>();
  // Notes written in the lobby use the lobby's seat numbers (entrySeats): only the game's count.
  let begun = !log.some((e) => e.k === 'note' && e.what === 'started');
  return log.map((e) => {
    if (e.k === 'note' && e.what === 'started') begun = true;
    if (begun && e.k === 'note' && e.seat !== null) {
      if (e.what === 'away' || e.what === 'left' || e.what === 'timeout') away.add(e.seat);
      if (e.what === 'back' || e.what === 'joined') away.delete(e.seat);
    }
    return (e.k === 'act' && away.has(e.action.p)) || (e.k === 'offer' && away.has(e.from));
  });
}

/**
 * How many moves a bot made for `seat` while it stood in, counted back from entry `back` (the
 * seat's "back" note) to the note that sent it away, within the entries held (a page that holds
 * only the log's latest slice counts what it holds).
 */
export function standInMoves(log: readonly LogEntry[], seat: number, back: number): number {
  let moves = 0;
  for (let i = back - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.k === 'note' && (e.what === 'started' || (e.seat === seat && (e.what === 'away' || e.what === 'left' || e.what === 'timeout')))) break;
    if (e.k === 'act' && e.action.p === seat) moves++;
  }
  return moves;
}

/**
 * Who wrote a chat line or is named in a note, as they were called then: their name; else, for
 * a seat, the language's "Player N" of the seat it is about now (`about`: entrySeats; the word
 * alone when that seat is not known), and for a spectator the language's word for a guest
 * (neither kind comes with a name when they gave none: names.ts).
 */
export function chatName(lang: Lang, e: { name: string; seat?: number | null }, about: number | null = e.seat ?? null, seats?: readonly { lobby?: number }[]): string {
  if (e.name) return e.name;
  if (e.seat === undefined || e.seat === null) return t(lang, 'guest');
  if (about === null) return t(lang, 'defaultName');
  // Numbered as namedSeats numbers the seat: by its place in the lobby when the server says it.
  return seatName(lang, '', seats?.[about]?.lobby ?? about);
}

/**
 * What follows the name on a chat line or note written by a seat: " (you)" when that seat (`about`,
 * today's number) is the reader's; a spectator's line is never theirs.
 */
export function ownMark(lang: Lang, e: { seat: number | null }, about: number | null, me: number | null | undefined): string {
  return me !== undefined && me !== null && e.seat !== null && about === me ? youMark(lang) : '';
}

/** A note in words, in the game's log and the lobby's chat alike. */
export function noteText(lang: Lang, e: Extract<LogEntry, { k: 'note' }>, about: number | null, seats?: readonly { lobby?: number }[], mark = ''): string {
  // A renamed seat: the name it went by, as the earlier lines wrote it ('' is the seat's default word).
  const was = e.what === 'renamed' ? chatName(lang, { name: e.was ?? '', seat: e.seat }, about, seats) : '';
  const key = NOTES[e.what] as Key | undefined;
  // A kind of note a newer server has and this page does not: the name it is about, rather than no log at all.
  if (key === undefined) return chatName(lang, e, about, seats) + mark;
  // What the host changed, named ("Ana changed the board and the house rules"); older rows say it vaguely.
  if (e.what === 'settings' && e.parts?.length) {
    const parts = e.parts.map((p) => SETTINGS_PART_KEYS[p]).filter((k) => k !== undefined).map((k) => t(lang, k));
    if (parts.length) return t(lang, 'nSettingsParts', { name: chatName(lang, e, about, seats) + mark, parts: andList(lang, parts) });
  }
  return t(lang, key, { name: chatName(lang, e, about, seats) + mark, was });
}

/**
 * An entry in words; `about` is the seat it is about now (entrySeats), for its colour; `special`:
 * it was played in the special building phase (specialEntries), where a build reads as one
 * between turns and "end" as a pass.
 */
export function formatEntry(e: LogEntry, ctx: LogContext, about: number | null = writtenSeat(e), special = false, standIn = false): LogLine {
  const { lang } = ctx;
  const who = (seat: number) => (ctx.seats[seat]?.name ?? `#${seat}`) + (seat === ctx.me ? youMark(lang) : '');
  // A name and what follows it are joined by the language's colon (French: a no-break space before it).
  const colon = t(lang, 'colon');
  // Chat and notes name whoever wrote or did them, as they were called then.
  // A spectator who gave a name is marked as the chat panel marks them, "Lars (Watching)": the
  // replay's log, which holds the chat, had lost the mark (one without a name is the guest word).
  // The reader's own seat is "(you)" there too, as in the lines about moves.
  if (e.k === 'chat') {
    const mark = e.seat === null && e.name ? ` (${t(lang, 'watching')})` : ownMark(lang, e, about, ctx.me);
    return { seat: about, text: `${chatName(lang, e, about, ctx.seats)}${mark}${colon}${e.cut ? t(lang, 'chatCut') : e.text}`, sub: [] };
  }
  if (e.k === 'note') return { seat: about, text: noteText(lang, e, about, ctx.seats, ownMark(lang, e, about, ctx.me)), sub: [] };
  if (e.k === 'offer') {
    const sub: string[] = [];
    // Every answer in one form, "Pim: rejects · Ana: counters" (a counter read "Ana countered" beside them).
    // A counter's terms from its sender's side, as the offer's are from the proposer's: "Bo: counters with 1 ore for
    // 1 wool" is Bo giving ore (the answer holds the proposer's side, which a play-test read backwards), with no
    // second colon after the name's (a Spanish play-test).
    const said = (a: (typeof e.answers)[number]) => (a.type === 'counter'
      ? (a.give && a.get ? t(lang, 'lCounterTerms', { give: formatBundle(lang, a.get), get: formatBundle(lang, a.give) }) : t(lang, 'lCounter'))
      : t(lang, answerKey(a)));
    const ans = e.answers.map((a) => `${who(a.seat)}${colon}${said(a)}`);
    if (ans.length) sub.push(ans.join(' · '));
    // Taken on a counter: the trade was made on that player's terms, not the offer's.
    const onCounter = e.taken !== null && e.answers.some((a) => a.seat === e.taken && a.type === 'counter');
    // Why nobody took it, where the entry says (rooms stored before it was kept say only "no trade").
    sub.push(e.taken === null ? t(lang, e.closed ? CLOSED[e.closed] : 'lOfferNone', { who: who(e.from) })
      : t(lang, onCounter ? 'lOfferTakenCounter' : 'lOfferTaken', { who: who(e.taken) }));
    const offered = t(lang, 'lOffer', { who: who(e.from), give: formatBundle(lang, e.give), get: formatBundle(lang, e.get) });
    return { seat: e.from, text: standIn ? t(lang, 'lStandIn', { line: offered }) : offered, sub };
  }
  const a = e.action;
  const p = a.p;
  const sub: string[] = [];
  const gains = e.events.filter((x): x is Extract<SeenEvent, { type: 'resources' }> => x.type === 'resources');
  let text: string;
  switch (a.type) {
    case 'roll': {
      const [d1, d2] = a.dice ?? [0, 0];
      text = t(lang, 'lRolled', { who: who(p), a: d1, b: d2, n: d1 + d2 });
      for (const g of gains) sub.push(t(lang, 'lReceived', { who: who(g.p), cards: formatBundle(lang, g.delta) }));
      // §4 bank shortage: what was owed and what the bank held (a play-test read "Nobody produced
      // anything" roll after roll with an empty bank, and was not told why).
      const short = e.events.filter((x): x is Extract<SeenEvent, { type: 'shortage' }> => x.type === 'shortage');
      for (const x of short) sub.push(t(lang, 'lShortage', { res: resName(lang, x.resource), owed: x.owed, bank: x.bank }));
      if (d1 + d2 !== 7 && gains.length === 0 && short.length === 0) sub.push(t(lang, 'lNoProduction'));
      break;
    }
    case 'build':
      // Where, too: a line read out ("Owen built a settlement") says nothing to someone who cannot see the board.
      text = t(lang, BUILT[a.piece], { who: who(p), where: a.piece === 'road' ? edgeLabel(lang, ctx.board, a.at) : vertexLabel(lang, ctx.board, a.at) });
      for (const g of gains) if (positive(g.delta)) sub.push(t(lang, 'lReceived', { who: who(g.p), cards: formatBundle(lang, g.delta) }));
      break;
    case 'discard':
      text = t(lang, 'lDiscarded', { who: who(p), cards: formatBundle(lang, a.cards) });
      break;
    case 'robber': {
      text = t(lang, 'lRobber', { who: who(p), hex: hexLabel(lang, ctx.board, a.hex) });
      if (a.victim !== undefined) {
        const stoleSomething = a.stolen !== undefined || e.events.some((x) => x.type === 'resourceCount' || x.type === 'resources');
        if (a.stolen) sub.push(t(lang, 'lRobbedCard', { who: who(p), victim: who(a.victim), cards: resCount(lang, 1, a.stolen) }));
        else if (stoleSomething) sub.push(t(lang, 'lRobbed', { who: who(p), victim: who(a.victim) }));
        else sub.push(t(lang, 'lRobbedNothing', { victim: who(a.victim) }));
      }
      break;
    }
    case 'buy':
      text = a.card ? t(lang, 'lBoughtCard', { who: who(p), card: cardName(lang, a.card) }) : t(lang, 'lBought', { who: who(p) });
      break;
    case 'play':
      text = t(lang, 'lPlayed', { who: who(p), card: cardName(lang, a.card) });
      if (a.card === 'yearOfPlenty' && a.take) sub.push(t(lang, 'lTook', { who: who(p), cards: formatBundle(lang, a.take) }));
      if (a.card === 'monopoly' && a.resource) {
        const mine = gains.find((g) => g.p === p);
        // "took 0" read as a slip: nobody had any (a play-test).
        const n = mine?.delta[a.resource] ?? 0;
        // Whom it took from, as everyone saw (a play-test read only "took 6").
        const from = gains.filter((g) => g.p !== p && (g.delta[a.resource!] ?? 0) < 0)
          .map((g) => t(lang, 'lFromN', { n: -(g.delta[a.resource!] ?? 0), name: who(g.p) }));
        sub.push(n > 0 && from.length > 0
          ? t(lang, 'lMonopolyFrom', { who: who(p), res: resName(lang, a.resource), n, from: andList(lang, from) })
          : t(lang, n > 0 ? 'lMonopoly' : 'lMonopolyNone', { who: who(p), res: resName(lang, a.resource), n }));
      }
      break;
    case 'bankTrade':
      text = t(lang, 'lBank', { who: who(p), give: formatBundle(lang, a.give), get: formatBundle(lang, a.get) });
      break;
    case 'trade':
      text = t(lang, 'lTrade', { who: who(p), other: who(a.with), give: formatBundle(lang, a.give), get: formatBundle(lang, a.get) });
      break;
    case 'end': {
      text = t(lang, special ? 'lSbpDone' : 'lEnd', { who: who(p) });
      const skipped = passedOver(e, ctx.seats.length, special, ctx.specialBuild === true);
      // One name has its own line: Spanish and French conjugate the verb ("pasa: Rosa", "pasan: Rosa, Iris").
      if (skipped.length) sub.push(t(lang, skipped.length === 1 ? 'lSbpSkippedOne' : 'lSbpSkipped', { names: skipped.map(who).join(', ') }));
      break;
    }
  }
  if (special && (a.type === 'build' || a.type === 'buy')) text = t(lang, 'lInSbp', { line: text });
  if (standIn) text = t(lang, 'lStandIn', { line: text });
  for (const ev of e.events) {
    if (ev.type === 'longestRoad') sub.push(ev.to === null ? t(lang, 'lLongestRoadAside') : t(lang, 'lLongestRoad', { who: who(ev.to) }));
    if (ev.type === 'largestArmy' && ev.to !== null) sub.push(t(lang, 'lLargestArmy', { who: who(ev.to) }));
    // A win by another than the one who acted came at the start of the winner's own turn (§10: points
    // reached between turns, in the special building phase or by a rival's move, win then): said so,
    // where "Vera passed … Vera wins!" read as a win inside the special building phase (a play-test).
    if (ev.type === 'won') sub.push(t(lang, ev.p === p ? 'lWon' : 'lWonTurnStart', { who: who(ev.p) }));
  }
  return { seat: p, text, sub };
}

/**
 * What the last entry of a log did, in words, exactly as the log's list writes it (its seat, the
 * special building phase and a stand-in worked out over the whole log): the replay says it beside
 * its controls, since on a phone the log is far below the board. Null for an empty log.
 */
export function lastLine(log: readonly LogEntry[], ctx: LogContext): LogLine | null {
  const i = log.length - 1;
  if (i < 0) return null;
  return formatEntry(log[i]!, ctx, entrySeats(log, ctx.seats)[i] ?? null, specialEntries(log)[i], standInEntries(log)[i]);
}

function positive(b: Bundle): boolean {
  return RESOURCES.some((r) => (b[r] ?? 0) > 0);
}

/** The last roll in the log, for the dice display. */
export function lastRoll(log: readonly LogEntry[]): { seat: number; dice: [number, number] } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.k === 'act' && e.action.type === 'roll' && e.action.dice) return { seat: e.action.p, dice: e.action.dice };
  }
  return null;
}
