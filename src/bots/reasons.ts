/**
 * Why a bot answered an offer as it did (RULES.md §13) and why it chose an action: closed
 * vocabularies of codes with structured details, for programs, and one line per code in the
 * four languages (English, Spanish, French, Swedish; spec/GLOSSARY.md terms), for people. The
 * tables are keyed by the code unions, so a missing translation fails the build. Callers
 * decide on the code, never on the sentence.
 */
import { RESOURCES, type Bundle, type Color, type Resource } from '../engine/index.js';

export type Lang = 'en' | 'es' | 'fr' | 'sv';
export const LANGS: readonly Lang[] = ['en', 'es', 'fr', 'sv'];

/** What a trade can pay for (§13 c). */
export const BUILD_KINDS = ['road', 'settlement', 'city', 'devCard'] as const;
export type BuildKind = (typeof BUILD_KINDS)[number];

/**
 * Reasons for an answer to a domestic offer. Accepting: `completes-build` (§13 c holds with
 * a and b). Countering: `even-counter` (an even exchange that passes a–c instead). Refusing:
 * `keeps-last` (§13 a: it would give its last card of a kind), `not-held` (it does not hold
 * what is asked), `gives-more` (§13 b), `no-build` (§13 c), `near-win` (the proposer is two
 * points or less from winning: a stronger bot's extra reason), `not-worth` (the hard bot's
 * look-ahead finds the trade helps the proposer more than itself), `invalid` (not a trade §7
 * allows: a gift, or one resource on both sides).
 */
export const TRADE_REASONS = ['completes-build', 'even-counter', 'keeps-last', 'not-held', 'gives-more', 'no-build', 'near-win', 'not-worth', 'invalid'] as const;
export type TradeReasonCode = (typeof TRADE_REASONS)[number];
export interface TradeReason {
  code: TradeReasonCode;
  /** keeps-last, not-held: the resource. */
  resource?: Resource;
  /** completes-build, even-counter: what the trade pays for. */
  build?: BuildKind;
}

/**
 * The page's words (web/src/i18n/*.ts: its resources, their plurals, its colours, its builds
 * with their article), copied here since src/ is built without web/; test/bots/reasons.test.ts
 * holds the two to the same words and sentences.
 */
interface Words {
  /** A build with its indefinite article (the page's tpRoad, tpSettlement, …). */
  build: Record<BuildKind, string>;
  /** A resource alone, or after a count of one. */
  resource: Record<Resource, string>;
  /** A resource after any other count ("2 arcillas", "3 minerais"): the page's resourcesPlural. */
  plural: Record<Resource, string>;
  /** A seat by its colour, as a name. */
  color: Record<Color, string>;
}

const EN_RESOURCES: Record<Resource, string> = { brick: 'brick', wood: 'lumber', wool: 'wool', grain: 'grain', ore: 'ore' };
const SV_RESOURCES: Record<Resource, string> = { brick: 'tegel', wood: 'trä', wool: 'ull', grain: 'spannmål', ore: 'malm' };

const WORDS: Record<Lang, Words> = {
  en: {
    build: { road: 'a road', settlement: 'a settlement', city: 'a city', devCard: 'a development card' },
    // English and Swedish count resources as mass nouns ("2 grain", "3 malm"), as the page does.
    resource: EN_RESOURCES,
    plural: EN_RESOURCES,
    color: { red: 'Red', blue: 'Blue', orange: 'Orange', white: 'White', green: 'Green', brown: 'Brown' },
  },
  es: {
    build: { road: 'una carretera', settlement: 'un poblado', city: 'una ciudad', devCard: 'una carta de desarrollo' },
    resource: { brick: 'arcilla', wood: 'madera', wool: 'lana', grain: 'cereal', ore: 'mineral' },
    plural: { brick: 'arcillas', wood: 'maderas', wool: 'lanas', grain: 'cereales', ore: 'minerales' },
    color: { red: 'Rojo', blue: 'Azul', orange: 'Naranja', white: 'Blanco', green: 'Verde', brown: 'Marrón' },
  },
  fr: {
    build: { road: 'une route', settlement: 'une colonie', city: 'une ville', devCard: 'une carte développement' },
    resource: { brick: 'argile', wood: 'bois', wool: 'laine', grain: 'blé', ore: 'minerai' },
    plural: { brick: 'argiles', wood: 'bois', wool: 'laines', grain: 'blés', ore: 'minerais' },
    color: { red: 'Rouge', blue: 'Bleu', orange: 'Orange', white: 'Blanc', green: 'Vert', brown: 'Brun' },
  },
  sv: {
    build: { road: 'en väg', settlement: 'en bosättning', city: 'en stad', devCard: 'ett utvecklingskort' },
    resource: SV_RESOURCES,
    plural: SV_RESOURCES,
    color: { red: 'Röd', blue: 'Blå', orange: 'Orange', white: 'Vit', green: 'Grön', brown: 'Brun' },
  },
};

