/**
 * The page's logic without a browser: what it lights (only the server's targets), what a click
 * asks, what it says is expected, where help and refusals link, how the log reads, the bundle
 * editors, the board layout and the end-of-game figures. Messages come from real games played
 * by the server with a scripted person.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { HEX_NAMES, RECORD_CODES, VERTEX_COUNT, type BoardJson, type GameRecord } from '../../src/engine/index.js';
import { answerProblem, canOpen, frameAt, loadReplay, problemText, type LoadedReplay, type ReplayProblem } from '../../web/src/logic/replay.js';
import { soloRequest } from '../../src/server/setup.js';
import type { GameMessage, LogEntry, SetupRequest, StateMessage, UpdateMessage } from '../../src/protocol/index.js';
import { LANGS, loadPack, packOf, refusalText, resCount, t } from '../../web/src/i18n.js';
import { adjust, discardReady, emptyCounts, formatBundle, lacks, offerProblem, toBundle, total } from '../../web/src/logic/bundle.js';
import { edgeLabel, geometryOf, harborVertices, hexLabel, vertexLabel } from '../../web/src/logic/labels.js';
import { R, VIEWBOX, harborPlacement, hexCenter, vertexPoint } from '../../web/src/logic/layout.js';
import { chatName, formatEntry, lastRoll, standInEntries } from '../../web/src/logic/log.js';
import {
  effectiveMode, handNotes, helpTopic, intentForEdge, intentForVertex, litFor, missWhy, noBankTradeKey, prompt, refusalHref, robberClick, sectionOf, type Mode,
} from '../../web/src/logic/play.js';
import { barSeconds, gameOf, mergeState, parseRoute, roundOf, routePath, secondsLeft, turnClock, type ClientRoom } from '../../web/src/logic/room.js';
import { namedSeats, seatName } from '../../web/src/logic/names.js';
import { endStanding, expectedDice, gainedRows, niceMax } from '../../web/src/logic/stats.js';
import { TestConn, createRoom, makeRooms, playOut } from '../server/harness.js';

/** A whole game played by the scripted person against bots, as the page received it. */
let finished: GameRecord;

let frames: (StateMessage | UpdateMessage)[] = [];

async function record(setup: SetupRequest): Promise<StateMessage[]> {
  const rooms = makeRooms();
  const ana = new TestConn('web-logic-token-0000000000', 'Ana');
  const room = createRoom(rooms, soloRequest(setup), ana);
  room.join(ana);
  room.sit(ana, undefined, 'Ana'); // a room with every person seat taken and "start" starts at once
  await playOut([ana]);
  finished = room.recordFor('spectator')!;
  rooms.close();
  frames = ana.got.filter((m): m is StateMessage | UpdateMessage => m.t === 'state' || m.t === 'update');
  return ana.shown.filter((m) => m.game !== null);
}

let states: StateMessage[] = [];
let msgs: GameMessage[] = [];
let board: BoardJson;
let log: LogEntry[] = [];

beforeAll(async () => {
  for (const l of LANGS) await loadPack(l);
  states = await record({ players: 4, name: 'Ana', color: 'red', bots: ['medium', 'easy', 'random'], board: { kind: 'variable', seed: 'web-logic' }, rules: {}, seed: 'w1', paceMs: 0 });
  msgs = states.map((s) => ({ ...s.game!, id: s.room.id, you: s.you.seat, seats: s.room.seats, logFrom: s.logFrom, log: s.log }));
  board = frames.find((s): s is StateMessage => s.t === 'state' && s.board !== undefined)!.board!;
  let room: ClientRoom | null = null;
  for (const m of frames) room = mergeState(room, m);
  log = room!.log;
}, 60_000);

const MODES: Mode[] = ['none', 'road', 'settlement', 'city'];

describe('lighting: only what the server allows', () => {
  it('every lit spot is one of the targets, in every mode, in every message of a game', () => {
    let lit = 0;
    for (const m of msgs) {
      for (const mode of MODES) {
        const l = litFor(m, mode);
        const t = m.targets;
        if (!t) { expect(l.vertices.size + l.edges.size + l.hexes.size + l.blocked.size).toBe(0); continue; }
        for (const [v, piece] of l.vertices) expect(piece === 'city' ? t.cities : t.settlements).toContain(v);
        for (const e of l.edges) expect(t.roads).toContain(e);
        for (const h of l.hexes) expect(t.robber.map((r) => r.hex)).toContain(h);
        for (const v of l.blocked) expect(t.blocked).toContain(v);
        lit += l.vertices.size + l.edges.size + l.hexes.size;
      }
    }
    expect(lit).toBeGreaterThan(100);
  });

  it('set-up and Road Building impose their piece; the robber lights hexes only', () => {
    const setup = msgs.find((m) => m.expected.kind === 'place-settlement' && m.expected.seat === m.you)!;
    expect(effectiveMode(setup, 'none')).toBe('settlement');
    expect(effectiveMode(setup, 'road')).toBe('settlement');
    expect(litFor(setup, 'none').blocked.size).toBe(setup.targets!.blocked.length);
    const road = msgs.find((m) => m.expected.kind === 'place-road' && m.expected.seat === m.you)!;
    expect(effectiveMode(road, 'city')).toBe('road');
    const robber = msgs.find((m) => (m.targets?.robber.length ?? 0) > 0);
    if (robber) {
      const l = litFor(robber, 'settlement');
      expect(l.vertices.size + l.edges.size).toBe(0);
      expect(l.hexes.size).toBe(robber.targets!.robber.length);
    }
    const waiting = msgs.find((m) => m.targets === null)!;
    expect(effectiveMode(waiting, 'road')).toBe('none');
  });

  it('a click asks for exactly the lit build, and nothing elsewhere', () => {
    const setup = msgs.find((m) => m.expected.kind === 'place-settlement' && m.expected.seat === m.you)!;
    const v = setup.targets!.settlements[0]!;
    expect(intentForVertex(setup, 'none', v)).toEqual({ type: 'build', piece: 'settlement', at: v });
    const occupied = setup.targets!.blocked[0];
    if (occupied) expect(intentForVertex(setup, 'none', occupied)).toBeNull();
    expect(intentForEdge(setup, 'none', '0,0,E')).toBeNull();
  });

  it('a tap away from the lit spots says why nothing happened, under the rule that lit them: §3 set-up, §5 building, §6 the robber must move, §11 the friendly robber (a play-test: a tap on the robber\'s hex said nothing)', () => {
    const setup = msgs.find((m) => m.expected.kind === 'place-settlement' && m.expected.seat === m.you)!;
    // Set-up's placements are §3's; later ones the building rules' (§5).
    expect(missWhy(setup, 'none', null)).toEqual({ code: 'distance-rule', words: 'whyNotLit', section: '§3' });
    const road = msgs.find((m) => m.expected.kind === 'place-road' && m.expected.seat === m.you)!;
    expect(missWhy(road, 'none', '0,0')).toEqual({ code: 'not-connected', words: 'whyNotLit', section: '§3' });
    const later = msgs.find((m) => m.view.phase === 'main' && (m.targets?.roads.length ?? 0) > 0)!;
    expect(missWhy(later, 'road', null)).toEqual({ code: 'not-connected', words: 'whyNotLit' });
    const robber = msgs.find((m) => (m.targets?.robber.length ?? 0) > 0)!;
    expect(missWhy(robber, 'none', robber.view.robber)).toEqual({ code: 'robber-must-move' });
    expect(missWhy(robber, 'none', null)).toEqual({ code: 'robber-must-move', words: 'whyNotLit' });
    // With the friendly robber (§11), another land hex left unlit is one it protects.
    const friendly = { ...robber, view: { ...robber.view, rules: { ...robber.view.rules, friendlyRobber: true } } };
    expect(missWhy(friendly, 'none', HEX_NAMES.find((h) => h !== robber.view.robber)!)).toEqual({ code: 'robber-protected' });
    expect(missWhy(friendly, 'none', robber.view.robber)).toEqual({ code: 'robber-must-move' });
    const waiting = msgs.find((m) => m.targets === null)!;
    expect(missWhy(waiting, 'road', '0,0')).toBeNull();
    for (const lang of LANGS) expect(t(lang, 'whyNotLit', { section: '§5' })).toContain('§5');
  });

  it('the robber: no victim, one victim, or a choice of victims (§6)', () => {
    const base = msgs.find((m) => m.targets)!.targets!;
    const t = { ...base, robber: [{ hex: '0,0', victims: [] }, { hex: '1,0', victims: [2] }, { hex: '0,1', victims: [1, 3] }] };
    expect(robberClick(t, '0,0')).toEqual({ intent: { type: 'robber', hex: '0,0' } });
    expect(robberClick(t, '1,0')).toEqual({ intent: { type: 'robber', hex: '1,0', victim: 2 } });
    expect(robberClick(t, '0,1')).toEqual({ victims: [1, 3] });
    expect(robberClick(t, '2,0')).toBeNull();
    expect(robberClick(null, '0,0')).toBeNull();
  });
});

