/**
 * Protocol promises (issue 11 §3): every message with an ack id gets exactly one answer with that
 * id, and nothing a client sends writes a stack trace to the log; a refused message's ack id is
 * stored before the refusal is sent (so it stays spent across a crash); an offer of cards one
 * does not hold says so. Each test is named after the slip it came from.
 */
import { execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES, decodeClientMessage, isErrorCode, type ServerMessage } from '../../src/protocol/index.js';
import { ProtocolClient } from '../../src/server/client.js';
import { DEFAULT_CONFIG, type ServerConfig } from '../../src/server/config.js';
import { InlineBots } from '../../src/server/bots.js';
import { QuietLog } from '../../src/server/limits.js';
import { Rooms } from '../../src/server/rooms.js';
import { startServer } from '../../src/server/server.js';
import { freePort, spawnServer } from '../../src/server/spawn.js';
import { type Done, type Op, type Store } from '../../src/server/store/index.js';
import { SqliteStore } from '../../src/server/store/sqlite.js';
import { GENEROUS, GENEROUS_ENV, TestConn, createRoom, makeRooms, playOut } from './harness.js';

const ROOT = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'catan-promises-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SOLO = { seats: [{ kind: 'person' as const, name: 'Ana' }, { kind: 'bot' as const, bot: 'easy' as const }, { kind: 'bot' as const, bot: 'easy' as const }], board: { kind: 'beginner' as const }, start: true, paceMs: 0 };

/** Answers with a given ack id among a client's frames. */
const answersTo = (frames: ServerMessage[], ack: number) => frames.filter((m) => (m.t === 'ack' || m.t === 'refused') && m.ack === ack);

