/**
 * A room: its seats (people or bots), the game session once started, the versioned log and
 * what each of its messages does. It composes the lobby (lobby.ts: seats, the host, the start
 * and its seed), presence (presence.ts: who is here, who is away, the turn timer), durability
 * (durable.ts: nothing is shown or answered before it is stored) and fan-out (fanout.ts: what
 * each connection is sent). Never decides a rule: the session and the engine do.
 */
import { Game, boardToJson, type BoardJson, type GameRecord, type RuleError, type Viewer } from '../engine/index.js';
import { ruleTarget } from '../manual/links.js';
import {
  SETTINGS_PARTS, type BotLevel, type LogEntry, type NoteKind, type RefusalCode, type RefusedMessage, type RoomInfo, type RoomSummary,
  type ServerMessage, type SettingsPart, type StartRoll, type StateMessage,
} from '../protocol/index.js';
import type { Applied } from '../table/index.js';
import type { BotRunner } from './bots.js';
import type { ServerConfig } from './config.js';
import { Ledger } from './durable.js';
import { Fanout, newSync, type ConnSync } from './fanout.js';
import { commitmentOf, sameHash } from './ids.js';
import { QuietLog, errorLine } from './limits.js';
import { RoomError, checkRoomPace, configureSeat, personsOf, renameSeat, seatToTake, startTerms, takeSeat } from './lobby.js';
import { Presence } from './presence.js';
import { infoOf, recordOf, rowOf, summaryOf } from './roomfacts.js';
import { Session, seenEntry, type GameEntry, type Outcome } from './session.js';
import { boardFor, planSettings, recipeFor, seatOrder, seedAllowed, type PlanLimits, type RoomSettings, type SeatSlot, type SettingsChange } from './setup.js';
import { FencedError, type RoomRow, type RoomStatus, type Store } from './store/index.js';

export { RoomError } from './lobby.js';

/** What the room keeps in its log: the game's entries with full events, chat and notes. */
export type RoomEntry = GameEntry | Extract<LogEntry, { k: 'chat' | 'note' }>;

/** One WebSocket (or test) connection as a room sees it. */
export interface Conn {
  readonly id: number;
  tokenHash: string;
  name: string;
  room: Room | null;
  seat: number | null;
  /** What it holds of its room (fanout.ts). */
  sync: ConnSync;
  sendText(text: string): void;
  /** The room moved to another node (its lease was taken over, or this node drains): reconnect, and land there. */
  moved?(): void;
  /** Its `you` as last written (the room writes it again only when a part changed). */
  youMemo?: { seat: number | null; host: boolean; name: string; ack: number; text: string };
}

export interface RoomDeps {
  store: Store;
  config: ServerConfig;
  bots: BotRunner;
  log: QuietLog;
  /** The room's storage failed: drop it from memory (the database has its last committed state). */
  onFailed: (room: Room) => void;
  /** A write was refused by fencing: another node owns the room now. */
  onFenced?: (room: Room) => void;
  /** Whether this room's address may start another room of bots only (the per-address cap). */
  mayStartBotsOnly: (room: Room) => boolean;
  /** A game message was answered, this many microseconds after it was handled (the server's share of its latency). */
  answered?: (us: number) => void;
}

const toJson = (x: unknown) => JSON.stringify(x);
/** An action's log entry as JSON (toJson({k, action, events})), the action written once: `actionText` is its JSON, used again for the event that names it. */
export function actJson(e: Extract<RoomEntry, { k: 'act' }>, actionText: string): string {
  // Joined from an array: one flat string (kept for the latest entries), not a chain of pieces for the collector to copy one by one.
  const parts = ['{"k":"act","action":', actionText, ',"events":['];
  e.events.forEach((ev, i) => {
    if (i > 0) parts.push(',');
    parts.push(ev.type === 'action' && ev.action === e.action ? `{"type":"action","action":${actionText}}` : toJson(ev));
  });
  parts.push(']}');
  return parts.join('');
}
/** The refusal sent instead of an answer when the store fails (one is made ready for every game message). */
const storageRefusal = (ack: number): RefusedMessage => ({ t: 'refused', ack, code: 'storage', message: 'the server could not store that; reconnect and send it again' });
/** Log entries whose shared text a room keeps (more than a resync carries). */
const SHARED_KEPT = 256;

export function planLimits(config: ServerConfig): PlanLimits {
  return { seedPersonsMax: config.seedPersonsMax, defaultPace: config.paceMs, botsOnlyMinPace: config.botsOnlyMinPaceMs };
}

export class Room {
  status: RoomStatus;
  seats: SeatSlot[];
  seed: string | null = null;
  commitment: string | null = null;
  startRoll: StartRoll | null = null;
  session: Session | null = null;
  readonly log: RoomEntry[] = [];
  /** Connections waiting for a hint (one at a time each). */
  private readonly hinting = new Set<Conn>();
  readonly conns = new Set<Conn>();
  private lastAck: number[];
  readonly presence: Presence;
  private readonly ledger: Ledger;
  private readonly fanout: Fanout;
  /** The ack id of the game message being handled, until a log row or an ack row stores it. */
  private ackToStore: { seat: number; ack: number } | null = null;
  /** The version at which the last action was played (for refusing stale game messages). */
  private lastAct = 0;
  private dirty = false;
  /** The board as pages draw it (the host may change it in the lobby). */
  board: BoardJson;
  /** The record without its actions (they are the log's "act" entries). */
  head: GameRecord | null = null;
  /** When the game ended (ms since the epoch). */
  ended: number | null = null;
  private failed = false;
  /** Closed (the server is stopping, or the room was dropped from memory): it writes and schedules nothing more. */
  private closed = false;
  /** Log indexes of the chat lines still kept whole, oldest first. */
  private readonly chatKept: number[] = [];
  /** Last time anyone was connected (for closing idle lobbies and dropping finished games from memory). */
  lastSeen = Date.now();
  /** The epoch of this node's lease on the room, in a cluster (every write carries it); null for one server's own file. */
  epoch: number | null = null;
  /** When (performance.now()) the lease was known committed; null while a new room's lease is being written. */
  leaseAt: number | null = null;
  /** Another node owns the room now: this one acts on it no more. */
  fenced = false;

