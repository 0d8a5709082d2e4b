/**
 * The crash test: the built server (node dist/server/main.js) runs many games — bots-only rooms
 * at full speed, rooms of scripted people over WebSockets — and is killed with SIGKILL in the
 * middle of them. Restarted on the same database: no acknowledged action is lost (each is in the
 * record at the index its ack named), nothing a spectator was shown is lost, every game goes on
 * to its end, and every record then proves its dice from the revealed seed.
 */
import { execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort, spawnServer } from '../../src/server/spawn.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyRecord, type Action, type GameRecord } from '../../src/engine/index.js';
import { ProtocolClient } from '../../src/server/client.js';
import type { RoomRequest, StateMessage } from '../../src/protocol/index.js';
import { choose, newCounters } from './autoplayer.js';
import { GENEROUS_ENV } from './harness.js';

const ROOT = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'catan-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function launch(port: number, output: string[]): Promise<ChildProcess> {
  const { child } = await spawnServer({
    root: ROOT, port, output,
    env: { CATAN_DB: join(dir, 'crash.db'), BOT_DELAY_MS: '0', CATAN_AWAY_AFTER_MS: '60000', ...GENEROUS_ENV },
  });
  children.push(child);
  return child;
}

interface Player { client: ProtocolClient; room: string; acked: { at: number; type: string; p: number }[]; playing: boolean }

/** A scripted person who plays on every state it is sent, and remembers every acknowledged action. */
function play(p: Player): void {
  const counters = newCounters();
  const st = { offeredTurn: -1 };
  const step = () => {
    if (!p.playing) return;
    const g = p.client.game();
    const move = g && !g.end ? choose(g, counters, st) : null;
    if (!move) return;
    if (move.t === 'ready') { p.client.raw(move); return; }
    void p.client.send(move).then((r) => {
      if (r.t === 'ack' && r.at !== undefined && move.t === 'act') p.acked.push({ at: r.at, type: move.action.type, p: p.client.state!.you.seat! });
    });
  };
  p.client.onMessage = (m) => { if (m.t === 'state' || m.t === 'update') step(); };
  step();
}

const sameAction = (a: Action | undefined, b: Action) => a !== undefined && a.p === b.p && a.type === b.type
  && JSON.stringify((a as { dice?: unknown }).dice) === JSON.stringify((b as { dice?: unknown }).dice);

describe('a server killed in the middle of many games', () => {
  it('loses no acknowledged action, and every game continues to its end', async () => {
    if (!existsSync(join(ROOT, 'dist/server/main.js'))) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const output: string[] = [];
    let server = await launch(port, output);

    // Bots-only rooms through the HTTP API, each watched by a spectator.
    const botRooms: string[] = [];
    const watchers: ProtocolClient[] = [];
    for (let i = 0; i < 6; i++) {
      const req: RoomRequest = {
        seats: [{ kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'random' }],
        board: { kind: 'variable', seed: `crash-${i}` }, paceMs: 4, start: true,
      };
      const made = await (await fetch(`${url}/api/rooms`, { method: 'POST', body: JSON.stringify(req) })).json() as { id: string };
      botRooms.push(made.id);
      const w = new ProtocolClient(url, { name: `Watcher ${i}` });
      await w.connect();
      await w.join(made.id);
      watchers.push(w);
    }
    // Rooms of people: four alone with bots, two with two people each.
    const players: Player[] = [];
    for (let i = 0; i < 6; i++) {
      const duo = i >= 4;
      const host: Player = { client: new ProtocolClient(url, { name: `Host ${i}` }), room: '', acked: [], playing: true };
      await host.client.connect();
      const seats: RoomRequest['seats'] = duo
        ? [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'medium' }]
        : [{ kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'medium' }];
      const first = await host.client.create({ seats, board: { kind: 'variable', seed: `people-${i}` }, paceMs: 0, start: true });
      host.room = first.room.id;
      players.push(host);
      if (duo) {
        const guest: Player = { client: new ProtocolClient(url, { name: `Guest ${i}` }), room: host.room, acked: [], playing: true };
        await guest.client.connect();
        await guest.client.join(host.room);
        guest.client.raw({ t: 'sit' });
        await guest.client.until((m) => m.room.status === 'playing');
        players.push(guest);
      }
    }
    for (const p of players) play(p);
    await new Promise((r) => setTimeout(r, 2500));

    // SIGKILL, mid-game. What was acknowledged, and what spectators were shown, is kept to compare.
    const acked = players.map((p) => [...p.acked]);
    const shown = watchers.map((w) => w.log.filter((e) => e.k === 'act').map((e) => (e as { action: Action }).action));
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    for (const p of players) p.playing = false;
    expect(acked.flat().length, 'people had actions acknowledged before the kill').toBeGreaterThan(20);
    expect(shown.every((s) => s.length > 10), 'the bots were mid-game').toBe(true);

    server = await launch(port, output);
    // Every acknowledged action is in the record, at the index its ack named.
    for (const [i, p] of players.entries()) {
      const rec = await (await fetch(`${url}/api/games/${p.room}/record`, { headers: { authorization: `Bearer ${p.client.token}` } })).json() as GameRecord;
      for (const a of acked[i]!) expect(rec.actions[a.at], `room ${p.room} action ${a.at}`).toMatchObject({ p: a.p, type: a.type });
    }
    // Everything a spectator was shown is still there, in order.
    for (const [i, id] of botRooms.entries()) {
      const rec = await (await fetch(`${url}/api/games/${id}/record`)).json() as GameRecord;
      expect(rec.actions.length).toBeGreaterThanOrEqual(shown[i]!.length);
      shown[i]!.forEach((a, k) => expect(sameAction(rec.actions[k], a), `room ${id} action ${k}`).toBe(true));
    }

    // The people come back (same token, last version seen) and every game goes on to its end.
    for (const p of players) {
      const old = p.client;
      const c = new ProtocolClient(url, { name: old.name, token: old.token! });
      await c.connect();
      c.held = old.held;
      const s: StateMessage = await c.join(p.room, true);
      expect(s.you.seat).toBe(old.state!.you.seat);
      old.kill();
      p.client = c;
      p.playing = true;
      play(p);
    }
    for (const w of watchers) w.kill();
    const all = [...botRooms, ...new Set(players.map((p) => p.room))];
    const end = Date.now() + 90_000;
    for (;;) {
      const states = await Promise.all(all.map(async (id) => (await (await fetch(`${url}/api/games/${id}`)).json() as StateMessage).room.status));
      if (states.every((s) => s === 'ended')) break;
      if (Date.now() > end) throw new Error(`games not over: ${JSON.stringify(states)}\n${output.join('').slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const id of all) {
      const rec = await (await fetch(`${url}/api/games/${id}/record`)).json() as GameRecord & { seed: string };
      expect(verifyRecord(rec, rec.seed), `room ${id}`).toMatchObject({ ok: true });
    }
    for (const p of players) p.client.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    expect(output.join('')).not.toMatch(/could not be resumed|Error:/);
  }, 180_000);
});
