/**
 * A link that opens in a new tab (the rules manual, beside a game or a half-filled start form),
 * and says so to a screen reader: its name ends with the language's "(opens in a new tab)", in
 * words kept off the screen. Every target="_blank" link of the page is one of these
 * (test/web/new-tab.test.ts).
 */
import type { ComponentChildren } from 'preact';

export function NewTabLink(props: { href: string; note: string; class?: string; title?: string; testid?: string; children: ComponentChildren }) {
  return (
    <a class={props.class} href={props.href} target="_blank" rel="noopener" title={props.title} data-testid={props.testid}>
      {props.children}<span class="sr-only"> {props.note}</span>
    </a>
  );
}
