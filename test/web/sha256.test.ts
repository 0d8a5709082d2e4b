// The page's SHA-256 (a record's seed against its commitment, where the browser has no crypto.subtle:
// plain http on a home network) gives what Node's crypto gives, as `catan verify` computes it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../web/src/logic/sha256.js';
import { Rng } from '../../src/engine/index.js';

const node = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('matches the standard vectors and Node at every padding boundary', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (let n = 0; n <= 200; n++) expect(sha256Hex('x'.repeat(n)), `${n} characters`).toBe(node('x'.repeat(n)));
  });
  it('hashes the UTF-8 bytes of any text, as the server does (300 seeded random texts)', () => {
    const rng = new Rng('sha');
    const alphabet = 'abcXYZ019-_ Åéß✓🎲\u0000\u2028';
    for (let k = 0; k < 300; k++) {
      const s = Array.from({ length: rng.int(90) }, () => Array.from(alphabet)[rng.int(Array.from(alphabet).length)]).join('');
      expect(sha256Hex(s)).toBe(node(s));
    }
  });
});
