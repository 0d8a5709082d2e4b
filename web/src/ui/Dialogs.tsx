/**
 * The game's dialogs: who starts (the roll everyone sees), discarding exactly half after a 7,
 * choosing whom to rob, Year of Plenty, Monopoly, and answering a bot's offer.
 */
import { RESOURCES, type GameMessage, type Resource } from '../wire.js';
import { discardTitle, resCount, resName, t, type Lang } from '../i18n.js';
import { adjust, countsOf, discardReady, formatBundle, sameBundle, total, type Counts } from '../logic/bundle.js';
import type { PageEvent } from '../store/types.js';
import { dialogHelpHref, rulesHref, type DialogHelp } from '../logic/play.js';
import { NewTabLink } from './NewTabLink.js';
import { Dialog, type DialogHelpLink } from './Dialog.js';
import { keepNear } from './focus.js';
import { Chip, Die, ResIcon } from './art.js';
import { useNow } from './clock.js';
import { secondsLeft } from '../logic/room.js';

/** A dialog's link to the manual's answer for it, in the page's language. */
export function helpLink(lang: Lang, kind: DialogHelp): DialogHelpLink {
  return { href: dialogHelpHref(kind, lang), label: t(lang, 'help'), about: t(lang, 'helpAbout'), newTab: t(lang, 'newTab') };
}

/**
 * `whose`: whose cards `max` counts, said beside each count (the bank's in Year of Plenty, the person's in a discard: both read "(1)").
 * `quiet`: the counts are not live, where a progress line under the picker says them (the discard's: each press was read twice).
 */
function Picker({ lang, counts, max, whose, limit, onChange, label, locked = false, quiet = false }: { lang: Lang; counts: Counts; max: Counts; whose: 'pickYours' | 'pickBank'; limit: number; onChange: (c: Counts) => void; label: string; locked?: boolean; quiet?: boolean }) {
  const full = total(counts) >= limit;
  return (
    <div class="picker" role="group" aria-label={label}>
      {RESOURCES.map((r: Resource) => (
        <div class="prow" data-res={r}>
          <ResIcon r={r} size={24} />
          <span class="rname">{resName(lang, r)} <small class="muted">({t(lang, whose, { n: max[r] })})</small></span>
          <button type="button" class="icon-btn" disabled={locked || counts[r] === 0} aria-label={t(lang, 'less', { res: resName(lang, r) })}
            onClick={(e) => { onChange(adjust(counts, r, -1)); keepNear(e.currentTarget); }} data-testid={`pick-minus-${r}`}>−</button>
          <output aria-live={quiet ? 'off' : undefined} aria-label={resCount(lang, counts[r], r)}>{counts[r]}</output>
          <button type="button" class="icon-btn" disabled={locked || full || counts[r] >= max[r]} aria-label={t(lang, 'more', { res: resName(lang, r) })}
            onClick={(e) => {
              onChange(adjust(counts, r, 1, max[r]));
              // The last card needed chosen: what is left to do is the dialog's own button (Discard, Take), not the next row's −.
              if (total(counts) + 1 >= limit) keepNear(e.currentTarget, '.dialog .buttons button.primary');
              else keepNear(e.currentTarget);
            }} data-testid={`pick-plus-${r}`}>+</button>
        </div>
      ))}
    </div>
  );
}

/**
 * Discarding half after a 7 (§4.3). Once Discard is pressed the choice is locked until the server
 * answers (`waiting`: the dialog closes with the frame that does it, a refusal unlocks it), and
 * while the connection is down nothing in it can be chosen or sent (`offline`, with the page's
 * note of the connection): on a slow link a second choice was tapped after the first went out.
 */
