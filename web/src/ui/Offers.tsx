/**
 * An offer made to the person, in a panel beside the hand rather than a dialog over the table:
 * the terms from the person's side, how long is left to answer, and the answers. It waits
 * without blocking the board or the hand; the server closes it when time is up.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { GameMessage, Answer, IncomingOffer } from '../wire.js';
import { resName, t, type Key, type Lang } from '../i18n.js';
import { countsOf, formatBundle } from '../logic/bundle.js';
import { answerKey } from '../logic/log.js';
import { canPayOffer } from '../logic/play.js';
import type { PageEvent, TableUi } from '../store/types.js';
import { OfferEditor } from './Trade.js';
import { Chip } from './art.js';
import { useNow } from './clock.js';

/** A build named with its article ("a city"), as a reason names it. */
export const PIECE_KEYS: Record<NonNullable<Answer['piece']>, Key> = { road: 'tpRoad', settlement: 'tpSettlement', city: 'tpCity', card: 'tpCard' };

/** A bot's answer in a short phrase from its rule (RULES.md §13), or null when it gave none. */
export function reasonText(lang: Lang, a: Answer): string | null {
  switch (a.reason) {
    case undefined: return null;
    case 'cannot-pay': return t(lang, 'rCannotPay');
    case 'keeps-last': return t(lang, 'rKeepsLast', { res: a.resource ? resName(lang, a.resource) : '' });
    case 'gives-more': return t(lang, 'rGivesMore');
    case 'no-build': return t(lang, 'rNoBuild');
    // The server names no build (which one would tell the bot's hand); an older one did.
    case 'completes': return a.piece ? t(lang, 'rCompletes', { piece: t(lang, PIECE_KEYS[a.piece]) }) : t(lang, 'rCompletesBuild');
    case 'own-reasons': return t(lang, 'rOwnReasons');
  }
}

/**
 * An answer to the person's offer as it reads after the answerer's name: what they said and,
 * for a bot, its reason after the language's colon, joined to the words before it ("rejects:
 * does not hold those cards"; French "refuse\u00a0: n’a pas ces cartes"). `reason` is null when
 * there is none.
 */
export function answerWords(lang: Lang, a: Answer): { said: string; reason: string | null } {
  const said = a.type === 'counter'
    ? t(lang, 'counters', { give: formatBundle(lang, a.give ?? {}), get: formatBundle(lang, a.get ?? {}) })
    : t(lang, answerKey(a));
  const why = reasonText(lang, a);
  return { said, reason: why === null ? null : `${t(lang, 'colon')}${why}` };
}

/**
 * An answer as a spectator reads it: a counter's terms name the proposer ("counters: Hana would give
 * 2 grain and get 1 brick"), where the proposer's own panel says "you" (a play-test: the spectator
 * was told "you give 2 grain").
 */
export function watcherWords(lang: Lang, a: Answer, proposer: string): string {
  if (a.type !== 'counter') return t(lang, answerKey(a));
  return a.give && a.get ? t(lang, 'countersSeen', { name: proposer, give: formatBundle(lang, a.give), get: formatBundle(lang, a.get) }) : t(lang, 'lCounter');
}

/**
 * Whether "More time" is offered for an offer: a bot's (it has `until`) while the server still grants
 * it (`more`; an older server does not say, and allows ten in all). And the words said when a few
 * seconds are left: they mention "More time" only while it is there.
 */
export function moreTimeFor(inc: Pick<IncomingOffer, 'until' | 'more'>): { button: boolean; soon: Key } {
  const button = inc.until !== undefined && (inc.more === undefined || inc.more > 0);
  return { button, soon: button ? 'offerSoon' : 'offerSoonLast' };
}

/** Seconds left to answer an offer seen at `seenAt` (page clock) that waits `waitMs`. */
export function offerLeft(seenAt: number | undefined, waitMs: number, now: number): number | null {
  return seenAt === undefined ? null : Math.max(0, Math.ceil((seenAt + waitMs - now) / 1000));
}

