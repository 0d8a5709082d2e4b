/**
 * Parts of the page loaded on demand (the replay viewer, the who-was-winning chart): the view
 * once its chunk has come, and whether it failed to come (a server updated since the page was
 * opened serves other chunk names), with what to show then.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t, type Lang } from '../i18n.js';

/** The component `load` resolves to, once loaded; `failed` when its chunk could not be fetched. */
export function useLazyView<P>(load: () => Promise<(p: P) => JSX.Element>): { View: ((p: P) => JSX.Element) | null; failed: boolean } {
  const [View, setView] = useState<((p: P) => JSX.Element) | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => { load().then((v) => setView(() => v), () => setFailed(true)); }, []);
  return { View, failed };
}

/** A part of the page that did not come: say so, and offer a reload. */
export function LoadFailed({ lang }: { lang: Lang }) {
  return (
    <p class="small load-failed" role="alert" data-testid="load-failed">
      {t(lang, 'loadFailed')} <button type="button" class="secondary small-btn" onClick={() => location.reload()}>{t(lang, 'reloadPage')}</button>
    </p>
  );
}
