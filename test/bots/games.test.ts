// Bots over many seeded games: never an illegal action, every game finishes, and no bot is
// handed anything beyond its seat's view.
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../src/bots/host.js';
import { createBot, type BotName } from '../../src/bots/registry.js';
import type { Bot, TradeOffer } from '../../src/bots/types.js';
import { resolveBoard, type Action, type GameView } from '../../src/engine/index.js';

/** Wraps a bot and checks every argument it is handed: its own seat's view and legal actions only. */
function spy(inner: Bot, seen: { calls: number; problems: string[] }): Bot {
  let seat = -1;
  const check = (view: GameView, where: string) => {
    seen.calls++;
    if (view.viewer !== seat) seen.problems.push(`${where}: view for ${String(view.viewer)} handed to seat ${seat}`);
    if ('d' in (view as object) || 'board' in (view as object)) seen.problems.push(`${where}: a state object was handed over`);
    const ended = view.phase === 'ended';
    for (const p of view.players) {
      if (p.seat !== seat && !ended && (p.resources || p.devCards || p.vp !== undefined)) seen.problems.push(`${where}: seat ${p.seat}'s hidden cards visible to seat ${seat}`);
    }
    const text = JSON.stringify(view);
    if (/"rng"|"deck"\s*:/.test(text)) seen.problems.push(`${where}: generator or deck in the view`);
  };
  return {
    name: inner.name,
    init(ctx) { seat = ctx.seat; inner.init(ctx); },
    decide(view: GameView, legal: readonly Action[]) {
      check(view, 'decide');
      for (const a of legal) if (a.p !== seat) seen.problems.push(`decide: an action of seat ${a.p} handed to seat ${seat}`);
      return inner.decide(view, legal);
    },
    respond(view: GameView, offer: TradeOffer) { check(view, 'respond'); return inner.respond(view, offer); },
    propose(view: GameView) { check(view, 'propose'); return inner.propose(view); },
    observe(action: Action, view: GameView) {
      check(view, 'observe');
      if (view.phase !== 'ended') {
        if (action.type === 'buy' && action.p !== seat && action.card) seen.problems.push('observe: another seat\'s bought card shown');
        if (action.type === 'robber' && action.stolen && action.p !== seat && action.victim !== seat) seen.problems.push('observe: a third party\'s stolen card shown');
      }
      inner.observe?.(action, view);
    },
  };
}

const LINEUPS: BotName[][] = [
  ['random', 'random', 'random', 'random'],
  ['easy', 'medium', 'random', 'easy'],
  ['medium', 'medium', 'medium', 'medium'],
  ['medium', 'easy', 'medium'],
  ['random', 'medium', 'easy'],
];

describe('the registry', () => {
  it('a name that is no bot is refused with the names that are (a researcher\'s script got undefined, then a TypeError inside playBotGame)', () => {
    expect(() => createBot('genius' as BotName)).toThrow(/no bot named "genius": the bots are random, easy, medium, hard, expert, ab/);
    expect(createBot('medium').name).toBe('medium');
  });
  it('options are checked as the command line checks them: a misspelt name or a bad value is refused, not dropped', () => {
    expect(() => createBot('hard', { budget: 50 } as never)).toThrow(/no bot option named "budget": the options are budgetMs, depth, iterations/);
    expect(() => createBot('hard', { budgetMs: -5 })).toThrow(/budgetMs must be a positive number of milliseconds, not -5/);
    expect(() => createBot('hard', { budgetMs: 'x' as never })).toThrow(/budgetMs must be a positive number of milliseconds, not "x"/);
    expect(() => createBot('ab', { depth: -1 })).toThrow(/depth must be a whole number from 1 to 6, not -1/);
    // NaN is said as NaN (JSON wrote it "null", a library play-test).
    expect(() => createBot('hard', { budgetMs: NaN })).toThrow(/budgetMs must be a positive number of milliseconds, not NaN$/);
    // playBotGame's own options: a misspelt one is refused, not ignored (rule: {victoryPoints: 3} played to 10).
    const four = () => ['random', 'random', 'random', 'random'].map((n) => createBot(n as 'random'));
    expect(() => playBotGame({ bots: four(), colors: ['red', 'blue', 'white', 'orange'], board: 'beginner', seed: 1, rule: { victoryPoints: 3 } } as never))
      .toThrow('playBotGame: unknown option "rule" (did you mean "rules"?); the options are bots, colors, board, boardJson, rules, seed, names, maxTurns, budgetMs, onAction');
    expect(createBot('ab', { depth: 1 }).name).toBe('ab');
    expect(createBot('hard', { budgetMs: 50, iterations: 10 }).name).toBe('hard');
  });
});

