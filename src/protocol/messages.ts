/**
 * The WebSocket protocol between the game server and its clients (pages, bots, scripts): what
 * a client may ask and what it is told. Types only, shared by src/server and web/ (the one
 * decoder of client messages is decode.ts; the fold of server frames into what a client holds
 * is sync.ts). Nothing here may carry a seat's hidden cards, the deck or the secret seed before
 * the end: the server builds every message from viewFor/actionFor/eventFor for its viewer.
 *
 * Version 3: rooms with seats for people and bots, per-browser tokens, acknowledged actions,
 * a versioned log; a connection gets one full `state` (a resync: the latest log entries only,
 * older ones on request with `history`) and then `update`s carrying only what changed.
 * Version 4: counter-offers from people, bots' answers with their §13 reason, assists a room
 * allows (card tracker, hint, who is winning) and the hint itself, the start roll's seat order.
 * Version 5: rooms of 3 to 6 seats; 5 or 6 play the extension's 30-hex island (RULES.md §14: a
 * board choice may name `island`), the special building phase (`special-build` expected of the
 * builder; a person whose time runs out in it passes: the `timeout-pass` note).
 * Version 6: `ping`, answered `pong`: a page asks whether its connection is alive (a socket that
 * died without closing) and reconnects when no answer comes.
 * Version 7: `name`: a connection changes its name after `auth` (a spectator's name on its chat
 * lines; in the lobby, a seated person's seat too).
 * Version 8: `settings`: the host changes the lobby's number of seats, board, house rules, turn timer and assists
 * (the `settings` note tells the table); a board changed sends every connection a resync.
 */
import type {
  Action, BoardJson, Bundle, ByResource, Color, DevCard, Fairness, GameEvent, GameView, IslandId, Piece, Resource, Rules, Section,
} from '../engine/index.js';
import type { ErrorCode, RefusalCode } from './codes.js';
import type { Patch } from './patch.js';

export const PROTOCOL_VERSION = 8;

/**
 * The version that brought each feature a page offers only to a server that has it (an older
 * server, met during a rolling upgrade, would refuse the message or drop the field).
 */
export const FEATURE_SINCE = { assists: 4, counters: 4, sixPlayers: 5, ping: 6, rename: 7, lobbySettings: 8 } as const;
export type Feature = keyof typeof FEATURE_SINCE;

/** Whether a server that announced `version` in its hello has `feature` (before the hello: this page's own version). */
export function serverHas(version: number | undefined, feature: Feature): boolean {
  return (version ?? PROTOCOL_VERSION) >= FEATURE_SINCE[feature];
}

export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export type Lang = 'en' | 'es' | 'fr' | 'sv';
export const LANGS = ['en', 'es', 'fr', 'sv'] as const satisfies readonly Lang[];

/**
 * The assists a room may allow (issue 13), the same for everyone at the table: shown at the
 * start and written in the record's header, so everyone knows they were on. Off by default.
 */
export const ASSISTS = ['tracker', 'hint', 'winning'] as const;
export type Assist = (typeof ASSISTS)[number];
export type Assists = { [A in Assist]: boolean };
export const NO_ASSISTS: Readonly<Assists> = Object.freeze({ tracker: false, hint: false, winning: false });

/**
 * The board chosen for a room ("variable" is the official spiral set-up, §3). `island`: the
 * 5–6 player extension's 30 hexes (§14), which rooms of 5 or 6 seats play (absent: the base
 * game's island, for 3 or 4); the beginner map exists for the base island only.
 */
export type BoardChoice =
  | { kind: 'beginner' }
  | { kind: 'variable' | 'random' | 'balanced'; seed: string; island?: IslandId };