export function OfferPanel({ lang, g, seen, waitMs, dispatch, counter, counterProblem, canCounter, answered = null }: {
  lang: Lang; g: GameMessage; seen: TableUi['offerSeen']; waitMs: number; answered?: number | null; dispatch: (e: PageEvent) => void;
  counter: TableUi['counter']; counterProblem: Key | null; canCounter: boolean;
}) {
  const inc = g.incoming!;
  // The person's answer to it is on its way: the buttons wait for the server's frame (which closes the
  // panel), looking busy as the action bar's do; they stay focusable, and a second press sends nothing.
  const sent = answered === inc.id;
  const from = g.seats[inc.from]!;
  const hand = countsOf(g.view.players[g.you!]!.resources);
  const canPay = canPayOffer(g);
  const seenAt = seen.find((x) => x.id === inc.id)?.at;
  // The time left: from the server's `until` (a bot's offer; protocol 6), else, from an older server, from
  // the offer's arrival on the page clock for a bot's offer; a person's offer waits without end.
  // The clock makes the panel (and only it) redraw each half second.
  const now = useNow(true);
  const fromBot = from.bot !== null || from.away !== null;
  const left = inc.until !== undefined ? Math.max(0, Math.min(Math.ceil(waitMs / 1000), Math.ceil((inc.until - now) / 1000)))
    : fromBot ? offerLeft(seenAt, waitMs, performance.now()) : null;
  const more = moreTimeFor(inc);
  // "Counter" opens the editor in its place: focus goes into the editor, once (it fell to the next button left, "More time").
  const editing = counter?.id === inc.id;
  const wasEditing = useRef(false);
  useEffect(() => {
    // Closed (Cancel, Esc): focus back on Counter, which opened it (it went to Accept, first in the panel).
    if (!editing) { if (wasEditing.current) document.querySelector<HTMLElement>('[data-testid=incoming-counter]')?.focus({ preventScroll: true }); wasEditing.current = false; return; }
    wasEditing.current = true;
    document.querySelector<HTMLElement>('[data-testid=counter-editor] button:not([disabled])')?.focus({ preventScroll: true });
    // On a phone the editor opened below the screen's edge, its "Send" a scroll away (a play-test): brought into view,
    // with the time left repeated beside "Send", since the countdown above it may leave the screen.
    document.querySelector('[data-testid=counter-editor]')?.scrollIntoView({ block: 'nearest' });
  }, [editing]);
  return (
    <section class="card offer-panel" aria-labelledby="offer-h" data-testid="offer-panel" role="region">
      <h2 id="offer-h"><Chip color={from.color} /> {t(lang, 'incomingTitle', { name: from.name })}</h2>
      <p class="terms" id="offer-terms">{t(lang, 'incomingTerms', { give: formatBundle(lang, inc.give), get: formatBundle(lang, inc.get) })}</p>
      {left !== null && (
        <div class="offer-time" aria-hidden="true"><span style={{ width: `${Math.min(100, (left * 1000 * 100) / waitMs)}%` }} /></div>
      )}
      {left !== null && (
        <p class="small muted offer-left-line">
          <span data-testid="offer-left">{t(lang, 'offerLeft', { n: left })}</span>
          {/* Anyone who needs longer to read and decide may ask for it (WCAG 2.2.1), up to ten times. */}
          {more.button && <button type="button" class="secondary small-btn" onClick={() => dispatch({ k: 'more-time', id: inc.id })} data-testid="offer-more-time">{t(lang, 'moreTime')}</button>}
        </p>
      )}
      {/* Said once, five seconds before the offer lapses: the countdown itself is not read out (it would be, every
          second), and a screen-reader review missed a bot's offer that ran out unheard. Polite: it waits for the
          offer's terms, read as focus comes to Accept, to be finished. */}
      <span class="sr-only" aria-live="polite" data-testid="offer-soon">{left !== null && left > 0 && left <= 5 && !sent && inc.until !== undefined ? t(lang, more.soon) : ''}</span>
      {!canPay && <p class="small" id="offer-cannot-pay">{t(lang, 'offerCannotPay')}</p>}
      {counter?.id === inc.id ? (
        <div class="counter" data-testid="counter-editor">
          <h3>{t(lang, 'counterTitle')}</h3>
          <OfferEditor lang={lang} give={counter.draft.give} get={counter.draft.get} max={hand} prefix="counter-"
            onGive={(c) => dispatch({ k: 'counter-draft', draft: { give: c, get: counter.draft.get } })}
            onGet={(c) => dispatch({ k: 'counter-draft', draft: { give: counter.draft.give, get: c } })} />
          <div aria-live="polite">{counterProblem && <p class="small muted">{t(lang, counterProblem)}</p>}</div>
          <div class="buttons">
            <button type="button" class="primary" disabled={counterProblem !== null} onClick={() => dispatch({ k: 'counter-send' })} data-testid="counter-send">{t(lang, 'counterSend')}</button>
            <button type="button" class="secondary" onClick={() => dispatch({ k: 'counter-close' })}>{t(lang, 'cancel')}</button>
            {left !== null && <span class="small muted" data-testid="counter-left">{t(lang, 'offerLeft', { n: left })}</span>}
          </div>
        </div>
      ) : (
        <div class="buttons">
          <button type="button" class={`primary ${sent ? 'waiting' : ''}`} disabled={!canPay} aria-describedby="offer-terms" aria-keyshortcuts="A" onClick={() => dispatch({ k: 'answer', id: inc.id, accept: true })} data-testid="incoming-accept">{t(lang, 'accept')}</button>
          {canCounter && <button type="button" class={`secondary ${sent ? 'waiting' : ''}`} aria-describedby={canPay ? 'offer-terms' : 'offer-terms offer-cannot-pay'} onClick={() => { if (!sent) dispatch({ k: 'counter-open', id: inc.id }); }} data-testid="incoming-counter">{t(lang, 'counter')}</button>}
          <button type="button" class={`secondary ${sent ? 'waiting' : ''}`} aria-describedby={canPay ? 'offer-terms' : 'offer-terms offer-cannot-pay'} aria-keyshortcuts="N" onClick={() => dispatch({ k: 'answer', id: inc.id, accept: false })} data-testid="incoming-reject">{t(lang, 'reject')}</button>
        </div>
      )}
    </section>
  );
}

