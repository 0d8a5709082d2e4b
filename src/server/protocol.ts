/**
 * The WebSocket protocol between the game server and its clients (pages, bots, scripts): what
 * a client may ask and what it is told. Types only, shared by src/server and web/. Nothing here
 * may carry a seat's hidden cards, the deck or the secret seed before the end: the server builds
 * every message from viewFor/actionFor/eventFor for the receiving viewer.
 *
 * Version 2: rooms with seats for people and bots, per-browser tokens, acknowledged actions,
 * a versioned log that a reconnecting client resumes from, spectators, chat.
 */
import type {
  Action, BoardJson, Bundle, ByResource, Color, DevCard, Fairness, GameEvent, GameView, Resource, Rules,
} from '../engine/index.js';

export const PROTOCOL_VERSION = 2;

export type BotLevel = 'random' | 'easy' | 'medium' | 'hard' | 'expert';
export type Lang = 'en' | 'es' | 'fr' | 'sv';

/** The board chosen for a room ("variable" is the official spiral set-up, §3). */
export type BoardChoice =
  | { kind: 'beginner' }
  | { kind: 'variable' | 'random' | 'balanced'; seed: string };

/** The start screen's "play against bots": one person, the rest bots (becomes a room that starts at once). */
export interface SetupRequest {
  players: 3 | 4;
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
  /** Seats in table order (3 or 4). The creator of a room over the WebSocket takes the first person seat. */
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
}

/** An action without its seat: the server acts for the connection's own seat only. */
export type Intent = Action extends infer A ? (A extends Action ? Omit<A, 'p'> : never) : never;

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
  /** In the lobby: take a seat (the first open person seat when `seat` is absent). */
  | { t: 'sit'; seat?: number; name?: string }
  /** In the lobby: give the seat back and watch. */
  | { t: 'stand' }
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
  /** An answer to another player's offer. */
  | { t: 'answer'; ack: number; version?: number; id: number; accept: boolean }
  /** A player a bot has been standing in for takes the seat back. */
  | { t: 'back' }
  /** Bot pacing (the host). */
  | { t: 'pace'; ms: number }
  | { t: 'chat'; text: string }
  /** Leave the room: a player's seat is then played by a bot for good (a game with nobody else is abandoned). */
  | { t: 'leave' };

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
}

export interface RoomInfo {
  id: string;
  title: string;
  status: 'lobby' | 'playing' | 'ended' | 'abandoned';
  created: number;
  board: BoardChoice;
  rules: Rules;
  paceMs: number;
  turnSeconds: number;
  seats: SeatInfo[];
  spectators: number;
  /** sha256 (hex) of the game's secret seed, published when the game starts. */
  commitment: string | null;
  /** The seed itself, revealed once the game has ended (`npx catan verify` checks every roll against it). */
  seed: string | null;
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
  | { kind: 'place-settlement' | 'place-road' | 'roll' | 'robber' | 'victim' | 'free-road' | 'act'; seat: number }
  | { kind: 'discard'; seats: number[]; count: number }
  | { kind: 'answer-offer'; seat: number; from: number }
  | { kind: 'ended'; seat: number };

/** An event as the receiving viewer may see it (eventFor). */
export type SeenEvent = GameEvent | { type: 'resourceCount'; p: number; delta: number };

export interface Answer {
  seat: number;
  type: 'accept' | 'reject' | 'counter';
  /** For a counter, seen from the proposer: the proposer would give `give` and get `get`. */
  give?: Bundle;
  get?: Bundle;
}

export type NoteKind = 'joined' | 'away' | 'back' | 'timeout' | 'left' | 'started';

/** The room's log, one versioned entry each: entry i is version i + 1. */
export type LogEntry =
  | { k: 'act'; action: Action; events: SeenEvent[] }
  | { k: 'offer'; from: number; give: Bundle; get: Bundle; answers: Answer[]; taken: number | null }
  | { k: 'chat'; seat: number | null; name: string; text: string; at: number }
  | { k: 'note'; what: NoteKind; seat: number | null; name: string };

/** The receiver's own offer and the answers so far (`waiting`: seats yet to answer). */
export interface OpenOffer { id: number; give: Bundle; get: Bundle; answers: Answer[]; waiting: number[] }

/** Another player's offer waiting for the receiver's answer. */
export interface IncomingOffer { id: number; from: number; give: Bundle; get: Bundle }

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
  paceMs: number;
  ready: boolean;
  end: EndStats | null;
  /** When the turn timer runs: the time (ms since the epoch) the receiver's wait ends. */
  deadline: number | null;
}

/**
 * The room as the receiver may see it. `log` holds the entries from version `logFrom` on
 * (`logFrom` 0 and `board` present: a full resync).
 */
export interface StateMessage {
  t: 'state';
  room: RoomInfo;
  you: { seat: number | null; host: boolean; name: string; lastAck: number };
  version: number;
  logFrom: number;
  log: LogEntry[];
  board?: BoardJson;
  game: GameBody | null;
}

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
  chatChars: number;
}

export type ServerMessage =
  | { t: 'hello'; version: number; bots: BotInfo[]; paceMs: number; limits: Limits }
  /** The connection's identity: its token (new when `issued`) and name. */
  | { t: 'welcome'; token: string; name: string; issued: boolean }
  | { t: 'preview'; board: BoardJson; fairness: Fairness; choice: BoardChoice }
  | StateMessage
  /** An acknowledged message: durably stored. `at`: the index of the action in the game's record. */
  | { t: 'ack'; ack: number; version: number; at?: number }
  /** `rule`: the manual's entry (or "§N") that explains the refusal, for a /rules#… link. */
  | { t: 'refused'; ack?: number; code: string; message: string; rule?: string }
  | { t: 'gone'; room?: string; message?: string }
  | { t: 'error'; code: string; message: string };

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
  players: { name: string; color: Color; bot: BotLevel | null; taken: boolean }[];
  spectators: number;
  turn: number;
  actions: number;
  winner: number | null;
  commitment: string | null;
}
