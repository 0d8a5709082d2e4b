/**
 * The database's schema, versioned. Each migration has a number, a name and its SQL; the
 * database records in `schema_migrations` which numbers it has, and a store applies the missing
 * ones in order, each in its own transaction, when it opens. A database of a later version than
 * this code knows is refused (an older server must not write to it).
 *
 * The numbers are the schema's, not SQLite's: a PostgreSQL store keeps the same numbers with its
 * own SQL for each (issue 12), so that both describe the same tables at the same version.
 */

export interface Migration { version: number; name: string; sqlite: string }

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'rooms, their log and their acks',
    // IF NOT EXISTS: a database from before versioning already has these tables.
    sqlite: `
      CREATE TABLE IF NOT EXISTS rooms (
        id TEXT PRIMARY KEY, created INTEGER NOT NULL, updated INTEGER NOT NULL, address TEXT NOT NULL,
        status TEXT NOT NULL, title TEXT NOT NULL, settings TEXT NOT NULL, seats TEXT NOT NULL, host TEXT,
        seed TEXT, commitment TEXT, head TEXT, start_roll TEXT, record TEXT, ended INTEGER, winner INTEGER,
        turn INTEGER NOT NULL, actions INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS rooms_status ON rooms(status, updated);
      CREATE TABLE IF NOT EXISTS log (
        room TEXT NOT NULL, idx INTEGER NOT NULL, kind TEXT NOT NULL, seat INTEGER, body TEXT NOT NULL,
        PRIMARY KEY (room, idx)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS acks (
        room TEXT NOT NULL, seat INTEGER NOT NULL, ack INTEGER NOT NULL, PRIMARY KEY (room, seat)) WITHOUT ROWID;`,
  },
  {
    version: 2,
    name: 'public rooms (listed for anyone to join; the rest are private)',
    // Rooms stored before are private: their invite links were the only way in that was meant.
    sqlite: `
      ALTER TABLE rooms ADD COLUMN public INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX rooms_public ON rooms(public, status, created);`,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

export const MIGRATIONS_TABLE = `
  CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied INTEGER NOT NULL)`;

export class SchemaError extends Error {}

/** The migrations a database at `have` (the versions it records) still needs, in order; refuses a newer database. */
export function pending(have: readonly number[], known: readonly Migration[] = MIGRATIONS): Migration[] {
  const latest = known[known.length - 1]!.version;
  const newest = Math.max(0, ...have);
  if (newest > latest) throw new SchemaError(`the database is at schema version ${newest}, newer than this server's ${latest}: run a newer server`);
  const got = new Set(have);
  return known.filter((m) => !got.has(m.version));
}
