/**
 * The page's headless state, the events that change it and the effects it asks for (after
 * chessground's HeadlessState): one value the components render, changed only by the reducer
 * (store/reduce.ts) from server messages and the person's intents. No DOM and no clock here:
 * times come in on the events, and everything the page does to the world (send a message, move
 * to an address, play a sound) leaves the reducer as an effect.
 */
import type {
  Action, BoardChoice, BotInfo, BotLevel, Color, Hint, Intent, Limits, RoomSummary, ServerMessage,
} from '../wire.js';
import type { Lang } from '../i18n.js';
import type { Counts } from '../logic/bundle.js';
import type { Cue } from '../logic/cues.js';
import type { ListedRoom } from '../logic/listing.js';
import type { Asked, Mode, WhyNot } from '../logic/play.js';
import type { ClientRoom, Route } from '../logic/room.js';
import type { Outgoing } from '../net.js';
import type { ReplayEvent, ReplayUi } from './replay.js';

export type ConnStatus = 'connecting' | 'open' | 'closed';
export type Preview = Extract<ServerMessage, { t: 'preview' }>;

/**
 * The server's last `error` (a message it could not handle): its code, which the page words in its
 * language, and the server's sentence. One that came during a game has the time it came (`at`):
 * the game screen shows it until it fades, as a refusal, or is closed; elsewhere the next state clears it.
 */
export interface ServerError { code: string; message: string; at?: number }

/** A refused action: its code, the server's sentence, the manual entry and RULES.md section the server named (if any). */
export interface Refusal {
  code: string; message: string; rule?: string; section?: string; at: number;
  /** Worded by the page rather than by its code (a refusal the page worked out itself: logic/play.ts whyNot). */
  words?: WhyNot['words'];
}

/** How the start screen's game is played: against bots, with friends by link, or on this device. */
export type PlayMode = 'bots' | 'friends' | 'table';
/** Who sits in a seat after the person's own (the start screen). */
export type Other = 'person' | BotLevel;

/** The start screen's form. */
export interface SetupForm {
  mode: PlayMode;
  /** 3 or 4 on the base island; 5 or 6 on the 5–6 player extension's (§14). */
  players: 3 | 4 | 5 | 6;
  name: string;
  color: Color;
  /** Against bots: one level per bot seat. */
  bots: BotLevel[];
  /** With friends, or on this device: each other seat a person or a bot. */
  others: Other[];
  /** On this device: the names of the other people at the table, by seat. */
  names: string[];
  kind: BoardChoice['kind'];
  /** The beginner map was set aside for 5 or 6 players (§14) and comes back with 3 or 4, unless another board is chosen meanwhile. */
  beginnerAside?: boolean;
  seed: string;
  friendly: boolean;
  tradeThenBuild: boolean;
  vp: number;
  discard: boolean;
  discardOver: number;
  balancedDice: boolean;
  /** The special building phase (§14): a house rule with 3 or 4 players (off unless ticked), on by default with 5 or 6. */
  specialBuild34: boolean;
  specialBuild56: boolean;
  pace: number;
  timer: number;
  /** The assists (room options, off by default, the same for everyone). */
  tracker: boolean;
  hint: boolean;
  winning: boolean;
  /** With friends: the room's name in the public rooms list (empty: named after its host). Not saved: each room its own. */
  title: string;
  /** With friends: the room listed in the public rooms for anyone to join (else only its invite link leads to it). */
  public: boolean;
  /** With friends: whether spectators may chat; null until the person chooses (the server's default: yes when private, no when public). */
  spectatorChat: boolean | null;
}

/** The public rooms list (GET /api/rooms): its rooms as last fetched, and the fetch asked last (`ask`; answers to older ones are dropped). */
export interface PublicRooms {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  rooms: ListedRoom[];
  ask: number;
}

export type DialogState =
  | { kind: 'victim'; hex: string; victims: number[] }
  | { kind: 'yop' }
  | { kind: 'monopoly' }
  | null;

/** An offer being edited: to the table, or as a counter to an offer made to the person. */
export interface OfferDraft { give: Counts; get: Counts }

