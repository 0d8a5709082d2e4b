/**
 * Entry point: reads what the browser kept and what the server wrote into the page, opens the
 * connection (it takes a moment), builds the store and mounts the page.
 */
import { render } from 'preact';
import type { Boot } from './wire.js';
import { App } from './app.js';
import { documentWords, loadPack, pageLang } from './i18n.js';
import { parseRoute } from './logic/room.js';
import { Connection, socketUrl } from './net.js';
import { BrowserPorts, showDocument } from './ports.js';
import { initialState } from './store/initial.js';
import { passKey } from './store/pass.js';
import { Store } from './store/store.js';
import type { PassPlay } from './store/types.js';
import { newSeed } from './ui/StartScreen.js';
import './styles.css';

function read(key: string): string | null {
  try { return localStorage.getItem(key); } catch { return null; }
}
function json(key: string): unknown {
  try { return JSON.parse(read(key) ?? 'null'); } catch { return null; }
}
function readBoot(): Boot | null {
  const el = document.getElementById('boot');
  if (!el?.textContent) return null;
  try { return JSON.parse(el.textContent) as Boot; } catch { return null; }
}

const lang = pageLang(location.search, read('catan.lang'), navigator.languages ?? [navigator.language]);
// A language the address asked for (a link "in Spanish", ?lang=es) is kept as the person's choice:
// the address loses it on the way into a room, and a reload there fell back to English.
if (new URLSearchParams(location.search).get('lang') === lang) {
  try { localStorage.setItem('catan.lang', lang); } catch { /* private mode: this page only */ }
}
const route = parseRoute(location.pathname);
const conn = new Connection(socketUrl(location));
conn.start();
// The person's language before the first draw (English comes with the page; the others are a few kB).
await loadPack(lang).catch(() => undefined);
// index.html's title and description are English: the page's own language's, from the start.
showDocument(documentWords(lang));
const ports = new BrowserPorts(conn);
const state = initialState({
  boot: readBoot(), lang, route, name: conn.name, savedSetup: json('catan.setup'), savedSettings: json('catan.settings'), seed: newSeed(), hidden: document.hidden,
});
// A table on this device found again after a reload: every seat's token was kept.
if (route.page === 'room') {
  const kept = json(passKey(route.id));
  if (Array.isArray(kept) && kept.length > 1) {
    state.pass = { room: route.id, people: kept as PassPlay['people'], rooms: [], shown: 0, spawned: false, covered: true };
  }
}
const store = new Store(state, ports);
ports.listen(conn, 0, store.dispatch);
window.addEventListener('popstate', () => store.dispatch({ k: 'route', route: parseRoute(location.pathname) }));
document.addEventListener('visibilitychange', () => store.dispatch({ k: 'visibility', hidden: document.hidden }));
store.dispatch({ k: 'route', route });
render(<App store={store} token={() => conn.token} />, document.getElementById('app')!);