/** The start screen's "play against bots": one person, the rest bots (becomes a room that starts at once). */
export interface SetupRequest {
  /** 3 or 4 on the base island; 5 or 6 on the extension's (§14). */
  players: 3 | 4 | 5 | 6;
  name: string;
  color: Color;
  /** One level per bot, in table order after the person (players − 1 entries). */
  bots: BotLevel[];
  board: BoardChoice;
  rules: Partial<Rules>;
  /** Seed for dice, steals and draws (a room with one person only); the server picks one when absent. */
  seed?: string;
  /** Delay before each bot action, in ms (the server's default when absent). */
  paceMs?: number;
  /** The assists allowed (all off when absent). */
  assists?: Partial<Assists>;
  /** The language the bots' names are drawn in (English when absent). */
  lang?: Lang;
}

/** A seat asked for when a room is created: a person's (taken by whoever joins) or a bot's. */
export interface SeatRequest {
  kind: 'person' | 'bot';
  /** A bot's difficulty (bots only). */
  bot?: BotLevel;
  /** A person seat's name until someone takes it; ignored for bots (they have persona names). */
  name?: string;
  color?: Color;
}

/** A room's settings, as the WebSocket `create` and `POST /api/rooms` take them. */
export interface RoomRequest {
  /** Seats in table order (3 to 6: 5 or 6 play the extension's island, §14). The creator of a room over the WebSocket takes the first person seat. */
  seats: SeatRequest[];
  board: BoardChoice;
  rules?: Partial<Rules>;
  /** Delay before each bot action, ms (0: full speed). */
  paceMs?: number;
  /** Seconds a person has for a turn (or a discard, or an answer) before a bot plays it; 0 or absent: no timer. */
  turnSeconds?: number;
  /** Seed for the dice: only for rooms with at most one person seat (nobody else to deceive). */
  seed?: string;
  /** Start as soon as every person seat is taken (the start screen's "play against bots"). */
  start?: boolean;
  title?: string;
  /** Listed in `GET /api/rooms` for anyone to join. Absent or false: private, joinable only through its invite link. */
  public?: boolean;
  /** Whether spectators may chat (default: yes in a private room, no in a public one). */
  spectatorChat?: boolean;
  /** The assists allowed (all off when absent). */
  assists?: Partial<Assists>;
  /** The language the bots' names are drawn in (English when absent). */
  lang?: Lang;
}

/**
 * An action without its seat: the server acts for the connection's own seat only (`p`, when
 * given, must be that seat). Outcomes (dice, the card drawn or stolen) are never the client's.
 */
export type Intent = { p?: number } & (
  | { type: 'roll' }
  | { type: 'buy' }
  | { type: 'end' }
  | { type: 'build'; piece: Piece; at: string }
  | { type: 'discard'; cards: Bundle }
  | { type: 'robber'; hex: string; victim?: number }
  | { type: 'play'; card: DevCard; take?: Bundle; resource?: Resource }
  | { type: 'bankTrade'; give: Bundle; get: Bundle }
);

/**
 * Messages that change a game carry `ack`: a number greater than any the seat used before. They
 * may carry `version`, the state version they were decided on: the server then refuses them as
 * `stale` if an action has been played since (the page leaves it out; the engine refuses what is
 * no longer legal either way).
 */
