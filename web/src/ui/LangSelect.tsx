/** The language switch, available on every screen. */
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
