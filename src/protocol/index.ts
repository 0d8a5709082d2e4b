/**
 * The wire contract between the game server and its clients, shared by src/server and web/:
 * the message types, the closed codes of the server's answers, the one decoder of client
 * messages, and the patch and fold that keep a client's copy of a room in step. Imports the
 * rules engine's public index (types and vocabulary) and nothing else.
 */
export * from './messages.js';
export * from './codes.js';
export { decodeClientMessage, decodeRoomRequest, CLIENT_TYPES, type DecodedMessage, type Decoded } from './decode.js';
export { diff, diffJson, sameJson, applyPatch, applyPatchInPlace, type Patch, type Json, type DiffMemo } from './patch.js';
export { foldState, foldUpdate, foldFrame, foldHistory, type HeldRoom, type FoldOptions } from './sync.js';
