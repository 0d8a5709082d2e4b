/**
 * Every manual entry, in reading order (topic by topic). Each entry carries its text in all
 * four languages; test/manual/coverage.test.ts checks that none is missing or left untranslated.
 */
import type { Entry } from '../types.js';
import { LARGEST_ARMY, LONGEST_ROAD } from './awards.js';
import { BUILDING } from './building.js';
import { COMPONENTS } from './components.js';
import { DEVELOPMENT_CARDS } from './development-cards.js';
import { FIVE_SIX_PLAYERS } from './five-six-players.js';
import { MISTAKES } from './mistakes.js';
import { PRODUCTION } from './production.js';
import { ROBBER } from './robber.js';
import { SETUP } from './setup.js';
import { TIPS } from './tips.js';
import { TRADING } from './trading.js';
import { TURN } from './turn.js';
import { VARIANTS } from './variants.js';
import { WINNING } from './winning.js';

export const ENTRIES: readonly Entry[] = Object.freeze([
  ...COMPONENTS, ...SETUP, ...TURN, ...PRODUCTION, ...ROBBER, ...TRADING, ...BUILDING,
  ...DEVELOPMENT_CARDS, ...LONGEST_ROAD, ...LARGEST_ARMY, ...WINNING, ...VARIANTS, ...FIVE_SIX_PLAYERS, ...MISTAKES, ...TIPS,
]);
