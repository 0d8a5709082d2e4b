// A seat's name as the server keeps it, and numbered where another seat has it: invisible and
// look-alike characters made a second "Hana" the numbering did not see (a hostile play-test sat
// as "Ha\u200bna", renamed to "Hana\u2060", and showed "\u202eanaH<script>" as "Hana" in the public list).
import { describe, expect, it } from 'vitest';
import { cleanName, configuredNames, distinctName, NAME_MAX, nameKey, tableNames } from '../src/table/names.js';

describe('cleanName and distinctName', () => {
  it('drops control characters and the invisible ones (zero-width spaces, the word joiner, direction marks and overrides) and runs of spaces; keeps joiners a script or an emoji needs', () => {
    expect(cleanName('Ha\u200bna', '')).toBe('Hana');
    expect(cleanName('Hana\u2060', '')).toBe('Hana');
    expect(cleanName('\u202eanaH<script>', '')).toBe('anaH<script>');
    expect(cleanName('\u200c\u0645\u06cc\u200c\u0631', '')).toBe('\u200c\u0645\u06cc\u200c\u0631'.trim()); // a Persian name's non-joiners stay
    expect(cleanName('👩\u200d💻', '')).toBe('👩\u200d💻'); // an emoji sequence stays whole
    expect(cleanName('  Bo \t\n  Berg ', '')).toBe('Bo Berg');
    expect(cleanName('\u200b\u200d\u0007', 'Player')).toBe('Player');
    expect(cleanName('e\u0301', '')).toBe('\u00e9'); // composed
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
    expect(distinctName('\uff21\uff4e\uff41', ['Ana'])).toBe('\uff21\uff4e\uff41 2'); // full-width letters read as the same name
    expect(distinctName('', ['Ana'])).toBe('');
  });
  it('reads Cyrillic and Greek letters drawn as Latin ones as those letters (a play-test sat a second "Ana" spelt with a Cyrillic "А")', () => {
    expect(distinctName('\u0410na', ['Ana'])).toBe('\u0410na 2'); // Cyrillic capital A
    expect(distinctName('\u0410n\u0430', ['ANA'])).toBe('\u0410n\u0430 2'); // two Cyrillic letters, against capitals
    expect(distinctName('\u0410\u041d\u0410', ['aha'])).toBe('\u0410\u041d\u0410 2'); // "АНА" reads "AHA"
    expect(distinctName('\u0392\u03bf', ['Bo'])).toBe('\u0392\u03bf 2'); // Greek capital beta, small omicron
    expect(distinctName('\u0412\u0435\u0440\u0430', ['Bepa'])).toBe('\u0412\u0435\u0440\u0430 2'); // "Вера" looks like "Bepa"
    expect(tableNames([{ name: 'Vera', bot: null }, { name: 'V\u0435ra', bot: null }], 'en')).toEqual(['Vera', 'V\u0435ra 2']);
    // Case is still ignored within a script, and names that only share a script are told apart.
    expect(nameKey('\u0412\u0415\u0420\u0410')).toBe(nameKey('\u0432\u0435\u0440\u0430'));
    expect(distinctName('\u0418\u0432\u0430\u043d', ['\u041e\u043b\u0435\u0433'])).toBe('\u0418\u0432\u0430\u043d');
    expect(distinctName('Ana', ['Ann', 'Anna'])).toBe('Ana');
  });
  it('a bot never takes a person\'s name in another case, and a seated person is never renumbered for a bot (a review: "vera" became "vera 2")', () => {
    const named = configuredNames(['', '', 'vera'], 1, 'medium', 'en');
    expect(named[2]).toBe('vera');
    expect(named[1]!.toLowerCase()).not.toBe('vera');
    expect(named[1]).not.toMatch(/ 2$/);
    const table = tableNames([{ name: 'vera', bot: null }, { name: '', bot: 'medium' }, { name: '', bot: 'medium' }], 'en');
    expect(table[0]).toBe('vera');
    expect(table.slice(1).map((n) => n.toLowerCase())).not.toContain('vera');
  });
});
