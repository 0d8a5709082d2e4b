/**
 * `node dist/bench/frames.js`: the server's own work per action, in one process and without
 * sockets: rooms of four scripted people (src/server/autoplay.ts) play as fast as they answer,
 * each message handled by the room as the edge would hand it (checked, applied, stored on the
 * SQLite writer thread, then shown to every seat), and each frame folded by its receiver as a
 * page would. Prints actions per second and the event loop's CPU per action, less the receivers'
 * share (their parsing, folding and choosing, timed apart): what the server spends per action
 * on rooms, rules, storage and frames, with the sockets' system calls left out.
 *
 *   node dist/bench/frames.js [--rooms 300] [--seconds 8] [--rounds 2] [--against DIR]
 *
 * `--against DIR` (another build's dist/, e.g. a worktree of an earlier commit) runs the same
 * measurement on that build too, alternating, each run in its own process on the same machine.
 * Linux only (the event loop's CPU is read from /proc).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const opt = (k: string, d: number) => { const i = args.indexOf(`--${k}`); const x = i >= 0 ? Number(args[i + 1]) : NaN; return Number.isFinite(x) && x > 0 ? x : d; };
const ROOMS = Math.min(2000, Math.round(opt('rooms', 300)));
const SECONDS = Math.min(120, opt('seconds', 8));
const ROUNDS = Math.min(10, Math.round(opt('rounds', 2)));
const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** One measurement of the build at `dist`, in this process. */
async function measure(dist: string): Promise<{ perSecond: number; mainUs: number; receiversUs: number; serverUs: number }> {
  const load = (m: string) => import(pathToFileURL(join(dist, m)).href);
  const { Rooms } = await load('server/rooms.js');
  const { InlineBots } = await load('server/bots.js');
  const { DEFAULT_CONFIG } = await load('server/config.js');
  const { newSync } = await load('server/fanout.js');
  const { tokenHash } = await load('server/ids.js');
  const { QuietLog } = await load('server/limits.js');
  const { planLimits } = await load('server/room.js');
  const { planRoom } = await load('server/setup.js');
  const { SqliteStore } = await load('server/store/index.js');
  const { foldState, foldUpdate } = await load('protocol/index.js');
  const { choose, newCounters } = await load('server/autoplay.js');
  const dir = mkdtempSync(join(tmpdir(), 'catan-frames-'));
  const config = { ...DEFAULT_CONFIG, paceMs: 0, botsOnlyMinPaceMs: 0, awayAfterMs: 600_000, botThreads: 0, roomsPerAddress: 1e6, dbPath: join(dir, 'x.db') };
  const rooms = new Rooms(new SqliteStore(join(dir, 'x.db'), 'normal'), config, new QuietLog((l: string) => console.error(l), 1000), new InlineBots());
  let receiversMs = 0, acted = 0, ids = 0, tables = 0;
  const mainCpuMs = () => { const f = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
  type Room = { status: string; join(c: unknown): void; sit(c: unknown, s: undefined, n: string): void; ready(c: unknown): void; play(c: unknown, ack: number, run: (s: Record<string, (...a: unknown[]) => unknown>, seat: number) => unknown): void };
  class Conn {
    readonly id = ++ids;
    readonly tokenHash: string;
    name = 'P';
    room: Room | null = null;
    seat: number | null = null;
    sync = newSync();
    held: { msg: { you: { seat: number | null; lastAck: number }; room: { id: string; seats: unknown; status: string }; game: Record<string, unknown> | null } } | null = null;
    nextAck = 1;
    st = { offeredTurn: -1 };
    counters = newCounters();
    queued = false;
    constructor(token: string) { this.tokenHash = tokenHash(token); }
    sendText(text: string): void {
      const t0 = performance.now();
      const m = JSON.parse(text);
      if (m.t === 'state' || m.t === 'update') {
        const next = m.t === 'state' ? foldState(this.held, m, { keepLog: false, inPlace: true }) : foldUpdate(this.held, m, { keepLog: false, inPlace: true });
        if (!next) throw new Error('a frame did not follow the one before');
        this.held = next;
        const s = next.msg, b = s.game;
        if (s.you.lastAck >= this.nextAck) this.nextAck = s.you.lastAck + 1;
        if (b && !(b.ready && b.targets === null && b.incoming === null && b.offer === null) && !this.queued && s.room.status === 'playing') {
          const move = choose({ ...b, id: s.room.id, you: s.you.seat, seats: s.room.seats, logFrom: 0, log: [] }, this.counters, this.st);
          if (move) { this.queued = true; setImmediate(() => { this.queued = false; this.move(move); }); }
        }
      }
      receiversMs += performance.now() - t0;
    }
    move(m: { t: string; [k: string]: unknown }): void {
      const room = this.room!;
      if (m.t === 'ready') { room.ready(this); return; }
      const ack = this.nextAck++;
      acted++;
      if (m.t === 'act') room.play(this, ack, (s, seat) => s.act!(seat, m.action));
      else if (m.t === 'offer') room.play(this, ack, (s, seat) => s.offer!(seat, m.give, m.get));
      else if (m.t === 'take') room.play(this, ack, (s, seat) => s.take!(seat, m.seat));
      else if (m.t === 'withdraw') room.play(this, ack, (s, seat) => s.withdraw!(seat));
      else if (m.t === 'answer') room.play(this, ack, (s, seat) => s.answer!(seat, m.id, m.accept));
    }
  }
  const table = () => {
    const t = tables++;
    const req = { seats: [0, 1, 2, 3].map(() => ({ kind: 'person' })), board: { kind: 'variable', seed: `frames-${t}` }, start: true, paceMs: 0 };
    const people = [0, 1, 2, 3].map((i) => new Conn(`frames-bench-${t}-${i}-${'x'.repeat(12)}`));
    const room = rooms.create(planRoom(req, planLimits(config)), '127.0.0.1', people[0]!.tokenHash) as Room;
    for (const c of people) { room.join(c); room.sit(c, undefined, c.name); }
    // A finished table is replaced, so that `ROOMS` games stay in play.
    const check = setInterval(() => { if (room.status !== 'playing') { clearInterval(check); table(); } }, 200);
  };
  for (let i = 0; i < ROOMS; i++) table();
  await new Promise((r) => setTimeout(r, 2000));
  const c0 = mainCpuMs(), a0 = acted, k0 = receiversMs, w0 = performance.now();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const cpu = mainCpuMs() - c0, n = Math.max(1, acted - a0), rec = receiversMs - k0, wall = performance.now() - w0;
  rooms.close();
  rmSync(dir, { recursive: true, force: true });
  return { perSecond: Math.round(n / (wall / 1000)), mainUs: (cpu * 1000) / n, receiversUs: (rec * 1000) / n, serverUs: ((cpu - rec) * 1000) / n };
}

async function main(): Promise<void> {
  if (args[0] === '--child') {
    const r = await measure(args[1]!);
    console.log(JSON.stringify(r));
    process.exit(0);
  }
  const i = args.indexOf('--against');
  const builds = [here, ...(i >= 0 ? [resolve(args[i + 1]!)] : [])];
  console.log(`server work per action, in one process (${ROOMS} rooms of four scripted people, ${SECONDS} s a run, ${ROUNDS} rounds; load ${loadavg()[0]!.toFixed(2)})`);
  const rows: Record<string, number[]> = {};
  for (let k = 0; k < ROUNDS; k++) {
    for (const dist of builds) {
      const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', dist, '--rooms', String(ROOMS), '--seconds', String(SECONDS)], { encoding: 'utf8' });
      const line = run.stdout.trim().split('\n').pop() ?? '';
      let r: { perSecond: number; mainUs: number; receiversUs: number; serverUs: number };
      try { r = JSON.parse(line); } catch { console.error(`${dist}: the run failed\n${run.stderr.slice(-2000)}`); process.exit(1); }
      (rows[dist] ??= []).push(r.serverUs);
      console.log(`  ${dist}: ${r.perSecond} actions/s; event loop ${r.mainUs.toFixed(1)} µs/action, of which the receivers ${r.receiversUs.toFixed(1)} → server ${r.serverUs.toFixed(1)} µs/action`);
    }
  }
  if (builds.length === 2) {
    const med = (x: number[]) => { const y = x.slice().sort((a, b) => a - b), m = y.length >> 1; return y.length % 2 ? y[m]! : (y[m - 1]! + y[m]!) / 2; };
    console.log(`  median server µs/action: ${builds.map((b) => `${b} ${med(rows[b]!).toFixed(1)}`).join(' · ')} (ratio ${(med(rows[builds[0]!]!) / med(rows[builds[1]!]!)).toFixed(2)})`);
  }
}

main().catch((e: Error) => { console.error(e.stack); process.exit(1); });
