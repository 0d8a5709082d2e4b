// A seat's name as the server keeps it, and numbered where another seat has it: invisible and
// look-alike characters made a second "Hana" the numbering did not see (a hostile play-test sat
// as "Ha\u200bna", renamed to "Hana\u2060", and showed "\u202eanaH<script>" as "Hana" in the public list).
import { describe, expect, it } from 'vitest';
import { cleanName, distinctName, NAME_MAX } from '../src/table/names.js';

describe('cleanName and distinctName', () => {
  it('drops control and format characters (zero-width, joiners, direction overrides), folds compatible forms and runs of spaces', () => {
    expect(cleanName('Ha\u200bna', '')).toBe('Hana');
    expect(cleanName('Hana\u2060', '')).toBe('Hana');
    expect(cleanName('\u202eanaH<script>', '')).toBe('anaH<script>');
    expect(cleanName('\uff21\uff4e\uff41', '')).toBe('Ana'); // full-width letters
    expect(cleanName('  Bo \t\n  Berg ', '')).toBe('Bo Berg');
    expect(cleanName('\u200b\u200d\u0007', 'Player')).toBe('Player');
    expect(cleanName(7, '')).toBe('7');
  });
  it('keeps at most NAME_MAX whole characters: an emoji is not cut in half', () => {
    const long = '😀'.repeat(30);
    const kept = cleanName(long, '');
    expect(Array.from(kept)).toHaveLength(NAME_MAX);
    expect(kept).toBe('😀'.repeat(NAME_MAX));
  });
  it('numbers a name another seat has whatever its case; the cleaned look-alikes are numbered too', () => {
    expect(distinctName('hana', ['Hana'])).toBe('hana 2');
    expect(distinctName(cleanName('Ha\u200bna', ''), ['Hana'])).toBe('Hana 2');
    expect(distinctName('Ana', ['ana', 'Ana 2'])).toBe('Ana 3');
    expect(distinctName('Bo', ['Ana'])).toBe('Bo');
    expect(distinctName('', ['Ana'])).toBe('');
  });
});
