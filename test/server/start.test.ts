// `npm start` on a machine where something already holds the port, or with a setting that is
// no good: the process stops with one sentence naming what is wrong and how to change it, exit
// code 1, and no stack trace (README, "Configuration"); likewise from the published package
// without the server's optional packages (ws and better-sqlite3, and pg for PostgreSQL only).
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_PEERS, missingPeers, missingPeersMessage, peersFor } from '../../src/server/peers.js';
import { shownDb } from '../../src/server/store/index.js';

const main = join(import.meta.dirname, '..', '..', 'dist', 'server', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'catan-start-'));

/** Run the server; with `until`, stop it (SIGTERM) once its standard output matches. With `args`, run `file` as a command with them instead of node. */
function run(env: Record<string, string>, file = main, nodeArgs: string[] = [], until?: RegExp, args?: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(args ? file : process.execPath, args ?? [...nodeArgs, file], { env: { ...process.env, CATAN_DB: join(dir, 'c.db'), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); if (until?.test(out)) child.kill('SIGTERM'); });
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => { clearTimeout(timer); done({ code, out, err }); });
  });
}

describe('the server refuses to start with a sentence, not a stack trace', () => {
  let holder: Server;
  afterAll(() => { holder?.close(); });

  it('when the port is already in use', async () => {
    holder = createServer();
    await new Promise<void>((r) => holder.listen(0, '0.0.0.0', () => r()));
    const port = (holder.address() as { port: number }).port;
    const r = await run({ PORT: String(port) });
    expect(r.code).toBe(1);
    expect(r.err).toContain(`could not start the server on port ${port}: port ${port} is already in use by another program: stop it, or choose another port with PORT=`);
    expect(r.err, 'no stack trace').not.toMatch(/^\s+at /m);
    expect(r.err).not.toMatch(/Unhandled/);
  }, 30_000);

  it('when a setting is not a number', async () => {
    const r = await run({ PORT: '0', CATAN_MESSAGES_PER_SECOND: 'lots' });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^could not start the server: .*CATAN_MESSAGES_PER_SECOND/m);
    expect(r.err, 'no stack trace').not.toMatch(/^\s+at /m);
  }, 30_000);

  // The folder of CATAN_DB cannot be made by this user (EACCES from mkdir): said with what to do.
  // Root may write anywhere, so a test run as root runs the server as `nobody` (CI runs as root).
  it('when the folder for the SQLite file cannot be made by this user (EACCES)', async () => {
    const locked = join(dir, 'locked');
    mkdirSync(locked, { mode: 0o755 });
    chmodSync(dir, 0o755);
    const asRoot = process.getuid?.() === 0;
    const r = asRoot
      ? await run({}, 'runuser', [], undefined, ['-u', 'nobody', '--', 'env', 'PORT=0', `CATAN_DB=${join(locked, 'sub', 'c.db')}`, process.execPath, main])
      : (chmodSync(locked, 0o555), await run({ PORT: '0', CATAN_DB: join(locked, 'sub', 'c.db') }));
    expect(r.code).toBe(1);
    expect(r.err.trim()).toBe(`could not open the database ${join(locked, 'sub', 'c.db')}: EACCES: permission denied, mkdir '${join(locked, 'sub')}' (this user must be able to create and write that file and its folder: set CATAN_DB to another path, or change the folder's permissions)`);
  }, 30_000);

  // An operator's play-test: an unreachable PostgreSQL read "could not start the server on port 4113: connect ECONNREFUSED …".
  it('when the SQLite file cannot be opened: the file is named, not the port', async () => {
    const r = await run({ PORT: '0', CATAN_DB: '/proc/catan-start.db' });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^could not open the database \/proc\/catan-start\.db: unable to open database file \(this user must be able to create and write that file and its folder: set CATAN_DB to another path/m);
    expect(r.err).not.toContain('port');
    expect(r.err, 'no stack trace').not.toMatch(/^\s+at /m);
  }, 30_000);

  it('when PostgreSQL cannot be reached: its URL is named without the password, not the port', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const r = await run({ PORT: '0', CATAN_DB: `postgres://catan:s3cret-word@127.0.0.1:${port}/catan` });
    expect(r.code).toBe(1);
    expect(r.err).toContain(`could not open the database postgres://catan:…@127.0.0.1:${port}/catan: connect ECONNREFUSED 127.0.0.1:${port} (is PostgreSQL running and reachable there? Start it, or correct the host and port in CATAN_DB)`);
    expect(r.err).not.toContain('s3cret-word');
    expect(r.err).not.toContain('could not start the server on port');
    expect(r.err, 'no stack trace').not.toMatch(/^\s+at /m);
  }, 30_000);
});

