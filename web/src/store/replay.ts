/**
 * The replay viewer's state as data: the loaded record (the viewer loads it: that needs the
 * engine, which only the replay's own chunk brings), the step shown, playing or paused, the
 * speed and the viewpoint. Playing is a chain of timed ticks (effects), each tagged so that a
 * tick left over from before a pause does nothing.
 */
import type { LoadedReplay, RecordsGame, ReplayProblem, Viewpoint } from '../logic/replay.js';
import type { Effect, PageState, Reduced } from './types.js';

export interface ReplayUi {
  loaded: LoadedReplay | null;
  /** Why no replay shows, or not all of it: as data, worded in the page's language when drawn (a change of language rewords it). */
  problem: ReplayProblem | null;
  step: number;
  playing: boolean;
  /** ms between steps while playing. */
  speed: number;
  viewpoint: Viewpoint;
  /** The tag of the tick in flight while playing. */
  tick: number;
  /** A records file opened (docs/engine.md): its games, and the one shown (an index into them). */
  games: RecordsGame[] | null;
  game: number;
}

export type ReplayEvent =
  | { k: 'replay-loaded'; replay: LoadedReplay; viewpoint: Viewpoint; problem: ReplayProblem | null }
  | { k: 'replay-problem'; problem: ReplayProblem }
  /** To step `step`; or, with `by`, that many steps from where the replay stands when the event is reduced (keys pressed faster than the page draws each count). */
  | { k: 'replay-step'; step: number; by?: undefined }
  | { k: 'replay-step'; by: number; step?: undefined }
  | { k: 'replay-play'; playing: boolean }
  | { k: 'replay-tick'; tick: number }
  | { k: 'replay-speed'; ms: number }
  | { k: 'replay-view'; viewpoint: Viewpoint }
  /** A file opened: a records file's games (the first is shown next), or null for a record alone. */
  | { k: 'replay-games'; games: RecordsGame[] | null }
  /** The game of the records file to show (the viewer then loads its record). */
  | { k: 'replay-game'; game: number };

export const freshReplay = (): ReplayUi => ({ loaded: null, problem: null, step: 0, playing: false, speed: 500, viewpoint: 'open', tick: 0, games: null, game: 0 });

const lastStep = (r: ReplayUi) => r.loaded?.steps.length ?? 0;

function ticking(s: PageState, r: ReplayUi): Reduced {
  const effects: Effect[] = r.playing ? [{ k: 'later', ms: r.speed, event: { k: 'replay-tick', tick: r.tick } }] : [];
  return { state: { ...s, replay: r }, effects };
}

export function reduceReplay(s: PageState, e: ReplayEvent): Reduced {
  const r = s.replay ?? freshReplay();
  switch (e.k) {
    case 'replay-loaded': return { state: { ...s, replay: { ...freshReplay(), speed: r.speed, games: r.games, game: r.game, loaded: e.replay, viewpoint: e.viewpoint, problem: e.problem } }, effects: [] };
    case 'replay-problem': return { state: { ...s, replay: { ...r, loaded: null, playing: false, problem: e.problem } }, effects: [] };
    case 'replay-step': {
      const to = e.by !== undefined ? r.step + e.by : e.step;
      return { state: { ...s, replay: { ...r, playing: false, step: Math.max(0, Math.min(lastStep(r), to)) } }, effects: [] };
    }
    case 'replay-play': {
      if (!r.loaded) return { state: s, effects: [] };
      // Play from the end starts again from the beginning.
      const step = e.playing && r.step >= lastStep(r) ? 0 : r.step;
      return ticking(s, { ...r, step, playing: e.playing, tick: r.tick + 1 });
    }
    case 'replay-tick': {
      if (!r.playing || e.tick !== r.tick) return { state: s, effects: [] };
      const step = Math.min(lastStep(r), r.step + 1);
      return ticking(s, { ...r, step, playing: step < lastStep(r) });
    }
    case 'replay-speed': return ticking(s, { ...r, speed: e.ms, tick: r.tick + 1 });
    case 'replay-view': return { state: { ...s, replay: { ...r, viewpoint: e.viewpoint } }, effects: [] };
    case 'replay-games': return { state: { ...s, replay: { ...r, games: e.games, game: 0, playing: false } }, effects: [] };
    case 'replay-game': {
      if (!r.games || e.game < 0 || e.game >= r.games.length) return { state: s, effects: [] };
      return { state: { ...s, replay: { ...r, game: e.game, playing: false } }, effects: [] };
    }
  }
}
