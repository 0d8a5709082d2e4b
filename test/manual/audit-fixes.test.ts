// The rules manual's audit (findings A 1–6, B 7–9, C 11–14): answers true for the base game and
// for five and six players, the timing of development cards, the glossary's terms, and the new
// entries, each checked in its text and, where the engine enforces the rule, against the engine.
import { describe, expect, it } from 'vitest';
import { RULE_RANGES, checkRules, type Action } from '../../src/engine/index.js';
import { ENTRIES } from '../../src/manual/content/index.js';
import { LANGS, type Entry, type Lang } from '../../src/manual/types.js';
import { play, positionState, refusal } from './positions.js';

const entry = (id: string): Entry => {
  const e = ENTRIES.find((x) => x.id === id);
  if (!e) throw new Error(`no entry ${id}`);
  return e;
};
const text = (id: string, lang: Lang) => { const t = entry(id)[lang]; return `${t.q} ${t.a} ${t.x}`; };

describe('A 1: a base-game count never stands without its five- and six-player count', () => {
  // [entry, base game figure, 5–6 figure]: wherever the entry gives the first, it gives the second.
  const COUNTS: [string, string, string][] = [
    ['empty-deck', '25', '34'],
    ['development-deck', '25', '34'],
    ['bank-must-hold', '19', '24'],
    ['bank-cards', '95', '120'],
    ['bank-cards', '19', '24'],
    ['terrain-resources', '19', '30'],
    ['number-tokens', '18', '28'],
    ['intersections-paths', '54', '80'],
    ['intersections-paths', '72', '109'],
  ];
  for (const [id, base, ext] of COUNTS) {
    it(`${id}: ${base} with ${ext}`, () => {
      for (const lang of LANGS) {
        const t = text(id, lang);
        expect(t, `${id} ${lang}`).toMatch(new RegExp(`\\b${base}\\b`));
        expect(t, `${id} ${lang}`).toMatch(new RegExp(`\\b${ext}\\b`));
      }
    });
  }
  it('harbor-kinds: nine, and 11 with five or six', () => {
    for (const lang of LANGS) expect(entry('harbor-kinds')[lang].a, lang).toMatch(/\b11\b/);
  });
  it('entries with base-game counts link to the five- and six-player components (either way)', () => {
    const linked = (id: string) => (entry(id).see ?? []).includes('five-six-components') || (entry('five-six-components').see ?? []).includes(id);
    for (const id of ['bank-cards', 'terrain-resources', 'intersections-paths', 'harbor-kinds', 'development-deck']) expect(linked(id), id).toBe(true);
  });
});

describe('A 2–6: answers true in every game', () => {
  const PHASE = { en: /special building phase/, es: /fase especial de construcción/, fr: /phase de construction spéciale/, sv: /särskilda byggfasen/ } as const;
  it('off-turn-actions: the one-line answer names the special building phase as the exception', () => {
    for (const lang of LANGS) expect(entry('off-turn-actions')[lang].a, lang).toMatch(PHASE[lang]);
  });
  it('development cards: "before the roll or in the action phase", never "any time after the roll"', () => {
    const BROAD = { en: /(any time|before or) after the roll/i, es: /(cualquier momento después de la tirada|antes o después de tirar)/i, fr: /(tout moment après le lancer|avant ou après le lancer)/i, sv: /(när som helst efter (slaget|det)|före eller efter slaget)/i } as const;
    for (const e of ENTRIES) for (const lang of LANGS) expect(text(e.id, lang), `${e.id} ${lang}`).not.toMatch(BROAD[lang]);
  });
  it('special-building-phase: the next turn starts as always (a card before the roll, a win at once)', () => {
    const OLD = { en: /begins with the roll/, es: /empieza el turno del siguiente jugador con su tirada/, fr: /commence par son lancer/, sv: /tur med slaget/ } as const;
    const CARD = { en: /development card before rolling/, es: /carta de desarrollo antes de tirar/, fr: /carte développement avant de lancer/, sv: /utvecklingskort före slaget/ } as const;
    for (const lang of LANGS) {
      expect(text('special-building-phase', lang), lang).not.toMatch(OLD[lang]);
      expect(text('special-building-phase', lang), lang).toMatch(CARD[lang]);
    }
  });
  it('robber-blocks-production: any other hex with the number produces (on the 5–6 island there may be two)', () => {
    const ANY = { en: /any other hex/, es: /cualquier otro terreno/, fr: /tout autre terrain/, sv: /alla andra rutor/ } as const;
    for (const lang of LANGS) expect(entry('robber-blocks-production')[lang].x, lang).toMatch(ANY[lang]);
  });
  it('robber-to-desert: with five or six there are two deserts, and the robber may go from one to the other', () => {
    const TWO = { en: /one desert to the other/, es: /de un desierto al otro/, fr: /d’un désert à l’autre/, sv: /ena öknen till den andra/ } as const;
    for (const lang of LANGS) expect(entry('robber-to-desert')[lang].a, lang).toMatch(TWO[lang]);
  });
});

