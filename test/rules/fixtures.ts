// Shared fixtures for the rule tests (RULES.md §3–§12): the spec's geometry read from
// spec/geometry.json (not from the engine, so the tests do not trust what they check),
// compact positions on the beginner map (RECORD.md "Starting from a position"), and small
// wrappers over the checked door that fail loudly with the engine's own reason.
import { readFileSync } from 'node:fs';
import {
  apply, parseRecord, replayRecord, summarize,
  type Action, type Color, type GameRecord, type GameState, type PositionJson, type RuleError, type Rules, type Summary,
} from '../../src/engine/index.js';
import { specPath } from '../helpers.js';

interface GeometryJson {
  hexes: string[];
  vertices: Record<string, { hexes: string[]; neighbours: string[] }>;
  edges: Record<string, { hexes: string[]; vertices: string[] }>;
}
export const GEO = JSON.parse(readFileSync(specPath('geometry.json'), 'utf8')) as GeometryJson;
export const BEGINNER = JSON.parse(readFileSync(specPath('beginner.json'), 'utf8')) as {
  hexes: Record<string, { terrain: string; token?: number }>;
  harbors: { edge: string; kind: string }[];
  robber: string;
  start: Record<string, { settlements: string[]; roads: string[]; second: string }>;
  startingResources: Record<string, string[]>;
};

export const FOUR: Color[] = ['red', 'blue', 'white', 'orange'];
export const THREE: Color[] = ['red', 'blue', 'orange'];

/** Stop the test with the engine's own reason. */
function fail(message: string): never {
  throw new Error(message);
}

/** The edge joining two neighbouring vertices (throws if they are not neighbours). */
export function edge(a: string, b: string): string {
  for (const [name, e] of Object.entries(GEO.edges)) {
    if (e.vertices.includes(a) && e.vertices.includes(b) && a !== b) return name;
  }
  throw new Error(`no edge between ${a} and ${b}`);
}

/** The roads along a walk of vertices. */
export function path(...vs: string[]): string[] {
  return vs.slice(1).map((v, i) => edge(vs[i]!, v));
}

/** A hex's six corners clockwise from the top: N, NE, SE, S, SW, NW (checked against geometry.json). */
export function corners(hex: string): string[] {
  const [q, r] = hex.split(',').map(Number) as [number, number];
  const out = [`${q},${r},N`, `${q + 1},${r - 1},S`, `${q},${r + 1},N`, `${q},${r},S`, `${q - 1},${r + 1},N`, `${q},${r - 1},S`];
  for (const v of out) if (!GEO.vertices[v]?.hexes.includes(hex)) throw new Error(`${v} is not a corner of ${hex}`);
  return out;
}

/** A hex's six sides, as the ring of roads around it. */
export function ring(hex: string): string[] {
  const c = corners(hex);
  return c.map((v, i) => edge(v, c[(i + 1) % 6]!));
}

export function edgesAt(v: string): string[] {
  return Object.entries(GEO.edges).filter(([, e]) => e.vertices.includes(v)).map(([n]) => n);
}

/** n connected roads grown breadth-first from vertex v (for piece-limit positions). */
export function network(v: string, n: number): string[] {
  const roads: string[] = [];
  const seen = new Set<string>([v]);
  const queue = [v];
  while (queue.length && roads.length < n) {
    const at = queue.shift()!;
    for (const e of edgesAt(at)) {
      if (roads.includes(e) || roads.length >= n) continue;
      roads.push(e);
      const w = GEO.edges[e]!.vertices.find((x) => x !== at)!;
      if (!seen.has(w)) { seen.add(w); queue.push(w); }
    }
  }
  return roads;
}

/** Two long walks on the beginner map: the border between rows −1 and 0, and rows 0 and 1. */
export const TOP = ['-2,-1,S', '-2,0,N', '-1,-1,S', '-1,0,N', '0,-1,S', '0,0,N', '1,-1,S', '1,0,N', '2,-1,S', '2,0,N', '3,-1,S'];
export const MID = ['-3,1,N', '-2,0,S', '-2,1,N', '-1,0,S', '-1,1,N', '0,0,S', '0,1,N', '1,0,S', '1,1,N', '2,0,S', '2,1,N'];
export const LOW = ['-3,2,N', '-2,1,S', '-2,2,N', '-1,1,S', '-1,2,N', '0,1,S', '0,2,N', '1,1,S', '1,2,N'];

