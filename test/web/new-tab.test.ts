/**
 * The rules open in a new tab (beside a game, or a start form half filled in), and a screen reader
 * hears so: every target="_blank" link of the page is a NewTabLink, whose name ends with the
 * language's "(opens in a new tab)" in words kept off the screen (an accessibility review: the
 * status bar's Rules, a dialog's Rules and a refusal's rule link opened a tab without a word).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { LANGS, loadPack, t } from '../../web/src/i18n.js';
import { NewTabLink } from '../../web/src/ui/NewTabLink.js';
import { helpLink } from '../../web/src/ui/Dialogs.js';

const WEB = join(import.meta.dirname, '..', '..', 'web');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(tsx?|html)$/.test(f) ? [p] : [];
  });
}

/** The text a vnode tree holds, with the classes of the elements around each piece. */
function texts(node: unknown, classes: string[] = []): { text: string; classes: string[] }[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number') return [{ text: String(node), classes }];
  if (Array.isArray(node)) return node.flatMap((n) => texts(n, classes));
  const v = node as VNode<{ class?: string; children?: unknown }>;
  return texts(v.props.children, v.props.class ? [...classes, v.props.class] : classes);
}

describe('a link that opens a new tab says so', () => {
  beforeAll(async () => { for (const l of LANGS) await loadPack(l); });

  it('every target="_blank" in the page is NewTabLink\'s own', () => {
    const found = sources(WEB).flatMap((p) => (/target=["{']*_blank/.test(readFileSync(p, 'utf8')) ? [p.slice(WEB.length + 1)] : []));
    expect(found).toEqual(['src/ui/NewTabLink.tsx']);
  });

  it('its name is the visible words and then, off the screen, "(opens in a new tab)" in the page\'s language', () => {
    for (const lang of LANGS) {
      const note = t(lang, 'newTab');
      expect(note, lang).toMatch(/^\(.+\)$/);
      const a = NewTabLink({ href: '/rules', note, class: 'help', title: t(lang, 'helpAbout'), children: t(lang, 'help') }) as VNode<Record<string, unknown>>;
      expect(a.type).toBe('a');
      expect(a.props).toMatchObject({ target: '_blank', rel: 'noopener', href: '/rules' });
      const parts = texts(a);
      expect(parts.map((p) => p.text).join('')).toBe(`${t(lang, 'help')} ${note}`);
      // The note alone is visually hidden; the link's own words are not.
      expect(parts.filter((p) => p.classes.includes('sr-only')).map((p) => p.text).join('').trim()).toBe(note);
      expect(parts[0]!.classes).not.toContain('sr-only');
      // A dialog's link carries the note too.
      expect(helpLink(lang, 'discard').newTab).toBe(note);
    }
    expect(new Set(LANGS.map((l) => t(l, 'newTab'))).size, 'each language its own words').toBe(LANGS.length);
  });
});
