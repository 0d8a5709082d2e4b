/**
 * `npm run bench:cluster`: the cluster under load, measured (not asserted). A throw-away
 * PostgreSQL and 1, 2, then 3 built server nodes on it (src/server/cluster/testbed.ts), all on
 * this machine; games of four scripted players (src/server/autoplay.ts through roamer.ts: they
 * read only what they are sent and think 0.5–1.5 × `--think` ms before each move, as people and
 * paced bots do), each player connected to the nodes in turn as a round-robin load balancer
 * would (so with N nodes, N−1 of N players are forwarded to their room's owner). The number of
 * games grows step by step; each step is measured over a window once the games are under way.
 *
 * Reported per node count: for each step, acknowledged actions per second and the latency from
 * sending an action to its ack (durable: after PostgreSQL's COMMIT) p50/p99/max, the CPU of the
 * nodes, of PostgreSQL and of this process; the most games sustained with p99 ≤ 100 ms; and
 * (2 and 3 nodes) a SIGKILL of the busiest node: the time until every orphaned game plays again,
 * from the kill and from the moment its lease expired.
 *
 *   node dist/bench/cluster.js [--nodes 1,2,3] [--steps 100,200,400,600] [--seconds 10] [--think 500] [--lease 5000] [--json]
 *
 * Bounded: at most 1500 games and 60 s a step; loopback only; the database is removed at the end.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { delayMs, loopDelayMonitor } from '../server/lag.js';
import pg from 'pg';
import type { RoomRequest } from '../protocol/index.js';
import { startTempPostgres } from '../server/cluster/pgtemp.js';
import { startCluster, type TestCluster } from '../server/cluster/testbed.js';
import { Roamer } from '../server/roamer.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function list(name: string, dflt: number[]): number[] {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return dflt;
  const xs = String(process.argv[i + 1]).split(',').map(Number).filter((x) => Number.isFinite(x) && x > 0);
  return xs.length ? xs : dflt;
}
const arg = (name: string, dflt: number) => list(name, [dflt])[0]!;
const NODES = list('nodes', [1, 2, 3]).filter((n) => n <= 3);
const STEPS = list('steps', [100, 200, 400, 600]).map((g) => Math.min(1500, Math.round(g)));
const SECONDS = Math.min(60, arg('seconds', 10));
const THINK = arg('think', 500);
const LEASE = Math.min(10_000, arg('lease', 5000));
const JSON_OUT = process.argv.includes('--json');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU seconds of a process (all its threads), from /proc. */
function cpuOf(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch { return 0; }
}
/** CPU seconds of every PostgreSQL process (the postmaster and its backends). */
function postgresCpu(): number {
  let s = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      s += cpuOf(Number(d));
    } catch { /* gone */ }
  }
  return s;
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : 0);
const r1 = (x: number) => Math.round(x * 10) / 10;

interface Game { id: string; players: Roamer[]; owner: number }

async function newGame(cl: TestCluster, i: number, next: () => number): Promise<Game> {
  const owner = i % cl.nodes.length;
  const req: RoomRequest = { seats: [0, 1, 2, 3].map((s) => ({ kind: 'person', name: `G${i}.${s}` })), board: { kind: 'variable', seed: `bench-${i}` }, start: true, paceMs: 0 };
  const res = await fetch(`${cl.nodes[owner]!.url}/api/rooms`, { method: 'POST', body: JSON.stringify(req) });
  const made = await res.json() as { id: string; token: string };
  const players = [0, 1, 2, 3].map((s) => {
    const first = next();
    return new Roamer({
      ...(s === 0 ? { token: made.token } : {}), name: `G${i}.${s}`, room: made.id, sit: true, light: true,
      pick: (n) => { const up = cl.nodes.filter((x) => x.up); return (up[(first + n) % up.length] ?? cl.nodes[0]!).url; },
      think: () => THINK * (0.5 + Math.random()),
    });
  });
  await Promise.all(players.map((p) => p.start()));
  return { id: made.id, players, owner };
}

interface Step {
  games: number; actionsPerSecond: number; p50: number; p99: number; max: number; nodesCpu: number[]; postgresCpu: number; benchCpu: number;
  /** Per node: PostgreSQL commit time p50/p99 (ms), writes per commit, its event loop's lag p99 (ms). */
  commits: { p50: number; p99: number; perCommit: number; lagP99: number }[];
  /** This process's own event-loop lag p99, ms (the players: a busy client makes every latency look longer). */
  benchLagP99: number;
}

