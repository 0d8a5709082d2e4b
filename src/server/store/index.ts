/**
 * The store behind one interface (types.ts): the embedded SQLite file (one server, nothing to
 * set up) or a PostgreSQL database shared by any number of nodes (`postgres://…`), with the
 * same schema versions. `openStore` picks by the path.
 */
import { PgStore, isPostgresUrl } from './postgres.js';
import { SqliteStore } from './sqlite.js';
import type { Store } from './types.js';

export * from './types.js';
export { SCHEMA_VERSION, MIGRATIONS, SchemaError } from './schema.js';
export { StoreError } from './decode.js';
export { SqliteStore } from './sqlite.js';
export { PgStore, isPostgresUrl } from './postgres.js';

export async function openStore(path: string, sync: 'full' | 'normal'): Promise<Store> {
  return isPostgresUrl(path) ? PgStore.open(path) : new SqliteStore(path, sync);
}