export type Seat = NonNullable<PositionJson['players']>[number];
export type Pos = Omit<PositionJson, 'players'> & { players: Seat[] };
export interface RecordOpts {
  rules?: Partial<Rules>;
  colors?: Color[];
  board?: GameRecord['board'];
  actions?: Action[];
}

/**
 * A record on the beginner map starting from a position. A seat given without `roads` gets
 * one road per building (the first free edge at it), so the position passes RECORD.md's
 * "every building touches one of its owner's roads"; give `roads` to place them yourself.
 */
export function rec(pos: Pos, opts: RecordOpts = {}): GameRecord {
  const used = new Set<string>();
  for (const p of pos.players) for (const r of p.roads ?? []) used.add(r);
  const players = pos.players.map((p) => {
    if (p.roads !== undefined) return p;
    const roads: string[] = [];
    for (const v of [...(p.settlements ?? []), ...(p.cities ?? [])]) {
      const e = edgesAt(v).find((x) => !used.has(x));
      if (!e) throw new Error(`no free edge at ${v}`);
      used.add(e);
      roads.push(e);
    }
    return { ...p, roads };
  });
  return {
    format: 1,
    ...(opts.rules ? { rules: opts.rules } : {}),
    board: opts.board ?? 'beginner',
    players: (opts.colors ?? FOUR.slice(0, players.length)).map((color) => ({ color })),
    position: { ...pos, players },
    actions: opts.actions ?? [],
  };
}

/** Empty seats, for positions where only some seats matter. */
export function seats(n: number, given: Record<number, Seat> = {}): Seat[] {
  return Array.from({ length: n }, (_, i) => given[i] ?? {});
}

/** Replay a record that must be accepted; returns the final state. */
export function play(record: unknown): GameState {
  const r = replayRecord(record);
  if (!r.ok) fail(`record refused at ${String(r.at)}: ${r.error}`);
  return r.state;
}

/** Replay a record that must be refused; returns where and why. */
export function refusal(record: unknown): { at: number | string; error: string; state?: GameState } {
  const r = replayRecord(record);
  if (r.ok) fail('the record was accepted, but it breaks a rule');
  return r;
}

/** The position a record starts from (the record must load). */
export function start(record: unknown): GameState {
  const r = parseRecord(record);
  if (!r.ok) fail(`position refused at ${String(r.at)}: ${r.error}`);
  return r.start;
}

/** Apply actions through the checked door; each must be accepted. */
export function act(state: GameState, ...actions: Action[]): GameState {
  let s = state;
  for (const a of actions) {
    const r = apply(s, a, { requireOutcomes: true });
    if (!r.ok) fail(`${JSON.stringify(a)} refused: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** Apply an action that must be refused; returns the rule error. */
export function deny(state: GameState, action: Action): RuleError {
  const r = apply(state, action, { requireOutcomes: true });
  if (r.ok) fail(`${JSON.stringify(action)} was accepted, but it breaks a rule`);
  return r.error;
}

export const info = (s: GameState): Summary => summarize(s);
export const hand = (s: GameState, p: number) => summarize(s).players[p]!.resources;
export const cards = (s: GameState, p: number) => Object.values(summarize(s).players[p]!.resources).reduce((a, b) => a + b, 0);

/** Five-resource bundle with zeros filled in, for toEqual against summaries. */
export function full(b: Partial<Record<'brick' | 'wood' | 'wool' | 'grain' | 'ore', number>>) {
  return { brick: 0, wood: 0, wool: 0, grain: 0, ore: 0, ...b };
}

/** Settlement price, handy in positions. */
export const SETTLEMENT_COST = { brick: 1, wood: 1, wool: 1, grain: 1 };
export const CITY_COST = { grain: 2, ore: 3 };
export const DEV_COST = { wool: 1, grain: 1, ore: 1 };
