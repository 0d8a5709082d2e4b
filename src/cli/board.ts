/**
 * `catan board`: generate a board (beginner, variable set-up, random with constraints, or
 * balanced) and print it as a terminal map, a standalone SVG or JSON, with its fairness
 * figures. The only place a seed may be invented (the engine never does): it is printed.
 */
import { boardToJson, BoardError, type Board } from '../engine/board.js';
import { fairness, type Fairness } from '../engine/fairness.js';
import { BOARD_KINDS, generateBoard, pips, type BoardKind, type RandomOptions } from '../engine/generate.js';
import { ISLAND_IDS, isIslandId } from '../engine/islands.js';
import { DESERT, HARBOR_KINDS, TERRAINS } from '../engine/vocabulary.js';
import { parseOptions } from './main.js';

const USAGE = `usage: catan board [options]

  --seed S             generator seed (default: a fresh one, printed)
  --beginner           the rulebook's beginner map
  --kind K             variable (default) | random | balanced | beginner
  --island I           base (default: 3-4 players) | extension (the 5-6 player island)
  --players N          3 or 4 (the base island) | 5 or 6 (the extension's island), as --island
  --no-adjacent-red    random boards: no two 6/8 tokens on adjacent hexes
  --no-adjacent-same   random boards: no two equal tokens on adjacent hexes
  --max-cluster N      random boards: no more than N touching hexes of one terrain (N >= 1)
  --format F           ascii (default) | svg | json

Constraint options imply --kind random unless --kind balanced is given.`;

const FORMATS = ['ascii', 'svg', 'json'] as const;
type Format = (typeof FORMATS)[number];

function fail(message: string): number {
  process.stderr.write(`catan board: ${message}\n\n${USAGE}\n`);
  return 2;
}

export async function run(args: string[]): Promise<number> {
  const parsed = parseOptions('board', args, {
    seed: { type: 'string' },
    beginner: { type: 'boolean' },
    kind: { type: 'string' },
    island: { type: 'string' },
    players: { type: 'string' },
    'no-adjacent-red': { type: 'boolean' },
    'no-adjacent-same': { type: 'boolean' },
    'max-cluster': { type: 'string' },
    format: { type: 'string' },
  }, USAGE);
  if (parsed === null) return 0;
  if (parsed === undefined) return 2;
  const v = parsed.values;

  const format = (v.format ?? 'ascii') as Format;
  if (!FORMATS.includes(format)) return fail(`unknown format "${v.format}" (ascii, svg or json)`);
  const options: RandomOptions = {};
  if (v['no-adjacent-red']) options.noAdjacentRed = true;
  if (v['no-adjacent-same']) options.noAdjacentSameNumber = true;
  if (v['max-cluster'] !== undefined) {
    if (!/^\d+$/.test(v['max-cluster']) || Number(v['max-cluster']) < 1) return fail(`--max-cluster needs a whole number of at least 1 (1: no two hexes of one terrain touch), not "${v['max-cluster']}"`);
    options.maxSameTerrainCluster = Number(v['max-cluster']);
  }
  const constrained = Object.keys(options).length > 0;
  if (v.beginner && v.kind !== undefined && v.kind !== 'beginner') return fail(`--beginner contradicts --kind ${v.kind}`);
  const kind = (v.beginner ? 'beginner' : v.kind ?? (constrained ? 'random' : 'variable')) as BoardKind;
  if (!BOARD_KINDS.includes(kind)) return fail(`unknown kind "${v.kind}" (${BOARD_KINDS.join(', ')})`);
  if (constrained && (kind === 'variable' || kind === 'beginner')) {
    return fail(`--no-adjacent-red, --no-adjacent-same and --max-cluster apply to --kind random or balanced, not ${kind}`);
  }
  if (kind === 'beginner' && v.seed !== undefined) return fail('the beginner map is fixed: it takes no --seed');
  let byPlayers: 'base' | 'extension' | undefined;
  if (v.players !== undefined) {
    if (!/^[3-6]$/.test(v.players)) return fail(`--players must be 3, 4, 5 or 6 (RULES.md §1, §14), not "${v.players}"`);
    byPlayers = Number(v.players) >= 5 ? 'extension' : 'base';
    if (v.island !== undefined && v.island !== byPlayers) return fail(`--players ${v.players} plays the ${byPlayers} island (RULES.md §14), not --island ${v.island}`);
  }
  const island = v.island ?? byPlayers ?? 'base';
  if (!isIslandId(island)) return fail(`unknown island "${v.island}" (${ISLAND_IDS.join(', ')})`);
  const seed = kind === 'beginner' ? null : v.seed ?? Math.floor(Math.random() * 1e9).toString(36);

  let board: Board;
  try {
    board = generateBoard(seed === null ? { kind, island } : { kind, seed, options, island });
  } catch (e) {
    if (e instanceof BoardError) return fail(e.message);
    throw e;
  }
  const fair = fairness(board);
  if (format === 'json') {
    // The record's own way to name this board (RECORD.md, "Generated boards in records"): a program
    // writing a record puts `recipe` in its "board" (the options too: without them it drew another board).
    const recipe = kind === 'beginner' ? 'beginner' : {
      generate: kind, seed, ...(Object.keys(options).length > 0 ? { options } : {}), ...(island === 'extension' ? { island } : {}),
    };
    process.stdout.write(JSON.stringify({ seed, kind, island, recipe, board: boardToJson(board), fairness: fair }, null, 2) + '\n');
  } else if (format === 'svg') {
    process.stdout.write(drawSvg(board, `Catan board — ${kind}${seed === null ? '' : `, seed ${seed}`} — balance score ${fair.score}/100`));
  } else {
    const head = kind === 'beginner' ? 'beginner map' : `${kind} board${island === 'base' ? '' : ' of the 5-6 player island'}, seed ${seed}`;
    process.stdout.write(`${head}\n\n${drawAscii(board)}\n${harborList(board)}\n${fairnessText(fair)}\n`);
  }
  return 0;
}

