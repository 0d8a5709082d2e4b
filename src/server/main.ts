/**
 * `npm start`: the game server at http://localhost:3000 (PORT to change). BOT_DELAY_MS sets
 * the default pause before each bot action (600 ms; 0 plays at full speed).
 */
import { DEFAULT_PACE_MS, startServer } from './server.js';

const port = Number(process.env.PORT ?? 3000);
const pace = process.env.BOT_DELAY_MS !== undefined ? Number(process.env.BOT_DELAY_MS) : DEFAULT_PACE_MS;

startServer({ port, paceMs: Number.isFinite(pace) ? pace : DEFAULT_PACE_MS, log: (line) => console.error(line) })
  .then((s) => {
    console.log(`Catan is ready: open ${s.url} in a browser (rules at ${s.url}/rules). Ctrl+C stops the server.`);
    const stop = () => { void s.close().then(() => process.exit(0)); };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((e: Error) => {
    console.error(`could not start the server on port ${port}: ${e.message}`);
    process.exit(1);
  });
