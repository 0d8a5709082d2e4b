/**
 * One node of a cluster: the server's part in sharing one PostgreSQL database with other nodes.
 * It keeps this node's leases alive (renewed every third of their length), hears of the other
 * nodes through heartbeats (their facts: rooms, games, connections, public lobbies), takes over
 * the rooms whose owner stopped renewing (after the lease expires, never before), tells the edge
 * where a room is played, and hands every room over when the node drains.
 *
 * Ownership is the database's: a lease row per room with an expiry by the database's clock and
 * an epoch that grows with every new owner. A room is in memory on the node that holds its
 * lease, and every write of it carries the epoch, which the database checks (store/schema.ts):
 * a node that was paused past its lease and goes on writes nothing — its first write is
 * refused, and it drops the room. No clock of this node is trusted for that.
 * Never applies a rule, and never acts on a room it does not hold.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { QuietLog } from '../limits.js';
import type { Located, Ownership, Rooms } from '../rooms.js';
import type { LeaseStore, NodeInfo } from '../store/index.js';

export interface ClusterOptions {
  /** This node's id (unique in the cluster; a new one per process by default). */
  nodeId: string;
  /** Where the other nodes reach this one (http://host:port). */
  url: string;
  /** How long a lease lasts without renewal, ms (at most 10 s: a dead node's rooms wait that long). */
  leaseMs: number;
  /** The secret nodes show each other when they forward a player's connection; shared through the database when not given. */
  secret: string | null;
}

/** What a node tells the others in its heartbeat (and /api/stats shows for the cluster). */
export interface NodeFacts { rooms: number; playing: number; connections: number; public: unknown[] }

const HEARTBEAT_MS = 1000;
/** A node not heard from for a day is forgotten. */
export const FORGET_NODES_MS = 24 * 3600_000;

export class ClusterNode implements Ownership {
  readonly node: string;
  readonly ttlMs: number;
  /** Where the other nodes reach this one (known once the server listens). */
  url: string;
  secret = '';
  draining = false;
  readonly started = Date.now();
  /** performance.now() when the last renewal that succeeded was sent (its leases run at least ttl from then). */
  private renewedAt = -Infinity;
  private timers: ReturnType<typeof setInterval>[] = [];
  private scanTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** Database work in flight (heartbeat, renewal, scan, release): `close` waits for it, as the server ends the store's pool next. */
  private readonly busy = new Set<Promise<unknown>>();
  /** Rooms this node took the lease of but could not load (a damaged record): kept, not tried again. */
  private readonly broken = new Set<string>();
  /** When (performance.now()) this node last took each lease: one just taken is being loaded, not a leftover to let go. */
  private readonly claimedAt = new Map<string, number>();
  /** The nodes heard from lately (this one included), as the last heartbeat read them. */
  peers: NodeInfo[] = [];
  /** Heartbeats sent. */
  private beats = 0;
  /** Renewals failed in a row (the database away): the first that works again says so. */
  private renewFailing = 0;
  readonly counts = { takenOver: 0, claimedOnDemand: 0, released: 0, renewals: 0, renewFailures: 0, handedOver: 0 };

  constructor(
    private readonly leases: LeaseStore,
    private readonly rooms: Rooms,
    private readonly opts: ClusterOptions,
    private readonly facts: () => NodeFacts,
    private readonly log: QuietLog,
  ) {
    this.node = opts.nodeId;
    this.ttlMs = opts.leaseMs;
    this.url = opts.url;
    // From now on a new room is leased, and rooms come back by their leases.
    rooms.ownership = this;
  }

  static newNodeId(): string { return randomBytes(6).toString('hex'); }

  /**
   * Join the cluster: the shared secret, a first heartbeat, the rooms nobody holds (every room of
   * a cluster starting afresh, or of a node that stopped) taken over before it resolves, then the
   * loops (renewal, heartbeat, take-overs). Resolves with the rooms taken over.
   */
  async start(): Promise<number> {
    this.secret = this.opts.secret ?? await this.leases.setting('relay-secret', () => randomBytes(32).toString('base64url'));
    await this.refuseTakenId();
    await this.heartbeat();
    await this.renew();
    for (;;) {
      const claimed = await this.leases.claimExpired(this.node, this.ttlMs, 64);
      await this.takeAll(claimed);
      if (claimed.length < 64) break;
    }
    this.timers.push(setInterval(() => void this.track(this.renew()), Math.max(100, Math.floor(this.ttlMs / 3))));
    this.timers.push(setInterval(() => void this.track(this.heartbeat()), HEARTBEAT_MS));
    for (const t of this.timers) t.unref();
    this.scheduleScan(250);
    return this.counts.takenOver;
  }

