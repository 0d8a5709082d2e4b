/**
 * Search over the manual with MiniSearch: one index per language, built on first use from the
 * bundled entries (no network, so it works offline). Typo-tolerant (fuzzy), accent-insensitive
 * and tolerant of word forms (./text.ts folds and stems both the index and the query; prefix
 * matching covers the rest). A match in a question weighs more than one in an explanation.
 */
import MiniSearch from 'minisearch';
import { ENTRIES } from './content/index.js';
import { processTerm, tokensFor } from './text.js';
import type { Entry, Lang } from './types.js';
import { UI } from './ui-text.js';

export interface SearchHit {
  id: string;
  score: number;
  entry: Entry;
}

interface Doc { id: string; q: string; a: string; x: string; k: string }

const BOOST = { q: 3, a: 1.6, k: 1.2, x: 1 } as const;
/**
 * Advice restates rules in the same words (a tip about ore and grain names both, twice), so a
 * tip weighs less than a rule: "stone and wheat for a city" opens the city, not the strategy.
 */
const TIP_BOOST = 0.6;

/** Allowed typos grow with the word: none up to 3 letters, 1 up to 7, then 2. */
function fuzzy(term: string): number | false {
  if (term.length <= 3 || /\d/.test(term)) return false;
  return term.length <= 7 ? 1 : 2;
}

const byId = new Map(ENTRIES.map((e) => [e.id, e]));
const indexes = new Map<Lang, MiniSearch<Doc>>();

function indexFor(lang: Lang): MiniSearch<Doc> {
  let ms = indexes.get(lang);
  if (ms) return ms;
  ms = new MiniSearch<Doc>({
    fields: ['q', 'a', 'x', 'k'],
    storeFields: [],
    tokenize: (text) => tokensFor(text, lang),
    processTerm: (term) => processTerm(term, lang),
    searchOptions: {
      boost: BOOST,
      fuzzy,
      prefix: (term) => term.length >= 3 && !/\d/.test(term),
      weights: { fuzzy: 0.4, prefix: 0.6 },
      boostDocument: (id: string) => (byId.get(id)?.topic === 'tips' ? TIP_BOOST : 1),
    },
  });
  ms.addAll(ENTRIES.map((e) => {
    const t = e[lang];
    // Keywords: the topic's name in this language, the rulebook entries and the section.
    return { id: e.id, q: t.q, a: t.a, x: t.x, k: `${UI[lang].topic[e.topic]} ${e.almanac} ${e.extension ?? ''} ${e.section}` };
  }));
  indexes.set(lang, ms);
  return ms;
}

/**
 * Entries matching `query` in `lang`, best first. Entries matching every word come before
 * those matching only some; within each group MiniSearch's BM25 score orders them.
 */
export function searchManual(lang: Lang, query: string, limit = 20): SearchHit[] {
  if (!tokensFor(query, lang).some((t) => processTerm(t, lang) !== null)) return [];
  const ms = indexFor(lang);
  const all = ms.search(query, { combineWith: 'AND' });
  const seen = new Set(all.map((r) => r.id as string));
  for (const r of ms.search(query, { combineWith: 'OR' })) if (!seen.has(r.id as string)) all.push(r);
  return all.slice(0, limit).map((r) => ({ id: r.id as string, score: r.score, entry: byId.get(r.id as string)! }));
}

/** Build every language's index now (e.g. while the page is idle) instead of on first search. */
export function warmSearch(langs: readonly Lang[]): void {
  for (const l of langs) indexFor(l);
}