  constructor(
    readonly id: string,
    readonly created: number,
    readonly address: string,
    readonly title: string,
    readonly settings: RoomSettings,
    seats: SeatSlot[],
    public host: string | null,
    private readonly deps: RoomDeps,
    status: RoomStatus = 'lobby',
  ) {
    this.status = status;
    this.seats = seats;
    const n = seats.length;
    this.lastAck = new Array<number>(n).fill(0);
    this.presence = new Presence(n, {
      playing: () => this.status === 'playing',
      isPerson: (q) => this.seats[q]?.bot === null,
      note: (what, q) => this.note(what, q),
      refresh: () => this.session?.refresh(),
      changed: () => this.changed(),
      begun: () => (this.session?.actions ?? 0) > 0,
      setReady: () => { if (this.session) { this.session.ready = true; this.changed(); } },
      isReady: () => this.session?.ready ?? false,
      waitingFor: () => this.session?.waitingFor() ?? new Map(),
      // §14: a person out of time in the special building phase passes (the note says why), and keeps their seat.
      expire: (q, key) => {
        const session = this.session;
        // Silence on another person's offer, its time run out, is a "no" (§7): nobody's seat goes to a bot for it.
        if (session && key.startsWith('answer')) return session.answer(q, Number(key.slice('answer'.length)), false, undefined, true).ok;
        if (!session || !key.startsWith('sbp') || !session.isSpecialBuilder(q)) return false;
        this.note('timeout-pass', q);
        return session.passSpecialBuild(q);
      },
    }, { awayAfterMs: deps.config.awayAfterMs, turnSeconds: settings.turnSeconds });
    this.ledger = new Ledger(deps.store, { durable: () => this.durable(), failed: (e) => this.fail(e) });
    this.board = boardToJson(boardFor(settings.board));
    const log = this.log;
    const board = () => this.board;
    this.fanout = new Fanout({
      id, get board() { return board(); },
      get version() { return log.length; },
      info: () => this.info(),
      game: () => {
        const session = this.session;
        if (!session) return null;
        return {
          state: session.game.state,
          rest: (viewer, seat) => session.rest(viewer, this.presence.deadlineFor(seat)),
          body: (viewer, seat) => session.body(viewer, this.presence.deadlineFor(seat)),
        };
      },
      entries: (from, to, viewer) => this.entries(from, to, viewer),
      entryJson: (i, viewer) => this.entryJson(i, viewer),
      youJson: (c) => this.youJson(c as Conn),
    });
  }

  get persons(): number { return personsOf(this.seats); }
  get open(): boolean { return this.status === 'lobby' || this.status === 'playing'; }
  get version(): number { return this.log.length; }
  get isPublic(): boolean { return this.settings.public; }
  /** Bytes and frames this room has sent (the benchmark's figures). */
  get sent(): Fanout['sent'] { return this.fanout.sent; }

  // ---- storage ----

  private persist(op: Parameters<Store['write']>[0]): void {
    if (this.closed) return;
    if (this.epoch !== null) op.epoch = this.epoch;
    this.ledger.write(op);
  }


  /** The room's row as stored (roomfacts.ts). */
  row(): RoomRow { return rowOf(this, this.offerJson()); }
  /** Store the room's row (`offer`: the offer's JSON when the caller has just written it). */
  saveRow(offer = this.offerJson()): void {
    this.offerText = offer;
    this.persist({ op: 'room', row: rowOf(this, offer) });
  }
  /** The offer on the table as JSON (the row's `offer`), or null. */
  private offerJson(): string | null {
    const o = this.session?.storedOffer() ?? null;
    return o ? toJson(o) : null;
  }
  /**
   * The offer as last stored: an offer made, answered or closed is stored before anyone is shown
   * it. After a restart it is the stored one, so that one the game no longer fits is cleared by
   * the next change.
   */
  private offerText: string | null = null;
  private offerMaybeChanged(): void {
    if (this.offerText === null && !this.session?.hasOffer) return;
    const offer = this.offerJson();
    if (offer === this.offerText) return;
    this.offerText = offer;
    this.persist({ op: 'offer', room: this.id, offer, updated: Date.now() });
  }
  /** The rematch of this finished game, once a player asked for one (in memory only: a restart forgets the pointer, not the room). */
  next: string | null = null;
  setNext(id: string): void {
    this.next = id;
    this.changed(true);
  }

  /** The room as every viewer sees it (the frames' `room`): built again only after something it shows may have changed. */
  info(): RoomInfo {
    if (this.infoDirty || !this.infoNow) { this.infoNow = infoOf(this); this.infoDirty = false; }
    return this.infoNow;
  }
  private infoNow: RoomInfo | null = null;
  /** Something the room's listing shows may have changed (anything but a game's own step: see `changed`). */
  private infoDirty = true;
  /** The room in the API's listings. */
  summary(): RoomSummary { return summaryOf(this); }
  /** The record as `viewer` may see it: outcomes hidden from it left out until the end, then everything with the seed. */
  recordFor(viewer: Viewer): GameRecord | null { return recordOf(this, viewer); }

