/**
 * Shared drawing: player colours, terrain colours and patterns (so terrain reads without
 * colour too), resource icons, dice faces, piece shapes. Presentation only.
 */
import type { Color, Resource, Terrain } from '../wire.js';

export const PLAYER_FILL: Record<Color, string> = {
  red: '#d0312d', blue: '#2360c9', orange: '#f08a1c', white: '#f5f5f2', green: '#2f9a48', brown: '#7a4a24',
};
/** A darker line around each piece so that white, and green on forest, stay visible. */
export const PIECE_LINE = '#1b1b1b';

/**
 * A shape per player colour, drawn on pieces and colour chips when the person turns on "shapes on
 * pieces": red, orange and brown (and green beside them) are hard to tell apart for one person in
 * twelve, and on a phone's small pieces for anyone. Paths in a box of about ±4 centred on 0,0.
 */
export const MARK_PATH: Record<Color, string> = {
  red: 'M-3.6 0A3.6 3.6 0 1 0 3.6 0A3.6 3.6 0 1 0 -3.6 0Z',
  blue: 'M-3.2 -3.2H3.2V3.2H-3.2Z',
  orange: 'M0 -4.2L4 3.2H-4Z',
  white: 'M0 -4.4L4.4 0L0 4.4L-4.4 0Z',
  green: 'M-1.3 -4.2H1.3V-1.3H4.2V1.3H1.3V4.2H-1.3V1.3H-4.2V-1.3H-1.3Z',
  brown: 'M-4 -4H4L0 4Z',
};
/** The same shapes as text, for the colour chips beside names (CSS draws them from `data-mark`). */
export const MARK_CHAR: Record<Color, string> = { red: '●', blue: '■', orange: '▲', white: '◆', green: '✚', brown: '▼' };
/** Ink for a mark: dark on the light colours, light on the dark ones. */
export const MARK_INK: Record<Color, string> = { red: '#fff', blue: '#fff', orange: '#1b1b1b', white: '#1b1b1b', green: '#fff', brown: '#fff' };

/** A shape on a piece, at x,y of the piece's own drawing, scaled by `k`. */
export function PieceMark({ color, x = 0, y = 0, k = 1 }: { color: Color; x?: number; y?: number; k?: number }) {
  return <path class="mark" d={MARK_PATH[color]} transform={`translate(${x} ${y}) scale(${k})`} fill={MARK_INK[color]} aria-hidden="true" />;
}

/** A player's colour beside a name; with shapes on (the `marks` class on the page), its shape too. */
export function Chip({ color, title, free = false }: { color: Color; title?: string; free?: boolean }) {
  return <span class={`chip ${free ? 'free' : ''}`} style={{ background: PLAYER_FILL[color], color: MARK_INK[color] }} data-mark={MARK_CHAR[color]} title={title} aria-hidden="true" />;
}

export const TERRAIN_FILL: Record<Terrain, string> = {
  hills: '#c8693e', forest: '#3d7a3a', pasture: '#9fcf67', fields: '#e8c04a', mountains: '#9aa4ae', desert: '#e7d7a6',
};
export const RESOURCE_FILL: Record<Resource, string> = {
  brick: '#c8693e', wood: '#3d7a3a', wool: '#9fcf67', grain: '#e8c04a', ore: '#8f99a3',
};
export const RESOURCE_TERRAIN: Record<Resource, Terrain> = {
  brick: 'hills', wood: 'forest', wool: 'pasture', grain: 'fields', ore: 'mountains',
};

/** Terrain patterns: bricks, trees, sheep, wheat rows, peaks, sand. */
export function TerrainPatterns({ prefix }: { prefix: string }) {
  return (
    <>
      <pattern id={`${prefix}-hills`} width="18" height="12" patternUnits="userSpaceOnUse">
        <rect width="18" height="12" fill={TERRAIN_FILL.hills} />
        <path d="M0 6H18M0 12H18M6 0V6M15 6V12" stroke="#9b4a25" stroke-width="1.4" fill="none" />
      </pattern>
      <pattern id={`${prefix}-forest`} width="22" height="22" patternUnits="userSpaceOnUse">
        <rect width="22" height="22" fill={TERRAIN_FILL.forest} />
        <path d="M5 2L9 10H1Z M16 12L20 20H12Z" fill="#25562a" />
        <path d="M5 10V13 M16 20V22" stroke="#4b3621" stroke-width="1.5" />
      </pattern>
      <pattern id={`${prefix}-pasture`} width="20" height="20" patternUnits="userSpaceOnUse">
        <rect width="20" height="20" fill={TERRAIN_FILL.pasture} />
        <ellipse cx="6" cy="6" rx="3.4" ry="2.4" fill="#f4f8ec" />
        <circle cx="9" cy="5.3" r="1.3" fill="#3b3b3b" />
        <ellipse cx="15" cy="15" rx="3.4" ry="2.4" fill="#f4f8ec" />
        <circle cx="18" cy="14.3" r="1.3" fill="#3b3b3b" />
      </pattern>
      <pattern id={`${prefix}-fields`} width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
        <rect width="10" height="10" fill={TERRAIN_FILL.fields} />
        <path d="M0 3H10M0 8H10" stroke="#b98d1b" stroke-width="1.6" />
      </pattern>
      <pattern id={`${prefix}-mountains`} width="20" height="14" patternUnits="userSpaceOnUse">
        <rect width="20" height="14" fill={TERRAIN_FILL.mountains} />
        <path d="M1 12L7 3L13 12M9 12L14 6L19 12" stroke="#5d6873" stroke-width="1.6" fill="none" />
        <path d="M5.6 5L7 3L8.4 5Z" fill="#f2f4f6" />
      </pattern>
      <pattern id={`${prefix}-desert`} width="16" height="16" patternUnits="userSpaceOnUse">
        <rect width="16" height="16" fill={TERRAIN_FILL.desert} />
        <circle cx="3" cy="4" r="1" fill="#b59b5c" />
        <circle cx="11" cy="9" r="1" fill="#b59b5c" />
        <path d="M2 13Q5 11 8 13" stroke="#b59b5c" fill="none" />
      </pattern>
    </>
  );
}

