/**
 * The line `npm start` prints once the server listens (src/server/main.ts): the address to open
 * in a browser, and where the games are kept. Behind a proxy that ends TLS the address to open
 * is CATAN_PUBLIC_URL (the one invite links start with), not the socket the server listens on,
 * which the line then names as well. Text for the operator's console only; nothing reads it.
 */
import type { ServerConfig } from './config.js';

export function readyLine(listening: string, config: Pick<ServerConfig, 'publicUrl'>, resumed: number, where: string): string {
  const open = config.publicUrl ?? listening;
  const listens = config.publicUrl ? `; it listens at ${listening}` : '';
  const back = resumed ? ` (${resumed} unfinished game${resumed === 1 ? '' : 's'} resumed)` : '';
  return `Catan is ready: open ${open} in a browser (rules at ${open}/rules${listens})${back}. Games are kept in ${where}. Ctrl+C stops the server.`;
}
