/**
 * Structure (issue 11 §5): one §7 negotiation procedure for the bot host and the server, run
 * at once or with answers that come later, with the same outcome; a restart replays each stored
 * game once (not twice); the wire's codes are closed lists.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Game } from '../../src/engine/index.js';
import { negotiateLater, negotiateNow, type NegotiationHandlers } from '../../src/bots/negotiation.js';
import type { TradeOffer, TradeResponse } from '../../src/bots/types.js';
import { ERROR_CODES, SERVER_REFUSALS } from '../../src/protocol/index.js';
import { SqliteStore } from '../../src/server/store/sqlite.js';
import { TestConn, createRoom, makeRooms, playOut } from './harness.js';

const dir = mkdtempSync(join(tmpdir(), 'catan-structure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const A: TradeResponse = { type: 'accept' };
const R: TradeResponse = { type: 'reject' };
const C = (give: number, get: number): TradeResponse => ({ type: 'counter', give: { ore: give }, get: { wool: get } });

/** Answers by seat, the proposer's verdicts on counters (by the seat that countered), and which trades apply. */
function handlers(answers: Record<number, TradeResponse>, approve: Record<number, TradeResponse>, applies: (q: number) => boolean, log: string[]): NegotiationHandlers<'sync'> {
  return {
    ask: (q) => { log.push(`ask ${q}`); return answers[q] ?? R; },
    approve: (o: TradeOffer) => { log.push(`approve ${o.from}`); return approve[o.from] ?? R; },
    trade: (q, give, get) => { log.push(`trade ${q} ${JSON.stringify(give)}→${JSON.stringify(get)}`); return applies(q); },
  };
}

describe('§7 negotiation, one procedure', () => {
  const OFFER = { give: { brick: 1 }, get: { grain: 1 } };
  const cases: { name: string; from: number; answers: Record<number, TradeResponse>; approve?: Record<number, TradeResponse>; applies?: (q: number) => boolean; settled: number | null; counter?: boolean }[] = [
    { name: 'the first acceptance in turn order from the proposer is taken', from: 2, answers: { 3: R, 0: A, 1: A }, settled: 0 },
    { name: 'turn order wraps round the table', from: 3, answers: { 0: R, 1: R, 2: A }, settled: 2 },
    { name: 'an acceptance whose trade does not apply gives way to the next', from: 0, answers: { 1: A, 2: A }, applies: (q) => q !== 1, settled: 2 },
    { name: 'no acceptance: a counter the proposer accepts (§13)', from: 1, answers: { 2: C(1, 2), 3: C(2, 1), 0: R }, approve: { 3: A }, settled: 3, counter: true },
    { name: 'no acceptance and no counter accepted: no trade', from: 1, answers: { 2: C(1, 2), 3: R, 0: R }, approve: { 2: R }, settled: null },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const now: string[] = [], later: string[] = [];
      const run = negotiateNow(c.from, 4, OFFER, handlers(c.answers, c.approve ?? {}, c.applies ?? (() => true), now));
      // The same, with every answer arriving later (as the server's bots and people give them).
      const sync = handlers(c.answers, c.approve ?? {}, c.applies ?? (() => true), later);
      const wait = <T>(x: T) => new Promise<T>((ok) => setTimeout(() => ok(x), 1));
      const async = await negotiateLater(c.from, 4, OFFER, { ask: (q) => wait(sync.ask(q)), approve: (o) => wait(sync.approve(o)), trade: sync.trade });
      expect(run?.with ?? null).toBe(c.settled);
      expect(async).toEqual(run);
      expect(later).toEqual(now);
      if (run && c.counter) expect(run).toMatchObject({ counter: true, give: { ore: expect.any(Number) } });
    });
  }
});

describe('a restart', () => {
  it('replays each stored game once, through the checked door (regression: it was replayed twice)', async () => {
    const path = join(dir, 'once.db');
    let rooms = makeRooms({}, path, new SqliteStore(path));
    const ana = new TestConn('structure-token-000000000', 'Ana');
    const room = createRoom(rooms, { seats: [{ kind: 'person' }, { kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'variable', seed: 'once' }, seed: 'once', start: true, paceMs: 0 }, ana);
    room.join(ana);
    room.sit(ana, undefined, 'Ana');
    await playOut([ana], { until: () => (room.session?.actions ?? 0) > 60 });
    room.leave(ana);
    await new Promise((r) => setTimeout(r, 20));
    const id = room.id;
    const actions = room.session!.actions;
    const record = JSON.stringify(room.session!.game.record.actions);
    await new Promise<void>((ok) => rooms.store.afterCommit(() => ok()));
    rooms.close();
    await rooms.store.close();
    const apply = vi.spyOn(Game.prototype, 'apply');
    const resume = vi.spyOn(Game, 'resume');
    rooms = makeRooms({}, path, new SqliteStore(path));
    const boot = await rooms.boot();
    expect(boot).toEqual({ resumed: 1, failed: [] });
    expect(apply).toHaveBeenCalledTimes(actions);
    expect(resume).not.toHaveBeenCalled();
    apply.mockRestore(); resume.mockRestore();
    expect(JSON.stringify(rooms.live(id)!.session!.game.record.actions)).toBe(record);
    rooms.close();
    await rooms.store.close();
  });
});

describe('the wire’s vocabulary', () => {
  it('codes are closed lists without repeats', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(new Set(SERVER_REFUSALS).size).toBe(SERVER_REFUSALS.length);
  });
});

describe('docs/server.md names every code a client may see', () => {
  it('each error code and each server refusal code is in its tables (a developer reading the docs met codes they did not explain)', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { ERROR_CODES, SERVER_REFUSALS } = await import('../../src/protocol/index.js');
    const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'server.md'), 'utf8');
    const missing = [...ERROR_CODES, ...SERVER_REFUSALS].filter((c) => !doc.includes(`\`${c}\``));
    expect(missing).toEqual([]);
  });
});
