/**
 * `npm run bench:attacks`: what one address can do to everyone else, measured (not asserted).
 * The built server runs as its own process (behind a pretend proxy: X-Forwarded-For names each
 * client's address) with its default limits. A few unrelated games of scripted people play from
 * one address while another address tries, one after the other, the attacks of issue 11: rooms
 * of hard bots at full speed, hundreds of chatting spectator sockets, a storm of balanced
 * previews, and a thousand sockets that never authenticate. For each, the unrelated games'
 * action-to-ack latency (p50/p99) beside the quiet figure, and what the limits let through.
 *
 *   node dist/bench/attacks.js [--seconds 15] [--games 5] [--think 300] [--json]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { RoomRequest } from '../protocol/index.js';
import { choose, newCounters } from '../server/autoplay.js';
import { ProtocolClient } from '../server/client.js';
import { spawnServer } from '../server/spawn.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const x = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(x) && x > 0 ? x : dflt;
};
const SECONDS = Math.min(120, arg('seconds', 15));
const GAMES = Math.min(20, Math.round(arg('games', 5)));
const THINK = arg('think', 300);
const JSON_OUT = process.argv.includes('--json');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => { const s = xs.slice().sort((a, b) => a - b); return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(p / 100 * s.length))]! * 10) / 10 : NaN; };

let url = '';
const client = (address: string, name = 'P') => new ProtocolClient(url, { name, headers: { 'x-forwarded-for': address } });

/** The unrelated games: four people each, from one address, recording each action's latency. */
async function unrelated(): Promise<{ latencies: number[]; stop: () => void }> {
  const latencies: number[] = [];
  let running = true;
  const players: ProtocolClient[] = [];
  for (let g = 0; g < GAMES; g++) {
    const four = Array.from({ length: 4 }, (_, i) => client(`203.0.113.${10 + g}`, `U${g}-${i}`));
    await Promise.all(four.map((c) => c.connect()));
    const req: RoomRequest = { seats: four.map(() => ({ kind: 'person' as const })), board: { kind: 'variable', seed: `u${g}` }, start: true, paceMs: 0 };
    const first = await four[0]!.create(req);
    for (const c of four.slice(1)) { await c.join(first.room.id); c.raw({ t: 'sit' }); }
    for (const c of four) {
      c.keepLog = false;
      const counters = newCounters();
      const st = { offeredTurn: -1 };
      let busy = false;
      const step = () => {
        if (!running || busy) return;
        const m = c.game();
        const move = m && !m.end ? choose(m, counters, st) : null;
        if (!move) return;
        if (move.t === 'ready') { c.raw(move); return; }
        busy = true;
        setTimeout(() => {
          const t0 = performance.now();
          void c.send(move).then(() => { latencies.push(performance.now() - t0); busy = false; step(); });
        }, THINK * (0.5 + Math.random()));
      };
      c.onMessage = (m) => { if (m.t === 'state' || m.t === 'update') step(); };
      step();
    }
    players.push(...four);
  }
  return { latencies, stop: () => { running = false; for (const p of players) p.close(); } };
}

