/**
 * A room around its game: the lobby (seats for people or bots, the invite link, whether the
 * room is public and whether spectators may chat, taking a seat, the host's controls and start), the chat, the invite link, the record's download, and the
 * dice check shown at the end (the commitment published at the start, the seed revealed now).
 * Decides nothing: seats and rules are the server's; the page sends what the person asks.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ASSISTS, type BoardChoice, type BoardJson, type BotInfo, type BotLevel, type LogEntry, type NoteKind, type RoomInfo, type Rules, type SeatInfo } from '../wire.js';
import { colorName, errorText, t, type Key, type Lang } from '../i18n.js';
import { chatName, entrySeats, noteText, ownMark } from '../logic/log.js';
import { lobbyBotName, seatName, youMark } from '../logic/names.js';
import { beginnerPieces, type StartPieces } from '../logic/pieces.js';
import type { ClientRoom } from '../logic/room.js';
import type { ChatProblem, ServerError } from '../store/types.js';
import type { Outgoing } from '../net.js';
import { Board } from './Board.js';
import { LangSelect, RulesLink } from './LangSelect.js';
import { Chip, PLAYER_FILL } from './art.js';
import { AssistFields, BoardFields, HouseRuleFields, newSeed } from './RuleFields.js';
import { TIMERS, paceChoices } from './StartScreen.js';

const BOARD_KEYS = { beginner: 'boardBeginner', variable: 'boardVariable', random: 'boardRandom', balanced: 'boardBalanced' } as const;

/** A board choice in words: its kind, and the code (seed) that makes a generated one again, said to be one (the lobby and the public rooms list). */
export function boardLabel(lang: Lang, board: BoardChoice): string {
  return t(lang, BOARD_KEYS[board.kind]) + (board.kind !== 'beginner' ? ` (${t(lang, 'boardCode', { code: board.seed })})` : '');
}

/**
 * The house rules a room plays that differ from the official game (§11 variants), in words; the
 * special building phase is named only with 3 or 4 players (with 5 or 6 it is the rule, §14).
 */
const ASSIST_KEYS = { tracker: 'assistTracker', hint: 'assistHint', winning: 'assistWinning' } as const;

/** The assists a room allows, by name in the page's language ("Card tracker, Hint"), in their usual order; empty when none. */
export function assistNames(lang: Lang, assists: Partial<Record<(typeof ASSISTS)[number], boolean>>): string {
  return ASSISTS.filter((a) => assists[a]).map((a) => t(lang, ASSIST_KEYS[a])).join(', ');
}

export function houseRuleNames(lang: Lang, rules: Rules, players: number): string[] {
  const out: string[] = [];
  if (rules.friendlyRobber) out.push(t(lang, 'ruleFriendly'));
  if (rules.tradeThenBuild) out.push(t(lang, 'ruleTradeThenBuild'));
  if (!rules.discard) out.push(t(lang, 'ruleNoDiscard'));
  else if (rules.discardOver !== 7) out.push(`${t(lang, 'ruleDiscardOver')} ${rules.discardOver}`);
  if (rules.balancedDice) out.push(t(lang, 'ruleBalancedDice'));
  if (rules.specialBuild && players < 5) out.push(t(lang, 'ruleSpecialBuild'));
  // With five or six the phase is the rule (§14): playing without it is the house rule.
  if (!rules.specialBuild && players >= 5) out.push(t(lang, 'ruleNoSpecialBuild'));
  return out;
}

/** A lobby on the beginner map: each seat's fixed starting pieces (§3), in its colour; none on another board. */
export function startPiecesOf(room: Pick<RoomInfo, 'board' | 'seats'>): StartPieces[] | undefined {
  return room.board.kind === 'beginner' ? beginnerPieces(room.seats.map((s) => s.color)) : undefined;
}

export function inviteUrl(id: string): string {
  return `${location.origin}/room/${id}`;
}

