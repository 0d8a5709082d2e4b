/**
 * `npm start`: the game server at http://localhost:3000. Settings from the environment
 * (src/server/config.ts; README, "Configuration"): PORT, CATAN_DB (the SQLite file, default
 * ./data/catan.db, or postgres://… for a node of a cluster), BOT_DELAY_MS, and the limits.
 * Unfinished games in the database resume. SIGTERM or SIGINT: a node of a cluster drains (hands
 * its rooms over to the other nodes) before it stops; a server on its own file stops cleanly.
 * Without the packages it needs (ws and better-sqlite3, and pg for PostgreSQL: peers.ts) it says
 * which to install and exits 1.
 */
import { configFromEnv, type ServerConfig } from './config.js';
import { missingPeers, missingPeersMessage, peersFor } from './peers.js';
import { readyLine } from './ready.js';

let config: ServerConfig;
try {
  config = configFromEnv();
} catch (e) {
  console.error(`could not start the server: ${(e as Error).message}`);
  process.exit(1);
}

// The server's packages are optional peers of the published package: checked before the server
// (which imports them) is loaded, so a package user who lacks one is told the command to add it.
// pg only when CATAN_DB is a PostgreSQL URL: a server on its SQLite file never loads it.
const missing = missingPeers(peersFor(config.dbPath));
if (missing.length > 0) {
  console.error(missingPeersMessage(missing));
  process.exit(1);
}
const { startServer } = await import('./server.js');
const { OpenError, shownDb } = await import('./store/index.js');

startServer({ ...config, log: (line) => console.error(line) })
  .then((s) => {
    const where = s.cluster
      ? `PostgreSQL (${shownDb(config.dbPath)}), node ${s.cluster.node} of a cluster (${s.cluster.url})`
      : config.dbPath;
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      // A node of a cluster drains first: its rooms go on at once on the other nodes.
      const drained = s.cluster ? s.drain().then((n) => console.log(`drained: handed ${n} room${n === 1 ? '' : 's'} over to the other nodes`)) : Promise.resolve();
      void drained.then(() => s.close()).then(() => process.exit(0), (e: Error) => { console.error(`stopping: ${e.message}`); process.exit(1); });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    // Only once the signals are handled: whoever stops the server as soon as it reads this line stops it cleanly.
    console.log(readyLine(s.url, config, s.boot.resumed, where));
    for (const f of s.boot.failed) console.error(`room ${f.id} could not be resumed: ${f.error}`);
  })
  .catch((e: Error) => {
    // A database that cannot be opened is named (its password left out), not the port: the port was never tried.
    console.error(e instanceof OpenError ? e.message : `could not start the server on port ${config.port}: ${e.message}`);
    process.exit(1);
  });
