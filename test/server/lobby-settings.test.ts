/**
 * The host changes a lobby's board, house rules (§11), turn timer and assists before the start
 * (protocol 8 `settings`): everyone in the room is shown the new board and rules, the chat says
 * who changed them, the game starts with them, and a restart keeps them. Only the host, only in
 * the lobby, and all or nothing: a change with one bad part changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/server.js';
import { ProtocolClient } from '../../src/server/client.js';
import { boardFor, checkedRules, planSettings } from '../../src/server/setup.js';
import { boardToJson, resolveBoard } from '../../src/engine/index.js';
import type { RoomRequest, ServerMessage } from '../../src/protocol/index.js';
import { GENEROUS } from './harness.js';

const ROOM: RoomRequest = {
  seats: [{ kind: 'person', name: 'Ana', color: 'green' }, { kind: 'person' }, { kind: 'bot', bot: 'easy', color: 'blue' }, { kind: 'bot', bot: 'easy', color: 'red' }],
  board: { kind: 'variable', seed: 'before' }, paceMs: 0,
};

let dir = '';
let srv: RunningServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catan-lobby-settings-'));
  srv = await startServer({ port: 0, paceMs: 0, dbPath: join(dir, 'a.db'), awayAfterMs: 100, ...GENEROUS });
});
afterAll(async () => { await srv.close(); rmSync(dir, { recursive: true, force: true }); });

const client = async (name: string, url = srv.url, token?: string) => {
  const c = new ProtocolClient(url, { name, ...(token ? { token } : {}) });
  c.keep = true;
  await c.connect();
  return c;
};
const errorOf = (c: ProtocolClient, code: string) => c.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error' && m.code === code);

/** A lobby with its host (Ana, seat 0), a friend seated (Bo, seat 1) and a spectator. */
async function lobby(req: RoomRequest = ROOM) {
  const host = await client('Ana');
  const id = (await host.create(req)).room.id;
  const friend = await client('Bo');
  await friend.join(id);
  friend.raw({ t: 'sit', seat: 1, name: 'Bo' });
  await host.until((m) => m.room.seats[1]!.taken);
  const watcher = await client('Cy');
  await watcher.join(id);
  return { id, host, friend, watcher, close: () => { host.close(); friend.close(); watcher.close(); } };
}

describe('what a lobby change costs', () => {
  it('a new board or table is paid from the preview allowance; a rule, the timer or an assist alone is checked without making a board (a balanced one costs milliseconds)', () => {
    const now = { board: { kind: 'balanced' as const, seed: 'b' }, rules: checkedRules({}, 4), paceMs: 0, turnSeconds: 0, seed: null, start: false, public: false, spectatorChat: true, assists: { tracker: false, hint: false, winning: false }, lang: 'en' as const };
    const seats = (['red', 'blue', 'orange', 'white'] as const).map((color) => ({ name: '', color, bot: null, owner: null }));
    let paid = 0;
    const charge = () => { paid++; };
    planSettings({ rules: { friendlyRobber: true }, turnSeconds: 30, assists: { hint: true } }, now, seats, charge);
    expect(paid).toBe(0);
    planSettings({ board: { kind: 'balanced', seed: 'c' } }, now, seats, charge);
    expect(paid).toBe(1);
    planSettings({ players: 3 }, now, seats, charge);
    expect(paid).toBe(2);
    // The rules are still checked whole: a bad one is refused without a board.
    expect(() => planSettings({ rules: { victoryPoints: 2 } }, now, seats, charge)).toThrow(/victoryPoints/);
    expect(paid).toBe(2);
  });
});

