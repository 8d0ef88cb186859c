import { union, type Rect } from '../raster/rect';

const area = (r: Rect): number => r.w * r.h;

/**
 * Joins the rects the copies changed wherever one repaint costs no more than two (copies near the
 * centre overlap). Far-apart copies stay apart: their union can be most of the board, and
 * repainting that on every pointer event would cost a frame.
 */
export function joinPieces(pieces: readonly Rect[]): Rect[] {
  const out: Rect[] = [];
  for (const piece of pieces) {
    let joined = piece;
    for (let i = 0; i < out.length;) {
      const other = out[i] as Rect;
      const both = union(joined, other);
      if (both && area(both) <= area(joined) + area(other)) {
        joined = both;
        out.splice(i, 1);
        i = 0; // the grown rect may now reach one already passed
      } else i++;
    }
    out.push(joined);
  }
  return out;
}
