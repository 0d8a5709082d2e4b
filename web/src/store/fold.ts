/**
 * Folding a state message into the room a connection holds, and — for the room on screen —
 * the cues of what just arrived: what the motion layer plays, the sounds (when the person
 * turned sound on), the announcements over the table and a call for attention when the
 * person's turn comes while the page is hidden.
 */
import type { GameMessage, HistoryMessage, StateMessage, UpdateMessage } from '../wire.js';
import { resName, t, type Lang } from '../i18n.js';
import { formatBundle } from '../logic/bundle.js';
import { cuesOfEntries, cuesOfGame, type Cue, type CueBody } from '../logic/cues.js';
import { gameOf, mergeHistory, mergeState, type ClientRoom } from '../logic/room.js';
import { standInMoves } from '../logic/log.js';
import { tidyTable } from './game.js';
import type { Effect, PageState, Reduced, SoundName, Toast, ToastTone } from './types.js';

/** At most this many entries arriving at once are animated (a reconnect may bring many). */
const MAX_ANIMATED = 12;
const TOAST_MS = 4500;

/**
 * Fold a state message of connection `via` into the room it holds; the room on screen (and its
 * cues) follows when `via` is the connection shown. Null: a slice that does not follow what
 * the connection holds (it must resync).
 */
export function foldRoom(s: PageState, via: number, msg: StateMessage | UpdateMessage, at: number): Reduced | null {
  const held = s.pass ? s.pass.rooms[via] ?? null : s.room;
  const roomId = msg.t === 'state' ? msg.room.id : msg.room;
  const prev = held && held.msg.room.id === roomId ? held : null;
  const next = mergeState(prev, msg);
  if (!next) return null;
  // A state clears the last error, but one shown over a game stays until it fades (errorReply).
  let state: PageState = { ...s, gone: false, error: s.error?.at !== undefined ? s.error : null };
  // The person's own chat lines that came in are no longer waiting for an answer.
  if (s.chat.waiting > 0 && prev) {
    const mine = next.log.slice(prev.logStart + prev.log.length - next.logStart)
      .filter((e) => e.k === 'chat' && (e.seat !== null ? e.seat === next.msg.you.seat : e.name === s.name)).length;
    if (mine) state = { ...state, chat: { ...state.chat, waiting: Math.max(0, state.chat.waiting - mine) } };
  }
  let effects: Effect[] = [];
  // The server renamed this connection without this page asking: another tab of the same browser
  // (the same token) took a new name. The field here shows it too, and it is the name kept.
  const named = next.msg.you.name;
  const renamed = !s.pass && prev !== null && prev.msg.you.name !== named && named !== s.name.trim();
  if (renamed) state = { ...state, name: named };
  if (state.pass) {
    const rooms = [...state.pass.rooms];
    rooms[via] = next;
    state = { ...state, pass: { ...state.pass, rooms } };
  }
  const shown = state.pass ? state.pass.shown : 0;
  if (via === shown) {
    state = { ...state, room: next };
    // A full resync (a reload, a reconnect too far behind) replays nothing.
    if (prev && (msg.t === 'update' || msg.board === undefined)) ({ state, effects } = cueRoom(state, prev, next, at));
    // Entering the room, or a resync after a long absence (a phone woken): a "back" note it brings is news.
    else ({ state, effects } = cueEntry(state, next, at, prev?.msg.room.id === next.msg.room.id ? prev.logStart + prev.log.length : 0));
    state = tidyTable(state);
  }
  return { state, effects: renamed ? [...effects, { k: 'set-name', name: named }] : effects };
}

/** Older entries the page asked for, put before what connection `via` holds. */
export function historyOf(s: PageState, via: number, msg: HistoryMessage): PageState {
  if (s.pass) {
    const held = s.pass.rooms[via];
    if (!held) return s;
    const rooms = [...s.pass.rooms];
    rooms[via] = mergeHistory(held, msg);
    return { ...s, pass: { ...s.pass, rooms }, ...(via === s.pass.shown ? { room: rooms[via] } : {}) };
  }
  return s.room ? { ...s, room: mergeHistory(s.room, msg) } : s;
}

