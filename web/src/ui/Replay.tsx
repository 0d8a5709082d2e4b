/**
 * The replay viewer: a finished game from the server, or a record file opened from disk,
 * replayed in the browser step by step — seek, play, pause, step — from a seat's view, or with
 * every hand open once the game has ended. The record can be downloaded. Loaded on demand.
 */
import { useEffect, useMemo } from 'preact/hooks';
import { RESOURCES, DEV_CARDS } from '../wire.js';
import type { GameMessage, RoomInfo } from '../wire.js';
import { cardName, resName, t, type Lang } from '../i18n.js';
import { lastLine } from '../logic/log.js';
import { prompt } from '../logic/play.js';
import { answerProblem, canOpen, fileText, frameAt, gameLabel, loadReplay, problemText, recordOfLine, recordsGames } from '../logic/replay.js';
import { Board } from './Board.js';
import { LangSelect } from './LangSelect.js';
import { BankPanel, DiceView, HandPanel, LogPanel, PlayersPanel } from './Panels.js';
import { DiceCheck, houseRuleNames } from './Room.js';
import { ReplayChances } from './Chances.js';
import { Chip, PLAYER_FILL, ResIcon } from './art.js';
import { freshReplay } from '../store/replay.js';
import type { PageEvent, PageState } from '../store/types.js';

const SPEEDS = [1000, 500, 250, 100] as const;

export interface ReplayProps {
  s: PageState;
  dispatch: (e: PageEvent) => void;
  /** A finished game on this server, or null to open a file. */
  id: string | null;
  token: string | null;
}

