import type * as Canvas from '@glossy/canvas';
import type { Engine, LiveStroke, Rect, StrokeLog } from '@glossy/canvas';

type CanvasModule = typeof Canvas;

export interface Ink {
  color: string;
  /** Diameter in the drawing's units. */
  size: number;
}

/** A correction is drawn in a colour that stands out from most drawings, with a firm pen. */
export const correctionColours = [
  { hex: '#e11d48', name: 'Red' },
  { hex: '#2563eb', name: 'Blue' },
  { hex: '#16a34a', name: 'Green' },
  { hex: '#111827', name: 'Black' },
] as const;

export const correctionSizes = [
  { size: 3, name: 'Fine' },
  { size: 6, name: 'Medium' },
  { size: 12, name: 'Bold' },
] as const;

export const defaultInk: Ink = { color: correctionColours[0].hex, size: correctionSizes[1].size };

/**
 * A correction drawn over the student's drawing: the engine's own strokes (so the log it gives is
 * the engine's format and replays as drawn) on one transparent canvas at the page's size.
 *
 * Not the sketchpad: that brings its window-wide shortcuts (they would fight the replay's keys and
 * the comment's text field), its own zoom and pan (which would move the correction off the
 * drawing under it) and a paper-coloured stage. Here a pointer draws, nothing else: no zoom, so
 * the canvas always lies exactly over the replay, and nothing is painted but the strokes.
 */
export class CorrectionPad {
  readonly engine: Engine;
  ink: Ink = defaultInk;
  /** Off while the comment is written without drawing: the canvas only shows the correction. */
  enabled = true;
  private readonly context: CanvasRenderingContext2D | null;
  private stroke: { live: LiveStroke; pointerId: number; start: number } | null = null;
  private seed = 1;
  private readonly listeners = new Set<() => void>();
  private readonly disposers: (() => void)[] = [];

  constructor(
    canvas: CanvasModule,
    private readonly element: HTMLCanvasElement,
    width: number,
    height: number,
  ) {
    const scale = Math.min(2, Math.ceil(globalThis.devicePixelRatio || 1));
    this.engine = new canvas.Engine({ width, height, scale });
    element.width = this.engine.doc.rasterWidth;
    element.height = this.engine.doc.rasterHeight;
    this.context = element.getContext('2d');
    this.disposers.push(
      this.engine.subscribe((event) => {
        if (event.type === 'pixels') this.showLayer(event.rect);
        else if (event.type === 'history') for (const fn of this.listeners) fn();
      }),
    );
    this.listen('pointerdown', (e) => this.down(e));
    this.listen('pointermove', (e) => this.move(e));
    this.listen('pointerup', () => this.up());
    // Leaving the board ends the stroke, as in the sketchpad.
    this.listen('pointerleave', () => this.up());
    this.listen('pointercancel', () => this.cancel());
  }

  /** True once something is drawn (and not undone or cleared). */
  get drawn(): boolean {
    const applied = this.engine.history.applied();
    return applied.length > 0 && applied.at(-1)?.t !== 'clear';
  }

  get canUndo(): boolean {
    return this.engine.canUndo;
  }

  /** The correction as a stroke log, or null when nothing is drawn. */
  log(): StrokeLog | null {
    return this.drawn ? this.engine.log() : null;
  }

  /** Called after every stroke, undo and clear. */
  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  undo(): void {
    this.cancel();
    this.engine.undo();
  }

  /** Takes every stroke back, so a correction drawn again starts from an empty log. */
  clear(): void {
    this.cancel();
    while (this.engine.history.applied().length > 0 && this.engine.undo());
    // Strokes older than the history keeps cannot be undone: they are cleared instead.
    if (this.drawn) this.engine.apply({ t: 'clear' });
    this.engine.undos = 0;
  }

  dispose(): void {
    this.cancel();
    for (const dispose of this.disposers) dispose();
    this.listeners.clear();
  }

  private listen(
    type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointerleave' | 'pointercancel',
    fn: (e: PointerEvent) => void,
  ): void {
    const handler = (e: Event) => fn(e as PointerEvent);
    this.element.addEventListener(type, handler);
    this.disposers.push(() => this.element.removeEventListener(type, handler));
  }

  private sample(e: PointerEvent, start: number): Canvas.Sample {
    const box = this.element.getBoundingClientRect();
    const { width, height } = this.engine.doc;
    return {
      x: box.width > 0 ? ((e.clientX - box.left) / box.width) * width : 0,
      y: box.height > 0 ? ((e.clientY - box.top) / box.height) * height : 0,
      pressure: e.pointerType === 'pen' ? e.pressure : 0.5,
      tiltX: e.tiltX || 0,
      tiltY: e.tiltY || 0,
      time: Math.max(0, e.timeStamp - start),
    };
  }

  private down(e: PointerEvent): void {
    if (!this.enabled || this.stroke || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    const live = this.engine.beginStroke({
      layer: this.engine.doc.layers[0]?.id ?? 'layer-1',
      brush: 'pen',
      color: this.ink.color,
      size: this.ink.size,
      opacity: 1,
      stabilizer: 0,
      pressure: e.pointerType === 'pen' ? 'device' : 'simulate',
      seed: this.seed++,
    });
    if (!live) return;
    this.stroke = { live, pointerId: e.pointerId, start: e.timeStamp };
    this.showPreview(live.add(this.sample(e, e.timeStamp)));
  }

  private move(e: PointerEvent): void {
    const stroke = this.stroke;
    if (!stroke || e.pointerId !== stroke.pointerId) return;
    const events = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
    let changed: Rect | null = null;
    for (const one of events.length > 0 ? events : [e]) {
      const rect = stroke.live.add(this.sample(one, stroke.start));
      if (rect) changed = changed ? union(changed, rect) : rect;
    }
    this.showPreview(changed);
  }

  private up(): void {
    const stroke = this.stroke;
    if (!stroke) return;
    this.stroke = null;
    // The commit's 'pixels' event copies the finished stroke in.
    stroke.live.end();
  }

  private cancel(): void {
    const stroke = this.stroke;
    this.stroke = null;
    stroke?.live.cancel();
  }

  /** The stroke in progress over the layer, where it grew. */
  private showPreview(rect: Rect | null): void {
    if (!rect || !this.context || rect.w <= 0 || rect.h <= 0) return;
    const image = new ImageData(rect.w, rect.h);
    this.engine.preview(rect, image.data);
    this.context.putImageData(image, rect.x, rect.y);
  }

  /** The layer's committed pixels in `rect` (a stroke ended, an undo, a clear). */
  private showLayer(rect: Rect): void {
    const surface = this.engine.doc.layers[0]?.surface;
    if (!surface || !this.context) return;
    const image = new ImageData(surface.data, surface.width, surface.height);
    this.context.putImageData(image, 0, 0, rect.x, rect.y, rect.w, rect.h);
  }
}

function union(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    w: Math.max(a.x + a.w, b.x + b.w) - x,
    h: Math.max(a.y + a.h, b.y + b.h) - y,
  };
}
