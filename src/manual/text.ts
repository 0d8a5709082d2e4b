/**
 * Text processing for the manual's search, per language: tokens (keeping rates such as "2:1"
 * whole), folding (case and accents: "ladrón" = "ladron", "öken" = "oken"), stop words, a light
 * suffix stemmer (plural and common endings only, so "harbors" = "harbor", "hamnen" = "hamn",
 * "ciudades" = "ciudad", "cruces" = "cruce"), the other names players use for the game's terms
 * ("sheep" = wool, "clay" = brick, "säd" = spannmål) and their words for trading ("intercambiar" =
 * "comercio", "byta" = "handel"). It must never look at entries: the same
 * functions run on the index and on every query.
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

/**
 * Words whose accents tell them apart from another word, so they are matched before folding:
 * "pré" (a meadow) but not "près" (near); "fåren" (the sheep) but not "fara" (danger), which
 * fold and stem alike. The value is the glossary's word.
 */
const ACCENTED: Partial<Record<Lang, Readonly<Record<string, string>>>> = {
  // "dés", "dé" (dice, a die) fold to the stop words "des", "de": they were dropped from the index
  // and the query alike, and "dés" found nothing (a play-test). Read as one token of their own.
  fr: { pré: 'pâturage', prés: 'pâturage', dés: 'dice', dé: 'dice' },
  sv: { fåren: 'ull', fåret: 'ull', fårens: 'ull', fårets: 'ull' },
};

/**
 * Tokens of `text` in `lang`: `tokenize`, with the accented names above, the phrases below
 * (`phrases`: add their joined token, omit it, or give only those), and in Swedish "får"
 * read as the animal where it cannot be the verb. "Får" is mostly the verb ("får jag bygga?", a
 * stop word), but players also type it for wool ("byta får mot malm", "2 får", "får 2:1",
 * "fårhamn"). The glossary's word is ull, so the manual never writes the animal; the rule runs
 * on the index and the query alike.
 */
export function tokensFor(text: string, lang: Lang, phrases: 'add' | 'omit' | 'only' = 'add'): string[] {
  const exact = ACCENTED[lang];
  const t = exact
    ? (text.normalize('NFC').toLowerCase().match(/\d+:\d+|[\p{L}\p{N}]+/gu) ?? []).flatMap((w) => tokenize(exact[w] ?? w))
    : tokenize(text);
  return withPhrases(lang === 'sv' ? sheepRead(t) : t, lang, phrases);
}

/** Swedish "får" read as wool where it cannot be the verb (see `tokensFor`). */
function sheepRead(t: string[]): string[] {
  if (!t.some((w) => w.startsWith('far'))) return t;
  const out: string[] = [];
  t.forEach((w, i) => {
    if (w === 'far' && (t.length === 1 || isSheepContext(t, i))) out.push('ull');
    else if (/^far(hamn\w*|kort\w*)$/.test(w)) out.push('ull', w.slice(3));
    else out.push(w);
  });
  return out;
}

/**
 * Names of more than one word, kept together: a card ("road building", "year of plenty"), an
 * award ("longest road"), a term ("comercio interior"). Where the words follow each other, one more
 * token, the words joined, is added after them, so a query naming the card matches the entries
 * that name it before those that only use its words ("road building" opens Road Building, not
 * the special building phase). With a second phrase, the first is another name for it and is read
 * as the second ("carretera más larga" = Mayor Ruta Comercial, "someone else" = another player);
 * such a name is not read after a number ("6 ways out of 36" stays as it is). Folded words; the
 * same rule runs on the index and the query.
 */
