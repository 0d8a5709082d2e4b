/**
 * A rematch: a player of a finished game asks for another with the same table. A new room is made
 * with the same seats (people's seats open for them, bots of the same levels), the same kind of
 * board (a new one), rules and settings; the asker sits in their seat; the finished room points
 * everyone else to it, and their own rematch request joins it (into their seat) rather than making
 * a second one. Not before the end, and not by a spectator.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ProtocolClient } from '../../src/server/client.js';
import { choose, newCounters } from '../../src/server/autoplay.js';
import { startServer, type RunningServer } from '../../src/server/server.js';
import { GENEROUS, createRoom, makeRooms } from './harness.js';
import { rematchPlan, rematchRequest } from '../../src/server/roomfacts.js';
import { planLimits } from '../../src/server/room.js';
import { planRoom } from '../../src/server/setup.js';

const servers: RunningServer[] = [];
afterAll(async () => { for (const s of servers) await s.close(); });

/** Play the client's seat by the scripted player, on every frame, until stopped. */
function autoplay(c: ProtocolClient): () => void {
  const counters = newCounters();
  const st = { offeredTurn: -1 };
  const step = () => {
    const g = c.game();
    if (!g) return;
    const move = choose(g, counters, st);
    if (move) { if (move.t === 'ready') c.raw(move); else void c.send(move).catch(() => undefined); }
  };
  c.onMessage = (m) => { if ((m.t === 'state' || m.t === 'update') && c.state) step(); };
  step();
  return () => { c.onMessage = null; };
}

describe('a rematch', () => {
  it('makes one new room with the same table for everyone who asks, each in their seat, after the end only', async () => {
    const srv = await startServer({ port: 0, paceMs: 0, dbPath: ':memory:', botThreads: 0, ...GENEROUS });
    servers.push(srv);
    const ana = new ProtocolClient(srv.url, { name: 'Ana' });
    await ana.connect();
    const made = await ana.create({
      seats: [{ kind: 'person', name: 'Ana' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }],
      board: { kind: 'variable', seed: 'r1' }, rules: { victoryPoints: 5, friendlyRobber: true }, paceMs: 0, turnSeconds: 90, start: false,
    });
    const id = made.room.id;
    const bo = new ProtocolClient(srv.url, { name: 'Bo' });
    await bo.connect();
    await bo.join(id);
    bo.raw({ t: 'sit', name: 'Bo' });
    await bo.until((m) => m.you.seat !== null);
    const watcher = new ProtocolClient(srv.url, { name: 'Eve' });
    await watcher.connect();
    await watcher.join(id);
    ana.raw({ t: 'start' });
    await ana.until((m) => m.room.status === 'playing');
    // Not while the game is played.
    bo.raw({ t: 'rematch' });
    await bo.next((m) => m.t === 'error' && m.code === 'bad-request');
    const stops = [autoplay(ana), autoplay(bo)];
    await ana.until((m) => m.room.status === 'ended', 60_000);
    for (const stop of stops) stop();
    const anaSeat = ana.state!.you.seat!, boSeat = bo.state!.you.seat!;
    const old = ana.state!.room;

    // Not by a spectator.
    watcher.raw({ t: 'rematch' });
    await watcher.next((m) => m.t === 'error' && m.code === 'no-seat');

    // Bo asks: a new room, in its lobby, Bo in his seat and its host; the same table otherwise.
    bo.raw({ t: 'rematch' });
    const fresh = await bo.until((m) => m.room.id !== id);
    const room = fresh.room;
    expect(room.status).toBe('lobby');
    expect(fresh.you).toMatchObject({ seat: boSeat, host: true });
    expect(room.seats.map((x) => [x.color, x.bot])).toEqual(old.seats.map((x) => [x.color, x.bot]));
    expect(room.seats[anaSeat]).toMatchObject({ bot: null, taken: false });
    expect(room.rules).toEqual(old.rules);
    expect({ paceMs: room.paceMs, turnSeconds: room.turnSeconds, public: room.public }).toEqual({ paceMs: old.paceMs, turnSeconds: old.turnSeconds, public: old.public });
    expect(room.board.kind).toBe('variable');
    expect(room.board.kind === 'variable' && room.board.seed).not.toBe('r1'); // a new board of the same kind
    expect(room.board.kind === 'variable' && room.board.seed).toMatch(/^[a-z2-9]{6}$/); // its code as short as the page's (it read "0AmdUD2P")

    // The finished room points to it; Ana's own request joins it, into her seat (no second room).
    await ana.until((m) => m.room.next === room.id);
    await watcher.until((m) => m.room.next === room.id);
    ana.raw({ t: 'rematch' });
    const joined = await ana.until((m) => m.room.id === room.id && m.you.seat === anaSeat);
    expect(joined.you.host).toBe(false);
    expect(srv.rooms.live(id)!.next).toBe(room.id);
    expect(bo.state!.room.seats[anaSeat]).toMatchObject({ taken: true });
    for (const c of [ana, bo, watcher]) c.close();
  }, 90_000);
});

describe('a rematch keeps each bot as it was', () => {
  it('every bot keeps its name with its seat and colour, whatever order the start roll gave the table (a play-test: "Vera" went from blue to green)', () => {
    const rooms = makeRooms();
    try {
      const room = createRoom(rooms, { seats: [{ kind: 'person', name: 'Ana' }, { kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'medium' }], board: { kind: 'variable', seed: 'keep' } });
      // The table's order after a start roll that turned it round (the rematch takes the seats as they sat).
      room.seats.reverse();
      const before = room.seats.map((s) => [s.color, s.bot, s.bot ? s.name : null]);
      const plan = rematchPlan(room, 'next-board', planLimits(rooms.config));
      expect(plan.seats.map((s) => [s.color, s.bot, s.bot ? s.name : null])).toEqual(before);
      // Drawn afresh, the names would have gone to other seats.
      const fresh = planRoom(rematchRequest(room, 'next-board'), planLimits(rooms.config));
      expect(fresh.seats.map((s) => (s.bot ? s.name : null))).not.toEqual(before.map((x) => x[2]));
    } finally {
      rooms.close();
    }
  });
});
