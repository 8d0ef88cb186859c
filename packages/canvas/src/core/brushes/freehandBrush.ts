import { getStroke } from 'perfect-freehand';
import { fillPolygon } from '../raster/polygon';
import type { BrushContext, InkPoint, StrokeRenderer } from './types';

/** Points of context each piece is computed from: enough for perfect-freehand's joins. */
const WINDOW = 3;

/**
 * perfect-freehand's outline, computed incrementally: each new point outlines only the last
 * few points and that piece is unioned into the mask. getStroke over the whole stroke would
 * make every event cost O(length), the defect we are replacing.
 */
export function freehandBrush(thinning: number) {
  return (ctx: BrushContext): StrokeRenderer => {
    const recent: [number, number, number][] = [];
    return {
      add(p: InkPoint) {
        recent.push([p.x, p.y, p.pressure]);
        if (recent.length > WINDOW) recent.shift();
        const outline = getStroke(recent, {
          size: ctx.size,
          thinning,
          smoothing: 0.5,
          streamline: 0,
          simulatePressure: false,
          last: true,
        });
        if (outline.length < 3) return;
        fillPolygon(ctx.mask, [outline], 1, 'max');
      },
    };
  };
}
