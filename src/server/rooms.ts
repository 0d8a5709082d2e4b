/**
 * Every room the server knows: creating them (within the per-address limits), finding them (in
 * memory, or loaded from the database for a finished game), bringing every unfinished game back
 * exactly after a restart — each record replayed once through the engine with its stored secret
 * seed, every outcome checked — and closing idle lobbies. Never applies a rule.
 */
import { createHistogram, performance } from 'node:perf_hooks';
import { Game, outcomeMismatch, parseRecord, stripOutcome, type Action, type GameRecord } from '../engine/index.js';
import type { RoomSummary } from '../protocol/index.js';
import type { Applied } from '../table/index.js';
import type { BotRunner } from './bots.js';
import type { ServerConfig } from './config.js';
import { newRoomId } from './ids.js';
import type { QuietLog } from './limits.js';
import { Room, type RoomDeps, type RoomEntry } from './room.js';
import { playersOf } from './roomfacts.js';
import type { RoomPlan, RoomSettings } from './setup.js';
import type { Store, StoredRoom } from './store/index.js';

export class LimitError extends Error {}

/** The room is open and owned by another node of the cluster: ask it there (`url`). */
export class RemoteRoom extends Error {
  /** `expiresInMs`: how long the owner's lease runs yet (if the owner cannot be reached, that long until another node may take the room). */
  constructor(readonly room: string, readonly url: string, readonly expiresInMs = 0) { super(`room ${room} is played on another node (${url})`); }
}

/** The room's owner cannot be reached now (it is failing over): try again in a moment. */
export class RoomMoving extends Error {
  constructor(readonly room: string) { super(`room ${room} is moving to another node: try again in a moment`); }
}

/**
 * Where a room not in memory is played: here under the lease just taken (`from`: the node whose
 * lease ran out or was let go, when it was another's), on another node, nowhere, or moving.
 */
export type Located =
  | { kind: 'here'; epoch: number; from?: string } | { kind: 'remote'; url: string; expiresInMs: number } | { kind: 'none' } | { kind: 'moving' };

/**
 * Room ownership across the nodes of a cluster (cluster/node.ts), as the rooms see it. Absent
 * for one server on its own file: every room is then its own.
 */
export interface Ownership {
  /** This node's id (the owner of the leases it takes). */
  readonly node: string;
  readonly ttlMs: number;
  /** Where a room that is not in memory here is to be played: here (under a lease just taken), on another node, or nowhere (no such room). */
  locate(id: string): Promise<Located>;
  /** A room `locate` took from another node (`from`) was loaded (or not: `ok`) in `ms`: for the log. */
  tookOver(room: string, from: string, ok: boolean, ms: number): void;
  /** A room left memory (finished and unwatched, abandoned, or its storage failed): its lease goes. */
  released(id: string, epoch: number): void;
}

/**
 * Replay a stored game once: its record with the game's generator seeded from its secret seed,
 * each recorded outcome checked against the one the engine draws, and each action's events kept
 * (for the log as each viewer sees it). Throws naming the action that does not follow.
 */
export function replayStored(head: GameRecord, actions: readonly Action[], seed: string): { game: Game; history: Applied[] } {
  const parsed = parseRecord({ ...head, actions: [] });
  if (!parsed.ok) throw new Error(`the record's header does not read: ${parsed.error}`);
  const start = parsed.start;
  // The record's board as given, as both: Game.create makes it once and keeps it in its record as it is (no check against itself).
  const game = Game.create({
    colors: [...start.colors], board: head.board, boardJson: head.board, rules: start.rules, seed,
    names: head.players.map((p) => p.name ?? ''),
  });
  const history: Applied[] = [];
  actions.forEach((recorded, i) => {
    const res = game.apply(stripOutcome(recorded));
    if (!res.ok) throw new Error(`the record does not replay: action ${i}: ${res.error.message}`);
    const differs = outcomeMismatch(recorded, res.action);
    if (differs) throw new Error(`action ${i} does not follow from the seed: ${differs}`);
    history.push({ action: res.action, events: res.events });
  });
  return { game, history };
}

export class Rooms {
  readonly rooms = new Map<string, Room>();
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private readonly deps: RoomDeps;

  /** Rooms being loaded (taken over from another node, or read for viewing), by id: one load each. */
  private readonly loading = new Map<string, Promise<Room | null>>();
  /** Set by the cluster (cluster/node.ts) when the store is shared: rooms then belong to whoever holds their lease. */
  ownership: Ownership | null = null;
  /** Rooms dropped because another node took them over (fencing, or a lease found lost). */
  lost = 0;
  /** How long each game message took here, from its handling to its answer being sent (µs): the server's share of an action's latency (/api/stats). */
  readonly answerTimes = createHistogram();

