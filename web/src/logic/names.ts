/**
 * What the page calls a seat. A person who gave no name comes with none ('') from the server,
 * which never makes up an English word for them: each page shows its own language's "Player N",
 * N counting from 1 in the lobby's seat order (kept by the server in each seat's `lobby` once the
 * start roll has ordered the table). A name given, and a bot's, is shown as it is.
 */
import { BOT_LEVELS, configuredNames, type BotLevel, type RoomInfo } from '../wire.js';
import { isLang, t, type Lang } from '../i18n.js';

/** A level whose bots' names this page knows (src/table/names.ts): a newer server's, or an old or damaged saved choice, is none of them. */
export const isBotLevel = (x: string | null): x is BotLevel => x !== null && (BOT_LEVELS as readonly string[]).includes(x);

/** What follows the person's own name wherever the page marks it as theirs: " (you)". */
export const youMark = (lang: Lang): string => ` (${t(lang, 'you')})`;

/** A seat's name as this page shows it. */
export function seatName(lang: Lang, name: string, seat: number): string {
  return name || t(lang, 'playerN', { n: seat + 1 });
}

/**
 * Seats with their names as this page shows them (the same objects when every seat has a name):
 * a person without one is numbered by their place in the lobby when the server says it (`lobby`),
 * so the start roll does not renumber them, else by the seat's place in the list.
 */
export function namedSeats<S extends { name: string; lobby?: number }>(lang: Lang, seats: readonly S[]): S[] {
  return seats.every((s) => s.name) ? seats as S[] : seats.map((s, i) => (s.name ? s : { ...s, name: seatName(lang, s.name, s.lobby ?? i) }));
}

/**
 * The name a lobby seat's bot of `level` has, or would get were the host to make the seat one:
 * its own when it is one already, else the one the server will draw (src/table/names.ts) in the
 * room's language (the page's, from a server that does not say or names a language the page does
 * not know) among the other seats' names. Null for a level the page has no names for (the lobby
 * then shows the server's persona for it).
 */
export function lobbyBotName(room: Pick<RoomInfo, 'seats' | 'lang'>, seat: number, level: BotLevel, lang: Lang): string | null {
  const here = room.seats[seat];
  if (here?.bot === level) return here.name;
  // A level a newer server offers, whose names this page does not have: not foretold.
  if (!isBotLevel(level)) return null;
  // A language this page does not know (a newer server's) draws from the page's lists rather than from none.
  const drawn = isLang(room.lang) ? room.lang : lang;
  return configuredNames(room.seats.map((x) => x.name), seat, level, drawn)[seat]!;
}
