/**
 * The board as SVG: terrain (colour and pattern), number tokens with pips (6 and 8 red),
 * harbors with their rate, resource and two docks, pieces with their owner for screen
 * readers, the robber, and the spots the server says are legal, lit and reachable by keyboard
 * (Tab reaches one, arrow keys move between them). A pointer picks the nearest lit spot within
 * a target of at least 44 CSS pixels, so spots are easy to hit on a phone; the board zooms and
 * pans (pinch, double tap, the buttons, Ctrl + wheel). It reports intents; it decides nothing.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BoardJson, Color, GameView, HarborKind, SeatInfo } from '../wire.js';
import { harborName, pieceColor, pieceName, t, type Lang } from '../i18n.js';
import { edgeLabel, hexLabel, vertexLabel } from '../logic/labels.js';
import { R as HEX_R, layoutOf, type Box, type Layout, type Point } from '../logic/layout.js';
import { cityAt, ownerAt, pips, roadOwner, type StartPieces } from '../logic/pieces.js';
import type { Lit } from '../logic/play.js';
import { isZoomed, nextSpot, panBy, reachFor, showSpot, spotAt, spotsOf, viewBoxOf, wholeOf, zoomAt, type Direction, type Spot, type Zoom } from '../logic/zoom.js';
import { CITY_PATH, PIECE_LINE, PLAYER_FILL, PieceMark, RESOURCE_FILL, ResourceGlyph, SETTLEMENT_PATH, TerrainPatterns } from './art.js';
import { pure } from './pure.js';
import { youMark } from '../logic/names.js';

/** The least side of a touch target, CSS px (WCAG 2.5.5: 44), with a pixel to spare for rounding. */
export const TARGET_PX = 45;

export interface BoardProps {
  lang: Lang;
  board: BoardJson;
  view?: GameView | null;
  seats?: readonly SeatInfo[];
  lit?: Lit;
  onSpot?: (kind: Spot['kind'], id: string) => void;
  /** A tap or click away from every lit spot, while some are lit (`hex`: the land hex under it, if any). */
  onMiss?: (hex: string | null) => void;
  /** Zoom and pan (the game's board); absent: the whole board, fixed (previews). */
  zoom?: Zoom;
  onZoom?: (z: Zoom) => void;
  /** A corner, side or hex to mark (the hint's spot). */
  marked?: string | null;
  /** Prefix for pattern ids (two boards on one page must not share them). */
  id?: string;
  class?: string;
  label?: string;
  /** A shape per player on every piece (the person's setting), so that pieces are told apart without colour. */
  marks?: boolean;
  /** The hex the person has chosen for the robber while they choose whom to rob: it is drawn there already. */
  robberTo?: string | null;
  /** Pieces drawn without a game (the beginner map's preview: its fixed starting settlements and roads, by colour; no one sits yet, so each reads by its colour, "red road", "carretera roja"). */
  startPieces?: readonly StartPieces[];
}

/** Two taps within this many milliseconds are a double tap (it zooms). */
const DOUBLE_TAP_MS = 320;

const ARROWS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/** The board, drawn again only when one of its props changed (a game's page redraws on every frame, animation and tick). */
export const Board = pure(BoardDrawing);