/** Each language's plural rule, made once (French counts 0 and 1 as one; the others 1 alone), as the page's resCount. */
const PLURALS = new Map<Lang, Intl.PluralRules>();
function plural(lang: Lang, n: number): boolean {
  let rule = PLURALS.get(lang);
  if (!rule) PLURALS.set(lang, rule = new Intl.PluralRules(lang));
  return rule.select(n) !== 'one';
}
/** French "de" before a resource: "d’argile", "de bois". */
const frDe = (word: string) => (/^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(word) ? `d’${word}` : `de ${word}`);

/** The words with their language, for a count's plural. */
type Ctx = Words & { lang: Lang };
type Line<R> = (r: R, w: Ctx) => string;
const ctx = (lang: Lang): Ctx => ({ ...WORDS[lang], lang });
const res = (r: { resource?: Resource }) => r.resource ?? 'wool';
const bld = (r: { build?: BuildKind }) => r.build ?? 'road';

const TRADE_TEXT: Record<Lang, Record<TradeReasonCode, Line<TradeReason>>> = {
  en: {
    'completes-build': (r, w) => `completes ${w.build[bld(r)]}`,
    'even-counter': (r, w) => `an even exchange instead: it completes ${w.build[bld(r)]}`,
    'keeps-last': (r, w) => `keeps its last ${w.resource[res(r)]}`,
    'not-held': (r, w) => `does not have enough ${w.resource[res(r)]}`,
    'gives-more': () => 'gives more than it gets',
    'no-build': () => 'no build gained',
    'near-win': () => 'too close to winning',
    'not-worth': () => 'it helps the other side more',
    invalid: () => 'not a trade the rules allow (§7)',
  },
  es: {
    'completes-build': (r, w) => `completa ${w.build[bld(r)]}`,
    'even-counter': (r, w) => `mejor un trato parejo: completa ${w.build[bld(r)]}`,
    'keeps-last': (r, w) => `se queda su última carta de ${w.resource[res(r)]}`,
    'not-held': (r, w) => `no tiene suficiente ${w.resource[res(r)]}`,
    'gives-more': () => 'da más de lo que recibe',
    'no-build': () => 'no gana ninguna construcción',
    'near-win': () => 'demasiado cerca de ganar',
    'not-worth': () => 'favorece más a la otra parte',
    invalid: () => 'no es un trato que permitan las reglas (§7)',
  },
  fr: {
    'completes-build': (r, w) => `complète ${w.build[bld(r)]}`,
    'even-counter': (r, w) => `plutôt un échange à égalité\u00a0: il complète ${w.build[bld(r)]}`,
    'keeps-last': (r, w) => `garde sa dernière carte ${frDe(w.resource[res(r)])}`,
    'not-held': (r, w) => `n’a pas assez ${frDe(w.resource[res(r)])}`,
    'gives-more': () => 'donne plus qu’il ne reçoit',
    'no-build': () => 'aucune construction gagnée',
    'near-win': () => 'trop près de la victoire',
    'not-worth': () => 'l’échange profite davantage à l’autre',
    invalid: () => 'pas un échange permis par les règles (§7)',
  },
  sv: {
    'completes-build': (r, w) => `fullbordar ${w.build[bld(r)]}`,
    'even-counter': (r, w) => `hellre ett jämnt byte: det fullbordar ${w.build[bld(r)]}`,
    'keeps-last': (r, w) => `behåller sitt sista kort av ${w.resource[res(r)]}`,
    'not-held': (r, w) => `har inte tillräckligt med ${w.resource[res(r)]}`,
    'gives-more': () => 'ger mer än den får',
    'no-build': () => 'ger inget bygge',
    'near-win': () => 'för nära att vinna',
    'not-worth': () => 'bytet gynnar den andra sidan mer',
    invalid: () => 'inte ett byte som reglerna tillåter (§7)',
  },
};