/** The game screen's interaction state. */
export interface TableUi {
  /** The build the person chose (lights its spots). */
  mode: Mode;
  /** The trade panel: closed, or open on a tab with the offer being built. */
  trade: { tab: 'players' | 'bank'; draft: OfferDraft } | null;
  dialog: DialogState;
  /** Cards chosen in the discard, Year of Plenty or Monopoly dialog. */
  picker: Counts;
  /** A counter-offer being edited in answer to an offer (its id). */
  counter: { id: number; draft: OfferDraft } | null;
  endOpen: boolean;
  menuOpen: boolean;
  startSeen: boolean;
  /** Board zoom: 1 is the whole board; the centre in drawing units. */
  zoom: { scale: number; x: number; y: number };
  /** Offers seen, with when they arrived (for the answer's countdown). */
  offerSeen: { id: number; at: number }[];
  /** The person's own open offer the trade panel was last brought up for (its id): after a reload the panel comes back with its answers once, and stays closed if the person closes it. */
  ownOffer: number | null;
  /** The side panel shown on the card tracker's tab ('log' or 'cards'). */
  logTab: 'log' | 'cards' | 'chances';
  /** Who is winning, from this seat's view, at each turn seen while the game runs (the live assist). */
  chances: { turn: number; chances: number[] }[];
  /** The hint assist: asked at this version, and the strong bot's answer for it. */
  hint: { asked: number; answer: { action: Action; hint: Hint } | null } | null;
  /**
   * The person's last action, until the server has done it or refused it (awaitingAnswer: nothing
   * more is sent meanwhile): the seat it was sent for, and that seat's last ack id the server had
   * done when it went. A frame whose `you.lastAck` is past that one carries its outcome; other
   * players' moves in between (the other discards after a 7) do not lift the hold.
   */
  sent: { seat: number | null; lastAck: number } | null;
  /** The offer the person's answer was sent to (one answer an offer, §7): its buttons wait, a second tap sends nothing. */
  answered: number | null;
}

export interface Settings {
  /** Off until the person turns it on. */
  sound: boolean;
  /** Dice roll as a short animation, or show at once. */
  diceAnimation: boolean;
  /** A shape per player on pieces and colour chips, so that players are told apart without colour. */
  marks: boolean;
  /** "Who is winning" shown open (it starts folded to its leader's line; opened once, it stays open in later games). */
  chancesOpen: boolean;
}

/** A line announced over the table for a few seconds ("Bo took your wool", "Vera takes Longest Road"). */
/**
 * An announcement over the table: the cue it tells of, worded when drawn (so that a change of
 * language rewords those showing), for the seat `you` with the seats' `names` of its moment.
 */
export interface Toast { id: number; cue: Cue; you: number | null; names: readonly string[]; until: number }
export type ToastTone = 'info' | 'good' | 'bad';

/** Pass-and-play: several seats on one device, one connection each; `shown` is the one on screen. */
export interface PassPlay {
  room: string | null;
  /** The people at this table, by connection (0 is the page's own), with their seat once seated. */
  people: { via: number; name: string; lobbySeat: number; token: string | null }[];
  /** The room as each connection holds it. */
  rooms: (ClientRoom | null)[];
  shown: number;
  /** Whether the other people's connections have been opened. */
  spawned: boolean;
  /** The cover between two people: the next one taps to see their hand. */
  covered: boolean;
}

/** Why a chat line was not sent, by the server's error code. */
export type ChatProblem = 'too-fast' | 'not-allowed' | 'too-long' | 'other';

export interface PageState {
  lang: Lang;
  route: Route;
  conn: ConnStatus;
  /** The server's hello: its protocol version (what it can carry), bots, default pace, limits. */
  hello: { version: number; bots: BotInfo[]; paceMs: number; limits: Limits | null } | null;
  preview: Preview | null;
  games: RoomSummary[];
  /** The games this browser may go back to (GET /api/rooms?mine=1): seated in one, or hosting a lobby. */
  mine: ListedRoom[];
  /** The room the person last left for good: a list of their games fetched meanwhile may still hold it. */
  leftRoom: string | null;
  publicRooms: PublicRooms;
  /** The person's name, as sent to the server. */
  name: string;
  error: ServerError | null;
  /**
   * Chat lines sent and not yet answered by a refusal, and the last refusal of one (too fast, not
   * allowed for spectators, too long): shown by the chat form, which keeps the line to send again.
   */
  chat: { waiting: number; problem: ChatProblem | null };
  gone: boolean;
  /**
   * The room being resumed (the server's `resuming`): its node stopped and another is taking it
   * over. The page says so until the room's state comes, rather than look live while nothing
   * happens. Null otherwise.
   */
  resuming: string | null;
  refusal: Refusal | null;
  /** The room on screen (in pass-and-play, the shown seat's). */
  room: ClientRoom | null;
  /** The room the page's connection is in (entered, or created and adopted). */
  entered: string | null;
  setup: SetupForm;
  table: TableUi;
  settings: Settings;
  /** What to animate and announce, oldest first (the motion layer takes them). */
  cues: Cue[];
  toasts: Toast[];
  pass: PassPlay | null;
  /** A counter for ids (cues, toasts): state, so the reducer stays pure. */
  serial: number;
  /** Whether the page is hidden (another tab): a turn starting then calls through the title. */
  hidden: boolean;
  /** The replay viewer, when a replay is open. */
  replay: ReplayUi | null;
}

