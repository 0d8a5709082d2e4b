/** The page's state machine without a DOM, for the web tests: a fresh start screen, and events run through the reducer. */
import { initialState } from '../../web/src/store/initial.js';
import { reduce } from '../../web/src/store/reduce.js';
import type { Effect, PageEvent, PageState } from '../../web/src/store/types.js';

/** The start screen as a page opened at / shows it (a saved setup read back when given). */
export const start = (savedSetup: unknown = null): PageState =>
  initialState({ boot: null, lang: 'en', route: { page: 'home' }, name: 'Ana', savedSetup, savedSettings: null, seed: 's1', hidden: false });

/** Run events through the reducer: the state after them and every effect they asked for. */
export function run(s: PageState, events: PageEvent[]): { state: PageState; effects: Effect[] } {
  const effects: Effect[] = [];
  for (const e of events) { const r = reduce(s, e); s = r.state; effects.push(...r.effects); }
  return { state: s, effects };
}