// ---------------------------------------------------------------- ascii

const ABBREV = ['HIL', 'FOR', 'PAS', 'FLD', 'MTN', 'DES'];
/** Sea-side direction of each hex side, in HEX_EDGES order (NE, E, SE, SW, W, NW). */
const SIDE_DIR: readonly (readonly [number, number])[] = [[1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1]];

/** The side index (hexEdges order) of coastal edge e on its one land hex. */
function coastSide(board: Board, e: number): [number, number] {
  const g = board.geo;
  const h = g.edgeHexes[e * 2]!;
  for (let k = 0; k < 6; k++) if (g.hexEdges[h * 6 + k] === e) return [h, k];
  throw new Error(`edge ${g.edgeNames[e]} is not a side of hex ${g.hexNames[h]}`);
}

const harborLabel = (kind: number): [string, string] => (kind === 5 ? ['3:1', 'any'] : ['2:1', HARBOR_KINDS[kind]!]);

/**
 * A pointy-top hex is 9 columns by 7 rows; neighbours share their sides, so a row of hexes
 * advances 8 columns and each hex row 5 lines. Harbor sides are drawn with '#', and the harbor's
 * rate is written in the sea hex across that side.
 */
function drawAscii(board: Board): string {
  const g = board.geo;
  const rows = g.hexCoords.map(([, r]) => r), cols = g.hexCoords.map(([q, r]) => 2 * q + r);
  const C0 = 12 - 4 * Math.min(...cols), R0 = 9 - 5 * Math.min(...rows);
  const W = C0 + 4 * Math.max(...cols) + 14, H = R0 + 5 * Math.max(...rows) + 10;
  const grid = Array.from({ length: H }, () => new Array<string>(W).fill(' '));
  const put = (col: number, row: number, s: string): void => {
    for (let i = 0; i < s.length; i++) if (row >= 0 && row < H && col + i >= 0 && col + i < W) grid[row]![col + i] = s[i]!;
  };
  const centred = (col: number, row: number, s: string): void => put(col - Math.floor(s.length / 2), row, s);
  const at = (q: number, r: number): [number, number] => [C0 + 4 * (2 * q + r), R0 + 5 * r];
  // Side k's characters as [dc, dr, char], in HEX_EDGES order.
  const SIDES: [number, number, string][][] = [
    [[1, -3, '\\'], [3, -2, '\\']],
    [[4, -1, '|'], [4, 0, '|'], [4, 1, '|']],
    [[3, 2, '/'], [1, 3, '/']],
    [[-3, 2, '\\'], [-1, 3, '\\']],
    [[-4, -1, '|'], [-4, 0, '|'], [-4, 1, '|']],
    [[-1, -3, '/'], [-3, -2, '/']],
  ];
  for (let h = 0; h < g.hexCount; h++) {
    const [q, r] = g.hexCoords[h]!;
    const [c, m] = at(q, r);
    for (const side of SIDES) for (const [dc, dr, ch] of side) put(c + dc, m + dr, ch);
    const t = board.token[h]!;
    centred(c, m - 2, ABBREV[board.terrain[h]!]!);
    if (t) {
      centred(c, m - 1, t === 6 || t === 8 ? `*${t}*` : String(t));
      centred(c, m, '.'.repeat(pips(t)));
    }
    centred(c, m + 1, g.hexNames[h]!);
    if (h === board.robber) centred(c, board.terrain[h] === DESERT ? m - 1 : m + 2, 'ROB');
  }
  for (const hb of board.harbors) {
    const [h, k] = coastSide(board, hb.edge);
    const [q, r] = g.hexCoords[h]!;
    const [c, m] = at(q, r);
    for (const [dc, dr] of SIDES[k]!) put(c + dc, m + dr, '#');
    const [sc, sm] = at(q + SIDE_DIR[k]![0], r + SIDE_DIR[k]![1]);
    const [rate, what] = harborLabel(hb.kind);
    centred(sc, sm - 1, rate);
    centred(sc, sm, what);
  }
  const lines = grid.map((row) => row.join('').trimEnd());
  while (lines.length && !lines[0]) lines.shift();
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  const indent = Math.min(...lines.filter((l) => l).map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(indent)).join('\n') + '\n\n' +
    'HIL hills (brick)  FOR forest (wood)  PAS pasture (wool)  FLD fields (grain)  MTN mountains (ore)  DES desert\n' +
    '*6* *8* red tokens; dots = pips (ways to roll the number); ROB robber; # harbor side\n';
}

