// The /rules page in real Chromium (issue 6): built with Vite from web/rules, served by a tiny
// static server, then driven by keyboard and mouse: search as you type, open an answer with
// its picture, switch language, follow deep links, all with the network cut after loading.
// Needs Debian's Chromium at /usr/bin/chromium (.ci/run installs it).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRIES } from '../../src/manual/content/index.js';
import { TOPICS } from '../../src/manual/types.js';
import { startRulesPage, type RulesRig } from './rules-rig.js';
import { shortTargets } from '../e2e/browser.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const ARTIFACTS = join(ROOT, 'artifacts');
const q = (id: string, lang: 'en' | 'es' | 'fr' | 'sv') => ENTRIES.find((e) => e.id === id)![lang].q;

let rig: RulesRig | undefined;
let base = '';
let browser: Browser;
let context: BrowserContext;
let page: Page;
const requests: string[] = [];
const errors: string[] = [];

beforeAll(async () => {
  // The page as the game serves it: web/rules and its bundle, assets under /assets.
  rig = await startRulesPage('rules-page-');
  ({ base, browser } = rig);
  context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await rig?.close();
});

describe('/rules in Chromium', () => {
  it('a topic in the list is heard with its number of questions as words, not a bare number in its name', async () => {
    // An accessibility review: the links read "Trading and harbors 12". The number stays on the screen.
    const n = ENTRIES.filter((e) => e.topic === 'trading').length;
    const names = { en: `Trading and harbors (${n} questions)`, es: `Comercio y puertos (${n} preguntas)`, fr: `Commerce et ports (${n} questions)`, sv: `Handel och hamnar (${n} frågor)` } as const;
    for (const [lang, name] of Object.entries(names)) {
      await page.goto(`${base}/rules?lang=${lang}`);
      const link = page.locator('.rules-topic-list a[data-topic="trading"]');
      await expect.poll(() => link.ariaSnapshot()).toBe(`- link "${name}":\n  - /url: "#trading"`);
      expect(await link.locator('.rules-n').isVisible(), lang).toBe(true);
      expect(await link.locator('.rules-n').textContent(), lang).toBe(String(n));
    }
  });

  it('loads the topic list from the bundle alone', async () => {
    await page.goto(`${base}/rules?lang=en`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Catan rules');
    expect(await page.locator('.rules-topic-list a').count()).toBe(TOPICS.length);
    expect(await page.locator('.rules-topic-card').count()).toBe(TOPICS.length);
    expect(TOPICS.length).toBe(15);
    // On a wide screen the topics stay listed beside the answers; the phone's fold button is hidden.
    expect(await page.locator('.rules-topic-list').isVisible()).toBe(true);
    expect(await page.locator('.rules-nav-toggle').isVisible()).toBe(false);
    // Everything came from this server: no external resources.
    expect(requests.every((u) => u.startsWith(base)), requests.join('\n')).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'rules-page-home.png') });
    // Keyboard: the first Tab reaches the skip link, which moves focus to the answers.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('rules-skip');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('rules-main');
  });

  it('works offline once loaded: search as you type, open an answer by keyboard', async () => {
    await context.setOffline(true);
    const before = requests.length;
    await page.locator('#rules-search').focus();
    await page.keyboard.type('longest road tie');
    const first = page.locator('.rules-results a.rules-q').first();
    await expect.poll(() => first.textContent()).toBe(q('longest-road-tie', 'en'));
    expect(await page.locator('#rules-count').textContent()).toMatch(/answers?$/);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(q('longest-road-tie', 'en'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#longest-road-tie');
    const article = page.locator('article[data-entry="longest-road-tie"]');
    await expect.poll(() => article.locator('h2').textContent()).toBe(q('longest-road-tie', 'en'));
    expect(await article.locator('figure[data-picture="longest-road-tie"] svg').count()).toBe(1);
    expect(await article.locator('figcaption').textContent()).toContain('Red keeps Longest Road');
    expect(await article.locator('.rules-meta').textContent()).toContain('§9');
    expect(await article.locator('.rules-meta cite').textContent()).toBe('Longest Road');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await page.screenshot({ path: join(ARTIFACTS, 'rules-page-entry-en.png'), fullPage: true });
    expect(requests.slice(before)).toEqual([]);
  });

  it('switches language in place, keeping the answer open', async () => {
    await page.locator('button[data-lang="es"]').click();
    const article = page.locator('article[data-entry="longest-road-tie"]');
    await expect.poll(() => article.locator('h2').textContent()).toBe(q('longest-road-tie', 'es'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.locator('button[data-lang="es"]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('h1').textContent()).toBe('Reglas de Catan');
    await page.locator('#rules-search').fill('ladron desierto');
    await expect.poll(() => page.locator('.rules-results a.rules-q').first().textContent()).toBe(q('robber-to-desert', 'es'));
    await page.screenshot({ path: join(ARTIFACTS, 'rules-page-search-es.png') });
    await page.locator('.rules-results a.rules-q').first().click();
    await expect.poll(() => page.locator('article h2').textContent()).toBe(q('robber-to-desert', 'es'));
  });

  it('follows deep links: #topic, #entry-id and #§N', async () => {
    await page.evaluate(() => { location.hash = '#robber'; });
    await expect.poll(() => page.locator('section.rules-topic').getAttribute('data-topic')).toBe('robber');
    expect(await page.locator('.rules-topic-list a[aria-current="page"]').getAttribute('data-topic')).toBe('robber');
    await page.evaluate(() => { location.hash = '#§6'; });
    await expect.poll(() => page.locator('article').getAttribute('data-entry')).toBe('robber-overview');
    await page.locator('button[data-lang="sv"]').click();
    await page.locator('#rules-search').fill('hamn 2:1');
    await expect.poll(() => page.locator('.rules-results a.rules-q').first().textContent()).toBe(q('harbor-two-one', 'sv'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('article').getAttribute('data-entry')).toBe('harbor-two-one');
    expect(await page.locator('figure[data-picture="harbors"] svg title').textContent()).toContain('2:1');
    await page.screenshot({ path: join(ARTIFACTS, 'rules-page-entry-sv.png'), fullPage: true });
  });

  it('five and six players (§14): the extension’s entries, their pictures and the extension rules cited', async () => {
    await page.locator('button[data-lang="fr"]').click();
    await page.locator('#rules-search').fill('jetons de l’extension');
    await expect.poll(() => page.locator('.rules-results a.rules-q').first().textContent()).toBe(q('five-six-components', 'fr'));
    await page.keyboard.press('Enter');
    const island = page.locator('article[data-entry="five-six-components"]');
    await expect.poll(() => island.locator('h2').textContent()).toBe(q('five-six-components', 'fr'));
    expect(await island.locator('figure[data-picture="extension-island"] svg polygon').count()).toBeGreaterThanOrEqual(30);
    expect(await island.locator('.rules-meta').textContent()).toContain('§14');
    expect(await island.locator('.rules-meta cite').allTextContents()).toEqual(['Game Play', 'Game Components']);
    expect(await island.locator('.rules-related a').first().textContent()).toBe(q('player-count', 'fr'));
    await page.screenshot({ path: join(ARTIFACTS, 'rules-page-entry-56-fr.png'), fullPage: true });
    await page.evaluate(() => { location.hash = '#special-building-longest-road'; });
    const road = page.locator('article[data-entry="special-building-longest-road"]');
    await expect.poll(() => road.locator('h2').textContent()).toBe(q('special-building-longest-road', 'fr'));
    expect(await road.locator('figcaption').textContent()).toContain('de 5 à 6');
    expect(await road.locator('.rules-meta cite').allTextContents()).toEqual(['Longest Road', 'The Special Build Phase']);
    await page.locator('button[data-lang="sv"]').click(); // back to the language the next test searches in
  });

  // Play-test on a phone: search results and answers began below the list of 15 topics.
  it('on a phone, the results, the answer and the help’s topic are on the first screen; the topics fold into a button', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'es-ES' });
    try {
      const p = await phone.newPage();
      p.on('pageerror', (e) => errors.push(e.message));
      /** Whether the whole element is inside the screen as it is now. */
      const onScreen = (sel: string) => p.locator(sel).first().evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      });
      /** Links and buttons shorter than a 44 px target (a link inside a sentence excepted). */
      const small = () => shortTargets(p, 'a, button, input, summary', 'p:not(.rules-crumb)');
      await p.goto(`${base}/rules?lang=es`);
      expect(await p.locator('.rules-topic-list').isVisible()).toBe(false);
      // Every question of the home page's lists, its topics' headings, the tools: 44 px rows.
      await expect.poll(() => p.locator('.rules-topic-card a.rules-q').count()).toBeGreaterThan(50);
      expect(await small(), 'the home page').toEqual([]);
      await p.locator('#rules-search').fill('intercambiar');
      await expect.poll(() => p.locator('.rules-results li').count()).toBeGreaterThan(2);
      expect(await onScreen('.rules-results li:nth-child(2)')).toBe(true);
      expect(await small(), 'the results').toEqual([]);
      await p.locator('.rules-results a.rules-q').first().tap();
      await expect.poll(() => p.locator('article').getAttribute('data-entry')).toBe('domestic-trade');
      expect(await onScreen('article .rules-answer')).toBe(true);
      expect(await small(), 'an answer: its crumb, previous and next, the related questions').toEqual([]);
      // The game's help opens the manual at the step's topic: its questions come first.
      await p.goto(`${base}/rules?lang=sv#trading`);
      await expect.poll(() => p.locator('section.rules-topic').getAttribute('data-topic')).toBe('trading');
      expect(await onScreen('section.rules-topic h2')).toBe(true);
      expect(await onScreen('section.rules-topic li:nth-child(2)')).toBe(true);
      expect(await p.locator('.rules-nav-toggle').textContent()).toContain('Handel och hamnar');
      // The button opens the list; picking a topic folds it again and shows that topic.
      await p.evaluate(() => scrollTo(0, 0));
      await p.locator('.rules-nav-toggle').tap();
      expect(await p.locator('.rules-topic-list a').count()).toBe(TOPICS.length);
      expect(await p.locator('.rules-topic-list').isVisible()).toBe(true);
      await p.locator('.rules-topic-list a[data-topic="robber"]').tap();
      await expect.poll(() => p.locator('section.rules-topic').getAttribute('data-topic')).toBe('robber');
      expect(await p.locator('.rules-topic-list').isVisible()).toBe(false);
      expect(await onScreen('section.rules-topic h2')).toBe(true);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await small(), 'a topic, its list open').toEqual([]);
      await p.screenshot({ path: join(ARTIFACTS, 'rules-page-phone-topic-sv.png') });
    } finally {
      await phone.close();
    }
  });

  it('Escape clears the search, and nothing failed along the way', async () => {
    await page.locator('#rules-search').fill('rövaren');
    expect(await page.locator('.rules-results li').count()).toBeGreaterThan(0);
    await page.locator('#rules-search').press('Escape');
    expect(await page.locator('#rules-search').inputValue()).toBe('');
    expect(await page.locator('.rules-results').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
