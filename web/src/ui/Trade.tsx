/**
 * Trading (§7): an offer to the table built card by card, the bots' answers (accept, reject,
 * counter) with a button to trade with any that said yes, and maritime trades at the
 * person's best rates as the server lists them.
 */
import { useState } from 'preact/hooks';
import { RESOURCES, type Bundle, type Resource } from '../../../src/engine/index.js';
import type { GameMessage } from '../../../src/protocol/index.js';
import type { Outgoing } from '../net.js';
import { resName, t, type Lang } from '../i18n.js';
import { adjust, countsOf, emptyCounts, formatBundle, offerProblem, toBundle, type Counts } from '../logic/bundle.js';
import { ResIcon } from './art.js';

export function TradePanel({ lang, g, send, onClose }: { lang: Lang; g: GameMessage; send: (m: Outgoing) => void; onClose: () => void }) {
  const [tab, setTab] = useState<'players' | 'bank'>('players');
  const [give, setGive] = useState<Counts>(emptyCounts);
  const [get, setGet] = useState<Counts>(emptyCounts);
  const hand = countsOf(g.view.players[g.you!]!.resources);
  const problem = offerProblem(give, get, hand);
  const tg = g.targets;
  const offer = g.offer;
  const name = (s: number) => g.seats[s]!.name;

  return (
    <section class="card trade" aria-labelledby="trade-h">
      <div class="trade-head">
        <h2 id="trade-h">{t(lang, 'tradeTitle')}</h2>
        <button type="button" class="secondary small-btn" onClick={onClose}>{t(lang, 'close')}</button>
      </div>
      <div class="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'players'} class={tab === 'players' ? 'on' : ''} onClick={() => setTab('players')}>{t(lang, 'tradePlayers')}</button>
        <button type="button" role="tab" aria-selected={tab === 'bank'} class={tab === 'bank' ? 'on' : ''} onClick={() => setTab('bank')} data-testid="tab-bank">{t(lang, 'tradeBank')}</button>
      </div>
      {!tg?.trade && <p class="small">{t(lang, 'tradeClosed')}</p>}
      {tab === 'players' && tg?.trade && (
        <div role="tabpanel">
          <div class="offer-grid">
            <Editor lang={lang} title={t(lang, 'youGive')} counts={give} max={hand} onChange={setGive} id="give" />
            <Editor lang={lang} title={t(lang, 'youGet')} counts={get} onChange={setGet} id="get" />
          </div>
          {problem && <p class="small muted" aria-live="polite">{t(lang, problem)}</p>}
          <button type="button" class="primary" disabled={problem !== null} data-testid="offer"
            onClick={() => send({ t: 'offer', give: toBundle(give), get: toBundle(get) })}>{t(lang, 'offerTable')}</button>
          {offer && (
            <div class="answers" aria-live="polite">
              <h3>{t(lang, 'answers')}: {formatBundle(lang, offer.give)} → {formatBundle(lang, offer.get)}</h3>
              <ul>
                {offer.answers.map((a) => (
                  <li class={`answer ${a.type}`} data-seat={a.seat}>
                    <b>{name(a.seat)}</b>{' '}
                    {a.type === 'counter'
                      ? t(lang, 'counters', { give: formatBundle(lang, a.give!), get: formatBundle(lang, a.get!) })
                      : t(lang, a.type === 'accept' ? 'accepts' : 'rejects')}
                    {a.type !== 'reject' && (
                      <button type="button" class="small-btn primary" data-testid={`take-${a.seat}`}
                        onClick={() => { send({ t: 'take', seat: a.seat }); setGive(emptyCounts()); setGet(emptyCounts()); }}>
                        {t(lang, 'tradeWith', { name: name(a.seat) })}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
              {offer.waiting.length > 0 && <p class="small" data-testid="waiting">{t(lang, 'waitingAnswers', { names: offer.waiting.map(name).join(', ') })}</p>}
              {offer.waiting.length === 0 && offer.answers.every((a) => a.type === 'reject') && <p class="small">{t(lang, 'nobodyAccepted')}</p>}
              <button type="button" class="secondary small-btn" onClick={() => send({ t: 'withdraw' })}>{t(lang, 'withdraw')}</button>
            </div>
          )}
          <p class="small muted">{t(lang, 'botRuleNote')}</p>
        </div>
      )}
      {tab === 'bank' && tg?.trade && (
        <div role="tabpanel">
          {tg.bank.length === 0 ? <p class="small">{t(lang, 'bankNone')}</p> : (
            <ul class="bank-trades">
              {tg.bank.map((b) => (
                <li>
                  <span class="give">{t(lang, 'bankGive')} <b>{b.rate}</b> <ResIcon r={b.give} size={18} /> {resName(lang, b.give)}</span>
                  <span class="for">{t(lang, 'bankGet')}:</span>
                  <span class="gets">
                    {RESOURCES.filter((r) => b.get.includes(r)).map((r) => {
                      const label = t(lang, 'bankDo', { give: formatBundle(lang, { [b.give]: b.rate }), get: formatBundle(lang, { [r]: 1 }) });
                      return (
                        <button type="button" class="icon-btn" title={label} aria-label={label} data-testid={`bank-${b.give}-${r}`}
                          onClick={() => send({ t: 'act', action: { type: 'bankTrade', give: { [b.give]: b.rate } as Bundle, get: { [r]: 1 } as Bundle } })}>
                          <ResIcon r={r} size={22} />
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

function Editor({ lang, title, counts, max, onChange, id }: { lang: Lang; title: string; counts: Counts; max?: Counts; onChange: (c: Counts) => void; id: string }) {
  return (
    <fieldset class="editor">
      <legend>{title}</legend>
      {RESOURCES.map((r: Resource) => (
        <div class="erow" data-res={r}>
          <ResIcon r={r} size={18} />
          <span class="rname">{resName(lang, r)}</span>
          <button type="button" class="icon-btn" aria-label={t(lang, 'less', { res: resName(lang, r) })} disabled={counts[r] === 0}
            onClick={() => onChange(adjust(counts, r, -1))} data-testid={`${id}-minus-${r}`}>−</button>
          <output aria-label={`${title}: ${counts[r]} ${resName(lang, r)}`}>{counts[r]}</output>
          <button type="button" class="icon-btn" aria-label={t(lang, 'more', { res: resName(lang, r) })} disabled={max ? counts[r] >= max[r] : counts[r] >= 19}
            onClick={() => onChange(adjust(counts, r, 1, max ? max[r] : 19))} data-testid={`${id}-plus-${r}`}>+</button>
        </div>
      ))}
    </fieldset>
  );
}