describe('the host changes the lobby (protocol 8 `settings`)', () => {
  it('a new board reaches every page (a resync with the board), with the house rules (§11) laid over the room\'s; the chat names who changed them', async () => {
    const { id, host, friend, watcher, close } = await lobby();
    const before = friend.board!;
    host.raw({ t: 'settings', board: { kind: 'random', seed: 'after' }, rules: { friendlyRobber: true, victoryPoints: 12 } });
    const want = boardToJson(boardFor({ kind: 'random', seed: 'after' }));
    for (const c of [host, friend, watcher]) {
      const m = await c.until((s) => s.room.board.kind === 'random');
      expect(m.room.board).toEqual({ kind: 'random', seed: 'after' });
      expect(m.room.rules).toMatchObject({ friendlyRobber: true, victoryPoints: 12, tradeThenBuild: false, discard: true, discardOver: 7 });
      expect(c.board, 'the page draws the new board').toEqual(want);
    }
    expect(friend.board).not.toEqual(before);
    await friend.until(() => friend.log.some((e) => e.k === 'note' && e.what === 'settings' && e.seat === 0 && e.name === 'Ana'));
    // Rules alone: the board stays, nothing is sent again but the room's change.
    host.raw({ t: 'settings', rules: { tradeThenBuild: true }, turnSeconds: 60, assists: { hint: true } });
    const m = await friend.until((s) => s.room.rules.tradeThenBuild);
    expect(m.room).toMatchObject({ turnSeconds: 60, assists: { tracker: false, hint: true, winning: false }, board: { kind: 'random', seed: 'after' } });
    expect(m.room.rules).toMatchObject({ friendlyRobber: true, victoryPoints: 12 });
    // The notes name what changed; in a run of changes, a part is named once (the board and rules, then the timer
    // and assists: the rules again are not told again); another note once someone has spoken since.
    const settingsNotes = () => srv.rooms.live(id)!.log.flatMap((e) => (e.k === 'note' && e.what === 'settings' ? [e.parts] : []));
    expect(settingsNotes()).toEqual([['board', 'rules'], ['timer', 'assists']]);
    host.raw({ t: 'settings', board: { kind: 'random', seed: 'again' }, rules: { victoryPoints: 13 } });
    await friend.until((s) => s.room.rules.victoryPoints === 13);
    host.raw({ t: 'settings', board: { kind: 'random', seed: 'after' } });
    await friend.until((s) => s.room.board.kind === 'random' && s.room.board.seed === 'after');
    expect(settingsNotes()).toHaveLength(2);
    friend.raw({ t: 'chat', text: 'why 13?' });
    await host.until(() => host.log.some((e) => e.k === 'chat' && e.text === 'why 13?'));
    host.raw({ t: 'settings', rules: { victoryPoints: 11 } });
    await friend.until((s) => s.room.rules.victoryPoints === 11);
    expect(settingsNotes()).toEqual([['board', 'rules'], ['timer', 'assists'], ['rules']]);
    // The game starts with them: the record's board and rules are the lobby's last.
    host.raw({ t: 'start' });
    await host.until((s) => s.room.status === 'playing');
    const record = srv.rooms.live(id)!.session!.game.record;
    expect(record.rules).toMatchObject({ friendlyRobber: true, victoryPoints: 11, tradeThenBuild: true });
    // Named by its recipe (RECORD.md), which makes the very board the lobby showed.
    expect(record.board).toEqual({ generate: 'random', seed: 'after', options: { noAdjacentRed: true } });
    expect(boardToJson(resolveBoard(record.board as Parameters<typeof resolveBoard>[0]))).toEqual(want);
    // A timed room now: the start roll's wait has its end, the turn timer's.
    const g = await host.until((s) => s.game !== null);
    expect(g.room.turnSeconds).toBe(60);
    expect(g.game!.deadline).toBeGreaterThan(Date.now() + 50_000);
    // A seat is not given back once the game is on: said, not ignored (a player leaves the game with "leave").
    friend.raw({ t: 'stand' });
    expect((await errorOf(friend, 'started')).message).toMatch(/the game has started/);
    expect(srv.rooms.live(id)!.seats.find((x) => x.name === 'Bo')!.owner).not.toBeNull();
    // Once started, nothing changes.
    host.raw({ t: 'settings', rules: { friendlyRobber: false } });
    expect((await errorOf(host, 'started')).message).toMatch(/started/);
    close();
  });

  it('only the host; every part checked and nothing kept when one is refused, each refusal naming its range or rule', async () => {
    const { id, host, friend, close } = await lobby();
    const room = () => srv.rooms.live(id)!.info();
    const was = JSON.stringify(room());
    friend.raw({ t: 'settings', rules: { friendlyRobber: true } });
    expect((await errorOf(friend, 'not-host')).message).toMatch(/host/);
    host.raw({ t: 'settings', rules: { friendlyRobber: true, victoryPoints: 99 } });
    expect((await errorOf(host, 'out-of-range')).message).toMatch(/victoryPoints.*§11/);
    host.raw({ t: 'settings', rules: { friendlyRobber: true }, turnSeconds: 99_999 });
    expect((await errorOf(host, 'out-of-range')).message).toMatch(/turnSeconds is from 0/);
    host.raw({ t: 'settings', board: { kind: 'random', seed: '   ' } });
    expect((await errorOf(host, 'bad-request')).message).toMatch(/seed/);
    host.raw({ t: 'settings', board: { kind: 'variable', seed: 'x', island: 'extension' } });
    expect((await errorOf(host, 'bad-request')).message).toMatch(/§14/);
    // The decoder: nothing to change, or a field that is not a setting.
    host.rawText(JSON.stringify({ t: 'settings' }));
    expect((await errorOf(host, 'malformed')).message).toMatch(/board.*rules/);
    host.rawText(JSON.stringify({ t: 'settings', title: 'x' }));
    expect((await errorOf(host, 'malformed')).message).toMatch(/title is not a field/);
    host.rawText(JSON.stringify({ t: 'settings', rules: { robberFriendly: true } }));
    expect((await errorOf(host, 'malformed')).message).toMatch(/not a house rule/);
    expect(JSON.stringify(room())).toBe(was);
    expect(srv.rooms.live(id)!.log.some((e) => e.k === 'note' && e.what === 'settings')).toBe(false);
    close();
  });

  it('the beginner map gives a seat whose colour it has no pieces for the first free one (§3); a table of five has no beginner map (§14)', async () => {
    const { host, friend, close } = await lobby();
    host.raw({ t: 'settings', board: { kind: 'beginner' } });
    const m = await friend.until((s) => s.room.board.kind === 'beginner');
    // Ana was green, Bo's seat got orange when the room was made: the beginner map's colours are red,
    // blue, orange and white, and only white is free. The others keep theirs.
    expect(ROOM.seats.map((x) => x.color)).toEqual(['green', undefined, 'blue', 'red']);
    expect(m.room.seats.map((x) => x.color)).toEqual(['white', 'orange', 'blue', 'red']);
    close();
    const five: RoomRequest = { seats: [{ kind: 'person', name: 'Ana' }, ...Array.from({ length: 4 }, () => ({ kind: 'bot' as const, bot: 'easy' as const }))], board: { kind: 'variable', seed: 'v5' }, paceMs: 0 };
    const h = await client('Ana');
    const s5 = await h.create(five);
    h.raw({ t: 'settings', board: { kind: 'beginner' } });
    expect((await errorOf(h, 'bad-request')).message).toMatch(/3 or 4 players only.*§14/);
    // Another board on the extension's island, the special building phase turned off (a house rule with five, §14).
    h.raw({ t: 'settings', board: { kind: 'balanced', seed: 'b5' }, rules: { specialBuild: false } });
    const after = await h.until((s) => s.room.board.kind === 'balanced');
    expect(after.room.board).toEqual({ kind: 'balanced', seed: 'b5', island: 'extension' });
    expect(after.room.rules.specialBuild).toBe(false);
    expect(Object.keys(h.board!.hexes)).toHaveLength(30);
    expect(s5.room.rules.specialBuild).toBe(true);
    h.close();
  });

  it('more or fewer seats: new ones are open person seats; fewer drop the last seats nobody took, the seated keep theirs; across four and five the island and the special building phase follow (§14)', async () => {
    // Ana (host, seat 0), Bo seated (seat 1), two easy bots (2, 3).
    const { id, host, friend, close } = await lobby();
    host.raw({ t: 'settings', players: 3 });
    let m = await friend.until((s) => s.room.seats.length === 3);
    expect(m.room.seats.map((x) => [x.name, x.bot])).toEqual([['Ana', null], ['Bo', null], ['Pim', 'easy']]);
    expect(m.you.seat).toBe(1);
    // Five: two open seats for friends, the extension's island with its rules (§14); the board kind and code stay.
    host.raw({ t: 'settings', players: 5 });
    m = await friend.until((s) => s.room.seats.length === 5);
    expect(m.room.seats.slice(3).map((x) => [x.bot, x.taken])).toEqual([[null, false], [null, false]]);
    expect(m.room.board).toEqual({ kind: 'variable', seed: 'before', island: 'extension' });
    expect(m.room.rules.specialBuild).toBe(true);
    expect(Object.keys(friend.board!.hexes)).toHaveLength(30);
    expect(new Set(m.room.seats.map((x) => x.color)).size).toBe(5);
    // A third person takes a new seat; the host then asks for three: the empty seats go, the people stay (Cy moves up).
    const cy = await client('Cy');
    await cy.join(id);
    cy.raw({ t: 'sit', seat: 4, name: 'Cy' });
    await host.until((s) => s.room.seats[4]!.taken);
    host.raw({ t: 'settings', players: 3 });
    m = await cy.until((s) => s.room.seats.length === 3);
    expect(m.room.seats.map((x) => x.name)).toEqual(['Ana', 'Bo', 'Cy']);
    expect(m.you.seat).toBe(2);
    expect(m.room.board).toEqual({ kind: 'variable', seed: 'before' });
    expect(m.room.rules.specialBuild, 'a house rule again with three').toBe(false);
    // Cy's seat answers as Cy's: giving it back frees seat 2.
    cy.raw({ t: 'stand' });
    await host.until((s) => !s.room.seats[2]!.taken);
    cy.raw({ t: 'sit', seat: 2, name: 'Cy' });
    await host.until((s) => s.room.seats[2]!.taken);
    // Seven names the rules.
    host.raw({ t: 'settings', players: 7 });
    expect((await errorOf(host, 'bad-request')).message).toMatch(/3 or 4 players \(§1\), or 5 or 6.*§14/);
    // Six with the beginner map asked for: refused (§14), nothing changed.
    host.raw({ t: 'settings', players: 6, board: { kind: 'beginner' } });
    expect((await errorOf(host, 'bad-request')).message).toMatch(/beginner map is for 3 or 4 players only/);
    expect(srv.rooms.live(id)!.seats).toHaveLength(3);
    cy.close();
    close();
    // A room that chose its seed adds no seat for another person (nobody may sit at a table whose dice someone knows).
    const solo = await client('Dee');
    await solo.create({ seats: [{ kind: 'person', name: 'Dee' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'variable', seed: 's' }, seed: 'known', paceMs: 0 });
    solo.raw({ t: 'settings', players: 4 });
    expect((await errorOf(solo, 'seed-chosen')).message).toMatch(/chose its seed/);
    solo.close();
  });

  it('leaving a lobby without a seat (a spectator, a host who gave theirs back) leaves it, and the host passes on (a review: it was refused "no seat" and the connection stayed)', async () => {
    const { id, host, friend, watcher, close } = await lobby();
    const room = () => srv.rooms.live(id)!;
    await host.until((s) => s.room.spectators === 1);
    watcher.raw({ t: 'leave' });
    await host.until((s) => s.room.spectators === 0);
    // The host stands, then leaves: the seated friend hosts now.
    host.raw({ t: 'stand' });
    await friend.until((s) => !s.room.seats[0]!.taken);
    host.raw({ t: 'leave' });
    const m = await friend.until((s) => s.you.host);
    expect(m.you.seat).toBe(1);
    expect(room().seats.map((x) => x.owner !== null)).toEqual([false, true, false, false]);
    expect([...host.frames, ...watcher.frames].filter((f) => f.t === 'error'), 'no error for leaving').toEqual([]);
    close();
  });

  it('fewer seats than people seated is refused, naming how many sit; nothing changes', async () => {
    const five: RoomRequest = { seats: [{ kind: 'person', name: 'Ana' }, ...Array.from({ length: 4 }, () => ({ kind: 'person' as const }))], board: { kind: 'random', seed: 'r5' }, paceMs: 0 };
    const host = await client('Ana');
    const id = (await host.create(five)).room.id;
    const names = ['Bo', 'Cy', 'Di', 'Ed'];
    const friends = await Promise.all(names.map((n) => client(n)));
    for (const [i, f] of friends.entries()) { await f.join(id); f.raw({ t: 'sit', seat: i + 1, name: names[i]! }); }
    await host.until((s) => s.room.seats.every((x) => x.taken));
    host.raw({ t: 'settings', players: 4 });
    expect((await errorOf(host, 'bad-request')).message).toBe('5 people have taken their seats: the table keeps at least 5 (a person leaves their seat first)');
    // One gets up: four seats now, the people's, and the base island again (§14).
    friends[1]!.raw({ t: 'stand' });
    await host.until((s) => !s.room.seats[2]!.taken);
    host.raw({ t: 'settings', players: 4 });
    const m = await host.until((s) => s.room.seats.length === 4);
    expect(m.room.seats.map((x) => x.name)).toEqual(['Ana', 'Bo', 'Di', 'Ed']);
    expect(m.room.board).toEqual({ kind: 'random', seed: 'r5' });
    expect(Object.keys(host.board!.hexes)).toHaveLength(19);
    expect((await friends[3]!.until((s) => s.room.seats.length === 4)).you.seat).toBe(3);
    host.close(); for (const f of friends) f.close();
  });

  it('a restart keeps the changed lobby: seats, board, rules, timer, assists and colours', async () => {
    const path = join(dir, 'restart.db');
    let s = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    const host = await client('Ana', s.url);
    const id = (await host.create(ROOM)).room.id;
    host.raw({ t: 'settings', players: 3, board: { kind: 'beginner' }, rules: { balancedDice: true }, turnSeconds: 30, assists: { tracker: true } });
    const changed = await host.until((m) => m.room.board.kind === 'beginner');
    const token = host.token!;
    host.close();
    await s.close();
    s = await startServer({ port: 0, paceMs: 0, dbPath: path, ...GENEROUS });
    const back = await client('Ana', s.url, token);
    const m = await back.join(id);
    expect(m.room).toMatchObject({ board: { kind: 'beginner' }, turnSeconds: 30, assists: { tracker: true, hint: false, winning: false } });
    expect(m.room.rules.balancedDice).toBe(true);
    expect(m.room.seats.map((x) => x.color)).toEqual(changed.room.seats.map((x) => x.color));
    expect(m.room.seats.map((x) => x.bot)).toEqual([null, null, 'easy']);
    expect(back.board).toEqual(boardToJson(boardFor({ kind: 'beginner' })));
    back.close();
    await s.close();
  });
});
