/**
 * The game's dialogs: who starts (the roll everyone sees), discarding exactly half after a 7,
 * choosing whom to rob, Year of Plenty, Monopoly, and answering a bot's offer.
 */
import { useState } from 'preact/hooks';
import { RESOURCES, type Bundle, type Resource } from '../../../src/engine/index.js';
import type { GameMessage } from '../../../src/protocol/index.js';
import { resName, t, type Lang } from '../i18n.js';
import { adjust, countsOf, discardReady, emptyCounts, formatBundle, sameBundle, toBundle, total, type Counts } from '../logic/bundle.js';
import { Dialog } from './Dialog.js';
import { Die, PLAYER_FILL, ResIcon } from './art.js';

function Picker({ lang, counts, max, limit, onChange, label }: { lang: Lang; counts: Counts; max: Counts; limit: number; onChange: (c: Counts) => void; label: string }) {
  const full = total(counts) >= limit;
  return (
    <div class="picker" role="group" aria-label={label}>
      {RESOURCES.map((r: Resource) => (
        <div class="prow" data-res={r}>
          <ResIcon r={r} size={24} />
          <span class="rname">{resName(lang, r)} <small class="muted">({max[r]})</small></span>
          <button type="button" class="icon-btn" disabled={counts[r] === 0} aria-label={t(lang, 'less', { res: resName(lang, r) })}
            onClick={() => onChange(adjust(counts, r, -1))} data-testid={`pick-minus-${r}`}>−</button>
          <output>{counts[r]}</output>
          <button type="button" class="icon-btn" disabled={full || counts[r] >= max[r]} aria-label={t(lang, 'more', { res: resName(lang, r) })}
            onClick={() => onChange(adjust(counts, r, 1, max[r]))} data-testid={`pick-plus-${r}`}>+</button>
        </div>
      ))}
    </div>
  );
}

export function DiscardDialog({ lang, g, onDiscard }: { lang: Lang; g: GameMessage; onDiscard: (b: Bundle) => void }) {
  const owed = g.targets!.discard;
  const hand = countsOf(g.view.players[g.you!]!.resources);
  const [chosen, setChosen] = useState<Counts>(emptyCounts);
  const ready = discardReady(chosen, owed, hand);
  return (
    <Dialog title={t(lang, 'discardTitle', { n: owed })}>
      <p>{t(lang, 'discardAbout', { limit: g.view.rules.discardOver })}</p>
      <Picker lang={lang} counts={chosen} max={hand} limit={owed} onChange={(c) => total(c) <= owed && setChosen(c)} label={t(lang, 'discardTitle', { n: owed })} />
      <p class="progress" aria-live="polite">{t(lang, 'chosenOf', { k: total(chosen), n: owed })}</p>
      <div class="buttons">
        <button type="button" class="primary" disabled={!ready} onClick={() => onDiscard(toBundle(chosen))} data-testid="discard-confirm">{t(lang, 'discardDo')}</button>
      </div>
    </Dialog>
  );
}

export function VictimDialog({ lang, g, victims, onPick, onCancel }: { lang: Lang; g: GameMessage; victims: number[]; onPick: (seat: number) => void; onCancel: () => void }) {
  return (
    <Dialog title={t(lang, 'victimTitle')} onCancel={onCancel}>
      <p>{t(lang, 'victimAbout')}</p>
      <div class="buttons column">
        {victims.map((s) => {
          const p = g.view.players[s]!;
          return (
            <button type="button" class="victim" onClick={() => onPick(s)} data-testid={`victim-${s}`}>
              <span class="chip" style={{ background: PLAYER_FILL[p.color] }} aria-hidden="true" />
              <b>{g.seats[s]!.name}</b> <small>{t(lang, 'cardsInHand', { n: p.resourceCount })}</small>
            </button>
          );
        })}
        <button type="button" class="secondary" onClick={onCancel}>{t(lang, 'cancel')}</button>
      </div>
    </Dialog>
  );
}

