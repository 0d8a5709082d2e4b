/**
 * The manual's pictures for the spatial rules. Each one is a game record (spec/RECORD.md) that
 * starts from a position — on the beginner board, or for five and six players on a generated
 * board of the extension's island (RULES.md §14) — and may add actions; the engine loads and replays
 * it, and every highlight is asked of the engine (legal moves, refusal codes, road lengths,
 * rates), never computed here. So a picture can never contradict the rules: if the engine
 * changes, the picture changes with it, and test/manual/pictures.test.ts checks the claims.
 * Captions take their numbers from the engine too ({len:0} is seat 0's road length).
 */
import {
  BASE_GEOMETRY, TERRAINS, apply, legalActions, viewFor,
  type Action, type GameRecord, type GameState, type Geometry, type PositionJson,
} from '../engine/index.js';
import { EXTENSION_GEOMETRY } from '../engine/islands.js';

type PositionPlayerJson = NonNullable<PositionJson['players']>[number];
import type { Lang } from './types.js';

export type VertexMark = 'legal' | 'blocked' | 'victim' | 'not-victim' | 'cut' | 'harbor-used';
export type EdgeMark = 'legal' | 'refused' | 'counted' | 'counted-other' | 'new' | 'harbor-unused';
export type HexMark = 'target' | 'robber-from' | 'desert';
export type MarkKind = VertexMark | EdgeMark | HexMark;

export interface Marks {
  vertices: Map<string, VertexMark>;
  edges: Map<string, { mark: EdgeMark; label?: string }>;
  hexes: Map<string, HexMark>;
}

export interface PictureDef {
  id: string;
  /** A RECORD.md record: a board (beginner, or generated on either island) + "position" (+ actions, replayed before drawing). */
  record: GameRecord;
  /** Land hexes the picture frames. */
  focus: string[];
  /** Highlights, asked of the engine: `state` is after the actions, `start` is the position. */
  marks(state: GameState, start: GameState): Marks;
  /** What the picture shows, per language; {len:N} and {roads:N} are filled in from the engine. */
  caption: Record<Lang, string>;
  /** Facts the picture illustrates, checked against the engine by the tests. */
  claims: {
    roadLength?: Record<number, number>;
    roadLengthBefore?: Record<number, number>;
    longestRoad?: number | null;
    longestRoadBefore?: number | null;
    rates?: Record<number, Partial<Record<'brick' | 'wood' | 'wool' | 'grain' | 'ore', number>>>;
    victims?: { hex: string; seats: number[] };
    /** Where the robber stands once the record is replayed. */
    robber?: string;
    /** Every vertex where the seat may build a settlement now (from legalActions), sorted. */
    settlementSpots?: Record<number, string[]>;
    /** The island's components, as the engine's board, bank and deck hold them (§1, §14). */
    components?: { hexes: number; deserts: number; harbors: number; tokens: number; cardsPerResource: number; devCards: number };
    /** §14: the seats that build in the special building phase, in order, each ending their part in turn. */
    builders?: number[];
    /** Actions the engine refuses in the state shown, with its refusal code. */
    refused?: { action: Action; code: string }[];
  };
}

/** The roads along a walk of neighbouring vertices of island `g`, by name (throws on a non-neighbour). */
export function roadsOn(g: Geometry, ...vs: string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < vs.length; i++) {
    const a = g.vertexId(vs[i - 1]!), b = g.vertexId(vs[i]!);
    let found = -1;
    for (let e = 0; a >= 0 && b >= 0 && e < g.edgeCount; e++) {
      const x = g.edgeVertices[e * 2]!, y = g.edgeVertices[e * 2 + 1]!;
      if ((x === a && y === b) || (x === b && y === a)) found = e;
    }
    if (found < 0) throw new Error(`pictures: ${vs[i - 1]} and ${vs[i]} are not neighbours`);
    out.push(g.edgeNames[found]!);
  }
  return out;
}
/** The roads along a walk on the base game's island. */
export function roadsAlong(...vs: string[]): string[] {
  return roadsOn(BASE_GEOMETRY, ...vs);
}
/** The roads along a walk on the 5–6 player extension's island. */
export function roadsAlongExt(...vs: string[]): string[] {
  return roadsOn(EXTENSION_GEOMETRY, ...vs);
}

const COLORS = [{ color: 'red' }, { color: 'blue' }, { color: 'white' }, { color: 'orange' }] as GameRecord['players'];
const EMPTY: PositionPlayerJson = {};
const SETTLEMENT_CARDS = { brick: 1, wood: 1, wool: 1, grain: 1 };

