import type { Matrix, Region } from '../core/doc/ops';
import type { Sample } from '../core/ink/sample';
import { MAX_LASSO_POINTS } from '../core/select/checks';
import { dragMatrix, gripAt, type Box, type Grip, type Point } from '../core/select/handles';
import { regionBounds } from '../core/select/region';
import type { Selected } from './selected';
import { outlinePath, type SelectionOverlay } from './selectionOverlay';
import { isSelectTool, type SketchpadState } from '../editor/state';
import type { BoardView } from './view';

/** What the pointer drives: the selection (passed in, so neither file imports the other). */
export interface PointerTarget {
  readonly overlay: Pick<SelectionOverlay, 'draft' | 'hide'>;
  readonly current: Selected | null;
  lift(sel: Selected): boolean;
  redraw(): void;
  publish(): void;
  commit(): boolean;
  usable(layerId: string, change: boolean): boolean;
  select(region: Region): void;
}

interface PointerHost {
  readonly engine: { readonly doc: { width: number; height: number; scale: number } };
  readonly view: Pick<BoardView, 'zoom' | 'viewport' | 'toDocument'>;
  getState(): Pick<SketchpadState, 'tool' | 'activeLayer'>;
}

type Drag =
  | { kind: 'rect'; from: Point; to: Point }
  | { kind: 'lasso'; points: number[]; d: string }
  | { kind: 'grip'; grip: Grip; from: Point; start: Matrix };

const CURSORS: Record<Grip, string> = {
  move: 'move',
  rotate: 'grab',
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
  nw: 'nwse-resize',
  se: 'nwse-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
};

/** How near a handle a press takes hold of it, in screen pixels; a finger needs more room. */
const REACH = { touch: 22, other: 10 };

/** Lasso points are kept to hundredths of a unit, as shapes are: a shorter log, same look. */
const hundredths = (v: number) => Math.round(v * 100) / 100;

/**
 * The select and lasso tools under the pointer: a press on a handle (or inside) drags the
 * selection, anywhere else places it and draws a new one, a rectangle (Shift: a square) or a
 * lasso. Hovering shows which handle a press would take.
 */
export class SelectionPointer {
  private drag: Drag | null = null;
  /** A handle's cursor is on the board. */
  private cursor = false;

  private readonly onHover = (e: PointerEvent) => this.hover(e);

  constructor(
    private readonly selection: PointerTarget,
    private readonly host: PointerHost,
  ) {
    host.view.viewport.addEventListener('pointermove', this.onHover);
  }

  destroy(): void {
    this.host.view.viewport.removeEventListener('pointermove', this.onHover);
  }

  down(s: Sample, e?: Pick<PointerEvent, 'pointerType' | 'altKey'>): void {
    const p = { x: s.x, y: s.y };
    const sel = this.selection.current;
    const grip = this.gripAt(p, e?.pointerType === 'touch' ? REACH.touch : REACH.other);
    if (sel && grip) {
      // A locked layer says so once, at the press, rather than at every move of the drag.
      if (!sel.floating && !this.selection.usable(sel.layerId, true)) return;
      // Alt on the inside, before any move: a copy moves, the layer keeps the pixels.
      if (grip === 'move' && e?.altKey && !sel.floating) sel.copy = true;
      this.drag = { kind: 'grip', grip, from: p, start: sel.matrix };
      return;
    }
    // A press outside places what was moved, and starts a new selection.
    this.selection.commit();
    const { tool, activeLayer } = this.host.getState();
    if (!this.selection.usable(activeLayer, false)) return;
    const [x, y] = [hundredths(p.x), hundredths(p.y)];
    const at = this.snap(p);
    this.drag =
      tool === 'lasso'
        ? { kind: 'lasso', points: [x, y], d: `M${x} ${y}` }
        : { kind: 'rect', from: at, to: at };
  }

