/**
 * A room whose node is killed, as a player sees it and as the operator reads it (ops play-test
 * of two nodes on PostgreSQL): the player reconnects to the other node at once, but the room is
 * on no node until the dead one's lease runs out and the survivor replays it. Meanwhile the
 * player is told so (`resuming`, then the room's state), and the survivor logs each take-over:
 * how many rooms, from which node, how long loading and replaying them took.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomRequest, ServerMessage } from '../../src/protocol/index.js';
import { ProtocolClient } from '../../src/server/client.js';
import { startCluster, type TestCluster } from '../../src/server/cluster/testbed.js';
import { spawnServer } from '../../src/server/spawn.js';
import { FORGET_NODES_MS } from '../../src/server/cluster/node.js';
import { openStore } from '../../src/server/store/index.js';
import { NODE_ENV, ROOT, statsOf, until } from './helpers.js';

let cl: TestCluster | null = null;
const clients: ProtocolClient[] = [];

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist/server/main.js'))) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}, 120_000);
afterAll(async () => {
  for (const c of clients) c.kill();
  await cl?.stop();
});

async function create(url: string, req: RoomRequest): Promise<{ id: string; token: string }> {
  const res = await fetch(`${url}/api/rooms`, { method: 'POST', body: JSON.stringify(req) });
  expect(res.status).toBe(201);
  return await res.json() as { id: string; token: string };
}

describe('a node killed under its rooms', () => {
  it('its player, back on the other node, is told the room is resuming before its state comes; the survivor logs the take-over', async () => {
    // Short leases: the room is on no node for about 2 s.
    cl = await startCluster({ root: ROOT, nodes: 2, env: { ...NODE_ENV, CATAN_LEASE_MS: '2000', CATAN_BOT_THREADS: '0' } });
    const [a, b] = [cl.nodes[0]!, cl.nodes[1]!];
    const played = await create(a.url, {
      seats: [{ kind: 'person', name: 'Ana' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'random' }], board: { kind: 'variable', seed: 'resume-1' }, paceMs: 100, start: true,
    });
    const bots = await create(a.url, {
      seats: [{ kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'variable', seed: 'resume-2' }, paceMs: 100, start: true,
    });
    const ana = new ProtocolClient(a.url, { token: played.token, name: 'Ana' });
    clients.push(ana);
    await ana.connect();
    await ana.join(played.id);
    ana.raw({ t: 'sit' });
    await ana.until((s) => s.room.status === 'playing');
    const idA = (await statsOf(a.url)).cluster.node;
    // A spectator who reached the other node: forwarded to the owner, then told its node was lost (it read "the room moved to another node").
    const watcher = new ProtocolClient(b.url, { name: 'Wat' });
    clients.push(watcher);
    await watcher.connect();
    await watcher.join(played.id);
    const watcherClosed = new Promise<{ code: number; reason: string }>((ok) => watcher.ws!.once('close', (code, reason) => ok({ code, reason: reason.toString() })));

    await cl.kill(0);
    expect(await watcherClosed).toEqual({ code: 1012, reason: "the room's node was lost: reconnect" });
    // Back at once, on the node that is left (as the page does ~0.5 s after losing its socket).
    const back = new ProtocolClient(b.url, { token: played.token, name: 'Ana' });
    clients.push(back);
    back.keep = true;
    await back.connect();
    const resuming = back.next((m) => m.t === 'resuming', 3000);
    const state = back.next((m) => m.t === 'state', 20_000);
    back.raw({ t: 'join', room: played.id });
    expect(await resuming).toEqual({ t: 'resuming', room: played.id });
    const s = await state as Extract<ServerMessage, { t: 'state' }>;
    expect(s.room.id).toBe(played.id);
    expect(s.you.seat, 'the player is back in their seat').not.toBeNull();
    const after = back.frames.filter((m) => m.t !== 'welcome' && m.t !== 'hello');
    expect(after.findIndex((m) => m.t === 'resuming')).toBe(0);
    expect(after.filter((m) => m.t === 'resuming'), 'told once').toHaveLength(1);

    // The survivor's log: a line per take-over, naming the dead node, the time and the rooms.
    await until('both rooms taken over', async () => (await statsOf(b.url)).rooms === 2, 20_000);
    const lines = b.output.join('').split('\n').filter((l) => l.startsWith('cluster: took over'));
    expect(lines.length, b.output.join('')).toBeGreaterThanOrEqual(1);
    for (const l of lines) expect(l).toMatch(new RegExp(`^cluster: took over \\d+ rooms? from node ${idA}( \\(asked for by a player\\))?, loaded and replayed in \\d+ ms: `));
    for (const id of [played.id, bots.id]) expect(lines.filter((l) => l.includes(id)), `a take-over line names ${id}`).toHaveLength(1);
  }, 120_000);

  it('a node started with the id of a node that is running does not start, and says so (a play-test saw two nodes of one CATAN_NODE_ID drop each other\'s rooms)', async () => {
    cl ??= await startCluster({ root: ROOT, nodes: 2, env: { ...NODE_ENV, CATAN_BOT_THREADS: '0' } });
    const running = cl.live()[0]!;
    const id = (await statsOf(running.url)).cluster.node;
    const output: string[] = [];
    let code: number | null = null;
    try {
      const s = await spawnServer({ root: ROOT, output, timeoutMs: 30_000, env: { ...NODE_ENV, CATAN_BOT_THREADS: '0', CATAN_DB: cl.db, CATAN_NODE_ID: id } });
      code = await new Promise<number | null>((ok) => (s.child.exitCode !== null ? ok(s.child.exitCode) : s.child.once('exit', (c) => ok(c))));
    } catch { code = 1; /* it stopped before it answered /health */ }
    expect(code).toBe(1);
    expect(output.join('')).toContain(`CATAN_NODE_ID ${id} is the id of a node that is running (at ${running.url}`);
    // The running node kept its rooms and its id.
    expect((await statsOf(running.url)).cluster.node).toBe(id);
    // Restarted under a fixed id, a node is not refused by the heartbeats of its own dead process.
    const fixed = await spawnServer({ root: ROOT, output: [], timeoutMs: 30_000, env: { ...NODE_ENV, CATAN_BOT_THREADS: '0', CATAN_DB: cl.db, CATAN_NODE_ID: 'fixed-id-1' } });
    fixed.child.kill('SIGKILL');
    await new Promise((ok) => fixed.child.once('exit', ok));
    const again = await spawnServer({ root: ROOT, output: [], timeoutMs: 30_000, env: { ...NODE_ENV, CATAN_BOT_THREADS: '0', CATAN_DB: cl.db, CATAN_NODE_ID: 'fixed-id-1' } });
    await until('the restarted node joins', async () => (await statsOf(again.url)).cluster?.node === 'fixed-id-1', 15_000);
    again.child.kill('SIGKILL');
  }, 120_000);
  it('nodes not heard from for a while leave the nodes table (every start of a node adds a row: it only grew)', async () => {
    cl ??= await startCluster({ root: ROOT, nodes: 1, env: { ...NODE_ENV, CATAN_BOT_THREADS: '0' } });
    const store = await openStore(await cl.pg.createDatabase(`forget_${process.pid}_${Date.now() % 100000}`), 'full');
    try {
      const leases = store.leases!;
      await leases.heartbeat({ id: 'gone', url: 'http://127.0.0.1:1', started: 1, draining: false, facts: {} });
      await new Promise((ok) => setTimeout(ok, 300));
      await leases.heartbeat({ id: 'here', url: 'http://127.0.0.1:2', started: 2, draining: false, facts: {} });
      expect((await leases.nodes(60_000)).map((n) => n.id)).toEqual(['gone', 'here']);
      expect(await leases.forgetNodes(200)).toBe(1);
      expect((await leases.nodes(60_000)).map((n) => n.id)).toEqual(['here']);
    } finally { await store.close(); }
    expect(FORGET_NODES_MS).toBe(24 * 3600_000);
  });
});
