// The bots' one-line reasons (src/bots/reasons.ts: `catan decide`, Bot.explain, a TradeResponse)
// speak the page's words: the same resource names and plurals (resCount), the same colours, the
// same word for a corner of the board, and the page's own sentence where the page gives the same
// reason for an answer to an offer (web/src/ui/Offers.tsx). src/ is built without web/, so the
// bots keep their own copy of the words; this test holds the two together.
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, COLORS, type Resource } from '../../src/engine/index.js';
import { LANGS, DECISION_REASONS, TRADE_REASONS, describeDecision, describeTradeReason, type BuildKind, type TradeReasonCode } from '../../src/bots/reasons.js';
import { colorName, loadPack, resCount, resName, type Lang } from '../../web/src/i18n.js';
import { reasonText } from '../../web/src/ui/Offers.js';
import type { Answer } from '../../web/src/wire.js';

beforeAll(async () => { for (const l of LANGS) await loadPack(l); });

const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

describe("the bots' reasons use the page's words", () => {
  it('a count of a resource reads as the page writes it, its name agreeing with the count ("2 argiles", "1 arcilla", "2 lumber")', () => {
    for (const lang of LANGS) {
      for (const r of RESOURCES) {
        for (const n of [1, 2, 3]) {
          const line = describeDecision({ code: 'year-of-plenty', get: { [r]: n } }, lang);
          expect(line, `${lang} ${n} ${r}`).toMatch(new RegExp(`${resCount(lang, n, r)}$`));
        }
      }
      // Both sides of a bank trade and a discard of several kinds.
      const trade = describeDecision({ code: 'bank-trade', give: { wool: 4 }, get: { ore: 1 } }, lang);
      expect(trade, lang).toContain(resCount(lang, 4, 'wool'));
      expect(trade, lang).toContain(resCount(lang, 1, 'ore'));
      const discard = describeDecision({ code: 'discard', give: { brick: 2, grain: 2, ore: 1 } }, lang);
      for (const [r, n] of [['brick', 2], ['grain', 2], ['ore', 1]] as const) expect(discard, lang).toContain(resCount(lang, n, r));
    }
  });

  it('a Knight played after the roll is not called "Knight before the roll": the reason says what it does, whenever it is played (a researcher\'s play-test)', () => {
    expect(LANGS.map((lang) => describeDecision({ code: 'knight' }, lang))).toEqual(['Knight: moves the robber', 'Caballero: mueve el ladrón', 'Chevalier\u00a0: déplace le voleur', 'Riddare: flyttar rövaren']);
    for (const lang of LANGS) expect(describeDecision({ code: 'knight' }, lang)).not.toMatch(/roll|tirar|lancer|slag/i);
  });

  it('the search\'s estimate follows the reason after the language\'s semicolon (French: a narrow no-break space before it)', () => {
    const with_ = (lang: (typeof LANGS)[number]) => describeDecision({ code: 'knight', win: 0.4 }, lang);
    expect(with_('fr')).toMatch(/^Chevalier\u00a0: déplace le voleur\u202f; /);
    for (const lang of ['en', 'es', 'sv'] as const) expect(with_(lang)).toMatch(/[a-zö]; /);
  });

  it('a resource alone and a seat by its colour are named as on the page', () => {
    for (const lang of LANGS) {
      for (const r of RESOURCES) {
        expect(describeDecision({ code: 'monopoly', resource: r }, lang), `${lang} ${r}`).toMatch(new RegExp(`${resName(lang, r)}$`));
        expect(describeDecision({ code: 'city', land: [{ resource: r, number: 6 }], pips: 5 }, lang), `${lang} ${r}`).toContain(`${resName(lang, r)} 6`);
      }
      for (const c of COLORS) {
        expect(describeDecision({ code: 'robber', land: [{ resource: 'ore', number: 8 }], pips: 5, victimColor: c }, lang), `${lang} ${c}`).toMatch(new RegExp(`${capital(colorName(lang, c))}$`));
      }
    }
  });

  it("a reason the page also gives for an answer to an offer is the page's sentence", () => {
    const PIECE: Record<BuildKind, NonNullable<Answer['piece']>> = { road: 'road', settlement: 'settlement', city: 'city', devCard: 'card' };
    const pairs: [TradeReasonCode, (x: { resource: Resource; build: BuildKind }) => Answer][] = [
      ['keeps-last', (x) => ({ seat: 1, type: 'reject', reason: 'keeps-last', resource: x.resource })],
      ['gives-more', () => ({ seat: 1, type: 'reject', reason: 'gives-more' })],
      ['no-build', () => ({ seat: 1, type: 'reject', reason: 'no-build' })],
      ['completes-build', (x) => ({ seat: 1, type: 'accept', reason: 'completes', piece: PIECE[x.build] })],
    ];
    for (const lang of LANGS) {
      for (const resource of RESOURCES) {
        for (const build of Object.keys(PIECE) as BuildKind[]) {
          for (const [code, answer] of pairs) {
            expect(describeTradeReason({ code, resource, build }, lang), `${lang} ${code} ${resource} ${build}`).toBe(reasonText(lang, answer({ resource, build })));
          }
        }
      }
    }
  });

  it("a corner of the board is the page's one word for it in each language, and no other (test/web/i18n.test.ts)", () => {
    const WORD: Record<Lang, RegExp> = { en: /\bcorners?\b/i, es: /\bcruces?\b/i, fr: /\bsommets?\b/i, sv: /\bhörn\b/i };
    const OTHERS: Record<Lang, RegExp> = { en: /\b(intersections?|vertex|vertices)\b/i, es: /\b(esquinas?|intersecci|vértices?)/i, fr: /\b(intersections?|coins?|croisements?|carrefours?)\b/i, sv: /\b(korsning\w*|hörnan?)\b/i };
    const full = { land: [{ resource: 'ore' as const, number: 6 }], pips: 5, give: { wool: 4 }, get: { ore: 1 }, resource: 'ore' as const, victimColor: 'blue' as const, length: 6, build: 'city' as const };
    for (const lang of LANGS) {
      for (const code of ['road-to-spot', 'start-road'] as const) expect(describeDecision({ code, pips: 5 }, lang), `${lang} ${code}`).toMatch(WORD[lang]);
      for (const code of DECISION_REASONS) expect(describeDecision({ code, ...full }, lang), `${lang} ${code}`).not.toMatch(OTHERS[lang]);
      for (const code of TRADE_REASONS) expect(describeTradeReason({ code, resource: 'ore', build: 'city' }, lang), `${lang} ${code}`).not.toMatch(OTHERS[lang]);
    }
  });

  it('French writes its apostrophe and the space before a colon as the page does', () => {
    for (const code of DECISION_REASONS) {
      const line = describeDecision({ code, land: [{ resource: 'ore', number: 6 }], pips: 5, give: { wool: 4 }, get: { ore: 1 }, win: 0.41, next: 0.38 }, 'fr');
      expect(line, code).not.toMatch(/'| [:%]/);
    }
    for (const code of TRADE_REASONS) expect(describeTradeReason({ code, resource: 'ore', build: 'city' }, 'fr'), code).not.toMatch(/'| [:%]/);
  });
});