export function DiscardDialog({ lang, g, picked, dispatch, waiting = false, offline = null }: { lang: Lang; g: GameMessage; picked: Counts; dispatch: (e: PageEvent) => void; waiting?: boolean; offline?: string | null }) {
  const owed = g.targets!.discard;
  const hand = countsOf(g.view.players[g.you!]!.resources);
  const ready = discardReady(picked, owed, hand);
  const title = discardTitle(lang, owed);
  const locked = waiting || offline !== null;
  return (
    <Dialog title={title} help={helpLink(lang, 'discard')}>
      <p>{t(lang, 'discardAbout', { limit: g.view.rules.discardOver })}</p>
      <Picker lang={lang} counts={picked} max={hand} whose="pickYours" limit={owed} onChange={(counts) => dispatch({ k: 'pick', counts })} label={title} locked={locked} quiet />
      <p class="progress" aria-live="polite">{offline ?? t(lang, 'chosenOf', { k: total(picked), n: owed })}</p>
      <div class="buttons">
        {/* Kept focusable while the discard is on its way (as the action bar's buttons), so that focus stays put; a second press sends nothing. */}
        <button type="button" class={`primary ${waiting ? 'waiting' : ''}`} aria-disabled={waiting || undefined} aria-busy={waiting || undefined} disabled={!ready || offline !== null}
          onClick={() => { if (!waiting) dispatch({ k: 'confirm-pick' }); }} data-testid="discard-confirm">{t(lang, 'discardDo')}</button>
      </div>
    </Dialog>
  );
}

/** Whom to rob: players with cards first; those with none greyed and last (robbing them takes nothing). */
export function victimOrder(g: GameMessage, victims: readonly number[]): { seat: number; cards: number }[] {
  return victims.map((seat) => ({ seat, cards: g.view.players[seat]!.resourceCount }))
    .sort((a, b) => Number(a.cards === 0) - Number(b.cards === 0) || victims.indexOf(a.seat) - victims.indexOf(b.seat));
}

/**
 * Whom to rob on the hex chosen (`where`, its name). It names the hex and, on a phone, sits at the
 * bottom: in the middle of the screen it hid the board, so the hex chosen could not be checked (a play-test).
 */
export function VictimDialog({ lang, g, victims, where, dispatch }: { lang: Lang; g: GameMessage; victims: number[]; where: string; dispatch: (e: PageEvent) => void }) {
  const cancel = () => dispatch({ k: 'dialog', dialog: null });
  return (
    <Dialog title={t(lang, 'victimTitle')} onCancel={cancel} help={helpLink(lang, 'victim')} sheet>
      <p>{t(lang, 'victimWhere', { where })} {t(lang, 'victimAbout')}</p>
      <div class="buttons column">
        {victimOrder(g, victims).map(({ seat, cards }) => (
          <button type="button" class={`victim ${cards === 0 ? 'empty' : ''}`} onClick={() => dispatch({ k: 'victim', seat })} data-testid={`victim-${seat}`}
            aria-describedby={cards === 0 ? 'victim-empty-note' : undefined}>
            <Chip color={g.view.players[seat]!.color} />
            <b>{g.seats[seat]!.name}</b> <small>{cards === 0 ? t(lang, 'noCardsToSteal') : (cards === 1 ? t(lang, 'cardInHand') : t(lang, 'cardsInHand', { n: cards }))}</small>
          </button>
        ))}
        {victims.some((x) => g.view.players[x]!.resourceCount === 0) && <p class="small muted" id="victim-empty-note">{t(lang, 'victimEmptyNote')}</p>}
        <button type="button" class="secondary" onClick={cancel}>{t(lang, 'cancel')}</button>
      </div>
    </Dialog>
  );
}

export function YearOfPlentyDialog({ lang, g, picked, dispatch }: { lang: Lang; g: GameMessage; picked: Counts; dispatch: (e: PageEvent) => void }) {
  const options = g.targets?.yearOfPlenty ?? [];
  const need = options.length ? total(options[0]!) : 2;
  const bank = countsOf(g.view.bank);
  const legal = options.some((o) => sameBundle(o, picked));
  const cancel = () => dispatch({ k: 'dialog', dialog: null });
  return (
    <Dialog title={t(lang, 'yopTitle')} onCancel={cancel} help={helpLink(lang, 'yop')}>
      <p>{t(lang, 'yopAbout')}</p>
      <Picker lang={lang} counts={picked} max={bank} whose="pickBank" limit={need} onChange={(counts) => dispatch({ k: 'pick', counts })} label={t(lang, 'yopTitle')} />
      <div class="buttons">
        <button type="button" class="primary" disabled={!legal} onClick={() => dispatch({ k: 'confirm-pick' })} data-testid="yop-confirm">{t(lang, 'take')} {legal ? formatBundle(lang, picked) : ''}</button>
        <button type="button" class="secondary" onClick={cancel}>{t(lang, 'cancel')}</button>
      </div>
    </Dialog>
  );
}

