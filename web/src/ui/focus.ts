/**
 * Keyboard focus that does not fall to the page's <body> (where a screen reader loses its place
 * and Tab starts again from the top): after a button disables itself, and after anything on the
 * table (a placement, a dialog closed, a card played) leaves focus nowhere.
 */

// A dialog's link to the rules is never where focus lands by itself: it opens another tab.
const FOCUSABLE = 'button:not([disabled]), [role=button][tabindex="0"], input:not([disabled]), select, a[href]:not(.dialog-help)';

/**
 * A dimmed action (class `off`: it cannot be done now, and pressed it says why) that the person
 * moved focus to themselves. One that was dimmed under the focus (a road built, the last one it
 * could pay for) has lost it, as a disabled button would; one tabbed to keeps it.
 */
let dimmedByChoice: Element | null = null;
/** For a dimmed action's focus and blur events (see dimmedByChoice). */
export function noteDimmedFocus(e: FocusEvent): void {
  const el = e.currentTarget as Element | null;
  if (e.type === 'focus') dimmedByChoice = el?.classList.contains('off') ? el : null;
  else if (dimmedByChoice === el) dimmedByChoice = null;
}

/** Whether focus is nowhere (on the body, or on an element that has gone, been disabled or been dimmed under it). */
export function focusLost(): boolean {
  const a = document.activeElement as HTMLElement | null;
  // Lit since it was tabbed to: dimmed again later, it is dimmed under the focus.
  if (a && a === dimmedByChoice && !a.classList.contains('off')) dimmedByChoice = null;
  return !a || a === document.body || !a.isConnected || (a as HTMLButtonElement).disabled === true
    || (a.classList.contains('off') && a !== dimmedByChoice);
}

/**
 * After a press that may disable the pressed button (a + at its limit, a − at zero): if focus has
 * gone, it goes to `then` when given and enabled (the step that is left: a dialog's Discard once
 * every card is chosen), else to the nearest control still enabled (its row, then its group or dialog).
 */
export function keepNear(btn: HTMLElement | null, then?: string): void {
  if (!btn) return;
  // Until this has run, the table's own refocusing (refocusTable, after each render) leaves focus to it: run first,
  // it sent focus from a + that had disabled itself to the dialog's first "Less" or to End turn (a keyboard play-test).
  nearPending++;
  requestAnimationFrame(() => {
    nearPending--;
    if (!focusLost() && document.activeElement !== btn) return;
    // The button as the page has it now (a render may have put another in its place).
    const id = btn.dataset.testid;
    const live = btn.isConnected || !id ? btn : document.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? btn;
    if (live.isConnected && !(live as HTMLButtonElement).disabled) { if (live !== document.activeElement) live.focus(); return; }
    // A next step named by the caller, when it can take focus.
    const named = then ? document.querySelector<HTMLElement>(`${then}:not([disabled])`) : null;
    if (named) { named.focus(); return; }
    if (live.isConnected) {
      // Its own cell, then its row (the other side of a trade's row), then its group or dialog.
      for (const scope of [live.parentElement, live.closest('.erow, .prow'), live.closest('[role=group], .dialog, section')]) {
        const next = scope?.querySelector<HTMLElement>(FOCUSABLE);
        if (next) { next.focus(); return; }
      }
    }
    refocusTable();
  });
}
let nearPending = 0;

/**
 * The action bar's button that opened what the person was doing (a build's, Trade's): when that is done or
 * cancelled, focus goes back to it rather than to End turn, where the next Enter ended the turn (a keyboard play-test).
 */
let opener: string | null = null;
export function rememberOpener(testid: string): void { opener = testid; }

/**
 * Whether the person is moving through the page with the keyboard (a key pressed since the last
 * pointer press): focus moved for them is then scrolled into view; for a tap or a click it is not
 * (a phone's page would jump to the action bar after each placement).
 */
let byKeyboard = false;
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', () => { byKeyboard = true; }, true);
  window.addEventListener('pointerdown', () => { byKeyboard = false; }, true);
}

