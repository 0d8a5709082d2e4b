/**
 * Every room the server knows: creating them (within the per-address limit), finding them (in
 * memory, or loaded from the database for a finished game), bringing every unfinished game back
 * exactly after a restart (Game.resume with its stored secret seed, every outcome checked), and
 * closing idle lobbies. Never applies a rule.
 */
import { Game, apply, parseRecord, type GameRecord } from '../engine/index.js';
import { BOT_PERSONA } from '../bots/registry.js';
import type { ServerConfig } from './config.js';
import { newRoomId } from './ids.js';
import type { RoomSummary, StartRoll } from './protocol.js';
import { Room, type RoomEntry } from './room.js';
import type { RoomPlan, RoomSettings, SeatSlot } from './setup.js';
import type { Applied } from './stats.js';
import type { RoomRow, Store } from './store.js';

export class LimitError extends Error {}

export class Rooms {
  readonly rooms = new Map<string, Room>();
  private sweeper: ReturnType<typeof setInterval> | null = null;

  constructor(readonly store: Store, readonly config: ServerConfig, private readonly log: (line: string) => void) {}

  private deps() {
    return { store: this.store, config: this.config, log: this.log, onFailed: (r: Room) => { r.close(); this.rooms.delete(r.id); } };
  }

  /** Bring back every room that was in the lobby or playing. Returns how many, and any that could not be resumed. */
  boot(): { resumed: number; failed: { id: string; error: string }[] } {
    const failed: { id: string; error: string }[] = [];
    let resumed = 0;
    for (const row of this.store.openRooms()) {
      try {
        const room = this.load(row);
        this.rooms.set(room.id, room);
        resumed++;
        room.session?.pump();
      } catch (e) {
        failed.push({ id: row.id, error: (e as Error).message });
        this.log(`room ${row.id} could not be resumed: ${(e as Error).message}`);
      }
    }
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
    return { resumed, failed };
  }

  /** A room from its row and log, its game replayed exactly from the record and the secret seed. */
  private load(row: RoomRow): Room {
    const settings = JSON.parse(row.settings) as RoomSettings;
    const seats = JSON.parse(row.seats) as SeatSlot[];
    const room = new Room(row.id, row.created, row.address, row.title, settings, seats, row.host, this.deps(), row.status);
    const rows = this.store.log(row.id);
    const entries: RoomEntry[] = [];
    const actions: GameRecord['actions'] = [];
    for (const r of rows) {
      if (r.kind === 'act') { const a = JSON.parse(r.body) as GameRecord['actions'][number]; actions.push(a); entries.push({ k: 'act', action: a, events: [] }); }
      else entries.push(JSON.parse(r.body) as RoomEntry);
    }
    const head = row.head ? JSON.parse(row.head) as GameRecord : null;
    room.restore(entries, this.store.acks(row.id), {
      seed: row.seed, commitment: row.commitment, startRoll: row.start_roll ? JSON.parse(row.start_roll) as StartRoll : null, head, ended: row.ended,
    });
    if (row.status === 'lobby') return room;
    if (!head || !row.seed) throw new Error('a started game without its record header or seed');
    const record = { ...head, actions };
    const game = Game.resume(record, row.seed);
    if (!(game instanceof Game)) throw new Error(`the record does not replay: action ${game.at}: ${game.error}`);
    // The events of each action, for the log as each viewer sees it (and the end-of-game figures).
    const parsed = parseRecord(record);
    if (!parsed.ok) throw new Error(parsed.error);
    let state = parsed.start;
    const history: Applied[] = [];
    let k = 0;
    for (const e of entries) {
      if (e.k !== 'act') continue;
      const res = apply(state, actions[k++]!, { requireOutcomes: true });
      if (!res.ok) throw new Error(res.error.message);
      e.events = res.events;
      history.push({ action: e.action, events: res.events });
      state = res.state;
    }
    room.attach(game, history);
    return room;
  }

  create(plan: RoomPlan, address: string, host: string | null): Room {
    if (this.openCount(address) >= this.config.roomsPerAddress) {
      throw new LimitError(`this address already has ${this.config.roomsPerAddress} open rooms: finish or leave one first`);
    }
    let id = newRoomId();
    while (this.rooms.has(id) || this.store.room(id)) id = newRoomId();
    const settings: RoomSettings = { board: plan.board, rules: plan.rules, paceMs: plan.paceMs, turnSeconds: plan.turnSeconds, seed: plan.seed, start: plan.start };
    const room = new Room(id, Date.now(), address, plan.title, settings, plan.seats, host, this.deps());
    this.rooms.set(id, room);
    room.saveRow();
    return room;
  }

  openCount(address: string): number {
    let n = 0;
    for (const r of this.rooms.values()) if (r.open && r.address === address) n++;
    return n;
  }

  /** A room by id: in memory, or a finished (or abandoned) game loaded from the database. */
  get(id: string): Room | null {
    const live = this.rooms.get(id);
    if (live) return live;
    const row = this.store.room(id);
    if (!row) return null;
    const room = this.load(row);
    this.rooms.set(id, room);
    return room;
  }

  /** Rooms in the lobby or playing. */
  list(): RoomSummary[] {
    return [...this.rooms.values()].filter((r) => r.open).sort((a, b) => b.created - a.created).map((r) => r.summary());
  }

  /** Finished games, newest first. */
  ended(limit: number, offset: number): RoomSummary[] {
    return this.store.endedRooms(limit, offset).map((row) => {
      const seats = JSON.parse(row.seats) as SeatSlot[];
      return {
        id: row.id, title: row.title, status: row.status, created: row.created,
        players: seats.map((s) => ({ name: s.name, color: s.color, bot: s.bot, taken: s.owner !== null })),
        spectators: this.rooms.get(row.id)?.summary().spectators ?? 0,
        turn: row.turn, actions: row.actions, winner: row.winner, commitment: row.commitment,
      };
    });
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

  botName(level: keyof typeof BOT_PERSONA): string { return BOT_PERSONA[level].name; }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const r of this.rooms.values()) r.close();
  }
}
