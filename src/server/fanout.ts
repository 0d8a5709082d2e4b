/**
 * A room's fan-out: what each connection is sent, filtered for its viewer. A connection that
 * enters gets one whole `state` (a resync: the board and the latest log entries, at most a few
 * tens of kB; older entries when it asks with `history`); after that each frame is an `update`
 * carrying the new log entries and a patch of the room and game it already holds (protocol
 * patch.ts). What a viewer may see — its game body, its view of each log entry — is computed once
 * per viewer per frame and shared by every connection of that viewer; a connection that missed
 * a frame, changed seat or resumes from an old version gets a whole state instead.
 *
 * Never decides what a viewer may know: the room gives it each viewer's body and log entries
 * (built from viewFor / actionFor / eventFor); this only works out what changed and sends it.
 */
import type { BoardJson, Viewer } from '../engine/index.js';
import { diff, type DiffMemo, type LogEntry, type Patch, type RoomInfo, type Shown, type StateMessage, type You } from '../protocol/index.js';

/** What a connection holds of its room (kept on the connection by the fan-out). */
export interface ConnSync {
  /** The frame it holds (-1: none yet). */
  rev: number;
  /** The log version it holds. */
  version: number;
  /** The viewer its frames were built for ("s2", "spectator"). */
  key: string;
  /** Its `you`, as last sent. */
  you: string;
  /** It asked to resume from this version (a join with `since`). */
  resume: number | null;
}

export const newSync = (): ConnSync => ({ rev: -1, version: 0, key: '', you: '', resume: null });

export interface FanoutConn {
  seat: number | null;
  sync: ConnSync;
  sendText(text: string): void;
}

/** What the fan-out needs of its room. */
export interface FanoutSource {
  readonly id: string;
  readonly board: BoardJson;
  readonly version: number;
  info(): RoomInfo;
  /** The game body for a viewer now (null in the lobby). */
  game(viewer: Viewer, seat: number | null): Shown['game'];
  /** Log entries from..to (exclusive) as `viewer` may see them. */
  entries(from: number, to: number, viewer: Viewer): LogEntry[];
  /** Entry `i` as `viewer` may see it, as JSON (most entries read the same for every viewer: the room keeps that text). */
  entryJson(i: number, viewer: Viewer): string;
  you(c: FanoutConn): You;
}

export interface FanoutLimits {
  /** Bytes of log entries a resync carries at most (the newest first). */
  resyncLogBytes: number;
  /** Bytes of log entries one `history` answer carries at most. */
  historyBytes: number;
}

export const DEFAULT_FANOUT: FanoutLimits = { resyncLogBytes: 20_000, historyBytes: 16_000 };

const keyOf = (seat: number | null) => (seat === null ? 'spectator' : `s${seat}`);
const viewerOf = (seat: number | null): Viewer => seat ?? 'spectator';

export class Fanout {
  private rev = 0;
  /** Per viewer, what its connections were last shown (the base of the next patch). */
  private shown = new Map<string, Shown>();
  private shownVersion = 0;

  /** Bytes sent, frames and resyncs (for /api/stats and the benchmark). */
  readonly sent = { frames: 0, bytes: 0, resyncs: 0, resyncBytes: 0, maxUpdate: 0 };

  constructor(private readonly src: FanoutSource, private readonly limits: FanoutLimits = DEFAULT_FANOUT) {}