function BoardDrawing(props: BoardProps) {
  const { lang, board, view, lit } = props;
  const p = props.id ?? 'b';
  const svg = useRef<SVGSVGElement>(null);
  // The drawing's scale on screen (CSS px per drawing unit at zoom 1), measured: a DOM fact, not state of the game.
  const [pxPerUnit, setPxPerUnit] = useState(1);
  const [focused, setFocused] = useState<string | null>(null);
  // The board's own island: the base game's 19 hexes or the extension's 30 (§14).
  const L = layoutOf(board);
  const VB = L.viewBox, G = L.geo;
  const whole = wholeOf(VB);
  const missTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const gesture = useRef<{ pointers: Map<number, Point>; start: Zoom; dist: number; mid: Point; moved: boolean; lastTap: number; down: Point }>({ pointers: new Map(), start: whole, dist: 0, mid: [0, 0], moved: false, lastTap: 0, down: [0, 0] });
  const zoom = props.zoom ?? whole;
  const vb = viewBoxOf(zoom, VB);
  const spots = lit ? spotsOf(lit, L) : [];
  const scale = pxPerUnit * zoom.scale;
  const reach = reachFor(TARGET_PX, scale);
  // Lit spots keep a visible size on a small screen: at a phone's scale (about half a pixel a unit)
  // a corner's ring of radius 10 was an 11 px dot and a side's dashes 3 px wide; they grow so that
  // a ring is at least 16 px across and a side's mark at least 5 px wide.
  const grow = Math.max(1, 0.8 / Math.max(scale, 0.1));
  // Pieces too: at a phone's scale a settlement was 6–10 px tall, a city hardly wider and a road 4–5 px;
  // they grow up to 1.6 times (a settlement then 10–16 px), and back to their size as the board is zoomed in.
  const pieceK = Math.min(1.6, Math.max(1, 0.75 / Math.max(scale, 0.1)));

  useEffect(() => {
    const el = svg.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => { const w = el.getBoundingClientRect().width; if (w > 0) setPxPerUnit(Math.min(w / VB.w, el.getBoundingClientRect().height / VB.h)); };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [VB]);

  const robberHex = props.robberTo ?? view?.robber ?? board.robber ?? G.hexNames[0]!;
  const colorOf = (seat: number): Color => props.seats?.[seat]?.color ?? view?.players[seat]?.color ?? 'white';
  const marks = props.marks === true;
  const nameOf = (seat: number) => props.seats?.[seat]?.name ?? `#${seat + 1}`;
  // The sea, the harbors, the hexes and their tokens change only with the board and the language:
  // drawn once, the same elements are handed back on every redraw, which Preact then leaves alone.
  const terrain = useMemo(() => {
    const hexes = G.hexNames.map((name, h) => ({ name, h, info: board.hexes[name]! })).filter((x) => x.info);
    return (
      <>
        <defs><TerrainPatterns prefix={p} /></defs>
        <polygon points={L.sea} fill="#2c6e96" stroke="#1d4f6e" stroke-width="6" stroke-linejoin="round" />
        <polygon points={L.shallows} fill="#3a84ae" stroke-linejoin="round" />

        {board.harbors.map((hb) => <Harbor key={hb.edge} lang={lang} edge={hb.edge} kind={hb.kind} layout={L} board={board} />)}

        {/* The land, read out as a list of its tiles ("hills 9"): without a role a screen reader skipped them, and the
            map could be learnt only from the lit spots' names (a keyboard play-test). */}
        <g class="tiles" role="list" aria-label={t(lang, 'tilesLabel')}>
          {hexes.map(({ name, h, info }) => {
            const label = hexLabel(lang, board, name);
            return (
              <polygon key={name} class="hex" data-hex={name} points={L.hexPoints(h)} fill={`url(#${p}-${info.terrain})`} stroke="#f1e3bd" stroke-width="3" stroke-linejoin="round"
                role="listitem" aria-label={label}>
                <title>{label}</title>
              </polygon>
            );
          })}
        </g>

        {hexes.map(({ name, h, info }) => info.token ? <Token key={`t${name}`} at={L.hexCenter(h)} n={info.token} /> : null)}
      </>
    );
  }, [board, lang, p, L]);

  /** A pointer position in drawing units. */
  const toDrawing = (clientX: number, clientY: number): Point | null => {
    const el = svg.current;
    const m = el?.getScreenCTM();
    if (!el || !m) return null;
    const pt = el.createSVGPoint();
    pt.x = clientX; pt.y = clientY;
    const d = pt.matrixTransform(m.inverse());
    return [d.x, d.y];
  };
  const zoomTo = (z: Zoom) => props.onZoom?.(z);
  const zoomable = props.onZoom !== undefined;

  /** The land hex under a point of the drawing, if any: the nearest centre, within a hex's radius (the hexes tile the island). */
  const hexAt = (at: Point): string | null => {
    let best: string | null = null, bestD = Infinity;
    G.hexNames.forEach((name, h) => {
      if (!board.hexes[name]) return;
      const c = L.hexCenter(h), d = Math.hypot(c[0] - at[0], c[1] - at[1]);
      if (d < bestD) { bestD = d; best = name; }
    });
    return bestD <= HEX_R ? best : null;
  };

  const onClick = (e: MouseEvent) => {
    if (gesture.current.moved) { gesture.current.moved = false; return; }
    const at = toDrawing(e.clientX, e.clientY);
    if (!at) return;
    const hit = spotAt(spots, at, reach);
    if (hit) { props.onSpot?.(hit.kind, hit.id); return; }
    // A lit hex's corners lie beyond the reach a hex is picked within: the hex under the point, if lit.
    const under = hexAt(at);
    if (under !== null && spots.some((s) => s.kind === 'hex' && s.id === under)) { props.onSpot?.('hex', under); return; }
    const now = e.timeStamp;
    const second = zoomable && now - gesture.current.lastTap < DOUBLE_TAP_MS;
    clearTimeout(missTimer.current);
    // Away from the lit spots, the page says why nothing happened, once it is sure this was no double tap's
    // first (a double tap zooms: a review saw every zoom while spots were lit bring up "Not there").
    if (spots.length > 0 && !second) missTimer.current = setTimeout(() => props.onMiss?.(under), zoomable ? DOUBLE_TAP_MS : 0);
    // A double tap (or double click) away from any lit spot zooms in there, or back out.
    if (!zoomable) return;
    if (second) {
      zoomTo(isZoomed(zoom) ? whole : zoomAt(zoom, 2, at, VB));
      gesture.current.lastTap = 0;
    } else gesture.current.lastTap = now;
  };
  useEffect(() => () => clearTimeout(missTimer.current), []);

  const onPointerDown = (e: PointerEvent) => {
    if (!zoomable) return;
    const g = gesture.current;
    const at = toDrawing(e.clientX, e.clientY);
    if (!at) return;
    g.pointers.set(e.pointerId, [e.clientX, e.clientY]);
    g.start = zoom;
    g.moved = false;
    g.down = [e.clientX, e.clientY];
    if (g.pointers.size === 2) {
      const [a, b] = [...g.pointers.values()] as [Point, Point];
      g.dist = Math.hypot(a[0] - b[0], a[1] - b[1]);
      g.mid = toDrawing((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) ?? at;
    }
  };
  const onPointerMove = (e: PointerEvent) => {
    const g = gesture.current;
    const prev = g.pointers.get(e.pointerId);
    if (!prev) return;
    g.pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (g.pointers.size === 2) {
      const [a, b] = [...g.pointers.values()] as [Point, Point];
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      if (g.dist > 0 && Math.abs(d - g.dist) > 4) { g.moved = true; zoomTo(zoomAt(g.start, d / g.dist, g.mid, VB)); }
    } else if (isZoomed(zoom)) {
      const dx = (e.clientX - prev[0]) / scale, dy = (e.clientY - prev[1]) / scale;
      if (Math.abs(dx) + Math.abs(dy) > 0.5) {
        // A pan, once it has gone 4 px from where the finger came down, in one step or in many small ones (a slow pan
        // of small steps ended in a click, read as a tap away from the lit spots).
        g.moved ||= Math.hypot(e.clientX - g.down[0], e.clientY - g.down[1]) > 4;
        zoomTo(panBy(zoom, dx, dy, VB));
      }
    }
  };
  const onPointerUp = (e: PointerEvent) => { gesture.current.pointers.delete(e.pointerId); };
  const onWheel = (e: WheelEvent) => {
    if (!zoomable || !e.ctrlKey) return;
    e.preventDefault();
    const at = toDrawing(e.clientX, e.clientY);
    if (at) zoomTo(zoomAt(zoom, e.deltaY < 0 ? 1.25 : 0.8, at, VB));
  };

  const onSpotKey = (s: Spot) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); props.onSpot?.(s.kind, s.id); return; }
    const dir = ARROWS[e.key];
    if (!dir) return;
    e.preventDefault();
    const next = nextSpot(spots, s.id, dir);
    if (!next) return;
    setFocused(next.id);
    reveal(next);
    svg.current?.querySelector<SVGGElement>(`.spot[data-id="${next.id}"]`)?.focus();
  };
  /** A spot the keyboard reached on a zoomed board comes into view (the board pans to it). */
  const reveal = (s: Spot) => {
    if (!zoomable || !isZoomed(zoom)) return;
    const shown = showSpot(zoom, s.at, VB);
    if (shown !== zoom) zoomTo(shown);
  };
  /** A lit hex for the robber, with whose buildings touch it (the choice is about them), the person's own marked as theirs (a screen reader read their default name alone). */
  const robberLabel = (hex: string) => {
    const h = G.hexId(hex);
    const names = new Set<string>();
    if (view && h >= 0) for (let k = 0; k < 6; k++) { const owner = ownerAt(view, G.hexVertices[h * 6 + k]!); if (owner >= 0) names.add(owner === view.viewer ? nameOf(owner) + youMark(lang) : nameOf(owner)); }
    const where = hexLabel(lang, board, hex);
    return names.size ? t(lang, 'moveRobberNear', { hex: where, names: [...names].join(', ') }) : t(lang, 'moveRobberTo', { hex: where });
  };
  // One lit spot takes Tab (the one last focused, else the first); arrows move among the rest.
  const tabbable = spots.some((s) => s.id === focused) ? focused : spots[0]?.id ?? null;
  const spotProps = (s: Spot, label: string) => ({
    class: `spot spot-${s.kind}`, 'data-id': s.id, role: 'button' as const, tabindex: s.id === tabbable ? 0 : -1, 'aria-label': label,
    onKeyDown: onSpotKey(s), onFocus: () => { setFocused(s.id); reveal(s); },
  });

  return (
    <svg ref={svg} class={`board island-${L.island} ${props.class ?? ''} ${isZoomed(zoom) ? 'zoomed' : ''}`} viewBox={`${vb.x} ${vb.y} ${vb.w} ${vb.h}`}
      role="group" aria-label={props.label ?? t(lang, 'boardLabel')} preserveAspectRatio="xMidYMid meet"
      onClick={onClick} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp} onWheel={onWheel}
      style={{ '--reach': String(reach), aspectRatio: `${VB.w} / ${VB.h}` }}>
      {terrain}

      {/* Where the robber is to move, the hexes it may not go to are veiled: with 18 of 19 lit, the lit outlines
          ran together and the one that was not lit could not be told apart (a play-test). */}
      {spots.some((s) => s.kind === 'hex') && G.hexNames.map((name, h) => (board.hexes[name] && !lit!.hexes.has(name)
        ? <polygon key={`uh${name}`} class="unlit-hex" data-id={name} points={L.hexPoints(h, 2)} aria-hidden="true" />
        : null))}

      {spots.map((s) => {
        if (s.kind !== 'hex') return null;
        const label = robberLabel(s.id);
        return (
          <g key={`lh${s.id}`} {...spotProps(s, label)}>
            <title>{label}</title>
            <polygon points={L.hexPoints(G.hexId(s.id), 5)} style={grow > 1 ? { strokeWidth: 5 * grow } : undefined} />
          </g>
        );
      })}

      <g class="pieces" role="list" aria-label={t(lang, 'piecesLabel')}>
        {view && view.edges.map((_, e) => {
          const owner = roadOwner(view, e);
          if (owner < 0) return null;
          const label = t(lang, 'pieceOn', { who: nameOf(owner), piece: pieceName(lang, 'road'), where: edgeLabel(lang, board, G.edgeNames[e]!) });
          return <Road key={`r${e}`} at={G.edgeNames[e]!} ends={L.edgeEnds(e)} color={colorOf(owner)} marks={marks} label={label} k={pieceK} />;
        })}
        {view && view.vertices.map((_, v) => {
          const owner = ownerAt(view, v);
          if (owner < 0) return null;
          const city = cityAt(view, v);
          const label = t(lang, 'pieceAt', { who: nameOf(owner), piece: pieceName(lang, city ? 'city' : 'settlement'), where: vertexLabel(lang, board, G.vertexNames[v]!) });
          return <Building key={`v${v}`} at={G.vertexNames[v]!} xy={L.vertexPoint(v)} city={city} color={colorOf(owner)} marks={marks} label={label} k={pieceK} />;
        })}
        {props.startPieces?.flatMap((sp) => [
          ...sp.roads.map((at) => <Road key={`sr${at}`} at={at} ends={L.edgeEnds(G.edgeId(at))} color={sp.color} marks={marks} k={pieceK}
            label={t(lang, 'colorPieceOn', { color: pieceColor(lang, 'road', sp.color), piece: pieceName(lang, 'road'), where: edgeLabel(lang, board, at) })} />),
          ...sp.settlements.map((at) => <Building key={`sv${at}`} at={at} xy={L.vertexPoint(G.vertexId(at))} city={false} color={sp.color} marks={marks} k={pieceK}
            label={t(lang, 'colorPieceAt', { color: pieceColor(lang, 'settlement', sp.color), piece: pieceName(lang, 'settlement'), where: vertexLabel(lang, board, at) })} />),
        ])}
      </g>

      <Robber at={L.hexCenter(Math.max(0, G.hexId(robberHex)))} label={`${t(lang, 'robber')}${t(lang, 'colon')}${hexLabel(lang, board, robberHex)}`} />

      {lit && [...lit.blocked].map((v) => {
        const [x, y] = L.vertexPoint(G.vertexId(v));
        return <circle key={`x${v}`} class="blocked" cx={x} cy={y} r="5.5"><title>{t(lang, 'blockedSpot')}</title></circle>;
      })}

      {props.marked && <Mark at={props.marked} layout={L} />}

      {spots.map((s) => {
        // Hexes are lit beneath the pieces (above): whose buildings touch a hex is the robber's choice.
        if (s.kind === 'hex') return null;
        if (s.kind === 'edge') {
          const [a, b] = L.edgeEnds(G.edgeId(s.id));
          // The middle three fifths of the side, drawn twice: dashed white on a dark bar, unlike any player's road (solid colour), white's included.
          const seg = { x1: a[0] + (b[0] - a[0]) * 0.2, y1: a[1] + (b[1] - a[1]) * 0.2, x2: a[0] + (b[0] - a[0]) * 0.8, y2: a[1] + (b[1] - a[1]) * 0.8 };
          return (
            <g key={`le${s.id}`} {...spotProps(s, t(lang, 'aRoad', { where: edgeLabel(lang, board, s.id) }))}>
              <circle class="hit" cx={s.at[0]} cy={s.at[1]} r={reach} />
              <line class="mark-under" {...seg} style={grow > 1 ? { strokeWidth: 12 * grow } : undefined} />
              <line class="mark" {...seg} style={grow > 1 ? { strokeWidth: 6 * grow, strokeDasharray: `${6 * grow} ${4 * grow}` } : undefined} />
            </g>
          );
        }
        const piece = lit!.vertices.get(s.id)!;
        return (
          <g key={`lv${s.id}`} {...spotProps(s, t(lang, piece === 'city' ? 'aCity' : 'aSettlement', { where: vertexLabel(lang, board, s.id) }))} class={`spot spot-vertex ${piece}`}>
            <circle class="hit" cx={s.at[0]} cy={s.at[1]} r={reach} />
            <circle class="mark" cx={s.at[0]} cy={s.at[1]} r={(piece === 'city' ? 15 : 10) * grow} style={grow > 1 ? { strokeWidth: (piece === 'city' ? 3.5 : 2.5) * grow } : undefined} />
          </g>
        );
      })}
    </svg>
  );
}

