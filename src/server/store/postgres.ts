/**
 * The shared store: one PostgreSQL database (through `pg`) for any number of server nodes. The
 * same tables and schema versions as the SQLite file (schema.ts), and the same promise: writes
 * are group-committed — every write queued while the previous batch is in flight goes into the
 * next one — and a write's callback runs only once its transaction has committed.
 *
 * A batch is one statement, `SELECT catan_write(ops)`: one round trip and one transaction, in
 * which the database itself checks the epoch each room's writes carry against the room's lease
 * and refuses those of a node that no longer owns the room (FencedError for that room's
 * callbacks; the other rooms' writes in the batch commit). Leases and the nodes' heartbeats are
 * kept by the database's clock (`now()`), so nodes' clocks never have to agree.
 * Never decides anything about a game.
 */
import pg from 'pg';
import { decodeAck, decodeEntry, decodeRoom } from './decode.js';
import { GroupCommit } from './groupcommit.js';
import { MIGRATIONS, MIGRATIONS_TABLE_PG, SCHEMA_VERSION, pending, viewerMatch } from './schema.js';
import {
  roomOfOp,
  type Done, type Lease, type LeaseStore, type NodeInfo, type Op, type Store, type StoredEntry, type StoredRoom,
} from './types.js';

export { isPostgresUrl } from './url.js';

