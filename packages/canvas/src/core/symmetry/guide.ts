import type { Symmetry } from './symmetry';

/** A guide line in document units. */
export interface GuideLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** How far a ray from (x, y) inside the board runs before it leaves a width × height board. */
function reach(x: number, y: number, dx: number, dy: number, width: number, height: number) {
  const tx = dx > 0 ? (width - x) / dx : dx < 0 ? -x / dx : Infinity;
  const ty = dy > 0 ? (height - y) / dy : dy < 0 ? -y / dy : Infinity;
  return Math.max(0, Math.min(tx, ty));
}

/**
 * What the board shows while symmetry is on: the mirror axis across the board, or one spoke
 * per segment from the centre to the board's edge, the first pointing straight up, so the
 * wedges a stroke repeats into can be seen.
 */
export function guideLines(symmetry: Symmetry, width: number, height: number): GuideLine[] {
  const { cx, cy } = symmetry;
  switch (symmetry.kind) {
    case 'vertical':
      return [{ x1: cx, y1: 0, x2: cx, y2: height }];
    case 'horizontal':
      return [{ x1: 0, y1: cy, x2: width, y2: cy }];
    case 'radial': {
      const lines: GuideLine[] = [];
      for (let k = 0; k < symmetry.segments; k++) {
        const angle = -Math.PI / 2 + (2 * Math.PI * k) / symmetry.segments;
        const dx = Math.cos(angle);
        const dy = Math.sin(angle);
        const t = reach(cx, cy, dx, dy, width, height);
        lines.push({ x1: cx, y1: cy, x2: cx + dx * t, y2: cy + dy * t });
      }
      return lines;
    }
  }
}
