/**
 * The server benchmark's lean client (src/bench/wsclient.ts, leanclient.ts) against the real
 * server: the WebSocket handshake and masked frames, a whole game of four scripted players folded
 * in place with no resync, each state equal to what a client folding copies holds, and large
 * frames split across reads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeanClient } from '../../src/bench/leanclient.js';
import { LeanSocket } from '../../src/bench/wsclient.js';
import { foldUpdate, foldState, type HeldRoom, type ServerMessage } from '../../src/protocol/index.js';
import { startServer, type RunningServer } from '../../src/server/server.js';
import { choose, newCounters } from './autoplayer.js';
import { GENEROUS } from './harness.js';

let dir = '';
let srv: RunningServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catan-lean-'));
  srv = await startServer({ port: 0, paceMs: 0, dbPath: join(dir, 'lean.db'), ...GENEROUS });
});
afterAll(async () => { await srv.close(); rmSync(dir, { recursive: true, force: true }); });

describe('the benchmark client', () => {
  it('speaks WebSocket: a handshake, masked frames both ways, and a message larger than a read', async () => {
    const got: string[] = [];
    const s = new LeanSocket({ message: (t) => got.push(t), close: () => undefined });
    await s.connect(srv.url);
    s.send(JSON.stringify({ t: 'auth', name: 'Ana' }));
    // A board preview is some kB: a frame with a 16-bit length.
    s.send(JSON.stringify({ t: 'preview', board: { kind: 'balanced', seed: 'lean' } }));
    const until = Date.now() + 5000;
    while (got.length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    const kinds = got.map((t) => (JSON.parse(t) as ServerMessage).t);
    expect(kinds).toEqual(['hello', 'welcome', 'preview']);
    expect(got[2]!.length).toBeGreaterThan(126);
    s.close();
  });

  it('plays a whole game of four, folding every frame in place, with no resync and the same state as a copying fold', async () => {
    const players = ['A', 'B', 'C', 'D'].map((n) => new LeanClient(srv.url, n));
    for (const p of players) await p.connect();
    // A second fold of the same frames, by copies (as the page folds them), for the first player.
    const copies: { held: HeldRoom | null; checked: number; differ: number } = { held: null, checked: 0, differ: 0 };
    const orig = (players[0] as unknown as { receive(t: string): void }).receive.bind(players[0]);
    (players[0] as unknown as { receive(t: string): void }).receive = (text: string) => {
      const m = JSON.parse(text) as ServerMessage;
      if (m.t === 'state') copies.held = foldState(copies.held, m);
      else if (m.t === 'update') copies.held = foldUpdate(copies.held, m);
      orig(text);
      if ((m.t === 'state' || m.t === 'update') && copies.held) {
        // The first state's board stays on the message folded in place; the rest must be the same.
        const { board: _a, ...inPlace } = players[0]!.state!;
        const { board: _b, ...copied } = copies.held.msg;
        if (isDeepStrictEqual(JSON.parse(JSON.stringify(inPlace)), JSON.parse(JSON.stringify(copied)))) copies.checked++;
        else copies.differ++;
      }
    };
    let ended!: () => void;
    const done = new Promise<void>((ok) => { ended = ok; });
    const trace = players.map(() => ({ sent: '', replies: 0, refused: [] as string[] }));
    for (const [i, p] of players.entries()) {
      const st = { offeredTurn: -1 };
      const c = newCounters();
      let busy = false;
      const go = () => {
        if (p.state?.room.status === 'ended') { ended(); return; }
        if (busy) return;
        const g = p.game();
        const m = g && !g.end ? choose(g, c, st) : null;
        if (!m) return;
        if (m.t === 'ready') { p.raw(m); return; }
        busy = true;
        trace[i]!.sent = JSON.stringify(m);
        void p.send(m).then((r) => {
          busy = false;
          trace[i]!.replies++;
          if (r.t === 'refused') trace[i]!.refused = [...trace[i]!.refused.slice(-4), `${r.code} ${trace[i]!.sent}`];
          expect(r.t === 'ack' || r.t === 'refused').toBe(true);
          setImmediate(go);
        });
      };
      p.onFrame = () => setImmediate(go);
    }
    await players[0]!.create({ seats: [0, 1, 2, 3].map(() => ({ kind: 'person' as const })), board: { kind: 'variable', seed: 'lean' }, start: true, paceMs: 0 });
    for (const p of players.slice(1)) { await p.join(players[0]!.state!.room.id); p.raw({ t: 'sit' }); }
    // Stuck: say where each player is rather than time out silently.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stuck = new Promise<string>((ok) => { timer = setTimeout(() => ok(JSON.stringify(players.map((p, i) => {
      const g = p.game();
      return { seat: g?.you, status: p.state?.room.status, expected: g?.expected, turn: g?.view.turn, phase: g?.view.phase, incoming: g?.incoming, offer: g?.offer, ...trace[i] };
    }))), 50_000); });
    const outcome = await Promise.race([done.then(() => ''), stuck]);
    clearTimeout(timer);
    expect(outcome, 'every game ends (else: where each player was)').toBe('');
    for (const p of players) {
      expect(p.resyncs).toBe(0);
      expect(p.state!.game!.end).not.toBeNull();
      p.close();
    }
    expect(copies.differ).toBe(0);
    expect(copies.checked).toBeGreaterThan(300);
  }, 60_000);
});
