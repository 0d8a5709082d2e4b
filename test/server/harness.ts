/**
 * Rooms without sockets for the server tests: an in-memory store, bots on the calling thread,
 * connections that keep every message they are sent (and the room as a page would hold it after
 * each one, folded with src/protocol's sync), and scripted players (autoplayer.ts) that answer
 * the way a browser does.
 */
import type { Viewer } from '../../src/engine/index.js';
import { foldState, foldUpdate, type GameMessage, type HeldRoom, type LogEntry, type RoomRequest, type ServerMessage, type StateMessage } from '../../src/protocol/index.js';
import { InlineBots } from '../../src/server/bots.js';
import { DEFAULT_CONFIG, type ServerConfig } from '../../src/server/config.js';
import { newSync } from '../../src/server/fanout.js';
import { tokenHash } from '../../src/server/ids.js';
import { QuietLog } from '../../src/server/limits.js';
import { planLimits, type Conn, type Room } from '../../src/server/room.js';
import { Rooms } from '../../src/server/rooms.js';
import { planRoom } from '../../src/server/setup.js';
import { type Store } from '../../src/server/store/index.js';
import { SqliteStore } from '../../src/server/store/sqlite.js';
import { choose, newCounters, type Counters, type Move } from './autoplayer.js';

let ids = 0;

export class TestConn implements Conn {
  readonly id = ++ids;
  tokenHash: string;
  room: Room | null = null;
  seat: number | null = null;
  sync = newSync();
  readonly got: ServerMessage[] = [];
  /** The room as held after each state or update (what a page would draw then). */
  readonly shown: StateMessage[] = [];
  held: HeldRoom | null = null;
  /** Frames that did not fold onto what was held (there must be none). */
  gaps = 0;
  private nextAck = 1;
  onState: ((c: TestConn) => void) | null = null;

  constructor(readonly token: string, public name = 'Tester') { this.tokenHash = tokenHash(token); }

  get state(): StateMessage | null { return this.held?.msg ?? null; }
  get log(): LogEntry[] { return this.held?.log ?? []; }

  sendText(text: string): void {
    const m = JSON.parse(text) as ServerMessage;
    this.got.push(m);
    if (m.t === 'state' || m.t === 'update') {
      const next = m.t === 'state' ? foldState(this.held, m) : foldUpdate(this.held, m);
      if (!next) { this.gaps++; return; }
      this.held = next;
      this.shown.push(next.msg);
      if (next.msg.you.lastAck >= this.nextAck) this.nextAck = next.msg.you.lastAck + 1;
      this.onState?.(this);
    }
  }

  game(): GameMessage | null {
    const s = this.state;
    return s?.game ? { ...s.game, id: s.room.id, you: s.you.seat, seats: s.room.seats, logFrom: 0, log: this.log } : null;
  }

  /** The next ack id this connection may use (acks only grow per seat, §protocol). */
  takeAck(): number { return this.nextAck++; }

  /** Dispatch a scripted move as the edge would. */
  move(m: Move): void {
    const room = this.room!;
    if (m.t === 'ready') { room.ready(this); return; }
    const ack = this.nextAck++;
    switch (m.t) {
      case 'act': room.play(this, ack, (s, seat) => s.act(seat, m.action)); return;
      case 'offer': room.play(this, ack, (s, seat) => s.offer(seat, m.give, m.get)); return;
      case 'take': room.play(this, ack, (s, seat) => s.take(seat, m.seat)); return;
      case 'withdraw': room.play(this, ack, (s, seat) => s.withdraw(seat)); return;
      case 'more-time': room.play(this, ack, (s, seat) => s.moreTime(seat, m.id)); return;
      case 'answer': room.play(this, ack, (s, seat) => s.answer(seat, m.id, m.accept)); return;
    }
  }
}

export const testLog = () => new QuietLog((line) => { throw new Error(line); }, 1000);

