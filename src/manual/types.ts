/**
 * The rules manual's closed vocabulary: languages, topics, RULES.md sections and the official
 * rulebook's almanac entry names, and the shape of one entry. Content lives in ./content; this
 * file holds no text a player reads except the almanac names (which are the rulebook's own).
 */

export const LANGS = ['en', 'es', 'fr', 'sv'] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (x: unknown): x is Lang => typeof x === 'string' && (LANGS as readonly string[]).includes(x);

export const TOPICS = [
  'components', 'setup', 'turn', 'production', 'robber', 'trading', 'building',
  'development-cards', 'longest-road', 'largest-army', 'winning', 'variants', 'five-six-players', 'mistakes', 'tips',
] as const;
export type Topic = (typeof TOPICS)[number];
export const isTopic = (x: unknown): x is Topic => typeof x === 'string' && (TOPICS as readonly string[]).includes(x);

/** The sections of spec/RULES.md (§1 Components … §13 Bots, §14 Five and six players). */
export const SECTIONS = ['§1', '§2', '§3', '§4', '§5', '§6', '§7', '§8', '§9', '§10', '§11', '§12', '§13', '§14'] as const;
export type Section = (typeof SECTIONS)[number];
export const isSection = (x: unknown): x is Section => typeof x === 'string' && (SECTIONS as readonly string[]).includes(x);

/**
 * Entry names of the official rulebook's almanac (the alphabetical reference part of the base
 * game's "Game Rules & Almanac"). We cite the entry by name, never by page: page numbers differ
 * between editions and translations.
 */
export const ALMANAC = [
  'Build', 'Building Costs Cards', 'Cities', 'Coast', 'Combined Trade/Build Phase', 'Desert',
  'Development Cards', 'Distance Rule', 'Domestic Trade', 'Ending the Game', 'Game Play', 'Harbors',
  'Intersections', 'Knight Cards', 'Largest Army', 'Longest Road', 'Maritime Trade', 'Number Tokens',
  'Paths', 'Progress Cards', 'Resource Cards', 'Resource Production', 'Roads', 'Robber', 'Rolling a 7',
  'Set-up Phase', 'Set-up, Variable', 'Settlements', 'Special Cards', 'Tactics', 'Trade',
  'Victory Points', 'Victory Point Cards',
] as const;
export type AlmanacEntry = (typeof ALMANAC)[number];

/**
 * Section names of the official 5–6 Player Extension's own rules booklet (English, 2015 edition),
 * cited beside the almanac entry by the entries on five and six players (RULES.md §14). As with
 * the almanac, by name, never by page.
 */
export const EXTENSION_RULEBOOK = ['Game Components', 'Assembling the Larger Board', 'The Special Build Phase'] as const;
export type ExtensionRulebookEntry = (typeof EXTENSION_RULEBOOK)[number];

/** One entry in one language. */
export interface EntryText {
  /** The question, as a player would ask it. */
  q: string;
  /** The answer in one line. */
  a: string;
  /** A short paragraph: the rule, its edge cases, an example. */
  x: string;
}

export interface Entry {
  /** Stable id, used in links (`/rules#robber-desert`); never equal to a topic name. */
  id: string;
  topic: Topic;
  /** The RULES.md section this entry explains (the authority). */
  section: Section;
  /** The official rulebook's almanac entry that covers the same rule. */
  almanac: AlmanacEntry;
  /** For five and six players (§14): the section of the 5–6 Player Extension's rules that covers it. */
  extension?: ExtensionRulebookEntry;
  /** A picture drawn from an engine position (./pictures.ts), for the spatial rules. */
  picture?: string;
  /**
   * Entries of other topics to read with this one (ids). A link shows on both entries, so a new
   * entry can attach itself to an old one without editing it.
   */
  see?: readonly string[];
  /**
   * Search only, never shown: the words players search by for which this entry is the main
   * answer, in each language, where other entries use those words as often ("steal": the entry
   * on whom to rob, not the ones on what cannot be stolen). They weigh as keywords.
   */
  keywords?: Partial<Record<Lang, string>>;
  en: EntryText;
  es: EntryText;
  fr: EntryText;
  sv: EntryText;
}