interface NodeStats { store: { batches: number; ops: number; commitMs: { p50: number; p99: number } }; loopLagMs: { p99: number } }
const statsOf = async (url: string) => await (await fetch(`${url}/api/stats?reset=lag`)).json() as NodeStats;

async function measure(cl: TestCluster, games: Game[]): Promise<Omit<Step, 'games'>> {
  const t0 = performance.now();
  const marks = games.map((g) => g.players.map((p) => p.acked.length));
  const cpu0 = cl.nodes.map((n) => cpuOf(n.child!.pid!));
  const st0 = await Promise.all(cl.nodes.map((n) => statsOf(n.url)));
  const pg0 = postgresCpu();
  const me0 = process.cpuUsage();
  const lag = loopDelayMonitor();
  await sleep(SECONDS * 1000);
  lag.disable();
  const el = (performance.now() - t0) / 1000;
  const lat: number[] = [];
  games.forEach((g, i) => g.players.forEach((p, k) => { for (const a of p.acked.slice(marks[i]![k]!)) lat.push(a.ms); }));
  lat.sort((a, b) => a - b);
  const me = process.cpuUsage(me0);
  const st1 = await Promise.all(cl.nodes.map((n) => statsOf(n.url)));
  return {
    benchLagP99: delayMs(lag.percentile(99)),
    commits: st1.map((s, i) => ({
      p50: s.store.commitMs.p50, p99: s.store.commitMs.p99, lagP99: s.loopLagMs.p99,
      perCommit: r1((s.store.ops - st0[i]!.store.ops) / Math.max(1, s.store.batches - st0[i]!.store.batches)),
    })),
    actionsPerSecond: Math.round(lat.length / el), p50: r1(pct(lat, 0.5)), p99: r1(pct(lat, 0.99)), max: r1(lat[lat.length - 1] ?? 0),
    nodesCpu: cl.nodes.map((n, i) => Math.round(((cpuOf(n.child!.pid!) - cpu0[i]!) / el) * 100) / 100),
    postgresCpu: Math.round(((postgresCpu() - pg0) / el) * 100) / 100,
    benchCpu: Math.round(((me.user + me.system) / 1e6 / el) * 100) / 100,
  };
}

/** SIGKILL the node that owns the most games; how long until each of its games plays again. */
async function failover(cl: TestCluster, games: Game[]): Promise<Record<string, number | string>> {
  const db = new pg.Client({ connectionString: cl.db });
  await db.connect();
  try {
    const owners = (await db.query<{ url: string; n: number }>(`SELECT n.url, count(*)::int AS n FROM leases l JOIN nodes n ON n.id = l.node JOIN rooms r ON r.id = l.room
      WHERE r.status = 'playing' GROUP BY n.url ORDER BY n DESC`)).rows;
    const victim = cl.nodes.find((x) => x.url === owners[0]?.url);
    if (!victim) return { error: 'no node owns a game' };
    const leases = new Map((await db.query<{ room: string; expires: number }>(`SELECT l.room, (extract(epoch FROM l.expires) * 1000)::float8 AS expires
      FROM leases l JOIN nodes n ON n.id = l.node JOIN rooms r ON r.id = l.room WHERE n.url = $1 AND r.status = 'playing'`, [victim.url])).rows.map((r) => [r.room, r.expires]));
    const orphans = games.filter((g) => leases.has(g.id) && !g.players.some((p) => p.ended));
    const killedAt = Date.now();
    const killedPerf = performance.now();
    await cl.kill(victim.index);
    const back = new Map<string, number>();
    const end = performance.now() + 60_000;
    while (back.size < orphans.length && performance.now() < end) {
      for (const g of orphans) {
        if (back.has(g.id)) continue;
        const t = g.players.flatMap((p) => p.progress.filter((x) => x > killedPerf + 50)).sort((a, b) => a - b)[0];
        if (t !== undefined) back.set(g.id, t);
      }
      await sleep(100);
    }
    const fromKill = [...back.values()].map((t) => t - killedPerf).sort((a, b) => a - b);
    // Each game's lease ran until its own expiry (the last renewal plus the lease): measured from there.
    const fromExpiry = [...back].map(([id, t]) => (performance.timeOrigin + t) - leases.get(id)!).sort((a, b) => a - b);
    return {
      node: victim.index, orphanedGames: orphans.length, playingAgain: back.size,
      fromKillMsP50: Math.round(pct(fromKill, 0.5)), fromKillMsMax: Math.round(fromKill[fromKill.length - 1] ?? NaN),
      afterLeaseExpiryMsP50: Math.round(pct(fromExpiry, 0.5)), afterLeaseExpiryMsMax: Math.round(fromExpiry[fromExpiry.length - 1] ?? NaN),
      leaseMs: LEASE, killedAt: new Date(killedAt).toISOString(),
    };
  } finally { await db.end(); }
}