function harborList(board: Board): string {
  const g = board.geo;
  const rows = board.harbors.map((hb) => {
    const [rate, what] = harborLabel(hb.kind);
    const a = g.vertexNames[g.edgeVertices[hb.edge * 2]!]!, b = g.vertexNames[g.edgeVertices[hb.edge * 2 + 1]!]!;
    return `  ${g.edgeNames[hb.edge]!.padEnd(9)} ${rate} ${what.padEnd(6)} vertices ${a} and ${b}`;
  });
  return `harbors:\n${rows.join('\n')}\n`;
}

function fairnessText(f: Fairness): string {
  const out: string[] = [`fairness: balance score ${f.score}/100` +
    ` (penalties: resources ${f.penalties.resources}, hot spot ${f.penalties.hotSpot}, red ${f.penalties.red}, same number ${f.penalties.sameNumber})`];
  out.push('  resource hexes pips  fair   share  ratio  tokens');
  for (const r of f.resources) {
    out.push(`  ${r.resource.padEnd(8)} ${String(r.hexes).padStart(5)} ${String(r.pips).padStart(4)} ${r.fairPips.toFixed(1).padStart(5)} ` +
      `${(r.pipShare * 100).toFixed(1).padStart(5)}% ${r.ratio.toFixed(2).padStart(6)}  ${r.tokens.join(' ')}`);
  }
  out.push(`  resource spread ${f.resourceSpread}, deviation from fair ${f.resourceDeviation} pips`);
  out.push(`  vertex pips: mean ${f.vertexPipsMean}, std dev ${f.vertexPipsStdDev}, max ${f.maxVertexPips}`);
  out.push(`  adjacent red pairs ${f.redAdjacency}, adjacent equal numbers ${f.sameNumberAdjacency}`);
  out.push('  best vertices:');
  for (const b of f.bestVertices) {
    const hexes = b.resources.map((r, i) => `${r} ${b.tokens[i]}`).join(', ');
    out.push(`    ${b.vertex.padEnd(8)} ${String(b.pips).padStart(2)} pips  ${hexes}${b.harbor ? `  (harbor ${b.harbor})` : ''}`);
  }
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------- svg

const FILL = ['#b5523b', '#2e6b34', '#9fcf6a', '#e9c13c', '#8d8f94', '#e3d3a4'];
const INK = ['#fff', '#fff', '#1d3b12', '#4a3a05', '#fff', '#5a4a22'];
const S = 60; // hex circumradius in px
const SQ3 = Math.sqrt(3);

const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const f1 = (x: number): string => (Math.round(x * 10) / 10).toString();
const centreOf = (q: number, r: number): [number, number] => [S * SQ3 * (q + r / 2), S * 1.5 * r];
/** Corners of a hexagon; start −90° gives a pointy-top hex, 0° a flat-top one. */
const corners = (cx: number, cy: number, s: number, start = -90): [number, number][] =>
  [0, 1, 2, 3, 4, 5].map((i) => [cx + s * Math.cos(((60 * i + start) * Math.PI) / 180), cy + s * Math.sin(((60 * i + start) * Math.PI) / 180)]);
const poly = (pts: [number, number][]): string => pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join(' ');

/** Vertex position in px from the geometry's lattice (x in half hex widths, y in quarter hex heights). */
function vertexPx(board: Board, v: number): [number, number] {
  const [x, y] = board.geo.vertexXY[v]!;
  return [(x * S * SQ3) / 2, (y * S) / 2];
}

function drawSvg(board: Board, title: string): string {
  const g = board.geo;
  const half = S * (g.hexCount > 19 ? 7.4 : 5.9);
  const vb = `${f1(-half)} ${f1(-half)} ${f1(2 * half)} ${f1(2 * half)}`;
  const o: string[] = [];
  o.push('<?xml version="1.0" encoding="UTF-8"?>');
  o.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb}" width="${Math.round(2 * half)}" height="${Math.round(2 * half)}" font-family="Helvetica, Arial, sans-serif">`);
  o.push(`<title>${xml(title)}</title>`);
  o.push(`<rect x="${f1(-half)}" y="${f1(-half)}" width="${f1(2 * half)}" height="${f1(2 * half)}" fill="#1f5f8b"/>`);
  // The frame: a flat-top hexagon of sea around the island, wide enough for the harbors.
  o.push(`<polygon points="${poly(corners(g.hexCount > 19 ? -S * SQ3 / 2 : 0, 0, S * (g.hexCount > 19 ? 7.1 : 5.6), 0))}" fill="#3c8dbc"/>`);
  o.push('<defs>' + TERRAINS.map((t, i) => `<pattern id="p-${t}" width="12" height="12" patternUnits="userSpaceOnUse">${pattern(i)}</pattern>`).join('') + '</defs>');
  for (const hb of board.harbors) {
    const a = g.edgeVertices[hb.edge * 2]!, b = g.edgeVertices[hb.edge * 2 + 1]!;
    const [h] = coastSide(board, hb.edge);
    const [hx, hy] = centreOf(...(g.hexCoords[h]! as [number, number]));
    const [ax, ay] = vertexPx(board, a), [bx, by] = vertexPx(board, b);
    const mx = (ax + bx) / 2, my = (ay + by) / 2;
    const px = hx + (mx - hx) * 1.75, py = hy + (my - hy) * 1.75;
    const [rate, what] = harborLabel(hb.kind);
    o.push(`<g class="harbor"><line x1="${f1(ax)}" y1="${f1(ay)}" x2="${f1(px)}" y2="${f1(py)}" stroke="#6b4f2a" stroke-width="5"/>` +
      `<line x1="${f1(bx)}" y1="${f1(by)}" x2="${f1(px)}" y2="${f1(py)}" stroke="#6b4f2a" stroke-width="5"/>` +
      `<circle cx="${f1(px)}" cy="${f1(py)}" r="21" fill="${hb.kind === 5 ? '#fdf6e3' : FILL[hb.kind]}" stroke="#333" stroke-width="1.5"/>` +
      `<text x="${f1(px)}" y="${f1(py - 1)}" text-anchor="middle" font-size="13" font-weight="bold" fill="${hb.kind === 5 ? '#222' : INK[hb.kind]}">${rate}</text>` +
      `<text x="${f1(px)}" y="${f1(py + 12)}" text-anchor="middle" font-size="9" fill="${hb.kind === 5 ? '#222' : INK[hb.kind]}">${what}</text></g>`);
  }
  for (let h = 0; h < g.hexCount; h++) {
    const [q, r] = g.hexCoords[h]!;
    const [cx, cy] = centreOf(q, r);
    const t = board.terrain[h]!, n = board.token[h]!;
    const pts = poly(corners(cx, cy, S));
    o.push(`<g class="hex" data-hex="${g.hexNames[h]}"><polygon points="${pts}" fill="${FILL[t]}" stroke="#f3e6c4" stroke-width="3"/>` +
      `<polygon points="${pts}" fill="url(#p-${TERRAINS[t]})"/>` +
      `<text x="${f1(cx)}" y="${f1(cy - 30)}" text-anchor="middle" font-size="11" font-weight="bold" fill="${INK[t]}">${TERRAINS[t]}</text>` +
      `<text x="${f1(cx)}" y="${f1(cy + 46)}" text-anchor="middle" font-size="8" fill="${INK[t]}" opacity="0.8">${g.hexNames[h]}</text>`);
    if (n) {
      const red = n === 6 || n === 8;
      const ink = red ? '#c0392b' : '#222';
      const p = pips(n);
      let dots = '';
      for (let i = 0; i < p; i++) dots += `<circle cx="${f1(cx + (i - (p - 1) / 2) * 5)}" cy="${f1(cy + 10)}" r="1.8" fill="${ink}"/>`;
      o.push(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="20" fill="#f7efd6" stroke="#6b5a3a" stroke-width="1.5"/>` +
        `<text x="${f1(cx)}" y="${f1(cy + 4)}" text-anchor="middle" font-size="${red ? 18 : 16}" font-weight="bold" fill="${ink}">${n}</text>${dots}`);
    }
    if (h === board.robber) {
      o.push(`<g class="robber"><circle cx="${f1(cx + (n ? 26 : 0))}" cy="${f1(cy + (n ? 18 : 0))}" r="${n ? 9 : 14}" fill="#333" stroke="#ddd" stroke-width="1.5"/>` +
        `<text x="${f1(cx + (n ? 26 : 0))}" y="${f1(cy + (n ? 22 : 5))}" text-anchor="middle" font-size="${n ? 10 : 14}" font-weight="bold" fill="#eee">R</text></g>`);
    }
    o.push('</g>');
  }
  o.push(`<text x="${f1(-half + 10)}" y="${f1(-half + 22)}" font-size="15" fill="#fff">${xml(title)}</text>`);
  o.push('</svg>');
  return o.join('\n') + '\n';
}

/** A light texture per terrain so that terrains differ without colour as well. */
function pattern(t: number): string {
  const st = 'stroke="#000" stroke-opacity="0.18" stroke-width="1.2" fill="none"';
  switch (t) {
    case 0: return `<path d="M0 4h12M0 10h12M3 4v6M9 0v4M9 10v2" ${st}/>`; // bricks
    case 1: return `<path d="M6 1l4 8h-8z" ${st}/>`; // trees
    case 2: return `<path d="M2 8q2-4 4 0q2-4 4 0" ${st}/>`; // tufts
    case 3: return `<path d="M0 12L12 0M-3 3l6-6M9 15l6-6" ${st}/>`; // furrows
    case 4: return `<path d="M0 11l4-7 3 4 2-3 3 6" ${st}/>`; // peaks
    default: return `<circle cx="6" cy="6" r="0.9" fill="#000" fill-opacity="0.2"/>`; // sand
  }
}
