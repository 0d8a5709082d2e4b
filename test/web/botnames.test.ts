/**
 * The bots' names the page shows before a game exists are the ones the server gives them: the
 * start screen's "Bot" selects (which read "Medium — Vera" in every seat while the table then
 * named them Vera, Owen, Clara) and the lobby's seat selects. The page's names come from
 * src/table/names.ts, the server's from planRoom and Room.configure; both are compared here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_LEVELS, type BotLevel, type Lang, type RoomRequest, type SetupRequest } from '../../src/protocol/index.js';
import { planRoom, soloRequest } from '../../src/server/setup.js';
import { infoOf } from '../../src/server/roomfacts.js';
import type { Rooms } from '../../src/server/rooms.js';
import { botNameFor } from '../../web/src/store/setup.js';
import { lobbyBotName } from '../../web/src/logic/names.js';
import type { SetupForm } from '../../web/src/store/types.js';
import { TestConn, createRoom, makeRooms } from '../server/harness.js';
import { run, start } from './page.js';

const PLAN = { seedPersonsMax: 1, defaultPace: 0, botsOnlyMinPace: 0 };

/** The form after these changes, in a page of language `lang`. */
const form = (lang: Lang, patch: Partial<SetupForm>) => run(start(), [{ k: 'lang', lang }, { k: 'setup', patch }]).state;

/** The names the server gives the table the form starts (what submitting sends, planned as the server plans it). */
function serverNames(lang: Lang, patch: Partial<SetupForm>): string[] {
  const sent = run(form(lang, patch), [{ k: 'submit', gameSeed: null }]).effects.find((e) => e.k === 'send' && e.msg.t === 'create');
  if (sent?.k !== 'send' || sent.msg.t !== 'create') throw new Error('nothing was sent');
  const msg = sent.msg as { setup?: SetupRequest; room?: RoomRequest };
  return planRoom(msg.setup ? soloRequest(msg.setup) : msg.room!, PLAN).seats.map((s) => s.name);
}

describe('the start screen names each bot as the table will', () => {
  const CASES: [Lang, Partial<SetupForm>][] = [
    ['en', { mode: 'bots', players: 4, name: 'Ana', bots: ['medium', 'medium', 'medium'] }],
    ['es', { mode: 'bots', players: 4, name: 'Ana', bots: ['medium', 'easy', 'medium'] }],
    ['sv', { mode: 'bots', players: 4, name: 'Vera', bots: ['medium', 'medium', 'medium'] }],
    ['fr', { mode: 'bots', players: 6, name: ' Magnus ', bots: ['hard', 'hard', 'hard', 'hard', 'hard'] }],
    ['en', { mode: 'bots', players: 3, name: '', bots: ['expert', 'expert'] }],
    ['fr', { mode: 'friends', players: 4, name: 'Léa', others: ['medium', 'person', 'medium'] }],
    ['en', { mode: 'table', players: 4, name: 'Ana', others: ['person', 'medium', 'medium'], names: ['Owen', '', ''] }],
    ['sv', { mode: 'table', players: 5, name: 'Bo', others: ['easy', 'person', 'easy', 'easy'], names: ['', 'Pim', '', ''] }],
  ];
  for (const [lang, patch] of CASES) {
    it(`${lang}, ${patch.mode}, ${patch.players} players, the person ${JSON.stringify(patch.name)}`, () => {
      const s = form(lang, patch);
      const f = s.setup;
      const levels = (f.mode === 'bots' ? f.bots : f.others).slice(0, f.players - 1);
      const names = serverNames(lang, patch);
      // Each bot seat's chosen level reads the name the server gives it.
      levels.forEach((level, i) => { if (level !== 'person') expect(botNameFor(f, s.lang, i, level), `seat ${i + 1}`).toBe(names[i + 1]); });
      // And every other level in its select reads the name that seat would then get.
      for (let i = 0; i < levels.length; i++) {
        for (const level of BOT_LEVELS) {
          const changed = [...levels];
          changed[i] = level;
          const then = serverNames(lang, { ...patch, ...(f.mode === 'bots' ? { bots: changed as BotLevel[] } : { others: changed }) });
          expect(botNameFor(f, s.lang, i, level), `seat ${i + 1} as ${level}`).toBe(then[i + 1]);
        }
      }
    });
  }

  it('three medium bots read Vera, Owen and Clara, not Vera three times', () => {
    const f = form('en', { mode: 'bots', players: 4, name: 'Ana', bots: ['medium', 'medium', 'medium'] }).setup;
    expect([0, 1, 2].map((i) => botNameFor(f, 'en', i, 'medium'))).toEqual(['Vera', 'Owen', 'Clara']);
  });
});

describe('the lobby names the bot a seat would get as the server will', () => {
  let rooms: Rooms | null = null;
  afterEach(() => { rooms?.close(); rooms = null; });

  it('every level in an open seat\'s select, in the room\'s language (not the page\'s)', () => {
    for (const lang of ['en', 'fr'] as const) {
      const req: RoomRequest = { seats: [{ kind: 'person' }, { kind: 'bot', bot: 'medium' }, { kind: 'person' }, { kind: 'person' }], board: { kind: 'beginner' }, lang };
      for (const seat of [1, 2, 3]) {
        for (const level of BOT_LEVELS) {
          rooms = makeRooms();
          const host = new TestConn('lobby-names-token-000000', 'Vera');
          const room = createRoom(rooms, req, host);
          room.join(host);
          room.sit(host, 0, 'Vera');
          const foretold = lobbyBotName(infoOf(room), seat, level, 'sv');
          // The level a seat has names its own bot (a choice made already: choosing it again changes nothing).
          if (room.seats[seat]!.bot !== level) room.configure(host, seat, 'bot', level);
          expect(foretold, `${lang}: seat ${seat} as ${level}`).toBe(room.seats[seat]!.name);
          rooms.close();
          rooms = null;
        }
      }
    }
  });
});

describe('a room\'s language the page does not know', () => {
  it('names the bots in the page\'s language instead of failing to draw the lobby (a newer server with a fifth language)', () => {
    const room = { lang: 'de' as Lang, seats: [{ name: 'Ana', bot: null }, { name: '', bot: null }, { name: 'Pim', bot: 'easy' as const }] } as unknown as Parameters<typeof lobbyBotName>[0];
    expect(lobbyBotName(room, 1, 'medium', 'fr')).toBe('Vera');
    expect(lobbyBotName(room, 1, 'easy', 'sv')).toBe('Lisa');
  });
});

describe('a bot level the page does not know', () => {
  it('a saved choice of one (an old or damaged save) or a newer server\'s leaves the start screen and the lobby drawn, their names unforetold', () => {
    const f = form('en', { mode: 'bots', players: 4, name: 'Ana', bots: ['grandmaster' as BotLevel, 'medium', 'medium'] }).setup;
    expect(botNameFor(f, 'en', 1, 'medium')).toBe('Vera');
    expect(botNameFor(f, 'en', 2, 'medium')).toBe('Owen');
    expect(botNameFor(f, 'en', 0, 'grandmaster' as BotLevel)).toBeNull();
    const room = { lang: 'en', seats: [{ name: 'Ana', bot: null }, { name: '', bot: null }, { name: 'Zed', bot: 'grandmaster' }] } as unknown as Parameters<typeof lobbyBotName>[0];
    expect(lobbyBotName(room, 1, 'grandmaster' as BotLevel, 'en')).toBeNull();
    expect(lobbyBotName(room, 2, 'grandmaster' as BotLevel, 'en')).toBe('Zed');
    expect(lobbyBotName(room, 1, 'medium', 'en')).toBe('Vera');
  });
});