/** A small glyph per resource, drawn in a 20×20 box centred on 0,0. */
export function ResourceGlyph({ r }: { r: Resource }) {
  switch (r) {
    case 'brick': return <path d="M-7 -4H7V4H-7Z M-7 0H7 M-2 -4V0 M3 0V4" stroke="#5a2a12" stroke-width="1.3" fill="#e08a5a" />;
    case 'wood': return <g><path d="M0 -8L6 3H-6Z" fill="#1f4d22" /><path d="M0 3V8" stroke="#5b3b1e" stroke-width="2.2" /></g>;
    case 'wool': return <g><ellipse cx="-1" cy="1" rx="6" ry="4.2" fill="#fff" stroke="#555" stroke-width="0.8" /><circle cx="5" cy="-1" r="2.2" fill="#333" /></g>;
    case 'grain': return <g stroke="#7a5a06" stroke-width="1.6" fill="none"><path d="M0 8V-7" /><path d="M0 -4L-4 -7M0 -4L4 -7M0 0L-4 -3M0 0L4 -3M0 4L-4 1M0 4L4 1" /></g>;
    case 'ore': return <path d="M-7 5L-3 -4L1 0L4 -6L8 5Z" fill="#6c7682" stroke="#2f353b" stroke-width="1" />;
  }
}

export function ResIcon({ r, size = 22 }: { r: Resource; size?: number }) {
  return (
    <svg class="res-icon" width={size} height={size} viewBox="-10 -10 20 20" aria-hidden="true" focusable="false">
      <rect x="-10" y="-10" width="20" height="20" rx="4" fill={RESOURCE_FILL[r]} />
      <ResourceGlyph r={r} />
    </svg>
  );
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

export function Die({ n, size = 34, red = false }: { n: number; size?: number; red?: boolean }) {
  return (
    <svg class="die" width={size} height={size} viewBox="-12 -12 24 24" aria-hidden="true" focusable="false">
      <rect x="-11" y="-11" width="22" height="22" rx="4" fill={red ? '#b3261e' : '#fbf7ee'} stroke="#333" stroke-width="1" />
      {(PIPS[n] ?? []).map(([x, y]) => <circle cx={x * 5.5} cy={y * 5.5} r="2.1" fill={red ? '#fff' : '#222'} />)}
    </svg>
  );
}

/** Settlement and city outlines centred on 0,0. */
export const SETTLEMENT_PATH = 'M-9 9V-2L0 -10L9 -2V9Z';
export const CITY_PATH = 'M-14 10V-3L-7 -10L0 -3V-1H14V10Z';

export function PieceIcon({ kind, color, size = 20 }: { kind: 'road' | 'settlement' | 'city'; color: Color; size?: number }) {
  return (
    <svg class="piece-icon" width={size} height={size} viewBox="-16 -14 32 28" aria-hidden="true" focusable="false">
      {kind === 'road'
        ? <rect x="-14" y="-3.5" width="28" height="7" rx="2" fill={PLAYER_FILL[color]} stroke={PIECE_LINE} stroke-width="1.5" />
        : <path d={kind === 'city' ? CITY_PATH : SETTLEMENT_PATH} fill={PLAYER_FILL[color]} stroke={PIECE_LINE} stroke-width="1.5" />}
    </svg>
  );
}

export function CardIcon({ size = 20 }: { size?: number }) {
  return (
    <svg class="card-icon" width={size * 0.75} height={size} viewBox="0 0 15 20" aria-hidden="true" focusable="false">
      <rect x="0.75" y="0.75" width="13.5" height="18.5" rx="2" fill="#5b3f8c" stroke="#2b1d45" stroke-width="1.5" />
      <path d="M7.5 5L10 10L7.5 15L5 10Z" fill="#e9d8ff" />
    </svg>
  );
}
