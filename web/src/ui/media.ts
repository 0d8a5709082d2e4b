import { useEffect, useMemo, useState } from 'preact/hooks';

/** Between phone and desktop (styles.css's middle range): the board beside one column. */
export const TABLET = '(min-width: 901px) and (max-width: 1100px)';

/** Whether a media query matches now, kept up to date as the window changes (false where there is no window). */
export function useMedia(query: string): boolean {
  const list = useMemo(() => (typeof matchMedia === 'function' ? matchMedia(query) : null), [query]);
  const [matches, setMatches] = useState(list?.matches ?? false);
  useEffect(() => {
    if (!list) return;
    const change = () => setMatches(list.matches);
    change();
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, [list]);
  return matches;
}
