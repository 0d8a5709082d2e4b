/**
 * The check every frame sent to a player or spectator must pass: nothing its viewer may not
 * know (§10, STYLE.md): no other seat's resource or development card types, no hidden VP, no
 * card another player bought, no card stolen between two others, no deck composition or order,
 * no generator, no secret seed before the end, and no token or token hash of anyone.
 */
import { expect } from 'vitest';
import type { Action } from '../../src/engine/index.js';
import type { ServerMessage, SeenEvent } from '../../src/server/protocol.js';

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

/**
 * `you`: the receiving seat (null for a spectator). `secrets`: strings that must never appear
 * (tokens and their hashes, of everyone); `seed`: the game's seed, secret until the game has ended.
 */
export function checkFrame(m: ServerMessage, you: number | null, secrets: readonly string[] = [], seed?: string): void {
  if (m.t === 'welcome') return; // the connection's own token, sent to itself only
  const ended = m.t === 'state' && m.room.status === 'ended';
  scanKeys(m, 'frame', seed && !ended ? [...secrets, seed] : secrets);
  if (m.t !== 'state') return;
  if (!ended) expect(m.room.seed, 'the seed before the end').toBeNull();
  const g = m.game;
  if (!g || g.view.phase === 'ended') return; // everything is revealed at the end (§10)
  for (const p of g.view.players) {
    if (p.seat === you) continue;
    for (const k of ['resources', 'devCards', 'boughtThisTurn', 'vp'] as const) {
      expect(p[k], `seat ${p.seat}'s ${k} sent to ${you ?? 'a spectator'}`).toBeUndefined();
    }
  }
  if (you === null) expect(g.targets, 'targets sent to a spectator').toBeNull();
  m.log.forEach((e, i) => {
    if (e.k !== 'act') return;
    const where = `log ${m.logFrom + i}`;
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
