/**
 * The page: one connection to the server, the language, and either the start screen or the
 * game. Resumes this tab's game after a reload or a dropped connection.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardChoice, Boot, BotInfo, ServerMessage, SetupRequest } from '../../src/server/protocol.js';
import { guessLang, LANGS, type Lang } from './i18n.js';
import { mergeGame, type ClientGame } from './logic/play.js';
import type { Connection, ConnStatus } from './net.js';
import { GameScreen, type Refusal } from './ui/GameScreen.js';
import { StartScreen } from './ui/StartScreen.js';
import { t } from './i18n.js';

const SESSION_KEY = 'catan.session';
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
  const [hello, setHello] = useState<{ bots: BotInfo[]; paceMs: number } | null>(boot?.hello ?? null);
  const [preview, setPreview] = useState<Extract<ServerMessage, { t: 'preview' }> | null>(boot?.preview ?? null);
  const [game, setGame] = useState<ClientGame | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const gameRef = useRef<ClientGame | null>(null);
  // A reload in a game: wait for the server to hand it back before showing anything else.
  const [resuming, setResuming] = useState(() => sessionStorage.getItem(SESSION_KEY) !== null);

  function onMessage(m: ServerMessage): void {
    switch (m.t) {
      case 'hello': {
        setHello({ bots: m.bots, paceMs: m.paceMs });
        const id = sessionStorage.getItem(SESSION_KEY);
        if (id) conn.send({ t: 'resume', id });
        return;
      }
      case 'preview': setPreview(m); return;
      case 'game': {
        const next = mergeGame(gameRef.current, m);
        gameRef.current = next;
        sessionStorage.setItem(SESSION_KEY, m.id);
        setGame(next);
        setResuming(false);
        setError(null);
        return;
      }
      case 'refused': setRefusal({ code: m.code, message: m.message, ...(m.rule ? { rule: m.rule } : {}), at: Date.now() }); return;
      case 'gone':
        setResuming(false);
        sessionStorage.removeItem(SESSION_KEY);
        gameRef.current = null;
        setGame(null);
        return;
      case 'error': setError(m.message); return;
    }
  }

  useEffect(() => { conn.listen(onMessage, setStatus); }, []);
  useEffect(() => { document.documentElement.lang = lang; document.title = t(lang, 'title'); }, [lang]);
  useEffect(() => {
    if (!refusal) return;
    const id = setTimeout(() => setRefusal((r) => (r === refusal ? null : r)), 9000);
    return () => clearTimeout(id);
  }, [refusal]);

  const setLang = (l: Lang) => { setLangState(l); try { localStorage.setItem(LANG_KEY, l); } catch { /* not kept */ } };

  if (game) {
    return (
      <GameScreen lang={lang} setLang={setLang} game={game} bots={hello?.bots ?? []} send={(m) => conn.send(m)}
        refusal={refusal} clearRefusal={() => setRefusal(null)} status={status}
        onNewGame={() => {
          conn.send({ t: 'leave' });
          sessionStorage.removeItem(SESSION_KEY);
          gameRef.current = null;
          setGame(null);
        }} />
    );
  }
  if (resuming) return <main class="loading" aria-busy="true"><p>{t(lang, 'connecting')}</p></main>;
  // The start screen shows at once; the bots' names and the preview fill in when the server answers.
  return (
    <StartScreen lang={lang} setLang={setLang} bots={hello?.bots ?? []} defaultPace={hello?.paceMs ?? 600}
      preview={preview} error={error}
      onPreview={(c: BoardChoice) => conn.send({ t: 'preview', board: c })}
      onStart={(s: SetupRequest) => { setError(null); conn.send({ t: 'create', setup: s }); }} />
  );
}
