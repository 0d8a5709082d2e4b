// The `catan decide` protocol as another program's harness meets it (docs/bots.md): which seat
// answers in every phase (several discards owed; a robber or Road Building phase entered
// before the roll), "toMove", offers and proposals, errors on stdout with exit 0, and one
// process serving thousands of lines in constant memory.
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { answerLine, seatsThatMayAct, DECIDE_ERRORS } from '../../src/cli/decideLine.js';
import { TRADE_REASONS, DECISION_REASONS } from '../../src/bots/reasons.js';
import { apply, replayRecord, type Action } from '../../src/engine/index.js';

const PLAYERS = [{ color: 'red' }, { color: 'blue' }, { color: 'white' }, { color: 'orange' }];
const PIECES = [
  { settlements: ['0,-1,N', '-2,1,N'], roads: ['0,-1,NE', '-2,1,NE'] },
  { settlements: ['0,2,N', '-2,2,N'], roads: ['0,1,E', '-2,2,NE'] },
  { settlements: ['-1,0,N', '1,1,N'], roads: ['-1,-1,SE', '1,0,E'] },
  { settlements: ['2,-2,S', '-1,2,N'], roads: ['1,-1,NE', '-1,2,NE'] },
];
const record = (position: object, actions: object[] = [], extra: object = {}) => ({ format: 1, board: 'beginner', players: PLAYERS, position, actions, ...extra });

const MAIN = record({
  current: 0, phase: 'main', turn: 9,
  players: [
    { ...PIECES[0], resources: { brick: 1, wood: 1, wool: 1, grain: 3, ore: 3 } },
    { ...PIECES[1], resources: { ore: 2, grain: 2, brick: 3 } },
    { ...PIECES[2], resources: { wool: 1 } },
    { ...PIECES[3], resources: {} },
  ],
});
// A 7 with seats 1 and 3 over seven cards: both owe a discard, seat 1 first from the current player.
const DISCARDS = record({
  current: 0, phase: 'discard', turn: 12, owes: { 1: 4, 3: 5 },
  players: [
    { ...PIECES[0], resources: { brick: 1 } },
    { ...PIECES[1], resources: { brick: 2, wood: 2, wool: 2, grain: 2 } },
    { ...PIECES[2], resources: { wool: 1 } },
    { ...PIECES[3], resources: { ore: 4, grain: 3, wool: 3 } },
  ],
});
// A Knight and a Road Building card, each played before the roll.
const BEFORE_ROLL = (card: string) => record({
  current: 2, phase: 'roll', turn: 14,
  players: [
    { ...PIECES[0], resources: { brick: 1 } }, { ...PIECES[1], resources: { wool: 2 } },
    { ...PIECES[2], resources: { ore: 1 }, devCards: { [card]: 1 } }, { ...PIECES[3], resources: {} },
  ],
}, [{ p: 2, type: 'play', card }]);

const opts = { bot: 'medium' as const, seed: 't' };
const line = (x: object) => JSON.stringify(x);
const isAction = (a: unknown): a is Action & { reason: string; reasonCode: string } => typeof a === 'object' && a !== null && 'type' in a && 'p' in a;

describe('requests a harness may get wrong', () => {
  it('one of decide\'s keys misspelled is an error naming the right one, not silently ignored; "propose" is true or absent', () => {
    for (const bad of ['tomove', 'ToMove', 'to_move']) {
      expect(answerLine(line({ ...DISCARDS, [bad]: 3 }), opts)).toMatchObject({ ok: false, code: 'bad-key', error: expect.stringContaining('"toMove"') });
    }
    expect(answerLine(line({ ...MAIN, Propose: true }), opts)).toMatchObject({ ok: false, code: 'bad-key' });
    expect(answerLine(line({ ...MAIN, propose: 'yes' }), opts)).toMatchObject({ ok: false, code: 'bad-key' });
    expect(DECIDE_ERRORS).toContain('bad-key');
    // A record's own extras (its seed, names…) are still taken as they are.
    expect(answerLine(line({ ...MAIN, seed: 'x', commitment: 'y' }), opts)).toMatchObject({ p: 0 });
  });

  it('a line of a records file is taken as its record, with the line\'s own keys', () => {
    const asLine = { seed: 's', players: ['medium'], winner: null, summary: {}, record: DISCARDS };
    expect(answerLine(line({ ...asLine, toMove: 3 }), opts)).toMatchObject({ p: 3, type: 'discard' });
    expect(answerLine(line(asLine), opts)).toMatchObject({ p: 1, type: 'discard' });
  });
});

