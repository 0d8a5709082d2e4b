/**
 * The board as SVG: terrain (colour and pattern), number tokens with pips (6 and 8 red),
 * harbors with their rate and two docks, pieces, the robber, and the spots the server says
 * are legal, lit and reachable by keyboard. It reports clicks; it decides nothing.
 */
import type { BoardJson } from '../../../src/engine/index.js';
import { EDGE_NAMES, HEX_NAMES, VERTEX_NAMES } from '../../../src/engine/index.js';
import type { GameView } from '../../../src/engine/index.js';
import type { SeatInfo } from '../../../src/protocol/index.js';
import { t, type Lang } from '../i18n.js';
import { edgeLabel, hexLabel, vertexLabel } from '../logic/labels.js';
import { VIEWBOX, edgeEnds, harborPlacement, hexCenter, hexPoints, seaPoints, vertexPoint, type Point } from '../logic/layout.js';
import type { Lit } from '../logic/play.js';
import { CITY_PATH, PIECE_LINE, PLAYER_FILL, RESOURCE_FILL, ResourceGlyph, SETTLEMENT_PATH, TerrainPatterns } from './art.js';

export interface BoardProps {
  lang: Lang;
  board: BoardJson;
  view?: GameView | null;
  seats?: readonly SeatInfo[];
  lit?: Lit;
  onVertex?: (v: string) => void;
  onEdge?: (e: string) => void;
  onHex?: (h: string) => void;
  /** Prefix for pattern ids (two boards on one page must not share them). */
  id?: string;
  class?: string;
  label?: string;
}

const pipsOf = (n: number) => 6 - Math.abs(7 - n);

function activate(fn: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); fn(); }
  };
}

export function Board(props: BoardProps) {
  const { lang, board, view, lit } = props;
  const p = props.id ?? 'b';
  const robberHex = view?.robber ?? board.robber ?? '0,0';
  const colorOf = (seat: number) => PLAYER_FILL[props.seats?.[seat]?.color ?? view?.players[seat]?.color ?? 'white'];
  const hexes = HEX_NAMES.map((name, h) => ({ name, h, info: board.hexes[name]! }));

  return (
    <svg class={`board ${props.class ?? ''}`} viewBox={`${VIEWBOX.x} ${VIEWBOX.y} ${VIEWBOX.w} ${VIEWBOX.h}`}
      role="group" aria-label={props.label ?? t(lang, 'boardLabel')} preserveAspectRatio="xMidYMid meet">
      <defs><TerrainPatterns prefix={p} /></defs>
      <polygon points={seaPoints()} fill="#2c6e96" stroke="#1d4f6e" stroke-width="6" />
      <polygon points={seaPoints(300)} fill="#3a84ae" />

      {board.harbors.map((hb) => <Harbor key={hb.edge} lang={lang} edge={hb.edge} kind={hb.kind} />)}

      {hexes.map(({ name, h, info }) => (
        <polygon key={name} points={hexPoints(h)} fill={`url(#${p}-${info.terrain})`} stroke="#f1e3bd" stroke-width="3" stroke-linejoin="round">
          <title>{hexLabel(lang, board, name)}</title>
        </polygon>
      ))}

      {hexes.map(({ name, h, info }) => info.token ? <Token key={`t${name}`} at={hexCenter(h)} n={info.token} /> : null)}

      {view && view.edges.map((owner, e) => owner ? <Road key={`r${e}`} ends={edgeEnds(e)} fill={colorOf(owner - 1)} /> : null)}

      {view && view.vertices.map((b, v) => b ? (
        <Building key={`v${v}`} at={vertexPoint(v)} city={(b & 8) !== 0} fill={colorOf((b & 7) - 1)} />
      ) : null)}

      <Robber at={hexCenter(HEX_NAMES.indexOf(robberHex))} label={t(lang, 'robber')} />

      {lit && [...lit.blocked].map((v) => {
        const [x, y] = vertexPoint(VERTEX_NAMES.indexOf(v));
        return <circle key={`x${v}`} class="blocked" cx={x} cy={y} r="5.5"><title>{t(lang, 'blockedSpot')}</title></circle>;
      })}

      {lit && [...lit.hexes].map((name) => {
        const h = HEX_NAMES.indexOf(name);
        const go = () => props.onHex?.(name);
        return (
          <g key={`lh${name}`} class="spot spot-hex" data-id={name} role="button" tabindex={0}
            aria-label={t(lang, 'moveRobberTo', { hex: hexLabel(lang, board, name) })} onClick={go} onKeyDown={activate(go)}>
            <polygon points={hexPoints(h, 5)} />
          </g>
        );
      })}

      {lit && [...lit.edges].map((name) => {
        const [a, b] = edgeEnds(EDGE_NAMES.indexOf(name));
        const go = () => props.onEdge?.(name);
        return (
          <g key={`le${name}`} class="spot spot-edge" data-id={name} role="button" tabindex={0}
            aria-label={t(lang, 'aRoad', { where: edgeLabel(lang, board, name) })} onClick={go} onKeyDown={activate(go)}>
            <polygon class="hit" points={edgeHit(a, b, 11)} />
            <line class="mark" x1={a[0] + (b[0] - a[0]) * 0.2} y1={a[1] + (b[1] - a[1]) * 0.2} x2={a[0] + (b[0] - a[0]) * 0.8} y2={a[1] + (b[1] - a[1]) * 0.8} />
          </g>
        );
      })}

      {lit && [...lit.vertices].map(([name, piece]) => {
        const [x, y] = vertexPoint(VERTEX_NAMES.indexOf(name));
        const go = () => props.onVertex?.(name);
        return (
          <g key={`lv${name}`} class={`spot spot-vertex ${piece}`} data-id={name} role="button" tabindex={0}
            aria-label={t(lang, piece === 'city' ? 'aCity' : 'aSettlement', { where: vertexLabel(lang, board, name) })}
            onClick={go} onKeyDown={activate(go)}>
            <circle class="hit" cx={x} cy={y} r="16" />
            <circle class="mark" cx={x} cy={y} r={piece === 'city' ? 15 : 10} />
          </g>
        );
      })}
    </svg>
  );
}

