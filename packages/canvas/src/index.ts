/**
 * What the apps use of the engine: the document and its log, replay, the browser sketchpad and
 * the catalogues. `./editor` is the headless editor; `api-report.md` lists this surface, and a
 * test fails when it changes without the report (npm run api-report -w @glossy/canvas).
 */
export * from './core/catalog';
export { Engine } from './core/engine/engine';
export { LiveStroke } from './core/engine/live';
export { MAX_LAYERS, FIRST_LAYER_ID } from './core/doc/document';
export {
  DEFAULT_BOARD,
  MIN_BOARD_SIDE,
  MAX_BOARD_SIDE,
  MAX_BOARD_PIXELS,
  boardSizeProblem,
  type BoardSize,
} from './core/doc/boardSize';
export type * from './core/doc/ops';
export { BLEND_MODES, type BlendMode } from './core/blend/modes';
export { clipBase } from './core/blend/composite';
export { STABILIZER_MAX } from './core/ink/stabilizer';
export { MIN_PRESSURE_GAMMA, MAX_PRESSURE_GAMMA, type PressureSetting } from './core/ink/pressure';
export { brushPreview } from './core/preview/brushPreview';
export type { Rect } from './core/raster/rect';
export type { Sample } from './core/ink/sample';
export {
  LOG_FORMAT,
  LOG_VERSION,
  LOG_VERSIONS,
  type LogVersion,
  type StrokeLog,
} from './core/log/format';
export { parseLog } from './core/log/parse';
export { replay } from './core/log/replay';
export { ReplayPlayer } from './core/replay/player';
export { type LayerCanvas } from './core/replay/painter';
export type { PaintTarget } from './core/blend/canvasStack';
export { SPEEDS, Timeline, PlaybackClock } from './core/replay/timeline';
export { ReplayView, type ReplayViewState, type FrameScheduler } from './core/replay/view';
export type { StepInfo } from './core/replay/steps';
export { parseHex } from './core/color';
export { prng } from './core/raster/texture';
export { Sketchpad, type SketchpadOptions } from './dom/sketchpad';
export { ZOOM_STEP, ROTATE_STEP } from './dom/padShortcuts';
export { toolKeys } from './dom/shortcuts';
export { IMAGE_FORMATS } from './dom/png';
export { studioFonts, fontUrl, type StudioFont, type FontKind } from './core/text/fonts';
export {
  layoutText,
  textLines,
  TEXT_LINE_HEIGHT,
  MIN_TEXT_SIZE,
  MAX_TEXT_SIZE,
  type TextAlign,
  type LineMetrics,
} from './core/text/layout';
export type { SketchpadState, Tool, LayerInfo } from './editor/state';
export { MAX_LAYER_NAME } from './dom/layers';
export { MAX_IMAGE_SIDE } from './core/select/image';
export {
  SYMMETRY_MIN_SEGMENTS,
  SYMMETRY_MAX_SEGMENTS,
  type SymmetryMode,
  type SymmetrySetting,
} from './core/symmetry/symmetry';
export * from './core/guides/index';
export {
  MIN_SIZE,
  MAX_SIZE,
  SWATCHES,
  initialState as initialSketchpadState,
  strokeBrush,
} from './editor/state';