describe('B 7–9: the glossary’s terms and clear pronouns', () => {
  it('domestic-trade uses the glossary term in Spanish and Swedish', () => {
    const d = entry('domestic-trade');
    expect(`${d.es.q} ${d.es.a}`).toMatch(/comercio interior/i);
    expect(`${d.sv.q} ${d.sv.a}`).toMatch(/handel mellan spelare/i);
  });
  it('Swedish says landskapsrutor, never landrutor', () => {
    for (const e of ENTRIES) expect(text(e.id, 'sv'), e.id).not.toMatch(/\blandrut/i);
  });
  it('off-turn-actions: no pronoun without its antecedent (fr "son lancer", sv "det slaget")', () => {
    expect(entry('off-turn-actions').fr.x).not.toMatch(/ce que son lancer/);
    expect(entry('off-turn-actions').sv.x).not.toMatch(/från det slaget/);
  });
});

// C 11–13: the new entries say what the engine does.
const RED = { settlements: ['0,-1,N'], roads: ['0,-1,NE'] };
const BLUE = { settlements: ['0,2,N'], roads: ['0,1,E'] };
const WHITE = { settlements: ['-1,0,N'], roads: ['-1,-1,SE'] };
const ORANGE = { settlements: ['-1,2,N'], roads: ['-1,2,NE'] };

describe('C 11–14: the new entries, and what the engine does', () => {
  it('roll-compulsory: the turn cannot end before the roll; a card may be played first', () => {
    entry('roll-compulsory');
    const s = positionState({ current: 0, phase: 'roll', turn: 8, players: [{ ...RED, devCards: { monopoly: 1 } }, BLUE, WHITE, ORANGE] });
    expect(refusal(s, { p: 0, type: 'end' })).toBe('wrong-phase');
    const played = play(s, { p: 0, type: 'play', card: 'monopoly', resource: 'ore' });
    expect(refusal(played, { p: 0, type: 'end' })).toBe('wrong-phase');
    expect(refusal(play(played, { p: 0, type: 'roll', dice: [2, 3] }), { p: 0, type: 'end' })).toBeNull();
  });

  it('knight-after-seven: no Knight while discards are owed or before the robber moves; after it, yes', () => {
    entry('knight-after-seven');
    const s = positionState({ current: 0, phase: 'roll', turn: 8, players: [{ ...RED, resources: { brick: 9 }, devCards: { knight: 1 } }, BLUE, WHITE, ORANGE] });
    const seven = play(s, { p: 0, type: 'roll', dice: [3, 4] });
    expect(refusal(seven, { p: 0, type: 'play', card: 'knight' })).toBe('wrong-phase');
    const discarded = play(seven, { p: 0, type: 'discard', cards: { brick: 4 } });
    expect(refusal(discarded, { p: 0, type: 'play', card: 'knight' })).toBe('wrong-phase');
    const moved = play(discarded, { p: 0, type: 'robber', hex: '1,-1' });
    expect(refusal(moved, { p: 0, type: 'play', card: 'knight' })).toBeNull();
  });

  it('older-card-same-kind: a Knight held before the turn is playable after buying another', () => {
    entry('older-card-same-kind');
    const s = positionState({ current: 0, phase: 'main', turn: 8, rolled: true, players: [{ ...RED, resources: { wool: 1, grain: 1, ore: 1 }, devCards: { knight: 1 } }, BLUE, WHITE, ORANGE] });
    const bought = play(s, { p: 0, type: 'buy', card: 'knight' } as Action);
    expect(refusal(bought, { p: 0, type: 'play', card: 'knight' })).toBeNull();
    // The new one waits: with only the bought card in hand, the play is refused.
    const onlyNew = play(positionState({ current: 0, phase: 'main', turn: 8, rolled: true, players: [{ ...RED, resources: { wool: 1, grain: 1, ore: 1 } }, BLUE, WHITE, ORANGE] }), { p: 0, type: 'buy', card: 'knight' } as Action);
    expect(refusal(onlyNew, { p: 0, type: 'play', card: 'knight' })).toBe('bought-this-turn');
  });

  it('robber-overview opens the robber topic and §6, in every language', () => {
    const robber = ENTRIES.filter((e) => e.topic === 'robber');
    expect(robber[0]?.id).toBe('robber-overview');
    expect(robber[0]?.section).toBe('§6');
    for (const lang of LANGS) expect(entry('robber-overview')[lang].q.length, lang).toBeGreaterThan(10);
  });
});