  /** Append to the log (stored, then shown). */
  private append(e: RoomEntry): void {
    const idx = this.log.length;
    this.log.push(e);
    if (e.k === 'act') this.lastAct = this.log.length;
    const seat = e.k === 'act' ? e.action.p : e.k === 'offer' ? e.from : e.seat;
    // The action of the message being handled carries its ack id in its row (one write instead of two).
    let ack: number | null = null;
    if (e.k === 'act' && this.ackToStore?.seat === e.action.p) { ack = this.ackToStore.ack; this.ackToStore = null; }
    const actionText = e.k === 'act' ? toJson(e.action) : '';
    this.persist({ op: 'log', row: { room: this.id, idx, kind: e.k, seat, body: e.k === 'act' ? actionText : toJson(e), ack } });
    // An action everyone sees alike is written out for the table now, with the action's text written once.
    if (e.k === 'act' && seenEntry(e, 'spectator', this.status === 'ended') === e) this.keepShared(idx, actJson(e, actionText));
    if (e.k === 'chat') this.keepChat(idx);
    // A note goes with a change of the table (who is here, away, back, the start); the rest are the game's own steps.
    this.changed(e.k === 'note');
  }

  /** A room keeps its latest chat lines: an older one keeps its place in the log, without its text. */
  private keepChat(idx: number): void {
    this.chatKept.push(idx);
    while (this.chatKept.length > this.deps.config.chatLines) {
      const old = this.chatKept.shift()!;
      const e = this.log[old];
      if (e?.k !== 'chat') continue;
      const cut: RoomEntry = { k: 'chat', seat: e.seat, name: e.name, text: '', at: e.at, cut: true };
      this.log[old] = cut;
      this.sharedText[old] = undefined;
      this.persist({ op: 'rewrite', room: this.id, idx: old, body: toJson(cut) });
    }
  }

  private note(what: NoteKind, seat: number | null, name?: string, order?: number[]): void {
    this.append({ k: 'note', what, seat, name: name ?? (seat !== null ? this.seats[seat]!.name : ''), ...(order ? { order } : {}) });
  }

  private fail(err: Error): void {
    if (this.failed) return;
    if (err instanceof FencedError) {
      this.failed = true;
      if (this.deps.onFenced) this.deps.onFenced(this);
      else { this.lose(); this.deps.onFailed(this); }
      return;
    }
    this.failed = true;
    this.deps.log.line(`room ${this.id}: storage failed: ${err.message}`);
    this.session?.close();
    const text = toJson({ t: 'error', code: 'storage', message: 'the server could not store the game; reconnect to continue from its last saved state' } satisfies ServerMessage);
    // Then each is sent to reconnect, as when the room moves: the page comes back to the room as
    // stored, here once the database answers again or on the node that takes it over.
    for (const c of [...this.conns]) { c.sendText(text); c.room = null; c.seat = null; c.moved?.(); }
    this.conns.clear();
    this.deps.onFailed(this);
  }

  // ---- showing ----

  /**
   * Something viewers see changed. `room`: whether it may be in the room's listing (seats, who is
   * here, settings, status); a game's own steps (its actions, offers, chat) pass false, so that
   * the listing is not built again for each of them.
   */
  changed(room = true): void {
    if (room) this.infoDirty = true;
    if (this.closed) return;
    this.dirty = true;
    this.ledger.schedule();
  }

  /** Everything written is committed: show it (the ledger then sends the acks waiting for it), and let the bots go on. */
  private durable(): void {
    if (this.failed) return;
    if (this.dirty) { this.dirty = false; this.fanout.publish(this.conns); }
    this.presence.refreshDeadlines();
    this.session?.pump();
  }

  /** Whether a token (its hash) is the host's: both are the server's own values, compared in constant time once per connection. */
  isHost(c: { tokenHash: string }): boolean {
    let is = this.hostChecked.get(c.tokenHash);
    if (is === undefined) {
      is = sameHash(this.host, c.tokenHash);
      if (this.hostChecked.size > 64) this.hostChecked.clear();
      this.hostChecked.set(c.tokenHash, is);
    }
    return is;
  }

  private setHost(tokenHash: string | null): void {
    this.host = tokenHash;
    this.hostChecked.clear();
    this.hostIsHere();
  }

  /**
   * The host left the lobby for good (or has been gone longer than the grace period): the person
   * in the first seat taken by someone connected, else (unless `onlyToSomeoneHere`) in the first
   * seat taken, hosts the room now (stored, and said in the log); with nobody seated, the next
   * person to sit does.
   */
  private passHost(onlyToSomeoneHere = false): void {
    const here = this.seats.findIndex((s, i) => s.owner !== null && this.presence.isOnline(i));
    if (onlyToSomeoneHere && here < 0) return;
    const q = here >= 0 ? here : this.seats.findIndex((s) => s.owner !== null);
    this.setHost(q >= 0 ? this.seats[q]!.owner : null);
    // A new host who is not here either is waited for in the same way.
    if (this.host !== null && this.status === 'lobby' && !this.hostHere()) this.watchHost();
    this.saveRow();
    if (q >= 0) this.note('host', q);
    else this.changed();
  }

  /** Token hashes already compared with the host's (every frame names whether its receiver is the host). */
  private readonly hostChecked = new Map<string, boolean>();