export function YearOfPlentyDialog({ lang, g, onTake, onCancel }: { lang: Lang; g: GameMessage; onTake: (b: Bundle) => void; onCancel: () => void }) {
  const options = g.targets?.yearOfPlenty ?? [];
  const need = options.length ? total(options[0]!) : 2;
  const [chosen, setChosen] = useState<Counts>(emptyCounts);
  const bank = countsOf(g.view.bank);
  const legal = options.some((o) => sameBundle(o, chosen));
  return (
    <Dialog title={t(lang, 'yopTitle')} onCancel={onCancel}>
      <p>{t(lang, 'yopAbout')}</p>
      <Picker lang={lang} counts={chosen} max={bank} limit={need} onChange={(c) => total(c) <= need && setChosen(c)} label={t(lang, 'yopTitle')} />
      <div class="buttons">
        <button type="button" class="primary" disabled={!legal} onClick={() => onTake(toBundle(chosen))} data-testid="yop-confirm">{t(lang, 'take')} {legal ? formatBundle(lang, chosen) : ''}</button>
        <button type="button" class="secondary" onClick={onCancel}>{t(lang, 'cancel')}</button>
      </div>
    </Dialog>
  );
}

export function MonopolyDialog({ lang, g, onPick, onCancel }: { lang: Lang; g: GameMessage; onPick: (r: Resource) => void; onCancel: () => void }) {
  const options = g.targets?.monopoly ?? [];
  return (
    <Dialog title={t(lang, 'monoTitle')} onCancel={onCancel}>
      <p>{t(lang, 'monoAbout')}</p>
      <div class="buttons">
        {RESOURCES.filter((r) => options.includes(r)).map((r) => (
          <button type="button" class="res-btn" onClick={() => onPick(r)} data-testid={`mono-${r}`}><ResIcon r={r} size={26} /> {resName(lang, r)}</button>
        ))}
      </div>
      <div class="buttons"><button type="button" class="secondary" onClick={onCancel}>{t(lang, 'cancel')}</button></div>
    </Dialog>
  );
}

export function IncomingDialog({ lang, g, onAnswer }: { lang: Lang; g: GameMessage; onAnswer: (accept: boolean) => void }) {
  const inc = g.incoming!;
  const hand = countsOf(g.view.players[g.you!]!.resources);
  const canPay = RESOURCES.every((r) => (inc.get[r] ?? 0) <= hand[r]);
  return (
    <Dialog title={t(lang, 'incomingTitle', { name: g.seats[inc.from]!.name })}>
      <p class="terms">{t(lang, 'incomingTerms', { give: formatBundle(lang, inc.give), get: formatBundle(lang, inc.get) })}</p>
      <div class="buttons">
        <button type="button" class="primary" disabled={!canPay} onClick={() => onAnswer(true)} data-testid="incoming-accept">{t(lang, 'accept')}</button>
        <button type="button" class="secondary" onClick={() => onAnswer(false)} data-testid="incoming-reject">{t(lang, 'reject')}</button>
      </div>
    </Dialog>
  );
}

export function StartRollDialog({ lang, g, onPlay }: { lang: Lang; g: GameMessage; onPlay: () => void }) {
  const sr = g.startRoll;
  const name = (s: number) => g.seats[s]!.name;
  return (
    <Dialog title={t(lang, 'whoStarts')} wide>
      <p>{t(lang, 'whoStartsAbout')}</p>
      {sr.rounds.map((round, i) => {
        const best = Math.max(...round.map((r) => r.dice[0] + r.dice[1]));
        const tie = round.filter((r) => r.dice[0] + r.dice[1] === best).length > 1;
        return (
          <div class="roll-round">
            {sr.rounds.length > 1 && <h3>{t(lang, 'rollRound', { n: i + 1 })}</h3>}
            <ul>
              {round.map((r) => (
                <li class={r.dice[0] + r.dice[1] === best ? 'best' : ''}>
                  <span class="chip" style={{ background: PLAYER_FILL[g.seats[r.seat]!.color] }} aria-hidden="true" />
                  <span class="rname">{name(r.seat)}</span>
                  <Die n={r.dice[0]} size={26} /><Die n={r.dice[1]} size={26} />
                  <b>{r.dice[0] + r.dice[1]}</b>
                </li>
              ))}
            </ul>
            {tie && <p class="small">{t(lang, 'tieAgain')}</p>}
          </div>
        );
      })}
      <p><b>{t(lang, 'starts', { name: name(sr.starter) })}</b> {t(lang, 'order')}: {g.seats.map((s) => s.name).join(' → ')}</p>
      <div class="buttons"><button type="button" class="primary big" onClick={onPlay} data-autofocus data-testid="play">{t(lang, 'letsPlay')}</button></div>
    </Dialog>
  );
}
