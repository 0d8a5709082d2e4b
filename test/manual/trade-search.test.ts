// Play-test in Spanish and Swedish: searching "intercambiar" or "byta" did not find the questions on
// trading (with players, and with the bank). Each language's words for trading, in the forms
// players type, must open the two basic answers; with "bank" or "players" the matching one first.
import { describe, expect, it } from 'vitest';
import { searchManual } from '../../src/manual/search.js';
import { processTerm } from '../../src/manual/text.js';
import { LANGS, type Lang } from '../../src/manual/types.js';

const BASICS = ['domestic-trade', 'bank-trade-four'];

/** Single words (verbs in several forms, nouns), each of which must put both basics in the top three. */
const WORDS: Record<Lang, string[]> = {
  en: ['trade', 'trading', 'trades', 'traded', 'swap', 'swapping', 'exchange', 'exchanging'],
  es: ['intercambiar', 'intercambio', 'intercambios', 'intercambia', 'comerciar', 'comercio', 'comercias', 'cambiar', 'cambio', 'cambiamos'],
  fr: ['échanger', 'échange', 'échanges', 'échangez', 'echanger', 'commerce', 'commercer', 'commerçons'],
  sv: ['byta', 'byter', 'byte', 'byten', 'bytte', 'handla', 'handlar', 'handel', 'handeln'],
};

/** Questions naming the other side of the trade: the entry that must come first or second. */
const WITH: Record<Lang, [query: string, want: string][]> = {
  en: [['trade with the bank', 'bank-trade-four'], ['exchange with the bank', 'bank-trade-four'], ['trade with players', 'domestic-trade'], ['swapping cards with other players', 'domestic-trade']],
  es: [['intercambiar con la banca', 'bank-trade-four'], ['cambiar cartas con la banca', 'bank-trade-four'], ['intercambiar con otros jugadores', 'domestic-trade'], ['comerciar con otro jugador', 'domestic-trade']],
  fr: [['échanger avec la banque', 'bank-trade-four'], ['commerce avec la banque', 'bank-trade-four'], ['échanger avec les joueurs', 'domestic-trade'], ['échange entre joueurs', 'domestic-trade']],
  sv: [['byta med banken', 'bank-trade-four'], ['handla med banken', 'bank-trade-four'], ['byta kort med andra spelare', 'domestic-trade'], ['handla med spelare', 'domestic-trade']],
};

const top = (lang: Lang, q: string, n: number) => searchManual(lang, q).slice(0, n).map((h) => h.id);

describe('manual search: the words for trading find the trading basics', () => {
  for (const lang of LANGS) {
    it(`${lang}: ${WORDS[lang].join(', ')}`, () => {
      const misses = WORDS[lang].filter((q) => !BASICS.every((id) => top(lang, q, 3).includes(id))).map((q) => `"${q}" → ${top(lang, q, 3).join(', ')}`);
      expect(misses).toEqual([]);
    });
    it(`${lang}: with the bank or with players, that answer in the top two`, () => {
      const misses = WITH[lang].filter(([q, want]) => !top(lang, q, 2).includes(want)).map(([q, want]) => `"${q}" → ${top(lang, q, 3).join(', ')} (want ${want})`);
      expect(misses).toEqual([]);
    });
  }

  it('the forms of each language read as one term, and look-alikes stay apart', () => {
    for (const lang of LANGS) {
      const terms = new Set(WORDS[lang].map((w) => processTerm(w, lang)));
      expect([...terms], lang).toHaveLength(1);
    }
    // "comercial" (Mayor Ruta Comercial) is not trade, nor is "händelse" (an event) folded to "handelse".
    expect(processTerm('comercial', 'es')).not.toBe(processTerm('comercio', 'es'));
    expect(processTerm('händelse', 'sv')).not.toBe(processTerm('handel', 'sv'));
    expect(searchManual('es', 'mayor ruta comercial')[0]?.entry.topic).toBe('longest-road');
  });
});

// Play-test in Swedish: "hur många kort slänger jag" (players say "slänga" where the rules say "kasta")
// found harbors, nothing about the discard on a 7.
describe('manual search: Swedish "slänga" is the rules\' "kasta"', () => {
  it('the discard answer first for the ways a player asks', () => {
    for (const q of ['hur många kort slänger jag', 'slänga kort', 'måste jag slänga kort på en sjua', 'kastar jag kort', 'hur många kort kastar man']) {
      expect(top('sv', q, 2), q).toContain('discard-half');
    }
  });
});
