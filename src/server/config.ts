/**
 * The server's settings: defaults, and the environment variables `npm start` reads. Every limit
 * that protects the server (message size and rate, sockets, previews, rooms and chat per
 * address, bot-only rooms, the deadline to authenticate) is here and configurable; the README
 * and docs/server.md list them.
 */
import { availableParallelism } from 'node:os';

export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite database file (":memory:" keeps nothing). */
  dbPath: string;
  /** "full": every commit is fsynced before the ack; "normal": written to the OS before the ack (survives a killed process, not a power cut). */
  dbSync: 'full' | 'normal';
  /** Default pause before each bot action, ms. */
  paceMs: number;
  /** The least pause before each bot action in a room without people, ms (a table of bots nobody plays at cannot run flat out). */
  botsOnlyMinPaceMs: number;
  /** Think time of the "hard" bot, ms. */
  botBudgetMs?: number;
  /** Worker threads that run the bots' decisions (0: on the main thread, for tests). */
  botThreads: number;
  /** Largest WebSocket message or HTTP body accepted, bytes. */
  maxMessageBytes: number;
  /** Messages per second per connection (a burst of twice that is allowed). */
  messagesPerSecond: number;
  /** Open WebSocket connections one address may hold. */
  socketsPerAddress: number;
  /** A connection that has not authenticated after this long is closed, ms. */
  authDeadlineMs: number;
  /** A connection silent this long is pinged, and closed when silent one period more (a lost network), ms. */
  livenessMs: number;
  /** Board previews per second, per connection and per address (bursts of twice that). */
  previewsPerSecond: number;
  /** Rooms created per minute per address (bursts of twice that), besides the open-room cap. */
  roomsPerMinute: number;
  /** Rooms in the lobby or playing that one address may have at once. */
  roomsPerAddress: number;
  /** Of those, rooms without a person seat (bots only) playing at once. */
  botRoomsPerAddress: number;
  /** Chat lines per second per address and per connection (bursts of twice that, at least 3). */
  chatPerSecond: number;
  chatChars: number;
  /** Chat lines a room keeps; older ones keep their place in the log without their text. */
  chatLines: number;
  /** Older log entries per second a connection may fetch (`history`), per address as well. */
  historyPerSecond: number;
  /** A disconnected player's seat is handed to a bot after this long, ms. */
  awayAfterMs: number;
  /** How long a bot's offer waits for people's answers, ms. */
  offerWaitMs: number;
  /** Offers a player may make in one turn (§7 sets none; each is logged and sent to everyone, and each replaced offer asks the bots again). */
  offersPerTurn: number;
  /** The least pause before each action a stand-in makes for a person (away, or out of time), whatever the room's pace, ms: the person sees their seat played and has time to come back. */
  standInPaceMs: number;
  /** A lobby nobody is in is closed after this long, ms. */
  lobbyIdleMs: number;
  /** A finished game is dropped from memory (it stays in the database) this long after its last viewer left, ms. */
  endedKeepMs: number;
  /** Rooms may choose their seed only with at most this many person seats. */
  seedPersonsMax: number;
  /** Trust the proxy's X-Forwarded-For (the client's address), X-Forwarded-Proto and X-Forwarded-Host (invite links). */
  trustProxy: boolean;
  /** The address players reach the server at (https://catan.example.org): invite links start with it. Absent: from the request. */
  publicUrl?: string;
  /** A cluster (CATAN_DB=postgres://…): how long a room's lease lasts without renewal, ms (1,000–10,000). */
  leaseMs: number;
  /** A cluster: where the other nodes reach this one (http://host:port); http://127.0.0.1:PORT by default. */
  nodeUrl?: string;
  /** A cluster: this node's id (a new random one per start by default). */
  nodeId?: string;
  /** A cluster: the secret nodes show each other when they forward a connection (by default one kept in the database). */
  clusterSecret?: string;
}

/** One thread for the games, the rest for the bots. */
export const DEFAULT_BOT_THREADS = Math.max(1, availableParallelism() - 1);

export const DEFAULT_CONFIG: ServerConfig = {
  port: 3000,
  host: '0.0.0.0',
  dbPath: './data/catan.db',
  dbSync: 'full',
  paceMs: 600,
  botsOnlyMinPaceMs: 100,
  botThreads: DEFAULT_BOT_THREADS,
  maxMessageBytes: 16 * 1024,
  messagesPerSecond: 20,
  socketsPerAddress: 32,
  authDeadlineMs: 10_000,
  livenessMs: 15_000,
  previewsPerSecond: 4,
  roomsPerMinute: 10,
  roomsPerAddress: 20,
  botRoomsPerAddress: 2,
  chatPerSecond: 1,
  chatChars: 300,
  chatLines: 200,
  historyPerSecond: 5,
  awayAfterMs: 15_000,
  offerWaitMs: 30_000,
  offersPerTurn: 20,
  standInPaceMs: 1000,
  lobbyIdleMs: 2 * 3600_000,
  endedKeepMs: 5 * 60_000,
  seedPersonsMax: 1,
  trustProxy: false,
  leaseMs: 5000,
};

/** The longest lease: a dead node's rooms wait at most this long before another node takes them. */
export const MAX_LEASE_MS = 10_000;