  constructor(readonly store: Store, readonly config: ServerConfig, private readonly log: QuietLog, readonly bots: BotRunner) {
    this.deps = {
      store, config, bots, log,
      onFailed: (r: Room) => this.forget(r),
      onFenced: (r: Room) => this.dropLost(r.id, 'a write was refused (fencing): its lease has moved to a later epoch'),
      mayStartBotsOnly: (r: Room) => this.botRoomsPlaying(r.address) < this.config.botRoomsPerAddress,
      answered: (us: number) => this.answerTimes.record(Math.max(1, Math.round(us))),
    };
  }

  /** Drop a room from memory (its lease, if any, goes). */
  private forget(r: Room): void {
    r.close();
    if (this.rooms.get(r.id) === r) this.rooms.delete(r.id);
    if (r.epoch !== null && !r.fenced) this.ownership?.released(r.id, r.epoch);
  }

  /**
   * Another node owns the room now (a write was refused by fencing, or the renewal found the
   * lease gone): stop acting on it at once, drop it, and send its connections to reconnect
   * (they land on the new owner).
   */
  dropLost(id: string, why: string): void {
    const r = this.rooms.get(id);
    if (!r) return;
    this.lost++;
    this.log.line(`room ${id}: dropped: ${why}`);
    r.lose();
    this.rooms.delete(id);
  }

  /**
   * Take a room this node now holds the lease of (epoch `epoch`): load it from the store and
   * carry on — its game replayed exactly from the record and the seed, its bots and timers armed.
   */
  adopt(id: string, epoch: number): Promise<Room | null> {
    const live = this.rooms.get(id);
    if (live) { live.epoch = epoch; live.leaseAt = performance.now(); return Promise.resolve(live); }
    const busy = this.loading.get(id);
    if (busy) return busy;
    const p = (async () => {
      try {
        const row = await this.store.room(id);
        if (!row) return null;
        const room = await this.load(row);
        room.epoch = epoch;
        room.leaseAt = performance.now();
        this.rooms.set(id, room);
        room.session?.pump();
        return room;
      } catch (e) {
        this.log.line(`room ${id} could not be taken over: ${(e as Error).message}`);
        throw e;
      } finally {
        this.loading.delete(id);
      }
    })();
    this.loading.set(id, p);
    return p;
  }

  /** Rooms in memory under a lease known to be committed by `before` (performance.now()): id → epoch. */
  leased(before = Infinity): Map<string, number> {
    const out = new Map<string, number>();
    for (const r of this.rooms.values()) if (r.epoch !== null && r.leaseAt !== null && r.leaseAt <= before) out.set(r.id, r.epoch);
    return out;
  }

  isLoading(id: string): boolean { return this.loading.has(id); }
  /** Resolves once every room being loaded now is loaded (or could not be). */
  async settled(): Promise<void> { await Promise.allSettled([...this.loading.values()]); }

  /** Bring back every room that was in the lobby or playing. Returns how many, and any that could not be resumed. */
  async boot(): Promise<{ resumed: number; failed: { id: string; error: string }[] }> {
    const failed: { id: string; error: string }[] = [];
    let resumed = 0;
    let rows: StoredRoom[] = [];
    // In a cluster, rooms come back by their leases (cluster/node.ts takes over the expired ones).
    if (!this.ownership) try { rows = await this.store.openRooms(); } catch (e) {
      failed.push({ id: '*', error: (e as Error).message });
    }
    for (const row of rows) {
      try {
        const room = await this.load(row);
        this.rooms.set(room.id, room);
        resumed++;
        room.session?.pump();
      } catch (e) {
        failed.push({ id: row.id, error: (e as Error).message });
        this.log.line(`room ${row.id} could not be resumed: ${(e as Error).message}`);
      }
    }
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
    return { resumed, failed };
  }

