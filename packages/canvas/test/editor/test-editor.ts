import { Engine } from '../../src/core/engine/engine';
import type { Rect } from '../../src/core/raster/rect';
import {
  initialState,
  ToolRouter,
  type EditorView,
  type SketchpadState,
  type ToolHost,
  type ViewTransform,
} from '../../src/editor';

/** A pointer sample at (x, y), `time` ms into the stroke. */
export const at = (x: number, y: number, time = 0) => ({
  x,
  y,
  pressure: 0.5,
  tiltX: 0,
  tiltY: 0,
  time,
});

/**
 * The editor with no page around it, as tldraw's TestEditor is: a real engine and tool router,
 * a view that records what it was asked to show, and a selection that records its presses.
 */
export function testEditor(patch: Partial<SketchpadState> = {}) {
  const engine = new Engine({ width: 200, height: 150, scale: 1 });
  let state: SketchpadState = { ...initialState(), stabilizer: 0, ...patch };
  const previews: Rect[] = [];
  const texts: { x: number; y: number }[] = [];
  const selectionCalls: string[] = [];
  let transform: ViewTransform = { scale: 1, rotation: 0, panX: 0, panY: 0 };
  const view: EditorView = {
    get zoom() {
      return transform.scale;
    },
    get transform() {
      return transform;
    },
    setTransform: (next) => (transform = next),
    showPreview: (rect) => void (rect && previews.push(rect)),
    origin: () => ({ left: 100, top: 50 }),
  };
  const host: ToolHost = {
    engine,
    view,
    selection: {
      pointer: {
        down: () => void selectionCalls.push('down'),
        move: () => void selectionCalls.push('move'),
        up: () => void selectionCalls.push('up'),
        cancel: () => void selectionCalls.push('cancel'),
      },
    },
    getState: () => state,
    set: (next) => (state = { ...state, ...next }),
    requestText: (point) => void texts.push(point),
  };
  const tools = new ToolRouter(host);
  return {
    engine,
    tools,
    previews,
    texts,
    selectionCalls,
    view,
    state: () => state,
    set: host.set,
    /** Presses, drags through `points` (x, y pairs) and lifts, one sample each 8 ms. */
    drag(points: number[], constrain = false) {
      const samples = [];
      for (let i = 0; i < points.length; i += 2)
        samples.push(at(points[i]!, points[i + 1]!, i * 4));
      const [first, ...rest] = samples;
      tools.down(first!, 'simulate');
      tools.move(rest, constrain);
      tools.up();
    },
  };
}
