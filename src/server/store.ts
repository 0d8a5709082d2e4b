/**
 * Where games live between restarts: an embedded SQLite database (better-sqlite3). A room is
 * one row (its settings, seats, secret seed and commitment, the record's header, and the full
 * record once finished); its log (every action with its outcome, the closed offers, chat and
 * notes) is one row per entry, appended in order, so the record is the header plus the rows of
 * kind "act".
 *
 * Writes are group-committed: every write queued during one turn of the event loop goes into
 * one transaction, and the callbacks given to `afterCommit` run only once that transaction is
 * on disk. The server acknowledges an action, and shows it to anyone, only from such a callback:
 * an acknowledged action is never lost. With a file database the transactions run on a worker
 * thread, so the fsync never blocks the games; reads (at start-up, for finished games) run here.
 * Never decides anything about a game.
 */
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';

export type RoomStatus = 'lobby' | 'playing' | 'ended' | 'abandoned';

export interface RoomRow {
  id: string;
  created: number;
  updated: number;
  address: string;
  status: RoomStatus;
  title: string;
  /** JSON: the room's settings. */
  settings: string;
  /** JSON: the seats (names, colours, bots, owners' token hashes). */
  seats: string;
  /** The host's token hash. */
  host: string | null;
  seed: string | null;
  commitment: string | null;
  /** JSON: the record without its actions. */
  head: string | null;
  /** JSON: the start roll. */
  start_roll: string | null;
  /** JSON: the full record, once the game has ended. */
  record: string | null;
  ended: number | null;
  winner: number | null;
  turn: number;
  actions: number;
}

export interface LogRow { room: string; idx: number; kind: string; seat: number | null; body: string }

export type Op =
  | { op: 'room'; row: RoomRow }
  | { op: 'log'; row: LogRow }
  | { op: 'ack'; room: string; seat: number; ack: number }
  | { op: 'drop'; room: string };

const SCHEMA = `
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
  room TEXT NOT NULL, seat INTEGER NOT NULL, ack INTEGER NOT NULL, PRIMARY KEY (room, seat)) WITHOUT ROWID;
`;

type Db = InstanceType<typeof Database>;

/**
 * Apply a batch in one transaction. Self-contained (it uses nothing outside its arguments) so
 * that the writer thread runs the very same code from its source text.
 */
function applyOps(db: Db, ops: Op[], cache: Record<string, ReturnType<Db['prepare']>>): void {
  const prep = (sql: string) => (cache[sql] ??= db.prepare(sql));
  const room = prep(`INSERT INTO rooms (id, created, updated, address, status, title, settings, seats, host, seed, commitment, head, start_roll, record, ended, winner, turn, actions)
    VALUES (@id, @created, @updated, @address, @status, @title, @settings, @seats, @host, @seed, @commitment, @head, @start_roll, @record, @ended, @winner, @turn, @actions)
    ON CONFLICT(id) DO UPDATE SET updated = excluded.updated, status = excluded.status, title = excluded.title, settings = excluded.settings,
      seats = excluded.seats, host = excluded.host, seed = excluded.seed, commitment = excluded.commitment, head = excluded.head,
      start_roll = excluded.start_roll, record = excluded.record, ended = excluded.ended, winner = excluded.winner, turn = excluded.turn, actions = excluded.actions`);
  const log = prep('INSERT INTO log (room, idx, kind, seat, body) VALUES (@room, @idx, @kind, @seat, @body)');
  const ack = prep('INSERT INTO acks (room, seat, ack) VALUES (@room, @seat, @ack) ON CONFLICT(room, seat) DO UPDATE SET ack = MAX(ack, excluded.ack)');
  const drops = [prep('DELETE FROM log WHERE room = @room'), prep('DELETE FROM acks WHERE room = @room'), prep('DELETE FROM rooms WHERE id = @room')];
  db.transaction(() => {
    for (const o of ops) {
      if (o.op === 'room') room.run(o.row);
      else if (o.op === 'log') log.run(o.row);
      else if (o.op === 'ack') ack.run({ room: o.room, seat: o.seat, ack: o.ack });
      else for (const d of drops) d.run({ room: o.room });
    }
  })();
}

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
  parentPort!.on('message', (m: { ops: Op[] } | 'close') => {
    if (m === 'close') { db.close(); parentPort!.postMessage('closed'); return; }
    try {
      applyOps(db, m.ops, cache);
      parentPort!.postMessage({ ok: true });
    } catch (e) {
      parentPort!.postMessage({ ok: false, error: String((e as Error)?.message ?? e) });
    }
  });
}

