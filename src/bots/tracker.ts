/**
 * Counting cards from the public log, as a careful player does: for every opponent, the
 * resource cards it is known to hold (a lower bound by kind; the rest of its hand count is
 * unknown). Production, starting resources, builds, purchases, bank and domestic trades,
 * discards, Monopoly and Year of Plenty are public; a steal between two others is not, so the
 * victim's known cards each drop by one (whichever was taken) and the thief's card is unknown.
 * The bounds are checked against the hand counts and the bank after every action and reset
 * when they no longer fit (for instance after joining a game midway).
 */
import { startingCards, type Board } from '../engine/board.js';
import type { Action } from '../engine/actions.js';
import type { GameView } from '../engine/view.js';
import { CITY_BIT } from '../engine/state.js';
import { COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, RESOURCES, TERRAIN_RESOURCE, type Bundle } from '../engine/vocabulary.js';

const COST: Record<string, readonly number[]> = { road: COST_ROAD, settlement: COST_SETTLEMENT, city: COST_CITY };

export class HandTracker {
  /** known[seat][resource]: cards of that kind the seat surely holds. */
  readonly known: number[][];
  private last: GameView | null = null;
  private readonly gain = [0, 0, 0, 0, 0];

  constructor(private readonly board: Board, private readonly seat: number, seats: number) {
    this.known = Array.from({ length: seats }, () => [0, 0, 0, 0, 0]);
  }

  /** The view after `action`, as this seat sees both. */
  observe(action: Action, view: GameView): void {
    const prev = this.last;
    this.last = view;
    if (!prev) return;
    const count = (v: GameView, q: number) => v.players[q]!.resourceCount;
    const delta = (q: number) => count(view, q) - count(prev, q);
    const p = action.p;
    switch (action.type) {
      case 'roll': {
        const dice = action.dice;
        if (!dice || dice[0] + dice[1] === 7) break;
        const sum = dice[0] + dice[1];
        const robber = this.board.geo.hexId(prev.robber);
        for (let q = 0; q < this.known.length; q++) {
          if (q === this.seat || delta(q) === 0) continue;
          this.production(prev, q, sum, robber);
          this.credit(q, delta(q));
        }
        break;
      }
      case 'build': {
        if (prev.phase === 'setup') {
          // The second set-up settlement brings one card from each producing neighbour.
          if (action.piece === 'settlement' && delta(p) > 0 && p !== this.seat) {
            this.gain.fill(0);
            startingCards(this.board, this.board.geo.vertexId(action.at), this.gain);
            this.credit(p, delta(p));
          }
          break;
        }
        // Roads placed with a Road Building card are free (§8).
        if (prev.phase !== 'roadBuilding') this.pay(p, COST[action.piece]!);
        break;
      }
      case 'buy': this.pay(p, COST_DEV); break;
      case 'bankTrade': this.move(p, action.give, -1); this.move(p, action.get, 1); break;
      case 'trade':
        this.move(p, action.give, -1); this.move(p, action.get, 1);
        this.move(action.with, action.give, 1); this.move(action.with, action.get, -1);
        break;
      case 'discard': this.move(p, action.cards, -1); break;
      case 'robber': {
        const victim = action.victim;
        if (victim === undefined || victim < 0) break;
        if (action.stolen !== undefined) {
          const r = RESOURCES.indexOf(action.stolen);
          this.add(victim, r, -1);
          this.add(p, r, 1);
        } else if (victim !== this.seat) {
          // One card of unknown kind left the victim: any known kind may be the one.
          const k = this.known[victim]!;
          for (let r = 0; r < 5; r++) if (k[r]! > 0) k[r]!--;
        }
        break;
      }
      case 'play':
        if (action.card === 'monopoly' && action.resource) {
          const r = RESOURCES.indexOf(action.resource);
          let taken = 0;
          for (let q = 0; q < this.known.length; q++) {
            if (q === p) continue;
            taken -= delta(q);
            this.known[q]![r] = 0; // everyone else has none of it now
          }
          this.add(p, r, taken);
        } else if (action.card === 'yearOfPlenty' && action.take) {
          this.move(p, action.take, 1);
        }
        break;
      default: break;
    }
    this.check(view);
  }

  /** Put what seat q produces on a roll of `sum` (the robber's hex idle, §4) into this.gain. */
  private production(v: GameView, q: number, sum: number, robber: number): void {
    this.gain.fill(0);
    const g = this.board.geo;
    for (let h = 0; h < g.hexCount; h++) {
      if (this.board.token[h] !== sum || h === robber) continue;
      const r = TERRAIN_RESOURCE[this.board.terrain[h]! as 0]!;
      if (r < 0) continue;
      for (let k = 0; k < 6; k++) {
        const b = v.vertices[g.hexVertices[h * 6 + k]!]!;
        if (b && (b & 7) === q + 1) this.gain[r]! += b & CITY_BIT ? 2 : 1;
      }
    }
  }

  /** Credit this.gain to q when it accounts for the whole change of q's hand (else a bank shortage interfered). */
  private credit(q: number, change: number): void {
    let total = 0;
    for (let r = 0; r < 5; r++) total += this.gain[r]!;
    if (total === change) for (let r = 0; r < 5; r++) this.add(q, r, this.gain[r]!);
  }

  private pay(q: number, cost: readonly number[]): void {
    for (let r = 0; r < 5; r++) this.add(q, r, -cost[r]!);
  }

  private move(q: number, b: Bundle, sign: number): void {
    for (let r = 0; r < 5; r++) this.add(q, r, sign * (b[RESOURCES[r]!] ?? 0));
  }

  private add(q: number, r: number, k: number): void {
    if (q === this.seat || q < 0 || q >= this.known.length) return;
    this.known[q]![r] = Math.max(0, this.known[q]![r]! + k);
  }

  /** Known cards must fit each hand count and, together, what the bank and this seat leave. */
  private check(view: GameView): void {
    const mine = view.players[this.seat]!.resources;
    for (let r = 0; r < 5; r++) {
      const res = RESOURCES[r]!;
      const outside = this.board.island.bank - view.bank[res] - (mine ? mine[res] : 0);
      let held = 0;
      for (let q = 0; q < this.known.length; q++) if (q !== this.seat) held += this.known[q]![r]!;
      if (held > outside) for (let q = 0; q < this.known.length; q++) this.known[q]![r] = 0;
    }
    for (let q = 0; q < this.known.length; q++) {
      if (q === this.seat) continue;
      let held = 0;
      for (let r = 0; r < 5; r++) held += this.known[q]![r]!;
      if (held > view.players[q]!.resourceCount) this.known[q]!.fill(0);
    }
  }
}