describe('the database as the log shows it', () => {
  it('a PostgreSQL URL without its password; a SQLite path as it is', () => {
    expect(shownDb('postgres://catan:change-me@localhost:5432/catan')).toBe('postgres://catan:…@localhost:5432/catan');
    expect(shownDb('postgresql://u:p/a@ss@db.internal/catan?sslmode=require')).toBe('postgresql://u:…@db.internal/catan?sslmode=require');
    expect(shownDb('postgres://catan@localhost/catan?password=hidden&sslmode=require')).toBe('postgres://catan@localhost/catan?password=…&sslmode=require');
    expect(shownDb('postgres://localhost/catan')).toBe('postgres://localhost/catan');
    expect(shownDb('./data/catan.db')).toBe('./data/catan.db');
  });
});

describe('the server run from the package without its optional packages says what to install (a library user got ERR_MODULE_NOT_FOUND and a stack)', () => {
  const root = join(import.meta.dirname, '..', '..');
  const peers = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> }).peerDependencies;

  it('the peers it checks are package.json\'s peerDependencies, and the message names each with its range and the command', () => {
    expect([...SERVER_PEERS].sort()).toEqual(Object.keys(peers).sort());
    expect(missingPeers()).toEqual([]);
    expect(missingPeers(SERVER_PEERS, (name) => { if (name !== 'pg') throw new Error('not found'); })).toEqual(['ws', 'better-sqlite3']);
    // pg only for PostgreSQL: a server on its SQLite file never loads it.
    expect(peersFor('./data/catan.db')).toEqual(['ws', 'better-sqlite3']);
    expect(peersFor(':memory:')).toEqual(['ws', 'better-sqlite3']);
    // better-sqlite3 only for SQLite: a PostgreSQL node never loads the native module.
    expect(peersFor('postgres://catan@localhost/catan')).toEqual(['ws', 'pg']);
    expect(missingPeers(peersFor('./data/catan.db'), (name) => { if (name === 'pg') throw new Error('not found'); })).toEqual([]);
    expect(missingPeersMessage(['ws', 'better-sqlite3'])).toBe(
      `could not start the server: it needs the packages ws, better-sqlite3, which catan-open lists as optional (the engine and the bots need none): npm install ws@${peers.ws} better-sqlite3@${peers['better-sqlite3']}`);
    expect(missingPeersMessage(['pg'], {})).toMatch(/it needs the package pg, .*: npm install pg$/);
  });

  it('dist/server/main.js where none of them resolves: one sentence, exit code 1, no stack trace (pg named only for PostgreSQL)', async () => {
    // The build and package.json alone, as in a library user's node_modules/catan-open with no peers beside it.
    const pkg = mkdtempSync(join(tmpdir(), 'catan-nopeers-'));
    try {
      cpSync(join(root, 'dist'), join(pkg, 'dist'), { recursive: true, filter: (f) => !/[/\\]dist[/\\](web|manual)\b/.test(f) });
      cpSync(join(root, 'package.json'), join(pkg, 'package.json'));
      const r = await run({ PORT: '0' }, join(pkg, 'dist/server/main.js'));
      expect(r.code).toBe(1);
      expect(r.err.trim()).toBe(missingPeersMessage(['ws', 'better-sqlite3'], peers));
      expect(r.out).toBe('');
      const onPg = await run({ PORT: '0', CATAN_DB: 'postgres://catan@127.0.0.1:1/catan' }, join(pkg, 'dist/server/main.js'));
      expect(onPg.code).toBe(1);
      expect(onPg.err.trim()).toBe(missingPeersMessage(['ws', 'pg'], peers));
    } finally {
      rmSync(pkg, { recursive: true, force: true });
    }
  }, 30_000);
});

