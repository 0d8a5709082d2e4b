/**
 * The store behind one interface (types.ts): today the embedded SQLite file; a PostgreSQL store
 * (issue 12) implements the same interface and schema versions. `openStore` picks by the path.
 */
import { SqliteStore } from './sqlite.js';
import type { Store } from './types.js';

export * from './types.js';
export { SCHEMA_VERSION, MIGRATIONS, SchemaError } from './schema.js';
export { StoreError } from './decode.js';
export { SqliteStore } from './sqlite.js';

export function openStore(path: string, sync: 'full' | 'normal'): Store {
  return new SqliteStore(path, sync);
}
