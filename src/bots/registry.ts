/**
 * Bots by name, with their names and difficulty labels in the four languages (GLOSSARY.md
 * languages: English, Spanish, French, Swedish).
 */
import { BasicBot, RandomBot } from './basic.js';
import { SearchBot } from './search.js';
import type { Bot } from './types.js';

export const BOT_NAMES = ['random', 'easy', 'medium', 'hard'] as const;
export type BotName = (typeof BOT_NAMES)[number];
export type Lang = 'en' | 'es' | 'fr' | 'sv';

export function isBotName(x: unknown): x is BotName {
  return (BOT_NAMES as readonly unknown[]).includes(x);
}

export function createBot(name: BotName, opts: { budgetMs?: number } = {}): Bot {
  switch (name) {
    case 'random': return new RandomBot();
    case 'easy': return new BasicBot('easy');
    case 'medium': return new BasicBot('medium');
    case 'hard': return new SearchBot(opts.budgetMs);
  }
}

/** Difficulty labels shown when choosing a bot. */
export const DIFFICULTY: Record<BotName, Record<Lang, string>> = {
  random: { en: 'Random', es: 'Aleatorio', fr: 'Aléatoire', sv: 'Slumpmässig' },
  easy: { en: 'Easy', es: 'Fácil', fr: 'Facile', sv: 'Lätt' },
  medium: { en: 'Medium', es: 'Medio', fr: 'Moyen', sv: 'Medel' },
  hard: { en: 'Hard', es: 'Difícil', fr: 'Difficile', sv: 'Svår' },
};

/** Each bot's character name, and a one-line description, per language. */
export const BOT_PERSONA: Record<BotName, { name: string; about: Record<Lang, string> }> = {
  random: {
    name: 'Dado',
    about: {
      en: 'Plays any legal move at random. A baseline, not an opponent.',
      es: 'Juega cualquier jugada legal al azar. Una referencia, no un rival.',
      fr: 'Joue au hasard n\'importe quel coup légal. Une référence, pas un adversaire.',
      sv: 'Gör vilket tillåtet drag som helst på måfå. En måttstock, inte en motståndare.',
    },
  },
  easy: {
    name: 'Pim',
    about: {
      en: 'Builds sensibly but makes mistakes and never proposes trades.',
      es: 'Construye con sentido, pero se equivoca y nunca propone intercambios.',
      fr: 'Construit avec bon sens, mais se trompe et ne propose jamais d\'échange.',
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
};
