/**
 * Every room the server knows: creating them (within the per-address limits), finding them (in
 * memory, or loaded from the database for a finished game), bringing every unfinished game back
 * exactly after a restart — each record replayed once through the engine with its stored secret
 * seed, every outcome checked — and closing idle lobbies. Never applies a rule.
 */
import { Game, outcomeMismatch, parseRecord, resolveBoard, stripOutcome, type Action, type GameRecord } from '../engine/index.js';
import type { RoomSummary } from '../protocol/index.js';
import type { Applied } from '../table/index.js';
import type { BotRunner } from './bots.js';
import type { ServerConfig } from './config.js';
import { newRoomId } from './ids.js';
import type { QuietLog } from './limits.js';
import { Room, type RoomDeps, type RoomEntry } from './room.js';
import type { RoomPlan, RoomSettings } from './setup.js';
import type { Store, StoredRoom } from './store/index.js';

export class LimitError extends Error {}

/**
 * Replay a stored game once: its record with the game's generator seeded from its secret seed,
 * each recorded outcome checked against the one the engine draws, and each action's events kept
 * (for the log as each viewer sees it). Throws naming the action that does not follow.
 */
export function replayStored(head: GameRecord, actions: readonly Action[], seed: string): { game: Game; history: Applied[] } {
  const parsed = parseRecord({ ...head, actions: [] });
  if (!parsed.ok) throw new Error(`the record's header does not read: ${parsed.error}`);
  const board = head.board === 'beginner' ? 'beginner' : resolveBoard(head.board);
  const start = parsed.start;
  const game = Game.create({
    colors: [...start.colors], board, boardJson: head.board, rules: start.rules, seed,
    names: head.players.map((p, i) => p.name ?? `Player ${i + 1}`),
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

  constructor(readonly store: Store, readonly config: ServerConfig, private readonly log: QuietLog, readonly bots: BotRunner) {
    this.deps = {
      store, config, bots, log,
      onFailed: (r: Room) => { r.close(); this.rooms.delete(r.id); },
      mayStartBotsOnly: (r: Room) => this.botRoomsPlaying(r.address) < this.config.botRoomsPerAddress,
    };
  }

  /** Bring back every room that was in the lobby or playing. Returns how many, and any that could not be resumed. */
  async boot(): Promise<{ resumed: number; failed: { id: string; error: string }[] }> {
    const failed: { id: string; error: string }[] = [];
    let resumed = 0;
    let rows: StoredRoom[] = [];
    try { rows = await this.store.openRooms(); } catch (e) {
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
    });
    if (row.status === 'lobby') return room;
    if (!row.head || !row.seed || !row.startRoll) throw new Error('a started game without its record header, seed or start roll');
    const { game, history } = replayStored(row.head, actions, row.seed);
    // The log shows each action as the engine completed it, with its events.
    let k = 0;
    for (const e of entries) if (e.k === 'act') { e.action = history[k]!.action; e.events = history[k]!.events; k++; }
    room.attach(game, history);
    return room;
  }

  create(plan: RoomPlan, address: string, host: string | null): Room {
    if (this.openCount(address) >= this.config.roomsPerAddress) {
      throw new LimitError(`this address already has ${this.config.roomsPerAddress} open rooms: finish or leave one first`);
    }
    if (plan.start && plan.seats.every((s) => s.bot) && this.botRoomsPlaying(address) >= this.config.botRoomsPerAddress) {
      throw new LimitError(`this address already has ${this.config.botRoomsPerAddress} games of bots only playing: let one finish first`);
    }
    let id = newRoomId();
    while (this.rooms.has(id)) id = newRoomId();
    const settings: RoomSettings = {
      board: plan.board, rules: plan.rules, paceMs: plan.paceMs, turnSeconds: plan.turnSeconds, seed: plan.seed, start: plan.start,
      public: plan.public, spectatorChat: plan.spectatorChat, assists: plan.assists, lang: plan.lang,
    };
    const room = new Room(id, Date.now(), address, plan.title, settings, plan.seats, host, this.deps);
    this.rooms.set(id, room);
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

  /** A room by id: in memory, or a finished (or abandoned) game loaded from the database. */
  async get(id: string): Promise<Room | null> {
    const live = this.rooms.get(id);
    if (live) return live;
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

  /** Finished games, newest first. */
  async ended(limit: number, offset: number): Promise<RoomSummary[]> {
    return (await this.store.endedRooms(limit, offset)).map((row) => ({
      id: row.id, title: row.title, status: row.status, created: row.created, public: row.settings.public,
      players: row.seats.map((s) => ({ name: s.name, color: s.color, bot: s.bot, taken: s.owner !== null })),
      spectators: this.rooms.get(row.id)?.summary().spectators ?? 0,
      turn: row.turn, actions: row.actions, winner: row.winner, commitment: row.commitment,
    }));
  }

  /** Close lobbies nobody has been in for a while; drop finished and abandoned games nobody watches from memory. */
  sweep(now = Date.now()): void {
    for (const r of [...this.rooms.values()]) {
      if (r.conns.size > 0) continue;
      const idle = now - r.lastSeen;
      if (r.status === 'lobby' && idle > this.config.lobbyIdleMs) {
        r.status = 'abandoned';
        r.saveRow();
        r.close();
        this.rooms.delete(r.id);
      } else if ((r.status === 'ended' && idle > this.config.endedKeepMs) || r.status === 'abandoned') {
        r.close();
        this.rooms.delete(r.id);
      }
    }
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const r of this.rooms.values()) r.close();
  }
}