  /** A room from its row and log, its game replayed exactly from the record and the secret seed. */
  private async load(row: StoredRoom): Promise<Room> {
    const room = new Room(row.id, row.created, row.address, row.title, row.settings, row.seats, row.host, this.deps, row.status);
    const stored = await this.store.log(row.id);
    const entries: RoomEntry[] = [];
    const actions: Action[] = [];
    for (const e of stored) {
      if (e.k === 'act') { actions.push(e.action); entries.push({ k: 'act', action: e.action, events: [] }); } else entries.push(e);
    }
    room.restore(entries, await this.store.acks(row.id), {
      seed: row.seed, commitment: row.commitment, startRoll: row.startRoll, head: row.head, ended: row.ended,
      offer: row.offer ? JSON.stringify(row.offer) : null,
    });
    if (row.status === 'lobby') return room;
    if (!row.head || !row.seed || !row.startRoll) throw new Error('a started game without its record header, seed or start roll');
    const { game, history } = replayStored(row.head, actions, row.seed);
    // The log shows each action as the engine completed it, with its events.
    let k = 0;
    for (const e of entries) if (e.k === 'act') { e.action = history[k]!.action; e.events = history[k]!.events; k++; }
    room.attach(game, history);
    // Offers: how many were closed (their ids go on from there), which seats made one this turn
    // (a bot makes at most one a turn), and the one on the table, if any.
    let closed = 0;
    let thisTurn: number[] = [];
    for (const e of entries) {
      if (e.k === 'offer') { closed++; thisTurn.push(e.from); } else if (e.k === 'act' && e.action.type === 'end') thisTurn = [];
    }
    room.session!.restoreOffers(closed, thisTurn, row.offer);
    return room;
  }

  /**
   * Whether this address may have another room (`botsOnly`: a game of bots only, started at once),
   * checked before the request is charged: a room refused for a limit spends none of the address's
   * allowance of new rooms (a tool retrying for a bots-only slot had locked itself out of any room).
   */
  admit(address: string, botsOnly: boolean): void {
    if (this.openCount(address) >= this.config.roomsPerAddress) {
      throw new LimitError(`this address already has ${this.config.roomsPerAddress} open rooms: finish or leave one first`);
    }
    if (botsOnly && this.botRoomsPlaying(address) >= this.config.botRoomsPerAddress) {
      throw new LimitError(`this address already has ${this.config.botRoomsPerAddress} games of bots only playing: let one finish first`);
    }
  }

  create(plan: RoomPlan, address: string, host: string | null): Room {
    this.admit(address, plan.start && plan.seats.every((s) => s.bot));
    let id = newRoomId();
    while (this.rooms.has(id)) id = newRoomId();
    const settings: RoomSettings = {
      board: plan.board, rules: plan.rules, paceMs: plan.paceMs, turnSeconds: plan.turnSeconds, seed: plan.seed, start: plan.start,
      public: plan.public, spectatorChat: plan.spectatorChat, assists: plan.assists, lang: plan.lang,
    };
    const room = new Room(id, Date.now(), address, plan.title, settings, plan.seats, host, this.deps);
    this.rooms.set(id, room);
    if (this.ownership) {
      // The new room's lease is taken in the same transaction as its first row.
      room.epoch = 1;
      this.store.write({ op: 'claim', room: id, node: this.ownership.node, ttlMs: this.ownership.ttlMs }, (err) => {
        if (!err) room.leaseAt = performance.now();
      });
    }
    room.saveRow();
    return room;
  }

  openCount(address: string): number {
    let n = 0;
    for (const r of this.rooms.values()) if (r.open && r.address === address) n++;
    return n;
  }

  /** Games without a person seat that an address has playing now. */
  botRoomsPlaying(address: string): number {
    let n = 0;
    for (const r of this.rooms.values()) if (r.status === 'playing' && r.persons === 0 && r.address === address) n++;
    return n;
  }

  /** A room in memory. */
  live(id: string): Room | null { return this.rooms.get(id) ?? null; }

  /**
   * A room by id: in memory, or a finished (or abandoned) game loaded from the database. In a
   * cluster, a room not in memory here is taken (its lease) if nobody holds it, and otherwise
   * named where it is: RemoteRoom (on another node) or RoomMoving (its owner is failing over).
   */
  async get(id: string): Promise<Room | null> {
    const live = this.rooms.get(id);
    if (live) return live;
    if (this.ownership) {
      const busy = this.loading.get(id);
      if (busy) return busy;
      const where = await this.ownership.locate(id);
      if (where.kind === 'none') return null;
      if (where.kind === 'remote') throw new RemoteRoom(id, where.url, where.expiresInMs);
      if (where.kind === 'moving') throw new RoomMoving(id);
      const { epoch, from } = where;
      if (from === undefined) return this.adopt(id, epoch);
      // Taken from another node: the log says so once it is loaded (or could not be), with how long that took.
      const t0 = performance.now();
      let room: Room | null = null;
      try {
        room = await this.adopt(id, epoch);
        return room;
      } finally {
        this.ownership.tookOver(id, from, room !== null, performance.now() - t0);
      }
    }
    const row = await this.store.room(id);
    if (!row) return null;
    const again = this.rooms.get(id); // loaded meanwhile by another request
    if (again) return again;
    const room = await this.load(row);
    this.rooms.set(id, this.rooms.get(id) ?? room);
    return this.rooms.get(id)!;
  }