describe('what the page says', () => {
  it('a prompt for every step, in every language, naming whoever is expected', () => {
    const kinds = new Set<string>();
    for (const m of msgs) {
      kinds.add(m.expected.kind);
      for (const lang of LANGS) {
        const p = prompt(m, { lang });
        expect(p.length).toBeGreaterThan(3);
        expect(p).not.toMatch(/\{|undefined/);
        if (m.ready && 'seat' in m.expected && m.expected.seat !== m.you && m.expected.kind !== 'ended') expect(p).toContain(m.seats[m.expected.seat]!.name);
      }
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['place-settlement', 'place-road', 'roll', 'act', 'ended']));
    const roll = msgs.find((m) => m.expected.kind === 'roll' && m.expected.seat === m.you)!;
    expect(prompt(roll, { lang: 'en' })).toBe('Roll the dice');
    expect(prompt(roll, { lang: 'en', victimDialog: true })).toBe('Choose whom to rob');
    const discard = msgs.find((m) => m.expected.kind === 'discard' && m.targets?.discard);
    if (discard) expect(prompt(discard, { lang: 'en' })).toBe(`Discard ${discard.targets!.discard} cards`);
  });

  it('§7 a maritime trade needs the bank to hold the card: with enough cards and a bank that has none to give, the tab says the bank is why (a play-test: "you do not hold enough" to a hand of 63)', () => {
    const rates = { brick: 4, wood: 4, wool: 3, grain: 2, ore: 4 };
    expect(noBankTradeKey({ brick: 18, wood: 9, wool: 0, grain: 0, ore: 0 }, rates)).toBe('bankDry');
    expect(noBankTradeKey({ brick: 0, wood: 0, wool: 0, grain: 2, ore: 0 }, rates), 'two grain at a 2:1 harbor').toBe('bankDry');
    expect(noBankTradeKey({ brick: 3, wood: 3, wool: 2, grain: 1, ore: 3 }, rates)).toBe('bankNone');
    for (const lang of LANGS) expect(t(lang, 'bankDry')).toContain('§7');
  });

  it('§11 trade then build: once the person has built, the status line says first that trading is over (Trade went grey without a word: a play-test)', () => {
    const act = msgs.find((m) => m.expected.kind === 'act' && m.expected.seat === m.you && (m.targets?.roads.length ?? 0) > 0)!;
    const built = { ...act, view: { ...act.view, rules: { ...act.view.rules, tradeThenBuild: true } }, targets: { ...act.targets!, trade: false } };
    expect(prompt(built, { lang: 'en' })).toBe('No more trading once you have built (house rule): build, buy, or end your turn');
    expect(prompt({ ...built, targets: act.targets }, { lang: 'en' }), 'before building').toBe('Trade, build, buy, or end your turn');
  });

  it('§8 the hand says why a Play is grey: Road Building with no road piece left, and every card once one has been played this turn (a victory point card alone calls for no note)', () => {
    const roll = msgs.find((m) => m.expected.kind === 'roll' && m.expected.seat === m.you)!;
    const you = roll.you!;
    const none = { knight: 0, roadBuilding: 0, yearOfPlenty: 0, monopoly: 0, victoryPoint: 0 };
    const hand = (dev: Partial<typeof none>, roads: number, played: boolean, current = you) => ({
      you, view: {
        ...roll.view, playedCardThisTurn: played, current,
        players: roll.view.players.map((p, i) => (i === you ? { ...p, devCards: { ...none, ...dev }, supply: { ...p.supply, roads } } : p)),
      },
    });
    expect(handNotes(hand({ roadBuilding: 1 }, 0, false))).toEqual({ rbNoRoads: true, oneCard: false });
    expect(handNotes(hand({ roadBuilding: 1 }, 1, false)), 'one road piece: the card gives that one').toEqual({ rbNoRoads: false, oneCard: false });
    expect(handNotes(hand({ knight: 1 }, 5, true))).toEqual({ rbNoRoads: false, oneCard: true });
    expect(handNotes(hand({ victoryPoint: 2 }, 5, true)), 'a victory point card is never played').toEqual({ rbNoRoads: false, oneCard: false });
    expect(handNotes(hand({ knight: 1 }, 5, true, (you + 1) % roll.view.players.length)), 'another player\'s turn').toEqual({ rbNoRoads: false, oneCard: false });
    expect(handNotes({ ...hand({ knight: 1 }, 5, true), you: null }), 'a spectator holds no hand').toEqual({ rbNoRoads: false, oneCard: false });
    for (const lang of LANGS) { expect(t(lang, 'oneCardTurn')).toContain('§8'); expect(t(lang, 'rbNoRoads')).toContain('§8'); }
  });

  it('§8 Road Building with one road piece left says the card gives one road, not "2 left" (a play-test: the turn went on after one without a word)', () => {
    const roll = msgs.find((m) => m.expected.kind === 'roll' && m.expected.seat === m.you)!;
    const you = roll.you!;
    const placing = (pieces: number) => ({
      ...roll, expected: { kind: 'free-road' as const, seat: you },
      view: { ...roll.view, freeRoads: 2, players: roll.view.players.map((p, i) => (i === you ? { ...p, supply: { ...p.supply, roads: pieces } } : p)) },
    });
    expect(prompt(placing(5), { lang: 'en' })).toBe('Place a free road (2 left)');
    expect(prompt(placing(1), { lang: 'en' })).toBe('Place a free road: your last road piece, so the card gives only this one (§8)');
    for (const lang of LANGS) expect(prompt(placing(1), { lang })).toContain('§8');
  });

  it('with a piece chosen the line says where it goes; before everyone has seen who starts, it says the table waits', () => {
    const act = msgs.find((m) => m.expected.kind === 'act' && m.expected.seat === m.you && (m.targets?.roads.length ?? 0) > 0)!;
    expect(act, 'a turn where a road can be built').toBeDefined();
    expect(prompt(act, { lang: 'en' })).toBe('Trade, build, buy, or end your turn');
    // The person's own offer with a yes or a counter in: the status line says so (pass and play showed only the line above, the answers below the hand).
    const offer = { id: 1, give: { wool: 1 }, get: { ore: 1 }, waiting: [], answers: [{ seat: 1, type: 'accept' as const }, { seat: 2, type: 'reject' as const }] };
    // One taker is named, with what they said (a play-test: "A player wants to trade", cut short on a phone, named nobody).
    const taker = act.seats[1]!.name, counterer = act.seats[3]!.name;
    expect(prompt({ ...act, offer }, { lang: 'en' })).toBe(`${taker} accepts your offer: trade in the trade panel, or go on`);
    expect(prompt({ ...act, offer: { ...offer, answers: [{ seat: 3, type: 'counter' as const, give: { wool: 1 }, get: { brick: 1 } }] } }, { lang: 'en' })).toBe(`${counterer} counters your offer: see it in the trade panel, or go on`);
    for (const lang of LANGS) expect(prompt({ ...act, offer }, { lang })).toContain(taker);
    // Several are named too (it said "2 players want to trade", and the person looked for whom).
    const two = { ...act, offer: { ...offer, answers: [...offer.answers, { seat: 3, type: 'counter' as const, give: { wool: 1 }, get: { brick: 1 } }] } };
    expect(prompt(two, { lang: 'en' })).toBe(`${taker} and ${counterer} want to trade: choose one in the trade panel, or go on`);
    for (const lang of LANGS) { expect(prompt(two, { lang })).toContain(taker); expect(prompt(two, { lang })).toContain(counterer); }
    expect(prompt({ ...act, offer: { ...offer, answers: [{ seat: 2, type: 'reject' as const }] } }, { lang: 'en' })).toBe('Trade, build, buy, or end your turn');
    expect(prompt(act, { lang: 'en', mode: 'road' })).toBe('Choose a lit side for your road');
    // While a bot plays for the person, their step is the bot's (a play-test read "end your turn" under "a bot is playing for you").
    const away = { ...act, seats: act.seats.map((x, i) => (i === act.you ? { ...x, away: 'timeout' as const } : x)) };
    expect(prompt(away, { lang: 'en' })).toBe('A bot is playing for you until you are back.');
    // Another person's step played by a stand-in says so (a spectator read "Bo is playing" while a bot played Bo's turn).
    const k = (act.you! + 1) % act.seats.length;
    const bo = act.seats[k]!.name;
    const standIn = { ...act, expected: { kind: 'roll' as const, seat: k }, seats: act.seats.map((x, i) => (i === k ? { ...x, bot: null, online: false, away: 'disconnected' as const } : x)) };
    expect(prompt(standIn, { lang: 'en' })).toBe(`A bot is playing for ${bo}`);
    // A spectator at a table whose people have all gone: the game waits for them, and says so.
    const watching = { ...standIn, you: null, seats: standIn.seats.map((x) => (x.bot === null ? { ...x, online: false } : x)) };
    expect(prompt(watching, { lang: 'en' })).toBe('Waiting for a player to come back: nobody is at the table');
    const oneHere = { ...watching, seats: watching.seats.map((x, i) => (i === act.you ? { ...x, online: true } : x)) };
    expect(prompt(oneHere, { lang: 'en' })).toBe(`A bot is playing for ${bo}`);
    // A piece that cannot be built now is no mode at all (the board lights nothing).
    const noCity = msgs.find((m) => m.expected.kind === 'act' && m.expected.seat === m.you && m.targets?.cities.length === 0)!;
    expect(prompt(noCity, { lang: 'en', mode: 'city' })).toBe('Trade, build, buy, or end your turn');
    for (const lang of LANGS) expect(prompt(act, { lang, mode: 'road' })).not.toBe(prompt(act, { lang }));
    // Another's turn: the person's chosen mode says nothing about it.
    const other = msgs.find((m) => m.expected.kind === 'act' && m.expected.seat !== m.you)!;
    expect(prompt(other, { lang: 'en', mode: 'road' })).toBe(prompt(other, { lang: 'en' }));
    expect(prompt({ ...msgs[0]!, ready: false }, { lang: 'en' })).toBe('Waiting for everyone to see who starts');
  });

  it('the help button opens the topic of the step', () => {
    const find = (k: string) => msgs.find((m) => m.expected.kind === k)!;
    expect(helpTopic(find('place-settlement'), 'none')).toBe('setup');
    expect(helpTopic(find('roll'), 'none')).toBe('production');
    expect(helpTopic(find('act'), 'none')).toBe('turn');
    expect(helpTopic(find('act'), 'road')).toBe('building');
    expect(helpTopic(find('act'), 'none', 'trade')).toBe('trading');
    expect(helpTopic(find('act'), 'none', 'card')).toBe('development-cards');
    expect(helpTopic(find('ended'), 'none')).toBe('winning');
    expect(helpTopic(null, 'none')).toBe('setup');
  });

  it('a refusal links to the rule that refused it', () => {
    // By the code, never by the sentence.
    expect(sectionOf('cannot-afford')).toBe('§5');
    expect(sectionOf('discard-count')).toBe('§4.3');
    expect(sectionOf('stale')).toBeNull();
    expect(refusalHref({ code: 'cannot-afford', rule: 'building-costs' }, 'es')).toBe('/rules?lang=es#building-costs');
    expect(refusalHref({ code: 'discard-count' }, 'en')).toBe(`/rules?lang=en#${encodeURIComponent('§4')}`);
    expect(refusalHref({ code: 'malformed' }, 'sv')).toBe('/rules?lang=sv#turn');
    expect(refusalHref({ code: 'stale' }, 'sv')).toBe('/rules?lang=sv#turn');
  });

  it('the log reads in every language, and says only what the seat saw', () => {
    expect(log.length).toBeGreaterThan(50);
    const ctx = (lang: (typeof LANGS)[number]) => ({ lang, seats: msgs[0]!.seats, board });
    for (const lang of LANGS) {
      for (const e of log) {
        const line = formatEntry(e, ctx(lang));
        for (const s of [line.text, ...line.sub]) expect(s).not.toMatch(/\{\w+\}|undefined|NaN/);
      }
    }
    const you = msgs[0]!.you;
    const seatName = (s: number) => msgs[0]!.seats[s]!.name;
    // A purchase by someone else never names the card; a roll lists who received what.
    for (const e of log) {
      if (e.k !== 'act') continue;
      if (e.action.type === 'buy' && e.action.p !== you) expect(formatEntry(e, ctx('en')).text).toBe(`${seatName(e.action.p)} bought a development card`);
    }
    const roll = log.find((e) => e.k === 'act' && e.action.type === 'roll' && e.events.some((x) => x.type === 'resources'))!;
    expect(formatEntry(roll, ctx('en')).sub.some((s) => / received \d /.test(s))).toBe(true);
    expect(lastRoll(log)).not.toBeNull();
  });

  it('moves a bot made for a person who was away are marked as the stand-in\'s, from "away" or "left" until "back"', () => {
    const ctx = { lang: 'en' as const, seats: msgs[0]!.seats, board };
    const n = (s: number) => msgs[0]!.seats[s]!.name;
    const end = (p: number): LogEntry => ({ k: 'act', action: { p, type: 'end' }, events: [] });
    const note = (what: 'away' | 'back' | 'left' | 'joined' | 'started', seat: number): LogEntry => ({ k: 'note', what, seat, name: n(seat) });
    // A "left" in the lobby is in the lobby's seat numbers: it marks nobody at the table.
    const log: LogEntry[] = [note('left', 1), note('joined', 2), note('started', 0), end(1), note('away', 1), end(1), end(0), note('back', 1), end(1), note('left', 2), end(2)];
    expect(standInEntries(log)).toEqual([false, false, false, false, false, true, false, false, false, false, true]);
    expect(formatEntry(log[5]!, ctx, 1, false, true).text).toBe(`${n(1)} ended the turn (a bot, standing in)`);
    for (const lang of LANGS) expect(formatEntry(log[5]!, { ...ctx, lang }, 1, false, true).text).not.toBe(formatEntry(log[5]!, { ...ctx, lang }, 1, false, false).text);
  });

  it('after a person\'s time runs out, the stand-in\'s moves and offers are marked too, until "back" (a play-test saw them as the person\'s own)', () => {
    const ctx = { lang: 'en' as const, seats: msgs[0]!.seats, board };
    const n = (s: number) => msgs[0]!.seats[s]!.name;
    const end = (p: number): LogEntry => ({ k: 'act', action: { p, type: 'end' }, events: [] });
    const offer = (from: number): LogEntry => ({ k: 'offer', from, give: { wood: 1 }, get: { ore: 1 }, answers: [], taken: null });
    const note = (what: 'timeout' | 'back' | 'started', seat: number): LogEntry => ({ k: 'note', what, seat, name: n(seat) });
    const log: LogEntry[] = [note('started', 0), offer(0), note('timeout', 0), offer(0), end(0), offer(1), note('back', 0), end(0)];
    expect(standInEntries(log)).toEqual([false, false, false, true, true, false, false, false]);
    expect(formatEntry(log[3]!, ctx, 0, false, true).text).toBe(`${n(0)} offered 1 lumber for 1 ore (a bot, standing in)`);
    expect(formatEntry(log[1]!, ctx, 0, false, false).text).toBe(`${n(0)} offered 1 lumber for 1 ore`);
  });

  it('a spectator who gave no name is the language\'s guest in the log and the chat (ops play-test: the server\'s English "Guest" on every page), a word apart from the friend invited to a seat (native-reader review: "Invitado", "Invité" for both)', () => {
    const ctx = (lang: (typeof LANGS)[number]) => ({ lang, seats: msgs[0]!.seats, board });
    const said: LogEntry = { k: 'chat', seat: null, name: '', text: 'hola', at: 0 };
    expect(LANGS.map((lang) => formatEntry(said, ctx(lang)).text)).toEqual(['Guest: hola', 'Anónimo: hola', 'Anonyme\u00a0: hola', 'Gäst: hola']);
    expect(LANGS.map((lang) => chatName(lang, said))).toEqual(['Guest', 'Anónimo', 'Anonyme', 'Gäst']);
    for (const lang of LANGS) expect(t(lang, 'seatPerson').toLowerCase(), lang).not.toContain(t(lang, 'guest').toLowerCase());
    // A name given is shown as it is, in every language.
    for (const lang of LANGS) expect(chatName(lang, { name: 'Bo' })).toBe('Bo');
    // A spectator who gave a name keeps the chat panel's mark in the log (the replay's log holds the chat).
    const lars: LogEntry = { k: 'chat', seat: null, name: 'Lars', text: 'gg', at: 0 };
    expect(LANGS.map((lang) => formatEntry(lars, ctx(lang)).text)).toEqual(['Lars (Watching): gg', 'Lars (Mirando): gg', 'Lars (Spectateur)\u00a0: gg', 'Lars (Tittar): gg']);
    expect(formatEntry({ k: 'chat', seat: 1, name: 'Bo', text: 'gg', at: 0 }, ctx('en')).text, 'a player has no mark').toBe('Bo: gg');
  });

  it('the reader\'s own chat lines and notes say "(you)", as the lines about their moves do (a code review: only the moves\' lines did)', () => {
    const ctx = (lang: (typeof LANGS)[number], me: number | null) => ({ lang, seats: msgs[0]!.seats, board, me });
    const bo: LogEntry = { k: 'chat', seat: 1, name: 'Bo', text: 'gg', at: 0 };
    expect(LANGS.map((lang) => formatEntry(bo, ctx(lang, 1)).text)).toEqual(['Bo (you): gg', 'Bo (tú): gg', 'Bo (vous)\u00a0: gg', 'Bo (du): gg']);
    expect(formatEntry(bo, ctx('en', 0)).text, 'another\'s line').toBe('Bo: gg');
    expect(formatEntry(bo, ctx('en', null)).text, 'a spectator\'s page').toBe('Bo: gg');
    // A seat's note names it with the mark; a spectator's line (no seat) never has it.
    const away: LogEntry = { k: 'note', seat: 1, name: 'Bo', what: 'away', at: 0 };
    expect(formatEntry(away, ctx('en', 1)).text).toBe(formatEntry(away, ctx('en', 0)).text.replace('Bo', 'Bo (you)'));
    expect(formatEntry({ k: 'chat', seat: null, name: 'Lars', text: 'hi', at: 0 }, ctx('en', 1)).text).toBe('Lars (Watching): hi');
    // And the lines about moves, by the same context: the seat's name with the mark, another's without.
    const offer: LogEntry = { k: 'offer', from: 1, give: { wood: 1 }, get: { ore: 1 }, answers: [], taken: null };
    const name = msgs[0]!.seats[1]!.name;
    expect(formatEntry(offer, ctx('en', 1), 1).text).toBe(`${name} (you) offered 1 lumber for 1 ore`);
    expect(formatEntry(offer, ctx('en', 0), 1).text).toBe(`${name} offered 1 lumber for 1 ore`);
  });

  it('a person\'s seat without a name is the language\'s "Player N" everywhere the page names it (ops play-test: the server\'s English "Player 2" on every page)', () => {
    const names = ['Player 2', 'Jugador 2', 'Joueur 2', 'Spelare 2'];
    expect(LANGS.map((lang) => seatName(lang, '', 1))).toEqual(names);
    for (const lang of LANGS) expect(seatName(lang, 'Bo', 1)).toBe('Bo');
    const seats = msgs[0]!.seats.map((x, i) => (i === 1 ? { ...x, name: '' } : x));
    // At the table a seat is numbered by its place in the lobby (the server says it: `lobby`), which the start roll changed.
    const lobby = seats[1]!.lobby!;
    expect(lobby).toBeTypeOf('number');
    const inLobby = LANGS.map((lang) => seatName(lang, '', lobby));
    expect(LANGS.map((lang) => namedSeats(lang, seats)[1]!.name)).toEqual(inLobby);
    expect(namedSeats('es', msgs[0]!.seats)).toBe(msgs[0]!.seats);
    // The game screen's seats (the table, the log, the dialogs and the end screen read them), in the page's language.
    let room: ClientRoom | null = null;
    for (const m of frames) room = mergeState(room, m);
    const unnamed: ClientRoom = { ...room!, msg: { ...room!.msg, room: { ...room!.msg.room, seats: room!.msg.room.seats.map((x, i) => (i === 1 ? { ...x, name: '' } : x)) } } };
    expect(LANGS.map((lang) => gameOf(unnamed, lang)!.msg.seats[1]!.name)).toEqual(LANGS.map((lang) => seatName(lang, '', unnamed.msg.room.seats[1]!.lobby!)));
    // Made once per held room and language (the page asks several times a frame); a new frame's room is made anew.
    expect(gameOf(unnamed, 'sv')).toBe(gameOf(unnamed, 'sv'));
    expect(gameOf(unnamed, 'fr')!.msg.seats[1]!.name).toBe(seatName('fr', '', unnamed.msg.room.seats[1]!.lobby!));
    expect(gameOf(unnamed, 'sv')!.msg.seats[1]!.name).toBe(seatName('sv', '', unnamed.msg.room.seats[1]!.lobby!));
    expect(gameOf({ ...unnamed }, 'sv')).not.toBe(gameOf(unnamed, 'sv'));
    // Notes and chat lines name the seat they are about now; a seat not known is the word alone.
    const ctx = (lang: (typeof LANGS)[number]) => ({ lang, seats, board });
    const joined: LogEntry = { k: 'note', what: 'joined', seat: 1, name: '' };
    // (numbered by the seat's place in the lobby, as the seats are)
    expect(LANGS.map((lang) => formatEntry(joined, ctx(lang)).text)).toEqual(LANGS.map((lang) => t(lang, 'nJoined', { name: seatName(lang, '', lobby) })));
    expect(formatEntry(joined, ctx('es'), 2).text).toBe(t('es', 'nJoined', { name: `Jugador ${seats[2]!.lobby! + 1}` }));
    expect(formatEntry(joined, { ...ctx('es'), seats: seats.map(({ lobby: _, ...x }) => x) }, 2).text).toBe(t('es', 'nJoined', { name: 'Jugador 3' }));
    // A renamed seat: the name it went by (none: the seat's word, numbered as above), then the new one.
    const renamed: LogEntry = { k: 'note', what: 'renamed', seat: 1, name: 'Finn', was: '' };
    expect(LANGS.map((lang) => formatEntry(renamed, ctx(lang)).text)).toEqual(LANGS.map((lang) => t(lang, 'nRenamed', { was: seatName(lang, '', lobby), name: 'Finn' })));
    expect(formatEntry({ ...renamed, was: 'Bo' }, ctx('en')).text).toBe('Bo is now called Finn');
    // What the host changed, named in every language (a play-test: "changed the players, board or rules" for every change).
    const settings: LogEntry = { k: 'note', what: 'settings', seat: 1, name: 'Finn', parts: ['board', 'rules'] };
    expect(LANGS.map((lang) => formatEntry(settings, ctx(lang)).text)).toEqual([
      'Finn changed the board and the house rules', 'Finn cambió el tablero y las variantes', 'Finn a changé le plateau et les variantes', 'Finn ändrade spelplanen och husreglerna',
    ]);
    expect(formatEntry({ ...settings, parts: ['players', 'board', 'timer'] }, ctx('en')).text).toBe('Finn changed the number of players, the board, and the turn timer');
    // A row stored before the parts were kept: the general words.
    expect(formatEntry({ k: 'note', what: 'settings', seat: 1, name: 'Finn' }, ctx('en')).text).toBe('Finn changed the players, board or rules');
    // A kind of note a newer server sends and this page does not know: its name, not a broken log (a review).
    expect(formatEntry({ k: 'note', what: 'newer-kind' as never, seat: 1, name: 'Finn' }, ctx('en')).text).toBe('Finn');
    const said: LogEntry = { k: 'chat', seat: 1, name: '', text: 'hej', at: 0 };
    const n = lobby + 1;
    expect(LANGS.map((lang) => formatEntry(said, ctx(lang)).text)).toEqual([`Player ${n}: hej`, `Jugador ${n}: hej`, `Joueur ${n}\u00a0: hej`, `Spelare ${n}: hej`]);
    expect(chatName('sv', said, null)).toBe('Spelare');
    expect(chatName('fr', { ...said, seat: null })).toBe('Anonyme');
  });

  it('a replay of a record that names no players shows each as the language\'s "Player N", not its colour\'s English code', () => {
    const anonymous = { ...JSON.parse(JSON.stringify(finished)), players: finished.players.map((x) => ({ color: x.color })) };
    const r = loadReplay(anonymous) as LoadedReplay;
    expect(r.seats.map((x) => x.name)).toEqual(['', '', '', '']);
    expect(frameAt(r, 3, 'open', 'fr').seats.map((x) => x.name)).toEqual(['Joueur 1', 'Joueur 2', 'Joueur 3', 'Joueur 4']);
    expect(frameAt(r, 3, 0, 'en').seats.map((x) => x.name)).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);
  });

  it('a replay from a room numbers a person without a name by their place in the lobby, as the game did (the start roll had made Player 1 "Player 2")', () => {
    // Regression: a play-test was "Player 1 (you)" all game long and "Player 2" in its replay.
    const mixed = { ...JSON.parse(JSON.stringify(finished)), players: finished.players.map((x, i) => (i === 1 ? { color: x.color } : { color: x.color, name: `Bot ${i}` })) };
    const r = loadReplay(mixed, [3, 0, 1, 2]) as LoadedReplay;
    expect(frameAt(r, 3, 'open', 'en').seats.map((x) => x.name)).toEqual(['Bot 0', 'Player 1', 'Bot 2', 'Bot 3']);
    expect(frameAt(r, 3, 1, 'sv').seats[1]!.name).toBe('Spelare 1');
    // A record file that says nothing of a lobby: the place at the table.
    expect(frameAt(loadReplay(mixed) as LoadedReplay, 3, 'open', 'en').seats[1]!.name).toBe('Player 2');
    // A record downloaded from a room carries the unnamed person's place in the lobby: the file opened alone names them as the game did
    // (a play-test's downloaded record showed "Player 3" where the game had said "Player 1").
    const downloaded = { ...mixed, players: mixed.players.map((x: object, i: number) => (i === 1 ? { ...x, lobby: 0 } : x)) };
    expect(frameAt(loadReplay(downloaded) as LoadedReplay, 3, 'open', 'en').seats[1]!.name).toBe('Player 1');
    expect(frameAt(loadReplay({ ...downloaded, players: downloaded.players.map((x: object, i: number) => (i === 1 ? { ...x, lobby: 'x' } : x)) }) as LoadedReplay, 3, 'open', 'en').seats[1]!.name).toBe('Player 2');
  });

  it('a steal between others reads without the card; the thief sees it', () => {
    const ctx = { lang: 'en' as const, seats: msgs[0]!.seats, board };
    const hidden: LogEntry = { k: 'act', action: { p: 1, type: 'robber', hex: '0,0', victim: 2 }, events: [{ type: 'resourceCount', p: 2, delta: -1 }, { type: 'resourceCount', p: 1, delta: 1 }] };
    const known: LogEntry = { k: 'act', action: { p: 1, type: 'robber', hex: '0,0', victim: 2, stolen: 'ore' }, events: [] };
    const empty: LogEntry = { k: 'act', action: { p: 1, type: 'robber', hex: '0,0', victim: 2 }, events: [] };
    const n = (s: number) => msgs[0]!.seats[s]!.name;
    expect(formatEntry(hidden, ctx).sub).toEqual([`${n(1)} robbed ${n(2)}`]);
    expect(formatEntry(known, ctx).sub).toEqual([`${n(1)} robbed ${n(2)}: 1 ore`]);
    expect(formatEntry(empty, ctx).sub).toEqual([`${n(2)} had nothing to steal`]);
  });

  it('§4 a bank shortage is told in the roll\'s lines, not "Nobody produced anything"; §8 a Monopoly says whom it took from, or that nobody had any (play-tests)', () => {
    const ctx = (lang: (typeof LANGS)[number]) => ({ lang, seats: msgs[0]!.seats, board });
    const n = (s: number) => msgs[0]!.seats[s]!.name;
    const short: LogEntry = { k: 'act', action: { p: 1, type: 'roll', dice: [4, 4] }, events: [{ type: 'shortage', resource: 'brick', owed: 3, bank: 1 }, { type: 'resources', p: 2, delta: { wood: 1 } }] };
    expect(formatEntry(short, ctx('en')).sub).toEqual([`${n(2)} received 1 lumber`, 'The bank was short of brick: 3 owed, 1 in the bank (§4)']);
    const dry: LogEntry = { k: 'act', action: { p: 1, type: 'roll', dice: [5, 6] }, events: [{ type: 'shortage', resource: 'ore', owed: 2, bank: 0 }] };
    expect(formatEntry(dry, ctx('en')).sub).toEqual(['The bank was short of ore: 2 owed, 0 in the bank (§4)']);
    expect(formatEntry(dry, ctx('fr')).sub).toEqual(['La banque manquait de minerai\u00a0: 2 dues, 0 en banque (§4)']);
    expect(formatEntry({ ...short, events: [{ type: 'shortage', resource: 'brick', owed: 3, bank: 1 }] }, ctx('fr')).sub).toEqual(['La banque manquait d’argile\u00a0: 3 dues, 1 en banque (§4)']);
    for (const lang of LANGS) expect(formatEntry(dry, ctx(lang)).sub.join(' ')).not.toBe(t(lang, 'lNoProduction'));
    const mono = (took: number): LogEntry => ({ k: 'act', action: { p: 1, type: 'play', card: 'monopoly', resource: 'wool' }, events: took ? [{ type: 'resources', p: 1, delta: { wool: took } }] : [] });
    expect(formatEntry(mono(0), ctx('en')).sub).toEqual([`${n(1)} named wool: nobody else had any`]);
    expect(formatEntry(mono(3), ctx('en')).sub).toEqual([`${n(1)} named wool and took 3`]);
    // Whom from, as everyone saw it (a pass-and-play play-test read only "took 6").
    const fromTwo: LogEntry = { k: 'act', action: { p: 1, type: 'play', card: 'monopoly', resource: 'wool' }, events: [{ type: 'resources', p: 0, delta: { wool: -2 } }, { type: 'resources', p: 1, delta: { wool: 6 } }, { type: 'resources', p: 2, delta: { wool: -4 } }] };
    expect(formatEntry(fromTwo, ctx('en')).sub).toEqual([`${n(1)} named wool and took 6: 2 from ${n(0)} and 4 from ${n(2)}`]);
    expect(formatEntry(fromTwo, ctx('fr')).sub).toEqual([`${n(1)} a nommé laine et en a pris 6\u00a0: 2 à ${n(0)} et 4 à ${n(2)}`]);
  });

  it('§10 a win at the start of the winner\'s own turn is said so, not as part of the move before it (a play-test: "Vera passed … Vera wins!")', () => {
    const ctx = (lang: (typeof LANGS)[number]) => ({ lang, seats: msgs[0]!.seats, board });
    const n = (s: number) => msgs[0]!.seats[s]!.name;
    const passed: LogEntry = { k: 'act', action: { p: 1, type: 'end' }, events: [{ type: 'won', p: 2 }] };
    expect(formatEntry(passed, ctx('en')).sub).toEqual([`The turn passes to ${n(2)}, who has the points to win: ${n(2)} wins! (§10)`]);
    const built: LogEntry = { k: 'act', action: { p: 2, type: 'build', piece: 'city', at: '0,0,N' }, events: [{ type: 'won', p: 2 }] };
    expect(formatEntry(built, ctx('en')).sub).toEqual([`${n(2)} wins!`]);
    for (const lang of LANGS) expect(formatEntry(passed, ctx(lang)).sub[0]).toContain('§10');
  });

  it('the room is rebuilt from the frames the server sends: a whole state, then updates', () => {
    let room: ClientRoom | null = null;
    for (const m of frames) room = mergeState(room, m);
    expect(frames.filter((f) => f.t === 'update').length).toBeGreaterThan(frames.length / 2);
    expect(room!.log.length).toBe(log.length);
    expect(room!.msg).toEqual({ ...states[states.length - 1]!, logFrom: room!.msg.logFrom, log: room!.msg.log });
    expect(gameOf(room!, 'en')!.msg.you).toBe(states[0]!.you.seat);
    const last = states[states.length - 1]!;
    // A resync (a whole state with the board) replaces the log with the entries it carries.
    const full: StateMessage = { ...last, logFrom: 5, log: log.slice(5, 8), board };
    expect(mergeState(room, full)).toMatchObject({ logStart: 5, log: log.slice(5, 8) });
    // An update of another room, or one that does not follow what the page holds, is not taken: the page resyncs.
    const upd = frames.filter((f): f is UpdateMessage => f.t === 'update').pop()!;
    expect(mergeState(room, { ...upd, room: 'other' })).toBeNull();
    expect(mergeState(room, { ...upd, base: upd.base - 7 })).toBeNull();
    expect(mergeState(room, { ...upd, logFrom: room!.msg.version + 3 })).toBeNull();
    // A whole state without the board continues the log held, from where it says.
    const short = mergeState(null, { ...full, logFrom: 0, log: log.slice(0, 2) })!;
    expect(mergeState(short, { ...last, board: undefined, logFrom: 5, log: log.slice(5, 6) } as StateMessage)).toBeNull();
    expect(mergeState(short, { ...last, board: undefined, logFrom: 2, log: log.slice(2, 4) } as StateMessage)!.log).toEqual(log.slice(0, 4));
  });
});