function record(position: GameRecord['position'], actions: Action[] = []): GameRecord {
  return { format: 1, board: 'beginner', players: COLORS, position, actions };
}
// ---- Five and six players (§14): a generated board of the extension's island, six colours.
const EXT_BOARD = { generate: 'variable', seed: 'manual', island: 'extension' } as const;
const SIX = [{ color: 'red' }, { color: 'blue' }, { color: 'white' }, { color: 'orange' }, { color: 'green' }, { color: 'brown' }] as GameRecord['players'];
function extRecord(position: GameRecord['position'], actions: Action[] = []): GameRecord {
  return { format: 1, board: EXT_BOARD, players: SIX, position, actions };
}
// Longest Road in the phase: Red's five roads along the north coast, Blue's five through the middle.
const EXT_RED = ['0,-3,N', '1,-4,S', '1,-3,N', '2,-4,S', '2,-3,N', '3,-4,S'];
const EXT_BLUE = ['-1,0,N', '0,-1,S', '0,0,N', '1,-1,S', '1,0,N', '2,-1,S'];
/** Every land hex of the extension's island, to frame the whole of it. */
const EXT_ALL = [...EXTENSION_GEOMETRY.hexNames];
/** Each colour's two settlements and roads after the set-up on that board (snake order). */
const EXT_SETUP: PositionPlayerJson[] = [
  { settlements: ['-2,1,N', '2,-4,S'], roads: ['-2,0,SE', '2,-4,SE'] },
  { settlements: ['-2,1,S', '-3,2,S'], roads: ['-2,1,SE', '-3,2,SE'] },
  { settlements: ['2,-3,S', '-1,1,N'], roads: ['2,-3,SE', '-1,0,SE'] },
  { settlements: ['-2,-1,S', '-1,0,N'], roads: ['-2,-1,SE', '-1,-1,SE'] },
  { settlements: ['-2,2,S', '1,-3,S'], roads: ['-2,2,SE', '1,-3,SE'] },
  { settlements: ['1,1,N', '0,2,N'], roads: ['1,0,SE', '0,1,SE'] },
];
/** The seats that build in the special building phase from `s` on, each ending their part (§14). */
export function specialBuilders(s: GameState): number[] {
  const out: number[] = [];
  let t = s;
  while (viewFor(t, 'spectator').specialBuilder !== null && out.length < 6) {
    const p = viewFor(t, 'spectator').specialBuilder!;
    out.push(p);
    const r = apply(t, { p, type: 'end' });
    if (!r.ok) break;
    t = r.state;
  }
  return out;
}

function marks(): Marks {
  return { vertices: new Map(), edges: new Map(), hexes: new Map() };
}
/** Refusal code the engine gives for seat p building `piece` at `at` (null if accepted). */
function refusal(s: GameState, p: number, piece: 'road' | 'settlement', at: string): string | null {
  const r = apply(s, { p, type: 'build', piece, at });
  return r.ok ? null : r.error.code;
}
function legalBuilds(s: GameState, p: number, piece: 'road' | 'settlement'): string[] {
  return legalActions(s).flatMap((a) => (a.type === 'build' && a.p === p && a.piece === piece ? [a.at] : []));
}
function numberPath(m: Marks, roads: string[], mark: EdgeMark): void {
  roads.forEach((e, i) => m.edges.set(e, { mark, label: String(i + 1) }));
}

// ---- Distance rule: red's road reaches three empty corners; the engine refuses two of them.
const DIST_RING = ['1,0,N', '2,-1,S', '1,1,N', '1,0,S'];
// ---- Longest Road: a Y of 7 red roads in the south; the longest single path is 5.
const MAIN = ['-1,1,S', '-1,2,N', '0,1,S', '0,2,N', '1,1,S', '1,2,N'];
const BRANCH = ['0,1,S', '-1,3,N', '0,2,S'];
const RED_Y: PositionPlayerJson = { settlements: ['-1,1,S'], roads: [...roadsAlong(...MAIN), ...roadsAlong(...BRANCH)] };
// Blue's line in the north for the tie: 4 roads, then a fifth.
const BLUE_LINE = ['0,0,N', '1,-1,S', '1,0,N', '2,-2,S', '2,-1,N'];

