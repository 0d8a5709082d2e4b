/**
 * The embedded store: one SQLite file (better-sqlite3). A room is one row (its settings, seats,
 * secret seed and commitment, the record's header, and the full record once finished); its log
 * (every action with its outcome, the closed offers, chat and notes) is one row per entry,
 * appended in order, so the record is the header plus the rows of kind "act".
 *
 * Writes are group-committed: every write queued during one turn of the event loop goes into
 * one transaction, and the callbacks given to `write`/`afterCommit` run only once that
 * transaction is on disk. The server acknowledges an action, and shows it to anyone, only from
 * such a callback: an acknowledged action is never lost. With a file database the transactions
 * run on a worker thread, so the fsync never blocks the games; reads run here (WAL lets them
 * run beside the writer) and come back decoded (decode.ts). Never decides anything about a game.
 */
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { decodeAck, decodeEntry, decodeRoom } from './decode.js';
import { GroupCommit } from './groupcommit.js';
import { MIGRATIONS, MIGRATIONS_TABLE, pending, viewerMatch } from './schema.js';
import type { Done, Op, Store, StoreStats, StoredEntry, StoredRoom } from './types.js';

type Db = InstanceType<typeof Database>;
type Statement = Database.Statement<unknown[]>;

/**
 * Apply a batch in one transaction. Self-contained (it uses nothing outside its arguments) so
 * that the writer thread runs the very same code from its source text.
 */
function applyOps(db: Db, ops: Op[], cache: Record<string, Statement>): void {
  const prep = (sql: string) => (cache[sql] ??= db.prepare<unknown[]>(sql));
  const room = prep(`INSERT INTO rooms (id, created, updated, address, status, title, public, settings, seats, host, seed, commitment, head, start_roll, record, ended, winner, turn, actions, offer)
    VALUES (@id, @created, @updated, @address, @status, @title, @public, @settings, @seats, @host, @seed, @commitment, @head, @start_roll, @record, @ended, @winner, @turn, @actions, @offer)
    ON CONFLICT(id) DO UPDATE SET updated = excluded.updated, status = excluded.status, title = excluded.title, public = excluded.public, settings = excluded.settings,
      seats = excluded.seats, host = excluded.host, seed = excluded.seed, commitment = excluded.commitment, head = excluded.head,
      start_roll = excluded.start_roll, record = excluded.record, ended = excluded.ended, winner = excluded.winner, turn = excluded.turn, actions = excluded.actions, offer = excluded.offer`);
  const log = prep('INSERT INTO log (room, idx, kind, seat, body, ack) VALUES (?, ?, ?, ?, ?, ?)');
  const rewrite = prep('UPDATE log SET body = @body WHERE room = @room AND idx = @idx');
  const offer = prep('UPDATE rooms SET offer = ?, updated = ? WHERE id = ?');
  const ack = prep('INSERT INTO acks (room, seat, ack) VALUES (?, ?, ?) ON CONFLICT(room, seat) DO UPDATE SET ack = MAX(ack, excluded.ack)');
  const drops = [prep('DELETE FROM log WHERE room = @room'), prep('DELETE FROM acks WHERE room = @room'), prep('DELETE FROM rooms WHERE id = @room')];
  db.transaction(() => {
    for (const o of ops) {
      if (o.op === 'room') room.run(o.row);
      else if (o.op === 'log') log.run(o.row.room, o.row.idx, o.row.kind, o.row.seat, o.row.body, o.row.ack);
      else if (o.op === 'rewrite') rewrite.run({ room: o.room, idx: o.idx, body: o.body });
      else if (o.op === 'offer') offer.run(o.offer, o.updated, o.room);
      else if (o.op === 'ack') ack.run(o.room, o.seat, o.ack);
      else if (o.op === 'drop') for (const d of drops) d.run({ room: o.room });
      // 'claim': one server's file has no leases (its rooms are all its own).
    }
  })();
}

/** Each seat's last ack id: the greatest of the acks table's and of its log rows'. */
const ACKS_SQL = `SELECT seat, MAX(ack) AS ack FROM (SELECT seat, ack FROM acks WHERE room = ? UNION ALL SELECT seat, ack FROM log WHERE room = ? AND ack IS NOT NULL) GROUP BY seat`;

/** No room's writes refused (SQLite has no fencing). */
const NONE: ReadonlySet<string> = new Set();

/** Batches the writer thread may hold at once (groupcommit.ts). */
const PIPELINE = 4;

