/**
 * The side panels: players (visible VP, card counts, knights, road length, special cards),
 * the person's hand with the best rate under each resource, development cards, the bank and
 * deck, the dice, and the game log.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { DEV_CARDS, RESOURCES, type BoardJson, type ByResource, type Color, type DevCard, type GameMessage, type LogEntry } from '../wire.js';
import { cardName, resName, t, type Key, type Lang } from '../i18n.js';
import type { Cue } from '../logic/cues.js';
import { entrySeats, formatEntry, lastRoll, specialEntries, standInEntries } from '../logic/log.js';
import { rangeText, type Range, type Tracked } from '../logic/tracker.js';
import { handNotes, standingIn, waitsToWin } from '../logic/play.js';
import type { PageEvent } from '../store/types.js';
import { CardIcon, Chip, Die, PieceIcon, PLAYER_FILL, ResIcon } from './art.js';
import { pure } from './pure.js';
import { youMark } from '../logic/names.js';

/** What an opponent may hold by the card tracker: exact counts, or ranges where a steal hid a card. */
function TrackedHand({ lang, name, hand }: { lang: Lang; name: string; hand: ByResource<Range> }) {
  const label = t(lang, 'trackedLabel', { name, cards: RESOURCES.map((r) => `${resName(lang, r)} ${rangeText(hand[r])}`).join(', ') });
  return (
    <span class="tracked" role="img" aria-label={label} title={label} data-testid="tracked">
      {RESOURCES.map((r) => <span class={hand[r].min === hand[r].max ? '' : 'range'}><ResIcon r={r} size={13} />{rangeText(hand[r])}</span>)}
    </span>
  );
}

/**
 * `trackerReading`: the card tracker is on but waits for the earlier log (after a reload).
 * `goal`: the victory points that win this game (a house rule may change the usual 10), shown beside each score.
 * When every hand is open (a finished game replayed for everyone), every score counts hidden Victory Point cards too.
 */
