/**
 * The page's words in English, Spanish, French and Swedish: one file per language
 * (web/src/i18n/*.ts), each checked against English's key set at compile time, with the game's
 * terms from spec/GLOSSARY.md. Formatting only: no DOM.
 */
import { RULE_SECTIONS, isErrorCode, isRuleCode, type Color, type RecordCode, type DevCard, type HarborKind, type Piece, type Resource, type Terrain } from './wire.js';
import { en } from './i18n/en.js';
import { SERVER_REFUSALS, type Key, type Pack, type RefusalCode } from './i18n/pack.js';

export type { Key, Pack, RefusalCode } from './i18n/pack.js';
export const LANGS = ['en', 'es', 'fr', 'sv'] as const;
export type Lang = (typeof LANGS)[number];

/** Each language's own name, for the language switch (shown before its words are loaded). */
export const LANG_NAMES: { readonly [L in Lang]: string } = { en: 'English', es: 'Español', fr: 'Français', sv: 'Svenska' };

/**
 * The languages' words. English comes with the page; the others load when first chosen (a
 * few kB each), so the first load carries one language. Until a language has loaded, its
 * words are English's (main.tsx waits for the person's language before the first draw).
 */
const PACKS: { [L in Lang]?: Pack } = { en };
const LOADERS: { readonly [L in Lang]: () => Promise<Pack> } = {
  en: () => Promise.resolve(en),
  es: () => import('./i18n/es.js').then((m) => m.es),
  fr: () => import('./i18n/fr.js').then((m) => m.fr),
  sv: () => import('./i18n/sv.js').then((m) => m.sv),
};

export function packOf(lang: Lang): Pack {
  return PACKS[lang] ?? en;
}

export function hasPack(lang: Lang): boolean {
  return PACKS[lang] !== undefined;
}

/** Load a language's words (once). */
export async function loadPack(lang: Lang): Promise<Pack> {
  const p = PACKS[lang] ?? await LOADERS[lang]();
  PACKS[lang] = p;
  return p;
}

export function t(lang: Lang, key: Key, vars: Record<string, string | number> = {}): string {
  const s = packOf(lang).strings[key];
  return fill(lang === 'fr' ? elided(s, vars) : s, vars);
}

/**
 * French elides "de" before a vowel: a string's "carte de {res}" reads "carte d’argile", and "de
 * {name}" "d’Anne", while "de bois" and "de Hugo" stay (a name's h may be mute or not: left as
 * written). Only the word "de" (not the end of "possède"), and only before a filled-in word: the
 * packs' own words are written elided already. "De" and "à" before a place with "le" or "les" (the
 * terrains' article) contract: "près des collines 5", "au pâturage 2".
 */
function elided(s: string, vars: Record<string, string | number>): string {
  if (!s.includes('e {') && !s.includes('à {')) return s; // most strings: nothing to elide, no expression run
  return s.replace(/(?<![\p{L}\p{N}])([Dd]e|à) \{(\w+)\}/gu, (m, w: string, k: string) => {
    if (!(k in vars)) return m;
    const v = String(vars[k]);
    // A place with its article (terrainPlaces) contracts with "de" and "à": "près des collines 5", "du pâturage 2".
    const art = PLACE_VARS.has(k) ? /^(les|le) /.exec(v) : null;
    if (art) return `${CONTRACTED[w.toLowerCase()]![art[1]!]!.replace(/^./, (c) => (w[0] === 'D' ? c.toUpperCase() : c))} ${v.slice(art[0].length)}`;
    return w !== 'à' && FR_VOWEL.test(v) ? `${w[0]}’{${k}}` : m;
  });
}
const CONTRACTED: Record<string, Record<string, string>> = { de: { le: 'du', les: 'des' }, à: { le: 'au', les: 'aux' } };
/** The variables that hold a place (a hex with its article): only these contract; a name ("les copains") stays as written. */
const PLACE_VARS: ReadonlySet<string> = new Set(['hex', 'where', 'a', 'b']);
const FR_VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