describe('§7 a closed offer in the log', () => {
  it('every answer reads the same way, a counter too (play-test: "Player 3 countered · Pim: rejects")', () => {
    const seats = msgs[0]!.seats;
    const who = (k: number) => seats[k]!.name;
    const offer: LogEntry = { k: 'offer', from: 0, give: { wool: 1 }, get: { ore: 1 }, taken: 2, answers: [{ seat: 1, type: 'reject' }, { seat: 2, type: 'counter', give: { ore: 1 }, get: { grain: 1 } }, { seat: 3, type: 'accept' }] };
    const line = (lang: (typeof LANGS)[number]) => formatEntry(offer, { lang, seats, board });
    // A counter gives its terms from its sender's side, as the offer line does from the proposer's: what the one
    // named gives comes first (it said "counters" alone; then the proposer's side, which a play-test read backwards).
    expect(line('en').sub).toEqual([`${who(1)}: rejects · ${who(2)}: counters with 1 grain for 1 ore · ${who(3)}: accepts`, `traded with ${who(2)} on their counter-offer`]);
    expect(line('fr').sub[0]).toBe(`${who(1)}\u00a0: refuse · ${who(2)}\u00a0: contre-offre de 1 blé contre 1 minerai · ${who(3)}\u00a0: accepte`);
    // A counter without terms (an older server's) still reads as one.
    const bare: LogEntry = { ...offer, answers: [{ seat: 2, type: 'counter' }] } as LogEntry;
    expect(formatEntry(bare, { lang: 'en', seats, board }).sub[0]).toBe(`${who(2)}: counters`);
  });

  it('an offer nobody took says why it closed: withdrawn, replaced, its maker played on; a bot\'s without a taker, and an older room\'s, say "no trade"', () => {
    const seats = msgs[0]!.seats;
    const untaken = (closed?: string) => ({ k: 'offer', from: 1, give: { wool: 1 }, get: { ore: 1 }, taken: null, answers: [], ...(closed ? { closed } : {}) }) as LogEntry;
    const last = (e: LogEntry, lang: (typeof LANGS)[number] = 'en') => formatEntry(e, { lang, seats, board }).sub.at(-1);
    expect(last(untaken('withdrawn'))).toBe('withdrawn: no trade');
    expect(last(untaken('replaced'))).toBe('withdrawn for a new offer');
    expect(last(untaken('played-on'))).toBe(`no trade: ${seats[1]!.name} played on`);
    expect(last(untaken('no-taker'))).toBe('no trade');
    expect(last(untaken())).toBe('no trade');
    expect(last(untaken('withdrawn'), 'fr')).toBe('offre retirée, pas d’échange');
    expect(last(untaken('played-on'), 'sv')).toBe(`inget byte: ${seats[1]!.name} spelade vidare`);
  });
});

