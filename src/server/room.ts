/**
 * A room: its seats (people or bots), who is connected and who is away, the lobby, the game
 * session once started, the versioned log, and what each connection is sent. Everything that
 * changes a room is written to the store first; a room shows its new state, acknowledges
 * actions and lets its bots take their next step only once every write is committed — so
 * nothing anyone has seen or been told is done can be lost in a crash.
 *
 * A person who is disconnected (after a grace period), who ran out of time on the turn timer,
 * or who left has their turns played by the 'medium' bot from their seat's view until they
 * come back; everyone sees it on the seat. Never decides a rule: the session and the engine do.
 */
import {
  Game, actionFor, boardToJson, type BoardJson, type GameRecord, type Viewer,
} from '../engine/index.js';
import { ruleTarget } from '../manual/links.js';
import type { ServerConfig } from './config.js';
import { commitmentOf, newSeed, sameHash } from './ids.js';
import type {
  BotLevel, LogEntry, NoteKind, RoomInfo, RoomSummary, ServerMessage, StartRoll, StateMessage,
} from './protocol.js';
import { Presence } from './presence.js';
import { Session, STAND_IN, seenEntry, type GameEntry, type Outcome } from './session.js';
import type { Applied } from './stats.js';
import { MAX_PACE_MS, boardFor, cleanName, dedupeNames, seatOrder, type RoomSettings, type SeatSlot } from './setup.js';
import type { RoomRow, RoomStatus, Store } from './store.js';

/** What the room keeps in its log: the game's entries with full events, chat and notes. */
export type RoomEntry = GameEntry | Extract<LogEntry, { k: 'chat' | 'note' }>;

/** One WebSocket (or test) connection as a room sees it. */
export interface Conn {
  readonly id: number;
  tokenHash: string;
  name: string;
  room: Room | null;
  seat: number | null;
  /** Log entries this connection has been sent. */
  sent: number;
  /** It has no board yet: the next message is a full resync. */
  fresh: boolean;
  sendText(text: string): void;
}

export interface RoomDeps {
  store: Store;
  config: ServerConfig;
  log: (line: string) => void;
  /** The room's storage failed: drop it from memory (the database has its last committed state). */
  onFailed: (room: Room) => void;
}

export class RoomError extends Error {
  constructor(readonly code: string, message: string) { super(message); }
}

const toJson = (x: unknown) => JSON.stringify(x);

