/**
 * Help during a decision (a learner's play-test): the discard dialog's backdrop covered the status
 * bar's help button, and its focus trap kept the keyboard from it. The dialog now carries its own
 * link to the manual's answer (the discard rule), reachable by pointer and keyboard at 1280×800
 * and on a phone; the rules open in another tab and the dialog is still there to finish after.
 * A seeded game against instant bots, the person hoarding until a 7 makes them discard.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { botsStartPage, e2eRig } from './browser.js';
import type { GameMessage } from '../../src/protocol/index.js';

const ART = join(import.meta.dirname, '..', '..', 'artifacts');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One step of a person who builds nothing (a 7 soon finds them with more than 7 cards): the first lit spot in set-up, then roll and end; offers rejected. */
async function hoard(page: Page, g: GameMessage | null): Promise<void> {
  const click = (sel: string) => page.click(sel, { timeout: 2000 }).catch(() => {});
  const tg = g?.targets;
  if (g?.incoming) await click('[data-testid=incoming-reject]');
  else if (!tg) await sleep(20);
  else if (tg.robber.length) { await click('.spot-hex'); if (await page.isVisible('.victim')) await click('.victim'); }
  else if (g.view.phase === 'setup') await click('.spot');
  else if (tg.roll) await click('[data-testid=roll]');
  else if (tg.end) await click('[data-testid=end]');
  else await sleep(20);
}

/** The element on top at the middle of `sel` is `sel` itself (or inside it): nothing covers it. */
const onTop = (page: Page, sel: string) => page.evaluate((s) => {
  const el = document.querySelector(s)!;
  const r = el.getBoundingClientRect();
  const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return !!top && (top === el || el.contains(top)) && r.top >= 0 && r.bottom <= innerHeight;
}, sel);

describe('help while a dialog is open', () => {
  const rig = e2eRig('help', { BOT_DELAY_MS: '0', CATAN_OFFER_WAIT_MS: '500', CATAN_ROOMS_PER_MINUTE: '600' });
  let browser: Browser;
  beforeAll(() => { browser = rig.browser; });

  it('regression: the discard dialog links to the discard rule, by pointer and keyboard, on a laptop and a phone; the dialog is finished after', async () => {
    // This seed's first discard comes at turn 8 (a few seconds).
    const { page, errors, game } = await botsStartPage(rig, 'help-5');
    await page.click('[data-testid=start]');
    await page.click('[data-testid=play]');
    const t0 = Date.now();
    while (!((game()?.targets?.discard ?? 0) > 0)) {
      expect(Date.now() - t0, 'a 7 with more than 7 cards in hand within 60 s').toBeLessThan(60_000);
      expect(game()?.end ?? null, 'the game ended before the person had to discard').toBeNull();
      await hoard(page, game());
    }
    await page.waitForSelector('[data-testid=discard-confirm]');
    const help = '.dialog [data-testid=dialog-help]';
    // The status bar's button is under the backdrop; the dialog's own link is not.
    expect(await onTop(page, '.topbar [data-testid=help]')).toBe(false);
    expect(await onTop(page, help)).toBe(true);
    expect(await page.getAttribute(help, 'href')).toBe('/rules?lang=en#discard-half');
    // A screen reader hears that the rules open in a new tab (the words are off the screen), here and in the status bar.
    expect(await page.locator(help).ariaSnapshot()).toMatch(/^- link "Rules \(opens in a new tab\)"/);
    expect(await page.locator('.topbar [data-testid=help]').ariaSnapshot()).toMatch(/^- link "Rules \(opens in a new tab\)"/);
    mkdirSync(ART, { recursive: true });
    await page.screenshot({ path: join(ART, 'help-discard-1280x800.png') });

    // Pointer: the rule opens in another tab, at the discard answer; the dialog stays.
    const opened = async (open: () => Promise<void>) => {
      const [rules] = await Promise.all([page.context().waitForEvent('page'), open()]);
      await rules.waitForSelector('article.rules-entry[data-entry=discard-half]');
      await rules.close();
      await page.bringToFront();
      expect(await page.isVisible('[data-testid=discard-confirm]')).toBe(true);
    };
    await opened(() => page.click(help));

    // Keyboard: focus starts in the dialog, and Tab (held inside it) reaches the link.
    expect(await page.evaluate(() => !!document.activeElement?.closest('.dialog'))).toBe(true);
    let reached = false;
    for (let i = 0; i < 20 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'dialog-help');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.dialog')), 'focus stays in the dialog').toBe(true);
    }
    expect(reached, 'Tab reaches the rules link').toBe(true);
    await opened(() => page.keyboard.press('Enter'));

    // A phone: the link is in view, uncovered and a thumb-sized target.
    await page.setViewportSize({ width: 390, height: 844 });
    await sleep(100);
    expect(await onTop(page, help)).toBe(true);
    expect((await page.locator(help).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: join(ART, 'help-discard-390x844.png') });

    // The dialog is still usable: the discard is made and the dialog goes.
    for (const r of ['brick', 'wood', 'wool', 'grain', 'ore']) {
      while (await page.isEnabled(`[data-testid=pick-plus-${r}]`) && !(await page.isEnabled('[data-testid=discard-confirm]'))) await page.click(`[data-testid=pick-plus-${r}]`);
    }
    await page.click('[data-testid=discard-confirm]');
    await page.waitForSelector('[data-testid=discard-confirm]', { state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('the start screen links to the manual in the page\'s language, and the manual links back to the game', async () => {
    const ctx: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    rig.contexts.push(ctx);
    const page = await ctx.newPage();
    await page.goto(rig.url);
    await page.waitForSelector('.preview-board.board');
    await page.selectOption('.head-tools select', 'fr');
    const link = page.locator('[data-testid=open-rules]');
    await expect.poll(() => link.ariaSnapshot()).toMatch(/^- link "Règles \(s’ouvre dans un nouvel onglet\)"/);
    const note = (await link.locator('.sr-only').boundingBox())!;
    expect(note.width <= 1 && note.height <= 1, 'the note is off the screen: only "Règles" shows').toBe(true);
    expect(await link.getAttribute('href')).toBe('/rules?lang=fr');
    expect(await onTop(page, '[data-testid=open-rules]'), 'the link in view, nothing over it').toBe(true);
    // In a new tab, as in a game: the start form being filled in stays.
    const [manual] = await Promise.all([ctx.waitForEvent('page'), link.click()]);
    await manual.waitForSelector('#rules-search');
    expect(await manual.textContent('.rules-title')).toBe('Règles de Catan');
    const back = manual.locator('[data-testid=rules-play]');
    expect(await back.textContent()).toBe('Jouer');
    // The way back carries the manual's language, chosen there.
    await manual.click('.rules-langs [data-lang=sv]');
    await expect.poll(() => back.textContent()).toBe('Spela');
    await back.click();
    await manual.waitForSelector('[data-testid=open-rules]');
    expect(await manual.textContent('[data-testid=start]')).toContain('Starta partiet');
    expect(await page.isVisible('.preview-board.board'), 'the first tab is still on the start screen').toBe(true);
  }, 60_000);
});

