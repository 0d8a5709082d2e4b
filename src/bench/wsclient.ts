/**
 * A lean WebSocket client (RFC 6455) for the server benchmark's thousands of simulated players:
 * raw TCP sockets read into one shared buffer (`net.connect({ onread })`: no stream, no Buffer
 * per read), text frames only, each client frame masked with its own key as the RFC requires.
 * The benchmark's players share two cores with the server they measure; the `ws` library's
 * general machinery cost them about a third of their CPU (see docs/server.md, "The benchmark's
 * players"). The server side is unchanged: it is the same `ws` server a browser talks to.
 *
 * Not a general client: no extensions, no fragmented messages from the server (ws never sends
 * them unasked), no TLS. A protocol error from the server closes the socket and is reported.
 */
import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** One read buffer for every socket: a read's bytes are used before the next read starts. */
const READ = Buffer.allocUnsafe(256 * 1024);

export interface LeanSocketEvents {
  /** A whole text message. */
  message(text: string): void;
  /** The connection ended (by either side, or on an error: `reason`). */
  close(reason: string): void;
}

export class LeanSocket {
  private socket: Socket | null = null;
  private open = false;
  private closed = false;
  /** Bytes of an unfinished frame (or of the handshake's answer), kept between reads. */
  private rest: Buffer | null = null;
  private handshake: { key: string; ok: () => void; fail: (e: Error) => void } | null = null;
  /** Bytes received, for the benchmark's per-player figures. */
  bytes = 0;

  constructor(private readonly on: LeanSocketEvents) {}

  /** Connect to `url` (http://host:port) and upgrade on `path`; resolves once open. */
  connect(url: string, path = '/ws'): Promise<void> {
    const u = new URL(url);
    const key = randomBytes(16).toString('base64');
    return new Promise((ok, fail) => {
      this.handshake = { key, ok, fail };
      const socket = connect({
        host: u.hostname, port: Number(u.port), noDelay: true,
        onread: { buffer: READ, callback: (n: number) => { this.read(n); return true; } },
      });
      this.socket = socket;
      socket.on('connect', () => {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${u.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
      });
      socket.on('error', (e) => this.end(e.message));
      socket.on('close', () => this.end('closed'));
    });
  }

  /** Send one text message. */
  send(text: string): void {
    if (this.open) this.frame(0x1, text);
  }

  /** One frame, masked with its own random key (a client must mask every frame). */
  private frame(op: number, body: string | Buffer, end = false): void {
    if (!this.socket) return;
    const len = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    const head = len < 126 ? 6 : len < 65536 ? 8 : 14;
    const frame = Buffer.allocUnsafe(head + len);
    frame[0] = 0x80 | op; // FIN
    if (len < 126) frame[1] = 0x80 | len;
    else if (len < 65536) { frame[1] = 0x80 | 126; frame.writeUInt16BE(len, 2); }
    else { frame[1] = 0x80 | 127; frame.writeUInt32BE(0, 2); frame.writeUInt32BE(len, 6); }
    const mask = (Math.random() * 0x100000000) >>> 0;
    frame.writeUInt32BE(mask, head - 4);
    if (typeof body === 'string') frame.write(body, head, 'utf8'); else body.copy(frame, head);
    const m = [mask >>> 24, (mask >>> 16) & 255, (mask >>> 8) & 255, mask & 255];
    for (let i = 0; i < len; i++) frame[head + i] = frame[head + i]! ^ m[i & 3]!;
    if (end) this.socket.end(frame); else this.socket.write(frame);
  }

  /** Close: a close frame, then the socket. */
  close(): void {
    if (this.socket && this.open) this.frame(0x8, Buffer.alloc(0), true);
    else this.socket?.destroy();
    this.open = false;
  }

  private end(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.open = false;
    this.socket?.destroy();
    if (this.handshake) { const h = this.handshake; this.handshake = null; h.fail(new Error(`websocket handshake failed: ${reason}`)); return; }
    this.on.close(reason);
  }

  private read(n: number): void {
    if (this.closed) return;
    this.bytes += n;
    // Bytes left over from the last read go first (rare: a frame split across reads).
    let buf: Buffer;
    if (this.rest) { buf = Buffer.concat([this.rest, READ.subarray(0, n)]); this.rest = null; } else buf = READ.subarray(0, n);
    let at = 0;
    if (this.handshake) {
      const stop = buf.indexOf('\r\n\r\n');
      if (stop < 0) { this.rest = Buffer.from(buf); return; }
      const head = buf.toString('latin1', 0, stop);
      const h = this.handshake;
      const accept = createHash('sha1').update(h.key + GUID).digest('base64');
      if (!/^HTTP\/1\.1 101 /.test(head) || !head.toLowerCase().includes(`sec-websocket-accept: ${accept.toLowerCase()}`)) {
        this.handshake = null;
        h.fail(new Error(`websocket handshake refused: ${head.split('\r\n')[0]}`));
        this.end('handshake refused');
        return;
      }
      this.handshake = null;
      this.open = true;
      at = stop + 4;
      h.ok();
    }
    while (at < buf.length) {
      if (buf.length - at < 2) break;
      const b0 = buf[at]!, b1 = buf[at + 1]!;
      if (b1 & 0x80) { this.end('a masked frame from the server'); return; }
      let len = b1 & 0x7f;
      let head = 2;
      if (len === 126) { if (buf.length - at < 4) break; len = buf.readUInt16BE(at + 2); head = 4; }
      else if (len === 127) { if (buf.length - at < 10) break; len = buf.readUInt32BE(at + 2) * 0x100000000 + buf.readUInt32BE(at + 6); head = 10; }
      if (buf.length - at < head + len) break;
      const op = b0 & 0x0f;
      const start = at + head;
      at = start + len;
      if (op === 1) {
        if (!(b0 & 0x80)) { this.end('a fragmented message'); return; }
        this.on.message(buf.toString('utf8', start, start + len));
        if (this.closed) return;
      } else if (op === 8) { this.end('closed by the server'); return; }
      else if (op === 9) this.pong(buf.subarray(start, start + len));
      else if (op !== 10) { this.end(`unexpected opcode ${op}`); return; }
    }
    if (at < buf.length) this.rest = Buffer.from(buf.subarray(at));
  }

  private pong(body: Buffer): void {
    if (body.length <= 125) this.frame(0xa, Buffer.from(body));
  }
}
