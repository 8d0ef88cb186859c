import { MAX_LAYERS } from '../doc/document';
import type { Sketchpad } from './sketchpad';

/** Layer panel actions. Each is one history step, so undo covers layer work too. */
export class LayerControls {
  private referenceImage: ImageBitmap | null = null;

  constructor(private readonly pad: Sketchpad) {}

  get canAdd(): boolean {
    return this.pad.engine.doc.layers.length < MAX_LAYERS;
  }

  add(): void {
    const { doc } = this.pad.engine;
    const taken = doc.layers.map((l) => Number(/^layer-(\d+)$/.exec(l.id)?.[1] ?? 0));
    const n = Math.max(0, ...taken) + 1;
    const id = `layer-${n}`;
    const at = doc.indexOf(this.pad.getState().activeLayer) + 1;
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

  select(id: string): void {
    this.pad.set({ activeLayer: id });
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
}