describe('decide: which seat answers', () => {
  it('several discards owed: the first owing seat from the current player, unless "toMove" names another that owes', () => {
    const r = replayRecord(line(DISCARDS));
    if (!r.ok) throw new Error(r.error);
    expect(seatsThatMayAct(r.state)).toEqual([1, 3]);
    const first = answerLine(line(DISCARDS), opts);
    expect(isAction(first) && first.type === 'discard' && first.p).toBe(1);
    const third = answerLine(line({ ...DISCARDS, toMove: 3 }), opts);
    if (!isAction(third) || third.type !== 'discard') throw new Error(JSON.stringify(third));
    expect(third.p).toBe(3);
    expect(Object.values(third.cards).reduce((a, b) => a + (b ?? 0), 0)).toBe(5);
    expect(apply(r.state, third).ok).toBe(true);
    expect(third.reasonCode).toBe('discard');
    // Its own discard, the one it makes when it owes alone (§4: discards in any order), not
    // whichever of its discards is listed first.
    const ALONE = { ...DISCARDS, position: { ...DISCARDS.position, owes: { 3: 5 } } };
    for (const bot of ['medium', 'hard', 'ab'] as const) {
      const alone = answerLine(line(ALONE), { ...opts, bot, budgetMs: 5 });
      const asked = answerLine(line({ ...DISCARDS, toMove: 3 }), { ...opts, bot, budgetMs: 5 });
      if (!isAction(alone) || alone.type !== 'discard' || !isAction(asked) || asked.type !== 'discard') throw new Error(JSON.stringify([alone, asked]));
      expect(asked.cards, bot).toEqual(alone.cards);
    }
    // Seat 3's discard applied: seat 1 still owes, and answers next.
    const after = answerLine(line({ ...DISCARDS, actions: [third] }), { ...opts, bot: 'hard', budgetMs: 5 });
    expect(isAction(after) && after.p).toBe(1);
    expect(answerLine(line({ ...DISCARDS, toMove: 2 }), opts)).toMatchObject({ ok: false, code: 'not-to-move', seats: [1, 3] });
    expect(answerLine(line({ ...DISCARDS, toMove: 0 }), opts)).toMatchObject({ ok: false, code: 'not-to-move' });
  });

  it('a robber phase entered before the roll (a Knight): the player who played it moves the robber', () => {
    for (const bot of ['medium', 'hard', 'ab'] as const) {
      const a = answerLine(line(BEFORE_ROLL('knight')), { ...opts, bot, budgetMs: 5 });
      expect(isAction(a) && a.type, bot).toBe('robber');
      expect(isAction(a) && a.p).toBe(2);
      expect(answerLine(line({ ...BEFORE_ROLL('knight'), toMove: 0 }), opts)).toMatchObject({ ok: false, code: 'not-to-move', seats: [2] });
    }
  });

  it('a Road Building phase entered before the roll: its player places the free roads', () => {
    const a = answerLine(line(BEFORE_ROLL('roadBuilding')), opts);
    expect(isAction(a) && a).toMatchObject({ p: 2, type: 'build', piece: 'road' });
  });

  it('every action comes with a one-line reason from the closed list', () => {
    for (const bot of ['random', 'easy', 'medium', 'hard', 'expert', 'ab'] as const) {
      const a = answerLine(line(MAIN), { ...opts, bot, budgetMs: 10, depth: 1 });
      if (!isAction(a)) throw new Error(JSON.stringify(a));
      expect(DECISION_REASONS).toContain(a.reasonCode);
      expect(a.reason.length).toBeGreaterThan(3);
    }
    const city = answerLine(line(MAIN), opts);
    expect(city).toMatchObject({ type: 'build', piece: 'city', reasonCode: 'city' });
    expect(isAction(city) && city.reason).toMatch(/^city on .*: \+\d+ pips$/);
    expect(isAction(answerLine(line(MAIN), { ...opts, lang: 'fr' })) && (answerLine(line(MAIN), { ...opts, lang: 'fr' }) as { reason: string }).reason).toMatch(/^ville sur/);
  });
});

