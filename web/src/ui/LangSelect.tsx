/** The language switch, available on every screen, and the link to the rules manual beside it. */
import { LANGS, LANG_NAMES, t, type Lang } from '../i18n.js';
import { rulesHref } from '../logic/play.js';
import { NewTabLink } from './NewTabLink.js';

export function LangSelect({ lang, setLang }: { lang: Lang; setLang: (l: Lang) => void }) {
  return (
    <label class="lang">
      <span class="sr-only">{t(lang, 'language')}</span>
      {/* On a phone's status bar the closed switch shows only this code (the list still names each language in full). */}
      <span class="lang-code" aria-hidden="true">{lang.toUpperCase()}</span>
      <select value={lang} aria-label={t(lang, 'language')} onChange={(e) => setLang((e.target as HTMLSelectElement).value as Lang)}>
        {LANGS.map((l) => <option value={l} lang={l}>{LANG_NAMES[l]}</option>)}
      </select>
    </label>
  );
}

/**
 * The rules manual in the page's language, in a new tab as the game's own "Rules" button opens
 * it: leaving the page would leave a room, or a half-filled start form.
 */
export function RulesLink({ lang }: { lang: Lang }) {
  return (
    <NewTabLink class="button-link" href={rulesHref(null, lang)} title={t(lang, 'manualAbout')} note={t(lang, 'newTab')} testid="open-rules">{t(lang, 'help')}</NewTabLink>
  );
}
