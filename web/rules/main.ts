/**
 * Entry of the standalone /rules page (Vite bundles it with web/rules/index.html). Everything
 * is bundled in: the entries, the search index, the engine that draws the pictures, the CSS.
 * The game's UI may also call renderRulesPage on an element of its own (e.g. a help panel).
 */
import './rules.css';
import { initialLang, renderRulesPage, type RulesPage } from '../../src/manual/page.js';
import { isLang, type Lang } from '../../src/manual/types.js';

export { renderRulesPage, initialLang };
export type { RulesPage, Lang };

/**
 * Keep the page's language in its address (?lang=), which initialLang reads first on load, so
 * that a reload or a shared link opens the language chosen. The page marks its root with the
 * language whenever it changes; the address follows with replaceState (a language switch is
 * no step to go back to), keeping the other query parameters and the #hash.
 */
function keepLangInAddress(root: HTMLElement): void {
  const follow = () => {
    const lang = root.getAttribute('lang');
    if (!isLang(lang)) return;
    const url = new URL(location.href);
    if (url.searchParams.get('lang') === lang) return;
    url.searchParams.set('lang', lang);
    history.replaceState(history.state, '', url);
  };
  new MutationObserver(follow).observe(root, { attributes: true, attributeFilter: ['lang'] });
}

const root = document.getElementById('rules');
if (root) {
  renderRulesPage(root, initialLang());
  keepLangInAddress(root);
}
