// `npm ci` in a clone no longer builds (the package is built when packed, not on install): the
// `catan` command run before `npm run build` says so, rather than an import error with a stack.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('catan before the build', () => {
  it('names the missing build and the command that makes it, exit code 1, no stack trace', () => {
    const clone = mkdtempSync(join(tmpdir(), 'catan-unbuilt-'));
    try {
      cpSync(join(root, 'bin'), join(clone, 'bin'), { recursive: true });
      cpSync(join(root, 'package.json'), join(clone, 'package.json'));
      const r = spawnSync(process.execPath, [join(clone, 'bin/catan.js'), 'board'], { cwd: clone, encoding: 'utf8' });
      expect(r.status).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim()).toBe(`catan: the command line is not built (${join(clone, 'dist/cli/main.js')} is missing): run \`npm run build\` in the repository first`);
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });
});
