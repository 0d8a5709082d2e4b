/**
 * `npm run bench:server`: the game server under load, measured (not asserted). The built server
 * (dist/server/main.js) runs as its own process on a free loopback port with a fresh database in
 * a temporary folder; this process plays N games at once through the WebSocket protocol, four
 * scripted players per game (src/server/autoplay.ts: they read only what they are sent, and think
 * for a while before each move, as people do). When a game ends, its four players start another,
 * so N games stay in play. Reported: games sustained, acknowledged actions per second, action
 * latency (sent → acknowledged, which includes the durable commit) p50/p99/max, the server's
 * memory per game and CPU, and this process's event-loop lag (a busy client inflates latency).
 *
 *   node dist/bench/server.js [--games 500] [--seconds 30] [--think 500] [--sync full|normal] [--json]
 *
 * Bounded: at most 2000 games and 600 seconds; loopback only; the folder is removed at the end.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { choose, newCounters, type Move } from '../server/autoplay.js';
import { ProtocolClient } from '../server/client.js';
import { spawnServer } from '../server/spawn.js';
import type { RoomRequest } from '../protocol/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function arg(name: string, dflt: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const x = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(x) && x > 0 ? x : dflt;
}
const GAMES = Math.min(2000, Math.round(arg('games', 500)));
const SECONDS = Math.min(600, arg('seconds', 30));
const THINK = arg('think', 500);
const SYNC = process.argv.includes('--sync') && process.argv[process.argv.indexOf('--sync') + 1] === 'normal' ? 'normal' : 'full';
const JSON_OUT = process.argv.includes('--json');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server process's resident memory (kB) and CPU time (s), from /proc. */
function procStats(pid: number): { rssKb: number; cpuS: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { rssKb, cpuS: ticks / 100 };
  } catch { return { rssKb: 0, cpuS: 0 }; }
}

const latencies: number[] = [];
let measuring = false;
let acked = 0, refused = 0, finished = 0;

class Player {
  readonly client: ProtocolClient;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private busy = false;
  private readonly counters = newCounters();
  private st = { offeredTurn: -1 };
  onEnd: (() => void) | null = null;

  constructor(url: string, name: string) {
    this.client = new ProtocolClient(url, { name });
    this.client.keepLog = false;
    this.client.onMessage = (m) => { if (m.t === 'state') this.consider(); };
  }

  reset(): void { this.st = { offeredTurn: -1 }; }

  /** A state arrived: if there is something to do, do it after thinking a while. */
  private consider(): void {
    const s = this.client.state;
    if (s?.room.status === 'ended') { const end = this.onEnd; this.onEnd = null; end?.(); return; }
    if (this.timer || this.busy) return;
    const g = this.client.game();
    if (!g || !choose(g, newCounters(), { ...this.st })) return;
    this.timer = setTimeout(() => { this.timer = null; this.move(); }, THINK * (0.5 + Math.random()));
  }

  private move(): void {
    const g = this.client.game();
    const m: Move | null = g && !g.end ? choose(g, this.counters, this.st) : null;
    if (!m) return;
    if (m.t === 'ready') { this.client.raw(m); return; }
    this.busy = true;
    const t0 = performance.now();
    void this.client.send(m).then((r) => {
      this.busy = false;
      if (measuring) {
        latencies.push(performance.now() - t0);
        if (r.t === 'ack') acked++; else refused++;
      }
      this.consider();
    });
  }
}

/** Four players at one table; when their game ends, the first starts another and the rest join it. */
class Table {
  games = 0;
  constructor(readonly players: Player[], readonly index: number) {}

  async start(): Promise<void> {
    const [host, ...rest] = this.players;
    const req: RoomRequest = {
      seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'person' }],
      board: { kind: 'variable', seed: `bench-${this.index}-${this.games++}` }, start: true, paceMs: 0,
    };
    for (const p of this.players) p.reset();
    const first = await host!.client.create(req);
    for (const p of rest) {
      await p.client.join(first.room.id);
      p.client.raw({ t: 'sit' });
    }
    host!.onEnd = () => { finished++; void this.start().catch((e: Error) => console.error(`table ${this.index}: ${e.message}`)); };
  }
}

