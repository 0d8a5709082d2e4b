/**
 * Rooms without sockets for the server tests: an in-memory store, connections that keep every
 * message they are sent, and scripted players (autoplayer.ts) that answer the way a browser does.
 */
import { DEFAULT_CONFIG, type ServerConfig } from '../../src/server/config.js';
import { tokenHash } from '../../src/server/ids.js';
import type { GameMessage, LogEntry, RoomRequest, ServerMessage, StateMessage } from '../../src/server/protocol.js';
import type { Conn, Room } from '../../src/server/room.js';
import { Rooms } from '../../src/server/rooms.js';
import { planRoom } from '../../src/server/setup.js';
import { Store } from '../../src/server/store.js';
import { choose, newCounters, type Counters, type Move } from './autoplayer.js';

let ids = 0;

export class TestConn implements Conn {
  readonly id = ++ids;
  tokenHash: string;
  room: Room | null = null;
  seat: number | null = null;
  sent = 0;
  fresh = true;
  readonly got: ServerMessage[] = [];
  state: StateMessage | null = null;
  log: LogEntry[] = [];
  private nextAck = 1;
  onState: ((c: TestConn) => void) | null = null;

  constructor(readonly token: string, public name = 'Tester') { this.tokenHash = tokenHash(token); }

  sendText(text: string): void {
    const m = JSON.parse(text) as ServerMessage;
    this.got.push(m);
    if (m.t === 'state') {
      this.log = this.log.slice(0, m.logFrom).concat(m.log);
      this.state = m;
      if (m.you.lastAck >= this.nextAck) this.nextAck = m.you.lastAck + 1;
      this.onState?.(this);
    }
  }

  game(): GameMessage | null {
    const s = this.state;
    return s?.game ? { ...s.game, id: s.room.id, you: s.you.seat, seats: s.room.seats, logFrom: 0, log: this.log } : null;
  }

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
      case 'answer': room.play(this, ack, (s, seat) => s.answer(seat, m.id, m.accept)); return;
    }
  }
}

export function makeRooms(cfg: Partial<ServerConfig> = {}, path = ':memory:'): Rooms {
  const config: ServerConfig = { ...DEFAULT_CONFIG, paceMs: 0, awayAfterMs: 50, ...cfg, dbPath: path };
  return new Rooms(new Store(path), config, (line) => { throw new Error(line); });
}

export function createRoom(rooms: Rooms, req: RoomRequest, host: TestConn | null = null): Room {
  return rooms.create(planRoom(req, { seedPersonsMax: rooms.config.seedPersonsMax, defaultPace: rooms.config.paceMs }), '127.0.0.1', host?.tokenHash ?? null);
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
