/**
 * The page's words in English, Spanish, French and Swedish: one file per language
 * (web/src/i18n/*.ts), each checked against English's key set at compile time, with the game's
 * terms from spec/GLOSSARY.md. Formatting only: no DOM.
 */
import { RULE_SECTIONS, isRuleCode, type Color, type DevCard, type HarborKind, type Piece, type Resource, type Terrain } from '../../src/engine/index.js';
import { en } from './i18n/en.js';
import { es } from './i18n/es.js';
import { fr } from './i18n/fr.js';
import { sv } from './i18n/sv.js';
import { SERVER_REFUSALS, type Key, type Pack, type RefusalCode } from './i18n/pack.js';

export type { Key, Pack, RefusalCode } from './i18n/pack.js';
export const LANGS = ['en', 'es', 'fr', 'sv'] as const;
export type Lang = (typeof LANGS)[number];

export const PACKS: { readonly [L in Lang]: Pack } = { en, es, fr, sv };
export const LANG_NAMES: { readonly [L in Lang]: string } = { en: en.name, es: es.name, fr: fr.name, sv: sv.name };

export function t(lang: Lang, key: Key, vars: Record<string, string | number> = {}): string {
  return fill(PACKS[lang].strings[key], vars);
}

function fill(s: string, vars: Record<string, string | number>): string {
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

export function isRefusalCode(code: string): code is RefusalCode {
  return isRuleCode(code) || (SERVER_REFUSALS as readonly string[]).includes(code);
}

/**
 * A refusal in the reader's language, chosen by its code (never by its sentence). In English the
 * engine's own sentence is shown, since it names the particulars ("a city costs 2 grain and 3
 * ore"); a code the page does not know (a newer server) shows the server's sentence.
 */
export function refusalText(lang: Lang, code: string, message: string): string {
  if (!isRefusalCode(code)) return message;
  if (lang === 'en' && message) return message;
  return fill(PACKS[lang].refusals[code], { section: isRuleCode(code) ? RULE_SECTIONS[code] : '' });
}

export function resName(lang: Lang, r: Resource): string { return PACKS[lang].resources[r]; }
export function cardName(lang: Lang, c: DevCard): string { return PACKS[lang].cards[c]; }
export function terrainName(lang: Lang, tr: Terrain): string { return PACKS[lang].terrains[tr]; }
export function colorName(lang: Lang, c: Color): string { return PACKS[lang].colors[c]; }
export function pieceName(lang: Lang, p: Piece): string { return PACKS[lang].pieces[p]; }
export function harborName(lang: Lang, kind: HarborKind): string {
  return kind === '3:1' ? t(lang, 'harborLabel', { rate: '3:1' }) : t(lang, 'harborLabel', { rate: `2:1 ${resName(lang, kind)}` });
}

/** The language the browser prefers among ours, English otherwise. */
export function guessLang(prefs: readonly string[]): Lang {
  for (const p of prefs) {
    const base = p.toLowerCase().slice(0, 2);
    if ((LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return 'en';
}
