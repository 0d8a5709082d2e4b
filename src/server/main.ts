/**
 * `npm start`: the game server at http://localhost:3000. Settings from the environment
 * (src/server/config.ts; README, "Configuration"): PORT, CATAN_DB (the SQLite file, default
 * ./data/catan.db), BOT_DELAY_MS, and the limits. Unfinished games in the database resume.
 */
import { configFromEnv, type ServerConfig } from './config.js';
import { startServer } from './server.js';

let config: ServerConfig;
try {
  config = configFromEnv();
} catch (e) {
  console.error(`could not start the server: ${(e as Error).message}`);
  process.exit(1);
}

startServer({ ...config, log: (line) => console.error(line) })
  .then((s) => {
    const resumed = s.boot.resumed ? ` (${s.boot.resumed} unfinished game${s.boot.resumed === 1 ? '' : 's'} resumed)` : '';
    console.log(`Catan is ready: open ${s.url} in a browser (rules at ${s.url}/rules)${resumed}. Games are kept in ${config.dbPath}. Ctrl+C stops the server.`);
    for (const f of s.boot.failed) console.error(`room ${f.id} could not be resumed: ${f.error}`);
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      void s.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((e: Error) => {
    console.error(`could not start the server on port ${config.port}: ${e.message}`);
    process.exit(1);
  });
