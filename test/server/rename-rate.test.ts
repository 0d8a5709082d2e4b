// A seated person's new name in a lobby is a line of the room's log, stored and sent to everyone:
// changes of name pay a bucket of their own, at the chat's rate (a review: "A", "B", "A", … at the
// general 20 messages a second made 20 stored lines a second).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/server.js';
import { ProtocolClient } from '../../src/server/client.js';
import type { RoomRequest, ServerMessage } from '../../src/protocol/index.js';

const dir = mkdtempSync(join(tmpdir(), 'catan-rename-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('changes of name', () => {
  it('are limited as chat lines are: a burst of ten logs three notes, the rest are refused rate-limited', async () => {
    const srv = await startServer({ port: 0, paceMs: 0, dbPath: join(dir, 'r.db') });
    try {
      const ana = new ProtocolClient(srv.url, { name: 'Ana' });
      ana.keep = true;
      await ana.connect();
      const req: RoomRequest = { seats: [{ kind: 'person', name: 'Ana' }, { kind: 'person' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' } };
      const id = (await ana.create(req)).room.id;
      const bo = new ProtocolClient(srv.url, { name: 'Bo' });
      bo.keep = true;
      await bo.connect();
      await bo.join(id);
      bo.raw({ t: 'sit', seat: 1 });
      await ana.until((m) => m.room.seats[1]!.taken);
      for (let i = 0; i < 10; i++) bo.raw({ t: 'name', name: `Bo ${i % 2 ? 'A' : 'B'}` });
      const limited = await bo.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error' && m.code === 'rate-limited');
      expect(limited.message).toMatch(/too many name changes/);
      bo.raw({ t: 'chat', text: 'done' });
      await ana.until(() => ana.log.some((e) => e.k === 'chat' && e.text === 'done'));
      const notes = ana.log.filter((e) => e.k === 'note' && e.what === 'renamed');
      expect(notes.length).toBeGreaterThanOrEqual(1);
      expect(notes.length).toBeLessThanOrEqual(4);
      ana.close(); bo.close();
    } finally { await srv.close(); }
  });
});
