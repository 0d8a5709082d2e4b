/**
 * The garbage collector's pauses on the server's thread, for /api/stats (and the benchmark): how
 * many, how long in all, the p99 and the longest since the last reset. A pause stops the event
 * loop, so it adds to every action's latency while it lasts.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { percentile } from '../tourney/stats.js';

const KEEP = 4096;

export class GcWatch {
  private observer: PerformanceObserver | null = null;
  private pauses: number[] = [];
  private count = 0;
  private totalMs = 0;
  private maxMs = 0;
  private since = Date.now();

  start(): void {
    if (this.observer) return;
    this.observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        this.count++;
        this.totalMs += e.duration;
        if (e.duration > this.maxMs) this.maxMs = e.duration;
        if (this.pauses.length >= KEEP) this.pauses.splice(0, KEEP / 2);
        this.pauses.push(e.duration);
      }
    });
    this.observer.observe({ entryTypes: ['gc'] });
  }

  stop(): void { this.observer?.disconnect(); this.observer = null; }

  reset(): void { this.pauses = []; this.count = 0; this.totalMs = 0; this.maxMs = 0; this.since = Date.now(); }

  /** Pauses since the last reset: count, total, p99 and max (ms, to a tenth), and when counting began. */
  stats(): { pauses: number; totalMs: number; p99Ms: number; maxMs: number; since: number } {
    const p99 = percentile(Float64Array.from(this.pauses).sort(), 0.99);
    const r = (x: number) => Math.round(x * 10) / 10;
    return { pauses: this.count, totalMs: r(this.totalMs), p99Ms: r(p99), maxMs: r(this.maxMs), since: this.since };
  }
}