export function makeRooms(cfg: Partial<ServerConfig> = {}, path = ':memory:', store?: Store): Rooms {
  // Stand-ins act at the room's pace here (a test's person is away for the whole game): their own floor has its test.
  const config: ServerConfig = { ...DEFAULT_CONFIG, paceMs: 0, botsOnlyMinPaceMs: 0, awayAfterMs: 50, botThreads: 0, standInPaceMs: 0, ...cfg, dbPath: path };
  return new Rooms(store ?? new SqliteStore(path), config, testLog(), new InlineBots());
}

export function createRoom(rooms: Rooms, req: RoomRequest, host: TestConn | null = null, address = '127.0.0.1'): Room {
  return rooms.create(planRoom(req, planLimits(rooms.config)), address, host?.tokenHash ?? null);
}

/**
 * A started room of `rooms` from `req`, with `persons` scripted people in its first seats (the
 * first is the host) and bots in the rest. `names` names the people; `seated` runs as each sits.
 */
export function seatedTable(rooms: Rooms, req: RoomRequest, persons: number, o: { token: (i: number) => string; names?: (i: number) => string; seated?: (room: Room, c: TestConn, i: number) => void }): { room: Room; people: TestConn[] } {
  const name = o.names ?? ((i: number) => (i === 0 ? 'Ana' : `P${i}`));
  const host = new TestConn(o.token(0), name(0));
  const room = createRoom(rooms, req, host);
  const people: TestConn[] = [];
  for (let i = 0; i < persons; i++) {
    const c = i === 0 ? host : new TestConn(o.token(i), name(i));
    room.join(c);
    room.sit(c, undefined, c.name);
    o.seated?.(room, c, i);
    people.push(c);
  }
  if (room.status === 'lobby') room.startBy(host);
  return { room, people };
}

/** Scripted players in every person seat of a started room play until the game ends. */
export async function playOut(players: TestConn[], opts: { maxMs?: number; until?: () => boolean } = {}): Promise<Map<TestConn, Counters>> {
  const counters = new Map(players.map((p) => [p, newCounters()]));
  const st = new Map(players.map((p) => [p, { offeredTurn: -1 }]));
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('the game did not end in time')), opts.maxMs ?? 60_000);
    let refusals = 0;
    for (const p of players) {
      p.onState = (c) => {
        const g = c.game();
        if (g?.end || opts.until?.()) { clearTimeout(timer); done(); return; }
        if (!g) return;
        const m = choose(g, counters.get(c)!, st.get(c)!);
        if (m) setImmediate(() => c.move(m));
      };
      const before = p.got.length;
      const watch = setInterval(() => {
        for (const m of p.got.slice(before)) if (m.t === 'refused' && ++refusals > 200) fail(new Error(`refused: ${m.message}`));
      }, 500);
      watch.unref();
      p.onState(p);
    }
  });
  for (const p of players) p.onState = null;
  return counters;
}

export const viewerOf = (c: { seat: number | null }): Viewer => c.seat ?? 'spectator';

/** Limits wide enough that tests of other things never meet them (the limit tests set their own). */
export const GENEROUS = {
  roomsPerAddress: 1000, messagesPerSecond: 1000, socketsPerAddress: 1000, previewsPerSecond: 1000, roomsPerMinute: 60_000,
  chatPerSecond: 1000, historyPerSecond: 1000, botRoomsPerAddress: 1000, botsOnlyMinPaceMs: 0, standInPaceMs: 0,
} as const;

/** The same for a server started as its own process (the environment it reads). */
export const GENEROUS_ENV: Record<string, string> = {
  CATAN_ROOMS_PER_ADDRESS: '1000', CATAN_MESSAGES_PER_SECOND: '1000', CATAN_SOCKETS_PER_ADDRESS: '1000', CATAN_PREVIEWS_PER_SECOND: '1000',
  CATAN_ROOMS_PER_MINUTE: '60000', CATAN_CHAT_PER_SECOND: '1000', CATAN_HISTORY_PER_SECOND: '1000', CATAN_BOT_ROOMS_PER_ADDRESS: '1000',
  CATAN_BOTS_ONLY_MIN_PACE_MS: '0', CATAN_STAND_IN_PACE_MS: '0',
};
