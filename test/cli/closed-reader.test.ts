// Every command in a pipeline whose reader stops early (`catan simulate … | head -c 0`): it stops
// quietly with exit 0, as decide --stdio does (decide-stdio-ends.test). simulate, replay and
// tournament threw EPIPE with a stack trace and exit 1 (a researcher's play-test). Runs the built CLI.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

describe('a reader that closes the pipe', () => {
  it('simulate, replay, tournament and board stop with exit 0 and nothing on stderr', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'closed-')), 'g.jsonl');
    expect(spawnSync(process.execPath, ['bin/catan.js', 'simulate', '--games', '1', '--seed', 'cr', '--records', file], { cwd: root, encoding: 'utf8' }).status).toBe(0);
    for (const cmd of [
      'simulate --games 3 --seed cr --json',
      `replay ${file}`,
      'tournament --bots random,random,random --games 2 --seed cr --json',
      'board --seed 3 --format svg',
    ]) {
      // `sleep` first, so the reader has gone before the command writes anything.
      const r = spawnSync('bash', ['-c', `(sleep 0.3; node bin/catan.js ${cmd}) | true; echo "rc=\${PIPESTATUS[0]}" >&2`], { cwd: root, encoding: 'utf8' });
      expect(r.stderr.trim(), cmd).toBe('rc=0');
    }
  });
});
