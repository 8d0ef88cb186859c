/** The longest a tap lasts, from the first finger down to the last one up. */
export const TAP_MS = 300;
/** How far a finger may wander in a tap, in client pixels. */
export const TAP_SLOP_PX = 12;

/**
 * Tells taps of several fingers (two to undo, three to redo) from pinches, pans and strokes:
 * fingers that land and lift within TAP_MS, none of them moving more than TAP_SLOP_PX.
 */
export class FingerTaps {
  private readonly at = new Map<number, { x: number; y: number }>();
  private start = 0;
  private most = 0;
  private spoiled = false;

  down(id: number, x: number, y: number, time: number): void {
    if (this.at.size === 0) {
      this.start = time;
      this.most = 0;
      this.spoiled = false;
    }
    this.at.set(id, { x, y });
    this.most = Math.max(this.most, this.at.size);
  }

  move(id: number, x: number, y: number): void {
    const from = this.at.get(id);
    if (from && Math.hypot(x - from.x, y - from.y) > TAP_SLOP_PX) this.spoiled = true;
  }

  /** Whether `time` is still within the tap that began with the first finger. */
  within(time: number): boolean {
    return this.at.size > 0 && time - this.start <= TAP_MS;
  }

  /** A finger lifted: how many fingers tapped when it was the last of a tap, else 0. */
  up(id: number, time: number): number {
    if (!this.at.delete(id) || this.at.size > 0) return 0;
    return !this.spoiled && time - this.start <= TAP_MS ? this.most : 0;
  }

  /** The browser took a finger (pointercancel): what it was part of is no tap. */
  cancel(id: number): void {
    if (this.at.delete(id)) this.spoiled = true;
  }
}