let running: TestCluster | null = null;
let database: { stop(): void } | null = null;
// Stopped early (Ctrl+C): the nodes and the database go too.
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => { void (running?.stop() ?? Promise.resolve()).finally(() => { database?.stop(); process.exit(130); }); });
}

async function main(): Promise<void> {
  const pgc = await startTempPostgres({ maxConnections: 300 });
  database = pgc;
  const results: { nodes: number; steps: Step[]; sustained: number; failover: Record<string, number | string> | null }[] = [];
  try {
    for (const n of NODES) {
      const cl = await startCluster({
        root: ROOT, nodes: n, pg: pgc, database: `bench_${n}`,
        env: {
          CATAN_LEASE_MS: String(LEASE), CATAN_BOT_THREADS: '1', CATAN_AWAY_AFTER_MS: '600000',
          CATAN_ROOMS_PER_ADDRESS: '100000', CATAN_MESSAGES_PER_SECOND: '1000', CATAN_SOCKETS_PER_ADDRESS: '100000', CATAN_ROOMS_PER_MINUTE: '1000000',
        },
      });
      running = cl;
      const games: Game[] = [];
      const steps: Step[] = [];
      let rr = 0;
      let made = 0;
      try {
        for (const target of STEPS) {
          // Keep `target` games in play: a finished game is replaced by a new one.
          while (games.filter((g) => !g.players[0]!.ended).length < target) {
            const batch = Math.min(20, target - games.filter((g) => !g.players[0]!.ended).length);
            games.push(...await Promise.all(Array.from({ length: batch }, () => newGame(cl, made++, () => rr++))));
          }
          const refill = setInterval(() => {
            for (const g of games) {
              if (!g.players[0]!.ended || (g as { replaced?: boolean }).replaced) continue;
              (g as { replaced?: boolean }).replaced = true;
              for (const p of g.players) p.stop();
              void newGame(cl, made++, () => rr++).then((x) => games.push(x));
            }
          }, 500);
          await sleep(4000); // under way
          const m = await measure(cl, games.filter((g) => !g.players[0]!.ended));
          clearInterval(refill);
          const step: Step = { games: target, ...m };
          steps.push(step);
          if (!JSON_OUT) console.log(`${n} node${n > 1 ? 's' : ''}, ${target} games: ${m.actionsPerSecond} actions/s, p50 ${m.p50} ms, p99 ${m.p99} ms, max ${m.max} ms; CPU nodes ${m.nodesCpu.join(' + ')}, PostgreSQL ${m.postgresCpu}, bench ${m.benchCpu} (its loop lag p99 ${m.benchLagP99} ms); commits ${m.commits.map((c) => `p50 ${c.p50} p99 ${c.p99} ms, ${c.perCommit} writes each`).join(' | ')}; loop lag p99 ${m.commits.map((c) => c.lagP99).join(' | ')} ms`);
          if (m.p99 > 100) break;
        }
        const fo = n >= 2 ? await failover(cl, games) : null;
        if (fo && !JSON_OUT) console.log(`${n} nodes: SIGKILL of node ${fo.node} with ${fo.orphanedGames} games: all ${fo.playingAgain} playing again ${fo.fromKillMsMax} ms after the kill (p50 ${fo.fromKillMsP50}), ${fo.afterLeaseExpiryMsMax} ms after their leases expired (p50 ${fo.afterLeaseExpiryMsP50}); lease ${LEASE} ms`);
        const ok = steps.filter((s) => s.p99 <= 100);
        results.push({ nodes: n, steps, sustained: ok.length ? ok[ok.length - 1]!.games : 0, failover: fo });
      } finally {
        for (const g of games) for (const p of g.players) p.stop();
        await cl.stop();
      }
    }
  } finally {
    pgc.stop();
  }
  if (JSON_OUT) console.log(JSON.stringify({ think: THINK, seconds: SECONDS, lease: LEASE, results }, null, 2));
  else for (const r of results) console.log(`${r.nodes} node${r.nodes > 1 ? 's' : ''}: ${r.sustained} games sustained with p99 ≤ 100 ms`);
}

main().then(() => process.exit(0), (e: Error) => { console.error(e); process.exit(1); });
