// Shared test helpers: where the spec lives, and a few ways to build games.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The project's spec folder: ../shared/spec beside the repository (CI lays it there). */
export function specPath(file: string): string {
  for (const base of [join(here, '..', '..', 'shared', 'spec'), join(here, '..', 'spec')]) {
    if (existsSync(join(base, file))) return join(base, file);
  }
  throw new Error(`spec file ${file} not found beside the repository`);
}
