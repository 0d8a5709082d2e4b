/**
 * Measuring variants of the bots (a development tool, not shipped behaviour): one seat plays
 * the bot under test, the others are drawn from an opponent set; seats rotate with the game
 * index, boards are variable and seeded, so two variants run with the same --seed meet the
 * same boards, seats and opponents.
 *   node dist/tools/compare.js [--games N] [--seed S] [--budget MS] [--me hard|expert|ab|medium|setup-only]
 *     [--opponents medium|pool|ab|mixed] [--set key=value,...] [--depth D] [--players 3|4] [--from G]
 * Opponent sets: `medium` (three medium bots), `pool` (drawn from medium, easy and the medium
 * variants of src/tools/styles.ts), `ab` (three ab bots), `mixed` (drawn from the pool and ab).
 * `--set` passes search options to hard/expert (see SearchOptions in src/bots/search.ts), for
 * instance `--set leaf=hand,setup=policy,counting=off,iterations=40`.
 * `--from G` plays games G.. (the same games as a longer run's from G on: two processes can share a run).
 * `--me setup-only` is a medium bot that places its set-up by the learned model.
 */
import { parseArgs } from 'node:util';
import { AlphaBetaBot } from '../bots/ab.js';
import { BasicBot } from '../bots/basic.js';
import { playBotGame } from '../bots/host.js';
import { STYLES } from './styles.js';
import { DEFAULT_SEARCH, SearchBot, type SearchOptions } from '../bots/search.js';
import { SetupModelBot } from '../bots/setup.js';
import type { Bot } from '../bots/types.js';
import { Rng, resolveBoard, type Color } from '../engine/index.js';
import { percentile, wilson95 } from '../tourney/stats.js';

const { values: v } = parseArgs({
  options: {
    games: { type: 'string', default: '200' }, seed: { type: 'string', default: 'compare' }, budget: { type: 'string', default: '50' },
    opponents: { type: 'string', default: 'medium' }, me: { type: 'string', default: 'hard' }, set: { type: 'string', default: '' },
    depth: { type: 'string', default: '2' }, players: { type: 'string', default: '4' }, from: { type: 'string', default: '0' },
  },
});
const games = Number(v.games), budget = Number(v.budget), depth = Number(v.depth), from = Number(v.from);

/** `key=value,...` as search options: numbers, on/off, or words. */
function parseSet(text: string): Partial<SearchOptions> {
  const out: Record<string, unknown> = {};
  for (const part of text.split(',').filter(Boolean)) {
    const [k, raw = ''] = part.split('=');
    // A misspelt or unknown key would otherwise measure the defaults under another name.
    if (!(k! in DEFAULT_SEARCH)) {
      console.error(`--set: unknown search option "${k}" (one of ${Object.keys(DEFAULT_SEARCH).join(', ')})`);
      process.exit(2);
    }
    out[k!] = raw === 'on' ? true : raw === 'off' ? false : Number.isFinite(Number(raw)) && raw !== '' ? Number(raw) : raw;
  }
  return out as Partial<SearchOptions>;
}
const options = parseSet(v.set);

function me(): Bot {
  switch (v.me) {
    case 'setup-only': return new SetupModelBot();
    case 'ab': return new AlphaBetaBot(depth);
    case 'medium': return new BasicBot('medium');
    case 'expert': return new SearchBot(budget, options, 'expert');
    default: return new SearchBot(budget, options);
  }
}

function opponent(rng: Rng): { name: string; bot: Bot } {
  const pick = (): { name: string; bot: Bot } => {
    const { name, policy } = STYLES[rng.int(STYLES.length)]!;
    return { name, bot: new BasicBot(name === 'easy' ? 'easy' : 'medium', policy) };
  };
  switch (v.opponents) {
    case 'pool': return pick();
    case 'ab': return { name: 'ab', bot: new AlphaBetaBot() };
    case 'mixed': return rng.int(3) === 0 ? { name: 'ab', bot: new AlphaBetaBot() } : pick();
    default: return { name: 'medium', bot: new BasicBot('medium') };
  }
}

const colors: Color[] = (['red', 'blue', 'white', 'orange'] as Color[]).slice(0, Number(v.players));
const n = colors.length;
let vp = 0, iterations = 0, searched = 0;
/** Games and wins by the seat the bot under test sat in (seats rotate with the game index). */
const bySeat = colors.map(() => ({ games: 0, wins: 0 }));
const others: Record<string, number> = {};
const times: number[] = [];
const t0 = performance.now();
for (let g = from; g < from + games; g++) {
  const rng = new Rng(`${v.seed}/pool/${g}`);
  const seat = g % n;
  const names: string[] = [];
  let mine: Bot | null = null;
  const bots: Bot[] = colors.map((_, q) => {
    if (q === seat) { names.push('me'); return (mine = me()); }
    const o = opponent(rng);
    names.push(o.name);
    return o.bot;
  });
  // Count the search bot's playout iterations per searched decision.
  const sb = mine as unknown as { lastIterations?: number; decide: Bot['decide'] };
  if (sb.lastIterations !== undefined) {
    const decide = sb.decide.bind(sb);
    sb.decide = (view, legal) => { sb.lastIterations = -1; const a = decide(view, legal); if (sb.lastIterations! >= 0) { iterations += sb.lastIterations!; searched++; } return a; };
  }
  const r = playBotGame({ bots, colors, board: resolveBoard({ generate: 'variable', seed: `${v.seed}/b/${g}` }), seed: `${v.seed}/g/${g}`, budgetMs: budget });
  bySeat[seat]!.games++;
  if (r.winner === seat) bySeat[seat]!.wins++;
  else if (r.winner !== null) others[names[r.winner]!] = (others[names[r.winner]!] ?? 0) + 1;
  vp += r.vp[seat]!;
  times.push(...r.decisionMs[seat]!);
}
const wins = bySeat.reduce((sum, x) => sum + x.wins, 0);
const [lo, hi] = wilson95(wins, games);
const sorted = Float64Array.from(times).sort();
const pct = (x: number) => (100 * x).toFixed(1);
console.log(`${v.me} ${v.set || '(defaults)'} budget=${budget} ms vs ${v.opponents}, seed ${v.seed}: ${wins}/${games} = ${pct(wins / games)}% [${pct(lo)}, ${pct(hi)}], avg VP ${(vp / games).toFixed(2)}; ` +
  `other wins ${JSON.stringify(others)}; decision ms p50 ${percentile(sorted, 0.5).toFixed(2)} p95 ${percentile(sorted, 0.95).toFixed(1)} max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)}; ` +
  `${searched ? `${(iterations / searched).toFixed(0)} iterations per searched decision; ` : ''}${((performance.now() - t0) / games).toFixed(0)} ms/game; ` +
  `wins by seat ${bySeat.map((x) => `${x.wins}/${x.games}`).join(' ')}`);