export class Room {
  status: RoomStatus;
  seats: SeatSlot[];
  seed: string | null = null;
  commitment: string | null = null;
  startRoll: StartRoll | null = null;
  session: Session | null = null;
  readonly log: RoomEntry[] = [];
  readonly conns = new Set<Conn>();
  private lastAck: number[];
  private readonly presence: Presence;
  private pending = 0;
  /** The version at which the last action was played (for refusing stale game messages). */
  private lastAct = 0;
  private dirty = false;
  private publishQueued = false;
  private acks: { conn: Conn; text: string }[] = [];
  private boardJson: BoardJson;
  /** The record without its actions (they are the log's "act" entries). */
  private head: GameRecord | null = null;
  private ended: number | null = null;
  private failed = false;
  /** Closed (the server is stopping, or the room was dropped from memory): it writes and schedules nothing more. */
  private closed = false;
  /** Last time anyone was connected (for closing idle lobbies and dropping finished games from memory). */
  lastSeen = Date.now();

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
    }, { awayAfterMs: deps.config.awayAfterMs, turnSeconds: settings.turnSeconds });
    this.boardJson = boardToJson(boardFor(settings.board));
  }

  get persons(): number { return this.seats.filter((s) => !s.bot).length; }
  get open(): boolean { return this.status === 'lobby' || this.status === 'playing'; }
  get version(): number { return this.log.length; }

  // ---- storage ----

  private persist(op: Parameters<Store['write']>[0]): void {
    if (this.closed) return;
    this.pending++;
    this.deps.store.write(op, (err) => {
      this.pending--;
      if (err) { this.fail(err); return; }
      if (this.pending === 0) this.durable();
    });
  }

  row(): RoomRow {
    const s = this.session;
    const record = this.status === 'ended' && s ? toJson(this.fullRecord()) : null;
    return {
      id: this.id, created: this.created, updated: Date.now(), address: this.address, status: this.status, title: this.title,
      settings: toJson(this.settings), seats: toJson(this.seats), host: this.host,
      seed: this.seed, commitment: this.commitment, head: this.head ? toJson(this.head) : null,
      start_roll: this.startRoll ? toJson(this.startRoll) : null, record,
      ended: this.ended, winner: s?.ended ? s.game.state.winner : null,
      turn: s ? s.game.state.turn : 0, actions: s ? s.actions : 0,
    };
  }

  saveRow(): void { this.persist({ op: 'room', row: this.row() }); }

  /** Append to the log (stored, then shown). */
  private append(e: RoomEntry): void {
    const idx = this.log.length;
    this.log.push(e);
    if (e.k === 'act') this.lastAct = this.log.length;
    const seat = e.k === 'act' ? e.action.p : e.k === 'offer' ? e.from : e.seat;
    this.persist({ op: 'log', row: { room: this.id, idx, kind: e.k, seat, body: e.k === 'act' ? toJson(e.action) : toJson(e) } });
    this.changed();
  }

  private note(what: NoteKind, seat: number | null, name?: string): void {
    this.append({ k: 'note', what, seat, name: name ?? (seat !== null ? this.seats[seat]!.name : '') });
  }

  private fail(err: Error): void {
    if (this.failed) return;
    this.failed = true;
    this.deps.log(`room ${this.id}: storage failed: ${err.message}`);
    this.session?.close();
    const text = toJson({ t: 'error', code: 'storage', message: 'the server could not store the game; reconnect to continue from its last saved state' } satisfies ServerMessage);
    for (const c of this.conns) { c.sendText(text); c.room = null; }
    this.conns.clear();
    this.deps.onFailed(this);
  }

  // ---- showing ----

  changed(): void {
    if (this.closed) return;
    this.dirty = true;
    if (this.publishQueued) return;
    this.publishQueued = true;
    setImmediate(() => {
      this.publishQueued = false;
      if (this.pending === 0) this.durable();
    });
  }

  /** Everything written is committed: show it, acknowledge it, and let the bots go on. */
  private durable(): void {
    if (this.failed) return;
    if (this.dirty) { this.dirty = false; this.publish(); }
    const acks = this.acks;
    this.acks = [];
    for (const a of acks) a.conn.sendText(a.text);
    this.presence.refreshDeadlines();
    this.session?.pump();
  }

  private publish(): void {
    // Connections that see the same thing get the same text; the room itself is the same for all.
    const cache = new Map<string, string>();
    const info = this.info();
    for (const c of this.conns) {
      const key = `${c.seat}|${c.name}|${c.sent}|${c.fresh}|${this.isHost(c)}`;
      let text = cache.get(key);
      if (text === undefined) { text = toJson(this.stateFor(c, info)); cache.set(key, text); }
      c.sendText(text);
      c.sent = this.log.length;
      c.fresh = false;
    }
  }

  isHost(c: Conn): boolean { return sameHash(this.host, c.tokenHash); }

  private viewerOf(c: Conn): Viewer { return c.seat ?? 'spectator'; }

  /** What connection `c` is sent: the room, its seat's view of the game, and the log since it last heard. */
  stateFor(c: Conn, info: RoomInfo = this.info()): StateMessage {
    const viewer = this.viewerOf(c);
    const from = c.fresh ? 0 : Math.min(c.sent, this.log.length);
    const ended = this.status === 'ended';
    const msg: StateMessage = {
      t: 'state', room: info,
      you: { seat: c.seat, host: this.isHost(c), name: c.seat !== null ? this.seats[c.seat]!.name : c.name, lastAck: c.seat !== null ? this.lastAck[c.seat]! : 0 },
      version: this.log.length, logFrom: from,
      log: this.log.slice(from).map((e) => this.seen(e, viewer, ended)),
      game: this.session ? this.session.body(viewer, this.presence.deadlineFor(c.seat)) : null,
    };
    if (c.fresh) msg.board = this.boardJson;
    return msg;
  }

  /** A state as a spectator sees it (the HTTP API). */
  spectatorState(): StateMessage {
    return this.stateFor({ id: -1, tokenHash: '', name: '', room: this, seat: null, sent: 0, fresh: true, sendText: () => {} });
  }

  private seen(e: RoomEntry, viewer: Viewer, ended: boolean): LogEntry {
    return e.k === 'act' || e.k === 'offer' ? seenEntry(e, viewer, ended) : e;
  }

  info(): RoomInfo {
    const playing = this.status === 'playing';
    return {
      id: this.id, title: this.title, status: this.status, created: this.created,
      board: this.settings.board, rules: this.settings.rules, paceMs: this.settings.paceMs, turnSeconds: this.settings.turnSeconds,
      seats: this.seats.map((s, seat) => ({
        seat, name: s.name, color: s.color, bot: s.bot, taken: s.owner !== null, online: this.presence.isOnline(seat),
        away: this.presence.awayOf(seat), standIn: playing && this.presence.awayOf(seat) ? STAND_IN : null, host: sameHash(this.host, s.owner),
      })),
      spectators: [...this.conns].filter((c) => c.seat === null).length,
      commitment: this.commitment,
      seed: this.status === 'ended' ? this.seed : null,
    };
  }

  summary(): RoomSummary {
    const s = this.session?.game.state;
    return {
      id: this.id, title: this.title, status: this.status, created: this.created,
      players: this.seats.map((x) => ({ name: x.name, color: x.color, bot: x.bot, taken: x.owner !== null })),
      spectators: [...this.conns].filter((c) => c.seat === null).length,
      turn: s?.turn ?? 0, actions: this.session?.actions ?? 0,
      winner: this.session?.ended ? s!.winner : null, commitment: this.commitment,
    };
  }

  /** The record as `viewer` may see it: outcomes hidden from it left out until the end, then everything with the seed. */
  recordFor(viewer: Viewer): GameRecord | null {
    if (!this.session || !this.head) return null;
    if (this.status === 'ended') return this.fullRecord();
    return { ...this.head, commitment: this.commitment, actions: this.session.game.record.actions.map((a) => actionFor(a, viewer, false)) };
  }

  private fullRecord(): GameRecord {
    return { ...this.head!, commitment: this.commitment, seed: this.seed, actions: this.session!.game.record.actions };
  }

  // ---- connections ----

  /** A connection enters: as the seat its token owns, else as a spectator. `since`: the last version it saw. */
  join(c: Conn, since?: number): void {
    if (c.room) c.room.leave(c);
    c.room = this;
    const seat = this.seats.findIndex((s) => s.owner !== null && sameHash(s.owner, c.tokenHash));
    c.seat = seat >= 0 ? seat : null;
    const resume = Number.isInteger(since) && since! >= 0 && since! <= this.log.length;
    c.fresh = !resume;
    c.sent = resume ? since! : 0;
    this.conns.add(c);
    this.lastSeen = Date.now();
    if (c.seat !== null) this.presence.arrive(c.seat);
    // The newcomer gets its state at once (when everything is durable); the others when the room publishes.
    this.changed();
  }

  leave(c: Conn): void {
    if (!this.conns.delete(c)) return;
    c.room = null;
    this.lastSeen = Date.now();
    if (c.seat !== null) this.presence.depart(c.seat);
    c.seat = null;
    this.changed();
  }

  /** A connection's seat says it is back (after a timeout), or acts, which says the same. */
  back(c: Conn): void {
    if (c.seat === null || this.status !== 'playing') return;
    this.presence.comeBack(c.seat);
  }

  /** Bots and stand-ins play while someone is there to see it (or when no person sits at the table). */
  private mayPlay(): boolean {
    if (this.pending > 0 || this.failed || this.status !== 'playing') return false;
    return this.presence.someoneHere(this.seats.length);
  }

  ready(c: Conn): void {
    if (c.seat !== null) this.presence.saw(c.seat);
  }

  // ---- the lobby ----

  sit(c: Conn, seat: number | undefined, name: string | undefined): void {
    if (this.status !== 'lobby') throw new RoomError('started', 'the game has started: seats are taken');
    if (c.seat !== null) throw new RoomError('seated', 'you already have a seat');
    const q = seat === undefined ? this.seats.findIndex((s) => !s.bot && s.owner === null) : seat;
    const slot = Number.isInteger(q) ? this.seats[q] : undefined;
    if (!slot) throw new RoomError('no-seat', seat === undefined ? 'every seat is taken' : 'no such seat');
    if (slot.bot) throw new RoomError('bot-seat', 'that seat is a bot’s');
    if (slot.owner !== null) throw new RoomError('seat-taken', 'that seat is taken');
    slot.owner = c.tokenHash;
    slot.name = cleanName(name ?? c.name, slot.name);
    dedupeNames(this.seats);
    for (const other of this.conns) {
      if (sameHash(other.tokenHash, c.tokenHash)) { other.seat = q; this.presence.online[q]!++; }
    }
    this.saveRow();
    this.note('joined', q);
    this.maybeAutoStart();
  }

  stand(c: Conn): void {
    if (this.status !== 'lobby' || c.seat === null) return;
    const q = c.seat;
    this.seats[q]!.owner = null;
    for (const other of this.conns) if (other.seat === q) other.seat = null;
    this.presence.online[q] = 0;
    this.saveRow();
    this.changed();
  }

  configure(c: Conn, seat: number, kind: 'person' | 'bot', bot: BotLevel | undefined, botName: (b: BotLevel) => string): void {
    if (!this.isHost(c)) throw new RoomError('not-host', 'only the host changes the seats');
    if (this.status !== 'lobby') throw new RoomError('started', 'the game has started');
    const slot = Number.isInteger(seat) ? this.seats[seat] : undefined;
    if (!slot) throw new RoomError('no-seat', 'no such seat');
    if (slot.owner !== null) throw new RoomError('seat-taken', 'that seat is taken by a person');
    if (kind === 'bot') {
      if (!bot) throw new RoomError('bad-request', 'a bot seat needs a level');
      slot.bot = bot;
      slot.name = botName(bot);
    } else {
      slot.bot = null;
      slot.name = `Player ${seat + 1}`;
    }
    dedupeNames(this.seats);
    this.saveRow();
    this.changed();
  }

  private maybeAutoStart(): void {
    if (this.settings.start && this.seats.every((s) => s.bot || s.owner !== null)) this.start();
  }

  /** The host starts: the start roll orders the seats, the seed is drawn and committed to. */
  startBy(c: Conn | null): void {
    if (c && !this.isHost(c)) throw new RoomError('not-host', 'only the host starts the game');
    this.start();
  }

  start(): void {
    if (this.status !== 'lobby') throw new RoomError('started', 'the game has already started');
    const open = this.seats.findIndex((s) => !s.bot && s.owner === null);
    if (open >= 0) throw new RoomError('seats-open', `seat ${open + 1} is waiting for a player: share the invite link, or make it a bot`);
    const seed = this.settings.seed ?? newSeed();
    const { order, startRoll } = seatOrder(this.seats.length, seed);
    const table = this.seats;
    this.seats = order.map((t) => table[t]!);
    // Connections follow their seat to its place at the table.
    const moved = new Map(order.map((t, seat) => [t, seat]));
    for (const c of this.conns) if (c.seat !== null) c.seat = moved.get(c.seat)!;
    this.presence.reorder(order);
    const beginner = this.settings.board.kind === 'beginner';
    const board = boardFor(this.settings.board);
    const game = Game.create({
      colors: this.seats.map((s) => s.color), board: beginner ? 'beginner' : board, boardJson: beginner ? 'beginner' : boardToJson(board),
      rules: this.settings.rules, seed, names: this.seats.map((s) => s.name),
    });
    this.seed = seed;
    this.commitment = commitmentOf(seed);
    this.startRoll = startRoll;
    this.head = { ...game.record, actions: [], commitment: this.commitment };
    this.status = 'playing';
    this.attach(game, []);
    this.saveRow();
    this.note('started', null);
    this.presence.updateReady();
    this.presence.startClock();
  }

  /** Give the room its session (at the start, or when loaded with its history). */
  attach(game: Game, history: Applied[]): void {
    const cfg = this.deps.config;
    this.session = new Session(game, this.seats.map((s) => s.bot), this.startRoll!, this.seed!, {
      emit: (e) => { this.append(e); if (e.k === 'act' && this.session?.ended) this.finish(); },
      changed: () => this.changed(),
      isAway: (q) => this.presence.awayOf(q) !== null,
      mayPlay: () => this.mayPlay(),
      onBotError: this.deps.log,
    }, { paceMs: this.settings.paceMs, offerWaitMs: cfg.offerWaitMs, ...(cfg.botBudgetMs !== undefined ? { botBudgetMs: cfg.botBudgetMs } : {}) });
    this.session.history.push(...history);
    if (game.record.actions.length > 0 || this.persons === 0) this.session.ready = true;
    else if (this.status === 'playing') this.presence.startClock();
  }

  private finish(): void {
    if (this.status === 'ended') return;
    this.status = 'ended';
    this.ended = Date.now();
    this.presence.stop();
    this.saveRow();
    this.changed();
  }

  // ---- people's game messages ----

  /** An acknowledged game message from a seated connection: checked, applied, stored, then acknowledged. */
  play(c: Conn, ack: unknown, run: (s: Session, seat: number) => Outcome, version?: unknown): void {
    const refuse = (code: string, message: string) => {
      const m: ServerMessage = { t: 'refused', code, message };
      if (typeof ack === 'number') m.ack = ack;
      if (/§/.test(message)) {
        try { m.rule = ruleTarget({ code, message }); } catch { /* the manual is optional: the page falls back to the § in the message */ }
      }
      c.sendText(toJson(m));
    };
    if (c.seat === null) return refuse('spectator', 'spectators watch: only a seated player acts (join with the token that took the seat)');
    if (!Number.isSafeInteger(ack) || (ack as number) < 1) return refuse('missing-ack', 'a game message carries "ack": a whole number greater than any this seat used before');
    const seat = c.seat;
    if ((ack as number) <= this.lastAck[seat]!) return refuse('replayed-ack', `ack ${ack} was used already (this seat's last is ${this.lastAck[seat]}): it is not done again`);
    if (!this.session || this.status !== 'playing') {
      return refuse('not-playing', this.status === 'lobby' ? 'the game has not started' : this.status === 'abandoned' ? 'this game was abandoned: start a new one' : 'the game is over (§10)');
    }
    this.lastAck[seat] = ack as number;
    this.persist({ op: 'ack', room: this.id, seat, ack: ack as number });
    if (version !== undefined && (typeof version !== 'number' || version < this.lastAct)) {
      return refuse('stale', `the game has moved on since version ${String(version)} (an action was played at version ${this.lastAct}): look again`);
    }
    this.presence.comeBack(seat);
    const out = run(this.session, seat);
    if (!out.ok) {
      // A refusal is news only for the one who asked; the ack id is spent all the same.
      return refuse(out.code, out.message);
    }
    const m: ServerMessage = { t: 'ack', ack: ack as number, version: this.log.length };
    if (out.at !== undefined) m.at = out.at;
    this.acks.push({ conn: c, text: toJson(m) });
    this.changed();
  }

  chat(c: Conn, text: unknown): void {
    const limit = this.deps.config.chatChars;
    if (typeof text !== 'string') throw new RoomError('bad-request', 'chat text is a string');
    const clean = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
    if (!clean) throw new RoomError('empty', 'say something');
    if ([...clean].length > limit) throw new RoomError('too-long', `a chat message has at most ${limit} characters`);
    const seat = c.seat;
    this.append({ k: 'chat', seat, name: seat !== null ? this.seats[seat]!.name : `${c.name}`, text: clean, at: Date.now() });
  }

  setPace(c: Conn, ms: number): void {
    if (!this.isHost(c) && !(this.persons === 1 && c.seat !== null)) throw new RoomError('not-host', 'only the host sets the bots’ pace');
    if (!Number.isFinite(ms)) throw new RoomError('bad-request', 'pace is a number of milliseconds');
    this.settings.paceMs = Math.max(0, Math.min(MAX_PACE_MS, Math.round(ms)));
    this.session?.setPace(this.settings.paceMs);
    this.saveRow(); // kept across a restart like the other settings
    this.changed();
  }

  /** A player leaves for good: a bot plays the seat (a game with nobody else in it is abandoned). */
  quit(c: Conn): void {
    const seat = c.seat;
    if (this.status === 'lobby') { this.stand(c); this.leave(c); return; }
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
    this.session?.close();
    this.presence.close();
  }

  // ---- loading ----

  /** Restore the log (entries as stored) and acks after a restart. */
  restore(entries: RoomEntry[], acks: { seat: number; ack: number }[], extra: { seed: string | null; commitment: string | null; startRoll: StartRoll | null; head: GameRecord | null; ended: number | null }): void {
    this.log.push(...entries);
    for (const a of acks) if (a.seat >= 0 && a.seat < this.lastAck.length) this.lastAck[a.seat] = a.ack;
    this.lastAct = entries.reduce((v, e, i) => (e.k === 'act' ? i + 1 : v), 0);
    this.seed = extra.seed;
    this.commitment = extra.commitment;
    this.startRoll = extra.startRoll;
    this.head = extra.head;
    this.ended = extra.ended;
    // After a restart nobody is connected yet: a person's seat is theirs again as soon as they are.
  }
}
