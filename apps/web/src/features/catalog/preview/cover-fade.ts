import { scratchCanvas, type ScratchCanvas } from './scratch-canvas';

/** Draws the finished picture over a whole canvas (the last frame is the real cover). */
export type DrawCover = (context: CanvasRenderingContext2D, width: number, height: number) => void;

/** The real cover, brought in over the painting once the last stroke is down. */
export class CoverFade {
  /** The cover at the target's size, drawn once: the fade only blends it in. */
  private readonly cover: ScratchCanvas;
  /** Share of the fade shown. */
  private faded = 0;

  constructor(
    private readonly display: CanvasRenderingContext2D,
    drawCover: DrawCover,
    private readonly fadeMs: number,
  ) {
    const { width, height } = display.canvas;
    this.cover = scratchCanvas(width, height);
    drawCover(this.cover.context, width, height);
  }

  /** The cover whole, at once: where a reader who asked for reduced motion starts. */
  showWhole(): void {
    this.display.drawImage(this.cover.canvas, 0, 0);
  }

  /** Not faded in at all: the painting is to be shown again from its blank page. */
  reset(): void {
    this.faded = 0;
  }

  /**
   * Brings the cover in over the painting by `gap` milliseconds' worth: each frame lays it on at
   * the alpha that makes the blend so far linear in time, and the last frame lays it on whole, so
   * what stays is the cover. True once it is whole.
   */
  fadeIn(gap: number): boolean {
    const before = this.faded;
    const after = this.fadeMs > 0 ? Math.min(1, before + gap / this.fadeMs) : 1;
    if (after > before) {
      this.display.save();
      this.display.globalAlpha = after >= 1 ? 1 : (after - before) / (1 - before);
      this.display.drawImage(this.cover.canvas, 0, 0);
      this.display.restore();
      this.faded = after;
    }
    return after >= 1;
  }
}
