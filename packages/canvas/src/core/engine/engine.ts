import { DrawingDocument, type DocumentOptions } from '../doc/document';
import { flatten, pickColor } from '../doc/flatten';
import {
  applyLayerOp,
  layerOpProblem,
  layerUndoBytes,
  restoreStack,
  snapshotStack,
} from '../doc/layerOps';
import {
  isEditOp,
  isLayerOp,
  type Op,
  type PixelOp,
  type ShapeOp,
  type StrokeOp,
} from '../doc/ops';
import { guidesProblem } from '../guides/guides';
import { History, type Undo } from '../history/history';
import { captureTiles, patchRects, restoreTiles, type TilePatch } from '../history/tiles';
import { compositeRect, type Paint } from '../raster/composite';
import { Mask } from '../raster/mask';
import type { Rect } from '../raster/rect';
import type { Surface } from '../raster/surface';
import { strokeLog, type StrokeLog } from '../log/format';
import { executeEdit } from '../select/edit';
import { LiveShape, LiveStroke } from './live';
import { renderPixelOp } from './pixelOps';

export type EngineEvent =
  /** Pixels of a layer changed in this raster rect. */
  | { type: 'pixels'; layerId: string; rect: Rect }
  /** The layer stack or a layer's properties changed. */
  | { type: 'layers' }
  /** The guides changed (an op, its undo or redo): overlays draw them again. */
  | { type: 'guides' }
  /** An operation was committed, undone or redone. */
  | { type: 'history' }
  /** A mark was refused because its layer is locked or hidden: the UI says why. */
  | { type: 'refused'; layerId: string; reason: 'locked' | 'hidden' }
  /**
   * A live stroke or shape began. `op` is the live op itself, not a copy: a stroke's `points`
   * grow in place and a shape's corner moves, so an observer reads them when it likes instead
   * of being told of every sample.
   */
  | { type: 'live-begin'; op: StrokeOp | ShapeOp }
  /** The live op ended: 'end' committed it (or dropped it, having left no mark), or 'cancel'. */
  | { type: 'live-end'; how: 'end' | 'cancel' }
  /** An op was applied whole by `apply` (its pixels and history events come before this). */
  | { type: 'applied'; op: Op }
  /** An undo or a redo was done (before the 'history' event that follows every change). */
  | { type: 'undo' }
  | { type: 'redo' };

/** What a guides op's undo keeps alive, as the history counts it: a few numbers. */
const GUIDES_UNDO_BYTES = 256;

export interface EngineOptions extends DocumentOptions {
  historyBudget?: number;
}

/** The drawing engine: a document, its history, and the one mask ops are built in. */
export class Engine {
  readonly doc: DrawingDocument;
  readonly history: History;
  readonly mask: Mask;
  /** Undos made while drawing: the log keeps only what stayed, so it carries this count. */
  undos = 0;
  private readonly listeners = new Set<(e: EngineEvent) => void>();
  private live: { layerId: string; paint: Paint } | null = null;

  constructor(o: EngineOptions) {
    this.doc = new DrawingDocument(o);
    this.history = new History(o.historyBudget);
    this.mask = new Mask(this.doc.rasterWidth, this.doc.rasterHeight);
  }

