// The /rules page as the game serves it, for the browser tests of the manual: web/rules and its
// bundle built with Vite into a temporary folder, served by a tiny static server on a free
// loopback port (/rules and /rules/ give index.html, assets by path), and Debian's Chromium at
// /usr/bin/chromium (.ci/run installs it). A missing Chromium is an error, never a skip.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = resolve(import.meta.dirname, '..', '..');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

export interface RulesRig {
  /** The server's address, such as http://127.0.0.1:PORT (the page is at /rules). */
  base: string;
  browser: Browser;
  /** Closes the browser and the server and removes the build. */
  close(): Promise<void>;
}

/** Builds the page, serves it and launches Chromium; `prefix` names the temporary folder. */
export async function startRulesPage(prefix: string): Promise<RulesRig> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const out = mkdtempSync(join(tmpdir(), prefix));
  await build({ root: join(ROOT, 'web', 'rules'), base: '/', configFile: false, logLevel: 'warn', build: { outDir: out, emptyOutDir: true } });
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]!);
    const file = path === '/rules' || path === '/rules/' ? join(out, 'index.html') : join(out, normalize(path));
    if (!file.startsWith(out) || !existsSync(file) || !extname(file)) { res.writeHead(404); res.end('not found'); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    base,
    browser,
    async close() {
      await browser.close();
      await new Promise<void>((ok) => server.close(() => ok()));
      rmSync(out, { recursive: true, force: true });
    },
  };
}
