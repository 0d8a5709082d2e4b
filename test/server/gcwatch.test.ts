/**
 * The garbage collector's pauses as /api/stats reports them (src/server/gcwatch.ts): counted
 * while watching, started afresh by a reset, and part of the stats the benchmark reads.
 */
import { describe, expect, it } from 'vitest';
import { GcWatch } from '../../src/server/gcwatch.js';
import { startServer } from '../../src/server/server.js';
import { GENEROUS } from './harness.js';

/** Enough short-lived garbage for the young generation to be collected several times. */
function churn(): number {
  let keep: { i: number; a: number[] }[] = [];
  let n = 0;
  for (let i = 0; i < 2_000_000; i++) {
    keep.push({ i, a: [i, i + 1] });
    if (keep.length > 20_000) { n += keep.length; keep = []; }
  }
  return n + keep.length;
}
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('garbage-collection pauses', () => {
  it('are counted while watched, with their total, p99 and longest; a reset starts afresh', async () => {
    const gc = new GcWatch();
    gc.start();
    churn();
    await settle();
    const s = gc.stats();
    expect(s.pauses).toBeGreaterThan(0);
    expect(s.totalMs).toBeGreaterThan(0);
    expect(s.maxMs).toBeGreaterThanOrEqual(s.p99Ms);
    expect(s.p99Ms).toBeGreaterThan(0);
    gc.reset();
    expect(gc.stats()).toMatchObject({ pauses: 0, totalMs: 0, maxMs: 0 });
    gc.stop();
    churn();
    await settle();
    expect(gc.stats().pauses).toBe(0); // stopped: nothing more is counted
  });

  it('/api/stats reports them, and ?reset=lag resets them with the lag', async () => {
    const srv = await startServer({ port: 0, dbPath: ':memory:', ...GENEROUS });
    try {
      churn();
      await settle();
      const read = async (q = '') => (await (await fetch(`${srv.url}/api/stats${q}`)).json() as { gc: { pauses: number; totalMs: number; p99Ms: number; maxMs: number } }).gc;
      expect((await read('?reset=lag')).pauses).toBeGreaterThan(0);
      const after = await read();
      expect(after.pauses).toBeLessThan(5);
    } finally { await srv.close(); }
  });
});
