/**
 * Entry of the standalone /rules page (Vite bundles it with web/rules/index.html). Everything
 * is bundled in: the entries, the search index, the engine that draws the pictures, the CSS.
 * The game's UI may also call renderRulesPage on an element of its own (e.g. a help panel).
 */
import './rules.css';
import { initialLang, renderRulesPage, type RulesPage } from '../../src/manual/page.js';
import type { Lang } from '../../src/manual/types.js';

export { renderRulesPage, initialLang };
export type { RulesPage, Lang };

const root = document.getElementById('rules');
if (root) renderRulesPage(root, initialLang());
