/**
 * The shape of one language's words: every UI string (the key set is English's, web/src/i18n/en.ts),
 * the game's terms (spec/GLOSSARY.md), and a sentence for every refusal code the page can be
 * sent, keyed by the closed unions (the engine's RuleCode and the server's own codes). Each
 * language file is declared as a Pack, so a missing or extra key fails the build.
 */
import type { Color, DevCard, ErrorCode, Piece, RecordCode, Resource, RuleCode, ServerRefusal, Terrain } from '../wire.js';
import type { EN_STRINGS } from './en.js';

export type Key = keyof typeof EN_STRINGS;

/** A refusal the page can be sent: the engine's rule codes and the server's own (src/protocol/codes.ts). */
export type RefusalCode = RuleCode | ServerRefusal;
export { SERVER_REFUSALS } from '../wire.js';

export interface Pack {
  /** The language's own name, for the language switch. */
  name: string;
  strings: { readonly [K in Key]: string };
  resources: { readonly [R in Resource]: string };
  /**
   * A resource after a count other than one ("2 arcillas", "3 minerais"): the plural the
   * language's plural rule asks for (Intl.PluralRules: French 0 and 1 take the singular). Where a
   * language counts its resources as mass nouns ("2 grain", "3 malm") it is the same word.
   */
  resourcesPlural: { readonly [R in Resource]: string };
  terrains: { readonly [T in Terrain]: string };
  /**
   * A terrain named as a place in running text ("sur les montagnes 3", "près de la forêt 9"), where
   * the language puts an article before it; without one, the bare name ("on mountains 3").
   */
  terrainPlaces?: { readonly [T in Terrain]?: string };
  cards: { readonly [C in DevCard]: string };
  colors: { readonly [C in Color]: string };
  pieces: { readonly [P in Piece]: string };
  /** A colour as an adjective agreeing with each piece's name ("carretera roja", "poblado rojo", "route bleue"). */
  pieceColors: { readonly [P in Piece]: Pack['colors'] };
  /** A sentence for every code of the server's `error` frames (and of its refusals given before a message reached its room). */
  errors: { readonly [C in ErrorCode]: string };
  /** A sentence for every reason a record cannot be read or replayed (the engine's RECORD_CODES). */
  records: { readonly [C in RecordCode]: string };
  refusals: { readonly [C in RefusalCode]: string };
}
