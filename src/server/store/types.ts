/**
 * Where games live between restarts, as the rest of the server sees it: one interface, so that
 * the embedded SQLite store (sqlite.ts) and a PostgreSQL one can stand behind it alike. Writes
 * are queued and group-committed, each with a callback once it is durable; reads are
 * asynchronous and return decoded, checked rows (decode.ts), never raw database values.
 * Never decides anything about a game.
 */
import type { Bundle, GameRecord } from '../../engine/index.js';
import type { Answer, LogEntry, RoomStatus, StartRoll } from '../../protocol/index.js';
import type { RoomSettings, SeatSlot } from '../setup.js';

export { ROOM_STATUSES, type RoomStatus } from '../../protocol/index.js';

/** A room as stored: the columns, with the JSON ones as text (what a write carries). */
export interface RoomRow {
  id: string;
  created: number;
  updated: number;
  address: string;
  status: RoomStatus;
  title: string;
  /** 1: listed for anyone to join (schema 2). */
  public: number;
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
  /** JSON: the offer on the table (a StoredOffer), or null (schema 5). */
  offer: string | null;
}

/**
 * The offer on the table (§7) as it was when the room was last written: restored after a
 * restart or a take-over, so that its answers are not lost and a bot does not offer twice in a
 * turn. `waiting`: the seats whose answer was not in yet (people, and bots still thinking).
 */
export interface StoredOffer {
  id: number;
  from: number;
  /** The turn it was made in (an offer of an earlier turn is not restored). */
  turn: number;
  give: Bundle;
  get: Bundle;
  answers: Answer[];
  waiting: number[];
  /** Made by a bot or a stand-in (it settles itself) rather than by a person. */
  byAgent: boolean;
}

/** One log entry as stored: an action's row is the action with its outcome; the others are the entry itself. */
/**
 * One log entry. `ack`: the ack id of the person's message that made it (an action), stored with
 * it instead of as a separate write; a seat's last ack is the greatest of its log rows' and of
 * the acks table's (refusals and other messages spend ids without a log row).
 */
export interface LogRow { room: string; idx: number; kind: 'act' | 'offer' | 'chat' | 'note'; seat: number | null; body: string; ack: number | null }

/**
 * One write. `epoch`: the lease under which the room is written (a store shared by several
 * nodes refuses the write, with a FencedError, when the room's lease has moved on to a later
 * epoch: another node owns it now); a store of one server ignores it.
 */
export type Op = (
  | { op: 'room'; row: RoomRow }
  /**
   * Only the offer on the table (the row's `offer`, and `updated`), for an offer made, answered or
   * closed: the rest of the row did not change, and writing all of it (settings, seats, the
   * record's header) for each offer was most of what the server spent on storing offers (schema 6).
   */
  | { op: 'offer'; room: string; offer: string | null; updated: number }
  | { op: 'log'; row: LogRow }
  /** Replace an entry's body (a chat line past the room's bound loses its text). */
  | { op: 'rewrite'; room: string; idx: number; body: string }
  | { op: 'ack'; room: string; seat: number; ack: number }
  | { op: 'drop'; room: string }
  /** A new room's lease (epoch 1), taken in the same transaction as its first row. */
  | { op: 'claim'; room: string; node: string; ttlMs: number }
) & { epoch?: number };

/** The room an op writes. */
export function roomOfOp(op: Op): string {
  return op.op === 'room' ? op.row.id : op.op === 'log' ? op.row.room : op.room;
}

/** A write refused because the room's lease has a later epoch than the write's: another node owns the room now. */
export class FencedError extends Error {
  constructor(readonly room: string) { super(`room ${room}: the write was refused: its lease has moved to a later epoch (another node owns the room now)`); }
}