describe('card bundles', () => {
  it('offers: no gifts, no resource on both sides, only cards held (§7)', () => {
    const hand = { ...emptyCounts(), wool: 2, ore: 1 };
    expect(offerProblem(emptyCounts(), { ...emptyCounts(), ore: 1 }, hand)).toBe('offerNoGift');
    expect(offerProblem({ ...emptyCounts(), wool: 1 }, { ...emptyCounts(), wool: 1 }, hand)).toBe('offerSame');
    expect(offerProblem({ ...emptyCounts(), wool: 3 }, { ...emptyCounts(), ore: 1 }, hand)).toBe('offerNotHeld');
    expect(offerProblem({ ...emptyCounts(), wool: 2 }, { ...emptyCounts(), brick: 1 }, hand)).toBeNull();
  });

  it('a counter-offer asking for cards the person lacks: what is short, so that its button is off (§7)', () => {
    const hand = { ...emptyCounts(), grain: 1, wool: 1 };
    expect(lacks(hand, { wool: 1 })).toBeNull();
    expect(lacks(hand, { wool: 2, ore: 1, grain: 1 })).toEqual({ wool: 1, ore: 1 });
    expect(lacks(hand, {})).toBeNull();
  });

  it('discards: exactly the owed count, of cards held (§4.3)', () => {
    const hand = { ...emptyCounts(), brick: 3, grain: 6 };
    expect(discardReady({ ...emptyCounts(), grain: 4 }, 4, hand)).toBe(true);
    expect(discardReady({ ...emptyCounts(), grain: 3 }, 4, hand)).toBe(false);
    expect(discardReady({ ...emptyCounts(), brick: 4 }, 4, hand)).toBe(false);
  });

  it('adjusts within bounds and words bundles', () => {
    let c = emptyCounts();
    c = adjust(c, 'ore', 1, 1);
    c = adjust(c, 'ore', 1, 1);
    expect(c.ore).toBe(1);
    expect(adjust(c, 'wool', -1).wool).toBe(0);
    expect(toBundle(c)).toEqual({ ore: 1 });
    expect(total({ ore: 2, wool: 1 })).toBe(3);
    expect(formatBundle('en', { wood: 2, ore: 1 })).toBe('2 lumber, 1 ore');
    expect(formatBundle('es', { grain: 1 })).toBe('1 cereal');
    expect(formatBundle('fr', {})).toBe('—');
  });

  it('a count of a resource agrees with its count in every language (native-reader review: "2 argile", "2 cereal")', () => {
    const b = { brick: 2, wood: 1, wool: 3, grain: 2, ore: 1 };
    expect(LANGS.map((lang) => formatBundle(lang, b))).toEqual([
      '2 brick, 1 lumber, 3 wool, 2 grain, 1 ore',
      '2 arcillas, 1 madera, 3 lanas, 2 cereales, 1 mineral',
      '2 argiles, 1 bois, 3 laines, 2 blés, 1 minerai',
      '2 tegel, 1 trä, 3 ull, 2 spannmål, 1 malm',
    ]);
    expect(formatBundle('fr', { wood: 3, ore: 4 })).toBe('3 bois, 4 minerais');
    // French counts zero as one (a trade panel's count reads "0 argile"); Spanish does not.
    expect([resCount('fr', 0, 'brick'), resCount('es', 0, 'brick'), resCount('en', 0, 'brick')]).toEqual(['0 argile', '0 arcillas', '0 brick']);
  });
});

