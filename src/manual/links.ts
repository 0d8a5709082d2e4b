/**
 * Links into the manual: where a refused action's rule is explained, which topic fits the
 * current step of a game, and what a `/rules#…` address opens. The game's UI uses these so
 * that a help button opens the right topic and a refusal links to the rule that refused it.
 */
import type { RuleCode } from '../engine/refusals.js';
import { ENTRIES } from './content/index.js';
import { isSection, isTopic, type Entry, type Section, type Topic } from './types.js';

/**
 * Every refusal code of the engine (RuleCode, src/engine/refusals.ts) with the entry that
 * explains it, or null for codes about the record format rather than a rule of play. The
 * type is exhaustive: a new code without an entry here fails the build.
 */
export const ERROR_ENTRY: { readonly [C in RuleCode]: string | null } = {
  malformed: null,
  illegal: null,
  'outcome-missing': null,
  'outcome-impossible': null,
  'distance-rule': 'distance-rule',
  'not-connected': 'road-placement',
  occupied: 'intersections-paths',
  'no-pieces': 'pieces-supply',
  'cannot-afford': 'building-costs',
  'not-own-settlement': 'city-upgrade',
  'setup-order': 'placement-rounds',
  'setup-road': 'second-settlement-apart',
  'vp-not-played': 'victory-point-cards',
  'one-card-per-turn': 'one-card-per-turn',
  'card-not-held': 'one-card-per-turn',
  'bought-this-turn': 'not-the-turn-bought',
  'no-road-spot': 'road-building-card',
  'bad-take': 'year-of-plenty-card',
  'bank-empty': 'bank-must-hold',
  'deck-empty': 'empty-deck',
  'not-your-turn': 'off-turn-actions',
  'wrong-phase': 'turn-steps',
  'trade-then-build': 'trade-then-build',
  'trade-self': 'domestic-trade',
  'trade-gift': 'no-gifts',
  'same-resource': 'no-gifts',
  'bank-rate': 'best-rate-shown',
  'not-held': 'domestic-trade',
  'robber-must-move': 'robber-must-move',
  'robber-protected': 'friendly-robber',
  'bad-victim': 'robber-steal',
  'victim-required': 'robber-steal',
  'discard-count': 'discard-half',
  'discard-not-owed': 'discard-half',
  'game-over': 'how-to-win',
};

const byId = new Map(ENTRIES.map((e) => [e.id, e]));

/** Each development card's own entry. */
const CARD_ENTRY: Readonly<Record<string, string>> = {
  knight: 'knight-card', roadBuilding: 'road-building-card', yearOfPlenty: 'year-of-plenty-card', monopoly: 'monopoly-card', victoryPoint: 'victory-point-cards',
};

/** The top-level section of a refusal's section ("§4.3" → "§4"), if it is one of the manual's. */
function topSection(section: string): Section | null {
  const s = section.split('.')[0]!;
  return isSection(s) ? s : null;
}

/** The section a rule message cites ("… (§5)"), if any. */
function citedSection(message: string): Section | null {
  const m = /§(\d+)/.exec(message);
  const s = m ? `§${m[1]}` : null;
  return isSection(s) ? s : null;
}

/**
 * The manual target (an entry id or "§N") for a refusal from the engine. When a code is
 * shared by rules of different sections (bank-empty: Year of Plenty §8 or a maritime trade
 * §7), the refusal's section decides (the one it cites, for older refusals without the field).
 */
export function ruleTarget(error: { code: string; section?: string; message?: string; card?: string }): string {
  const section = error.section !== undefined ? topSection(error.section) : citedSection(error.message ?? '');
  // A card not held: the card's own entry (what it does, when it may be played), not the one-a-turn rule (a play-test).
  const cardEntry = error.code === 'card-not-held' && error.card !== undefined ? CARD_ENTRY[error.card] : undefined;
  if (cardEntry) return cardEntry;
  const id = (ERROR_ENTRY as Readonly<Record<string, string | null>>)[error.code];
  if (id && (!section || byId.get(id)?.section === section)) return id;
  if (error.code === 'bank-empty' && section === '§8') return 'year-of-plenty-card';
  if (error.code === 'not-your-turn' && section === '§7') return 'trade-only-with-active';
  // §14: trading or playing a card in the special building phase.
  if (error.code === 'wrong-phase' && section === '§14') return 'special-building-limits';
  // §14: acting out of order in the special building phase (one builder at a time, in turn order).
  if (error.code === 'not-your-turn' && section === '§14') return 'special-building-phase';
  return section ?? 'turn';
}

/**
 * The questions to offer beside an entry: those it names in `see`, those naming it in theirs,
 * then the rest of its topic, each once and never the entry itself.
 */
export function relatedEntries(entry: Entry): Entry[] {
  const out: Entry[] = [];
  const add = (e: Entry | undefined) => { if (e && e !== entry && !out.includes(e)) out.push(e); };
  for (const id of entry.see ?? []) add(byId.get(id));
  for (const e of ENTRIES) if (e.see?.includes(entry.id)) add(e);
  for (const e of ENTRIES) if (e.topic === entry.topic) add(e);
  return out;
}

/** The topic that explains a game phase (RECORD.md phase names), for the in-game help button. */
export function topicForPhase(phase: string): Topic {
  switch (phase) {
    case 'setup': return 'setup';
    case 'roll': return 'turn';
    case 'discard': case 'robber': return 'robber';
    case 'main': return 'building';
    case 'roadBuilding': return 'development-cards';
    case 'ended': return 'winning';
    case 'specialBuild': return 'five-six-players';
    default: return 'turn';
  }
}

/** The address of the manual page at a topic, entry or section, optionally in a language. */
export function rulesHref(target: string, lang?: string): string {
  return `/rules${lang ? `?lang=${encodeURIComponent(lang)}` : ''}#${encodeURIComponent(target)}`;
}

/** The topic that first explains each section: `#§N` opens its first entry there. */
const SECTION_HOME: Record<Section, Topic> = {
  '§1': 'components', '§2': 'components', '§3': 'setup', '§4': 'turn', '§5': 'building', '§6': 'robber',
  '§7': 'trading', '§8': 'development-cards', '§9': 'longest-road', '§10': 'winning', '§11': 'variants',
  '§12': 'turn', '§13': 'trading', '§14': 'five-six-players',
};

export function firstEntryOfSection(section: Section): Entry | undefined {
  return ENTRIES.find((e) => e.section === section && e.topic === SECTION_HOME[section])
    ?? ENTRIES.find((e) => e.section === section);
}

export type Route =
  | { kind: 'home' }
  | { kind: 'topic'; topic: Topic }
  | { kind: 'entry'; entry: Entry }
  | { kind: 'missing'; hash: string };

/** What a location hash ("#robber", "#robber-to-desert", "#§6", "#%C2%A76") opens. */
export function resolveHash(hash: string): Route {
  let h = hash.replace(/^#/, '');
  try { h = decodeURIComponent(h); } catch { /* keep it as typed */ }
  if (h === '') return { kind: 'home' };
  if (isTopic(h)) return { kind: 'topic', topic: h };
  const entry = byId.get(h);
  if (entry) return { kind: 'entry', entry };
  const sec = /^(?:§|s|section-?)(\d{1,2})$/i.exec(h);
  if (sec) {
    const s = `§${Number(sec[1])}`;
    const first = isSection(s) ? firstEntryOfSection(s) : undefined;
    if (first) return { kind: 'entry', entry: first };
  }
  return { kind: 'missing', hash: h };
}
