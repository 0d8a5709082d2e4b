import { it } from 'vitest';
import { writeFileSync, mkdirSync } from 'node:fs';
import { PICTURES } from '../../src/manual/pictures.js';
import { renderPicture, loadPicture } from '../../src/manual/picture.js';
import { summarize } from '../../src/engine/index.js';
it('pics', () => {
  mkdirSync('artifacts', { recursive: true });
  for (const p of PICTURES) {
    try {
      const { start, state } = loadPicture(p);
      const r = renderPicture(p.id, 'en');
      writeFileSync(`artifacts/${p.id}.svg`, r.svg);
      console.log(p.id, 'OK', r.caption, JSON.stringify(summarize(state).players.map(x=>x.roadLength)), summarize(state).longestRoad, JSON.stringify(summarize(start).players.map(x=>x.roadLength)));
    } catch (e) { console.log(p.id, 'ERR', (e as Error).message); }
  }
});
