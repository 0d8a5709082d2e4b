/**
 * The page's headless store without a DOM: real games' message streams folded through the
 * reducer, and the person's intents turned into messages. What the components render is only
 * this state; what the page does to the world is only these effects.
 */
import { loadPack } from '../../web/src/i18n.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type BoardJson, type Boot, type GameMessage, type LogEntry, type ServerMessage, type StateMessage } from '../../web/src/wire.js';
import { gameOf } from '../../web/src/logic/room.js';
import { reduce } from '../../web/src/store/reduce.js';
import { initialState } from '../../web/src/store/initial.js';
import { paceChoices } from '../../web/src/ui/StartScreen.js';
import { choose, passReason, passState, waitsFor } from '../../web/src/store/pass.js';
import { modalOpen } from '../../web/src/store/game.js';
import { cueEntry, cueRoom, toastWords } from '../../web/src/store/fold.js';
import { cuesOfEntries } from '../../web/src/logic/cues.js';
import { connectionNote } from '../../web/src/store/server.js';
import type { Effect, PageEvent, PageState } from '../../web/src/store/types.js';
import { entrySeats, formatEntry } from '../../web/src/logic/log.js';
import { held, soloGame, states, twoPeople } from './fixture.js';

const start = (over: Partial<PageState> = {}): PageState => ({
  ...initialState({ boot: null, lang: 'en', route: { page: 'home' }, name: 'Ana', savedSetup: null, savedSettings: null, seed: 's1', hidden: false }),
  ...over,
});

/** Run events through the reducer, keeping every effect. */
function run(s: PageState, events: PageEvent[]): { state: PageState; effects: Effect[] } {
  const effects: Effect[] = [];
  for (const e of events) {
    const r = reduce(s, e);
    s = r.state;
    effects.push(...r.effects);
  }
  return { state: s, effects };
}

const serverEvents = (ms: ServerMessage[], via?: number): PageEvent[] => ms.map((msg, i) => ({ k: 'server', msg, at: 1000 + i, ...(via ? { via } : {}) }));
const game = (s: PageState): GameMessage => gameOf(s.room!, s.lang)!.msg;

let solo: ServerMessage[] = [];
let soloState: PageState;
let soloEffects: Effect[] = [];

beforeAll(async () => {
  solo = await soloGame({ players: 4, name: 'Ana', color: 'red', bots: ['medium', 'medium', 'easy'], board: { kind: 'variable', seed: 'store-1' }, rules: {}, seed: 'st1', paceMs: 0 });
  ({ state: soloState, effects: soloEffects } = run(start({ settings: { sound: true, diceAnimation: true } }), serverEvents(solo)));
}, 90_000);

describe('the store folds a whole game as the page received it', () => {
  it('the room created from the start screen becomes the page\'s address, once', () => {
    const nav = soloEffects.filter((e) => e.k === 'navigate');
    expect(nav).toHaveLength(1);
    expect(nav[0]).toMatchObject({ path: `/room/${soloState.room!.msg.room.id}`, replace: true });
    expect(soloEffects.filter((e) => e.k === 'adopt')).toHaveLength(1);
    expect(soloState.route).toEqual({ page: 'room', id: soloState.room!.msg.room.id });
  });

  it('the log it holds is the server\'s log, entry for entry', () => {
    const last = states(solo).at(-1)!;
    expect(soloState.room!.logStart + soloState.room!.log.length).toBe(last.version);
    expect(soloState.room!.log).toEqual(held(solo).at(-1)!.log);
    expect(game(soloState).end).not.toBeNull();
  });

  it('cues: the dice for every roll, production that adds up to what each seat received, each build', () => {
    let serial = 0;
    let rolls = 0, produced = 0, builds = 0;
    let s = start();
    for (const e of serverEvents(solo)) {
      const before = s.room?.log.length ?? 0;
      const r = reduce(s, e);
      s = r.state;
      const fresh = s.cues.filter((c) => c.id > serial);
      serial = Math.max(serial, ...s.cues.map((c) => c.id), serial);
      const arrived = s.room ? s.room.log.slice(before) : [];
      for (const entry of arrived) {
        if (entry.k !== 'act') continue;
        if (entry.action.type === 'roll') rolls++;
        if (entry.action.type === 'build') builds++;
      }
      for (const c of fresh) {
        if (c.kind !== 'produce' || c.total === 0) continue;
        produced++;
        // Every card a roll paid is in a flow, and no flow invents one.
        const roll = arrived.find((x) => x.k === 'act' && x.action.type === 'roll' && x.action.dice && x.action.dice[0] + x.action.dice[1] === c.total);
        if (!roll || roll.k !== 'act') continue;
        for (const ev of roll.events) {
          if (ev.type !== 'resources') continue;
          for (const res of RESOURCES) {
            const got = Math.max(0, ev.delta[res] ?? 0);
            const flowed = c.flows.filter((f) => f.seat === ev.p && f.resource === res).reduce((a, f) => a + f.n, 0);
            expect(flowed, `seat ${ev.p} ${res} on a ${c.total}`).toBe(got);
          }
        }
        // Cards from a hex come from a hex with the rolled number.
        for (const f of c.flows) if (f.hex) expect(s.room!.board.hexes[f.hex]!.token).toBe(c.total);
      }
      // Cues are taken by the motion layer; here they are done at once.
      for (const c of s.cues) s = reduce(s, { k: 'cue-done', id: c.id }).state;
    }
    expect(rolls).toBeGreaterThan(20);
    expect(produced).toBeGreaterThan(10);
    expect(builds).toBeGreaterThan(8);
  });

  it('sounds only when the person turned sound on, and never before', () => {
    const quiet = run(start(), serverEvents(solo)).effects;
    expect(quiet.filter((e) => e.k === 'sound')).toEqual([]);
    const sounds = new Set(soloEffects.flatMap((e) => (e.k === 'sound' ? [e.sound] : [])));
    for (const s of ['dice', 'build', 'turn', 'win'] as const) expect(sounds.has(s), s).toBe(true);
  });

  it('the turn calls through the tab\'s title only while the page is hidden', () => {
    expect(soloEffects.filter((e) => e.k === 'attention')).toEqual([]);
    const hidden = run(start({ hidden: true }), serverEvents(solo)).effects.filter((e) => e.k === 'attention');
    expect(hidden.length).toBeGreaterThan(3);
    expect(hidden[0]).toMatchObject({ on: true, text: expect.stringContaining('Your turn') });
    expect(reduce(start({ hidden: true }), { k: 'visibility', hidden: false }).effects).toEqual([{ k: 'attention', on: false, text: 'Catan' }]);
  });

  it('a steal is announced with its card only to the thief and the victim', () => {
    const you = game(soloState).you!;
    let s = start();
    const seen: { text: string; thief: number; victim: number; card: boolean }[] = [];
    for (const e of serverEvents(solo)) {
      s = reduce(s, e).state;
      for (const c of s.cues) {
        if (c.kind === 'steal' && !c.nothing) {
          const toast = s.toasts.find((x) => x.cue.id === c.id);
          seen.push({ text: toast ? toastWords('en', toast)?.text ?? '' : '', thief: c.thief, victim: c.victim, card: c.card !== null });
        }
        s = reduce(s, { k: 'cue-done', id: c.id }).state;
      }
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const x of seen) {
      expect(x.card, JSON.stringify(x)).toBe(x.thief === you || x.victim === you);
      expect(x.text, 'every steal is announced').not.toBe('');
    }
  });
});