  /** A connection's `you` (protocol You) as JSON, written out directly: it goes with every frame. */
  private youJson(c: Conn): string {
    const seat = c.seat;
    const name = seat !== null ? this.seats[seat]!.name : c.name;
    const host = this.isHost(c);
    const ack = seat !== null ? this.lastAck[seat]! : 0;
    const memo = c.youMemo;
    if (memo && memo.seat === seat && memo.host === host && memo.name === name && memo.ack === ack) return memo.text;
    let quoted = this.quotedNames.get(name);
    if (quoted === undefined) {
      quoted = JSON.stringify(name);
      if (this.quotedNames.size > 64) this.quotedNames.clear();
      this.quotedNames.set(name, quoted);
    }
    // Joined from parts: one flat string (kept until the next frame), not a chain of pieces for the collector to copy.
    const text = ['{"seat":', String(seat), ',"host":', String(host), ',"name":', quoted, ',"lastAck":', String(ack), '}'].join('');
    c.youMemo = { seat, host, name, ack, text };
    return text;
  }
  /** Names as JSON strings (every frame's `you` names its receiver). */
  private readonly quotedNames = new Map<string, string>();

  /**
   * Entry `i` as `viewer` may see it, as JSON. An entry that a spectator sees whole (nothing in it
   * is hidden from anyone) reads the same for every viewer: its text is kept, so each new entry is
   * serialized once for the whole table rather than once per viewer.
   */
  private entryJson(i: number, viewer: Viewer): string {
    let shared = this.sharedText[i];
    if (shared === undefined) {
      const e = this.log[i]!;
      if (e.k === 'act') {
        // Seen whole by a spectator, so by everyone: one text for the table.
        shared = seenEntry(e, 'spectator', this.status === 'ended') === e ? actJson(e, toJson(e.action)) : null;
      } else {
        shared = toJson(e);
      }
      this.keepShared(i, shared);
    }
    return shared ?? toJson(this.entries(i, i + 1, viewer)[0]);
  }

  /** Kept for the latest entries only (what updates and resyncs carry); older ones are worked out again when asked for. */
  private keepShared(i: number, text: string | null): void {
    if (i < this.log.length - SHARED_KEPT) return;
    this.sharedText[i] = text;
    if (i >= SHARED_KEPT) this.sharedText[i - SHARED_KEPT] = undefined;
  }
  /** Per log entry: its JSON when every viewer sees it the same, null when it depends on the viewer (not yet worked out: absent). */
  private readonly sharedText: (string | null | undefined)[] = [];

  /** Entries from..to as `viewer` may see them (another's bought card or a steal between others without the card). */
  private entries(from: number, to: number, viewer: Viewer): LogEntry[] {
    const ended = this.status === 'ended';
    const out: LogEntry[] = [];
    for (let i = from; i < to; i++) {
      const e = this.log[i]!;
      out.push(e.k === 'act' || e.k === 'offer' ? seenEntry(e, viewer, ended) : e);
    }
    return out;
  }

  /** A state as a spectator sees it, with the whole log (the HTTP API). */
  spectatorState(): StateMessage {
    return this.fanout.wholeState(null, { seat: null, host: false, name: '', lastAck: 0 });
  }

  /** Older log entries for a connection of this room. */
  history(c: Conn, before: number): Extract<ServerMessage, { t: 'history' }> {
    const h = this.fanout.history(before, c.seat);
    return { t: 'history', room: this.id, from: h.from, log: h.log };
  }

  /** The seat a token owns here, or null. */
  seatOf(tokenHash: string): number | null {
    const seat = this.seats.findIndex((s) => s.owner !== null && sameHash(s.owner, tokenHash));
    return seat >= 0 ? seat : null;
  }

  // ---- connections ----

  /** A connection enters: as the seat its token owns, else as a spectator. `since`: the last version it saw. */
  join(c: Conn, since?: number): void {
    if (c.room) c.room.leave(c);
    c.room = this;
    c.seat = this.seatOf(c.tokenHash);
    c.sync = { ...newSync(), resume: since !== undefined && since >= 0 && since <= this.log.length ? since : null };
    this.conns.add(c);
    this.lastSeen = Date.now();
    if (c.seat !== null) this.presence.arrive(c.seat);
    if (this.hostGone !== null) {
      if (this.isHost(c)) this.hostIsHere();
      else if (c.seat !== null) this.maybePassHost();
    }
    // The newcomer gets its state at once (when everything is durable); the others when the room publishes.
    this.changed();
  }

  leave(c: Conn): void {
    if (!this.conns.delete(c)) return;
    c.room = null;
    this.lastSeen = Date.now();
    if (c.seat !== null) this.presence.depart(c.seat);
    c.seat = null;
    if (this.status === 'lobby' && this.isHost(c) && !this.hostHere()) this.watchHost();
    this.changed();
  }

  /** Whether the host has a connection in the room. */
  private hostHere(): boolean {
    for (const c of this.conns) if (this.isHost(c)) return true;
    return false;
  }

  private hostTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * The lobby's host has no connection here (their last one left, or the server restarted):
   * 'waiting' during the grace period, 'over' after it; null while the host is here.
   */
  private hostGone: 'waiting' | 'over' | null = null;
  /**
   * The host's last connection left the lobby (or the server restarted, and a host who had sat
   * down has not come back yet): if they are not back within the grace period a person is marked
   * away after (a reload comes back well within it), a seated person who is here hosts the room
   * instead, so that a lobby does not wait for a host who has gone; when nobody seated is here
   * then, the first seated person to come (or sit) does. A host who never connected (a room made
   * and started through the HTTP API, where nobody takes a seat) is not replaced.
   */
  private watchHost(): void {
    if (this.hostGone === 'over') { this.maybePassHost(); return; }
    if (this.hostTimer) clearTimeout(this.hostTimer);
    this.hostGone = 'waiting';
    this.hostTimer = setTimeout(() => {
      this.hostTimer = null;
      this.hostGone = 'over';
      this.maybePassHost();
    }, this.deps.config.awayAfterMs);
    this.hostTimer.unref?.();
  }

