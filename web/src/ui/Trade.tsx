/**
 * Trading (§7): an offer to the table built card by card, the bots' answers (accept, reject,
 * counter) with a button to trade with any that said yes, and maritime trades at the
 * person's best rates as the server lists them.
 */
import { useMemo } from 'preact/hooks';
import { RESOURCES, type BoardJson, type Bundle, type GameMessage, type Resource } from '../wire.js';
import { resCount, resName, t, type Lang } from '../i18n.js';
import { adjust, countsOf, emptyCounts, formatBundle, lacks, offerProblem, type Counts } from '../logic/bundle.js';
import type { PageEvent, TableUi } from '../store/types.js';
import { ResIcon } from './art.js';
import { noBankTradeKey, quickOffers, type QuickOffer } from '../logic/play.js';
import { answerWords } from './Offers.js';
import { keepNear } from './focus.js';

/** The words of each build a quick offer completes. */
const FOR_BUILD = { city: 'forCity', settlement: 'forSettlement', buy: 'forBuy', road: 'forRoad' } as const;

export function TradePanel({ lang, g, board, trade, dispatch }: { lang: Lang; g: GameMessage; board: BoardJson; trade: NonNullable<TableUi['trade']>; dispatch: (e: PageEvent) => void }) {
  const { tab, draft: { give, get } } = trade;
  const setTab = (x: 'players' | 'bank') => dispatch({ k: 'trade-tab', tab: x });
  const setGive = (c: Counts) => dispatch({ k: 'draft', draft: { give: c, get } });
  const setGet = (c: Counts) => dispatch({ k: 'draft', draft: { give, get: c } });
  const send = (m: { t: 'act'; action: { type: 'bankTrade'; give: Bundle; get: Bundle } }) => dispatch({ k: 'act', intent: m.action });
  const onClose = () => dispatch({ k: 'trade', open: false });
  const hand = countsOf(g.view.players[g.you!]!.resources);
  const problem = offerProblem(give, get, hand);
  const tg = g.targets;
  const offer = g.offer;
  const name = (s: number) => g.seats[s]!.name;
  // One press fills the editor with an offer that would complete a build; "Offer to the table" still sends it
  // (a keyboard play-test counted some fourteen presses for a 1-for-1 offer).
  // Worked out when the view changes, not on each of the page's renders (the clock, a toast).
  const quick = useMemo(() => (offer ? [] : quickOffers(g, board)), [g.view, g.you, board, offer]);
  const fill = (q: QuickOffer) => {
    dispatch({ k: 'draft', draft: { give: { ...emptyCounts(), [q.give]: 1 }, get: { ...emptyCounts(), [q.get]: 1 } } });
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.trade [data-testid=offer]:not([disabled])')?.focus());
  };

  return (
    <section class="card trade" aria-labelledby="trade-h">
      <div class="trade-head">
        <h2 id="trade-h">{t(lang, 'tradeTitle')}</h2>
        {/* With an offer's answers in view the turn's own buttons are above the screen's top at
            1280×800 (a play-test scrolled back up to end the turn): the turn can end from here too. */}
        {tg?.end && <button type="button" class="secondary small-btn trade-end" onClick={() => dispatch({ k: 'act', intent: { type: 'end' } })} data-testid="trade-end">{t(lang, 'endTurn')}</button>}
        <button type="button" class="secondary small-btn" onClick={onClose}>{t(lang, 'close')}</button>
      </div>
      <div class="tabs" role="tablist" aria-label={t(lang, 'tradeTitle')} onKeyDown={(e) => {
        // The arrow keys move between the two tabs, as in any tab list.
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
        e.preventDefault();
        const list = e.currentTarget as HTMLElement;
        // The other tab takes focus now (it may, with tabindex -1): focused a frame later, before the tabs had been drawn
        // again, focus stayed on the tab just left about half the time (a keyboard play-test).
        const other = [...list.querySelectorAll<HTMLElement>('[role=tab]')].find((x) => x.getAttribute('aria-selected') !== 'true');
        setTab(tab === 'players' ? 'bank' : 'players');
        other?.focus();
      }}>
        <button type="button" role="tab" aria-selected={tab === 'players'} tabIndex={tab === 'players' ? 0 : -1} class={tab === 'players' ? 'on' : ''} onClick={() => setTab('players')}>{t(lang, 'tradePlayers')}</button>
        <button type="button" role="tab" aria-selected={tab === 'bank'} tabIndex={tab === 'bank' ? 0 : -1} class={tab === 'bank' ? 'on' : ''} onClick={() => setTab('bank')} data-testid="tab-bank">{t(lang, 'tradeBank')}</button>
      </div>
      {!tg?.trade && <p class="small">{t(lang, 'tradeClosed')}</p>}
      {tab === 'players' && tg?.trade && (
        <div role="tabpanel">
          {/* While an offer is out its answers take the editor's place (its terms head them; Withdraw brings the editor
              back): with five players answering, the editor above them pushed the hand out of the column at 1280×800. */}
          {!offer && <>
            {quick.length > 0 && (
              <div class="quick-offers" role="group" aria-labelledby="quick-h" data-testid="quick-offers">
                <span id="quick-h" class="small muted">{t(lang, 'quickOffers')}{t(lang, 'colon').trimEnd()}</span>
                {quick.map((q) => (
                  <button type="button" class="secondary small-btn" title={t(lang, 'quickFill')} data-testid={`quick-${q.give}-${q.get}`} onClick={() => fill(q)}>
                    {t(lang, 'quickOffer', { give: formatBundle(lang, { [q.give]: 1 }), get: formatBundle(lang, { [q.get]: 1 }), build: t(lang, FOR_BUILD[q.build]) })}
                  </button>
                ))}
              </div>
            )}
            <OfferEditor lang={lang} give={give} get={get} max={hand} onGive={setGive} onGet={setGet} />
            {/* A live region there before its words (one inserted with them is often not read out). */}
            <div aria-live="polite">{problem && <p class="small muted">{t(lang, problem)}</p>}</div>
            <button type="button" class="primary" disabled={problem !== null} data-testid="offer"
              onClick={() => dispatch({ k: 'offer' })}>{t(lang, 'offerTable')}</button>
          </>}
          {/* The live region is there before the answers (a region inserted with its content is often not read out).
              Only what is added is read (an answer, "nobody accepted"), not each change of the waiting line; and
              Withdraw is after it, not read out with every answer (a keyboard play-test). */}
          <div class="answers-live" aria-live="polite" aria-relevant="additions" data-testid="answers-live">
          {offer && (
            <div class="answers">
              <h3>{t(lang, 'answers')}{t(lang, 'colon')}{formatBundle(lang, offer.give)} → {formatBundle(lang, offer.get)}</h3>
              <ul>
                {offer.answers.map((a) => {
                  const { said, reason } = answerWords(lang, a);
                  // What the person would give in this trade (a counter names its own terms), and what of it the hand lacks.
                  const gives = a.type === 'counter' ? a.give ?? {} : offer.give;
                  const lacking = lacks(hand, gives);
                  // One inline span for the words: the row is a flex box, whose gap would otherwise
                  // stand between the words and the reason's colon ("rejects : …").
                  return <li class={`answer ${a.type}`} data-seat={a.seat}>
                    <span>
                      <b>{name(a.seat)}</b> {said}
                      {reason !== null && <small class="reason" data-testid={`reason-${a.seat}`}>{reason}</small>}
                    </span>
                    {a.type !== 'reject' && (
                      <button type="button" class="small-btn primary" data-testid={`take-${a.seat}`} disabled={lacking !== null}
                        onClick={() => dispatch({ k: 'take', seat: a.seat })}>
                        {t(lang, 'tradeWith', { name: name(a.seat) })}
                      </button>
                    )}
                    {a.type !== 'reject' && lacking && <small class="muted" data-testid={`lacking-${a.seat}`}>{t(lang, 'takeLacking', { cards: formatBundle(lang, lacking) })}</small>}
                  </li>;
                })}
              </ul>
              {offer.waiting.length > 0 && <p class="small" data-testid="waiting">{t(lang, 'waitingAnswers', { names: offer.waiting.map(name).join(', ') })}</p>}
              {offer.waiting.length === 0 && offer.answers.every((a) => a.type === 'reject') && <p class="small">{t(lang, 'nobodyAccepted')}</p>}
            </div>
          )}
          </div>
          {offer && <button type="button" class="secondary small-btn" onClick={() => dispatch({ k: 'withdraw' })} data-testid="withdraw">{t(lang, 'withdraw')}</button>}
          <p class="small muted">{t(lang, 'botRuleNote')}</p>
        </div>
      )}
      {tab === 'bank' && tg?.trade && (
        <div role="tabpanel">
          {tg.bank.length === 0 ? <p class="small" data-testid="bank-none">{t(lang, noBankTradeKey(hand, g.view.players[g.you!]!.rates))}</p> : (
            <ul class="bank-trades">
              {tg.bank.map((b) => (
                <li>
                  <span class="give">{t(lang, 'bankGive')} <b>{b.rate}</b> <ResIcon r={b.give} size={18} /> {resName(lang, b.give)}</span>
                  <span class="for">{t(lang, 'bankGet')}{t(lang, 'colon').trimEnd()}</span>
                  <span class="gets">
                    {RESOURCES.filter((r) => b.get.includes(r)).map((r) => {
                      const label = t(lang, 'bankDo', { give: formatBundle(lang, { [b.give]: b.rate }), get: formatBundle(lang, { [r]: 1 }) });
                      return (
                        <button type="button" class="icon-btn" title={label} aria-label={label} data-testid={`bank-${b.give}-${r}`}
                          onClick={() => send({ t: 'act', action: { type: 'bankTrade', give: { [b.give]: b.rate } as Bundle, get: { [r]: 1 } as Bundle } })}>
                          <ResIcon r={r} size={22} />
                          {/* Named under its picture: a newcomer does not have to guess which icon is which. */}
                          <span class="bank-word" aria-hidden="true">{resName(lang, r)}</span>
                        </button>
                      );
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Both sides of an offer in one table: a row per resource, what the person gives and what
 * they get, each with − and + (giving stays within the hand). Used for offers to the table
 * and for counter-offers.
 */
export function OfferEditor({ lang, give, get, max, onGive, onGet, prefix = '' }: {
  lang: Lang; give: Counts; get: Counts; max: Counts; onGive: (c: Counts) => void; onGet: (c: Counts) => void; prefix?: string;
}) {
  const colon = t(lang, 'colon');
  const side = (title: string, counts: Counts, limit: (r: Resource) => number, onChange: (c: Counts) => void, id: string, r: Resource) => (
    <div class="side-cell">
      <button type="button" class="icon-btn" aria-label={`${title}${colon}${t(lang, 'less', { res: resName(lang, r) })}`} disabled={counts[r] === 0}
        onClick={(e) => { onChange(adjust(counts, r, -1)); keepNear(e.currentTarget); }} data-testid={`${prefix}${id}-minus-${r}`}>−</button>
      <output aria-label={`${title}${colon}${resCount(lang, counts[r], r)}`} data-testid={`${prefix}${id}-count-${r}`}>{counts[r]}</output>
      <button type="button" class="icon-btn" aria-label={`${title}${colon}${t(lang, 'more', { res: resName(lang, r) })}`} disabled={counts[r] >= limit(r)}
        onClick={(e) => { onChange(adjust(counts, r, 1, limit(r))); keepNear(e.currentTarget); }} data-testid={`${prefix}${id}-plus-${r}`}>+</button>
    </div>
  );
  const giveT = t(lang, 'youGive'), getT = t(lang, 'youGet');
  return (
    <div class="offer-editor" role="group" aria-label={t(lang, 'tradeTitle')}>
      <span class="head" />
      <span class="head">{giveT}</span>
      <span class="head">{getT}</span>
      {RESOURCES.map((r) => (
        <div class="erow" data-res={r}>
          <span class="rlabel"><ResIcon r={r} size={18} /> <span class="rname">{resName(lang, r)}</span></span>
          {side(giveT, give, (x) => max[x], onGive, 'give', r)}
          {side(getT, get, () => 24, onGet, 'get', r) /* at most a whole bank of one kind (24 on the 5-6 island); the server checks the rest */}
        </div>
      ))}
    </div>
  );
}

