/**
 * Live drawing (`@glossy/canvas/live`): a drawer's board told as actions, other boards drawing
 * them pixel for pixel, the room's own copy of the board on the server, and the board in bytes
 * for whoever joins late. Runs in Node and in browsers.
 */
export { MAX_BATCH_SAMPLES, MAX_STROKE_SAMPLES, type LiveAction } from './actions';
export { LiveBroadcaster } from './broadcaster';
export { LiveReceiver, type LiveResult } from './receiver';
export { LiveBoardState, type BoardOutcome } from './board';
export type { BoardEntry, BoardLimits } from './boardRules';
export {
  eventsFrame,
  FrameReader,
  isEventsFrame,
  type FrameEvent,
  type OutgoingEvent,
} from './eventsFrame';
export { MalformedBytes } from './bits';
export {
  encodeSnapshot,
  decodeSnapshot,
  snapshotOpenOp,
  type DecodedSnapshot,
  type SnapshotExtras,
} from './snapshot';
export { MAX_SNAPSHOT_PIXELS } from './snapshotHeader';