/** A room read back, decoded and checked. */
export interface StoredRoom {
  id: string;
  created: number;
  updated: number;
  address: string;
  status: RoomStatus;
  title: string;
  settings: RoomSettings;
  seats: SeatSlot[];
  host: string | null;
  seed: string | null;
  commitment: string | null;
  head: GameRecord | null;
  startRoll: StartRoll | null;
  ended: number | null;
  winner: number | null;
  turn: number;
  actions: number;
  offer: StoredOffer | null;
}

/** A log entry read back: an action (to be replayed through the engine) or the entry as it was shown. */
export type StoredEntry =
  | { k: 'act'; action: GameRecord['actions'][number] }
  | Exclude<LogEntry, { k: 'act' }>;

export type Done = (err: Error | null) => void;

export interface StoreStats { batches: number; ops: number; maxBatch: number; commitMs: number[] }

/** A room's lease as the database has it. */
export interface Lease { room: string; node: string; epoch: number; live: boolean; url: string | null; /** ms until it expires by the database's clock (negative: expired). */ expiresInMs: number }

/** A node of a cluster as its heartbeat left it. */
export interface NodeInfo { id: string; url: string; started: number; draining: boolean; seenMsAgo: number; facts: unknown }

/**
 * Room ownership in a store shared by several nodes (PostgreSQL): leases with an expiry kept by
 * the database's clock and an epoch that grows with each new owner, and the nodes' heartbeats.
 */
export interface LeaseStore {
  /** Extend every lease `node` holds; returns them (room → epoch). */
  renew(node: string, ttlMs: number): Promise<Map<string, number>>;
  /** Take over expired leases of rooms in the lobby or playing (at most `limit`): the new epochs, and the node each lease was taken from. */
  claimExpired(node: string, ttlMs: number, limit: number): Promise<{ room: string; epoch: number; from: string }[]>;
  /** Take one room's lease if it has expired (or the stored room has none): the new epoch, or null. */
  claim(room: string, node: string, ttlMs: number): Promise<number | null>;
  /** Let a lease go at once (its writes are committed): any node may take it. */
  release(room: string, node: string, epoch: number): Promise<void>;
  lease(room: string): Promise<Lease | null>;
  heartbeat(node: { id: string; url: string; started: number; draining: boolean; facts: unknown }): Promise<void>;
  /** Forget nodes not heard from for `olderThanMs` (every start of a node adds one: the table would only grow). */
  forgetNodes(olderThanMs: number): Promise<number>;
  /** Nodes heard from within `withinMs`. */
  nodes(withinMs: number): Promise<NodeInfo[]>;
  /** A cluster-wide setting, made by the first node that asks for it. */
  setting(key: string, make: () => string): Promise<string>;
}

export interface Store {
  /** Queue a write; `done` runs once it is committed (or with the error that stopped it). */
  write(op: Op, done?: Done): void;
  /** `done` runs once everything written so far is committed. */
  afterCommit(done: Done): void;
  /** Rooms in the lobby or playing: the ones to bring back at start-up. */
  openRooms(): Promise<StoredRoom[]>;
  room(id: string): Promise<StoredRoom | null>;
  log(id: string): Promise<StoredEntry[]>;
  acks(id: string): Promise<{ seat: number; ack: number }[]>;
  /** Finished games, newest first (without their seed, head or record). */
  /** Finished games, newest first: the public ones, and those `viewer` (a token hash) hosted or sat in. */
  endedRooms(limit: number, offset: number, viewer?: string | null): Promise<StoredRoom[]>;
  /** Rooms in the lobby or playing that `viewer` (a token hash) hosts or holds a seat in, the latest changed first (without their seed, head or record). */
  roomsOf(viewer: string, limit: number): Promise<StoredRoom[]>;
  /** The schema version of the database (schema.ts). */
  readonly schemaVersion: number;
  readonly stats: StoreStats;
  /** Room ownership, where the store is shared by several nodes (PostgreSQL); absent for one server's file. */
  readonly leases?: LeaseStore;
  /** Wait for every queued write, then close. */
  close(): Promise<void>;
}