/** Environment variable → setting, for the numeric settings (the README's table). */
export const ENV_NUMBERS: readonly [string, keyof ServerConfig, number][] = [
  ['PORT', 'port', 0],
  ['BOT_DELAY_MS', 'paceMs', 0],
  ['CATAN_BOTS_ONLY_MIN_PACE_MS', 'botsOnlyMinPaceMs', 0],
  ['CATAN_BOT_THREADS', 'botThreads', 0],
  ['CATAN_MAX_MESSAGE_BYTES', 'maxMessageBytes', 256],
  ['CATAN_MESSAGES_PER_SECOND', 'messagesPerSecond', 1],
  ['CATAN_SOCKETS_PER_ADDRESS', 'socketsPerAddress', 1],
  ['CATAN_AUTH_DEADLINE_MS', 'authDeadlineMs', 100],
  ['CATAN_LIVENESS_MS', 'livenessMs', 100],
  ['CATAN_PREVIEWS_PER_SECOND', 'previewsPerSecond', 0.01],
  ['CATAN_ROOMS_PER_MINUTE', 'roomsPerMinute', 0.01],
  ['CATAN_ROOMS_PER_ADDRESS', 'roomsPerAddress', 1],
  ['CATAN_BOT_ROOMS_PER_ADDRESS', 'botRoomsPerAddress', 0],
  ['CATAN_CHAT_PER_SECOND', 'chatPerSecond', 0.01],
  ['CATAN_CHAT_CHARS', 'chatChars', 1],
  ['CATAN_CHAT_LINES', 'chatLines', 1],
  ['CATAN_HISTORY_PER_SECOND', 'historyPerSecond', 0.01],
  ['CATAN_AWAY_AFTER_MS', 'awayAfterMs', 0],
  ['CATAN_OFFER_WAIT_MS', 'offerWaitMs', 100],
  ['CATAN_OFFERS_PER_TURN', 'offersPerTurn', 1],
  ['CATAN_STAND_IN_PACE_MS', 'standInPaceMs', 0],
  ['CATAN_LEASE_MS', 'leaseMs', 1000],
];

/**
 * The configuration from the environment (README, "Configuration"). A value that is not a
 * number, or is below its least, is an error naming the variable: a server does not start on a
 * setting it would silently ignore.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const out: ServerConfig = { ...DEFAULT_CONFIG };
  const numbers = out as unknown as Record<string, number>;
  for (const [key, field, min] of ENV_NUMBERS) {
    const raw = env[key];
    if (raw === undefined || raw === '') continue;
    const x = Number(raw);
    if (!Number.isFinite(x) || x < min) throw new Error(`${key} must be a number of at least ${min}, not ${JSON.stringify(raw)}`);
    numbers[field] = x;
  }
  if (env.HOST) out.host = env.HOST;
  if (env.CATAN_DB) out.dbPath = env.CATAN_DB;
  if (env.CATAN_DB_SYNC !== undefined && env.CATAN_DB_SYNC !== '') {
    if (env.CATAN_DB_SYNC !== 'full' && env.CATAN_DB_SYNC !== 'normal') throw new Error('CATAN_DB_SYNC is "full" or "normal"');
    out.dbSync = env.CATAN_DB_SYNC;
  }
  if (env.BOT_BUDGET_MS) {
    const x = Number(env.BOT_BUDGET_MS);
    if (!Number.isFinite(x) || x < 1) throw new Error('BOT_BUDGET_MS must be a number of at least 1');
    out.botBudgetMs = x;
  }
  out.trustProxy = env.CATAN_TRUST_PROXY === '1';
  if (env.CATAN_PUBLIC_URL) {
    const url = env.CATAN_PUBLIC_URL.replace(/\/+$/, '');
    if (!/^https?:\/\/[^/\s?#]+$/.test(url)) throw new Error('CATAN_PUBLIC_URL is https://host (or http://host:port): the address players reach the server at, without a path');
    out.publicUrl = url;
  }
  if (out.leaseMs > MAX_LEASE_MS) throw new Error(`CATAN_LEASE_MS must be at most ${MAX_LEASE_MS}, not ${out.leaseMs}`);
  if (env.CATAN_NODE_URL) {
    if (!/^https?:\/\/[^/]+$/.test(env.CATAN_NODE_URL)) throw new Error('CATAN_NODE_URL is http://host:port (where the other nodes reach this one)');
    out.nodeUrl = env.CATAN_NODE_URL;
  }
  if (env.CATAN_NODE_ID) {
    if (!/^[\w.-]{1,64}$/.test(env.CATAN_NODE_ID)) throw new Error('CATAN_NODE_ID is 1 to 64 letters, digits, ".", "-" or "_"');
    out.nodeId = env.CATAN_NODE_ID;
  }
  if (env.CATAN_CLUSTER_SECRET) {
    if (env.CATAN_CLUSTER_SECRET.length < 16) throw new Error(`CATAN_CLUSTER_SECRET must have at least 16 characters, not ${env.CATAN_CLUSTER_SECRET.length}: give every node the same longer secret, or leave it unset (the first node then makes one and keeps it in the database)`);
    out.clusterSecret = env.CATAN_CLUSTER_SECRET;
  }
  return out;
}
