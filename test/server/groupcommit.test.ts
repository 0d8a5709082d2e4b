/**
 * Group commit (src/server/store/groupcommit.ts): batches pipelined up to a depth, settled in
 * the order sent whatever order the answers come in; a wait for "everything so far" waits for
 * the batches still in flight; a failed batch fails its own writes only.
 */
import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../src/server/store/groupcommit.js';
import type { Op } from '../../src/server/store/types.js';

const tick = () => new Promise((r) => setImmediate(r));
const ack = (room: string, n: number): Op => ({ op: 'ack', room, seat: 0, ack: n });

/** A store whose commits are answered by hand. */
function manual(depth: number) {
  const calls: { ops: Op[]; ok: () => void; fail: (e: Error) => void }[] = [];
  const gc = new GroupCommit((ops) => new Promise<ReadonlySet<string>>((ok, fail) => calls.push({ ops, ok: () => ok(new Set()), fail })), depth);
  return { gc, calls };
}

describe('group commit', () => {
  it('sends the next batch while one is in flight, up to its depth', async () => {
    const { gc, calls } = manual(2);
    gc.write(ack('a', 1));
    await tick();
    gc.write(ack('a', 2));
    await tick();
    gc.write(ack('a', 3));
    await tick();
    expect(calls.map((c) => c.ops.length)).toEqual([1, 1]); // the third waits for a free place
    calls[0]!.ok();
    await tick(); await tick();
    expect(calls).toHaveLength(3);
  });

  it('with depth 1, a batch waits for the one before it to be answered', async () => {
    const { gc, calls } = manual(1);
    gc.write(ack('a', 1));
    await tick();
    gc.write(ack('a', 2));
    await tick(); await tick();
    expect(calls).toHaveLength(1);
    calls[0]!.ok();
    await tick(); await tick();
    expect(calls).toHaveLength(2);
  });

  it('runs callbacks batch by batch in the order sent, even when a later batch is answered first', async () => {
    const { gc, calls } = manual(3);
    const order: number[] = [];
    gc.write(ack('a', 1), () => order.push(1));
    await tick();
    gc.write(ack('b', 2), () => order.push(2));
    await tick();
    expect(calls).toHaveLength(2);
    calls[1]!.ok();
    await tick();
    expect(order).toEqual([]); // the second is committed, but the first is not answered yet
    calls[0]!.ok();
    await tick();
    expect(order).toEqual([1, 2]);
  });

  it('afterCommit waits for the batches in flight when nothing new was written', async () => {
    const { gc, calls } = manual(2);
    let done = false;
    gc.write(ack('a', 1));
    await tick();
    gc.afterCommit(() => { done = true; });
    await tick(); await tick();
    expect(calls).toHaveLength(1);
    expect(done).toBe(false);
    calls[0]!.ok();
    await tick();
    expect(done).toBe(true);
  });

  it('a failed batch fails its own writes and not the next batch’s', async () => {
    const { gc, calls } = manual(2);
    const got: (string | null)[] = [];
    gc.write(ack('a', 1), (e) => got.push(e ? e.message : null));
    await tick();
    gc.write(ack('b', 1), (e) => got.push(e ? e.message : null));
    await tick();
    calls[0]!.fail(new Error('disk full'));
    calls[1]!.ok();
    await tick();
    expect(got).toEqual(['disk full', null]);
  });
});