/** The cues, sounds, announcements and calls for attention of what just arrived. */
export function cueRoom(s: PageState, prev: ClientRoom, next: ClientRoom, at: number): Reduced {
  const g = gameOf(next, s.lang);
  if (!g) return { state: s, effects: [] };
  const before = gameOf(prev, s.lang);
  const you = g.msg.you;
  // The entries that just arrived: those past what was held (a history fold adds none at the end).
  const entries = next.log.slice(prev.logStart + prev.log.length - next.logStart).slice(-MAX_ANIMATED);
  const bodies: CueBody[] = [...cuesOfEntries(entries, next.board, g.msg.view), ...cuesOfGame(before?.msg ?? null, g.msg, you)];
  // Back in their seat (a seat handed back mid-turn said nothing of what the stand-in had done): how many moves it made, which the log marks.
  if (you !== null) {
    const first = next.log.length - entries.length;
    entries.forEach((e, i) => {
      if (e.k !== 'note' || (e.what !== 'back' && e.what !== 'joined') || e.seat !== you) return;
      const moves = standInMoves(next.log, you, first + i);
      if (moves > 0) bodies.push({ kind: 'backIn', seat: you, moves });
    });
  }
  return announce(s, g.msg, bodies, at);
}

/**
 * Entering a room (a tab opened again, a reload) or a full resync: the server marks the person
 * back before the room's state is sent, so the note arrives with the log and nothing "just
 * arrived" told them what the stand-in had done (a play-test came back after ten minutes to no
 * word of it). Said once: only while they have not moved since, and only of a note past the
 * `held` entries the page had before (absolute log index).
 */
export function cueEntry(s: PageState, next: ClientRoom, at: number, held = 0): Reduced {
  const g = gameOf(next, s.lang);
  const you = g?.msg.you ?? null;
  if (!g || you === null || g.msg.end) return { state: s, effects: [] };
  for (let i = next.log.length - 1; i >= 0; i--) {
    const e = next.log[i]!;
    if (e.k === 'act' && e.action.p === you) break;
    if (e.k !== 'note' || e.seat !== you) continue;
    if (e.what !== 'back' && e.what !== 'joined') break;
    // (A resync: a note the page held already was told when it came.)
    if (next.logStart + i < held) break;
    const moves = standInMoves(next.log, you, i);
    return moves > 0 ? announce(s, g.msg, [{ kind: 'backIn', seat: you, moves }], at) : { state: s, effects: [] };
  }
  return { state: s, effects: [] };
}

/** The cues of `bodies`, with their announcements, sounds and calls for attention. */
function announce(s: PageState, g: GameMessage, bodies: CueBody[], at: number): Reduced {
  if (!bodies.length) return { state: s, effects: [] };
  const you = g.you;
  let serial = s.serial;
  const cues: Cue[] = bodies.map((b) => ({ ...b, id: ++serial, at }));
  const toasts: Toast[] = [];
  const effects: Effect[] = [];
  const names = g.seats.map((x) => x.name);
  const sounds = new Set<SoundName>();
  let table = s.table;
  for (const c of cues) {
    // An offer to the person: when it arrived, for its countdown.
    if (c.kind === 'offer') table = { ...table, offerSeen: [...table.offerSeen.filter((x) => x.id !== c.offer).slice(-8), { id: c.offer, at: c.at }] };
    if (toastWords(s.lang, { cue: c, you, names })) {
      const id = ++serial;
      toasts.push({ id, cue: c, you, names, until: at + TOAST_MS });
      effects.push({ k: 'later', ms: TOAST_MS, event: { k: 'toast-done', id } });
    }
    const sound = soundOf(c);
    if (sound) sounds.add(sound);
    if (c.kind === 'turn' && s.hidden) effects.push({ k: 'attention', on: true, text: t(s.lang, 'yourTurnTitle') });
  }
  if (s.settings.sound) for (const sound of sounds) effects.push({ k: 'sound', sound });
  return { state: { ...s, table, serial, cues: [...s.cues, ...cues].slice(-40), toasts: [...s.toasts, ...toasts].slice(-4) }, effects };
}

