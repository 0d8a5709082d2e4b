/**
 * The server's own packages, which the published package leaves to whoever runs the server
 * (package.json's optional peerDependencies: a library user of the engine and the bots installs
 * none of them). main.ts checks them before it loads the server, so a missing one is one
 * sentence naming the command that adds it, not a stack trace from deep in the imports.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isPostgresUrl } from './store/url.js';

/** All of them: package.json's peerDependencies. */
export const SERVER_PEERS = ['ws', 'better-sqlite3', 'pg'] as const;
export type ServerPeer = (typeof SERVER_PEERS)[number];

/**
 * The ones a server on `dbPath` loads: the sockets always, and the driver of its store
 * (store/index.ts imports only the store it opens): `better-sqlite3` for a SQLite file, `pg` for
 * a PostgreSQL URL.
 */
export function peersFor(dbPath: string): ServerPeer[] {
  return isPostgresUrl(dbPath) ? ['ws', 'pg'] : ['ws', 'better-sqlite3'];
}

/** Which of `peers` `resolve` cannot find (by default, resolved from this file, as the server's imports are). */
export function missingPeers(peers: readonly ServerPeer[] = SERVER_PEERS, resolve: (name: string) => unknown = createRequire(import.meta.url).resolve): string[] {
  return peers.filter((name) => {
    try { resolve(name); return false; } catch { return true; }
  });
}

/** package.json's version ranges for the peers (names alone if it cannot be read). */
function peerRanges(): Record<string, string> {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { peerDependencies?: Record<string, string> };
    return pkg.peerDependencies ?? {};
  } catch {
    return {};
  }
}

/** One sentence: which packages the server needs and the command that installs them. */
export function missingPeersMessage(missing: readonly string[], ranges: Record<string, string> = peerRanges()): string {
  const names = missing.map((n) => (ranges[n] ? `${n}@${ranges[n]}` : n));
  const them = missing.length === 1 ? `the package ${missing[0]}` : `the packages ${missing.join(', ')}`;
  return `could not start the server: it needs ${them}, which catan-open lists as optional (the engine and the bots need none): npm install ${names.join(' ')}`;
}
