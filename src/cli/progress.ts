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
