/**
 * Per-connection rate limiting: a token bucket refilled at `rate` per second holding up to
 * `burst`. Pure arithmetic on a clock it is given, so it can be tested without waiting.
 */
export class Bucket {
  private tokens: number;
  private last: number;

  constructor(private readonly rate: number, private readonly burst: number, now = Date.now()) {
    this.tokens = burst;
    this.last = now;
  }

  /** Take one token; false when the bucket is empty (the message is refused). */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