export function InviteLink({ lang, id }: { lang: Lang; id: string }) {
  const [copied, setCopied] = useState(false);
  // "Copied" says so for a moment, then the button is "Copy" again (it stayed "Copied" for good).
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(id);
  }, [copied]);
  const field = useRef<HTMLInputElement>(null);
  const url = inviteUrl(id);
  // A server on the home network (http://192.168.1.20:8080) is no secure context: the browser has
  // no navigator.clipboard there, and the button did nothing. The link is then selected and copied
  // the older way; where even that is refused, it stays selected for the person to copy.
  const copyField = () => {
    const el = field.current;
    if (!el) return;
    el.focus();
    el.select();
    let done = false;
    try { done = document.execCommand('copy'); } catch { /* refused: the link stays selected */ }
    setCopied(done);
  };
  const copy = () => {
    if (navigator.clipboard) void navigator.clipboard.writeText(url).then(() => setCopied(true), copyField);
    else copyField();
  };
  return (
    <div class="invite field">
      <label for={`invite-${id}`}>{t(lang, 'invite')}</label>
      <div class="field row">
        <input id={`invite-${id}`} ref={field} type="text" readOnly value={url} onFocus={(e) => (e.target as HTMLInputElement).select()} data-testid="invite" />
        <button type="button" class="secondary small-btn" onClick={copy} data-testid="invite-copy">{copied ? t(lang, 'copied') : t(lang, 'copy')}</button>
      </div>
    </div>
  );
}