function fill(s: string, vars: Record<string, string | number>): string {
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

export function isRefusalCode(code: string): code is RefusalCode {
  return isRuleCode(code) || (SERVER_REFUSALS as readonly string[]).includes(code);
}

/**
 * A refusal in the reader's language, chosen by its code (never by its sentence). In English the
 * engine's own sentence is shown, since it names the particulars ("a city costs 2 grain and 3
 * ore"), with the players' `names` for the engine's seat numbers ("it is Bo's turn to act", where
 * the engine says "seat 2"); a code the page does not know (a newer server) shows the server's sentence.
 */
export function refusalText(lang: Lang, code: string, message: string, names: readonly string[] = [], section?: string): string {
  // A game message refused before it reached its room carries an error's code.
  if (!isRefusalCode(code)) return errorText(lang, code, message);
  if (lang === 'en' && message) return message.replace(/\bseat (\d+)\b/g, (seat, n: string) => names[Number(n)] || seat);
  // The section the refusal itself names, where it names one (a card not held is §7 in a trade, §4.3 in a discard), else its code's.
  return fill(packOf(lang).refusals[code], { section: section ?? (isRuleCode(code) ? RULE_SECTIONS[code] : '') });
}

/**
 * The server's `error` in the reader's language, chosen by its code as a refusal is: English
 * shows the server's sentence (it names the particulars: "seat 2 is waiting for a player"), the
 * others their own; a code the page does not know (a newer server) shows the server's sentence.
 */
export function errorText(lang: Lang, code: string, message: string): string {
  if (!isErrorCode(code)) return message;
  if (lang === 'en' && message) return message;
  return packOf(lang).errors[code];
}

/** The page's title and description (its <meta name="description">) in a language: the document effect sets them. */
export function documentWords(lang: Lang): { lang: Lang; title: string; description: string } {
  return { lang, title: t(lang, 'title'), description: t(lang, 'metaDescription') };
}

/**
 * Why a record could not be read or replayed (the engine's RecordCode), in the reader's language:
 * English shows the engine's sentence (it names the particulars: which field, which seat), the
 * others their own, as refusals do.
 */
export function recordText(lang: Lang, code: RecordCode, message: string): string {
  if (lang === 'en' && message) return message;
  return packOf(lang).records[code];
}

export function resName(lang: Lang, r: Resource): string { return packOf(lang).resources[r]; }
/** Each language's plural rule, made once: French counts 0 and 1 as one, Spanish, English and Swedish 1 alone. */
const PLURALS = new Map<Lang, Intl.PluralRules>();
/** "2 lumber", "2 arcillas", "1 argile", "3 minerais": a count of a resource, its name agreeing with the count. */
export function resCount(lang: Lang, n: number, r: Resource): string {
  let rule = PLURALS.get(lang);
  if (!rule) PLURALS.set(lang, rule = new Intl.PluralRules(lang));
  const pack = packOf(lang);
  return `${n} ${rule.select(n) === 'one' ? pack.resources[r] : pack.resourcesPlural[r]}`;
}
/** Each language's list of several ("Vera, Owen and Clara", "Vera, Owen et Clara"), made once. */
const LISTS = new Map<Lang, Intl.ListFormat>();
/** Items joined as the language joins a list of several with "and". */
export function andList(lang: Lang, items: readonly string[]): string {
  let list = LISTS.get(lang);
  if (!list) LISTS.set(lang, list = new Intl.ListFormat(lang, { type: 'conjunction' }));
  return list.format(items);
}
export function cardName(lang: Lang, c: DevCard): string { return packOf(lang).cards[c]; }
export function terrainName(lang: Lang, tr: Terrain): string { return packOf(lang).terrains[tr]; }
/** A terrain as a place in a sentence: with its article where the language has one (Pack.terrainPlaces). */
export function terrainPlace(lang: Lang, tr: Terrain): string { const p = packOf(lang); return p.terrainPlaces?.[tr] ?? p.terrains[tr]; }
export function colorName(lang: Lang, c: Color): string { return packOf(lang).colors[c]; }
export function pieceName(lang: Lang, p: Piece): string { return packOf(lang).pieces[p]; }
/** A colour as the adjective of a piece of that colour ("roja" for a carretera, "rojo" for a poblado). */
export function pieceColor(lang: Lang, p: Piece, c: Color): string { return packOf(lang).pieceColors[p][c]; }
/** "Discard 4 cards", or "Discard 1 card" (a discard limit of 2 can leave one owed): the dialog's title and the pass-and-play cover's reason. */
export function discardTitle(lang: Lang, n: number): string {
  return n === 1 ? t(lang, 'discardTitleOne') : t(lang, 'discardTitle', { n });
}

export function harborName(lang: Lang, kind: HarborKind): string {
  return kind === '3:1' ? t(lang, 'harborLabel', { rate: '3:1' }) : t(lang, 'harborLabel', { rate: `2:1 ${resName(lang, kind)}` });
}

/** Whether `x` names one of the page's languages. */
export const isLang = (x: unknown): x is Lang => typeof x === 'string' && (LANGS as readonly string[]).includes(x);

/** The language the browser prefers among ours, English otherwise. */
export function guessLang(prefs: readonly string[]): Lang {
  for (const p of prefs) {
    const base = p.toLowerCase().slice(0, 2);
    if (isLang(base)) return base;
  }
  return 'en';
}

/**
 * The page's language: the address's `?lang=` (a link that says "in French" is followed), else
 * the one the person chose before (kept on this device), else the browser's preference.
 */
export function pageLang(search: string, saved: string | null, prefs: readonly string[]): Lang {
  const asked = new URLSearchParams(search).get('lang');
  if (isLang(asked)) return asked;
  if (isLang(saved)) return saved;
  return guessLang(prefs);
}
