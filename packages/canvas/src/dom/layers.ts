import type { BlendMode } from '../core/blend/modes';
import { MAX_LAYERS } from '../core/doc/document';
import { layerOpProblem } from '../core/doc/layerOps';
import type { LayerOp } from '../core/doc/ops';
import type { Engine } from '../core/engine/engine';
import type { Autosave } from '../editor/autosave';
import { LayerScreen } from './layerScreen';
import type { SketchpadState } from '../editor/state';
import type { BoardView } from './view';

/** What the layer controls use of the sketchpad: passed in, so neither file imports the other. */
export interface LayerHost {
  readonly engine: Engine;
  readonly view: BoardView;
  readonly autosave: Autosave | null;
  getState(): SketchpadState;
  set(patch: Partial<SketchpadState>): void;
  subscribe(fn: () => void): () => void;
}

/** Told when a mark was refused, with the words to show: the board itself stays silent. */
export type RefusalListener = (message: string) => void;

/** The longest layer name kept: the panel shows names in one line. */
export const MAX_LAYER_NAME = 40;

/** Layer panel actions. Each is one history step, so undo covers layer work too. */
export class LayerControls {
  private referenceImage: ImageBitmap | null = null;
  private readonly screen: LayerScreen;
  private readonly refusals = new Set<RefusalListener>();
  private shown: Engine | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly pad: LayerHost) {
    this.screen = new LayerScreen(pad.view);
    // The pad swaps engines (recovery, import, a new drawing) and then updates its state.
    pad.subscribe(() => this.follow(pad.engine));
  }

  get canAdd(): boolean {
    return this.pad.engine.doc.layers.length < MAX_LAYERS;
  }

  add(): void {
    const id = this.freeId();
    const n = id.slice('layer-'.length);
    const at = this.pad.engine.doc.indexOf(this.pad.getState().activeLayer) + 1;
    if (this.pad.engine.apply({ t: 'layer.add', id, name: `Layer ${n}`, index: at }))
      this.select(id);
  }

  remove(id: string): void {
    this.pad.engine.apply({ t: 'layer.delete', id });
  }

  /** Moves a layer up (+1, towards the front) or down (-1). */
  move(id: string, delta: number): void {
    const { doc } = this.pad.engine;
    const index = doc.indexOf(id) + delta;
    if (index < 0 || index >= doc.layers.length) return;
    this.pad.engine.apply({ t: 'layer.move', id, index });
  }

  setVisible(id: string, visible: boolean): void {
    this.pad.engine.apply({ t: 'layer.set', id, visible });
  }

  setOpacity(id: string, opacity: number): void {
    this.pad.engine.apply({ t: 'layer.set', id, opacity: Math.round(opacity * 100) / 100 });
  }

  setBlend(id: string, blend: BlendMode): void {
    if (this.pad.engine.doc.layer(id)?.blend !== blend)
      this.pad.engine.apply({ t: 'layer.set', id, blend });
  }

  setLocked(id: string, locked: boolean): void {
    this.pad.engine.apply({ t: 'layer.set', id, locked });
  }

  setClip(id: string, clip: boolean): void {
    this.pad.engine.apply({ t: 'layer.set', id, clip });
  }

  /** Renames a layer; a blank name or the same name changes nothing (and makes no step). */
  rename(id: string, name: string): void {
    const clean = name.trim().slice(0, MAX_LAYER_NAME);
    const layer = this.pad.engine.doc.layer(id);
    if (!layer || !clean || clean === layer.name) return;
    this.pad.engine.apply({ t: 'layer.set', id, name: clean });
  }

  /** A copy just above the layer, pixels and all, which becomes the one drawn on. */
  duplicate(id: string): void {
    const { doc } = this.pad.engine;
    const layer = doc.layer(id);
    if (!layer) return;
    const newId = this.freeId();
    const name = `${layer.name} copy`.slice(0, MAX_LAYER_NAME);
    const index = doc.indexOf(id) + 1;
    if (this.pad.engine.apply({ t: 'layer.duplicate', id, newId, name, index })) this.select(newId);
  }

  /** Merges the layer into the one below, which becomes the one drawn on. */
  mergeDown(id: string): void {
    const { doc } = this.pad.engine;
    const below = doc.layers[doc.indexOf(id) - 1];
    if (below && this.pad.engine.apply({ t: 'layer.merge', id })) this.select(below.id);
  }

  /** Why an action cannot be done now (shown on its disabled button), or null. */
  problem(op: LayerOp): string | null {
    return layerOpProblem(this.pad.engine.doc, op);
  }

  select(id: string): void {
    this.pad.set({ activeLayer: id });
  }

  /** Calls `fn` with a sentence whenever a mark is refused (its layer is locked or hidden). */
  onRefused(fn: RefusalListener): () => void {
    this.refusals.add(fn);
    return () => this.refusals.delete(fn);
  }

  /**
   * The locked tracing layer: shown under the drawing, never drawn on, never exported, but
   * autosaved like the drawing so a reload brings it back. Rejects a file that is no image.
   */
  async setReference(file: Blob | null, { save = true } = {}): Promise<void> {
    const image = file ? await createImageBitmap(file) : null;
    this.referenceImage?.close();
    this.referenceImage = image;
    if (save) void this.pad.autosave?.saveReference(file);
    this.pad.set({ hasReference: file !== null, referenceVisible: true });
    this.pad.view.showReference(this.referenceImage, 0.5, true);
  }

  toggleReference(): void {
    const visible = !this.pad.getState().referenceVisible;
    this.pad.set({ referenceVisible: visible });
    this.pad.view.showReference(this.referenceImage, 0.5, visible);
  }

  /** The next unused layer id (a new layer's, or an imported picture's). */
  freeId(): string {
    const taken = this.pad.engine.doc.layers.map((l) =>
      Number(/^layer-(\d+)$/.exec(l.id)?.[1] ?? 0),
    );
    return `layer-${Math.max(0, ...taken) + 1}`;
  }

  private follow(engine: Engine): void {
    if (engine === this.shown) return;
    this.shown = engine;
    this.unsubscribe?.();
    this.unsubscribe = engine.subscribe((e) => {
      if (e.type !== 'refused') return;
      const name = engine.doc.layer(e.layerId)?.name ?? 'This layer';
      const message =
        e.reason === 'locked'
          ? `${name} is locked. Unlock it to draw on it.`
          : `${name} is hidden. Show it to draw on it.`;
      for (const fn of this.refusals) fn(message);
    });
    this.screen.attach(engine);
    // The view sized its canvases afresh for this engine, the tracing image's among them.
    if (this.referenceImage) {
      this.pad.view.showReference(this.referenceImage, 0.5, this.pad.getState().referenceVisible);
    }
  }
}