export function MonopolyDialog({ lang, g, dispatch }: { lang: Lang; g: GameMessage; dispatch: (e: PageEvent) => void }) {
  const options = g.targets?.monopoly ?? [];
  const cancel = () => dispatch({ k: 'dialog', dialog: null });
  return (
    <Dialog title={t(lang, 'monoTitle')} onCancel={cancel} help={helpLink(lang, 'monopoly')}>
      <p>{t(lang, 'monoAbout')}</p>
      <div class="buttons">
        {RESOURCES.filter((r) => options.includes(r)).map((r: Resource) => (
          <button type="button" class="res-btn" onClick={() => dispatch({ k: 'monopoly', resource: r })} data-testid={`mono-${r}`}><ResIcon r={r} size={26} /> {resName(lang, r)}</button>
        ))}
      </div>
      <div class="buttons"><button type="button" class="secondary" onClick={cancel}>{t(lang, 'cancel')}</button></div>
    </Dialog>
  );
}

/**
 * In a room with a turn timer the game begins by itself once a turn's time has passed, whoever has
 * not read the start roll yet (the server sends that moment as the deadline): the dialog says when,
 * rather than close under the reader without a word.
 */
function StartCountdown({ lang, deadline }: { lang: Lang; deadline: number }) {
  const left = secondsLeft(deadline, useNow(true));
  return <p class="small" role="timer" data-testid="start-countdown">{t(lang, 'startsItself', { n: left ?? 0 })}</p>;
}

/** Who starts, and which assists the room allows everyone (shown at the start, so everyone knows). */
/** `goal`: the victory points that win; `watching`: a spectator, whose button says so. */
export function StartRollDialog({ lang, g, onPlay, assists, goal, watching, house }: { lang: Lang; g: GameMessage; onPlay: () => void; assists?: string; goal?: number; watching?: boolean; house?: readonly string[] }) {
  const sr = g.startRoll;
  const name = (s: number) => g.seats[s]!.name;
  return (
    // Who starts and the order, read with the title as it opens (focus goes to Play, and only "Play" was read: a screen-reader review).
    <Dialog title={t(lang, 'whoStarts')} wide help={helpLink(lang, 'start')} describedBy="who-starts-line">
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
                  <Chip color={g.seats[r.seat]!.color} />
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
      <p id="who-starts-line"><b>{t(lang, 'starts', { name: name(sr.starter) })}</b> {t(lang, 'order')}{t(lang, 'colon')}{g.seats.map((s) => s.name).join(' → ')}</p>
      {goal !== undefined && <p data-testid="goal">{t(lang, 'goalLine', { n: goal })}</p>}
      {/* Where the points come from, and the manual's tips: a newcomer on the beginner map (pieces placed for them) was told the goal and then only "Roll the dice" (a play-test). */}
      {goal !== undefined && !watching && (
        <p class="small" data-testid="points-from">{t(lang, 'pointsFrom')} <NewTabLink href={rulesHref('tips', lang)} note={t(lang, 'newTab')} testid="tips-link">{t(lang, 'firstGameTips')}</NewTabLink></p>
      )}
      {house && house.length > 0 && <p data-testid="house-rules">{t(lang, 'houseRules')}{t(lang, 'colon')}{house.join(' · ')}</p>}
      {assists && <p class="assists-on" data-testid="assists-on">{t(lang, 'assistsOn')}{t(lang, 'colon')}{assists}</p>}
      {g.deadline !== null && <StartCountdown lang={lang} deadline={g.deadline} />}
      <div class="buttons"><button type="button" class="primary big" onClick={onPlay} data-autofocus data-testid="play">{t(lang, watching ? 'watchRoom' : 'letsPlay')}</button></div>
    </Dialog>
  );
}
