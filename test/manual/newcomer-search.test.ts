// Search as a newcomer types it (the search findings of the manual audit, D 15–24, and the entries
// added for C 11–14): bare words (“steal”, “7”, “discard”, “win”, “robber”), card names, other
// words for the glossary's terms (recursos, someone else's turn, out of cards, broken), compounds
// (startresurser), swapped letters (discrad, knigth) and house rules that must not come before the
// rule they modify. Each query names the entry that must come first, or within the first three
// where several entries answer it equally well.
import { describe, expect, it } from 'vitest';
import { ENTRIES } from '../../src/manual/content/index.js';
import { searchManual } from '../../src/manual/search.js';
import { LANGS, type Lang } from '../../src/manual/types.js';

/** [query, entry, where it must rank: 1 = first (the default), 3 = within the first three]. */
type Case = readonly [query: string, id: string, within?: 1 | 3];

const NEWCOMER: Record<Lang, Case[]> = {
  en: [
    // A second manual play-test: plain questions that missed their answer.
    ['how many points do I need', 'how-to-win'],
    ['where do I place a road', 'road-placement'],
    ['place a road', 'road-placement'],
    ['road', 'road-placement', 3],
    // 15 steal
    ['steal', 'robber-steal'],
    ['stealing', 'robber-steal'],
    ['who can I steal from', 'robber-steal'],
    // 16 the 7
    ['7', 'rolling-seven'],
    ['seven', 'rolling-seven'],
    ['rolled a seven', 'rolling-seven'],
    // 17 discards, before the house rules that change them
    ['discard', 'discard-half'],
    ['discarding cards', 'discard-half'],
    // 18 card names
    ['road building', 'road-building-card'],
    ['year of plenty', 'year-of-plenty-card'],
    // 20 swapped letters
    ['discrad', 'discard-half'],
    ['knigth', 'knight-card'],
    ['robebr', 'robber-overview'],
    // 21 winning
    ['win', 'how-to-win'],
    ['how many points to win', 'how-to-win'],
    // 22 the robber
    ['robber', 'robber-overview'],
    ['what does the robber do', 'robber-overview'],
    // 23 broken roads
    ['broken road', 'road-broken'],
    ['road broken', 'road-broken'],
    // 24 the rest
    ['hand limit', 'no-hand-limit'],
    ['bank out of cards', 'bank-shortage', 3],
    ['not enough cards in the bank', 'bank-shortage', 3],
    ['can I build on someone else’s turn', 'off-turn-actions'],
    ["build on someone else's turn", 'off-turn-actions'],
    // C 11–13
    ['do I have to roll', 'roll-compulsory'],
    ['end my turn without rolling', 'roll-compulsory'],
    ['play a knight before discarding after my 7', 'knight-after-seven'],
    ['play my old knight after buying another', 'older-card-same-kind'],
    // More questions as newcomers ask them (2026-12-05): keeping cards, running out of pieces, the
    // robber staying, a first spot, a city without a settlement, two players, loops, the coast, an
    // empty deck, what the robber takes, whether bots cheat, the road card's minimum.
    ['how many cards can I keep', 'no-hand-limit', 3],
    ['ran out of settlements', 'pieces-supply'],
    ['out of roads', 'pieces-supply'],
    ['can I keep the robber in place', 'robber-must-move'],
    ['best spot to start', 'tip-count-dots'],
    ['can I build a city without a settlement', 'city-upgrade'],
    ['two players', 'player-count'],
    ['loop road', 'road-length-count'],
    ['can I build on the coast', 'settlement-placement'],
    ['no more development cards', 'empty-deck'],
    ['does the robber take development cards', 'no-dev-card-theft'],
    ['computer cheats', 'bots-fair-play'],
    ['minimum road length for longest road', 'longest-road-card'],
    // Robbing a player whose hand is empty (2026-12-05, later).
    ['rob a player with no cards', 'rob-empty-hand'],
  ],
  es: [
    // A second manual play-test.
    ['cuantos puntos necesito', 'how-to-win'],
    ['puedo pasar sin tirar', 'roll-compulsory'],
    ['robar', 'robber-steal'],
    ['a quien robo', 'robber-steal'],
    ['7', 'rolling-seven'],
    ['siete', 'rolling-seven'],
    ['descartar', 'discard-half'],
    ['descarte', 'discard-half'],
    ['descartar la mitad', 'discard-half'],
    ['construcción de carreteras', 'road-building-card'],
    ['recursos', 'bank-cards', 3],
    ['recursos iniciales', 'starting-resources'],
    ['materias iniciales', 'starting-resources'],
    ['descrate', 'discard-half'],
    ['ladorn', 'robber-overview'],
    ['ganar', 'how-to-win'],
    ['cuantos puntos para ganar', 'how-to-win'],
    ['ladron', 'robber-overview'],
    ['que hace el ladron', 'robber-overview'],
    ['cortar carretera', 'road-broken'],
    ['carretera más larga', 'longest-road-card'],
    ['límite de cartas en la mano', 'no-hand-limit'],
    ['la banca se queda sin cartas', 'bank-shortage', 3],
    ['construir en el turno de otro jugador', 'off-turn-actions'],
    ['comercio interior', 'domestic-trade'],
    ['tengo que tirar los dados', 'roll-compulsory'],
    ['terminar el turno sin tirar', 'roll-compulsory'],
    ['jugar un caballero antes de descartar', 'knight-after-seven'],
    ['jugar el caballero viejo tras comprar otro', 'older-card-same-kind'],
    // The same questions (2026-12-05).
    ['cuántas cartas puedo guardar', 'no-hand-limit', 3],
    ['me quedé sin carreteras', 'pieces-supply', 3],
    ['no me quedan poblados', 'pieces-supply', 3],
    ['mejor sitio para empezar', 'tip-count-dots'],
    ['ciudad sin poblado', 'city-upgrade'],
    ['dos jugadores', 'player-count'],
    ['carretera en bucle', 'road-length-count'],
    ['construir en la costa', 'settlement-placement'],
    ['no quedan cartas de desarrollo', 'empty-deck'],
    ['el ladrón puede quitar cartas de desarrollo', 'no-dev-card-theft'],
    ['los bots hacen trampa', 'bots-fair-play'],
    ['mínimo para la carretera más larga', 'longest-road-card'],
    ['robar a un jugador sin cartas', 'rob-empty-hand'],
  ],
  fr: [
    // A second manual play-test: « dés » folded to the stop word « des » and found nothing.
    ['dés', 'roll-compulsory', 3],
    ['les dés', 'roll-compulsory', 3],
    ['dois-je lancer les dés', 'roll-compulsory'],
    ['que faire avant de lancer', 'before-the-roll'],
    ['combien de points faut-il', 'how-to-win', 3],
    ['où poser une route', 'road-placement'],
    ['voler', 'robber-steal'],
    ['qui puis-je voler', 'robber-steal'],
    ['7', 'rolling-seven'],
    ['sept', 'rolling-seven'],
    ['défausse', 'discard-half'],
    ['défausser', 'discard-half'],
    ['construction de routes', 'road-building-card'],
    ['placement initial', 'placement-rounds'],
    ['ressources de départ', 'starting-resources'],
    ['voluer', 'robber-overview'],
    ['voleur désret', 'robber-to-desert'],
    ['gagner', 'how-to-win'],
    ['combien de points pour gagner', 'how-to-win'],
    ['voleur', 'robber-overview'],
    ['que fait le voleur', 'robber-overview'],
    ['route coupée', 'road-broken'],
    ['limite de cartes en main', 'no-hand-limit'],
    ['la banque n’a plus de cartes', 'bank-shortage', 3],
    ['construire pendant le tour d’un autre joueur', 'off-turn-actions'],
    ['suis-je obligé de lancer les dés', 'roll-compulsory'],
    ['finir mon tour sans lancer', 'roll-compulsory'],
    ['jouer un chevalier avant la défausse', 'knight-after-seven'],
    ['jouer mon ancien chevalier après en avoir acheté un', 'older-card-same-kind'],
    // The same questions (2026-12-05).
    ['combien de cartes puis-je garder', 'no-hand-limit', 3],
    ['il ne me reste plus de colonies', 'pieces-supply', 3],
    ['meilleur emplacement pour commencer', 'tip-count-dots'],
    ['ville sans colonie', 'city-upgrade'],
    ['deux joueurs', 'player-count'],
    ['route en boucle', 'road-length-count'],
    ['construire sur la côte', 'settlement-placement'],
    ['il ne reste plus de cartes développement', 'empty-deck'],
    ['le voleur peut-il prendre une carte développement', 'no-dev-card-theft'],
    ['les bots trichent', 'bots-fair-play'],
    ['minimum pour la route la plus longue', 'longest-road-card'],
    ['voler un joueur sans cartes', 'rob-empty-hand'],
  ],
  sv: [
    // The manual says "råvara" as the game does; many players say "resurs" (a Swedish play-test).
    ['resurser', 'bank-cards', 3],
    ['startresurser', 'starting-resources'],
    ['kasta resurskort', 'discard-half'],
    // A second manual play-test.
    ['bosättning', 'settlement-placement'],
    ['var får jag lägga en väg', 'road-placement', 3],
    ['stjäla', 'robber-steal'],
    ['vem stjäl jag från', 'robber-steal'],
    ['sjua', 'rolling-seven'],
    ['7', 'rolling-seven'],
    ['kasta', 'discard-half'],
    ['kasta kort', 'discard-half'],
    ['vägbygge', 'road-building-card'],
    ['startresurser', 'starting-resources'],
    ['hamnkurs', 'harbor-two-one', 3],
    ['rövrae', 'robber-overview'],
    ['riddrae', 'knight-card'],
    ['vinna', 'how-to-win'],
    ['hur många poäng för att vinna', 'how-to-win'],
    ['rövaren', 'robber-overview'],
    ['vad gör rövaren', 'robber-overview'],
    ['bruten väg', 'road-broken'],
    ['gräns för antal kort på handen', 'no-hand-limit'],
    ['banken har slut på kort', 'bank-shortage', 3],
    ['bygga på någon annans tur', 'off-turn-actions'],
    ['byta med spelare', 'domestic-trade'],
    ['handel mellan spelare', 'domestic-trade'],
    ['måste jag slå tärningarna', 'roll-compulsory'],
    ['avsluta turen utan att slå', 'roll-compulsory'],
    ['spela riddare innan man kastar', 'knight-after-seven'],
    ['spela min gamla riddare när jag köpt en ny', 'older-card-same-kind'],
    // The same questions (2026-12-05).
    ['hur många kort får jag behålla', 'no-hand-limit', 3],
    ['slut på vägar', 'pieces-supply', 3],
    ['inga bosättningar kvar', 'pieces-supply', 3],
    ['bästa platsen att börja', 'tip-count-dots'],
    ['stad utan bosättning', 'city-upgrade'],
    ['två spelare', 'player-count'],
    ['väg i en slinga', 'road-length-count'],
    ['bygga vid kusten', 'settlement-placement'],
    ['inga utvecklingskort kvar', 'empty-deck'],
    ['kan rövaren ta utvecklingskort', 'no-dev-card-theft'],
    ['fuskar datorn', 'bots-fair-play'],
    ['minst hur lång för längsta vägen', 'longest-road-card'],
    ['stjäla från en spelare utan kort', 'rob-empty-hand'],
  ],
};