export const PICTURES: readonly PictureDef[] = [
  {
    id: 'distance-rule',
    record: record({
      current: 0, phase: 'main', turn: 9, robber: '0,0',
      players: [
        { settlements: ['1,0,N'], roads: roadsAlong(...DIST_RING), resources: SETTLEMENT_CARDS },
        { settlements: ['0,1,N'], roads: roadsAlong('0,1,N', '0,0,S') }, EMPTY, EMPTY,
      ],
    }),
    focus: ['1,-1', '1,0', '0,0', '0,1', '1,1', '2,-1', '2,0'],
    marks(s) {
      const m = marks();
      for (const v of DIST_RING.slice(1)) {
        if (refusal(s, 0, 'settlement', v) === 'distance-rule') m.vertices.set(v, 'blocked');
      }
      for (const v of legalBuilds(s, 0, 'settlement')) m.vertices.set(v, 'legal');
      return m;
    },
    caption: {
      en: 'Red’s road reaches three free corners. Only the middle one is allowed: the others sit next to Red’s own settlement and next to Blue’s.',
      es: 'La carretera roja llega a tres cruces libres. Solo se permite el del medio: los otros están junto al poblado rojo y junto al azul.',
      fr: 'La route rouge atteint trois sommets libres. Seul celui du milieu est permis\u00a0: les autres touchent la colonie rouge et la colonie bleue.',
      sv: 'Röds väg når tre lediga hörn. Bara det mittersta är tillåtet: de andra ligger intill Röds egen bosättning och intill Blås.',
    },
    claims: {},
  },
  {
    id: 'road-blocked',
    record: record({
      current: 0, phase: 'main', turn: 9, robber: '1,1',
      players: [
        { settlements: ['0,0,N'], roads: roadsAlong('0,0,N', '1,-1,S', '0,1,N'), resources: { brick: 1, wood: 1 } },
        { settlements: ['0,1,N'], roads: roadsAlong('0,1,N', '1,0,S') }, EMPTY, EMPTY,
      ],
    }),
    focus: ['0,-1', '1,-1', '-1,0', '0,0', '1,0', '-1,1', '0,1'],
    marks(s) {
      const m = marks();
      for (const e of legalBuilds(s, 0, 'road')) m.edges.set(e, { mark: 'legal' });
      for (const e of roadsAlong('0,1,N', '0,0,S')) {
        if (refusal(s, 0, 'road', e) === 'not-connected') m.edges.set(e, { mark: 'refused' });
      }
      return m;
    },
    caption: {
      en: 'Red’s road ends at Blue’s settlement. Red may build on the green edges, but not on the red one beyond Blue’s settlement.',
      es: 'La carretera roja termina en el poblado azul. Rojo puede construir en los caminos verdes, pero no en el rojo, al otro lado del poblado azul.',
      fr: 'La route rouge aboutit à la colonie bleue. Rouge peut bâtir sur les arêtes vertes, mais pas sur l’arête rouge au-delà de la colonie bleue.',
      sv: 'Röds väg slutar vid Blås bosättning. Röd får bygga på de gröna kanterna, men inte på den röda bortom Blås bosättning.',
    },
    claims: {},
  },
  {
    id: 'longest-road-count',
    record: record({
      current: 0, phase: 'main', turn: 20, robber: '0,0', longestRoad: 0,
      players: [RED_Y, EMPTY, EMPTY, EMPTY],
    }),
    focus: ['-1,1', '0,1', '-1,2', '0,2', '1,1'],
    marks() {
      const m = marks();
      for (const e of RED_Y.roads!) m.edges.set(e, { mark: 'counted-other' });
      numberPath(m, roadsAlong(...MAIN), 'counted');
      return m;
    },
    caption: {
      en: 'Red has {roads:0} roads, but its longest road counts {len:0}: the side branch cannot be added to the main path.',
      es: 'Rojo tiene {roads:0} carreteras, pero su ruta comercial más larga cuenta {len:0}: el ramal no se puede sumar al camino principal.',
      fr: 'Rouge a {roads:0} routes, mais sa route la plus longue en compte {len:0}\u00a0: la branche ne s’ajoute pas au chemin principal.',
      sv: 'Röd har {roads:0} vägar, men den längsta vägen räknas som {len:0}: sidogrenen kan inte läggas till huvudsträckan.',
    },
    claims: { roadLength: { 0: 5 }, longestRoad: 0 },
  },
  {
    id: 'longest-road-broken',
    record: record({
      current: 1, phase: 'main', turn: 21, robber: '0,0', longestRoad: 0,
      players: [RED_Y, { settlements: ['1,1,N'], roads: roadsAlong('1,1,N', '1,0,S', '0,2,N'), resources: SETTLEMENT_CARDS }, EMPTY, EMPTY],
    }, [{ p: 1, type: 'build', piece: 'settlement', at: '0,2,N' }]),
    focus: ['-1,1', '0,1', '-1,2', '0,2', '1,1', '1,0'],
    marks() {
      const m = marks();
      for (const e of RED_Y.roads!) m.edges.set(e, { mark: 'counted-other' });
      numberPath(m, roadsAlong('0,2,S', '-1,3,N', '0,1,S', '-1,2,N', '-1,1,S'), 'counted');
      m.vertices.set('0,2,N', 'cut');
      return m;
    },
    caption: {
      en: 'Blue builds a settlement on Red’s road. Red’s longest road drops from {lenBefore:0} to {len:0}; nobody has 5, so the Longest Road card is set aside.',
      es: 'Azul construye un poblado en la ruta roja. La ruta comercial más larga de Rojo baja de {lenBefore:0} a {len:0}; nadie tiene 5, así que la carta de Mayor Ruta Comercial se aparta.',
      fr: 'Bleu bâtit une colonie sur la route rouge. La route la plus longue de Rouge passe de {lenBefore:0} à {len:0}\u202f; personne n’a 5, la carte Route la plus longue est mise de côté.',
      sv: 'Blå bygger en bosättning på Röds väg. Röds längsta väg sjunker från {lenBefore:0} till {len:0}; ingen har 5, så kortet Längsta vägen läggs åt sidan.',
    },
    claims: { roadLengthBefore: { 0: 5 }, longestRoadBefore: 0, roadLength: { 0: 4, 1: 2 }, longestRoad: null },
  },
  {
    id: 'longest-road-tie',
    record: record({
      current: 1, phase: 'main', turn: 22, robber: '0,0', longestRoad: 0,
      players: [
        { settlements: ['-1,1,S'], roads: roadsAlong(...MAIN) },
        { settlements: ['0,0,N'], roads: roadsAlong(...BLUE_LINE), resources: { brick: 1, wood: 1 } }, EMPTY, EMPTY,
      ],
    }, [{ p: 1, type: 'build', piece: 'road', at: roadsAlong('0,-1,S', '0,0,N')[0]! }]),
    focus: ['0,-1', '1,-1', '0,0', '1,0', '-1,1', '0,1', '-1,2', '0,2', '1,1'],
    marks() {
      const m = marks();
      numberPath(m, roadsAlong(...MAIN), 'counted');
      numberPath(m, roadsAlong(...[...BLUE_LINE].reverse(), '0,-1,S'), 'counted');
      m.edges.set(roadsAlong('0,-1,S', '0,0,N')[0]!, { mark: 'new', label: '5' });
      return m;
    },
    caption: {
      en: 'Blue’s new road makes {len:1}, the same as Red’s {len:0}. A tie is not enough: Red keeps Longest Road.',
      es: 'La nueva carretera azul hace {len:1}, igual que las {len:0} de Rojo. Empatar no basta: Rojo conserva la Mayor Ruta Comercial.',
      fr: 'La nouvelle route bleue fait {len:1}, autant que les {len:0} de Rouge. L’égalité ne suffit pas\u00a0: Rouge garde la Route la plus longue.',
      sv: 'Blås nya väg ger {len:1}, lika mycket som Röds {len:0}. Lika räcker inte: Röd behåller Längsta vägen.',
    },
    claims: { roadLength: { 0: 5, 1: 5 }, longestRoad: 0 },
  },
  {
    id: 'harbors',
    record: record({
      current: 0, phase: 'main', turn: 14, robber: '0,0',
      players: [
        { settlements: ['3,-2,S'], roads: roadsAlong('3,-2,S', '2,0,N', '3,-1,S') },
        { settlements: ['2,1,N'], roads: roadsAlong('2,1,N', '2,0,S') }, EMPTY, EMPTY,
      ],
    }),
    focus: ['2,-2', '1,-1', '2,-1', '1,0', '2,0', '1,1'],
    marks(s) {
      const m = marks();
      const view = viewFor(s, 'spectator');
      if (view.players[0]!.rates.ore === 2) m.vertices.set('3,-2,S', 'harbor-used');
      if (view.players[1]!.rates.wool === 3) m.vertices.set('2,1,N', 'harbor-used');
      if (view.players[0]!.rates.wool === 4) m.edges.set(roadsAlong('2,0,N', '3,-1,S')[0]!, { mark: 'harbor-unused' });
      return m;
    },
    caption: {
      en: 'Red’s settlement on the ore harbor trades ore at 2:1. Red’s road touching the 3:1 harbor gives nothing; Blue’s settlement there trades at 3:1.',
      es: 'El poblado rojo en el puerto de mineral comercia con mineral a 2:1. La carretera roja que toca el puerto 3:1 no da nada; el poblado azul allí comercia a 3:1.',
      fr: 'La colonie rouge sur le port à minerai échange le minerai à 2:1. La route rouge qui touche le port 3:1 ne donne rien\u202f; la colonie bleue qui s’y trouve échange à 3:1.',
      sv: 'Röds bosättning vid malmhamnen byter malm 2:1. Röds väg som rör 3:1-hamnen ger ingenting; Blås bosättning där byter 3:1.',
    },
    claims: {
      rates: { 0: { ore: 2, wool: 4, brick: 4, grain: 4, wood: 4 }, 1: { ore: 3, wool: 3, brick: 3, grain: 3, wood: 3 } },
    },
  },
  {
    id: 'robber-victims',
    record: record({
      current: 0, phase: 'robber', turn: 17, robber: '0,0',
      players: [
        { settlements: ['0,0,N'], roads: roadsAlong('0,0,N', '0,-1,S'), resources: { grain: 2 } },
        { settlements: ['1,-1,N'], roads: roadsAlong('1,-1,N', '2,-3,S'), resources: { wool: 2, ore: 1 } },
        { settlements: ['2,-1,N'], roads: roadsAlong('2,-1,N', '3,-3,S'), resources: { brick: 3 } },
        { cities: ['1,0,N'], roads: roadsAlong('1,0,N', '2,-1,S') },
      ],
    }),
    focus: ['0,-1', '1,-2', '1,-1', '2,-2', '0,0', '1,0', '2,-1'],
    marks(s) {
      const m = marks();
      m.hexes.set('1,-1', 'target');
      m.hexes.set(viewFor(s, 'spectator').robber, 'robber-from');
      const victims = new Set(legalActions(s).flatMap((a) => (a.type === 'robber' && a.hex === '1,-1' && a.victim !== undefined ? [a.victim] : [])));
      for (const [v, seat] of [['1,-1,N', 1], ['1,0,N', 3], ['0,0,N', 0]] as const) {
        m.vertices.set(v, victims.has(seat) ? 'victim' : 'not-victim');
      }
      return m;
    },
    caption: {
      en: 'Red moves the robber to the 4 pasture. Red may rob Blue or Orange (even with no cards); Red’s own settlement does not count, and White is not on that hex.',
      es: 'Rojo mueve el ladrón a los pastos del 4. Puede robar a Azul o a Naranja (aunque no tenga cartas); su propio poblado no cuenta y Blanco no está en ese terreno.',
      fr: 'Rouge déplace le voleur sur le pâturage du 4. Il peut voler Bleu ou Orange (même sans carte)\u202f; sa propre colonie ne compte pas et Blanc n’est pas sur ce terrain.',
      sv: 'Röd flyttar rövaren till 4-betesmarken. Röd får stjäla från Blå eller Orange (även utan kort); Röds egen bosättning räknas inte, och Vit finns inte vid rutan.',
    },
    claims: { victims: { hex: '1,-1', seats: [1, 3] } },
  },
  {
    // Orange has a city and a settlement on the 4 pasture; Blue only a road along its edge.
    id: 'robber-road-only',
    record: record({
      current: 0, phase: 'robber', turn: 15, robber: '0,0',
      players: [
        EMPTY,
        { settlements: ['0,1,N'], roads: roadsAlong('0,1,N', '1,-1,S', '0,0,N'), resources: { wool: 2 } },
        EMPTY,
        { cities: ['1,-1,N'], settlements: ['1,0,N'], roads: roadsAlong('1,-1,N', '2,-2,S', '1,0,N'), resources: { grain: 1, ore: 2 } },
      ],
    }),
    focus: ['0,-1', '1,-2', '1,-1', '2,-2', '0,0', '1,0', '2,-1'],
    marks(s) {
      const m = marks();
      m.hexes.set('1,-1', 'target');
      m.hexes.set(viewFor(s, 'spectator').robber, 'robber-from');
      const victims = new Set(legalActions(s).flatMap((a) => (a.type === 'robber' && a.hex === '1,-1' && a.victim !== undefined ? [a.victim] : [])));
      for (const [v, seat] of [['1,-1,N', 3], ['1,0,N', 3], ['0,1,N', 1]] as const) {
        m.vertices.set(v, victims.has(seat) ? 'victim' : 'not-victim');
      }
      return m;
    },
    caption: {
      en: 'Red moves the robber to the 4 pasture. Orange, with a city and a settlement there, is the only player Red can rob, and loses one card all the same. Blue’s road runs along the hex, but a road does not count.',
      es: 'Rojo mueve el ladrón a los pastos del 4. Naranja, con una ciudad y un poblado allí, es el único jugador al que Rojo puede robar, y pierde una sola carta igualmente. La carretera azul recorre el borde del terreno, pero una carretera no cuenta.',
      fr: 'Rouge déplace le voleur sur le pâturage du 4. Orange, qui y a une ville et une colonie, est le seul joueur que Rouge peut voler, et ne perd qu’une carte quand même. La route bleue longe le terrain, mais une route ne compte pas.',
      sv: 'Röd flyttar rövaren till 4-betesmarken. Orange, med en stad och en bosättning där, är den enda spelare Röd kan stjäla från, och förlorar ändå bara ett kort. Blås väg går längs rutan, men en väg räknas inte.',
    },
    claims: { victims: { hex: '1,-1', seats: [3] } },
  },
  {
    // The robber on the 10 hills, next to Red's settlement on the ore harbor.
    id: 'robber-harbor',
    record: record({
      current: 0, phase: 'main', turn: 12, robber: '2,-1',
      players: [{ settlements: ['3,-2,S'], roads: roadsAlong('3,-2,S', '2,-1,N'), resources: { ore: 2 } }, EMPTY, EMPTY, EMPTY],
    }),
    focus: ['2,-2', '1,-1', '2,-1', '1,0', '2,0'],
    marks(s) {
      const m = marks();
      if (viewFor(s, 'spectator').players[0]!.rates.ore === 2) m.vertices.set('3,-2,S', 'harbor-used');
      return m;
    },
    caption: {
      en: 'The robber stands on the 10 hills, right beside Red’s settlement on the ore harbor. The hills produce nothing while it stays, but Red still trades ore at 2:1.',
      es: 'El ladrón está en los cerros del 10, justo al lado del poblado rojo en el puerto de mineral. Los cerros no producen mientras siga allí, pero Rojo sigue comerciando con mineral a 2:1.',
      fr: 'Le voleur est sur les collines du 10, juste à côté de la colonie rouge sur le port à minerai. Les collines ne produisent rien tant qu’il y reste, mais Rouge échange toujours le minerai à 2:1.',
      sv: 'Rövaren står på 10-kullarna, precis intill Röds bosättning vid malmhamnen. Kullarna producerar inget så länge den står kvar, men Röd byter fortfarande malm 2:1.',
    },
    claims: { rates: { 0: { ore: 2, brick: 4, wood: 4, wool: 4, grain: 4 } }, robber: '2,-1' },
  },
  {
    // Red's road and Blue's road end at the same free corner; Red may settle there.
    id: 'roads-meet',
    record: record({
      current: 0, phase: 'main', turn: 11, robber: '0,0',
      players: [
        { settlements: ['1,-1,S'], roads: roadsAlong('1,-1,S', '0,1,N', '1,0,S'), resources: SETTLEMENT_CARDS },
        { settlements: ['2,-1,S'], roads: roadsAlong('2,-1,S', '1,1,N', '1,0,S') }, EMPTY, EMPTY,
      ],
    }),
    focus: ['0,0', '1,-1', '1,0', '2,-1', '0,1', '1,1'],
    marks(s) {
      const m = marks();
      for (const v of legalBuilds(s, 0, 'settlement')) m.vertices.set(v, 'legal');
      return m;
    },
    caption: {
      en: 'Red’s road and Blue’s road meet at the same corner. The corner is free and two steps from every building, so Red may settle there, at the end of Blue’s road.',
      es: 'La carretera roja y la azul se encuentran en el mismo cruce. El cruce está libre y a dos pasos de todo edificio, así que Rojo puede construir allí, al final de la carretera azul.',
      fr: 'La route rouge et la route bleue se rejoignent au même sommet. Le sommet est libre et à deux pas de tout bâtiment\u00a0: Rouge peut y bâtir, au bout de la route bleue.',
      sv: 'Röds väg och Blås väg möts i samma hörn. Hörnet är ledigt och två steg från alla byggnader, så Röd får bygga där, där Blås väg slutar.',
    },
    claims: { settlementSpots: { 0: ['1,0,S'] } },
  },
  {
    // Red's road runs through Red's own settlement in the middle.
    id: 'longest-road-own-settlement',
    record: record({
      current: 0, phase: 'main', turn: 18, robber: '0,0', longestRoad: 0,
      players: [{ settlements: ['-1,1,S', '0,2,N'], roads: roadsAlong(...MAIN) }, EMPTY, EMPTY, EMPTY],
    }),
    focus: ['-1,1', '0,1', '-1,2', '0,2', '1,1'],
    marks() {
      const m = marks();
      numberPath(m, roadsAlong(...MAIN), 'counted');
      return m;
    },
    caption: {
      en: 'Red’s road runs through Red’s own settlement and still counts {len:0}, enough for Longest Road: only an opponent’s building splits a road.',
      es: 'La ruta roja pasa por un poblado del propio Rojo y sigue contando {len:0}, suficiente para la Mayor Ruta Comercial: solo un edificio rival corta una ruta.',
      fr: 'La route rouge traverse une colonie de Rouge et compte toujours {len:0}, assez pour la Route la plus longue\u00a0: seul un bâtiment adverse coupe une route.',
      sv: 'Röds väg går genom Röds egen bosättning och räknas ändå som {len:0}, nog för Längsta vägen: bara en motståndares byggnad delar en väg.',
    },
    claims: { roadLength: { 0: 5 }, longestRoad: 0 },
  },
  {
    // §14: the extension's island, after the set-up of a six-player game.
    id: 'extension-island',
    record: extRecord({ current: 0, phase: 'roll', turn: 1, players: EXT_SETUP }),
    focus: EXT_ALL,
    marks(s) {
      const m = marks();
      const g = s.board.geo;
      for (let h = 0; h < g.hexCount; h++) if (TERRAINS[s.board.terrain[h]!] === 'desert') m.hexes.set(g.hexNames[h]!, 'desert');
      return m;
    },
    caption: {
      en: 'The island for five and six players after the set-up: 30 land hexes with two deserts (the robber starts on one), 11 harbors and the extension’s own 28 number tokens, with green and brown beside the four base colours.',
      es: 'La isla para cinco y seis jugadores tras la preparación: 30 terrenos con dos desiertos (el ladrón empieza en uno), 11 puertos y las 28 fichas numeradas propias de la ampliación, con el verde y el marrón junto a los cuatro colores del juego básico.',
      fr: 'L’île à cinq et six joueurs après la mise en place\u00a0: 30 terrains dont deux déserts (le voleur commence sur l’un d’eux), 11 ports et les 28 jetons propres à l’extension, avec le vert et le brun à côté des quatre couleurs du jeu de base.',
      sv: 'Ön för fem och sex spelare efter uppställningen: 30 landskapsrutor med två öknar (rövaren börjar i en av dem), 11 hamnar och utbyggnadens egna 28 siffertoken, med grönt och brunt bredvid grundspelets fyra färger.',
    },
    claims: { components: { hexes: 30, deserts: 2, harbors: 11, tokens: 28, cardsPerResource: 24, devCards: 34 } },
  },
  {
    // §14: White has ended the turn; Orange builds first in the special building phase.
    id: 'special-building',
    record: extRecord({
      current: 2, phase: 'specialBuild', builder: 3, turn: 14,
      players: [
        { ...EXT_SETUP[0], resources: { wool: 1, grain: 1, ore: 1 } },
        EXT_SETUP[1]!,
        { ...EXT_SETUP[2], resources: { brick: 2 } },
        {
          ...EXT_SETUP[3], roads: [...EXT_SETUP[3]!.roads!, ...roadsAlongExt('-2,0,N', '-1,-2,S')],
          resources: { brick: 1, wood: 1, wool: 1, grain: 1 }, devCards: { knight: 1, roadBuilding: 1 },
        },
        EXT_SETUP[4]!,
        { ...EXT_SETUP[5], resources: { brick: 1, wood: 1 } },
      ],
    }),
    focus: ['-1,-2', '0,-2', '-2,-1', '-1,-1', '0,-1', '-3,0', '-2,0', '-1,0'],
    marks(s) {
      const m = marks();
      const p = viewFor(s, 'spectator').specialBuilder!;
      for (const v of legalBuilds(s, p, 'settlement')) m.vertices.set(v, 'legal');
      for (const e of legalBuilds(s, p, 'road')) m.edges.set(e, { mark: 'legal' });
      return m;
    },
    caption: {
      en: 'White has just ended the turn. In the special building phase Orange builds first and may build on the green places, but may not trade, nor play the Knight or the Road Building in its hand. Then Brown and Red; Green and Blue, who can pay for nothing, are passed over, and White does not build.',
      es: 'Blanco acaba de terminar su turno. En la fase especial de construcción construye primero Naranja, que puede construir en los lugares verdes, pero no comerciar ni jugar el Caballero ni la Construcción de carreteras que tiene en la mano. Después Marrón y Rojo; Verde y Azul, que no pueden pagar nada, se saltan, y Blanco no construye.',
      fr: 'Blanc vient de finir son tour. Dans la phase de construction spéciale, Orange construit le premier\u00a0: il peut bâtir sur les emplacements verts, mais ni échanger ni jouer le Chevalier ou la Construction de routes qu’il a en main. Viennent ensuite Brun et Rouge\u202f; Vert et Bleu, qui ne peuvent rien payer, sont passés, et Blanc ne construit pas.',
      sv: 'Vit har just avslutat sin tur. I den särskilda byggfasen bygger Orange först och får bygga på de gröna platserna, men inte handla eller spela sin Riddare eller sitt Vägbygge. Sedan Brun och Röd; Grön och Blå, som inte kan betala något, hoppas över, och Vit bygger inte.',
    },
    claims: {
      builders: [3, 5, 0],
      settlementSpots: { 3: ['-1,-2,S'] },
      refused: [
        { action: { p: 3, type: 'trade', with: 0, give: { brick: 1 }, get: { ore: 1 } }, code: 'wrong-phase' },
        { action: { p: 3, type: 'bankTrade', give: { brick: 1, wood: 1, wool: 1, grain: 1 }, get: { ore: 1 } }, code: 'wrong-phase' },
        { action: { p: 3, type: 'play', card: 'knight' }, code: 'wrong-phase' },
        { action: { p: 3, type: 'play', card: 'roadBuilding' }, code: 'wrong-phase' },
        { action: { p: 2, type: 'build', piece: 'road', at: '-1,1,NE' }, code: 'not-your-turn' },
      ],
    },
  },
  {
    // §14 §9: Red has ended the turn holding Longest Road; Blue's road in the phase takes it.
    id: 'special-building-longest-road',
    record: extRecord({
      current: 0, phase: 'specialBuild', builder: 1, turn: 30, longestRoad: 0,
      players: [
        { settlements: ['0,-3,N'], roads: roadsAlongExt(...EXT_RED) },
        { settlements: ['-1,0,N'], roads: roadsAlongExt(...EXT_BLUE), resources: { brick: 1, wood: 1 } },
        EMPTY, EMPTY, EMPTY, EMPTY,
      ],
    }, [{ p: 1, type: 'build', piece: 'road', at: roadsAlongExt('2,-1,S', '1,1,N')[0]! }]),
    focus: ['0,-3', '1,-3', '2,-3', '-1,-2', '0,-2', '1,-2', '2,-2', '-1,-1', '0,-1', '1,-1', '2,-1', '-1,0', '0,0', '1,0'],
    marks() {
      const m = marks();
      numberPath(m, roadsAlongExt(...EXT_BLUE), 'counted');
      m.edges.set(roadsAlongExt('2,-1,S', '1,1,N')[0]!, { mark: 'new', label: '6' });
      return m;
    },
    caption: {
      en: 'Red has just ended the turn holding Longest Road with {len:0} roads. In the special building phase Blue builds a road: Blue’s road grows from {lenBefore:1} to {len:1}, and Longest Road passes to Blue at once.',
      es: 'Rojo acaba de terminar su turno con la Mayor Ruta Comercial y {len:0} carreteras. En la fase especial de construcción Azul construye una carretera: su ruta pasa de {lenBefore:1} a {len:1} y la Mayor Ruta Comercial pasa a Azul en el acto.',
      fr: 'Rouge vient de finir son tour avec la Route la plus longue et {len:0} routes. Dans la phase de construction spéciale, Bleu pose une route\u00a0: sa route passe de {lenBefore:1} à {len:1}, et la Route la plus longue passe aussitôt à Bleu.',
      sv: 'Röd har just avslutat sin tur med Längsta vägen och {len:0} vägar. I den särskilda byggfasen bygger Blå en väg: Blås väg växer från {lenBefore:1} till {len:1}, och Längsta vägen går genast över till Blå.',
    },
    claims: { roadLengthBefore: { 1: 5 }, longestRoadBefore: 0, roadLength: { 0: 5, 1: 6 }, longestRoad: 1 },
  },
];

export const PICTURE_IDS: ReadonlySet<string> = new Set(PICTURES.map((p) => p.id));
export function pictureById(id: string): PictureDef | undefined {
  return PICTURES.find((p) => p.id === id);
}
