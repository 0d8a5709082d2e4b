/**
 * "Start a game": players, the person's name and colour, each bot's difficulty, the board with
 * a preview and its fairness figures, house rules (§11), bot speed and language.
 */
import { useEffect, useState } from 'preact/hooks';
import { COLORS, RESOURCES, type Color } from '../../../src/engine/index.js';
import type { BoardChoice, BotInfo, BotLevel, RoomRequest, RoomSummary, SetupRequest, ServerMessage } from '../../../src/protocol/index.js';
import { colorName, resName, t, type Lang } from '../i18n.js';
import { Board } from './Board.js';
import { LangSelect } from './LangSelect.js';
import { PLAYER_FILL, ResIcon } from './art.js';

type Preview = Extract<ServerMessage, { t: 'preview' }>;
type BoardKind = BoardChoice['kind'];

export const PACES = [
  { ms: 1200, key: 'speedSlow' }, { ms: 600, key: 'speedNormal' }, { ms: 250, key: 'speedFast' }, { ms: 0, key: 'speedInstant' },
] as const;

const BEGINNER_COLORS: readonly Color[] = ['red', 'blue', 'orange', 'white'];
const newSeed = () => Math.random().toString(36).slice(2, 8);

export interface StartProps {
  lang: Lang;
  setLang: (l: Lang) => void;
  bots: BotInfo[];
  defaultPace: number;
  preview: Preview | null;
  onPreview: (c: BoardChoice) => void;
  onStart: (s: SetupRequest) => void;
  /** "Play with friends": a room whose other seats are friends (invited) or bots. */
  onCreate: (r: RoomRequest) => void;
  error: string | null;
  games: RoomSummary[];
}

export const TIMERS = [0, 30, 60, 120, 300] as const;
type Other = 'person' | BotLevel;

