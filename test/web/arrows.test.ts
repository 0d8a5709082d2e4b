/**
 * Arrow keys on the board's lit spots (docs/web.md: "the arrow keys move between them"). On the
 * robber's hexes, Right from a hex went to the hex up and to the right, not to the one beside it
 * in its row: both lie at the same distance, the diagonal one exactly on the edge of the 60° cone,
 * and the list's order decided. Left and right now keep to the row, up and down go to a neighbour.
 */
import { describe, expect, it } from 'vitest';
import { layoutOf } from '../../web/src/logic/layout.js';
import { nextSpot, type Spot } from '../../web/src/logic/zoom.js';

for (const island of ['base', 'extension'] as const) {
  describe(`arrow keys over every hex of the ${island} island (the robber's choice)`, () => {
    const l = layoutOf(island);
    const spots: Spot[] = Array.from({ length: l.geo.hexCount }, (_, h) => ({ kind: 'hex' as const, id: String(h), at: l.hexCenter(h) }));
    const gap = Math.min(...spots.slice(1).map((s) => Math.hypot(s.at[0] - spots[0]!.at[0], s.at[1] - spots[0]!.at[1])));

    it('left and right go to the next hex in the same row, where there is one', () => {
      for (const s of spots) {
        for (const dir of ['left', 'right'] as const) {
          const sign = dir === 'right' ? 1 : -1;
          const row = spots.filter((o) => o !== s && Math.abs(o.at[1] - s.at[1]) < 1 && sign * (o.at[0] - s.at[0]) > 0);
          const next = nextSpot(spots, s.id, dir);
          if (row.length === 0) continue;
          const nearest = row.reduce((a, b) => (Math.abs(a.at[0] - s.at[0]) < Math.abs(b.at[0] - s.at[0]) ? a : b));
          expect(next?.id, `${dir} from hex ${s.id}`).toBe(nearest.id);
        }
      }
    });

    it('up and down go to a neighbouring hex in the row above or below, where there is one', () => {
      for (const s of spots) {
        for (const dir of ['up', 'down'] as const) {
          const sign = dir === 'down' ? 1 : -1;
          const near = spots.filter((o) => sign * (o.at[1] - s.at[1]) > 1 && Math.hypot(o.at[0] - s.at[0], o.at[1] - s.at[1]) < gap * 1.05);
          if (near.length === 0) continue;
          expect(near.map((o) => o.id), `${dir} from hex ${s.id}`).toContain(nextSpot(spots, s.id, dir)?.id);
        }
      }
    });
  });
}
