/**
 * The store behind one interface (types.ts): the embedded SQLite file (one server, nothing to
 * set up) or a PostgreSQL database shared by any number of nodes (`postgres://…`), with the
 * same schema versions. `openStore` picks by the path, and loads only the store it picks: a
 * server on its SQLite file neither loads `pg` nor needs it installed, and a PostgreSQL node
 * neither loads `better-sqlite3` (a native module) nor needs it. Import SqliteStore from
 * sqlite.js and PgStore from postgres.js themselves.
 */
import type { Store } from './types.js';
import { isPostgresUrl } from './url.js';

export * from './types.js';
export { SCHEMA_VERSION, MIGRATIONS, SchemaError } from './schema.js';
export { StoreError } from './decode.js';
export { isPostgresUrl } from './url.js';

export async function openStore(path: string, sync: 'full' | 'normal'): Promise<Store> {
  if (!isPostgresUrl(path)) {
    const { SqliteStore } = await import('./sqlite.js');
    return new SqliteStore(path, sync);
  }
  const { PgStore } = await import('./postgres.js');
  return PgStore.open(path);
}

/** `CATAN_DB` as a log may show it: a PostgreSQL URL without its password (the user, host, port and database stay). */
export function shownDb(path: string): string {
  if (!isPostgresUrl(path)) return path;
  return path.replace(/^([a-z]+:\/\/[^:@/?#]*):[^?#]*@/i, '$1:…@').replace(/([?&]password=)[^&#]*/i, '$1…');
}

/** The database could not be opened (the server's start-up says so, not that its port failed). */
export class OpenError extends Error {}

/**
 * The error a server that could not open its database stops with: what it tried to open (a
 * PostgreSQL URL without its password, or the SQLite file), the driver's words, and what to do.
 */
export function openFailure(path: string, e: unknown): OpenError {
  const err = (e ?? {}) as { message?: string; code?: string; errors?: unknown[] };
  // A host name with several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError without a message of its own.
  const message = err.message || (err.errors ?? []).map((x) => (x as Error).message).filter(Boolean).join('; ') || String(e);
  const hint = isPostgresUrl(path) ? pgHint(err.code, message) : sqliteHint(err.code, message);
  return new OpenError(`could not open the database ${shownDb(path)}: ${message}${hint ? ` (${hint})` : ''}`);
}

function pgHint(code: string | undefined, message: string): string {
  if (code === 'ECONNREFUSED' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || /Connection terminated|timeout/i.test(message)) {
    return 'is PostgreSQL running and reachable there? Start it, or correct the host and port in CATAN_DB';
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'no such host: correct the host name in CATAN_DB';
  if (code === '28P01' || code === '28000') return 'correct the user name and password in CATAN_DB';
  if (code === '3D000') return 'create it, owned by the user CATAN_DB names: see docs/deploy.md';
  if (code === '42501') return 'the user CATAN_DB names must own the database: see docs/deploy.md';
  return '';
}

function sqliteHint(code: string | undefined, message: string): string {
  if (code === 'SQLITE_NOTADB') return 'CATAN_DB must name a SQLite database, or a file that does not exist yet';
  if (code === 'SQLITE_CANTOPEN' || code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR' || code === 'EEXIST' || /unable to open/.test(message)) {
    return 'this user must be able to create and write that file and its folder: set CATAN_DB to another path, or change the folder\'s permissions';
  }
  return '';
}
