/**
 * Rooms of five and six (RULES.md §14, issue 15's server part): 3 to 6 seats, 5 or 6 on the
 * extension's 30-hex island (no beginner map there), the supplies and deck by player count from
 * the engine, and the special building phase: what is expected of whom while it runs, the turn
 * timer on the builder (a person out of time passes and keeps their seat), bots building in it,
 * away people passed. A room of six bots plays to the end over the real server (HTTP and a
 * spectator's socket), and its record proves its dice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { P_SBP, replayRecord, verifyRecord, type GameRecord } from '../../src/engine/index.js';
import { decodeClientMessage, decodeRoomRequest, type GameMessage, type RoomInfo, type RoomRequest, type StateMessage } from '../../src/protocol/index.js';
import { ProtocolClient } from '../../src/server/client.js';
import type { Rooms } from '../../src/server/rooms.js';
import { startServer, type RunningServer } from '../../src/server/server.js';
import { RequestError, planRoom, soloRequest } from '../../src/server/setup.js';
import { checkAll } from './hidden.js';
import { choose, newCounters } from './autoplayer.js';
import { GENEROUS, TestConn, makeRooms, seatedTable } from './harness.js';

const PLAN = { seedPersonsMax: 1, defaultPace: 0, botsOnlyMinPace: 0 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const token = (i: number) => `five6-token-${String(i).padStart(12, '0')}`;
const bots = (n: number, level: 'easy' | 'medium' = 'medium') => Array.from({ length: n }, () => ({ kind: 'bot' as const, bot: level }));

/** Each action of a record with whether it was played in the special building phase (replayed through the engine's checked door). */
function sbpOfRecord(record: GameRecord): { p: number; type: string; sbp: boolean }[] {
  const out: { p: number; type: string; sbp: boolean }[] = [];
  let before = -1;
  const r = replayRecord(record, (state, action) => {
    if (action) out.push({ p: action.p, type: action.type, sbp: before === P_SBP });
    before = state.phase;
  });
  expect(r.ok, 'the record replays').toBe(true);
  return out;
}

/**
 * A GET sent again once if the connection fails before an answer: the game ran for seconds since
 * the last request, and the pooled keep-alive connection can be closed by the server's idle timer
 * just as the request goes out (a reset on a loaded machine). A GET changes nothing, so asking
 * again is what a browser does too.
 */
async function getAgain(url: string): Promise<Response> {
  try { return await fetch(url); } catch { return fetch(url); }
}

let rooms: Rooms | null = null;
afterEach(() => { rooms?.close(); rooms = null; });