describe('the board drawing', () => {
  it('corners are distinct and inside the drawing; harbors sit out at sea with two docks', () => {
    const pts = new Set<string>();
    for (let v = 0; v < VERTEX_COUNT; v++) {
      const [x, y] = vertexPoint(v);
      pts.add(`${x.toFixed(1)},${y.toFixed(1)}`);
      expect(x).toBeGreaterThan(VIEWBOX.x);
      expect(y).toBeGreaterThan(VIEWBOX.y);
    }
    expect(pts.size).toBe(VERTEX_COUNT);
    const landRadius = Math.max(...HEX_NAMES.map((_, h) => Math.hypot(...hexCenter(h)))) + R;
    for (const hb of board.harbors) {
      const { at, docks } = harborPlacement(hb.edge);
      expect(Math.hypot(at[0], at[1])).toBeGreaterThan(landRadius - R * 0.6);
      expect(Math.hypot(at[0], at[1])).toBeLessThan(VIEWBOX.w / 2);
      for (const d of docks) expect(Math.hypot(d[0] - at[0], d[1] - at[1])).toBeLessThan(R * 1.4);
    }
  });

  it('places are named by their hexes and harbors', () => {
    const desert = Object.entries(board.hexes).find(([, h]) => h.terrain === 'desert')![0];
    // With its article: "moved the robber to desert" (French "sur désert") read wrong (a play-test).
    expect(hexLabel('en', board, desert)).toBe('the desert');
    expect(hexLabel('fr', board, desert)).toBe('le désert');
    // French names a hex with its article, which contracts with "de" and "à" ("sur montagnes 3" read as a telegram: a play-test).
    const hills = Object.entries(board.hexes).find(([, h]) => h.terrain === 'hills' && h.token)!;
    const pasture = Object.entries(board.hexes).find(([, h]) => h.terrain === 'pasture' && h.token)!;
    expect(hexLabel('fr', board, hills[0])).toMatch(new RegExp(`^les collines ${hills[1].token}\\b`));
    expect(t('fr', 'lRobber', { who: 'Léa', hex: hexLabel('fr', board, hills[0]) })).toMatch(/^Léa a déplacé le voleur sur les collines \d/);
    expect(t('fr', 'harborBy', { harbor: 'port 3:1', hex: hexLabel('fr', board, hills[0]) })).toMatch(/^port 3:1 près des collines \d/);
    expect(t('fr', 'harborBy', { harbor: 'port 3:1', hex: hexLabel('fr', board, pasture[0]) })).toMatch(/^port 3:1 près du pâturage \d/);
    expect(t('fr', 'harborBy', { harbor: 'port 3:1', hex: 'la forêt 9' })).toBe('port 3:1 près de la forêt 9');
    // Only a place's lower-case article contracts: a name stays as written.
    expect(t('fr', 'pAnswer', { name: 'Les Bleus' })).toBe('Répondez à l’offre de Les Bleus');
    expect(t('fr', 'pAnswer', { name: 'les copains' })).toBe('Répondez à l’offre de les copains');
    // A refusal's own section is the one its words and its link name (the road's "no spot" is §5 when building, §8 for the card).
    expect(refusalText('fr', 'no-road-spot', '', [], '§5')).toMatch(/\(§5\)/);
    expect(refusalText('fr', 'no-road-spot', '')).toMatch(/\(§8\)/);
    expect(refusalHref({ code: 'no-road-spot', section: '§5' }, 'fr')).toBe(refusalHref({ code: 'occupied' }, 'fr'));
    expect(hexLabel('en', board, hills[0])).toMatch(/^hills \d/);
    const [v, kind] = [...harborVertices(board)][0]!;
    expect(vertexLabel('en', board, v)).toContain(kind === '3:1' ? '3:1 harbor' : `2:1 ${kind === 'wood' ? 'lumber' : kind} harbor`);
    expect(edgeLabel('sv', board, board.harbors[0]!.edge)).toContain('och havet');
    // Every corner and every side has a name of its own (coast ones say which corner or side of their hex they are).
    const g = geometryOf(board);
    for (const lang of ['en', 'sv'] as const) {
      expect(new Set(g.vertexNames.map((v) => vertexLabel(lang, board, v))).size).toBe(g.vertexNames.length);
      expect(new Set(g.edgeNames.map((e) => edgeLabel(lang, board, e))).size).toBe(g.edgeNames.length);
    }
  });
});

