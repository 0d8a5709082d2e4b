/**
 * The /rules page in the DOM: topic list (one button on a phone), search as you type, an answer
 * view with its picture, section and rulebook entry, a language switch, and deep links (#topic,
 * #entry-id, #§N). Everything it shows is bundled (entries, search index, pictures drawn by the engine),
 * so once loaded it needs no network. It owns only the element it is given.
 */
import { ENTRIES } from './content/index.js';
import { relatedEntries, resolveHash, type Route } from './links.js';
import { MARK_SWATCH, renderPicture } from './picture.js';
import { searchManual, warmSearch } from './search.js';
import { LANGS, TOPICS, isLang, type Entry, type Lang, type Topic } from './types.js';
import { UI } from './ui-text.js';

const LANG_KEY = 'catan.rules.lang';
/**
 * A phone: the layout is one column (rules.css uses the same width). There the topic list folds
 * into one button, and an answer or topic that is asked for is scrolled to the top of the screen,
 * so that what the person asked is what they see, not the 15 topics and the header above it.
 */
const NARROW = '(max-width: 760px)';
const isNarrow = () => typeof matchMedia === 'function' && matchMedia(NARROW).matches;

type Attrs = Record<string, string | undefined>;
function h(tag: string, attrs: Attrs = {}, ...children: (Node | string | null | undefined)[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) el.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined) el.append(c);
  return el;
}

/** The language to start in: ?lang=, then the saved choice, then the browser's, then English. */
export function initialLang(): Lang {
  const fromQuery = new URLSearchParams(location.search).get('lang');
  if (isLang(fromQuery)) return fromQuery;
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (isLang(saved)) return saved;
  } catch { /* storage may be unavailable */ }
  for (const l of navigator.languages ?? [navigator.language]) {
    const short = l.slice(0, 2).toLowerCase();
    if (isLang(short)) return short;
  }
  return 'en';
}

export interface RulesPage {
  setLang(lang: Lang): void;
  /** Remove listeners (the page's DOM stays until the caller removes it). */
  destroy(): void;
}

