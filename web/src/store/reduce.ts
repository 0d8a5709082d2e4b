/**
 * The page's one reducer: (state, event) → (state, effects). Server messages, the person's
 * intents, the address, settings and timers all come through here; the components only render
 * the state and dispatch events. Tested without a DOM (test/web/store.test.ts).
 */
import { documentWords, hasPack, t } from '../i18n.js';
import { parseRoute, routePath } from '../logic/room.js';
import { reduceGame, sendShown } from './game.js';
import { freshTable } from './initial.js';
import { choose, reveal } from './pass.js';
import { reduceReplay } from './replay.js';
import { reduceServer } from './server.js';
import { patchSetup, previewAsk, submit } from './setup.js';
import type { Effect, PageEvent, PageState, Reduced } from './types.js';

export { parseRoute };

/** Enter the room the address names, unless the page is already in it. */
function enterRoute(s: PageState): Reduced {
  const r = s.route;
  if (r.page === 'home') return { state: s, effects: [{ k: 'fetch-games' }, ...previewAsk(s)] };
  if (r.page === 'rooms') return askRooms(s);
  if (r.page !== 'room') return { state: s, effects: [] };
  const same = s.room?.msg.room.id === r.id;
  if (s.entered === r.id && same) return { state: s, effects: [] };
  const state: PageState = { ...s, entered: r.id, gone: false, resuming: s.resuming === r.id ? s.resuming : null, ...(same ? {} : { room: null, table: freshTable() }) };
  return { state, effects: [{ k: 'enter', room: r.id, fresh: !same }] };
}

/** Fetch the public rooms (again): the list keeps what it shows until the answer comes. */
function askRooms(s: PageState): Reduced {
  const ask = s.publicRooms.ask + 1;
  return { state: { ...s, publicRooms: { ...s.publicRooms, status: 'loading', ask } }, effects: [{ k: 'fetch-rooms', ask }] };
}

/** Every connection of this table (pass-and-play has several). */
function allVias(s: PageState): number[] {
  return s.pass ? s.pass.people.map((x) => x.via) : [0];
}

export function reduce(s: PageState, e: PageEvent): Reduced {
  switch (e.k) {
    case 'server': return reduceServer(s, e.msg, e.at, e.via);
    case 'conn': return e.via ? { state: s, effects: [] } : { state: { ...s, conn: e.status }, effects: [] };
    case 'route': return enterRoute({ ...s, route: e.route, replay: null });
    case 'go': {
      const path = routePath(e.route);
      return (({ state, effects }) => ({ state, effects: [{ k: 'navigate', path, replace: e.replace ?? false } as Effect, ...effects] }))(enterRoute({ ...s, route: e.route, replay: null }));
    }
    case 'lang': {
      // A language not yet loaded is loaded first; the port dispatches the change again once it is.
      if (!hasPack(e.lang)) return { state: s, effects: [{ k: 'load-lang', lang: e.lang }] };
      const state = { ...s, lang: e.lang };
      return { state, effects: [{ k: 'save', key: 'catan.lang', value: e.lang }, { k: 'document', ...documentWords(e.lang) }] };
    }
    case 'name': return { state: { ...s, name: e.name }, effects: [{ k: 'set-name', name: e.name.trim() }] };
    case 'games': return { state: { ...s, games: e.games }, effects: [] };
    case 'mine': return { state: { ...s, mine: e.rooms.filter((r) => r.id !== s.leftRoom) }, effects: [] };
    case 'public-rooms-ask': return askRooms(s);
    case 'public-rooms': {
      // Only the answer to the latest fetch counts (an older one may arrive after it).
      if (e.ask !== s.publicRooms.ask) return { state: s, effects: [] };
      const publicRooms = e.rooms ? { status: 'ready' as const, rooms: e.rooms, ask: e.ask } : { status: 'failed' as const, rooms: [], ask: e.ask };
      return { state: { ...s, publicRooms }, effects: [] };
    }
    case 'setup': return patchSetup(s, e.patch);
    case 'preview-ask': return { state: s, effects: previewAsk(s) };
    case 'submit': return submit(s, e.gameSeed);
    case 'send': {
      // A chat line is counted until it shows in the log or is refused, and its last problem is forgotten.
      const state = e.msg.t === 'chat' ? { ...s, chat: { waiting: s.chat.waiting + 1, problem: null } } : s;
      // Pass and play: a rematch is asked on the page's own connection, which the others follow (server.ts).
      return { state, effects: [e.msg.t === 'rematch' && s.pass ? { k: 'send', msg: e.msg } : sendShown(s, e.msg)] };
    }
    case 'start-seen': {
      // Everyone at this device has seen who starts: the bots may begin.
      const seated = s.room?.msg.you.seat !== null;
      const effects: Effect[] = seated ? allVias(s).map((via) => ({ k: 'send', msg: { t: 'ready' }, ...(via ? { via } : {}) })) : [];
      // Then the device goes to whoever the game waits for (pass-and-play).
      const chosen = choose({ state: { ...s, table: { ...s.table, startSeen: true } }, effects });
      return chosen;
    }
    case 'refusal-clear':
      return { state: e.at === undefined || s.refusal?.at === e.at ? { ...s, refusal: null } : s, effects: [] };
    case 'error-clear':
      return { state: e.at === undefined || s.error?.at === e.at ? { ...s, error: null } : s, effects: [] };
    case 'cue-done': return { state: { ...s, cues: s.cues.filter((c) => c.id !== e.id) }, effects: [] };
    case 'toast-done': return { state: { ...s, toasts: s.toasts.filter((x) => x.id !== e.id) }, effects: [] };
    case 'setting': {
      const settings = { ...s.settings, ...e.patch };
      return { state: { ...s, settings }, effects: [{ k: 'save', key: 'catan.settings', value: JSON.stringify(settings) }] };
    }
    case 'reveal': return reveal(s);
    case 'visibility': {
      const effects: Effect[] = e.hidden ? [] : [{ k: 'attention', on: false, text: t(s.lang, 'title') }];
      return { state: { ...s, hidden: e.hidden }, effects };
    }
    case 'leave': {
      const effects: Effect[] = [
        ...allVias(s).map((via): Effect => ({ k: 'send', msg: { t: 'leave' }, ...(via ? { via } : {}) })),
        { k: 'exit' }, { k: 'navigate', path: '/', replace: false },
        ...(s.pass?.room ? [{ k: 'save', key: `catan.pass.${s.pass.room}`, value: null } as Effect] : []),
      ];
      const state: PageState = {
        ...s, room: null, entered: null, resuming: null, pass: null, table: freshTable(), cues: [], toasts: [], error: null, route: { page: 'home' },
        leftRoom: s.room?.msg.room.id ?? s.leftRoom, mine: s.mine.filter((r) => r.id !== s.room?.msg.room.id),
      };
      return { state, effects: [...effects, { k: 'fetch-games' }] };
    }
    case 'replay-loaded': case 'replay-problem': case 'replay-step': case 'replay-play': case 'replay-tick': case 'replay-speed': case 'replay-view': case 'replay-games': case 'replay-game':
      return reduceReplay(s, e);
    default: return reduceGame(s, e) ?? { state: s, effects: [] };
  }
}
