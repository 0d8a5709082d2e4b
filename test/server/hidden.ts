/**
 * The check every frame sent to a player or spectator must pass: nothing its viewer may not
 * know (§10, STYLE.md): no other seat's resource or development card types, no hidden VP, no
 * card another player bought, no card stolen between two others, no deck composition or order,
 * no generator, no secret seed before the end, and no token or token hash of anyone.
 *
 * Frames are updates of what the receiver holds, so each frame is checked twice: its own text
 * (no forbidden key or secret anywhere in it) and the room as the receiver holds it after it
 * (what a page would draw: no other seat's hand, no hidden card in the log).
 */
import { expect } from 'vitest';
import type { Action } from '../../src/engine/index.js';
import type { LogEntry, ServerMessage, SeenEvent, StateMessage } from '../../src/protocol/index.js';

const FORBIDDEN_KEYS = new Set(['devDeck', 'deck', 'rng', 'd', 'diceDeck', 'owner', 'tokenHash']);

function scanKeys(x: unknown, path: string, secrets: readonly string[]): void {
  if (typeof x === 'string') {
    for (const s of secrets) expect(x.includes(s), `a secret in ${path}`).toBe(false);
    return;
  }
  if (Array.isArray(x)) { x.forEach((v, i) => scanKeys(v, `${path}[${i}]`, secrets)); return; }
  if (typeof x !== 'object' || x === null) return;
  for (const [k, v] of Object.entries(x)) {
    expect(FORBIDDEN_KEYS.has(k), `hidden key ${path}.${k}`).toBe(false);
    scanKeys(v, `${path}.${k}`, secrets);
  }
}

function checkAction(a: Action, you: number | null, where: string): void {
  if (a.type === 'buy' && a.p !== you) expect(a.card, `${where}: another player's bought card`).toBeUndefined();
  if (a.type === 'robber' && a.p !== you && a.victim !== you) expect(a.stolen, `${where}: a card stolen between others`).toBeUndefined();
}

export function checkEntries(log: readonly LogEntry[], from: number, you: number | null): void {
  log.forEach((e, i) => {
    if (e.k !== 'act') return;
    const where = `log ${from + i}`;
    checkAction(e.action, you, where);
    const a = e.action;
    for (const ev of e.events as SeenEvent[]) {
      if (ev.type === 'action') checkAction(ev.action, you, where);
      if (ev.type === 'resources' && a.type === 'robber' && a.p !== you && a.victim !== you) {
        throw new Error(`${where}: the cards of a steal between others were sent`);
      }
    }
  });
}

/** The room as a receiver holds it (a whole state, or one built from updates): nothing it may not know. */
export function checkShown(m: StateMessage, you: number | null, secrets: readonly string[] = [], seed?: string): void {
  const ended = m.room.status === 'ended';
  scanKeys(m, 'shown', seed && !ended ? [...secrets, seed] : secrets);
  if (!ended) expect(m.room.seed, 'the seed before the end').toBeNull();
  const g = m.game;
  if (ended || g?.view.phase === 'ended') return; // everything is revealed at the end (§10)
  if (g) {
    for (const p of g.view.players) {
      if (p.seat === you) continue;
      for (const k of ['resources', 'devCards', 'boughtThisTurn', 'vp'] as const) {
        expect(p[k], `seat ${p.seat}'s ${k} sent to ${you ?? 'a spectator'}`).toBeUndefined();
      }
    }
    if (you === null) expect(g.targets, 'targets sent to a spectator').toBeNull();
  }
  checkEntries(m.log, m.logFrom, you);
}

/**
 * One frame as sent. `you`: the receiving seat (null for a spectator). `secrets`: strings that
 * must never appear (tokens and their hashes, of everyone); `seed`: the game's seed, secret
 * until the game has ended (`ended`: the receiver holds an ended room after this frame).
 */
export function checkFrame(m: ServerMessage, you: number | null, secrets: readonly string[] = [], seed?: string, ended = false): void {
  if (m.t === 'welcome') return; // the connection's own token, sent to itself only
  const over = ended || (m.t === 'state' && m.room.status === 'ended');
  scanKeys(m, 'frame', seed && !over ? [...secrets, seed] : secrets);
  if (m.t === 'state') checkShown(m, m.you.seat, secrets, seed); // a whole state says who receives it
  if (!over && (m.t === 'update' || m.t === 'history')) checkEntries(m.log, m.t === 'update' ? m.logFrom : m.from, you);
}

/** Every frame a client got and the room as it held it after each: see checkFrame and checkShown. */
export function checkAll(c: { frames?: ServerMessage[]; got?: ServerMessage[]; shown: StateMessage[] }, you: number | null, secrets: readonly string[] = [], seed?: string): void {
  const frames = c.frames ?? c.got ?? [];
  const endedAt = c.shown.findIndex((s) => s.room.status === 'ended');
  const everEnded = endedAt >= 0;
  for (const f of frames) checkFrame(f, f.t === 'state' ? f.you.seat : you, secrets, seed, everEnded && f.t === 'update' && isAfterEnd(f, c.shown));
  for (const s of c.shown) checkShown(s, s.you.seat, secrets, seed);
}

function isAfterEnd(f: Extract<ServerMessage, { t: 'update' }>, shown: StateMessage[]): boolean {
  const s = shown.find((x) => x.rev === f.rev);
  return s?.room.status === 'ended';
}