/** Drawn again only when a prop changed (pure.ts). */
export const PlayersPanel = pure(PlayersPanelView);
/** `house`: the house rules in play, in words joined (text, so that the panel is not drawn again for a new list of the same). */
function PlayersPanelView({ lang, g, difficulty, tracked, goal, house = '', trackerReading = false, replay = false }: { lang: Lang; g: GameMessage; difficulty: (level: string) => string; tracked?: Tracked | null; goal?: number; house?: string; trackerReading?: boolean; replay?: boolean }) {
  const v = g.view;
  const open = g.you === null && v.players.every((p) => p.vp !== undefined);
  // Over, the game shows every score whole (§10: the Victory Point cards are revealed): the note that
  // they hid them stayed under scores that now counted them (a play-test).
  const over = g.you !== null && !!g.end && v.players.every((p) => p.vp !== undefined);
  // A spectator has no opponents: its note speaks of everyone's scores.
  const note = t(lang, open ? 'allVpNote' : over ? 'endVpNote' : g.you === null ? 'watchVpNote' : 'visibleVpNote');
  // Five or six players (§14), the card tracker's rows, or a spectator of a game in play (whose
  // banner already says what they see; a replay with every hand open keeps its note): tighter
  // rows and the note as the panel's tooltip (and for screen readers), so that the log keeps its
  // room beside them and the bank stays in view.
  const compact = v.players.length > 4 || (tracked != null && !tracked.lost) || (g.you === null && !open);
  return (
    <section class={`card players ${compact ? 'compact' : ''}`} aria-labelledby="players-h" title={compact ? note : undefined}>
      <h2 id="players-h" class="sr-only">{t(lang, 'players')}</h2>
      <ul>
        {v.players.map((p) => {
          const seat = g.seats[p.seat]!;
          const me = p.seat === g.you;
          const current = v.phase !== 'ended' && (v.phase === 'discard' ? p.owes > 0 : actingSeat(g) === p.seat);
          return (
            <li class={`player ${current ? 'current' : ''} ${me ? 'me' : ''}`} aria-current={current ? 'true' : undefined} data-seat={p.seat}>
              <Chip color={p.color} />
              <span class="pname">
                {/* A replay seen by a seat is not the reader's own game: no "(you)" there (the viewpoint's select says whose view it is). */}
                <b>{seat.name}</b>{me && !replay ? youMark(lang) : ''}
                {seat.bot && <small class="level"> {difficulty(seat.bot)}</small>}
                {standingIn(seat) && <small class="away-tag" data-testid={`away-${p.seat}`}> · {t(lang, me ? 'botPlaysForYou' : 'botPlaysFor')}{seat.standIn ? ` (${difficulty(seat.standIn)})` : ''}</small>}
                {seat.bot === null && !seat.away && seat.taken && !seat.online && <small class="muted"> · {t(lang, 'offline')}</small>}
                {goal !== undefined && waitsToWin(g, p.seat, goal) && <small class="turn-tag" data-testid={`waits-${p.seat}`}> · {t(lang, me ? 'winsAtYourTurn' : 'winsAtTheirTurn')}</small>}
                {current && <small class="turn-tag now"> · {p.owes > 0 && v.phase === 'discard' ? t(lang, 'owesDiscard', { n: p.owes }) : v.phase === 'specialBuild' ? t(lang, 'sbpTag') : t(lang, 'currentTurn')}</small>}
                {/* After the name, where the line wraps: beside the counts, "Route la plus longue" was wider than
                    the room they leave and pushed the points out of the panel (a French play-test at 1440 px). */}
                {(v.longestRoad === p.seat || v.largestArmy === p.seat) && (
                  <span class="badges">
                    {v.longestRoad === p.seat && <span class="badge lr">{t(lang, 'longestRoad')}</span>}
                    {v.largestArmy === p.seat && <span class="badge la">{t(lang, 'largestArmy')}</span>}
                  </span>
                )}
              </span>
              <span class="vp" title={goal ? t(lang, 'vpGoal', { goal }) : t(lang, 'vpLong')} data-testid={`vp-${p.seat}`}>
                <b>{(me || open) && p.vp !== undefined ? p.vp : p.visibleVp}</b>{goal ? <small class="goal">/{goal}</small> : null} {t(lang, 'vp')}
              </span>
              <span class="stats">
                {/* Each count says what it counts to a screen reader (a label on a plain span is not read): hidden words before it. */}
                <span title={t(lang, 'resourceCards')}><span class="mini-card res" aria-hidden="true" /><span class="sr-only">{t(lang, 'resourceCards')}{t(lang, 'colon')}</span>{p.resourceCount}</span>
                <span title={t(lang, 'devCardsShort')}><CardIcon size={14} /><span class="sr-only">{t(lang, 'devCardsShort')}{t(lang, 'colon')}</span>{p.devCardCount}</span>
                <span title={t(lang, 'knightsPlayed')}><span aria-hidden="true">⚔</span><span class="sr-only">{t(lang, 'knightsPlayed')}{t(lang, 'colon')}</span>{p.knightsPlayed}</span>
                <span title={t(lang, 'roadLength')}><PieceIcon kind="road" color={p.color} size={14} /><span class="sr-only">{t(lang, 'roadLength')}{t(lang, 'colon')}</span>{p.roadLength}</span>
              </span>
              {tracked && !me && !tracked.lost && <TrackedHand lang={lang} name={seat.name} hand={tracked.hands[p.seat]!} />}
            </li>
          );
        })}
      </ul>
      {/* What each count is, on a touch screen, where the counts' tooltips never show (a phone play-test: "▯5 ♦0 ⚔1 ━3"
          meant nothing). Screen readers have the words before each count already. */}
      <p class="stats-key" aria-hidden="true" data-testid="stats-key">
        <span><span class="mini-card res" /> {t(lang, 'resourceCards')}</span>
        <span><CardIcon size={12} /> {t(lang, 'devCardsShort')}</span>
        <span>⚔ {t(lang, 'knightsPlayed')}</span>
        <span><PieceIcon kind="road" color={g.you !== null ? v.players[g.you]!.color : 'white'} size={12} /> {t(lang, 'roadLength')}</span>
      </p>
      {trackerReading && <p class="note small" role="status" data-testid="tracker-reading">{t(lang, 'trackerReading')}</p>}
      {tracked?.lost && !trackerReading && <p class="note small" role="status" data-testid="tracker-lost">{t(lang, 'trackerLost')}</p>}
      <p class={compact ? 'sr-only' : 'note small'} data-testid="vp-note">{note}</p>
      {/* The house rules stay in view all game, for players and spectators: they were shown only in the lobby and the start roll's dialog (a play-test). */}
      {house && <p class="note small" data-testid="house-line">{t(lang, 'houseRules')}{t(lang, 'colon')}{house}</p>}
    </section>
  );
}

