// RULES.md §11 Variants: friendly robber (with the desert fallback), trade then build, victory
// target, no discard, discard limit, balanced dice.
import { describe, expect, it } from 'vitest';
import { Game, ISLANDS, RULE_RANGES, SUPPLY, legalActions, makeRecord, replayRecord, summarize, viewFor, type Action, type GameState } from '../../src/engine/index.js';
import {
  FOUR, SETTLEMENT_COST, TOP, act, deny, edgesAt, hand, info, path, play, rec, seats, start, type Pos, type Seat,
} from './fixtures.js';

const robberHexes = (s: GameState) => [...new Set(legalActions(s).filter((a) => a.type === 'robber').map((a) => (a as { hex: string }).hex))].sort();

describe('§11 friendly robber', () => {
  // Six settlements, two for each of seats 1–3, touch all 18 numbered hexes exactly once.
  const COVER = [['0,-1,N', '2,-2,S'], ['-1,-1,S', '1,1,N'], ['-2,2,N', '0,1,S']];
  const friendly = (robber: string, over: Record<number, Seat> = {}, rules: object = { friendlyRobber: true }) => start(rec({
    current: 0, phase: 'robber', rolled: true, robber,
    players: seats(4, { 1: { settlements: COVER[0] }, 2: { settlements: COVER[1] }, 3: { settlements: COVER[2] }, ...over }),
  }, { rules }));

  it('§11 a numbered hex touching a player with fewer than 3 visible VP is protected', () => {
    const s = friendly('2,0', {}, { friendlyRobber: true });
    const err = deny(s, { p: 0, type: 'robber', hex: '0,-2', victim: 1 });
    expect(err.code).toBe('robber-protected');
    expect(err.message).toContain('§11');
    // Without the variant the same move is fine.
    act(friendly('2,0', {}, {}), { p: 0, type: 'robber', hex: '0,-2', victim: 1 });
  });

  it('§11 if no hex but the robber\'s own is legal, it goes to the desert', () => {
    const s = friendly('2,0');
    expect(robberHexes(s)).toEqual(['0,0']);
    expect(info(act(s, { p: 0, type: 'robber', hex: '0,0' })).robber).toBe('0,0');
  });

  it('§11 …or stays on the desert if it is already there: the one case where the robber does not move', () => {
    const s = friendly('0,0');
    expect(robberHexes(s)).toEqual(['0,0']);
    const t = act(s, { p: 0, type: 'robber', hex: '0,0' });
    expect(info(t).robber).toBe('0,0');
    expect(info(t).phase).toBe('main');
    expect(deny(s, { p: 0, type: 'robber', hex: '1,0', victim: 2 }).code).toBe('robber-protected');
  });

  it('§11 the protection ends at 3 visible VP', () => {
    const s = friendly('0,0', { 1: { settlements: [COVER[0]![1]!], cities: [COVER[0]![0]!], resources: { wool: 1 } } });
    const open = robberHexes(s);
    expect(open).toEqual(['0,-1', '0,-2', '1,-1', '1,-2', '2,-1', '2,-2'].sort());
    const t = act(s, { p: 0, type: 'robber', hex: '0,-2', victim: 1, stolen: 'wool' });
    expect(hand(t, 0).wool).toBe(1);
  });

  it('§11 hidden VP cards do not lift the protection (visible VP count)', () => {
    const s = friendly('0,0', { 1: { settlements: COVER[0], devCards: { victoryPoint: 3 } } });
    expect(info(s).players[1]!.vp).toBe(5);
    expect(robberHexes(s)).toEqual(['0,0']);
  });

  it('§11 the mover\'s own buildings do not protect a hex', () => {
    const s = start(rec({ current: 0, phase: 'robber', rolled: true, players: seats(4, { 0: { settlements: ['2,-2,S'] } }) }, { rules: { friendlyRobber: true } }));
    expect(robberHexes(s)).toHaveLength(18);
    act(s, { p: 0, type: 'robber', hex: '2,-2' });
  });

  it('§11 the friendly robber also binds a Knight', () => {
    const s = start(rec({
      current: 0, phase: 'main', robber: '2,0',
      players: seats(4, { 0: { devCards: { knight: 1 } }, 1: { settlements: COVER[0] }, 2: { settlements: COVER[1] }, 3: { settlements: COVER[2] } }),
    }, { rules: { friendlyRobber: true } }));
    const t = act(s, { p: 0, type: 'play', card: 'knight' });
    expect(robberHexes(t)).toEqual(['0,0']);
  });
});

