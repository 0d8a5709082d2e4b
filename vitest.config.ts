import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits on the server and the page; on a loaded two-core machine a round trip can take
    // more than vitest's default second. A longer wait only slows a test that fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
