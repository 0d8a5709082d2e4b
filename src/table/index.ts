/**
 * Pure helpers about the table, read from the engine's state and views and shared by the
 * server and the page: what each seat may do now as targets to light, what the table waits
 * for, and the end-of-game figures. No I/O and no rule of their own (the engine decides).
 */
export { blockedVertices, targetsFor, expectedNow } from './targets.js';
export { endStats, type Applied } from './stats.js';
export { cleanName, configuredNames, distinctBotName, distinctName, tableNames } from './names.js';
