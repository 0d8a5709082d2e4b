import { describe, expect, it } from 'vitest';
import { requireChromium } from '../e2e/browser.js';

describe('browser tests never skip silently', () => {
  it('a missing Chromium is an error that says how to install it', () => {
    expect(() => requireChromium('/nonexistent/chromium')).toThrow(/apt-get install -y chromium/);
  });
});