export type ClientMessage =
  /** First message: the browser's token (absent the first time: the server issues one) and name. */
  | { t: 'auth'; token?: string; name?: string }
  | { t: 'preview'; board: BoardChoice }
  /** Create a room; the creator takes its first person seat and becomes the host. */
  | { t: 'create'; room: RoomRequest }
  /** The start screen's "play against bots": a room of one person and bots that starts at once. */
  | { t: 'create'; setup: SetupRequest }
  /** Enter a room: as its seat's player when the token owns one, else as a spectator. `since`: the last version seen. */
  | { t: 'join'; room: string; since?: number }
  /** Older log entries of the room the connection is in: those before version `before` (answered by `history`). */
  | { t: 'history'; before: number }
  /** In the lobby: take a seat (the first open person seat when `seat` is absent). */
  | { t: 'sit'; seat?: number; name?: string }
  /** In the lobby: give the seat back and watch. */
  | { t: 'stand' }
  /**
   * The connection's name from now on (as `auth`'s; '' for none): a spectator's chat lines go by it,
   * and in the lobby a seated person's seat is renamed. Once the game has started a seat keeps the
   * name the game began with (the record names it). Protocol 7.
   */
  | { t: 'name'; name: string }
  /** The host, in the lobby: make a seat a person's or a bot's. */
  | { t: 'configure'; seat: number; kind: 'person' | 'bot'; bot?: BotLevel }
  /** The host starts the game (every person seat must be taken). */
  | { t: 'start' }
  /** The start roll has been shown: the bots may begin. */
  | { t: 'ready' }
  | { t: 'act'; ack: number; version?: number; action: Intent }
  /** A domestic offer to the table (§7): the active player gives `give` and gets `get`. */
  | { t: 'offer'; ack: number; version?: number; give: Bundle; get: Bundle }
  /** Trade with a seat that accepted or countered the open offer. */
  | { t: 'take'; ack: number; version?: number; seat: number }
  | { t: 'withdraw'; ack: number; version?: number }
  /** An answer to another player's offer; with `counter` (and `accept: false`), terms of one's own sent back. */
  | { t: 'answer'; ack: number; version?: number; id: number; accept: boolean; counter?: Counter }
  /** More time to answer a bot's offer (its `until` moves on by the whole wait again; at most 10 times an offer; protocol 6). */
  | { t: 'more-time'; ack: number; version?: number; id: number }
  /** What would the strong bot do in this seat now? (A room that allows the hint; answered by `hint`.) */
  | { t: 'hint' }
  /** A player a bot has been standing in for takes the seat back. */
  | { t: 'back' }
  /** Bot pacing (the host). */
  | { t: 'pace'; ms: number }
  /** Who may find the room and who may talk in it (the host, while the room is open): listed publicly or not, spectators chatting or not. */
  | { t: 'visibility'; public?: boolean; spectatorChat?: boolean }
  /**
   * The host changes the lobby's settings (version 8): each field given replaces the room's, checked
   * as a room request's are (the rules given are laid over the room's). All or nothing. `players`:
   * seats added at the end are open person seats; fewer drop the last seats nobody has taken.
   */
  | { t: 'settings'; players?: number; board?: BoardChoice; rules?: Partial<Rules>; turnSeconds?: number; assists?: Partial<Assists> }
  | { t: 'chat'; text: string }
  /** Leave the room: a player's seat is then played by a bot for good (a game with nobody else is abandoned). */
  | { t: 'leave' }
  /** Is the connection alive? Answered by `pong` at once (the page asks when it has heard nothing for a while). */
  | { t: 'ping' }
  /**
   * A player of a finished game asks for another with the same table: a new room with the same seats
   * (people's open for them, bots the same levels), board kind (a new board), rules and settings, the
   * asker in their seat; the finished room points to it (`next`) for the others. Asked again, it joins that one.
   */
  | { t: 'rematch' };

export type ClientType = ClientMessage['t'];

export interface BotInfo {
  level: BotLevel;
  persona: string;
  difficulty: Record<Lang, string>;
  about: Record<Lang, string>;
}

export type AwayReason = 'disconnected' | 'timeout' | 'left';

export interface SeatInfo {
  /** The engine's seat once the game has started (table position in the lobby). */
  seat: number;
  name: string;
  color: Color;
  /** A bot seat's level; null for a person's seat. */
  bot: BotLevel | null;
  /** A person's seat: whether someone has taken it, whether they are connected now. */
  taken: boolean;
  online: boolean;
  /** Why a bot plays for this person now (null: they play themselves). */
  away: AwayReason | null;
  /** The bot standing in while the person is away. */
  standIn: BotLevel | null;
  host: boolean;
  /**
   * Once the game has started, the seat's place in the lobby (the start roll orders the table):
   * a page numbers a person who gave no name by it, so "Player 2" stays Player 2. Absent in a lobby
   * and from servers before it.
   */
  lobby?: number;
}

