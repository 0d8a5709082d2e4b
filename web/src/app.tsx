/**
 * The page: one connection to the server, the language, and the address — the start screen
 * (`/`), a room (`/room/ID`: its lobby, or its game for a player or a spectator), or a replay
 * (`/replay/ID`, `/replay` for a file; loaded on demand). A reload puts the page back where it
 * was: the browser's token takes its seat again, with the current view.
 */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardChoice, Boot, BotInfo, Limits, RoomRequest, RoomSummary, ServerMessage, SetupRequest } from '../../src/protocol/index.js';
import { guessLang, LANGS, t, type Lang } from './i18n.js';
import { gameOf, mergeHistory, mergeState, parseRoute, routePath, type ClientRoom, type Route } from './logic/room.js';
import type { Connection, ConnStatus, Outgoing } from './net.js';
import { GameScreen, type Refusal } from './ui/GameScreen.js';
import { Lobby } from './ui/Room.js';
import { StartScreen } from './ui/StartScreen.js';

type ReplayProps = Parameters<typeof import('./ui/Replay.js')['Replay']>[0];

/** The replay viewer is loaded only when asked for (it brings the rules engine to the page). */
function ReplayPage(props: ReplayProps) {
  const [View, setView] = useState<((p: ReplayProps) => JSX.Element) | null>(null);
  useEffect(() => { void import('./ui/Replay.js').then((m) => setView(() => m.Replay)); }, []);
  return View ? <View {...props} /> : <main class="loading" aria-busy="true"><p>{t(props.lang, 'connecting')}</p></main>;
}
const LANG_KEY = 'catan.lang';

function initialLang(): Lang {
  const saved = localStorage.getItem(LANG_KEY);
  if (saved && (LANGS as readonly string[]).includes(saved)) return saved as Lang;
  return guessLang(navigator.languages ?? [navigator.language]);
}

/** The start-up data the server wrote into the page, if any. */
function readBoot(): Boot | null {
  const el = document.getElementById('boot');
  if (!el?.textContent) return null;
  try { return JSON.parse(el.textContent) as Boot; } catch { return null; }
}

