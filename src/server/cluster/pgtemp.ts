/**
 * A throw-away PostgreSQL cluster for the tests and the cluster benchmark: `initdb` in a new
 * temporary folder, `pg_ctl start` on a free loopback port, and at the end `pg_ctl stop` and the
 * folder removed. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user
 * (through `runuser`). The binaries are Debian's (`apt-get install postgresql`), found in
 * /usr/lib/postgresql/VERSION/bin, or in CATAN_PG_BIN. Never used by the server itself.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../spawn.js';

export interface TempPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** A database URL of the same cluster with another database name (made by `createDatabase`). */
  urlOf(db: string): string;
  /** A new empty database in this cluster; returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

/** The folder with initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBin(): string | null {
  const given = process.env.CATAN_PG_BIN;
  if (given) return existsSync(join(given, 'pg_ctl')) ? given : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0]!, 'bin') : null;
}

const isRoot = () => userInfo().uid === 0;

function run(bin: string, tool: string, args: string[]): void {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  execFileSync(cmd, argv as string[], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Start a new cluster (fsync on, as a real one: an acknowledged write is on disk). */
export async function startTempPostgres(opts: { maxConnections?: number } = {}): Promise<TempPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql), or set CATAN_PG_BIN to the folder of pg_ctl');
  const dir = mkdtempSync(join(tmpdir(), 'catan-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${opts.maxConnections ?? 200} -c shared_buffers=64MB`;
  run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try { run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']); } catch { /* already gone */ }
    rmSync(dir, { recursive: true, force: true });
  };
  // A test run that dies still stops its database.
  process.once('exit', stop);
  const urlOf = (db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  return {
    url: urlOf('postgres'), port, urlOf, stop,
    createDatabase: async (name: string) => {
      if (!/^[a-z][a-z0-9_]{0,40}$/.test(name)) throw new Error(`a database name: ${name}`);
      const c = new pg.Client({ connectionString: urlOf('postgres') });
      await c.connect();
      try { await c.query(`CREATE DATABASE ${name}`); } finally { await c.end(); }
      return urlOf(name);
    },
  };
}
