/** The language switch, available on every screen, and the link to the rules manual beside it. */
import { LANGS, LANG_NAMES, t, type Lang } from '../i18n.js';

export function LangSelect({ lang, setLang }: { lang: Lang; setLang: (l: Lang) => void }) {
  return (
    <label class="lang">
      <span class="sr-only">{t(lang, 'language')}</span>
      <select value={lang} aria-label={t(lang, 'language')} onChange={(e) => setLang((e.target as HTMLSelectElement).value as Lang)}>
        {LANGS.map((l) => <option value={l} lang={l}>{LANG_NAMES[l]}</option>)}
      </select>
    </label>
  );
}

/**
 * The rules manual in the page's language. `newTab`: where leaving the page would leave a room
 * (the lobby), the manual opens beside it; from the start screen it opens in place, and its
 * "Play" link comes back.
 */
export function RulesLink({ lang, newTab = false }: { lang: Lang; newTab?: boolean }) {
  return (
    <a class="button-link" href={`/rules?lang=${lang}`} title={t(lang, 'manualAbout')} data-testid="open-rules"
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>{t(lang, 'help')}</a>
  );
}
