/**
 * The names at a table, as the server gives them and the page foretells them: a person's name
 * cleaned, the bots' names drawn per language and level in seat order without repeats (skipping
 * every name already at the table), and the numbering of two seats that would share a name.
 * The server (src/server/setup.ts, lobby.ts) names the seats with these; the start screen and
 * the lobby show, before a game exists, the names its bots will get. Pure: no I/O, no randomness.
 */
import type { BotLevel, Lang } from '../protocol/index.js';

/**
 * The bots' names, per language and difficulty (the first is the bot's persona): a room draws
 * them in seat order without repeats, so no table has "Vera, Vera 2, Vera 3" — five names each,
 * enough for a table of six with one person (§14).
 */
export const BOT_NAMES_BY_LANG: { readonly [L in Lang]: { readonly [B in BotLevel]: readonly string[] } } = {
  en: { random: ['Dado', 'Rolo', 'Tumble', 'Pip', 'Skip'], easy: ['Pim', 'Tilly', 'Bram', 'Nell', 'Milo'], medium: ['Vera', 'Owen', 'Clara', 'Hugo', 'Iris'], hard: ['Magnus', 'Ada', 'Sigrid', 'Kasimir', 'Tobias'], expert: ['Sofia', 'Leopold', 'Ingrid', 'Cassius', 'Octavia'] },
  es: { random: ['Dado', 'Azar', 'Suerte', 'Tómbola', 'Lotería'], easy: ['Pim', 'Lola', 'Tito', 'Nina', 'Paco'], medium: ['Vera', 'Lucía', 'Mateo', 'Rosa', 'Diego'], hard: ['Magnus', 'Ada', 'Elvira', 'Gonzalo', 'Ramiro'], expert: ['Sofia', 'Leopoldo', 'Inés', 'Casimiro', 'Octavia'] },
  fr: { random: ['Dado', 'Hasard', 'Loto', 'Bingo', 'Pile'], easy: ['Pim', 'Lou', 'Tom', 'Zoé', 'Max'], medium: ['Vera', 'Léa', 'Hugo', 'Jules', 'Chloé'], hard: ['Magnus', 'Ada', 'Héloïse', 'Gaspard', 'Armand'], expert: ['Sofia', 'Léopold', 'Ingrid', 'Balthazar', 'Octave'] },
  sv: { random: ['Dado', 'Tärning', 'Lotta', 'Slump', 'Chans'], easy: ['Pim', 'Lisa', 'Olle', 'Maja', 'Knut'], medium: ['Vera', 'Astrid', 'Nils', 'Ebba', 'Elsa'], hard: ['Magnus', 'Ada', 'Sigrid', 'Gustav', 'Torsten'], expert: ['Sofia', 'Leopold', 'Ingrid', 'Harald', 'Ulrika'] },
};

/** A bot's name not yet at the table (its level's list in the room's language; numbered only past the list's end). */
export function distinctBotName(level: BotLevel, lang: Lang, taken: readonly string[]): string {
  // The table's comparison (nameKey): a person called "vera" already has the bot's "Vera".
  const used = takenBy(taken);
  const list = BOT_NAMES_BY_LANG[lang][level];
  const free = list.find((n) => !used(n));
  if (free) return free;
  for (let k = 2; ; k++) if (!used(`${list[0]} ${k}`)) return `${list[0]} ${k}`;
}

/**
 * The names of a new table's seats: each bot's drawn in seat order after the people's (whose
 * names are already given, so no bot takes a person's name either), the others unchanged. A
 * bot's seat is named anew, whatever name it carried.
 */
export function drawBotNames(seats: readonly { name: string; bot: BotLevel | null }[], lang: Lang): string[] {
  const names = seats.map((s) => (s.bot ? '' : s.name));
  seats.forEach((s, i) => { if (s.bot) names[i] = distinctBotName(s.bot, lang, names); });
  return names;
}

/**
 * The names a new table's seats get, as the server gives them (src/server/setup.ts `planRoom`)
 * and the start screen foretells them: a person's name cleaned ('' for none), each bot's drawn
 * (drawBotNames), then two alike numbered. One function, so the page cannot drift from the server.
 */
export function tableNames(seats: readonly { name?: string | undefined; bot: BotLevel | null }[], lang: Lang): string[] {
  return dedupeNames(drawBotNames(seats.map((s) => ({ bot: s.bot, name: cleanName(s.name, '') })), lang));
}

/**
 * The lobby's seats' names once the host makes seat `seat` a bot of `level` (src/server/lobby.ts
 * `configureSeat`; the lobby's select foretells it): a name of the level's list no other seat
 * has, then two alike numbered.
 */
