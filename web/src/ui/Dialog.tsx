/**
 * A modal dialog that keeps keyboard focus inside itself, focuses its first control when it
 * opens, gives focus back when it closes, and closes on Escape when it may be cancelled. Its
 * backdrop covers the status bar's help button, so a dialog may carry its own link to the rules
 * (opened in another tab: the dialog stays as it was, to be finished after reading).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { NewTabLink } from './NewTabLink.js';

let counter = 0;

/** The dialog's link to the rules: where it goes, its word and its tooltip. */
/** `newTab`: the language's "(opens in a new tab)", heard after the label. */
export interface DialogHelpLink { href: string; label: string; about: string; newTab: string }

/** `sheet`: on a phone the dialog sits at the bottom, leaving the top of the page (the board) in view. */
/** `describedBy`: the id of what the dialog says, read out with its title when it opens. */
export function Dialog(props: { title: string; onCancel?: () => void; children: ComponentChildren; class?: string; wide?: boolean; sheet?: boolean; help?: DialogHelpLink; describedBy?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useRef(`dlg${++counter}`);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const el = ref.current;
    const first = el?.querySelector<HTMLElement>('[data-autofocus]') ?? el?.querySelector<HTMLElement>('button:not([disabled]), input, select, [tabindex="0"]');
    first?.focus();
    return () => { if (before && document.contains(before)) before.focus(); };
  }, []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && props.onCancel) { e.stopPropagation(); props.onCancel(); return; }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]), select, a[href], [tabindex="0"]')];
    if (items.length === 0) return;
    const first = items[0]!, last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); }
    else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
  };
  return (
    <div class={`backdrop ${props.sheet ? 'sheet' : ''}`}>
      <div ref={ref} class={`dialog ${props.wide ? 'wide' : ''} ${props.class ?? ''}`} role="dialog" aria-modal="true" aria-labelledby={id.current} aria-describedby={props.describedBy} onKeyDown={onKey}>
        <div class="dialog-head">
          <h2 id={id.current}>{props.title}</h2>
          {props.help && (
            <NewTabLink class="dialog-help" href={props.help.href} title={props.help.about} note={props.help.newTab} testid="dialog-help">
              <span aria-hidden="true">?</span> {props.help.label}
            </NewTabLink>
          )}
        </div>
        {props.children}
      </div>
    </div>
  );
}
