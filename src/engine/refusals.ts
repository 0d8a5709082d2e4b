/**
 * The closed vocabulary of refusals: one code per rule an action can break, each with the
 * RULES.md section it comes from. A refusal carries the code, the section and the facts
 * behind it (seat, resource, phase, …) as fields; the English sentence is for people only,
 * so no program ever has to read it. Translations are keyed by RuleCode, so a code without a
 * translation fails the build (src/engine/refusals.ts is the list to translate).
 */
import type { DevCard, Phase, Piece, Resource } from './vocabulary.js';

export const RULE_CODES = [
  // Reading the action (RECORD.md) and the game's state.
  'malformed', 'game-over', 'not-your-turn', 'wrong-phase', 'outcome-missing', 'outcome-impossible', 'illegal',
  // §3 set-up.
  'setup-order', 'setup-road',
  // §1 components and §5 building.
  'no-pieces', 'cannot-afford', 'occupied', 'distance-rule', 'not-connected', 'not-own-settlement', 'deck-empty',
  // §4.3 discards.
  'discard-not-owed', 'discard-count', 'not-held',
  // §6 the robber.
  'robber-must-move', 'bad-victim', 'victim-required',
  // §7 trading.
  'trade-self', 'trade-gift', 'same-resource', 'bank-rate', 'bank-empty',
  // §8 development cards.
  'vp-not-played', 'one-card-per-turn', 'card-not-held', 'bought-this-turn', 'no-road-spot', 'bad-take',
  // §11 house rules.
  'robber-protected', 'trade-then-build',
] as const;
export type RuleCode = (typeof RULE_CODES)[number];

/** A RULES.md section ("§5", "§4.3") or RECORD.md for the record format itself. */
export type Section = `§${number}` | `§${number}.${number}` | 'RECORD.md';

/** Where each rule is written; a refusal may name a more precise section of its own. */
export const RULE_SECTIONS: { readonly [C in RuleCode]: Section } = {
  'malformed': 'RECORD.md', 'game-over': '§10', 'not-your-turn': '§4', 'wrong-phase': '§4', 'outcome-missing': 'RECORD.md',
  'outcome-impossible': 'RECORD.md', 'illegal': '§4',
  'setup-order': '§3', 'setup-road': '§3',
  'no-pieces': '§1', 'cannot-afford': '§5', 'occupied': '§5', 'distance-rule': '§5', 'not-connected': '§5',
  'not-own-settlement': '§5', 'deck-empty': '§5',
  'discard-not-owed': '§4.3', 'discard-count': '§4.3', 'not-held': '§4.3',
  'robber-must-move': '§6', 'bad-victim': '§6', 'victim-required': '§6',
  'trade-self': '§7', 'trade-gift': '§7', 'same-resource': '§7', 'bank-rate': '§7', 'bank-empty': '§7',
  'vp-not-played': '§8', 'one-card-per-turn': '§8', 'card-not-held': '§8', 'bought-this-turn': '§8', 'no-road-spot': '§8', 'bad-take': '§8',
  'robber-protected': '§11', 'trade-then-build': '§11',
};

/** The facts behind a refusal, for programs (a person reads `message`). */
export interface RefusalDetails {
  /** The seat the refusal is about (the one that cannot pay, owes, is to move, …). */
  seat?: number;
  resource?: Resource;
  card?: DevCard;
  piece?: Piece;
  /** The field of the action that is wrong (for malformed input). */
  field?: string;
  /** The vertex, edge or hex named by the action. */
  at?: string;
  /** The phase the game is in. */
  phase?: Phase;
  /** How many were needed and how many there are (cards, lots, pieces). */
  need?: number;
  have?: number;
}

export interface RuleError extends RefusalDetails {
  code: RuleCode;
  section: Section;
  message: string;
}

export function isRuleCode(x: unknown): x is RuleCode {
  return typeof x === 'string' && (RULE_CODES as readonly string[]).includes(x);
}

/** A refusal: the code, its section (the rule's own unless given), the sentence and the facts. */
export function refusal(code: RuleCode, message: string, details: RefusalDetails & { section?: Section } = {}): RuleError {
  const { section, ...facts } = details;
  return { code, section: section ?? RULE_SECTIONS[code], message, ...facts };
}

/** A short, safe description of any value for a message (never throws, whatever the value). */
export function describe(x: unknown): string {
  if (x === null) return 'null';
  switch (typeof x) {
    case 'string': return JSON.stringify(x.length > 40 ? `${x.slice(0, 40)}…` : x);
    case 'number': case 'boolean': return String(x);
    case 'undefined': return 'nothing';
    case 'object': return Array.isArray(x) ? 'a list' : 'an object';
    default: return `a ${typeof x}`;
  }
}

/** Why a record, a board or a position could not be loaded (RECORD.md), or a record not replayed. */
export const RECORD_CODES = [
  'not-json', 'not-a-record', 'unsupported-format', 'bad-players', 'bad-rules', 'bad-board', 'bad-position',
  'illegal-action', 'outcome-mismatch',
] as const;
export type RecordCode = (typeof RECORD_CODES)[number];