describe('§11 trade then build', () => {
  const me: Seat = { settlements: [TOP[5]!], roads: path(TOP[5]!, TOP[6]!), resources: { brick: 6, wood: 6, wool: 2, grain: 2, ore: 2 }, devCards: { monopoly: 1, roadBuilding: 1 } };
  const ttb = (extra: Partial<Pos> = {}) => start(rec({
    current: 0, phase: 'main', ...extra, players: seats(4, { 0: me, 1: { resources: { ore: 2, grain: 2 } } }),
  }, { rules: { tradeThenBuild: true } }));
  const domestic: Action = { p: 0, type: 'trade', with: 1, give: { brick: 1 }, get: { ore: 1 } };
  const maritime: Action = { p: 0, type: 'bankTrade', give: { wood: 4 }, get: { grain: 1 } };
  const road: Action = { p: 0, type: 'build', piece: 'road', at: path(TOP[6]!, TOP[7]!)[0]! };

  it('§11 trading first, then building, is allowed', () => {
    act(ttb(), domestic, maritime, road);
  });

  it.each([
    ['a road', road],
    ['a development card', { p: 0, type: 'buy', card: 'knight' } as Action],
  ])('§11 once %s is paid for, no more trading this turn', (_what, paid) => {
    const t = act(ttb(), paid);
    for (const a of [domestic, maritime]) {
      const err = deny(t, a);
      expect(err.code).toBe('trade-then-build');
      expect(err.message).toContain('§11');
    }
    expect(legalActions(t).some((a) => a.type === 'bankTrade')).toBe(false);
  });

  it('§11 playing a development card does not end the trading step', () => {
    act(ttb(), { p: 0, type: 'play', card: 'monopoly', resource: 'grain' }, domestic, maritime);
    const free = freeRoads();
    act(ttb(), { p: 0, type: 'play', card: 'roadBuilding' }, ...free, domestic);
  });

  it('§11 the next turn opens trading again', () => {
    const t = act(ttb(), road, { p: 0, type: 'end' }, { p: 1, type: 'roll', dice: [1, 1] });
    act(t, { p: 1, type: 'trade', with: 0, give: { ore: 1 }, get: { brick: 1 } });
  });

  function freeRoads(): Action[] {
    return path(TOP[6]!, TOP[7]!, TOP[8]!).map((at) => ({ p: 0, type: 'build', piece: 'road', at }));
  }
});

describe('§11 victory target', () => {
  const SPOTS = ['-1,-1,N', '-1,2,S', '-2,2,S', '0,-1,N'];
  const nine = (vpCards: number) => ({
    cities: SPOTS, settlements: [TOP[5]!], roads: [...path(TOP[5]!, TOP[6]!, TOP[7]!), ...SPOTS.map((v) => edgesAt(v)[0]!)],
    resources: SETTLEMENT_COST, devCards: { victoryPoint: vpCards },
  });
  const settle: Action = { p: 0, type: 'build', piece: 'settlement', at: TOP[7]! };
  const game = (vpCards: number, rules: object) => start(rec({ current: 0, phase: 'main', players: seats(4, { 0: nine(vpCards) }) }, { rules }));

  it.each([
    ['§11 with a target of 12, 10 VP does not win', 0, { victoryPoints: 12 }, null],
    ['§11 with a target of 12, 12 VP wins', 2, { victoryPoints: 12 }, 0],
    ['§11 by default 10 VP wins', 0, {}, 0],
  ] as const)('%s', (_name, cards, rules, winner) => {
    const t = act(game(cards, rules), settle);
    expect(info(t).players[0]!.vp).toBe(10 + cards);
    expect(info(t).winner).toBe(winner);
  });

  it('§11 an impossible target is refused when the game is created', () => {
    const r = replayRecord({ format: 1, rules: { victoryPoints: 2 }, board: 'beginner', players: FOUR.map((color) => ({ color })), actions: [] });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.at).toBe('record');
    expect(!r.ok && r.error).toContain('§11');
  });
});

