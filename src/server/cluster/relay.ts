/**
 * Forwarding a player's connection to the node that owns its room (the routing of a cluster):
 * a player may reach any node; the node it reached (the edge) opens one WebSocket to the owner,
 * authenticates there with the player's token, and from then on passes the player's messages up
 * and the owner's frames down, unchanged and unparsed. The owner knows the connection is
 * forwarded by the cluster's secret, and takes the player's address from it (its per-address
 * limits hold for the player, not for the edge).
 *
 * When the owner's socket closes (the node died, drains, or lost the room) or stops answering
 * pings (paused), the edge closes the player's socket (saying whether the room moved or its node
 * was lost); the player reconnects, enters the room again from the version it holds and sends
 * again what was not acknowledged, as after any drop, and lands wherever the room is then. Never reads or changes what it forwards.
 */
import { WebSocket } from 'ws';

export const RELAY_HEADER = 'x-catan-relay';
export const CLIENT_HEADER = 'x-catan-client';

export interface RelayOptions {
  /** The owner node's base URL (http://host:port). */
  url: string;
  secret: string;
  /** The player's address (for the owner's per-address limits). */
  address: string;
  /** The messages that put the owner's connection where the player is: its auth, then its join. */
  first: string[];
  /** A frame from the owner, for the player (the edge sends it as it is). */
  onFrame: (text: string) => void;
  /**
   * The owner's socket closed, or stopped answering: the player must reconnect. `gone`: it closed
   * without a word (code 1006: the node died, or was given up on when it stopped answering pings),
   * not because it drains or its room moved.
   */
  onLost: (gone: boolean) => void;
  /** How long to wait for the owner to answer (opening, pings), ms. */
  timeoutMs: number;
}

export class Relay {
  private closedByUs = false;
  private alive = true;
  private pinger: ReturnType<typeof setInterval> | null = null;
  /** The owner's hello and its welcome answer the edge's auth: the player had its own from the edge. */
  private skip = 2;

  private constructor(private readonly ws: WebSocket, private readonly o: RelayOptions) {}

  /** Open a relay; rejects when the owner cannot be reached within the timeout. */
  static open(o: RelayOptions): Promise<Relay> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${o.url.replace(/^http/, 'ws')}/ws`, {
        headers: { [RELAY_HEADER]: o.secret, [CLIENT_HEADER]: o.address },
        handshakeTimeout: o.timeoutMs, perMessageDeflate: false,
      });
      const relay = new Relay(ws, o);
      let opened = false;
      ws.once('open', () => {
        opened = true;
        for (const m of o.first) ws.send(m);
        relay.watch();
        resolve(relay);
      });
      ws.on('message', (data: Buffer) => relay.frame(data));
      ws.on('error', (e) => { if (!opened) reject(e); });
      ws.on('close', (code: number) => {
        relay.stopWatch();
        if (!opened) reject(new Error('the owner closed the connection'));
        else if (!relay.closedByUs) o.onLost(code === 1006);
      });
      ws.on('pong', () => { relay.alive = true; });
    });
  }

  private frame(data: Buffer): void {
    if (this.skip > 0) {
      const text = data.toString('utf8');
      // Only the first frames are read: by their type, whatever the order of their keys.
      let t: unknown = null;
      try { t = (JSON.parse(text) as { t?: unknown }).t; } catch { /* not JSON: passed on as it is */ }
      if (t === 'hello' || t === 'welcome') { this.skip--; return; }
      this.skip = 0;
      this.o.onFrame(text);
      return;
    }
    this.o.onFrame(data.toString('utf8'));
  }

  /** An owner that stops answering pings (a paused process) is given up on: the player reconnects. */
  private watch(): void {
    const every = Math.max(250, Math.floor(this.o.timeoutMs / 2));
    this.pinger = setInterval(() => {
      if (!this.alive) { this.ws.terminate(); return; }
      this.alive = false;
      try { this.ws.ping(); } catch { /* closing */ }
    }, every);
    this.pinger.unref();
  }

  private stopWatch(): void {
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
  }

  /** A message from the player, as it came. */
  send(text: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
  }

  /** The player left, or enters another room: close quietly. */
  close(): void {
    this.closedByUs = true;
    this.stopWatch();
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close();
  }
}
