import { clip, union, type Rect } from './rect';

/**
 * Coverage (0..1) of the operation being built, one float per raster pixel. A stroke is the
 * union of its pieces, combined with max, so overlapping pieces never darken the joins and the
 * live preview equals the committed pixels.
 */
export class Mask {
  readonly data: Float32Array;
  dirty: Rect | null = null;
  /** What changed since the caller last took it: the live preview repaints only this. */
  recent: Rect | null = null;
  private grain: { key: string; values: Float32Array } | null = null;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height);
  }

  /** Clips r to the mask and grows the dirty rect; returns the clipped rect or null. */
  touch(r: Rect): Rect | null {
    const c = clip(r, this.width, this.height);
    if (c) {
      this.dirty = union(this.dirty, c);
      this.recent = union(this.recent, c);
    }
    return c;
  }

  /** Zeroes only what was touched, so resetting costs as much as the last stroke, not the page. */
  reset(): void {
    const d = this.dirty;
    if (d) {
      for (let y = d.y; y < d.y + d.h; y++) {
        const i = y * this.width + d.x;
        this.data.fill(0, i, i + d.w);
      }
    }
    this.dirty = null;
    this.recent = null;
  }

  /**
   * The paper grain of one brush at every pixel, NaN until first asked: grain depends only on
   * where a pixel is, and a wide brush covers the same pixels again at every event. Kept while the
   * same grain draws (the key names it); another grain starts afresh.
   */
  grainValues(key: string): Float32Array {
    if (this.grain?.key !== key) {
      const values = this.grain?.values ?? new Float32Array(this.width * this.height);
      this.grain = { key, values: values.fill(Number.NaN) };
    }
    return this.grain.values;
  }

  takeRecent(): Rect | null {
    const r = this.recent;
    this.recent = null;
    return r;
  }

  /** Whether anything in the rect has coverage: which tiles an op actually changes. */
  covers(r: Rect): boolean {
    for (let y = r.y; y < r.y + r.h; y++) {
      const i = y * this.width + r.x;
      for (let x = 0; x < r.w; x++) if ((this.data[i + x] ?? 0) > 0) return true;
    }
    return false;
  }

  max(i: number, v: number): void {
    if (v > (this.data[i] ?? 0)) this.data[i] = v > 1 ? 1 : v;
  }

  /** Build-up for airbrush-like flow: each deposit covers part of what is still uncovered. */
  add(i: number, v: number): void {
    const cur = this.data[i] ?? 0;
    this.data[i] = cur + (v > 1 ? 1 : v) * (1 - cur);
  }
}

export type Combine = 'max' | 'add';
