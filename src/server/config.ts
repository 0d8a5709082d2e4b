/**
 * The server's settings: defaults, and the environment variables `npm start` reads. Every limit
 * that protects the server (message size, message rate, rooms per address, chat length) is here
 * and configurable.
 */

export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite database file (":memory:" keeps nothing). */
  dbPath: string;
  /** "full": every commit is fsynced before the ack; "normal": written to the OS before the ack (survives a killed process, not a power cut). */
  dbSync: 'full' | 'normal';
  /** Default pause before each bot action, ms. */
  paceMs: number;
  /** Think time of the "hard" bot, ms. */
  botBudgetMs?: number;
  /** Largest WebSocket message or HTTP body accepted, bytes. */
  maxMessageBytes: number;
  /** Messages per second per connection (a burst of twice that is allowed). */
  messagesPerSecond: number;
  /** Rooms in the lobby or playing that one address may have at once. */
  roomsPerAddress: number;
  chatChars: number;
  /** A disconnected player's seat is handed to a bot after this long, ms. */
  awayAfterMs: number;
  /** How long a bot's offer waits for people's answers, ms. */
  offerWaitMs: number;
  /** A lobby nobody is in is closed after this long, ms. */
  lobbyIdleMs: number;
  /** A finished game is dropped from memory (it stays in the database) this long after its last viewer left, ms. */
  endedKeepMs: number;
  /** Rooms may choose their seed only with at most this many person seats. */
  seedPersonsMax: number;
  /** Trust X-Forwarded-For for the client's address (behind a proxy). */
  trustProxy: boolean;
}

export const DEFAULT_CONFIG: ServerConfig = {
  port: 3000,
  host: '0.0.0.0',
  dbPath: './data/catan.db',
  dbSync: 'full',
  paceMs: 600,
  maxMessageBytes: 16 * 1024,
  messagesPerSecond: 20,
  roomsPerAddress: 20,
  chatChars: 300,
  awayAfterMs: 15_000,
  offerWaitMs: 30_000,
  lobbyIdleMs: 2 * 3600_000,
  endedKeepMs: 5 * 60_000,
  seedPersonsMax: 1,
  trustProxy: false,
};

function num(env: NodeJS.ProcessEnv, key: string, dflt: number, min = 0): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return dflt;
  const x = Number(raw);
  return Number.isFinite(x) && x >= min ? x : dflt;
}

/** The configuration from the environment (README, "Configuration"). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const d = DEFAULT_CONFIG;
  return {
    ...d,
    port: num(env, 'PORT', d.port),
    host: env.HOST || d.host,
    dbPath: env.CATAN_DB || d.dbPath,
    dbSync: env.CATAN_DB_SYNC === 'normal' ? 'normal' : 'full',
    paceMs: num(env, 'BOT_DELAY_MS', d.paceMs),
    ...(env.BOT_BUDGET_MS ? { botBudgetMs: num(env, 'BOT_BUDGET_MS', 200, 1) } : {}),
    maxMessageBytes: num(env, 'CATAN_MAX_MESSAGE_BYTES', d.maxMessageBytes, 256),
    messagesPerSecond: num(env, 'CATAN_MESSAGES_PER_SECOND', d.messagesPerSecond, 1),
    roomsPerAddress: num(env, 'CATAN_ROOMS_PER_ADDRESS', d.roomsPerAddress, 1),
    chatChars: num(env, 'CATAN_CHAT_CHARS', d.chatChars, 1),
    awayAfterMs: num(env, 'CATAN_AWAY_AFTER_MS', d.awayAfterMs),
    offerWaitMs: num(env, 'CATAN_OFFER_WAIT_MS', d.offerWaitMs, 100),
    trustProxy: env.CATAN_TRUST_PROXY === '1',
  };
}
