// Search quality (issue 6): per language, queries as players type them (typos, missing
// accents, other word forms, synonyms) and the entry that must come first.
import { describe, expect, it } from 'vitest';
import { searchManual } from '../../src/manual/search.js';
import { fold, processTerm, stem, tokenize } from '../../src/manual/text.js';
import type { Lang } from '../../src/manual/types.js';

const CASES: Record<Lang, [query: string, top: string][]> = {
  en: [
    ['longest road tie', 'longest-road-tie'],
    ['robber desert', 'robber-to-desert'],
    ['2:1 harbor', 'harbor-two-one'],
    ['how many cards discard on 7', 'discard-half'],
    ['distnce rule', 'distance-rule'],
    ['city cost', 'building-costs'],
    ['upgrade settlement to city', 'city-upgrade'],
    ['sheep port', 'harbor-two-one'],
    ['bank shortage production', 'bank-shortage'],
    ['play card bought this turn', 'not-the-turn-bought'],
    ['monopoly', 'monopoly-card'],
    ['largest army tie', 'largest-army-tie'],
    ['reached 10 points during someone else’s turn', 'ten-on-another-turn'],
    ['friendly robber', 'friendly-robber'],
    ['can my road continue past an opponent', 'road-blocked'],
    ['what does a knight do', 'knight-card'],
  ],
  es: [
    ['ladron desierto', 'robber-to-desert'],
    ['ladrón desierto', 'robber-to-desert'],
    ['empate mayor ruta comercial', 'longest-road-tie'],
    ['puerto 2:1', 'harbor-two-one'],
    ['regla de la distancia', 'distance-rule'],
    ['cuantas cartas descarto', 'discard-half'],
    ['banca se queda sin', 'bank-shortage'],
    ['monopolio', 'monopoly-card'],
    ['ciudades', 'city-upgrade'],
    ['caballero y luego 7', 'knight-then-seven'],
    ['ganar en el turno de otro', 'ten-on-another-turn'],
    ['regalar cartas', 'no-gifts'],
    ['descubrimiento', 'year-of-plenty-card'],
  ],
  fr: [
    ['voleur désert', 'robber-to-desert'],
    ['voleur desert', 'robber-to-desert'],
    ['égalité route la plus longue', 'longest-road-tie'],
    ['port 2:1', 'harbor-two-one'],
    ['règle de distance', 'distance-rule'],
    ['combien de cartes défausser', 'discard-half'],
    ['banque manque', 'bank-shortage'],
    ['monopole', 'monopoly-card'],
    ['construire une ville', 'city-upgrade'],
    ['couper ma route', 'road-broken'],
    ['armee la plus grande egalite', 'largest-army-tie'],
    ['invention', 'year-of-plenty-card'],
  ],
  sv: [
    ['hamn 2:1', 'harbor-two-one'],
    ['rövaren öken', 'robber-to-desert'],
    ['rovaren oken', 'robber-to-desert'],
    ['längsta vägen lika', 'longest-road-tie'],
    ['avståndsregeln', 'distance-rule'],
    ['hur många kort kasta', 'discard-half'],
    ['banken produktion brist', 'bank-shortage'],
    ['monopol', 'monopoly-card'],
    ['bygga stad', 'city-upgrade'],
    ['bryta min väg', 'road-broken'],
    ['största riddararmén lika', 'largest-army-tie'],
    ['uppfinning', 'year-of-plenty-card'],
  ],
};

describe('manual search: the expected answer comes first', () => {
  for (const lang of Object.keys(CASES) as Lang[]) {
    it(`${lang}: ${CASES[lang].length} queries`, () => {
      expect(CASES[lang].length).toBeGreaterThanOrEqual(10);
      const wrong = CASES[lang].flatMap(([q, want]) => {
        const got = searchManual(lang, q).slice(0, 3).map((h) => h.id);
        return got[0] === want ? [] : [`"${q}" → ${got.join(', ') || 'nothing'} (want ${want})`];
      });
      expect(wrong).toEqual([]);
    });
  }
});

describe('manual search: behaviour', () => {
  it('the three queries of the issue', () => {
    expect(searchManual('es', 'ladron desierto')[0]?.id).toBe('robber-to-desert');
    expect(searchManual('en', 'longest road tie')[0]?.id).toBe('longest-road-tie');
    expect(searchManual('sv', 'hamn 2:1')[0]?.id).toBe('harbor-two-one');
  });
  it('is per language: a Swedish word finds nothing in English', () => {
    expect(searchManual('en', 'rövaren')).toEqual([]);
    expect(searchManual('sv', 'rövaren').length).toBeGreaterThan(0);
  });
  it('tolerates typos', () => {
    expect(searchManual('en', 'robbr desrt')[0]?.id).toBe('robber-to-desert');
    expect(searchManual('fr', 'monopolle')[0]?.id).toBe('monopoly-card');
  });
  it('an empty or stop-word-only query gives nothing', () => {
    expect(searchManual('en', '')).toEqual([]);
    expect(searchManual('en', 'the of')).toEqual([]);
    expect(searchManual('es', '¿de la?')).toEqual([]);
  });
  it('folds accents and case, keeps rates whole, strips plural endings', () => {
    expect(fold('Ladrón ÖKEN Blé')).toBe('ladron oken ble');
    expect(tokenize('Puerto 2:1, ¿sí?')).toEqual(['puerto', '2:1', 'si']);
    expect(stem('harbors', 'en')).toBe('harbor');
    expect(stem('cities', 'en')).toBe('city');
    expect(stem('ciudades', 'es')).toBe('ciudad');
    expect(stem('hamnen', 'sv')).toBe('hamn');
    expect(stem('hamnar', 'sv')).toBe('hamn');
    expect(stem('colonies', 'fr')).toBe(stem('colonie', 'fr'));
    expect(processTerm('sheep', 'en')).toBe('wool');
    expect(processTerm('the', 'en')).toBeNull();
  });
});
