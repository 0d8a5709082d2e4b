/**
 * "Start a game", drawn from the page's state: against bots, with friends (by invite link) or
 * on this device (pass and play); players, the person's name and colour, who sits in each
 * other seat, the board with a preview and its fairness figures, house rules (§11), bot speed
 * and language; with friends, whether the room is listed publicly and whether spectators may
 * chat. "Start" stays in view at the bottom of the form; the public rooms list is a link away.
 */
import { useEffect } from 'preact/hooks';
import { COLORS, RESOURCES, serverHas, type BotLevel, type RoomSummary } from '../wire.js';
import { beginnerPieces } from '../logic/pieces.js';
import { andList, colorName, errorText, resName, t, type Lang } from '../i18n.js';
import { beginnerColors, boardChoice, botNameFor, extensionTable, formPatchOf, ruleValuesOf, sameChoice, spectatorChatOf, tableReady } from '../store/setup.js';
import type { Other, PageEvent, PageState, PlayMode, SetupForm } from '../store/types.js';
import { namedSeats, seatName } from '../logic/names.js';
import { finishedDetails, type ListedRoom } from '../logic/listing.js';
import { Board } from './Board.js';
import { LangSelect, RulesLink } from './LangSelect.js';
import { Chip, ResIcon } from './art.js';
import { focusLost } from './focus.js';
import { AssistFields, BoardFields, CheckWords, HouseRuleFields } from './RuleFields.js';
import { roundLabel } from '../logic/room.js';

export const PACES = [
  { ms: 1200, key: 'speedSlow' }, { ms: 600, key: 'speedNormal' }, { ms: 250, key: 'speedFast' }, { ms: 0, key: 'speedInstant' },
] as const;

/**
 * The bot speeds a select offers, slowest first, each with its words: the named four, and the pace
 * in force when it is none of them (a server's BOT_DELAY_MS=200 is the start screen's default), in
 * ms, so that the select never shows a blank choice.
 */
export function paceChoices(lang: Lang, pace: number): { ms: number; label: string }[] {
  const named = PACES.map((x) => ({ ms: x.ms, label: t(lang, x.key) }));
  if (PACES.some((x) => x.ms === pace)) return named;
  return [...named, { ms: pace, label: `${pace} ms` }].sort((a, b) => b.ms - a.ms);
}
export const TIMERS = [0, 30, 60, 120, 300] as const;

const MODES: { mode: PlayMode; key: 'modeBots' | 'modeFriends' | 'modeTable' }[] = [
  { mode: 'bots', key: 'modeBots' }, { mode: 'friends', key: 'modeFriends' }, { mode: 'table', key: 'modeTable' },
];

export { newSeed } from './RuleFields.js';

/**
 * The games this browser may go back to (a tab closed by mistake, the manual's Play link, a new
 * visit): each with its colour, the other players, where it stands and a way back in.
 */
