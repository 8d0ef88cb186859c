import { MAX_LAYERS } from '../core/doc/document';
import type { Matrix, Region } from '../core/doc/ops';
import type { Engine, EngineEvent } from '../core/engine/engine';
import { flipMatrix, type Point } from '../core/select/handles';
import { IDENTITY, multiply } from '../core/select/matrix';
import { MAX_IMAGE_SIDE } from '../core/select/image';
import { paintedBounds } from '../core/select/region';
import { FloatingPreview } from './floating';
import { MAX_LAYER_NAME } from './layers';
import { pictureName, readPicture, type Picture } from './picture';
import { Selected } from './selected';
import { COPY_MARK } from './selectionEvents';
import { SelectionOverlay } from './selectionOverlay';
import { isSelectTool } from '../editor/state';
import { SelectionPointer } from './selectionPointer';
import type { SketchpadState } from '../editor/state';
import type { BoardView } from './view';

/** What the selection uses of the sketchpad: passed in, so neither file imports the other. */
export interface SelectionHost {
  readonly engine: Engine;
  readonly view: BoardView;
  readonly layers: { freeId(): string };
  getState(): SketchpadState;
  set(patch: Partial<SketchpadState>): void;
  subscribe(fn: () => void): () => void;
}

/** A picture copied on the sketchpad, with where it was (its pixels to document units). */
type Clip = Picture & { matrix: Matrix };

/**
 * Rectangle and lasso selections on the current layer, moved, scaled, turned and flipped with
 * handles; copy, paste, delete; pictures imported as new layers. All of it is screen state
 * until committed: then it is one op (transform, erase-region or paste), one history step,
 * and Cancel leaves nothing behind. While a selection is dragged its pixels float in a canvas
 * of their own (FloatingPreview), so a drag costs a CSS matrix, not a resample, per event.
 */
export class SelectionController {
  /** The select and lasso tools' pointer handling (the tool router passes events to it). */
  readonly pointer: SelectionPointer;
  readonly overlay: SelectionOverlay;
  private sel: Selected | null = null;
  private clip: Clip | null = null;
  private readonly notices = new Set<(message: string) => void>();
  private readonly disposers: (() => void)[] = [];
  private unsubscribeEngine: (() => void) | null = null;
  private seen: Pick<SketchpadState, 'tool' | 'activeLayer'>;

  constructor(private readonly host: SelectionHost) {
    this.overlay = new SelectionOverlay(host.view.stage);
    this.pointer = new SelectionPointer(this, host);
    const { tool, activeLayer } = host.getState();
    this.seen = { tool, activeLayer };
    this.disposers.push(
      host.subscribe(() => this.follow()),
      host.view.onChange(() => this.redraw()),
    );
  }

  /** A selection is on the board. */
  get active(): boolean {
    return this.sel !== null;
  }

  /** The selection on the board, for the pointer to drag. */
  get current(): Selected | null {
    return this.sel;
  }

  /** Follows the engine the sketchpad shows; a selection of the one before is dropped. */
  attach(engine: Engine): void {
    this.pointer.cancel();
    this.clear();
    this.unsubscribeEngine?.();
    this.unsubscribeEngine = engine.subscribe((e) => this.onEngine(e));
  }

  /** Calls `fn` with a sentence to show when an import or paste cannot be done. */
  onNotice(fn: (message: string) => void): () => void {
    this.notices.add(fn);
    return () => this.notices.delete(fn);
  }

  /** Makes a region of the current layer the selection, with its handles. */
  select(region: Region): void {
    this.show(Selected.region(this.host.getState().activeLayer, region));
  }

  /** Selects the whole page. */
  selectAll(): void {
    this.commit();
    const { width, height } = this.host.engine.doc;
    if (this.usable(this.host.getState().activeLayer, false))
      this.select({ kind: 'rect', x: 0, y: 0, w: width, h: height });
  }

  /** Selects what is painted on the current layer, handles around it, to move it all. */
  transformLayer(): void {
    this.commit();
    const { doc } = this.host.engine;
    const id = this.host.getState().activeLayer;
    const layer = doc.layer(id);
    if (!layer || !this.usable(id, true)) return;
    const b = paintedBounds(layer.surface);
    if (!b) {
      this.notify(`${layer.name} is empty: there is nothing on it to transform.`);
      return;
    }
    const s = doc.scale;
    this.select({ kind: 'rect', x: b.x / s, y: b.y / s, w: b.w / s, h: b.h / s });
  }

