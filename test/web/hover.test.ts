/**
 * On a touch screen :hover sticks to the last thing tapped: a phone play-test saw the chosen trade
 * tab turn beige under its white words (the plain buttons' hover won over the tab's own colours)
 * until the next tap elsewhere. Every :hover rule of the page's style sheet is kept for screens
 * with a pointer that hovers, and a chosen tab keeps its colours under the pointer as well.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sheet = (...path: string[]) => readFileSync(join(import.meta.dirname, '..', '..', 'web', ...path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
/** The game's style sheet and the rules manual's. */
const SHEETS = { game: sheet('src', 'styles.css'), manual: sheet('rules', 'rules.css') };

/** Each rule's selector with the at-rules it sits in (outermost first). */
function rules(css: string): { selector: string; within: string[] }[] {
  const out: { selector: string; within: string[] }[] = [];
  const stack: string[] = [];
  let text = '';
  for (const ch of css) {
    if (ch === '{') {
      const head = text.trim();
      text = '';
      if (head.startsWith('@')) stack.push(head);
      else { out.push({ selector: head, within: [...stack] }); stack.push(''); }
    } else if (ch === '}') { stack.pop(); text = ''; } else text += ch;
  }
  return out;
}

describe('hover on touch screens', () => {
  const all = rules(SHEETS.game);

  for (const [name, css] of Object.entries(SHEETS)) {
    it(`every :hover rule of the ${name}'s style sheet is inside @media (hover: hover), except one that restates a chosen state`, () => {
      const hovers = rules(css).filter((r) => r.selector.includes(':hover'));
      expect(hovers.length).toBeGreaterThanOrEqual(3);
      const loose = hovers.filter((r) => !r.within.some((w) => /^@media\s*\(hover:\s*hover\)/.test(w)) && !/\.on:hover/.test(r.selector));
      expect(loose.map((r) => r.selector)).toEqual([]);
    });
  }

  it('the chosen trade tab keeps its colours under the pointer', () => {
    const tab = all.find((r) => r.selector.split(',').map((x) => x.trim()).includes('.tabs button.on'));
    expect(tab?.selector).toContain('.tabs button.on:hover:not(:disabled):not(.off)');
  });
});
