/**
 * Search over the manual with MiniSearch: one index per language, built on first use from the
 * bundled entries (no network, so it works offline). Typo-tolerant (fuzzy), accent-insensitive
 * and tolerant of word forms (./text.ts folds and stems both the index and the query; prefix
 * matching covers the rest). A match in a question weighs more than one in an explanation.
 */
import MiniSearch from 'minisearch';
import { ENTRIES } from './content/index.js';
import { fold, processTerm, tokensFor } from './text.js';
import type { Entry, Lang } from './types.js';
import { UI } from './ui-text.js';

export interface SearchHit {
  id: string;
  score: number;
  entry: Entry;
}

interface Doc { id: string; q: string; a: string; x: string; k: string; w: string; p: string }

const BOOST = { q: 3, a: 1.6, k: 1.2, w: 3, x: 1, p: 2 } as const;
/**
 * Advice restates rules in the same words (a tip about ore and grain names both, twice), so a
 * tip weighs less than a rule: "stone and wheat for a city" opens the city, not the strategy.
 */
const TIP_BOOST = 0.6;
/**
 * A house rule changes a rule in the rule's own words ("no discard", "discard limit"), so it
 * weighs less too: "discard" opens the discard rule, and the house rules follow it.
 */
const VARIANT_BOOST = 0.8;
const DOC_BOOST: Partial<Record<Entry['topic'], number>> = { tips: TIP_BOOST, variants: VARIANT_BOOST };
const docBoost = (e: Entry | undefined) => (e ? DOC_BOOST[e.topic] ?? 1 : 1);

/** Allowed typos grow with the word: none up to 3 letters, 1 up to 7, then 2. */
function fuzzy(term: string): number | false {
  if (term.length <= 3 || /\d/.test(term)) return false;
  return term.length <= 7 ? 1 : 2;
}

const byId = new Map(ENTRIES.map((e) => [e.id, e]));
const indexes = new Map<Lang, MiniSearch<Doc>>();
/** Every term of each language's index (as `processTerm` leaves it), for the query's spelling repairs. */
const vocabularies = new Map<Lang, ReadonlySet<string>>();

function indexFor(lang: Lang): MiniSearch<Doc> {
  let ms = indexes.get(lang);
  if (ms) return ms;
  ms = new MiniSearch<Doc>({
    fields: ['q', 'a', 'x', 'k', 'w', 'p'],
    storeFields: [],
    // A query's phrases ("road building") add their joined token; the index holds those in `p`.
    tokenize: (text, field) => tokensFor(text, lang, field === undefined ? 'add' : field === 'p' ? 'only' : 'omit'),
    processTerm: (term) => processTerm(term, lang),
    searchOptions: {
      boost: BOOST,
      fuzzy,
      prefix: (term) => term.length >= 3 && !/\d/.test(term),
      weights: { fuzzy: 0.4, prefix: 0.6 },
      boostDocument: (id: string) => docBoost(byId.get(id)),
    },
  });
  const docs = ENTRIES.map((e): Doc => {
    const t = e[lang];
    // Keywords: the topic's name in this language, the rulebook entries and the section; the entry's own keywords apart (`w`).
    // Phrases: the names of more than one word the text uses, each as one token (./text.ts).
    return { id: e.id, q: t.q, a: t.a, x: t.x, k: `${UI[lang].topic[e.topic]} ${e.almanac} ${e.extension ?? ''} ${e.section}`, w: e.keywords?.[lang] ?? '', p: `${t.q} ${t.a} ${t.x} ${e.keywords?.[lang] ?? ''}` };
  });
  ms.addAll(docs);
  const vocabulary = new Set<string>();
  for (const d of docs) {
    for (const w of tokensFor(`${d.q} ${d.a} ${d.x} ${d.k} ${d.w}`, lang)) {
      const t = processTerm(w, lang);
      if (t !== null) vocabulary.add(t);
    }
  }
  vocabularies.set(lang, vocabulary);
  indexes.set(lang, ms);
  return ms;
}

/**
 * A query word the index does not know, repaired where one reading is plain: two neighbouring
 * letters swapped ("discrad", "knigth", "voluer"), which fuzzy matching would count as two edits,
 * count as one; and in Swedish, a compound of two known words is searched as both
 * ("startresurser" = start + resurser, "hamnkurs" = hamn + kurs). A word the index knows, or
 * begins, is left as it is, and so is one with no such reading (fuzzy matching still applies).
 */
function repairWord(word: string, lang: Lang, vocabulary: ReadonlySet<string>): string {
  const term = processTerm(word, lang);
  if (term === null || /\d/.test(word)) return word;
  const known = (t: string | null) => t !== null && vocabulary.has(t);
  if (known(term) || [...vocabulary].some((v) => v.startsWith(term))) return word;
  const w = fold(word);
  for (let i = 0; i + 1 < w.length; i++) {
    const swapped = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
    if (known(processTerm(swapped, lang))) return swapped;
  }
  if (lang === 'sv') {
    for (let i = 3; i <= w.length - 3; i++) {
      const left = w.slice(0, i), right = w.slice(i);
      const head = known(processTerm(left, lang)) ? left : left.endsWith('s') && known(processTerm(left.slice(0, -1), lang)) ? left.slice(0, -1) : null;
      if (head !== null && known(processTerm(right, lang))) return `${head} ${right}`;
    }
  }
  return word;
}

function repairQuery(query: string, lang: Lang): string {
  const vocabulary = vocabularies.get(lang)!;
  return query.replace(/[\p{L}\p{N}]+/gu, (w) => repairWord(w, lang, vocabulary));
}

/** An answer holding every word of the query is kept down to this share of the best score; one holding only some, down to OR_TAIL's. */
const AND_TAIL = 0.1;
const OR_TAIL = 0.25;

/**
 * Entries matching `query` in `lang`, best first. Entries matching every word come before
 * those matching only some; within each group MiniSearch's BM25 score orders them.
 */
export function searchManual(lang: Lang, query: string, limit = 20): SearchHit[] {
  if (!tokensFor(query, lang).some((t) => processTerm(t, lang) !== null)) return [];
  const ms = indexFor(lang);
  const q = repairQuery(query, lang);
  const all = ms.search(q, { combineWith: 'AND' });
  const seen = new Set(all.map((r) => r.id as string));
  // Answers holding every word first, then those holding some. Each group stops where its scores
  // fall far below the best answer's: a long tail of answers that share one common word ("turn",
  // "card") made every search read "20 answers".
  const best = Math.max(0, ...all.map((r) => r.score));
  const kept = all.filter((r) => r.score >= best * AND_TAIL);
  const some = ms.search(q, { combineWith: 'OR' });
  const top = Math.max(best, ...some.map((r) => r.score));
  for (const r of some) if (!seen.has(r.id as string) && r.score >= top * OR_TAIL) kept.push(r);
  return kept.slice(0, limit).map((r) => ({ id: r.id as string, score: r.score, entry: byId.get(r.id as string)! }));
}

/** Build every language's index now (e.g. while the page is idle) instead of on first search. */
export function warmSearch(langs: readonly Lang[]): void {
  for (const l of langs) indexFor(l);
}