  /** Ready for players: its leases are renewed and it is not draining (/readyz). */
  get ready(): boolean { return !this.draining && !this.stopped && performance.now() - this.renewedAt < this.ttlMs; }

  private scheduleScan(ms: number): void {
    if (this.stopped) return;
    this.scanTimer = setTimeout(() => void this.track(this.scan()), ms);
    this.scanTimer.unref();
  }

  /** Every lease this node holds runs on; a room whose lease is no longer this node's (epoch) is dropped at once. */
  private renew(): Promise<void> {
    // Draining: no more renewals, or one landing after a release would take the lease back for this node.
    if (this.stopped || this.draining) return Promise.resolve();
    return (this.renewing ??= this.renewOnce().finally(() => { this.renewing = null; }));
  }
  /** The renewal in flight (drain waits for it before letting leases go). */
  private renewing: Promise<void> | null = null;

  private async renewOnce(): Promise<void> {
    const sent = performance.now();
    let held: Map<string, number>;
    try {
      held = await this.leases.renew(this.node, this.ttlMs);
    } catch (e) {
      this.counts.renewFailures++;
      this.log.line(`cluster: lease renewal failed: ${(e as Error).message}`, 'renewal');
      this.renewFailing++;
      return;
    }
    if (this.renewFailing) {
      this.log.line(`cluster: lease renewal works again, after ${this.renewFailing} failed`, 'renewal-back');
      this.renewFailing = 0;
    }
    this.counts.renewals++;
    this.renewedAt = sent;
    for (const [id, epoch] of this.rooms.leased(sent)) {
      if (held.get(id) !== epoch) this.rooms.dropLost(id, `its lease is no longer this node's (epoch ${epoch}; another node took it over)`);
    }
    // A lease held for no room in memory (a room dropped meanwhile): let it go.
    for (const [id, epoch] of held) {
      if (this.rooms.live(id) || this.rooms.isLoading(id) || this.broken.has(id)) continue;
      if (sent - (this.claimedAt.get(id) ?? -Infinity) < this.ttlMs) continue;
      void this.track(this.release(id, epoch));
    }
    for (const [id, at] of this.claimedAt) if (sent - at > this.ttlMs) this.claimedAt.delete(id);
  }

  /**
   * Two live nodes with one id would renew, take over and drop each other's rooms: a node whose
   * id another node is still heartbeating under does not start. A row heard from lately may be
   * this node's own earlier process (restarted with a fixed CATAN_NODE_ID): it is taken as live
   * only if it is heard from again a few heartbeats later.
   */
  private async refuseTakenId(): Promise<void> {
    const seen = (await this.leases.nodes(HEARTBEAT_MS * 4)).find((p) => p.id === this.node);
    if (!seen) return;
    await new Promise((ok) => setTimeout(ok, HEARTBEAT_MS * 2.5));
    const again = (await this.leases.nodes(HEARTBEAT_MS * 2)).find((p) => p.id === this.node);
    if (again) {
      throw new Error(`CATAN_NODE_ID ${this.node} is the id of a node that is running (at ${again.url}, heard from ${again.seenMsAgo} ms ago): give each node its own id, or leave CATAN_NODE_ID unset for a new one per process`);
    }
  }

