// catan decide --stdio at the two ends of its pipe (docs/bots.md: "exits 1 only when stdin
// itself cannot be read"): a folder given as standard input read as an empty stream (exit 0, no
// word), and a reader that stopped reading (`… | head -1`) threw EPIPE with a stack trace (exit
// 1). Also: --stats without --stdio was accepted and ignored. Runs the built CLI (npm test builds).
import { spawnSync } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

describe('catan decide --stdio: the ends of the pipe', () => {
  it('a folder as standard input: exit 1, "it is a folder", as the one-shot form and replay say', () => {
    const fd = openSync(tmpdir(), 'r');
    try {
      for (const args of [['decide', '--bot', 'random', '--stdio'], ['decide', '--bot', 'random']]) {
        const r = spawnSync(process.execPath, ['bin/catan.js', ...args], { cwd: root, encoding: 'utf8', stdio: [fd, 'pipe', 'pipe'] });
        expect(r.status, args.join(' ')).toBe(1);
        expect(r.stderr).toMatch(/cannot read standard input: .*(folder|EISDIR)/);
      }
      const v = spawnSync(process.execPath, ['bin/catan.js', 'verify', '-', '--all'], { cwd: root, encoding: 'utf8', stdio: [fd, 'pipe', 'pipe'] });
      expect(v.status).toBe(1);
      expect(JSON.parse(v.stdout).failures[0].error).toBe('cannot read standard input: it is a folder (EISDIR)');
    } finally {
      closeSync(fd);
    }
  });

  it('a reader that stops reading (EPIPE): it stops answering and exits 0, with nothing on stderr', () => {
    // 20,000 requests; the shell's head takes one answer and closes the pipe.
    const r = spawnSync('bash', ['-c', 'yes x | head -20000 | node bin/catan.js decide --bot random --stdio | head -1; echo "rc=${PIPESTATUS[2]}" >&2'], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(r.stdout.trim())).toMatchObject({ ok: false, code: 'not-json' });
    expect(r.stderr.trim()).toBe('rc=0');
  });

  it('--stats without --stdio is a usage error (exit 2), not ignored', () => {
    const r = spawnSync(process.execPath, ['bin/catan.js', 'decide', '--bot', 'random', '--stats'], { cwd: root, encoding: 'utf8', input: '' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--stats goes with --stdio/);
  });
});