describe('a room whose server stopped (ops play-test: the page looked live for seconds while nothing happened)', () => {
  it('from the server\'s `resuming` until the room\'s state comes, the page says the game resumes; a lost connection says so first', () => {
    const first = solo.find((m): m is StateMessage => m.t === 'state')!;
    const id = first.room.id;
    let s = run(start(), [{ k: 'route', route: { page: 'room', id } }, { k: 'conn', status: 'open' }]).state;
    expect(connectionNote(s)).toBeNull();
    s = run(s, serverEvents([{ t: 'resuming', room: 'zzzzzzzz' }])).state; // about a room the page is not in
    expect(connectionNote(s)).toBeNull();
    s = run(s, serverEvents([{ t: 'resuming', room: id }])).state;
    expect(connectionNote(s)).toBe('resuming');
    s = run(s, [{ k: 'conn', status: 'closed' }]).state;
    expect(connectionNote(s)).toBe('disconnected');
    s = run(s, [{ k: 'conn', status: 'connecting' }, { k: 'conn', status: 'open' }]).state;
    expect(connectionNote(s), 'connected again, the room still on no server').toBe('resuming');
    s = run(s, serverEvents([first])).state;
    expect(connectionNote(s)).toBeNull();
    expect(s.room?.msg.room.id).toBe(id);
  });

  it('leaving the room, or going to another, forgets it', () => {
    const id = solo.find((m): m is StateMessage => m.t === 'state')!.room.id;
    const s = run(start(), [{ k: 'route', route: { page: 'room', id } }, { k: 'conn', status: 'open' }, ...serverEvents([{ t: 'resuming', room: id }])]).state;
    expect(connectionNote(s)).toBe('resuming');
    expect(run(s, [{ k: 'leave' }]).state.resuming).toBeNull();
    expect(run(s, [{ k: 'route', route: { page: 'room', id: 'zzzzzzzz' } }]).state.resuming).toBeNull();
    expect(run(s, [{ k: 'route', route: { page: 'room', id } }]).state.resuming, 'the same room again: still resuming').toBe(id);
  });
});

describe('the games to go back to (GET /api/rooms?mine=1), on the start screen', () => {
  it('are kept as listed, except the room just left: a list fetched while the server hears of the leaving may still hold it', () => {
    const first = solo.find((m): m is StateMessage => m.t === 'state')!;
    const id = first.room.id;
    const row = (rid: string) => ({ id: rid, title: '', status: 'playing' as const, created: 1, public: false, board: null, players: [], spectators: 0, turn: 4, actions: 9, winner: null, commitment: null, you: 0 });
    let s = run(start(), [{ k: 'mine', rooms: [row(id), row('other123')] }]).state;
    expect(s.mine.map((r) => r.id)).toEqual([id, 'other123']);
    s = run(s, serverEvents([first])).state;
    expect(s.room?.msg.room.id).toBe(id);
    const left = run(s, [{ k: 'leave' }]);
    expect(left.state.mine.map((r) => r.id), 'gone at once').toEqual(['other123']);
    expect(left.effects).toContainEqual({ k: 'fetch-games' });
    expect(run(left.state, [{ k: 'mine', rooms: [row(id), row('other123')] }]).state.mine.map((r) => r.id), 'an answer that still holds it').toEqual(['other123']);
  });
});

describe('an error during a game is said over the table, then fades (a hint the server would not give was silence)', () => {
  it('a no-hint error shows until it fades or is closed, a state in between keeps it, and the hint is no longer awaited', () => {
    // The game up to the person's first move with something to light (the hint panel shows then).
    let s = start();
    let k = 0;
    for (; k < solo.length && !(s.room?.msg.game?.targets); k++) s = run(s, serverEvents([solo[k]!])).state;
    expect(s.room?.msg.game?.targets).toBeTruthy();
    s = run(s, [{ k: 'hint-ask' }]).state;
    expect(s.table.hint).toMatchObject({ answer: null });
    const said = run(s, [{ k: 'server', msg: { t: 'error', code: 'no-hint', message: 'nothing to do in your seat now' }, at: 5000 }]);
    s = said.state;
    expect(s.error).toEqual({ code: 'no-hint', message: 'nothing to do in your seat now', at: 5000 });
    expect(said.effects).toContainEqual({ k: 'later', ms: expect.any(Number), event: { k: 'error-clear', at: 5000 } });
    expect(s.table.hint, 'the panel offers the hint again instead of thinking forever').toBeNull();
    // A bot's move arrives a moment later: the error is still there to read.
    const next = solo.slice(k).find((m) => m.t === 'update' || m.t === 'state')!;
    s = run(s, [{ k: 'server', msg: next, at: 5100 }]).state;
    expect(s.error?.code).toBe('no-hint');
    expect(run(s, [{ k: 'error-clear', at: 4000 }]).state.error, 'an older error\'s fade clears nothing').not.toBeNull();
    expect(run(s, [{ k: 'error-clear', at: 5000 }]).state.error).toBeNull();
    expect(run(s, [{ k: 'error-clear' }]).state.error, 'closed').toBeNull();
    expect(run(s, [{ k: 'leave' }]).state.error, 'left with the game').toBeNull();
  });

  it('on the start screen and in the lobby an error stays until the next state, as before', () => {
    const r = run(start(), [{ k: 'server', msg: { t: 'error', code: 'limit', message: 'too many rooms' }, at: 10 }]);
    expect(r.state.error).toEqual({ code: 'limit', message: 'too many rooms' });
    expect(r.effects).toEqual([]);
    const first = solo.find((m): m is StateMessage => m.t === 'state')!;
    expect(run(r.state, [{ k: 'server', msg: first, at: 20 }]).state.error).toBeNull();
  });
});

