// Debian's Chromium through playwright-core, with the flags this machine needs. A browser test
// never skips: without Chromium it fails, saying how to install it (a green run hides nothing).
import { execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { spawnServer } from '../../src/server/spawn.js';
import { foldState, foldUpdate, type HeldRoom, type ServerMessage, type StateMessage } from '../../src/protocol/index.js';

export const CHROMIUM = '/usr/bin/chromium';

/** Throws when the browser is missing, so that `npm test` fails instead of skipping the browser tests. */
export function requireChromium(path = CHROMIUM): string {
  if (!existsSync(path)) throw new Error(`Chromium is missing at ${path}: the browser tests need it (apt-get install -y chromium); they never skip`);
  return path;
}

/** `extraArgs`: more flags (a host name mapped to this machine, say). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: requireChromium(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
}

/** What a browser test file shares: the built server (its own database in a temporary folder), Chromium, and the contexts to close. */
export interface E2eRig {
  url: string;
  browser: Browser;
  /** The server's temporary folder (its database, and any file a test writes). */
  dbDir: string;
  contexts: BrowserContext[];
}

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Start the built server (building it first if dist/ is missing) with `env` and a fresh database
 * named after `label`, and Chromium, before the file's tests; stop both after them. Call it in a
 * describe block; the fields are filled once its beforeAll has run.
 */
export function e2eRig(label: string, env: Record<string, string>): E2eRig {
  const rig: E2eRig = { url: '', browser: null as unknown as Browser, dbDir: '', contexts: [] };
  let server: ChildProcess | null = null;
  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist/server/main.js')) || !existsSync(join(ROOT, 'dist/web/index.html'))) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
    mkdirSync(join(ROOT, 'artifacts'), { recursive: true });
    rig.dbDir = mkdtempSync(join(tmpdir(), `catan-e2e-${label}-`));
    const started = await spawnServer({ root: ROOT, env: { ...env, CATAN_DB: join(rig.dbDir, `${label}.db`) } });
    server = started.child;
    rig.url = started.url;
    rig.browser = await launchChromium();
  });
  afterAll(async () => {
    for (const c of rig.contexts) await c.close().catch(() => {});
    await rig.browser?.close();
    server?.kill('SIGTERM');
    if (rig.dbDir) rmSync(rig.dbDir, { recursive: true, force: true });
  });
  return rig;
}

/**
 * How many lines of the game log's text a person sees whole: the log's text broken into its
 * rendered lines (an entry that wraps counts each of its lines), inside the log's scroll box, the
 * info column (where it scrolls) and the window. Counting entries instead undercounted whenever a
 * long entry wrapped (an offer's answers take two or three lines), so the figure depended on
 * what the bots happened to do.
 */
export function logLinesInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroll = document.querySelector('.log .log-scroll')!;
    const log = scroll.getBoundingClientRect(), col = document.querySelector('.col-info')?.getBoundingClientRect();
    const top = Math.max(log.top, col?.top ?? 0, 0), bottom = Math.min(log.bottom, col?.bottom ?? Infinity, window.innerHeight);
    const tops: number[] = [];
    const walk = document.createTreeWalker(scroll, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.textContent?.trim() || n.parentElement?.closest('.dot')) continue;
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (r.height > 0 && r.top >= top - 1 && r.bottom <= bottom + 1) tops.push(r.top);
    }
    // Pieces of one line (a name, a separator, an icon's label) sit within a few pixels of each other.
    tops.sort((a, b) => a - b);
    let lines = 0;
    for (let i = 0; i < tops.length; i++) if (i === 0 || tops[i] - tops[i - 1] > 6) lines++;
    return lines;
  });
}

/**
 * The shown controls matching `selector` shorter than a 44 px target, each described (its test
 * id, else its tag and words, and its height), for an assertion that the list is empty. `skipInside`:
 * controls inside an element matching it are left out (a link within a sentence).
 */
export function shortTargets(page: Page, selector: string, skipInside?: string): Promise<string[]> {
  return page.$$eval(selector, (els, skip) => els
    .filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height < 44 && !(skip && e.closest(skip)); })
    .map((e) => `${(e as HTMLElement).dataset.testid ?? e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}" ${Math.round(e.getBoundingClientRect().height)} px`), skipInside);
}

/** The room a page holds, folded from the frames it receives as the page folds them (a state starts it again, updates follow). */
export function watchRoom(page: Page): () => StateMessage | null {
  let held: HeldRoom | null = null;
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => {
    const m = JSON.parse(String(payload)) as ServerMessage;
    if (m.t === 'state') held = foldState(held, m) ?? held;
    if (m.t === 'update') held = foldUpdate(held, m) ?? held;
  }));
  return () => held?.msg ?? null;
}

/**
 * A page of its own (a new context at 1280×800) on the start screen of `rig`'s server for `seed`,
 * bots at full speed: its page errors collected, and the room it holds watched.
 */
export async function botsStartPage(rig: E2eRig, seed: string): Promise<{ page: Page; errors: string[]; room: () => StateMessage | null; game: () => StateMessage['game'] | null }> {
  const ctx = await rig.browser.newContext({ viewport: { width: 1280, height: 800 } });
  rig.contexts.push(ctx);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const room = watchRoom(page);
  await page.goto(`${rig.url}/?seed=${seed}`);
  await page.waitForSelector('.preview-board.board');
  await page.selectOption('[data-testid=pace]', '0');
  return { page, errors, room, game: () => room()?.game ?? null };
}
