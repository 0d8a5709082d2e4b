// Debian's Chromium through playwright-core, with the flags this machine needs. A browser test
// never skips: without Chromium it fails, saying how to install it (a green run hides nothing).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Throws when the browser is missing, so that `npm test` fails instead of skipping the browser tests. */
export function requireChromium(path = CHROMIUM): string {
  if (!existsSync(path)) throw new Error(`Chromium is missing at ${path}: the browser tests need it (apt-get install -y chromium); they never skip`);
  return path;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: requireChromium(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
