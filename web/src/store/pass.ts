/**
 * Pass-and-play: two or more people at one device, each with a connection and a seat of their
 * own (so the server still sends each seat only what it may see), bots in the other seats. The
 * seat on screen is the one the game waits for; when it changes from one person to another the
 * screen is covered ("Pass to Bo") until the next person taps, so no one sees another's hand.
 */
import type { ServerMessage } from '../wire.js';
import { gameOf, type ClientRoom } from '../logic/room.js';
import { freshTable } from './initial.js';
import { foldRoom, historyOf } from './fold.js';
import { sendShown, tidyTable } from './game.js';
import { errorReply, hintReply, refusalReply } from './replies.js';
import type { Effect, PageState, PassPlay, Reduced } from './types.js';

export const passKey = (room: string) => `catan.pass.${room}`;

/** What is kept so that a reload finds every seat at this table again (each seat's token). */
export function savePass(p: PassPlay): Effect[] {
  if (!p.room) return [];
  return [{ k: 'save', key: passKey(p.room), value: JSON.stringify(p.people.map(({ via, name, lobbySeat, token }) => ({ via, name, lobbySeat, token }))) }];
}

/** A message on one of the other people's connections. */
export function passState(s: PageState, msg: ServerMessage, at: number, via: number): Reduced {
  const p = s.pass;
  if (!p) return { state: s, effects: [] };
  switch (msg.t) {
    case 'welcome': {
      const people = p.people.map((x) => (x.via === via ? { ...x, token: msg.token } : x));
      const pass = { ...p, people };
      return { state: { ...s, pass }, effects: savePass(pass) };
    }
    case 'state': {
      if (msg.room.id !== p.room) return { state: s, effects: [] };
      const first = !p.rooms[via];
      const folded = foldRoom(s, via, msg, at);
      if (!folded) return { state: s, effects: [{ k: 'enter', room: msg.room.id, fresh: true, via }] };
      const effects = [...folded.effects];
      // In the lobby, a person here takes the seat marked for them.
      const person = p.people.find((x) => x.via === via);
      if (first && msg.room.status === 'lobby' && msg.you.seat === null && person) {
        effects.push({ k: 'send', msg: { t: 'sit', seat: person.lobbySeat, name: person.name }, via });
      }
      return choose({ state: folded.state, effects });
    }
    case 'update': {
      if (msg.room !== p.room) return { state: s, effects: [] };
      const folded = foldRoom(s, via, msg, at);
      if (!folded) return { state: s, effects: [{ k: 'enter', room: msg.room, fresh: true, via }] };
      return choose(folded);
    }
    case 'history': return { state: historyOf(s, via, msg), effects: [] };
    // Only the connection of the seat on screen shows its hint or refusal (which fades, as in any game).
    case 'hint': return via === p.shown ? hintReply(s, msg) : { state: s, effects: [] };
    case 'refused': return via === p.shown ? refusalReply(s, msg, at) : { state: s, effects: [] };
    case 'error': return via === p.shown ? errorReply(s, msg, at) : { state: s, effects: [] };
    default: return { state: s, effects: [] };
  }
}

/** Whether a connection's seat has something to do now (its turn, a discard, an answer). */
export function waitsFor(r: ClientRoom | null): boolean {
  const g = r?.msg.game;
  if (!g || r.msg.you.seat === null || g.end) return false;
  return g.targets !== null || g.incoming !== null;
}

/** Show the seat the game waits for; covering the screen when it passes to another person. */
export function choose(r: Reduced): Reduced {
  const s = r.state;
  const p = s.pass;
  if (!p) return r;
  // Everyone at the device sees who starts first (one screen for all), then the device passes.
  const g = s.room ? gameOf(s.room, s.lang)?.msg : null;
  if (g && !g.ready && !s.table.startSeen) return r;
  // An offer waiting for another person's answer comes first: the person on screen made it (only the
  // player whose turn it is offers) and can do nothing with it until the answers are in. Their own
  // turn kept the device, and the offer waited without end for someone who never saw it.
  const vias = p.people.map((x) => x.via);
  const waits = (via: number) => waitsFor(p.rooms[via] ?? null);
  const asked = (via: number) => waits(via) && Boolean(p.rooms[via]!.msg.game!.incoming);
  const answerer = asked(p.shown) ? undefined : vias.find((via) => via !== p.shown && asked(via));
  const next = answerer ?? (waits(p.shown) ? p.shown : vias.find(waits));
  if (next === undefined || next === p.shown) return r;
  const room = p.rooms[next]!;
  // The start roll has been seen by everyone at this table already.
  const table = { ...freshTable(), startSeen: s.table.startSeen, endOpen: s.table.endOpen };
  // The table as the next person left it comes back too: their own offer's answers on the trade panel (tidyTable).
  return { state: tidyTable({ ...s, pass: { ...p, shown: next, covered: true }, room, table, refusal: null }), effects: r.effects };
}

/**
 * The person now at the device shows their hand. A bot's offer waits for the people by one clock,
 * which ran on while the device went round: the person who has just taken it starts the wait again
 * (the server's "more time"), so that the last at the table is not left seconds to answer.
 */
export function reveal(s: PageState): Reduced {
  if (!s.pass) return { state: s, effects: [] };
  const state = { ...s, pass: { ...s.pass, covered: false } };
  const inc = s.room ? gameOf(s.room, s.lang)?.msg.incoming : null;
  return { state, effects: inc && inc.until !== undefined && inc.more !== 0 ? [sendShown(state, { t: 'more-time', id: inc.id })] : [] };
}

/** Who the device is passed to: the shown seat's player. */
export function passName(s: PageState): string | null {
  const p = s.pass;
  if (!p || !p.covered) return null;
  const g = s.room ? gameOf(s.room, s.lang)?.msg : null;
  return g && g.you !== null ? g.seats[g.you]?.name ?? null : null;
}

/**
 * Why the device goes to that person, said on the cover (a play-test saw "Pass to Player 2" with no
 * word of a discard, an offer or a special building step): only what the whole table knows.
 */
export type PassReason = { k: 'offer'; from: string } | { k: 'answers' } | { k: 'discard'; n: number } | { k: 'robber' } | { k: 'special' } | { k: 'turn' };

export function passReason(s: PageState): PassReason | null {
  const p = s.pass;
  if (!p || !p.covered) return null;
  const g = s.room ? gameOf(s.room, s.lang)?.msg : null;
  if (!g || g.you === null) return null;
  if (g.incoming) return { k: 'offer', from: g.seats[g.incoming.from]?.name ?? '' };
  if (g.targets && g.targets.discard > 0) return { k: 'discard', n: g.targets.discard };
  // The device back with the person who offered: the answers are in (it said "Your turn to play", the answers behind the Trade button).
  if (g.offer && g.offer.answers.some((a) => a.type !== 'reject')) return { k: 'answers' };
  if (g.expected.kind === 'robber' && g.expected.seat === g.you) return { k: 'robber' };
  if (g.expected.kind === 'special-build') return { k: 'special' };
  return { k: 'turn' };
}
