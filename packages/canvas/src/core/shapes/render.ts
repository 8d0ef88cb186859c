import { drawCapsule, type CapsuleStyle } from '../raster/capsule';
import type { Mask } from '../raster/mask';
import { fillPolygon } from '../raster/polygon';
import type { ShapePath } from './geometry';

/** Renders shape paths (document units) into the mask at the given raster scale. */
export function renderShape(
  mask: Mask,
  paths: readonly ShapePath[],
  strokeWidth: number,
  filled: boolean,
  scale: number,
): void {
  const scaled = paths.map((p) => ({
    closed: p.closed,
    points: p.points.map((pt) => [(pt[0] ?? 0) * scale, (pt[1] ?? 0) * scale]),
  }));
  if (filled) {
    const rings = scaled.filter((p) => p.closed).map((p) => p.points);
    if (rings.length > 0) fillPolygon(mask, rings, 1);
  }
  const r = Math.max(0.5, (strokeWidth * scale) / 2);
  const style: CapsuleStyle = { hardness: 1, alpha: 1, combine: 'max' };
  for (const path of scaled) {
    const pts = path.points;
    const n = path.closed ? pts.length : pts.length - 1;
    for (let i = 0; i < n; i++) {
      const a = pts[i];
      const b = pts[(i + 1) % pts.length];
      if (a && b) drawCapsule(mask, a[0] ?? 0, a[1] ?? 0, r, b[0] ?? 0, b[1] ?? 0, r, style);
    }
  }
}