/** A band around an edge, so that the whole side is easy to hit (and has an area). */
function edgeHit(a: Point, b: Point, w: number): string {
  const dx = b[0] - a[0], dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * w, ny = (dx / len) * w;
  const s = (f: number): Point => [a[0] + dx * f, a[1] + dy * f];
  const [p, q] = [s(0.15), s(0.85)];
  return [[p[0] + nx, p[1] + ny], [q[0] + nx, q[1] + ny], [q[0] - nx, q[1] - ny], [p[0] - nx, p[1] - ny]].map(([x, y]) => `${x!.toFixed(1)},${y!.toFixed(1)}`).join(' ');
}

function Token({ at, n }: { at: Point; n: number }) {
  const red = n === 6 || n === 8;
  const k = pipsOf(n);
  return (
    <g class="token" aria-hidden="true">
      <circle cx={at[0]} cy={at[1]} r="19" fill="#f7efd8" stroke="#6b5a3a" stroke-width="1.5" />
      <text x={at[0]} y={at[1] + 3} text-anchor="middle" class={red ? 'num red' : 'num'}>{n}</text>
      {Array.from({ length: k }, (_, i) => (
        <circle cx={at[0] + (i - (k - 1) / 2) * 4.6} cy={at[1] + 11} r="1.7" fill={red ? '#b3261e' : '#3a3226'} />
      ))}
    </g>
  );
}

function Road({ ends, fill }: { ends: [Point, Point]; fill: string }) {
  const [a, b] = ends;
  const s = (f: number): Point => [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
  const [p, q] = [s(0.14), s(0.86)];
  return (
    <g class="road">
      <line x1={p[0]} y1={p[1]} x2={q[0]} y2={q[1]} stroke={PIECE_LINE} stroke-width="11" stroke-linecap="round" />
      <line x1={p[0]} y1={p[1]} x2={q[0]} y2={q[1]} stroke={fill} stroke-width="7" stroke-linecap="round" />
    </g>
  );
}

function Building({ at, city, fill }: { at: Point; city: boolean; fill: string }) {
  return <path class={city ? 'city' : 'settlement'} transform={`translate(${at[0]} ${at[1]})`} d={city ? CITY_PATH : SETTLEMENT_PATH}
    fill={fill} stroke={PIECE_LINE} stroke-width="2" stroke-linejoin="round" />;
}

function Robber({ at, label }: { at: Point; label: string }) {
  const x = at[0] - 30, y = at[1] + 2;
  return (
    <g class="robber" transform={`translate(${x} ${y})`}>
      <title>{label}</title>
      <path d="M-8 14Q-10 0 -5 -4Q-8 -8 -6 -12Q0 -18 6 -12Q8 -8 5 -4Q10 0 8 14Z" fill="#3b3b40" stroke="#111" stroke-width="1.5" />
    </g>
  );
}

function Harbor({ lang, edge, kind }: { lang: Lang; edge: string; kind: BoardJson['harbors'][number]['kind'] }) {
  const { at, docks } = harborPlacement(edge);
  const generic = kind === '3:1';
  const label = generic ? t(lang, 'harborLabel', { rate: '3:1' }) : t(lang, 'harborLabel', { rate: '2:1' });
  return (
    <g class="harbor">
      <title>{label}</title>
      {docks.map(([x, y]) => (
        <line x1={at[0]} y1={at[1]} x2={x + (at[0] - x) * 0.18} y2={y + (at[1] - y) * 0.18} stroke="#8a6a3c" stroke-width="5" stroke-linecap="round" />
      ))}
      <circle cx={at[0]} cy={at[1]} r="19" fill={generic ? '#fbf7ee' : RESOURCE_FILL[kind]} stroke="#4a3a22" stroke-width="2" />
      {generic
        ? <text x={at[0]} y={at[1] + 4.5} text-anchor="middle" class="rate">3:1</text>
        : <>
          <g transform={`translate(${at[0]} ${at[1] - 5}) scale(0.75)`}><ResourceGlyph r={kind} /></g>
          <text x={at[0]} y={at[1] + 13} text-anchor="middle" class="rate small">2:1</text>
        </>}
    </g>
  );
}