/** The seat whose turn it is (during set-up, the one placing; while the person answers an offer, still the proposer). */
export function actingSeat(g: GameMessage): number {
  const e = g.expected;
  if (e.kind === 'answer-offer') return e.from;
  if ('seat' in e) return e.seat;
  return g.view.current;
}

/** Drawn again only when a prop changed (pure.ts). */
export const BankPanel = pure(BankPanelView);
function BankPanelView({ lang, g }: { lang: Lang; g: GameMessage }) {
  const v = g.view;
  const name = (s: number | null) => (s === null ? t(lang, 'nobody') : g.seats[s]!.name);
  return (
    <section class="card bank" aria-labelledby="bank-h">
      <h2 id="bank-h">{t(lang, 'bank')}</h2>
      <ul class="bank-row">
        {RESOURCES.map((r) => <li title={resName(lang, r)}><ResIcon r={r} size={18} /><span class="sr-only">{resName(lang, r)}</span> {v.bank[r]}</li>)}
        <li class="deck"><CardIcon size={16} /> <span>{t(lang, 'deck', { n: v.devDeckCount })}</span></li>
      </ul>
      <p class="small">{t(lang, 'longestRoad')}{t(lang, 'colon')}<b>{name(v.longestRoad)}</b> · {t(lang, 'largestArmy')}{t(lang, 'colon')}<b>{name(v.largestArmy)}</b></p>
    </section>
  );
}

/**
 * The last roll. While a roll's cue runs (and the person has not asked for instant dice) the
 * dice tumble for a moment through other faces before they land on the rolled ones.
 */
/** `earlier`: the roll shown is an earlier turn's (the turn under way has not rolled yet), drawn faded so it does not read as this turn's. */
export function DiceView({ lang, log, rolling, cue, earlier = false }: { lang: Lang; log: readonly LogEntry[]; rolling?: boolean; cue?: Cue | null; earlier?: boolean }) {
  const last = lastRoll(log);
  const [spin, setSpin] = useState(0);
  useEffect(() => {
    if (!rolling || !cue) return;
    performance.measure('catan-cue', { start: cue.at, end: performance.now(), detail: 'dice' });
    let k = 0;
    const id = setInterval(() => { k++; setSpin(k); if (k >= 7) clearInterval(id); }, 90);
    return () => { clearInterval(id); setSpin(0); };
  }, [rolling, cue?.id]);
  if (!last) return <div class="dice" role="img" aria-label={t(lang, 'notRolled')} />;
  const [a, b] = last.dice;
  const tumbling = rolling && spin < 7;
  const face = (n: number, k: number) => (tumbling ? ((n + k * 3 + spin * (k + 2)) % 6) + 1 : n);
  return (
    <div class={`dice ${tumbling ? 'rolling' : ''} ${earlier && !tumbling ? 'earlier' : ''}`} role="img" aria-label={t(lang, 'diceRolled', { a, b, n: a + b })} title={t(lang, 'diceRolled', { a, b, n: a + b })} data-testid="dice">
      <Die n={face(a, 0)} /><Die n={face(b, 1)} red /><span class="sum">{tumbling ? '…' : a + b}</span>
    </div>
  );
}

