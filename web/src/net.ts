/**
 * The page's WebSocket: sends intents, hands server messages to one listener, and reconnects
 * with a growing delay after a drop (resuming the game by its id). Holds no game logic.
 */
import type { ClientMessage, ServerMessage } from '../../src/server/protocol.js';

export type ConnStatus = 'connecting' | 'open' | 'closed';

export class Connection {
  private ws: WebSocket | null = null;
  private retry = 0;
  private stopped = false;
  private queue: ClientMessage[] = [];

  /** Set by the page once it is mounted; messages that arrive before are kept for it. */
  onMessage: ((m: ServerMessage) => void) | null = null;
  onStatus: ((s: ConnStatus) => void) | null = null;
  private early: ServerMessage[] = [];
  status: ConnStatus = 'connecting';

  constructor(private readonly url: string) {}

  /** Attach the page's handlers and hand over what arrived before. */
  listen(onMessage: (m: ServerMessage) => void, onStatus: (s: ConnStatus) => void): void {
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    onStatus(this.status);
    const early = this.early;
    this.early = [];
    for (const m of early) onMessage(m);
  }

  private setStatus(s: ConnStatus): void {
    this.status = s;
    this.onStatus?.(s);
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.ws?.close();
  }

  send(m: ClientMessage): void {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
    else this.queue.push(m);
  }

  private open(): void {
    this.setStatus('connecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.setStatus('open');
      const q = this.queue;
      this.queue = [];
      for (const m of q) ws.send(JSON.stringify(m));
    };
    ws.onmessage = (ev) => {
      let m: ServerMessage;
      try { m = JSON.parse(String(ev.data)) as ServerMessage; } catch { return; }
      if (this.onMessage) this.onMessage(m);
      else this.early.push(m);
    };
    ws.onclose = () => {
      this.setStatus('closed');
      if (this.stopped) return;
      const delay = Math.min(5000, 300 * 2 ** this.retry++);
      setTimeout(() => this.open(), delay);
    };
  }
}

export function socketUrl(loc: Location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}
