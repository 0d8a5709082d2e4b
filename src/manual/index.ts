/**
 * The rules manual: every rule of spec/RULES.md as a question, in English, Spanish, French and
 * Swedish, with search, pictures drawn from engine positions, and links for the game's UI.
 * The DOM page lives in ./page.ts (imported by web/rules/main.ts), not here, so that this
 * module also loads in Node.
 */
export { ENTRIES } from './content/index.js';
export { LANGS, TOPICS, SECTIONS, ALMANAC, EXTENSION_RULEBOOK, isLang, isTopic, isSection, type Entry, type EntryText, type Lang, type Topic, type Section, type AlmanacEntry, type ExtensionRulebookEntry } from './types.js';
export { searchManual, warmSearch, type SearchHit } from './search.js';
export { PICTURES, pictureById, type PictureDef } from './pictures.js';
export { renderPicture, loadPicture, type RenderedPicture } from './picture.js';
export { ERROR_ENTRY, ruleTarget, topicForPhase, rulesHref, resolveHash, firstEntryOfSection, type Route } from './links.js';
export { UI, type UiText } from './ui-text.js';
