/**
 * The page for five and six players (RULES.md §14) without a browser: the 30-hex island drawn
 * from the engine's own geometry (every corner, side and harbor inside the drawing, the sea
 * frame around it), labels and zoom on that island, the start screen's form (3 to 6 players, no
 * beginner map with 5–6, the special building phase on by default there and a house rule for
 * 3–4), and a five-player game's stream folded through the store: the status line, the Done
 * button's step and the log lines of the special building phase, in every language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_GEOMETRY, boardToJson, generateBoard, type BoardJson, type GameMessage, type ServerMessage } from '../../web/src/wire.js';
import { LANGS, loadPack, t } from '../../web/src/i18n.js';
import { cuesOfGame } from '../../web/src/logic/cues.js';
import { edgeLabel, harborVertices, hexLabel, vertexLabel } from '../../web/src/logic/labels.js';
import { VIEWBOX, layoutOf, type Point } from '../../web/src/logic/layout.js';
import { formatEntry, passedOver, specialEntries } from '../../web/src/logic/log.js';
import { helpTopic, prompt, waitsToWin } from '../../web/src/logic/play.js';
import { gameOf } from '../../web/src/logic/room.js';
import { clampZoom, showSpot, spotsOf, viewBoxOf, wholeOf, zoomAt } from '../../web/src/logic/zoom.js';
import { reduce } from '../../web/src/store/reduce.js';
import { boardChoice, rulesOf, sameChoice } from '../../web/src/store/setup.js';
import type { Effect } from '../../web/src/store/types.js';
import { soloGame } from './fixture.js';
import { run, start } from './page.js';


const EXT: BoardJson = boardToJson(generateBoard({ kind: 'variable', seed: 'web-five6', island: 'extension' }));

/** Whether p lies inside the convex polygon of an SVG points attribute. */
function inside(points: string, p: Point): boolean {
  const poly = points.split(' ').map((xy) => xy.split(',').map(Number) as [number, number]);
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!, b = poly[(i + 1) % poly.length]!;
    const c = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (Math.abs(c) < 1e-6) continue;
    if (sign === 0) sign = Math.sign(c);
    else if (Math.sign(c) !== sign) return false;
  }
  return true;
}

