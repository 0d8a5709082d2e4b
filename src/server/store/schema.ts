/**
 * The database's schema, versioned. Each migration has a number, a name and its SQL for each
 * store: SQLite (sqlite.ts) and PostgreSQL (postgres.ts) keep the same numbers, so that both
 * describe the same tables at the same version. The database records in `schema_migrations`
 * which numbers it has, and a store applies the missing ones in order, each in its own
 * transaction, when it opens. A database of a later version than this code knows is refused
 * (an older server must not write to it).
 */

export interface Migration { version: number; name: string; sqlite: string; postgres: string }

/**
 * PostgreSQL: one function applies a batch of writes in one statement (one round trip, one
 * transaction), and it is the database that refuses a write from a node that no longer owns the
 * room (fencing): every write of an owned room carries the epoch of its lease; the function locks
 * the room's lease row FOR KEY SHARE and checks the epoch before it writes anything of that room.
 * A node that takes a lease over locks the row FOR UPDATE (which conflicts with KEY SHARE) and
 * bumps the epoch, so it waits for every write already checked to commit, and every write checked
 * after it sees the new epoch. Renewals (a plain UPDATE of the expiry: NO KEY UPDATE) do not
 * conflict with KEY SHARE, so the owner's renewals and its writes never wait for each other (with
 * FOR SHARE they did, and a renewal of many rows and a batch of many rooms could deadlock).
 * Returns the rooms whose writes were refused (the rest of the batch is written).
 */