type Done = (err: Error | null) => void;

export class Store {
  private readonly db: Db;
  private readonly worker: Worker | null = null;
  private pending: Op[] = [];
  private waiting: Done[] = [];
  private inFlight: Done[] | null = null;
  private scheduled = false;
  private readonly cache = {};
  private closed = false;
  /** Figures for /api/stats and the benchmark: batches committed, ops in them, commit times. */
  readonly stats = { batches: 0, ops: 0, maxBatch: 0, commitMs: [] as number[] };
  private sentAt = 0;

  constructor(readonly path: string, sync: 'full' | 'normal' = 'full') {
    const memory = path === ':memory:';
    if (!memory) mkdirSync(dirname(resolve(path)), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${sync}`);
    this.db.pragma('busy_timeout = 10000');
    this.db.exec(SCHEMA);
    if (!memory) {
      const module = createRequire(import.meta.url).resolve('better-sqlite3');
      const source = `const applyOps = ${applyOps.toString()};\n(${writerMain.toString()})();`;
      this.worker = new Worker(source, { eval: true, workerData: { module, path: resolve(path), sync } });
      this.worker.unref();
      this.worker.on('message', (m: { ok: boolean; error?: string } | 'closed') => { if (m !== 'closed') this.committed(m.ok ? null : new Error(m.error)); });
      this.worker.on('error', (e) => this.committed(e instanceof Error ? e : new Error(String(e))));
    }
  }

  // ---- writes ----

  /** Queue a write; `done` runs once it is committed (or with the error that stopped it). */
  write(op: Op, done?: Done): void {
    if (this.closed) throw new Error('the store is closed');
    this.pending.push(op);
    if (done) this.waiting.push(done);
    this.schedule();
  }

  /** `done` runs once everything written so far is committed. */
  afterCommit(done: Done): void {
    this.waiting.push(done);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight) return;
    this.scheduled = true;
    setImmediate(() => { this.scheduled = false; this.flush(); });
  }

  private flush(): void {
    if (this.inFlight) return;
    const ops = this.pending, done = this.waiting;
    this.pending = [];
    this.waiting = [];
    if (ops.length === 0) { for (const d of done) d(null); return; }
    this.stats.batches++;
    this.stats.ops += ops.length;
    this.stats.maxBatch = Math.max(this.stats.maxBatch, ops.length);
    if (!this.worker) {
      let err: Error | null = null;
      try { applyOps(this.db, ops, this.cache); } catch (e) { err = e as Error; }
      for (const d of done) d(err);
      return;
    }
    this.inFlight = done;
    this.sentAt = performance.now();
    this.worker.postMessage({ ops });
  }

  private committed(err: Error | null): void {
    const ms = this.stats.commitMs;
    if (ms.length >= 4096) ms.splice(0, 2048);
    ms.push(performance.now() - this.sentAt);
    const done = this.inFlight;
    this.inFlight = null;
    if (done) for (const d of done) d(err);
    if (this.pending.length || this.waiting.length) this.schedule();
  }

  /** Wait for every queued write, then stop the writer. */
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

  // ---- reads (this thread; WAL lets them run beside the writer) ----

  /** Rooms in the lobby or playing: the ones to bring back at start-up. */
  openRooms(): RoomRow[] {
    return this.db.prepare("SELECT * FROM rooms WHERE status IN ('lobby', 'playing') ORDER BY created").all() as RoomRow[];
  }

  room(id: string): RoomRow | null {
    return (this.db.prepare('SELECT * FROM rooms WHERE id = ?').get(id) as RoomRow | undefined) ?? null;
  }

  log(id: string): LogRow[] {
    return this.db.prepare('SELECT room, idx, kind, seat, body FROM log WHERE room = ? ORDER BY idx').all(id) as LogRow[];
  }

  acks(id: string): { seat: number; ack: number }[] {
    return this.db.prepare('SELECT seat, ack FROM acks WHERE room = ?').all(id) as { seat: number; ack: number }[];
  }

  /** Finished games, newest first. */
  endedRooms(limit: number, offset: number): RoomRow[] {
    return this.db.prepare("SELECT id, created, updated, address, status, title, settings, seats, host, NULL AS seed, commitment, NULL AS head, NULL AS start_roll, NULL AS record, ended, winner, turn, actions FROM rooms WHERE status = 'ended' ORDER BY ended DESC LIMIT ? OFFSET ?")
      .all(limit, offset) as RoomRow[];
  }
}