export function configuredNames(names: readonly string[], seat: number, level: BotLevel, lang: Lang): string[] {
  const table = names.map((name, i) => (i === seat ? '' : name));
  table[seat] = distinctBotName(level, lang, table);
  return dedupeNames(table);
}

/** The longest name the server keeps. */
export const NAME_MAX = 24;

/**
 * Characters that show nothing or turn the text around: zero-width spaces, the word joiner, the
 * byte-order mark, direction marks, embeddings, overrides and isolates. (The zero-width joiner and
 * non-joiner stay: Persian and Indic names and emoji sequences need them.)
 */
const INVISIBLE = /[\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

/**
 * A name as the server keeps it (`dflt` when nothing is left): composed (NFC), without control
 * characters or the invisible ones above — which made "Ha\u200bna" or "\u202eanaH" a second "Hana"
 * (a hostile play-test) — its spaces single, trimmed, and at most NAME_MAX characters (whole ones:
 * an emoji is not cut in half).
 */
export const cleanName = (x: unknown, dflt: string): string => {
  const text = String(x ?? '').normalize('NFC').replace(/[\p{Cc}\u2028\u2029]/gu, '').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  // Nothing but joiners is nothing.
  if (text.replace(/\p{Cf}/gu, '') === '') return dflt;
  return Array.from(text).slice(0, NAME_MAX).join('').trimEnd() || dflt;
};

/**
 * Cyrillic and Greek letters that are drawn as Latin ones, by their lower case (an upper-case "В"
 * reads as "B", so its "в" folds to "b"): "Аnа" in Cyrillic letters is "Ana" at the table.
 */
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  // Cyrillic
  'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'ë', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p', 'с': 'c',
  'т': 't', 'у': 'y', 'х': 'x', 'і': 'i', 'ї': 'ï', 'ј': 'j', 'ѕ': 's', 'ԁ': 'd', 'һ': 'h', 'ӏ': 'l',
  'ԛ': 'q', 'ԝ': 'w', 'ү': 'y', 'ѵ': 'v',
  // Greek
  'α': 'a', 'β': 'b', 'ε': 'e', 'ζ': 'z', 'η': 'h', 'ι': 'i', 'κ': 'k', 'μ': 'm', 'ν': 'n', 'ο': 'o',
  'ρ': 'p', 'τ': 't', 'υ': 'y', 'χ': 'x',
  // Latin: the dotless i
  'ı': 'i',
};
const LOOK_ALIKE_RE = new RegExp(`[${Object.keys(LOOK_ALIKE).join('')}]`, 'gu');

/**
 * How the table tells names apart: compatible forms folded (NFKC: a full-width "Ａｎａ" is "Ana"),
 * every format character dropped, case ignored, and Cyrillic or Greek letters drawn as Latin ones
 * read as those (LOOK_ALIKE). Two names with the same key are one name, and the later one is
 * numbered: a stranger cannot sit as a second "Ana" spelt with a Cyrillic "А".
 */
export const nameKey = (x: string): string =>
  x.normalize('NFKC').replace(/\p{Cf}/gu, '').toLocaleLowerCase('und').replace(LOOK_ALIKE_RE, (c) => LOOK_ALIKE[c]!).normalize('NFC');

/** Whether a name is one of `taken`, as the table reads names (nameKey). */
function takenBy(taken: readonly string[]): (name: string) => boolean {
  const keys = new Set(taken.map(nameKey));
  return (name) => keys.has(nameKey(name));
}

/**
 * `name` numbered ("Ana 2", "Ana 3") past every name in `taken`, or as it is when no one has it;
 * a long name is shortened to leave room for its number, so a numbered name is no longer than any
 * other. '' stays '' (pages number the seats without a name).
 */
export function distinctName(name: string, taken: readonly string[]): string {
  const has = takenBy(taken);
  if (!name || !has(name)) return name;
  for (let k = 2; ; k++) {
    const tail = ` ${k}`;
    const numbered = `${Array.from(name).slice(0, NAME_MAX - tail.length).join('').trimEnd()}${tail}`;
    if (!has(numbered)) return numbered;
  }
}

/**
 * Two seats would share a name: the later is numbered ("Vera", "Vera 2"), past any number a seat
 * already goes by (three "Ana" beside an "Ana 2" never make two "Ana 2"). Seats without a name keep
 * none (pages number them). Numbers `names` in place and returns it.
 */
export function dedupeNames(names: string[]): string[] {
  const all = [...names];
  const seen = new Set<string>();
  names.forEach((name, i) => {
    if (!name) return;
    if (seen.has(nameKey(name))) { names[i] = distinctName(name, all); all.push(names[i]!); }
    seen.add(nameKey(names[i]!));
  });
  return names;
}