describe('the 30-hex board drawing (§14)', () => {
  const L = layoutOf(EXT);
  const vb = L.viewBox;
  const within = ([x, y]: Point, pad = 0) => x - pad >= vb.x && x + pad <= vb.x + vb.w && y - pad >= vb.y && y + pad <= vb.y + vb.h;

  it('is laid on the extension\'s own geometry: 30 hexes, 80 distinct corners and 109 sides inside the drawing and its sea', () => {
    expect(L.island).toBe('extension');
    expect(L.geo).toBe(EXTENSION_GEOMETRY);
    expect(Object.keys(EXT.hexes)).toHaveLength(30);
    const pts = new Set<string>();
    for (let v = 0; v < L.geo.vertexCount; v++) {
      const p = L.vertexPoint(v);
      pts.add(`${p[0].toFixed(1)},${p[1].toFixed(1)}`);
      expect(within(p, 20), `corner ${L.geo.vertexNames[v]}`).toBe(true);
      expect(inside(L.shallows, p), `corner ${L.geo.vertexNames[v]} in the shallows`).toBe(true);
    }
    expect(pts.size).toBe(80);
    expect(L.geo.edgeCount).toBe(109);
    for (let e = 0; e < L.geo.edgeCount; e++) expect(within(L.edgeMid(e))).toBe(true);
    // The base island keeps its drawing.
    expect(layoutOf({}).viewBox).toEqual(VIEWBOX);
    expect(layoutOf('base').vertexPoint(0)).toEqual(layoutOf(undefined).vertexPoint(0));
  });

  it('its 11 harbors sit out at sea, wholly inside the frame and the drawing, with two docks on their coast', () => {
    expect(EXT.harbors).toHaveLength(11);
    for (const hb of EXT.harbors) {
      const { at, docks } = L.harborPlacement(hb.edge);
      expect(within(at, 19), `harbor ${hb.edge} inside the drawing`).toBe(true);
      expect(inside(L.sea, at), `harbor ${hb.edge} on the sea`).toBe(true);
      for (const d of docks) expect(Math.hypot(d[0] - at[0], d[1] - at[1])).toBeLessThan(60 * 1.4);
    }
  });

  it('fits a screen like the base board: about as wide as it is tall, and no more than a fifth larger', () => {
    expect(vb.w / vb.h).toBeGreaterThan(0.85);
    expect(vb.w / vb.h).toBeLessThan(1.15);
    expect(vb.w / VIEWBOX.w).toBeLessThan(1.2);
    expect(vb.h / VIEWBOX.h).toBeLessThan(1.4);
  });

  it('zooms within its own drawing, and lit spots are found on it', () => {
    const whole = wholeOf(vb);
    expect(viewBoxOf({ scale: 1, x: 0, y: 0 }, vb)).toEqual({ x: vb.x, y: vb.y, w: vb.w, h: vb.h });
    const z = zoomAt(whole, 2, L.vertexPoint(0), vb);
    const seen = viewBoxOf(z, vb);
    expect(seen.x).toBeGreaterThanOrEqual(vb.x - 1e-9);
    expect(seen.y).toBeGreaterThanOrEqual(vb.y - 1e-9);
    expect(clampZoom({ scale: 3, x: 1e6, y: -1e6 }, vb).x).toBeLessThanOrEqual(vb.x + vb.w);
    const corner = L.geo.vertexNames[79]!;
    const spots = spotsOf({ vertices: new Map([[corner, 'settlement']]), edges: new Set([L.geo.edgeNames[108]!]), hexes: new Set(['-3,0']), blocked: new Set() }, L);
    expect(spots.map((s) => s.at)).toEqual([L.hexCenter(L.geo.hexId('-3,0')), L.edgeMid(108), L.vertexPoint(79)]);
  });

  it('a spot the keyboard reaches outside a zoomed view brings the view to it; one inside leaves it as it is (an accessibility check focused spots off the board)', () => {
    const vb = L.viewBox;
    const zoomed = clampZoom({ scale: 3, x: vb.x + vb.w / 2, y: vb.y + vb.h / 2 }, vb);
    const v = viewBoxOf(zoomed, vb);
    const inside: Point = [v.x + v.w / 2, v.y + v.h / 2];
    expect(showSpot(zoomed, inside, vb)).toBe(zoomed);
    const far: Point = [vb.x + 10, vb.y + 10];
    const moved = showSpot(zoomed, far, vb);
    expect(moved.scale).toBe(3);
    const w = viewBoxOf(moved, vb);
    expect(far[0] >= w.x && far[0] <= w.x + w.w && far[1] >= w.y && far[1] <= w.y + w.h).toBe(true);
  });

  it('names its places by their own hexes and harbors (the corners the base island does not have too)', () => {
    const west = '-3,0';
    expect(EXT.hexes[west]).toBeDefined();
    const corner = L.geo.vertexNames[L.geo.hexVertices[L.geo.hexId(west) * 6 + 4]!]!;
    expect(vertexLabel('en', EXT, corner).length).toBeGreaterThan(3);
    const side = L.geo.edgeNames[L.geo.hexEdges[L.geo.hexId(west) * 6 + 4]!]!;
    expect(edgeLabel('en', EXT, side)).toMatch(/ and /);
    // No two places of the extension's island read alike either.
    expect(new Set(L.geo.vertexNames.map((v) => vertexLabel('en', EXT, v))).size).toBe(L.geo.vertexNames.length);
    expect(new Set(L.geo.edgeNames.map((e) => edgeLabel('en', EXT, e))).size).toBe(L.geo.edgeNames.length);
    expect(harborVertices(EXT).size).toBe(22);
  });

  it('no two hexes read alike, in any language, on either island (the 30-hex island\'s top row held two "forest 11 (north coast)")', () => {
    const named = (b: BoardJson) => Object.keys(b.hexes);
    const boards = [
      boardToJson(generateBoard({ kind: 'variable', seed: 'qa5-board', island: 'extension' })),
      ...Array.from({ length: 60 }, (_, i) => boardToJson(generateBoard({ kind: 'random', seed: `labels-${i}`, island: i % 2 ? 'extension' : 'base' }))),
      ...Array.from({ length: 20 }, (_, i) => boardToJson(generateBoard({ kind: 'variable', seed: `labels-v${i}`, island: 'extension' }))),
    ];
    for (const b of boards) {
      for (const lang of LANGS) {
        const labels = named(b).map((h) => hexLabel(lang, b, h));
        expect(new Set(labels).size, `${lang}: ${labels.join(' | ')}`).toBe(labels.length);
      }
    }
    // The board the play-test saw: its two top-row forest 11s say which is which.
    const qa = boards[0]!;
    const elevens = named(qa).filter((h) => qa.hexes[h]!.terrain === 'forest' && qa.hexes[h]!.token === 11);
    expect(elevens.map((h) => hexLabel('en', qa, h)).sort()).toEqual(['forest 11 (north coast; to the east)', 'forest 11 (north coast; to the west)', 'forest 11 (south-east, inland)']);
  });
});