/** The writer thread: opens its own connection and commits each batch it is sent. */
function writerMain(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { parentPort, workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Sqlite = require(workerData.module) as typeof Database;
  const db = new Sqlite(workerData.path as string);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${workerData.sync as string}`);
  db.pragma('busy_timeout = 10000');
  const cache = {};
  let failedGen = -1;
  parentPort!.on('message', (m: { ops: Op[]; gen: number } | 'close') => {
    if (m === 'close') { db.close(); parentPort!.postMessage('closed'); return; }
    if (m.gen === failedGen) { parentPort!.postMessage({ ok: false, error: 'an earlier batch failed: not written' }); return; }
    try {
      applyOps(db, m.ops, cache);
      parentPort!.postMessage({ ok: true });
    } catch (e) {
      failedGen = m.gen;
      parentPort!.postMessage({ ok: false, error: String((e as Error)?.message ?? e) });
    }
  });
}

/** Bring the database to the latest schema version, one migration per transaction. Returns the version. */
export function migrate(db: Db, now = Date.now()): number {
  db.exec(MIGRATIONS_TABLE);
  const have = (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied) VALUES (?, ?, ?)');
  for (const m of pending(have)) {
    db.transaction(() => {
      db.exec(m.sqlite);
      record.run(m.version, m.name, now);
    })();
  }
  return MIGRATIONS[MIGRATIONS.length - 1]!.version;
}

export class SqliteStore implements Store {
  private readonly db: Db;
  private readonly worker: Worker | null = null;
  /** Up to PIPELINE batches in flight: the writer thread commits them in the order sent. */
  private readonly batches = new GroupCommit((ops) => this.commitBatch(ops), PIPELINE);
  /** The batches on the writer thread, oldest first, each settled by its answer (answers come in the same order). */
  private readonly sent: { ok: (fenced: ReadonlySet<string>) => void; fail: (e: Error) => void }[] = [];
  /**
   * The generation of the batches sent: after a batch fails, the writer refuses every batch of
   * the same generation still queued behind it (their rooms' earlier writes were not stored, so
   * their later ones must not be either); batches sent once the failure is known are a new one.
   */
  private generation = 0;
  private readonly cache = {};
  private closed = false;
  readonly stats: StoreStats = this.batches.stats;
  readonly schemaVersion: number;

  constructor(readonly path: string, sync: 'full' | 'normal' = 'full') {
    const memory = path === ':memory:';
    if (!memory) mkdirSync(dirname(resolve(path)), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${sync}`);
    this.db.pragma('busy_timeout = 10000');
    this.schemaVersion = migrate(this.db);
    if (!memory) {
      const module = createRequire(import.meta.url).resolve('better-sqlite3');
      const source = `const applyOps = ${applyOps.toString()};\n(${writerMain.toString()})();`;
      this.worker = new Worker(source, { eval: true, workerData: { module, path: resolve(path), sync } });
      this.worker.unref();
      this.worker.on('message', (m: { ok: boolean; error?: string } | 'closed') => { if (m !== 'closed') this.answered(m.ok ? null : new Error(m.error)); });
      // The thread itself died: every batch it held fails.
      this.worker.on('error', (e) => { const err = e instanceof Error ? e : new Error(String(e)); while (this.sent.length) this.answered(err); });
    }
  }

  // ---- writes (group-committed: groupcommit.ts; on the writer thread unless in memory) ----

  write(op: Op, done?: Done): void {
    if (this.closed) throw new Error('the store is closed');
    this.batches.write(op, done);
  }

  afterCommit(done: Done): void {
    this.batches.afterCommit(done);
  }

  private commitBatch(ops: Op[]): ReadonlySet<string> | Promise<ReadonlySet<string>> {
    if (!this.worker) { applyOps(this.db, ops, this.cache); return NONE; }
    const w = this.worker;
    return new Promise((ok, fail) => { this.sent.push({ ok, fail }); w.postMessage({ ops, gen: this.generation }); });
  }

  private answered(err: Error | null): void {
    const sent = this.sent.shift();
    if (err) this.generation++;
    if (sent) { if (err) sent.fail(err); else sent.ok(NONE); }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await new Promise<void>((ok) => this.afterCommit(() => ok()));
    this.closed = true;
    if (this.worker) {
      const w = this.worker;
      await new Promise<void>((ok) => {
        w.once('message', () => ok());
        w.once('exit', () => ok());
        w.postMessage('close');
      });
      await w.terminate();
    }
    this.db.close();
  }

  // ---- reads (decoded and checked; asynchronous like any store's) ----

  async openRooms(): Promise<StoredRoom[]> {
    return this.db.prepare("SELECT * FROM rooms WHERE status IN ('lobby', 'playing') ORDER BY created").all().map(decodeRoom);
  }

  async room(id: string): Promise<StoredRoom | null> {
    const row = this.db.prepare('SELECT * FROM rooms WHERE id = ?').get(id);
    return row === undefined ? null : decodeRoom(row);
  }

  async log(id: string): Promise<StoredEntry[]> {
    return this.db.prepare('SELECT idx, kind, body FROM log WHERE room = ? ORDER BY idx').all(id).map((r) => decodeEntry(id, r));
  }

  async acks(id: string): Promise<{ seat: number; ack: number }[]> {
    return this.db.prepare(ACKS_SQL).all(id, id).map((r) => decodeAck(id, r));
  }

  async endedRooms(limit: number, offset: number, viewer: string | null = null): Promise<StoredRoom[]> {
    const mine = viewerMatch(viewer);
    return this.db.prepare(`SELECT id, created, updated, address, status, title, public, settings, seats, host, NULL AS seed, commitment, NULL AS head, NULL AS start_roll, NULL AS record, ended, winner, turn, actions
      FROM rooms WHERE status = 'ended' AND (public = 1 OR host = ? OR seats LIKE ?) ORDER BY ended DESC LIMIT ? OFFSET ?`)
      .all(mine.host, mine.seatLike, limit, offset).map(decodeRoom);
  }

  async roomsOf(viewer: string, limit: number): Promise<StoredRoom[]> {
    const mine = viewerMatch(viewer);
    return this.db.prepare(`SELECT id, created, updated, address, status, title, public, settings, seats, host, NULL AS seed, commitment, NULL AS head, NULL AS start_roll, NULL AS record, ended, winner, turn, actions
      FROM rooms WHERE status IN ('lobby', 'playing') AND (host = ? OR seats LIKE ?) ORDER BY updated DESC LIMIT ?`)
      .all(mine.host, mine.seatLike, limit).map(decodeRoom);
  }
}
