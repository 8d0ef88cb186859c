// Stroke analysis: how one stroke, or one attempt's strokes, went against a drill's target.
// Pure functions of the logged samples, so the browser and the server score alike (decision 0107).
export { SAMPLE_STRIDE } from '../ink/sample';
export { traceOf, type Board, type Point, type Trace } from './path';
export { halving, clampScore, meanScore } from './score';
export {
  measureLine,
  DEVIATION_HALF,
  ENDS_HALF,
  ANGLE_HALF,
  type LineMeasure,
  type LineTarget,
} from './line';
export {
  measureWobble,
  WOBBLE_HALF,
  WOBBLE_SIGMA,
  WOBBLE_STEP,
  type WobbleMeasure,
} from './wobble';
export { measureSpeed, SPEED_HALF, SPEED_TRIM, type SpeedMeasure } from './speed';
export {
  measureHesitation,
  PAUSE_MS,
  STILL_SPEED,
  type HesitationMeasure,
  type Pause,
} from './hesitation';
export { fitEllipse, type Ellipse } from './conic';
export {
  measureEllipse,
  windingTurns,
  CENTRE_HALF,
  CLOSURE_HALF,
  ELLIPSE_ANGLE_HALF,
  ROUND_BAND,
  SIZE_HALF,
  type EllipseMeasure,
  type EllipseTarget,
} from './ellipse';
export { measureConvergence, CONVERGENCE_HALF, type ConvergenceMeasure } from './convergence';
export {
  measureHatching,
  HATCH_ANGLE_HALF,
  HATCH_SPACING_HALF,
  type HatchingMeasure,
} from './hatching';
export {
  measurePressure,
  PRESSURE_HALF,
  type PressureMeasure,
  type PressureTarget,
} from './pressure';
export {
  analyseEllipse,
  analyseLine,
  attemptScore,
  type EllipseStrokeAnalysis,
  type HandMeasures,
  type LineStrokeAnalysis,
} from './stroke';
