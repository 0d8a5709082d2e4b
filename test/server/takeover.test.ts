/**
 * The line a node logs when it takes rooms over from another (cluster/node.ts; the cluster test
 * test/cluster/resume.test.ts reads it from a real survivor): how many rooms, from which node or
 * nodes, the time their loading and replay took, which ones, and any that could not be loaded.
 */
import { describe, expect, it } from 'vitest';
import { takeoverLine } from '../../src/server/cluster/node.js';

describe('the take-over log line (ops play-test: survivors logged nothing)', () => {
  it('one node, one room asked for by a player', () => {
    expect(takeoverLine([{ room: 'r1', from: 'n1' }], [true], 12.4, 'me', 'asked for'))
      .toBe('cluster: took over 1 room from node n1 (asked for by a player), loaded and replayed in 12 ms: r1');
  });

  it('several nodes are counted apart; rooms that could not be loaded are counted; at most eight rooms are named', () => {
    const taken = Array.from({ length: 10 }, (_, i) => ({ room: `r${i}`, from: i < 7 ? 'a' : 'b' }));
    const line = takeoverLine(taken, taken.map((_, i) => i !== 3), 401, 'me');
    expect(line).toBe('cluster: took over 10 rooms from 7 of node a, 3 of node b, loaded and replayed in 401 ms; 1 could not be loaded: r0 r1 r2 r3 r4 r5 r6 r7 …');
  });

  // An operator's play-test: after a database outage a node logged "took over 2 rooms from 1 of node <its own id>, …".
  it('rooms whose lease was this node\'s own are taken back, not taken over from it', () => {
    expect(takeoverLine([{ room: 'r1', from: 'me' }, { room: 'r2', from: 'me' }], [true, true], 20, 'me'))
      .toBe('cluster: took back 2 rooms of its own whose leases had lapsed, loaded and replayed in 20 ms: r1 r2');
    expect(takeoverLine([{ room: 'r1', from: 'me' }, { room: 'r2', from: 'b' }, { room: 'r3', from: 'b' }], [true, true, true], 31, 'me'))
      .toBe('cluster: took over 2 rooms from node b and took back 1 room of its own whose lease had lapsed, loaded and replayed in 31 ms: r1 r2 r3');
  });
});
