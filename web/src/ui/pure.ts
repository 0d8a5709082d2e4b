/**
 * A component drawn again only when one of its props changed (compared one by one, by identity),
 * as `memo` in React. The page redraws from the top on every change of the store's state (a
 * frame, an animation ending, the turn timer's tick): the board, the players, the log and the
 * hand, wrapped in this, are left as they are when what they show did not change.
 */
import { createElement, type Component, type FunctionComponent } from 'preact';

function differs(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  for (const k in a) if (!(k in b)) return true;
  for (const k in b) if (a[k] !== b[k]) return true;
  return false;
}

export function pure<P extends object>(inner: FunctionComponent<P>): FunctionComponent<P> {
  function shouldComponentUpdate(this: Component<P>, next: P): boolean {
    return differs(this.props as Record<string, unknown>, next as Record<string, unknown>);
  }
  // Preact calls a function component with its component instance as `this` (as preact/compat's memo relies on).
  function Pure(this: Component<P>, props: P) {
    this.shouldComponentUpdate = shouldComponentUpdate;
    return createElement(inner as FunctionComponent<object>, props);
  }
  Pure.displayName = `Pure(${inner.displayName ?? inner.name})`;
  return Pure as FunctionComponent<P>;
}