export type PageEvent =
  /** A message from the server on connection `via` (0: the page's own), arrived at `at` (ms, page clock). */
  | { k: 'server'; msg: ServerMessage; at: number; via?: number }
  | { k: 'conn'; status: ConnStatus; via?: number }
  | { k: 'route'; route: Route }
  | { k: 'go'; route: Route; replace?: boolean }
  | { k: 'lang'; lang: Lang }
  | { k: 'name'; name: string }
  | { k: 'games'; games: RoomSummary[] }
  | { k: 'mine'; rooms: ListedRoom[] }
  /** Fetch the public rooms again (the list's refresh button; showing the list does it too). */
  | { k: 'public-rooms-ask' }
  /** The answer to fetch `ask`: the rooms, or null when the fetch failed. */
  | { k: 'public-rooms'; ask: number; rooms: ListedRoom[] | null }
  | { k: 'setup'; patch: Partial<SetupForm> }
  | { k: 'preview-ask' }
  | { k: 'submit'; gameSeed: string | null }
  | { k: 'send'; msg: Outgoing }
  | { k: 'act'; intent: Intent }
  | { k: 'mode'; mode: Mode }
  | { k: 'vertex'; id: string }
  | { k: 'edge'; id: string }
  | { k: 'hex'; id: string }
  | { k: 'victim'; seat: number }
  | { k: 'play-card'; card: 'knight' | 'roadBuilding' | 'yearOfPlenty' | 'monopoly' }
  | { k: 'dialog'; dialog: DialogState }
  | { k: 'pick'; counts: Counts }
  | { k: 'confirm-pick' }
  | { k: 'monopoly'; resource: import('../wire.js').Resource }
  | { k: 'trade'; open: boolean }
  | { k: 'trade-tab'; tab: 'players' | 'bank' }
  | { k: 'draft'; draft: OfferDraft }
  | { k: 'offer' }
  | { k: 'take'; seat: number }
  | { k: 'withdraw' }
  | { k: 'answer'; id: number; accept: boolean }
  /** More time to answer a bot's offer. */
  | { k: 'more-time'; id: number }
  /** Counter an offer made to the person: edit its terms, send them back (an answer with a counter). */
  | { k: 'counter-open'; id: number }
  | { k: 'counter-draft'; draft: OfferDraft }
  | { k: 'counter-send' }
  | { k: 'counter-close' }
  /** A key pressed over the table (`at`: when, for the fading of what it may show). */
  | { k: 'key'; key: string; at?: number }
  /** A dimmed action button pressed: the page says why it cannot be done. */
  | { k: 'why'; what: Asked; at?: number }
  /** A tap on the board away from every lit spot (`hex`: the land hex under it, if any). */
  | { k: 'miss'; hex: string | null; at?: number }
  | { k: 'menu'; open: boolean }
  | { k: 'end-open'; open: boolean }
  | { k: 'start-seen' }
  | { k: 'refusal-clear'; at?: number }
  /** The game screen's error closed (no `at`) or faded (the one that came at `at`). */
  | { k: 'error-clear'; at?: number }
  | { k: 'cue-done'; id: number }
  | { k: 'toast-done'; id: number }
  | { k: 'setting'; patch: Partial<Settings> }
  | { k: 'zoom'; zoom: TableUi['zoom'] }
  | { k: 'log-tab'; tab: TableUi['logTab'] }
  | { k: 'chances'; turn: number; chances: number[] }
  | { k: 'hint-ask' }
  | { k: 'reveal' }
  | { k: 'visibility'; hidden: boolean }
  | { k: 'leave' }
  | ReplayEvent;

export type SoundName = 'turn' | 'dice' | 'build' | 'offer' | 'robber' | 'win';

export type Effect =
  | { k: 'send'; msg: Outgoing; via?: number }
  /** Enter a room on connection `via`: from its start when `fresh`. */
  | { k: 'enter'; room: string; fresh: boolean; via?: number }
  /** The connection now belongs to this room at this version (a room just created). */
  | { k: 'adopt'; room: string; version: number }
  /** Out of the room (every connection). */
  | { k: 'exit' }
  | { k: 'navigate'; path: string; replace: boolean }
  | { k: 'save'; key: string; value: string | null }
  | { k: 'set-name'; name: string }
  | { k: 'sound'; sound: SoundName }
  /** The turn has come to the person while the page is hidden: call through the tab's title and icon. */
  | { k: 'attention'; on: boolean; text: string }
  /** Dispatch `event` after `ms` (refusals and toasts fade). */
  | { k: 'later'; ms: number; event: PageEvent }
  | { k: 'fetch-games' }
  /** GET /api/rooms; the answer comes back as a `public-rooms` event carrying `ask`. */
  | { k: 'fetch-rooms'; ask: number }
  /** Pass-and-play: open another connection (its own token) for a person at this table. */
  | { k: 'spawn'; via: number; room: string; token: string | null }
  /** The page's language, title and description (what a search result or a shared link shows) in it. */
  | { k: 'document'; lang: Lang; title: string; description: string }
  /** Load a language's words, then dispatch the change of language again. */
  | { k: 'load-lang'; lang: Lang };

export type Reduced = { state: PageState; effects: Effect[] };
