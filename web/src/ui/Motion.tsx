/**
 * The motion layer: plays the store's cues over the table with the Web Animations API — cards
 * travelling from the producing hexes to each player (their hand for the person), the hexes
 * pulsing, a development card drawn from the deck, a new piece set down — and the
 * announcements over the table. Under reduced motion nothing moves: each cue is done at once
 * (the announcements and the log still say what happened). It draws; it decides nothing.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Cue, Flow } from '../logic/cues.js';
import type { PageEvent, Toast } from '../store/types.js';
import { toastWords } from '../store/fold.js';
import type { Lang } from '../i18n.js';
import { RESOURCE_FILL } from './art.js';

export const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const FLY_MS = 750;

/**
 * The layer lies in the page (absolute, at its top left), not over the window: what it draws
 * scrolls with the page, natively. Fixed to the window, a ring stayed where its target had been
 * while a phone's page scrolled, over other buttons (a phone play-test: pale rings over "End turn"
 * and "City"). Places on it are measured from its own corner, wherever the page is scrolled.
 */
function centre(el: Element | null): [number, number] | null {
  if (!el) return null;
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return null;
  return [r.left + r.width / 2, r.top + r.height / 2];
}

/** A point of the window (getBoundingClientRect's) as a place on the layer. */
function onLayer(layer: HTMLElement, [x, y]: [number, number]): [number, number] {
  const r = layer.getBoundingClientRect();
  return [x - r.left, y - r.top];
}

/** Where cards land for a seat: the person's own card of that resource, else the seat's row among the players. */
function target(seat: number, you: number | null, resource?: string): Element | null {
  if (seat === you && resource) return document.querySelector(`.hand .rcard[data-res="${resource}"]`);
  return document.querySelector(`.players .player[data-seat="${seat}"] .chip`) ?? document.querySelector(`.players .player[data-seat="${seat}"]`);
}

/**
 * A box of the motion layer laid over an element (its size and place on the screen), animated by
 * `frames` and removed when done; none for an element not shown. Only its transform and opacity
 * change, which the browser animates without painting the page under it again.
 */
function over(el: Element | null, cls: string, layer: HTMLElement, frames: (box: DOMRect) => Keyframe[], timing: KeyframeAnimationOptions): HTMLElement | null {
  const box = el?.getBoundingClientRect();
  if (!box || box.width === 0 || box.height === 0) return null;
  const d = document.createElement('div');
  d.className = cls;
  const [x, y] = onLayer(layer, [box.left, box.top]);
  d.style.left = `${x}px`;
  d.style.top = `${y}px`;
  d.style.width = `${box.width}px`;
  d.style.height = `${box.height}px`;
  layer.appendChild(d);
  const anim = d.animate(frames(box), timing);
  anim.onfinish = () => d.remove();
  anim.oncancel = () => d.remove();
  return d;
}

/**
 * A ring spreading out from an element and fading: cards landing in a hand, a player taking a
 * special card (the element's own box shadow, animated, repainted the hand or the players' panel
 * on every frame). It grows by about 12 px on each side, as that shadow did.
 */
function ring(el: Element | null, layer: HTMLElement, delay = 0): void {
  const r = over(el, 'ring', layer, (box) => [
    { transform: 'scale(1)', opacity: 0.9 },
    { transform: `scale(${(box.width + 24) / box.width}, ${(box.height + 24) / box.height})`, opacity: 0 },
  ], { duration: 900, delay, easing: 'ease-out' });
  if (r) r.style.borderRadius = getComputedStyle(el!).borderRadius;
}

/**
 * A hex lighting up when it produces: a soft light over it, fading in and out (a filter on the
 * hex itself made the browser paint the board again on every frame of it).
 */
function bloom(el: Element | null, layer: HTMLElement): void {
  over(el, 'bloom', layer, () => [{ opacity: 0 }, { opacity: 1, offset: 0.3 }, { opacity: 0 }], { duration: 1000, easing: 'ease-out' });
}

