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

  constructor(
    private readonly url: string,
    private readonly onMessage: (m: ServerMessage) => void,
    private readonly onStatus: (s: ConnStatus) => void,
  ) {}

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
    this.onStatus('connecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.onStatus('open');
      const q = this.queue;
      this.queue = [];
      for (const m of q) ws.send(JSON.stringify(m));
    };
    ws.onmessage = (ev) => {
      let m: ServerMessage;
      try { m = JSON.parse(String(ev.data)) as ServerMessage; } catch { return; }
      this.onMessage(m);
    };
    ws.onclose = () => {
      this.onStatus('closed');
      if (this.stopped) return;
      const delay = Math.min(5000, 300 * 2 ** this.retry++);
      setTimeout(() => this.open(), delay);
    };
  }
}

export function socketUrl(loc: Location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}