/** The hint's mark: a ring around the corner, side or hex it names. */
function Mark({ at, layout: L }: { at: string; layout: Layout }) {
  const G = L.geo;
  const v = G.vertexId(at), e = G.edgeId(at), h = G.hexId(at);
  const c: Point = v >= 0 ? L.vertexPoint(v) : e >= 0 ? L.edgeMid(e) : h >= 0 ? L.hexCenter(h) : [0, 0];
  return <circle class="hint-mark" cx={c[0]} cy={c[1]} r={h >= 0 ? 40 : 22} data-testid="hint-mark" aria-hidden="true" />;
}

/** Zoom buttons beside the board (and a way back to the whole board). `board`: its island's drawing. */
export function ZoomControls({ lang, zoom, onZoom, board }: { lang: Lang; zoom: Zoom; onZoom: (z: Zoom) => void; board?: Pick<BoardJson, 'island'> }) {
  const VB: Box = layoutOf(board).viewBox;
  const c: Point = [zoom.x, zoom.y];
  // − and ⤢ show only while the board is zoomed: the whole board has nothing to zoom out of, and on
  // a 360-px phone the stack of three covered a lit corner by the east harbor (a tap there zoomed
  // instead of building). Once the whole board shows again, focus goes to + (it fell to the page's first action).
  const zoomed = isZoomed(zoom);
  const out = (e: Event, z: Zoom) => {
    const group = (e.currentTarget as HTMLElement).parentElement;
    if (!isZoomed(z)) group?.querySelector<HTMLElement>('[data-testid=zoom-in]')?.focus();
    onZoom(z);
  };
  return (
    <div class="zoom-controls" role="group" aria-label={t(lang, 'zoom')}>
      <button type="button" class="icon-btn" aria-label={t(lang, 'zoomIn')} title={t(lang, 'zoomIn')} onClick={() => onZoom(zoomAt(zoom, 1.5, c, VB))} data-testid="zoom-in">+</button>
      {zoomed && <button type="button" class="icon-btn" aria-label={t(lang, 'zoomOut')} title={t(lang, 'zoomOut')} onClick={(e) => out(e, zoomAt(zoom, 1 / 1.5, c, VB))} data-testid="zoom-out">−</button>}
      {zoomed && <button type="button" class="icon-btn" aria-label={t(lang, 'zoomReset')} title={t(lang, 'zoomReset')} onClick={(e) => out(e, wholeOf(VB))} data-testid="zoom-reset">⤢</button>}
    </div>
  );
}

