/**
 * The game screen, for a player or a spectator: status bar (what is expected now, the turn
 * timer, the dice, help, language, menu), the board, the side panels (actions, hand, players
 * with who is away and which bot plays for them, chat, log, bank), and whichever dialog the
 * step calls for. Holds only page state (chosen build, open panel, open dialog); the game
 * itself comes from the server.
 */
import { useEffect, useState } from 'preact/hooks';
import type { DevCard } from '../../../src/engine/vocabulary.js';
import type { BotInfo, Intent } from '../../../src/server/protocol.js';
import { refusalText, t, type Lang } from '../i18n.js';
import {
  effectiveMode, helpHref, helpTopic, intentForEdge, intentForVertex, litFor, prompt, refusalHref, robberClick, sectionOf,
  type ClientGame, type Mode,
} from '../logic/play.js';
import { chatOf, secondsLeft, type ClientRoom } from '../logic/room.js';
import type { Outgoing } from '../net.js';
import { ActionsPanel } from './Actions.js';
import { Board } from './Board.js';
import { ChatPanel, DiceCheck, InviteLink, downloadRecord } from './Room.js';
import { DiscardDialog, IncomingDialog, MonopolyDialog, StartRollDialog, VictimDialog, YearOfPlentyDialog } from './Dialogs.js';
import { EndScreen } from './EndScreen.js';
import { LangSelect } from './LangSelect.js';
import { BankPanel, DiceView, HandPanel, LogPanel, PlayersPanel, actingSeat } from './Panels.js';
import { TradePanel } from './Trade.js';
import { PLAYER_FILL } from './art.js';
import { PACES } from './StartScreen.js';

export interface Refusal { code: string; message: string; rule?: string; at: number }

export interface GameScreenProps {
  lang: Lang;
  setLang: (l: Lang) => void;
  room: ClientRoom;
  game: ClientGame;
  bots: BotInfo[];
  send: (m: Outgoing) => void;
  token: string | null;
  chatChars: number;
  refusal: Refusal | null;
  clearRefusal: () => void;
  /** Leave the game (a bot plays the seat; a game with nobody else is abandoned) and go back to the start. */
  onLeave: () => void;
  status: 'connecting' | 'open' | 'closed';
}

type DialogState = { kind: 'victim'; hex: string; victims: number[] } | { kind: 'yop' } | { kind: 'monopoly' } | null;