export function App({ conn }: { conn: Connection }) {
  const boot = useRef(readBoot()).current;
  const [lang, setLangState] = useState<Lang>(initialLang);
  const [status, setStatus] = useState<ConnStatus>('connecting');
  const [hello, setHello] = useState<{ bots: BotInfo[]; paceMs: number; limits: Limits | null } | null>(boot?.hello ? { ...boot.hello, limits: boot.hello.limits ?? null } : null);
  const [preview, setPreview] = useState<Extract<ServerMessage, { t: 'preview' }> | null>(boot?.preview ?? null);
  const [route, setRoute] = useState<Route>(() => parseRoute(location.pathname));
  const [room, setRoom] = useState<ClientRoom | null>(null);
  const [gone, setGone] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setNameState] = useState(conn.name);
  const [games, setGames] = useState<RoomSummary[]>([]);
  const roomRef = useRef<ClientRoom | null>(null);
  const routeRef = useRef(route);
  routeRef.current = route;

  const go = (r: Route, replace = false) => {
    const path = routePath(r);
    if (location.pathname !== path) (replace ? history.replaceState : history.pushState).call(history, null, '', path + (r.page === 'home' ? location.search : ''));
    setRoute(r);
  };

  function onMessage(m: ServerMessage): void {
    switch (m.t) {
      case 'hello': setHello({ bots: m.bots, paceMs: m.paceMs, limits: m.limits }); return;
      case 'preview': setPreview(m); return;
      case 'state': {
        const r = routeRef.current;
        // A room just created from the start screen: its address becomes the page's.
        if (r.page !== 'room' || r.id !== m.room.id) {
          if (r.page === 'replay') return;
          conn.room = m.room.id;
          conn.version = m.version;
          go({ page: 'room', id: m.room.id }, r.page === 'home');
        }
        const next = mergeState(roomRef.current, m);
        if (!next) { conn.enter(m.room.id, true); return; } // a slice the page cannot place: resync
        roomRef.current = next;
        setRoom(next);
        setGone(false);
        setError(null);
        return;
      }
      case 'update': {
        if (conn.room !== m.room) return; // a room the page has left
        const next = mergeState(roomRef.current, m);
        if (!next) { conn.enter(m.room, true); return; } // a frame was missed: resync
        roomRef.current = next;
        setRoom(next);
        return;
      }
      case 'history': {
        if (!roomRef.current) return;
        const next = mergeHistory(roomRef.current, m);
        roomRef.current = next;
        setRoom(next);
        return;
      }
      case 'refused':
        if (m.code === 'replayed-ack') return; // sent again after a reconnect, and already done
        setRefusal({ code: m.code, message: m.message, ...(m.rule ? { rule: m.rule } : {}), at: Date.now() });
        return;
      case 'gone': setGone(true); return;
      case 'error': setError(m.message); return;
      default:
    }
  }

  useEffect(() => { conn.listen(onMessage, setStatus); }, []);
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  // Entering a room (at load, or by following a link): from its start, or from where the page is.
  useEffect(() => {
    if (route.page !== 'room') return;
    const same = roomRef.current?.msg.room.id === route.id;
    if (conn.room !== route.id || !same) {
      if (!same) { roomRef.current = null; setRoom(null); }
      setGone(false);
      conn.enter(route.id, !same);
    }
  }, [route]);
  useEffect(() => {
    if (route.page !== 'home') return;
    fetch('/api/games?limit=8').then((r) => (r.ok ? r.json() : { games: [] })).then((j: { games: RoomSummary[] }) => setGames(j.games ?? []), () => {});
  }, [route.page]);
  useEffect(() => { document.documentElement.lang = lang; document.title = t(lang, 'title'); }, [lang]);
  useEffect(() => {
    if (!refusal) return;
    const id = setTimeout(() => setRefusal((r) => (r === refusal ? null : r)), 9000);
    return () => clearTimeout(id);
  }, [refusal]);

  const setLang = (l: Lang) => { setLangState(l); try { localStorage.setItem(LANG_KEY, l); } catch { /* not kept */ } };
  const setName = (n: string) => { setNameState(n); conn.setName(n.trim()); };
  const send = (m: Outgoing) => conn.post(m);
  const leave = () => {
    conn.send({ t: 'leave' });
    conn.exit();
    roomRef.current = null;
    setRoom(null);
    go({ page: 'home' });
  };
  const chatChars = hello?.limits?.chatChars ?? 300;

  if (route.page === 'replay') {
    return (
      <ReplayPage lang={lang} setLang={setLang} id={route.id} token={conn.token} onHome={() => go({ page: 'home' })} />
    );
  }
  if (route.page === 'room') {
    if (gone) {
      return (
        <main class="loading">
          <div class="card"><p>{t(lang, 'roomGone')}</p><p><a href="/" onClick={(e) => { e.preventDefault(); go({ page: 'home' }); }}>{t(lang, 'backHome')}</a></p></div>
        </main>
      );
    }
    if (!room || room.msg.room.id !== route.id) return <main class="loading" aria-busy="true"><p>{t(lang, 'connecting')}</p></main>;
    const game = gameOf(room);
    if (!game) {
      return <Lobby lang={lang} setLang={setLang} room={room} bots={hello?.bots ?? []} name={name} setName={setName} send={send} chatChars={chatChars} error={error} onLeave={leave} />;
    }
    return (
      <GameScreen lang={lang} setLang={setLang} room={room} game={game} bots={hello?.bots ?? []} send={send} token={conn.token} chatChars={chatChars}
        refusal={refusal} clearRefusal={() => setRefusal(null)} status={status} onLeave={leave} />
    );
  }
  // The start screen shows at once; the bots' names and the preview fill in when the server answers.
  return (
    <StartScreen lang={lang} setLang={setLang} bots={hello?.bots ?? []} defaultPace={hello?.paceMs ?? 600}
      preview={preview} error={error} games={games}
      onPreview={(c: BoardChoice) => conn.send({ t: 'preview', board: c })}
      onStart={(s: SetupRequest) => { setError(null); setName(s.name); conn.send({ t: 'create', setup: s }); }}
      onCreate={(r: RoomRequest) => { setError(null); setName(r.seats[0]?.name ?? ''); conn.send({ t: 'create', room: r }); }} />
  );
}
