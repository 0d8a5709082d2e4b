/**
 * Bots by name, with their names and difficulty labels in the four languages (GLOSSARY.md
 * languages: English, Spanish, French, Swedish). Two lists: the levels offered to players
 * (BOT_NAMES: the server's rooms and the start screen), and sparring partners used only to
 * measure the others (SPARRING_BOTS: the command line and tournaments).
 */
import { AlphaBetaBot, DEFAULT_AB_DEPTH } from './ab.js';
import { BasicBot, RandomBot } from './basic.js';
import { EXPERT_BUDGET_MS, SearchBot } from './search.js';
import type { Bot } from './types.js';
import { describe } from '../engine/refusals.js';

/** Levels offered to players. */
export const BOT_NAMES = ['random', 'easy', 'medium', 'hard', 'expert'] as const;
export type BotName = (typeof BOT_NAMES)[number];
/** Test opponents, not offered to players. */
export const SPARRING_BOTS = ['ab'] as const;
/** Every bot the command line and tournaments know. */
export const BOT_IDS = [...BOT_NAMES, ...SPARRING_BOTS] as const;
export type BotId = (typeof BOT_IDS)[number];
export type Lang = 'en' | 'es' | 'fr' | 'sv';

/** A level offered to players. */
export function isBotName(x: unknown): x is BotName {
  return (BOT_NAMES as readonly unknown[]).includes(x);
}
/** Any bot, sparring partners included. */
export function isBotId(x: unknown): x is BotId {
  return (BOT_IDS as readonly unknown[]).includes(x);
}

export interface BotOptions {
  /** Think time per decision of the search bots (hard and expert), in ms. */
  budgetMs?: number;
  /** Search depth of `ab`, in plies. */
  depth?: number;
  /**
   * `hard` and `expert`: a fixed number of playout iterations a decision instead of the time
   * budget (set-up then tries every spot), so that the same seeds give the same game on any
   * machine and under any load.
   */
  iterations?: number;
}

/** The bots that read each option, as createBot below passes them on: for any other the option changes nothing. */
export const OPTION_READERS: Readonly<Record<keyof BotOptions, readonly BotId[]>> = { budgetMs: ['hard', 'expert'], iterations: ['hard', 'expert'], depth: ['ab'] };

export function createBot(name: BotId, opts: BotOptions = {}): Bot {
  checkOptions(opts);
  switch (name) {
    case 'random': return new RandomBot();
    case 'easy': return new BasicBot('easy');
    case 'medium': return new BasicBot('medium');
    case 'hard': return new SearchBot(opts.budgetMs, iterationsOf(opts));
    case 'expert': return new SearchBot(opts.budgetMs ?? EXPERT_BUDGET_MS, iterationsOf(opts), 'expert');
    case 'ab': return new AlphaBetaBot(opts.depth ?? DEFAULT_AB_DEPTH);
  }
  // A caller in JavaScript (or reading a name from a file) may pass anything: say what exists rather than return nothing.
  throw new TypeError(`no bot named ${JSON.stringify(name)}: the bots are ${BOT_IDS.join(', ')}`);
}

/**
 * What each option must be: createBot and the command line's --budget, --depth and --iterations
 * check it with the same words.
 */