export function StartScreen(p: StartProps) {
  const { lang } = p;
  const saved = loadSaved();
  const [players, setPlayers] = useState<3 | 4>(saved.players ?? 4);
  const [name, setName] = useState(saved.name ?? '');
  const [color, setColor] = useState<Color>(saved.color ?? 'red');
  const [bots, setBots] = useState<BotLevel[]>(saved.bots ?? ['medium', 'medium', 'medium']);
  const [kind, setKind] = useState<BoardKind>(saved.kind ?? 'beginner');
  const [seed, setSeed] = useState(newSeed);
  const [friendly, setFriendly] = useState(false);
  const [tradeThenBuild, setTradeThenBuild] = useState(false);
  const [vp, setVp] = useState(10);
  const [discard, setDiscard] = useState(true);
  const [discardOver, setDiscardOver] = useState(7);
  const [balancedDice, setBalancedDice] = useState(false);
  const [pace, setPace] = useState(saved.pace ?? p.defaultPace);
  const [mode, setMode] = useState<'bots' | 'friends'>(saved.mode ?? 'bots');
  const [others, setOthers] = useState<Other[]>(saved.others ?? ['person', 'medium', 'medium']);
  const [timer, setTimer] = useState<number>(saved.timer ?? 0);

  useEffect(() => { if (saved.pace === undefined) setPace(p.defaultPace); }, [p.defaultPace]);

  const choice: BoardChoice = kind === 'beginner' ? { kind } : { kind, seed };
  useEffect(() => { if (!p.preview || !sameChoice(p.preview.choice, choice)) p.onPreview(choice); }, [kind, seed]);
  useEffect(() => {
    if (kind === 'beginner' && !BEGINNER_COLORS.includes(color)) setColor('red');
  }, [kind]);

  const start = (e: Event) => {
    e.preventDefault();
    const rules = { friendlyRobber: friendly, tradeThenBuild, victoryPoints: vp, discard, discardOver, balancedDice };
    if (mode === 'friends') {
      saveSetup({ players, name: name.trim(), color, bots, kind, pace, mode, others, timer });
      p.onCreate({
        seats: [{ kind: 'person', name: name.trim() || t(lang, 'defaultName'), color },
          ...others.slice(0, players - 1).map((o) => (o === 'person' ? { kind: 'person' as const } : { kind: 'bot' as const, bot: o }))],
        board: choice, rules, paceMs: pace, turnSeconds: timer,
      });
      return;
    }
    const setup: SetupRequest = {
      players, name: name.trim() || t(lang, 'defaultName'), color, bots: bots.slice(0, players - 1), board: choice,
      rules: { friendlyRobber: friendly, tradeThenBuild, victoryPoints: vp, discard, discardOver, balancedDice },
      paceMs: pace,
    };
    // A game seed in the address (?seed=…) replays the same dice: for tests and bug reports.
    const gameSeed = new URLSearchParams(location.search).get('seed');
    if (gameSeed) setup.seed = gameSeed;
    saveSetup({ players, name: name.trim(), color, bots, kind, pace, mode, others, timer });
    p.onStart(setup);
  };

  const fair = p.preview?.fairness;
  const shown = p.preview && sameChoice(p.preview.choice, choice) ? p.preview : null;
  return (
    <main class="start">
      <header class="start-head">
        <h1>{t(lang, 'title')}</h1>
        <LangSelect lang={lang} setLang={p.setLang} />
      </header>
      <form class="start-grid" onSubmit={start}>
        <section class="card start-form" aria-labelledby="start-title">
          <h2 id="start-title">{t(lang, 'startTitle')}</h2>
          <div class="seg mode" role="radiogroup" aria-label={t(lang, 'startTitle')}>
            {(['bots', 'friends'] as const).map((m) => (
              <label class={mode === m ? 'on' : ''} data-testid={`mode-${m}`}>
                <input type="radio" name="mode" checked={mode === m} onChange={() => setMode(m)} />
                {t(lang, m === 'bots' ? 'modeBots' : 'modeFriends')}
              </label>
            ))}
          </div>
          <fieldset>
            <legend>{t(lang, 'players')}</legend>
            <div class="seg">
              {([3, 4] as const).map((n) => (
                <label class={players === n ? 'on' : ''}>
                  <input type="radio" name="players" checked={players === n} onChange={() => setPlayers(n)} />
                  {t(lang, 'playersN', { n })}
                </label>
              ))}
            </div>
          </fieldset>
          <label class="field">
            <span>{t(lang, 'yourName')}</span>
            <input type="text" maxLength={24} value={name} placeholder={t(lang, 'defaultName')} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
          </label>
          <fieldset>
            <legend>{t(lang, 'yourColor')}</legend>
            <div class="swatches">
              {COLORS.map((c) => {
                const off = kind === 'beginner' && !BEGINNER_COLORS.includes(c);
                return (
                  <label class={`swatch ${color === c ? 'on' : ''} ${off ? 'off' : ''}`} title={colorName(lang, c)}>
                    <input type="radio" name="color" checked={color === c} disabled={off} onChange={() => setColor(c)} aria-label={colorName(lang, c)} />
                    <span class="chip" style={{ background: PLAYER_FILL[c] }} aria-hidden="true" />
                    <span class="chip-name">{colorName(lang, c)}</span>
                  </label>
                );
              })}
            </div>
            {kind === 'beginner' && <p class="note">{t(lang, 'beginnerNote')}</p>}
          </fieldset>
          {mode === 'friends' && (
            <fieldset>
              <legend>{t(lang, 'seatsTitle')}</legend>
              {Array.from({ length: players - 1 }, (_, i) => (
                <label class="field row">
                  <span>{t(lang, 'seatN', { n: i + 2 })}</span>
                  <select value={others[i]} data-testid={`other-${i}`} onChange={(e) => { const o = [...others]; o[i] = (e.target as HTMLSelectElement).value as Other; setOthers(o); }}>
                    <option value="person">{t(lang, 'seatPerson')}</option>
                    {p.bots.map((b) => <option value={b.level}>{b.difficulty[lang]} — {b.persona}</option>)}
                  </select>
                </label>
              ))}
              <label class="field row">
                <span>{t(lang, 'turnTimer')}</span>
                <select value={String(timer)} onChange={(e) => setTimer(Number((e.target as HTMLSelectElement).value))} data-testid="timer-select">
                  {TIMERS.map((n) => <option value={String(n)}>{n ? t(lang, 'timerN', { n }) : t(lang, 'timerOff')}</option>)}
                </select>
              </label>
              <p class="note">{t(lang, 'timerAbout')}</p>
            </fieldset>
          )}
          {mode === 'bots' && <fieldset>
            <legend>{t(lang, 'opponents')}</legend>
            {Array.from({ length: players - 1 }, (_, i) => (
              <label class="field row">
                <span>{t(lang, 'botN', { n: i + 1 })}</span>
                <select value={bots[i]} onChange={(e) => { const b = [...bots]; b[i] = (e.target as HTMLSelectElement).value as BotLevel; setBots(b); }}>
                  {p.bots.length
                    ? p.bots.map((b) => <option value={b.level}>{b.difficulty[lang]} — {b.persona}</option>)
                    : <option value={bots[i]}>{bots[i]}</option>}
                </select>
              </label>
            ))}
            <ul class="about-bots">
              {p.bots.filter((b) => bots.slice(0, players - 1).includes(b.level)).map((b) => <li><b>{b.persona}</b>: {b.about[lang]}</li>)}
            </ul>
          </fieldset>}
          <fieldset>
            <legend>{t(lang, 'board')}</legend>
            <div class="field">
              <select aria-label={t(lang, 'board')} value={kind} onChange={(e) => setKind((e.target as HTMLSelectElement).value as BoardKind)}>
                <option value="beginner">{t(lang, 'boardBeginner')}</option>
                <option value="variable">{t(lang, 'boardVariable')}</option>
                <option value="random">{t(lang, 'boardRandom')}</option>
                <option value="balanced">{t(lang, 'boardBalanced')}</option>
              </select>
            </div>
            {kind !== 'beginner' && (
              <div class="field row">
                <label for="seed">{t(lang, 'seed')}</label>
                <input id="seed" type="text" maxLength={64} value={seed} onChange={(e) => setSeed((e.target as HTMLInputElement).value || newSeed())} />
                <button type="button" class="secondary" onClick={() => setSeed(newSeed())}>{t(lang, 'newSeed')}</button>
              </div>
            )}
          </fieldset>
          <details class="house">
            <summary>{t(lang, 'houseRules')}</summary>
            <label class="check"><input type="checkbox" checked={friendly} onChange={(e) => setFriendly((e.target as HTMLInputElement).checked)} />
              <span>{t(lang, 'ruleFriendly')} <small>{t(lang, 'ruleFriendlyAbout')}</small></span></label>
            <label class="check"><input type="checkbox" checked={tradeThenBuild} onChange={(e) => setTradeThenBuild((e.target as HTMLInputElement).checked)} />
              <span>{t(lang, 'ruleTradeThenBuild')}</span></label>
            <label class="check"><input type="checkbox" checked={!discard} onChange={(e) => setDiscard(!(e.target as HTMLInputElement).checked)} />
              <span>{t(lang, 'ruleNoDiscard')}</span></label>
            <label class="check"><input type="checkbox" checked={balancedDice} onChange={(e) => setBalancedDice((e.target as HTMLInputElement).checked)} />
              <span>{t(lang, 'ruleBalancedDice')} <small>{t(lang, 'ruleBalancedDiceAbout')}</small></span></label>
            <label class="field row"><span>{t(lang, 'ruleVp')}</span>
              <input type="number" min={3} max={30} value={vp} onChange={(e) => setVp(clamp(Number((e.target as HTMLInputElement).value), 3, 30, 10))} /></label>
            <label class="field row"><span>{t(lang, 'ruleDiscardOver')}</span>
              <input type="number" min={2} max={95} value={discardOver} disabled={!discard} onChange={(e) => setDiscardOver(clamp(Number((e.target as HTMLInputElement).value), 2, 95, 7))} /></label>
          </details>
          <label class="field row">
            <span>{t(lang, 'botSpeed')}</span>
            <select value={String(pace)} onChange={(e) => setPace(Number((e.target as HTMLSelectElement).value))}>
              {PACES.map((x) => <option value={String(x.ms)}>{t(lang, x.key)}</option>)}
            </select>
          </label>
          {p.error && <p class="error" role="alert">{p.error}</p>}
          <button type="submit" class="primary big" data-testid="start">{t(lang, mode === 'friends' ? 'createRoom' : 'startGame')}</button>
        </section>
        <section class="card preview" aria-label={t(lang, 'board')}>
          {shown ? <Board id="pv" lang={lang} board={shown.board} class="preview-board" /> : <div class="preview-board placeholder" />}
          {fair && shown && (
            <div class="fairness">
              <h3>{t(lang, 'fairness')}: <span class="score">{t(lang, 'fairScore', { n: fair.score })}</span></h3>
              <p class="small">{t(lang, 'pipsPerResource')}</p>
              <ul class="pips">
                {RESOURCES.map((r) => {
                  const x = fair.resources.find((y) => y.resource === r)!;
                  return <li><ResIcon r={r} size={18} /> {resName(lang, r)} <b>{x.pips}</b> ({Math.round(x.fairPips)})</li>;
                })}
              </ul>
              <p class="small">{t(lang, 'bestSpot', { n: fair.maxVertexPips })} · {t(lang, 'redPairs', { n: fair.redAdjacency })}</p>
            </div>
          )}
          <section class="games" aria-labelledby="games-h">
            <h3 id="games-h">{t(lang, 'finishedGames')}</h3>
            {p.games.length === 0 ? <p class="small muted">{t(lang, 'noGames')}</p> : (
              <ul class="game-list">
                {p.games.map((gm) => (
                  <li>
                    <a href={`/replay/${gm.id}`}>{gm.title || gm.players.map((x) => x.name).join(', ')}</a>
                    {gm.winner !== null && <small class="muted"> · {t(lang, 'wonBy', { name: gm.players[gm.winner]?.name ?? '' })}</small>}
                  </li>
                ))}
              </ul>
            )}
            <p class="small"><a href="/replay" data-testid="open-record">{t(lang, 'openRecord')}</a></p>
          </section>
        </section>
      </form>
    </main>
  );
}

function clamp(x: number, lo: number, hi: number, dflt: number): number {
  return Number.isFinite(x) ? Math.max(lo, Math.min(hi, Math.round(x))) : dflt;
}

function sameChoice(a: BoardChoice, b: BoardChoice): boolean {
  return a.kind === b.kind && (a.kind === 'beginner' || (b.kind !== 'beginner' && a.seed === b.seed));
}

interface Saved { players?: 3 | 4; name?: string; color?: Color; bots?: BotLevel[]; kind?: BoardKind; pace?: number; mode?: 'bots' | 'friends'; others?: Other[]; timer?: number }
function loadSaved(): Saved {
  try { return JSON.parse(localStorage.getItem('catan.setup') ?? '{}') as Saved; } catch { return {}; }
}
function saveSetup(s: Saved): void {
  try { localStorage.setItem('catan.setup', JSON.stringify(s)); } catch { /* private mode: nothing kept */ }
}