  /** Send every connection what changed (each its own viewer's). */
  publish(conns: Iterable<FanoutConn>): void {
    const base = this.rev;
    const rev = ++this.rev;
    const version = this.src.version;
    const info = this.src.info();
    const shown = new Map<string, Shown>();
    const updates = new Map<string, string>(); // per viewer: the update's text without `you`
    // The room is the same for every viewer, and most of the game too: what changed in a shared part is worked out once.
    let roomPatch: Patch | null | undefined;
    const memo: DiffMemo = new Map();
    const wholes = new Map<string, string>();
    for (const c of conns) {
      const key = keyOf(c.seat);
      let now = shown.get(key);
      if (!now) { now = { room: info, game: this.src.game(viewerOf(c.seat), c.seat) }; shown.set(key, now); }
      const you = this.src.you(c);
      const youText = JSON.stringify(you);
      const prior = this.shown.get(key);
      const inStep = c.sync.rev === base && base > 0 && c.sync.key === key && c.sync.resume === null && c.sync.version === this.shownVersion && prior !== undefined;
      let text: string;
      if (inStep) {
        let u = updates.get(key);
        if (u === undefined) {
          if (roomPatch === undefined) roomPatch = diff(prior.room, now.room, memo);
          const gamePatch: Patch | [unknown] | null = prior.game && now.game ? diff(prior.game, now.game, memo) : prior.game === now.game ? null : [now.game];
          const patch: Patch | null = roomPatch || gamePatch ? { ...(roomPatch ? { room: roomPatch } : {}), ...(gamePatch ? { game: gamePatch } : {}) } : null;
          const log = this.logJson(this.shownVersion, version, viewerOf(c.seat));
          u = `{"t":"update","room":${JSON.stringify(this.src.id)},"rev":${rev},"base":${base},"version":${version},"logFrom":${this.shownVersion},"log":${log}${patch ? `,"patch":${JSON.stringify(patch)}` : ''}`;
          updates.set(key, u);
        }
        text = `${u}${youText !== c.sync.you ? `,"you":${youText}` : ''}}`;
        this.sent.maxUpdate = Math.max(this.sent.maxUpdate, text.length);
      } else {
        // A whole state: a resync (with the board and the latest entries) unless it continues a log the connection holds.
        const from = c.sync.resume ?? (c.sync.rev >= 0 ? c.sync.version : -1);
        const resync = from < 0 || from > version || this.logBytes(from, version, viewerOf(c.seat)) > this.limits.resyncLogBytes;
        const wkey = `${key}|${resync ? 'r' : from}`;
        let rest = wholes.get(wkey);
        if (rest === undefined) {
          const logFrom = resync ? this.windowStart(version, viewerOf(c.seat), this.limits.resyncLogBytes) : from;
          const body: Omit<StateMessage, 't' | 'you' | 'log'> = { rev, room: now.room, version, logFrom, game: now.game };
          if (resync) body.board = this.src.board;
          rest = `${JSON.stringify(body).slice(0, -1)},"log":${this.logJson(logFrom, version, viewerOf(c.seat))}}`;
          wholes.set(wkey, rest);
        }
        text = `{"t":"state","you":${youText},${rest.slice(1)}`;
        if (resync) { this.sent.resyncs++; this.sent.resyncBytes += text.length; }
      }
      c.sendText(text);
      this.sent.frames++;
      this.sent.bytes += text.length;
      const sync = c.sync;
      sync.rev = rev; sync.version = version; sync.key = key; sync.you = youText; sync.resume = null;
    }
    this.shown = shown;
    this.shownVersion = version;
  }

  /** A whole state as one viewer sees it now, with the whole log (the HTTP API; never a frame). */
  wholeState(seat: number | null, you: You): StateMessage {
    const viewer = viewerOf(seat);
    const version = this.src.version;
    return {
      t: 'state', rev: this.rev, room: this.src.info(), you, version, logFrom: 0,
      log: this.src.entries(0, version, viewer), board: this.src.board, game: this.src.game(viewer, seat),
    };
  }

  /** Older entries before `before` for a connection, newest first up to the byte limit (a `history` answer's `from` and `log`). */
  history(before: number, seat: number | null): { from: number; log: LogEntry[] } {
    const to = Math.max(0, Math.min(before, this.src.version));
    const viewer = viewerOf(seat);
    const from = this.windowStart(to, viewer, this.limits.historyBytes);
    return { from, log: this.src.entries(from, to, viewer) };
  }

  /** The first entry of the newest run of entries before `to` that fits in `bytes`. */
  private windowStart(to: number, viewer: Viewer, bytes: number): number {
    let from = to;
    let total = 0;
    // Entries are sized one at a time, newest first; a resync is rare, so this is cheap enough.
    while (from > 0) {
      const size = this.src.entryJson(from - 1, viewer).length + 1;
      if (total + size > bytes) break;
      total += size;
      from--;
    }
    return from;
  }

  private logBytes(from: number, to: number, viewer: Viewer): number {
    if (to - from > 400) return Infinity;
    let n = 2;
    for (let i = from; i < to; i++) n += this.src.entryJson(i, viewer).length + 1;
    return n;
  }

  /** Entries from..to as a JSON array, as `viewer` may see them. */
  private logJson(from: number, to: number, viewer: Viewer): string {
    if (from >= to) return '[]';
    const parts = new Array<string>(to - from);
    for (let i = from; i < to; i++) parts[i - from] = this.src.entryJson(i, viewer);
    return `[${parts.join(',')}]`;
  }
}