  /** The host is here (or a new one was named): nothing to wait for. */
  private hostIsHere(): void {
    this.hostGone = null;
    if (this.hostTimer) { clearTimeout(this.hostTimer); this.hostTimer = null; }
  }

  /** The host has been gone longer than the grace period: a seated person who is here hosts instead (see watchHost). */
  private maybePassHost(): void {
    if (this.closed || this.status !== 'lobby' || this.hostGone !== 'over') return;
    if (this.hostHere()) { this.hostIsHere(); return; }
    // The host is not here, so their own seat is not connected: whoever is found is someone else.
    this.passHost(true);
  }

  /** A connection's seat says it is back (after a timeout), or acts, which says the same. */
  back(c: Conn): void {
    if (c.seat === null || this.status !== 'playing') return;
    this.presence.comeBack(c.seat);
  }

  /** Bots and stand-ins play while someone is there to see it (or when no person sits at the table). */
  private mayPlay(): boolean {
    if (!this.ledger.idle || this.failed || this.status !== 'playing') return false;
    return this.presence.someoneHere(this.seats.length);
  }

  /** A person is connected: this room's bots think before those of rooms nobody plays in. */
  private urgent(): boolean {
    for (let q = 0; q < this.seats.length; q++) if (this.seats[q]!.bot === null && this.presence.isOnline(q)) return true;
    return false;
  }

  ready(c: Conn): void {
    if (c.seat !== null) this.presence.saw(c.seat);
  }

  // ---- the lobby ----

  sit(c: Conn, seat: number | undefined, name: string | undefined): void {
    if (this.status !== 'lobby') throw new RoomError('started', 'the game has started: seats are taken');
    if (c.seat !== null) throw new RoomError('seated', 'you already have a seat');
    const q = seatToTake(this.seats, seat);
    // A chosen seed is its chooser's, the host who made the room: anyone else who sits gets a
    // secret one at the start (a hostile play-test: the chooser stood, a friend sat, the chooser
    // left, and the friend's game rolled dice the chooser knew). The chooser may sit again.
    if (this.settings.seed !== null && !sameHash(this.host, c.tokenHash)) this.settings.seed = null;
    takeSeat(this.seats, q, c.tokenHash, name ?? c.name);
    for (const other of this.conns) {
      if (sameHash(other.tokenHash, c.tokenHash)) { other.seat = q; this.presence.online[q]!++; }
    }
    // A room whose host left with nobody seated: the first person to sit hosts it.
    const hosts = this.host === null;
    if (hosts) this.setHost(c.tokenHash);
    this.saveRow();
    this.note('joined', q);
    if (hosts) this.note('host', q);
    else this.maybePassHost();
    this.maybeAutoStart();
  }

  /**
   * The connection was renamed (`name`): its other connections (the same browser's tabs) go by
   * the new name too, and in the lobby its seat does. A game that has begun keeps its seats'
   * names (the record and the log name them); a spectator's next chat lines use the new one.
   */
  rename(c: Conn): void {
    let tabs = false;
    for (const other of this.conns) {
      if (other === c || other.name === c.name || !sameHash(other.tokenHash, c.tokenHash)) continue;
      other.name = c.name;
      tabs = true;
    }
    if (this.status === 'lobby' && c.seat !== null) {
      const q = c.seat, was = this.seats[q]!.name;
      if (renameSeat(this.seats, q, c.name)) {
        this.saveRow();
        // The log's earlier lines keep the name they were written with ("Player 2 took a seat"): the
        // table is told who that is now, once per change.
        this.append({ k: 'note', what: 'renamed', seat: q, name: this.seats[q]!.name, was });
        return;
      }
    }
    // Nothing the room shows changed, but the other tabs are told their new name (their `you`),
    // so that their name fields show it.
    if (tabs) this.changed(false);
  }

  stand(c: Conn): void {
    // Said, not ignored: a page whose "leave seat" raced the start learns why nothing happened.
    if (this.status !== 'lobby') throw new RoomError('started', 'the game has started: a player leaves it with "leave"');
    // No seat to give back (a second press of "Leave my seat", or `leave` from a spectator, which comes through here): nothing to do.
    if (c.seat === null) return;
    const q = c.seat;
    this.seats[q]!.owner = null;
    // The seat given back keeps no one's name: the next person to sit there without one would carry it.
    this.seats[q]!.name = '';
    for (const other of this.conns) if (other.seat === q) other.seat = null;
    this.presence.online[q] = 0;
    this.saveRow();
    this.changed();
  }

  configure(c: Conn, seat: number, kind: 'person' | 'bot', bot: BotLevel | undefined): void {
    if (!this.isHost(c)) throw new RoomError('not-host', 'only the host changes the seats');
    if (this.status !== 'lobby') throw new RoomError('started', 'the game has started');
    configureSeat(this.seats, this.settings, planLimits(this.deps.config), seat, kind, bot);
    this.saveRow();
    this.changed();
  }