describe('every ack id gets exactly one answer', () => {
  it('regression: a malformed action that made the engine throw is answered by its ack id, once (not "error internal" and a stack trace)', async () => {
    const lines: string[] = [];
    const srv = await startServer({ port: 0, paceMs: 0, dbPath: ':memory:', botThreads: 0, ...GENEROUS, log: (l) => lines.push(l) });
    try {
      const c = new ProtocolClient(srv.url, { name: 'Ana' });
      c.keep = true;
      await c.connect();
      // A board with a set-up: the person places a settlement, then at the road step sends the action that made the engine throw.
      await c.create({ ...SOLO, board: { kind: 'variable', seed: 'throw' } });
      c.raw({ t: 'ready' });
      let placed = false;
      await new Promise<void>((ok) => {
        const look = () => {
          const g = c.game();
          if (!g?.targets) return;
          if (!placed && g.targets.settlements.length) { placed = true; void c.send({ t: 'act', action: { type: 'build', piece: 'settlement', at: g.targets.settlements[0]! } }); return; }
          if (placed && g.view.phase === 'setup' && g.targets.roads.length) { c.onMessage = null; ok(); }
        };
        c.onMessage = (m) => { if (m.t === 'state' || m.t === 'update') look(); };
        look();
      });
      // {"toString": 1} made the engine's string conversion throw (old: "error internal", no ack id, a stack trace in the log).
      const base = c.lastAck + 1;
      [
        { type: 'build', piece: 'road', at: { toString: 1 } },
        { type: 'robber', hex: { toString: 1 } },
        { type: 'robber', hex: '0,0', victim: { toString: 1 } },
      ].forEach((action, i) => c.rawText(JSON.stringify({ t: 'act', ack: base + i, action })));
      await c.next((m) => m.t === 'refused' && m.ack === base + 2);
      await sleep(50);
      for (let i = 0; i < 3; i++) {
        const got = answersTo(c.frames, base + i);
        expect(got, `ack ${base + i}`).toHaveLength(1);
        expect(got[0]).toMatchObject({ t: 'refused', code: 'malformed' });
      }
      expect(c.frames.filter((m) => m.t === 'error' && m.code === 'internal')).toEqual([]);
      expect(lines).toEqual([]);
      // The seat can still place its road.
      expect(await c.send({ t: 'act', action: { type: 'build', piece: 'road', at: c.game()!.targets!.roads[0]! } })).toMatchObject({ t: 'ack' });
      c.close();
    } finally { await srv.close(); }
  });

  it('a failure while handling a game message is refused by its ack id, once, with one short line in the log', async () => {
    const lines: string[] = [];
    const config: ServerConfig = { ...DEFAULT_CONFIG, paceMs: 0, botsOnlyMinPaceMs: 0, botThreads: 0, dbPath: ':memory:' };
    const rooms = new Rooms(new SqliteStore(':memory:'), config, new QuietLog((l) => lines.push(l), 5), new InlineBots());
    const ana = new TestConn('promise-token-000000000000', 'Ana');
    const room = createRoom(rooms, SOLO, ana);
    room.join(ana);
    room.sit(ana, undefined, 'Ana');
    for (let ack = 1; ack <= 30; ack++) room.play(ana, ack, () => { throw new TypeError(`broken ${ack}`); });
    await sleep(20);
    for (let ack = 1; ack <= 30; ack++) {
      const got = answersTo(ana.got, ack);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({ t: 'refused', code: 'internal' });
    }
    // One line per incident, at most five a minute, and never a stack trace.
    expect(lines).toHaveLength(5);
    for (const l of lines) { expect(l).not.toMatch(/\n|\bat .*\(|\.ts:\d+/); expect(l).toMatch(/TypeError: broken/); }
    rooms.close();
  });

  it('fuzz: hostile messages of every type, each with an ack id, each answered once by that id; the log stays quiet', async () => {
    const lines: string[] = [];
    const srv = await startServer({ port: 0, paceMs: 0, dbPath: ':memory:', botThreads: 0, ...GENEROUS, log: (l) => lines.push(l) });
    try {
      const c = new ProtocolClient(srv.url, { name: 'Eve' });
      c.keep = true;
      await c.connect();
      await c.create(SOLO);
      const nasty: unknown[] = [null, true, -1, 1.5, 1e300, 'x', '', [], {}, [1, 2], { toString: 1 }, { valueOf: 1 }, { __proto__: { a: 1 } }, { wood: -1 }, { wood: 1e9 }, { gold: 1 }, 'x'.repeat(5000)];
      let ack = 100;
      const sent: number[] = [];
      const texts = new Map<number, string>();
      let seed = 1;
      const pick = <T>(xs: readonly T[]): T => { seed = (seed * 48271) % 2147483647; return xs[seed % xs.length]!; };
      for (let i = 0; i < 400; i++) {
        const t = pick(CLIENT_TYPES);
        const msg: Record<string, unknown> = { t, ack: ++ack };
        for (const k of ['action', 'give', 'get', 'seat', 'id', 'accept', 'version', 'room', 'since', 'ms', 'text', 'board', 'setup', 'token', 'name', 'before', 'kind', 'bot']) {
          if (pick([0, 1, 2]) === 0) msg[k] = pick(nasty);
        }
        if (pick([0, 1]) === 0) msg.action = { type: pick(['build', 'roll', 'robber', 'play', 'discard', 'bankTrade', 'trade', 'end', 'x']), piece: pick(nasty), at: pick(nasty), hex: pick(nasty), cards: pick(nasty), card: pick(['knight', 'yearOfPlenty', 'monopoly', ...nasty]), take: pick(nasty), resource: pick(nasty), victim: pick(nasty), give: pick(nasty), get: pick(nasty) };
        if (['act', 'offer', 'take', 'withdraw', 'answer'].includes(t)) { sent.push(ack); texts.set(ack, JSON.stringify(msg).slice(0, 200)); }
        c.rawText(JSON.stringify(msg));
        if (i % 20 === 19) await sleep(30);
      }
      for (let i = 0; i < 100 && !sent.every((a) => answersTo(c.frames, a).length > 0); i++) await sleep(50);
      await sleep(100);
      for (const a of sent) expect(answersTo(c.frames, a), `ack ${a}: ${texts.get(a)}`).toHaveLength(1);
      expect(c.frames.filter((m) => (m.t === 'error' || m.t === 'refused') && m.code === 'internal')).toEqual([]);
      expect(lines.filter((l) => /\bat .*\(|\.ts:\d+|\n/.test(l))).toEqual([]);
      c.close();
    } finally { await srv.close(); }
  });

  it('regression: a game message with no ack id at all is an error with one of the error codes (it came as "error missing-ack", a refusal code)', async () => {
    const srv = await startServer({ port: 0, paceMs: 0, dbPath: ':memory:', botThreads: 0, ...GENEROUS });
    try {
      const c = new ProtocolClient(srv.url, { name: 'Eve' });
      c.keep = true;
      await c.connect();
      await c.create(SOLO);
      c.rawText(JSON.stringify({ t: 'act', action: { type: 'end' } }));
      const e = await c.next((m) => m.t === 'error');
      expect(e).toMatchObject({ t: 'error', code: 'malformed' });
      expect(isErrorCode((e as { code: string }).code)).toBe(true);
      expect((e as { message: string }).message).toMatch(/"ack"/);
      c.close();
    } finally { await srv.close(); }
  });

  it('the decoder is total: whatever the text, an answer and no exception', () => {
    const texts = ['', ' ', 'null', '[]', '"t"', '{"t":1}', '{"t":"act"}', '{"t":"act","ack":"1"}', '{"t":"act","ack":1}', '{"t":"act","ack":1,"action":{"type":"build","piece":"road","at":{"toString":1}}}',
      '{"t":"offer","ack":2,"give":{"wood":99},"get":{"ore":1}}', '{"t":"create","room":{"seats":{"length":3}}}', '{"t":"create","setup":{"players":4,"bots":[1,2,3]}}', '{"__proto__":{"t":"auth"}}', '{"t":"constructor"}', '{"t":"toString"}'];
    for (let i = 0; i < 2000; i++) texts.push(JSON.stringify({ t: CLIENT_TYPES[i % CLIENT_TYPES.length], ack: i % 3 ? i : 'x', [['room', 'seat', 'give', 'action', 'board', 'text'][i % 6]!]: [null, {}, [], 'x', 1.5, { wood: i }][i % 6] }));
    for (const t of texts) {
      const d = decodeClientMessage(t);
      if (!d.ok) expect(['malformed', 'unknown-type', 'missing-ack']).toContain(d.code);
    }
    expect(decodeClientMessage('{"t":"offer","ack":2,"give":{"wood":99},"get":{"ore":1}}')).toMatchObject({ ok: false, ack: 2, message: 'give.wood: no game has more than 24 wood cards (§1, §14), not 99' });
  });

  it('an action carrying what chance decides (dice, the card bought, the card stolen) or a field it does not have is refused by its ack, not done with the field dropped in silence (an API play-test: dice sent with a roll were acked)', () => {
    expect(decodeClientMessage('{"t":"act","ack":7,"action":{"type":"roll","dice":[6,6]}}')).toMatchObject({ ok: false, code: 'malformed', ack: 7, message: expect.stringMatching(/^action.dice is the server's to decide/) });
    expect(decodeClientMessage('{"t":"act","ack":8,"action":{"type":"buy","card":"knight"}}')).toMatchObject({ ok: false, ack: 8, message: expect.stringMatching(/^action.card is the server's/) });
    expect(decodeClientMessage('{"t":"act","ack":9,"action":{"type":"robber","hex":"0,0","victim":1,"stolen":"ore"}}')).toMatchObject({ ok: false, ack: 9, message: expect.stringMatching(/^action.stolen is the server's/) });
    expect(decodeClientMessage('{"t":"act","ack":10,"action":{"type":"end","foo":1}}')).toMatchObject({ ok: false, ack: 10, message: expect.stringMatching(/^action.foo is not a field here/) });
    // A Knight names its card: "card" is a field of play.
    expect(decodeClientMessage('{"t":"act","ack":11,"action":{"type":"play","card":"knight"}}')).toMatchObject({ ok: true });
    expect(decodeClientMessage('{"t":"act","ack":12,"action":{"p":0,"type":"robber","hex":"0,0","victim":1}}')).toMatchObject({ ok: true });
  });

  it('every message refuses a field it does not have, by its ack when it has one (a hostile play-test: {"t":"ping","x":1} got a pong; "counterOffer" on an answer would be a plain no)', () => {
    expect(decodeClientMessage('{"t":"ping","x":1}')).toEqual({ ok: false, code: 'malformed', message: 'x is not a field here (the fields are t, ack)' });
    expect(decodeClientMessage('{"t":"answer","ack":4,"id":1,"accept":false,"counterOffer":{"give":{"wood":1},"get":{"ore":1}}}'))
      .toMatchObject({ ok: false, code: 'malformed', ack: 4, message: expect.stringMatching(/^counterOffer is not a field here \(the fields are t, ack, version, id, accept, counter\)/) });
    expect(decodeClientMessage('{"t":"chat","text":"hi","lang":"en"}')).toMatchObject({ ok: false, message: expect.stringMatching(/^lang is not a field here/) });
    // Every field a message has is still taken, and an ack id on any message (its refusal names it).
    for (const text of ['{"t":"ping","ack":3}', '{"t":"settings","ack":6,"players":4}', '{"t":"join","room":"abc","since":4}', '{"t":"sit","seat":1,"name":"Bo"}', '{"t":"answer","ack":5,"version":9,"id":1,"accept":false,"counter":{"give":{"wood":1},"get":{"ore":1}}}', '{"t":"visibility","public":true,"spectatorChat":false}']) {
      expect(decodeClientMessage(text), text).toMatchObject({ ok: true });
    }
    // A house rule's name is the rules' own, not one any object has ("toString", "__proto__": bad-request and accepted before).
    for (const k of ['toString', '__proto__', 'constructor']) {
      expect(decodeClientMessage(`{"t":"settings","rules":{"${k}":1}}`), k).toMatchObject({ ok: false, code: 'malformed', message: expect.stringMatching(new RegExp(`^rules.${k} is not a house rule`)) });
    }
  });
});

/** A store whose commits wait until the test lets them through (to look between a write and its commit). */
class HeldStore implements Store {
  private held: { op: Op; done?: Done }[] = [];
  readonly inner = new SqliteStore(':memory:');
  get schemaVersion() { return this.inner.schemaVersion; }
  get stats() { return this.inner.stats; }
  write(op: Op, done?: Done): void { this.held.push(done ? { op, done } : { op }); }
  afterCommit(done: Done): void { this.inner.afterCommit(done); }
  release(): void {
    const held = this.held;
    this.held = [];
    for (const h of held) this.inner.write(h.op, h.done);
  }
  get waiting(): number { return this.held.length; }
  openRooms() { return this.inner.openRooms(); }
  room(id: string) { return this.inner.room(id); }
  log(id: string) { return this.inner.log(id); }
  acks(id: string) { return this.inner.acks(id); }
  endedRooms(l: number, o: number, v?: string | null) { return this.inner.endedRooms(l, o, v); }
  roomsOf(v: string, l: number) { return this.inner.roomsOf(v, l); }
  close() { return this.inner.close(); }
}

describe('a refused ack id is spent before the refusal is sent', () => {
  it('regression: the refusal waits for the ack id to be committed', async () => {
    const store = new HeldStore();
    const rooms = makeRooms({}, ':memory:', store);
    const ana = new TestConn('held-token-0000000000000000', 'Ana');
    const room = createRoom(rooms, { ...SOLO, paceMs: 5000 }, ana);
    room.join(ana);
    room.sit(ana, undefined, 'Ana');
    store.release();
    await sleep(20);
    room.play(ana, 5, (s, seat) => s.act(seat, { type: 'build', piece: 'city', at: '0,0,N' }));
    await sleep(30);
    expect(store.waiting).toBeGreaterThan(0); // the ack id's write, not yet committed
    expect(answersTo(ana.got, 5), 'nothing said before the ack id is stored').toHaveLength(0);
    store.release();
    await sleep(30);
    expect(answersTo(ana.got, 5)).toMatchObject([{ t: 'refused', ack: 5 }]);
    expect(await store.acks(room.id)).toContainEqual({ seat: ana.seat, ack: 5 });
    rooms.close();
  });

  it('killed right after a refusal, the restarted server still refuses the same ack id (three tries)', async () => {
    if (!existsSync(join(ROOT, 'dist/server/main.js'))) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { ...GENEROUS_ENV, CATAN_DB: join(dir, 'kill.db'), BOT_DELAY_MS: '5000', CATAN_AWAY_AFTER_MS: '60000', HOST: '127.0.0.1' };
    const launch = async () => { const s = await spawnServer({ root: ROOT, port, env }); children.push(s.child); return s.child; };
    let server = await launch();
    const ana = new ProtocolClient(url, { name: 'Ana' });
    await ana.connect();
    const id = (await ana.create({ ...SOLO, paceMs: 5000 })).room.id;
    const token = ana.token!;
    let client = ana;
    for (let attempt = 0; attempt < 3; attempt++) {
      const ack = client.lastAck + 1;
      const refused = client.next((m) => m.t === 'refused' && m.ack === ack);
      client.raw({ t: 'act', ack, action: { type: 'build', piece: 'city', at: '0,0,N' } });
      await refused;
      server.kill('SIGKILL'); // at once: the refusal was the last thing said
      await new Promise((r) => server.once('exit', r));
      client.kill();
      server = await launch();
      client = new ProtocolClient(url, { name: 'Ana', token });
      client.keep = true;
      await client.connect();
      const back = await client.join(id);
      expect(back.you.lastAck, `attempt ${attempt}: the refused ack id survived the crash`).toBeGreaterThanOrEqual(ack);
      // The same id with a new message: refused as already used, not done.
      client.raw({ t: 'act', ack, action: { type: 'roll' } });
      expect(await client.next((m) => m.t === 'refused' && m.ack === ack)).toMatchObject({ code: 'replayed-ack' });
    }
    client.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }, 60_000);
});

describe('offers', () => {
  it('regression: an offer giving 99 wood says what is wrong with it (not "must be a whole number of cards")', async () => {
    const rooms = makeRooms();
    const ana = new TestConn('offer-token-0000000000000000', 'Ana');
    const room = createRoom(rooms, { ...SOLO, seats: [{ kind: 'person', name: 'Ana' }, { kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'medium' }] }, ana);
    room.join(ana);
    room.sit(ana, undefined, 'Ana');
    await playOut([ana], { until: () => ana.game()?.targets?.trade === true });
    const seat = ana.seat!;
    const held = room.session!.viewOf(seat).players[seat]!.resources!.wood;
    const out = room.session!.offer(seat, { wood: 99 }, { ore: 1 });
    expect(out).toEqual({ ok: false, code: 'not-held', message: `you hold ${held} wood: you cannot offer 99 (§7)` });
    rooms.close();
  });

  it('a finished room\'s pace is what its game was played at: setting it is refused, as its visibility is (a hostile play-test changed it after the end)', () => {
    const rooms = makeRooms();
    const ana = new TestConn('offer-token-0000000000000002', 'Ana');
    const room = createRoom(rooms, { ...SOLO, seats: [{ kind: 'person', name: 'Ana' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }] }, ana);
    room.join(ana);
    room.sit(ana, undefined, 'Ana');
    room.setPace(ana, 500);
    expect(room.settings.paceMs).toBe(500);
    room.status = 'ended';
    expect(() => room.setPace(ana, 1000)).toThrow('the game is over (§10): its room no longer changes');
    expect(room.settings.paceMs).toBe(500);
    rooms.close();
  });

  it('a player makes at most offersPerTurn offers a turn (a hostile play-test made 299 in 20 s, each logged and sent to all); the next turn counts afresh', async () => {
    const rooms = makeRooms({ offersPerTurn: 3 });
    const ana = new TestConn('offer-token-0000000000000001', 'Ana');
    const room = createRoom(rooms, { ...SOLO, seats: [{ kind: 'person', name: 'Ana' }, { kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'medium' }] }, ana);
    room.join(ana);
    room.sit(ana, undefined, 'Ana');
    const canOffer = () => { const g = ana.game(); return g?.targets?.trade === true && Object.values(g.view.players[g.you!]!.resources!).some((k) => k > 0); };
    await playOut([ana], { until: canOffer });
    const s = room.session!, seat = ana.seat!;
    const hand = s.viewOf(seat).players[seat]!.resources!;
    const give = (['brick', 'wood', 'wool', 'grain', 'ore'] as const).find((r) => hand[r] > 0)!;
    const want = (['brick', 'wood', 'wool', 'grain', 'ore'] as const).find((r) => r !== give)!;
    for (let i = 0; i < 3; i++) expect(s.offer(seat, { [give]: 1 }, { [want]: i + 1 })).toMatchObject({ ok: true });
    // Another seat's offer out of turn is refused by the rules and resets nothing (a review: the count was by seat).
    const other = s.offer((seat + 1) % 3, { [want]: 1 }, { [give]: 1 });
    expect(other.ok).toBe(false);
    expect(['not-your-turn', 'not-held']).toContain(!other.ok && other.code);
    expect(s.offer(seat, { [give]: 1 }, { [want]: 1 })).toEqual({ ok: false, code: 'offer-limit', message: 'at most 3 offers a turn: take an answer, trade with the bank, or play on' });
    const turn = s.game.state.turn;
    room.play(ana, ana.takeAck(), (x, q) => x.act(q, { type: 'end' }));
    await playOut([ana], { until: () => { const v = s.viewOf(seat); return v.turn > turn && v.current === seat && v.phase === 'main' && !s.hasOffer && v.players[seat]!.resourceCount > 0; } });
    const hand2 = s.viewOf(seat).players[seat]!.resources!;
    const give2 = (['brick', 'wood', 'wool', 'grain', 'ore'] as const).find((r) => hand2[r] > 0)!;
    const want2 = (['brick', 'wood', 'wool', 'grain', 'ore'] as const).find((r) => r !== give2)!;
    const again = s.offer(seat, { [give2]: 1 }, { [want2]: 1 });
    expect(again, JSON.stringify(again)).toMatchObject({ ok: true });
    rooms.close();
  });
});

describe('the quiet log', () => {
  it('bounds each kind of line on its own: a flood of one kind does not hold back another (a cluster play-test lost the take-over line behind failed heartbeats)', () => {
    const lines: string[] = [];
    const log = new QuietLog((l) => lines.push(l), 3);
    for (let i = 0; i < 50; i++) log.line(`cluster: heartbeat failed: connect ECONNREFUSED (${i})`, 'heartbeat', 1000 + i);
    log.line('cluster: took over 2 rooms from node a', 'takeover', 1100);
    expect(lines).toEqual([
      'cluster: heartbeat failed: connect ECONNREFUSED (0)', 'cluster: heartbeat failed: connect ECONNREFUSED (1)', 'cluster: heartbeat failed: connect ECONNREFUSED (2)',
      'cluster: took over 2 rooms from node a',
    ]);
    // A minute on, the held-back lines of that kind are counted in its next one.
    log.line('cluster: heartbeat failed: again', 'heartbeat', 61_001);
    expect(lines.at(-1)).toBe('cluster: heartbeat failed: again (47 similar lines held back before this one)');
    // Kinds past the 64 the log keeps apart share one allowance: still bounded.
    const many: string[] = [];
    const crowded = new QuietLog((l) => many.push(l), 3);
    for (let i = 0; i < 200; i++) crowded.line(`line ${i}`, `kind-${i}`, 1000);
    expect(many).toHaveLength(64 + 3); // one line for each of the first 64 kinds, then three for the rest together
  });
});