/** The cases whose entry is not where it must be, with the first three results instead. */
function misses(lang: Lang, cases: readonly Case[]): string[] {
  return cases.flatMap(([q, want, within = 1]) => {
    const got = searchManual(lang, q).slice(0, 3).map((h) => h.id);
    return got.slice(0, within).includes(want) ? [] : [`"${q}" → ${got.join(', ') || 'nothing'} (want ${want}${within > 1 ? ` in the first ${within}` : ''})`];
  });
}

describe('manual search: a newcomer’s queries find the rule', () => {
  it('every entry the table names exists', () => {
    const ids = new Set(ENTRIES.map((e) => e.id));
    for (const lang of LANGS) for (const [q, id] of NEWCOMER[lang]) expect(ids.has(id), `${lang} "${q}" → ${id}`).toBe(true);
  });
  for (const lang of LANGS) {
    it(`${lang}: ${NEWCOMER[lang].length} queries`, () => {
      expect(misses(lang, NEWCOMER[lang])).toEqual([]);
    });
  }
  it('a house rule never comes before the rule it modifies', () => {
    const pairs: [Lang, string, string, string][] = [
      ['en', 'discard', 'discard-half', 'no-discard'],
      ['sv', 'kasta', 'discard-half', 'no-discard'],
      ['es', 'descarte', 'discard-half', 'discard-limit'],
      ['en', 'hand limit', 'no-hand-limit', 'discard-limit'],
    ];
    for (const [lang, q, rule, variant] of pairs) {
      const ids = searchManual(lang, q, 60).map((h) => h.id);
      expect(ids.indexOf(rule), `${lang} "${q}"`).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(rule), `${lang} "${q}": ${rule} before ${variant}`).toBeLessThan(ids.indexOf(variant) < 0 ? Infinity : ids.indexOf(variant));
    }
  });
});
