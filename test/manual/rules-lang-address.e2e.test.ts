// The /rules page keeps the language chosen in its address (?lang=), so that a reload or a
// shared link opens that language rather than the one the page was first opened in. Built with
// Vite from web/rules and served by a tiny static server, as in rules-page.e2e.test.ts, in real
// Chromium. Needs Debian's Chromium at /usr/bin/chromium (.ci/run installs it); never skips.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRIES } from '../../src/manual/content/index.js';
import { startRulesPage, type RulesRig } from './rules-rig.js';

const q = (id: string, lang: 'en' | 'es' | 'fr' | 'sv') => ENTRIES.find((e) => e.id === id)![lang].q;

let rig: RulesRig | undefined;
let base = '';
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  rig = await startRulesPage('rules-lang-');
  ({ base, browser } = rig);
});

afterAll(async () => {
  await rig?.close();
});

async function open(url: string): Promise<Page> {
  // A fresh context each time: nothing saved from an earlier visit, as for a link someone was sent.
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(url);
  return page;
}

const address = (page: Page) => page.evaluate(() => ({ search: location.search, hash: decodeURIComponent(location.hash), steps: history.length }));

describe('/rules keeps the chosen language in its address', () => {
  it('a switch rewrites ?lang= in place, keeping the other parameters and the #hash; a reload stays in that language', async () => {
    const page = await open(`${base}/rules/?lang=en&from=game#longest-road-tie`);
    const h2 = page.locator('article[data-entry="longest-road-tie"] h2');
    await expect.poll(() => h2.textContent()).toBe(q('longest-road-tie', 'en'));
    const before = await address(page);
    expect(before.search).toBe('?lang=en&from=game');

    await page.locator('button[data-lang="fr"]').click();
    await expect.poll(() => h2.textContent()).toBe(q('longest-road-tie', 'fr'));
    await expect.poll(() => address(page)).toEqual({ search: '?lang=fr&from=game', hash: '#longest-road-tie', steps: before.steps });

    await page.locator('button[data-lang="sv"]').click();
    await expect.poll(() => address(page)).toEqual({ search: '?lang=sv&from=game', hash: '#longest-road-tie', steps: before.steps });

    await page.reload();
    await expect.poll(() => h2.textContent()).toBe(q('longest-road-tie', 'sv'));
    expect(await page.locator('button[data-lang="sv"]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    await page.context().close();
  });

  it('the address, shared, opens in the language chosen (deep links #§N included)', async () => {
    const page = await open(`${base}/rules?lang=en#${encodeURIComponent('§6')}`);
    const article = page.locator('article[data-entry="robber-overview"]');
    await expect.poll(() => article.locator('h2').textContent()).toBe(q('robber-overview', 'en'));
    await page.locator('button[data-lang="es"]').click();
    await expect.poll(() => address(page)).toMatchObject({ search: '?lang=es', hash: '#§6' });
    const shared = await page.evaluate(() => location.href);
    await page.context().close();

    const other = await open(shared);
    await expect.poll(() => other.locator('article[data-entry="robber-overview"] h2').textContent()).toBe(q('robber-overview', 'es'));
    expect(await other.locator('h1').textContent()).toBe('Reglas de Catan');
    await other.context().close();
    expect(errors).toEqual([]);
  });
});