/** BIGINT columns (times in ms, ack ids) come back as numbers: all of them are below 2^53. */
const TYPES = {
  getTypeParser: ((oid: number, format?: string) => (oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text'))) as typeof pg.types.getTypeParser,
};

/** An op as the database function reads it: every op names its room; a room's row carries its epoch like the rest. */
function wire(op: Op): Record<string, unknown> {
  if (op.op === 'claim') return { op: 'claim', room: op.room, node: op.node, epoch: 1, ttl: op.ttlMs };
  return { ...op, room: roomOfOp(op) };
}

export class PgStore implements Store, LeaseStore {
  private readonly pool: pg.Pool;
  private readonly batches = new GroupCommit((ops) => this.commitBatch(ops));
  private closed = false;
  readonly stats = this.batches.stats;
  readonly schemaVersion = SCHEMA_VERSION;
  readonly leases: LeaseStore = this;

  private constructor(readonly url: string, poolSize: number) {
    // Idle connections are kept (idleTimeoutMillis 0): a new one costs a process on the database and a round of authentication.
    this.pool = new pg.Pool({ connectionString: url, max: poolSize, types: TYPES, application_name: 'catan-open', idleTimeoutMillis: 0 });
    // A connection the database drops while idle is replaced on the next query; the error must not stop the process.
    this.pool.on('error', () => {});
  }

  /** Connect and bring the database to the latest schema version (one node at a time: an advisory lock). */
  static async open(url: string, poolSize = 8): Promise<PgStore> {
    const store = new PgStore(url, poolSize);
    try {
      await store.migrate();
    } catch (e) {
      await store.pool.end();
      throw e;
    }
    return store;
  }

  private async migrate(now = Date.now()): Promise<void> {
    const c = await this.pool.connect();
    try {
      await c.query("SELECT pg_advisory_lock(hashtext('catan-open schema'))");
      await c.query(MIGRATIONS_TABLE_PG);
      const have = (await c.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version);
      for (const m of pending(have, MIGRATIONS)) {
        await c.query('BEGIN');
        try {
          await c.query(m.postgres);
          await c.query('INSERT INTO schema_migrations (version, name, applied) VALUES ($1, $2, $3)', [m.version, m.name, now]);
          await c.query('COMMIT');
        } catch (e) {
          await c.query('ROLLBACK');
          throw e;
        }
      }
    } finally {
      await c.query("SELECT pg_advisory_unlock(hashtext('catan-open schema'))").catch(() => {});
      c.release();
    }
  }

  // ---- writes (group-committed: groupcommit.ts; a batch is one statement, one transaction) ----

  write(op: Op, done?: Done): void {
    if (this.closed) throw new Error('the store is closed');
    this.batches.write(op, done);
  }

  afterCommit(done: Done): void {
    this.batches.afterCommit(done);
  }

  private async commitBatch(ops: Op[]): Promise<ReadonlySet<string>> {
    const res = await this.pool.query<{ fenced: string[] }>('SELECT catan_write($1::jsonb) AS fenced', [JSON.stringify(ops.map(wire))]);
    return new Set(res.rows[0]?.fenced ?? []);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await new Promise<void>((ok) => this.afterCommit(() => ok()));
    this.closed = true;
    await this.pool.end();
  }

  // ---- reads (decoded and checked) ----

  async openRooms(): Promise<StoredRoom[]> {
    return (await this.pool.query("SELECT * FROM rooms WHERE status IN ('lobby', 'playing') ORDER BY created")).rows.map(decodeRoom);
  }

  async room(id: string): Promise<StoredRoom | null> {
    const row = (await this.pool.query('SELECT * FROM rooms WHERE id = $1', [id])).rows[0];
    return row === undefined ? null : decodeRoom(row);
  }

  async log(id: string): Promise<StoredEntry[]> {
    return (await this.pool.query('SELECT idx, kind, body FROM log WHERE room = $1 ORDER BY idx', [id])).rows.map((r) => decodeEntry(id, r));
  }

  async acks(id: string): Promise<{ seat: number; ack: number }[]> {
    // Each seat's last ack id: the greatest of the acks table's and of its log rows' (an action's id is stored with it).
    const sql = 'SELECT seat, MAX(ack) AS ack FROM (SELECT seat, ack FROM acks WHERE room = $1 UNION ALL SELECT seat, ack FROM log WHERE room = $1 AND ack IS NOT NULL) a GROUP BY seat';
    return (await this.pool.query(sql, [id])).rows.map((r) => decodeAck(id, r));
  }

  async endedRooms(limit: number, offset: number, viewer: string | null = null): Promise<StoredRoom[]> {
    const mine = viewerMatch(viewer);
    return (await this.pool.query(
      `SELECT id, created, updated, address, status, title, public, settings, seats, host, NULL AS seed, commitment, NULL AS head, NULL AS start_roll, NULL AS record, ended, winner, turn, actions
       FROM rooms WHERE status = 'ended' AND (public = 1 OR host = $3 OR seats LIKE $4) ORDER BY ended DESC LIMIT $1 OFFSET $2`,
      [limit, offset, mine.host, mine.seatLike],
    )).rows.map(decodeRoom);
  }

  async roomsOf(viewer: string, limit: number): Promise<StoredRoom[]> {
    const mine = viewerMatch(viewer);
    return (await this.pool.query(
      `SELECT id, created, updated, address, status, title, public, settings, seats, host, NULL AS seed, commitment, NULL AS head, NULL AS start_roll, NULL AS record, ended, winner, turn, actions
       FROM rooms WHERE status IN ('lobby', 'playing') AND (host = $2 OR seats LIKE $3) ORDER BY updated DESC LIMIT $1`,
      [limit, mine.host, mine.seatLike],
    )).rows.map(decodeRoom);
  }

  /** A query for the tests and the tools (the cluster tests read the database as it is). */
  query<R extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<pg.QueryResult<R>> {
    return this.pool.query<R>(sql, params);
  }

  // ---- leases (LeaseStore) ----

  async renew(node: string, ttlMs: number): Promise<Map<string, number>> {
    const res = await this.pool.query<{ room: string; epoch: number }>(
      "UPDATE leases SET expires = now() + make_interval(secs => $2::double precision / 1000) WHERE node = $1 RETURNING room, epoch",
      [node, ttlMs],
    );
    return new Map(res.rows.map((r) => [r.room, r.epoch]));
  }

  async claimExpired(node: string, ttlMs: number, limit: number): Promise<{ room: string; epoch: number; from: string }[]> {
    // FOR UPDATE SKIP LOCKED: a lease another node is taking, or whose room's writes are being committed, is left for the next round.
    // The old row's node comes back with each (RETURNING sees the new row; the subquery the old one).
    const res = await this.pool.query<{ room: string; epoch: number; from: string }>(`
      UPDATE leases SET node = $1, epoch = leases.epoch + 1, expires = now() + make_interval(secs => $2::double precision / 1000)
      FROM (
        SELECT l.room, l.node FROM leases l JOIN rooms r ON r.id = l.room
        WHERE l.expires <= now() AND r.status IN ('lobby', 'playing')
        ORDER BY l.expires LIMIT $3 FOR UPDATE OF l SKIP LOCKED) old
      WHERE leases.room = old.room
      RETURNING leases.room, leases.epoch, old.node AS "from"`, [node, ttlMs, limit]);
    return res.rows;
  }

  async claim(room: string, node: string, ttlMs: number): Promise<number | null> {
    // FOR UPDATE: waits for the writes the old owner has checked to commit (they hold KEY SHARE), see schema.ts.
    const taken = await this.pool.query<{ epoch: number }>(`
      WITH l AS (SELECT room FROM leases WHERE room = $1 AND expires <= now() FOR UPDATE)
      UPDATE leases SET node = $2, epoch = leases.epoch + 1, expires = now() + make_interval(secs => $3::double precision / 1000)
      FROM l WHERE leases.room = l.room RETURNING leases.epoch`, [room, node, ttlMs]);
    if (taken.rows[0]) return taken.rows[0].epoch;
    // A stored room without a lease (written before leases, or by one server on its own): the first lease.
    const first = await this.pool.query<{ epoch: number }>(`
      INSERT INTO leases (room, node, epoch, expires)
        SELECT id, $2, 1, now() + make_interval(secs => $3::double precision / 1000) FROM rooms WHERE id = $1
      ON CONFLICT (room) DO NOTHING RETURNING epoch`, [room, node, ttlMs]);
    return first.rows[0]?.epoch ?? null;
  }

  async release(room: string, node: string, epoch: number): Promise<void> {
    await this.pool.query("UPDATE leases SET expires = now() - interval '1 millisecond' WHERE room = $1 AND node = $2 AND epoch = $3", [room, node, epoch]);
  }

  async lease(room: string): Promise<Lease | null> {
    const row = (await this.pool.query<{ room: string; node: string; epoch: number; live: boolean; url: string | null; expiresInMs: number }>(
      `SELECT l.room, l.node, l.epoch, l.expires > now() AS live, n.url, (extract(epoch FROM l.expires - now()) * 1000)::float8 AS "expiresInMs"
       FROM leases l LEFT JOIN nodes n ON n.id = l.node WHERE l.room = $1`, [room],
    )).rows[0];
    return row ?? null;
  }

  async heartbeat(n: { id: string; url: string; started: number; draining: boolean; facts: unknown }): Promise<void> {
    await this.pool.query(`
      INSERT INTO nodes (id, url, started, seen, draining, facts) VALUES ($1, $2, $3, now(), $4, $5)
      ON CONFLICT (id) DO UPDATE SET url = excluded.url, seen = now(), draining = excluded.draining, facts = excluded.facts`,
    [n.id, n.url, n.started, n.draining ? 1 : 0, JSON.stringify(n.facts)]);
  }

  async forgetNodes(olderThanMs: number): Promise<number> {
    const res = await this.pool.query('DELETE FROM nodes WHERE seen < now() - make_interval(secs => $1::double precision / 1000)', [olderThanMs]);
    return res.rowCount ?? 0;
  }

  async nodes(withinMs: number): Promise<NodeInfo[]> {
    const res = await this.pool.query<{ id: string; url: string; started: number; draining: number; ago: number; facts: string }>(`
      SELECT id, url, started, draining, (extract(epoch FROM now() - seen) * 1000)::float8 AS ago, facts FROM nodes
      WHERE seen > now() - make_interval(secs => $1::double precision / 1000) ORDER BY id`, [withinMs]);
    return res.rows.map((r) => {
      let facts: unknown = null;
      try { facts = JSON.parse(r.facts); } catch { /* a damaged heartbeat: no facts */ }
      return { id: r.id, url: r.url, started: r.started, draining: r.draining === 1, seenMsAgo: Math.round(r.ago), facts };
    });
  }

  async setting(key: string, make: () => string): Promise<string> {
    await this.pool.query('INSERT INTO cluster_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, make()]);
    return (await this.pool.query<{ value: string }>('SELECT value FROM cluster_settings WHERE key = $1', [key])).rows[0]!.value;
  }
}