describe('bots play complete legal games', () => {
  it('60 seeded games across line-ups and boards: no illegal action, every game finishes, views only', () => {
    const seen = { calls: 0, problems: [] as string[] };
    let finished = 0;
    for (let g = 0; g < 60; g++) {
      const lineup = LINEUPS[g % LINEUPS.length]!;
      const board = g % 3 === 0 ? 'beginner' as const : resolveBoard({ generate: g % 3 === 1 ? 'variable' : 'balanced', seed: `bots${g}` });
      const bots = lineup.map((n) => spy(createBot(n), seen));
      const colors = lineup.length === 3 ? (['red', 'blue', 'orange'] as const) : (['red', 'blue', 'white', 'orange'] as const);
      const r = playBotGame({ bots, colors: [...colors], board, seed: `bots${g}`, maxTurns: 3000, rules: g % 4 === 3 ? { friendlyRobber: true, tradeThenBuild: true } : {} });
      if (r.winner !== null) finished++;
    }
    expect(seen.problems.slice(0, 5)).toEqual([]);
    expect(seen.calls).toBeGreaterThan(1000);
    expect(finished).toBe(60);
  });

  it('the hard bot plays legal, finished games within a small budget', () => {
    const seen = { calls: 0, problems: [] as string[] };
    for (let g = 0; g < 2; g++) {
      const bots = (['hard', 'medium', 'easy', 'medium'] as BotName[]).map((n) => spy(createBot(n, { budgetMs: 3 }), seen));
      // The beginner board starts after set-up; a variable board has the hard bot place its own.
      const board = g === 0 ? 'beginner' as const : resolveBoard({ generate: 'variable', seed: `hard${g}` });
      const r = playBotGame({ bots, colors: ['red', 'blue', 'white', 'orange'], board, seed: `hard${g}`, budgetMs: 3 });
      expect(r.winner).not.toBeNull();
    }
    expect(seen.problems.slice(0, 5)).toEqual([]);
  });

  it('medium trades with other bots (domestic trades happen)', () => {
    let trades = 0;
    for (let g = 0; g < 10; g++) {
      const bots = (['medium', 'medium', 'medium', 'medium'] as BotName[]).map((n) => createBot(n));
      trades += playBotGame({ bots, colors: ['red', 'blue', 'white', 'orange'], board: 'beginner', seed: `trade${g}` }).trades;
    }
    expect(trades).toBeGreaterThan(0);
  });
});

describe('§13: the host keeps chance and the seed from the bots, which see only what a person in their seat would (a library user\'s own Bot)', () => {
  const COLORS = ['red', 'blue', 'white', 'orange'] as const;
  it('a bot that names its own dice or card drawn is refused: chance decides them (§4 the roll, §5 and §8 the card bought)', () => {
    const cheat = (inner: Bot): Bot => ({
      ...inner, name: 'cheat', init: (c) => inner.init(c), respond: (v, o) => inner.respond(v, o), propose: (v) => inner.propose(v),
      decide(view, legal) {
        const a = inner.decide(view, legal);
        return a.type === 'roll' ? { ...a, dice: [4, 4] } : a.type === 'buy' ? { ...a, card: 'victoryPoint' } : a;
      },
    });
    const bots = [cheat(createBot('medium')), createBot('medium'), createBot('medium'), createBot('medium')];
    expect(() => playBotGame({ bots, colors: [...COLORS], board: 'beginner', seed: 'cheat-1' }))
      .toThrow(/bot cheat at seat 0 chose an illegal action .*"dice":\[4,4\].*chance decides the dice/);
  });

  it('a bot is not handed the game\'s seed: each seat gets its own, derived from it and not containing it', () => {
    const seeds: (string | number)[] = [];
    const bots = [0, 1, 2, 3].map(() => { const b = createBot('random'); const init = b.init.bind(b); return { ...b, decide: b.decide.bind(b), respond: b.respond.bind(b), propose: b.propose.bind(b), init: (c: Parameters<Bot['init']>[0]) => { seeds.push(c.seed); init(c); } }; });
    playBotGame({ bots, colors: [...COLORS], board: 'beginner', seed: 'secret-seed-42', maxTurns: 5 });
    expect(seeds).toHaveLength(4);
    expect(new Set(seeds).size, 'one seed a seat').toBe(4);
    for (const s of seeds) expect(String(s)).not.toContain('secret-seed-42');
  });

  it('a bot for each colour, each its own object: a mismatch or a shared bot is a SetupError naming it', () => {
    const three = [createBot('medium'), createBot('medium'), createBot('medium')];
    expect(() => playBotGame({ bots: three, colors: [...COLORS], board: 'beginner', seed: 1 })).toThrow(/one bot per colour: 3 bot\(s\) for 4 colour\(s\)/);
    const b = createBot('medium');
    expect(() => playBotGame({ bots: [createBot('easy'), b, createBot('easy'), b], colors: [...COLORS], board: 'beginner', seed: 1 }))
      .toThrow(/each seat needs its own bot object: seats 1 and 3 share one/);
  });
});
