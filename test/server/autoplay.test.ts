/**
 * The scripted player (src/server/autoplay.ts) finishes its games. The server tests and the
 * server benchmark wait for games of scripted players to end; a player that stops building leaves
 * a game running for ever. Played here on the engine alone, the way the server shows it a game:
 * its seat's view and targets, every action applied by the engine.
 */
import { describe, expect, it } from 'vitest';
import { apply, newGame, seatToMove, viewFor, type Color, type GameState } from '../../src/engine/index.js';
import type { GameMessage } from '../../src/protocol/index.js';
import { targetsFor } from '../../src/table/targets.js';
import { choose, newCounters } from './autoplayer.js';

const COLORS: Color[] = ['red', 'blue', 'white', 'orange'];

/** Plays one game of four scripted players (no domestic trades) for at most `limit` actions; the winner, or -1. */
function play(seed: string, limit: number): { winner: number; actions: number; builds: number } {
  let s: GameState = newGame({ board: { generate: 'variable', seed: 'lean' }, seed, colors: COLORS });
  const c = newCounters();
  const st = { offeredTurn: -1, trade: false };
  let actions = 0;
  while (s.winner < 0 && actions < limit) {
    const seat = seatToMove(s);
    const m = { you: seat, ready: true, view: viewFor(s, seat), targets: targetsFor(s, seat), offer: null, incoming: null } as unknown as GameMessage;
    const mv = choose(m, c, st);
    if (!mv || mv.t !== 'act') throw new Error(`seed ${seed}: no action at ${actions} (${JSON.stringify(mv)})`);
    const r = apply(s, { ...mv.action, p: seat });
    if (!r.ok) throw new Error(`seed ${seed}: ${r.error.code} for ${JSON.stringify(mv.action)}`);
    s = r.state;
    actions++;
  }
  return { winner: s.winner, actions, builds: c.builds };
}

describe('the scripted player', () => {
  it('ends games where it used to stop building: with the development deck empty it builds roads to new spots', () => {
    // These dice left every player without a spot and the deck empty, so no game ended, before the
    // scripted player built roads once the deck ran out (the leanclient test hung on such a game).
    for (const seed of ['x231', 'x355', 'x364', 'x415', 'x461', 'x468', 'x936', 'x991']) {
      const r = play(seed, 20_000);
      expect(r.winner, `seed ${seed} after ${r.actions} actions`).toBeGreaterThanOrEqual(0);
    }
  });

  it('ends each of 200 seeded games within 6,000 actions', () => {
    for (let k = 0; k < 200; k++) {
      const r = play(`end-${k}`, 6_000);
      expect(r.winner, `seed end-${k}`).toBeGreaterThanOrEqual(0);
      expect(r.builds).toBeGreaterThan(0);
    }
  });
});
