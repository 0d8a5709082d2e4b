/**
 * The browser side of the store's effects: the connections (one, or one per person in
 * pass-and-play), the address bar, localStorage, sound, the tab's title and icon, timers, and
 * the lists of finished games and public rooms. Holds no game logic: it does what the reducer asked.
 */
import type { RoomSummary, ServerMessage } from './wire.js';
import { loadPack } from './i18n.js';
import { listedRooms } from './logic/listing.js';
import { Connection, socketUrl } from './net.js';
import type { Ports } from './store/store.js';
import type { Effect, PageEvent } from './store/types.js';
import { playSound } from './ui/sound.js';

const ICON = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Cpath d='M16 1L29 8.5V23.5L16 31L3 23.5V8.5Z' fill='%23e8c04a' stroke='%237a5a06' stroke-width='2'/%3E%3C/svg%3E";
/** The same icon with a red dot: it is your turn. */
const ICON_TURN = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Cpath d='M16 1L29 8.5V23.5L16 31L3 23.5V8.5Z' fill='%23e8c04a' stroke='%237a5a06' stroke-width='2'/%3E%3Ccircle cx='24' cy='8' r='7.5' fill='%23d0312d' stroke='%23fff' stroke-width='1.5'/%3E%3C/svg%3E";

/** The page's language, title and description, as a language's words give them (index.html's are English). */
export function showDocument(d: { lang: string; title: string; description: string }): void {
  document.documentElement.lang = d.lang;
  document.title = d.title;
  let meta = document.querySelector<HTMLMetaElement>('meta[name=description]');
  if (!meta) { meta = document.createElement('meta'); meta.name = 'description'; document.head.appendChild(meta); }
  meta.content = d.description;
}

function setIcon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel=icon]');
  if (!link) { link = document.createElement('link'); link.rel = 'icon'; document.head.appendChild(link); }
  link.href = href;
}

export class BrowserPorts implements Ports {
  readonly conns: Connection[];
  private plainTitle = document.title;

  constructor(main: Connection) {
    this.conns = [main];
  }

  /** Connect the page's connection (and any later ones) to the store. */
  listen(conn: Connection, via: number, dispatch: (e: PageEvent) => void): void {
    conn.listen(
      (msg: ServerMessage) => dispatch({ k: 'server', msg, at: performance.now(), ...(via ? { via } : {}) }),
      (status) => dispatch({ k: 'conn', status, ...(via ? { via } : {}) }),
    );
  }

  run(fx: Effect, dispatch: (e: PageEvent) => void): void {
    switch (fx.k) {
      case 'send': this.conns[fx.via ?? 0]?.post(fx.msg); return;
      case 'enter': this.conns[fx.via ?? 0]?.enter(fx.room, fx.fresh); return;
      case 'adopt': { const c = this.conns[0]!; c.room = fx.room; c.version = fx.version; return; }
      case 'exit':
        this.conns[0]!.exit();
        for (const c of this.conns.splice(1)) { c.exit(); c.stop(); }
        return;
      case 'navigate':
        if (location.pathname !== fx.path) (fx.replace ? history.replaceState : history.pushState).call(history, null, '', fx.path + (fx.path === '/' ? location.search : ''));
        window.scrollTo(0, 0);
        return;
      case 'save':
        try { if (fx.value === null) localStorage.removeItem(fx.key); else localStorage.setItem(fx.key, fx.value); } catch { /* private mode: not kept */ }
        return;
      case 'set-name': this.conns[0]!.setName(fx.name); return;
      case 'sound': playSound(fx.sound); return;
      case 'attention':
        if (fx.on) { this.plainTitle = document.title; document.title = fx.text; setIcon(ICON_TURN); } else { document.title = this.plainTitle; setIcon(ICON); }
        return;
      case 'later': setTimeout(() => dispatch(fx.event), fx.ms); return;
      case 'fetch-games':
      {
        const token = this.conns[0]?.token;
        const auth = token ? { headers: { authorization: `Bearer ${token}` } } : {};
        fetch('/api/games?limit=8', auth).then((r) => (r.ok ? r.json() : { games: [] })).then((j: { games?: RoomSummary[] }) => dispatch({ k: 'games', games: j.games ?? [] }), () => {});
        // The games this browser may go back to (none without a token: it never sat anywhere).
        if (token) fetch('/api/rooms?mine=1', auth).then((r) => (r.ok ? r.json() : null)).then((j: unknown) => dispatch({ k: 'mine', rooms: listedRooms(j) ?? [] }), () => {});
        return;
      }
      case 'fetch-rooms':
        // A failed fetch (no answer, not 200, not such a list) comes back as null: the list says so.
        fetch('/api/rooms').then((r) => (r.ok ? r.json() : null)).then((j: unknown) => listedRooms(j), () => null)
          .then((rooms) => dispatch({ k: 'public-rooms', ask: fx.ask, rooms }));
        return;
      case 'spawn': {
        const c = new Connection(socketUrl(location), { token: fx.token, persist: false });
        this.conns[fx.via] = c;
        c.room = fx.room;
        this.listen(c, fx.via, dispatch);
        c.start();
        return;
      }
      case 'load-lang':
        void loadPack(fx.lang).then(() => dispatch({ k: 'lang', lang: fx.lang }), () => reloadIn(fx.lang));
        return;
      case 'document':
        showDocument(fx);
        this.plainTitle = fx.title;
        // A ?lang= in the address would win over the choice just made at the next reload: it goes.
        if (new URLSearchParams(location.search).has('lang')) {
          const url = new URL(location.href);
          url.searchParams.delete('lang');
          history.replaceState(history.state, '', url);
        }
        return;
    }
  }
}

/**
 * A language's words could not be fetched: most often this page is older than the server's files
 * (a new version was deployed while it stayed open, and its chunk names are gone). The page loads
 * again in that language (the address's ?lang= says which), once a minute at most: offline, or if
 * the reload fails the same way, it stays as it is rather than loop.
 */
function reloadIn(lang: string): void {
  const key = 'catan.lang-reload';
  try {
    const [was, at] = (sessionStorage.getItem(key) ?? '').split(' ');
    if (!navigator.onLine || (was === lang && Date.now() - Number(at) < 60_000)) return;
    sessionStorage.setItem(key, `${lang} ${Date.now()}`);
  } catch { return; }
  const url = new URL(location.href);
  url.searchParams.set('lang', lang);
  location.assign(url);
}