const OPTION_RULES: Record<keyof BotOptions, { ok: (v: unknown) => boolean; must: string }> = {
  budgetMs: { ok: (v) => typeof v === 'number' && Number.isFinite(v) && v >= 1, must: 'must be a positive number of milliseconds' },
  depth: { ok: (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6, must: 'must be a whole number from 1 to 6' },
  iterations: { ok: (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 100_000, must: 'must be a whole number from 1 to 100000' },
};
const OPTION_NAMES = Object.keys(OPTION_RULES) as (keyof BotOptions)[];

/** Why `value` is no `option` ("must be a whole number from 1 to 6"), or null when it is one. */
export function botOptionProblem(option: keyof BotOptions, value: unknown): string | null {
  return OPTION_RULES[option].ok(value) ? null : OPTION_RULES[option].must;
}

/** The bot options among `x`'s fields (a command's or a game spec's), those given only. */
export function botOptionsOf(x: BotOptions): BotOptions {
  const out: BotOptions = {};
  for (const k of OPTION_NAMES) if (x[k] !== undefined) out[k] = x[k];
  return out;
}

/**
 * Options a caller in JavaScript may pass wrong: a misspelt name (`budget`) would otherwise be
 * dropped and the bot play by its default, and a budget of -5 or "x" decide at once.
 */
function checkOptions(opts: BotOptions): void {
  if (typeof opts !== 'object' || opts === null || Array.isArray(opts)) throw new TypeError(`a bot's options are an object ({ budgetMs, depth, iterations }), not ${describe(opts)}`);
  for (const [k, v] of Object.entries(opts)) {
    if (!(OPTION_NAMES as string[]).includes(k)) throw new TypeError(`no bot option named ${JSON.stringify(k)}: the options are ${OPTION_NAMES.join(', ')}`);
    const problem = v === undefined ? null : botOptionProblem(k as keyof BotOptions, v);
    if (problem) throw new RangeError(`${k} ${problem}, not ${describe(v)}`);
  }
}

function iterationsOf(opts: BotOptions): { iterations?: number } {
  return opts.iterations === undefined ? {} : { iterations: opts.iterations };
}

/** Difficulty labels shown when choosing a bot. */
export const DIFFICULTY: Record<BotId, Record<Lang, string>> = {
  random: { en: 'Random', es: 'Aleatorio', fr: 'Aléatoire', sv: 'Slumpmässig' },
  easy: { en: 'Easy', es: 'Fácil', fr: 'Facile', sv: 'Lätt' },
  medium: { en: 'Medium', es: 'Medio', fr: 'Moyen', sv: 'Medel' },
  hard: { en: 'Hard', es: 'Difícil', fr: 'Difficile', sv: 'Svår' },
  expert: { en: 'Expert', es: 'Experto', fr: 'Expert', sv: 'Expert' },
  ab: { en: 'Alpha-beta', es: 'Alfa-beta', fr: 'Alpha-bêta', sv: 'Alfa-beta' },
};

/** Each bot's character name, and a one-line description, per language. */
export const BOT_PERSONA: Record<BotId, { name: string; about: Record<Lang, string> }> = {
  random: {
    name: 'Dado',
    about: {
      en: 'Plays any legal move at random. A baseline, not an opponent.',
      es: 'Juega cualquier jugada legal al azar. Una referencia, no un rival.',
      fr: 'Joue au hasard n’importe quel coup légal. Une référence, pas un adversaire.',
      sv: 'Gör vilket tillåtet drag som helst på måfå. En måttstock, inte en motståndare.',
    },
  },
  easy: {
    name: 'Pim',
    about: {
      en: 'Builds sensibly but makes mistakes and never proposes trades.',
      es: 'Construye con sentido, pero se equivoca y nunca hace ofertas.',
      fr: 'Construit avec bon sens, mais se trompe et ne propose jamais d’échange.',
      sv: 'Bygger förnuftigt men gör misstag och föreslår aldrig byten.',
    },
  },
  medium: {
    name: 'Vera',
    about: {
      en: 'Plans between expansion and cities, trades at the best rate, targets the leader.',
      es: 'Equilibra expansión y ciudades, comercia al mejor precio y ataca al líder.',
      fr: 'Équilibre expansion et villes, échange au meilleur taux et vise le meneur.',
      sv: 'Väger expansion mot städer, handlar till bästa kurs och siktar på ledaren.',
    },
  },
  hard: {
    name: 'Magnus',
    about: {
      en: 'Counts cards, chooses its start with a learned model and searches ahead through sampled dice within a time budget.',
      es: 'Cuenta cartas, elige su inicio con un modelo aprendido y busca jugadas por adelantado sobre dados simulados, con tiempo limitado.',
      fr: 'Compte les cartes, choisit son départ grâce à un modèle appris et anticipe en simulant les dés, dans un temps limité.',
      sv: 'Räknar kort, väljer sin start med en inlärd modell och söker framåt genom simulerade tärningar inom en tidsgräns.',
    },
  },
  expert: {
    name: 'Sofia',
    about: {
      en: 'Plays like Magnus but thinks longer — about a second a move — and looks further ahead.',
      es: 'Juega como Magnus pero piensa más — alrededor de un segundo por jugada — y ve más lejos.',
      fr: 'Joue comme Magnus mais réfléchit plus longtemps — environ une seconde par coup — et voit plus loin.',
      sv: 'Spelar som Magnus men tänker längre — ungefär en sekund per drag — och ser längre fram.',
    },
  },
  ab: {
    name: 'Turing',
    about: {
      en: 'A sparring partner from the classic school: searches two moves ahead through the dice with a hand-tuned score.',
      es: 'Un rival de entrenamiento de la escuela clásica: busca dos jugadas por delante a través de los dados con una puntuación ajustada a mano.',
      fr: 'Un partenaire d’entraînement de l’école classique\u00a0: anticipe deux coups en tenant compte des dés, avec une évaluation réglée à la main.',
      sv: 'En sparringpartner från den klassiska skolan: söker två drag framåt genom tärningarna med en handjusterad värdering.',
    },
  },
};
