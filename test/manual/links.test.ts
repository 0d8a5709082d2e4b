// Links from the game into the manual: every refusal the engine can give points at an entry
// that explains it, phases open a topic, and /rules#… addresses resolve.
import { describe, expect, it } from 'vitest';
import { PHASES, RULE_CODES, apply, parseRecord } from '../../src/engine/index.js';
import { ENTRIES } from '../../src/manual/content/index.js';
import { ERROR_ENTRY, relatedEntries, resolveHash, ruleTarget, rulesHref, topicForPhase } from '../../src/manual/links.js';
import { loadPicture } from '../../src/manual/picture.js';
import { pictureById } from '../../src/manual/pictures.js';
import { TOPICS } from '../../src/manual/types.js';

const ids = new Set(ENTRIES.map((e) => e.id));

describe('manual links', () => {
  it('every refusal code in the engine maps to an existing entry', () => {
    const rules = RULE_CODES.filter((c) => !['malformed', 'illegal', 'outcome-missing', 'outcome-impossible'].includes(c));
    expect(rules.length).toBeGreaterThan(20);
    for (const c of rules) expect(ERROR_ENTRY[c], c).toBeTruthy();
    expect(Object.keys(ERROR_ENTRY).sort()).toEqual([...RULE_CODES].sort());
    for (const id of Object.values(ERROR_ENTRY)) if (id !== null) expect(ids.has(id), id).toBe(true);
  });

  it('a real refusal links to the rule that refuses it', () => {
    const rec = parseRecord({
      format: 1, board: 'beginner', players: [{ color: 'red' }, { color: 'blue' }, { color: 'white' }],
      position: { current: 0, phase: 'main', players: [{ settlements: ['1,0,N'], roads: ['1,0,NE'], resources: { brick: 1, wood: 1, wool: 1, grain: 1 } }, {}, {}] },
      actions: [],
    });
    if (!rec.ok) throw new Error(rec.error);
    const r = apply(rec.start, { p: 0, type: 'build', piece: 'settlement', at: '2,-1,S' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(ruleTarget(r.error)).toBe('distance-rule');
    expect(ruleTarget({ code: 'bank-empty', message: 'Year of Plenty cannot be played with an empty bank (§8)' })).toBe('year-of-plenty-card');
    expect(ruleTarget({ code: 'bank-empty', section: '§8', message: 'no sentence needed' })).toBe('year-of-plenty-card');
    expect(ruleTarget({ code: 'something-new', message: 'a new rule (§7)' })).toBe('§7');
    // A card not held opens that card's entry, not the one-a-turn rule (a manual play-test).
    expect(ruleTarget({ code: 'card-not-held', section: '§8', message: 'seat 1 holds no knight card (§8)', card: 'knight' })).toBe('knight-card');
    expect(ruleTarget({ code: 'card-not-held', section: '§8', message: '', card: 'monopoly' })).toBe('monopoly-card');
    expect(ruleTarget({ code: 'card-not-held', section: '§8', message: '' })).toBe('one-card-per-turn');
  });

  it('acting on another player\'s turn opens the off-turn entry; trading out of turn, the trading rule', () => {
    const rec = parseRecord({
      format: 1, board: 'beginner', players: [{ color: 'red' }, { color: 'blue' }, { color: 'white' }],
      position: { current: 0, phase: 'main', players: [{}, { settlements: ['1,0,N'], roads: ['1,0,NE'], resources: { brick: 1, wood: 1 } }, {}] },
      actions: [],
    });
    if (!rec.ok) throw new Error(rec.error);
    const build = apply(rec.start, { p: 1, type: 'build', piece: 'road', at: '1,0,E' });
    if (build.ok) throw new Error('a build out of turn was accepted');
    expect(build.error.code).toBe('not-your-turn');
    expect(ruleTarget(build.error)).toBe('off-turn-actions');
    const trade = apply(rec.start, { p: 1, type: 'trade', with: 0, give: { brick: 1 }, get: { wood: 1 } });
    if (trade.ok) throw new Error('a trade out of turn was accepted');
    expect(ruleTarget(trade.error)).toBe('trade-only-with-active');
  });

  it('related questions: the "see" links both ways, then the topic, each once and never the entry itself', () => {
    const byId = (id: string) => ENTRIES.find((e) => e.id === id)!;
    const harbor = relatedEntries(byId('robber-harbor')).map((e) => e.id);
    expect(harbor.slice(0, 2)).toEqual(['harbor-needs-building', 'robber-blocks-production']);
    expect(harbor).toContain('robber-steal'); // same topic
    expect(harbor).not.toContain('robber-harbor');
    expect(new Set(harbor).size).toBe(harbor.length);
    // robber-harbor names harbor-needs-building, so the link shows from there too.
    expect(relatedEntries(byId('harbor-needs-building')).map((e) => e.id)).toContain('robber-harbor');
    for (const e of ENTRIES) {
      const rel = relatedEntries(e);
      expect(rel, e.id).not.toContain(e);
      for (const s of e.see ?? []) expect(rel.map((r) => r.id), e.id).toContain(s);
    }
  });

  it('every phase opens a topic', () => {
    for (const p of PHASES) expect(TOPICS).toContain(topicForPhase(p));
    expect(topicForPhase('robber')).toBe('robber');
    expect(topicForPhase('specialBuild')).toBe('five-six-players');
  });

  it('§14: a trade or a card refused in the special building phase links to what the phase forbids', () => {
    const { state } = loadPicture(pictureById('special-building')!);
    for (const a of [
      { p: 3, type: 'bankTrade', give: { brick: 1, wood: 1, wool: 1, grain: 1 }, get: { ore: 1 } },
      { p: 3, type: 'trade', with: 0, give: { brick: 1 }, get: { ore: 1 } },
      { p: 3, type: 'play', card: 'roadBuilding' },
    ] as const) {
      const r = apply(state, a);
      if (r.ok) throw new Error(`${a.type} was accepted in the special building phase`);
      expect(ruleTarget(r.error), a.type).toBe('special-building-limits');
    }
    // Someone else acting out of order there: the phase's own entry, which says who builds when (§14).
    const other = apply(state, { p: 1, type: 'build', piece: 'road', at: '-2,1,SE' });
    if (other.ok) throw new Error('a build out of order was accepted');
    expect(other.error.section).toBe('§14');
    expect(ruleTarget(other.error)).toBe('special-building-phase');
    // A roll there is refused by §14 too, and links to what the phase forbids.
    const roll = apply(state, { p: 3, type: 'roll', dice: [3, 4] });
    expect(!roll.ok && ruleTarget(roll.error)).toBe('special-building-limits');
    expect(resolveHash('#§14')).toMatchObject({ kind: 'entry', entry: { id: 'five-six-components' } });
    expect(resolveHash('#five-six-players')).toEqual({ kind: 'topic', topic: 'five-six-players' });
  });

  it('addresses resolve: topic, entry, section (raw or percent-encoded), unknown', () => {
    expect(resolveHash('#robber')).toEqual({ kind: 'topic', topic: 'robber' });
    expect(resolveHash('#robber-to-desert')).toMatchObject({ kind: 'entry', entry: { id: 'robber-to-desert' } });
    expect(resolveHash('#§6')).toMatchObject({ kind: 'entry', entry: { id: 'robber-overview' } });
    expect(resolveHash('#%C2%A79')).toMatchObject({ kind: 'entry', entry: { section: '§9' } });
    expect(resolveHash('#s13')).toMatchObject({ kind: 'entry', entry: { section: '§13' } });
    expect(resolveHash('')).toEqual({ kind: 'home' });
    expect(resolveHash('#nope')).toEqual({ kind: 'missing', hash: 'nope' });
    for (const e of ENTRIES) expect(resolveHash(`#${e.id}`)).toMatchObject({ kind: 'entry', entry: { id: e.id } });
    expect(rulesHref('§6', 'es')).toBe('/rules?lang=es#%C2%A76');
  });
});
