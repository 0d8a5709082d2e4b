/**
 * The person's action buttons: roll, build (choosing a build lights its legal spots), buy a
 * development card, trade, end the turn. Each is enabled only when the server's targets
 * allow it; the costs are shown, and a dimmed build or purchase pressed says why it cannot be done. In the special building
 * phase (§14) only the builds, the purchase and "Done" (a pass) are there: no roll, no trade.
 */
import { RESOURCES, type Color, type GameMessage, type Resource } from '../wire.js';
import { resName, t, type Key, type Lang } from '../i18n.js';
import { PRICE, SHORTCUT_KEYS, canBuild, refusalWords, whyNot, type Asked, type Mode } from '../logic/play.js';
import type { PageEvent } from '../store/types.js';
import { CardIcon, Die, PieceIcon, ResIcon } from './art.js';
import { noteDimmedFocus } from './focus.js';
import { pure } from './pure.js';

/** A touch screen (no Esc key to speak of): the build hint names the Cancel button only. */
const coarse = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/** Each cost's cards, one entry a card (§5; logic/play.ts PRICE, from the engine's cost table). */
const cardsOf = (k: keyof typeof PRICE): Resource[] => RESOURCES.flatMap((r) => Array<Resource>(PRICE[k][r] ?? 0).fill(r));
const COSTS: Record<'road' | 'settlement' | 'city' | 'card', Resource[]> = {
  road: cardsOf('road'), settlement: cardsOf('settlement'), city: cardsOf('city'), card: cardsOf('buy'),
};

export interface ActionsProps {
  lang: Lang;
  g: GameMessage;
  mode: Mode;
  tradeOpen: boolean;
  /** The person's last action is not answered yet: these buttons wait for it (a second press was refused). */
  waiting?: boolean;
  dispatch: (e: PageEvent) => void;
}

/** Drawn again only when a prop changed (pure.ts). */
export const ActionsPanel = pure(ActionsPanelView);
function ActionsPanelView(p: ActionsProps) {
  const { lang, g } = p;
  const setMode = (mode: Mode) => p.dispatch({ k: 'mode', mode });
  const send = (type: 'roll' | 'end' | 'buy') => p.dispatch({ k: 'act', intent: { type } });
  // Kept focusable (not disabled) while waiting, so that a keyboard user's focus stays put.
  const wait = p.waiting ? 'waiting' : '';
  const tg = g.targets;
  const color: Color = g.seats[g.you!]!.color;
  const inSetup = g.view.phase === 'setup' || g.view.phase === 'roadBuilding';
  const special = g.view.phase === 'specialBuild';
  const costText = (k: keyof typeof COSTS) => t(lang, 'costOf', { cards: COSTS[k].map((r) => resName(lang, r)).join(' + ') });
  // A build or the purchase that cannot be done now stays in the Tab order, dimmed (aria-disabled):
  // pressed, by click or key, it says why (a keyboard play-test: disabled buttons were skipped by
  // Tab, and a newcomer clicking a grey button learned nothing).
  const why = (what: Asked) => p.dispatch({ k: 'why', what, at: performance.now() });
  // A dimmed one's tooltip says why, as pressing it does (it said "not enough cards or no legal spot" whatever the reason).
  const whyText = (what: Asked) => {
    const w = whyNot(g, what);
    if (!w) return '';
    return ` — ${refusalWords(lang, { ...w, message: '' })}`;
  };
  const build = (piece: 'road' | 'settlement' | 'city', key: Key) => {
    const ok = canBuild(tg, piece) && (g.view.phase === 'main' || special);
    const on = p.mode === piece;
    return (
      <button type="button" class={`build ${on ? 'on' : ''} ${ok ? '' : 'off'}`} aria-disabled={!ok || undefined} aria-pressed={on} aria-keyshortcuts={SHORTCUT_KEYS[piece]}
        onFocus={noteDimmedFocus} onBlur={noteDimmedFocus}
        title={`${costText(piece)}${ok ? '' : whyText(piece)}`} onClick={() => (ok ? setMode(on ? 'none' : piece) : why(piece))} data-testid={`build-${piece}`}>
        <PieceIcon kind={piece} color={color} size={22} />
        <span>{t(lang, key)}</span>
        <span class="cost" aria-hidden="true">{COSTS[piece].map((r) => <ResIcon r={r} size={12} />)}</span>
        <span class="sr-only">{costText(piece)}</span>
      </button>
    );
  };
  const canBuy = !!tg?.buy;
  return (
    <section class="card actions" aria-labelledby="actions-h">
      <h2 id="actions-h" class="sr-only">{t(lang, 'actions')}</h2>
      {g.view.phase === 'setup' ? <p class="hint">{t(lang, 'setupHint')}</p> : special ? <div class="action-row">
        <button type="button" class={`primary ${wait}`} aria-disabled={p.waiting || undefined} disabled={!tg?.end} aria-keyshortcuts={SHORTCUT_KEYS.end} onClick={() => send('end')} title={t(lang, 'sbpDoneAbout')} data-testid="sbp-done">
          <span class="label">{t(lang, 'sbpDone')}</span>
        </button>
      </div> : <div class="action-row">
        <button type="button" class={`primary ${wait}`} aria-disabled={p.waiting || undefined} disabled={!tg?.roll} aria-keyshortcuts={SHORTCUT_KEYS.roll} onClick={() => send('roll')} data-testid="roll">
          <Die n={5} size={20} /> <span class="label">{t(lang, 'roll')}</span>
        </button>
        <button type="button" class={`primary ${wait}`} aria-disabled={p.waiting || undefined} disabled={!tg?.end} aria-keyshortcuts={SHORTCUT_KEYS.end} onClick={() => send('end')} data-testid="end"><span class="label">{t(lang, 'endTurn')}</span></button>
      </div>}
      {!inSetup && (
        <div class="action-row builds">
          {build('road', 'buildRoad')}
          {build('settlement', 'buildSettlement')}
          {build('city', 'buildCity')}
          <button type="button" class={`build ${wait} ${canBuy ? '' : 'off'}`} aria-disabled={p.waiting || !canBuy || undefined} aria-keyshortcuts={SHORTCUT_KEYS.buy} onClick={() => (canBuy ? send('buy') : why('buy'))} onFocus={noteDimmedFocus} onBlur={noteDimmedFocus} title={`${costText('card')}${canBuy ? '' : whyText('buy')}`} data-testid="buy">
            <CardIcon size={22} />
            <span>{t(lang, 'buyCard')}</span>
            <span class="cost" aria-hidden="true">{COSTS.card.map((r) => <ResIcon r={r} size={12} />)}</span>
            <span class="sr-only">{costText('card')}</span>
          </button>
          {!special && (
            <button type="button" class={`build ${p.tradeOpen ? 'on' : ''}`} aria-pressed={p.tradeOpen} disabled={!tg?.trade} aria-keyshortcuts={SHORTCUT_KEYS.trade} onClick={() => p.dispatch({ k: 'trade', open: !p.tradeOpen })} data-testid="trade">
              <span class="trade-glyph" aria-hidden="true">⇄</span>
              <span>{t(lang, 'trade')}</span>
            </button>
          )}
        </div>
      )}
      {p.mode !== 'none' && (
        <p class="hint small build-hint">
          <span>{t(lang, coarse() ? 'buildHintTouch' : 'buildHint')}</span>
          {/* A way back on a touch screen too (a keyboard has Esc; the build's own button toggles). */}
          <button type="button" class="secondary small-btn" onClick={() => setMode('none')} data-testid="build-cancel">{t(lang, 'cancel')}</button>
        </p>
      )}
    </section>
  );
}
