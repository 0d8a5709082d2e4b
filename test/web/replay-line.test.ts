/**
 * The replay says what a step did (a learner's play-test): on a 390×844 screen, stepping through a
 * finished game showed only whose turn it was ("blue is playing"), while the log that says what
 * happened was far below the board. Beside the controls, the step just taken is now written in
 * the log's own words (lastLine): tested here on a finished game of the fixtures, replayed.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/engine/index.js';
import { lastLine } from '../../web/src/logic/log.js';
import { frameAt, loadReplay, type LoadedReplay, type Viewpoint } from '../../web/src/logic/replay.js';

/** The fixtures' finished games (some stop before the end). */
const records = gunzipSync(readFileSync(new URL('../fixtures/replays.jsonl.gz', import.meta.url))).toString('utf8')
  .split('\n').filter(Boolean).map((l) => JSON.parse(l) as { record: GameRecord; summary: { phase: string } })
  .filter((x) => x.summary.phase === 'ended').map((x) => x.record);

/** What each kind of step's line says (English), for the step's actor. */
const SAYS: Record<string, (who: string) => RegExp> = {
  roll: (w) => new RegExp(`^${w} rolled \\d \\+ \\d = \\d+$`),
  build: (w) => new RegExp(`^${w} built a (road between|settlement at|city at) .+`),
  discard: (w) => new RegExp(`^${w} discarded .+`),
  robber: (w) => new RegExp(`^${w} moved the robber to .+`),
  buy: (w) => new RegExp(`^${w} bought a development card`),
  play: (w) => new RegExp(`^${w} played .+`),
  bankTrade: (w) => new RegExp(`^${w} traded .+ with the bank for .+`),
  trade: (w) => new RegExp(`^${w} gave .+ to .+ for .+`),
  end: (w) => new RegExp(`^${w} (ended the turn|passed)`),
};

describe('the replay\'s line for the step just taken', () => {
  const r = loadReplay(records.find((x) => x.players.length === 3)) as LoadedReplay;
  const line = (k: number, viewpoint: Viewpoint = 'open') => {
    const g = frameAt(r, k, viewpoint, 'en');
    return lastLine(g.log, { lang: 'en', seats: g.seats, board: r.board, specialBuild: g.view.rules.specialBuild });
  };

  it('regression: each step says what it did, by whom, not whose turn it is; nothing before the first', () => {
    expect('problem' in r).toBe(false);
    expect(line(0)).toBeNull();
    for (let k = 1; k <= r.steps.length; k++) {
      const { action } = r.steps[k - 1]!;
      const l = line(k)!;
      expect(l.seat, `step ${k}`).toBe(action.p);
      // The fixtures' records name no one: the page calls each seat by its place ("Player 2").
      const who = frameAt(r, k, 'open', 'en').seats[action.p]!.name;
      expect(who).toBe(`Player ${action.p + 1}`);
      expect(l.text, `step ${k}`).toMatch(SAYS[action.type]!(who));
    }
  });

  it('with what followed from it (production, a steal, the win), and what a seat did not see stays hidden', () => {
    const at = (pred: (k: number) => boolean) => { for (let k = 1; k <= r.steps.length; k++) if (pred(k)) return k; throw new Error('no such step'); };
    const produced = at((k) => { const a = r.steps[k - 1]!.action; return a.type === 'roll' && a.dice![0] + a.dice![1] !== 7 && r.steps[k - 1]!.events.some((e) => e.type === 'resources'); });
    expect(line(produced)!.sub.some((s) => / received /.test(s))).toBe(true);
    const stole = at((k) => { const a = r.steps[k - 1]!.action; return a.type === 'robber' && a.stolen !== undefined; });
    const robber = r.steps[stole - 1]!.action as Extract<GameRecord['actions'][number], { type: 'robber' }>;
    expect(line(stole)!.sub.join()).toMatch(/ robbed .+: 1 (brick|lumber|wool|grain|ore)$/);
    // A third seat, neither robber nor victim, sees a card taken, not which.
    const third = [0, 1, 2].find((s) => s !== robber.p && s !== robber.victim)!;
    expect(line(stole, third)!.sub.join()).toMatch(/ robbed [^:]+$/);
    expect(line(r.steps.length)!.sub.join()).toMatch(/ wins!$/);
  });
});