  /**
   * The host changes the lobby's number of seats, board, house rules, turn timer or assists: all of
   * it checked before any of it is kept (planSettings). The table is told by a note; a new board
   * reaches every page in a resync. `charge` pays for a new board or table (a balanced board costs).
   */
  changeSettings(c: Conn, change: SettingsChange, charge: () => void = () => {}): void {
    if (!this.isHost(c)) throw new RoomError('not-host', 'only the host changes the seats, the board and the rules');
    if (this.status !== 'lobby') throw new RoomError('started', 'the game has started: its board and rules stay as they were');
    const s = this.settings;
    const added = Math.max(0, (change.players ?? this.seats.length) - this.seats.length);
    // A room that chose its seed keeps at most the people who may know it (RoomSettings.seed): no seat is added for another.
    if (added > 0 && s.seed !== null && !seedAllowed(this.persons + added, planLimits(this.deps.config).seedPersonsMax)) {
      throw new RoomError('seed-chosen', 'this room chose its seed, so it keeps one person seat: nobody else may sit at a table whose dice someone knows');
    }
    const plan = planSettings(change, s, this.seats, charge);
    const was = { board: JSON.stringify(s.board), rules: JSON.stringify(s.rules), timer: s.turnSeconds, assists: JSON.stringify(s.assists), colors: this.seats.map((x) => x.color) };
    s.board = plan.board;
    s.rules = plan.rules;
    s.turnSeconds = plan.turnSeconds;
    s.assists = plan.assists;
    const reseated = plan.order.some((old, q) => old !== q) || plan.order.length !== this.seats.length;
    if (reseated) {
      // Seats kept move with their people (their connections, their places); a new seat is an open person's.
      const old = this.seats;
      this.seats = plan.order.map((i) => (i < 0 ? { name: '', color: plan.colors[0]!, bot: null, owner: null } : old[i]!));
      const moved = new Map(plan.order.map((i, q) => [i, q]));
      for (const x of this.conns) if (x.seat !== null) x.seat = moved.get(x.seat) ?? null;
      this.presence.reseat(plan.order);
      this.lastAck = plan.order.map((i) => (i < 0 ? 0 : this.lastAck[i]!));
    }
    plan.colors.forEach((color, i) => { this.seats[i]!.color = color; });
    // What changed, as the table would say it: the rules a new number of seats brings with it (the special building
    // phase, §14) are not the host's house rules, and a new seat's colour is not a seat's colour changed.
    const now: Record<Exclude<SettingsPart, 'players'>, boolean> = {
      board: JSON.stringify(s.board) !== was.board, rules: change.rules !== undefined && JSON.stringify(s.rules) !== was.rules,
      timer: s.turnSeconds !== was.timer, assists: JSON.stringify(s.assists) !== was.assists,
      colors: plan.order.some((old, q) => old >= 0 && plan.colors[q] !== was.colors[old]),
    };
    const parts = SETTINGS_PARTS.filter((p) => (p === 'players' ? reseated : now[p]));
    if (parts.length === 0) return;
    this.presence.setTurnSeconds(s.turnSeconds);
    if (plan.boardChanged) {
      this.board = boardToJson(boardFor(s.board));
      this.fanout.resyncNext(this.conns);
    }
    this.saveRow();
    // The table is told what changed, once for a run of changes by the host (a box ticked, a number typed, a board
    // drawn again): a part the run's notes already named is not named again, so the chat is not filled with them
    // (it read "changed the players, board or rules" for every kind of change, and friends had to look for what).
    const name = c.seat === null ? c.name : this.seats[c.seat]!.name;
    const told = new Set<SettingsPart>();
    for (let i = this.log.length - 1; i >= 0; i--) {
      const e = this.log[i]!;
      if (!(e.k === 'note' && e.what === 'settings' && e.seat === c.seat && e.name === name)) break;
      for (const p of e.parts ?? SETTINGS_PARTS) told.add(p);
    }
    const fresh = parts.filter((p) => !told.has(p));
    if (fresh.length) this.append({ k: 'note', what: 'settings', seat: c.seat, name, parts: fresh });
    this.changed();
  }

  private maybeAutoStart(): void {
    if (this.settings.start && this.seats.every((s) => s.bot || s.owner !== null)) this.start();
  }

  /**
   * The hint assist: what the strong bot would do in this connection's seat, from that seat's
   * view only, sent to this connection alone. Answered in its own time (the bot thinks); one at
   * a time per connection.
   */
  hint(c: Conn): void {
    if (!this.settings.assists.hint) throw new RoomError('no-hint', 'this room does not allow hints (the host chooses at the start)');
    if (c.seat === null || !this.session || this.status !== 'playing') throw new RoomError('no-hint', 'hints are for players in a game');
    if (this.hinting.has(c)) return;
    this.hinting.add(c);
    const seat = c.seat;
    void this.session.hint(seat).then((h) => {
      if (!h) { c.sendText(toJson({ t: 'error', code: 'no-hint', message: 'nothing to do in your seat now' } satisfies ServerMessage)); return; }
      c.sendText(toJson({ t: 'hint', room: this.id, version: this.version, action: h.action, hint: h.hint } satisfies ServerMessage));
    }, (e: Error) => this.deps.log.line(`room ${this.id}: hint failed: ${e.message}`)).finally(() => this.hinting.delete(c));
  }

  /** The host starts: the start roll orders the seats, the seed is drawn and committed to. */
  startBy(c: { tokenHash: string } | null): void {
    if (c && !this.isHost(c)) throw new RoomError('not-host', 'only the host starts the game');
    this.start();
  }

