/**
 * The page, drawn from the store's state: the start screen (`/`), the public rooms list
 * (`/rooms`), a room (`/room/ID`: its lobby, or its game for a player or a spectator), or a replay (`/replay/ID`, `/replay` for a
 * file; loaded on demand). Components render the state and dispatch events; the store does
 * the rest (web/src/store).
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from './i18n.js';
import { serverHas } from './wire.js';
import { gameOf } from './logic/room.js';
import { connectionNote } from './store/server.js';
import type { Store } from './store/store.js';
import type { PageState } from './store/types.js';
import { GameScreen } from './ui/GameScreen.js';
import { PublicRooms } from './ui/PublicRooms.js';
import { Lobby } from './ui/Room.js';
import { StartScreen } from './ui/StartScreen.js';
import { LoadFailed, useLazyView } from './ui/Lazy.js';

type ReplayProps = Parameters<typeof import('./ui/Replay.js')['Replay']>[0];

/** The replay viewer is loaded only when asked for (it brings the rules engine to the page). */
function ReplayPage(props: ReplayProps) {
  const { View, failed } = useLazyView<ReplayProps>(() => import('./ui/Replay.js').then((m) => m.Replay));
  if (failed) return <main class="loading"><LoadFailed lang={props.s.lang} /></main>;
  return View ? <View {...props} /> : <main class="loading" aria-busy="true"><p>{t(props.s.lang, 'connecting')}</p></main>;
}

/** The store's state, redrawn on every change. */
function useStoreState(store: Store): PageState {
  const [s, setS] = useState(store.state);
  useEffect(() => { setS(store.state); return store.subscribe(setS); }, [store]);
  return s;
}

export function App({ store, token }: { store: Store; token: () => string | null }) {
  const s = useStoreState(store);
  const dispatch = store.dispatch;
  const { lang, route } = s;

  if (route.page === 'bad-link') {
    return (
      <main class="loading">
        <div class="card" data-testid="bad-link"><p>{t(lang, 'badLink')}</p><p><a href="/" onClick={(e) => { e.preventDefault(); dispatch({ k: 'go', route: { page: 'home' } }); }}>{t(lang, 'backHome')}</a></p></div>
      </main>
    );
  }
  if (route.page === 'replay') {
    return <ReplayPage s={s} dispatch={dispatch} id={route.id} token={token()} />;
  }
  if (route.page === 'room') {
    if (s.gone) {
      return (
        <main class="loading">
          <div class="card"><p>{t(lang, 'roomGone')}</p><p><a href="/" onClick={(e) => { e.preventDefault(); dispatch({ k: 'go', route: { page: 'home' } }); }}>{t(lang, 'backHome')}</a></p></div>
        </main>
      );
    }
    const room = s.room;
    // Until the room's state comes: connecting, or (its server stopped) being taken over by another.
    if (!room || room.msg.room.id !== route.id) return <main class="loading" aria-busy="true"><p data-testid="conn-note">{t(lang, connectionNote(s) === 'resuming' ? 'resuming' : 'connecting')}</p></main>;
    const game = gameOf(room, lang);
    if (!game) {
      return <Lobby lang={lang} setLang={(l) => dispatch({ k: 'lang', lang: l })} room={room} bots={s.hello?.bots ?? []} name={s.name}
        setName={(name) => dispatch({ k: 'name', name })} send={(msg) => dispatch({ k: 'send', msg })} chatChars={s.hello?.limits?.chatChars ?? 300}
        error={s.error} chatProblem={s.chat.problem} note={connectionNote(s)} onLeave={() => dispatch({ k: 'leave' })}
        canRename={serverHas(s.hello?.version, 'rename')} canChange={serverHas(s.hello?.version, 'lobbySettings')} />;
    }
    return <GameScreen s={s} game={game} dispatch={dispatch} bots={s.hello?.bots ?? []} token={token()} />;
  }
  if (route.page === 'rooms') return <PublicRooms s={s} dispatch={dispatch} />;
  // The start screen shows at once; the bots' names and the preview fill in when the server answers.
  return <StartScreen s={s} dispatch={dispatch} games={s.games} />;
}
