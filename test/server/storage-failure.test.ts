// docs/deploy.md: when a room's storage fails (the database went away, if only for a moment),
// the node drops the room and its players are sent to reconnect, so that they continue from its
// last saved state, here or on another node. A cluster play-test saw them told "reconnect" in an
// error the page only showed as a passing note, with their sockets left open and detached from
// the room: every page froze until it was reloaded.
import { describe, expect, it } from 'vitest';
import { InlineBots } from '../../src/server/bots.js';
import { DEFAULT_CONFIG, type ServerConfig } from '../../src/server/config.js';
import { QuietLog } from '../../src/server/limits.js';
import { Rooms } from '../../src/server/rooms.js';
import { type Store } from '../../src/server/store/index.js';
import { SqliteStore } from '../../src/server/store/sqlite.js';
import { TestConn, createRoom } from './harness.js';

/** An SQLite store whose writes fail, from when `down` is set, as a database that went away. */
function flakyStore(): { store: Store; down: () => void } {
  const inner = new SqliteStore(':memory:');
  let failing = false;
  const err = () => new Error('connect ECONNREFUSED 127.0.0.1:5432');
  const store = Object.create(inner) as Store;
  store.write = (op, done) => { if (failing) queueMicrotask(() => done?.(err())); else inner.write(op, done); };
  store.afterCommit = (done) => { if (failing) queueMicrotask(() => done(err())); else inner.afterCommit(done); };
  return { store, down: () => { failing = true; } };
}

class MovableConn extends TestConn {
  movedCalls = 0;
  moved(): void { this.movedCalls++; }
}

describe('a room whose storage fails', () => {
  it('sends every connection the storage error and then to reconnect (as when the room moves), and forgets the room', async () => {
    const { store, down } = flakyStore();
    const lines: string[] = [];
    const config: ServerConfig = { ...DEFAULT_CONFIG, paceMs: 0, botsOnlyMinPaceMs: 0, awayAfterMs: 50, botThreads: 0, standInPaceMs: 0, dbPath: ':memory:' };
    const rooms = new Rooms(store, config, new QuietLog((line) => lines.push(line), 1000), new InlineBots());
    const ana = new MovableConn('storage-fail-token-ana00000', 'Ana');
    const bo = new MovableConn('storage-fail-token-bo000000', 'Bo');
    const room = createRoom(rooms, { seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'variable', seed: 'storage' }, paceMs: 0 }, ana);
    room.join(ana); room.sit(ana, 0, 'Ana');
    room.join(bo); room.sit(bo, 1, 'Bo');
    room.startBy(ana);
    await new Promise<void>((ok) => store.afterCommit(() => ok()));
    expect(ana.room).toBe(room);
    down();
    room.chat(bo, 'anyone there?');
    await new Promise((ok) => setTimeout(ok, 20));
    for (const c of [ana, bo]) {
      expect(c.got.at(-1)).toMatchObject({ t: 'error', code: 'storage' });
      expect(c.movedCalls, `${c.name} is sent to reconnect`).toBe(1);
      expect(c.room).toBeNull();
    }
    expect(lines.some((l) => /storage failed: connect ECONNREFUSED/.test(l))).toBe(true);
    expect(rooms.live(room.id)).toBeNull();
    rooms.close();
  });
});

describe('a page entering its room while the database does not answer', () => {
  it('is told "storage" and sent to reconnect (socket closed, 1013), so that it enters again once the database is back; not answered "internal" and left outside its room', async () => {
    const { startServer } = await import('../../src/server/server.js');
    const { WebSocket } = await import('ws');
    const lines: string[] = [];
    const srv = await startServer({ port: 0, paceMs: 0, dbPath: ':memory:', botThreads: 0, log: (l) => lines.push(l) });
    try {
      // Loading a room that is not in memory reads the database, which has gone away.
      srv.rooms.get = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
      const ws = new WebSocket(srv.url.replace(/^http/, 'ws') + '/ws');
      const got: { t: string; code?: string }[] = [];
      const closed = new Promise<number>((ok) => ws.on('close', (code) => ok(code)));
      ws.on('message', (d) => got.push(JSON.parse(String(d)) as { t: string; code?: string }));
      await new Promise<void>((ok) => ws.on('open', () => ok()));
      ws.send(JSON.stringify({ t: 'auth', name: 'Ana' }));
      ws.send(JSON.stringify({ t: 'join', room: 'abcd1234abcd1234', since: 12 }));
      const code = await Promise.race([closed, new Promise<string>((ok) => setTimeout(() => ok('still open'), 3000))]);
      expect(code, 'the socket is closed for the page to reconnect').toBe(1013);
      expect(got.filter((m) => m.t === 'error').map((m) => m.code)).toEqual(['storage']);
      expect(lines.some((l) => /error handling "join" .*ECONNREFUSED/.test(l)), 'one line in the log').toBe(true);
    } finally {
      await srv.close();
    }
  });
});