// The PostgreSQL store's module and pg were imported by every server, on SQLite too. A module
// hook (--import) writes down every module the server resolves (ESM) and every CommonJS file in
// require's cache when it exits.
describe('pg is loaded only for PostgreSQL, better-sqlite3 only for SQLite', () => {
  const recorder = join(dir, 'recorder.mjs');
  const hooks = join(dir, 'recorder-hooks.mjs');
  writeFileSync(hooks, [
    "import { appendFileSync } from 'node:fs';",
    'let log = null;',
    'export function initialize(data) { log = data.log; }',
    'export async function resolve(specifier, context, next) {',
    '  const r = await next(specifier, context);',
    "  appendFileSync(log, r.url + '\\n');",
    '  return r;',
    '}',
  ].join('\n'));
  writeFileSync(recorder, [
    "import { appendFileSync } from 'node:fs';",
    "import { createRequire, register } from 'node:module';",
    'const log = process.env.CATAN_TEST_MODULE_LOG;',
    `register(${JSON.stringify(pathToFileURL(hooks).href)}, { data: { log } });`,
    'const cache = createRequire(import.meta.url).cache;',
    "process.on('exit', () => appendFileSync(log, Object.keys(cache).map((f) => 'cjs:' + f + '\\n').join('')));",
  ].join('\n'));

  async function loaded(label: string, env: Record<string, string>, until?: RegExp): Promise<{ code: number | null; modules: string[] }> {
    const log = join(dir, `${label}.modules`);
    const r = await run({ PORT: '0', CATAN_TEST_MODULE_LOG: log, ...env }, main, ['--import', pathToFileURL(recorder).href], until);
    return { code: r.code, modules: existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [] };
  }
  const pgModules = (modules: string[]) => modules.filter((m) => /[/\\]node_modules[/\\]pg[/\\]|[/\\]store[/\\]postgres\.js$/.test(m));

  it('a server on its SQLite file starts and stops without loading pg or the PostgreSQL store', async () => {
    const r = await loaded('sqlite', { CATAN_DB: join(dir, 'lazy.db') }, /Catan is ready/);
    expect(r.code).toBe(0);
    // The recorder saw the server load: the SQLite driver and the SQLite store.
    expect(r.modules.some((m) => /[/\\]store[/\\]sqlite\.js$/.test(m))).toBe(true);
    expect(r.modules.some((m) => /[/\\]node_modules[/\\]better-sqlite3[/\\]/.test(m))).toBe(true);
    expect(pgModules(r.modules)).toEqual([]);
  }, 30_000);

  it('a server given a PostgreSQL URL loads them (here, to find the database unreachable), and not the SQLite store or its native driver', async () => {
    const r = await loaded('postgres', { CATAN_DB: 'postgres://catan@127.0.0.1:1/catan' });
    expect(r.code).toBe(1);
    expect(pgModules(r.modules).some((m) => /[/\\]node_modules[/\\]pg[/\\]/.test(m))).toBe(true);
    expect(pgModules(r.modules).some((m) => /[/\\]store[/\\]postgres\.js$/.test(m))).toBe(true);
    expect(r.modules.filter((m) => /[/\\]store[/\\]sqlite\.js$|[/\\]node_modules[/\\]better-sqlite3[/\\]/.test(m))).toEqual([]);
  }, 30_000);
});
