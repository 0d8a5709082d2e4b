/**
 * `npm run bench:server`: the game server under load, measured (not asserted). The built server
 * (dist/server/main.js) runs as its own process on a free loopback port with a fresh database in
 * a temporary folder. First a few whole games are played at full speed to measure what a player
 * is sent over a game (bytes, frames, the largest update and resync). Then N games are played at
 * once through the WebSocket protocol, four scripted players per game (src/server/autoplay.ts:
 * they read only what they are sent, and think before each move as people do); a finished game
 * is replaced by a new one, so N games stay in play.
 *
 * Reported: games sustained, acknowledged actions per second, action latency (sent → durable
 * ack) p50/p99/max, the server's memory per game and CPU (all its threads), the server's
 * event-loop lag p99, and bytes sent per game per player; also this process's own loop lag
 * (a busy client inflates latency) and the database's commit times.
 *
 *   node dist/bench/server.js [--games 2000] [--seconds 30] [--think 500] [--full-games 8] [--sync full|normal] [--json]
 *
 * Bounded: at most 4000 games and 600 seconds; loopback only; the folder is removed at the end.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { delayMs, loopDelayMonitor } from '../server/lag.js';
import { choose, newCounters, type Move } from '../server/autoplay.js';
import { LeanClient } from './leanclient.js';
import { spawnServer } from '../server/spawn.js';
import type { RoomRequest } from '../protocol/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The 8,000 players share the machine with the server they measure: with a 64 MB young
// generation their process spends about a tenth less CPU per action collecting (0.18 -> 0.16 ms).
if (!process.execArgv.some((a) => a.startsWith('--max-semi-space-size'))) {
  const again = spawnSync(process.execPath, ['--max-semi-space-size=64', ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

function arg(name: string, dflt: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const x = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(x) && x >= 0 ? x : dflt;
}
const GAMES = Math.min(4000, Math.round(arg('games', 2000)));
const SECONDS = Math.min(600, arg('seconds', 30));
const THINK = arg('think', 500);
const FULL_GAMES = Math.min(50, Math.round(arg('full-games', 8)));
const SYNC = process.argv.includes('--sync') && process.argv[process.argv.indexOf('--sync') + 1] === 'normal' ? 'normal' : 'full';
const JSON_OUT = process.argv.includes('--json');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const ticksOf = (path: string) => {
  const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** The server process's resident memory (kB) and CPU time (s): all its threads, and its main thread (the event loop) alone, from /proc. */
function procStats(pid: number): { rssKb: number; cpuS: number; mainS: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    let mainS = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) if (Number(tid) === pid) mainS = ticksOf(`/proc/${pid}/task/${tid}/stat`);
    return { rssKb, cpuS: ticksOf(`/proc/${pid}/stat`), mainS };
  } catch { return { rssKb: 0, cpuS: 0, mainS: 0 }; }
}

const latencies: number[] = [];
let measuring = false;
let acked = 0, refused = 0, finished = 0;

class Player {
  readonly client: LeanClient;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private busy = false;
  private readonly counters = newCounters();
  private st = { offeredTurn: -1 };
  onEnd: (() => void) | null = null;

  constructor(url: string, name: string, private readonly think: number) {
    this.client = new LeanClient(url, name);
    this.client.onFrame = () => this.consider();
  }

  reset(): void { this.st = { offeredTurn: -1 }; }

  /** A frame arrived: if there is something to do, do it after thinking a while. */
  private consider(): void {
    const s = this.client.state;
    if (s?.room.status === 'ended') { const end = this.onEnd; this.onEnd = null; end?.(); return; }
    if (this.timer || this.busy) return;
    // Most frames are another player's move: nothing to do unless something is asked of this seat.
    const body = s?.game;
    if (!body || (body.ready && body.targets === null && body.incoming === null && body.offer === null)) return;
    const g = this.client.game();
    if (!g || !choose(g, newCounters(), { ...this.st })) return;
    this.timer = setTimeout(() => { this.timer = null; this.move(); }, this.think * (0.5 + Math.random()));
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
  constructor(readonly players: Player[], readonly index: number, private readonly again = true) {}

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
    await new Promise<void>((done) => {
      host!.onEnd = () => {
        finished++;
        done();
        if (this.again) void this.start().catch((e: Error) => console.error(`table ${this.index}: ${e.message}`));
      };
    });
  }
}

function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const round = (x: number) => Math.round(x * 10) / 10;

async function connect(url: string, n: number, think: number, prefix: string): Promise<Player[][]> {
  const out: Player[][] = [];
  for (let i = 0; i < n; i += 25) {
    const batch = await Promise.all(Array.from({ length: Math.min(25, n - i) }, async (_, k) => {
      const players = Array.from({ length: 4 }, (_, s) => new Player(url, `${prefix}${i + k}-${s}`, think));
      await Promise.all(players.map((p) => p.client.connect()));
      return players;
    }));
    out.push(...batch);
  }
  return out;
}