function soundOf(c: Cue): SoundName | null {
  switch (c.kind) {
    case 'dice': return 'dice';
    case 'build': return 'build';
    case 'offer': return 'offer';
    case 'robber': return 'robber';
    case 'won': return 'win';
    case 'turn': return 'turn';
    default: return null;
  }
}

/**
 * The words of an announcement in the page's language, worded for its seat (a steal names its card
 * only to the two players involved); null for a cue that is not announced.
 */
export function toastWords(l: Lang, x: Pick<Toast, 'cue' | 'you' | 'names'>): { text: string; tone: ToastTone } | null {
  const { cue: c, you } = x;
  const name = (seat: number | null) => (seat === null ? '' : x.names[seat] ?? `#${seat}`);
  switch (c.kind) {
    case 'steal': {
      // The announcement stands alone (the log line sits under the robber's move): it names who chose the victim.
      if (c.nothing) {
        const key = c.thief === you ? 'tYouRobbedNothing' : c.victim === you ? 'tRobbedYouNothing' : 'tRobbedNothing';
        return { text: t(l, key, { who: name(c.thief), victim: name(c.victim) }), tone: 'info' };
      }
      // The card counted, as the log counts cards ("1 laine"): a bare resource name read "Vous avez pris laine à Hugo".
      if (c.thief === you && c.card) return { text: t(l, 'tYouStoleOne', { card: resName(l, c.card), victim: name(c.victim) }), tone: 'good' };
      if (c.victim === you && c.card) return { text: t(l, 'tStoleYoursOne', { who: name(c.thief), card: resName(l, c.card) }), tone: 'bad' };
      return { text: t(l, 'lRobbed', { who: name(c.thief), victim: name(c.victim) }), tone: 'info' };
    }
    case 'special': {
      // Each card in its own sentence, with the article its language gives it ("prend la Route la
      // plus longue", "se lleva el Mayor Ejército"), as the log says it: a name put into one
      // sentence for both read "Vera prend Route la plus longue".
      const road = c.card === 'longestRoad';
      if (c.to === null) return { text: road ? t(l, 'lLongestRoadAside') : t(l, 'tSpecialAside', { card: t(l, c.card) }), tone: 'info' };
      if (c.to === you) return { text: t(l, road ? 'tLongestRoadYou' : 'tLargestArmyYou'), tone: 'good' };
      return { text: t(l, road ? 'lLongestRoad' : 'lLargestArmy', { who: name(c.to) }), tone: 'info' };
    }
    case 'trade': {
      // The partner chosen for an offer, clear to everyone; the two traders see the cards.
      const g = formatBundle(l, c.give), r = formatBundle(l, c.get);
      if (c.seat === you) return { text: t(l, 'tYouTraded', { other: name(c.with), give: g, get: r }), tone: 'good' };
      if (c.with === you) return { text: t(l, 'tTradedWithYou', { who: name(c.seat), give: r, get: g }), tone: 'good' };
      return { text: t(l, 'tTraded', { who: name(c.seat), other: name(c.with) }), tone: 'info' };
    }
    case 'monopoly': return { text: t(l, 'lMonopoly', { who: name(c.seat), res: resName(l, c.resource), n: c.n }), tone: c.seat === you ? 'good' : 'info' };
    case 'won': return { text: t(l, 'lWon', { who: name(c.seat) }), tone: c.seat === you ? 'good' : 'info' };
    case 'counterDeclined': return { text: t(l, 'tCounterDeclined', { who: name(c.from) }), tone: 'info' };
    case 'backIn': return c.seat === you ? { text: t(l, c.moves === 1 ? 'tBackInOne' : 'tBackIn', { n: c.moves }), tone: 'info' } : null;
    default: return null;
  }
}