export function Replay(p: ReplayProps) {
  const { lang } = p.s;
  const dispatch = p.dispatch;
  const r = p.s.replay ?? freshReplay();
  const { loaded: replay, problem, step, playing, speed, viewpoint } = r;

  /** Replaying a record needs the engine, which this chunk brings: done here, the result goes to the store. */
  const show = (input: unknown, lobby: readonly (number | undefined)[] = []) => {
    const x = loadReplay(input, lobby);
    if ('problem' in x) { dispatch({ k: 'replay-problem', problem: x.problem }); return; }
    dispatch({ k: 'replay-loaded', replay: x, viewpoint: canOpen(x) ? 'open' : 0, problem: x.stopped });
  };
  /** The server's answer that is no good, worded from its error's code (its body may be no JSON at all: a proxy's page). */
  const refused = async (res: Response) => dispatch({ k: 'replay-problem', problem: answerProblem(res.status, await res.json().catch(() => null)) });

  useEffect(() => {
    if (!p.id) return;
    (async () => {
      const info = await fetch(`/api/rooms/${p.id}`);
      if (!info.ok) { await refused(info); return; }
      const room = (await info.json() as { room: RoomInfo }).room;
      if (room.status !== 'ended') { dispatch({ k: 'replay-problem', problem: { k: 'not-ended' } }); return; }
      const res = await fetch(`/api/games/${p.id}/record`, p.token ? { headers: { authorization: `Bearer ${p.token}` } } : {});
      if (!res.ok) { await refused(res); return; }
      // The record's text: one that is no JSON says so by its code (not-json), as a file does.
      // The room's seats say where each sat in the lobby: a person without a name keeps the number they had there.
      show(await res.text(), room.seats.map((s) => s.lobby));
    })().catch(() => dispatch({ k: 'replay-problem', problem: { k: 'network' } }));
  }, [p.id]);

  const last = replay ? replay.steps.length : 0;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName) && (target as HTMLInputElement).type !== 'range') return;
      // Space and Enter on a focused button or link press it, as anywhere else.
      if ((e.key === ' ' || e.key === 'Enter') && target.closest('button, a, label')) return;
      const now = p.s.replay ?? freshReplay();
      if (e.key === ' ') { dispatch({ k: 'replay-play', playing: !now.playing }); e.preventDefault(); }
      // These keys step the replay, and only that: the page does not scroll as well.
      // Relative to where the replay stands when the step is taken, not to this render's count: keys pressed
      // faster than the page draws (a key held down) each count (40 quick presses took 25 steps).
      else if (e.key === 'ArrowRight') { dispatch({ k: 'replay-step', by: 1 }); e.preventDefault(); }
      else if (e.key === 'ArrowLeft') { dispatch({ k: 'replay-step', by: -1 }); e.preventDefault(); }
      else if (e.key === 'Home') { dispatch({ k: 'replay-step', step: 0 }); e.preventDefault(); }
      else if (e.key === 'End') { dispatch({ k: 'replay-step', step: last }); e.preventDefault(); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last, p.s.replay]);
  const setStep = (k: number) => dispatch({ k: 'replay-step', step: k });

  const g: GameMessage | null = useMemo(() => (replay ? frameAt(replay, step, viewpoint, lang) : null), [replay, step, viewpoint, lang]);
  // What the step just taken did, in the log's own words, beside the controls (on a phone the log is far below the board).
  const line = useMemo(() => (g && replay ? lastLine(g.log, { lang, seats: g.seats, board: replay.board, specialBuild: g.view.rules.specialBuild }) : null), [g, replay, lang]);
  const lineColor = line && line.seat !== null ? g?.seats[line.seat]?.color : undefined;

  const openFile = (e: Event) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) readFile(file);
  };
  /** A file dropped anywhere on the page opens as one picked with the button does. */
  const dragOver = (e: DragEvent) => { if (e.dataTransfer?.types.includes('Files')) { e.preventDefault(); e.dataTransfer.dropEffect = 'copy'; } };
  const drop = (e: DragEvent) => {
    const file = e.dataTransfer?.files[0];
    if (!file) return;
    e.preventDefault();
    readFile(file);
  };
  const readFile = (file: Blob) => {
    // The engine reads the text (a byte-order mark, as Windows tools write, included); what is no record says why by its code.
    // A records file (many games, one a line; gzipped or not) lists its games, and the first is shown.
    void fileText(file).then((text) => {
      const games = recordsGames(text);
      dispatch({ k: 'replay-games', games });
      show(games ? recordOfLine(games[0]!.text) : text);
    }, () => dispatch({ k: 'replay-problem', problem: { k: 'record', code: 'not-json', at: null, rule: null, message: '' } }));
  };
  const pickGame = (i: number) => {
    const x = r.games?.[i];
    if (!x) return;
    dispatch({ k: 'replay-game', game: i });
    show(recordOfLine(x.text));
  };
  const download = () => {
    if (!replay) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([JSON.stringify(replay.record, null, 1)], { type: 'application/json' }));
    a.download = `catan-${p.id ?? 'record'}.json`;
    document.body.appendChild(a);
    a.click();
    a.remove();
  };

  // A record file from disk: in the bar once a record is shown, on the empty page's card before.
  const fileInput = <input type="file" accept=".json,.jsonl,.gz,application/json" onChange={openFile} data-testid="replay-file" />;

  // The title holds the whole line where one line beside the board cuts it short.
  const promptLine = g ? prompt({ ...g, you: null }, { lang }) : null;
  return (
    <div class={`game replay ${p.s.settings.marks ? 'marks' : ''}`} onDragOver={dragOver} onDrop={drop}>
      <header class="topbar">
        <h1 class="brand">{t(lang, 'title')} · {t(lang, 'replay')}</h1>
        <div class="status" aria-live="polite" data-testid="replay-status">
          {/* Said of the players, never to the reader: a replay seen from a seat is not that seat's turn to play ("Roll the dice"). */}
          {promptLine !== null && <b class="prompt" title={promptLine}>{promptLine}</b>}
        </div>
        {g && <DiceView lang={lang} log={g.log} />}
        <LangSelect lang={lang} setLang={(l) => dispatch({ k: 'lang', lang: l })} />
        <a class="help" href="/" onClick={(e) => { e.preventDefault(); dispatch({ k: 'go', route: { page: 'home' } }); }}>{t(lang, 'backHome')}</a>
      </header>
      {replay && <nav class="replay-bar" aria-label={t(lang, 'replay')}>
        <button type="button" class="icon-btn" onClick={() => setStep(0)} aria-label={t(lang, 'toStart')} title={t(lang, 'toStart')}>|◀</button>
        <button type="button" class="icon-btn" onClick={() => dispatch({ k: 'replay-step', by: -1 })} aria-label={t(lang, 'stepBack')} title={t(lang, 'stepBack')} data-testid="step-back">◀</button>
        <button type="button" class="primary small-btn" onClick={() => dispatch({ k: 'replay-play', playing: !playing })} data-testid="play-pause">
          {playing ? t(lang, 'replayPause') : t(lang, 'replayPlay')}
        </button>
        <button type="button" class="icon-btn" onClick={() => dispatch({ k: 'replay-step', by: 1 })} aria-label={t(lang, 'stepForward')} title={t(lang, 'stepForward')} data-testid="step-forward">▶</button>
        <button type="button" class="icon-btn" onClick={() => setStep(last)} aria-label={t(lang, 'toEnd')} title={t(lang, 'toEnd')} data-testid="to-end">▶|</button>
        <input type="range" min={0} max={last} value={step} aria-label={t(lang, 'seek')} data-testid="seek"
          onInput={(e) => setStep(Number((e.target as HTMLInputElement).value))} />
        <span class="small" data-testid="step">{t(lang, 'moveKofN', { k: step, n: last })}</span>
        <p class="replay-line" aria-live="polite" data-testid="replay-line" title={line ? [line.text, ...line.sub].join(' · ') : undefined}>
          {lineColor && <span class="dot" style={{ background: PLAYER_FILL[lineColor] }} aria-hidden="true" />}
          {line ? <span>{line.text}</span> : step === 0 && <span class="muted">{t(lang, 'replayAtStart')}</span>}
          {line?.sub.map((x) => <span class="sub">{x}</span>)}
        </p>
        <label class="small">{t(lang, 'replaySpeed')}{' '}
          <select value={String(speed)} onChange={(e) => dispatch({ k: 'replay-speed', ms: Number((e.target as HTMLSelectElement).value) })}>
            {SPEEDS.map((ms) => <option value={String(ms)}>{(1000 / ms).toString()}×/s</option>)}
          </select>
        </label>
        <label class="small">{t(lang, 'seenBy')}{' '}
          <select value={String(viewpoint)} data-testid="viewpoint"
            onChange={(e) => { const v = (e.target as HTMLSelectElement).value; dispatch({ k: 'replay-view', viewpoint: v === 'open' ? 'open' : Number(v) }); }}>
            {canOpen(replay) && <option value="open">{t(lang, 'allOpen')}</option>}
            {(g?.seats ?? []).map((s) => <option value={String(s.seat)}>{s.name}</option>)}
          </select>
        </label>
        <button type="button" class="secondary small-btn" onClick={download} data-testid="replay-download">{t(lang, 'downloadRecord')}</button>
        <label class="secondary small-btn file-btn">{t(lang, 'openRecord')}
          {fileInput}
        </label>
        {r.games && (
          <label class="small replay-games">{t(lang, 'replayGame')}{' '}
            <select value={String(r.game)} onChange={(e) => pickGame(Number((e.target as HTMLSelectElement).value))} data-testid="replay-game"
              title={t(lang, 'replayGames', { n: r.games.length })}>
              {r.games.map((x, i) => <option value={String(i)}>{gameLabel(lang, x)}</option>)}
            </select>
          </label>
        )}
      </nav>}
      {problem && <p class="banner" role="alert" data-testid="replay-problem" data-problem={problem.k === 'record' || problem.k === 'server' ? problem.code : problem.k}>{problemText(lang, problem)}</p>}
      {/* Nothing to replay yet: what the page is for and the one thing to do, not a bar of disabled controls. */}
      {!replay && !p.id && (
        <main class="replay-empty">
          <section class="card">
            <h2>{t(lang, 'replayEmptyTitle')}</h2>
            <p>{t(lang, 'replayOpenAbout')}</p>
            <label class="primary file-btn">{t(lang, 'openRecord')}
              {fileInput}
            </label>
            <p class="small muted">{t(lang, 'replayDrop')}</p>
          </section>
        </main>
      )}
      {!replay && p.id && !problem && <p class="banner" data-testid="replay-loading">{t(lang, 'replayLoading')}</p>}
      {replay && g && (
        <main class="table replay-table">
          <section class="board-wrap" aria-labelledby="board-h">
            <h2 id="board-h" class="sr-only">{t(lang, 'board')}</h2>
            <Board lang={lang} board={replay.board} view={g.view} seats={g.seats} id="r" marks={p.s.settings.marks} />
          </section>
          <aside class="side">
            {g.you !== null ? <HandPanel lang={lang} g={g} /> : <OpenHands lang={lang} g={g} />}
            <PlayersPanel lang={lang} g={g} difficulty={(x) => x} goal={replay.states[0]!.rules.victoryPoints} house={houseRuleNames(lang, replay.states[0]!.rules, g.seats.length).join(' · ')} replay />
            {canOpen(replay) && <ReplayChances lang={lang} replay={replay} seats={g.seats} step={step} />}
            <LogPanel lang={lang} g={g} log={g.log} board={replay.board} live={false} />
            <BankPanel lang={lang} g={g} />
            {replay.commitment && (
              <DiceCheck lang={lang} room={{ commitment: replay.commitment, seed: replay.seed } as RoomInfo} />
            )}
            {/* Said rather than left out: without a seed nothing below could be checked (a play-test found no word). */}
            {replay.seed === null && <p class="card small seed-check" data-testid="seed-check" data-ok="none">{t(lang, 'seedCheckNone')}</p>}
            {/* The seed against the commitment first: dice that follow a seed prove nothing if it is not the committed one
                (a play-test: a record whose commitment was changed read "Checked against its seed"). */}
            {replay.commitmentCheck === false && (
              <p class="card small seed-check bad" data-testid="commitment-check" data-ok="false" role="alert">{t(lang, 'commitmentCheckBad')}</p>
            )}
            {replay.seedCheck && (
              <p class={`card small seed-check${replay.seedCheck.ok ? '' : ' bad'}`} data-testid="seed-check" data-ok={String(replay.seedCheck.ok)} role={replay.seedCheck.ok ? undefined : 'alert'}>
                {replay.seedCheck.ok ? t(lang, replay.commitmentCheck ? 'seedCheckOkCommitted' : 'seedCheckOk')
                  : replay.seedCheck.at === null ? t(lang, 'seedCheckBadRecord') : t(lang, 'seedCheckBad', { n: replay.seedCheck.at + 1 })}
              </p>
            )}
          </aside>
        </main>
      )}
    </div>
  );
}

/** Every player's hand, face up (a finished game seen by everyone). */
function OpenHands({ lang, g }: { lang: Lang; g: GameMessage }) {
  return (
    <section class="card open-hands" aria-labelledby="oh-h">
      <h2 id="oh-h">{t(lang, 'allOpen')}</h2>
      <ul>
        {g.view.players.map((pl) => (
          <li data-seat={pl.seat}>
            <Chip color={pl.color} /> <b>{g.seats[pl.seat]!.name}</b>
            <span class="res-line">
              {RESOURCES.map((r) => <span title={resName(lang, r)}><ResIcon r={r} size={14} /><span class="sr-only">{resName(lang, r)}{t(lang, 'colon')}</span>{pl.resources?.[r] ?? 0}</span>)}
            </span>
            <span class="small muted">{DEV_CARDS.filter((c) => (pl.devCards?.[c] ?? 0) > 0).map((c) => `${cardName(lang, c)} ×${pl.devCards![c]}`).join(', ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