describe('decide: offers and proposals', () => {
  it('answers an offer for the seat named by "toMove", with the §13 reason', () => {
    // Easy answers by §13 alone; medium finds an even exchange instead (one ore for a wool: a development card).
    const keeps = answerLine(line({ ...MAIN, toMove: 1, offer: { from: 0, give: { grain: 1 }, get: { ore: 2 } } }), { ...opts, bot: 'easy' });
    expect(keeps).toMatchObject({ seat: 1, answer: 'reject', reasonCode: 'keeps-last', resource: 'ore', reason: 'keeps its last ore' });
    const devCard = answerLine(line({ ...MAIN, toMove: 1, offer: { from: 0, give: { grain: 1 }, get: { ore: 2 } } }), opts);
    expect(devCard).toMatchObject({ seat: 1, answer: 'counter', give: { wool: 1 }, get: { ore: 1 }, build: 'devCard' });
    // Asked for two bricks for one ore: an even exchange (one for one) completes seat 1's city.
    const counter = answerLine(line({ ...MAIN, toMove: 1, offer: { from: 0, give: { ore: 1 }, get: { brick: 2 } } }), opts);
    expect(counter).toMatchObject({ seat: 1, answer: 'counter', give: { ore: 1 }, get: { brick: 1 }, reasonCode: 'even-counter', build: 'city' });
    const accept = answerLine(line({ ...MAIN, toMove: 1, offer: { from: 0, give: { ore: 1 }, get: { brick: 1 } } }), opts);
    // §7 only the player whose turn it is offers: an offer without "from" is theirs, answered the same.
    expect(answerLine(line({ ...MAIN, toMove: 1, offer: { give: { ore: 1 }, get: { brick: 1 } } }), opts)).toEqual(accept);
    expect(accept).toMatchObject({ answer: 'accept', reasonCode: 'completes-build', build: 'city' });
    const no = answerLine(line({ ...MAIN, toMove: 2, offer: { from: 0, give: { ore: 1 }, get: { wool: 1 } } }), { ...opts, lang: 'es' });
    expect(no).toMatchObject({ answer: 'reject', reasonCode: 'keeps-last', reason: 'se queda su última carta de lana' }); // the page's sentence (web rKeepsLast)
    for (const a of [keeps, counter, accept, no]) expect(TRADE_REASONS).toContain((a as { reasonCode: string }).reasonCode);
  });

  it('§7 the proposer answers a counter to its offer ("counter", its terms seen from the proposer): accept when it gains a build, else reject, with the reason', () => {
    // Seat 0 one ore short of a city; seat 1 countered: seat 0 gives a wool and gets an ore.
    const short = record({
      current: 0, phase: 'main', turn: 9,
      players: [{ ...PIECES[0], resources: { grain: 2, ore: 2, wool: 2 } }, { ...PIECES[1], resources: { ore: 2, grain: 2, brick: 3 } }, { ...PIECES[2], resources: { wool: 1 } }, { ...PIECES[3], resources: {} }],
    });
    expect(answerLine(line({ ...short, counter: { from: 1, give: { wool: 1 }, get: { ore: 1 } } }), opts))
      .toMatchObject({ seat: 0, answer: 'accept', reasonCode: 'completes-build', build: 'city' });
    // In MAIN seat 0 can build everything already: a counter gains it nothing (§13 c).
    expect(answerLine(line({ ...MAIN, counter: { from: 1, give: { ore: 1 }, get: { brick: 1 } } }), opts)).toMatchObject({ seat: 0, answer: 'reject', reasonCode: 'no-build' });
    // Errors: the answer is the current player's; the counter comes from another seat holding what it would give; not with an offer too.
    expect(answerLine(line({ ...MAIN, toMove: 2, counter: { from: 1, give: { ore: 1 }, get: { brick: 1 } } }), opts)).toMatchObject({ ok: false, code: 'not-to-move', seats: [0] });
    expect(answerLine(line({ ...MAIN, counter: { from: 0, give: { ore: 1 }, get: { brick: 1 } } }), opts)).toMatchObject({ ok: false, code: 'bad-offer', error: expect.stringMatching(/not seat 0 itself/) });
    // A "from" left out or not a seat is said to be so, not taken for the proposer (a play-test).
    expect(answerLine(line({ ...MAIN, counter: { give: { ore: 1 }, get: { brick: 1 } } }), opts)).toMatchObject({ ok: false, code: 'bad-offer', error: '"counter.from" is missing: it names the seat that countered' });
    expect(answerLine(line({ ...MAIN, counter: { from: 'two', give: { ore: 1 }, get: { brick: 1 } } }), opts)).toMatchObject({ ok: false, code: 'bad-offer', error: '"counter.from" must be a seat number from 0 to 3, not "two"' });
    expect(answerLine(line({ ...MAIN, counter: { from: 2, give: { ore: 1 }, get: { brick: 1 } } }), opts)).toMatchObject({ ok: false, code: 'bad-offer', error: expect.stringMatching(/^seat 2 would give 1 brick but holds 0/) });
    expect(answerLine(line({ ...DISCARDS, counter: { from: 1, give: { brick: 1 }, get: { wool: 1 } } }), opts)).toMatchObject({ ok: false, code: 'no-trade-now' });
    expect(answerLine(line({ ...MAIN, toMove: 1, offer: { from: 0, give: { ore: 1 }, get: { brick: 1 } }, counter: { from: 1, give: { ore: 1 }, get: { brick: 1 } } }), opts)).toMatchObject({ ok: false, code: 'bad-key' });
  });

  it('offers outside the proposer\'s action phase, without "toMove" or malformed are errors, not crashes', () => {
    expect(answerLine(line({ ...MAIN, offer: { from: 0, give: { ore: 1 }, get: { brick: 1 } } }), opts)).toMatchObject({ ok: false, code: 'bad-seat' });
    expect(answerLine(line({ ...MAIN, toMove: 1, offer: { from: 2, give: { ore: 1 }, get: { brick: 1 } } }), opts)).toMatchObject({ ok: false, code: 'no-trade-now' });
    expect(answerLine(line({ ...MAIN, toMove: 1, offer: { from: 0, give: { gold: 1 }, get: { brick: 1 } } }), opts)).toMatchObject({ ok: false, code: 'bad-offer' });
    expect(answerLine(line({ ...DISCARDS, toMove: 1, offer: { from: 0, give: { ore: 1 }, get: { brick: 1 } } }), opts)).toMatchObject({ ok: false, code: 'no-trade-now' });
    expect(answerLine(line({ ...MAIN, toMove: 1, offer: { from: 0, give: { ore: 1 }, get: { ore: 1 } } }), opts)).toMatchObject({ answer: 'reject', reasonCode: 'invalid' });
  });

  it('§7 an offer of cards the proposer does not hold is bad-offer, not answered (medium accepted five bricks from a seat with none)', () => {
    const error = answerLine(line({ ...MAIN, toMove: 1, offer: { from: 0, give: { brick: 9 }, get: { ore: 1 } } }), opts);
    expect(error).toMatchObject({ ok: false, code: 'bad-offer' });
    expect((error as { error: string }).error).toMatch(/^seat 0 offers 9 brick but holds \d+ \(§7/);
  });

  it('a request with a leading UTF-8 byte-order mark (a file saved by a Windows tool) is answered, not refused as not JSON', () => {
    expect(answerLine('\ufeff' + line(MAIN), opts)).toEqual(answerLine(line(MAIN), opts));
    expect(answerLine('\ufeff' + line(MAIN), opts)).toMatchObject({ p: 0, reasonCode: expect.any(String) });
  });

  it('proposes one offer that completes a build, or none', () => {
    // Seat 0 holds grain 4, ore 2, brick 1: one ore short of a city, with two spare grain.
    const short = record({ current: 0, phase: 'main', turn: 9, players: [{ ...PIECES[0], resources: { brick: 1, grain: 4, ore: 2 } }, { ...PIECES[1] }, { ...PIECES[2] }, { ...PIECES[3] }] });
    expect(answerLine(line({ ...short, propose: true }), opts)).toEqual({ seat: 0, propose: { give: { grain: 1 }, get: { ore: 1 } } });
    expect(answerLine(line({ ...MAIN, propose: true }), opts)).toEqual({ seat: 0, propose: null });
    expect(answerLine(line({ ...DISCARDS, propose: true }), opts)).toMatchObject({ ok: false, code: 'no-trade-now' });
  });

  it('"propose" with "toMove" naming another seat is refused by §7 (only the player whose turn it is trades), not answered for the current player', () => {
    const short = record({ current: 0, phase: 'main', turn: 9, players: [{ ...PIECES[0], resources: { brick: 1, grain: 4, ore: 2 } }, { ...PIECES[1], resources: { grain: 3, wool: 2 } }, { ...PIECES[2] }, { ...PIECES[3] }] });
    for (const toMove of [1, 2, 3]) {
      const r = answerLine(line({ ...short, toMove, propose: true }), opts);
      expect(r).toEqual({ ok: false, code: 'not-to-move', error: `only the player whose turn it is proposes a trade (§7): seat 0, not seat ${toMove}`, seats: [0] });
    }
    expect(answerLine(line({ ...short, toMove: 0, propose: true }), opts)).toEqual({ seat: 0, propose: { give: { grain: 1 }, get: { ore: 1 } } });
    expect(answerLine(line({ ...short, toMove: 9, propose: true }), opts)).toMatchObject({ ok: false, code: 'bad-seat' });
  });
});

/** Run `catan decide --stdio` with these lines; its stdout lines, stderr and exit code. */
function stdio(args: string[], input: string[], node: string[] = []): Promise<{ lines: string[]; err: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn('node', [...node, 'bin/catan.js', 'decide', ...args, '--stdio']);
    let out = '', err = '';
    child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { err += c.toString(); });
    child.on('close', (code) => resolve({ lines: out.split('\n').filter(Boolean), err, code }));
    child.stdin.end(input.join('\n') + '\n');
  });
}

