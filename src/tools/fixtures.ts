/**
 * Writes the replay fixture (a development tool): seeded game records on mixed boards, 3 and 4
 * players and house rules, each with the replay summary of its final position and a hash of
 * every legal-action list seen on the way. The file was made once with the engine before the
 * incremental-legality rewrite; test/replays.test.ts replays it with today's engine and
 * requires the same summaries and the same legal actions, in the same order.
 *   node dist/tools/fixtures.js [--games 240] [--out test/fixtures/replays.jsonl.gz]
 * Only the engine's public API is used, so the tool runs unchanged on any engine version.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  Game, Rng, generateBoard, legalActions, summarize, type Action, type BoardKind, type Color, type GameRecord, type Rules,
} from '../engine/index.js';

const args = process.argv.slice(2);
const opt = (k: string, d: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1]! : d; };
const GAMES = Number(opt('--games', '240'));
const OUT = opt('--out', 'test/fixtures/replays.jsonl.gz');

const FOUR: Color[] = ['red', 'blue', 'white', 'orange'];
const THREE: Color[] = ['red', 'blue', 'orange'];
const RULES: Partial<Rules>[] = [
  {}, {}, { friendlyRobber: true }, { tradeThenBuild: true }, { victoryPoints: 8 }, { discard: false },
  { discardOver: 9, balancedDice: true }, { friendlyRobber: true, tradeThenBuild: true, victoryPoints: 12 }, { balancedDice: true },
];
const BOARDS: ('beginner' | BoardKind)[] = ['beginner', 'variable', 'random', 'balanced'];
const RES = ['brick', 'wood', 'wool', 'grain', 'ore'] as const;

/** FNV-1a over a string, folded into a running 32-bit hash. */
export function fold(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A player that prefers building and buying over ending the turn (shorter, more varied games
 * than uniform play), sometimes trades one card for one with another seat, and sometimes makes
 * a two-lot bank trade (not in the legal list: only apply() accepts it).
 */
function choose(g: Game, rng: Rng, legal: Action[]): Action {
  const s = g.state;
  const p = s.current;
  const summary = summarize(s);
  if (s.phase === 4 && rng.int(6) === 0) {
    const mine = summary.players[p]!.resources;
    const give = RES.filter((r) => mine[r] > 0);
    const others = summary.players.map((x, q) => ({ x, q })).filter(({ q }) => q !== p);
    const o = others[rng.int(others.length)]!;
    const get = RES.filter((r) => o.x.resources[r] > 0);
    if (give.length && get.length) {
      const gr = give[rng.int(give.length)]!, tr = get[rng.int(get.length)]!;
      if (gr !== tr) return { p, type: 'trade', with: o.q, give: { [gr]: 1 }, get: { [tr]: 1 } };
    }
  }
  if (s.phase === 4 && rng.int(10) === 0) {
    const mine = summary.players[p]!.resources;
    const rich = RES.find((r) => mine[r] >= 8);
    if (rich) {
      const other = RES.find((r) => r !== rich && summary.bank[r] >= 2)!;
      return { p, type: 'bankTrade', give: { [rich]: 8 }, get: { [other]: 2 } };
    }
  }
  const builds = legal.filter((a) => a.type === 'build' || a.type === 'buy' || a.type === 'play');
  if (builds.length && rng.int(3) > 0) return builds[rng.int(builds.length)]!;
  const rest = legal.filter((a) => a.type !== 'end');
  if (rest.length && rng.int(4) === 0) return rest[rng.int(rest.length)]!;
  return legal[rng.int(legal.length)]!;
}

function main(): void {
  const lines: string[] = [];
  for (let i = 0; i < GAMES; i++) {
    const colors = i % 3 === 2 ? THREE : FOUR;
    const kind = BOARDS[i % BOARDS.length]!;
    const rules = RULES[i % RULES.length]!;
    const seed = `fixture-${i}`;
    const boardJson: GameRecord['board'] = kind === 'beginner' ? 'beginner'
      : { generate: kind, seed: `board-${i}`, ...(kind === 'random' && i % 2 ? { options: { noAdjacentRed: true } } : {}) };
    const board = kind === 'beginner' ? 'beginner' as const
      : generateBoard({ kind, seed: `board-${i}`, ...(kind === 'random' && i % 2 ? { options: { noAdjacentRed: true } } : {}) });
    const g = Game.create({ colors, board, boardJson, rules, seed });
    const rng = new Rng(`play-${i}`);
    // Most games are cut short (the fixture stays small); every fifth is played to the end.
    const cap = i % 5 === 0 ? 100000 : 120 + rng.int(500);
    let hash = 2166136261;
    while (g.state.phase !== 6 && g.record.actions.length < cap) {
      const legal = legalActions(g.state);
      hash = fold(hash, JSON.stringify(legal));
      let res = g.apply(choose(g, rng, legal));
      if (!res.ok) res = g.apply(legal[rng.int(legal.length)]!);
      if (!res.ok) throw new Error(`game ${i}: a legal action was refused: ${res.error.message}`);
    }
    hash = fold(hash, JSON.stringify(legalActions(g.state)));
    lines.push(JSON.stringify({ seed, record: g.record, summary: summarize(g.state), legalHash: hash }));
  }
  writeFileSync(OUT, gzipSync(lines.join('\n') + '\n', { level: 9 }));
  console.log(`wrote ${lines.length} records to ${OUT}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
