/**
 * Starting the built server (dist/server/main.js) as a child process on a free port, for the
 * end-to-end tests, the crash test and the server benchmark: one place that picks the port,
 * passes the environment, keeps the output and waits until /health answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The flags `npm start` gives the server's node: a young generation of 256 MB. A loaded server
 * keeps each room's last frame until the room's next action, about half a second later; with a
 * small young generation most of it is still alive at each collection and is copied, then
 * promoted and collected again later. Under `node dist/bench/server.js --full-games 0` (2,000
 * games, four runs of each, alternately) it collected for 2.8–3.6% of the run against 7.6–8.5%
 * with 64 MB (14.6% with the default 16 MB), at 0.24–0.27 ms of CPU per action against
 * 0.28–0.29 and with a lower median latency; the longest pauses were about 60 ms against 50
 * (512 MB: 75–93 ms, and worse latency). docs/server.md has the figures.
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=256'];

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output: string[];
  /** What it wrote to stderr alone (its log and errors). */
  errors: string[];
}

export interface SpawnOptions {
  /** The project root (holding dist/). */
  root: string;
  /** Extra environment (PORT is set here). */
  env?: Record<string, string>;
  /** A port to use (a restart on the same port); a free one by default. */
  port?: number;
  /** Flags for the server's node (profiling, for instance). */
  nodeArgs?: string[];
  /** How long to wait for /health. */
  timeoutMs?: number;
  /** Where to collect the output (to keep one log across a restart); a new list by default. */
  output?: string[];
}

/** Spawn the built server and resolve once it answers /health (rejects with its output if it never does). */
export async function spawnServer(o: SpawnOptions): Promise<SpawnedServer> {
  const port = o.port ?? await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...(o.nodeArgs ?? []), join(o.root, 'dist/server/main.js')], {
    cwd: o.root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PORT: String(port), ...o.env },
  });
  const output = o.output ?? [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  const errors: string[] = [];
  child.stderr!.on('data', (d) => { output.push(String(d)); errors.push(String(d)); });
  const end = Date.now() + (o.timeoutMs ?? 20_000);
  for (;;) {
    try { if ((await fetch(`${url}/health`)).ok) return { child, port, url, output, errors }; } catch { /* not up yet */ }
    if (child.exitCode !== null || Date.now() > end) {
      if (child.exitCode === null) child.kill('SIGKILL');
      throw new Error(`the server did not start: ${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