describe('decide --stdio', () => {
  it('errors are {"ok": false, "code", "error"} lines with exit 0; the process answers the next line', async () => {
    const { lines, code } = await stdio(['--bot', 'medium'], ['{oops', '[1,2]', line({ ...MAIN, actions: [{ p: 3, type: 'end' }] }), line({ ...DISCARDS, toMove: 9 }), line(MAIN)]);
    expect(code).toBe(0);
    expect(lines).toHaveLength(5);
    const answers = lines.map((l) => JSON.parse(l) as { ok?: boolean; code?: string; error?: string; type?: string; at?: number });
    expect(answers.slice(0, 4).map((a) => a.code)).toEqual(['not-json', 'record', 'record', 'bad-seat']);
    for (const a of answers.slice(0, 4)) { expect(a.ok).toBe(false); expect(DECIDE_ERRORS).toContain(a.code); expect(a.error).not.toMatch(/at .*\.js:\d+/); }
    expect(answers[1]).toMatchObject({ recordCode: 'not-a-record', at: 'record' });
    expect(answers[2]!.at).toBe(0);
    expect(answers[4]).toMatchObject({ type: 'build', piece: 'city' });
  });

  it('one process answers 3,000 lines in constant memory (figures on stderr with --stats)', async () => {
    const input = Array.from({ length: 3000 }, (_, i) => line(i % 3 === 0 ? MAIN : i % 3 === 1 ? { ...DISCARDS, toMove: 3 } : { ...MAIN, toMove: 1, offer: { from: 0, give: { ore: 1 }, get: { brick: 1 } } }));
    const { lines, err, code } = await stdio(['--bot', 'medium', '--stats'], input, ['--expose-gc']);
    expect(code).toBe(0);
    expect(lines).toHaveLength(3000);
    const stats = JSON.parse(err.trim().split('\n').pop()!) as { lines: number; msPerLine: number; heapMbAt100: number; heapMbAtEnd: number };
    expect(stats.lines).toBe(3000);
    // The heap after 3,000 lines is within a few MB of the heap after 100 (no per-line leak).
    expect(stats.heapMbAtEnd - stats.heapMbAt100).toBeLessThan(4);
    console.log(`decide --stdio (medium): ${stats.msPerLine} ms per line, heap ${stats.heapMbAt100} MB after 100 lines, ${stats.heapMbAtEnd} MB after 3000`);
  });

  it('--stats with fewer than 100 lines says the heap after 100 is not known (null), not 0 (a researcher\'s play-test)', () => {
    const r = spawnSync(process.execPath, ['bin/catan.js', 'decide', '--bot', 'random', '--stdio', '--stats'], { encoding: 'utf8', input: 'x\ny\n' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stderr.trim().split('\n').pop()!)).toMatchObject({ lines: 2, heapMbAt100: null });
  });
});