async function window(u: { latencies: number[] }): Promise<{ p50: number; p99: number; actions: number }> {
  const from = u.latencies.length;
  await sleep(SECONDS * 1000);
  const xs = u.latencies.slice(from);
  return { p50: pct(xs, 50), p99: pct(xs, 99), actions: xs.length };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'catan-attacks-'));
  const spawned = await spawnServer({ root: ROOT, env: { HOST: '127.0.0.1', CATAN_DB: join(dir, 'a.db'), CATAN_TRUST_PROXY: '1', BOT_DELAY_MS: '0', CATAN_AWAY_AFTER_MS: '600000' } });
  url = spawned.url;
  const log = (s: string) => { if (!JSON_OUT) console.log(s); };
  const report: Record<string, unknown> = {};
  try {
    const u = await unrelated();
    log(`attacks: ${GAMES} unrelated games of 4 scripted people (think ${THINK} ms), each from its own address; each attack from another, ${SECONDS} s each; default limits`);
    await sleep(2000);
    const quiet = await window(u);
    report.quiet = quiet;
    log(`  quiet: unrelated games p50 ${quiet.p50} ms, p99 ${quiet.p99} ms (${quiet.actions} actions)`);

    // 1. Rooms of four hard bots at full speed, 19 of them.
    const post = (body: unknown) => fetch(`${url}/api/rooms`, { method: 'POST', body: JSON.stringify(body), headers: { 'x-forwarded-for': '198.51.100.1' } });
    const hard: RoomRequest = { seats: [0, 1, 2, 3].map(() => ({ kind: 'bot' as const, bot: 'hard' as const })), board: { kind: 'variable', seed: 'h' }, start: true };
    const answers = async (rs: Response[]) => {
      const out: Record<string, number> = {};
      for (const r of rs) { const code = r.status === 201 ? 'started' : ((await r.json()) as { error: { code: string } }).error.code; out[code] = (out[code] ?? 0) + 1; }
      return out;
    };
    const paced = await answers(await Promise.all(Array.from({ length: 19 }, () => post(hard))));
    await sleep(7000); // the room bucket refills
    const fast = await answers(await Promise.all(Array.from({ length: 19 }, () => post({ ...hard, paceMs: 0 }))));
    const hardRun = await window(u);
    report.hardBots = { ...hardRun, atTheLeastPace: paced, atPace0: fast };
    log(`  19 rooms of 4 hard bots: at the least pace ${JSON.stringify(paced)}; then at pace 0 ${JSON.stringify(fast)} → unrelated p50 ${hardRun.p50} ms, p99 ${hardRun.p99} ms`);

    // 2. 200 spectator sockets of one address, chatting in a room of theirs.
    const host = client('198.51.100.2', 'Host');
    await host.connect();
    const room = await host.create({ seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' }, paceMs: 5000 });
    const crowd = Array.from({ length: 200 }, (_, i) => client('198.51.100.2', `S${i}`));
    const opened = (await Promise.allSettled(crowd.map(async (c) => { await c.connect(); await c.join(room.room.id); }))).filter((r) => r.status === 'fulfilled').length; // the address's cap closes the rest
    let spam = true;
    const lines = { sent: 0 };
    void (async () => { while (spam) { for (const c of crowd) { c.raw({ t: 'chat', text: `spam ${lines.sent++}` }); } await sleep(1500); } })();
    const chatRun = await window(u);
    spam = false;
    const kept = (await (await fetch(`${url}/api/games/${room.room.id}`)).json() as { log: { k: string; cut?: boolean }[] }).log.filter((e) => e.k === 'chat');
    report.spectatorChat = { ...chatRun, socketsOpened: opened, linesSent: lines.sent, linesStored: kept.length, linesKeptWhole: kept.filter((e) => !e.cut).length };
    log(`  200 chatting spectator sockets: ${opened} opened; ${lines.sent} lines sent, ${kept.length} stored (${kept.filter((e) => !e.cut).length} kept whole) → unrelated p50 ${chatRun.p50} ms, p99 ${chatRun.p99} ms`);
    for (const c of crowd) c.close();
    host.close();
    await sleep(500);

    // 3. 100 sockets asking for balanced previews, again and again.
    const askers = Array.from({ length: 100 }, () => client('198.51.100.3'));
    const asked = (await Promise.allSettled(askers.map((c) => c.connect()))).filter((r) => r.status === 'fulfilled').length;
    let asking = true, previews = 0;
    for (const c of askers) c.onMessage = (m) => { if (m.t === 'preview') previews++; };
    void (async () => { let k = 0; while (asking) { for (const c of askers) c.raw({ t: 'preview', board: { kind: 'balanced', seed: `p${k++}` } }); await sleep(100); } })();
    const previewRun = await window(u);
    asking = false;
    report.previews = { ...previewRun, socketsOpened: asked, previewsAnswered: previews };
    log(`  100 sockets asking for balanced previews: ${asked} opened; ${previews} previews answered in ${SECONDS} s → unrelated p50 ${previewRun.p50} ms, p99 ${previewRun.p99} ms`);
    for (const c of askers) c.close();
    await sleep(500);

    // 4. 1,000 sockets that never authenticate.
    const silent = Array.from({ length: 1000 }, () => client('198.51.100.4'));
    await Promise.allSettled(silent.map((c) => c.open()));
    await sleep(1000);
    const held = silent.filter((c) => c.ws?.readyState === c.ws?.OPEN).length; // the rest were closed at once (the address's cap)
    const mid = await (await fetch(`${url}/api/stats`)).json() as { connections: unknown };
    const silentRun = await window(u);
    const after = await (await fetch(`${url}/api/stats`)).json() as { connections: unknown };
    report.unauthenticated = { ...silentRun, socketsOpened: held, statsDuring: mid.connections, statsAfter: after.connections };
    log(`  1,000 sockets that never authenticate: ${held} held open (the rest closed at once); stats during ${JSON.stringify(mid.connections)}, after the deadline ${JSON.stringify(after.connections)} → unrelated p50 ${silentRun.p50} ms, p99 ${silentRun.p99} ms`);
    for (const c of silent) c.kill();
    u.stop();
    if (JSON_OUT) console.log(JSON.stringify(report));
  } finally {
    spawned.child.kill('SIGTERM');
    await new Promise((r) => { spawned.child.once('exit', r); setTimeout(r, 3000); });
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}

main().catch((e: Error) => { console.error(e.stack); process.exit(1); });