const pgWriteFunction = (offer: boolean, offerOp = false) => `
  CREATE OR REPLACE FUNCTION catan_write(ops jsonb) RETURNS text[] LANGUAGE plpgsql AS $fn$
  DECLARE
    o jsonb;
    r text;
    held bigint;
    checked jsonb := '{}'::jsonb;
    fenced text[] := '{}';
  BEGIN
    FOR o IN SELECT value FROM jsonb_array_elements(ops) LOOP
      r := o->>'room';
      IF o->>'op' = 'claim' THEN
        -- A new room's lease, in the same transaction as its first row.
        INSERT INTO leases (room, node, epoch, expires)
          VALUES (r, o->>'node', (o->>'epoch')::bigint, now() + make_interval(secs => (o->>'ttl')::double precision / 1000));
        CONTINUE;
      END IF;
      IF o ? 'epoch' THEN
        IF NOT checked ? r THEN
          SELECT epoch INTO held FROM leases WHERE room = r FOR KEY SHARE;
          checked := checked || jsonb_build_object(r, held IS NOT DISTINCT FROM (o->>'epoch')::bigint);
          IF held IS DISTINCT FROM (o->>'epoch')::bigint THEN fenced := fenced || r; END IF;
        END IF;
        CONTINUE WHEN NOT (checked->>r)::boolean;
      END IF;
      CASE o->>'op'
        WHEN 'room' THEN
          INSERT INTO rooms SELECT * FROM jsonb_populate_record(NULL::rooms, o->'row')
          ON CONFLICT (id) DO UPDATE SET updated = excluded.updated, status = excluded.status, title = excluded.title,
            public = excluded.public, settings = excluded.settings, seats = excluded.seats, host = excluded.host, seed = excluded.seed,
            commitment = excluded.commitment, head = excluded.head, start_roll = excluded.start_roll, record = excluded.record,
            ended = excluded.ended, winner = excluded.winner, turn = excluded.turn, actions = excluded.actions${offer ? ', offer = excluded.offer' : ''};
        WHEN 'log' THEN
          INSERT INTO log SELECT * FROM jsonb_populate_record(NULL::log, o->'row');
        WHEN 'rewrite' THEN
          UPDATE log SET body = o->>'body' WHERE room = r AND idx = (o->>'idx')::integer;${offerOp ? `
        WHEN 'offer' THEN
          UPDATE rooms SET offer = o->>'offer', updated = (o->>'updated')::bigint WHERE id = r;` : ''}
        WHEN 'ack' THEN
          INSERT INTO acks (room, seat, ack) VALUES (r, (o->>'seat')::integer, (o->>'ack')::bigint)
          ON CONFLICT (room, seat) DO UPDATE SET ack = GREATEST(acks.ack, excluded.ack);
        WHEN 'drop' THEN
          DELETE FROM log WHERE room = r;
          DELETE FROM acks WHERE room = r;
          DELETE FROM rooms WHERE id = r;
          DELETE FROM leases WHERE room = r;
        ELSE
          RAISE EXCEPTION 'catan_write: unknown op %', o->>'op';
      END CASE;
    END LOOP;
    RETURN fenced;
  END
  $fn$`;

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
    // Times are milliseconds since the epoch (BIGINT), as in SQLite; ack ids may be 15 digits.
    postgres: `
      CREATE TABLE IF NOT EXISTS rooms (
        id TEXT PRIMARY KEY, created BIGINT NOT NULL, updated BIGINT NOT NULL, address TEXT NOT NULL,
        status TEXT NOT NULL, title TEXT NOT NULL, settings TEXT NOT NULL, seats TEXT NOT NULL, host TEXT,
        seed TEXT, commitment TEXT, head TEXT, start_roll TEXT, record TEXT, ended BIGINT, winner INTEGER,
        turn INTEGER NOT NULL, actions INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS rooms_status ON rooms(status, updated);
      CREATE TABLE IF NOT EXISTS log (
        room TEXT NOT NULL, idx INTEGER NOT NULL, kind TEXT NOT NULL, seat INTEGER, body TEXT NOT NULL,
        PRIMARY KEY (room, idx));
      CREATE TABLE IF NOT EXISTS acks (
        room TEXT NOT NULL, seat INTEGER NOT NULL, ack BIGINT NOT NULL, PRIMARY KEY (room, seat));`,
  },
  {
    version: 2,
    name: 'public rooms (listed for anyone to join; the rest are private)',
    // Rooms stored before are private: their invite links were the only way in that was meant.
    sqlite: `
      ALTER TABLE rooms ADD COLUMN public INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX rooms_public ON rooms(public, status, created);`,
    postgres: `
      ALTER TABLE rooms ADD COLUMN public INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX rooms_public ON rooms(public, status, created);`,
  },
  {
    version: 3,
    name: 'room ownership: leases with epochs, the nodes of a cluster, its settings',
    // One SQLite file has one server: the tables are there (the same schema at the same
    // version) and stay empty. In PostgreSQL every room in memory anywhere has a lease here.
    sqlite: `
      CREATE TABLE leases (room TEXT PRIMARY KEY, node TEXT NOT NULL, epoch INTEGER NOT NULL, expires INTEGER NOT NULL);
      CREATE TABLE nodes (id TEXT PRIMARY KEY, url TEXT NOT NULL, started INTEGER NOT NULL, seen INTEGER NOT NULL,
        draining INTEGER NOT NULL DEFAULT 0, facts TEXT NOT NULL);
      CREATE TABLE cluster_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
    postgres: `
      CREATE TABLE leases (room TEXT PRIMARY KEY, node TEXT NOT NULL, epoch BIGINT NOT NULL, expires TIMESTAMPTZ NOT NULL);
      CREATE INDEX leases_expires ON leases(expires);
      CREATE INDEX leases_node ON leases(node);
      CREATE TABLE nodes (id TEXT PRIMARY KEY, url TEXT NOT NULL, started BIGINT NOT NULL, seen TIMESTAMPTZ NOT NULL,
        draining INTEGER NOT NULL DEFAULT 0, facts TEXT NOT NULL);
      CREATE TABLE cluster_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      ${pgWriteFunction(false)};`,
  },
  {
    version: 4,
    name: 'an action\'s ack id stored in its log row (one write per action instead of two)',
    // catan_write inserts a log row with jsonb_populate_record: the new column is filled from the row's "ack".
    sqlite: 'ALTER TABLE log ADD COLUMN ack INTEGER;',
    postgres: 'ALTER TABLE log ADD COLUMN ack BIGINT;',
  },
  {
    version: 5,
    name: 'the offer on the table (§7), kept with its room so that a restart or a take-over does not lose it',
    // The write function of version 3 again, now also writing the new column on an update.
    sqlite: 'ALTER TABLE rooms ADD COLUMN offer TEXT;',
    postgres: `ALTER TABLE rooms ADD COLUMN offer TEXT;
      ${pgWriteFunction(true)};`,
  },
  {
    version: 6,
    name: 'an offer made, answered or closed writes only the room\'s offer, not its whole row',
    // SQLite's writer runs its own UPDATE (sqlite.ts): its tables do not change.
    sqlite: '-- nothing to change in the tables',
    postgres: `${pgWriteFunction(true, true)};`,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

export const MIGRATIONS_TABLE = `
  CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied INTEGER NOT NULL)`;

export const MIGRATIONS_TABLE_PG = `
  CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied BIGINT NOT NULL)`;

export class SchemaError extends Error {}

/** The migrations a database at `have` (the versions it records) still needs, in order; refuses a newer database. */
export function pending(have: readonly number[], known: readonly Migration[] = MIGRATIONS): Migration[] {
  const latest = known[known.length - 1]!.version;
  const newest = Math.max(0, ...have);
  if (newest > latest) throw new SchemaError(`the database is at schema version ${newest}, newer than this server's ${latest}: run a newer server`);
  const got = new Set(have);
  return known.filter((m) => !got.has(m.version));
}

/**
 * How the finished-games list recognises a viewer's private games (the host's token hash, or a
 * seat's owner in the seats' JSON): the values bound to `host = ?` and `seats LIKE ?`. A private
 * game's id is its invite's secret, so it is listed only to its players. A token hash is hex,
 * safe inside LIKE; anything else matches nothing.
 */
export function viewerMatch(viewer: string | null): { host: string; seatLike: string } {
  const mine = viewer && /^[0-9a-f]+$/.test(viewer) ? viewer : '-';
  return { host: mine, seatLike: `%"owner":"${mine}"%` };
}