/** `dispatch`: the person's own hand, whose cards can be played; without it (a replay seen from a seat) the hand is that seat's, named, with nothing to press. */
/** Drawn again only when a prop changed (pure.ts). */
export const HandPanel = pure(HandPanelView);
function HandPanelView({ lang, g, dispatch }: { lang: Lang; g: GameMessage; dispatch?: (e: PageEvent) => void }) {
  const me = g.view.players[g.you!]!;
  const hand = me.resources!;
  const dev = me.devCards!;
  const bought = me.boughtThisTurn!;
  const playable = new Set(g.targets?.play ?? []);
  const held = DEV_CARDS.filter((c) => dev[c] > 0);
  const notes = handNotes(g);
  return (
    <section class="card hand" aria-labelledby="hand-h">
      <h2 id="hand-h">{dispatch ? t(lang, 'yourHand') : t(lang, 'handOf', { name: g.seats[g.you!]?.name ?? '' })}</h2>
      <ul class="cards">
        {RESOURCES.map((r) => (
          <li class={`rcard ${hand[r] ? '' : 'zero'}`} data-res={r}>
            <ResIcon r={r} size={30} />
            <span class="count">{hand[r]}</span>
            <span class="rname">{resName(lang, r)}</span>
            {/* Read out in words ("4:1" alone said nothing to a screen reader; its meaning was only in the tooltip), and
                briefly: the whole sentence of the tooltip, read under each of the five cards, was heard five times over. */}
            <span class="rate" title={t(lang, 'rateTitle', { n: me.rates[r] })}><span aria-hidden="true">{t(lang, 'rateUnder', { n: me.rates[r] })}</span><span class="sr-only">{t(lang, 'rateShort', { n: me.rates[r] })}</span></span>
          </li>
        ))}
      </ul>
      <h3>{t(lang, 'devCards')}</h3>
      {held.length === 0 ? <p class="small muted">{t(lang, 'noDevCards')}</p> : (
        <ul class="devcards">
          {held.map((c) => (
            <li data-card={c}>
              <CardIcon size={20} />
              <span class="dname">{cardName(lang, c)} ×{dev[c]}</span>
              {bought[c] > 0 && c !== 'victoryPoint' && <small class="new">{bought[c]} {t(lang, 'boughtThisTurn')}</small>}
              {/* What each card does, in a few words (a phone play-test: a Knight in the hand said nothing of it). */}
              <small class="muted" data-testid={`card-note-${c}`}>{t(lang, CARD_NOTES[c])}</small>
              {/* §8: Road Building needs a road piece to place; its greyed Play said nothing of why (a play-test). */}
              {c === 'roadBuilding' && notes.rbNoRoads && dispatch && <small class="muted" data-testid="rb-no-roads">{t(lang, 'rbNoRoads')}</small>}
              {c !== 'victoryPoint' && g.view.phase !== 'specialBuild' && dispatch && (
                <button type="button" class="small-btn" disabled={!playable.has(c)} onClick={() => dispatch({ k: 'play-card', card: c })}
                  aria-label={t(lang, 'playCardQ', { card: cardName(lang, c) })}>{t(lang, 'play')}</button>
              )}
            </li>
          ))}
        </ul>
      )}
      {/* §8: why every Play is greyed once a card has been played this turn (it said nothing: a play-test). */}
      {dispatch && notes.oneCard && <p class="small muted" data-testid="one-card">{t(lang, 'oneCardTurn')}</p>}
      <p class="small muted">{t(lang, 'supplyLeft', { r: me.supply.roads, s: me.supply.settlements, c: me.supply.cities })}</p>
    </section>
  );
}

/** What each development card does, as the hand says it beside the card (RULES.md §8). */
const CARD_NOTES: Record<DevCard, Key> = { knight: 'knightNote', roadBuilding: 'rbNote', yearOfPlenty: 'yopNote', monopoly: 'monoNote', victoryPoint: 'vpCardNote' };

/** Log lines drawn at first, and added by each "Show earlier entries": a long game's 500 lines made every render slow on a phone. */
export const LOG_PAGE = 200;