describe('the start screen\'s form for 3 to 6 players', () => {
  it('5 or 6 players: the extension\'s island (no beginner map), the special building phase on unless unticked', () => {
    let s = start();
    expect(s.setup.kind).toBe('beginner');
    const r = run(s, [{ k: 'setup', patch: { players: 6 } }]);
    s = r.state;
    expect(s.setup.kind, 'the beginner map is switched off').toBe('variable');
    expect(boardChoice(s.setup)).toEqual({ kind: 'variable', seed: 's1', island: 'extension' });
    expect(r.effects).toContainEqual({ k: 'send', msg: { t: 'preview', board: { kind: 'variable', seed: 's1', island: 'extension' } } });
    expect(rulesOf(s.setup).specialBuild).toBe(true);
    expect(rulesOf({ ...s.setup, specialBuild56: false }).specialBuild).toBe(false);
    // Asking for the beginner map again with six: still not.
    expect(run(s, [{ k: 'setup', patch: { kind: 'beginner' } }]).state.setup.kind).toBe('variable');
    // Submitting: a game of one person and five bots.
    const sub = run(s, [{ k: 'submit', gameSeed: null }]).effects.find((e) => e.k === 'send' && e.msg.t === 'create') as Extract<Effect, { k: 'send' }>;
    expect(sub.msg).toMatchObject({ t: 'create', setup: { players: 6, bots: ['medium', 'medium', 'medium', 'medium', 'medium'], board: { island: 'extension' }, rules: { specialBuild: true } } });
    // With friends: six seats.
    const friends = run(s, [{ k: 'setup', patch: { mode: 'friends' } }, { k: 'submit', gameSeed: null }]).effects.find((e) => e.k === 'send' && e.msg.t === 'create') as Extract<Effect, { k: 'send' }>;
    expect((friends.msg as { room: { seats: unknown[] } }).room.seats).toHaveLength(6);
  });

  it('3 or 4 players: the base island; the special building phase a house rule, off until ticked', () => {
    const s = start();
    expect(boardChoice({ ...s.setup, kind: 'random' })).toEqual({ kind: 'random', seed: 's1' });
    expect(rulesOf(s.setup).specialBuild).toBe(false);
    expect(rulesOf({ ...s.setup, specialBuild34: true }).specialBuild).toBe(true);
    expect(sameChoice({ kind: 'variable', seed: 'a' }, { kind: 'variable', seed: 'a', island: 'extension' })).toBe(false);
    expect(sameChoice({ kind: 'variable', seed: 'a', island: 'base' }, { kind: 'variable', seed: 'a' })).toBe(true);
  });

  it('a start screen saved before tables of six keeps its choices (its lists padded); a saved six never gets the beginner map', () => {
    const old = start({ players: 3, bots: ['easy', 'hard', 'random'], others: ['person', 'easy', 'easy'], names: ['Bo', '', ''], kind: 'beginner' });
    expect(old.setup.players).toBe(3);
    expect(old.setup.bots).toEqual(['easy', 'hard', 'random', 'medium', 'medium']);
    expect(old.setup.names).toEqual(['Bo', '', '', '', '']);
    const six = start({ players: 6, kind: 'beginner' });
    expect(six.setup).toMatchObject({ players: 6, kind: 'variable' });
    expect(start({ players: 7 }).setup.players).toBe(4);
  });
});

