// The rules manual's trading answers name the game's own buttons (a play-test: "say what you give and
// what you want" did not say where). Those names must be the ones the page shows, in every language:
// a button renamed in the page's words without the manual would send a reader looking for it in vain.
import { describe, expect, it } from 'vitest';
import { TRADING } from '../../src/manual/content/trading.js';
import { LANGS, type Lang } from '../../src/manual/types.js';
import { loadPack, t, type Key } from '../../web/src/i18n.js';

/** A button's name quoted as the language quotes it. */
const QUOTE: Record<Lang, (x: string) => string> = {
  en: (x) => `“${x}”`, es: (x) => `«${x}»`, fr: (x) => `«\u00a0${x}\u00a0»`, sv: (x) => `”${x}”`,
};
const ENTRIES: { id: string; keys: Key[]; withName?: Key }[] = [
  { id: 'domestic-trade', keys: ['trade', 'youGive', 'youGet', 'tradePlayers', 'offerTable', 'accept', 'reject', 'counter'], withName: 'tradeWith' },
  { id: 'bank-trade-four', keys: ['trade', 'tradeBank'] },
];

describe('the manual names the trade buttons as the page does (§7)', () => {
  for (const lang of LANGS) {
    it(lang, async () => {
      await loadPack(lang);
      for (const { id, keys, withName } of ENTRIES) {
        const entry = TRADING.find((e) => e.id === id)!;
        const text = entry[lang].x;
        for (const k of keys) expect(text, `${id}: ${k}`).toContain(QUOTE[lang](t(lang, k)));
        // "Trade with Vera": quoted without the name, which the manual cannot know.
        if (withName) expect(text, `${id}: ${withName}`).toContain(QUOTE[lang](t(lang, withName, { name: '' }).trim()));
      }
    });
  }
});
