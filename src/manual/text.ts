/**
 * Text processing for the manual's search, per language: tokens (keeping rates such as "2:1"
 * whole), folding (case and accents: "ladrón" = "ladron", "öken" = "oken"), stop words, a light
 * suffix stemmer (plural and common endings only, so "harbors" = "harbor", "hamnen" = "hamn",
 * "ciudades" = "ciudad") and a few other names players use for the game's terms ("sheep" = wool).
 * It must never look at entries: the same functions run on the index and on every query.
 */
import type { Lang } from './types.js';

/** Lower case without diacritics: NFD splits "ó" into "o" + a combining mark, which we drop. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Words, numbers and rates ("2:1", "3:1", "4:1") as whole tokens; everything else separates. */
export function tokenize(text: string): string[] {
  return fold(text).match(/\d+:\d+|[\p{L}\p{N}]+/gu) ?? [];
}

const STOP: Record<Lang, ReadonlySet<string>> = {
  en: new Set(('a an the of to in on at by for with and or is are be been do does did can could i me my mine you your it its ' +
    'what which who whom how when where why if as from that this there then than so not no into up out one any all ' +
    'have has had get got will would should must may might am we our they their them he she his her').split(' ')),
  es: new Set(('el la los las un una unos unas de del al a en y o u que se me mi mis tu tus te su sus lo le les es son ' +
    'por para con sin como cuando donde quien que cual cuanto cuantos cuantas puedo puede pueden hay si no ya mas ' +
    'pero este esta esto ese esa eso yo otro otra').split(' ')),
  fr: new Set(('le la les l un une des de du d a au aux en et ou que qu qui quoi se s ce c cet cette ces je j il elle on ' +
    'nous vous ils elles mon ma mes ton ta tes son sa ses est sont etre par pour avec sans comment quand ou quel quelle ' +
    'quels quelles combien peut puis peux ne n pas plus y si').split(' ')),
  sv: new Set(('och i att det som en ett pa ar av for med till den de om jag mig min mitt mina du din ditt dina vad hur ' +
    'nar var vem vilken vilka vilket kan far ska inte sig sa han hon man da nagon nagot eller men fran har hade blir ' +
    'bli vid under efter innan').split(' ')),
};

/** Suffixes removed by the light stemmer, longest first; a stem keeps at least `MIN_STEM` letters. */
const SUFFIXES: Record<Lang, readonly string[]> = {
  en: [], // see stemEnglish
  es: ['es', 's'],
  fr: ['aux', 'es', 's', 'x', 'e'],
  sv: ['arnas', 'ernas', 'ornas', 'arna', 'erna', 'orna', 'ande', 'ende', 'ar', 'er', 'or', 'en', 'et', 'na', 'a', 'e'],
};
const MIN_STEM = 3;

/** Light stemmer: strips one plural or inflection ending (already folded input). */
export function stem(word: string, lang: Lang): string {
  if (/\d/.test(word)) return word;
  if (lang === 'en') return stemEnglish(word);
  for (const suf of SUFFIXES[lang]) {
    if (word.length - suf.length >= MIN_STEM && word.endsWith(suf)) return word.slice(0, -suf.length);
  }
  return word;
}

/** English: the plural first (cities → city, harbors → harbor), then -ing, -ed or a final -e (trading, traded, trade → trad). */
function stemEnglish(word: string): string {
  let w = word;
  if (w.endsWith('ies') && w.length - 3 >= MIN_STEM) w = w.slice(0, -3) + 'y';
  else if (/(ch|sh|x|ss|z)es$/.test(w) && w.length - 2 >= MIN_STEM) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w) && w.length - 1 >= MIN_STEM) w = w.slice(0, -1);
  for (const suf of ['ing', 'ed', 'e']) {
    if (w.endsWith(suf) && w.length - suf.length >= MIN_STEM) return w.slice(0, -suf.length);
  }
  return w;
}

/** Other names players use for the game's terms, mapped to the glossary's word (raw words; stemmed below). */
const SYNONYMS: Record<Lang, Readonly<Record<string, string>>> = {
  en: { sheep: 'wool', wheat: 'grain', lumber: 'wood', port: 'harbor', harbour: 'harbor', soldier: 'knight', thief: 'robber', chit: 'token', vp: 'point' },
  es: { oveja: 'lana', trigo: 'cereal', ladrillo: 'arcilla', piedra: 'mineral', soldado: 'caballero', pv: 'punto', hexagono: 'terreno' },
  fr: { mouton: 'laine', brique: 'argile', pierre: 'minerai', soldat: 'chevalier', hexagone: 'terrain', pv: 'point' },
  sv: { lera: 'tegel', sten: 'malm', tjuv: 'rövare', soldat: 'riddare', hexagon: 'ruta' },
};
const SYNONYM_STEMS: Record<Lang, ReadonlyMap<string, string>> = Object.fromEntries(
  (Object.keys(SYNONYMS) as Lang[]).map((lang) => [lang, new Map(
    Object.entries(SYNONYMS[lang]).map(([k, v]) => [stem(fold(k), lang), stem(fold(v), lang)] as const),
  )]),
) as unknown as Record<Lang, ReadonlyMap<string, string>>;

/**
 * One token as the index stores it, or null for a stop word. Must be applied identically to
 * indexed text and to queries (MiniSearch does so when it is given as `processTerm`).
 */
export function processTerm(term: string, lang: Lang): string | null {
  const t = fold(term);
  if (STOP[lang].has(t)) return null;
  if (t.length < 2 && !/\d/.test(t)) return null;
  const s = stem(t, lang);
  return SYNONYM_STEMS[lang].get(s) ?? s;
}