  subscribe(fn: (e: EngineEvent) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /** Applies and records an operation. Returns false (and changes nothing) if it cannot apply. */
  apply(op: Op): boolean {
    this.cancelLive();
    const undo = this.execute(op);
    if (!undo) return false;
    this.history.record(op, undo);
    this.emit({ type: 'applied', op });
    this.emit({ type: 'history' });
    return true;
  }

  undo(): boolean {
    this.cancelLive();
    const undo = this.history.stepBack();
    if (!undo) return false;
    if (undo.kind === 'layers') {
      const renewed = restoreStack(this.doc, undo.stack);
      this.emit({ type: 'layers' });
      for (const id of renewed) this.emitWhole(id);
    } else if (undo.kind === 'guides') {
      this.doc.guides = undo.guides;
      this.emit({ type: 'guides' });
    } else {
      for (const patch of [...undo.patches].reverse()) this.restore(patch);
    }
    this.undos += 1;
    this.emit({ type: 'undo' });
    this.emit({ type: 'history' });
    return true;
  }

  redo(): boolean {
    this.cancelLive();
    const op = this.history.nextRedo();
    if (!op) return false;
    const undo = this.execute(op);
    if (!undo) return false;
    this.history.stepForward(undo);
    this.emit({ type: 'redo' });
    this.emit({ type: 'history' });
    return true;
  }

  /** Starts a live stroke; null if the layer cannot be painted (missing or hidden). */
  beginStroke(init: Omit<StrokeOp, 'points' | 't'>): LiveStroke | null {
    const paint = this.beginLive(init.layer);
    if (!paint) return null;
    const live = new LiveStroke(this, { t: 'stroke', ...init, points: [] });
    this.emit({ type: 'live-begin', op: live.op });
    return live;
  }

  beginShape(init: Omit<ShapeOp, 't'>): LiveShape | null {
    if (!this.beginLive(init.layer)) return null;
    const live = new LiveShape(this, { t: 'shape', ...init });
    this.emit({ type: 'live-begin', op: live.op });
    return live;
  }

  /**
   * The live result in a raster rect: layer pixels with the op in progress composited on top,
   * written into a tight rect buffer (ImageData's layout).
   */
  preview(rect: Rect, out: Uint8ClampedArray): void {
    const live = this.live;
    const layer = live && this.doc.layer(live.layerId);
    if (!live || !layer) return;
    compositeRect(layer.surface, this.mask, rect, live.paint, out, rect.w, rect);
  }

  get liveLayerId(): string | null {
    return this.live?.layerId ?? null;
  }

  /** Used by live ops: sets the paint once it is known. */
  setLivePaint(paint: Paint): void {
    if (this.live) this.live.paint = paint;
  }

  /** Commits a live op whose coverage is already in the mask; one that left no mark is dropped. */
  commitLive(op: StrokeOp | ShapeOp, paint: Paint): void {
    const layer = this.doc.layer(op.layer);
    this.live = null;
    this.emit({ type: 'live-end', how: 'end' });
    if (!layer || !this.mask.dirty) {
      this.mask.reset();
      return;
    }
    const patch = captureTiles(layer.surface, this.mask.dirty, layer.id, (t) =>
      this.mask.covers(t),
    );
    const rect = this.mask.dirty;
    this.commitTiles(layer.surface, patch, paint);
    this.mask.reset();
    this.history.record(op, { kind: 'pixels', patches: [patch], bytes: patch.bytes });
    this.emit({ type: 'pixels', layerId: layer.id, rect });
    this.emit({ type: 'history' });
  }

  /** Drops the live op; the layer shows its committed pixels again. */
  cancelLive(): void {
    const live = this.live;
    if (!live) return;
    const rect = this.mask.dirty;
    this.mask.reset();
    this.live = null;
    this.emit({ type: 'live-end', how: 'cancel' });
    if (rect) this.emit({ type: 'pixels', layerId: live.layerId, rect });
  }

  flatten(opts?: { background?: boolean }): Surface {
    return flatten(this.doc, opts);
  }

  pickColor(x: number, y: number): string | null {
    return pickColor(this.doc, x, y);
  }

  /** The stroke log of what the document shows now. */
  log(): StrokeLog {
    return strokeLog(this.doc, structuredClone(this.history.applied()), this.undos);
  }

  emit(e: EngineEvent): void {
    for (const fn of this.listeners) fn(e);
  }

  private beginLive(layerId: string): Paint | null {
    this.cancelLive();
    const layer = this.doc.layer(layerId);
    if (!layer) return null;
    if (layer.locked || !layer.visible) {
      this.emit({ type: 'refused', layerId, reason: layer.locked ? 'locked' : 'hidden' });
      return null;
    }
    const paint: Paint = { color: { r: 0, g: 0, b: 0 }, opacity: 1, blend: 'normal' };
    this.live = { layerId, paint };
    return paint;
  }

  private execute(op: Op): Undo | null {
    if (isLayerOp(op)) {
      if (layerOpProblem(this.doc, op)) return null;
      const undo: Undo = {
        kind: 'layers',
        stack: snapshotStack(this.doc),
        bytes: layerUndoBytes(this.doc, op),
      };
      const renewed = applyLayerOp(this.doc, op);
      this.emit({ type: 'layers' });
      for (const id of renewed) this.emitWhole(id);
      return undo;
    }
    if (op.t === 'guides') {
      if (guidesProblem(op.guides)) return null;
      const undo: Undo = { kind: 'guides', guides: this.doc.guides, bytes: GUIDES_UNDO_BYTES };
      this.doc.guides = op.guides;
      this.emit({ type: 'guides' });
      return undo;
    }
    return this.executePixels(op);
  }

  private executePixels(op: PixelOp): Undo | null {
    if (isEditOp(op)) return executeEdit(this.doc, this.mask, op, (e) => this.emit(e));
    const full: Rect = { x: 0, y: 0, w: this.doc.rasterWidth, h: this.doc.rasterHeight };
    if (op.t === 'clear') {
      // A locked layer keeps its pixels through Clear too: that is what locking it is for.
      const open = this.doc.layers.filter((l) => !l.locked);
      const patches: TilePatch[] = open.map((l) => captureTiles(l.surface, full, l.id));
      for (const l of open) l.surface.data.fill(0);
      for (const l of open) this.emit({ type: 'pixels', layerId: l.id, rect: full });
      return { kind: 'pixels', patches, bytes: patches.reduce((n, p) => n + p.bytes, 0) };
    }
    const layer = this.doc.layer(op.layer);
    if (!layer) return null;
    if (layer.locked) {
      this.emit({ type: 'refused', layerId: layer.id, reason: 'locked' });
      return null;
    }
    this.mask.reset();
    const paint = renderPixelOp(this.doc, op, this.mask);
    const rect = this.mask.dirty;
    const patch = rect
      ? captureTiles(layer.surface, rect, layer.id, (t) => this.mask.covers(t))
      : null;
    if (patch) this.commitTiles(layer.surface, patch, paint);
    this.mask.reset();
    if (rect) this.emit({ type: 'pixels', layerId: layer.id, rect });
    return { kind: 'pixels', patches: patch ? [patch] : [], bytes: patch?.bytes ?? 0 };
  }

  /** A layer's pixels changed everywhere (merged, duplicated, or a merge undone). */
  private emitWhole(layerId: string): void {
    const rect: Rect = { x: 0, y: 0, w: this.doc.rasterWidth, h: this.doc.rasterHeight };
    this.emit({ type: 'pixels', layerId, rect });
  }

  /**
   * Composites the mask into the layer in the tiles the patch holds, the ones the mask covers:
   * a symmetric stroke's copies span the page, but their tiles are a fraction of its box.
   */
  private commitTiles(surface: Surface, patch: TilePatch, paint: Paint): void {
    for (const r of patchRects(surface, patch))
      compositeRect(surface, this.mask, r, paint, surface.data, surface.width, { x: 0, y: 0 });
  }

  private restore(patch: TilePatch): void {
    const layer = this.doc.layer(patch.layerId);
    if (!layer) return;
    const rect = restoreTiles(layer.surface, patch);
    if (rect) this.emit({ type: 'pixels', layerId: layer.id, rect });
  }
}