  move(samples: readonly Sample[], constrain: boolean): void {
    const drag = this.drag;
    const last = samples.at(-1);
    if (!drag || !last) return;
    const { width, height } = this.host.engine.doc;
    const overlay = this.selection.overlay;
    if (drag.kind === 'grip') {
      this.dragGrip(drag, last, constrain);
    } else if (drag.kind === 'rect') {
      drag.to = this.snap(constrain ? square(drag.from, last) : last);
      overlay.draft(outlinePath(boxOf(drag.from, drag.to)), width, height);
    } else {
      const near = 1 / this.host.view.zoom;
      for (const s of samples) {
        const n = drag.points.length;
        if (n >= MAX_LASSO_POINTS * 2) break;
        const [x, y] = [hundredths(s.x), hundredths(s.y)];
        if (Math.hypot(x - (drag.points[n - 2] ?? 0), y - (drag.points[n - 1] ?? 0)) < near)
          continue;
        drag.points.push(x, y);
        drag.d += `L${x} ${y}`;
      }
      overlay.draft(`${drag.d}Z`, width, height);
    }
  }

  up(): void {
    const drag = this.drag;
    this.drag = null;
    if (!drag) return;
    if (drag.kind === 'grip') {
      this.selection.publish();
      return;
    }
    this.selection.overlay.hide();
    const region =
      drag.kind === 'rect' ? this.rectRegion(drag.from, drag.to) : lassoRegion(drag.points);
    if (region) this.selection.select(region);
  }

  /** The pointer was taken away: a handle goes back to where the drag began. */
  cancel(): void {
    const drag = this.drag;
    this.drag = null;
    if (!drag) return;
    if (drag.kind !== 'grip') {
      this.selection.overlay.hide();
      return;
    }
    const sel = this.selection.current;
    if (!sel?.floating) return;
    sel.reshape(drag.start);
    this.selection.redraw();
    this.selection.publish();
  }

  private hover(e: PointerEvent): void {
    if (this.drag || e.buttons !== 0) return;
    const style = this.host.view.viewport.style;
    if (!isSelectTool(this.host.getState().tool)) {
      // Another tool now: the board's own cursor again, once, if a handle's was left on it.
      if (this.cursor) style.cursor = 'crosshair';
      this.cursor = false;
      return;
    }
    const grip = this.gripAt(this.host.view.toDocument(e.clientX, e.clientY), REACH.other);
    style.cursor = grip ? CURSORS[grip] : 'crosshair';
    this.cursor = grip !== null;
  }

  /** The handle (or the inside) of the selection at `p`, within `reach` screen pixels. */
  private gripAt(p: Point, reach: number): Grip | null {
    const sel = this.selection.current;
    return sel && gripAt(sel.box, sel.matrix, this.host.view.zoom, p, reach);
  }

  /** A handle dragged to `to`: the selection lifted (once) and shown where the map takes it. */
  private dragGrip(drag: Extract<Drag, { kind: 'grip' }>, to: Point, constrain: boolean): void {
    const sel = this.selection.current;
    if (!sel) return;
    const options = sel.options(this.host.engine.doc.scale, constrain);
    const next = dragMatrix(drag.start, sel.box, drag.grip, drag.from, to, options);
    if (!next || !this.selection.lift(sel)) return;
    sel.reshape(next);
    this.selection.redraw();
  }

  /** A point on whole raster pixels, within the page: rectangle edges cut no pixel in two. */
  private snap(p: Point): Point {
    const { width, height, scale } = this.host.engine.doc;
    const r = (v: number, max: number) => Math.round(Math.max(0, Math.min(max, v)) * scale) / scale;
    return { x: r(p.x, width), y: r(p.y, height) };
  }

  private rectRegion(from: Point, to: Point): Region | null {
    const b = boxOf(from, to);
    const min = 1 / this.host.engine.doc.scale;
    return b.w >= min && b.h >= min ? { kind: 'rect', ...b } : null;
  }
}

function lassoRegion(points: number[]): Region | null {
  if (points.length < 6) return null;
  const b = regionBounds({ kind: 'lasso', points });
  return b.w >= 1 && b.h >= 1 ? { kind: 'lasso', points } : null;
}

function boxOf(a: Point, b: Point): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.abs(b.x - a.x), h: Math.abs(b.y - a.y) };
}

/** Shift on a rectangle: a square, as far as the pointer went along its longer side. */
function square(from: Point, to: Point): Point {
  const side = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y));
  const sx = Math.sign(to.x - from.x) || 1;
  const sy = Math.sign(to.y - from.y) || 1;
  return { x: from.x + sx * side, y: from.y + sy * side };
}