function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'catan-bench-'));
  // BENCH_SERVER_NODE_ARGS: extra flags for the server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const spawned = await spawnServer({
    root: ROOT, nodeArgs,
    env: {
      HOST: '127.0.0.1', CATAN_DB: join(dir, 'bench.db'), CATAN_DB_SYNC: SYNC,
      BOT_DELAY_MS: '0', CATAN_ROOMS_PER_ADDRESS: '100000', CATAN_AWAY_AFTER_MS: '600000',
    },
  }).catch((e: Error) => { rmSync(dir, { recursive: true, force: true }); throw e; });
  const server: ChildProcess = spawned.child;
  const url = spawned.url;
  const cleanup = () => { if (server.exitCode === null) server.kill('SIGKILL'); rmSync(dir, { recursive: true, force: true }); };
  process.on('exit', cleanup);
  try {
    const idle = procStats(server.pid!);
    const log = (s: string) => { if (!JSON_OUT) console.log(s); };
    log(`server benchmark: ${GAMES} games of 4 scripted players over WebSockets (think ${THINK} ms on average, fsync ${SYNC}), ${SECONDS} s measured`);
    // Connect and seat everyone, a few tables at a time.
    const tables: Table[] = [];
    const t0 = performance.now();
    for (let i = 0; i < GAMES; i += 25) {
      const batch = await Promise.all(Array.from({ length: Math.min(25, GAMES - i) }, async (_, k) => {
        const players = Array.from({ length: 4 }, (_, s) => new Player(url, `P${i + k}-${s}`));
        await Promise.all(players.map((p) => p.client.connect()));
        const t = new Table(players, i + k);
        await t.start();
        return t;
      }));
      tables.push(...batch);
    }
    log(`  ${tables.length} games started with ${tables.length * 4} connections in ${((performance.now() - t0) / 1000).toFixed(1)} s; warming up…`);
    await sleep(Math.min(10_000, THINK * 10));
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const before = procStats(server.pid!);
    const started = performance.now();
    measuring = true;
    let peakRss = before.rssKb;
    while (performance.now() - started < SECONDS * 1000) {
      await sleep(1000);
      peakRss = Math.max(peakRss, procStats(server.pid!).rssKb);
    }
    measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    const after = procStats(server.pid!);
    lag.disable();
    const playing = tables.filter((t) => t.players[0]!.client.state?.room.status === 'playing').length;
    const serverStats = await (await fetch(`${url}/api/stats`)).json() as { store: { batches: number; ops: number; maxBatch: number; commitMs: { p50: number; p99: number; max: number } } };
    const sorted = latencies.slice().sort((a, b) => a - b);
    const report = {
      games: GAMES, connections: GAMES * 4, seconds: Math.round(elapsed), thinkMs: THINK, sync: SYNC,
      gamesSustained: playing, gamesFinishedDuringRun: finished,
      actionsPerSecond: Math.round(acked / elapsed), refusedPerSecond: Math.round((refused / elapsed) * 10) / 10,
      latencyMs: { p50: round(pct(sorted, 50)), p90: round(pct(sorted, 90)), p99: round(pct(sorted, 99)), max: round(sorted[sorted.length - 1] ?? NaN) },
      serverMemory: { idleMb: round(idle.rssKb / 1024), loadedMb: round(after.rssKb / 1024), peakMb: round(peakRss / 1024), perGameKb: Math.round((after.rssKb - idle.rssKb) / GAMES) },
      serverCpu: round((after.cpuS - before.cpuS) / elapsed),
      clientLoopLagMs: { p50: round(lag.percentile(50) / 1e6), p99: round(lag.percentile(99) / 1e6) },
      commits: { ...serverStats.store.commitMs, opsPerBatch: round(serverStats.store.ops / Math.max(1, serverStats.store.batches)), maxBatch: serverStats.store.maxBatch },
    };
    if (JSON_OUT) console.log(JSON.stringify(report));
    else {
      log(`  games sustained: ${report.gamesSustained} of ${GAMES} in play at the end (${finished} finished and replaced during the run)`);
      log(`  actions acknowledged: ${report.actionsPerSecond}/s (${report.refusedPerSecond}/s refused as stale)`);
      log(`  action latency, sent → acknowledged (durably stored): p50 ${report.latencyMs.p50} ms · p90 ${report.latencyMs.p90} ms · p99 ${report.latencyMs.p99} ms · max ${report.latencyMs.max} ms`);
      log(`  server memory: ${report.serverMemory.idleMb} MB idle → ${report.serverMemory.loadedMb} MB with ${GAMES} games (peak ${report.serverMemory.peakMb} MB): ${report.serverMemory.perGameKb} kB per game (4 connections each)`);
      log(`  server CPU: ${Math.round(report.serverCpu * 100)}% of one core · this client's event-loop lag p50 ${report.clientLoopLagMs.p50} ms, p99 ${report.clientLoopLagMs.p99} ms`);
      log(`  database commits (group commit, on the writer thread): p50 ${report.commits.p50} ms · p99 ${report.commits.p99} ms · max ${report.commits.max} ms · ${report.commits.opsPerBatch} writes per commit on average`);
    }
    for (const t of tables) for (const p of t.players) p.client.close();
    const errors = spawned.errors.join('');
    if (errors.trim()) console.error(`server log:\n${errors.trim().split('\n').slice(-10).join('\n')}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => { server.once('exit', r); setTimeout(r, 3000); });
    cleanup();
  }
  process.exit(0);
}

function round(x: number): number { return Math.round(x * 10) / 10; }

main().catch((e: Error) => { console.error(e.stack); process.exit(1); });