function ResumeCard({ lang, rooms, dispatch }: { lang: Lang; rooms: readonly ListedRoom[]; dispatch: (e: PageEvent) => void }) {
  return (
    <section class="card resume" aria-labelledby="resume-h" data-testid="resume">
      <h2 id="resume-h">{t(lang, 'resumeTitle')}</h2>
      <ul>
        {rooms.map((r) => {
          const players = namedSeats(lang, r.players);
          const others = players.filter((_, i) => i !== r.you).map((p) => p.name).filter(Boolean);
          const you = r.you !== undefined ? players[r.you] : undefined;
          return (
            <li data-testid="resume-room" data-room={r.id}>
              {you && <Chip color={you.color} />}
              <span class="what">
                <b>{r.title || t(lang, 'resumeWith', { names: andList(lang, others) })}</b>
                <small class="muted"> · {r.status === 'lobby' ? t(lang, 'statusLobby') : roundLabel(lang, r.turn, r.players.length)}</small>
                {r.standIn && <small class="stand-in" data-testid="resume-standin">{t(lang, 'youAway')}</small>}
              </span>
              <a class="button-link primary" href={`/room/${r.id}`} data-testid="resume-go"
                onClick={(e) => { e.preventDefault(); dispatch({ k: 'go', route: { page: 'room', id: r.id } }); }}>{t(lang, 'resumeGo')}</a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function StartScreen({ s, dispatch, games }: { s: PageState; dispatch: (e: PageEvent) => void; games: RoomSummary[] }) {
  const { lang } = s;
  const f = s.setup;
  const set = (patch: Partial<SetupForm>) => dispatch({ k: 'setup', patch });
  const bots = s.hello?.bots ?? [];
  const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;
  const checked = (e: Event) => (e.target as HTMLInputElement).checked;
  const shown = s.preview && sameChoice(s.preview.choice, boardChoice(f)) ? s.preview : null;
  const fair = shown?.fairness;
  // Each level names the bot this seat would get at the table (three medium bots: Vera, Owen, Clara), as the server will name it.
  const botOptions = (i: number, current: string) => (bots.length
    ? bots.map((b) => <option value={b.level}>{b.difficulty[lang]} — {botNameFor(f, lang, i, b.level) ?? b.persona}</option>)
    : <option value={current}>{current}</option>);
  const opponents = f.bots.slice(0, f.players - 1);
  const onStart = (e: Event) => { e.preventDefault(); dispatch({ k: 'submit', gameSeed: new URLSearchParams(location.search).get('seed') }); };
  const startKey = f.mode === 'friends' ? 'createRoom' : 'startGame';
  const blocked = f.mode === 'table' && !tableReady(f);
  // Tables of five and six (§14) need a server that carries them (protocol version 5).
  const counts = serverHas(s.hello?.version, 'sixPlayers') ? [3, 4, 5, 6] as const : [3, 4] as const;
  const big = extensionTable(f);
  // Come back from a game (New game, Leave): focus was on the game's button, now gone, and fell to the
  // page; it goes to the screen's heading, where a screen reader starts reading and Tab goes on to the form.
  useEffect(() => { if (focusLost()) document.querySelector<HTMLElement>('.start-head h1')?.focus({ preventScroll: true }); }, []);

  return (
    <main class="start">
      <header class="start-head">
        <h1 tabIndex={-1}>{t(lang, 'title')}</h1>
        <div class="head-tools">
          <RulesLink lang={lang} />
          <a class="button-link" href="/rooms" onClick={(e) => { e.preventDefault(); dispatch({ k: 'go', route: { page: 'rooms' } }); }} data-testid="open-rooms">{t(lang, 'publicRooms')}</a>
          <LangSelect lang={lang} setLang={(l: Lang) => dispatch({ k: 'lang', lang: l })} />
        </div>
      </header>
      {s.mine.length > 0 && <ResumeCard lang={lang} rooms={s.mine} dispatch={dispatch} />}
      <form class="start-grid" onSubmit={onStart}>
        <section class="card start-form" aria-labelledby="start-title">
          <h2 id="start-title">{t(lang, 'startTitle')}</h2>
          <div class="seg mode" role="radiogroup" aria-label={t(lang, 'startTitle')}>
            {MODES.map(({ mode, key }) => (
              <label class={f.mode === mode ? 'on' : ''} data-testid={`mode-${mode}`}>
                <input type="radio" name="mode" checked={f.mode === mode} onChange={() => set({ mode })} />
                {t(lang, key)}
              </label>
            ))}
          </div>
          {f.mode === 'table' && <p class="note">{t(lang, 'tableAbout')}</p>}
          <fieldset>
            <legend>{t(lang, 'players')}</legend>
            <div class="seg players-seg">
              {counts.map((n) => (
                <label class={f.players === n ? 'on' : ''} data-testid={`players-${n}`}>
                  <input type="radio" name="players" checked={f.players === n} onChange={() => set({ players: n })} />
                  {t(lang, 'playersN', { n })}
                </label>
              ))}
            </div>
            {big && (
              <>
                <p class="note" data-testid="players56-note">{t(lang, 'players56Note')}</p>
                <label class="check"><input type="checkbox" checked={f.specialBuild56} onChange={(e) => set({ specialBuild56: checked(e) })} data-testid="rule-sbp" />
                  <CheckWords name={t(lang, 'ruleSpecialBuild')}>{t(lang, 'ruleSpecialBuildAbout')} {t(lang, 'ruleSpecialBuildOn')}</CheckWords></label>
              </>
            )}
          </fieldset>
          <label class="field">
            <span>{t(lang, 'yourName')}</span>
            <input type="text" maxLength={24} value={f.name} placeholder={f.mode === 'table' ? seatName(lang, '', 0) : t(lang, 'defaultName')} onInput={(e) => set({ name: value(e) })} data-testid="name" />
          </label>
          <fieldset>
            <legend>{t(lang, 'yourColor')}</legend>
            <div class="swatches">
              {COLORS.map((c) => {
                const off = f.kind === 'beginner' && !(beginnerColors(f.players) as readonly string[]).includes(c);
                return (
                  <label class={`swatch ${f.color === c ? 'on' : ''} ${off ? 'off' : ''}`} title={colorName(lang, c)}>
                    <input type="radio" name="color" checked={f.color === c} disabled={off} onChange={() => set({ color: c })} aria-label={colorName(lang, c)} />
                    <Chip color={c} />
                    <span class="chip-name">{colorName(lang, c)}</span>
                  </label>
                );
              })}
            </div>
            {f.kind === 'beginner' && <p class="note">{t(lang, 'beginnerNote')}</p>}
          </fieldset>
          {f.mode !== 'bots' && (
            <fieldset>
              <legend>{t(lang, 'seatsTitle')}</legend>
              {Array.from({ length: f.players - 1 }, (_, i) => (
                <div class="field row seat-row">
                  <label for={`other-${i}`}>{t(lang, 'seatN', { n: i + 2 })}</label>
                  <select id={`other-${i}`} value={f.others[i]} data-testid={`other-${i}`}
                    onChange={(e) => { const o = [...f.others]; o[i] = value(e) as Other; set({ others: o }); }}>
                    <option value="person">{t(lang, f.mode === 'table' ? 'seatHere' : 'seatPerson')}</option>
                    {botOptions(i, f.others[i] ?? 'medium')}
                  </select>
                  {f.mode === 'table' && f.others[i] === 'person' && (
                    <input type="text" maxLength={24} value={f.names[i] ?? ''} placeholder={seatName(lang, '', i + 1)} aria-label={t(lang, 'nameOfSeat', { n: i + 2 })}
                      onInput={(e) => { const n = [...f.names]; n[i] = value(e); set({ names: n }); }} data-testid={`table-name-${i}`} />
                  )}
                </div>
              ))}
              {blocked && <p class="note">{t(lang, 'tableNeedsTwo')}</p>}
              {f.mode === 'friends' && (
                <>
                  <label class="field row">
                    <span>{t(lang, 'turnTimer')}</span>
                    <select value={String(f.timer)} onChange={(e) => set({ timer: Number(value(e)) })} data-testid="timer-select">
                      {TIMERS.map((n) => <option value={String(n)}>{n ? t(lang, 'timerN', { n }) : t(lang, 'timerOff')}</option>)}
                    </select>
                  </label>
                  <p class="note">{t(lang, 'timerAbout')}</p>
                  <label class="field"><span>{t(lang, 'roomTitle')}</span>
                    <input type="text" maxLength={24} value={f.title} placeholder={t(lang, 'roomTitleNone')} onInput={(e) => set({ title: value(e) })} data-testid="room-title" /></label>
                  {/* Spectator chat follows the server's default (yes when private, no when public) until the person ticks or unticks it. */}
                  <label class="check"><input type="checkbox" checked={f.public} onChange={(e) => set({ public: checked(e) })} data-testid="room-public" />
                    <CheckWords name={t(lang, 'roomPublic')}>{t(lang, 'roomPublicAbout')}</CheckWords></label>
                  <label class="check"><input type="checkbox" checked={spectatorChatOf(f)} onChange={(e) => set({ spectatorChat: checked(e) })} data-testid="room-spectator-chat" />
                    <CheckWords name={t(lang, 'roomSpectatorChat')}>{t(lang, 'roomSpectatorChatAbout')}</CheckWords></label>
                </>
              )}
            </fieldset>
          )}
          {f.mode === 'bots' && <fieldset>
            <legend>{t(lang, 'opponents')}</legend>
            {Array.from({ length: f.players - 1 }, (_, i) => (
              <label class="field row">
                <span>{t(lang, 'botN', { n: i + 1 })}</span>
                <select value={f.bots[i]} onChange={(e) => { const b = [...f.bots]; b[i] = value(e) as BotLevel; set({ bots: b }); }}>
                  {botOptions(i, f.bots[i] ?? 'medium')}
                </select>
              </label>
            ))}
            <ul class="about-bots">
              {/* Each level at the table, with the names of its bots there. */}
              {bots.filter((b) => opponents.includes(b.level)).map((b) => (
                <li><b>{b.difficulty[lang]}</b> ({opponents.flatMap((o, i) => (o === b.level ? [botNameFor(f, lang, i, o) ?? b.persona] : [])).join(', ')}){t(lang, 'colon')}{b.about[lang]}</li>
              ))}
            </ul>
          </fieldset>}
          <fieldset>
            <legend>{t(lang, 'board')}</legend>
            <BoardFields lang={lang} id="seed" kind={f.kind} seed={f.seed} big={big} onKind={(kind) => set({ kind })} onSeed={(seed) => set({ seed })} />
          </fieldset>
          <details class="house">
            <summary>{t(lang, 'houseRules')}</summary>
            <HouseRuleFields lang={lang} sbp={!big && counts.length > 2 ? 'house' : null} value={ruleValuesOf(f)} onChange={(r) => set(formPatchOf(f, r))} />
          </details>
          {serverHas(s.hello?.version, 'assists') && (
            <fieldset class="assists">
              <legend>{t(lang, 'assists')}</legend>
              <AssistFields lang={lang} value={{ tracker: f.tracker, hint: f.hint, winning: f.winning }} onChange={(a) => set(a)} />
            </fieldset>
          )}
          <label class="field row">
            <span>{t(lang, 'botSpeed')}</span>
            <select value={String(f.pace)} onChange={(e) => set({ pace: Number(value(e)) })} data-testid="pace">
              {paceChoices(lang, f.pace).map((x) => <option value={String(x.ms)}>{x.label}</option>)}
            </select>
          </label>
          <div class="start-bar">
            {s.error && <p class="error" role="alert" data-testid="server-error" data-code={s.error.code}>{errorText(lang, s.error.code, s.error.message)}</p>}
            <button type="submit" class="primary big" disabled={blocked} data-testid="start">{t(lang, startKey)}</button>
          </div>
        </section>
        <section class="card preview" aria-label={t(lang, 'board')}>
          {shown ? <Board id="pv" lang={lang} board={shown.board} class="preview-board" startPieces={f.kind === 'beginner' ? beginnerPieces(beginnerColors(f.players)) : undefined} /> : <div class="preview-board placeholder" />}
          {fair && shown && (
            <div class="fairness">
              <h3>{t(lang, 'fairness')}{t(lang, 'colon')}<span class="score">{t(lang, 'fairScore', { n: fair.score })}</span></h3>
              {/* What the score means: a newcomer met "93/100" with no word on it (a play-test). */}
              <p class="small" data-testid="fairness-about">{t(lang, 'fairnessAbout')}</p>
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
            {games.length === 0 ? <p class="small muted">{t(lang, 'noGames')}</p> : (
              <ul class="game-list">
                {games.map((gm) => {
                  // Numbered as at the table: by the place in the lobby (namedSeats).
                  const players = namedSeats(lang, gm.players);
                  return (
                    <li>
                      <a href={`/replay/${gm.id}`}>{gm.title || players.map((x) => x.name).join(', ')}</a>
                      {gm.winner !== null && <small class="muted"> · {t(lang, 'wonBy', { name: players[gm.winner]?.name ?? '' })}</small>}
                      <small class="muted" data-testid="game-details"> · {finishedDetails(lang, gm)}</small>
                    </li>
                  );
                })}
              </ul>
            )}
            <p class="small link-line"><a href="/replay" data-testid="open-record">{t(lang, 'openRecord')}</a></p>
          </section>
        </section>
      </form>
    </main>
  );
}
