/**
 * Keyboard focus that does not fall to the page's <body> (where a screen reader loses its place
 * and Tab starts again from the top): after a button disables itself, and after anything on the
 * table (a placement, a dialog closed, a card played) leaves focus nowhere.
 */

// A dialog's link to the rules is never where focus lands by itself: it opens another tab.
const FOCUSABLE = 'button:not([disabled]), [role=button][tabindex="0"], input:not([disabled]), select, a[href]:not(.dialog-help)';

/** Whether focus is nowhere (on the body, or on an element that has gone or been disabled). */
export function focusLost(): boolean {
  const a = document.activeElement as HTMLElement | null;
  return !a || a === document.body || !a.isConnected || (a as HTMLButtonElement).disabled === true;
}

/**
 * After a press that may disable the pressed button (a + at its limit, a − at zero): if focus has
 * gone, it goes to the nearest control still enabled (its row first, then its group or dialog).
 */
export function keepNear(btn: HTMLElement | null): void {
  if (!btn) return;
  requestAnimationFrame(() => {
    if (!focusLost() && document.activeElement !== btn) return;
    if (btn.isConnected && !(btn as HTMLButtonElement).disabled) return;
    for (const scope of [btn.parentElement, btn.closest('[role=group], .dialog, section')]) {
      const next = scope?.querySelector<HTMLElement>(FOCUSABLE);
      if (next) { next.focus(); return; }
    }
  });
}

/**
 * Focus lost on the game table: to what the person is likely to do next — a dialog's first
 * control, a lit spot on the board, the first action that is enabled — else the status line.
 * It never scrolls the page.
 */
export function refocusTable(): void {
  if (!focusLost()) return;
  const dialog = document.querySelector<HTMLElement>('.dialog');
  const target = dialog?.querySelector<HTMLElement>(FOCUSABLE)
    ?? document.querySelector<HTMLElement>('.board-wrap .spot[tabindex="0"]')
    ?? document.querySelector<HTMLElement>('.offer-panel button:not([disabled])')
    ?? document.querySelector<HTMLElement>('.actions button.primary:not([disabled])')
    ?? document.querySelector<HTMLElement>('[data-testid=status]');
  target?.focus({ preventScroll: true });
}