  private async heartbeat(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.leases.heartbeat({ id: this.node, url: this.url, started: this.started, draining: this.draining, facts: this.facts() });
      this.peers = await this.leases.nodes(HEARTBEAT_MS * 4);
      // Now and then, the nodes gone for a day leave the table (each start of a node adds one).
      if (++this.beats % 600 === 1) await this.leases.forgetNodes(FORGET_NODES_MS);
    } catch (e) {
      this.log.line(`cluster: heartbeat failed: ${(e as Error).message}`, 'heartbeat');
    }
  }

  /** Take over rooms whose owner stopped renewing, a few at a time (the other nodes take their share). */
  private async scan(): Promise<void> {
    if (this.stopped) return;
    let n = 0;
    if (!this.draining && this.ready) {
      try {
        const live = Math.max(1, this.peers.filter((p) => !p.draining).length);
        const claimed = await this.leases.claimExpired(this.node, this.ttlMs, live > 1 ? 12 : 32);
        n = claimed.length;
        await this.takeAll(claimed);
      } catch (e) {
        this.log.line(`cluster: taking over rooms failed: ${(e as Error).message}`, 'takeover-failed');
      }
    }
    // Again at once while there are orphans; otherwise a few times a second, at a jittered moment.
    this.scheduleScan(n > 0 ? 0 : 250 + Math.floor(Math.random() * 250));
  }

  /** Take a batch of rooms whose leases this node just claimed (loaded, replayed, carried on), and say so in one line. */
  private async takeAll(claimed: readonly { room: string; epoch: number; from: string }[]): Promise<void> {
    if (!claimed.length) return;
    // Claimed while draining (the claim was sent before): let them go again, for a node that stays.
    if (this.draining) { await Promise.all(claimed.map((c) => this.release(c.room, c.epoch))); return; }
    const t0 = performance.now();
    for (const c of claimed) this.claimedAt.set(c.room, t0);
    const ok = await Promise.all(claimed.map(({ room, epoch }) => this.take(room, epoch)));
    this.log.line(takeoverLine(claimed, ok, performance.now() - t0, this.node), 'takeover');
  }

  /** Whether the room is now played here (false: no such room any more, or its record could not be loaded). */
  private async take(room: string, epoch: number): Promise<boolean> {
    try {
      const r = await this.rooms.adopt(room, epoch);
      if (r) this.counts.takenOver++;
      return r !== null;
    } catch {
      this.broken.add(room);
      return false;
    }
  }

  /** A room claimed on demand (`locate`) was loaded by the rooms (`Rooms.get`): one line, as for a batch. */
  tookOver(room: string, from: string, ok: boolean, ms: number): void {
    this.log.line(takeoverLine([{ room, from }], [ok], ms, this.node, 'asked for'), 'takeover');
  }

  /**
   * Where a room not in memory here is played: here (its lease just taken: nobody held it, or its
   * owner's lease expired), on the node that holds its lease, nowhere (no such room), or moving
   * (its lease is expiring and this node drains).
   */
  async locate(id: string): Promise<Located> {
    for (let i = 0; i < 3; i++) {
      const lease = await this.leases.lease(id);
      if (lease && lease.node === this.node && lease.live && !this.draining) return { kind: 'here', epoch: lease.epoch };
      if (lease && lease.live && lease.node !== this.node) return lease.url ? { kind: 'remote', url: lease.url, expiresInMs: lease.expiresInMs } : { kind: 'moving' };
      if (this.draining) return lease ? { kind: 'moving' } : { kind: 'none' };
      const epoch = await this.leases.claim(id, this.node, this.ttlMs);
      if (epoch !== null && this.draining) { await this.release(id, epoch); return { kind: 'moving' }; } // the drain began meanwhile
      if (epoch !== null) {
        this.claimedAt.set(id, performance.now());
        this.counts.claimedOnDemand++;
        // Another node's lease that ran out (or was let go): a take-over, which the rooms time and report (`tookOver`).
        return lease && lease.node !== this.node ? { kind: 'here', epoch, from: lease.node } : { kind: 'here', epoch };
      }
      if (!lease) return { kind: 'none' }; // no lease and none could be made: no such room
      // Another node took it between the two queries: look again.
    }
    return { kind: 'moving' };
  }

  released(id: string, epoch: number): void { void this.track(this.release(id, epoch)); }

  private track(p: Promise<void>): Promise<void> {
    this.busy.add(p);
    const done = () => { this.busy.delete(p); };
    p.then(done, done);
    return p;
  }

  private async release(id: string, epoch: number): Promise<void> {
    try {
      await this.leases.release(id, this.node, epoch);
      this.counts.released++;
    } catch (e) {
      this.log.line(`cluster: releasing room ${id} failed: ${(e as Error).message}`, 'release');
    }
  }

  /** Drain: take no more rooms, hand every room over (its writes committed, its lease let go). */
  async drain(): Promise<number> {
    this.draining = true;
    await this.renewing;
    await this.heartbeat();
    const release = (id: string, epoch: number) => this.release(id, epoch);
    let n = await this.rooms.handOver(release);
    // A take-over begun before the drain (a scan's claim the database ran after a lease was let
    // go, or a player's room being loaded) may still bring a room in: once those are done, any
    // such room is handed over too, so that no lease stays held by a node about to stop.
    await Promise.allSettled([...this.busy]);
    await this.rooms.settled();
    n += await this.rooms.handOver(release);
    this.counts.handedOver += n;
    return n;
  }

  /** The cluster as /api/stats shows it: every node heard from lately, and the totals. */
  view(): { node: string; leaseMs: number; draining: boolean; nodes: unknown[]; rooms: number; playing: number; connections: number; counts: ClusterNode['counts'] } {
    const mine = this.facts();
    const nodes = this.peers.filter((p) => p.id !== this.node).map((p) => ({ id: p.id, url: p.url, draining: p.draining, seenMsAgo: p.seenMsAgo, ...factsOf(p.facts) }));
    const self = { id: this.node, url: this.url, draining: this.draining, seenMsAgo: 0, rooms: mine.rooms, playing: mine.playing, connections: mine.connections };
    const all = [self, ...nodes];
    return {
      node: this.node, leaseMs: this.ttlMs, draining: this.draining, nodes: all,
      rooms: all.reduce((n, x) => n + x.rooms, 0), playing: all.reduce((n, x) => n + x.playing, 0),
      connections: all.reduce((n, x) => n + x.connections, 0), counts: this.counts,
    };
  }

  /** Public rooms of the whole cluster: this node's as they are now, the others' as their last heartbeat said. */
  publicRooms(): unknown[] {
    const out: unknown[] = [...this.facts().public];
    for (const p of this.peers) {
      if (p.id === this.node) continue;
      const f = p.facts as { public?: unknown };
      if (Array.isArray(f?.public)) out.push(...(f.public as unknown[]));
    }
    return out;
  }

  /**
   * Stop the loops, then wait for the database work in flight: the server ends the store's pool
   * next, and a heartbeat still running then failed with "Cannot use a pool after calling end on
   * the pool" after every drain (an operator's play-test).
   */
  async close(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    if (this.scanTimer) clearTimeout(this.scanTimer);
    await Promise.allSettled([...this.busy]);
  }
}