/**
 * An offer the person accepted or countered, while its proposer chooses: what they said, on
 * which terms (a counter's own), and who decides. Gone when the offer closes (taken or not).
 */
export function AnsweredPanel({ lang, g }: { lang: Lang; g: GameMessage }) {
  const a = g.answered!;
  const from = g.seats[a.from]!;
  // The terms from the person's side: a counter's are its own (seen from the proposer in the answer).
  const give = a.answer.type === 'counter' ? a.answer.get ?? {} : a.get;
  const get = a.answer.type === 'counter' ? a.answer.give ?? {} : a.give;
  return (
    <section class="card offer-panel answered" aria-labelledby="answered-h" data-testid="answered-panel" role="region">
      <h2 id="answered-h"><Chip color={from.color} /> {t(lang, 'incomingTitle', { name: from.name })}</h2>
      <p class="terms">{t(lang, a.answer.type === 'counter' ? 'youCountered' : 'youAccepted', { give: formatBundle(lang, give), get: formatBundle(lang, get) })}</p>
      <p class="small muted" aria-live="polite">{t(lang, 'proposerChooses', { name: from.name })}</p>
    </section>
  );
}

/**
 * A spectator's view of the offer on the table (`onTable`): who offers what, the answers so far
 * and who has yet to answer, read only. A spectator saw nothing of an offer until the log's line.
 */
export function TableOfferPanel({ lang, g }: { lang: Lang; g: GameMessage }) {
  const o = g.onTable!;
  const name = (s: number) => g.seats[s]?.name ?? '';
  const from = g.seats[o.from]!;
  return (
    <section class="card offer-panel on-table" aria-labelledby="on-table-h" data-testid="on-table" role="region">
      <h2 id="on-table-h"><Chip color={from.color} /> {t(lang, 'incomingTitle', { name: from.name })}</h2>
      <p class="terms">{t(lang, 'tableTerms', { name: from.name, give: formatBundle(lang, o.give), get: formatBundle(lang, o.get) })}</p>
      {/* There before its answers: a live region inserted with its content is often not read out. */}
      <ul class="answers-list" aria-live="polite">
        {o.answers.map((a) => <li class={`answer ${a.type}`} data-seat={a.seat}><b>{name(a.seat)}</b> {watcherWords(lang, a, from.name)}</li>)}
      </ul>
      {o.waiting.length > 0 && <p class="small muted">{t(lang, 'waitingAnswers', { names: o.waiting.map(name).join(', ') })}</p>}
    </section>
  );
}
