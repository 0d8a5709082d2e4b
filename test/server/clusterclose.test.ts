/**
 * A node of a cluster that stops (cluster/node.ts, `close`): its loops stop and the database work
 * in flight finishes before `close` resolves, because the server ends the store's pool next. An
 * operator's play-test saw every SIGTERM end with "cluster: heartbeat failed: Cannot use a pool
 * after calling end on the pool" after "drained: handed N rooms over…". No PostgreSQL here: the
 * leases are a stand-in that refuses every call once its "pool" has ended, as `pg` does.
 *
 * And a node that drains lets go of every lease it holds when the drain resolves, even one a
 * take-over scan in flight claimed back after the drain let it go: CI once saw a restarted server
 * on the same database bring back no game, because the old node's scan had taken the game's
 * just-released lease again for five seconds.
 */
import { describe, expect, it } from 'vitest';
import { ClusterNode } from '../../src/server/cluster/node.js';
import { QuietLog } from '../../src/server/limits.js';
import type { Rooms } from '../../src/server/rooms.js';
import type { LeaseStore } from '../../src/server/store/index.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a cluster node closing', () => {
  it('waits for a heartbeat in flight, so that none runs into the ended pool', async () => {
    let ended = false;
    let gate: Promise<void> | null = null;
    let heartbeatsWaiting = 0;
    const use = () => { if (ended) throw new Error('Cannot use a pool after calling end on the pool'); };
    const leases: LeaseStore = {
      renew: async () => { use(); return new Map(); },
      claimExpired: async () => { use(); return []; },
      claim: async () => { use(); return null; },
      release: async () => { use(); },
      lease: async () => { use(); return null; },
      heartbeat: async () => {
        use();
        if (gate) { heartbeatsWaiting++; await gate; }
      },
      forgetNodes: async () => { use(); return 0; },
      nodes: async () => { use(); return []; },
      setting: async (_k, make) => { use(); return make(); },
    };
    const rooms = { leased: () => new Map(), live: () => false, isLoading: () => false, ownership: null } as unknown as Rooms;
    const lines: string[] = [];
    const node = new ClusterNode(leases, rooms, { nodeId: 'n1', url: 'http://127.0.0.1:1', leaseMs: 3000, secret: 'a-secret-of-16-chars' }, () => ({ rooms: 0, playing: 0, connections: 0, public: [] }), new QuietLog((l) => lines.push(l)));
    await node.start();

    // The next heartbeat (once a second) waits on the database.
    let open = () => {};
    gate = new Promise<void>((r) => { open = r; });
    for (let i = 0; i < 40 && heartbeatsWaiting === 0; i++) await sleep(50);
    expect(heartbeatsWaiting, 'a heartbeat is in flight').toBe(1);

    // The database answers a little later; meanwhile the server closes the node, then ends the pool.
    setTimeout(open, 150);
    await node.close();
    ended = true;
    await sleep(300);
    expect(lines.filter((l) => /failed/.test(l))).toEqual([]);
  });

  it('a scan in flight when the drain begins does not keep a lease the drain let go: the room stays handed over', async () => {
    // One room, r1, under a lease this node holds (epoch 1); the leases as the database keeps them.
    const lease = { node: 'n1', epoch: 1, expires: Infinity };
    let claimGate: Promise<void> | null = null;
    let claimsWaiting = 0;
    const leases: LeaseStore = {
      renew: async (node) => {
        if (lease.node === node && lease.expires !== -Infinity) lease.expires = Infinity;
        return lease.node === node ? new Map([['r1', lease.epoch]]) : new Map();
      },
      // The scan's statement runs only once the gate opens: after the drain's release committed.
      claimExpired: async (node) => {
        if (claimGate) { claimsWaiting++; await claimGate; }
        if (lease.expires !== -Infinity) return [];
        const from = lease.node;
        lease.node = node; lease.epoch++; lease.expires = Infinity;
        return [{ room: 'r1', epoch: lease.epoch, from }];
      },
      claim: async () => null,
      release: async (room, node, epoch) => { if (room === 'r1' && lease.node === node && lease.epoch === epoch) lease.expires = -Infinity; },
      lease: async () => null,
      heartbeat: async () => {},
      forgetNodes: async () => 0,
      nodes: async () => [],
      setting: async (_k, make) => make(),
    };
    const held = new Map<string, number>([['r1', 1]]);
    const rooms = {
      ownership: null,
      leased: () => new Map(held),
      live: (id: string) => held.has(id),
      isLoading: () => false,
      settled: async () => {},
      adopt: async (id: string, epoch: number) => { held.set(id, epoch); return {}; },
      handOver: async (release: (id: string, epoch: number) => Promise<void>) => {
        const all = [...held];
        held.clear();
        for (const [id, epoch] of all) await release(id, epoch);
        return all.length;
      },
    } as unknown as Rooms;
    const node = new ClusterNode(leases, rooms, { nodeId: 'n1', url: 'http://127.0.0.1:1', leaseMs: 3000, secret: 'a-secret-of-16-chars' }, () => ({ rooms: held.size, playing: held.size, connections: 0, public: [] }), new QuietLog(() => {}));
    await node.start();
    let open = () => {};
    claimGate = new Promise<void>((r) => { open = r; });
    for (let i = 0; i < 40 && claimsWaiting === 0; i++) await sleep(50);
    expect(claimsWaiting, 'a scan is claiming').toBe(1);
    const drained = node.drain();
    for (let i = 0; i < 40 && lease.expires !== -Infinity; i++) await sleep(10);
    expect(lease.expires, 'the drain let the lease go').toBe(-Infinity);
    open();
    await drained;
    await node.close();
    // Nothing of r1 is left here, and its lease is free for the next node to take at once.
    expect([...held.keys()]).toEqual([]);
    expect(lease.expires).toBe(-Infinity);
  });
});