  start(): void {
    if (this.status !== 'lobby') throw new RoomError('started', 'the game has already started');
    const terms = startTerms(this.seats, this.settings, planLimits(this.deps.config));
    if (this.persons === 0 && !this.deps.mayStartBotsOnly(this)) {
      throw new RoomError('limit', `this address already has ${this.deps.config.botRoomsPerAddress} games of bots only playing: let one finish first`);
    }
    const seed = terms.seed;
    if (terms.paceMs !== this.settings.paceMs) this.settings.paceMs = terms.paceMs;
    const { order, startRoll } = seatOrder(this.seats.length, seed);
    const table = this.seats;
    // Each seat keeps its place in the lobby: a page numbers a person who gave no name by it
    // ("Player 2" before the start and after), not by the place the roll gave them.
    table.forEach((s, i) => { s.lobby = i; });
    this.seats = order.map((t) => table[t]!);
    // Connections follow their seat to its place at the table.
    const moved = new Map(order.map((t, seat) => [t, seat]));
    for (const c of this.conns) if (c.seat !== null) c.seat = moved.get(c.seat)!;
    this.presence.reorder(order);
    // The record names the board by its recipe (RECORD.md), or "beginner" with its pieces.
    const game = Game.create({
      colors: this.seats.map((s) => s.color), board: recipeFor(this.settings.board),
      rules: this.settings.rules, seed, names: this.seats.map((s) => s.name),
    });
    this.seed = seed;
    this.commitment = commitmentOf(seed);
    this.startRoll = startRoll;
    // The assists are part of the record's header: whoever reads the game knows they were on.
    // A person who gave no name carries their place in the lobby, as the room's seats do: a page
    // that opens the downloaded record calls them the "Player N" they were at the table.
    const players = game.record.players.map((p, i) => (p.name ? p : { ...p, lobby: this.seats[i]!.lobby! }));
    this.head = { ...game.record, players, actions: [], commitment: this.commitment, assists: { ...this.settings.assists } };
    this.status = 'playing';
    this.attach(game, []);
    this.saveRow();
    // Entries so far were written with the lobby's seat numbers: the note says where each seat came from.
    this.note('started', null, undefined, order);
    this.presence.updateReady();
    this.presence.startClock();
  }

  /** Give the room its session (at the start, or when loaded with its history). */
  attach(game: Game, history: Applied[]): void {
    const cfg = this.deps.config;
    this.session = new Session(game, this.seats.map((s) => s.bot), this.startRoll!, this.seed!, {
      emit: (e) => { this.append(e); if (e.k === 'act' && this.session?.ended) this.finish(); },
      changed: () => { this.offerMaybeChanged(); this.changed(false); },
      isAway: (q) => this.presence.awayOf(q) !== null,
      mayPlay: () => this.mayPlay(),
      urgent: () => this.urgent(),
      onBotError: (line) => this.deps.log.line(`room ${this.id}: ${line}`),
    }, {
      paceMs: this.settings.paceMs, offerWaitMs: cfg.offerWaitMs, offersPerTurn: cfg.offersPerTurn, standInPaceMs: cfg.standInPaceMs, bots: this.deps.bots,
      ...(cfg.botBudgetMs !== undefined ? { botBudgetMs: cfg.botBudgetMs } : {}),
    });
    this.session.history.push(...history);
    if (game.record.actions.length > 0 || this.persons === 0) this.session.ready = true;
    else if (this.status === 'playing') this.presence.startClock();
  }

  private finish(): void {
    if (this.status === 'ended') return;
    this.status = 'ended';
    this.sharedText.length = 0; // at the end everything is shown (§10): what depended on the viewer no longer does
    this.ended = Date.now();
    this.presence.stop();
    this.saveRow();
    this.changed();
  }

  // ---- people's game messages ----

  /**
   * A game message from a connection, numbered `ack`: checked, applied, stored, then answered —
   * exactly once, with its ack id, and only once the ack id it spends is stored (a refusal
   * included: after a crash, a spent id stays spent).
   */
  play(c: Conn, ack: number, run: (s: Session, seat: number) => Outcome, version?: number): void {
    // A room that stopped here (handed over, or taken by another node) answers nothing: the client sends it again where the room is now.
    if (this.closed) return;
    const t0 = performance.now();
    const timed = this.deps.answered;
    const answer = (m: ServerMessage) => this.ledger.reply((t) => { c.sendText(t); timed?.((performance.now() - t0) * 1000); }, toJson(m), () => toJson(storageRefusal(ack)));
    const refuse = (code: RefusalCode, message: string, rule?: RuleError) => {
      const m: RefusedMessage = { t: 'refused', ack, code, message };
      if (rule) {
        // The engine's refusal: its section and the facts behind it, and the manual's entry for it.
        m.section = rule.section;
        if (rule.seat !== undefined) m.seat = rule.seat;
        if (rule.resource !== undefined) m.resource = rule.resource;
        try { m.rule = ruleTarget(rule); } catch { /* the manual is optional: the page falls back to the section */ }
      }
      answer(m);
    };
    if (c.seat === null) return refuse('spectator', 'spectators watch: only a seated player acts (join with the token that took the seat)');
    const seat = c.seat;
    if (ack <= this.lastAck[seat]!) return refuse('replayed-ack', `ack ${ack} was used already (this seat's last is ${this.lastAck[seat]}): it is not done again`);
    if (!this.session || this.status !== 'playing') {
      return refuse('not-playing', this.status === 'lobby' ? 'the game has not started' : this.status === 'abandoned' ? 'this game was abandoned: start a new one' : 'the game is over (§10)');
    }
    this.lastAck[seat] = ack;
    if (version !== undefined && version < this.lastAct) {
      this.persist({ op: 'ack', room: this.id, seat, ack });
      return refuse('stale', `the game has moved on since version ${version} (an action was played at version ${this.lastAct}): look again`);
    }
    // The ack id is stored before the answer whatever happens: with the action the message makes
    // (its log row, see append), or on its own (a refusal, an offer, an answer).
    this.ackToStore = { seat, ack };
    let out: Outcome;
    try {
      this.presence.comeBack(seat);
      out = run(this.session, seat);
    } catch (e) {
      this.deps.log.line(`room ${this.id}: a game message from seat ${seat} failed: ${errorLine(e)}`);
      out = { ok: false, code: 'internal', message: 'the server could not handle that message; nothing was done' };
    } finally {
      if (this.ackToStore) { this.persist({ op: 'ack', room: this.id, seat, ack }); this.ackToStore = null; }
    }
    if (!out.ok) return refuse(out.code, out.message, out.rule); // news only for the one who asked
    const m: ServerMessage = { t: 'ack', ack, version: this.log.length };
    if (out.at !== undefined) m.at = out.at;
    answer(m);
    this.changed(false); // what the message changed in the table itself (someone back) was marked where it changed
  }

