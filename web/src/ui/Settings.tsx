/** The sound switch, always in the status bar: off until the person turns it on. */
import { t, type Lang } from '../i18n.js';
import type { PageEvent } from '../store/types.js';
import { unlockSound } from './sound.js';

export function SoundToggle({ lang, on, dispatch }: { lang: Lang; on: boolean; dispatch: (e: PageEvent) => void }) {
  const label = on ? t(lang, 'soundOff') : t(lang, 'soundOn');
  return (
    <button type="button" class="secondary small-btn sound" aria-pressed={on} aria-label={label} title={label} data-testid="sound"
      onClick={() => { if (!on) unlockSound(); dispatch({ k: 'setting', patch: { sound: !on } }); }}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M3 7.5h3l4-3.5v12l-4-3.5H3z" fill="currentColor" />
        {on
          ? <path d="M13 7a4 4 0 0 1 0 6M15 5a7 7 0 0 1 0 10" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" />
          : <path d="M13 7.5l5 5M18 7.5l-5 5" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" />}
      </svg>
    </button>
  );
}