export function GameScreen(p: GameScreenProps) {
  const { lang, game } = p;
  const g = game.msg;
  const room = p.room.msg.room;
  const seated = g.you !== null;
  const [mode, setMode] = useState<Mode>('none');
  const [tradeOpen, setTradeOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [endOpen, setEndOpen] = useState(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const [startSeen, setStartSeen] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const act = (action: Intent) => { p.clearRefusal(); p.send({ t: 'act', action }); };
  const mode2 = effectiveMode(g, mode);
  const lit = litFor(g, mode);

  useEffect(() => { window.scrollTo(0, 0); }, []);
  // The turn timer counts down on the page; the server decides when time is up.
  useEffect(() => {
    if (g.deadline === null) return;
    const id = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(id);
  }, [g.deadline]);

  // A chosen build that is no longer possible (paid, or turn over) is dropped.
  useEffect(() => {
    if (mode !== 'none' && effectiveMode(g, mode) !== mode) setMode('none');
    if (tradeOpen && !g.targets?.trade) setTradeOpen(false);
    if (dialog && !g.targets) setDialog(null);
  }, [g]);

  const onVertex = (v: string) => { const i = intentForVertex(g, mode, v); if (i) { act(i); setMode('none'); } };
  const onEdge = (e: string) => { const i = intentForEdge(g, mode, e); if (i) { act(i); if (g.view.phase === 'main') setMode('none'); } };
  const onHex = (h: string) => {
    const r = robberClick(g.targets, h);
    if (!r) return;
    if ('intent' in r) act(r.intent);
    else setDialog({ kind: 'victim', hex: h, victims: r.victims });
  };
  const onPlay = (card: DevCard) => {
    if (card === 'yearOfPlenty') setDialog({ kind: 'yop' });
    else if (card === 'monopoly') setDialog({ kind: 'monopoly' });
    else act({ type: 'play', card });
  };

  const panel = tradeOpen ? 'trade' : dialog?.kind === 'yop' || dialog?.kind === 'monopoly' ? 'card' : 'none';
  const topic = helpTopic(g, mode2, panel);
  const showStart = !g.ready && !startSeen;
  const modal = showStart || g.incoming || (g.targets?.discard ?? 0) > 0 || dialog || (g.end && endOpen);

  // Keyboard: every action has a key; dialogs handle their own keys.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement;
      if (e.ctrlKey || e.metaKey || e.altKey || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) || document.querySelector('.dialog')) return;
      const tg = g.targets;
      const k = e.key.toLowerCase();
      if (k === 'escape') { setMode('none'); setTradeOpen(false); setMenuOpen(false); return; }
      if (!tg) return;
      if (k === 'r' && tg.roll) act({ type: 'roll' });
      else if (k === 'e' && tg.end) act({ type: 'end' });
      else if (k === 'b' && tg.buy) act({ type: 'buy' });
      else if (k === '1' && tg.roads.length && g.view.phase === 'main') setMode('road');
      else if (k === '2' && tg.settlements.length && g.view.phase === 'main') setMode('settlement');
      else if (k === '3' && tg.cities.length) setMode('city');
      else if (k === 't' && tg.trade) setTradeOpen((x) => !x);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [g]);

  const difficulty = (level: string) => p.bots.find((b) => b.level === level)?.difficulty[lang] ?? level;
  const current = actingSeat(g);
  const myTurn = g.targets !== null;
  const section = p.refusal ? sectionOf(p.refusal.code) : null;
  const left = secondsLeft(g.deadline, now);
  const mine = seated ? room.seats[g.you!] : null;
  const mayPace = p.room.msg.you.host || room.seats.filter((s) => !s.bot).length === 1;

  return (
    <div class={`game ${modal ? 'has-modal' : ''} ${seated ? '' : 'spectating'}`}>
      <header class="topbar">
        <h1 class="brand">{t(lang, 'title')}</h1>
        <div class={`status ${myTurn ? 'mine' : ''}`} aria-live="polite" data-testid="status">
          <span class="chip" style={{ background: PLAYER_FILL[g.seats[current]?.color ?? 'white'] }} aria-hidden="true" />
          <span class="turn">{g.view.phase === 'setup' ? t(lang, 'setupRound') : t(lang, 'turnN', { n: g.view.turn })}</span>
          <b class="prompt">{prompt(g, { lang, victimDialog: dialog?.kind === 'victim' })}</b>
          {left !== null && !g.end && <span class={`timer ${left <= 10 ? 'low' : ''}`} data-testid="timer">{t(lang, 'timeLeft', { n: left })}</span>}
        </div>
        {!seated && <span class="watch-badge" data-testid="watching">{t(lang, 'watching')}</span>}
        <DiceView lang={lang} log={game.log} />
        <a class="help" href={helpHref(topic, lang)} target="_blank" rel="noopener" title={t(lang, 'helpAbout')} data-testid="help">
          <span aria-hidden="true">?</span> {t(lang, 'help')}
        </a>
        <LangSelect lang={lang} setLang={p.setLang} />
        <div class="menu">
          <button type="button" class="secondary small-btn" aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)} data-testid="menu">{t(lang, 'menu')}</button>
          {menuOpen && (
            <div class="menu-pop" role="menu">
              {mayPace && (
                <label class="field">
                  <span>{t(lang, 'botSpeed')}</span>
                  <select value={String(g.paceMs)} onChange={(e) => p.send({ t: 'pace', ms: Number((e.target as HTMLSelectElement).value) })}>
                    {PACES.map((x) => <option value={String(x.ms)}>{t(lang, x.key)}</option>)}
                    {!PACES.some((x) => x.ms === g.paceMs) && <option value={String(g.paceMs)}>{g.paceMs} ms</option>}
                  </select>
                </label>
              )}
              <InviteLink lang={lang} id={room.id} />
              <button type="button" class="secondary" onClick={() => void downloadRecord(room.id, p.token)} data-testid="download">{t(lang, 'downloadRecord')}</button>
              {g.end && <a class="button-link" href={`/replay/${room.id}`} data-testid="replay-link">{t(lang, 'watchReplay')}</a>}
              {g.end && <button type="button" class="secondary" onClick={() => { setEndOpen(true); setMenuOpen(false); }}>{t(lang, 'showResults')}</button>}
              <button type="button" class="secondary" role="menuitem" data-testid="leave"
                onClick={() => { if (g.end || !seated || confirm(room.seats.filter((s) => !s.bot).length > 1 ? t(lang, 'confirmQuit') : t(lang, 'confirmLeave'))) p.onLeave(); }}>
                {seated && room.seats.filter((s) => !s.bot).length === 1 ? t(lang, 'newGame') : t(lang, 'leaveRoom')}
              </button>
              <p class="small muted">{t(lang, 'keys')}</p>
            </div>
          )}
        </div>
      </header>
      {p.status !== 'open' && <p class="banner" role="status">{t(lang, 'disconnected')}</p>}
      {mine?.away && !g.end && (
        <p class="banner away" role="status" data-testid="away-banner">
          {t(lang, 'youAway')} <button type="button" class="primary small-btn" onClick={() => p.send({ t: 'back' })} data-testid="take-back">{t(lang, 'takeBack')}</button>
        </p>
      )}
      {!seated && <p class="banner watch" role="status">{t(lang, 'watchingAbout')}</p>}
      {p.refusal && (
        <div class="refusal" role="alert" data-testid="refusal">
          <b>{t(lang, 'refused')}:</b> {refusalText(lang, p.refusal.code, p.refusal.message)}
          <a href={refusalHref(p.refusal, lang)} target="_blank" rel="noopener" data-testid="rule-link">{section ? t(lang, 'ruleLink', { s: section }) : t(lang, 'help')}</a>
          <button type="button" class="icon-btn" aria-label={t(lang, 'close')} onClick={p.clearRefusal}>×</button>
        </div>
      )}
      <main class="table">
        <section class={`board-wrap mode-${mode2}`} aria-label={t(lang, 'board')}>
          <Board lang={lang} board={game.board} view={g.view} seats={g.seats} lit={lit} onVertex={onVertex} onEdge={onEdge} onHex={onHex} id="g" />
        </section>
        <aside class="side">
          {myTurn && g.view.phase !== 'ended' && (
            <ActionsPanel lang={lang} g={g} mode={mode} setMode={setMode} tradeOpen={tradeOpen} toggleTrade={() => setTradeOpen(!tradeOpen)}
              send={(type) => act({ type })} />
          )}
          {tradeOpen && g.targets?.trade && <TradePanel lang={lang} g={g} send={(m) => { p.clearRefusal(); p.send(m); }} onClose={() => setTradeOpen(false)} />}
          {seated && <HandPanel lang={lang} g={g} onPlay={onPlay} />}
          {g.view.phase === 'roadBuilding' && g.targets && (
            <section class="card info" role="status"><h2>{t(lang, 'rbTitle')}</h2><p class="small">{t(lang, 'rbAbout')}</p></section>
          )}
          <PlayersPanel lang={lang} g={g} difficulty={difficulty} />
          {(room.seats.filter((s) => !s.bot).length > 1 || !seated || chatOf(game.log).length > 0) && (
            <ChatPanel lang={lang} log={game.log} seats={g.seats} maxChars={p.chatChars} onSend={(text) => p.send({ t: 'chat', text })} />
          )}
          <LogPanel lang={lang} g={g} log={game.log} board={game.board} />
          <BankPanel lang={lang} g={g} />
          {g.end && <DiceCheck lang={lang} room={room} />}
        </aside>
      </main>

      {showStart && <StartRollDialog lang={lang} g={g} onPlay={() => { setStartSeen(true); if (seated) p.send({ t: 'ready' }); }} />}
      {g.ready && g.incoming && <IncomingDialog lang={lang} g={g} onAnswer={(accept) => p.send({ t: 'answer', id: g.incoming!.id, accept })} />}
      {g.ready && (g.targets?.discard ?? 0) > 0 && <DiscardDialog key={`d${g.view.turn}`} lang={lang} g={g} onDiscard={(cards) => act({ type: 'discard', cards })} />}
      {dialog?.kind === 'victim' && (
        <VictimDialog lang={lang} g={g} victims={dialog.victims} onCancel={() => setDialog(null)}
          onPick={(victim) => { act({ type: 'robber', hex: dialog.hex, victim }); setDialog(null); }} />
      )}
      {dialog?.kind === 'yop' && (
        <YearOfPlentyDialog lang={lang} g={g} onCancel={() => setDialog(null)}
          onTake={(take) => { act({ type: 'play', card: 'yearOfPlenty', take }); setDialog(null); }} />
      )}
      {dialog?.kind === 'monopoly' && (
        <MonopolyDialog lang={lang} g={g} onCancel={() => setDialog(null)}
          onPick={(resource) => { act({ type: 'play', card: 'monopoly', resource }); setDialog(null); }} />
      )}
      {g.end && endOpen && <EndScreen lang={lang} g={g} onClose={() => setEndOpen(false)} onNew={p.onLeave} replay={`/replay/${room.id}`} />}
    </div>
  );
}
