/**
 * The sketchpad's editor without a page: its tools, their state, the view's geometry, and the
 * autosave and preferences with their storage passed in. It runs in Node as in a browser;
 * `dom/` wires it to pointer events, canvases and IndexedDB.
 */
export { ToolRouter, HANDLE_REACH_PX, HANDLE_REACH_TOUCH_PX } from './toolRouter';
export type { ToolHost, EditorView, PointerHandlers, PressFacts, SelectionInput } from './toolHost';
export {
  initialState,
  isSelectTool,
  strokeBrush,
  rememberBrush,
  rememberColor,
  type SketchpadState,
  type Tool,
} from './state';
export {
  MIN_ZOOM,
  MAX_ZOOM,
  clampZoom,
  toScreen,
  toDoc,
  fitView,
  zoomAbout,
  rotateAbout,
  panBy,
  type ViewTransform,
} from './viewTransform';
export { settings } from './settings';
export {
  Autosave,
  engineFrom,
  type DrawingStore,
  type DrawingMeta,
  type SavedDrawing,
} from './autosave';
export {
  readToolPreferences,
  writeToolPreferences,
  touchesToolPreferences,
  type PreferenceStore,
  type ToolPreferences,
} from './toolPreferences';
