/**
 * The page's clock for countdowns (the turn timer, an offer's time to answer), on the server's
 * time (../clock.ts): a component that calls `useNow(true)` is drawn again every half second, and
 * only it (the game screen redrew the whole table twice a second for the timer alone).
 */
import { useEffect, useState } from 'preact/hooks';
import { serverNow } from '../clock.js';

export function useNow(active: boolean): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(serverNow()), 500);
    return () => clearInterval(id);
  }, [active]);
  return now;
}