/** `onEarlier`: there are older entries on the server (the page holds the latest ones); fetch them. */
/** `live`: new lines are read out as they come (off in a replay, where a jump would read out the whole game). */
/** `start`: the version of `log`'s first entry (the page may hold only the latest ones): each line is keyed by its entry, so a new line is added and the others stay as they are (a screen reader reads additions). */
/** `me`: the person's own seat, named "(you)" in the lines (a screen reader does not see the colour dots; not in pass-and-play, where the seat changes hands). */
/** Drawn again only when a prop changed (pure.ts). */
export const LogPanel = pure(LogPanelView);
/** `noChat`: the chat has its own panel beside the log, which then leaves its lines out (each line was shown twice, and took the log's room). */
function LogPanelView({ lang, g, log, board, onEarlier, live = true, start = 0, noChat = false, me = null }: { lang: Lang; g: GameMessage; log: readonly LogEntry[]; board: BoardJson; onEarlier?: () => void; live?: boolean; start?: number; noChat?: boolean; me?: number | null }) {
  const ref = useRef<HTMLDivElement>(null);
  // The log follows the newest line unless the person has scrolled back to read. It scrolls before
  // the paint, and only a scroll above where it last put itself stops it following: a scroll
  // event of its own that arrives after more lines came in (frames in a burst) is not the person's.
  const following = useRef(true);
  const placed = useRef(0);
  // Only when lines came in: the page renders for much else (a card's flight ending, the clock), and
  // setting the scroll each time forced a layout of the whole log (a sixth of a slow phone's work).
  const placedFor = useRef(-1);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || log.length === placedFor.current) return;
    placedFor.current = log.length;
    if (following.current) { el.scrollTop = el.scrollHeight; placed.current = el.scrollTop; }
  });
  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < 24) following.current = true;
    else if (el.scrollTop < placed.current - 1) following.current = false;
  };
  // The latest LOG_PAGE lines, and a page more for each press of "Show earlier entries": first from
  // what the page holds, then from the server. (The page held a whole game and drew only its last
  // 200 lines, with no way back to the start; after a reload it drew every line it held.)
  const [limit, setLimit] = useState(LOG_PAGE);
  const from = Math.max(0, log.length - limit);
  const showEarlier = () => {
    setLimit((n) => n + LOG_PAGE);
    if (from === 0) onEarlier?.();
  };
  // Each line's words are worked out when the log, the language or the seats change, not on every render.
  const specialBuild = g.view.rules.specialBuild;
  const lines = useMemo(() => {
    const ctx = { lang, seats: g.seats, board, specialBuild, me };
    const about = entrySeats(log, g.seats);
    const special = specialEntries(log);
    const stood = standInEntries(log);
    const out: (ReturnType<typeof formatEntry> & { key: number; color: Color | undefined })[] = [];
    log.slice(from).forEach((e, i) => {
      if (noChat && e.k === 'chat') return;
      const line = formatEntry(e, ctx, about[from + i] ?? null, special[from + i], stood[from + i]);
      out.push({ ...line, key: start + from + i, color: line.seat !== null ? g.seats[line.seat]?.color : undefined });
    });
    return out;
  }, [log, from, lang, g.seats, board, specialBuild, noChat, start, me]);
  return (
    <section class="card log" aria-labelledby="log-h">
      <h2 id="log-h">{t(lang, 'log')}</h2>
      <div class="log-scroll" ref={ref} onScroll={onScroll} role="log" aria-live={live ? 'polite' : 'off'} aria-relevant="additions" tabIndex={0} aria-labelledby="log-h">
      {(from > 0 || onEarlier) && <button type="button" class="small-btn" data-testid="log-earlier" onClick={showEarlier}>{t(lang, 'logEarlier')}</button>}
      <ol>
        {lines.map((line) => {
          const color = line.color;
          return (
            <li key={line.key}>
              {color && <span class="dot" style={{ background: PLAYER_FILL[color] }} aria-hidden="true" />}
              <span>{line.text}</span>
              {line.sub.map((s) => <span class="sub">{s}</span>)}
            </li>
          );
        })}
      </ol>
      </div>
    </section>
  );
}