/** Focus `el` without scrolling, then, for a keyboard user, bring it into view below the sticky status bar. */
export function focusInView(el: HTMLElement | SVGElement | null | undefined): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  if (byKeyboard) intoView(el, 'auto');
}

/** Scroll the page so that `el` shows between the sticky status bar and the window's bottom (its top first, when it is taller). */
function intoView(el: Element, behavior: ScrollBehavior): void {
  const r = el.getBoundingClientRect();
  const bar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
  if (r.top >= bar && r.bottom <= innerHeight) return;
  window.scrollBy({ top: r.top < bar || r.height > innerHeight - bar ? r.top - bar - 8 : r.bottom - innerHeight + 8, behavior });
}

/** The status line holds focus only as a last resort: what comes next takes it from there. */
export const focusParked = (): boolean => focusLost() || (document.activeElement as HTMLElement | null)?.dataset?.testid === 'status';

/**
 * Focus lost on the game table (or parked on the status line, with `parked`): to what the person
 * is likely to do next — a dialog's first control, a lit spot on the board, an offer to answer,
 * the first action that is enabled — else the status line.
 */
export function refocusTable(parked = false): void {
  if (nearPending > 0 || !(parked ? focusParked() : focusLost())) return;
  const dialog = document.querySelector<HTMLElement>('.dialog');
  const target = dialog?.querySelector<HTMLElement>(FOCUSABLE)
    ?? document.querySelector<HTMLElement>('.board-wrap .spot[tabindex="0"]')
    // An offer's answers, not its "More time" (first in the page): Enter on arrival answered nothing.
    ?? document.querySelector<HTMLElement>('.offer-panel .buttons button:not([disabled])')
    // The person's own offer just sent (its editor, and the button pressed, give way to the answers):
    // beside them, not on End turn, where a second Enter ended the turn (a keyboard play-test).
    ?? document.querySelector<HTMLElement>('.trade [data-testid=withdraw]')
    // The trade panel still open (an offer withdrawn, a bank trade made): its editor's Offer, else its open tab —
    // not the Trade button outside it (a keyboard play-test).
    ?? document.querySelector<HTMLElement>('.trade [data-testid=offer]:not([disabled])')
    ?? document.querySelector<HTMLElement>('.trade [role=tab][aria-selected=true]')
    // The turn's first step (Roll), else the button that opened what was just done, else another build: End turn last.
    ?? document.querySelector<HTMLElement>('.actions [data-testid=roll]:not([disabled])')
    ?? (opener ? document.querySelector<HTMLElement>(`.actions [data-testid=${opener}]:not([disabled]):not(.off)`) : null)
    // Not a dimmed build (it stays in the Tab order to say why it cannot be done, but is not where focus is sent).
    ?? document.querySelector<HTMLElement>('.actions .builds button:not([disabled]):not(.off)')
    ?? document.querySelector<HTMLElement>('.actions button.primary:not([disabled])')
    // The game over and its results closed: what comes next (the rematch, else the results again).
    ?? document.querySelector<HTMLElement>('[data-testid=game-over] button')
    ?? document.querySelector<HTMLElement>('[data-testid=status]');
  if (target && target === document.activeElement) return;
  focusInView(target);
}

/** A build chosen (a key or its button): focus goes to the board's lit spot, where Enter builds and the arrows choose. */
export function focusLitSpot(): void {
  focusInView(document.querySelector<HTMLElement>('.board-wrap .spot[tabindex="0"]'));
}

/**
 * On a phone, the person's turn brings the action bar into view when they had scrolled away from
 * it (to the players or the log): the status line said "Roll the dice" over a page with no button
 * in sight. Not on a wider screen, where the whole table is in the window, nor while they type.
 */
export function revealActions(): void {
  if (typeof window === 'undefined' || innerWidth > 640) return;
  const a = document.activeElement as HTMLElement | null;
  if (a && (a.tagName === 'INPUT' || a.tagName === 'TEXTAREA')) return;
  const el = document.querySelector<HTMLElement>('.actions');
  if (el) intoView(el, 'smooth');
}
