/** The plan's idea of the painting so far, at the picture's size: what the next level corrects. */
export class PlanCanvas {
  readonly rgb: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Float32Array(width * height * 3).fill(255);
  }

  /** Paints a round-tipped polyline of radius r (picture pixels) in one colour. */
  stroke(points: readonly number[], r: number, colour: readonly number[], alpha: number) {
    const last = Math.max(2, points.length - 2);
    for (let k = 0; k < last; k += 2) {
      const x0 = points[k]!;
      const y0 = points[k + 1]!;
      const x1 = points[k + 2] ?? x0;
      const y1 = points[k + 3] ?? y0;
      const dx = x1 - x0;
      const dy = y1 - y0;
      const len2 = dx * dx + dy * dy;
      const left = Math.max(0, Math.floor(Math.min(x0, x1) - r));
      const right = Math.min(this.width - 1, Math.ceil(Math.max(x0, x1) + r));
      const top = Math.max(0, Math.floor(Math.min(y0, y1) - r));
      const bottom = Math.min(this.height - 1, Math.ceil(Math.max(y0, y1) + r));
      for (let py = top; py <= bottom; py++) {
        for (let px = left; px <= right; px++) {
          const cx = px + 0.5;
          const cy = py + 0.5;
          let t = len2 > 0 ? ((cx - x0) * dx + (cy - y0) * dy) / len2 : 0;
          t = t < 0 ? 0 : t > 1 ? 1 : t;
          const qx = x0 + dx * t - cx;
          const qy = y0 + dy * t - cy;
          if (qx * qx + qy * qy > r * r) continue;
          const o = (py * this.width + px) * 3;
          for (let c = 0; c < 3; c++)
            this.rgb[o + c] = this.rgb[o + c]! + (colour[c]! - this.rgb[o + c]!) * alpha;
        }
      }
    }
  }
}