describe('the house rules\' ranges and who the beginner map is for (a review of every entry)', () => {
  it('victory-target and discard-limit give the ranges the engine enforces (RULE_RANGES), in every language', () => {
    for (const lang of LANGS) {
      for (const [id, [lo, hi]] of [['victory-target', RULE_RANGES.victoryPoints], ['discard-limit', RULE_RANGES.discardOver]] as const) {
        expect(entry(id)[lang].a, `${id} ${lang}`).toMatch(new RegExp(`\\b${lo}\\b.*\\b${hi}\\b`));
      }
    }
    expect(() => checkRules({ victoryPoints: RULE_RANGES.victoryPoints[1] + 1 })).toThrow(/from 3 to 22/);
  });
  it('beginner-setup says it is for 3 or 4 players and links the larger game\'s set-up; tip-first-game says so too', () => {
    for (const lang of LANGS) {
      expect(text('beginner-setup', lang), lang).toMatch(/3 .*4/);
      expect(entry('tip-first-game')[lang].a, lang).toMatch(/3 .*4/);
    }
    expect(entry('beginner-setup').see).toContain('five-six-setup');
  });
});

describe('a second manual play-test: conditions the answers had left out', () => {
  it('§11 seven-early-game: the friendly robber bars only numbered hexes touching an opponent under 3 visible points, as friendly-robber says', () => {
    const NUMBERED = { en: /numbered ones touching a building of an opponent with fewer than 3 visible points/, es: /tienen número y tocan un edificio de un rival con menos de 3 puntos visibles/, fr: /portent un numéro et touchent un bâtiment d’un adversaire ayant moins de 3 points visibles/, sv: /med en siffra som gränsar till en byggnad hos en motståndare med färre än 3 synliga poäng/ } as const;
    for (const lang of LANGS) expect(text('seven-early-game', lang), lang).toMatch(NUMBERED[lang]);
  });
  it('§14 buy-development-card: a card may be bought in the special building phase too; house-rules: turning that phase off with 5 or 6 is a house rule', () => {
    for (const lang of LANGS) expect(text('buy-development-card', lang), lang).toContain('§14');
    const OFF = { en: /switching that phase off is a house rule/, es: /quitar esa fase también es una variante/, fr: /retirer cette phase est aussi une variante/, sv: /husregel att stänga av den fasen/ } as const;
    for (const lang of LANGS) expect(text('house-rules', lang), lang).toMatch(OFF[lang]);
  });
});
