/**
 * Everything the page knows of the rest of the project, in one place: the wire contract (the
 * protocol's message types) and the engine's public index. The page imports these from here and
 * from nowhere else outside web/, never from the server.
 */
export type {
  Answer, BoardChoice, Boot, BotInfo, BotLevel, ClientMessage, EndStats, Expected, GameBody, GameMessage, IncomingOffer, Intent,
  Limits, LogEntry, NoteKind, OpenOffer, RoomInfo, RoomRequest, RoomSummary, SeatInfo, SeatRequest, SeenEvent, ServerMessage,
  SetupRequest, StartRoll, StateMessage, Targets,
} from '../../src/server/protocol.js';
export * from '../../src/engine/index.js';
