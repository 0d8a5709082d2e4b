/**
 * The rules engine's public API (RULES.md §3–§11). No dependencies, no I/O, no clock: it
 * runs unchanged in Node and in the browser.
 *
 * Checked door: newGame, apply (→ {ok, state, action, events} | {ok: false, error}),
 * legalActions, viewFor, records and positions.
 * Fast path for bots and simulations: legalCodes / applyCode on integer action codes, read with
 * codeType (T_END … T_BANK) and codeSeat, or decodeAction into record form.
 */
export * from './vocabulary.js';
export * from './geometry.js';
export { type Board, type BoardJson, type Harbor, BoardError, makeBoard, parseBoard, boardToJson } from './board.js';
export {
  ISLANDS, ISLAND_IDS, BASE_ISLAND, EXTENSION_ISLAND, EXTENSION_GEOMETRY, islandForPlayers, isIslandId, type Island, type IslandId,
} from './islands.js';
export { beginnerBoard, beginnerStartHand, BEGINNER_BOARD_JSON, BEGINNER_START } from './beginner.js';
export { Rng } from './rng.js';
export {
  GameState, MAX_SEATS, totalVp, visibleVp, vertexOwner, isCity, buildingAt, edgeOwner, resourceCount, handSize,
  devCardCount, devCardTotal, boughtThisTurn, tradeRate, knightsPlayed, roadsLeft, settlementsLeft, citiesLeft,
  roadLengthOf, owedDiscard, bankCount, playedCount, reuseState,
} from './state.js';
export { measureRoad } from './longestRoad.js';
export { newGame, checkRules, resolveBoard, SetupError, type NewGameOptions, type BoardInput, type GeneratedBoardJson } from './game.js';
export { type Action, type ActionType, ACTION_TYPES, decodeAction } from './actions.js';
export { apply, seatToMove, type ApplyResult, type ApplyOptions } from './apply.js';
export {
  RULE_CODES, RULE_SECTIONS, RECORD_CODES, isRuleCode, type RuleCode, type RuleError, type RecordCode, type RefusalDetails, type Section,
} from './refusals.js';
export { type GameEvent } from './events.js';
export { legalCodes } from './legal.js';
export { applyCode } from './step.js';
export { CodeList, codeType, codeSeat, T_END, T_ROLL, T_BUILD, T_BUY, T_PLAY, T_ROBBER, T_DISCARD, T_BANK } from './codes.js';
export { viewFor, playerViewFor, seatViewFor, actionFor, eventFor, sameParts, type GameView, type PlayerView, type Viewer } from './view.js';
export { Game, parseRecord, replayRecord, makeRecord, withoutBom, leftOutWhilePlaying, type GameRecord, type RecordError } from './record.js';
export { loadPosition, makePosition, type PositionJson } from './position.js';
export { summarize, type Summary } from './summary.js';
export { legalActions } from './legalActions.js';
export { audit } from './audit.js';
export { generateBoard, variableBoard, randomBoard, spiralOrder, pips, BOARD_KINDS, type BoardKind, type BoardSpec, type RandomOptions } from './generate.js';
export { fairness, type Fairness } from './fairness.js';
export { stateFromView } from './determinize.js';
export { verifyRecord, type VerifyResult } from './verify.js';
export { stripOutcome, outcomeMismatch } from './outcomes.js';
export { ViewDelta } from './viewpatch.js';