describe('end-of-game figures', () => {
  it('the expected dice add up to the rolls; rows total every card received', () => {
    const end = msgs[msgs.length - 1]!.end!;
    expect(expectedDice(end.rolls).reduce((a, b) => a + b, 0)).toBeCloseTo(end.rolls, 6);
    expect(end.dice.reduce((a, b) => a + b, 0)).toBe(end.rolls);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(17)).toBe(20);
    expect(niceMax(41)).toBe(50);
    for (const row of gainedRows(end)) expect(row.total).toBe(row.dice.reduce((a, b) => a + b, 0) + row.other.reduce((a, b) => a + b, 0));
    const winner = end.vp.find((v) => v.seat === end.winner)!;
    expect(winner.total).toBeGreaterThanOrEqual(10);
  });

  it('§10 §14 the end screen lists the winner first, and names a player who reached the goal outside their own turn (a six-player game listed one with 10 above the winner, with no word why)', () => {
    const end = msgs[msgs.length - 1]!.end!;
    const other = end.vp.find((v) => v.seat !== end.winner)!;
    const winnerTotal = end.vp.find((v) => v.seat === end.winner)!.total;
    // One rival built to the goal in the special building phase, one point past the winner.
    const between = { ...end, vp: end.vp.map((v) => (v.seat === other.seat ? { ...v, total: winnerTotal + 1 } : v)) };
    const { order, notOwnTurn } = endStanding(between, 10);
    expect(order[0]!.seat, 'the winner first').toBe(end.winner);
    expect(order[1]!.seat).toBe(other.seat);
    expect(order.slice(1).map((v) => v.total)).toEqual([...order.slice(1).map((v) => v.total)].sort((a, b) => b - a));
    expect(notOwnTurn.map((v) => v.seat)).toEqual([other.seat]);
    expect(endStanding(end, 10).notOwnTurn, 'an ordinary end names no one').toEqual(end.vp.filter((v) => v.seat !== end.winner && v.total >= 10));
  });
});

