/**
 * Checks over the manual's content, as data: every language has every entry, every RULES.md
 * section is covered in every language, ids are unique and linkable, pictures exist, and each
 * language keeps to the glossary's words (spec/GLOSSARY.md). Returns problems as sentences;
 * an empty list means the content is complete. The tests run it on the real content and on
 * broken copies, so a check that never fires would be noticed.
 */
import { LANGS, SECTIONS, TOPICS, type Entry, type Lang } from './types.js';

/**
 * Words the glossary replaces with its own term in that language (other names players use: a
 * resource is a "materia prima" and a "råvara", as on the game's cards, never a "recurso" or a "resurs"). For
 * Longest Road and Largest Army, the names a translation drifts into: the English words
 * translated ("ruta más larga", "plus longue route", "ejército más grande"), other editions'
 * names ("Gran Ruta Comercial", "Största riddarmakten") and the glossary's name cut short
 * ("Mayor Ruta"); a player's road is "ruta comercial más larga" in Spanish, the card's own words,
 * and a comparison ("una ruta estrictamente más larga") has words between. test/manual/glossary-terms.test.ts
 * applies these to every text a player reads, not only the entries.
 */
export const OFF_GLOSSARY: Record<Lang, readonly RegExp[]> = {
  en: [/\bsheep\b/i, /\bwheat\b/i, /\bsoldiers?\b/i, /\bthief\b/i, /\bports?\b/i],
  es: [
    /\brecursos?\b/i, /\btrigo\b/i, /\bovejas?\b/i, /\bladrillos?\b/i, /\bsoldados?\b/i, /\bladrona?\b/i,
    /\bruta más larga/i, /\b(carretera|camino)s? más larg[oa]s?\b/i, /\bgran(de)? (ruta|ejército)/i, /\bmayor ruta(?! comercial)/i,
    /\bejército más (grande|numeroso|fuerte)/i, /\bejército de caballer/i,
  ],
  fr: [
    /\bmoutons?\b/i, /\bbriques?\b/i, /\bsoldats?\b/i, /\bcités?\b/i,
    /\bplus longue route/i, /\broute commerciale/i, /\bgrande armée/i, /\barmée de chevaliers/i,
  ],
  sv: [
    /\bresurs(en|er|erna|kort|korten)?\b/i, /\blera\b/i, /\bvete\b/i, /\btjuv(en)?\b/i, /\bsoldat(er)?\b/i, /\bsiffertokens\b/i, /\btokens\b/i, /\blandrut(a|an|or|orna)\b/i,
    /längsta handelsväg/i, /största armé/i, /riddarmakt/i, /längsta vägsträck/i,
  ],
};

/**
 * Other names for the special building phase (RULES.md §14), which the manual calls by one name in
 * each language: special building phase, fase especial de construcción, phase de construction
 * spéciale, (den) särskilda byggfasen. The English rules booklet's section name ("The Special
 * Build Phase") is cited in `extension`, not used in the text.
 */
export const OFF_TERMS: Record<Lang, readonly RegExp[]> = {
  en: [/\bspecial build phase\b/i, /\b(extra|extraordinary) build(ing)? phase\b/i],
  es: [/\bfase de construcci[oó]n especial\b/i, /\bconstrucci[oó]n extraordinaria\b/i, /\bfase extraordinaria\b/i],
  fr: [/\bphase sp[ée]ciale de construction\b/i, /\bconstruction extraordinaire\b/i],
  sv: [/\bspeciell(a)? byggfas(en)?\b/i, /\bextra byggfas(en)?\b/i, /\bspecialbyggfas(en)?\b/i],
};

/** Phrasings the manual avoids: in Swedish, "han eller hon" and its forms (a neutral phrasing reads better). */
export const AVOIDED: Partial<Record<Lang, readonly RegExp[]>> = {
  sv: [/\b(han eller hon|hon eller han|honom eller henne|henne eller honom|hans eller hennes|hennes eller hans)\b/i],
};

export function checkCoverage(entries: readonly Entry[], pictureIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const e of entries) {
    if (ids.has(e.id)) problems.push(`duplicate id "${e.id}"`);
    ids.add(e.id);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(e.id)) problems.push(`id "${e.id}" is not a lower-case slug`);
    if ((TOPICS as readonly string[]).includes(e.id)) problems.push(`id "${e.id}" equals a topic name, so #${e.id} would be ambiguous`);
    if (e.picture !== undefined && !pictureIds.has(e.picture)) problems.push(`${e.id}: picture "${e.picture}" does not exist`);
    for (const s of e.see ?? []) {
      if (s === e.id) problems.push(`${e.id}: "see" names the entry itself`);
      else if (!entries.some((o) => o.id === s)) problems.push(`${e.id}: "see" names "${s}", which is not an entry`);
    }
    for (const lang of LANGS) {
      const t = (e as unknown as Partial<Record<Lang, Partial<Entry['en']>>>)[lang];
      if (!t) { problems.push(`${e.id}: no ${lang} text (the entry exists in ${LANGS.filter((l) => (e as unknown as Record<string, unknown>)[l]).join(', ')})`); continue; }
      for (const field of ['q', 'a', 'x'] as const) {
        const s = t[field];
        if (typeof s !== 'string' || s.trim() === '') problems.push(`${e.id}: ${lang}.${field} is empty`);
      }
      if (lang !== 'en' && t.x && t.x === e.en.x) problems.push(`${e.id}: ${lang}.x is the English text, untranslated`);
      for (const re of OFF_GLOSSARY[lang]) {
        for (const field of ['q', 'a', 'x'] as const) {
          if (re.test(t[field] ?? '')) problems.push(`${e.id}: ${lang}.${field} uses ${re} instead of the glossary's term`);
        }
      }
      for (const re of OFF_TERMS[lang]) {
        for (const field of ['q', 'a', 'x'] as const) {
          if (re.test(t[field] ?? '')) problems.push(`${e.id}: ${lang}.${field} uses ${re} instead of the manual's name for the special building phase`);
        }
      }
      for (const re of AVOIDED[lang] ?? []) {
        for (const field of ['q', 'a', 'x'] as const) {
          if (re.test(t[field] ?? '')) problems.push(`${e.id}: ${lang}.${field} uses ${re}; write it neutrally`);
        }
      }
    }
  }
  for (const section of SECTIONS) {
    for (const lang of LANGS) {
      if (!entries.some((e) => e.section === section && (e as unknown as Record<string, Entry['en'] | undefined>)[lang]?.q)) {
        problems.push(`RULES.md ${section} has no entry in ${lang}`);
      }
    }
  }
  for (const topic of TOPICS) {
    if (!entries.some((e) => e.topic === topic)) problems.push(`topic ${topic} has no entry`);
  }
  return problems;
}
