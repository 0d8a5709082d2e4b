/**
 * The game screen, for a player or a spectator, drawn from the page's state: the status bar
 * (what is expected now, the turn timer, the dice, sound, help, language, menu), the board, the
 * play column (actions, offers waiting for an answer, the hand, trading, the chat) and the table
 * column (players, log, bank), whichever dialog the step calls for, the motion layer and the
 * announcements, and in pass-and-play the cover between two people. It holds no state of its
 * own: every change is an event for the store.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { serverHas, type BotInfo } from '../wire.js';
import { discardTitle, errorText, t } from '../i18n.js';
import { effectiveMode, helpHref, helpTopic, litFor, prompt, refusalHref, refusalWords, sectionOf, type ClientGame } from '../logic/play.js';
import { OFFER_WAIT_MS, barSeconds, chatOf, heldFrom, roundLabel } from '../logic/room.js';
import { hexLabel } from '../logic/labels.js';
import { trackFor } from '../logic/tracker.js';
import { LiveChances } from './LiveChances.js';
import { awaitingAnswer, counterProblem, modalOpen } from '../store/game.js';
import { passName, passReason, type PassReason } from '../store/pass.js';
import { connectionNote } from '../store/server.js';
import type { PageEvent, PageState } from '../store/types.js';
import { ActionsPanel } from './Actions.js';
import { Board, ZoomControls } from './Board.js';
import { ChatPanel, DiceCheck, InviteLink, assistNames, downloadRecord, houseRuleNames } from './Room.js';
import { DiscardDialog, MonopolyDialog, StartRollDialog, VictimDialog, YearOfPlentyDialog } from './Dialogs.js';
import { EndScreen, RematchButton, type RematchProps } from './EndScreen.js';
import { LangSelect } from './LangSelect.js';
import { NewTabLink } from './NewTabLink.js';
import { MotionLayer, Toasts, reducedMotion } from './Motion.js';
import { AnsweredPanel, OfferPanel, TableOfferPanel } from './Offers.js';
import { focusLitSpot, refocusTable, rememberOpener, revealActions } from './focus.js';
import { HintPanel, hintSpot } from './HintPanel.js';
import { BankPanel, DiceView, HandPanel, LogPanel, PlayersPanel, actingSeat } from './Panels.js';
import { SoundToggle } from './Settings.js';
import { TradePanel } from './Trade.js';
import { Chip } from './art.js';
import { paceChoices } from './StartScreen.js';
import { TABLET, useMedia } from './media.js';
import type { SpotKind } from '../logic/zoom.js';
import { useNow } from './clock.js';

export interface GameScreenProps {
  s: PageState;
  game: ClientGame;
  dispatch: (e: PageEvent) => void;
  bots: BotInfo[];
  token: string | null;
}

/** The turn timer in the status bar: seconds left, counted down by the page's clock (only this redraws each half second). */
function TurnTimer({ lang, g, turnSeconds, offerWaitMs }: { lang: GameScreenProps['s']['lang']; g: ClientGame['msg']; turnSeconds: number; offerWaitMs: number }) {
  // Ticking only while there is a clock to show (the time given does not matter to that).
  const now = useNow(barSeconds(g, turnSeconds, 0, offerWaitMs) !== null);
  // The server's clock and the page's differ a little: never more than the timer itself ("61 s left" of 60), nor than an offer's wait.
  const left = barSeconds(g, turnSeconds, now, offerWaitMs);
  // A timer, not news: outside the status's live region, which read it out every second.
  return left === null ? null : <span class={`timer ${left <= 10 ? 'low' : ''}`} role="timer" data-testid="timer">{t(lang, 'timeLeft', { n: left })}</span>;
}

