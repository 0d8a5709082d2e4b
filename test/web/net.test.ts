/**
 * The page's connection notices a socket that died without closing (a phone that lost its
 * network): it asks the server with `ping` when nothing has arrived for a while, or as soon as an
 * action has waited for its ack, and reconnects when the question goes unanswered, sending again
 * what was not acknowledged. A fake WebSocket and fake timers stand in for the browser's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACK_MS, Connection, QUIET_MS, type ConnStatus } from '../../web/src/net.js';

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) { FakeSocket.all.push(this); }
  send(text: string) { this.sent.push(JSON.parse(text) as Record<string, unknown>); }
  close() { this.readyState = 3; }
  /** The server's side: the socket opens, a message arrives. */
  open() { this.readyState = 1; this.onopen?.(); }
  hear(m: object) { this.onmessage?.({ data: JSON.stringify(m) }); }
  pings() { return this.sent.filter((m) => m.t === 'ping').length; }
}

/** Fake timers and the fake socket in place of the browser's, for the tests of a describe block. */
function fakeSockets(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

describe('a connection that goes silent', () => {
  fakeSockets();

  const started = () => {
    const c = new Connection('ws://x/ws', { token: null, persist: false });
    const statuses: ConnStatus[] = [];
    c.listen(() => {}, (s) => statuses.push(s));
    c.start();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.hear({ t: 'hello', version: 6, bots: [], paceMs: 0, limits: {} });
    return { c, statuses, first: FakeSocket.all[0]! };
  };

  it('is asked after a quiet while; an answer keeps it, silence replaces it', () => {
    const { statuses, first } = started();
    vi.advanceTimersByTime(QUIET_MS - 1500);
    expect(first.pings()).toBe(0);
    vi.advanceTimersByTime(2000);
    expect(first.pings()).toBe(1);
    first.hear({ t: 'pong' });
    vi.advanceTimersByTime(ACK_MS + 1000);
    expect(FakeSocket.all).toHaveLength(1); // it answered: kept
    // Quiet again, asked again, and this time no answer: a new socket, the status says so meanwhile.
    vi.advanceTimersByTime(QUIET_MS);
    expect(first.pings()).toBe(2);
    vi.advanceTimersByTime(ACK_MS + 1000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(statuses.slice(-2)).toEqual(['closed', 'connecting']);
  });

  it('a server older than version 6 (no ping) is never asked', () => {
    const c = new Connection('ws://x/ws', { token: null, persist: false });
    c.listen(() => {}, () => {});
    c.start();
    const s = FakeSocket.all[0]!;
    s.open();
    s.hear({ t: 'hello', version: 5, bots: [], paceMs: 0, limits: {} });
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(s.pings()).toBe(0);
    expect(FakeSocket.all).toHaveLength(1);
    c.stop();
  });

  it('an action waiting for its ack is asked about soon, and sent again on the new socket', () => {
    const { c, first } = started();
    first.hear({ t: 'welcome', token: 't'.repeat(22), name: 'A', issued: true });
    const ack = c.sendGame({ t: 'act', action: { type: 'roll' } });
    vi.advanceTimersByTime(ACK_MS + 1000);
    expect(first.pings()).toBe(1); // long before the quiet period
    vi.advanceTimersByTime(ACK_MS + 1000);
    const second = FakeSocket.all[1]!;
    expect(second).toBeDefined();
    second.open();
    second.hear({ t: 'hello', version: 6, bots: [], paceMs: 0, limits: {} });
    expect(second.sent.filter((m) => m.ack === ack)).toHaveLength(1);
    // Acknowledged there: nothing more is asked while the socket talks.
    second.hear({ t: 'ack', ack });
    vi.advanceTimersByTime(ACK_MS + 1000);
    expect(second.pings()).toBe(0);
    c.stop();
  });
});

describe('a server that opens sockets but cannot load the room (its database down)', () => {
  fakeSockets();

  it('the page enters its room again on every new socket, waiting longer each time until the room\'s state comes', () => {
    const c = new Connection('ws://x/ws', { token: null, persist: false });
    c.listen(() => {}, () => {});
    c.start();
    c.enter('room-1');
    const refuse = (s: FakeSocket) => { s.open(); s.hear({ t: 'error', code: 'storage', message: 'x' }); s.onclose?.(); };
    refuse(FakeSocket.all[0]!);
    // Each new socket joins the room again; the waits between them grow (300, 600, 1200 ms …), not 300 ms each time.
    const opened: number[] = [];
    for (let i = 0; i < 4; i++) {
      const before = FakeSocket.all.length;
      let waited = 0;
      while (FakeSocket.all.length === before && waited < 10_000) { vi.advanceTimersByTime(100); waited += 100; }
      opened.push(waited);
      const s = FakeSocket.all.at(-1)!;
      refuse(s);
      expect(s.sent.filter((m) => m.t === 'join').map((m) => m.room)).toEqual(['room-1']);
    }
    expect(opened).toEqual([300, 600, 1200, 2400]);
    // The database answers again: the room's state comes, and the next loss retries at once.
    const s = FakeSocket.all.at(-1)!;
    vi.advanceTimersByTime(5000);
    const back = FakeSocket.all.at(-1)!;
    expect(back).not.toBe(s);
    back.open();
    back.hear({ t: 'state', room: { id: 'room-1' }, version: 3, you: { lastAck: 0 } });
    back.onclose?.();
    vi.advanceTimersByTime(300);
    expect(FakeSocket.all.at(-1)).not.toBe(back);
    c.stop();
  });
});