  /** Copies the selection's pixels as they are shown (moved and turned too) to paste later. */
  copy(): boolean {
    const sel = this.sel;
    const lifted = sel?.pixels(this.host.engine);
    if (!sel || !lifted) return false;
    const { pixels, width, height, toDoc } = lifted;
    this.clip = { pixels, width, height, matrix: multiply(sel.matrix, toDoc) };
    // The system clipboard learns of it too, where the page may write it: a picture copied
    // elsewhere before then no longer wins Ctrl+V over this.
    void globalThis.navigator?.clipboard?.writeText(COPY_MARK).catch(() => undefined);
    this.publish();
    return true;
  }

  /**
   * Floats the copied pixels over the current layer, where they were, to place them. True
   * when there was something to paste (even if the layer then refused it: locked, hidden).
   */
  paste(): boolean {
    const clip = this.clip;
    if (!clip) return false;
    this.commit();
    const id = this.host.getState().activeLayer;
    if (!this.usable(id, true)) return true;
    const { matrix, ...picture } = clip;
    this.place(picture, id, matrix, null, id);
    return true;
  }

  /** Deletes the selected pixels (a copy, or a picture not yet placed, is simply dropped). */
  remove(): boolean {
    const sel = this.sel;
    if (!sel) return false;
    this.clear();
    const op = sel.erasing();
    if (op) this.host.engine.apply(op);
    return true;
  }

  flip(horizontal: boolean): void {
    const sel = this.sel;
    if (!sel || !this.lift(sel)) return;
    const scale = this.host.engine.doc.scale;
    sel.reshape(flipMatrix(sel.matrix, sel.box, horizontal, sel.options(scale, false)));
    this.redraw();
    this.publish();
  }

  /** Places what was moved or pasted (one history step) and drops the selection. */
  commit(): boolean {
    const sel = this.sel;
    if (!sel) return false;
    this.clear();
    const op = sel.placing();
    if (op && this.host.engine.apply(op) && sel.onNewLayer) {
      this.host.set({ activeLayer: sel.layerId });
    }
    return true;
  }

  /** Drops the selection, leaving nothing; true when something had been moved or pasted. */
  cancel(): boolean {
    const pending = this.sel?.floating != null;
    this.pointer.cancel();
    this.clear();
    return pending;
  }

  /**
   * Brings in a picture file as a new layer above the current one, fitted inside the board
   * and centred on it, floating to be moved and scaled before it is placed. Says why when it
   * cannot.
   */
  async importPicture(file: Blob, fallbackName = 'Picture'): Promise<void> {
    let picture: Picture;
    try {
      const { doc } = this.host.engine;
      picture = await readPicture(file, doc.rasterWidth, doc.rasterHeight);
    } catch (err) {
      this.notify(err instanceof Error ? err.message : 'That picture could not be opened.');
      return;
    }
    this.placePicture(picture, { newLayer: pictureName(file, fallbackName, MAX_LAYER_NAME) });
  }

  /**
   * Floats a picture (straight RGBA at the board's raster scale: a picture pixel to a raster
   * pixel) centred on `centre` (document units; the board's centre by default) over the
   * current layer, or on a new layer named `newLayer` above it, to be moved and scaled; Done
   * pastes it, one step. What an import places, and what text and clipart can place.
   */
  placePicture(picture: Picture, o: { centre?: Point; newLayer?: string } = {}): boolean {
    const { doc } = this.host.engine;
    // The log could not carry it (and a server would refuse the drawing): say so instead.
    if (picture.width > MAX_IMAGE_SIDE || picture.height > MAX_IMAGE_SIDE) {
      this.notify(`That is too large to place: at most ${MAX_IMAGE_SIDE} pixels across.`);
      return false;
    }
    if (o.newLayer !== undefined && doc.layers.length >= MAX_LAYERS) {
      this.notify(`At most ${MAX_LAYERS} layers: merge or delete one to bring in a picture.`);
      return false;
    }
    this.commit();
    const current = this.host.getState().activeLayer;
    if (o.newLayer === undefined && !this.usable(current, true)) return false;
    const s = doc.scale;
    const c = o.centre ?? { x: doc.width / 2, y: doc.height / 2 };
    // Whole raster pixels: placed as it is, one to one, sharp until it is scaled or turned.
    const x = Math.round(c.x * s - picture.width / 2) / s;
    const y = Math.round(c.y * s - picture.height / 2) / s;
    const matrix: Matrix = [1 / s, 0, 0, 1 / s, x, y];
    if (o.newLayer === undefined) {
      this.place(picture, current, matrix, null, current);
    } else {
      const newLayer = { name: o.newLayer, index: doc.indexOf(current) + 1 };
      this.place(picture, this.host.layers.freeId(), matrix, newLayer, current);
    }
    return true;
  }