function Token({ at, n }: { at: Point; n: number }) {
  const red = n === 6 || n === 8;
  const k = pips(n);
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

function Road({ at, ends, color, marks, label, k = 1 }: { at: string; ends: [Point, Point]; color: Color; marks: boolean; label: string; k?: number }) {
  const [a, b] = ends;
  const s = (f: number): Point => [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
  // A grown road is shortened as much as its round ends grew, so that two roads meeting at a bare corner stay apart.
  const [p, q] = [s(0.14 + 0.1 * (k - 1)), s(0.86 - 0.1 * (k - 1))];
  const mid = s(0.5);
  return (
    <g class="road" data-at={at} role="listitem" aria-label={label}>
      <title>{label}</title>
      <line x1={p[0]} y1={p[1]} x2={q[0]} y2={q[1]} stroke={PIECE_LINE} stroke-width={11 * k} stroke-linecap="round" />
      <line x1={p[0]} y1={p[1]} x2={q[0]} y2={q[1]} stroke={PLAYER_FILL[color]} stroke-width={7 * k} stroke-linecap="round" />
      {marks && <PieceMark color={color} x={mid[0]} y={mid[1]} k={0.62 * k} />}
    </g>
  );
}

function Building({ at, xy, city, color, marks, label, k = 1 }: { at: string; xy: Point; city: boolean; color: Color; marks: boolean; label: string; k?: number }) {
  return (
    <g class="building" data-at={at} role="listitem" aria-label={label} style={{ transformOrigin: `${xy[0]}px ${xy[1]}px` }}>
      <title>{label}</title>
      <path class={city ? 'city' : 'settlement'} transform={`translate(${xy[0]} ${xy[1]}) scale(${k})`} d={city ? CITY_PATH : SETTLEMENT_PATH}
        fill={PLAYER_FILL[color]} stroke={PIECE_LINE} stroke-width="2" stroke-linejoin="round" />
      {/* In the settlement's body, below its roof; in a city's low wing, where there is most room. */}
      {marks && <PieceMark color={color} x={xy[0] + (city ? 6 : 0) * k} y={xy[1] + (city ? 4.5 : 3) * k} k={(city ? 1 : 0.95) * k} />}
    </g>
  );
}

function Robber({ at, label }: { at: Point; label: string }) {
  // Moved by a CSS transform so that it glides to its new hex (instantly under reduced motion).
  return (
    <g class="robber" style={{ transform: `translate(${at[0] - 30}px, ${at[1] + 2}px)` }} role="img" aria-label={label}>
      <title>{label}</title>
      <path d="M-8 14Q-10 0 -5 -4Q-8 -8 -6 -12Q0 -18 6 -12Q8 -8 5 -4Q10 0 8 14Z" fill="#3b3b40" stroke="#111" stroke-width="1.5" />
    </g>
  );
}

function Harbor({ lang, edge, kind, layout, board }: { lang: Lang; edge: string; kind: HarborKind; layout: Layout; board: BoardJson }) {
  const { at, docks } = layout.harborPlacement(edge);
  const generic = kind === '3:1';
  // Named with the land hex it serves, so that no two harbors read alike ("3:1 harbor by pasture 9").
  const e = layout.geo.edgeId(edge);
  const land = e >= 0 ? layout.geo.edgeHexes[e * 2]! : -1;
  const label = land >= 0 ? t(lang, 'harborBy', { harbor: harborName(lang, kind), hex: hexLabel(lang, board, layout.geo.hexNames[land]!) }) : harborName(lang, kind);
  return (
    <g class="harbor" role="img" aria-label={label}>
      <title>{label}</title>
      {docks.map(([x, y]) => (
        <line x1={at[0]} y1={at[1]} x2={x + (at[0] - x) * 0.18} y2={y + (at[1] - y) * 0.18} stroke="#8a6a3c" stroke-width="5" stroke-linecap="round" />
      ))}
      <circle cx={at[0]} cy={at[1]} r="19" fill={generic ? '#fbf7ee' : RESOURCE_FILL[kind]} stroke="#4a3a22" stroke-width="2" />
      {generic
        ? <text x={at[0]} y={at[1] + 4.5} text-anchor="middle" class="rate">3:1</text>
        : <>
          <g transform={`translate(${at[0]} ${at[1] - 5}) scale(0.75)`}><ResourceGlyph r={kind} /></g>
          {/* On a light pill: dark on the lumber harbor's green read at 3:1 contrast, under WCAG's 4.5:1 for small text. */}
          <rect x={at[0] - 11} y={at[1] + 4.5} width="22" height="11" rx="5.5" class="rate-pill" />
          <text x={at[0]} y={at[1] + 13} text-anchor="middle" class="rate small">2:1</text>
        </>}
    </g>
  );
}