/**
 * The log line of a take-over: how many rooms, from which node (or nodes), how long loading and
 * replaying them took, which ones (the first few), and how many could not be loaded. Rooms whose
 * lease was this node's own (`self`: its renewals did not land in time, e.g. while the database
 * was away, and it claimed them again) are taken back, not taken over from anyone.
 * `how`: "asked for" when a player's arrival made this node take the room.
 */
export function takeoverLine(taken: readonly { room: string; from: string }[], ok: readonly boolean[], ms: number, self: string, how?: 'asked for'): string {
  const byNode = new Map<string, number>();
  let own = 0;
  for (const t of taken) {
    if (t.from === self) own++;
    else byNode.set(t.from, (byNode.get(t.from) ?? 0) + 1);
  }
  const count = (n: number) => `${n} room${n === 1 ? '' : 's'}`;
  const nodes = [...byNode].map(([node, n]) => (byNode.size > 1 ? `${n} of node ${node}` : `node ${node}`)).join(', ');
  const what = [
    byNode.size ? `took over ${count(taken.length - own)} from ${nodes}${how ? ` (${how} by a player)` : ''}` : '',
    own ? `took back ${count(own)} of its own whose lease${own === 1 ? '' : 's'} had lapsed` : '',
  ].filter(Boolean).join(' and ');
  const done = ok.filter(Boolean).length;
  const ids = taken.map((t) => t.room);
  const named = ids.length > 8 ? `${ids.slice(0, 8).join(' ')} …` : ids.join(' ');
  const failed = done < taken.length ? `; ${taken.length - done} could not be loaded` : '';
  return `cluster: ${what}, loaded and replayed in ${Math.round(ms)} ms${failed}: ${named}`;
}

function factsOf(x: unknown): { rooms: number; playing: number; connections: number } {
  const f = (typeof x === 'object' && x !== null ? x : {}) as Record<string, unknown>;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return { rooms: n(f.rooms), playing: n(f.playing), connections: n(f.connections) };
}
