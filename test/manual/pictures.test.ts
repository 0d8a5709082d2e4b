// Every manual picture is a RECORD.md record the engine accepts (issue 6), and what each one
// claims (road lengths, who holds Longest Road, harbor rates, who can be robbed; for five and six
// players the island's components, who builds in the special building phase and what it refuses)
// is what the engine computes. Captions take their numbers from the engine, so they are checked too.
import { describe, expect, it } from 'vitest';
import { TERRAINS, apply, legalActions, parseRecord, replayRecord, summarize, viewFor } from '../../src/engine/index.js';
import { ENTRIES } from '../../src/manual/content/index.js';
import { loadPicture, placeNames, renderPicture } from '../../src/manual/picture.js';
import { PICTURES, specialBuilders } from '../../src/manual/pictures.js';
import { LANGS } from '../../src/manual/types.js';

describe('manual pictures', () => {
  it.each(PICTURES.map((p) => [p.id, p]))('%s: the engine accepts its position and actions', (_id, pic) => {
    const parsed = parseRecord(structuredClone(pic.record));
    expect(parsed.ok ? 'ok' : `${parsed.at}: ${parsed.error}`).toBe('ok');
    const replay = replayRecord(structuredClone(pic.record));
    expect(replay.ok ? 'ok' : `${replay.at}: ${replay.error}`).toBe('ok');
  });

  it.each(PICTURES.map((p) => [p.id, p]))('%s: its claims are what the engine computes', (_id, pic) => {
    const { start, state } = loadPicture(pic);
    const now = summarize(state), before = summarize(start);
    const c = pic.claims;
    for (const [seat, len] of Object.entries(c.roadLength ?? {})) expect(now.players[Number(seat)]!.roadLength, `seat ${seat}`).toBe(len);
    for (const [seat, len] of Object.entries(c.roadLengthBefore ?? {})) expect(before.players[Number(seat)]!.roadLength, `seat ${seat} before`).toBe(len);
    if (c.longestRoad !== undefined) expect(now.longestRoad).toBe(c.longestRoad);
    if (c.longestRoadBefore !== undefined) expect(before.longestRoad).toBe(c.longestRoadBefore);
    for (const [seat, rates] of Object.entries(c.rates ?? {})) {
      expect(viewFor(state, 'spectator').players[Number(seat)]!.rates).toMatchObject(rates);
    }
    if (c.victims) {
      const seats = legalActions(state).flatMap((a) => (a.type === 'robber' && a.hex === c.victims!.hex && a.victim !== undefined ? [a.victim] : []));
      expect([...new Set(seats)].sort()).toEqual(c.victims.seats);
      // The robber must leave its hex: no legal move keeps it there.
      expect(legalActions(state).some((a) => a.type === 'robber' && a.hex === now.robber)).toBe(false);
    }
    if (c.robber !== undefined) expect(now.robber).toBe(c.robber);
    for (const [seat, spots] of Object.entries(c.settlementSpots ?? {})) {
      const legal = legalActions(state).flatMap((a) => (a.type === 'build' && a.piece === 'settlement' && a.p === Number(seat) ? [a.at] : []));
      expect([...new Set(legal)].sort(), `seat ${seat}`).toEqual(spots);
    }
    if (c.components) {
      const b = state.board, sum = summarize(state);
      const total = (bundle: Record<string, number>) => Object.values(bundle).reduce((a, k) => a + k, 0);
      const perResource = Object.keys(sum.bank).map((r) => sum.bank[r as keyof typeof sum.bank] + sum.players.reduce((a, p) => a + p.resources[r as keyof typeof p.resources], 0));
      expect({
        hexes: b.geo.hexCount,
        deserts: [...b.terrain].filter((t) => TERRAINS[t] === 'desert').length,
        harbors: b.harbors.length,
        tokens: [...b.token].filter((t) => t > 0).length,
        cardsPerResource: Math.max(...perResource),
        devCards: sum.devDeck + sum.players.reduce((a, p) => a + total(p.devCards), 0),
      }).toEqual(c.components);
      expect(new Set(perResource).size).toBe(1);
    }
    if (c.builders) expect(specialBuilders(state)).toEqual(c.builders);
    for (const { action, code } of c.refused ?? []) {
      const r = apply(state, action);
      expect(r.ok ? 'accepted' : r.error.code, JSON.stringify(action)).toBe(code);
    }
  });

  it.each(PICTURES.map((p) => [p.id, p]))('%s: highlights name real places and captions carry the engine’s numbers', (_id, pic) => {
    const { start, state } = loadPicture(pic);
    const m = pic.marks(state, start);
    expect(m.vertices.size + m.edges.size + m.hexes.size).toBeGreaterThan(0);
    const names = placeNames(state);
    for (const v of m.vertices.keys()) expect(names.vertices).toContain(v);
    for (const e of m.edges.keys()) expect(names.edges).toContain(e);
    for (const h of m.hexes.keys()) expect(names.hexes).toContain(h);
    for (const h of pic.focus) expect(names.hexes).toContain(h);
    for (const lang of LANGS) {
      const r = renderPicture(pic.id, lang);
      expect(r.svg.startsWith('<svg')).toBe(true);
      expect(r.svg).toContain('<title>');
      expect(r.caption).not.toMatch(/[{}]/);
      // Each {len:N} in the caption shows the claimed length, as the engine computes it.
      for (const [, seat] of pic.caption[lang].matchAll(/\{len:(\d)\}/g)) {
        expect(r.caption).toContain(String(pic.claims.roadLength?.[Number(seat)]));
      }
      expect(r.legend.length).toBeGreaterThan(0);
    }
  });

  it('§5 distance rule: the engine refuses the two corners next to buildings and allows the middle one', () => {
    const m = PICTURES.find((p) => p.id === 'distance-rule')!;
    const { start, state } = loadPicture(m);
    const marks = m.marks(state, start);
    expect(Object.fromEntries(marks.vertices)).toEqual({ '2,-1,S': 'blocked', '1,0,S': 'blocked', '1,1,N': 'legal' });
  });

  it('§5 a road cannot continue through an opponent’s settlement: the edge beyond is refused', () => {
    const m = PICTURES.find((p) => p.id === 'road-blocked')!;
    const { start, state } = loadPicture(m);
    const marks = m.marks(state, start);
    const refused = [...marks.edges].filter(([, x]) => x.mark === 'refused').map(([e]) => e);
    expect(refused).toEqual(['0,0,SE']);
    expect([...marks.edges.values()].filter((x) => x.mark === 'legal').length).toBeGreaterThan(0);
  });

  it('§9 the counted path in each Longest Road picture is as long as the engine says', () => {
    for (const id of ['longest-road-count', 'longest-road-broken']) {
      const pic = PICTURES.find((p) => p.id === id)!;
      const { start, state } = loadPicture(pic);
      const counted = [...pic.marks(state, start).edges.values()].filter((x) => x.mark === 'counted').length;
      expect(counted, id).toBe(summarize(state).players[0]!.roadLength);
    }
  });

  it('every picture is used by an entry, and every entry’s picture exists', () => {
    const used = new Set(ENTRIES.flatMap((e) => (e.picture ? [e.picture] : [])));
    expect([...used].sort()).toEqual(PICTURES.map((p) => p.id).sort());
  });
});
