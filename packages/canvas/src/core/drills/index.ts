// Drills: targets from a seed, and every stroke scored against its target as the pen lifts.
// Pure, so the practice board and the server reach the same figures (decision 0108).
export {
  DRILL_BOARD,
  type BoxGoal,
  type DrillGoal,
  type DrillParams,
  type DrillPlan,
  type DrillType,
  type EllipseGoal,
  type LineGoal,
  type PatchGoal,
  type Perspective,
  type RampGoal,
} from './plan';
export { drillPlan } from './targets';
export {
  attemptStrokes,
  DrillScorer,
  scoreAttempt,
  type AttemptResult,
  type StrokeResult,
} from './attempt';
export { CLEAN_SCORE, tipFor } from './tips';
export type { EdgeFamily, Scored } from './strokes';
