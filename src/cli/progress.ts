/** A progress bar on stderr, shown only when stderr is a terminal. */
export class Progress {
  private last = 0;
  private readonly tty = !!process.stderr.isTTY;
  private readonly started = Date.now();
  constructor(private readonly total: number, private readonly unit: string) {}
  tick(done: number): void {
    if (!this.tty) return;
    const now = Date.now();
    if (now - this.last < 100 && done < this.total) return;
    this.last = now;
    const width = 30;
    const filled = Math.round((done / this.total) * width);
    const secs = (now - this.started) / 1000;
    const rate = secs > 0 ? Math.round(done / secs) : 0;
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.total} ${this.unit} (${rate}/s)`);
  }
  done(): void {
    if (this.tty) process.stderr.write('\r' + ' '.repeat(72) + '\r');
  }
}

/**
 * A long run's stop: Ctrl-C (or SIGTERM) sets `stop.asked`, and the run ends after the games being
 * played, its records file closed whole and the figures of the games played printed; a second
 * signal kills (the handlers are `once`). Returns the undoing of it, for when the run is over.
 */
export function stopOnSignal(stop: { asked: boolean }): () => void {
  // Said at once: a run that goes quiet for seconds after Ctrl-C invites the second one, which cuts the records file short.
  const onSignal = () => { stop.asked = true; process.stderr.write('\nstopping after the games being played (a second Ctrl-C stops at once, the records file cut short)\n'); };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => { process.removeListener('SIGINT', onSignal); process.removeListener('SIGTERM', onSignal); };
}

/**
 * Turns of the event loop enough for a signal that came during a game (played without a pause) to
 * be heard: one turn was not (a Ctrl-C during the first game of a run of one job played a second
 * whole game), two are.
 */
export function signalsHeard(): Promise<void> {
  return new Promise((r) => setImmediate(() => setImmediate(r)));
}
