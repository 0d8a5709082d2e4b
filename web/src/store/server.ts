/**
 * The server's messages folded into the page: the room (its log in slices), the address a new
 * room gets, refusals, and — from the entries that just arrived — the cues the motion layer
 * plays, the sounds (when the person turned sound on) and the announcements over the table.
 */
import type { ServerMessage, StateMessage } from '../wire.js';
import { routePath } from '../logic/room.js';
import { foldRoom, historyOf } from './fold.js';
import { freshTable } from './initial.js';
import { errorReply, hintReply, refusalReply } from './replies.js';
import { choose, passState, savePass } from './pass.js';
import type { ChatProblem, Effect, PageState, Reduced } from './types.js';


export function reduceServer(s: PageState, msg: ServerMessage, at: number, via = 0): Reduced {
  if (via > 0) return passState(s, msg, at, via);
  switch (msg.t) {
    case 'hello': return { state: { ...s, hello: { version: msg.version, bots: msg.bots, paceMs: msg.paceMs, limits: msg.limits } }, effects: [] };
    case 'preview': return { state: { ...s, preview: msg }, effects: [] };
    case 'state': return roomState(s, msg, at);
    case 'update': {
      // An update of the room the page is in (a room it has left is ignored); a missed frame: resync.
      if (s.entered !== msg.room) return { state: s, effects: [] };
      const folded = foldRoom(s, 0, msg, at);
      if (!folded) return { state: s, effects: [{ k: 'enter', room: msg.room, fresh: true }] };
      return passSpawns(choose(folded), []);
    }
    case 'history': return { state: historyOf(s, 0, msg), effects: [] };
    case 'hint': return msg.room === s.entered ? hintReply(s, msg) : { state: s, effects: [] };
    case 'refused': return refusalReply(s, msg, at);
    case 'gone': return { state: { ...s, gone: true, resuming: null }, effects: [] };
    // Only about the room the page is in (a late one about a room it left says nothing).
    case 'resuming': return msg.room === s.entered ? { state: { ...s, resuming: msg.room }, effects: [] } : { state: s, effects: [] };
    case 'error': {
      // The refusal of a chat line (errors carry no id: a chat is waiting, and the code is one a chat line gets).
      const problem = s.chat.waiting > 0 ? chatProblemOf(msg.code) : null;
      if (problem) return { state: { ...s, chat: { waiting: s.chat.waiting - 1, problem } }, effects: [] };
      return errorReply(s, msg, at);
    }
    default: return { state: s, effects: [] };
  }
}

function roomState(s: PageState, msg: StateMessage, at: number): Reduced {
  const effects: Effect[] = [];
  // The room's state: it is played again (whichever room it is, the page is in it now).
  let state = s.resuming === null ? s : { ...s, resuming: null };
  const r = s.route;
  if (r.page !== 'room' || r.id !== msg.room.id) {
    if (r.page === 'replay') return { state: s, effects };
    // A room just created from the start screen: its address becomes the page's.
    const route = { page: 'room' as const, id: msg.room.id };
    effects.push({ k: 'adopt', room: msg.room.id, version: msg.version }, { k: 'navigate', path: routePath(route), replace: r.page === 'home' });
    // A new room (a game just made, a rematch): nothing of the last one's table, cues or announcements carries over.
    state = { ...state, route, entered: msg.room.id, table: freshTable(), room: null, cues: [], toasts: [] };
    if (state.pass && state.pass.room === null) state = { ...state, pass: { ...state.pass, room: msg.room.id } };
    else if (state.pass && state.pass.room !== msg.room.id) {
      // Pass and play's rematch: the page's own connection is in the new room; every other person
      // here follows it into the seat they had at the table just finished (the rematch keeps its order).
      const old = state.pass;
      const people = old.people.map((x) => (x.via === 0 ? x : { ...x, lobbySeat: old.rooms[x.via]?.msg.you.seat ?? x.lobbySeat }));
      const pass = { ...old, room: msg.room.id, people, rooms: [], shown: 0, covered: false };
      state = { ...state, pass };
      effects.push(...savePass(pass), ...people.filter((x) => x.via > 0).map((x): Effect => ({ k: 'enter', room: msg.room.id, fresh: true, via: x.via })));
    }
  }
  const folded = foldRoom(state, 0, msg, at);
  if (!folded) return { state, effects: [...effects, { k: 'enter', room: msg.room.id, fresh: true }] }; // a slice the page cannot place: resync
  return passSpawns(choose(folded), effects);
}

/**
 * What the page says about its link to the room, if anything: the connection lost (it
 * reconnects), or the room being taken over by another server (connected, but nothing happens
 * until its state comes).
 */
export function connectionNote(s: PageState): 'disconnected' | 'resuming' | null {
  if (s.conn !== 'open') return 'disconnected';
  return s.resuming !== null && s.resuming === s.entered ? 'resuming' : null;
}

/** Pass-and-play: once the room exists, a connection for every other person at this table (once). */
function passSpawns(r: Reduced, before: Effect[]): Reduced {
  const p = r.state.pass;
  if (!p || !p.room || p.spawned) return { state: r.state, effects: [...before, ...r.effects] };
  const pass = { ...p, spawned: true };
  const spawns = p.people.filter((x) => x.via > 0).map((x): Effect => ({ k: 'spawn', via: x.via, room: p.room!, token: x.token }));
  return { state: { ...r.state, pass }, effects: [...before, ...r.effects, ...savePass(pass), ...spawns] };
}

/** What a refused chat line is told, by the server's error code (null: not a chat line's refusal). */
export function chatProblemOf(code: string): ChatProblem | null {
  switch (code) {
    case 'rate-limited': return 'too-fast';
    case 'spectator-chat': return 'not-allowed';
    case 'too-long': case 'too-large': return 'too-long';
    case 'empty': case 'no-room': return 'other';
    default: return null;
  }
}
