// What the page offers depends on the server's protocol version (its hello): a feature an older
// server lacks is not offered, so that nothing is sent that it would refuse.
import { describe, expect, it } from 'vitest';
import { FEATURE_SINCE, PROTOCOL_VERSION, serverHas } from '../../src/protocol/index.js';

describe('serverHas: features by the server\'s protocol version', () => {
  it('a server of version 6 has counter-offers, assists, 5–6 seats and ping, but not renaming after auth (version 7)', () => {
    expect(serverHas(6, 'counters')).toBe(true);
    expect(serverHas(6, 'assists')).toBe(true);
    expect(serverHas(6, 'sixPlayers')).toBe(true);
    expect(serverHas(6, 'ping')).toBe(true);
    expect(serverHas(6, 'rename')).toBe(false);
  });

  it('a server of version 3 has none of them; version 4 has counters and assists, not 5–6 seats', () => {
    for (const f of Object.keys(FEATURE_SINCE) as (keyof typeof FEATURE_SINCE)[]) expect(serverHas(3, f)).toBe(false);
    expect([serverHas(4, 'counters'), serverHas(4, 'assists'), serverHas(4, 'sixPlayers')]).toEqual([true, true, false]);
  });

  it('before the hello the page assumes its own version, which has every feature', () => {
    for (const f of Object.keys(FEATURE_SINCE) as (keyof typeof FEATURE_SINCE)[]) {
      expect(FEATURE_SINCE[f]).toBeLessThanOrEqual(PROTOCOL_VERSION);
      expect(serverHas(undefined, f)).toBe(true);
    }
  });
});
