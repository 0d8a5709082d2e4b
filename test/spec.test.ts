// The project's spec/ is its own copy of the shared spec (../shared/spec), to which it adds
// (RULES.md §14, RECORD.md's records files and 5–6 player notation, geometry-extension.json):
// every shared file must stand in the copy word for word, at its start.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedSpecDir, specPath } from './helpers.js';

describe('the project spec keeps the shared spec', () => {
  const shared = sharedSpecDir();
  it.skipIf(shared === null)('each shared spec file is the start of the project\'s copy (beside the repository)', () => {
    const files = readdirSync(shared!);
    expect(files).toContain('RULES.md');
    for (const f of files) {
      const ours = readFileSync(specPath(f), 'utf8'), theirs = readFileSync(join(shared!, f), 'utf8');
      expect(ours.startsWith(theirs), `spec/${f} must begin with the shared ${f}`).toBe(true);
    }
  });
  it('the project\'s RULES.md has the 5–6 player section (§14)', () => {
    expect(readFileSync(specPath('RULES.md'), 'utf8')).toMatch(/^## 14\. Five and six players/m);
  });
});
