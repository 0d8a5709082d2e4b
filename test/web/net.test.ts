/**
 * The page's connection notices a socket that died without closing (a phone that lost its
 * network): it asks the server with `ping` when nothing has arrived for a while, or as soon as an
 * action has waited for its ack, and reconnects when the question goes unanswered, sending again
 * what was not acknowledged. A fake WebSocket and fake timers stand in for the browser's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetServerClock, serverNow } from '../../web/src/clock.js';
import { ACK_MS, ANSWER_MS, Connection, QUIET_MS, WAKE_MS, type ConnStatus, type Surroundings } from '../../web/src/net.js';

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
    vi.advanceTimersByTime(ANSWER_MS + 1000);
    expect(FakeSocket.all).toHaveLength(1); // it answered: kept
    // Quiet again, asked again, and this time no answer: a new socket, the status says so meanwhile.
    vi.advanceTimersByTime(QUIET_MS);
    expect(first.pings()).toBe(2);
    vi.advanceTimersByTime(ANSWER_MS + 1000);
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
    vi.advanceTimersByTime(ACK_MS + 600);
    expect(first.pings()).toBe(1); // long before the quiet period
    // A dead link is shown within seconds of a tap (it took 16–18 s).
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(ANSWER_MS);
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

/** A window and a document that the test tells of the network and of the tab being shown. */
function surroundings(): Surroundings & { say(target: 'win' | 'doc', type: string): void } {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  return { win, doc, say: (target, type) => { (target === 'win' ? win : doc).dispatchEvent(new Event(type)); } };
}

describe('the browser\'s news of the network and of the tab', () => {
  fakeSockets();

  const started = () => {
    const around = surroundings();
    const c = new Connection('ws://x/ws', { token: null, persist: false, around });
    const statuses: ConnStatus[] = [];
    c.listen(() => {}, (s) => statuses.push(s));
    c.start();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.hear({ t: 'hello', version: 6, bots: [], paceMs: 0, limits: {} });
    return { c, around, statuses, first: FakeSocket.all[0]! };
  };

  it('offline: the socket is asked at once and dropped when it stays silent; a server that answers keeps it', () => {
    const { c, around, statuses, first } = started();
    around.say('win', 'offline');
    expect(first.pings()).toBe(1);
    first.hear({ t: 'pong' }); // a server on this very machine answers without the network
    vi.advanceTimersByTime(WAKE_MS + 1000);
    expect(FakeSocket.all).toHaveLength(1);
    around.say('win', 'offline');
    expect(first.pings()).toBe(2);
    vi.advanceTimersByTime(WAKE_MS + 600);
    expect(FakeSocket.all).toHaveLength(2);
    expect(statuses).toContain('closed');
    c.stop();
  });

  it('online: a page waiting to reconnect does so at once, not at the end of its wait', () => {
    const { c, around, first } = started();
    // Several failed attempts: the wait has grown to its longest (5 s).
    first.onclose?.();
    for (let i = 0; i < 5; i++) { vi.advanceTimersByTime(5000); FakeSocket.all.at(-1)!.onclose?.(); }
    const before = FakeSocket.all.length;
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(before);
    around.say('win', 'online');
    expect(FakeSocket.all).toHaveLength(before + 1);
    // Only one new socket: the wait that was running is given up.
    vi.advanceTimersByTime(6000);
    expect(FakeSocket.all).toHaveLength(before + 1);
    c.stop();
  });

  it('a tab shown again (a phone woken) asks its socket at once and drops it if it died meanwhile', () => {
    const { c, around, first } = started();
    around.doc.visibilityState = 'hidden';
    around.say('doc', 'visibilitychange');
    expect(first.pings()).toBe(0);
    around.doc.visibilityState = 'visible';
    around.say('doc', 'visibilitychange');
    expect(first.pings()).toBe(1);
    vi.advanceTimersByTime(WAKE_MS + 600);
    expect(FakeSocket.all).toHaveLength(2);
    c.stop();
    // Stopped: the browser's news is no longer heard.
    around.say('win', 'online');
    expect(FakeSocket.all).toHaveLength(2);
  });
});

describe('an action sent again after a reconnect', () => {
  fakeSockets();

  it('carries the version it was decided on (refused as stale if the game moved on); the first sending carries none', () => {
    const c = new Connection('ws://x/ws', { token: null, persist: false, around: null });
    c.listen(() => {}, () => {});
    c.start();
    c.enter('room-1');
    const first = FakeSocket.all[0]!;
    first.open();
    first.hear({ t: 'hello', version: 6, bots: [], paceMs: 0, limits: {} });
    first.hear({ t: 'state', room: { id: 'room-1' }, version: 40, you: { lastAck: 0 } });
    const roll = c.sendGame({ t: 'act', action: { type: 'roll' } });
    const answer = c.sendGame({ t: 'answer', id: 3, accept: false });
    const sent = first.sent.find((m) => m.ack === roll)!;
    expect(sent.version).toBeUndefined();
    first.onclose?.();
    vi.advanceTimersByTime(300);
    const second = FakeSocket.all[1]!;
    second.open();
    const again = second.sent.find((m) => m.ack === roll)!;
    expect(again).toMatchObject({ t: 'act', action: { type: 'roll' }, version: 40 });
    expect(second.sent.find((m) => m.ack === answer)!.version).toBeUndefined();
    c.stop();
  });
});

describe('the server\'s clock', () => {
  fakeSockets();
  afterEach(() => forgetServerClock());

  it('countdowns read the server\'s time, heard in the hello and each pong, not the device\'s (a phone 20 s fast showed "10 s to answer" of 30)', () => {
    vi.setSystemTime(1_000_000);
    const c = new Connection('ws://x/ws', { token: null, persist: false, around: null });
    c.listen(() => {}, () => {});
    c.start();
    const s = FakeSocket.all[0]!;
    vi.advanceTimersByTime(200);
    s.open();
    // The device is 20 s fast: the server's clock reads 20 s less, 100 ms after the socket was asked for (half its 200-ms trip).
    s.hear({ t: 'hello', version: 6, bots: [], paceMs: 0, limits: {}, now: 1_000_100 - 20_000 });
    expect(serverNow() - Date.now()).toBe(-20_000);
    // A pong over a 400-ms trip refines it: the server read 1_010_000 - 20_000 + 50 at the trip's middle.
    const askedAfter = (n: number) => { while (s.pings() < n) vi.advanceTimersByTime(100); return Date.now(); };
    const asked = askedAfter(1);
    vi.advanceTimersByTime(400);
    s.hear({ t: 'pong', now: asked + 200 - 20_000 + 50 });
    expect(serverNow() - Date.now()).toBe(-19_950);
    // A sample over a far longer trip (a stalled link) is passed over.
    const again = askedAfter(2);
    vi.advanceTimersByTime(4000);
    s.hear({ t: 'pong', now: again + 2000 });
    expect(serverNow() - Date.now()).toBe(-19_950);
    c.stop();
  });
});