/** One card flying from a point to a point (a small square in the resource's colour). */
function fly(fromWindow: [number, number], toWindow: [number, number], color: string, delay: number, layer: HTMLElement): Animation {
  const from = onLayer(layer, fromWindow), to = onLayer(layer, toWindow);
  const el = document.createElement('div');
  el.className = 'flying-card';
  el.style.background = color;
  el.style.left = `${from[0] - 9}px`;
  el.style.top = `${from[1] - 12}px`;
  layer.appendChild(el);
  const anim = el.animate([
    { transform: 'translate(0, 0) scale(0.6)', opacity: 0 },
    { transform: 'translate(0, -10px) scale(1)', opacity: 1, offset: 0.15 },
    { transform: `translate(${to[0] - from[0]}px, ${to[1] - from[1]}px) scale(0.8)`, opacity: 0.9 },
  ], { duration: FLY_MS, delay, easing: 'cubic-bezier(.45,.05,.4,1)', fill: 'backwards' });
  anim.onfinish = () => el.remove();
  anim.oncancel = () => el.remove();
  return anim;
}

function playFlows(flows: readonly Flow[], you: number | null, layer: HTMLElement): number {
  let k = 0;
  for (const f of flows) {
    const to = centre(target(f.seat, you, f.resource));
    const from = f.hex ? centre(document.querySelector(`.board-wrap [data-hex="${f.hex}"]`)) : null;
    if (!to) continue;
    for (let i = 0; i < Math.min(f.n, 3); i++) {
      if (from) fly(from, to, RESOURCE_FILL[f.resource], k++ * 90, layer);
    }
    ring(target(f.seat, you, f.resource), layer, FLY_MS + k * 90);
  }
  return FLY_MS + k * 90;
}

/** Play one cue; returns how long it runs (ms). */
function play(c: Cue, you: number | null, layer: HTMLElement): number {
  switch (c.kind) {
    case 'produce':
      for (const h of c.hexes) bloom(document.querySelector(`.board-wrap [data-hex="${h}"]`), layer);
      return playFlows(c.flows, you, layer);
    case 'draw': {
      const from = centre(document.querySelector('.bank .deck'));
      const to = centre(target(c.seat, you));
      if (from && to) fly(from, to, '#5b3f8c', 0, layer);
      return FLY_MS;
    }
    case 'build': {
      const el = document.querySelector(`.board-wrap .pieces [data-at="${c.where}"]`);
      el?.animate([{ transform: 'scale(1.9)', opacity: 0.2 }, { transform: 'scale(1)', opacity: 1 }], { duration: 420, easing: 'ease-out' });
      return 420;
    }
    case 'special': case 'won': {
      if (c.kind === 'special' && c.to !== null) ring(document.querySelector(`.players .player[data-seat="${c.to}"]`), layer);
      return 600;
    }
    default: return 0;
  }
}

export function MotionLayer({ cues, you, dispatch, animate }: { cues: readonly Cue[]; you: number | null; dispatch: (e: PageEvent) => void; animate: boolean }) {
  const layer = useRef<HTMLDivElement>(null);
  const started = useRef(new Set<number>());
  useEffect(() => {
    const el = layer.current;
    for (const c of cues) {
      if (started.current.has(c.id)) continue;
      started.current.add(c.id);
      // The dice animate in the status bar (DiceView); the rest here.
      const ms = animate && el && c.kind !== 'dice' ? play(c, you, el) : 0;
      // From the frame's arrival to the start of its animation, for the figures (docs/web.md).
      if (ms > 0) performance.measure('catan-cue', { start: c.at, end: performance.now(), detail: c.kind });
      setTimeout(() => dispatch({ k: 'cue-done', id: c.id }), c.kind === 'dice' && animate ? 900 : ms);
    }
  }, [cues]);
  return <div class="motion-layer" ref={layer} aria-hidden="true" />;
}

/**
 * The announcements, in a lane of their own above the board (on a phone, under it): over the
 * board they hid its top row of harbors, and at a phone's bottom edge the hand. The newest comes first; the one before
 * it, if any, gives way beside it (narrowed, or on a phone not shown); each leaves after its time.
 */
export function Toasts({ lang, toasts }: { lang: Lang; toasts: readonly Toast[] }) {
  const shown = toasts.slice(-2).reverse();
  return (
    // Not read out: each says again what the game log (itself read out) has just said.
    <div class="toasts" aria-hidden="true" data-testid="toasts">
      {shown.map((x, i) => {
        const w = toastWords(lang, x);
        return w && <p key={x.id} class={`toast ${w.tone} ${i > 0 ? 'older' : ''}`}>{w.text}</p>;
      })}
    </div>
  );
}