export function GameScreen({ s, game, dispatch, bots, token }: GameScreenProps) {
  const { lang, table: tb } = s;
  const g = game.msg;
  const room = s.room!.msg.room;
  const seated = g.you !== null;
  const mode = effectiveMode(g, tb.mode);
  // Made once per frame and choice, so that the board (pure.ts) is not drawn again for an animation's end or a timer's tick.
  const lit = useMemo(() => litFor(g, tb.mode), [g, tb.mode]);
  const onSpot = useMemo(() => (kind: SpotKind, id: string) => dispatch({ k: kind, id }), [dispatch]);
  const onZoom = useMemo(() => (zoom: PageState['table']['zoom']) => dispatch({ k: 'zoom', zoom }), [dispatch]);
  const onMiss = useMemo(() => (hex: string | null) => dispatch({ k: 'miss', hex, at: performance.now() }), [dispatch]);
  const covered = passName(s);
  const note = connectionNote(s);
  // The next game with this table, offered by the end screen and by the card left after it.
  const rematch: RematchProps = {
    waiting: !!room.next, seated, sameBoard: room.board.kind === 'beginner',
    onAsk: () => dispatch({ k: 'send', msg: { t: 'rematch' } }),
    onWatch: () => { if (room.next) dispatch({ k: 'go', route: { page: 'room', id: room.next } }); },
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement;
      if (e.ctrlKey || e.metaKey || e.altKey || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) || document.querySelector('.dialog')) return;
      const k = e.key.toLowerCase();
      if (!['escape', 'r', 'e', 'b', '1', '2', '3', 't', 'a', 'n'].includes(k)) return;
      dispatch({ k: 'key', key: k, at: performance.now() });
      if (k !== 'escape') e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const panel = tb.trade ? 'trade' : tb.dialog?.kind === 'yop' || tb.dialog?.kind === 'monopoly' ? 'card' : 'none';
  const topic = helpTopic(g, mode, panel);
  const showStart = !g.ready && !tb.startSeen;
  const difficulty = useMemo(() => (level: string) => bots.find((b) => b.level === level)?.difficulty[lang] ?? level, [bots, lang]);
  const current = actingSeat(g);
  const myTurn = g.targets !== null;
  // The status bar is the person's colour whenever the game waits for them (an answer too).
  const waitsForMe = myTurn || (g.incoming !== null && seated);
  // The status line's words, also its title: beside the board a long one is cut to one line ("…").
  const promptLine = prompt(g, { lang, victimDialog: tb.dialog?.kind === 'victim', mode: tb.mode });
  // Rounds, not the engine's turns (every seat's counts one; set-up is turn 0); the turn itself is in the label's title.
  const turnLabel = roundLabel(lang, g.view.turn, g.seats.length);
  const turnAbout = g.view.turn > 0 ? t(lang, 'roundAbout', { n: g.view.turn }) : undefined;
  // On a phone the prompt keeps two lines (a longer one ends in "…" rather than grow the bar and move
  // the board under the finger); a tap on it shows it whole, until the prompt changes.
  const [wholeFor, setWholeFor] = useState<string | null>(null);
  // The section the engine named for this refusal (a card not held is §7 in a trade, §4.3 in a discard), else its code's.
  const section = s.refusal ? s.refusal.section ?? sectionOf(s.refusal.code) : null;
  const mine = seated ? room.seats[g.you!] : null;
  const people = room.seats.filter((x) => !x.bot).length;
  // Not once the game is over: its room no longer changes, and the server says so (a review).
  const mayPace = (s.room!.msg.you.host || people === 1 || s.pass !== null) && room.status !== 'ended';
  const animate = !reducedMotion();
  const rolling = animate && s.settings.diceAnimation && s.cues.some((c) => c.kind === 'dice');
  const assists = room.assists;
  // The house rules in play, named once for the start roll's dialog and the players panel.
  const house = houseRuleNames(lang, room.rules, room.seats.length);
  // Counter-offers need a server that carries them (protocol version 4).
  const canCounter = serverHas(s.hello?.version, 'counters');
  const canRename = serverHas(s.hello?.version, 'rename');
  // A spectator sees the chat where it has lines or they may write; an empty one they cannot use would only take the board's room.
  const withChat = (people > 1 && !s.pass) || (!seated && room.spectatorChat) || chatOf(game.log).length > 0;
  // Between phone and desktop a player's column holds the actions and the hand above the players
  // and the log: the chat under them there left the players and the log 180 px at 1024×768. It
  // goes under the board instead, which has room to spare in width (a spectator's column has no hand).
  const chatUnderBoard = useMedia(TABLET) && seated && withChat;
  // Older log entries on the server (the page holds the latest ones, from `from` on): the log, the chat and the card tracker fetch them.
  const from = heldFrom(s.room!);
  const askEarlier = useMemo(() => () => dispatch({ k: 'send', msg: { t: 'history', before: from } }), [from, dispatch]);
  const earlier = from > 0 ? askEarlier : null;
  // The card tracker replays the whole log: once per log and view, not on every render (the timer re-renders twice a second).
  const trackerOn = assists.tracker && seated && from === 0;
  // After a reload (or joining late) the page holds only the latest entries: with the tracker on,
  // it fetches the earlier ones, a page at a time, until it holds the whole log (asking again if
  // an answer does not come, say when the server's rate limit turned one away).
  // (Only while connected: a message sent while the connection is down waits, and a pile of them would meet the rate limit.)
  const trackerFetch = assists.tracker && seated && !g.end && s.conn === 'open' ? from : 0;
  useEffect(() => {
    if (trackerFetch <= 0) return;
    askEarlier();
    const again = setInterval(askEarlier, 2000);
    return () => clearInterval(again);
  }, [trackerFetch]);
  const beginner = room.board.kind === 'beginner';
  const tracked = useMemo(() => (trackerOn ? trackFor(game.log, g.view, beginner) : null), [trackerOn, game.log, g.view, beginner]);
  // A bot's offer's wait for people, as this server has it (the panel's countdown and the bar's cap).
  const offerWaitMs = s.hello?.limits?.offerWaitMs ?? OFFER_WAIT_MS;
  // The trade panel opens below the hand, and an offer's answers come in below the editor: bring
  // each into view (on a phone the panel would open below the screen's edge; on a laptop the
  // answers below the column's), as an incoming offer is shown where the person is looking.
  const tradeOpen = tb.trade !== null;
  // What the person's offer has had so far (answers, and who still thinks): a change brings the answers into view.
  const answersSeen = g.offer ? `${g.offer.answers.length}/${g.offer.waiting.length}` : null;
  const bringIntoView = (sel: string) => document.querySelector(sel)?.scrollIntoView({ block: 'nearest', behavior: animate ? 'smooth' : 'auto' });
  useEffect(() => {
    if (!tradeOpen) return;
    // Focus goes into the panel (its open tab), so that T then Tab reaches the trade's controls.
    document.querySelector<HTMLElement>('.col-play .trade [role=tab][aria-selected=true]')?.focus({ preventScroll: true });
    // A column that scrolls inside itself (a laptop, a tablet) shows the hand whole with the panel under it: brought
    // in view from below, a tall panel had pushed the card counts out of a 1024×768 tablet's column (a play-test).
    const col = document.querySelector<HTMLElement>('.col-play');
    const hand = document.querySelector<HTMLElement>('.col-play .hand');
    const panel = document.querySelector<HTMLElement>('.col-play .trade');
    if (col && hand && panel && getComputedStyle(col).overflowY !== 'visible') {
      const top = hand.getBoundingClientRect().top - col.getBoundingClientRect().top + col.scrollTop;
      const need = panel.getBoundingClientRect().bottom - hand.getBoundingClientRect().top;
      // The hand at the column's top when hand and panel do not both fit where they are; otherwise as little as needed.
      if (need > col.clientHeight || panel.getBoundingClientRect().bottom > col.getBoundingClientRect().bottom) {
        col.scrollTo({ top: need > col.clientHeight ? top : top - (col.clientHeight - need), behavior: animate ? 'smooth' : 'auto' });
      }
    } else bringIntoView('.col-play .trade');
  }, [tradeOpen]);
  useEffect(() => { if (tradeOpen && answersSeen !== null) bringIntoView('.col-play .trade .answers'); }, [answersSeen]);
  // The person's own offer closing (taken or withdrawn) brings the action bar back into view on a
  // laptop: the answers (five of them with six players) had scrolled the playing column past the
  // builds, and a trade is mostly made for one. A phone's page scrolls as a whole, and the person
  // goes back up to the action bar as they came down to the trade panel.
  const ownOffer = g.offer?.id ?? null;
  const lastOffer = useRef<number | null>(null);
  useEffect(() => {
    const closed = lastOffer.current !== null && ownOffer === null;
    lastOffer.current = ownOffer;
    const col = document.querySelector<HTMLElement>('.col-play');
    if (closed && col && getComputedStyle(col).overflowY !== 'visible') bringIntoView('.col-play .actions');
  }, [ownOffer]);
  // A choice to make on the board (a spot to build on, a hex for the robber) brings the board back into view: on a
  // phone the person may have scrolled down to the hand or the trade panel. A laptop's board is always in view.
  const boardPick = mode !== 'none' || lit.hexes.size > 0 ? `${g.expected.kind}:${mode}` : null;
  useEffect(() => {
    const board = document.querySelector('.board-wrap');
    if (!boardPick || !board) return;
    const r = board.getBoundingClientRect();
    const bar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    // Just below the sticky status bar, whatever its height (a fixed margin left the top row of hexes under it).
    if (r.top < bar - 1 || r.bottom > innerHeight + 1) window.scrollTo({ top: Math.max(0, scrollY + r.top - bar - 4), behavior: animate ? 'smooth' : 'auto' });
  }, [boardPick]);
  // A game opens at its top (coming from the lobby, the page kept the lobby's scroll and cut off the board).
  useEffect(() => { if (scrollY > 0) window.scrollTo({ top: 0 }); }, [room.id]);
  // The menu, once opened, takes focus (its first control); Esc (from any of its controls) or a
  // press anywhere outside it closes it, giving focus back to its button after Esc.
  useEffect(() => {
    if (!tb.menuOpen) return;
    document.querySelector<HTMLElement>('.menu-pop select, .menu-pop input, .menu-pop button, .menu-pop a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || document.querySelector('.dialog')) return;
      e.stopPropagation();
      dispatch({ k: 'menu', open: false });
      document.querySelector<HTMLElement>('[data-testid=menu]')?.focus();
    };
    const onDown = (e: PointerEvent) => { if (!(e.target as Element | null)?.closest?.('.menu')) dispatch({ k: 'menu', open: false }); };
    // Tabbing out of it closes it too: it stayed open over the players and the log while focus went on to the board (a keyboard play-test).
    const onFocus = (e: FocusEvent) => {
      const el = e.target as Element | null;
      if (el && !el.closest?.('.menu') && !el.closest?.('.dialog')) dispatch({ k: 'menu', open: false });
    };
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('focusin', onFocus);
    return () => { window.removeEventListener('keydown', onKey, true); document.removeEventListener('pointerdown', onDown, true); document.removeEventListener('focusin', onFocus); };
  }, [tb.menuOpen]);
  // Focus never stays lost on the page's body after a move, a dialog or a panel closed (a screen reader would lose its place).
  useEffect(() => { refocusTable(); });
  // An offer to answer, or the person's turn, arriving while focus waits on the status line: focus goes to it.
  const arrival = `${g.incoming?.id ?? ''}:${myTurn ? g.expected.kind : ''}`;
  useEffect(() => { refocusTable(true); }, [arrival]);
  // The person's turn beginning (its roll), on a phone scrolled away from the action bar: the bar comes into view.
  const turnBegins = myTurn && g.view.phase === 'roll' ? g.view.turn : -1;
  useEffect(() => { if (turnBegins >= 0) revealActions(); }, [turnBegins]);
  // A build chosen (1, 2, 3 or its button): focus to the lit spot, so that Enter builds rather than pressing what had focus.
  useEffect(() => { if (tb.mode !== 'none' && mode !== 'none') { rememberOpener(`build-${tb.mode}`); focusLitSpot(); } }, [tb.mode]);
  // The trade panel opened: closing it (Esc, Close, a trade made) brings focus back to Trade (refocusTable).
  useEffect(() => { if (tradeOpen) rememberOpener('trade'); }, [tradeOpen]);
  // The results closed (Esc, Close): focus to the rematch beside the board, not back to the status line
  // where it waited when the game ended (the screen-reader review heard the status, not what comes next).
  useEffect(() => { if (g.end && !tb.endOpen) refocusTable(true); }, [tb.endOpen]);
  // Pass-and-play between two people: nothing of the game is drawn until the next one taps.
  if (covered) return <PassCover lang={lang} name={covered} why={passReason(s)} dispatch={dispatch} />;
  // The table's talk: under the hand, or (chatUnderBoard) under the board; a line being written stays when it moves.
  const chat = withChat && (
    <ChatPanel lang={lang} log={game.log} seats={g.seats} me={s.pass ? null : g.you} maxChars={s.hello?.limits?.chatChars ?? 300} onSend={(text) => dispatch({ k: 'send', msg: { t: 'chat', text } })} problem={s.chat.problem} readOnly={!seated && !room.spectatorChat}
      draftKey={room.id}
      {...(!seated && canRename ? { rename: { name: s.name, set: (name: string) => dispatch({ k: 'name', name }), commit: () => dispatch({ k: 'send', msg: { t: 'name', name: s.name.trim() } }) } } : {})}
      {...(earlier ? { earlier: { from, ask: earlier } } : {})} />
  );

  return (
    <div class={`game ${modalOpen(s) ? 'has-modal' : ''} ${seated ? '' : 'spectating'} ${withChat ? 'with-chat' : ''} ${tb.trade ? 'trading' : ''} ${s.settings.marks ? 'marks' : ''}`}>
      <header class="topbar">
        <h1 class="brand">{t(lang, 'title')}</h1>
        <div class={`status ${waitsForMe ? 'mine' : ''} ${wholeFor === promptLine ? 'whole' : ''}`} data-testid="status" tabIndex={-1}
          role="group" aria-label={t(lang, 'statusBar')} onClick={() => setWholeFor((w) => (w === promptLine ? null : promptLine))}>
          <Chip color={g.seats[current]?.color ?? 'white'} />
          {/* One flow for the turn and the prompt: on a phone the prompt's second line runs under the
              turn's label, which had kept a column of its own beside both lines. */}
          {/* The bar's name (when focus is brought here; a review: it had none) is fixed: made of the turn and prompt it
              would change with every move, and a screen reader says a focused element's new name. */}
          <span class="line">
            <span class="turn" title={turnAbout}>{turnLabel}</span>{' '}
            <b class="prompt" title={promptLine}>{promptLine}</b>
          </span>
          {/* Read out only what the game waits for the person to do (their turn, an offer to them, a discard): others'
              moves are the log's to read, and the status line said "Vera is about to roll", "Vera is playing"… as well,
              about three times faster than speech (a screen-reader review). A region of its own, always there and live,
              whose words come and go (switching a region live with its words was not read by every screen reader). */}
          <span class="sr-only" aria-live="polite" data-testid="status-live">{waitsForMe ? `${turnLabel} ${promptLine}` : ''}</span>
          {!g.end && <TurnTimer lang={lang} g={g} turnSeconds={room.turnSeconds} offerWaitMs={offerWaitMs} />}
        </div>
        {/* On a phone the page may be scrolled far below the banner when a stand-in takes over: the way back is in the bar, which stays in view. */}
        {mine?.away && !g.end && !s.pass && (
          <button type="button" class="primary small-btn back-in-bar" onClick={() => dispatch({ k: 'send', msg: { t: 'back' } })} data-testid="take-back-bar">{t(lang, 'takeBack')}</button>
        )}
        {!seated && <span class="watch-badge" data-testid="watching">{t(lang, 'watching')}</span>}
        {/* Before this turn's roll the dice are the last turn's, faded (a newcomer read them as already rolled). */}
        <DiceView lang={lang} log={game.log} rolling={rolling} cue={s.cues.find((c) => c.kind === 'dice') ?? null} earlier={g.view.phase === 'roll'} />
        <SoundToggle lang={lang} on={s.settings.sound} dispatch={dispatch} />
        <NewTabLink class="help" href={helpHref(topic, lang)} title={t(lang, 'helpAbout')} note={t(lang, 'newTab')} testid="help">
          <span aria-hidden="true">?</span> <span class="help-word">{t(lang, 'help')}</span>
        </NewTabLink>
        <LangSelect lang={lang} setLang={(l) => dispatch({ k: 'lang', lang: l })} />
        <div class="menu">
          <button type="button" class="secondary small-btn" aria-expanded={tb.menuOpen} onClick={() => dispatch({ k: 'menu', open: !tb.menuOpen })} data-testid="menu">{t(lang, 'menu')}</button>
          {tb.menuOpen && (
            <div class="menu-pop" role="group" aria-label={t(lang, 'menu')}>
              {mayPace && (
                <label class="field">
                  <span>{t(lang, 'botSpeed')}</span>
                  <select value={String(g.paceMs)} onChange={(e) => dispatch({ k: 'send', msg: { t: 'pace', ms: Number((e.target as HTMLSelectElement).value) } })}>
                    {paceChoices(lang, g.paceMs).map((x) => <option value={String(x.ms)}>{x.label}</option>)}
                  </select>
                </label>
              )}
              <label class="check small">
                <input type="checkbox" checked={s.settings.diceAnimation} onChange={(e) => dispatch({ k: 'setting', patch: { diceAnimation: (e.target as HTMLInputElement).checked } })} data-testid="dice-animation" />
                <span>{t(lang, 'diceAnimation')}</span>
              </label>
              <label class="check small">
                <input type="checkbox" checked={s.settings.marks} onChange={(e) => dispatch({ k: 'setting', patch: { marks: (e.target as HTMLInputElement).checked } })} data-testid="piece-marks" />
                <span>{t(lang, 'pieceMarks')}</span>
              </label>
              {!s.pass && <InviteLink lang={lang} id={room.id} />}
              <button type="button" class="secondary" onClick={() => void downloadRecord(room.id, token)} data-testid="download" aria-describedby={g.end ? undefined : 'record-partial'}>{t(lang, 'downloadRecord')}</button>
              {/* While the game runs, the record is this seat's: what it may not see is left out, so it replays only once the game has ended. */}
              {!g.end && <p class="small muted" id="record-partial" data-testid="record-partial">{t(lang, 'recordPartial')}</p>}
              {g.end && <a class="button-link" href={`/replay/${room.id}`} data-testid="replay-link">{t(lang, 'watchReplay')}</a>}
              {/* The dice's commitment while the game runs: the end's check means something only if it was seen before the seed (a play-test found it nowhere). */}
              {/* Folded under its plain name: open, the hash and its wording read as jargon in a player's menu (a phone play-test). */}
              {room.commitment && !g.end && (
                <details class="menu-dice small" data-testid="menu-dice">
                  <summary>{t(lang, 'diceCheck')}</summary>
                  <p class="small muted" data-testid="menu-commitment">{t(lang, 'commitment')}{t(lang, 'colon')}<code class="hash">{room.commitment}</code></p>
                </details>
              )}
              {g.end && <button type="button" class="secondary" onClick={() => dispatch({ k: 'end-open', open: true })} data-testid="show-results">{t(lang, 'showResults')}</button>}
              <button type="button" class="secondary" data-testid="leave"
                onClick={() => { if (g.end || !seated || confirm(people > 1 && !s.pass ? t(lang, 'confirmQuit') : t(lang, 'confirmLeave'))) dispatch({ k: 'leave' }); }}>
                {seated && (people === 1 || s.pass) ? t(lang, 'newGame') : t(lang, 'leaveRoom')}
              </button>
              <p class="small muted keys-note">{t(lang, 'keys')}</p>
            </div>
          )}
        </div>
        {/* What comes and goes (the connection, a refusal, an error) lies over the top of the table, under the bar, rather than push the board down. */}
        <div class="notices">
          {note && <p class="banner" role="status" data-testid="conn-note" data-note={note}>{t(lang, note)}</p>}
          {s.refusal && (
            // Keyed by its time: the same refusal again (a dimmed button pressed twice) is a new alert, read out again.
            <div key={s.refusal.at} class="refusal" role="alert" data-testid="refusal">
              <span class="said"><b>{t(lang, 'refused')}{t(lang, 'colon').trimEnd()}</b> {refusalWords(lang, s.refusal, g.seats.map((x) => x.name))}</span>
              <NewTabLink href={refusalHref(s.refusal, lang)} note={t(lang, 'newTab')} testid="rule-link">{section ? t(lang, 'ruleLink', { s: section }) : t(lang, 'help')}</NewTabLink>
              <button type="button" class="icon-btn" aria-label={t(lang, 'close')} onClick={() => dispatch({ k: 'refusal-clear' })}>×</button>
            </div>
          )}
          {/* A message the server could not handle (a hint it would not give, too many at once): said under the bar, over the top of the table, until it fades. */}
          {s.error && (
            <div class="refusal" role="alert" data-testid="game-error" data-code={s.error.code}>
              <span class="said">{errorText(lang, s.error.code, s.error.message)}</span>
              <button type="button" class="icon-btn" aria-label={t(lang, 'close')} onClick={() => dispatch({ k: 'error-clear' })}>×</button>
            </div>
          )}
        </div>
      </header>
      {mine?.away && !g.end && !s.pass && (
        <p class="banner away" role="status" data-testid="away-banner">
          {t(lang, 'youAway')} <button type="button" class="primary small-btn" onClick={() => dispatch({ k: 'send', msg: { t: 'back' } })} data-testid="take-back">{t(lang, 'takeBack')}</button>
        </p>
      )}
      {!seated && <p class="banner watch" role="status">{t(lang, 'watchingAbout')}</p>}
      {/* While the connection is down nothing can be sent: the table shows but takes no input (taps would wait, then be refused). */}
      <main class={`table ${s.conn !== 'open' ? 'offline' : ''} ${chatUnderBoard ? 'chat-under' : ''}`} inert={s.conn !== 'open'}>
        <section class={`board-wrap mode-${mode}`} aria-labelledby="board-h">
          {/* A heading, as every panel has: a screen reader's list of headings had no way to the board (a review). */}
          <h2 id="board-h" class="sr-only">{t(lang, 'board')}</h2>
          <Toasts lang={lang} toasts={s.toasts} />
          <Board lang={lang} board={game.board} view={g.view} seats={g.seats} lit={lit} id="g" marks={s.settings.marks} robberTo={tb.dialog?.kind === 'victim' ? tb.dialog.hex : null}
            onSpot={onSpot} onMiss={onMiss} zoom={tb.zoom} onZoom={onZoom}
            marked={hintSpot(tb.hint?.answer?.action)} />
          <ZoomControls lang={lang} zoom={tb.zoom} onZoom={onZoom} board={game.board} />
        </section>
        <div class="col col-play">
          {/* The end screen closed to look at the board: what comes next stays at hand (a rematch was only in the menu). */}
          {g.end && !tb.endOpen && (
            <section class="card info game-over" aria-labelledby="over-h" data-testid="game-over">
              <h2 id="over-h">{t(lang, 'endTitle')}</h2>
              <p>{t(lang, 'pWins', { name: g.seats[g.end.winner]?.name ?? '' })}</p>
              <div class="buttons">
                <RematchButton lang={lang} rematch={rematch} id="over-rematch" />
                <button type="button" class="secondary" onClick={() => dispatch({ k: 'end-open', open: true })} data-testid="over-results">{t(lang, 'showResults')}</button>
              </div>
            </section>
          )}
          {myTurn && g.view.phase !== 'ended' && <ActionsPanel lang={lang} g={g} mode={tb.mode} tradeOpen={tb.trade !== null} waiting={awaitingAnswer(s)} dispatch={dispatch} />}
          {/* What the step allows, under its buttons: below the hand, a phone's first screen did not show why Trade and
              the cards' Play had gone (a play-test). */}
          {g.view.phase === 'roadBuilding' && g.targets && (
            <section class="card info" role="status"><h2>{t(lang, 'rbTitle')}</h2><p class="small">{t(lang, 'rbAbout')}</p></section>
          )}
          {g.expected.kind === 'special-build' && g.targets && (
            <section class="card info sbp-info" role="status" data-testid="sbp-info"><h2>{t(lang, 'sbpTitle')}</h2><p class="small">{t(lang, 'sbpAbout')}</p></section>
          )}
          {assists.hint && seated && g.targets && !g.end && <HintPanel lang={lang} g={g} board={game.board} hint={tb.hint} dispatch={dispatch} />}
          {g.ready && g.incoming && seated && <OfferPanel lang={lang} g={g} seen={tb.offerSeen} answered={tb.answered} dispatch={dispatch} waitMs={offerWaitMs}
            counter={tb.counter} counterProblem={counterProblem(s)} canCounter={canCounter} />}
          {g.ready && !g.incoming && g.answered && seated && <AnsweredPanel lang={lang} g={g} />}
          {!seated && g.onTable && !g.end && <TableOfferPanel lang={lang} g={g} />}
          {seated && <HandPanel lang={lang} g={g} dispatch={dispatch} />}
          {tb.trade && g.targets?.trade && <TradePanel lang={lang} g={g} board={game.board} trade={tb.trade} dispatch={dispatch} />}
          {/* The table's talk under the hand, where the playing column has room: beside the players,
              the log and the bank it left the log too few lines (and a spectator's newest ones below the window). */}
          {!chatUnderBoard && chat}
        </div>
        <div class="col col-info">
          <PlayersPanel lang={lang} g={g} difficulty={difficulty} tracked={tracked} goal={room.rules.victoryPoints} house={house.join(' · ')} trackerReading={trackerFetch > 0} />
          {assists.winning && !g.end && <LiveChances lang={lang} g={g} board={game.board} chances={tb.chances} open={s.settings.chancesOpen} dispatch={dispatch} />}
          <LogPanel lang={lang} g={g} log={game.log} board={game.board} start={from} noChat={!!chat} me={s.pass ? null : g.you} {...(earlier ? { onEarlier: earlier } : {})} />
          <BankPanel lang={lang} g={g} />
          {g.end && <DiceCheck lang={lang} room={room} />}
        </div>
        {chatUnderBoard && chat}
      </main>
      <MotionLayer cues={s.cues} you={g.you} dispatch={dispatch} animate={animate} />

      {showStart && <StartRollDialog lang={lang} g={g} onPlay={() => dispatch({ k: 'start-seen' })} assists={assistNames(lang, assists)} goal={room.rules.victoryPoints} watching={!seated} house={house} />}
      {g.ready && (g.targets?.discard ?? 0) > 0 && <DiscardDialog lang={lang} g={g} picked={tb.picker} dispatch={dispatch} waiting={awaitingAnswer(s)} offline={s.conn !== 'open' ? t(lang, 'disconnected') : null} />}
      {tb.dialog?.kind === 'victim' && <VictimDialog lang={lang} g={g} victims={tb.dialog.victims} where={hexLabel(lang, game.board, tb.dialog.hex)} dispatch={dispatch} />}
      {tb.dialog?.kind === 'yop' && <YearOfPlentyDialog lang={lang} g={g} picked={tb.picker} dispatch={dispatch} />}
      {tb.dialog?.kind === 'monopoly' && <MonopolyDialog lang={lang} g={g} dispatch={dispatch} />}
      {g.end && tb.endOpen && <EndScreen lang={lang} g={g} onClose={() => dispatch({ k: 'end-open', open: false })} onNew={() => dispatch({ k: 'leave' })} replay={`/replay/${room.id}`} token={token}
        rematch={rematch} />}
    </div>
  );
}

