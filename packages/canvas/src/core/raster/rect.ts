/** Integer pixel rectangle, half-open: [x, x + w) × [y, y + h). */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function isEmpty(r: Rect | null): r is null {
  return r === null || r.w <= 0 || r.h <= 0;
}

export function union(a: Rect | null, b: Rect | null): Rect | null {
  if (isEmpty(a)) return isEmpty(b) ? null : b;
  if (isEmpty(b)) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    w: Math.max(a.x + a.w, b.x + b.w) - x,
    h: Math.max(a.y + a.h, b.y + b.h) - y,
  };
}

export function clip(r: Rect, width: number, height: number): Rect | null {
  const x0 = Math.max(0, r.x);
  const y0 = Math.max(0, r.y);
  const x1 = Math.min(width, r.x + r.w);
  const y1 = Math.min(height, r.y + r.h);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}

/** The integer rect covering a real-valued box, padded for anti-aliasing. */
export function fromBounds(
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
  pad: number,
): Rect {
  const x = Math.floor(minX - pad);
  const y = Math.floor(minY - pad);
  return { x, y, w: Math.ceil(maxX + pad) - x, h: Math.ceil(maxY + pad) - y };
}