describe('§14 rooms of 3 to 6 seats', () => {
  it('5 or 6 seats play the extension\'s island with the special building phase on; 3 or 4 the base island with it off unless asked', () => {
    for (const n of [5, 6]) {
      const plan = planRoom({ seats: [{ kind: 'person' }, ...bots(n - 1)], board: { kind: 'balanced', seed: `x${n}` } }, PLAN);
      expect(plan.board).toEqual({ kind: 'balanced', seed: `x${n}`, island: 'extension' });
      expect(plan.rules.specialBuild).toBe(true);
      expect(new Set(plan.seats.map((s) => s.color)).size).toBe(n);
      expect(new Set(plan.seats.map((s) => s.name)).size, 'five medium bots, five names').toBe(n);
    }
    const six = planRoom({ seats: bots(6), board: { kind: 'variable', seed: 'six' }, rules: { specialBuild: false } }, PLAN);
    expect(six.rules.specialBuild, 'switched off as a house rule').toBe(false);
    expect(six.seats.map((s) => s.color).sort()).toEqual(['blue', 'brown', 'green', 'orange', 'red', 'white']);
    const four = planRoom({ seats: bots(4), board: { kind: 'random', seed: 'four' } }, PLAN);
    expect(four.board).toEqual({ kind: 'random', seed: 'four' });
    expect(four.rules.specialBuild).toBe(false);
    // The 3–4 player house rule (§14, §11): accepted by the decoder and kept by the room.
    const req = decodeRoomRequest({ seats: bots(3), board: { kind: 'variable', seed: 'three' }, rules: { specialBuild: true } });
    expect(req.ok).toBe(true);
    expect(planRoom((req as { value: RoomRequest }).value, PLAN).rules.specialBuild).toBe(true);
    expect(decodeRoomRequest({ seats: bots(3), board: { kind: 'variable', seed: 'three' }, rules: { specialBuild: 'yes' } })).toMatchObject({ ok: false, message: 'rules.specialBuild must be true or false' });
  });

  it('5 or 6 seats with the beginner map are refused, naming §14; so is the base island asked for 5, or the extension\'s for 4', () => {
    for (const n of [5, 6]) {
      expect(() => planRoom({ seats: bots(n), board: { kind: 'beginner' } }, PLAN)).toThrow(RequestError);
      expect(() => planRoom({ seats: bots(n), board: { kind: 'beginner' } }, PLAN)).toThrow(/beginner map is for 3 or 4 players only.*extension's 30-hex island.*\(§14\)/);
      expect(() => soloRequest({ players: n as 5 | 6, name: 'Ana', color: 'green', bots: Array(n - 1).fill('easy'), board: { kind: 'beginner' }, rules: {} })).toThrow(/§14/);
    }
    expect(() => planRoom({ seats: bots(5), board: { kind: 'variable', seed: 'a', island: 'base' } }, PLAN)).toThrow(/extension's island \(§14\)/);
    expect(() => planRoom({ seats: bots(4), board: { kind: 'variable', seed: 'a', island: 'extension' } }, PLAN)).toThrow(/for 5 or 6 players \(§14\), not 4/);
  });

  it('7 seats (and 2) are refused with the rule; 9 are refused by the decoder', () => {
    expect(() => planRoom({ seats: bots(7), board: { kind: 'variable', seed: 'seven' } }, PLAN)).toThrow(/3 or 4 players \(§1\), or 5 or 6 with the 5–6 player extension \(§14\): give 3 to 6 seats, not 7/);
    expect(() => planRoom({ seats: bots(2), board: { kind: 'variable', seed: 'two' } }, PLAN)).toThrow(/not 2/);
    expect(decodeRoomRequest({ seats: bots(9), board: { kind: 'variable', seed: 'nine' } })).toMatchObject({ ok: false, message: expect.stringContaining('(§14), not 9') });
    const setup = decodeClientMessage(JSON.stringify({ t: 'create', setup: { players: 7, name: 'A', color: 'red', bots: [], board: { kind: 'beginner' } } }));
    expect(setup).toMatchObject({ ok: false, message: 'setup.players: a game has 3 or 4 players (§1), or 5 or 6 with the extension (§14)' });
    expect(decodeClientMessage(JSON.stringify({ t: 'preview', board: { kind: 'variable', seed: 'p', island: 'moon' } }))).toMatchObject({ ok: false, message: 'board.island must be one of base, extension' });
  });

  it('a bundle of up to 24 cards of a kind is read (the extension\'s bank), the engine then checks the game\'s own', () => {
    expect(decodeClientMessage(JSON.stringify({ t: 'act', ack: 1, action: { type: 'discard', cards: { wool: 24 } } }))).toMatchObject({ ok: true });
    expect(decodeClientMessage(JSON.stringify({ t: 'act', ack: 1, action: { type: 'discard', cards: { wool: 25 } } }))).toMatchObject({ ok: false, message: expect.stringContaining('24') });
  });
});

/** A started room with `persons` people (the first seats of the request) and bots in the rest. */
function table(req: RoomRequest, persons: number) {
  rooms = makeRooms();
  return seatedTable(rooms, req, persons, { token });
}

/** Plays the scripted people until `until` holds; `skip` says which game messages a person leaves unanswered. */
async function play(people: TestConn[], until: () => boolean, skip: (c: TestConn, g: GameMessage) => boolean = () => false, maxMs = 60_000): Promise<void> {
  const counters = new Map(people.map((p) => [p, newCounters()]));
  const st = new Map(people.map((p) => [p, { offeredTurn: -1, trade: false }]));
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('not reached in time')), maxMs);
    for (const p of people) {
      p.onState = (c) => {
        if (until()) { clearTimeout(timer); done(); return; }
        const g = c.game();
        if (!g || g.end || skip(c, g)) return;
        const m = choose(g, counters.get(c)!, st.get(c)!);
        if (m) setImmediate(() => c.move(m));
      };
      p.onState(p);
    }
  });
  for (const p of people) p.onState = null;
}

