/**
 * Rooms and their games without sockets: setting a table up (§3 who starts, colours, checked
 * requests), whole games between scripted people and bots, what each seat is sent, §7 offers
 * between people, stand-in bots for people who are away or out of time, refusals with reasons.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Game, RESOURCES, Rng, seatToMove, type Action } from '../../src/engine/index.js';
import { actionFromIntent } from '../../src/server/intent.js';
import { decodeClientMessage, decodeRoomRequest, type RoomRequest, type SetupRequest } from '../../src/protocol/index.js';
import { replayStored, type Rooms } from '../../src/server/rooms.js';
import { RequestError, botColors, planRoom, rollForStart, seatOrder, soloRequest } from '../../src/server/setup.js';
import { checkAll } from './hidden.js';
import { TestConn, makeRooms, playOut, seatedTable } from './harness.js';

const SOLO: SetupRequest = {
  players: 4, name: 'Ana', color: 'red', bots: ['medium', 'medium', 'easy'],
  board: { kind: 'variable', seed: 'server-test' }, rules: {}, seed: 's1', paceMs: 0,
};
const PLAN = { seedPersonsMax: 1, defaultPace: 0, botsOnlyMinPace: 0 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const token = (i: number) => `test-token-${String(i).padStart(12, '0')}`;

let rooms: Rooms | null = null;
afterEach(() => { rooms?.close(); rooms = null; });

function table(req: RoomRequest, persons: number) {
  rooms = makeRooms();
  return seatedTable(rooms, req, persons, { token });
}

describe('setting the table', () => {
  it('§3 the start roll: highest starts, tied leaders roll again', () => {
    for (let i = 0; i < 200; i++) {
      const r = rollForStart(4, new Rng(`t${i}`));
      const lastRound = r.rounds[r.rounds.length - 1]!;
      const best = Math.max(...lastRound.map((x) => x.dice[0] + x.dice[1]));
      expect(lastRound.filter((x) => x.dice[0] + x.dice[1] === best).map((x) => x.seat)).toEqual([r.starter]);
      for (let k = 1; k < r.rounds.length; k++) {
        const prev = r.rounds[k - 1]!;
        const top = Math.max(...prev.map((x) => x.dice[0] + x.dice[1]));
        expect(r.rounds[k]!.map((x) => x.seat)).toEqual(prev.filter((x) => x.dice[0] + x.dice[1] === top).map((x) => x.seat));
      }
    }
  });

  it('the starter becomes seat 0 and play goes clockwise from there', () => {
    for (let i = 0; i < 30; i++) {
      const { order, startRoll } = seatOrder(4, `seat${i}`);
      expect(new Set(order).size).toBe(4);
      for (let s = 1; s < 4; s++) expect(order[s]).toBe((order[0]! + s) % 4);
      const last = startRoll.rounds[startRoll.rounds.length - 1]!;
      const best = Math.max(...last.map((x) => x.dice[0] + x.dice[1]));
      expect(last.filter((x) => x.dice[0] + x.dice[1] === best).map((x) => x.seat)).toEqual([0]);
    }
  });

  it('§3 the beginner map takes red, blue, orange and white only; white sits out with 3 players', () => {
    expect(botColors('red', 2, true)).toEqual(['blue', 'orange']);
    expect(botColors('white', 3, true)).toEqual(['red', 'blue', 'orange']);
    expect(() => soloRequest({ ...SOLO, color: 'green', board: { kind: 'beginner' } })).toThrow(RequestError);
    const plan = planRoom({ seats: [{ kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' } }, PLAN);
    expect(plan.seats.map((s) => s.color)).toEqual(['red', 'blue', 'orange']);
    // Two bots of a level get two names of its list (issue 13: no "Pim, Pim 2").
    // A person's seat without a name has none: each page shows its own "Player N".
    expect(plan.seats.map((s) => s.name)).toEqual(['', 'Pim', 'Tilly']);
  });

  it('a stored game replayed keeps its players as the record names them: a player it names not gets no English "Player N"', () => {
    const game = Game.create({ colors: ['red', 'blue', 'orange'], board: 'beginner', seed: 'names', names: ['Ana', '', 'Pim'] });
    expect(game.record.players).toEqual([{ color: 'red', name: 'Ana' }, { color: 'blue' }, { color: 'orange', name: 'Pim' }]);
    expect(replayStored({ ...game.record, actions: [] }, [], 'names').game.record.players).toEqual(game.record.players);
  });

  it('refuses malformed requests with a reason', () => {
    expect(() => soloRequest({ ...SOLO, players: 7 as 4 })).toThrow(/3 or 4 players \(§1\), or 5 or 6 with the 5–6 player extension \(§14\)/);
    expect(() => soloRequest({ ...SOLO, players: 5 })).toThrow(/bots: give 4 levels/);
    expect(() => soloRequest({ ...SOLO, bots: ['medium'] })).toThrow(/bots/);
    expect(() => planRoom(soloRequest({ ...SOLO, rules: { victoryPoints: 99 } }), PLAN)).toThrow(/victoryPoints/);
    expect(() => planRoom(soloRequest({ ...SOLO, board: { kind: 'random', seed: '' } }), PLAN)).toThrow(/seed/);
    expect(decodeRoomRequest({ seats: [{ kind: 'person' }, { kind: 'alien' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' } })).toMatchObject({ ok: false, message: expect.stringMatching(/seat 2\.kind/) });
    expect(() => planRoom({ seats: [{ kind: 'person', color: 'red' }, { kind: 'person', color: 'red' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' } }, PLAN)).toThrow(/twice/);
    expect(decodeRoomRequest(null)).toMatchObject({ ok: false });
    expect(() => planRoom({ ...soloRequest(SOLO), paceMs: 9000 }, PLAN)).toThrow(RequestError);
  });

  it('a room with other people cannot choose its dice', () => {
    const two: RoomRequest = { seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' }, seed: 'mine' };
    expect(() => planRoom(two, PLAN)).toThrow(/cannot choose its seed/);
    expect(planRoom({ ...two, seats: [{ kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }] }, PLAN).seed).toBe('mine');
  });
});

describe('a game against bots', () => {
  it('plays to the end and never sends the person a hidden card or the seed', async () => {
    const { room, people } = table(soloRequest(SOLO), 1);
    const [ana] = people as [TestConn];
    const counters = await playOut(people);
    const g = ana.game()!;
    expect(g.end).not.toBeNull();
    expect(g.view.phase).toBe('ended');
    expect(g.end!.rolls).toBeGreaterThan(10);
    expect(g.end!.vp.find((v) => v.seat === g.end!.winner)!.total).toBeGreaterThanOrEqual(10);
    expect(counters.get(ana)!.builds).toBeGreaterThan(3);
    const seed = room.seed!;
    expect(ana.gaps).toBe(0);
    checkAll(ana, ana.seat, [ana.token, ana.tokenHash], seed);
    // At the end the room reveals the seed, which its published commitment binds.
    expect(ana.state!.room.seed).toBe('s1');
    expect(ana.state!.room.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the log as the person saw it matches what happened', async () => {
    const { room, people } = table(soloRequest({ ...SOLO, seed: 's2', board: { kind: 'beginner' } }), 1);
    await playOut(people);
    const ana = people[0]!;
    const acts = ana.log.filter((e) => e.k === 'act').map((e) => (e as { action: Action }).action);
    expect(acts.length).toBe(room.session!.actions);
    expect(acts.filter((a) => a.type === 'roll').length).toBe(ana.game()!.end!.rolls);
    expect(acts[acts.length - 1]!.p).toBe(ana.game()!.end!.winner);
  });

  it('refuses an illegal action with the rule and changes nothing', async () => {
    const { room, people } = table(soloRequest(SOLO), 1);
    const ana = people[0]!;
    await sleep(5);
    const before = JSON.stringify(room.session!.viewOf(ana.seat!));
    room.play(ana, 1, (s, seat) => s.act(seat, { type: 'build', piece: 'city', at: '0,0,N' }));
    await sleep(5); // answers wait for the spent ack id to be stored
    const r = ana.got.find((m) => m.t === 'refused');
    expect(r).toMatchObject({ t: 'refused', ack: 1 });
    expect((r as { message: string }).message).toMatch(/§/);
    expect(JSON.stringify(room.session!.viewOf(ana.seat!))).toBe(before);
  });

  it('a page cannot choose its dice: the server rolls, draws and steals, and a message that names the outcome is refused, not done without it', () => {
    const intent = (action: unknown) => {
      const d = decodeClientMessage(JSON.stringify({ t: 'act', ack: 1, action }));
      return d.ok && d.msg.t === 'act' ? actionFromIntent(d.msg.action, 2) : d;
    };
    expect(intent({ type: 'roll' })).toEqual({ p: 2, type: 'roll' });
    expect(intent({ type: 'roll', dice: [6, 6] })).toMatchObject({ ok: false, code: 'malformed', ack: 1 });
    expect(intent({ type: 'buy', card: 'victoryPoint' })).toMatchObject({ ok: false, code: 'malformed', ack: 1 });
    expect(intent({ type: 'robber', hex: '0,0', victim: 3, stolen: 'ore' })).toMatchObject({ ok: false, code: 'malformed', ack: 1 });
    expect(intent({ type: 'robber', hex: '0,0', victim: 3 })).toEqual({ p: 2, type: 'robber', hex: '0,0', victim: 3 });
    // Domestic trades go through offers (§7); nonsense is refused with its ack id.
    expect(intent({ type: 'trade', with: 1, give: { ore: 1 }, get: { wool: 1 } })).toMatchObject({ ok: false, code: 'malformed', ack: 1 });
    expect(intent(null)).toMatchObject({ ok: false, code: 'malformed', ack: 1 });
    expect(intent({ type: 'nonsense' })).toMatchObject({ ok: false, code: 'malformed', ack: 1 });
  });
});

describe('a table of people and bots', () => {
  const FOUR: RoomRequest = {
    seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'medium' }],
    board: { kind: 'variable', seed: 'people' }, paceMs: 0,
  };

  it('three people and a bot play to the end; each seat is sent only what it may know', async () => {
    const { room, people } = table(FOUR, 3);
    const spectator = new TestConn(token(9), 'Watcher');
    room.join(spectator);
    const counters = await playOut(people);
    await sleep(20);
    const secrets = [...people, spectator].flatMap((c) => [c.token, c.tokenHash]);
    for (const c of [...people, spectator]) {
      expect(c.game()!.end).not.toBeNull();
      expect(c.gaps).toBe(0);
      checkAll(c, c.seat, secrets, room.seed!);
    }
    expect(spectator.seat).toBeNull();
    // People answered one another's offers, and some were taken.
    const answered = [...counters.values()].reduce((t, c) => t + c.answers, 0);
    expect(answered).toBeGreaterThan(0);
  });

  it('acting out of turn, for another seat, as a spectator, or with a spent ack id is refused', async () => {
    const { room, people } = table({ ...FOUR, paceMs: 5000 }, 3); // the bot waits: nothing moves during the test
    room.ready(people[0]!); room.ready(people[1]!); room.ready(people[2]!);
    await sleep(10);
    const toMove = seatToMove(room.session!.game.state);
    const mover = people.find((c) => c.seat === toMove) ?? null;
    const other = people.find((c) => c.seat !== toMove)!;
    const refusedCode = (c: TestConn) => (c.got.filter((m) => m.t === 'refused').pop() as { code: string } | undefined)?.code;
    room.play(other, 1, (s, seat) => s.act(seat, { type: 'build', piece: 'settlement', at: '0,0,N' }));
    await sleep(5);
    expect(refusedCode(other)).toBe('not-your-turn');
    room.play(other, 2, (s, seat) => s.act(seat, { p: 0, type: 'build', piece: 'settlement', at: '0,0,N' } as never));
    await sleep(5);
    expect(refusedCode(other)).toBe('not-your-seat');
    room.play(other, 2, (s, seat) => s.act(seat, { type: 'end' }));
    await sleep(5);
    expect(refusedCode(other)).toBe('replayed-ack');
    const spectator = new TestConn(token(8));
    room.join(spectator);
    room.play(spectator, 1, (s, seat) => s.act(seat, { type: 'end' }));
    await sleep(5);
    expect(refusedCode(spectator)).toBe('spectator');
    expect(room.session!.actions).toBe(0);
    if (mover) expect(mover.game()!.targets).not.toBeNull();
  });

  it('a person who drops out is played by a stand-in bot until they come back, and everyone sees it', async () => {
    const { room, people } = table({ ...FOUR, seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }] }, 2);
    const [a, b] = people as [TestConn, TestConn];
    room.ready(a); room.ready(b);
    const bSeat = b.seat!;
    room.leave(b); // the connection drops
    await sleep(120); // awayAfterMs is 50 in the harness
    const seatInfo = a.state!.room.seats[bSeat]!;
    expect(seatInfo).toMatchObject({ away: 'disconnected', standIn: 'medium', online: false });
    expect(a.log.some((e) => e.k === 'note' && e.what === 'away' && e.seat === bSeat)).toBe(true);
    // While a plays, the stand-in plays b's turns: the game goes on past b's set-up turns.
    const byB = () => room.session!.game.record.actions.filter((x) => x.p === bSeat).length;
    await playOut([a], { until: () => byB() >= 6 });
    const before = room.session!.actions;
    expect(byB()).toBeGreaterThanOrEqual(6);
    expect(room.status).toBe('playing');
    // b comes back: the seat is theirs again.
    room.join(b);
    await sleep(10);
    expect(b.seat).toBe(bSeat);
    expect(a.state!.room.seats[bSeat]!.away).toBeNull();
    expect(before).toBeGreaterThan(6);
  });

  /** Two people and two bots; the second person's connection drops, and a stand-in plays their seat. */
  const oneGone = async () => {
    const { room, people } = table({ ...FOUR, seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }] }, 2);
    const [a, b] = people as [TestConn, TestConn];
    room.ready(a); room.ready(b);
    const bSeat = b.seat!;
    room.leave(b);
    await sleep(120); // awayAfterMs is 50 in the harness
    expect(a.state!.room.seats[bSeat]!.away).toBe('disconnected');
    return { room, a, b, bSeat };
  };

  it('a stand-in answering a person\'s offer for an away person gives no reason ("does not hold those cards" told the table what the person lacked)', async () => {
    const { room, a, bSeat } = await oneGone();
    await playOut([a], { until: () => a.game()?.targets?.trade === true && room.session!.viewOf(a.seat!).players[a.seat!]!.resourceCount > 0 });
    const s = room.session!, seat = a.seat!;
    const mine = s.viewOf(seat).players[seat]!.resources!;
    const give = RESOURCES.find((r) => mine[r] > 0)!;
    const ask = RESOURCES.find((r) => r !== give)!;
    // More than anyone but the bank could hold of it from b: b cannot pay.
    const bHas = s.viewOf(bSeat).players[bSeat]!.resources![ask];
    expect(s.offer(seat, { [give]: 1 }, { [ask]: bHas + 1 })).toMatchObject({ ok: true });
    const end = Date.now() + 5000;
    while (Date.now() < end && !a.game()?.offer?.answers.some((x) => x.seat === bSeat)) await sleep(20);
    const answer = a.game()!.offer!.answers.find((x) => x.seat === bSeat)!;
    expect(answer.type).not.toBe('accept');
    expect(answer.reason, 'no reason for the away person\'s seat').toBeUndefined();
    expect(answer.resource).toBeUndefined();
    // A bot's own seat says only what the offer shows (never what it holds): "gives more than it
    // gets" when the offer asks more cards than it gives, else a plain no.
    const bots = [0, 1, 2, 3].filter((q) => q !== seat && q !== bSeat);
    for (const q of bots) {
      const own = a.game()!.offer!.answers.find((x) => x.seat === q);
      if (own && own.type === 'reject') expect(own.reason).toBe(bHas + 1 > 1 ? 'gives-more' : undefined);
    }
  });

  it('a person back while their stand-in\'s offer is out: the offer is withdrawn, logged among the stand-in\'s moves, and the turn is theirs', async () => {
    const { room, a, b, bSeat } = await oneGone();
    // a plays (and stops, without answering, the moment the stand-in's offer reaches them).
    await playOut([a], { until: () => a.game()?.incoming?.from === bSeat, maxMs: 60_000 });
    expect(a.game()!.incoming?.from, 'the stand-in offered a trade').toBe(bSeat);
    expect(room.session!.hasOffer).toBe(true);
    room.join(b);
    for (const end = Date.now() + 5000; Date.now() < end && (a.state!.room.seats[bSeat]!.away !== null || a.game()!.incoming); ) await sleep(10);
    expect(a.state!.room.seats[bSeat]!.away).toBeNull();
    // Nothing of it is left: no offer on the table, none waiting for a, and b's turn waits for b (it stayed out,
    // answered and countered, with nothing of it on b's screen: a play-test).
    expect(room.session!.hasOffer).toBe(false);
    expect(a.game()!.incoming ?? null).toBeNull();
    expect(b.game()!.targets, 'b may act').not.toBeNull();
    // The log closes it as withdrawn before b's "back", where the page marks the stand-in's moves.
    const log = a.log;
    const closed = log.findLastIndex((e) => e.k === 'offer' && e.from === bSeat);
    const back = log.findLastIndex((e) => e.k === 'note' && e.what === 'back' && e.seat === bSeat);
    expect(log[closed]).toMatchObject({ k: 'offer', closed: 'withdrawn', taken: null });
    expect(closed).toBeGreaterThanOrEqual(0);
    expect(back).toBeGreaterThan(closed);
  });

  it('after a restart a stand-in\'s offer is not put back on the table (nobody is away then: it would trade the person\'s cards), a person\'s own is', async () => {
    const { room, people } = table({ ...FOUR, seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }] }, 2);
    const [a, b] = people as [TestConn, TestConn];
    room.ready(a); room.ready(b);
    await playOut([a, b], { until: () => a.game()?.targets?.trade === true && !room.session!.hasOffer });
    const s = room.session!, seat = a.seat!, turn = s.game.state.turn;
    const stored = { id: 50, from: seat, turn, give: { wood: 1 }, get: { ore: 1 }, answers: [], waiting: [0, 1, 2, 3].filter((q) => q !== seat), byAgent: true };
    s.restoreOffers(49, [], stored);
    expect(s.hasOffer, 'the stand-in\'s offer, for a seat whose person is not away').toBe(false);
    s.restoreOffers(50, [], { ...stored, id: 51, byAgent: false });
    expect(s.hasOffer, 'the person\'s own offer').toBe(true);
  });

  it('a person away when the game ends is no longer shown as away once they come back to see it', async () => {
    const { room, a, b, bSeat } = await oneGone();
    await playOut([a], { until: () => room.status === 'ended', maxMs: 60_000 });
    expect(room.status).toBe('ended');
    expect(a.state!.room.seats[bSeat]!.away).toBe('disconnected');
    room.join(b);
    await sleep(10);
    expect(a.state!.room.seats[bSeat]!).toMatchObject({ away: null, online: true });
  });

  it('the turn timer hands a slow player’s turn to a bot (shown to all); the player takes it back', async () => {
    const { room, people } = table({ ...FOUR, seats: [{ kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' }, turnSeconds: 0.2 } as RoomRequest, 1);
    const ana = people[0]!;
    room.ready(ana);
    // Ana never moves: when her turn comes, the timer runs out and the stand-in plays it.
    const end = Date.now() + 5000;
    while (Date.now() < end && !ana.state?.room.seats[ana.seat!]!.away) await sleep(20);
    expect(ana.state!.room.seats[ana.seat!]).toMatchObject({ away: 'timeout', standIn: 'medium' });
    await sleep(50);
    const mine = room.session!.game.record.actions.filter((x) => x.p === ana.seat).length;
    expect(mine).toBeGreaterThan(0);
    room.back(ana);
    await sleep(10);
    expect(ana.state!.room.seats[ana.seat!]!.away).toBeNull();
  });

  it('a stand-in plays a person\'s seat no faster than its own floor, whatever the room\'s pace (instant bots finished a timed-out person\'s game in 2 s)', async () => {
    rooms = makeRooms({ standInPaceMs: 150 });
    const { room, people } = seatedTable(rooms, { ...FOUR, seats: [{ kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' }, turnSeconds: 0.1, paceMs: 0 } as RoomRequest, 1, { token });
    const ana = people[0]!;
    const at = new Map<number, number>();
    const times: { p: number; t: number }[] = [];
    room.ready(ana);
    const end = Date.now() + 4000;
    while (Date.now() < end && times.filter((x) => x.p === ana.seat).length < 6) {
      const actions = room.session!.game.record.actions;
      for (let i = at.size; i < actions.length; i++) { at.set(i, Date.now()); times.push({ p: actions[i]!.p, t: Date.now() }); }
      await sleep(5);
    }
    const hers = times.filter((x) => x.p === ana.seat);
    expect(hers.length).toBeGreaterThanOrEqual(6);
    // Each of her stand-in's actions came at least the floor after the action before it (a little slack for the timer).
    for (const x of hers.slice(1)) {
      const before = times[times.indexOf(x) - 1]!;
      expect(x.t - before.t).toBeGreaterThanOrEqual(130);
    }
    // The bots' own actions keep the room's pace (0): several of them within one floor.
    const bots = times.filter((x) => x.p !== ana.seat);
    expect(bots.some((x, i) => i > 0 && x.t - bots[i - 1]!.t < 100)).toBe(true);
  });
});