describe('intents become messages; nothing outside the targets is sent', () => {
  const midGame = () => {
    // A position where it is the person's action phase.
    let s = start();
    for (const e of serverEvents(solo)) {
      s = reduce(s, e).state;
      const g = s.room ? gameOf(s.room, s.lang)?.msg : null;
      if (g?.targets?.end && g.view.phase === 'main' && g.view.turn > 8) return s;
    }
    throw new Error('no action phase found');
  };

  it('a click on a spot that is not lit sends nothing; a lit one sends exactly its build', () => {
    const s = midGame();
    const g = game(s);
    expect(reduce(s, { k: 'vertex', id: '0,0,N' }).effects).toEqual([]);
    if (g.targets!.roads.length) {
      const moded = reduce(s, { k: 'mode', mode: 'road' }).state;
      const r = reduce(moded, { k: 'edge', id: g.targets!.roads[0]! });
      expect(r.effects).toEqual([{ k: 'send', msg: { t: 'act', action: { type: 'build', piece: 'road', at: g.targets!.roads[0] } } }]);
      expect(r.state.table.mode).toBe('none');
    }
  });

  it('keys: E ends the turn; R does nothing in the action phase; a dialog takes the keys', () => {
    const s = midGame();
    expect(reduce(s, { k: 'key', key: 'e' }).effects).toEqual([{ k: 'send', msg: { t: 'act', action: { type: 'end' } } }]);
    // R in the action phase rolls nothing: the page says why (§4), as a refusal that fades.
    const r = reduce(s, { k: 'key', key: 'r', at: 7 });
    expect(r.effects).toEqual([{ k: 'later', ms: 9000, event: { k: 'refusal-clear', at: 7 } }]);
    expect(r.state.refusal).toMatchObject({ code: 'wrong-phase', at: 7 });
    const withDialog = reduce(s, { k: 'dialog', dialog: { kind: 'monopoly' } }).state;
    expect(modalOpen(withDialog)).toBe(true);
    expect(reduce(withDialog, { k: 'key', key: 'e' }).effects).toEqual([]);
    expect(reduce(s, { k: 'key', key: 't' }).state.table.trade).not.toBeNull();
  });

  it('§5 §4 a shortcut key or a dimmed button for what cannot be done says why (a keyboard play-test: they did nothing), naming the rule', () => {
    const s = midGame();
    const m = s.room!.msg;
    const g0 = game(s);
    const me = g0.you!;
    /** The same position with the person's game changed by `f`. */
    const withGame = (f: (g: GameMessage) => GameMessage): PageState => ({ ...s, room: { ...s.room!, msg: { ...m, game: f(m.game!) } } }) as PageState;
    const withMe = (f: (p: GameMessage['view']['players'][number]) => GameMessage['view']['players'][number], tg: Partial<NonNullable<GameMessage['targets']>> = {}) =>
      withGame((g) => ({ ...g, targets: { ...g.targets!, ...tg }, view: { ...g.view, players: g.view.players.map((p, i) => (i === me ? f(p) : p)) } }));
    const empty = { brick: 0, wood: 0, wool: 0, grain: 0, ore: 0 };
    const poor = withMe((p) => ({ ...p, resources: empty }), { roads: [], settlements: [], cities: [], buy: false });
    const said = (st: PageState, e: PageEvent) => reduce(st, e).state.refusal;
    for (const key of ['1', '2', '3', 'b']) expect(said(poor, { k: 'key', key }), key).toMatchObject({ code: 'cannot-afford' });
    for (const what of ['road', 'settlement', 'city', 'buy'] as const) expect(said(poor, { k: 'why', what }), what).toMatchObject({ code: 'cannot-afford' });
    // Rich enough, but no pieces left (§1), or nowhere to put one (§5), or no development card left (§5).
    const rich = { brick: 5, wood: 5, wool: 5, grain: 5, ore: 5 };
    const noPieces = withMe((p) => ({ ...p, resources: rich, supply: { roads: 0, settlements: 0, cities: 0 } }), { roads: [], settlements: [], cities: [] });
    for (const key of ['1', '2', '3']) expect(said(noPieces, { k: 'key', key }), key).toMatchObject({ code: 'no-pieces' });
    const nowhere = withMe((p) => ({ ...p, resources: rich, supply: { roads: 3, settlements: 3, cities: 3 } }), { roads: [], settlements: [], cities: [] });
    expect(said(nowhere, { k: 'key', key: '1' })).toMatchObject({ code: 'no-road-spot', section: '§5' });
    expect(said(nowhere, { k: 'key', key: '2' })).toMatchObject({ code: 'distance-rule', words: 'whyNoSettlement' });
    expect(said(nowhere, { k: 'key', key: '3' })).toMatchObject({ code: 'not-own-settlement' });
    const emptyDeck = withGame((g) => ({ ...g, targets: { ...g.targets!, buy: false }, view: { ...g.view, devDeckCount: 0 } }));
    expect(said(emptyDeck, { k: 'key', key: 'b' })).toMatchObject({ code: 'deck-empty' });
    // Not this seat's turn (§4): every shortcut says so; a spectator is told nothing.
    const others = withGame((g) => ({ ...g, targets: null, view: { ...g.view, current: (me + 1) % g.view.players.length } }));
    for (const key of ['r', 'e', 'b', '1', '2', '3', 't']) expect(said(others, { k: 'key', key }), key).toMatchObject({ code: 'not-your-turn' });
    const watching = { ...s, room: { ...s.room!, msg: { ...m, you: { ...m.you, seat: null }, game: { ...m.game!, targets: null } } } } as PageState;
    expect(reduce(watching, { k: 'key', key: '3' }).effects).toEqual([]);
    expect(said(watching, { k: 'key', key: '3' })).toBeNull();
    // In the special building phase (§14) and while discards are owed (§4.3) the refusal names that phase's rule.
    const sbp = withGame((g) => ({ ...g, targets: { ...g.targets!, roll: false, trade: false }, view: { ...g.view, phase: 'specialBuild' } }));
    expect(said(sbp, { k: 'key', key: 'r' })).toMatchObject({ code: 'wrong-phase', section: '§14' });
    const discarding = withGame((g) => ({ ...g, targets: null, view: { ...g.view, phase: 'discard', current: me } }));
    expect(said(discarding, { k: 'key', key: 'e' })).toMatchObject({ code: 'wrong-phase', section: '§4.3' });
    // Under pass-and-play's cover no key acts or explains for the seat whose hand is hidden.
    const covered = { ...s, pass: { room: null, people: [], rooms: [], shown: 0, spawned: true, covered: true } } as PageState;
    expect(reduce(covered, { k: 'key', key: 'e' })).toMatchObject({ effects: [] });
    expect(said(covered, { k: 'key', key: '3' })).toBeNull();
    // Before the roll the page says to roll first (§4).
    const beforeRoll = withGame((g) => ({ ...g, targets: { ...g.targets!, roll: true, end: false, trade: false, roads: [], settlements: [], cities: [], buy: false }, view: { ...g.view, phase: 'roll' } }));
    for (const key of ['e', 't', '1', '3', 'b']) expect(said(beforeRoll, { k: 'key', key }), key).toMatchObject({ code: 'wrong-phase', words: 'whyRollFirst' });
    // What can be done is done, not explained: 3 with a city spot chooses the city.
    const city = withMe((p) => p, { cities: ['x'] });
    expect(reduce(city, { k: 'key', key: '3' }).state).toMatchObject({ refusal: null, table: { mode: 'city' } });
    // A key that is not a shortcut does nothing.
    expect(reduce(s, { k: 'key', key: 'q' }).effects).toEqual([]);
  });

  it('an action not yet answered holds the next: a second press of Roll on a slow server was refused ("the dice are rolled once"); the server doing it, or a refusal, lets the next go', () => {
    const s = midGame();
    const first = reduce(s, { k: 'key', key: 'e' });
    expect(first.effects).toEqual([{ k: 'send', msg: { t: 'act', action: { type: 'end' } } }]);
    expect(reduce(first.state, { k: 'act', intent: { type: 'end' } }).effects, 'a second press waits').toEqual([]);
    expect(reduce(first.state, { k: 'key', key: 'e' }).effects, 'and so does the key').toEqual([]);
    const refused = reduce(first.state, { k: 'server', msg: { t: 'refused', ack: 1, code: 'wrong-phase', message: 'not now' }, at: 1 }).state;
    expect(reduce(refused, { k: 'key', key: 'e' }).effects, 'after a refusal').toHaveLength(1);
    // Another player's move (a frame without this seat's ack) does not answer it; the frame that carries its ack id does.
    const msg = first.state.room!.msg;
    const moved = { ...first.state, room: { ...first.state.room!, msg: { ...msg, version: msg.version + 1 } } } as PageState;
    expect(reduce(moved, { k: 'key', key: 'e' }).effects, 'another\'s move').toEqual([]);
    const done = { ...moved, room: { ...moved.room!, msg: { ...moved.room!.msg, you: { ...msg.you, lastAck: msg.you.lastAck + 1 } } } } as PageState;
    expect(reduce(done, { k: 'key', key: 'e' }).effects, 'once the server has done it').toHaveLength(1);
  });

  it('§4.3 a discard sent is locked until the server answers: its picks stay, a second press and other players\' discards in between send nothing', () => {
    // A flaky-network play-test: the dialog cleared its picks but stayed open, a second choice could be tapped, and one discard went out three times in 1.7 s.
    // The person's action phase of the solo game, with two cards owed (this seed never gave the person eight cards on a 7).
    const mid = midGame();
    const m = mid.room!.msg;
    const owing: PageState = { ...mid, room: { ...mid.room!, msg: { ...m, game: { ...m.game!, targets: { ...m.game!.targets!, discard: 2 } } } } } as PageState;
    const g = game(owing);
    expect(Object.values(g.view.players[g.you!]!.resources!).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    const hand = g.view.players[g.you!]!.resources!;
    const picks = { brick: 0, wood: 0, wool: 0, grain: 0, ore: 0 };
    let left = g.targets!.discard;
    for (const r of RESOURCES) { const n = Math.min(left, hand[r]); picks[r] = n; left -= n; }
    const picked = reduce(owing, { k: 'pick', counts: picks }).state;
    const sent = reduce(picked, { k: 'confirm-pick' });
    expect(sent.effects).toEqual([{ k: 'send', msg: { t: 'act', action: { type: 'discard', cards: Object.fromEntries(RESOURCES.filter((r) => picks[r] > 0).map((r) => [r, picks[r]])) } } }]);
    expect(sent.state.table.picker, 'the picks stay shown').toEqual(picks);
    expect(reduce(sent.state, { k: 'confirm-pick' }).effects, 'a second press').toEqual([]);
    expect(reduce(sent.state, { k: 'pick', counts: { ...picks, ...{ [RESOURCES[0]!]: 0 } } }).state.table.picker, 'the picks cannot change').toEqual(picks);
    // Another player's discard arrives first: the room moves on, this seat's ack id does not.
    const msg = sent.state.room!.msg;
    const other = { ...sent.state, room: { ...sent.state.room!, msg: { ...msg, version: msg.version + 1 } } } as PageState;
    expect(reduce(other, { k: 'confirm-pick' }).effects, 'after another\'s discard').toEqual([]);
    // A refusal unlocks it, with the picks still there to send again.
    const refused = reduce(other, { k: 'server', msg: { t: 'refused', ack: 1, code: 'stale', message: 'moved on' }, at: 1 }).state;
    expect(reduce(refused, { k: 'confirm-pick' }).effects).toHaveLength(1);
  });

  /** The page of the solo game when a bot first offers the person a trade (null if none did). */
  const offeredToPerson = (): PageState | null => {
    let s = start();
    for (const e of serverEvents(solo)) {
      s = reduce(s, e).state;
      const g = s.room ? gameOf(s.room, s.lang)?.msg : null;
      if (g?.incoming && g.you !== null) return s;
    }
    return null;
  };

  it('§7 keys: N refuses a bot\'s offer, A accepts it when the hand can pay (an accessibility check found no key for answering)', () => {
    const asked = offeredToPerson();
    expect(asked, 'a bot offered the person a trade').not.toBeNull();
    const g = game(asked!);
    const id = g.incoming!.id;
    expect(reduce(asked!, { k: 'key', key: 'n' }).effects).toEqual([{ k: 'send', msg: { t: 'answer', id, accept: false } }]);
    const hand = g.view.players[g.you!]!.resources!;
    const canPay = RESOURCES.every((r) => hand[r] >= (g.incoming!.get[r] ?? 0));
    expect(reduce(asked!, { k: 'key', key: 'a' }).effects).toEqual(canPay ? [{ k: 'send', msg: { t: 'answer', id, accept: true } }] : [{ k: 'later', ms: 9000, event: { k: 'refusal-clear', at: 0 } }]);
    // A hand that cannot pay: A sends nothing (the Accept button is off too) and says why (§7): it did nothing at all (a screen-reader review).
    const poor = { ...asked!, room: { ...asked!.room!, msg: { ...asked!.room!.msg, game: { ...asked!.room!.msg.game!, view: { ...g.view, players: g.view.players.map((p, i) => (i === g.you ? { ...p, resources: { brick: 0, wood: 0, wool: 0, grain: 0, ore: 0 } } : p)) } } } } } as PageState;
    const a = reduce(poor, { k: 'key', key: 'a', at: 3 });
    expect(a.effects).toEqual([{ k: 'later', ms: 9000, event: { k: 'refusal-clear', at: 3 } }]);
    expect(a.state.refusal).toMatchObject({ code: 'not-held', section: '§7' });
  });

  it('§7 one answer an offer: a second tap (the panel waits on a slow link) sends nothing, and a stale answer\'s "no such offer" is not shown as a refusal', () => {
    // A flaky-network play-test: Accept tapped twice before the frame came traded once and then showed "Not allowed: that offer is no longer on the table".
    const asked = offeredToPerson();
    const id = game(asked!).incoming!.id;
    const first = reduce(asked!, { k: 'answer', id, accept: false });
    expect(first.effects).toEqual([{ k: 'send', msg: { t: 'answer', id, accept: false } }]);
    expect(first.state.table.answered).toBe(id);
    expect(reduce(first.state, { k: 'answer', id, accept: false }).effects, 'a second tap').toEqual([]);
    expect(reduce(first.state, { k: 'answer', id, accept: true }).effects, 'the other button').toEqual([]);
    expect(reduce(first.state, { k: 'key', key: 'n' }).effects, 'the key').toEqual([]);
    const stale = reduce(first.state, { k: 'server', msg: { t: 'refused', ack: 1, code: 'no-such-offer', message: 'that offer is no longer on the table' }, at: 1 }).state;
    expect(stale.refusal, 'not shown').toBeNull();
    // Without an answer sent, the same refusal is shown as any other.
    expect(reduce(asked!, { k: 'server', msg: { t: 'refused', ack: 1, code: 'no-such-offer', message: 'that offer is no longer on the table' }, at: 1 }).state.refusal?.code).toBe('no-such-offer');
  });

  it('back in their seat, the person is told how many moves the stand-in bot made for them (a seat handed back mid-turn said nothing)', async () => {
    await loadPack('es');
    const s = midGame();
    const prev = s.room!;
    const you = prev.msg.you.seat!;
    const name = prev.msg.you.name;
    const other = (you + 1) % 4;
    const stood: LogEntry[] = [
      { k: 'note', what: 'away', seat: you, name },
      { k: 'act', action: { type: 'end', p: you } as never, events: [] },
      { k: 'act', action: { type: 'roll', p: other, dice: [3, 4] } as never, events: [] },
      { k: 'act', action: { type: 'end', p: other } as never, events: [] },
      { k: 'act', action: { type: 'roll', p: you, dice: [2, 2] } as never, events: [] },
      { k: 'act', action: { type: 'end', p: you } as never, events: [] },
    ];
    const away = { ...prev, log: [...prev.log, ...stood] };
    const back = { ...away, log: [...away.log, { k: 'note', what: 'back', seat: you, name } as LogEntry] };
    const r = cueRoom({ ...s, room: back }, away, back, 5000);
    const said = r.state.toasts.map((x) => toastWords('en', x)?.text);
    expect(said).toContain('Back in your seat: the bot made 3 moves for you, marked in the log');
    // Another player back says nothing to this one; nor does a return with no move made meanwhile.
    const theirs = { ...away, log: [...away.log, { k: 'note', what: 'back', seat: other, name: 'Bo' } as LogEntry] };
    expect(cueRoom({ ...s, room: theirs }, away, theirs, 5000).state.toasts.filter((x) => x.cue.kind === 'backIn')).toEqual([]);
    const quick = { ...prev, log: [...prev.log, stood[0]!] };
    const quickBack = { ...quick, log: [...quick.log, { k: 'note', what: 'back', seat: you, name } as LogEntry] };
    expect(cueRoom({ ...s, room: quickBack }, quick, quickBack, 5000).state.toasts.filter((x) => x.cue.kind === 'backIn')).toEqual([]);
    expect(toastWords('es', { cue: { kind: 'backIn', seat: you, moves: 1, id: 1, at: 0 }, you, names: [] })!.text).toMatch(/1 jugada por ti, marcada/);
    // Entering the room (a tab opened again): the server marked the person back before the first
    // state, so the note comes with the log; it is told all the same (a play-test saw no word of it).
    const said2 = (r2: { state: PageState }) => r2.state.toasts.filter((x) => x.cue.kind === 'backIn').map((x) => toastWords('en', x)?.text);
    expect(said2(cueEntry({ ...s, room: back }, back, 5000))).toContain('Back in your seat: the bot made 3 moves for you, marked in the log');
    // Once they have moved since, a reload says nothing; nor does a resync of a note the page held.
    const moved = { ...back, log: [...back.log, { k: 'act', action: { type: 'roll', p: you, dice: [5, 5] } as never, events: [] } as LogEntry] };
    expect(said2(cueEntry({ ...s, room: moved }, moved, 5000))).toEqual([]);
    expect(said2(cueEntry({ ...s, room: back }, back, 5000, back.logStart + back.log.length))).toEqual([]);
    expect(said2(cueEntry({ ...s, room: back }, back, 5000, back.logStart + back.log.length - 1)), 'a resync that brings the note').toHaveLength(1);
    expect(said2(cueEntry({ ...s, room: theirs }, theirs, 5000))).toEqual([]);
    expect(said2(cueEntry({ ...s, room: quickBack }, quickBack, 5000))).toEqual([]);
  });

  it('an offer is sent only when it can be made (§7)', () => {
    let s = reduce(midGame(), { k: 'trade', open: true }).state;
    expect(reduce(s, { k: 'offer' }).effects).toEqual([]); // nothing chosen: a gift
    const hand = game(s).view.players[game(s).you!]!.resources!;
    const have = RESOURCES.find((r) => hand[r] > 0)!;
    const want = RESOURCES.find((r) => r !== have)!;
    const give = { brick: 0, wood: 0, wool: 0, grain: 0, ore: 0, [have]: 1 };
    const get = { brick: 0, wood: 0, wool: 0, grain: 0, ore: 0, [want]: 1 };
    s = reduce(s, { k: 'draft', draft: { give, get } }).state;
    expect(reduce(s, { k: 'offer' }).effects).toEqual([{ k: 'send', msg: { t: 'offer', give: { [have]: 1 }, get: { [want]: 1 } } }]);
    // Withdrawn, its terms stay in the editor: "to change the offer, withdraw it" (the words when nobody accepts) holds.
    const after = reduce(s, { k: 'withdraw' });
    expect(after.effects).toEqual([{ k: 'send', msg: { t: 'withdraw' } }]);
    expect(after.state.table.trade!.draft).toEqual({ give, get });
  });

  it('§7 after a reload the person\'s own open offer brings the trade panel back with its answers, once', () => {
    // The page of a person whose offer is out, reloaded: a fresh page gets the whole state again.
    const s = midGame();
    const g = game(s);
    const frames = held(solo);
    const resync = frames.map((x) => x.s).find((m) => m.version === s.room!.msg.version)!;
    expect(resync.game!.offer).toBeNull();
    const offer = { id: 7, give: { ore: 1 }, get: { wool: 1 }, answers: [{ seat: (g.you! + 1) % 4, type: 'reject' as const }], waiting: [(g.you! + 2) % 4] };
    const withOffer: StateMessage = { ...resync, log: s.room!.log, logFrom: s.room!.logStart, game: { ...resync.game!, offer } };
    const board = frames.find((x) => x.board)!.board;
    let page = reduce(start(), { k: 'server', msg: { ...withOffer, board }, at: 5 }).state;
    expect(game(page).offer).toEqual(offer);
    // With the offer's terms in its editor.
    expect(page.table.trade).toEqual({ tab: 'players', draft: { give: { brick: 0, wood: 0, wool: 0, grain: 0, ore: 1 }, get: { brick: 0, wood: 0, wool: 1, grain: 0, ore: 0 } } });
    // Closed by the person, it stays closed while the same offer is out; a new offer brings it back.
    page = reduce(page, { k: 'trade', open: false }).state;
    page = reduce(page, { k: 'server', msg: { ...withOffer, board }, at: 6 }).state;
    expect(page.table.trade).toBeNull();
    page = reduce(page, { k: 'server', msg: { ...withOffer, board, game: { ...withOffer.game!, offer: { ...offer, id: 8 } } }, at: 7 }).state;
    expect(page.table.trade?.tab).toBe('players');
    // Without an offer of one's own, a reload leaves the panel closed.
    expect(reduce(start(), { k: 'server', msg: { ...resync, log: s.room!.log, logFrom: s.room!.logStart, board }, at: 5 }).state.table.trade).toBeNull();
  });

  it('a new room (a rematch) starts with none of the last one\'s announcements or cues', () => {
    const s = soloState;
    expect(s.toasts.length + s.cues.length).toBeGreaterThan(0);
    const first = solo.find((m): m is StateMessage => m.t === 'state' && m.board !== undefined)!;
    const next = { ...first, room: { ...first.room, id: 'rematch0001' } } as StateMessage;
    const r = reduce(s, { k: 'server', msg: next, at: 9 }).state;
    expect(r.entered).toBe('rematch0001');
    expect(r.toasts).toEqual([]);
    expect(r.cues).toEqual([]);
  });

  it('a chat line refused (too fast, not allowed) is told to the chat form; another error is not taken for it', () => {
    let s = midGame();
    s = reduce(s, { k: 'send', msg: { t: 'chat', text: 'hi' } }).state;
    expect(s.chat).toEqual({ waiting: 1, problem: null });
    s = reduce(s, { k: 'server', msg: { t: 'error', code: 'rate-limited', message: 'too many chat lines from this address or connection: wait a little' }, at: 1 }).state;
    expect(s.chat).toEqual({ waiting: 0, problem: 'too-fast' });
    expect(s.error).toBeNull();
    // Nothing waiting: an error is the page's, not the chat's.
    s = reduce(s, { k: 'server', msg: { t: 'error', code: 'rate-limited', message: 'x' }, at: 2 }).state;
    expect(s.chat.problem).toBe('too-fast');
    // Kept with its code, which the page words in its language (errorText), never the server's English alone; in a game, with when it came (it fades).
    expect(s.error).toEqual({ code: 'rate-limited', message: 'x', at: 2 });
    // Sending again forgets the problem; a spectator's line in a room that does not allow it.
    s = reduce(s, { k: 'send', msg: { t: 'chat', text: 'hi' } }).state;
    expect(s.chat.problem).toBeNull();
    s = reduce(s, { k: 'server', msg: { t: 'error', code: 'spectator-chat', message: 'spectators do not chat in this room' }, at: 3 }).state;
    expect(s.chat.problem).toBe('not-allowed');
  });

  it('a refusal shows, then fades after its time (only that one)', () => {
    const s = midGame();
    const r = reduce(s, { k: 'server', msg: { t: 'refused', ack: 3, code: 'cannot-afford', message: 'a city costs 2 grain and 3 ore (§5)' }, at: 5 });
    expect(r.state.refusal).toMatchObject({ code: 'cannot-afford', at: 5 });
    expect(r.effects).toEqual([{ k: 'later', ms: 9000, event: { k: 'refusal-clear', at: 5 } }]);
    const later = reduce(r.state, { k: 'server', msg: { t: 'refused', code: 'stale', message: 'x' }, at: 6 }).state;
    expect(reduce(later, { k: 'refusal-clear', at: 5 }).state.refusal?.code).toBe('stale');
    expect(reduce(later, { k: 'refusal-clear', at: 6 }).state.refusal).toBeNull();
    // The section the engine named is kept for the rule link: a card not held is §7 in a trade (the code alone says §4.3).
    const traded = reduce(s, { k: 'server', msg: { t: 'refused', ack: 4, code: 'not-held', message: 'seat 0 does not hold 1 wool (§7)', section: '§7', rule: 'trade-only-with-active' }, at: 7 }).state;
    expect(traded.refusal).toMatchObject({ code: 'not-held', section: '§7', rule: 'trade-only-with-active' });
  });

  it('a language not yet loaded is loaded before the page switches to it', () => {
    const r = reduce(start(), { k: 'lang', lang: 'fr' });
    expect(r.state.lang).toBe('en');
    expect(r.effects).toEqual([{ k: 'load-lang', lang: 'fr' }]);
  });

  it('the start screen\'s choices are saved as they are made and come back after a reload (a play-test: a reload before Start lost them all); house rules and the seed start afresh', () => {
    const r = run(start(), [
      { k: 'setup', patch: { mode: 'friends', players: 3, kind: 'balanced', pace: 250, name: 'Gina' } },
      { k: 'setup', patch: { friendly: true, vp: 12, seed: 'myseed42' } },
    ]);
    const saves = r.effects.filter((e): e is Extract<Effect, { k: 'save' }> => e.k === 'save' && e.key === 'catan.setup');
    expect(saves.length).toBe(2);
    const reloaded = initialState({ boot: null, lang: 'en', route: { page: 'home' }, name: 'Gina', savedSetup: JSON.parse(saves.at(-1)!.value), savedSettings: null, seed: 's2', hidden: false });
    expect(reloaded.setup).toMatchObject({ mode: 'friends', players: 3, kind: 'balanced', pace: 250, name: 'Gina' });
    expect(reloaded.setup).toMatchObject({ friendly: false, vp: 10, seed: 's2' });
  });

  it('settings are kept; sound starts off', () => {
    const s = start();
    expect(s.settings.sound).toBe(false);
    const r = reduce(s, { k: 'setting', patch: { sound: true } });
    expect(r.state.settings.sound).toBe(true);
    expect(r.effects).toEqual([{ k: 'save', key: 'catan.settings', value: JSON.stringify({ sound: true, diceAnimation: true, marks: false, chancesOpen: false }) }]);
  });

  /** The settings a page starts with, from what this browser saved. */
  const settingsFrom = (savedSettings: unknown) => initialState({ boot: null, lang: 'en', route: { page: 'home' }, name: 'Ana', savedSetup: null, savedSettings, seed: 's1', hidden: false }).settings;
  /** Turn one setting on, and what the page saves for it. */
  const turnOn = (patch: Partial<ReturnType<typeof start>['settings']>) => {
    const r = reduce(start(), { k: 'setting', patch });
    return { settings: r.state.settings, saved: JSON.parse((r.effects[0] as { value: string }).value) as unknown };
  };

  it('shapes on pieces start off, are kept, and a damaged save is ignored field by field', () => {
    expect(start().settings.marks).toBe(false);
    const on = turnOn({ marks: true });
    expect(on.settings.marks).toBe(true);
    expect(settingsFrom(on.saved)).toEqual({ sound: false, diceAnimation: true, marks: true, chancesOpen: false });
    expect(settingsFrom({ marks: 'yes', sound: true })).toEqual({ sound: true, diceAnimation: true, marks: false, chancesOpen: false });
  });

  it('"Who is winning" starts folded; opened, it is kept open for the next game (a damaged value is ignored)', () => {
    expect(start().settings.chancesOpen).toBe(false);
    const opened = turnOn({ chancesOpen: true });
    expect(opened.settings.chancesOpen).toBe(true);
    expect(settingsFrom(opened.saved).chancesOpen).toBe(true);
    expect(settingsFrom({ chancesOpen: 'open' }).chancesOpen).toBe(false);
  });
});

describe('the start screen as data', () => {
  it('against bots: a setup; with the game seed from the address', () => {
    const r = reduce(start(), { k: 'submit', gameSeed: 'abc' });
    const create = r.effects.find((e) => e.k === 'send')!;
    expect(create).toMatchObject({ msg: { t: 'create', setup: { players: 4, name: 'Ana', bots: ['medium', 'medium', 'medium'], seed: 'abc' } } });
  });

  it('pass and play: a room that starts once every person here has sat, with each one\'s name', () => {
    const s = run(start(), [{ k: 'setup', patch: { mode: 'table', players: 3, others: ['person', 'easy', 'medium'], names: ['Bo', '', ''] } }, { k: 'submit', gameSeed: null }]);
    const create = s.effects.find((e) => e.k === 'send' && e.msg.t === 'create')!;
    expect(create).toMatchObject({ msg: { t: 'create', room: { start: true, seats: [{ kind: 'person', name: 'Ana' }, { kind: 'person', name: 'Bo' }, { kind: 'bot', bot: 'easy' }] } } });
    expect(s.state.pass!.people.map((p) => [p.via, p.name, p.lobbySeat])).toEqual([[0, 'Ana', 0], [1, 'Bo', 1]]);
  });

  it('pass and play: blank names are the ones the form shows, numbered by the form\'s seat, in the page\'s language (review: they were renumbered by the start roll)', async () => {
    await loadPack('es');
    for (const [lang, word] of [['en', 'Player'], ['es', 'Jugador']] as const) {
      const s = run(start({ name: '', lang }), [{ k: 'setup', patch: { mode: 'table', players: 4, name: '', others: ['easy', 'person', 'person'], names: ['', '', 'Cy'] } }, { k: 'submit', gameSeed: null }]);
      const create = s.effects.find((e) => e.k === 'send' && e.msg.t === 'create')!;
      expect(create).toMatchObject({ msg: { t: 'create', room: { seats: [{ kind: 'person', name: `${word} 1` }, { kind: 'bot' }, { kind: 'person', name: `${word} 3` }, { kind: 'person', name: 'Cy' }] } } });
      expect(s.state.pass!.people.map((p) => p.name)).toEqual([`${word} 1`, `${word} 3`, 'Cy']);
      // The person's own name on this device stays unset: "Player 1" was this table's, not theirs.
      expect(s.effects).toContainEqual({ k: 'set-name', name: '' });
    }
  });

  it('the bot speed chosen is always one of the choices shown (was blank with a server\'s BOT_DELAY_MS=200)', () => {
    const boot = (paceMs: number) => ({ hello: { t: 'hello', version: 6, bots: [], paceMs }, preview: null }) as unknown as Boot;
    const at = (paceMs: number, savedSetup: unknown = null) =>
      initialState({ boot: boot(paceMs), lang: 'en', route: { page: 'home' }, name: 'Ana', savedSetup, savedSettings: null, seed: 's1', hidden: false }).setup.pace;
    for (const pace of [at(600), at(200), at(600, { pace: 900 }), at(0)]) {
      const shown = paceChoices('en', pace);
      expect(shown.map((x) => x.ms), `pace ${pace}`).toContain(pace);
      expect(shown.map((x) => x.ms), 'slowest first').toEqual([...shown.map((x) => x.ms)].sort((a, b) => b - a));
    }
    expect(paceChoices('en', 200).map((x) => x.label)).toEqual(['Slow', 'Normal', 'Fast', '200 ms', 'Instant']);
    expect(paceChoices('en', 600)).toHaveLength(4);
  });

  it('§14 the beginner map set aside for 5 or 6 players comes back with 3 or 4, unless another board was chosen meanwhile (a play-test)', () => {
    const kindAfter = (patches: PageEvent[]) => run(start(), patches).state.setup.kind;
    expect(kindAfter([{ k: 'setup', patch: { players: 5 } }])).toBe('variable');
    expect(kindAfter([{ k: 'setup', patch: { players: 5 } }, { k: 'setup', patch: { players: 4 } }])).toBe('beginner');
    expect(kindAfter([{ k: 'setup', patch: { players: 6 } }, { k: 'setup', patch: { players: 5 } }, { k: 'setup', patch: { players: 3 } }])).toBe('beginner');
    expect(kindAfter([{ k: 'setup', patch: { players: 5 } }, { k: 'setup', patch: { kind: 'balanced' } }, { k: 'setup', patch: { players: 4 } }])).toBe('balanced');
    expect(kindAfter([{ k: 'setup', patch: { kind: 'random' } }, { k: 'setup', patch: { players: 6 } }, { k: 'setup', patch: { players: 4 } }])).toBe('random');
  });

  it('a board change asks for its preview', () => {
    const r = reduce(start(), { k: 'setup', patch: { kind: 'balanced', seed: 'x1' } });
    expect(r.effects.filter((e) => e.k !== 'save')).toEqual([{ k: 'send', msg: { t: 'preview', board: { kind: 'balanced', seed: 'x1' } } }]);
  });
});

describe('two people in one room', () => {
  let a: ServerMessage[] = [], b: ServerMessage[] = [];
  beforeAll(async () => {
    ({ a, b } = await twoPeople({ seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' }, paceMs: 0 }));
  }, 120_000);

  it('lobby lines name and colour whoever wrote them after the start roll reorders the seats (issue 13)', () => {
    for (const ms of [a, b]) {
      const last = states(ms).at(-1)!;
      let held = null as PageState['room'];
      let s = start();
      for (const e of serverEvents(ms)) { s = reduce(s, e).state; held = s.room; }
      const log = held!.log;
      const seats = last.room.seats;
      const about = entrySeats(log, seats);
      const ctx = { lang: 'en' as const, seats, board: held!.board };
      log.forEach((e, i) => {
        if (e.k !== 'chat' && !(e.k === 'note' && e.what === 'joined')) return;
        const line = formatEntry(e, ctx, about[i] ?? null);
        const who = seats.find((x) => x.name === e.name)!;
        expect(line.seat, `${e.k} by ${e.name}`).toBe(who.seat);
        expect(line.text).toContain(e.name);
      });
    }
  });

  it('pass and play: a refusal to the seat on screen shows and fades as in any game; one to the other seat\'s connection does not show', () => {
    const s = start({ pass: { room: 'r', people: [{ via: 0, name: 'Ana', lobbySeat: 0, token: null }, { via: 1, name: 'Bo', lobbySeat: 1, token: null }], rooms: [], shown: 1, spawned: true, covered: false } });
    const msg = { t: 'refused' as const, ack: 4, code: 'cannot-afford' as const, message: 'a city costs 2 grain and 3 ore (§5)' };
    const shown = passState(s, msg, 7, 1);
    expect(shown.state.refusal).toMatchObject({ code: 'cannot-afford', at: 7 });
    expect(shown.effects).toEqual([{ k: 'later', ms: 9000, event: { k: 'refusal-clear', at: 7 } }]);
    expect(reduce(shown.state, { k: 'refusal-clear', at: 7 }).state.refusal).toBeNull();
    const other = passState(s, msg, 7, 0);
    expect(other.state.refusal).toBeNull();
    expect(other.effects).toEqual([]);
  });

  it('pass and play: a rematch asked on the end screen brings every person here into the new room, each into their own seat (a play-test found no Rematch there)', () => {
    // The finished game, as both connections hold it; the device shows Bo's seat.
    const [endA, endB] = [held(a).at(-1)!, held(b).at(-1)!];
    const hold = (x: { s: StateMessage; log: LogEntry[]; board: BoardJson }) => ({ msg: x.s, log: x.log, logStart: x.s.logFrom, board: x.board }) as never;
    const old = endA.s.room.id;
    const boSeat = endB.s.you.seat!;
    let s = start({
      route: { page: 'room', id: old }, entered: old, room: hold(endB),
      pass: { room: old, people: [{ via: 0, name: 'Ana', lobbySeat: 0, token: 'ta' }, { via: 1, name: 'Bo', lobbySeat: 0, token: 'tb' }], rooms: [hold(endA), hold(endB)], shown: 1, spawned: true, covered: false },
    });
    expect(endA.s.game!.end).not.toBeNull();
    // Asked on the page's own connection, whoever is on screen.
    expect(reduce(s, { k: 'send', msg: { t: 'rematch' } }).effects).toEqual([{ k: 'send', msg: { t: 'rematch' } }]);
    // The server seats Ana in the new room; Bo's connection follows, into the seat he had.
    const lobby = states(a)[0]!;
    const fresh: StateMessage = { ...lobby, room: { ...lobby.room, id: 'rematch001', status: 'lobby' }, game: null, log: [], logFrom: 0, version: 0, you: { ...lobby.you, seat: endA.s.you.seat } };
    const r = reduce(s, { k: 'server', msg: { ...fresh, board: endA.board }, at: 9 });
    s = r.state;
    expect(s.pass!.room).toBe('rematch001');
    expect(s.pass!.people.map((x) => x.lobbySeat)).toEqual([0, boSeat]);
    expect(r.effects).toContainEqual({ k: 'enter', room: 'rematch001', fresh: true, via: 1 });
    expect(r.effects).toContainEqual({ k: 'save', key: 'catan.pass.rematch001', value: expect.stringContaining('"token":"tb"') });
    const bo = reduce(s, { k: 'server', msg: { ...fresh, you: { ...fresh.you, seat: null }, board: endA.board }, at: 10, via: 1 });
    expect(bo.effects).toContainEqual({ k: 'send', msg: { t: 'sit', seat: boSeat, name: 'Bo' }, via: 1 });
  });

  it('pass and play: the screen shows the seat the game waits for, covered when it passes between the two', () => {
    // Both streams in one page: Ana on the page's own connection, Bo on a second one.
    let s = start({ pass: { room: null, people: [{ via: 0, name: 'Ana', lobbySeat: 0, token: null }, { via: 1, name: 'Bo', lobbySeat: 1, token: null }], rooms: [], shown: 0, spawned: false, covered: false } });
    const events: PageEvent[] = [];
    // Interleave by arrival: the room's versions order them.
    const va = serverEvents(a), vb = serverEvents(b, 1);
    const version = (e: PageEvent) => (e.k === 'server' && (e.msg.t === 'state' || e.msg.t === 'update') ? e.msg.version : -1);
    let i = 0, j = 0;
    while (i < va.length || j < vb.length) {
      if (j >= vb.length || (i < va.length && version(va[i]!) <= version(vb[j]!))) events.push(va[i++]!);
      else events.push(vb[j++]!);
    }
    let covers = 0, shownWaits = 0, checks = 0;
    let lastShown = 0;
    const reasons = new Set<string>();
    for (const e of events) {
      const r = reduce(s, e);
      s = r.state;
      if (!s.pass || !s.pass.room) continue;
      if (s.pass.shown !== lastShown) {
        covers++; expect(s.pass.covered).toBe(true); lastShown = s.pass.shown;
        // The cover says why the device goes round (a discard, an offer, special building, or the turn).
        const why = passReason(s)!;
        const g = gameOf(s.room!, s.lang)!.msg;
        reasons.add(why.k);
        if (why.k === 'discard') expect(why.n).toBe(g.targets!.discard);
        if (why.k === 'offer') expect(why.from).toBe(g.seats[g.incoming!.from]!.name);
        if (why.k === 'turn') expect(g.incoming === null && g.expected.kind !== 'discard' && g.expected.kind !== 'special-build').toBe(true);
        s = reduce(s, { k: 'reveal' }).state;
        expect(passReason(s)).toBeNull();
      }
      const rooms = s.pass.rooms;
      if (rooms.length === 2 && rooms.some((x) => waitsFor(x ?? null))) {
        checks++;
        if (waitsFor(rooms[s.pass.shown] ?? null)) shownWaits++;
      }
      // The room on screen is the shown connection's, with its own hand only.
      if (s.room && gameOf(s.room, s.lang)) expect(gameOf(s.room, s.lang)!.msg.you).toBe(gameOf(rooms[s.pass.shown]!, s.lang)?.msg.you);
    }
    expect(covers).toBeGreaterThan(4);
    // The device goes round for turns at least (and, when the dice give one, for a 7's discards: checked above when they come).
    expect(reasons.has('turn')).toBe(true);
    expect(shownWaits / checks).toBeGreaterThan(0.95);
    expect(choose({ state: s, effects: [] }).state.pass!.shown).toBe(s.pass!.shown);
  });
});

describe('pass and play: an offer between the two people (play-test: it waited for Bo without end)', () => {
  // The parts of a held room that choose() reads: the seat, the game's targets, its open offer and the offer to answer.
  const held = (seat: number, game: { targets: object | null; offer?: object | null; incoming?: object | null }) => ({
    msg: { room: { id: 'r', seats: [] }, you: { seat }, game: { ready: true, end: null, offer: null, incoming: null, expected: { kind: 'act', seat }, ...game } }, log: [], board: null,
  }) as never;
  const table = (rooms: never[], shown: number) => start({
    pass: { room: 'r', people: [{ via: 0, name: 'Ana', lobbySeat: 0, token: null }, { via: 1, name: 'Bo', lobbySeat: 1, token: null }], rooms, shown, spawned: true, covered: false },
    room: rooms[shown]!, table: { ...start().table, startSeen: true },
  });
  const OFFER = { id: 3, from: 0, give: { wood: 1 }, get: { brick: 1 } };

  it('Ana offers on her turn: the device passes to Bo to answer, then back to Ana to choose', () => {
    const offered = table([held(0, { targets: {}, offer: OFFER }), held(1, { targets: null, incoming: OFFER })], 0);
    const toBo = choose({ state: offered, effects: [] }).state;
    expect([toBo.pass!.shown, toBo.pass!.covered]).toEqual([1, true]);
    expect(passReason(toBo)).toEqual({ k: 'offer', from: expect.any(String) });
    // Bo answered: nothing more for him; Ana's turn goes on.
    const answered = table([held(0, { targets: {}, offer: OFFER }), held(1, { targets: null, incoming: null })], 1);
    const back = choose({ state: answered, effects: [] }).state;
    expect([back.pass!.shown, back.pass!.covered]).toEqual([0, true]);
  });

  it('back with Ana, the cover says her offer has answers and the trade panel opens on them; the robber is named too (a pass-and-play play-test: "Your turn to play", the answers behind Trade)', () => {
    const answered = { ...OFFER, answers: [{ seat: 1, type: 'accept' }], waiting: [] };
    const back = choose({ state: table([held(0, { targets: { trade: true }, offer: answered }), held(1, { targets: null, incoming: null })], 1), effects: [] }).state;
    expect([back.pass!.shown, back.pass!.covered]).toEqual([0, true]);
    expect(passReason(back)).toEqual({ k: 'answers' });
    expect(back.table.trade?.tab).toBe('players');
    // Only noes: her turn, as before.
    const noes = choose({ state: table([held(0, { targets: { trade: true }, offer: { ...OFFER, answers: [{ seat: 1, type: 'reject' }], waiting: [] } }), held(1, { targets: null })], 1), effects: [] }).state;
    expect(passReason(noes)).toEqual({ k: 'turn' });
    const robber = choose({ state: table([held(0, { targets: {}, expected: { kind: 'robber', seat: 0 } } as never), held(1, { targets: null })], 1), effects: [] }).state;
    expect(passReason(robber)).toEqual({ k: 'robber' });
  });

  it('a bot\'s offer: the person who takes the device starts its wait again (its one clock ran while the device went round: the last person had 13 s of 30)', () => {
    const BOT = { id: 9, from: 2, give: { ore: 1 }, get: { wood: 1 }, until: Date.now() + 5000 };
    const covered = choose({ state: table([held(0, { targets: null }), held(1, { targets: null, incoming: BOT })], 0), effects: [] }).state;
    expect([covered.pass!.shown, covered.pass!.covered]).toEqual([1, true]);
    expect(reduce(covered, { k: 'reveal' }).effects).toEqual([{ k: 'send', msg: { t: 'more-time', id: 9 }, via: 1 }]);
    // Once the server grants no more (`more: 0`), nothing is sent: it would be refused.
    const spent = choose({ state: table([held(0, { targets: null }), held(1, { targets: null, incoming: { ...BOT, more: 0 } })], 0), effects: [] }).state;
    expect(reduce(spent, { k: 'reveal' }).effects).toEqual([]);
    // A person's offer has no such clock: nothing is sent.
    const person = choose({ state: table([held(0, { targets: null }), held(1, { targets: null, incoming: OFFER })], 0), effects: [] }).state;
    expect(reduce(person, { k: 'reveal' }).effects).toEqual([]);
  });

  it('the person on screen who has an offer of their own to answer keeps the device', () => {
    const both = table([held(0, { targets: null, incoming: OFFER }), held(1, { targets: null, incoming: OFFER })], 0);
    expect(choose({ state: both, effects: [] }).state.pass!.shown).toBe(0);
  });
});

// Keep the types honest: a StateMessage is what the fixture yields.
export type { StateMessage };

describe('whom to rob (§6)', () => {
  it('players with cards first, those with none last (and so greyed)', async () => {
    const { victimOrder } = await import('../../web/src/ui/Dialogs.js');
    const g = { view: { players: [{ resourceCount: 3 }, { resourceCount: 0 }, { resourceCount: 5 }, { resourceCount: 0 }] } } as unknown as GameMessage;
    expect(victimOrder(g, [1, 2, 3, 0])).toEqual([{ seat: 2, cards: 5 }, { seat: 0, cards: 3 }, { seat: 1, cards: 0 }, { seat: 3, cards: 0 }]);
  });
});

describe('the replay viewer as data', () => {
  it('plays step by step on timed ticks, stops at the end, and a tick from before a pause does nothing', async () => {
    const { freshReplay } = await import('../../web/src/store/replay.js');
    const steps = Array.from({ length: 3 }, () => ({ action: { p: 0, type: 'end' }, events: [] }));
    const loaded = { steps, states: [], seats: [] } as never;
    let s = reduce(start(), { k: 'replay-loaded', replay: loaded, viewpoint: 'open', problem: null }).state;
    expect(s.replay).toMatchObject({ ...freshReplay(), loaded, viewpoint: 'open' });
    let r = reduce(s, { k: 'replay-play', playing: true });
    expect(r.effects).toEqual([{ k: 'later', ms: 500, event: { k: 'replay-tick', tick: 1 } }]);
    s = r.state;
    for (let i = 1; i <= 3; i++) { r = reduce(s, { k: 'replay-tick', tick: s.replay!.tick }); s = r.state; expect(s.replay!.step).toBe(i); }
    expect(s.replay!.playing).toBe(false);
    expect(r.effects).toEqual([]);
    // Playing from the end starts again; pausing makes the tick in flight do nothing.
    s = reduce(s, { k: 'replay-play', playing: true }).state;
    expect(s.replay!.step).toBe(0);
    const stale = s.replay!.tick;
    s = reduce(s, { k: 'replay-play', playing: false }).state;
    expect(reduce(s, { k: 'replay-tick', tick: stale }).state).toBe(s);
    expect(reduce(s, { k: 'replay-step', step: 99 }).state.replay!.step).toBe(3);
    expect(reduce(s, { k: 'replay-step', step: -4 }).state.replay!.step).toBe(0);
    // Steps by a count go from where the replay stands when each is reduced: two quick key presses, two steps (a play-test's 40 quick presses took 25).
    const twice = reduce(reduce(s, { k: 'replay-step', by: 1 }).state, { k: 'replay-step', by: 1 }).state;
    expect(twice.replay!.step).toBe(s.replay!.step + 2);
    expect(reduce(twice, { k: 'replay-step', by: -9 }).state.replay!.step).toBe(0);
  });
});

describe('a counter-offer to an offer made to the person', () => {
  const withOffer = (): PageState => {
    let s = start();
    for (const e of serverEvents(solo)) {
      s = reduce(s, e).state;
      const g = s.room ? gameOf(s.room, s.lang)?.msg : null;
      if (g?.incoming) {
        const hand = g.view.players[g.you!]!.resources!;
        if (RESOURCES.some((r) => hand[r] > 0)) return s;
      }
    }
    throw new Error('no offer to the person in the game');
  };

  it('opens on the offer\'s terms from the person\'s side; the same terms cannot be sent; edited ones go as an answer with the counter', () => {
    let s = withOffer();
    const inc = game(s).incoming!;
    s = reduce(s, { k: 'counter-open', id: inc.id }).state;
    expect(s.table.counter!.draft.give).toMatchObject(inc.get);
    expect(s.table.counter!.draft.get).toMatchObject(inc.give);
    expect(reduce(s, { k: 'counter-send' }).effects).toEqual([]); // unchanged terms: accept instead
    // Esc cancels the counter-offer being written, as it cancels a build (it did nothing: a keyboard play-test).
    expect(reduce(s, { k: 'key', key: 'escape' }).state.table.counter).toBeNull();
    const hand = game(s).view.players[game(s).you!]!.resources!;
    const have = RESOURCES.find((r) => hand[r] > 0)!;
    const want = RESOURCES.find((r) => r !== have && (inc.give[r] ?? 0) === 0)!;
    const give = { brick: 0, wood: 0, wool: 0, grain: 0, ore: 0, [have]: 1 };
    const get = { brick: 0, wood: 0, wool: 0, grain: 0, ore: 0, [want]: 1 };
    s = reduce(s, { k: 'counter-draft', draft: { give, get } }).state;
    const r = reduce(s, { k: 'counter-send' });
    expect(r.effects).toEqual([{ k: 'send', msg: { t: 'answer', id: inc.id, accept: false, counter: { give: { [have]: 1 }, get: { [want]: 1 } } } }]);
    expect(r.state.table.counter).toBeNull();
  });
});

describe('a counter-offer turned down', () => {
  it('is announced to the person who made it when the offer closes with no trade (their panel just closed), and to no one else', () => {
    const entry = (taken: number | null): LogEntry => ({
      k: 'offer', from: 0, give: { wood: 1 }, get: { ore: 1 }, taken,
      answers: [{ seat: 1, type: 'counter', give: { brick: 1 }, get: { ore: 1 } }, { seat: 2, type: 'reject' }],
    });
    const viewOf = (viewer: number) => ({ viewer }) as unknown as GameMessage['view'];
    const cues = cuesOfEntries([entry(null)], {} as BoardJson, viewOf(1));
    expect(cues).toEqual([{ kind: 'counterDeclined', from: 0 }]);
    for (const lang of ['en', 'es', 'fr', 'sv'] as const) {
      const text = toastWords(lang, { cue: { ...cues[0]!, id: 1, at: 0 }, you: 1, names: ['Vera', 'Ana', 'Owen'] })!.text;
      expect(text, lang).toContain('Vera');
    }
    expect(toastWords('en', { cue: { ...cues[0]!, id: 1, at: 0 }, you: 1, names: ['Vera', 'Ana', 'Owen'] })!.text).toBe('Vera turned down your counter-offer');
    expect(cuesOfEntries([entry(2)], {} as BoardJson, viewOf(1)), 'a trade was made with another').toEqual([]);
    expect(cuesOfEntries([entry(null)], {} as BoardJson, viewOf(2)), 'the one who said no').toEqual([]);
  });
});

describe('a name taken in another tab of the same browser', () => {
  it('reaches this tab\'s name field (and is the name kept), without a message sent back; a frame that keeps the name changes nothing', () => {
    const last = soloState.room!.msg;
    // The server's next frame for this connection: only its `you` changed (renamed from the other tab).
    const renamed: ServerMessage = { t: 'update', room: last.room.id, rev: last.rev + 1, base: last.rev, version: last.version, logFrom: last.version, log: [], you: { ...last.you, name: 'Eve' } };
    const r = run(soloState, serverEvents([renamed]));
    expect(r.state.name).toBe('Eve');
    expect(r.effects).toContainEqual({ k: 'set-name', name: 'Eve' });
    expect(r.effects.filter((e) => e.k === 'send')).toEqual([]);
    // Typing in this tab's field is not undone by frames that do not rename.
    const typing = run(r.state, [{ k: 'name', name: 'Ev' }]).state;
    const same: ServerMessage = { t: 'update', room: last.room.id, rev: last.rev + 2, base: last.rev + 1, version: last.version, logFrom: last.version, log: [] };
    expect(run(typing, serverEvents([same])).state.name).toBe('Ev');
  });
});

describe('the start form\'s house rules as the shared rule fields see them (§11, §14)', () => {
  it('a change to a rule lands in the form\'s own field, the special building phase in the one of the table\'s size; and reads back the same', async () => {
    const { formPatchOf, ruleValuesOf } = await import('../../web/src/store/setup.js');
    const four = start().setup;
    expect(four.players).toBe(4);
    expect(formPatchOf(four, { friendlyRobber: true, victoryPoints: 12, discardOver: 9, specialBuild: true })).toEqual({ friendly: true, vp: 12, discardOver: 9, specialBuild34: true });
    const six = { ...four, players: 6 as const };
    expect(formPatchOf(six, { specialBuild: false })).toEqual({ specialBuild56: false });
    const changed = { ...four, ...formPatchOf(four, { tradeThenBuild: true, discard: false, balancedDice: true }) };
    expect(ruleValuesOf(changed)).toMatchObject({ tradeThenBuild: true, discard: false, balancedDice: true, friendlyRobber: four.friendly });
  });
});
