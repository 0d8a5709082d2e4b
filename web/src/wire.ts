/**
 * Everything the page knows of the rest of the project, in one place: the wire contract
 * (src/protocol: the message types, codes and the fold of frames), the engine's public index and
 * the pure table helpers. The page imports these from here and from nowhere else outside web/
 * (the learned model for who was winning aside), never from the server.
 */
export * from '../../src/protocol/index.js';
export * from '../../src/engine/index.js';
export { configuredNames, endStats, expectedNow, tableNames } from '../../src/table/index.js';