  /** Public rooms in the lobby or playing (private ones are reached only through their invite link). */
  list(): RoomSummary[] {
    return [...this.rooms.values()].filter((r) => r.open && r.isPublic).sort((a, b) => b.created - a.created).map((r) => r.summary());
  }

  /**
   * The games `viewer` (a token hash) may go back to, the latest changed first: those it holds a
   * seat in, in the lobby or playing, and the lobbies it hosts; `you` is its seat. A game it left
   * for good (a bot plays its seat) is not one, where this node plays it and so knows.
   */
  async mine(viewer: string, limit: number): Promise<RoomSummary[]> {
    const found: { at: number; summary: RoomSummary }[] = [];
    // A room as this node holds it now (`live`), or as only the database knows it (`row`).
    const take = (r: { status: string; seats: readonly { owner: string | null }[]; host: string | null; at: number }, live: Room | null, row: StoredRoom | null) => {
      const seat = r.seats.findIndex((x) => x.owner === viewer);
      if (r.status !== 'lobby' && r.status !== 'playing') return;
      if (seat < 0 && !(r.status === 'lobby' && r.host === viewer)) return;
      if (live && seat >= 0 && live.presence.awayOf(seat) === 'left') return;
      const summary = live ? live.summary() : summaryOfRow(row!, 0);
      // A game played on while its person is away: a stand-in has their seat (the list says so).
      const standIn = live !== null && seat >= 0 && r.status === 'playing' && live.presence.awayOf(seat) !== null;
      found.push({ at: r.at, summary: { ...summary, ...(seat >= 0 ? { you: seat } : {}), ...(standIn ? { standIn: true as const } : {}) } });
    };
    // The rooms this node plays, as they are now (a seat just taken may not be stored yet), then
    // those only the database knows of (another node's, in a cluster).
    for (const r of this.rooms.values()) take({ status: r.status, seats: r.seats, host: r.host, at: r.lastSeen }, r, null);
    for (const row of await this.store.roomsOf(viewer, limit * 3)) {
      if (!this.rooms.has(row.id)) take({ status: row.status, seats: row.seats, host: row.host, at: row.updated }, null, row);
    }
    return found.sort((a, b) => b.at - a.at).slice(0, limit).map((x) => x.summary);
  }

  /** Finished games, newest first: public ones, and the private ones `viewer` (a token hash) hosted or played in. */
  async ended(limit: number, offset: number, viewer: string | null = null): Promise<RoomSummary[]> {
    return (await this.store.endedRooms(limit, offset, viewer)).map((row) => summaryOfRow(row, this.rooms.get(row.id)?.summary().spectators ?? 0));
  }

  /** Close lobbies nobody has been in for a while; drop finished and abandoned games nobody watches from memory. */
  sweep(now = Date.now()): void {
    for (const r of [...this.rooms.values()]) {
      if (r.conns.size > 0) continue;
      const idle = now - r.lastSeen;
      if (r.status === 'lobby' && idle > this.config.lobbyIdleMs) {
        r.status = 'abandoned';
        r.saveRow();
        this.forget(r);
      } else if ((r.status === 'ended' && idle > this.config.endedKeepMs) || r.status === 'abandoned') {
        this.forget(r);
      }
    }
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const r of this.rooms.values()) r.close();
  }

  /**
   * Hand every room over (draining): each stops acting, its last writes commit, and its lease is
   * let go (`release`), so that the other nodes take it over at once. Resolves when all are released.
   */
  async handOver(release: (id: string, epoch: number) => Promise<void>): Promise<number> {
    if (this.sweeper) clearInterval(this.sweeper);
    const rooms = [...this.rooms.values()];
    await Promise.all(rooms.map(async (r) => {
      await r.stop();
      this.rooms.delete(r.id);
      if (r.epoch !== null && !r.fenced) await release(r.id, r.epoch).catch(() => {});
    }));
    return rooms.length;
  }
}

/** A room's listing as its stored row has it. */
function summaryOfRow(row: StoredRoom, spectators: number): RoomSummary {
  return {
    id: row.id, title: row.title, status: row.status, created: row.created, public: row.settings.public, board: row.settings.board,
    players: playersOf(row.seats, row.host), spectators,
    turn: row.turn, actions: row.actions, winner: row.winner, commitment: row.commitment,
  };
}
