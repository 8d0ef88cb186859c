/** RGBA pixels, ImageData's layout: the cover, scaled down to about `SOURCE_WIDTH` across. */
export interface CoverPixels {
  width: number;
  height: number;
  data: ArrayLike<number>;
}

/** Width the cover is sampled at: the finest strokes are about two of its pixels wide. */
export const SOURCE_WIDTH = 256;

const CHANNELS = 7;
/** Channels of the summed-area tables: colour, luminance, and the structure tensor. */
const [GXX, GXY, GYY] = [4, 5, 6] as const;

/**
 * The cover as float RGB with summed-area tables, so the mean of any box costs four reads: of its
 * colour, and of its structure tensor (the gradient's outer product), whose orientation is that
 * of the edges and lines in the box, even on a thin line where the gradient itself cancels out.
 */
export class Picture {
  readonly width: number;
  readonly height: number;
  readonly rgb: Float32Array;
  private readonly sums: Float64Array;

  constructor(src: CoverPixels) {
    const { width, height, data } = src;
    this.width = width;
    this.height = height;
    this.rgb = new Float32Array(width * height * 3);
    const lum = new Float32Array(width * height);
    for (let i = 0; i < width * height; i++) {
      // Transparent pixels of a cover read as the white page under them.
      const a = (data[i * 4 + 3] ?? 255) / 255;
      for (let c = 0; c < 3; c++) this.rgb[i * 3 + c] = (data[i * 4 + c] ?? 0) * a + 255 * (1 - a);
      lum[i] =
        0.299 * this.rgb[i * 3]! + 0.587 * this.rgb[i * 3 + 1]! + 0.114 * this.rgb[i * 3 + 2]!;
    }
    const at = (x: number, y: number) =>
      lum[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
    this.sums = new Float64Array((width + 1) * (height + 1) * CHANNELS);
    const stride = (width + 1) * CHANNELS;
    const row = new Float64Array(CHANNELS);
    for (let y = 0; y < height; y++) {
      row.fill(0);
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const gx = (at(x + 1, y) - at(x - 1, y)) / 2;
        const gy = (at(x, y + 1) - at(x, y - 1)) / 2;
        row[0]! += this.rgb[i * 3]!;
        row[1]! += this.rgb[i * 3 + 1]!;
        row[2]! += this.rgb[i * 3 + 2]!;
        row[3]! += lum[i]!;
        row[GXX]! += gx * gx;
        row[GXY]! += gx * gy;
        row[GYY]! += gy * gy;
        const s = (y + 1) * stride + (x + 1) * CHANNELS;
        for (let c = 0; c < CHANNELS; c++) this.sums[s + c] = this.sums[s - stride + c]! + row[c]!;
      }
    }
  }

  /** Mean of a channel over the box of half-size h around (x, y), clipped to the picture. */
  mean(x: number, y: number, h: number, c: number): number {
    const x0 = Math.max(0, Math.min(this.width - 1, Math.round(x - h)));
    const y0 = Math.max(0, Math.min(this.height - 1, Math.round(y - h)));
    const x1 = Math.max(x0 + 1, Math.min(this.width, Math.round(x + h) + 1));
    const y1 = Math.max(y0 + 1, Math.min(this.height, Math.round(y + h) + 1));
    const stride = (this.width + 1) * CHANNELS;
    const s = this.sums;
    const sum =
      s[y1 * stride + x1 * CHANNELS + c]! -
      s[y0 * stride + x1 * CHANNELS + c]! -
      s[y1 * stride + x0 * CHANNELS + c]! +
      s[y0 * stride + x0 * CHANNELS + c]!;
    return sum / ((x1 - x0) * (y1 - y0));
  }

  colour(x: number, y: number, h: number): [number, number, number] {
    return [this.mean(x, y, h, 0), this.mean(x, y, h, 1), this.mean(x, y, h, 2)];
  }

  /**
   * The way along the edges around (x, y) as an angle, and how strongly the box has one way
   * (0 where it is flat or has no direction).
   */
  grain(x: number, y: number, h: number): { angle: number; strength: number } {
    const xx = this.mean(x, y, h, GXX);
    const xy = this.mean(x, y, h, GXY);
    const yy = this.mean(x, y, h, GYY);
    const across = 0.5 * Math.atan2(2 * xy, xx - yy);
    return { angle: across + Math.PI / 2, strength: Math.sqrt(Math.hypot(xx - yy, 2 * xy)) };
  }
}
