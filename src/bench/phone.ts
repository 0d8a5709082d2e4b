/**
 * `node dist/bench/phone.js`: what the browser game costs a slow phone while the bots play. Debian's
 * Chromium at 390×844 (touch, twice the pixels) with its processor slowed N times (Chrome's own
 * CPU throttling); the page's person sits against three medium bots at the "normal" pace, and a
 * scripted player makes the person's moves over a second socket with the page's token, so the
 * page only watches and draws, as a person's page does between their taps. After the set-up, for
 * `--seconds`, it reads Chrome's counters (`Performance.getMetrics`) and prints the main thread's
 * work per frame the page received (all of it, and its script, style and layout parts), the share
 * of the time the main thread was busy, and how many frames came.
 *
 *   node dist/bench/phone.js [--throttle 4] [--seconds 30] [--pace 600] [--rounds 1] [--against DIR]
 *
 * `--against DIR` (another build's dist/, with its package.json and node_modules beside it, e.g. a
 * worktree of an earlier commit after `npm run build`) measures that build too, alternating with
 * this one, each on its own server, so that a burst of load falls on both. Needs Chromium at
 * /usr/bin/chromium (apt-get install chromium).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { Move } from '../server/autoplay.js';
import type { ProtocolClient as Client } from '../server/client.js';

const args = process.argv.slice(2);
const opt = (k: string, d: number) => { const i = args.indexOf(`--${k}`); const x = i >= 0 ? Number(args[i + 1]) : NaN; return Number.isFinite(x) && x > 0 ? x : d; };
const THROTTLE = Math.min(20, opt('throttle', 4));
const SECONDS = Math.min(300, opt('seconds', 30));
const PACE = Math.round(opt('pace', 600));
const ROUNDS = Math.min(10, Math.round(opt('rounds', 1)));
const againstAt = args.indexOf('--against');
const AGAINST = againstAt >= 0 ? resolve(args[againstAt + 1] ?? '') : null;
const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Figures { frames: number; taskMs: number; scriptMs: number; styleMs: number; layoutMs: number; busy: number; turns: string }

/** One measurement of the build at `dist` (its server and its web app). */
async function measure(dist: string, round: number): Promise<Figures> {
  const load = (m: string) => import(pathToFileURL(join(dist, m)).href);
  const { spawnServer } = await load('server/spawn.js');
  const { ProtocolClient } = await load('server/client.js') as { ProtocolClient: new (url: string, o: { token: string }) => Client };
  const { choose, newCounters } = await load('server/autoplay.js');
  const dir = mkdtempSync(join(tmpdir(), 'catan-phone-'));
  const server = await spawnServer({ root: dirname(dist), env: { CATAN_DB: join(dir, 'phone.db') } });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  let client: Client | null = null;
  try {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let frames = 0;
    page.on('websocket', (ws) => ws.on('framereceived', () => frames++));
    await page.goto(`${server.url}/?seed=phone-${round}`);
    await page.waitForSelector('.preview-board.board');
    await page.selectOption('[data-testid=pace]', String(PACE));
    await page.tap('[data-testid=start]');
    await page.waitForURL(/\/room\//);
    const room = page.url().split('/room/')[1]!;
    const token = await page.evaluate(() => localStorage.getItem('catan.token'));
    const c = new ProtocolClient(server.url, { token: token! });
    client = c;
    await c.connect();
    await c.join(room);
    // The person's moves, a quarter of a second after each frame that asks for one.
    const st = { offeredTurn: -1 };
    let busy = false;
    const act = () => {
      const g = c.game();
      if (busy || !g || g.end) return;
      const m: Move | null = choose(g, newCounters(), st);
      if (!m) return;
      if (m.t === 'ready') { c.raw(m); return; }
      busy = true;
      setTimeout(() => { void c.send(m).then(() => { busy = false; act(); }); }, 250);
    };
    c.onMessage = act;
    act();
    await page.tap('[data-testid=play]', { timeout: 10_000 }).catch(() => {});
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await cdp.send('Performance.enable');
    // Past the set-up: the dice roll, cards travel.
    const until = Date.now() + 180_000;
    while (Date.now() < until && (c.state?.game?.view.turn ?? 0) < 6) await new Promise((r) => setTimeout(r, 300));
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value])) as Record<string, number>;
    const a = await metrics(), f0 = frames, turn0 = c.state?.game?.view.turn ?? 0, t0 = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const b = await metrics(), n = Math.max(1, frames - f0), wall = (performance.now() - t0) / 1000;
    if (errors.length) throw new Error(`the page failed: ${errors.join('; ')}`);
    const per = (k: string) => +((b[k]! - a[k]!) * 1000 / n).toFixed(1);
    return { frames: frames - f0, taskMs: per('TaskDuration'), scriptMs: per('ScriptDuration'), styleMs: per('RecalcStyleDuration'), layoutMs: per('LayoutDuration'),
      busy: +((b.TaskDuration! - a.TaskDuration!) / wall).toFixed(3), turns: `${turn0}→${c.state?.game?.view.turn ?? '?'}` };
  } finally {
    client?.close();
    await browser.close();
    server.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

const builds: [string, string][] = [['this build', here], ...(AGAINST ? [['against', AGAINST] as [string, string]] : [])];
console.log(`A phone (390×844) at ${THROTTLE}× slower, bots at ${PACE} ms, ${SECONDS} s a run; load ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log('build        frames  main thread per frame: all / script / style / layout (ms)   busy   turns');
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, dist] of builds) {
    const f = await measure(dist, r);
    console.log(`${name.padEnd(12)} ${String(f.frames).padStart(6)}  ${`${f.taskMs} / ${f.scriptMs} / ${f.styleMs} / ${f.layoutMs}`.padEnd(58)} ${(f.busy * 100).toFixed(0).padStart(3)}%   ${f.turns}`);
  }
}
console.log(`load ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
