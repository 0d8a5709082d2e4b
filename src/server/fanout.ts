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
import { ViewDelta, reuseState, sameParts, type BoardJson, type GameState, type Viewer } from '../engine/index.js';
import { diffJson, type GameBody, type GameRest, type LogEntry, type RoomInfo, type StateMessage, type You } from '../protocol/index.js';

/** What a connection holds of its room (kept on the connection by the fan-out). */
export interface ConnSync {
  /** The frame it holds (-1: none yet). */
  rev: number;
  /** The log version it holds. */
  version: number;
  /** The viewer its frames were built for: 0 a spectator, seat + 1 a seat (-1: none yet). */
  key: number;
  /** Its `you`, as last sent. */
  you: string;
  /** It asked to resume from this version (a join with `since`). */
  resume: number | null;
}

export const newSync = (): ConnSync => ({ rev: -1, version: 0, key: -1, you: '', resume: null });

export interface FanoutConn {
  seat: number | null;
  sync: ConnSync;
  sendText(text: string): void;
}

/**
 * The game as every viewer is shown it: the state (each viewer's view is viewFor's of it; the
 * fan-out sends what changed in it, read from the state it last showed and this one), and the
 * rest of each viewer's body (what it may do, what is expected, the offers, the timer, the end).
 */
export interface ShownGame {
  state: GameState;
  rest(viewer: Viewer, seat: number | null): GameRest;
  /** A viewer's whole body (for a connection that gets a whole state). */
  body(viewer: Viewer, seat: number | null): GameBody;
}

/** What the fan-out needs of its room. */
export interface FanoutSource {
  readonly id: string;
  readonly board: BoardJson;
  readonly version: number;
  info(): RoomInfo;
  /** The game now (null in the lobby). */
  game(): ShownGame | null;
  /** Log entries from..to (exclusive) as `viewer` may see them. */
  entries(from: number, to: number, viewer: Viewer): LogEntry[];
  /** Entry `i` as `viewer` may see it, as JSON (most entries read the same for every viewer: the room keeps that text). */
  entryJson(i: number, viewer: Viewer): string;
  /** A connection's `you`, as JSON. */
  youJson(c: FanoutConn): string;
}

export interface FanoutLimits {
  /** Bytes of log entries a resync carries at most (the newest first). */
  resyncLogBytes: number;
  /** Bytes of log entries one `history` answer carries at most. */
  historyBytes: number;
}

export const DEFAULT_FANOUT: FanoutLimits = { resyncLogBytes: 20_000, historyBytes: 16_000 };

/** One for every room: a publish uses it from start to end, and keeps nothing of it. */
const DELTA = new ViewDelta();

/** A viewer's slot in per-viewer arrays: 0 the spectator, seat + 1 a seat. */
const keyOf = (seat: number | null) => (seat === null ? 0 : seat + 1);
const viewerOf = (seat: number | null): Viewer => seat ?? 'spectator';

/** What every viewer with a connection was last shown: the room, a copy of the game's state, each viewer's rest of its body. */
interface Shown { room: RoomInfo; state: GameState | null; rests: (GameRest | null | undefined)[] }

/** An object's JSON without its braces, to be joined with other fields ("" stays ""). */
const inner = (json: string) => json.slice(1, -1);
const joinFields = (a: string, b: string) => (a && b ? `${a},${b}` : a || b);

/** Whether two listings of the room hold the same (most frames change nothing in it): every field, and every seat's. */
function sameInfo(a: RoomInfo, b: RoomInfo): boolean {
  if (a === b) return true;
  const x = a as unknown as Record<string, unknown>, y = b as unknown as Record<string, unknown>;
  let n = 0;
  for (const k in y) {
    n++;
    if (k === 'seats') continue;
    if (x[k] !== y[k]) return false;
  }
  for (const _ in x) n--;
  if (n !== 0 || a.seats.length !== b.seats.length) return false;
  for (let i = 0; i < a.seats.length; i++) if (!sameParts(a.seats[i]!, b.seats[i]!)) return false;
  return true;
}

export class Fanout {
  private rev = 0;
  /** What every viewer with a connection was last shown (the base of the next patch). */
  private shown: Shown | null = null;
  private shownVersion = 0;
  private readonly idJson: string;

  /** Bytes sent, frames and resyncs (for /api/stats and the benchmark). */
  readonly sent = { frames: 0, bytes: 0, resyncs: 0, resyncBytes: 0, maxUpdate: 0 };

  constructor(private readonly src: FanoutSource, private readonly limits: FanoutLimits = DEFAULT_FANOUT) {
    this.idJson = JSON.stringify(src.id);
  }