/** Download the record as this browser's seat may see it (whole once the game has ended). */
export async function downloadRecord(id: string, token: string | null): Promise<void> {
  const res = await fetch(`/api/games/${id}/record`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!res.ok) return;
  const blob = new Blob([await res.text()], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `catan-${id}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 5000);
}

/** Notes the lobby's chat panel shows between the lines (in a game they are in the game's log). */
const LOBBY_NOTES: ReadonlySet<NoteKind> = new Set(['joined', 'host', 'settings', 'renamed']);

const CHAT_PROBLEMS: Record<ChatProblem, Key> = { 'too-fast': 'chatTooFast', 'not-allowed': 'chatNotAllowed', 'too-long': 'chatTooLong', other: 'chatNotSent' };

/** Lines being written, by room: kept when the panel moves (a tablet turned, a window resized across a layout). */
const drafts = new Map<string, string>();

export function ChatPanel({ lang, log, seats, maxChars, onSend, problem = null, notes = false, readOnly = false, earlier, rename, draftKey, me = null }: {
  lang: Lang; log: readonly LogEntry[]; seats: readonly SeatInfo[]; maxChars: number; onSend: (text: string) => void;
  /** The reader's seat: their own lines and notes say "(you)" after the name, as the game log's do (none in pass-and-play). */
  me?: number | null;
  /** Why the last line sent was refused: said under the form, and the line stays in it to send again. */
  problem?: ChatProblem | null;
  /** Also show who took a seat and who hosts (the lobby). */
  notes?: boolean;
  /** A spectator in a room whose spectators do not chat: the lines, no form. */
  readOnly?: boolean;
  /**
   * The page holds the log from version `from` on (a resync brings the latest entries only) and
   * `ask` fetches the entries before it: absent when it holds the whole log.
   */
  earlier?: { from: number; ask: () => void };
  /** A spectator who may chat: the name their lines go by, changed here (sent when the field is left). */
  rename?: { name: string; set: (name: string) => void; commit: () => void };
  /** The room: the line being written outlives the panel (it is drawn elsewhere in another layout). */
  draftKey?: string;
}) {
  const [text, setTextNow] = useState(() => (draftKey !== undefined ? drafts.get(draftKey) : undefined) ?? '');
  // The draft is kept as it is typed, not in an effect: a panel moved straight after a keystroke
  // unmounts before its effects run, and the line would be lost (room.e2e's resize does just that).
  const setText = (next: string | ((now: string) => string)) => setTextNow((now) => {
    const value = typeof next === 'function' ? next(now) : next;
    if (draftKey !== undefined) { if (value) drafts.set(draftKey, value); else drafts.delete(draftKey); }
    return value;
  });
  /** The line sent, and how many lines with its text the log held then: it leaves the field once it shows. */
  const [sent, setSent] = useState<{ text: string; had: number } | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  // Who wrote each line, in today's seat numbers (lobby lines were written before the start roll reordered the seats).
  const about = entrySeats(log, seats);
  type Line = { c?: Extract<LogEntry, { k: 'chat' }>; n?: Extract<LogEntry, { k: 'note' }>; seat: number | null };
  const lines = log.flatMap((e, i): Line[] => (e.k === 'chat' && !e.cut ? [{ c: e, seat: about[i] ?? null }]
    : notes && e.k === 'note' && LOBBY_NOTES.has(e.what) ? [{ n: e, seat: about[i] ?? null }] : []));
  useEffect(() => { const el = ref.current; if (el) el.scrollTop = el.scrollHeight; }, [lines.length]);
  const countOf = (x: string) => lines.filter((l) => l.c?.text === x).length;
  useEffect(() => {
    if (sent && countOf(sent.text) > sent.had) { setSent(null); setText((now) => (now.trim().slice(0, maxChars) === sent.text ? '' : now)); }
  }, [lines.length]);
  useEffect(() => { if (problem) setSent(null); }, [problem]);
  // Someone back in a long game (a reload, the link again) holds only its latest entries, where
  // the table's talk may be none: asked for earlier messages, the panel fetches older entries
  // until a line more shows or the log's start is reached (an entry batch may hold no chat at all).
  const asked = useRef<{ from: number; lines: number } | null>(null);
  const askEarlier = () => { if (!earlier) return; asked.current = { from: earlier.from, lines: lines.length }; earlier.ask(); };
  useEffect(() => {
    const a = asked.current;
    if (!a || (earlier && earlier.from === a.from)) return;
    if (!earlier || lines.length > a.lines) { asked.current = null; return; }
    asked.current = { from: earlier.from, lines: a.lines };
    earlier.ask();
  }, [earlier?.from, lines.length]);
  // Never stuck: with no answer at all (a dropped connection), the field is free again after a while.
  useEffect(() => { if (!sent) return; const id = setTimeout(() => setSent(null), 5000); return () => clearTimeout(id); }, [sent]);
  const submit = (e: Event) => {
    e.preventDefault();
    const s = text.trim().slice(0, maxChars);
    if (!s) return;
    setSent({ text: s, had: countOf(s) });
    onSend(s);
  };
  return (
    <section class="card chat" aria-labelledby="chat-h">
      <h2 id="chat-h">{t(lang, 'chat')}</h2>
      <div class="chat-scroll" ref={ref} role="log" aria-live="polite" aria-labelledby="chat-h" data-testid="chat-lines">
      {earlier && <button type="button" class="small-btn" onClick={askEarlier} data-testid="chat-earlier">{t(lang, 'chatEarlier')}</button>}
      <ol class="chat-lines">
        {lines.length === 0 && !earlier && <li class="muted small">{t(lang, 'noChat')}</li>}
        {lines.map(({ c, n, seat }) => {
          const color = seat !== null ? seats[seat]?.color : undefined;
          const mine = ownMark(lang, (c ?? n)!, seat, me);
          if (n) return <li class="muted small" data-testid="chat-note" data-note={n.what}>{noteText(lang, n, seat, seats, mine)}</li>;
          if (!c) return null;
          return (
            <li>
              {color ? <span class="dot" style={{ background: PLAYER_FILL[color] }} aria-hidden="true" /> : <span class="dot watcher" aria-hidden="true" />}
              <b>{chatName(lang, c, seat, seats)}{mine}</b>{c.seat === null ? <small class="muted"> ({t(lang, 'watching')})</small> : null}{t(lang, 'colon')}{c.text}
            </li>
          );
        })}
      </ol>
      </div>
      {rename && !readOnly && (
        <label class="field row chat-name">
          <span class="small">{t(lang, 'yourName')}</span>
          <input type="text" maxLength={24} value={rename.name} placeholder={t(lang, 'guest')}
            onInput={(e) => rename.set((e.target as HTMLInputElement).value)} onChange={rename.commit} data-testid="chat-name" />
        </label>
      )}
      {readOnly ? <p class="small muted" data-testid="chat-read-only">{t(lang, 'chatSpectatorsNo')}</p> : <form class="chat-form" onSubmit={submit}>
        <input type="text" value={text} maxLength={maxChars} aria-label={t(lang, 'chatSay')} placeholder={t(lang, 'chatSay')}
          onInput={(e) => setText((e.target as HTMLInputElement).value)} data-testid="chat-input" />
        <button type="submit" class="secondary small-btn" disabled={!text.trim() || sent !== null} data-testid="chat-send">{t(lang, 'send')}</button>
      </form>}
      {problem && <p class="small error" role="alert" data-testid="chat-problem">{t(lang, CHAT_PROBLEMS[problem])}</p>}
    </section>
  );
}

export function DiceCheck({ lang, room }: { lang: Lang; room: RoomInfo }) {
  if (!room.commitment) return null;
  return (
    <section class="card dice-check" aria-labelledby="dc-h" data-testid="dice-check">
      <h2 id="dc-h">{t(lang, 'diceCheck')}</h2>
      <p class="small">{t(lang, 'commitment')}{t(lang, 'colon')}<code class="hash">{room.commitment}</code></p>
      {room.seed && <p class="small">{t(lang, 'seedRevealed')}{t(lang, 'colon')}<code class="hash" data-testid="seed">{room.seed}</code></p>}
      <p class="small muted">{t(lang, 'verifyHint')}</p>
    </section>
  );
}

export interface LobbyProps {
  lang: Lang;
  setLang: (l: Lang) => void;
  room: ClientRoom;
  bots: BotInfo[];
  name: string;
  setName: (n: string) => void;
  send: (m: Outgoing) => void;
  chatChars: number;
  error: ServerError | null;
  /** Why the person's last chat line was refused. */
  chatProblem: ChatProblem | null;
  /** The connection lost, or the room being taken over by another server (null: neither). */
  note: 'disconnected' | 'resuming' | null;
  onLeave: () => void;
  /** The server takes a new name at any time (protocol 7): a seated person renames their seat, a spectator their chat lines. */
  canRename: boolean;
  /** The server lets the host change the board, rules, timer and assists in the lobby (protocol 8). */
  canChange: boolean;
}

/**
 * The host's number of seats, board, house rules, turn timer, assists and bot speed, changed in the lobby: each
 * change is sent at once and shows when the server has taken it (everyone at the table sees the
 * same, with a note in the chat). Folded until opened; open, it stays open while the page is.
 */
function LobbySettings({ lang, room, send }: { lang: Lang; room: RoomInfo; send: (m: Outgoing) => void }) {
  const big = room.seats.length >= 5;
  const seated = room.seats.filter((x) => x.taken).length;
  const board = room.board;
  const seedOf = (b: BoardChoice) => (b.kind === 'beginner' ? newSeed() : b.seed);
  const change = (m: Omit<Extract<Outgoing, { t: 'settings' }>, 't'>) => send({ t: 'settings', ...m });
  const timers: readonly number[] = TIMERS.includes(room.turnSeconds as (typeof TIMERS)[number]) ? TIMERS : [...TIMERS, room.turnSeconds].sort((a, b) => a - b);
  return (
    <details class="house lobby-settings" data-testid="lobby-settings">
      <summary>{t(lang, 'lobbyChange')}</summary>
      {/* More seats are open ones for friends; fewer drop the last seats nobody has taken (a seated person keeps theirs). */}
      <fieldset>
        <legend>{t(lang, 'players')}</legend>
        <div class="seg players-seg">
          {([3, 4, 5, 6] as const).map((n) => (
            <label class={`${room.seats.length === n ? 'on' : ''} ${n < seated ? 'off' : ''}`} data-testid={`lobby-players-${n}`}>
              <input type="radio" name="lobby-players" checked={room.seats.length === n} disabled={n < seated}
                onChange={() => change(n >= 5 && board.kind === 'beginner' ? { players: n, board: { kind: 'variable', seed: newSeed() } } : { players: n })} />
              {t(lang, 'playersN', { n })}
            </label>
          ))}
        </div>
        {big && <p class="note">{t(lang, 'players56Note')}</p>}
      </fieldset>
      <fieldset>
        <legend>{t(lang, 'board')}</legend>
        <BoardFields lang={lang} id="lobby-seed" kind={board.kind} seed={board.kind === 'beginner' ? '' : board.seed} big={big} testid="lobby"
          onKind={(kind) => change({ board: kind === 'beginner' ? { kind } : { kind, seed: seedOf(board) } })}
          onSeed={(seed) => { if (board.kind !== 'beginner') change({ board: { kind: board.kind, seed } }); }} />
      </fieldset>
      <fieldset>
        <legend>{t(lang, 'houseRules')}</legend>
        <HouseRuleFields lang={lang} value={room.rules} sbp={big ? 'rule' : 'house'} lazy onChange={(rules) => change({ rules })} />
      </fieldset>
      <label class="field row">
        <span>{t(lang, 'turnTimer')}</span>
        <select value={String(room.turnSeconds)} onChange={(e) => change({ turnSeconds: Number((e.target as HTMLSelectElement).value) })} data-testid="lobby-timer">
          {timers.map((n) => <option value={String(n)}>{n ? t(lang, 'timerN', { n }) : t(lang, 'timerOff')}</option>)}
        </select>
      </label>
      <fieldset class="assists">
        <legend>{t(lang, 'assists')}</legend>
        <AssistFields lang={lang} value={room.assists} onChange={(assists) => change({ assists })} />
      </fieldset>
      <label class="field row">
        <span>{t(lang, 'botSpeed')}</span>
        <select value={String(room.paceMs)} onChange={(e) => send({ t: 'pace', ms: Number((e.target as HTMLSelectElement).value) })} data-testid="lobby-pace">
          {paceChoices(lang, room.paceMs).map((x) => <option value={String(x.ms)}>{x.label}</option>)}
        </select>
      </label>
    </details>
  );
}

export function Lobby(p: LobbyProps) {
  const { lang } = p;
  const s = p.room.msg;
  const room = s.room;
  const me = s.you.seat;
  const host = s.you.host;
  const open = room.seats.filter((x) => x.bot === null && !x.taken).length;
  const difficulty = (level: BotLevel) => p.bots.find((b) => b.level === level)?.difficulty[lang] ?? level;
  const board: BoardJson = p.room.board;
  // Made again only when the board or a seat's colour changes: a new list each frame (a name typed, a chat line) drew the board again.
  const colors = room.seats.map((x) => x.color).join();
  const pieces = useMemo(() => startPiecesOf(room), [room.board.kind, colors]);
  return (
    <main class="start lobby">
      <header class="start-head">
        <h1>{t(lang, 'title')}</h1>
        <div class="head-tools">
          <RulesLink lang={lang} />
          <LangSelect lang={lang} setLang={p.setLang} />
        </div>
      </header>
      {p.note && <p class="banner" role="status" data-testid="conn-note" data-note={p.note}>{t(lang, p.note)}</p>}
      <div class="start-grid">
        <section class="card" aria-labelledby="lobby-h">
          <h2 id="lobby-h">{room.title || t(lang, 'lobbyTitle')}</h2>
          <InviteLink lang={lang} id={room.id} />
          <p class="note">{t(lang, 'inviteAbout')}</p>
          {/* Who may find the room and who may talk in it: chosen at creation, the host may change it here; the server keeps it. */}
          {host && (
            <div class="room-visibility" data-testid="lobby-visibility-controls" data-public={String(room.public)} data-chat={String(room.spectatorChat)}>
              <label class="check"><input type="checkbox" checked={room.public} onChange={(e) => p.send({ t: 'visibility', public: (e.target as HTMLInputElement).checked })} data-testid="lobby-public" />
                <span>{t(lang, 'roomPublic')}</span></label>
              <label class="check"><input type="checkbox" checked={room.spectatorChat} onChange={(e) => p.send({ t: 'visibility', spectatorChat: (e.target as HTMLInputElement).checked })} data-testid="lobby-chat" />
                <span>{t(lang, 'roomSpectatorChat')}</span></label>
            </div>
          )}
          {/* The host's boxes above say it already: the flags are for everyone else. */}
          {!host && <p class="room-flags small">
            <span class={`flag ${room.public ? 'public' : 'private'}`} data-testid="lobby-visibility" data-public={String(room.public)}>{t(lang, room.public ? 'lobbyPublic' : 'lobbyPrivate')}</span>
            <span class="flag" data-testid="lobby-spectator-chat" data-on={String(room.spectatorChat)}>{t(lang, room.spectatorChat ? 'lobbySpectatorChat' : 'lobbyNoSpectatorChat')}</span>
          </p>}
          {/* The name before the seats: a seat taken goes by it. Seated, the field stays and renames the seat
              (a friend who sat before finding it read "Player 2"); a spectator who may chat goes by it too. */}
          {(me === null ? open > 0 || (p.canRename && room.spectatorChat) : p.canRename) && (
            <label class="field row">
              <span>{t(lang, 'yourName')}</span>
              <input type="text" maxLength={24} value={p.name} placeholder={me === null ? (open > 0 ? t(lang, 'defaultName') : t(lang, 'guest')) : seatName(lang, '', me)}
                onInput={(e) => p.setName((e.target as HTMLInputElement).value)}
                onChange={() => { if (p.canRename) p.send({ t: 'name', name: p.name.trim() }); }} data-testid="lobby-name" />
            </label>
          )}
          <h3>{t(lang, 'seatsTitle')} <small class="muted">· {t(lang, 'watchingN', { n: room.spectators })}</small></h3>
          <ul class="seats" data-testid="seats">
            {room.seats.map((seat, i) => (
              <li class={`seat ${me === i ? 'me' : ''}`} data-seat={i}>
                <Chip color={seat.color} title={colorName(lang, seat.color)} />
                <span class="sname">
                  <b>{seat.bot || seat.taken ? seatName(lang, seat.name, i) : t(lang, 'openSeat')}</b>
                  {me === i && youMark(lang)}
                  {/* A space before it: a screen reader read "Player 1 (you)host" (the margin is only seen). */}
                  {seat.host && <>{' '}<small class="badge">{t(lang, 'host')}</small></>}
                  {seat.bot && <small class="level"> · {difficulty(seat.bot)}</small>}
                  {seat.bot === null && seat.taken && !seat.online && <small class="muted"> · {t(lang, 'offline')}</small>}
                </span>
                <span class="sactions">
                  {host && !seat.taken && (
                    <select aria-label={t(lang, 'seatKind', { n: i + 1 })} value={seat.bot ?? 'person'} data-testid={`kind-${i}`}
                      onChange={(e) => {
                        const v = (e.target as HTMLSelectElement).value;
                        p.send(v === 'person' ? { t: 'configure', seat: i, kind: 'person' } : { t: 'configure', seat: i, kind: 'bot', bot: v as BotLevel });
                      }}>
                      <option value="person">{t(lang, 'seatPerson')}</option>
                      {/* Each level names the bot the seat has or would get (two bots of one level have different names), as the server names it. */}
                      {p.bots.map((b) => <option value={b.level}>{b.difficulty[lang]} — {lobbyBotName(room, i, b.level, lang) ?? b.persona}</option>)}
                    </select>
                  )}
                  {me === null && seat.bot === null && !seat.taken && (
                    <button type="button" class="primary small-btn" onClick={() => p.send({ t: 'sit', seat: i, name: p.name.trim() })} data-testid={`sit-${i}`}>{t(lang, 'takeSeat')}</button>
                  )}
                  {me === i && <button type="button" class="secondary small-btn" onClick={() => p.send({ t: 'stand' })} data-testid="stand">{t(lang, 'leaveSeat')}</button>}
                </span>
              </li>
            ))}
          </ul>
          {me === null && open === 0 && <p class="note" data-testid="lobby-full">{t(lang, 'roomFullWatching')}</p>}
          <p class="small muted lobby-summary" data-testid="lobby-summary">
            {t(lang, 'board')}{t(lang, 'colon')}{boardLabel(lang, room.board)} · {t(lang, 'ruleVp')}{t(lang, 'colon')}{room.rules.victoryPoints}
            {' · '}{t(lang, 'turnTimer')}{t(lang, 'colon')}{room.turnSeconds ? t(lang, 'timerN', { n: room.turnSeconds }) : t(lang, 'timerOff')}
            {room.rules.specialBuild && <>{' · '}<span data-testid="lobby-sbp">{t(lang, 'ruleSpecialBuild')}</span></>}
          </p>
          {/* Everyone sees what will be played, not only the host who chose it: the house rules and the assists every player will have. */}
          {houseRuleNames(lang, room.rules, room.seats.length).length > 0 && (
            <p class="small" data-testid="lobby-house-rules"><b>{t(lang, 'houseRules')}</b>{t(lang, 'colon')}{houseRuleNames(lang, room.rules, room.seats.length).join(' · ')}</p>
          )}
          {assistNames(lang, room.assists) && (
            <p class="small" data-testid="lobby-assists"><b>{t(lang, 'assistsOn')}</b>{t(lang, 'colon')}{assistNames(lang, room.assists)}</p>
          )}
          {host && p.canChange && <LobbySettings lang={lang} room={room} send={p.send} />}
          {p.error && <p class="error" role="alert" data-testid="server-error" data-code={p.error.code}>{errorText(lang, p.error.code, p.error.message)}</p>}
          {host ? (
            <div class="buttons">
              <button type="button" class="primary big" disabled={open > 0} onClick={() => p.send({ t: 'start' })} data-testid="start-room">{t(lang, 'startRoom')}</button>
              {open > 0 && <p class="small">{t(lang, 'seatsOpen')}</p>}
            </div>
          ) : me === null && open > 0
            // Not yet seated: what to do first (a friend who had just opened the link read "Waiting for the host…" above the free seat).
            ? <p class="hint" data-testid="take-seat-first">{t(lang, 'takeSeatFirst')}</p>
            : <p class="hint" data-testid="waiting-host">{t(lang, 'waitingHost')}</p>}
          <button type="button" class="secondary small-btn" onClick={p.onLeave} data-testid="leave-room">{t(lang, 'leaveRoom')}</button>
        </section>
        <section class="side-col">
          {/* The beginner map with each seat's starting pieces (§3), as the start screen shows it. */}
          <div class="card preview"><Board id="lb" lang={lang} board={board} class="preview-board" startPieces={pieces} /></div>
          <ChatPanel lang={lang} log={p.room.log} seats={room.seats} maxChars={p.chatChars} onSend={(text) => p.send({ t: 'chat', text })} problem={p.chatProblem} notes
            readOnly={me === null && !room.spectatorChat} me={me} />
        </section>
      </div>
    </main>
  );
}
