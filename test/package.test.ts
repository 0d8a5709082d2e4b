// The engine as a package (like chessops for chess programs): `npm pack` the project, install
// the tarball into a fresh project, and run the README's example there — in Node, and bundled
// for the browser (Vite) in Chromium. Needs the build (npm test builds first).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './e2e/browser.js';
import { DECISION_REASONS, TRADE_REASONS } from '../src/bots/reasons.js';

const root = resolve(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const example = /<!-- engine-example[^>]*-->\s*```js\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
const botsExample = /<!-- bots-example[^>]*-->\s*```js\n([\s\S]*?)```/.exec(readFileSync(join(root, 'docs/bots.md'), 'utf8'))?.[1] ?? '';
let dir = '';

describe('catan-open/engine as an installed package', () => {
  beforeAll(() => {
    expect(existsSync(join(root, 'dist/engine/index.js')), 'the build (npm run build) comes first').toBe(true);
    dir = mkdtempSync(join(tmpdir(), 'catan-pkg-'));
    execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', dir], { cwd: root, stdio: 'pipe' });
    const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
    const app = join(dir, 'app');
    execFileSync('mkdir', ['-p', app]);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    // Dependencies come from npm's cache (npm ci filled it); no install scripts (no native builds).
    execFileSync('npm', ['install', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--silent', join(dir, tarball)], { cwd: app, stdio: 'pipe' });
    writeFileSync(join(app, 'example.js'), example);
    writeFileSync(join(app, 'bots-example.js'), botsExample);
  }, 180_000);
  afterAll(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

  it('the README has the example', () => {
    expect(example).toContain("from 'catan-open/engine'");
    expect(example.trim().split('\n').length).toBeLessThanOrEqual(12);
  });

  it('runs in Node from the installed package, with its type declarations beside it', () => {
    const out = execFileSync(process.execPath, ['example.js'], { cwd: join(dir, 'app'), encoding: 'utf8' });
    expect(out).toMatch(/^(main|roll|ended|robber|discard|roadBuilding) \d+ \{/);
    const pkg = join(dir, 'app/node_modules/catan-open');
    expect(existsSync(join(pkg, 'dist/engine/index.d.ts'))).toBe(true);
    // Nothing else is installed with it: the server's database drivers and sockets, and the web
    // app's libraries, are the repository's, not a library user's (better-sqlite3 builds natively).
    const installed = readdirSync(join(dir, 'app/node_modules')).filter((f) => !f.startsWith('.'));
    expect(installed).toEqual(['catan-open']);
    // Its source maps carry the TypeScript they map to: the package ships dist/, not src/.
    const map = JSON.parse(readFileSync(join(pkg, 'dist/engine/index.js.map'), 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
    expect(map.sourcesContent?.length, 'a source map without its sources points at files the package does not have').toBe(map.sources.length);
    expect(map.sourcesContent![0]).toContain('export');
    // The entry is the engine alone: nothing of the server or the CLI is reachable through it.
    expect(() => execFileSync(process.execPath, ['--input-type=module', '-e', "await import('catan-open/server')"], { cwd: join(dir, 'app'), stdio: 'pipe' })).toThrow();
  });

  it('the bots too (`catan-open/bots`): docs/bots.md\'s example plays a whole game from the installed package', () => {
    expect(botsExample).toContain("from 'catan-open/bots'");
    const out = execFileSync(process.execPath, ['bots-example.js'], { cwd: join(dir, 'app'), encoding: 'utf8' });
    const [winner, turns, ...vp] = out.trim().split(/\s+/).map(Number);
    expect(winner).toBeGreaterThanOrEqual(0);
    expect(winner).toBeLessThan(4);
    expect(turns).toBeGreaterThan(10);
    expect(vp).toHaveLength(4);
    expect(vp[winner!]).toBeGreaterThanOrEqual(10);
    expect(existsSync(join(dir, 'app/node_modules/catan-open/dist/bots/index.d.ts'))).toBe(true);
    // With a fixed number of playouts the hard bot's game is the same every time (a library user got five different games).
    expect(execFileSync(process.execPath, ['bots-example.js'], { cwd: join(dir, 'app'), encoding: 'utf8' })).toBe(out);
  }, 120_000);

  it('the reason lists and types docs/bots.md names are importable from catan-open/bots (they were not: TS2305)', () => {
    const app = join(dir, 'app');
    writeFileSync(join(app, 'reasons.js'), [
      "import { DECISION_REASONS, TRADE_REASONS } from 'catan-open/bots';",
      'console.log(JSON.stringify([DECISION_REASONS, TRADE_REASONS]));',
    ].join('\n'));
    const out = execFileSync(process.execPath, ['reasons.js'], { cwd: app, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([[...DECISION_REASONS], [...TRADE_REASONS]]);
    // The types too, as a TypeScript user writing Bot.explain or a TradeResponse imports them.
    writeFileSync(join(app, 'reasons.mts'), [
      "import { DECISION_REASONS, TRADE_REASONS, type Bot, type DecisionCode, type DecisionReason, type TradeReason, type TradeReasonCode } from 'catan-open/bots';",
      'const code: DecisionCode = DECISION_REASONS[0];',
      'const why: TradeReasonCode = TRADE_REASONS[0];',
      'export const reason: DecisionReason = { code, pips: 6 };',
      "export const answer: TradeReason = { code: why, build: 'city' };",
      "export const explain: NonNullable<Bot['explain']> = () => reason;",
    ].join('\n'));
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', noEmit: true, skipLibCheck: true, types: [] },
      files: ['reasons.mts'],
    }));
    expect(() => execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: app, encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
  }, 60_000);

  it('ships what a user runs, not the benchmarks, the tools or the tests\' server harness; the CLI works and the server without its packages says which to add', () => {
    const app = join(dir, 'app');
    const pkg = join(app, 'node_modules/catan-open');
    for (const gone of ['dist/bench', 'dist/tools', 'dist/server/cluster/testbed.js', 'dist/server/cluster/pgtemp.js', 'dist/server/spawn.js', 'dist/server/autoplay.js', 'dist/server/roamer.js', 'dist/server/client.js']) {
      expect(existsSync(join(pkg, gone)), gone).toBe(false);
    }
    for (const kept of ['dist/server/main.js', 'dist/server/botworker.js', 'dist/server/cluster/node.js', 'dist/cli/main.js', 'dist/sim/worker.js', 'dist/tourney/worker.js', 'dist/web/index.html']) {
      expect(existsSync(join(pkg, kept)), kept).toBe(true);
    }
    // The web app's source maps ship with it (its scripts name them: left out, the installed
    // server would answer a browser's developer tools with 404s).
    const assets = join(pkg, 'dist/web/assets');
    const named = readdirSync(assets).filter((f) => f.endsWith('.js'))
      .map((f) => /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(assets, f), 'utf8'))?.[1]).filter((m) => m !== undefined);
    expect(named.length).toBeGreaterThan(0);
    for (const m of named) expect(existsSync(join(assets, m)), m).toBe(true);
    const catan = (...args: string[]) => execFileSync(process.execPath, [join(app, 'node_modules/.bin/catan'), ...args], { cwd: app, encoding: 'utf8', stdio: 'pipe' });
    expect(catan('simulate', '--games', '3', '--seed', '1')).toMatch(/games/);
    expect(catan('tournament', '--bots', 'random,easy,medium', '--games', '2', '--seed', '1')).toMatch(/medium/);
    let failed: { status: number; stderr: string } | undefined;
    try { execFileSync(process.execPath, [join(pkg, 'dist/server/main.js')], { cwd: app, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, PORT: '0' } }); } catch (e) { failed = e as { status: number; stderr: string }; }
    expect(failed?.status).toBe(1);
    // On its SQLite file (the default) it needs ws and better-sqlite3, not pg.
    expect(failed?.stderr.trim()).toMatch(/^could not start the server: it needs the packages ws, better-sqlite3, .*: npm install ws@\S+ better-sqlite3@\S+$/);
  }, 120_000);

  // npm 11 warned on installing the tarball: "1 package has install scripts not yet covered by
  // allowScripts: catan-open@0.1.0 (prepare: npm run build)". The package is built when packed.
  it('has no install scripts: installing it runs nothing and npm has no script of it to warn about', () => {
    const pkg = JSON.parse(readFileSync(join(dir, 'app/node_modules/catan-open/package.json'), 'utf8')) as { scripts?: Record<string, string> };
    for (const s of ['preinstall', 'install', 'postinstall', 'prepare']) expect(pkg.scripts ?? {}, s).not.toHaveProperty(s);
    // Installed as a user would, scripts allowed: npm (11.16 on) lists any dependency's install
    // scripts, a tarball's `prepare` among them, that the project's allowScripts does not cover.
    const app = join(dir, 'scripts-app');
    execFileSync('mkdir', ['-p', app]);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'scripts-app', private: true, type: 'module' }));
    const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
    const r = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=warn', join(dir, tarball)], { cwd: app, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/install.scripts|allowScripts|prepare/i);
    expect(existsSync(join(app, 'node_modules/catan-open/dist/engine/index.js'))).toBe(true);
  }, 120_000);

  it('a CommonJS program can require it too (the exports had only an "import" condition: "not defined by exports")', () => {
    const app = join(dir, 'app');
    writeFileSync(join(app, 'required.cjs'), [
      "const { newGame, legalActions } = require('catan-open/engine');",
      "const { BOT_IDS } = require('catan-open/bots');",
      "const s = newGame({ colors: ['red', 'blue', 'orange'], board: 'beginner', seed: 1 });",
      "console.log(legalActions(s).length > 0, BOT_IDS.includes('hard'));",
    ].join('\n'));
    expect(execFileSync(process.execPath, ['required.cjs'], { cwd: app, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()).toBe('true true');
  });

  it('bundles for the browser and runs in Chromium', async () => {
    const app = join(dir, 'app');
    writeFileSync(join(app, 'index.html'), '<!doctype html><pre id="out"></pre><script type="module" src="./main.js"></script>');
    // The example with console.log sent to the page.
    writeFileSync(join(app, 'main.js'), example.replace('console.log(', "document.getElementById('out').textContent = JSON.stringify([").replace(/\);\s*$/, ']);\n'));
    const { build } = await import('vite');
    await build({ root: app, logLevel: 'silent', build: { outDir: join(app, 'out'), emptyOutDir: true, minify: false } });
    const html = readFileSync(join(app, 'out/index.html'), 'utf8');
    const js = readdirSync(join(app, 'out/assets')).find((f) => f.endsWith('.js'))!;
    const code = readFileSync(join(app, 'out/assets', js), 'utf8');
    expect(code).not.toMatch(/from ["']node:/);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.setContent(html.replace(/<script[^>]*src="[^"]*"[^>]*><\/script>/, ''));
      await page.addScriptTag({ content: code, type: 'module' });
      await page.waitForFunction(() => document.getElementById('out')?.textContent !== '', null, { timeout: 10_000 });
      const text = await page.textContent('#out');
      expect(errors).toEqual([]);
      expect(text).toMatch(/^\["(main|roll|ended|robber|discard|roadBuilding)",\d+,\{"brick":\d+/);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
