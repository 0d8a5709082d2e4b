/**
 * "More time" for a bot's offer is offered while the server grants it: past the tenth the server
 * refuses it (`no-more-time`), and the spoken warning that a few seconds are left stopped naming
 * a button that was no longer there only once the server said how many were left (`more`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS, loadPack, t } from '../../web/src/i18n.js';
import { moreTimeFor } from '../../web/src/ui/Offers.js';

describe('"More time" while the server grants it (WCAG 2.2.1)', () => {
  beforeAll(async () => { for (const l of LANGS) await loadPack(l); });

  it('a bot\'s offer with requests left, or from a server that does not say: the button, and the warning names it', () => {
    for (const inc of [{ until: 1, more: 3 }, { until: 1 }]) expect(moreTimeFor(inc)).toEqual({ button: true, soon: 'offerSoon' });
  });

  it('none left: no button, and the warning does not name it, in every language', () => {
    expect(moreTimeFor({ until: 1, more: 0 })).toEqual({ button: false, soon: 'offerSoonLast' });
    for (const l of LANGS) {
      expect(t(l, 'offerSoon').startsWith(t(l, 'offerSoonLast').replace(/\.$/, ''))).toBe(true);
      expect(t(l, 'offerSoonLast')).not.toContain(t(l, 'moreTime'));
      expect(t(l, 'offerSoon')).toContain(t(l, 'moreTime'));
    }
  });

  it('a person\'s offer waits without end: no button', () => {
    expect(moreTimeFor({}).button).toBe(false);
  });
});