/** Where a room is in its life: waiting for players, playing, finished, or abandoned by everyone. */
export const ROOM_STATUSES = ['lobby', 'playing', 'ended', 'abandoned'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

export interface RoomInfo {
  id: string;
  title: string;
  status: RoomStatus;
  created: number;
  /** Listed for anyone to join; otherwise only its invite link leads to it. */
  public: boolean;
  spectatorChat: boolean;
  board: BoardChoice;
  rules: Rules;
  paceMs: number;
  turnSeconds: number;
  seats: SeatInfo[];
  spectators: number;
  /** The assists this room allows everyone. */
  assists: Assists;
  /** The language its bots' names are drawn in (the lobby names a bot before the host makes a seat one); absent from an older server. */
  lang?: Lang;
  /** sha256 (hex) of the game's secret seed, published when the game starts. */
  commitment: string | null;
  /** The seed itself, revealed once the game has ended (`npx catan verify` checks every roll against it). */
  seed: string | null;
  /** A finished game's rematch, once a player has asked for one (protocol 6; not kept across a restart). */
  next?: string | null;
}

/** One die pair per player per round; tied leaders roll again in the next round. */
export interface StartRoll {
  rounds: { seat: number; dice: [number, number] }[][];
  /** The seat (engine numbering, so always 0) of the player who starts. */
  starter: number;
}

/** What the receiving seat may do now, as data: the page lights these and nothing else. */
export interface Targets {
  roll: boolean;
  end: boolean;
  buy: boolean;
  /** Vertex names ("q,r,N") for a settlement, vertex names for a city, edge names for a road. */
  settlements: string[];
  cities: string[];
  roads: string[];
  /** Empty vertices the distance rule forbids (shown greyed when placing a settlement). */
  blocked: string[];
  /** Hexes the robber may move to, each with the opponents that could be robbed there. */
  robber: { hex: string; victims: number[] }[];
  /** Cards this seat must discard now (0: none). */
  discard: number;
  /** Development cards playable now. */
  play: DevCard[];
  yearOfPlenty: Bundle[];
  monopoly: Resource[];
  /** Maritime trades at the seat's best rate: give `rate` of `give` for one of `get`. */
  bank: { give: Resource; rate: number; get: Resource[] }[];
  /** Domestic offers may be made now. */
  trade: boolean;
  /** Free roads left from Road Building. */
  freeRoads: number;
}

export type Expected =
  /** `special-build` (§14): after another player's turn, `seat` may build and buy, then passes (`end`). */
  | { kind: 'place-settlement' | 'place-road' | 'roll' | 'robber' | 'victim' | 'free-road' | 'act' | 'special-build'; seat: number }
  | { kind: 'discard'; seats: number[]; count: number }
  | { kind: 'answer-offer'; seat: number; from: number }
  | { kind: 'ended'; seat: number };

/** An event as the receiving viewer may see it (eventFor). */
export type SeenEvent = GameEvent | { type: 'resourceCount'; p: number; delta: number };

/** A counter-offer as the one who sends it sees it: they would give `give` and get `get`. */
export interface Counter { give: Bundle; get: Bundle }

/**
 * Why a bot answered as it did, by its rule (RULES.md §13): it accepts when (a) it still holds
 * one of each resource asked for, (b) it gives no more cards than it gets, and (c) the trade
 * completes a build; a stronger bot may refuse for reasons of its own. This server tells the
 * proposer only what the offer shows — `gives-more` and `completes` (server/reasons.ts); the
 * others, which come from the bot's hand, are an older server's.
 */
export const ANSWER_REASONS = ['cannot-pay', 'keeps-last', 'gives-more', 'no-build', 'completes', 'own-reasons'] as const;
export type AnswerReason = (typeof ANSWER_REASONS)[number];
/** What a build is, for a reason: a piece or a development card. */
export type BuildKind = Piece | 'card';

export interface Answer {
  seat: number;
  type: 'accept' | 'reject' | 'counter';
  /** For a counter, seen from the proposer: the proposer would give `give` and get `get`. */
  give?: Bundle;
  get?: Bundle;
  /** A bot's answer: why, by §13 (AnswerReason). `resource` and `piece` (the last one it keeps, the build it completes) are an older server's: they told the bot's hand. */
  reason?: AnswerReason;
  resource?: Resource;
  piece?: BuildKind;
  /** A person's silence: a bot's offer ran out of time before they answered (its type is 'reject'). Public: the table saw them not answer. */
  silent?: true;
}

/**
 * `timeout-pass`: a person's time ran out in the special building phase (§14), so they passed.
 * `host`: the host left the lobby (or stayed away past the grace period) and the named person
 * (its seat) hosts the room now. `renamed`: a seated person changed their name in the lobby; `name`
 * is the new one, `was` the one the seat went by ('' for none: the page's default for the seat).
 */
export type NoteKind = 'joined' | 'away' | 'back' | 'timeout' | 'left' | 'started' | 'timeout-pass' | 'host' | 'settings' | 'renamed';

/**
 * Why an offer closed with no trade (§7): its maker withdrew it, made another in its place, or
 * played on (a stand-in for them included); or, a bot's offer, nobody's answer was taken.
 */
export type OfferClosed = 'withdrawn' | 'replaced' | 'played-on' | 'no-taker';
/**
 * What a `settings` note says the host changed (rooms stored before it was kept have none): the
 * number of seats, the board, the house rules, the turn timer, the assists, the seats' colours.
 */
export const SETTINGS_PARTS = ['players', 'board', 'rules', 'timer', 'assists', 'colors'] as const;
export type SettingsPart = (typeof SETTINGS_PARTS)[number];

export const OFFER_CLOSED: readonly OfferClosed[] = ['withdrawn', 'replaced', 'played-on', 'no-taker'];

/** The room's log, one versioned entry each: entry i is version i + 1. */
export type LogEntry =
  | { k: 'act'; action: Action; events: SeenEvent[] }
  /** `closed`: why an offer nobody took closed (absent when `taken` names the partner, and in rooms stored before it was kept). */
  | { k: 'offer'; from: number; give: Bundle; get: Bundle; answers: Answer[]; taken: number | null; closed?: OfferClosed }
  /**
   * `cut`: an older line past the room's bound, whose text is no longer kept (its place in the log stays).
   * `name`: the seat's, or a spectator's own; '' for a spectator who gave none (a page shows its word for a guest).
   */
  | { k: 'chat'; seat: number | null; name: string; text: string; at: number; cut?: true }
  /** `order` (the `started` note): the lobby seat of each seat at the table, which the start roll reorders (earlier entries use the lobby's). */
  | { k: 'note'; what: NoteKind; seat: number | null; name: string; order?: number[]; was?: string; parts?: SettingsPart[] };

/** The receiver's own offer and the answers so far (`waiting`: seats yet to answer). */
export interface OpenOffer { id: number; give: Bundle; get: Bundle; answers: Answer[]; waiting: number[] }

/** Another player's offer waiting for the receiver's answer. */
/**
 * `until`: when silence becomes a "no" (ms since the epoch; a bot's offer waits for people so long), absent when it waits without end.
 * `more`: how many more times `more-time` may be asked for it (with `until`; absent from servers before 2026-12-07, which allow 10 in all).
 */
export interface IncomingOffer { id: number; from: number; give: Bundle; get: Bundle; until?: number; more?: number }
/** An offer on the table as a spectator sees it (GameBody's `onTable`). */
export interface TableOffer { id: number; from: number; give: Bundle; get: Bundle; answers: Answer[]; waiting: number[] }
/** An open offer the receiver has answered (accepted or countered), with its answer: the proposer has yet to choose. */
export interface AnsweredOffer extends IncomingOffer { answer: Answer }

export interface EndStats {
  winner: number;
  vp: { seat: number; settlements: number; cities: number; longestRoad: number; largestArmy: number; vpCards: number; total: number }[];
  /** Rolls of each total, index 0 for 2 … index 10 for 12. */
  dice: number[];
  rolls: number;
  /** Resources each seat received: from the dice, and from everything else (set-up, cards, robber). */
  gained: { seat: number; dice: ByResource<number>; other: ByResource<number> }[];
  turns: number;
}

/** The game as one viewer sees it (a state message's `game`). */
export interface GameBody {
  startRoll: StartRoll;
  view: GameView;
  /** The receiver's legal targets now (null: nothing to do, or a spectator). */
  targets: Targets | null;
  expected: Expected;
  offer: OpenOffer | null;
  incoming: IncomingOffer | null;
  /** The open offer the receiver accepted or countered, until the proposer chooses (absent from servers before protocol 6). */
  answered?: AnsweredOffer | null;
  /**
   * For a spectator: the offer on the table as everyone at it hears it — its terms, the answers
   * given so far (without a bot's reason) and who has yet to answer. Absent from older servers and
   * for players (they have `offer`, `incoming` and `answered`).
   */
  onTable?: TableOffer | null;
  paceMs: number;
  ready: boolean;
  end: EndStats | null;
  /** When the turn timer runs: the time (ms since the epoch) the receiver's wait ends. */
  deadline: number | null;
}

/** A game body without its view (the server works out the view's changes once for every viewer). */
export type GameRest = Omit<GameBody, 'view'>;

/** The receiver: its seat, whether it hosts, its name (its seat's; '' for a spectator who gave none), its last ack id. */
export interface You { seat: number | null; host: boolean; name: string; lastAck: number }

/**
 * The room as the receiver may see it, whole: sent when a connection enters a room (or must
 * start again). `log` holds the entries from version `logFrom` to `version`. With `board` it is
 * a resync: the receiver drops what it held and keeps these latest entries (older ones come with
 * `history`). Without `board` (a `join` with `since`) the entries continue what it holds.
 */
export interface StateMessage {
  t: 'state';
  /** The room's frame number: the next `update` says which `rev` it applies to. */
  rev: number;
  room: RoomInfo;
  you: You;
  version: number;
  logFrom: number;
  log: LogEntry[];
  board?: BoardJson;
  game: GameBody | null;
}

/** What an `update` patches: the room and the game as the receiver last held them. */
export interface Shown { room: RoomInfo; game: GameBody | null }

/**
 * What changed since the receiver's frame `base`: the new log entries (from `logFrom`, which is
 * the version the receiver holds) and a patch of the room and game (patch.ts). A receiver that
 * holds another `rev` or version has missed something: it joins again for a resync.
 */
export interface UpdateMessage {
  t: 'update';
  room: string;
  rev: number;
  base: number;
  version: number;
  logFrom: number;
  log: LogEntry[];
  /** Absent: the room and game are as they were. */
  patch?: Patch;
  /** Present when it changed (a new ack, a seat taken). */
  you?: You;
}

/** Log entries `from` … `from + log.length − 1` (0-based; entry i is version i + 1), as the receiver may see them. */
export interface HistoryMessage { t: 'history'; room: string; from: number; log: LogEntry[] }

/** What the page's game screen draws: a state message's game with its room (composed by the client). */
export interface GameMessage extends GameBody {
  id: string;
  you: number | null;
  seats: SeatInfo[];
  logFrom: number;
  log: LogEntry[];
}

export interface Limits {
  /** Largest message accepted, bytes. */
  messageBytes: number;
  /** Messages per second per connection (burst: twice that). */
  messagesPerSecond: number;
  /** The burst a connection may send at once before `messagesPerSecond` applies (absent from servers before 2026-12-06: twice the rate). */
  messageBurst?: number;
  chatChars: number;
  /** Chat lines a room keeps (older ones are blanked). */
  chatLines: number;
  /** Bot pacing, ms: the range a room may ask for, and the least for a room without people. */
  paceMs: { min: number; max: number; botsOnlyMin: number };
  turnSeconds: { min: number; max: number };
  /** How long a bot's offer waits for people's answers, ms (absent from servers before 2026-12-07: 30 s). */
  offerWaitMs?: number;
}

/**
 * A game message not done. `code`: why (programs decide on it); `section`: the rule's RULES.md
 * section when the engine refused it; `seat`, `resource`: the engine's facts behind it (the seat
 * that cannot pay, the resource it lacks); `rule`: the manual's entry that explains it.
 */
export type RefusedMessage = {
  t: 'refused'; ack?: number; code: RefusalCode; message: string;
  section?: Section; seat?: number; resource?: Resource; rule?: string;
};

export type ServerMessage =
  /**
   * `now`: the server's clock (ms since the epoch) as it sends the hello, or answers a `ping` in a
   * `pong`: deadlines (the turn timer, an offer's time to answer) are on this clock, so a page
   * counts them down by it rather than by a device clock that may be off (a phone 20 s fast showed
   * "10 s to answer" of 30). Absent from servers before it, and from the hello written into the page.
   */
  | { t: 'hello'; version: number; bots: BotInfo[]; paceMs: number; limits: Limits; now?: number }
  /** The answer to `ping`. */
  | { t: 'pong'; now?: number }
  /** The connection's identity: its token (new when `issued`) and name ('' when it gave none). */
  | { t: 'welcome'; token: string; name: string; issued: boolean }
  | { t: 'preview'; board: BoardJson; fairness: Fairness; choice: BoardChoice }
  | StateMessage
  | UpdateMessage
  | HistoryMessage
  | HintMessage
  /** An acknowledged message: durably stored. `at`: the index of the action in the game's record. */
  | { t: 'ack'; ack: number; version: number; at?: number }
  /** `rule`: the manual's entry (or "§N") that explains the refusal, for a /rules#… link. */
  | RefusedMessage
  | { t: 'gone'; room?: string; message?: string }
  /**
   * The room asked for is on no node now: the node that played it stopped, and another takes it
   * over once that node's lease runs out (a few seconds), replaying its game from the record.
   * Its `state` follows; what the client sends meanwhile waits, in order (protocol 6; a client
   * that does not know it ignores it).
   */
  | { t: 'resuming'; room: string }
  | { t: 'error'; code: ErrorCode; message: string };

/** What the strong bot's move would be about, for a one-line reason (with the pips it gains, the seat it aims at, the resource). */
export const HINT_KINDS = [
  'place-settlement', 'place-road', 'roll', 'discard', 'robber', 'city', 'settlement', 'road', 'card', 'knight', 'play', 'bank', 'end',
] as const;
export type HintKind = (typeof HINT_KINDS)[number];
/**
 * What a hint's reason names: `pips` of its corner or hex, the `seat` robbed, the `resource` a bank
 * trade gets; `piece` a bank trade completes, or (ending the turn) the build the hand is nearest,
 * `short` of it by that many cards (0: it could pay for that build and chose not to).
 */
export interface Hint { kind: HintKind; pips?: number; seat?: number; resource?: Resource; piece?: BuildKind; short?: number }

/** The answer to `hint`: the strong bot's choice from the asking seat's view only, and why in one line. */
export interface HintMessage { t: 'hint'; room: string; version: number; action: Action; hint: Hint }

/** Written into index.html by the server, so that the start screen draws without a round trip. */
export interface Boot {
  hello: Extract<ServerMessage, { t: 'hello' }>;
  preview: Extract<ServerMessage, { t: 'preview' }>;
}

/** Listings of the HTTP API (GET /api/rooms, GET /api/games). */
export interface RoomSummary {
  id: string;
  title: string;
  status: RoomInfo['status'];
  created: number;
  public: boolean;
  /** The board asked for (the public rooms list shows it). */
  board: BoardChoice;
  /** `host`: the seat the room's host sits in. */
  /** `lobby`: as SeatInfo's, the seat's place in the lobby once the game has started. */
  players: { name: string; color: Color; bot: BotLevel | null; taken: boolean; host: boolean; lobby?: number }[];
  spectators: number;
  turn: number;
  actions: number;
  winner: number | null;
  commitment: string | null;
  /** In the list of the caller's own games (GET /api/rooms?mine=1): the seat it holds, if any (a lobby it hosts may have none). */
  you?: number;
  /**
   * In that list: a bot is playing the seat while its person is away (as the seat's `away` at the table).
   * Said only by the node that plays the game; left out when false or not known.
   */
  standIn?: true;
}
