/**
 * What to show happening: the dice rolling, cards travelling from the hexes that produced them
 * to each hand, a card drawn, the robber moving, a steal ("who took what", the card named only
 * to the two players involved, as the server sent it), a new piece, Longest Road and Largest
 * Army changing hands, the win, the person's turn and an offer to them. Worked out from the log
 * entries that just arrived and the view after them; pure, no DOM and no clock (times come in).
 * It decides nothing: the server has already said what happened.
 */
import {
  RESOURCES, TERRAIN_RESOURCE, TERRAINS,
  type BoardJson, type Bundle, type GameBody, type GameView, type LogEntry, type Piece, type Resource, type SeenEvent,
} from '../wire.js';
import { geometryOf } from './labels.js';
import { cityAt, ownerAt } from './pieces.js';

/** Cards of one resource going from a hex (null: from the bank or the board at large) to a seat. */
export interface Flow { seat: number; resource: Resource; hex: string | null; n: number }

export type CueBody =
  | { kind: 'dice'; seat: number; dice: [number, number] }
  | { kind: 'produce'; total: number; hexes: string[]; flows: Flow[] }
  | { kind: 'draw'; seat: number }
  | { kind: 'robber'; seat: number; hex: string }
  | { kind: 'build'; seat: number; piece: Piece; where: string }
  | { kind: 'steal'; thief: number; victim: number; card: Resource | null; nothing: boolean }
  | { kind: 'monopoly'; seat: number; resource: Resource; n: number }
  | { kind: 'trade'; seat: number; with: number; give: Bundle; get: Bundle }
  | { kind: 'special'; card: 'longestRoad' | 'largestArmy'; to: number | null; from: number | null }
  | { kind: 'won'; seat: number }
  | { kind: 'turn'; seat: number }
  | { kind: 'offer'; from: number; offer: number }
  /** The person's counter to an offer, turned down: the offer closed with no trade. */
  | { kind: 'counterDeclined'; from: number }
  /** The person back in their seat after a bot stood in: how many moves it made for them (the log marks each). */
  | { kind: 'backIn'; seat: number; moves: number };

export type Cue = CueBody & { id: number; at: number };

const resourceOfTerrain = (terrain: string): Resource | null => {
  const r = (TERRAIN_RESOURCE as readonly number[])[TERRAINS.indexOf(terrain as (typeof TERRAINS)[number])] ?? -1;
  return r >= 0 ? RESOURCES[r]! : null;
};

/** Positive gains of a `resources` event. */
function gains(e: Extract<SeenEvent, { type: 'resources' }>): [Resource, number][] {
  return RESOURCES.filter((r) => (e.delta[r] ?? 0) > 0).map((r) => [r, e.delta[r]!]);
}

/**
 * Where a roll's cards came from: each hex with the rolled number (not under the robber) pays
 * its resource to every building on its corners; flows are matched against what each seat was
 * seen to receive, and whatever does not match travels from no hex (the hand just pulses).
 */
export function productionFlows(board: BoardJson, view: GameView, total: number, events: readonly SeenEvent[]): { hexes: string[]; flows: Flow[] } {
  const g = geometryOf(board);
  const hexes = g.hexNames.filter((h) => board.hexes[h]?.token === total && h !== view.robber);
  const flows: Flow[] = [];
  for (const e of events) {
    if (e.type !== 'resources') continue;
    for (const [r, n] of gains(e)) {
      let left = n;
      for (const h of hexes) {
        if (resourceOfTerrain(board.hexes[h]!.terrain) !== r) continue;
        let k = 0;
        const id = g.hexId(h);
        for (let c = 0; c < 6; c++) {
          const v = g.hexVertices[id * 6 + c]!;
          if (ownerAt(view, v) === e.p) k += cityAt(view, v) ? 2 : 1;
        }
        k = Math.min(k, left);
        if (k > 0) { flows.push({ seat: e.p, resource: r, hex: h, n: k }); left -= k; }
      }
      if (left > 0) flows.push({ seat: e.p, resource: r, hex: null, n: left });
    }
  }
  return { hexes, flows };
}

/** The hexes around a corner that pay a resource (a second set-up settlement's starting cards). */
function startFlows(board: BoardJson, at: string, events: readonly SeenEvent[]): Flow[] {
  const flows: Flow[] = [];
  const g = geometryOf(board);
  const v = g.vertexId(at);
  for (const e of events) {
    if (e.type !== 'resources') continue;
    for (const [r, n] of gains(e)) {
      let left = n;
      for (let k = 0; k < 3 && left > 0 && v >= 0; k++) {
        const h = g.vertexHexes[v * 3 + k]!;
        if (h < 0) continue;
        const name = g.hexNames[h]!;
        if (resourceOfTerrain(board.hexes[name]!.terrain) === r) { flows.push({ seat: e.p, resource: r, hex: name, n: 1 }); left--; }
      }
      if (left > 0) flows.push({ seat: e.p, resource: r, hex: null, n: left });
    }
  }
  return flows;
}

