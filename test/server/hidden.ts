/**
 * The check every frame sent to a page must pass: nothing its seat may not know (§10, STYLE.md):
 * no other seat's resource or development card types, no hidden VP, no card another player
 * bought, no card stolen between two others, no deck composition, order or seed.
 */
import { expect } from 'vitest';
import type { Action } from '../../src/engine/index.js';
import type { ServerMessage, SeenEvent } from '../../src/server/protocol.js';

const FORBIDDEN_KEYS = new Set(['devDeck', 'deck', 'rng', 'seed', 'd', 'diceDeck']);

function scanKeys(x: unknown, path: string): void {
  if (Array.isArray(x)) { x.forEach((v, i) => scanKeys(v, `${path}[${i}]`)); return; }
  if (typeof x !== 'object' || x === null) return;
  for (const [k, v] of Object.entries(x)) {
    expect(FORBIDDEN_KEYS.has(k), `hidden key ${path}.${k}`).toBe(false);
    scanKeys(v, `${path}.${k}`);
  }
}

function checkAction(a: Action, you: number, where: string): void {
  if (a.type === 'buy' && a.p !== you) expect(a.card, `${where}: another player's bought card`).toBeUndefined();
  if (a.type === 'robber' && a.p !== you && a.victim !== you) expect(a.stolen, `${where}: a card stolen between others`).toBeUndefined();
}

export function checkFrame(m: ServerMessage, you: number): void {
  if (m.t !== 'game') return; // the other messages carry no game state (a board preview's seed is the person's own choice)
  scanKeys(m, 'frame');
  if (m.view.phase === 'ended') return; // everything is revealed at the end (§10)
  for (const p of m.view.players) {
    if (p.seat === you) continue;
    for (const k of ['resources', 'devCards', 'boughtThisTurn', 'vp'] as const) {
      expect(p[k], `seat ${p.seat}'s ${k} sent to seat ${you}`).toBeUndefined();
    }
  }
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
