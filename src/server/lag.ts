/**
 * The event loop's delay, as /api/stats and the benchmarks report it. Node's monitor records the
 * whole time between its timer's runs, so an idle loop reads its resolution (10 ms): the delay
 * is what a run took beyond that.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

const RESOLUTION_MS = 10;

/** A started monitor of the event loop's delay. */
export function loopDelayMonitor(): IntervalHistogram {
  const h = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  h.enable();
  return h;
}

/** A monitor's figure (ns, as recorded) as the delay in ms, to a tenth (0 when there is none). */
export function delayMs(ns: number): number {
  if (!Number.isFinite(ns) || ns <= 0) return 0;
  return Math.max(0, Math.round((ns - RESOLUTION_MS * 1e6) / 1e5) / 10);
}