const FIVE: RoomRequest = { seats: [{ kind: 'person' }, { kind: 'person' }, ...bots(3, 'easy')], board: { kind: 'variable', seed: 'five-sbp' }, paceMs: 0, seed: '' };

describe('§14 the special building phase in a room', () => {
  it('what is expected of whom: the builder alone may build, buy or pass (no roll, trade or card); the others wait; hidden cards stay hidden', async () => {
    // A seeded game in which Ana gets to build between others' turns: in 'expected-1', once the easy bots played
    // their progress cards, the game ended without her ever being the builder (the assertions below need both).
    const { room, people } = table({ ...FIVE, seats: [{ kind: 'person' }, ...bots(4, 'easy')], seed: 'expected-2' }, 1);
    const ana = people[0]!;
    const watcher = new TestConn(token(9), 'Watcher');
    room.join(watcher);
    const seen = (c: TestConn, mine: boolean) => c.shown.some((s) => s.game?.expected.kind === 'special-build' && (s.game.expected.seat === c.seat) === mine);
    await play([ana], () => room.status === 'ended' || (seen(ana, true) && seen(ana, false) && room.session!.actions > 150));
    let mine = 0, others = 0;
    for (const c of [ana, watcher]) {
      for (const s of c.shown) {
        const g = s.game;
        if (g?.expected.kind !== 'special-build') continue;
        expect(g.view.phase).toBe('specialBuild');
        expect(g.expected.seat).toBe(g.view.specialBuilder);
        expect(g.expected.seat, 'the player whose turn it was takes no part').not.toBe(g.view.current);
        if (g.expected.seat === c.seat) {
          mine++;
          expect(g.targets, 'the builder has actions').not.toBeNull();
          expect(g.targets).toMatchObject({ roll: false, end: true, trade: false, play: [], bank: [], robber: [], discard: 0 });
        } else {
          others++;
          expect(g.targets, 'the others wait').toBeNull();
        }
      }
    }
    expect(mine, 'Ana was the builder').toBeGreaterThan(0);
    expect(others, 'others were builders while Ana and the spectator waited').toBeGreaterThan(0);
    checkAll(ana, ana.seat);
    checkAll(watcher, null);
  }, 90_000);

  it('a trade or a development card in the phase is refused, naming §14', async () => {
    const { room, people } = table({ ...FIVE, seats: [{ kind: 'person' }, ...bots(4, 'easy')], seed: 'refused-1' }, 1);
    const ana = people[0]!;
    await play([ana], () => room.status === 'ended' || room.session!.isSpecialBuilder(ana.seat!), (c, g) => g.expected.kind === 'special-build' && g.expected.seat === c.seat);
    expect(room.session!.isSpecialBuilder(ana.seat!)).toBe(true);
    const offer = room.session!.offer(ana.seat!, { brick: 1 }, { ore: 1 });
    const bank = room.session!.act(ana.seat!, { type: 'bankTrade', give: { brick: 4 }, get: { ore: 1 } });
    const card = room.session!.act(ana.seat!, { type: 'play', card: 'knight' });
    const roll = room.session!.act(ana.seat!, { type: 'roll' });
    for (const out of [offer, bank, card, roll]) expect(out).toMatchObject({ ok: false });
    expect(offer.ok ? '' : offer.message).toMatch(/§14|§7/);
    expect(bank).toMatchObject({ ok: false, code: 'wrong-phase', message: expect.stringContaining('§14') });
    expect(room.session!.act(ana.seat!, { type: 'end' })).toMatchObject({ ok: true });
  }, 90_000);

  it('the turn timer runs for the special builder: a person out of time in the phase passes, keeps their seat, and the log says why', async () => {
    const { room, people } = table({ ...FIVE, seats: [{ kind: 'person' }, ...bots(4, 'easy')], seed: 'timer-pass', turnSeconds: 0.3 }, 1);
    const ana = people[0]!;
    const passed = () => room.log.some((e) => e.k === 'note' && e.what === 'timeout-pass');
    let deadlineSeen = false;
    // Ana plays her own turns at once, and never acts in the special building phase.
    await play([ana], passed, (c, g) => {
      if (g.expected.kind !== 'special-build' || g.expected.seat !== c.seat) return false;
      if (g.deadline !== null) deadlineSeen = true;
      return true;
    });
    expect(deadlineSeen, 'the builder is shown the deadline').toBe(true);
    const at = room.log.findIndex((e) => e.k === 'note' && e.what === 'timeout-pass');
    expect(room.log[at]).toMatchObject({ k: 'note', what: 'timeout-pass', seat: ana.seat, name: 'Ana' });
    // Then her pass: an "end" by her seat, played by nobody else.
    const next = room.log.slice(at + 1).find((e) => e.k === 'act');
    expect(next).toMatchObject({ k: 'act', action: { p: ana.seat, type: 'end' } });
    await sleep(50);
    expect(ana.state!.room.seats[ana.seat!]!.away, 'no stand-in: she only passed').toBeNull();
    expect(room.log.some((e) => e.k === 'note' && e.what === 'timeout')).toBe(false);
    // The game goes on, and waits for her on her own turn again.
    const actions = room.session!.actions;
    await play([ana], () => room.session!.actions > actions + 20, (c, g) => g.expected.kind === 'special-build' && g.expected.seat === c.seat);
  }, 90_000);

  it('an away person is passed in the phase (a stand-in plays their turns, never their cards between turns); bots build in it', async () => {
    // Ana sits, says she has seen the start roll, and never acts: her time runs out, and a stand-in plays her seat.
    const { room, people } = table({ ...FIVE, seats: [{ kind: 'person' }, ...bots(4, 'medium')], seed: 'away-passed', turnSeconds: 0.2 }, 1);
    const ana = people[0]!;
    room.ready(ana);
    const seat = ana.seat!;
    const botSeats = room.seats.map((s, q) => (s.bot ? q : -1)).filter((q) => q >= 0);
    const enough = () => {
      const sbp = sbpOf(room);
      return sbp.some((x) => x.p === seat) && sbp.some((x) => botSeats.includes(x.p) && x.type !== 'end')
        && room.session!.game.record.actions.some((a) => a.p === seat && a.type === 'roll');
    };
    const t0 = Date.now();
    while (Date.now() - t0 < 90_000 && room.status !== 'ended' && !enough()) await sleep(20);
    expect(ana.state!.room.seats[seat]).toMatchObject({ away: 'timeout', standIn: 'medium' });
    const inSbp = sbpOf(room);
    const hers = inSbp.filter((x) => x.p === seat);
    expect(hers.length, 'Ana was a builder while away').toBeGreaterThan(0);
    expect(hers.every((x) => x.type === 'end'), 'and only passed').toBe(true);
    expect(room.session!.game.record.actions.some((a) => a.p === seat && a.type === 'roll'), 'the stand-in played her turns').toBe(true);
    expect(inSbp.some((x) => botSeats.includes(x.p) && x.type !== 'end'), 'bots build or buy in the phase').toBe(true);
    expect(room.log.some((e) => e.k === 'note' && e.what === 'timeout-pass'), 'an away player is passed, not timed out').toBe(false);
  }, 120_000);
});

