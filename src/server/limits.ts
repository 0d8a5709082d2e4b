/**
 * Limits that keep one client from slowing everyone: token buckets (per connection, and per
 * address so that opening more sockets buys nothing), the count of sockets each address holds,
 * and a log that writes one line per incident and at most a few a minute. Pure arithmetic on a
 * clock it is given, so it can be tested without waiting.
 */

/** A token bucket refilled at `rate` per second holding up to `burst`. */
export class Bucket {
  private tokens: number;
  private last: number;

  constructor(private readonly rate: number, private readonly burst: number, now = Date.now()) {
    this.tokens = burst;
    this.last = now;
  }

  /** Take one token; false when the bucket is empty (the request is refused). */
  take(now = Date.now()): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether one token is there (without taking it). */
  has(now = Date.now()): boolean {
    this.refill(now);
    return this.tokens >= 1;
  }

  /** Full again (nothing taken for a while): the bucket can be forgotten. */
  full(now = Date.now()): boolean {
    this.refill(now);
    return this.tokens >= this.burst;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.burst, this.tokens + (Math.max(0, now - this.last) / 1000) * this.rate);
    this.last = now;
  }
}

/** The costly requests, each with its own bucket per connection and per address. */
export type Costly = 'preview' | 'create' | 'chat' | 'history' | 'name';

/** `name`: a change of name, which in a lobby is logged for the whole table (at the chat's rate). */
export interface Rates { preview: number; create: number; chat: number; history: number; name: number }

/** A bucket's burst: twice its rate a second, and never less than `min`. */
const burstOf = (rate: number, min: number) => Math.max(min, rate * 2);

/** The buckets of one connection (or of one address). */
export class Buckets {
  /** Each made when first asked about: most connections never preview, create, chat or scroll back. */
  private readonly b: Partial<Record<Costly, Bucket>> = {};
  constructor(private readonly rates: Rates, private readonly made = Date.now()) {}
  private of(kind: Costly): Bucket {
    return (this.b[kind] ??= new Bucket(this.rates[kind], burstOf(this.rates[kind], BURSTS[kind]), this.made));
  }
  has(kind: Costly, now = Date.now()): boolean { return this.of(kind).has(now); }
  take(kind: Costly, now = Date.now()): boolean { return this.of(kind).take(now); }
  /** Every bucket full (one never made is). */
  full(now = Date.now()): boolean { return Object.values(this.b).every((x) => x.full(now)); }
}

/** How many of each costly request may come at once, in seconds' worth of its rate. */
const BURSTS: Record<Costly, number> = { preview: 2, create: 3, chat: 3, history: 4, name: 3 };

interface AddressEntry { sockets: number; buckets: Buckets }

/**
 * What each address holds: its open sockets (capped) and its buckets for costly requests. An
 * address with no socket whose buckets are full again is forgotten, so the book stays small.
 */
export class AddressBook {
  private readonly entries = new Map<string, AddressEntry>();

  constructor(private readonly opts: { socketsPerAddress: number; rates: Rates }) {}

  private entry(address: string, now: number): AddressEntry {
    let e = this.entries.get(address);
    if (!e) { e = { sockets: 0, buckets: new Buckets(this.opts.rates, now) }; this.entries.set(address, e); }
    return e;
  }

  /** A socket opens: false when the address holds its quota already (the socket is then closed). */
  open(address: string, now = Date.now()): boolean {
    const e = this.entry(address, now);
    if (e.sockets >= this.opts.socketsPerAddress) return false;
    e.sockets++;
    return true;
  }

  close(address: string, now = Date.now()): void {
    const e = this.entries.get(address);
    if (!e) return;
    e.sockets = Math.max(0, e.sockets - 1);
    if (e.sockets === 0 && e.buckets.full(now)) this.entries.delete(address);
  }

  /** Take a costly request from both the connection's bucket and the address's; false (nothing taken) when either is empty. */
  take(address: string, own: Buckets, kind: Costly, now = Date.now()): boolean {
    const e = this.entry(address, now);
    if (!own.has(kind, now) || !e.buckets.has(kind, now)) return false;
    own.take(kind, now);
    e.buckets.take(kind, now);
    return true;
  }

  sockets(address: string): number { return this.entries.get(address)?.sockets ?? 0; }
  get addresses(): number { return this.entries.size; }

  /** Forget addresses with no socket whose buckets are full (called now and then). */
  sweep(now = Date.now()): void {
    for (const [a, e] of this.entries) if (e.sockets === 0 && e.buckets.full(now)) this.entries.delete(a);
  }
}

/**
 * A log that anything a client can cause writes to: one line per incident (no stack traces), at
 * most `perMinute` lines a minute of each kind (a line's kind is what it is about: a flood of
 * failed heartbeats while the database is away does not hold back the take-over that follows);
 * the lines of a kind held back are counted in its next one written.
 */
export class QuietLog {
  private readonly kinds = new Map<string, { start: number; written: number; held: number }>();

  constructor(private readonly write: (line: string) => void, private readonly perMinute = 10) {}

  line(text: string, kind = '', now = Date.now()): void {
    // Kinds are named in the code, a handful; past 64 (a slip) the rest share the unnamed kind's allowance, never none.
    const key = this.kinds.has(kind) || this.kinds.size < 64 ? kind : '';
    let k = this.kinds.get(key);
    if (!k) { k = { start: now, written: 0, held: 0 }; this.kinds.set(key, k); }
    if (now - k.start >= 60_000) { k.start = now; k.written = 0; }
    if (k.written >= this.perMinute) { k.held++; return; }
    k.written++;
    const one = text.replace(/\s+/g, ' ').slice(0, 300);
    const more = k.held ? ` (${k.held} similar line${k.held === 1 ? '' : 's'} held back before this one)` : '';
    k.held = 0;
    this.write(one + more);
  }
}

/** One line about an error: its class and message, never its stack. */
export function errorLine(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  return String(e);
}
