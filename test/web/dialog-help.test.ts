/**
 * Help during a dialog (a learner's play-test): a dialog's backdrop covers the status bar's help
 * button, yet a discard or a Year of Plenty is exactly when a newcomer asks for the rule. Every
 * dialog of the game carries its own link, to the manual's answer for it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveHash } from '../../src/manual/links.js';
import { LANGS } from '../../web/src/i18n.js';
import { DIALOG_HELP, dialogHelpHref, type DialogHelp } from '../../web/src/logic/play.js';

const UI = join(import.meta.dirname, '..', '..', 'web', 'src', 'ui');

describe('a dialog links to the rule it asks about', () => {
  it('each dialog\'s link opens an entry of the manual, in the page\'s language, on the question it raises', () => {
    const topics: Record<DialogHelp, string> = {
      start: 'setup', discard: 'robber', victim: 'robber', yop: 'development-cards', monopoly: 'development-cards', end: 'winning',
    };
    for (const kind of Object.keys(DIALOG_HELP) as DialogHelp[]) {
      for (const lang of LANGS) {
        const url = new URL(dialogHelpHref(kind, lang), 'http://x');
        expect(url.pathname).toBe('/rules');
        expect(url.searchParams.get('lang')).toBe(lang);
        const route = resolveHash(url.hash);
        expect(route.kind, `${kind} → ${url.hash}`).toBe('entry');
        if (route.kind === 'entry') expect(route.entry.topic, kind).toBe(topics[kind]);
      }
    }
    // The discard's link answers "why must I discard, how many?" (§4: half, rounded down).
    const discard = resolveHash(new URL(dialogHelpHref('discard', 'en'), 'http://x').hash);
    expect(discard.kind === 'entry' && discard.entry.id).toBe('discard-half');
  });

  it('regression: every modal dialog in the page carries a link to the rules (none left covering help without one)', () => {
    const uses: string[] = [];
    for (const file of readdirSync(UI).filter((f) => f.endsWith('.tsx') && f !== 'Dialog.tsx')) {
      const src = readFileSync(join(UI, file), 'utf8');
      for (const m of src.matchAll(/<Dialog\b[^>]*>/g)) uses.push(`${file}: ${m[0]}`);
    }
    expect(uses.length).toBeGreaterThanOrEqual(6);
    for (const u of uses) expect(u, u).toMatch(/\bhelp=\{helpLink\(lang, '[a-z]+'\)\}/);
  });
});