/** Each action of a room's game with whether it was played in the special building phase (the session's history has the events). */
function sbpOf(room: { session: { history: { action: { p: number; type: string }; events: { type: string; phase?: string }[] }[] } | null }): { p: number; type: string; at: number }[] {
  const out: { p: number; type: string; at: number }[] = [];
  let phase = 'setup';
  room.session!.history.forEach((h, at) => {
    if (phase === 'specialBuild') out.push({ p: h.action.p, type: h.action.type, at });
    for (const e of h.events) if (e.type === 'phase') phase = e.phase!;
  });
  return out;
}

describe('§14 a room of six bots over the real server', () => {
  let dir = '';
  let srv: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'catan-five6-'));
    srv = await startServer({ port: 0, paceMs: 0, dbPath: join(dir, 'five6.db'), ...GENEROUS });
  });
  afterAll(async () => { await srv?.close(); if (dir) rmSync(dir, { recursive: true, force: true }); });
  const post = (body: unknown) => fetch(`${srv.url}/api/rooms`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

  it('POST /api/rooms refuses 7 seats, and 5 or 6 with the beginner map, with a sentence naming the rule', async () => {
    const seven = await post({ seats: bots(7), board: { kind: 'variable', seed: 's' } });
    expect(seven.status).toBe(400);
    expect(await seven.json()).toEqual({ error: { code: 'bad-request', message: 'a game has 3 or 4 players (§1), or 5 or 6 with the 5–6 player extension (§14): give 3 to 6 seats, not 7' } });
    for (const n of [5, 6]) {
      const res = await post({ seats: bots(n), board: { kind: 'beginner' } });
      expect(res.status).toBe(400);
      const body = await res.json() as { error: { code: string; message: string } };
      expect(body.error.code).toBe('bad-request');
      expect(body.error.message).toMatch(/^the beginner map is for 3 or 4 players only: \d players play the 5–6 player extension's 30-hex island, on a variable, random or balanced board \(§14\)$/);
    }
  });

  it('six bots play a whole game to the end: the extension\'s island, its bank and deck, the special building phase; a spectator is sent nothing hidden; the record proves the dice', async () => {
    const res = await post({ seats: [...bots(3, 'medium'), ...bots(3, 'easy')], board: { kind: 'balanced', seed: 'six-bots' }, paceMs: 0, title: 'Six' });
    expect(res.status).toBe(201);
    const made = await res.json() as { id: string; token: string; room: RoomInfo };
    expect(made.room.seats).toHaveLength(6);
    expect(made.room.board).toEqual({ kind: 'balanced', seed: 'six-bots', island: 'extension' });
    expect(made.room.rules.specialBuild).toBe(true);
    const watcher = new ProtocolClient(srv.url, { name: 'Watcher' });
    watcher.keep = true;
    await watcher.connect();
    const first = await watcher.join(made.id);
    expect(Object.keys(first.board!.hexes)).toHaveLength(30);
    expect(first.board!.island).toBe('extension');
    expect(first.board!.harbors).toHaveLength(11);
    // The host starts it once the spectator watches (a game of bots at full speed is over in seconds).
    const started = await fetch(`${srv.url}/api/rooms/${made.id}/start`, { method: 'POST', headers: { authorization: `Bearer ${made.token}` } });
    expect(started.status).toBe(200);
    const end: StateMessage = await watcher.until((s) => s.room.status === 'ended', 150_000);
    const g = end.game!;
    expect(g.end!.winner).toBeGreaterThanOrEqual(0);
    expect(g.view.players).toHaveLength(6);
    // Cards are conserved against the extension's bank: 24 of each resource in all (§14).
    for (const r of ['brick', 'wood', 'wool', 'grain', 'ore'] as const) {
      expect(g.view.bank[r] + g.view.players.reduce((t, p) => t + p.resources![r], 0)).toBe(24);
    }
    const devHeld = g.view.players.reduce((t, p) => t + Object.values(p.devCards!).reduce((a, b) => a + b, 0) + p.knightsPlayed, 0);
    expect(devHeld + g.view.devDeckCount, 'at most the 34 cards of the extension\'s deck').toBeLessThanOrEqual(34);
    expect(watcher.shown.some((s) => s.game?.expected.kind === 'special-build'), 'the spectator saw the special building phase').toBe(true);
    checkAll(watcher, null);
    const record = await (await getAgain(`${srv.url}/api/games/${made.id}/record`)).json() as GameRecord & { seed: string; commitment: string };
    expect(record.commitment).toBe(made.room.commitment ?? end.room.commitment);
    expect(verifyRecord(record, record.seed)).toMatchObject({ ok: true });
    expect(record.players).toHaveLength(6);
    expect(record.board).toMatchObject({ island: 'extension' });
    // Bots built and bought in the special building phase; the player whose turn it was never took part.
    const steps = sbpOfRecord(record);
    const inSbp = steps.filter((x) => x.sbp);
    expect(inSbp.some((x) => x.type === 'build' || x.type === 'buy'), 'builds or buys in the phase').toBe(true);
    expect(inSbp.every((x) => ['build', 'buy', 'end'].includes(x.type)), 'nothing but builds, buys and passes in it').toBe(true);
    watcher.close();
  }, 180_000);
});
