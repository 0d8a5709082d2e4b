/**
 * A node of a cluster that stops (cluster/node.ts, `close`): its loops stop and the database work
 * in flight finishes before `close` resolves, because the server ends the store's pool next. An
 * operator's play-test saw every SIGTERM end with "cluster: heartbeat failed: Cannot use a pool
 * after calling end on the pool" after "drained: handed N rooms over…". No PostgreSQL here: the
 * leases are a stand-in that refuses every call once its "pool" has ended, as `pg` does.
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
});