describe('a five-player game in the page (the special building phase)', () => {
  let ms: ServerMessage[] = [];
  const games: GameMessage[] = [];
  beforeAll(async () => {
    for (const l of LANGS) await loadPack(l);
    ms = await soloGame({ players: 5, name: 'Ana', color: 'green', bots: ['medium', 'easy', 'easy', 'medium'], board: { kind: 'balanced', seed: 'web-five', island: 'extension' }, rules: {}, seed: 'wf1', paceMs: 0 });
    let s = start();
    for (const [i, msg] of ms.entries()) {
      s = reduce(s, { k: 'server', msg, at: 1000 + i }).state;
      const g = s.room ? gameOf(s.room, s.lang)?.msg : null;
      if (g) games.push(g);
    }
  }, 90_000);

  it('the status line names the special builder, or asks the person to build and press Done, in every language', () => {
    const mine = games.find((g) => g.expected.kind === 'special-build' && g.expected.seat === g.you)!;
    const other = games.find((g) => g.expected.kind === 'special-build' && g.expected.seat !== g.you)!;
    expect(mine, 'the person was a builder').toBeDefined();
    expect(other, 'a bot was a builder').toBeDefined();
    expect(prompt(mine, { lang: 'en' })).toBe('Special building: build or buy, then press Done');
    expect(prompt(other, { lang: 'en' })).toBe(`Special building: ${other.seats[other.expected.kind === 'special-build' ? other.expected.seat : 0]!.name} may build`);
    for (const lang of LANGS) {
      expect(prompt(other, { lang })).toContain(other.seats[(other.expected as { seat: number }).seat]!.name);
      if (lang !== 'en') expect(prompt(mine, { lang })).not.toBe(prompt(mine, { lang: 'en' }));
    }
    expect(helpTopic(mine, 'none')).toBe('five-six-players');
    // Placing a road between turns keeps the phase in the line.
    const placing = games.find((g) => g.expected.kind === 'special-build' && g.expected.seat === g.you && (g.targets?.roads.length ?? 0) > 0);
    expect(placing, 'the person could build a road between turns').toBeDefined();
    expect(prompt(placing!, { lang: 'en', mode: 'road' })).toBe('Special building: choose a lit side for your road');
    for (const lang of LANGS) expect(prompt(placing!, { lang, mode: 'road' })).toContain(t(lang, 'pInSbp', { line: '' }).trim());
    // The person's step: build, buy or pass; no roll, no trade, no card.
    expect(mine.targets).toMatchObject({ roll: false, end: true, trade: false, play: [] });
    // Their turn's cue (and sound) when the phase comes to them.
    const before = games[games.indexOf(mine) - 1]!;
    expect(cuesOfGame(before, mine, mine.you)).toContainEqual({ kind: 'turn', seat: mine.you });
  });

  it('a seat with the points in the special building phase is marked: it wins when its turn begins (§14, §10), where a play-test read 10/10 for a whole round unexplained', () => {
    const g = games.find((x) => x.expected.kind === 'special-build' && x.expected.seat !== x.you)!;
    const withVp = (seat: number, visibleVp: number, vp?: number): GameMessage => ({
      ...g, view: { ...g.view, players: g.view.players.map((p) => (p.seat === seat ? { ...p, visibleVp, ...(vp !== undefined ? { vp } : {}) } : p)) },
    });
    const other = (g.you! + 1) % 5;
    expect(waitsToWin(g, other, 10)).toBe(false);
    expect(waitsToWin(withVp(other, 10), other, 10)).toBe(true);
    expect(waitsToWin(withVp(other, 9), other, 10)).toBe(false);
    // The person's own page counts their hidden Victory Point cards.
    expect(waitsToWin(withVp(g.you!, 8, 10), g.you!, 10)).toBe(true);
    expect(waitsToWin(withVp(g.you!, 8, 9), g.you!, 10)).toBe(false);
    // A house rule's goal; a finished game is won, not waiting.
    expect(waitsToWin(withVp(other, 8), other, 8)).toBe(true);
    const ended = withVp(other, 10);
    expect(waitsToWin({ ...ended, view: { ...ended.view, phase: 'ended' } }, other, 10)).toBe(false);
    for (const lang of LANGS) expect(t(lang, 'winsAtTheirTurn')).not.toBe(t(lang, 'winsAtYourTurn'));
  });

  it('the log reads naturally: builds between turns are marked as special building, and a builder\'s "end" is a pass', () => {
    const g = games.at(-1)!;
    const log = g.log;
    const special = specialEntries(log);
    expect(special.some(Boolean)).toBe(true);
    const board = (ms.find((m) => m.t === 'state' && m.board) as Extract<ServerMessage, { t: 'state' }>).board!;
    const ctx = (lang: (typeof LANGS)[number]) => ({ lang, seats: g.seats, board });
    const lines = log.map((e, i) => formatEntry(e, ctx('en'), null, special[i]).text);
    const sbp = lines.filter((_, i) => special[i]);
    expect(sbp.some((x) => / built a (road|settlement|city) .+ \(special building\)$/.test(x))).toBe(true);
    expect(sbp.some((x) => / passed$/.test(x))).toBe(true);
    expect(sbp.some((x) => /ended the turn|rolled/.test(x)), 'nothing but builds, buys and passes in the phase').toBe(false);
    // Outside the phase an "end" still ends the turn, a build is plain.
    expect(lines.filter((_, i) => !special[i]).some((x) => / ended the turn$/.test(x))).toBe(true);
    for (const lang of LANGS) {
      const i = special.findIndex((x, k) => x && log[k]!.k === 'act' && (log[k] as { action: { type: string } }).action.type === 'build');
      expect(formatEntry(log[i]!, ctx(lang), null, true).text).not.toBe(formatEntry(log[i]!, ctx(lang), null, false).text);
    }
    // A person out of time in the phase: the note says so.
    expect(formatEntry({ k: 'note', what: 'timeout-pass', seat: 0, name: 'Ana' }, ctx('en')).text).toBe('Ana ran out of time in the special building phase');
    expect(t('sv', 'sbpDone')).toBe('Klar');
  });

  it('a seat that cannot build is passed over and the log says so (§14): after each turn every other seat builds, passes or is named as passed over, once', () => {
    const g = games.at(-1)!;
    const log = g.log, n = g.seats.length;
    const special = specialEntries(log);
    const board = (ms.find((m) => m.t === 'state' && m.board) as Extract<ServerMessage, { t: 'state' }>).board!;
    let turns = 0, skips = 0;
    let seen: number[] | null = null, owner = -1;
    for (const [i, e] of log.entries()) {
      if (e.k !== 'act') continue;
      const over = passedOver(e, n, special[i]!, true);
      skips += over.length;
      if (special[i]) { seen!.push(e.action.p); if (e.action.type !== 'end') seen!.pop(); }
      if (e.action.type === 'end' && !special[i]) { seen = []; owner = e.action.p; }
      if (seen && e.action.type === 'end') seen.push(...over);
      // The next turn began: the phase is over, every other seat accounted for exactly once.
      if (seen && e.events.some((x) => x.type === 'phase' && x.phase !== 'specialBuild')) {
        expect([...seen].sort(), `the seats after ${owner}'s turn (entry ${i})`).toEqual([...Array(n).keys()].filter((q) => q !== owner).sort());
        turns++;
        seen = null;
      }
      if (over.length) {
        const line = formatEntry(e, { lang: 'en', seats: g.seats, board, specialBuild: true }, null, special[i]);
        expect(line.sub).toContain(`Nothing to build, passed over: ${over.map((q) => g.seats[q]!.name).join(', ')}`);
      }
    }
    expect(turns).toBeGreaterThan(10);
    expect(skips, 'some seats could not build').toBeGreaterThan(0);
    // Without the phase in the rules, an "end" passes nobody over.
    const end = log.find((e, i) => e.k === 'act' && e.action.type === 'end' && !special[i])!;
    expect(passedOver(end, n, false, false)).toEqual([]);
  });

  it('the passed-over line (§14) agrees with its names in Spanish and French: one seat "pasa" / "passe son tour", two or more "pasan" / "passent leur tour"', () => {
    // Regression: a play-test read "Sin nada que construir, pasan: Rosa" (a plural verb for one player).
    const g = games.at(-1)!;
    const special = specialEntries(g.log);
    const board = (ms.find((m) => m.t === 'state' && m.board) as Extract<ServerMessage, { t: 'state' }>).board!;
    const seen = new Set<string>();
    for (const [i, e] of g.log.entries()) {
      if (e.k !== 'act') continue;
      const over = passedOver(e, g.seats.length, special[i]!, true);
      if (!over.length) continue;
      const names = over.map((q) => g.seats[q]!.name).join(', ');
      const sub = (lang: 'es' | 'fr') => formatEntry(e, { lang, seats: g.seats, board, specialBuild: true }, null, special[i]).sub;
      const one = over.length === 1;
      expect(sub('es')).toContain(`Sin nada que construir, ${one ? 'pasa' : 'pasan'}: ${names}`);
      expect(sub('fr')).toContain(`Rien à construire, ${one ? 'passe son tour' : 'passent leur tour'}\u00a0: ${names}`);
      seen.add(one ? 'one' : 'more');
    }
    expect([...seen].sort(), 'lines with one name and with several').toEqual(['more', 'one']);
  });
});