/** The one-line sentence for a trade answer's reason. */
export function describeTradeReason(r: TradeReason, lang: Lang = 'en'): string {
  return TRADE_TEXT[lang][r.code](r, ctx(lang));
}

/**
 * Reasons for a chosen action, for the in-game hint and `catan decide`: what the action is
 * for, with the figures behind it. The search bots add their estimate of the chance of
 * winning (`win`, and `next` for the runner-up).
 */
export const DECISION_REASONS = [
  'only-move', 'roll', 'city', 'settlement', 'road-to-spot', 'road-longest', 'road', 'buy-card', 'knight-free', 'knight-army', 'knight',
  'road-building', 'year-of-plenty', 'monopoly', 'bank-trade', 'robber', 'discard', 'end', 'pass-building', 'start-settlement', 'start-road',
] as const;
export type DecisionCode = (typeof DECISION_REASONS)[number];
export interface DecisionReason {
  code: DecisionCode;
  /** The land around a corner built on, or the robber's hex: resource and number. */
  land?: { resource: Resource; number: number }[];
  /** Pips of production gained (city, settlement, start), reached (road) or blocked (robber). */
  pips?: number;
  /** The resource taken (monopoly), or asked for at the bank. */
  resource?: Resource;
  give?: Bundle;
  get?: Bundle;
  /** What a bank trade or discard keeps in reach. */
  build?: BuildKind;
  /** Robbed seat and its colour. */
  victim?: number;
  victimColor?: Color;
  /** Road length (road-longest). */
  length?: number;
  /** The search's chance of winning with this action, and with the runner-up. */
  win?: number;
  next?: number;
}

const landText = (r: DecisionReason, w: Ctx) => (r.land ?? []).map((x) => `${w.resource[x.resource]} ${x.number}`).join(', ');
/** "2 lumber + 1 ore", "2 arcillas + 1 mineral": each count with the name its plural rule asks for, as the page's resCount. */
const bundleText = (b: Bundle | undefined, w: Ctx) => RESOURCES.filter((k) => (b?.[k] ?? 0) > 0).map((k) => `${b![k]} ${(plural(w.lang, b![k]!) ? w.plural : w.resource)[k]}`).join(' + ');
const pips = (r: DecisionReason) => r.pips ?? 0;

