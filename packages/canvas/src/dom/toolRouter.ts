import { getBrush } from '../brushes/registry';
import type { BrushId } from '../catalog';
import type { PressureSource } from '../doc/ops';
import type { Engine } from '../engine/engine';
import type { LiveShape, LiveStroke } from '../engine/live';
import type { Sample } from '../ink/sample';
import { constrainEnd } from '../shapes/constrain';
import { defaultSides } from '../shapes/registry';
import { pressureCurveOf } from '../ink/pressure';
import { symmetryOf } from '../symmetry/symmetry';
import type { Point } from '../select/handles';
import type { PointerHandlers } from './pointer';
import { panBy, rotateAbout, zoomAbout } from './viewTransform';
import { rememberBrush, rememberColor, strokeBrush, type SketchpadState } from './state';
import { isSelectTool, type SelectionPointer } from './selectionPointer';
import type { BoardView } from './view';

/** What the router drives: the sketchpad (passed in, so neither file imports the other). */
export interface ToolHost {
  readonly engine: Engine;
  readonly view: BoardView;
  readonly selection: {
    readonly pointer: Pick<SelectionPointer, 'down' | 'move' | 'up' | 'cancel'>;
  };
  getState(): SketchpadState;
  set(patch: Partial<SketchpadState>): void;
  /** The text tool was pressed at a document point: the page opens its text box there. */
  requestText(point: Point): void;
}

/**
 * Routes pointer input to the current tool: select and lasso to the selection, a text tool's
 * press to the page (which edits text in its own box), strokes, shapes, fill and eyedropper
 * on the engine, and pan/zoom gestures on the view. Samples go straight from input to engine
 * to view; the pad's store changes only when the toolbar has something new to show.
 */
export class ToolRouter implements PointerHandlers {
  private stroke: LiveStroke | null = null;
  private shape: LiveShape | null = null;
  /** The press went to the selection (select or lasso tool): so do its moves and release. */
  private selecting = false;
  private seed = 1;

  constructor(private readonly pad: ToolHost) {}

  down(s: Sample, pressure: PressureSource, e?: PointerEvent): void {
    const { engine } = this.pad;
    const st = this.pad.getState();
    const layer = st.activeLayer;
    this.selecting = isSelectTool(st.tool);
    if (this.selecting) {
      this.pad.selection.pointer.down(s, e);
      return;
    }
    if (st.tool === 'text') {
      this.pad.requestText({ x: s.x, y: s.y });
      return;
    }
    if (st.tool === 'eyedropper') {
      const picked = engine.pickColor(s.x, s.y);
      if (picked) this.pad.set({ color: picked, tool: 'draw' });
      return;
    }
    if (st.tool === 'fill') {
      const { color, opacity } = st;
      engine.apply({ t: 'fill', layer, x: s.x, y: s.y, color, opacity, tolerance: 32 });
      this.remember(color);
      return;
    }
    if (st.tool === 'shape') {
      this.shape = engine.beginShape({
        layer,
        shape: st.shape,
        color: st.color,
        size: st.size,
        opacity: st.opacity,
        filled: st.shapeFilled,
        sides: defaultSides(st.shape),
        x0: Math.round(s.x * 100) / 100,
        y0: Math.round(s.y * 100) / 100,
        x1: s.x,
        y1: s.y,
      });
      return;
    }
    const symmetry = symmetryOf(st.symmetry, engine.doc.width, engine.doc.height);
    const pressureCurve = pressureCurveOf(st.pressure);
    this.stroke = engine.beginStroke({
      layer,
      brush: strokeBrush(st),
      color: st.color,
      size: st.size,
      opacity: st.opacity,
      stabilizer: st.stabilizer,
      pressure,
      seed: this.seed++,
      ...(symmetry && { symmetry }),
      ...(pressureCurve !== undefined && { pressureCurve }),
    });
    this.preview(this.stroke, s);
  }

  move(samples: Sample[], constrain: boolean): void {
    const { view } = this.pad;
    if (this.selecting) {
      this.pad.selection.pointer.move(samples, constrain);
      return;
    }
    if (this.shape) {
      const last = samples.at(-1);
      if (!last) return;
      const { shape, x0, y0 } = this.shape.op;
      const end = constrain ? constrainEnd(shape, x0, y0, last.x, last.y) : last;
      view.showPreview(this.shape.update(end.x, end.y));
      return;
    }
    const stroke = this.stroke;
    if (!stroke) return;
    for (const s of samples) this.preview(stroke, s);
  }

  up(): void {
    if (this.selecting) this.pad.selection.pointer.up();
    this.selecting = false;
    if (this.stroke) {
      const stroke = this.stroke;
      this.stroke = null;
      this.pad.view.showPreview(stroke.end());
      const { brush, color } = stroke.op;
      if (getBrush(brush).blend !== 'erase') this.remember(color, brush);
    }
    if (this.shape) {
      const shape = this.shape;
      this.shape = null;
      const { x0, y0, x1, y1 } = shape.op;
      if (Math.hypot(x1 - x0, y1 - y0) < 1) shape.cancel();
      else {
        shape.end();
        this.remember(shape.op.color);
      }
    }
  }

  /** Abandons the stroke or shape in progress (pointercancel, undo mid-stroke, unmount). */
  cancel(): void {
    if (this.selecting) this.pad.selection.pointer.cancel();
    this.selecting = false;
    this.stroke?.cancel();
    this.shape?.cancel();
    this.stroke = null;
    this.shape = null;
  }

  gesture(
    dx: number,
    dy: number,
    factor: number,
    clientX: number,
    clientY: number,
    angle = 0,
  ): void {
    const v = this.pad.view;
    const box = v.viewport.getBoundingClientRect();
    // About the gesture's centre: the point under the fingers stays under them.
    const ox = clientX - box.left;
    const oy = clientY - box.top;
    let t = zoomAbout(v.transform, v.zoom * factor, ox, oy);
    if (angle !== 0) t = rotateAbout(t, angle, ox, oy);
    v.setTransform(panBy(t, dx, dy));
  }

  /** Each copy of a symmetric stroke is repainted apart (see LiveStroke.addPieces). */
  private preview(stroke: LiveStroke | null, s: Sample): void {
    for (const rect of stroke?.addPieces(s) ?? []) this.pad.view.showPreview(rect);
  }

  /** What was drawn with (erasing is not): one store change for colour and brush. */
  private remember(color: string, brush?: BrushId): void {
    const st = this.pad.getState();
    this.pad.set({
      recentColors: rememberColor(st.recentColors, color),
      ...(brush && { recentBrushes: rememberBrush(st.recentBrushes, brush) }),
    });
  }
}
