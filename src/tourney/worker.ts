/** Worker thread for `catan tournament --jobs K`: plays the games it is sent. */
import { parentPort } from 'node:worker_threads';
import { playTourneyGame, type TourneyGameSpec } from './play.js';

parentPort!.on('message', (msg: TourneyGameSpec | null) => {
  if (msg === null) { process.exit(0); }
  try {
    parentPort!.postMessage({ ok: true, result: playTourneyGame(msg) });
  } catch (e) {
    parentPort!.postMessage({ ok: false, error: (e as Error).stack ?? String(e) });
  }
});
