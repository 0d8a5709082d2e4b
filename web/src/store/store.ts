/**
 * The store: holds the page state, runs the reducer on each event, tells the components, and
 * hands the effects to the ports (the connections, the address bar, storage, sound, timers).
 * The only stateful glue between the pure reducer and the browser.
 */
import { reduce } from './reduce.js';
import type { Effect, PageEvent, PageState } from './types.js';

/** What the effects act on; main.tsx provides the browser's, tests their own. */
export interface Ports {
  run(effect: Effect, dispatch: (e: PageEvent) => void): void;
}

export class Store {
  private listeners = new Set<(s: PageState) => void>();
  private running = false;
  private queue: PageEvent[] = [];

  constructor(public state: PageState, private readonly ports: Ports) {}

  readonly dispatch = (e: PageEvent): void => {
    // Events dispatched by an effect run after the current one (the reducer never nests).
    this.queue.push(e);
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length) {
        const ev = this.queue.shift()!;
        const { state, effects } = reduce(this.state, ev);
        const changed = state !== this.state;
        this.state = state;
        if (changed) for (const l of this.listeners) l(state);
        for (const fx of effects) this.ports.run(fx, this.dispatch);
      }
    } finally {
      this.running = false;
    }
  };

  subscribe(l: (s: PageState) => void): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }
}