const PHRASES: Record<Lang, readonly (readonly [phrase: string, means?: string])[]> = {
  en: [
    ['road building'], ['year of plenty'],
    ['someone else', 'other player'], ['somebody else', 'other player'], ['anyone else', 'other player'],
    ['out of', 'shortage'], ['run short', 'shortage'], ['not enough', 'shortage'],
  ],
  es: [
    ['construccion de carreteras'], ['comercio interior'],
    ['carretera mas larga', 'mayor ruta comercial'], ['ruta mas larga', 'mayor ruta comercial'],
    ['ejercito mas grande', 'mayor ejercito'], ['comercio entre jugadores', 'comercio interior'],
  ],
  fr: [
    ['construction de routes'], ['echange entre joueurs'],
    ['plus longue route', 'route la plus longue'], ['plus grande armee', 'armee la plus grande'],
  ],
  sv: [
    ['handel mellan spelare'],
    ['byta med spelare', 'handel mellan spelare'], ['byten mellan spelare', 'handel mellan spelare'],
  ],
};
interface Phrase { words: string[]; means: string[]; joined: string | null; alias: boolean }
const phraseCache = new Map<Lang, readonly Phrase[]>();
/** The phrases of `lang`, compared by stem ("runs short" = "run short"); built on first use. */
function phrasesOf(lang: Lang): readonly Phrase[] {
  let list = phraseCache.get(lang);
  if (list) return list;
  const named = new Set(PHRASES[lang].filter(([, m]) => m === undefined).map(([p]) => p));
  list = PHRASES[lang].map(([p, m]) => ({
    words: p.split(' ').map((w) => stem(w, lang)),
    means: (m ?? p).split(' '),
    // An other name adds the joined token only when what it means is itself a phrase.
    joined: named.has(m ?? p) ? `_${(m ?? p).replaceAll(' ', '')}` : null, // "_": no word of a query is a prefix of it
    alias: m !== undefined,
  }));
  phraseCache.set(lang, list);
  return list;
}

/**
 * The tokens with the phrases read: other names replaced, and each phrase's joined token added
 * after its words ('add', as for a query), left out ('omit') or alone ('only'). The index keeps
 * the joined tokens in a field of their own, so that they do not lengthen the text fields.
 */
function withPhrases(t: readonly string[], lang: Lang, phrases: 'add' | 'omit' | 'only'): string[] {
  const out: string[] = [];
  for (let i = 0; i < t.length;) {
    const hit = phrasesOf(lang).find(({ words, alias }) => words.every((w, k) => t[i + k] !== undefined && stem(t[i + k]!, lang) === w)
      && !(alias && i > 0 && /^\d/.test(t[i - 1]!)));
    if (!hit) { if (phrases !== 'only') out.push(t[i]!); i++; continue; }
    if (phrases !== 'only') out.push(...hit.means);
    if (phrases !== 'omit' && hit.joined) out.push(hit.joined);
    i += hit.words.length;
  }
  return out;
}
/** Words before "får" that make it a noun: numbers and amounts, or a trade ("byta får", "mot får"). */
const SHEEP_BEFORE = new Set(['ett', 'tva', 'tre', 'fyra', 'fem', 'sex', 'nagra', 'manga', 'fler', 'mina', 'dina', 'sina', 'extra', 'mot', 'byta', 'byter', 'for']);
const RESOURCE_STEMS = new Set(['tegel', 'tra', 'ull', 'spannmal', 'malm']);
/** "Får" at `i` is the animal: after a number, an amount or a trade word; before "mot" or a rate; in a list of resources ("säd och får"). */
function isSheepContext(t: readonly string[], i: number): boolean {
  const prev = t[i - 1], next = t[i + 1];
  if (prev !== undefined && (SHEEP_BEFORE.has(prev) || /^\d+$/.test(prev))) return true;
  if (next === 'mot' || (next !== undefined && /^\d+:\d+$/.test(next))) return true;
  const isResource = (w: string | undefined) => w !== undefined && RESOURCE_STEMS.has(processTerm(w, 'sv') ?? '');
  return (prev === 'och' && isResource(t[i - 2])) || (next === 'och' && isResource(t[i + 2]));
}

const STOP: Record<Lang, ReadonlySet<string>> = {
  en: new Set(('a an the of to in on at by for with and or is are be been do does did can could i me my mine you your it its ' +
    'what which who whom how when where why if as from that this there then than so not no into up out one any all ' +
    'have has had get got will would should must may might am we our they their them he she his her many much').split(' ')),
  es: new Set(('el la los las un una unos unas de del al a en y o u que se me mi mis tu tus te su sus lo le les es son ' +
    'por para con sin como cuando donde quien que cual cuanto cuantos cuantas puedo puede pueden hay si no ya mas ' +
    'pero este esta esto ese esa eso yo otro otra otros otras').split(' ')),
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
  es: [], // see stemSpanish
  fr: ['aux', 'es', 's', 'x', 'e'],
  sv: ['arnas', 'ernas', 'ornas', 'arna', 'erna', 'orna', 'ande', 'ende', 'ar', 'er', 'or', 'en', 'et', 'na', 'a', 'e'],
};
const MIN_STEM = 3;