  /** Whether the layer may be selected on (shown) and, for `change`, changed (not locked). */
  usable(layerId: string, change: boolean): boolean {
    const { engine } = this.host;
    const layer = engine.doc.layer(layerId);
    if (!layer) return false;
    const reason = !layer.visible ? 'hidden' : change && layer.locked ? 'locked' : null;
    if (reason) engine.emit({ type: 'refused', layerId, reason });
    return reason === null;
  }

  destroy(): void {
    this.cancel();
    this.pointer.destroy();
    this.unsubscribeEngine?.();
    for (const d of this.disposers) d();
    this.overlay.element.remove();
  }

  private place(
    picture: Picture,
    layerId: string,
    matrix: Matrix,
    newLayer: { name: string; index: number } | null,
    above: string,
  ): void {
    const { view, engine } = this.host;
    const pixels = { ...picture, toDoc: IDENTITY };
    const floating = new FloatingPreview(view, engine, above, pixels, !newLayer);
    floating.place(matrix);
    this.show(Selected.picture(layerId, picture, matrix, newLayer, floating));
  }

  private show(sel: Selected): void {
    this.sel = sel;
    // Handles need the select tool under the pointer (a picture may arrive with any tool).
    if (!isSelectTool(this.host.getState().tool)) this.host.set({ tool: 'select' });
    this.redraw();
    this.publish();
  }

  /** Lifts a region's pixels into the air, unless its layer may not be changed. */
  lift(sel: Selected): boolean {
    if (sel.floating) return true;
    return this.usable(sel.layerId, true) && sel.float(this.host.engine, this.host.view);
  }

  private clear(): void {
    const sel = this.sel;
    this.sel = null;
    sel?.floating?.drop();
    this.overlay.hide();
    this.publish();
  }

  /** Shows the selection as it now is: its outline and handles. */
  redraw(): void {
    const sel = this.sel;
    if (sel)
      this.overlay.show(sel.shape, sel.box, sel.matrix, this.host.view.zoom, this.host.engine.doc);
  }

  /** Tells the store (the selection bar) what the selection is now, when that changed. */
  publish(): void {
    const selection = this.sel?.info ?? null;
    const canPaste = this.clip !== null;
    const st = this.host.getState();
    const same =
      st.canPaste === canPaste &&
      st.selection?.kind === selection?.kind &&
      st.selection?.changed === selection?.changed;
    if (!same) this.host.set({ selection, canPaste });
  }

  /** Another tool or layer chosen: what was moved is placed there and then. */
  private follow(): void {
    const { tool, activeLayer } = this.host.getState();
    const was = this.seen;
    this.seen = { tool, activeLayer };
    if (this.sel && (!isSelectTool(tool) || activeLayer !== was.activeLayer)) this.commit();
  }

  private onEngine(e: EngineEvent): void {
    const sel = this.sel;
    if (!sel) return;
    if (e.type === 'layers') {
      if (!sel.onNewLayer && !this.host.engine.doc.layer(sel.layerId)) this.cancel();
      else sel.floating?.restyle();
    } else if (e.type === 'pixels' && e.layerId === sel.layerId && sel.source.kind === 'region') {
      // The layer under a lifted selection changed (merged, cleared): the lift is stale.
      if (sel.floating) this.cancel();
    }
  }

  private notify(message: string): void {
    for (const fn of this.notices) fn(message);
  }
}
