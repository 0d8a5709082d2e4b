/** Worker thread for `catan simulate --jobs K`: plays the game indices it is sent. */
import { parentPort, workerData } from 'node:worker_threads';
import { simulateGame, type SimConfig } from './games.js';

const cfg = workerData as SimConfig;
parentPort!.on('message', (batch: number[] | null) => {
  if (batch === null) { process.exit(0); }
  try {
    parentPort!.postMessage({ ok: true, games: batch.map((i) => simulateGame(cfg, i)) });
  } catch (e) {
    parentPort!.postMessage({ ok: false, error: (e as Error).message });
  }
});
