// Shared test helpers: where the spec lives, and a few ways to build games.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * A spec file: the project's own copy in spec/ (which adds to the shared one, e.g. RULES.md §14),
 * else the shared spec beside the repository. test/spec.test.ts checks that the project's copies
 * keep the shared files' text, word for word, and only add to it.
 */
export function specPath(file: string): string {
  for (const base of [join(here, '..', 'spec'), sharedSpecDir()]) {
    if (base && existsSync(join(base, file))) return join(base, file);
  }
  throw new Error(`spec file ${file} not found in spec/ or beside the repository`);
}

/** The shared spec folder beside the repository (../shared/spec), when there is one. */
export function sharedSpecDir(): string | null {
  const dir = join(here, '..', '..', 'shared', 'spec');
  return existsSync(dir) ? dir : null;
}