/** The cues of log entries just arrived, in order (the view is the one after them). */
export function cuesOfEntries(entries: readonly LogEntry[], board: BoardJson, view: GameView): CueBody[] {
  const out: CueBody[] = [];
  for (const e of entries) {
    if (e.k === 'offer') {
      // The panel of an offer the person countered closes when it ends; without a trade, they are told (the log's "no trade" was the only sign).
      if (e.taken === null && e.answers.some((x) => x.seat === view.viewer && x.type === 'counter')) out.push({ kind: 'counterDeclined', from: e.from });
      continue;
    }
    if (e.k !== 'act') continue;
    const a = e.action;
    switch (a.type) {
      case 'roll':
        if (a.dice) {
          out.push({ kind: 'dice', seat: a.p, dice: a.dice });
          const total = a.dice[0] + a.dice[1];
          if (total !== 7) out.push({ kind: 'produce', total, ...productionFlows(board, view, total, e.events) });
        }
        break;
      case 'build': {
        out.push({ kind: 'build', seat: a.p, piece: a.piece, where: a.at });
        const flows = a.piece === 'settlement' ? startFlows(board, a.at, e.events) : [];
        if (flows.length) out.push({ kind: 'produce', total: 0, hexes: [...new Set(flows.flatMap((f) => (f.hex ? [f.hex] : [])))], flows });
        break;
      }
      case 'buy': out.push({ kind: 'draw', seat: a.p }); break;
      case 'robber': {
        out.push({ kind: 'robber', seat: a.p, hex: a.hex });
        if (a.victim !== undefined) {
          const moved = e.events.some((x) => (x.type === 'resources' && x.p === a.victim) || (x.type === 'resourceCount' && x.p === a.victim));
          out.push({ kind: 'steal', thief: a.p, victim: a.victim, card: a.stolen ?? null, nothing: !moved && a.stolen === undefined });
        }
        break;
      }
      case 'trade': out.push({ kind: 'trade', seat: a.p, with: a.with, give: a.give, get: a.get }); break;
      case 'play':
        if (a.card === 'monopoly' && a.resource) {
          const mine = e.events.find((x): x is Extract<SeenEvent, { type: 'resources' }> => x.type === 'resources' && x.p === a.p);
          out.push({ kind: 'monopoly', seat: a.p, resource: a.resource, n: mine?.delta[a.resource] ?? 0 });
        }
        break;
      default:
    }
    for (const ev of e.events) {
      if (ev.type === 'longestRoad' || ev.type === 'largestArmy') out.push({ kind: 'special', card: ev.type, to: ev.to, from: ev.from });
      if (ev.type === 'won') out.push({ kind: 'won', seat: ev.p });
    }
  }
  return out;
}

/** The person's own moments: their turn has come, or an offer has been made to them. */
export function cuesOfGame(prev: GameBody | null, next: GameBody, you: number | null): CueBody[] {
  const out: CueBody[] = [];
  if (you === null) return out;
  const starts = (g: GameBody | null) => g !== null && g.targets !== null && g.view.phase !== 'ended'
    && (g.expected.kind === 'roll' || g.expected.kind === 'place-settlement' || g.expected.kind === 'special-build') && g.expected.seat === you;
  if (starts(next) && !(starts(prev) && prev!.view.turn === next.view.turn && prev!.view.setupStep === next.view.setupStep)) out.push({ kind: 'turn', seat: you });
  if (next.incoming && next.incoming.id !== prev?.incoming?.id) out.push({ kind: 'offer', from: next.incoming.from, offer: next.incoming.id });
  return out;
}

/** Vertex names of a view's buildings, for tests and labels (`board`: its island, the base game's when absent). */
export function buildingsOf(view: GameView, board: Pick<BoardJson, 'island'> = {}): { at: string; seat: number; city: boolean }[] {
  const out: { at: string; seat: number; city: boolean }[] = [];
  const names = geometryOf(board).vertexNames;
  for (let v = 0; v < view.vertices.length; v++) {
    const seat = ownerAt(view, v);
    if (seat >= 0) out.push({ at: names[v]!, seat, city: cityAt(view, v) });
  }
  return out;
}
