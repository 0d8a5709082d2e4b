/**
 * The WebSocket protocol between the game server and the browser: what a page may ask
 * (intents) and what it is told (its seat's view, its seat's legal targets, the log as its
 * seat saw it). Types only, shared by src/server and web/. Nothing here may carry another
 * seat's hidden cards or the deck: the server builds every message from viewFor/actionFor/
 * eventFor for the receiving seat.
 */
import type {
  Action, BoardJson, Bundle, ByResource, Color, DevCard, Fairness, GameEvent, GameView, Resource, Rules,
} from '../engine/index.js';

export const PROTOCOL_VERSION = 1;

export type BotLevel = 'random' | 'easy' | 'medium' | 'hard';
export type Lang = 'en' | 'es' | 'fr' | 'sv';

/** The board chosen on the start screen ("spiral" is the official variable set-up, §3). */
export type BoardChoice =
  | { kind: 'beginner' }
  | { kind: 'variable' | 'random' | 'balanced'; seed: string };

export interface SetupRequest {
  players: 3 | 4;
  name: string;
  color: Color;
  /** One level per bot, in table order after the person (players − 1 entries). */
  bots: BotLevel[];
  board: BoardChoice;
  rules: Partial<Rules>;
  /** Seed for dice, steals and draws; the server picks one when absent. */
  seed?: string;
  /** Delay before each bot action, in ms (the server's default when absent). */
  paceMs?: number;
}

/** An action without its seat: the server acts for the connection's own seat only. */
export type Intent = Action extends infer A ? (A extends Action ? Omit<A, 'p'> : never) : never;

export type ClientMessage =
  | { t: 'preview'; board: BoardChoice }
  | { t: 'create'; setup: SetupRequest }
  | { t: 'resume'; id: string }
  /** The start roll has been shown: the bots may begin. */
  | { t: 'ready' }
  | { t: 'act'; action: Intent }
  /** A domestic offer to the table (§7): the person gives `give` and gets `get`. */
  | { t: 'offer'; give: Bundle; get: Bundle }
  /** Trade with the seat that accepted or countered the person's open offer. */
  | { t: 'take'; seat: number }
  | { t: 'withdraw' }
  /** The person's answer to a bot's offer. */
  | { t: 'answer'; id: number; accept: boolean }
  | { t: 'pace'; ms: number }
  | { t: 'leave' };

export interface BotInfo {
  level: BotLevel;
  persona: string;
  difficulty: Record<Lang, string>;
  about: Record<Lang, string>;
}

export interface SeatInfo {
  seat: number;
  name: string;
  color: Color;
  bot: BotLevel | null;
}

/** One die pair per player per round; tied leaders roll again in the next round. */
export interface StartRoll {
  rounds: { seat: number; dice: [number, number] }[][];
  /** The seat (engine numbering, so always 0) and name of the player who starts. */
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

/** An event as the receiving seat may see it (eventFor). */
export type SeenEvent = GameEvent | { type: 'resourceCount'; p: number; delta: number };

export interface Answer {
  seat: number;
  type: 'accept' | 'reject' | 'counter';
  /** For a counter, seen from the proposer: the proposer would give `give` and get `get`. */
  give?: Bundle;
  get?: Bundle;
}

export type LogEntry =
  | { k: 'act'; action: Action; events: SeenEvent[] }
  | { k: 'offer'; from: number; give: Bundle; get: Bundle; answers: Answer[]; taken: number | null };

/** The person's own offer and the table's answers. */
export interface OpenOffer { give: Bundle; get: Bundle; answers: Answer[] }

/** A bot's offer waiting for the person's answer. */
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

export interface GameMessage {
  t: 'game';
  id: string;
  you: number;
  seats: SeatInfo[];
  /** Sent with the first message of a connection only. */
  board?: BoardJson;
  startRoll: StartRoll;
  view: GameView;
  targets: Targets | null;
  expected: Expected;
  /** Log entries from index `logFrom` on (the client appends them). */
  logFrom: number;
  log: LogEntry[];
  offer: OpenOffer | null;
  incoming: IncomingOffer | null;
  paceMs: number;
  ready: boolean;
  end: EndStats | null;
}

export type ServerMessage =
  | { t: 'hello'; version: number; bots: BotInfo[]; paceMs: number }
  | { t: 'preview'; board: BoardJson; fairness: Fairness; choice: BoardChoice }
  | GameMessage
  /** `rule`: the manual's entry (or "§N") that explains the refusal, for a /rules#… link. */
  | { t: 'refused'; code: string; message: string; rule?: string }
  | { t: 'gone' }
  | { t: 'error'; message: string };

/** Written into index.html by the server, so that the start screen draws without a round trip. */
export interface Boot {
  hello: Extract<ServerMessage, { t: 'hello' }>;
  preview: Extract<ServerMessage, { t: 'preview' }>;
}
