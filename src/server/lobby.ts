/**
 * A room's lobby: its seats before the game, who may change them and how. Taking and giving
 * back a seat, the host making a seat a person's or a bot's, and what must hold for the game to
 * start — in particular that a seed chosen by the room never reaches a table with more people
 * than may choose it (RoomSettings.seed), whatever the order of messages. Checks and changes
 * the seats it is given; the room stores and shows the result. Never decides a rule of the game.
 */
import type { BotLevel, ErrorCode } from '../protocol/index.js';
import { newSeed } from './ids.js';
import { cleanName, configuredNames, distinctName } from '../table/index.js';
import { checkPace, paceRange, seedAllowed, type PlanLimits, type RoomSettings, type SeatSlot } from './setup.js';

export class RoomError extends Error {
  constructor(readonly code: ErrorCode, message: string) { super(message); }
}

export const personsOf = (seats: readonly SeatSlot[]) => seats.filter((s) => !s.bot).length;

/** The seat a sitter gets: the one asked for, or the first open person seat. */
export function seatToTake(seats: readonly SeatSlot[], asked: number | undefined): number {
  const q = asked ?? seats.findIndex((s) => !s.bot && s.owner === null);
  const slot = q >= 0 ? seats[q] : undefined;
  if (!slot) throw new RoomError('no-seat', asked === undefined ? 'every seat is taken' : 'no such seat');
  if (slot.bot) throw new RoomError('bot-seat', 'that seat is a bot’s');
  if (slot.owner !== null) throw new RoomError('seat-taken', 'that seat is taken');
  return q;
}

export function takeSeat(seats: SeatSlot[], q: number, owner: string, name: string): void {
  const slot = seats[q]!;
  slot.owner = owner;
  // The sitter's name is numbered where another seat has it; a seated person is never renumbered under them.
  renameSeat(seats, q, cleanName(name, slot.name));
}

/** A seated person's new name (already cleaned; '' for none) on their lobby seat: whether it changed. */
export function renameSeat(seats: SeatSlot[], q: number, name: string): boolean {
  // A name another seat has gets a number here, never the other seat (which did not change).
  const next = distinctName(name, seats.filter((_, i) => i !== q).map((o) => o.name));
  const slot = seats[q]!;
  if (slot.name === next) return false;
  slot.name = next;
  return true;
}

/** The host makes a seat a person's or a bot's. A room that chose its seed keeps at most the people it may have. */
export function configureSeat(
  seats: SeatSlot[], settings: RoomSettings, limits: Pick<PlanLimits, 'seedPersonsMax'>,
  seat: number, kind: 'person' | 'bot', bot: BotLevel | undefined,
): void {
  const slot = seats[seat];
  if (!slot) throw new RoomError('no-seat', 'no such seat');
  if (slot.owner !== null) throw new RoomError('seat-taken', 'that seat is taken by a person');
  if (kind === 'bot') {
    if (!bot) throw new RoomError('bad-request', 'a bot seat needs a level');
    slot.bot = bot;
    // A name no one else at the table has (the room's language's list for its level): the lobby's select foretells it with the same function.
    configuredNames(seats.map((x) => x.name), seat, bot, settings.lang).forEach((name, i) => { seats[i]!.name = name; });
    return;
  }
  if (slot.bot !== null && settings.seed !== null && !seedAllowed(personsOf(seats) + 1, limits.seedPersonsMax)) {
    throw new RoomError('seed-chosen', 'this room chose its seed, so it keeps one person seat: nobody else may sit at a table whose dice someone knows');
  }
  slot.bot = null;
  // No name until someone sits (pages show an open seat, then the sitter's name or their own "Player N").
  slot.name = '';
}

/**
 * What the game starts with, checked: every person seat taken, and the seed — the room's own
 * only while the table has no more people than may choose one, else a secret drawn now from the
 * operating system's cryptographic source. A room of bots only plays at least at its least pace.
 */
export function startTerms(seats: readonly SeatSlot[], settings: RoomSettings, limits: Pick<PlanLimits, 'seedPersonsMax' | 'botsOnlyMinPace'>): { seed: string; chosen: boolean; paceMs: number } {
  const open = seats.findIndex((s) => !s.bot && s.owner === null);
  if (open >= 0) throw new RoomError('seats-open', `seat ${open + 1} is waiting for a player: share the invite link, or make it a bot`);
  const persons = personsOf(seats);
  const chosen = settings.seed !== null && seedAllowed(persons, limits.seedPersonsMax);
  const least = paceRange(persons === 0, limits).min;
  return { seed: chosen ? settings.seed! : newSeed(), chosen, paceMs: Math.max(settings.paceMs, least) };
}

/** A pace the host (or the only person) asks for, checked against the room's range. */
export function checkRoomPace(ms: number, seats: readonly SeatSlot[], limits: Pick<PlanLimits, 'botsOnlyMinPace'>): number {
  return checkPace(ms, personsOf(seats) === 0, limits, 'pace');
}
