/**
 * A cluster on this machine for the cluster tests and the cluster benchmark: a throw-away
 * PostgreSQL (pgtemp.ts) and N built servers (dist/server/main.js) on free loopback ports, all on
 * that one database — each node started, killed (SIGKILL), paused (SIGSTOP), resumed, drained
 * (SIGTERM) or restarted on its port as a test asks. Never used by the server itself.
 */
import type { ChildProcess } from 'node:child_process';
import { spawnServer } from '../spawn.js';
import { startTempPostgres, type TempPostgres } from './pgtemp.js';

export interface TestNode {
  index: number;
  port: number;
  url: string;
  child: ChildProcess | null;
  output: string[];
  /** Running (not killed, not drained away). */
  up: boolean;
}

export interface TestCluster {
  pg: TempPostgres;
  /** The database URL every node uses. */
  db: string;
  nodes: TestNode[];
  /** Nodes that are up. */
  live(): TestNode[];
  start(i: number): Promise<TestNode>;
  kill(i: number): Promise<void>;
  pause(i: number): void;
  resume(i: number): void;
  /** SIGTERM: the node drains and exits; resolves with its exit code. */
  drain(i: number): Promise<number | null>;
  stop(): Promise<void>;
}

export async function startCluster(o: { root: string; nodes: number; env?: Record<string, string>; pg?: TempPostgres; database?: string }): Promise<TestCluster> {
  const pg = o.pg ?? await startTempPostgres();
  const db = await pg.createDatabase(o.database ?? `cluster_${process.pid}_${Date.now() % 100000}`);
  const nodes: TestNode[] = [];
  const start = async (i: number): Promise<TestNode> => {
    const prev = nodes[i];
    const output = prev?.output ?? [];
    const s = await spawnServer({
      root: o.root, output, timeoutMs: 60_000,
      ...(prev ? { port: prev.port } : {}),
      env: { CATAN_DB: db, ...o.env },
    });
    const node: TestNode = { index: i, port: s.port, url: s.url, child: s.child, output, up: true };
    s.child.once('exit', () => { node.up = false; });
    nodes[i] = node;
    return node;
  };
  for (let i = 0; i < o.nodes; i++) await start(i);
  const exited = (c: ChildProcess) => new Promise<number | null>((ok) => {
    if (c.exitCode !== null || c.signalCode !== null) ok(c.exitCode);
    else c.once('exit', (code) => ok(code));
  });
  return {
    pg, db, nodes,
    live: () => nodes.filter((n) => n.up),
    start,
    kill: async (i) => {
      const c = nodes[i]!.child;
      if (!c) return;
      nodes[i]!.up = false;
      c.kill('SIGKILL');
      await exited(c);
    },
    pause: (i) => { nodes[i]!.child?.kill('SIGSTOP'); },
    resume: (i) => { nodes[i]!.child?.kill('SIGCONT'); },
    drain: async (i) => {
      const c = nodes[i]!.child!;
      // Out of the load balancer's rotation at once (its /readyz answers 503 from now on).
      nodes[i]!.up = false;
      c.kill('SIGTERM');
      const code = await exited(c);
      nodes[i]!.up = false;
      return code;
    },
    stop: async () => {
      for (const n of nodes) {
        if (n.child && n.child.exitCode === null && n.child.signalCode === null) {
          n.child.kill('SIGCONT');
          n.child.kill('SIGKILL');
          await exited(n.child);
        }
      }
      if (!o.pg) pg.stop();
    },
  };
}
