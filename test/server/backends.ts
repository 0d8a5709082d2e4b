/**
 * The two stores the storage suite runs against: the SQLite file and PostgreSQL. For PostgreSQL
 * each test file starts its own throw-away cluster (src/server/cluster/pgtemp.ts) and each test
 * gets a new database in it, so tests share nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { startTempPostgres, type TempPostgres } from '../../src/server/cluster/pgtemp.js';
import { type Store } from '../../src/server/store/index.js';
import { SqliteStore } from '../../src/server/store/sqlite.js';
import { PgStore } from '../../src/server/store/postgres.js';

export interface Backend {
  name: 'sqlite' | 'postgres';
  /** A new, empty database: a file path or a postgres:// URL (what CATAN_DB would be). */
  fresh(label: string): Promise<string>;
  /** A store on a database made by `fresh` (a second one reads what another connection wrote). */
  open(path: string): Promise<Store>;
}

let counter = 0;

export function backends(): Backend[] {
  const dir = mkdtempSync(join(tmpdir(), 'catan-db-'));
  let pg: Promise<TempPostgres> | null = null;
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    if (pg) (await pg).stop();
  });
  return [
    { name: 'sqlite', fresh: async (label) => join(dir, `${label}-${++counter}.db`), open: async (path) => new SqliteStore(path, 'full') },
    {
      name: 'postgres',
      fresh: async (label) => (await (pg ??= startTempPostgres())).createDatabase(`${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${++counter}`),
      open: (url) => PgStore.open(url),
    },
  ];
}
