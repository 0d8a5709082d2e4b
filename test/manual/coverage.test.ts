// The manual covers every section of RULES.md in every language (issue 6; §14, five and six
// players, since issue 15), with the same entries in each language, and the checks themselves
// fire on broken content.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTRIES } from '../../src/manual/content/index.js';
import { checkCoverage } from '../../src/manual/coverage.js';
import { MARK_LABELS } from '../../src/manual/picture.js';
import { PICTURE_IDS } from '../../src/manual/pictures.js';
import { UI } from '../../src/manual/ui-text.js';
import { ALMANAC, EXTENSION_RULEBOOK, LANGS, SECTIONS, TOPICS, type Entry } from '../../src/manual/types.js';
import { specPath } from '../helpers.js';

describe('manual coverage', () => {
  it('has no problems: every entry in every language, ids unique, glossary terms kept', () => {
    expect(checkCoverage(ENTRIES, PICTURE_IDS)).toEqual([]);
  });

  it.each(SECTIONS.map((s) => [s]))('RULES.md %s has at least one entry in each language', (section) => {
    for (const lang of LANGS) {
      const n = ENTRIES.filter((e) => e.section === section && e[lang].q.trim() !== '').length;
      expect(n, `${section} in ${lang}`).toBeGreaterThan(0);
    }
  });

  it('the sections cited are exactly those of RULES.md', () => {
    const rules = readFileSync(specPath('RULES.md'), 'utf8');
    const headings = [...rules.matchAll(/^## (\d+)\. /gm)].map((m) => `§${m[1]}`);
    expect(headings).toEqual([...SECTIONS]);
  });

  it('every language has the same entries, the same number of them', () => {
    const counts = Object.fromEntries(LANGS.map((l) => [l, ENTRIES.filter((e) => e[l]?.q).length]));
    for (const l of LANGS) expect(counts[l]).toBe(ENTRIES.length);
    expect(ENTRIES.length).toBeGreaterThanOrEqual(60);
  });

  it('issue 16: the 11 new questions are entries (13 of them) with a section, an almanac entry and all four languages', () => {
    const added = ['off-turn-actions', 'knight-on-other-turn', 'own-settlement-road', 'rob-road-or-city', 'robber-harbor',
      'new-settlement-production', 'no-hand-limit', 'player-count', 'road-building-both-now', 'year-of-plenty-build-now',
      'seven-early-game', 'roads-meet', 'no-trade-in-setup'];
    for (const id of added) {
      const e = ENTRIES.find((x) => x.id === id);
      expect(e, id).toBeDefined();
      expect(SECTIONS as readonly string[], id).toContain(e!.section);
      expect(ALMANAC as readonly string[], id).toContain(e!.almanac);
      for (const l of LANGS) expect(e![l].q.length, `${id} ${l}`).toBeGreaterThan(10);
    }
  });

  it('issue 15: §14 (five and six players, the special building phase) is covered in every language', () => {
    const added = ['five-six-components', 'five-six-setup', 'special-building-phase', 'special-building-limits', 'special-building-win',
      'special-building-cards', 'special-building-longest-road', 'special-building-pass', 'special-building-house-rule'];
    expect(ENTRIES.filter((e) => e.section === '§14').map((e) => e.id).sort()).toEqual([...added].sort());
    for (const id of added) {
      const e = ENTRIES.find((x) => x.id === id)!;
      expect(ALMANAC as readonly string[], id).toContain(e.almanac);
      expect(EXTENSION_RULEBOOK as readonly string[], id).toContain(e.extension);
      for (const l of LANGS) expect(e[l].q.length, `${id} ${l}`).toBeGreaterThan(10);
    }
    // The phase has one name in each language, in every §14 entry's question or answer.
    const name = { en: /special building phase/i, es: /fase especial de construcción/i, fr: /phase de construction spéciale/i, sv: /särskild(a)? byggfas/i } as const;
    for (const id of added.slice(2)) {
      for (const l of LANGS) {
        const e = ENTRIES.find((x) => x.id === id)!;
        expect(`${e[l].q} ${e[l].a} ${e[l].x}`, `${id} ${l}`).toMatch(name[l]);
      }
    }
    // player-count says the game offers 5–6 and links both ways with the extension's main entries.
    const count = ENTRIES.find((e) => e.id === 'player-count')!;
    expect(count.see).toEqual(expect.arrayContaining(['five-six-components', 'special-building-phase']));
    expect(count.en.a).toMatch(/5 or 6/);
    for (const id of ['five-six-components', 'special-building-phase']) expect(ENTRIES.find((e) => e.id === id)!.see, id).toContain('player-count');
  });

  it('every topic has entries, and every entry names a rulebook almanac entry', () => {
    for (const t of TOPICS) expect(ENTRIES.some((e) => e.topic === t), t).toBe(true);
    for (const e of ENTRIES) expect(ALMANAC as readonly string[]).toContain(e.almanac);
  });

  it('questions read as questions, answers as one line', () => {
    for (const e of ENTRIES) {
      if (e.topic !== 'mistakes') {
        expect(e.en.q.endsWith('?'), e.id).toBe(true);
        expect(e.es.q.includes('¿') && e.es.q.endsWith('?'), e.id).toBe(true);
        expect(e.fr.q.endsWith('\u202f?'), e.id).toBe(true); // French: a narrow no-break space before the mark
        expect(e.sv.q.endsWith('?'), e.id).toBe(true);
      }
      for (const l of LANGS) expect(e[l].a.includes('\n'), `${e.id} ${l}`).toBe(false);
      // French punctuation: never a plain (breakable) space before ? ! ; or :.
      for (const part of [e.fr.q, e.fr.a, e.fr.x ?? '']) expect(part, e.id).not.toMatch(/ [?!;:]/);
    }
  });

  it('the manual\'s own French words follow the same typography, and its labels join what they name by the language\'s colon (a play-test read "Thèmes: …", "← Précédent: …")', () => {
    const words = [...Object.values(UI.fr), ...Object.values(UI.fr.topic), ...Object.values(MARK_LABELS.fr)].filter((x): x is string => typeof x === 'string');
    expect(words.length).toBeGreaterThan(30);
    for (const w of words) {
      // A no-break space before a colon (but in a ratio such as 2:1), a narrow one before ; ! ?.
      expect(w).not.toMatch(/[^\u00a0\d]:|\u00a0:\S/);
      expect(w).not.toMatch(/[^\u202f][;!?]/);
    }
    expect(UI.fr.colon).toBe('\u00a0: ');
    // The page joins its labels with it, never with a colon of its own.
    expect(readFileSync(new URL('../../src/manual/page.ts', import.meta.url), 'utf8')).not.toMatch(/\}: \$\{|\[': '/);
  });

  it('no invented page numbers: entries cite almanac names, never pages', () => {
    for (const e of ENTRIES) for (const l of LANGS) {
      expect(`${e[l].q} ${e[l].a} ${e[l].x}`, `${e.id} ${l}`).not.toMatch(/\b(page|página|pág\.|sida|p\.)\s*\d/i);
    }
  });

  describe('the check fails on broken content', () => {
    const pick = ENTRIES.find((e) => e.id === 'robber-to-desert')!;
    it('when one language lacks an entry the others have', () => {
      const { sv: _dropped, ...rest } = pick;
      const broken = [...ENTRIES.filter((e) => e !== pick), rest as unknown as Entry];
      expect(checkCoverage(broken, PICTURE_IDS)).toContain('robber-to-desert: no sv text (the entry exists in en, es, fr)');
    });
    it('when a text is empty or left in English', () => {
      const broken = ENTRIES.map((e) => (e === pick ? { ...e, fr: { ...e.fr, a: ' ' }, es: { ...e.es, x: e.en.x } } : e));
      const problems = checkCoverage(broken, PICTURE_IDS);
      expect(problems).toContain('robber-to-desert: fr.a is empty');
      expect(problems).toContain('robber-to-desert: es.x is the English text, untranslated');
    });
    it('when a section loses its only entry in a language', () => {
      const only13 = ENTRIES.filter((e) => e.section === '§13');
      const broken = ENTRIES.map((e) => (only13.includes(e) ? { ...e, fr: { q: '', a: '', x: '' } } : e));
      expect(checkCoverage(broken, PICTURE_IDS)).toContain('RULES.md §13 has no entry in fr');
    });
    it('when the special building phase goes by another name', () => {
      const broken = ENTRIES.map((e) => (e === pick ? { ...e, es: { ...e.es, x: 'En la fase de construcción especial se construye.' }, sv: { ...e.sv, a: 'I den speciella byggfasen bygger man.' } } : e));
      const problems = checkCoverage(broken, PICTURE_IDS);
      expect(problems.some((p) => p.startsWith('robber-to-desert: es.x uses') && p.includes('special building phase'))).toBe(true);
      expect(problems.some((p) => p.startsWith('robber-to-desert: sv.a uses') && p.includes('special building phase'))).toBe(true);
    });
    it('when a "see" link names no entry or the entry itself, or Swedish says "han eller hon"', () => {
      const broken = ENTRIES.map((e) => (e === pick ? { ...e, see: ['nope', pick.id], sv: { ...e.sv, x: 'Spelaren väljer, så ofta som han eller hon vill.' } } : e));
      const problems = checkCoverage(broken, PICTURE_IDS);
      expect(problems).toContain('robber-to-desert: "see" names "nope", which is not an entry');
      expect(problems).toContain('robber-to-desert: "see" names the entry itself');
      expect(problems.some((p) => p.startsWith('robber-to-desert: sv.x uses') && p.endsWith('write it neutrally'))).toBe(true);
    });
    it('when an id is duplicated, a picture is missing, or a word is off the glossary', () => {
      const broken = [...ENTRIES, { ...pick, picture: 'nope', es: { ...pick.es, a: 'El ladrón roba trigo.' } }];
      const problems = checkCoverage(broken, PICTURE_IDS);
      expect(problems).toContain('duplicate id "robber-to-desert"');
      expect(problems).toContain('robber-to-desert: picture "nope" does not exist');
      expect(problems.some((p) => p.includes('es.a uses'))).toBe(true);
    });
  });
});