export function renderRulesPage(root: HTMLElement, lang: Lang = initialLang()): RulesPage {
  let current: Lang = lang;
  const pictureCache = new Map<string, ReturnType<typeof renderPicture>>();
  root.classList.add('rules-page');
  root.replaceChildren();

  const title = h('h1', { class: 'rules-title' });
  const subtitle = h('p', { class: 'rules-subtitle' });
  const langGroup = h('div', { class: 'rules-langs', role: 'group' });
  const play = h('a', { class: 'rules-play', href: '/', 'data-testid': 'rules-play' });
  const searchLabel = h('label', { for: 'rules-search', class: 'rules-search-label' });
  const input = h('input', {
    id: 'rules-search', type: 'search', autocomplete: 'off', spellcheck: 'false',
    'aria-controls': 'rules-main', 'aria-describedby': 'rules-count',
  }) as HTMLInputElement;
  const count = h('p', { id: 'rules-count', class: 'rules-count', 'aria-live': 'polite' });
  const skip = h('a', { class: 'rules-skip', href: '#rules-main' });
  const navTitle = h('h2', { id: 'rules-topics-title' });
  // Shown on a phone only: the topics' title and the current topic, opening the list below it.
  const navToggleLabel = h('span', { class: 'rules-nav-label' });
  const navToggle = h('button', { type: 'button', class: 'rules-nav-toggle', 'aria-expanded': 'false', 'aria-controls': 'rules-topic-list' },
    navToggleLabel, h('span', { class: 'rules-nav-chevron', 'aria-hidden': 'true' }, '▾'));
  const navList = h('ul', { id: 'rules-topic-list', class: 'rules-topic-list' });
  const nav = h('nav', { class: 'rules-nav', 'aria-labelledby': 'rules-topics-title' }, navTitle, navToggle, navList);
  const main = h('main', { id: 'rules-main', class: 'rules-main', tabindex: '-1' });
  const footer = h('footer', { class: 'rules-footer' });
  root.append(
    skip,
    h('header', { class: 'rules-header' }, h('div', { class: 'rules-heading' }, title, subtitle), h('div', { class: 'rules-tools' }, play, langGroup),
      h('div', { class: 'rules-search' }, searchLabel, input, count)),
    h('div', { class: 'rules-layout' }, nav, main),
    footer,
  );
  skip.addEventListener('click', (ev) => { ev.preventDefault(); main.focus(); });

  let currentTopic: Topic | null = null;
  function openTopics(open: boolean): void {
    nav.classList.toggle('rules-nav-open', open);
    navToggle.setAttribute('aria-expanded', String(open));
  }
  function labelToggle(): void {
    const ui = UI[current];
    navToggleLabel.replaceChildren(ui.topics, ...(currentTopic ? [ui.colon, h('strong', {}, ui.topic[currentTopic])] : []));
  }
  navToggle.addEventListener('click', () => openTopics(navToggle.getAttribute('aria-expanded') !== 'true'));

  const entryLink = (e: Entry) => h('a', { href: `#${e.id}`, class: 'rules-q' }, e[current].q);
  const topicEntries = (t: Topic) => ENTRIES.filter((e) => e.topic === t);

  function chrome(): void {
    const ui = UI[current];
    root.setAttribute('lang', current);
    document.documentElement.setAttribute('lang', current);
    document.title = ui.title;
    title.textContent = ui.title;
    subtitle.textContent = ui.subtitle;
    searchLabel.textContent = ui.search;
    input.placeholder = ui.searchPlaceholder;
    skip.textContent = ui.skip;
    play.textContent = ui.play;
    // The game in the manual's language (the two keep their choices apart).
    play.setAttribute('href', `/?lang=${current}`);
    navTitle.textContent = ui.topics;
    footer.textContent = ui.offline;
    langGroup.setAttribute('aria-label', 'Language / Idioma / Langue / Språk');
    langGroup.replaceChildren(...LANGS.map((l) => {
      const b = h('button', { type: 'button', lang: l, 'data-lang': l, 'aria-pressed': String(l === current) }, UI[l].language);
      b.addEventListener('click', () => setLang(l));
      return b;
    }));
    // The number beside a topic is for the eye; a screen reader hears "Trading and harbors (12 questions)", not "… 12".
    navList.replaceChildren(...TOPICS.map((t) => {
      const n = topicEntries(t).length;
      return h('li', {}, h('a', { href: `#${t}`, 'data-topic': t }, ui.topic[t],
        h('span', { class: 'rules-n', 'aria-hidden': 'true' }, String(n)), h('span', { class: 'sr-only' }, ` (${ui.questions(n)})`)));
    }));
  }

  function markCurrentTopic(topic: Topic | null): void {
    currentTopic = topic;
    labelToggle();
    for (const a of Array.from(navList.querySelectorAll('a'))) {
      if (a.getAttribute('data-topic') === topic) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
  }

  function topicView(t: Topic): HTMLElement {
    return h('section', { class: 'rules-topic', 'data-topic': t },
      h('h2', { tabindex: '-1' }, UI[current].topic[t]),
      h('ul', { class: 'rules-entries' }, ...topicEntries(t).map((e) => h('li', {}, entryLink(e), h('p', { class: 'rules-a' }, e[current].a)))));
  }

  function homeView(notFound = false): HTMLElement {
    const ui = UI[current];
    return h('div', { class: 'rules-home' },
      notFound ? h('p', { class: 'rules-notice', role: 'status' }, ui.notFound) : null,
      ...TOPICS.map((t) => h('section', { class: 'rules-topic-card' },
        h('h2', {}, h('a', { href: `#${t}` }, ui.topic[t])),
        h('ul', {}, ...topicEntries(t).map((e) => h('li', {}, entryLink(e)))))));
  }

  function pictureView(id: string): HTMLElement {
    const key = `${id}/${current}`;
    let pic = pictureCache.get(key);
    if (!pic) { pic = renderPicture(id, current); pictureCache.set(key, pic); }
    const art = h('div', { class: 'rules-svg' });
    art.innerHTML = pic.svg; // our own SVG, drawn from the engine's state; text in it is escaped
    return h('figure', { class: 'rules-picture', 'data-picture': id }, art,
      h('figcaption', {}, h('p', {}, pic.caption),
        h('ul', { class: 'rules-legend' }, ...pic.legend.map((l) => h('li', { 'data-mark': l.mark }, h('span', { class: 'rules-swatch', 'aria-hidden': 'true', style: MARK_SWATCH[l.mark] }), l.label))),
        h('p', { class: 'rules-note' }, UI[current].picture)));
  }

  function entryView(e: Entry): HTMLElement {
    const ui = UI[current];
    const t = e[current];
    const i = ENTRIES.indexOf(e);
    const prev = ENTRIES[i - 1], next = ENTRIES[i + 1];
    const siblings = relatedEntries(e);
    return h('article', { class: 'rules-entry', 'data-entry': e.id },
      h('p', { class: 'rules-crumb' }, h('a', { href: `#${e.topic}` }, ui.topic[e.topic])),
      h('h2', { tabindex: '-1' }, t.q),
      h('p', { class: 'rules-answer' }, t.a),
      h('p', { class: 'rules-explanation' }, t.x),
      e.picture ? pictureView(e.picture) : null,
      h('dl', { class: 'rules-meta' },
        h('dt', {}, ui.rulesSection), h('dd', {}, h('a', { href: `#${e.section}` }, `RULES.md ${e.section}`)),
        h('dt', {}, ui.rulebook), h('dd', {}, h('cite', { lang: 'en' }, e.almanac), h('span', { class: 'rules-note' }, ` — ${ui.rulebookNote}`)),
        e.extension ? h('dt', {}, ui.extensionRulebook) : null, e.extension ? h('dd', {}, h('cite', { lang: 'en' }, e.extension)) : null),
      h('nav', { class: 'rules-prevnext', 'aria-label': `${ui.previous} / ${ui.next}` },
        prev ? h('a', { href: `#${prev.id}`, rel: 'prev' }, `← ${ui.previous}${ui.colon}${prev[current].q}`) : null,
        next ? h('a', { href: `#${next.id}`, rel: 'next' }, `${ui.next}${ui.colon}${next[current].q} →`) : null),
      siblings.length ? h('section', { class: 'rules-related' }, h('h3', {}, ui.related),
        h('ul', {}, ...siblings.map((s) => h('li', {}, entryLink(s))))) : null);
  }

  function resultsView(query: string): HTMLElement {
    const ui = UI[current];
    const hits = searchManual(current, query);
    count.textContent = hits.length ? ui.results(hits.length) : ui.noResults;
    return h('section', { class: 'rules-results', 'aria-label': ui.search },
      h('ol', { class: 'rules-entries' }, ...hits.map((hit) => h('li', { 'data-entry': hit.id },
        entryLink(hit.entry), h('p', { class: 'rules-a' }, hit.entry[current].a),
        h('p', { class: 'rules-where' }, `${ui.topic[hit.entry.topic]} · ${hit.entry.section}`)))));
  }

  /** `reveal`: the page was asked for (a link followed, or the page opened at it), so a phone scrolls to it. */
  function show(route: Route, focus: boolean, reveal: boolean): void {
    count.textContent = '';
    let view: HTMLElement;
    switch (route.kind) {
      case 'home': view = homeView(); markCurrentTopic(null); break;
      case 'missing': view = homeView(true); markCurrentTopic(null); break;
      case 'topic': view = topicView(route.topic); markCurrentTopic(route.topic); break;
      case 'entry': view = entryView(route.entry); markCurrentTopic(route.entry.topic); break;
    }
    main.replaceChildren(view);
    openTopics(false);
    const target = focus ? main.querySelector<HTMLElement>('h2[tabindex]') ?? main : null;
    // On a phone an asked-for page (a link followed, or the game's help opening the manual at a
    // topic) starts at the top of the screen; on a wide screen the topics stay beside it.
    if (reveal && route.kind !== 'home' && isNarrow()) {
      target?.focus({ preventScroll: true });
      main.scrollIntoView({ block: 'start' });
    } else {
      target?.focus();
    }
  }

  function render(focus: boolean, reveal = focus): void {
    const q = input.value.trim();
    if (q) { markCurrentTopic(null); openTopics(false); main.replaceChildren(resultsView(q)); return; }
    show(resolveHash(location.hash), focus, reveal);
  }

  function setLang(l: Lang): void {
    current = l;
    try { localStorage.setItem(LANG_KEY, l); } catch { /* ignore */ }
    chrome();
    render(false);
  }

  const onHash = () => {
    if (location.hash === '#rules-main') return;
    input.value = '';
    render(true);
  };
  const onInput = () => render(false);
  const onKey = (ev: KeyboardEvent) => {
    const links = Array.from(main.querySelectorAll<HTMLAnchorElement>('.rules-results a.rules-q'));
    if (ev.key === 'Escape') { input.value = ''; render(false); }
    else if (ev.key === 'Enter' && links[0]) { ev.preventDefault(); location.hash = links[0].getAttribute('href')!; }
    else if (ev.key === 'ArrowDown' && links[0]) { ev.preventDefault(); links[0].focus(); }
  };
  // Arrow keys move through the results list; Escape returns to the search box.
  const onMainKey = (ev: KeyboardEvent) => {
    const links = Array.from(main.querySelectorAll<HTMLAnchorElement>('.rules-results a.rules-q'));
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (i < 0) return;
    if (ev.key === 'ArrowDown' && links[i + 1]) { ev.preventDefault(); links[i + 1]!.focus(); }
    if (ev.key === 'ArrowUp') { ev.preventDefault(); (links[i - 1] ?? input).focus(); }
    if (ev.key === 'Escape') { ev.preventDefault(); input.focus(); }
  };
  window.addEventListener('hashchange', onHash);
  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKey);
  main.addEventListener('keydown', onMainKey);

  chrome();
  render(false, location.hash !== ''); // opened at a topic or entry (the game's help links do)
  // Build the other indexes when idle so a language switch searches at once.
  setTimeout(() => warmSearch(LANGS), 0);

  return {
    setLang,
    destroy() {
      window.removeEventListener('hashchange', onHash);
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKey);
      main.removeEventListener('keydown', onMainKey);
    },
  };
}
