/**
 * What a room looks like from outside: the room every viewer is sent (the frames' `room`), its
 * line in the API's listings, its row as stored, and its record as one viewer may read it (the
 * outcomes hidden from that viewer left out until the end, then everything with the seed). Read
 * only: nothing here changes a room or decides anything about its game.
 */
import { actionFor, type GameRecord, type Rules, type Viewer } from '../engine/index.js';
import type { RoomInfo, RoomRequest, RoomSummary } from '../protocol/index.js';
import type { Room } from './room.js';
import { STAND_IN } from './session.js';
import { planRoom, type PlanLimits, type RoomPlan, type RoomSettings, type SeatSlot } from './setup.js';
import type { RoomRow } from './store/index.js';

const toJson = (x: unknown) => JSON.stringify(x);

function spectatorsOf(r: Room): number {
  let n = 0;
  for (const c of r.conns) if (c.seat === null) n++;
  return n;
}

/** A seat's place in the lobby, once the game has started (absent before). */
const lobbyOf = (s: { lobby?: number }): { lobby?: number } => (s.lobby !== undefined ? { lobby: s.lobby } : {});

/** The seats as the listings show them, from a room in memory or a finished game's stored row (Rooms.ended) alike. */
export function playersOf(seats: readonly SeatSlot[], host: string | null): RoomSummary['players'] {
  return seats.map((x) => ({ name: x.name, color: x.color, bot: x.bot, taken: x.owner !== null, host: x.owner !== null && x.owner === host, ...lobbyOf(x) }));
}

export function infoOf(r: Room): RoomInfo {
  const playing = r.status === 'playing';
  return {
    id: r.id, title: r.title, status: r.status, created: r.created,
    public: r.settings.public, spectatorChat: r.settings.spectatorChat,
    board: r.settings.board, rules: r.settings.rules, paceMs: r.settings.paceMs, turnSeconds: r.settings.turnSeconds,
    seats: r.seats.map((s, seat) => ({
      seat, name: s.name, color: s.color, bot: s.bot, taken: s.owner !== null, online: r.presence.isOnline(seat),
      away: r.presence.awayOf(seat), standIn: playing && r.presence.awayOf(seat) ? STAND_IN : null, host: s.owner !== null && s.owner === r.host,
      ...lobbyOf(s),
    })),
    spectators: spectatorsOf(r),
    assists: r.settings.assists,
    lang: r.settings.lang,
    commitment: r.commitment,
    seed: r.status === 'ended' ? r.seed : null,
    next: r.next,
  };
}

/**
 * The request for a finished room's rematch: its seats (people's open, under their names; bots of
 * the same levels), colours, rules and settings, and a board of the same kind drawn from `boardSeed`
 * (the beginner map stays itself). The dice get a new secret seed, as any room's.
 */
export function rematchRequest(r: Room, boardSeed: string): RoomRequest {
  const b = r.settings.board;
  const st = r.settings;
  return {
    seats: r.seats.map((x) => (x.bot ? { kind: 'bot', bot: x.bot, color: x.color } : { kind: 'person', name: x.name, color: x.color })),
    board: b.kind === 'beginner' ? b : { ...b, seed: boardSeed },
    rules: st.rules, paceMs: st.paceMs, turnSeconds: st.turnSeconds, start: st.start,
    title: r.title, public: st.public, spectatorChat: st.spectatorChat, assists: st.assists, lang: st.lang,
  };
}

/**
 * The rematch's plan: `rematchRequest` planned, with each bot keeping its name, so that a bot keeps
 * its colour too (the seats keep theirs, and bots' names are drawn afresh for a new room: "Vera"
 * had moved to another seat and colour, a play-test). The old table's names were already distinct.
 */
export function rematchPlan(r: Room, boardSeed: string, limits: PlanLimits): RoomPlan {
  const plan = planRoom(rematchRequest(r, boardSeed), limits);
  plan.seats.forEach((s, i) => { const was = r.seats[i]; if (s.bot && was?.bot) s.name = was.name; });
  return plan;
}

export function summaryOf(r: Room): RoomSummary {
  const s = r.session?.game.state;
  return {
    id: r.id, title: r.title, status: r.status, created: r.created, public: r.settings.public, board: r.settings.board,
    players: playersOf(r.seats, r.host),
    spectators: spectatorsOf(r), turn: s?.turn ?? 0, actions: r.session?.actions ?? 0,
    winner: r.session?.ended ? s!.winner : null, commitment: r.commitment,
  };
}

/** The whole record, with the seed (only once the game has ended). */
function fullRecord(r: Room): GameRecord {
  return { ...r.head!, commitment: r.commitment, seed: r.seed, actions: r.session!.game.record.actions };
}

export function recordOf(r: Room, viewer: Viewer): GameRecord | null {
  if (!r.session || !r.head) return null;
  if (r.status === 'ended') return fullRecord(r);
  return { ...r.head, commitment: r.commitment, actions: r.session.game.record.actions.map((a) => actionFor(a, viewer, false)) };
}

/**
 * The settings as a room's row keeps them: the rules that apply. Without a discard on a 7 (§11,
 * `discard: false`) there is no hand limit, so `discardOver` is left out; a row without it (or an
 * older row that has it) reads back with the default (store/decode.ts), which such a game never uses.
 */
export function storedSettings(settings: RoomSettings): Omit<RoomSettings, 'rules'> & { rules: Partial<Rules> } {
  if (settings.rules.discard) return settings;
  const { discardOver: _noLimit, ...rules } = settings.rules;
  return { ...settings, rules };
}

/** The room's row; `offer`: the offer on the table as JSON (the room writes it). */
export function rowOf(r: Room, offer: string | null): RoomRow {
  const s = r.session;
  const record = r.status === 'ended' && s ? toJson(fullRecord(r)) : null;
  return {
    id: r.id, created: r.created, updated: Date.now(), address: r.address, status: r.status, title: r.title,
    public: r.settings.public ? 1 : 0, settings: toJson(storedSettings(r.settings)), seats: toJson(r.seats), host: r.host,
    seed: r.seed, commitment: r.commitment, head: r.head ? toJson(r.head) : null,
    start_roll: r.startRoll ? toJson(r.startRoll) : null, record,
    ended: r.ended, winner: s?.ended ? s.game.state.winner : null,
    turn: s ? s.game.state.turn : 0, actions: s ? s.actions : 0,
    offer,
  };
}
