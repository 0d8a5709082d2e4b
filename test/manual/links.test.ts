// Links from the game into the manual: every refusal the engine can give points at an entry
// that explains it, phases open a topic, and /rules#… addresses resolve.
import { describe, expect, it } from 'vitest';
import { PHASES, RULE_CODES, apply, parseRecord } from '../../src/engine/index.js';
import { ENTRIES } from '../../src/manual/content/index.js';
import { ERROR_ENTRY, resolveHash, ruleTarget, rulesHref, topicForPhase } from '../../src/manual/links.js';
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
  });

  it('every phase opens a topic', () => {
    for (const p of PHASES) expect(TOPICS).toContain(topicForPhase(p));
    expect(topicForPhase('robber')).toBe('robber');
  });

  it('addresses resolve: topic, entry, section (raw or percent-encoded), unknown', () => {
    expect(resolveHash('#robber')).toEqual({ kind: 'topic', topic: 'robber' });
    expect(resolveHash('#robber-to-desert')).toMatchObject({ kind: 'entry', entry: { id: 'robber-to-desert' } });
    expect(resolveHash('#§6')).toMatchObject({ kind: 'entry', entry: { id: 'rolling-seven' } });
    expect(resolveHash('#%C2%A79')).toMatchObject({ kind: 'entry', entry: { section: '§9' } });
    expect(resolveHash('#s13')).toMatchObject({ kind: 'entry', entry: { section: '§13' } });
    expect(resolveHash('')).toEqual({ kind: 'home' });
    expect(resolveHash('#nope')).toEqual({ kind: 'missing', hash: 'nope' });
    for (const e of ENTRIES) expect(resolveHash(`#${e.id}`)).toMatchObject({ kind: 'entry', entry: { id: e.id } });
    expect(rulesHref('§6', 'es')).toBe('/rules?lang=es#%C2%A76');
  });
});