describe('§11 the victory target\'s range (the project\'s clarification: 3 to 22)', () => {
  const created = (victoryPoints: number) => replayRecord({ format: 1, rules: { victoryPoints }, board: 'beginner', players: FOUR.map((color) => ({ color })), actions: [] });
  it('§11 22 is the most a player can hold (5 settlements, 4 cities, Longest Road, Largest Army, 5 Victory Point cards): a target of 22 is played, 23 refused', () => {
    // The range's top is the components' most, on either island: every settlement and city on the board, both special cards, every Victory Point card.
    for (const island of Object.values(ISLANDS)) expect(SUPPLY.settlements + 2 * SUPPLY.cities + 2 + 2 + island.deck[1]!).toBe(RULE_RANGES.victoryPoints[1]);
    expect(created(22).ok).toBe(true);
    const r = created(23);
    expect(!r.ok && r.error).toMatch(/from 3 to 22 \(§11: 22 is the most a player can hold/);
  });
});

describe('§11 discards: limit and no discard', () => {
  const cardsOf = (n: number) => ({ brick: Math.min(n, 6), wood: Math.max(0, n - 6) });
  const sevenWith = (n: number, rules: object) =>
    act(start(rec({ current: 0, phase: 'roll', players: seats(4, { 1: { resources: cardsOf(n) } }) }, { rules })), { p: 0, type: 'roll', dice: [3, 4] });
  it.each([
    [{ discardOver: 9 }, 9, 0], [{ discardOver: 9 }, 10, 5], [{ discardOver: 9 }, 8, 0], [{}, 8, 4],
    [{ discard: false }, 12, 0], [{ discard: false }, 8, 0], [{ discard: false, discardOver: 9 }, 14, 0],
  ])('§11 rules %o: a hand of %i discards %i', (rules, n, owes) => {
    const s = sevenWith(n, rules);
    expect(viewFor(s, 'spectator').players[1]!.owes).toBe(owes);
    expect(info(s).phase).toBe(owes ? 'discard' : 'robber');
  });
  it('§11 with No discard, a discard after the 7 is refused naming the variant, not §4.3 (a play-test)', () => {
    const s = sevenWith(12, { discard: false });
    const err = deny(s, { p: 1, type: 'discard', cards: { brick: 6 } });
    expect(err.code).toBe('wrong-phase');
    expect(err.section).toBe('§11');
    expect(err.message).toBe('no discard is owed: this game plays the No discard variant, so a 7 makes nobody discard (§11); now move the robber');
    // Without the variant, outside a discard phase, §4.3 is the rule.
    const t = act(s, { p: 0, type: 'robber', hex: '1,0' });
    expect(deny(sevenWith(3, {}), { p: 1, type: 'discard', cards: { brick: 1 } }).section).toBe('§4.3');
    expect(info(t).phase).toBe('main');
  });
});

describe('§11 balanced dice', () => {
  const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

  /** Play a live beginner game with no building, only rolling (discarding and robbing as needed). */
  function liveRolls(balancedDice: boolean, rolls: number) {
    const game = Game.create({ colors: FOUR, board: 'beginner', rules: { balancedDice }, seed: `balanced-${balancedDice}` });
    let n = 0;
    while (n < rolls) {
      const s = game.state;
      const phase = summarize(s).phase;
      const p = summarize(s).current;
      let a: Action;
      if (phase === 'roll') { a = { p, type: 'roll' }; n++; }
      else if (phase === 'main') a = { p, type: 'end' };
      else a = legalActions(s).find((x) => x.type === 'discard' || x.type === 'robber')!;
      const r = game.apply(a);
      if (!r.ok) throw new Error(r.error.message);
    }
    const dice = game.record.actions.filter((a) => a.type === 'roll').map((a) => (a as { dice: [number, number] }).dice);
    return { game, dice };
  }

  it('§11 balanced dice: each deck of 36 outcomes gives 31 rolls with no outcome twice, totals as the distribution says', () => {
    const { dice } = liveRolls(true, 31 * 12);
    for (let c = 0; c < 12; c++) {
      const cycle = dice.slice(c * 31, c * 31 + 31);
      expect(new Set(cycle.map(([a, b]) => `${a}${b}`)).size, `cycle ${c}`).toBe(31);
      const totals = new Array<number>(13).fill(0);
      for (const [a, b] of cycle) totals[a + b]!++;
      for (let t = 2; t <= 12; t++) {
        expect(totals[t]!, `cycle ${c}, total ${t}`).toBeLessThanOrEqual(WAYS[t]!);
        expect(totals[t]!, `cycle ${c}, total ${t}`).toBeGreaterThanOrEqual(WAYS[t]! - 5);
      }
    }
  });

  it('§11 fair dice (the default) repeat outcomes within 31 rolls: the contrast the variant removes', () => {
    const { dice } = liveRolls(false, 31 * 12);
    let repeats = 0;
    for (let c = 0; c < 12; c++) if (new Set(dice.slice(c * 31, c * 31 + 31).map(([a, b]) => `${a}${b}`)).size < 31) repeats++;
    expect(repeats).toBeGreaterThan(6);
  });

  it('§11 a balanced-dice record replays with its recorded dice, repeats included', () => {
    const { game } = liveRolls(true, 80);
    const again = replayRecord(makeRecord(game));
    expect(again.ok && summarize(again.state)).toEqual(summarize(game.state));
    const s = play(rec({ current: 0, phase: 'roll', players: seats(4, { 0: { settlements: ['2,0,S'] } }) }, {
      rules: { balancedDice: true },
      actions: [0, 1, 2, 3].flatMap((p) => [{ p, type: 'roll', dice: [4, 4] }, { p, type: 'end' }] as Action[]),
    }));
    expect(hand(s, 0).ore).toBe(4); // four rolls of 8, each paid
  });
});