  chat(c: Conn, text: string): void {
    const limit = this.deps.config.chatChars;
    if (c.seat === null && !this.settings.spectatorChat) throw new RoomError('spectator-chat', 'spectators do not chat in this room (the host’s choice): take a seat to talk');
    const clean = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
    if (!clean) throw new RoomError('empty', 'say something');
    if ([...clean].length > limit) throw new RoomError('too-long', `a chat message has at most ${limit} characters`);
    const seat = c.seat;
    this.append({ k: 'chat', seat, name: seat !== null ? this.seats[seat]!.name : `${c.name}`, text: clean, at: Date.now() });
  }

  setPace(c: Conn, ms: number): void {
    if (!this.isHost(c) && !(this.persons === 1 && c.seat !== null)) throw new RoomError('not-host', 'only the host sets the bots’ pace');
    // As its visibility: a finished game's settings are what it was played with (a hostile play-test changed one after the end).
    if (!this.open) throw new RoomError('bad-request', 'the game is over (§10): its room no longer changes');
    this.settings.paceMs = checkRoomPace(ms, this.seats, planLimits(this.deps.config));
    this.session?.setPace(this.settings.paceMs);
    this.saveRow(); // kept across a restart like the other settings
    this.changed();
  }

  /** The host lists the room publicly or not, and lets spectators chat or not (kept across a restart, like the other settings). */
  setVisibility(c: Conn, v: { public?: boolean; spectatorChat?: boolean }): void {
    if (!this.isHost(c)) throw new RoomError('not-host', 'only the host says who may find the room and who may chat');
    if (!this.open) throw new RoomError('bad-request', 'the game is over (§10): its room no longer changes');
    if (v.public !== undefined) this.settings.public = v.public;
    if (v.spectatorChat !== undefined) this.settings.spectatorChat = v.spectatorChat;
    this.saveRow();
    this.changed();
  }

  /** A player leaves for good: a bot plays the seat (a game with nobody else in it is abandoned). */
  quit(c: Conn): void {
    const seat = c.seat;
    if (this.status === 'lobby') {
      const hosted = this.isHost(c);
      this.stand(c);
      this.leave(c);
      if (hosted) this.passHost();
      return;
    }
    if (seat === null || this.status !== 'playing') { this.leave(c); return; }
    const others = this.seats.some((s, q) => !s.bot && q !== seat && this.presence.awayOf(q) !== 'left');
    this.leave(c);
    if (!others) {
      this.status = 'abandoned';
      this.session?.close();
      this.saveRow();
      this.changed();
      return;
    }
    if (this.presence.awayOf(seat) !== 'left') this.presence.goAway(seat, 'left');
  }

  close(): void {
    this.closed = true;
    if (this.hostTimer) clearTimeout(this.hostTimer);
    this.ledger.close();
    this.session?.close();
    this.presence.close();
  }

  /**
   * Another node owns the room now: nothing more is written, shown or answered here (what was
   * waiting for a write is not answered: the client sends it again to the new owner), and every
   * connection is sent to reconnect.
   */
  lose(): void {
    this.fenced = true;
    this.failed = true;
    this.closed = true;
    this.ledger.fail(true);
    this.session?.close();
    this.presence.close();
    for (const c of [...this.conns]) { c.room = null; c.seat = null; c.moved?.(); }
    this.conns.clear();
  }

  /**
   * Stop acting (the node drains): no bot moves, no timers, nothing more written; resolves once
   * every write made is committed and every answer waiting for one is sent.
   */
  async stop(): Promise<void> {
    this.close();
    await this.ledger.idleNow();
  }

  // ---- loading ----

  /** Restore the log (entries as stored) and acks after a restart. */
  restore(entries: RoomEntry[], acks: { seat: number; ack: number }[], extra: { seed: string | null; commitment: string | null; startRoll: StartRoll | null; head: GameRecord | null; ended: number | null; offer: string | null }): void {
    this.offerText = extra.offer;
    this.log.push(...entries);
    entries.forEach((e, i) => { if (e.k === 'chat' && !e.cut) this.chatKept.push(i); });
    for (const a of acks) if (a.seat >= 0 && a.seat < this.lastAck.length) this.lastAck[a.seat] = a.ack;
    this.lastAct = entries.reduce((v, e, i) => (e.k === 'act' ? i + 1 : v), 0);
    this.seed = extra.seed;
    this.commitment = extra.commitment;
    this.startRoll = extra.startRoll;
    this.head = extra.head;
    this.ended = extra.ended;
    // After a restart nobody is connected yet: a person's seat is theirs again as soon as they are.
    // A lobby's host who had sat down (so had a connection) is waited for as if they had just left.
    if (this.status === 'lobby' && this.host !== null && this.seats.some((q) => q.owner !== null && sameHash(q.owner, this.host))) this.watchHost();
  }
}