const DECISION_TEXT: Record<Lang, Record<DecisionCode, Line<DecisionReason>> & { win: (win: number, next?: number) => string }> = {
  en: {
    'only-move': () => 'the only legal move',
    roll: () => 'roll the dice',
    city: (r, w) => `city on ${landText(r, w)}: +${pips(r)} pips`,
    settlement: (r, w) => `settlement on ${landText(r, w)}: +${pips(r)} pips`,
    'road-to-spot': (r) => `road toward a free corner worth ${pips(r)} pips`,
    'road-longest': (r) => `road for Longest Road (${r.length ?? 0} long)`,
    road: () => 'road to extend the network',
    'buy-card': () => 'buy a development card',
    'knight-free': () => 'Knight: the robber leaves its own land',
    'knight-army': () => 'Knight: takes Largest Army',
    knight: () => 'Knight: moves the robber',
    'road-building': () => 'Road Building: two free roads',
    'year-of-plenty': (r, w) => `Year of Plenty: takes ${bundleText(r.get, w)}`,
    monopoly: (r, w) => `Monopoly on ${w.resource[res(r)]}`,
    'bank-trade': (r, w) => `${bundleText(r.give, w)} for ${bundleText(r.get, w)} at the bank${r.build ? `, toward ${w.build[r.build]}` : ''}`,
    robber: (r, w) => `robber on ${landText(r, w)}: blocks ${pips(r)} pips of rivals${r.victimColor ? `, robs ${w.color[r.victimColor]}` : ''}`,
    discard: (r, w) => `discard ${bundleText(r.give, w)}${r.build ? `, keeping ${w.build[r.build]} in reach` : ''}`,
    end: () => 'end the turn: nothing better to do now',
    'pass-building': () => 'pass: nothing worth building or buying now (special building)',
    'start-settlement': (r, w) => `start on ${landText(r, w)}: ${pips(r)} pips`,
    'start-road': (r) => `road toward a free corner worth ${pips(r)} pips`,
    win: (a, b) => `search: ${a}% to win${b !== undefined ? ` (next best ${b}%)` : ''}`,
  },
  es: {
    'only-move': () => 'la única jugada legal',
    roll: () => 'tirar los dados',
    city: (r, w) => `ciudad en ${landText(r, w)}: +${pips(r)} puntitos`,
    settlement: (r, w) => `poblado en ${landText(r, w)}: +${pips(r)} puntitos`,
    'road-to-spot': (r) => `carretera hacia un cruce libre de ${pips(r)} puntitos`,
    'road-longest': (r) => `carretera para la Mayor Ruta Comercial (${r.length ?? 0} de largo)`,
    road: () => 'carretera para ampliar la red',
    'buy-card': () => 'comprar una carta de desarrollo',
    'knight-free': () => 'Caballero: el ladrón deja su propio terreno',
    'knight-army': () => 'Caballero: se lleva el Mayor Ejército',
    knight: () => 'Caballero: mueve el ladrón',
    'road-building': () => 'Construcción de carreteras: dos carreteras gratis',
    'year-of-plenty': (r, w) => `Descubrimiento: toma ${bundleText(r.get, w)}`,
    monopoly: (r, w) => `Monopolio de ${w.resource[res(r)]}`,
    'bank-trade': (r, w) => `${bundleText(r.give, w)} por ${bundleText(r.get, w)} con la banca${r.build ? `, hacia ${w.build[r.build]}` : ''}`,
    robber: (r, w) => `ladrón en ${landText(r, w)}: bloquea ${pips(r)} puntitos de los rivales${r.victimColor ? `, roba a ${w.color[r.victimColor]}` : ''}`,
    discard: (r, w) => `descarta ${bundleText(r.give, w)}${r.build ? `, y mantiene a su alcance ${w.build[r.build]}` : ''}`,
    end: () => 'termina el turno: nada mejor que hacer ahora',
    'pass-building': () => 'pasa: nada que valga la pena construir o comprar ahora (construcción especial)',
    'start-settlement': (r, w) => `empieza en ${landText(r, w)}: ${pips(r)} puntitos`,
    'start-road': (r) => `carretera hacia un cruce libre de ${pips(r)} puntitos`,
    win: (a, b) => `búsqueda: ${a}% de ganar${b !== undefined ? ` (la siguiente mejor ${b}%)` : ''}`,
  },
  fr: {
    'only-move': () => 'le seul coup légal',
    roll: () => 'lancer les dés',
    city: (r, w) => `ville sur ${landText(r, w)}\u00a0: +${pips(r)} points de production`,
    settlement: (r, w) => `colonie sur ${landText(r, w)}\u00a0: +${pips(r)} points de production`,
    'road-to-spot': (r) => `route vers un sommet libre de ${pips(r)} points de production`,
    'road-longest': (r) => `route pour la Route la plus longue (longueur ${r.length ?? 0})`,
    road: () => 'route pour étendre le réseau',
    'buy-card': () => 'acheter une carte développement',
    'knight-free': () => 'Chevalier\u00a0: le voleur quitte ses propres terres',
    'knight-army': () => 'Chevalier\u00a0: prend l’Armée la plus grande',
    knight: () => 'Chevalier\u00a0: déplace le voleur',
    'road-building': () => 'Construction de routes\u00a0: deux routes gratuites',
    'year-of-plenty': (r, w) => `Invention\u00a0: prend ${bundleText(r.get, w)}`,
    monopoly: (r, w) => `Monopole sur ${w.resource[res(r)]}`,
    'bank-trade': (r, w) => `${bundleText(r.give, w)} contre ${bundleText(r.get, w)} à la banque${r.build ? `, vers ${w.build[r.build]}` : ''}`,
    robber: (r, w) => `voleur sur ${landText(r, w)}\u00a0: bloque ${pips(r)} points de production adverses${r.victimColor ? `, vole ${w.color[r.victimColor]}` : ''}`,
    discard: (r, w) => `défausse ${bundleText(r.give, w)}${r.build ? `, et garde ${w.build[r.build]} à portée` : ''}`,
    end: () => 'fin du tour\u00a0: rien de mieux à faire maintenant',
    'pass-building': () => 'passe\u00a0: rien qui vaille d’être construit ou acheté maintenant (construction spéciale)',
    'start-settlement': (r, w) => `départ sur ${landText(r, w)}\u00a0: ${pips(r)} points de production`,
    'start-road': (r) => `route vers un sommet libre de ${pips(r)} points de production`,
    win: (a, b) => `recherche\u00a0: ${a}\u00a0% de victoire${b !== undefined ? ` (suivant\u00a0: ${b}\u00a0%)` : ''}`,
  },
  sv: {
    'only-move': () => 'det enda tillåtna draget',
    roll: () => 'slår tärningarna',
    city: (r, w) => `stad på ${landText(r, w)}: +${pips(r)} prickar`,
    settlement: (r, w) => `bosättning på ${landText(r, w)}: +${pips(r)} prickar`,
    'road-to-spot': (r) => `väg mot ett ledigt hörn värt ${pips(r)} prickar`,
    'road-longest': (r) => `väg för Längsta vägen (längd ${r.length ?? 0})`,
    road: () => 'väg som bygger ut vägnätet',
    'buy-card': () => 'köper ett utvecklingskort',
    'knight-free': () => 'Riddare: rövaren lämnar den egna marken',
    'knight-army': () => 'Riddare: tar Största riddararmén',
    knight: () => 'Riddare: flyttar rövaren',
    'road-building': () => 'Vägbygge: två gratis vägar',
    'year-of-plenty': (r, w) => `Uppfinning: tar ${bundleText(r.get, w)}`,
    monopoly: (r, w) => `Monopol på ${w.resource[res(r)]}`,
    'bank-trade': (r, w) => `${bundleText(r.give, w)} mot ${bundleText(r.get, w)} hos banken${r.build ? `, mot ${w.build[r.build]}` : ''}`,
    robber: (r, w) => `rövaren på ${landText(r, w)}: stoppar ${pips(r)} prickar för motståndarna${r.victimColor ? `, stjäl från ${w.color[r.victimColor]}` : ''}`,
    discard: (r, w) => `kastar ${bundleText(r.give, w)}${r.build ? ` och har kvar ${w.build[r.build]} inom räckhåll` : ''}`,
    end: () => 'avslutar turen: inget bättre att göra nu',
    'pass-building': () => 'står över: inget värt att bygga eller köpa nu (särskild byggfas)',
    'start-settlement': (r, w) => `börjar på ${landText(r, w)}: ${pips(r)} prickar`,
    'start-road': (r) => `väg mot ett ledigt hörn värt ${pips(r)} prickar`,
    win: (a, b) => `sökningen ger ${a} % chans att vinna${b !== undefined ? ` (näst bästa drag ${b} %)` : ''}`,
  },
};

/** The one-line sentence for a decision's reason, with the search's estimate when there is one. */
export function describeDecision(r: DecisionReason, lang: Lang = 'en'): string {
  const t = DECISION_TEXT[lang];
  const line = t[r.code](r, ctx(lang));
  if (r.win === undefined) return line;
  const pct = (x: number) => Math.round(100 * x);
  // French sets a narrow no-break space before its semicolon, as the page does.
  return `${line}${lang === 'fr' ? '\u202f; ' : '; '}${t.win(pct(r.win), r.next === undefined ? undefined : pct(r.next))}`;
}