describe('rooms and replays in the page', () => {
  it('addresses: the start, a room, a replay', () => {
    expect(parseRoute('/')).toEqual({ page: 'home' });
    expect(parseRoute('/room/abc234defg')).toEqual({ page: 'room', id: 'abc234defg' });
    expect(parseRoute('/replay/abc234defg')).toEqual({ page: 'replay', id: 'abc234defg' });
    expect(parseRoute('/replay')).toEqual({ page: 'replay', id: null });
    // A damaged link says so (not the start screen as if nothing were asked); a capital letter is forgiven.
    expect(parseRoute('/room/<script>')).toEqual({ page: 'bad-link', path: '/room/<script>' });
    expect(parseRoute('/room/abc')).toEqual({ page: 'bad-link', path: '/room/abc' });
    expect(parseRoute('/room/Abc234defg')).toEqual({ page: 'room', id: 'abc234defg' });
    expect(parseRoute('/somewhere')).toEqual({ page: 'home' });
    for (const r of [{ page: 'home' }, { page: 'room', id: 'x1y2z3w4' }, { page: 'replay', id: null }, { page: 'replay', id: 'x1y2z3w4' }] as const) expect(parseRoute(routePath(r))).toEqual(r);
    expect(secondsLeft(null, 0)).toBeNull();
    expect(secondsLeft(10_400, 0)).toBe(11);
    expect(secondsLeft(1000, 5000)).toBe(0);
  });

  it('the page counts rounds, one turn for every player (a newcomer who had played 26 turns read "Turn 103")', () => {
    // The engine counts every seat's turn from 1 (the first player's first); set-up is turn 0.
    expect([0, 1, 4, 5, 8, 9, 103].map((turn) => roundOf(turn, 4))).toEqual([0, 1, 1, 2, 2, 3, 26]);
    expect([1, 6, 7, 12, 13].map((turn) => roundOf(turn, 6))).toEqual([1, 1, 2, 2, 3]);
    expect(roundOf(7, 3)).toBe(3);
    // Every language names the round and gives the engine's turn in its title.
    for (const lang of LANGS) {
      expect(t(lang, 'roundN', { n: 26 })).toMatch(/26/);
      expect(t(lang, 'roundAbout', { n: 103 })).toMatch(/103/);
      expect(t(lang, 'endWinner', { name: 'Ana', vp: 10, turns: 103, round: 26 })).toMatch(/26.*103/);
    }
  });

  it('the turn timer counts the person\'s own time, never while a bot plays for them (a play-test read "23 s left" under "a bot is playing for you")', () => {
    const seats = [{ bot: null }, { bot: 'easy' }, { bot: null, away: 'timeout' }];
    expect(turnClock({ deadline: 23_000, you: 0, seats }, 30, 0)).toBe(23);
    expect(turnClock({ deadline: 90_000, you: 0, seats }, 30, 0)).toBe(30);
    expect(turnClock({ deadline: 23_000, you: 2, seats }, 30, 0)).toBeNull();
    expect(turnClock({ deadline: 23_000, you: null, seats }, 30, 0)).toBe(23);
    expect(turnClock({ deadline: null, you: 0, seats }, 30, 0)).toBeNull();
  });

  it('in a timed room a bot\'s offer waiting for the person is counted down in the bar by its own clock, as its panel counts it (they read "7 s to answer" and "30 s left")', () => {
    const seats = [{ bot: null }, { bot: 'easy' }];
    expect(barSeconds({ deadline: null, you: 0, seats, incoming: { until: 7_000 } }, 30, 0)).toBe(7);
    expect(barSeconds({ deadline: 30_000, you: 0, seats, incoming: { until: 7_000 } }, 30, 0)).toBe(7);
    // An untimed room shows no clock in the bar (the panel has its own); without an offer, the turn timer's.
    expect(barSeconds({ deadline: null, you: 0, seats, incoming: { until: 7_000 } }, 0, 0)).toBeNull();
    expect(barSeconds({ deadline: 23_000, you: 0, seats, incoming: null }, 30, 0)).toBe(23);
    expect(barSeconds({ deadline: 23_000, you: 0, seats, incoming: {} }, 30, 0), 'a person\'s offer: no wait of its own').toBe(23);
    // Never above the offer's whole wait, as its panel (a page clock behind the server's read "33 s left" beside "30 s to answer").
    expect(barSeconds({ deadline: null, you: 0, seats, incoming: { until: 33_500 } }, 30, 0)).toBe(30);
    expect(barSeconds({ deadline: null, you: 0, seats, incoming: { until: 33_500 } }, 60, 0, 12_000), 'the server\'s own wait').toBe(12);
  });

  it('a finished game replays step by step: from a seat, only what it saw; all open at the end', () => {
    const r = loadReplay(JSON.parse(JSON.stringify(finished))) as LoadedReplay;
    expect('problem' in r).toBe(false);
    expect(r.stopped).toBeNull();
    expect(r.steps.length).toBe(finished.actions.length);
    expect(canOpen(r)).toBe(true);
    expect(r.seed).toBe('w1');
    const mid = Math.floor(r.steps.length / 2);
    for (const seat of [0, 1, 2, 3]) {
      const f = frameAt(r, mid, seat, 'en');
      expect(f.you).toBe(seat);
      for (const p of f.view.players) expect(p.resources !== undefined).toBe(p.seat === seat);
      for (const e of f.log) {
        if (e.k !== 'act') continue;
        if (e.action.type === 'buy' && e.action.p !== seat) expect(e.action.card).toBeUndefined();
        if (e.action.type === 'robber' && e.action.p !== seat && e.action.victim !== seat) expect(e.action.stolen).toBeUndefined();
      }
      expect(f.log.length).toBe(mid);
    }
    const open = frameAt(r, mid, 'open', 'en');
    expect(open.view.players.every((p) => p.resources !== undefined)).toBe(true);
    // Every score is whole, hidden Victory Point cards included (the players' panel shows vp, not visibleVp).
    expect(open.view.players.every((p) => p.vp !== undefined && p.vp >= p.visibleVp)).toBe(true);
    expect(frameAt(r, 0, 'open').log).toHaveLength(0);
    const end = frameAt(r, r.steps.length, 0);
    expect(end.end).not.toBeNull();
    expect(end.view.players.every((p) => p.resources !== undefined)).toBe(true);
    expect(frameAt(r, 10_000, 'open').log.length).toBe(r.steps.length); // seeking past the end stops at it
  });

  it('a record with its seed is checked against it: a card drawn changed after the game is named by its move (a play-test: the viewer showed a tampered record without a word)', () => {
    // The finished game's record carries its seed, as the server serves it once the game has ended.
    expect(typeof (finished as { seed?: unknown }).seed).toBe('string');
    const seeded = JSON.parse(JSON.stringify(finished)) as GameRecord;
    expect((loadReplay(seeded) as LoadedReplay).seedCheck).toEqual({ ok: true });
    const b = seeded.actions.findIndex((a) => a.type === 'buy');
    const bought = (seeded.actions[b] as { card: string }).card;
    (seeded.actions[b] as { card: string }).card = bought === 'knight' ? 'monopoly' : 'knight';
    const changed = loadReplay(seeded) as LoadedReplay;
    expect(changed.seedCheck).toEqual({ ok: false, at: b });
    expect(t('en', 'seedCheckBad', { n: b + 1 })).toContain(`Move ${b + 1} is not what the record’s seed gives`);
    const { seed: _seed, ...unseeded } = finished as GameRecord & { seed?: string };
    expect((loadReplay(unseeded) as LoadedReplay).seedCheck, 'no seed: nothing to check').toBeNull();
  });

  it('a record\'s seed is checked against its commitment, as catan verify does (a play-test: a record whose commitment was changed read "Checked against its seed")', () => {
    const record = JSON.parse(JSON.stringify(finished)) as GameRecord & { seed: string; commitment?: string };
    expect(typeof record.commitment, 'a finished room\'s record carries its commitment').toBe('string');
    expect((loadReplay(record) as LoadedReplay).commitmentCheck).toBe(true);
    const forged = { ...record, commitment: '0'.repeat(64) };
    const r = loadReplay(forged) as LoadedReplay;
    expect(r.commitmentCheck).toBe(false);
    expect(r.seedCheck, 'the dice still follow the seed: only the commitment tells the seed was swapped').toEqual({ ok: true });
    expect((loadReplay({ ...record, commitment: record.commitment!.toUpperCase() }) as LoadedReplay).commitmentCheck, 'hex in capitals is the same hash').toBe(true);
    expect((loadReplay({ ...record, commitment: ` ${record.commitment!} ` }) as LoadedReplay).commitmentCheck, 'not 64 hex digits, as catan verify refuses it').toBe(false);
    const { commitment: _c, ...uncommitted } = record;
    expect((loadReplay(uncommitted) as LoadedReplay).commitmentCheck, 'no commitment: nothing to check').toBeNull();
  });

  it('a file that is no record, or one with a missing outcome, says why', () => {
    expect(loadReplay({ nonsense: true })).toEqual({ problem: expect.objectContaining({ k: 'record', code: 'bad-players', at: null, rule: null }) });
    const cut = JSON.parse(JSON.stringify(finished)) as GameRecord;
    const i = cut.actions.findIndex((a) => a.type === 'roll');
    delete (cut.actions[i] as { dice?: unknown }).dice;
    const r = loadReplay(cut) as LoadedReplay;
    expect(r.stopped).toMatchObject({ k: 'record', code: 'illegal-action', at: i, rule: 'outcome-missing' });
    expect(r.steps.length).toBe(i);
    expect(canOpen(r)).toBe(false);
  });

  it('the replay\'s problems read in the page\'s language, from their codes (they were the engine\'s and the browser\'s English inside a translated sentence)', async () => {
    for (const l of LANGS) await loadPack(l);
    // A file that is no JSON, read as the viewer reads a file: its text, by the engine.
    const broken = loadReplay('{"board": "beginner", "players": [') as { problem: ReplayProblem & { k: 'record' } };
    expect(broken.problem).toMatchObject({ k: 'record', code: 'not-json', at: null });
    // A byte-order mark (as Windows tools write) is no problem.
    expect(loadReplay(`\ufeff${JSON.stringify(finished)}`)).toHaveProperty('states');
    const cut = JSON.parse(JSON.stringify(finished)) as GameRecord;
    const i = cut.actions.findIndex((a) => a.type === 'roll');
    delete (cut.actions[i] as { dice?: unknown }).dice;
    const stopped = (loadReplay(cut) as LoadedReplay).stopped!;
    expect(problemText('sv', stopped)).toBe(t('sv', 'replayStopped', { n: i + 1, error: refusalText('sv', 'outcome-missing', '') }));
    expect(problemText('fr', broken.problem)).toBe(t('fr', 'replayBad', { error: packOf('fr').records['not-json'] }));
    // English keeps the engine's sentence, which names the particulars.
    expect(problemText('en', stopped)).toContain(stopped.message);
    expect(problemText('en', broken.problem)).toContain(broken.problem.message);
    // A record saved while the game was on leaves out the cards hidden then: it is early, not broken (a researcher's play-test
    // read "move 20 cannot be replayed: a recorded steal must name the card stolen" and took the file for damaged).
    const early = JSON.parse(JSON.stringify(finished)) as GameRecord;
    const b = early.actions.findIndex((a) => a.type === 'buy');
    delete (early.actions[b] as { card?: unknown }).card;
    const hidden = (loadReplay(early) as LoadedReplay).stopped!;
    expect(hidden).toMatchObject({ rule: 'outcome-missing', field: 'card', at: b });
    expect(problemText('en', hidden)).toBe(`This record was saved while the game was on: it leaves out the cards that were hidden then, so the replay ends before move ${b + 1}. Download the record again once the game has ended: it replays whole.`);
    expect(problemText('sv', hidden)).toBe(t('sv', 'replayHidden', { n: b + 1 }));
    // The server's answers: no such game, a game without its record yet, a proxy's page, no answer at all.
    expect(answerProblem(404, { error: { code: 'not-found', message: 'no such room or game' } })).toEqual({ k: 'gone' });
    const notStarted = answerProblem(404, { error: { code: 'not-started', message: 'the game has not started: it has no record yet' } });
    expect(notStarted).toEqual({ k: 'server', code: 'not-started', message: 'the game has not started: it has no record yet' });
    expect(answerProblem(502, null)).toEqual({ k: 'network' });
    const problems: ReplayProblem[] = [
      broken.problem, stopped, notStarted, { k: 'network' }, { k: 'gone' }, { k: 'not-ended' },
      ...RECORD_CODES.map((code) => ({ k: 'record' as const, code, at: null, rule: null, message: 'the engine sentence' })),
      { k: 'record', code: 'illegal-action', at: 3, rule: null, message: 'the engine sentence' },
    ];
    for (const p of problems) {
      for (const lang of ['es', 'fr', 'sv'] as const) {
        const text = problemText(lang, p);
        expect(text, `${JSON.stringify(p)} ${lang}`).not.toMatch(/engine sentence|the game has not started|not valid JSON|Unexpected|\{/);
        expect(text).not.toBe(problemText('en', p));
      }
    }
  });
});
