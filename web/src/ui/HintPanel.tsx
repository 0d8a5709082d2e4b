/**
 * The hint assist (when the room allows it): "What would the strong bot do?" — asked of the
 * server, which has the hard bot decide from this seat's view only; the answer in one line,
 * with its spot marked on the board. Gone as soon as anything is played.
 */
import type { Action, BoardJson, GameMessage, Hint } from '../wire.js';
import { cardName, resName, t, type Key, type Lang } from '../i18n.js';
import { formatBundle } from '../logic/bundle.js';
import { edgeLabel, hexLabel, vertexLabel } from '../logic/labels.js';
import type { PageEvent, TableUi } from '../store/types.js';
import { PIECE_KEYS } from './Offers.js';

const KEYS: Record<Hint['kind'], Key> = {
  'place-settlement': 'hPlaceSettlement', 'place-road': 'hPlaceRoad', roll: 'hRoll', discard: 'hDiscard', robber: 'hRobber',
  city: 'hCity', settlement: 'hSettlement', road: 'hRoad', card: 'hCard', knight: 'hKnight', play: 'hPlay', bank: 'hBank', end: 'hEnd',
};

/** The hint in words: what the move is and why, from its kind and what it names. */
export function hintText(lang: Lang, g: GameMessage, board: BoardJson, action: Action, hint: Hint): string {
  const where = action.type === 'build'
    ? (action.piece === 'road' ? edgeLabel(lang, board, action.at) : vertexLabel(lang, board, action.at))
    : action.type === 'robber' ? hexLabel(lang, board, action.hex) : '';
  const victim = hint.seat !== undefined ? t(lang, 'hRobFrom', { name: g.seats[hint.seat]?.name ?? '' }) : '';
  const piece = hint.piece ? t(lang, PIECE_KEYS[hint.piece]) : '';
  // Why end the turn, or what a bank trade is for, when the server could say.
  if (hint.kind === 'end' && hint.piece) return hint.short ? t(lang, 'hEndSaving', { piece, n: hint.short }) : t(lang, 'hEndKeeping', { piece });
  if (hint.kind === 'bank' && hint.piece && hint.resource) return t(lang, 'hBankFor', { res: resName(lang, hint.resource), piece });
  return t(lang, KEYS[hint.kind], {
    where, pips: hint.pips ?? 0, victim,
    res: hint.resource ? resName(lang, hint.resource) : '',
    card: action.type === 'play' ? cardName(lang, action.card) : '',
    cards: action.type === 'discard' ? formatBundle(lang, action.cards) : '',
  });
}

/** Where on the board the hint points (a corner, a side or a hex), for its mark. */
export function hintSpot(action: Action | undefined): string | null {
  if (!action) return null;
  if (action.type === 'build') return action.at;
  if (action.type === 'robber') return action.hex;
  return null;
}

export function HintPanel({ lang, g, board, hint, dispatch }: { lang: Lang; g: GameMessage; board: BoardJson; hint: TableUi['hint']; dispatch: (e: PageEvent) => void }) {
  const answer = hint?.answer ?? null;
  return (
    <section class="card hint-panel" aria-labelledby="hint-h" data-testid="hint-panel">
      <h2 id="hint-h" class="sr-only">{t(lang, 'assistHint')}</h2>
      {!hint && <button type="button" class="secondary" onClick={() => dispatch({ k: 'hint-ask' })} data-testid="hint-ask">{t(lang, 'hintAsk')}</button>}
      {hint && !answer && <p class="small muted" aria-live="polite">{t(lang, 'hintThinking')}</p>}
      {answer && (
        <p class="hint-line" aria-live="polite" data-testid="hint-line">
          <b>{t(lang, 'hintSays')}</b> {hintText(lang, g, board, answer.action, answer.hint)}
        </p>
      )}
    </section>
  );
}
