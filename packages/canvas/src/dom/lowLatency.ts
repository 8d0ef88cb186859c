/**
 * The 2D context of a canvas that shows ink while it is drawn. `desynchronized` lets the browser
 * present its pixels without waiting for the page's next frame, and spares the main thread the
 * frame's commit: in Chromium a live stroke costs less than half the main-thread work of a plain
 * canvas (bench:canvas). It must be asked for when the context is made, so this is the first
 * getContext of the canvas; a browser without it ignores the attribute and draws as before.
 */
export function lowLatencyContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  return canvas.getContext('2d', { desynchronized: true });
}

/** Whether the browser honoured the request (getContextAttributes says what it granted). */
export function isLowLatency(ctx: CanvasRenderingContext2D | null): boolean {
  return ctx?.getContextAttributes?.().desynchronized === true;
}
