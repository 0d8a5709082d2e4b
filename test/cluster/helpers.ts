/**
 * What the cluster tests check of every game: each acknowledged action in the record at the
 * index its ack named, in the order of the acks, none twice; every frame a player was sent
 * free of what it may not know; and `catan verify` (the command line) passing on the record.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { GameRecord } from '../../src/engine/index.js';
import { tokenHash } from '../../src/server/ids.js';
import type { Roamer } from '../../src/server/roamer.js';
import type { TestCluster } from '../../src/server/cluster/testbed.js';
import type { ServerMessage, StateMessage } from '../../src/protocol/index.js';
import { checkEntries, checkShown } from '../server/hidden.js';

export const ROOT = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** The environment of every test node: generous limits (this is not a test of them), persons never stood in for. */
export const NODE_ENV: Record<string, string> = {
  CATAN_ROOMS_PER_ADDRESS: '1000', CATAN_MESSAGES_PER_SECOND: '1000', CATAN_SOCKETS_PER_ADDRESS: '1000', CATAN_PREVIEWS_PER_SECOND: '1000',
  CATAN_ROOMS_PER_MINUTE: '60000', CATAN_CHAT_PER_SECOND: '1000', CATAN_HISTORY_PER_SECOND: '1000', CATAN_BOT_ROOMS_PER_ADDRESS: '1000',
  CATAN_BOTS_ONLY_MIN_PACE_MS: '0', CATAN_AWAY_AFTER_MS: '600000', CATAN_BOT_THREADS: '1', CATAN_LEASE_MS: '4000',
};

export type Record_ = GameRecord & { seed: string; commitment: string };

/** A finished game's full record, from any node that is up. */
export async function recordOf(cl: TestCluster, id: string): Promise<Record_> {
  for (let i = 0; i < 40; i++) {
    for (const n of cl.live()) {
      try {
        const res = await fetch(`${n.url}/api/games/${id}/record`);
        if (res.ok) return await res.json() as Record_;
      } catch { /* that node is going */ }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no record of ${id}`);
}

/** Every action a player was told was done is in the record where its ack said, in ack order; none was done twice. */
export function checkAcked(p: Roamer, record: Record_): void {
  const seat = p.seat!;
  const ats = p.acked.map((a) => a.at);
  expect(new Set(ats).size, 'each acknowledged action has its own index').toBe(ats.length);
  const byAck = [...p.acked].sort((a, b) => a.ack - b.ack);
  for (let i = 1; i < byAck.length; i++) expect(byAck[i]!.at, 'acknowledged in the order they were played').toBeGreaterThan(byAck[i - 1]!.at);
  for (const a of p.acked) expect(record.actions[a.at], `action ${a.at} (ack ${a.ack})`).toMatchObject({ p: seat, type: a.type });
  // None lost, none twice: the seat's actions are those acknowledged, plus those whose ack was lost
  // with a node and that the server then refused as already done when they were sent again.
  const mine = record.actions.filter((a) => a.p === seat).length;
  expect(mine).toBeGreaterThanOrEqual(p.acked.length);
  expect(mine).toBeLessThanOrEqual(p.acked.length + p.replayed);
}

const FORBIDDEN = /"(?:devDeck|deck|rng|d|diceDeck|owner|tokenHash)":/;

/**
 * One frame as a player got it, and the room as it held it after (null: not a room frame): the
 * checks of test/server/hidden.ts in a form that takes linear time over thousands of frames —
 * the frame's text has no secret (anyone's token or its hash; the seed before the end) and no
 * hidden key, its new log entries show nothing hidden from the receiver, and the room as held
 * after it has no other seat's hand or cards and no seed before the end.
 */
function checkOne(m: ServerMessage, after: StateMessage | null, you: number | null, secrets: readonly string[], seed: string | undefined, ended: boolean, where: string): void {
  if (m.t === 'welcome') return; // the connection's own token, to itself
  const text = JSON.stringify(m);
  for (const s of secrets) if (text.includes(s)) throw new Error(`${where}: a token or its hash in a frame`);
  if (seed && !ended && text.includes(seed)) throw new Error(`${where}: the seed before the end`);
  const key = FORBIDDEN.exec(text);
  if (key) throw new Error(`${where}: hidden key ${key[0]}`);
  if (ended) return; // everything is shown at the end (§10)
  if (m.t === 'update') checkEntries(m.log, m.logFrom, you);
  if (m.t === 'history') checkEntries(m.log, m.from, you);
  if (m.t === 'state') checkEntries(m.log, m.logFrom, m.you.seat);
  if (!after) return;
  expect(after.room.seed, `${where}: the seed before the end`).toBeNull();
  const g = after.game;
  if (!g || g.view.phase === 'ended') return;
  for (const p of g.view.players) {
    if (p.seat === you) continue;
    for (const k of ['resources', 'devCards', 'boughtThisTurn', 'vp'] as const) expect(p[k], `${where}: seat ${p.seat}'s ${k}`).toBeUndefined();
  }
  if (you === null) expect(g.targets, `${where}: targets to a spectator`).toBeNull();
}

/** No frame to any player carried another's hand, a hidden card, the seed before the end, or anyone's token. Returns the frames checked. */
export function checkHidden(players: Roamer[], seeds: Map<string, string>): number {
  const secrets = players.flatMap((p) => [p.o.token!, tokenHash(p.o.token!)]);
  let frames = 0;
  for (const p of players) {
    const seed = seeds.get(p.o.room);
    p.segments.forEach((seg, k) => {
      let ended = false;
      seg.frames.forEach((m, i) => {
        const after = seg.after[i] ?? null;
        if (after?.room.status === 'ended') ended = true;
        checkOne(m, after, after?.you.seat ?? p.seat, secrets, seed, ended, `${p.o.name}, connection ${k + 1}, frame ${i}`);
        frames++;
      });
      // The room as held at the end of each connection, whole (its log from every frame folded in).
      const last = [...seg.after].reverse().find((x) => x !== null);
      if (last) checkShown(last, last.you.seat, secrets, seed);
    });
  }
  return frames;
}

/** `catan verify` on each record (a file each), a few at a time. */
export async function verifyAll(dir: string, records: Map<string, Record_>): Promise<void> {
  const ids = [...records.keys()];
  for (let i = 0; i < ids.length; i += 4) {
    await Promise.all(ids.slice(i, i + 4).map(async (id) => {
      const file = join(dir, `${id}.json`);
      writeFileSync(file, JSON.stringify(records.get(id)));
      const out = await run(process.execPath, [join(ROOT, 'bin/catan.js'), 'verify', file]).catch((e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? 'failed' }));
      expect(JSON.parse(out.stdout || '{}'), `catan verify ${id}: ${out.stderr}`).toMatchObject({ ok: true });
    }));
  }
}

/** A node's /api/stats. */
export async function statsOf(url: string): Promise<Record<string, unknown> & { rooms: number; playing: number; lostRooms: number; cluster: { node: string; fenced: number; counts: Record<string, number>; nodes: { id: string; url: string; rooms: number; playing: number }[] } }> {
  return await (await fetch(`${url}/api/stats`)).json() as never;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Poll until `pred` holds (or fail after `ms`, naming what was waited for). */
export async function until(what: string, pred: () => Promise<boolean> | boolean, ms: number, explain?: () => string): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await pred()) return;
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}${explain ? `\n${explain()}` : ''}`);
    await sleep(200);
  }
}