/** Pass-and-play: the screen covered until the next person taps. */
function PassCover({ lang, name, why, dispatch }: { lang: GameScreenProps['s']['lang']; name: string; why: PassReason | null; dispatch: (e: PageEvent) => void }) {
  useEffect(() => { document.querySelector<HTMLButtonElement>('[data-testid=reveal]')?.focus(); }, [name]);
  const reason = !why ? null : why.k === 'offer' ? t(lang, 'incomingTitle', { name: why.from })
    : why.k === 'answers' ? t(lang, 'passAnswers') : why.k === 'robber' ? t(lang, 'pRobber')
    : why.k === 'discard' ? discardTitle(lang, why.n) : why.k === 'special' ? t(lang, 'sbpTitle') : t(lang, 'passTurn');
  return (
    <div class="pass-cover" role="dialog" aria-modal="true" aria-labelledby="pass-h" data-testid="pass-cover">
      <div class="pass-card">
        <h2 id="pass-h">{t(lang, 'passTo', { name })}</h2>
        {reason && <p class="pass-why" data-testid="pass-why" data-why={why!.k}><b>{reason}</b></p>}
        <p>{t(lang, 'passAbout', { name })}</p>
        <button type="button" class="primary big" onClick={() => dispatch({ k: 'reveal' })} data-testid="reveal">{t(lang, 'passReveal', { name })}</button>
      </div>
    </div>
  );
}