  /** Send every connection what changed (each its own viewer's). */
  publish(conns: Iterable<FanoutConn>): void {
    const base = this.rev;
    const rev = ++this.rev;
    const version = this.src.version;
    const info = this.src.info();
    const game = this.src.game();
    const prior = this.shown;
    const rests: (GameRest | null | undefined)[] = [];
    const updates: (string | undefined)[] = []; // per viewer: the update's text without `you`
    let wholes: Map<string, string> | null = null;
    // Worked out once for every viewer: what changed in the room, and in the game's state.
    const sameRoom = prior !== null && sameInfo(prior.room, info);
    let roomField: string | undefined;
    let delta = false;
    for (const c of conns) {
      const key = keyOf(c.seat);
      const viewer = viewerOf(c.seat);
      let rest = rests[key];
      if (rest === undefined) {
        rest = game ? game.rest(viewer, c.seat) : null;
        rests[key] = rest;
      }
      const youText = this.src.youJson(c);
      const before = prior?.rests[key];
      const inStep = c.sync.rev === base && base > 0 && c.sync.key === key && c.sync.resume === null && c.sync.version === this.shownVersion && before !== undefined;
      let text: string;
      if (inStep) {
        let u = updates[key];
        if (u === undefined) {
          if (roomField === undefined) {
            const rp = sameRoom ? '' : diffJson(prior!.room, info);
            roomField = rp ? `"room":${rp}` : '';
          }
          let gameField = '';
          if (game && before && rest && prior!.state) {
            if (!delta) { DELTA.compute(prior!.state, game.state); delta = true; }
            const view = DELTA.text(viewer);
            const fields = joinFields(inner(diffJson(before, rest)), view ? `"view":{${view}}` : '');
            gameField = fields ? `"game":{${fields}}` : '';
          } else if (game) {
            gameField = `"game":[${JSON.stringify(game.body(viewer, c.seat))}]`;
          } else if (before) {
            gameField = '"game":[null]';
          }
          const patch = joinFields(roomField, gameField);
          const log = this.logJson(this.shownVersion, version, viewer);
          u = `{"t":"update","room":${this.idJson},"rev":${rev},"base":${base},"version":${version},"logFrom":${this.shownVersion},"log":${log}${patch ? `,"patch":{${patch}}` : ''}`;
          updates[key] = u;
        }
        text = `${u}${youText !== c.sync.you ? `,"you":${youText}` : ''}}`;
        this.sent.maxUpdate = Math.max(this.sent.maxUpdate, text.length);
      } else {
        // A whole state: a resync (with the board and the latest entries) unless it continues a log the connection holds.
        const from = c.sync.resume ?? (c.sync.rev >= 0 ? c.sync.version : -1);
        const resync = from < 0 || from > version || this.logBytes(from, version, viewer) > this.limits.resyncLogBytes;
        const wkey = `${key}|${resync ? 'r' : from}`;
        wholes ??= new Map();
        let whole = wholes.get(wkey);
        if (whole === undefined) {
          const logFrom = resync ? this.windowStart(version, viewer, this.limits.resyncLogBytes) : from;
          const body: Omit<StateMessage, 't' | 'you' | 'log'> = { rev, room: info, version, logFrom, game: game ? game.body(viewer, c.seat) : null };
          if (resync) body.board = this.src.board;
          whole = `${JSON.stringify(body).slice(0, -1)},"log":${this.logJson(logFrom, version, viewer)}}`;
          wholes.set(wkey, whole);
        }
        text = `{"t":"state","you":${youText},${whole.slice(1)}`;
        if (resync) { this.sent.resyncs++; this.sent.resyncBytes += text.length; }
      }
      c.sendText(text);
      this.sent.frames++;
      this.sent.bytes += text.length;
      const sync = c.sync;
      sync.rev = rev; sync.version = version; sync.key = key; sync.you = youText; sync.resume = null;
    }
    // Kept for the next patch: the room's listing (the room's own, so that the next frame finds it
    // unchanged by identity), and a copy of the state (the game's next state is a new object; this
    // one is overwritten in place).
    this.shown = { room: info, state: game ? reuseState(prior?.state, game.state) : null, rests };
    this.shownVersion = version;
  }

  /** The next frame of every one of these connections is a resync (with the board: the lobby's host has changed it). */
  resyncNext(conns: Iterable<FanoutConn>): void {
    for (const c of conns) { c.sync.rev = -1; c.sync.resume = null; }
  }

  /** A whole state as one viewer sees it now, with the whole log (the HTTP API; never a frame). */
  wholeState(seat: number | null, you: You): StateMessage {
    const viewer = viewerOf(seat);
    const version = this.src.version;
    return {
      t: 'state', rev: this.rev, room: this.src.info(), you, version, logFrom: 0,
      log: this.src.entries(0, version, viewer), board: this.src.board, game: this.src.game()?.body(viewer, seat) ?? null,
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