interface ServerStats {
  store: { batches: number; ops: number; maxBatch: number; commitMs: { p50: number; p99: number; max: number } };
  loopLagMs: { p50: number; p99: number; max: number };
  answerMs: { count: number; p50: number; p99: number; max: number };
  gc: { pauses: number; totalMs: number; p99Ms: number; maxMs: number; since: number } | null;
  bots: { threads: number };
  frames: { frames: number; bytes: number; resyncs: number; resyncBytes: number; maxUpdate: number };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'catan-bench-'));
  // BENCH_SERVER_NODE_ARGS: extra flags for the server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const spawned = await spawnServer({
    root: ROOT, nodeArgs,
    env: {
      HOST: '127.0.0.1', CATAN_DB: join(dir, 'bench.db'), CATAN_DB_SYNC: SYNC, BOT_DELAY_MS: '0', CATAN_AWAY_AFTER_MS: '600000',
      // Every player connects from 127.0.0.1: the per-address limits are lifted for the benchmark.
      CATAN_ROOMS_PER_ADDRESS: '100000', CATAN_SOCKETS_PER_ADDRESS: '100000', CATAN_ROOMS_PER_MINUTE: '100000000',
      CATAN_MESSAGES_PER_SECOND: '1000', CATAN_AUTH_DEADLINE_MS: '600000',
    },
  }).catch((e: Error) => { rmSync(dir, { recursive: true, force: true }); throw e; });
  const server: ChildProcess = spawned.child;
  const url = spawned.url;
  const cleanup = () => { if (server.exitCode === null) server.kill('SIGKILL'); rmSync(dir, { recursive: true, force: true }); };
  process.on('exit', cleanup);
  const log = (s: string) => { if (!JSON_OUT) console.log(s); };
  try {
    const idle = procStats(server.pid!);
    log(`server benchmark: ${GAMES} games of 4 scripted players over WebSockets (think ${THINK} ms on average, fsync ${SYNC}), ${SECONDS} s measured`);

    // 1. What a player is sent over whole games (played at full speed, before the load).
    let perGame = { bytes: 0, frames: 0, averageFrame: 0, maxUpdate: 0, maxResync: 0, games: 0 };
    if (FULL_GAMES > 0) {
      const tables = (await connect(url, FULL_GAMES, 0, 'F')).map((p, i) => new Table(p, 100000 + i, false));
      await Promise.all(tables.map((t) => t.start()));
      const clients = tables.flatMap((t) => t.players.map((p) => p.client));
      const bytes = clients.map((c) => c.bytes);
      const sum = (f: (b: LeanClient['bytes']) => number) => bytes.reduce((a, b) => a + f(b), 0);
      perGame = {
        games: FULL_GAMES, bytes: Math.round(sum((b) => b.total) / clients.length), frames: Math.round(sum((b) => b.frames) / clients.length),
        averageFrame: Math.round(sum((b) => b.total) / sum((b) => b.frames)), maxUpdate: Math.max(...bytes.map((b) => b.maxUpdate)),
        maxResync: Math.max(...bytes.map((b) => b.maxResync)),
      };
      for (const c of clients) c.close();
      finished = 0;
      log(`  bytes sent per game per player (${FULL_GAMES} whole games at full speed): ${(perGame.bytes / 1024).toFixed(1)} kB in ${perGame.frames} frames, ${perGame.averageFrame} B a frame on average; largest update ${perGame.maxUpdate} B, largest resync ${perGame.maxResync} B`);
    }

    // 2. N games at once, people's pace.
    const t0 = performance.now();
    const players = await connect(url, GAMES, THINK, 'P');
    const tables = players.map((p, i) => new Table(p, i));
    for (let i = 0; i < tables.length; i += 50) {
      // Each table's start resolves when its first game ends; wait only until its room exists.
      await Promise.all(tables.slice(i, i + 50).map((t) => new Promise<void>((ok) => {
        void t.start().catch((e: Error) => console.error(`table ${t.index}: ${e.message}`));
        const check = () => (t.players[3]!.client.state?.room.status === 'playing' ? ok() : setTimeout(check, 20));
        check();
      })));
    }
    log(`  ${tables.length} games started with ${tables.length * 4} connections in ${((performance.now() - t0) / 1000).toFixed(1)} s; warming up…`);
    await sleep(Math.min(10_000, THINK * 10));
    const lag = loopDelayMonitor();
    await fetch(`${url}/api/stats?reset=lag`);
    const before = procStats(server.pid!);
    const clientBefore = process.cpuUsage();
    const framesBefore = (await (await fetch(`${url}/api/stats`)).json() as ServerStats).frames;
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
    const clientCpu = process.cpuUsage(clientBefore);
    lag.disable();
    const serverStats = await (await fetch(`${url}/api/stats`)).json() as ServerStats;
    const playing = tables.filter((t) => t.players[0]!.client.state?.room.status === 'playing').length;
    const sorted = latencies.slice().sort((a, b) => a - b);
    const framesDuring = serverStats.frames.frames - framesBefore.frames;
    const report = {
      games: GAMES, connections: GAMES * 4, seconds: Math.round(elapsed), thinkMs: THINK, sync: SYNC, botThreads: serverStats.bots.threads,
      gamesSustained: playing, gamesFinishedDuringRun: finished,
      actionsPerSecond: Math.round(acked / elapsed), refusedPerSecond: round(refused / elapsed),
      latencyMs: { p50: round(pct(sorted, 50)), p90: round(pct(sorted, 90)), p99: round(pct(sorted, 99)), max: round(sorted[sorted.length - 1] ?? NaN) },
      serverMemory: { idleMb: round(idle.rssKb / 1024), loadedMb: round(after.rssKb / 1024), peakMb: round(peakRss / 1024), perGameKb: Math.round((after.rssKb - idle.rssKb) / GAMES) },
      serverCpu: Math.round(((after.cpuS - before.cpuS) / elapsed) * 100) / 100,
      serverMainThreadCpu: Math.round(((after.mainS - before.mainS) / elapsed) * 100) / 100,
      serverCpuMsPerAction: Math.round(((after.cpuS - before.cpuS) * 1000 * 100) / Math.max(1, acked)) / 100,
      serverMainThreadMsPerAction: Math.round(((after.mainS - before.mainS) * 1000 * 100) / Math.max(1, acked)) / 100,
      serverLoopLagMs: serverStats.loopLagMs,
      serverGc: serverStats.gc,
      serverAnswerMs: serverStats.answerMs,
      clientLoopLagMs: { p50: delayMs(lag.percentile(50)), p99: delayMs(lag.percentile(99)) },
      clientCpu: Math.round(((clientCpu.user + clientCpu.system) / 1e6 / elapsed) * 100) / 100,
      clientCpuMsPerAction: Math.round(((clientCpu.user + clientCpu.system) / 1000 / Math.max(1, acked)) * 100) / 100,
      framesDuringRun: { perSecond: Math.round(framesDuring / elapsed), averageBytes: Math.round((serverStats.frames.bytes - framesBefore.bytes) / Math.max(1, framesDuring)) },
      bytesPerGamePerPlayer: perGame,
      commits: { ...serverStats.store.commitMs, opsPerBatch: round(serverStats.store.ops / Math.max(1, serverStats.store.batches)), maxBatch: serverStats.store.maxBatch },
    };
    if (JSON_OUT) console.log(JSON.stringify(report));
    else {
      log(`  games sustained: ${report.gamesSustained} of ${GAMES} in play at the end (${finished} finished and replaced during the run)`);
      log(`  actions acknowledged: ${report.actionsPerSecond}/s (${report.refusedPerSecond}/s refused)`);
      log(`  action latency, sent → acknowledged (durably stored): p50 ${report.latencyMs.p50} ms · p90 ${report.latencyMs.p90} ms · p99 ${report.latencyMs.p99} ms · max ${report.latencyMs.max} ms`);
      log(`    of which in the server (message handled → answer sent, the commit included): p50 ${report.serverAnswerMs.p50} ms · p99 ${report.serverAnswerMs.p99} ms · max ${report.serverAnswerMs.max} ms`);
      log(`  server memory: ${report.serverMemory.idleMb} MB idle → ${report.serverMemory.loadedMb} MB with ${GAMES} games (peak ${report.serverMemory.peakMb} MB): ${report.serverMemory.perGameKb} kB per game (4 connections each)`);
      log(`  server CPU: ${Math.round(report.serverCpu * 100)}% of one core (all threads; the event loop's thread ${Math.round(report.serverMainThreadCpu * 100)}%), ${report.serverCpuMsPerAction} ms per action (event loop ${report.serverMainThreadMsPerAction} ms) · server event-loop lag p50 ${report.serverLoopLagMs.p50} ms, p99 ${report.serverLoopLagMs.p99} ms, max ${report.serverLoopLagMs.max} ms`);
      if (report.serverGc) log(`  server garbage collection during the run: ${report.serverGc.pauses} pauses, ${report.serverGc.totalMs} ms in all (${Math.round(report.serverGc.totalMs / elapsed) / 10}% of the run), p99 ${report.serverGc.p99Ms} ms, longest ${report.serverGc.maxMs} ms`);
      log(`  frames during the run: ${report.framesDuringRun.perSecond}/s, ${report.framesDuringRun.averageBytes} B on average · this client: ${Math.round(report.clientCpu * 100)}% of one core (${report.clientCpuMsPerAction} ms per action), event-loop lag p50 ${report.clientLoopLagMs.p50} ms, p99 ${report.clientLoopLagMs.p99} ms`);
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

main().catch((e: Error) => { console.error(e.stack); process.exit(1); });
