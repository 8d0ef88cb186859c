import { getBrush } from '../core/brushes/registry';
import type { BrushId } from '../core/catalog';
import type { PressureSource } from '../core/doc/ops';
import { handleAt, moveHandle, type GuideHandle } from '../core/guides/geometry';
import { sameGuides, type Guide } from '../core/guides/guides';
import { SNAP_DECIDE_PX, StrokeSnapper } from '../core/guides/snap';
import type { LiveShape, LiveStroke } from '../core/engine/live';
import type { Sample } from '../core/ink/sample';
import { constrainEnd } from '../core/shapes/constrain';
import { defaultSides } from '../core/shapes/registry';
import { pressureCurveOf } from '../core/ink/pressure';
import { symmetryOf } from '../core/symmetry/symmetry';
import type { Rect } from '../core/raster/rect';
import { joinPieces } from '../core/symmetry/pieces';
import { tailOf } from './tail';
import type { PointerHandlers, PressFacts, ToolHost } from './toolHost';
import { panBy, rotateAbout, zoomAbout } from './viewTransform';
import { isSelectTool, rememberBrush, rememberColor, strokeBrush } from './state';

/** How near a guide's handle a press takes it, in screen pixels: a finger needs more room. */
export const HANDLE_REACH_PX = 12;
export const HANDLE_REACH_TOUCH_PX = 24;

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
  /** Puts the stroke in progress on a guide (snapping on, and the board has guides). */
  private snapper: StrokeSnapper | null = null;
  /**
   * A guide's handle being dragged: the guides it started from, where they are now, and how far
   * the handle sat from the press (so it does not jump under the pointer).
   */
  private guideDrag: {
    handle: GuideHandle;
    from: readonly Guide[];
    to: Guide[] | null;
    dx: number;
    dy: number;
  } | null = null;
  private seed = 1;
  /** The raster rects the samples of one pointer event changed, repainted together. */
  private readonly changed: Rect[] = [];

  constructor(private readonly pad: ToolHost) {}

  down(s: Sample, pressure: PressureSource, press?: PressFacts): void {
    const { engine } = this.pad;
    const st = this.pad.getState();
    const layer = st.activeLayer;
    this.selecting = isSelectTool(st.tool);
    if (this.selecting) {
      this.pad.selection.pointer.down(s, press);
      return;
    }
    if (st.tool === 'text') {
      this.pad.requestText({ x: s.x, y: s.y });
      return;
    }
    if (this.grabGuide(s, press)) return;
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
    const guides = engine.doc.guides;
    this.snapper =
      this.stroke && st.snap && guides.length > 0
        ? new StrokeSnapper(guides, SNAP_DECIDE_PX / this.pad.view.zoom)
        : null;
    this.take(s);
    this.repaint();
  }

  move(samples: Sample[], constrain: boolean): void {
    const { view } = this.pad;
    if (this.selecting) {
      this.pad.selection.pointer.move(samples, constrain);
      return;
    }
    if (this.guideDrag) {
      const last = samples.at(-1);
      if (!last) return;
      const drag = this.guideDrag;
      drag.to = moveHandle(drag.from, drag.handle, last.x + drag.dx, last.y + drag.dy);
      this.pad.previewGuides?.(drag.to);
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
    if (!this.stroke) return;
    this.pad.view.showTail?.(null);
    for (const s of samples) this.take(s);
    this.repaint();
  }

  predict(samples: Sample[]): void {
    // A stroke put on a guide goes where the guide says, not where the pen is heading.
    this.pad.view.showTail?.(this.snapper ? null : tailOf(this.stroke, samples));
  }

  up(): void {
    if (this.selecting) this.pad.selection.pointer.up();
    this.selecting = false;
    if (this.guideDrag) {
      const { from, to } = this.guideDrag;
      this.guideDrag = null;
      // The drop is one step to undo; a press that never moved the handle is none.
      if (to && !sameGuides(from, to)) this.pad.engine.apply({ t: 'guides', guides: to });
      this.pad.previewGuides?.(null);
    }
    if (this.stroke) {
      const stroke = this.stroke;
      this.pad.view.showTail?.(null);
      this.snapper?.finish(this.draw);
      this.repaint();
      this.snapper = null;
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
    if (this.guideDrag) {
      this.guideDrag = null;
      this.pad.previewGuides?.(null);
    }
    if (this.stroke) this.pad.view.showTail?.(null);
    this.stroke?.cancel();
    this.shape?.cancel();
    this.stroke = null;
    this.shape = null;
    this.snapper = null;
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
    const box = v.origin();
    // About the gesture's centre: the point under the fingers stays under them.
    const ox = clientX - box.left;
    const oy = clientY - box.top;
    let t = zoomAbout(v.transform, v.zoom * factor, ox, oy);
    if (angle !== 0) t = rotateAbout(t, angle, ox, oy);
    v.setTransform(panBy(t, dx, dy));
  }

  /** A sample of the stroke in progress, put on its guide first when it snaps. */
  private take(s: Sample): void {
    if (this.snapper) this.snapper.add(s, this.draw);
    else this.draw(s);
  }

  /** Each copy of a symmetric stroke is repainted apart (see LiveStroke.addPieces). */
  private readonly draw = (s: Sample): void => {
    this.changed.push(...(this.stroke?.addPieces(s) ?? []));
  };

  /** One repaint of what a pointer event's samples changed, where they lie together. */
  private repaint(): void {
    for (const rect of joinPieces(this.changed)) this.pad.view.showPreview(rect);
    this.changed.length = 0;
  }

  /**
   * A press on a guide's handle (a vanishing point, an ellipse's centre or axis) drags it,
   * whatever the tool, unless the page fixed the guides.
   */
  private grabGuide(s: Sample, press?: PressFacts): boolean {
    const st = this.pad.getState();
    const guides = this.pad.engine.doc.guides;
    if (st.guidesLocked || guides.length === 0) return false;
    const reach = press?.pointerType === 'touch' ? HANDLE_REACH_TOUCH_PX : HANDLE_REACH_PX;
    const handle = handleAt(guides, s.x, s.y, reach / this.pad.view.zoom);
    if (!handle) return false;
    this.guideDrag = { handle, from: guides, to: null, dx: handle.x - s.x, dy: handle.y - s.y };
    return true;
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