/** Light stemmer: strips one plural or inflection ending (already folded input). */
export function stem(word: string, lang: Lang): string {
  if (/\d/.test(word)) return word;
  if (lang === 'en') return stemEnglish(word);
  if (lang === 'es') return stemSpanish(word);
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

/**
 * Spanish: the plural. "-es" follows a consonant that can end a singular (ciudad-es, mayor-es,
 * cereal-es); elsewhere only the "-s" is the plural (cruce-s, fase-s, parte-s).
 */
function stemSpanish(word: string): string {
  if (/[lnrdzjyx]es$/.test(word) && word.length - 2 >= MIN_STEM) return word.slice(0, -2);
  if (word.endsWith('s') && word.length - 1 >= MIN_STEM) return word.slice(0, -1);
  return word;
}

/** Every word of `forms` read as `to`: the forms of one verb and its noun, which the light stemmer leaves apart. */
const family = (to: string, forms: readonly string[]): Record<string, string> => Object.fromEntries(forms.map((f) => [f, to]));
/** The forms of a verb: its root with each ending. */
const conjugate = (root: string, endings: readonly string[]) => endings.map((e) => root + e);
/**
 * Endings of a regular verb in -ar (Spanish) or -er (French) that a player types: the infinitive
 * (with a pronoun, "cambiarlas"), the present, the participle, the gerund (Spanish), the
 * subjunctive and the simple past (Spanish "cambié", "cambió"). French verbs in -ger and -cer keep
 * their "e" or take "ç" before a and o ("échangeons", "commerçant"), so those forms are listed apart.
 */
const AR = ['ar', 'arla', 'arlas', 'arlo', 'arlos', 'o', 'a', 'as', 'an', 'amos', 'ado', 'ada', 'ados', 'adas', 'ando', 'e', 'es', 'en', 'emos', 'é', 'ó'];
const ER = ['er', 'e', 'es', 'ent', 'ez', 'é', 'ée', 'és', 'ées'];

/**
 * Trading, in the words players use for it: the verbs and nouns of each language read as one
 * term, so that "intercambiar", "comerciar" and "comercio", "échanger" and "commerce", "byta" and
 * "handel" find the same entries. The Spanish "cambiar" and the Swedish "byta" also mean "to
 * change" ("cambiar de terreno", "byta ägare"), but in questions about this game they are
 * the everyday words for trading, so they are read as it too; "comercial" (in Mayor Ruta
 * Comercial) is not a form of "comerciar" and stays apart.
 */
const TRADE: Record<Lang, Readonly<Record<string, string>>> = {
  en: family('trade', ['swap', 'swaps', 'swapped', 'swapping', 'exchange', 'exchanges', 'exchanged', 'exchanging', 'barter', 'bartering']),
  es: family('comercio', [
    ...conjugate('intercambi', AR), ...conjugate('comerci', AR), ...conjugate('cambi', AR), ...conjugate('negoci', AR), 'canje', 'canjear', 'trueque',
  ]),
  fr: family('échange', [
    ...conjugate('échang', ER), 'échangeons', 'échangeant', 'échangeait', ...conjugate('commerc', ER), 'commerçons', 'commerçant', 'commerçait',
    'troc', 'troquer',
  ]),
  sv: family('handel', [
    'handel', 'handeln', 'handla', 'handlar', 'handlade', 'handlat', 'handlas',
    'byta', 'byter', 'byt', 'bytte', 'bytt', 'bytts', 'byts', 'bytas', 'byte', 'byten', 'bytet', 'bytena', 'bytes', 'byteshandel',
  ]),
};

/** Other names players use for the game's terms, mapped to the glossary's word (raw words; stemmed below). */
const SYNONYMS: Record<Lang, Readonly<Record<string, string>>> = {
  en: {
    sheep: 'wool', wheat: 'grain', lumber: 'wood', timber: 'wood', log: 'wood', clay: 'brick', stone: 'ore', rock: 'ore',
    port: 'harbor', harbour: 'harbor', soldier: 'knight', thief: 'robber', bandit: 'robber', chit: 'token', pip: 'dot', vp: 'point',
    village: 'settlement', corner: 'intersection', vertex: 'intersection', crossroads: 'intersection',
    another: 'other', seven: '7', setup: 'set',
    // The manual says "rob" where players also say "steal"; "broken" is not stemmed to "break".
    steal: 'rob', stole: 'rob', stolen: 'rob', theft: 'rob', robbed: 'rob', robbing: 'rob', broken: 'break', shortfall: 'shortage',
    bought: 'buy',
  },
  es: {
    oveja: 'lana', trigo: 'cereal', ladrillo: 'arcilla', barro: 'arcilla', piedra: 'mineral', roca: 'mineral', leña: 'madera',
    soldado: 'caballero', bandido: 'ladrón', pv: 'punto', hexagono: 'terreno',
    encrucijada: 'cruce', esquina: 'cruce', vertice: 'cruce', pueblo: 'poblado', aldea: 'poblado', asentamiento: 'poblado',
    siete: '7',
    // Forms of "ganar" (to win), which the plural stemmer leaves apart: "¿he ganado?", "gano".
    ganado: 'ganar', gano: 'ganar', gana: 'ganar', ganas: 'ganar', ganan: 'ganar', gane: 'ganar', ganes: 'ganar', ganador: 'ganar',
    // The same for "descartar" and "robar" ("¿cuántas descarto?", "¿a quién robo?": the noun "robo" too).
    descarto: 'descartar', descarta: 'descartar', descartas: 'descartar', descartan: 'descartar', descartado: 'descartar',
    descarte: 'descartar', descartes: 'descartar', robo: 'robar', roba: 'robar', robas: 'robar', roban: 'robar', robado: 'robar',
    // Many players say "recursos" where the manual (and the game's cards) say "materias primas".
    recurso: 'materia',
  },
  fr: {
    mouton: 'laine', brique: 'argile', pierre: 'minerai', roche: 'minerai', céréale: 'blé', prairie: 'pâturage',
    pâture: 'pâturage', soldat: 'chevalier', brigand: 'voleur', bandit: 'voleur', hexagone: 'terrain', pv: 'point',
    village: 'colonie', maison: 'colonie', carrefour: 'sommet', croisement: 'sommet', intersection: 'sommet', coin: 'sommet',
    sept: '7',
    // "Placement initial" is what many call the set-up ("mise en place").
    placement: 'place',
    défausser: 'défausse', défaussez: 'défausse', défaussent: 'défausse', défaussé: 'défausse', défaussée: 'défausse',
    // The participle and the noun of "couper" (a road cut by a settlement), which the stemmer leaves apart.
    coupe: 'couper', coupée: 'couper', coupé: 'couper', coupées: 'couper', coupés: 'couper', coupure: 'couper',
  },
  sv: {
    lera: 'tegel', sten: 'malm', säd: 'spannmål', korn: 'spannmål', vete: 'spannmål', timmer: 'trä', virke: 'trä', ved: 'trä',
    tjuv: 'rövare', rånare: 'rövare', soldat: 'riddare', hexagon: 'ruta',
    by: 'bosättning', byn: 'bosättning', byar: 'bosättning', korsning: 'hörn', sju: '7', sjua: '7', sjuan: '7',
    stulen: 'stjäla', stulet: 'stjäla', stulna: 'stjäla', stöld: 'stjäla', stölden: 'stjäla',
    bruten: 'bryta', brutet: 'bryta', brutna: 'bryta', brutit: 'bryta',
    // Players "slänger" cards where the rules "kastar" them (a play-test's "hur många kort slänger jag" found harbors).
    slänga: 'kasta', slänger: 'kasta', släng: 'kasta', slängde: 'kasta', slängt: 'kasta', slängs: 'kasta', slängas: 'kasta',
    kastar: 'kasta', kastade: 'kasta', kastat: 'kasta', kastas: 'kasta', kastning: 'kasta', kastningen: 'kasta',
    // Many players say "resurser" where the manual and the game say "råvaror" (a Swedish play-test).
    resurs: 'råvara', resurskort: 'råvarukort',
  },
};
const SYNONYM_STEMS: Record<Lang, ReadonlyMap<string, string>> = Object.fromEntries(
  (Object.keys(SYNONYMS) as Lang[]).map((lang) => [lang, new Map(
    Object.entries({ ...TRADE[lang], ...SYNONYMS[lang] }).map(([k, v]) => [stem(fold(k), lang), stem(fold(v), lang)] as const),
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
