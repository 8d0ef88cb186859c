export * from './catalog';
export { Engine, type EngineEvent, type EngineOptions } from './engine/engine';
export { LiveShape, LiveStroke } from './engine/live';
export { DrawingDocument, MAX_LAYERS, FIRST_LAYER_ID, type Layer } from './doc/document';
export type * from './doc/ops';
export { BLEND_MODES, type BlendMode } from './blend/modes';
export { clipBase } from './blend/composite';
export { brushes, getBrush } from './brushes/registry';
export { buildShape, defaultSides } from './shapes/registry';
export { STABILIZER_MAX } from './ink/stabilizer';
export { MIN_PRESSURE_GAMMA, MAX_PRESSURE_GAMMA, type PressureSetting } from './ink/pressure';
export { brushPreview } from './preview/brushPreview';
export type { Sample } from './ink/sample';
export type { Rect } from './raster/rect';
export type { Surface } from './raster/surface';
export { createSurface } from './raster/surface';
export { LOG_FORMAT, LOG_VERSION, type StrokeLog } from './log/format';
export { parseLog, checkOp } from './log/parse';
export { drawingFacts, type DrawingFacts } from './log/facts';
export { replay } from './log/replay';
export { ReplayPlayer, type OpenOptions, type ReplayChange } from './replay/player';
export { ReplayPainter, type LayerCanvas, type LayerCanvasFactory } from './replay/painter';
export type { PaintTarget } from './blend/canvasStack';
export {
  SPEEDS,
  MIN_SPEED,
  MAX_SPEED,
  REPLAY_SPEEDS,
  MAX_REPLAY_SPEED,
  clampSpeed,
  Timeline,
  PlaybackClock,
  type ReplayPosition,
} from './replay/timeline';
export {
  ReplayView,
  type ReplayViewState,
  type ReplayViewOptions,
  type FrameScheduler,
} from './replay/view';
export type { StepInfo } from './replay/steps';
export { parseHex, toHex, isHexColor } from './color';
export { prng } from './raster/texture';
export { Sketchpad, type SketchpadOptions } from './dom/sketchpad';
export { ZOOM_STEP, ROTATE_STEP } from './dom/padShortcuts';
export { MIN_ZOOM, MAX_ZOOM } from './dom/viewTransform';
export { IMAGE_FORMATS, type ImageFormat } from './dom/png';
export { studioFonts, fontUrl, type StudioFont, type FontKind } from './text/fonts';
export {
  layoutText,
  textLines,
  TEXT_LINE_HEIGHT,
  MIN_TEXT_SIZE,
  MAX_TEXT_SIZE,
  type TextAlign,
  type LineMetrics,
} from './text/layout';
export type { SketchpadState, Tool, LayerInfo } from './dom/state';
export { MAX_LAYER_NAME } from './dom/layers';
export { MAX_IMAGE_SIDE } from './select/image';
export {
  SYMMETRY_MIN_SEGMENTS,
  SYMMETRY_MAX_SEGMENTS,
  type SymmetryMode,
  type SymmetrySetting,
} from './symmetry/symmetry';
export {
  DEFAULT_COLOR,
  DEFAULT_SIZE,
  MIN_SIZE,
  MAX_SIZE,
  SWATCHES,
  initialState as initialSketchpadState,
  strokeBrush,
} from './dom/state';
