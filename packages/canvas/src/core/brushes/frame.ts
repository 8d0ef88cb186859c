/**
 * The linear part of a symmetric copy's map (x' = a·x + c·y, y' = b·x + d·y): a turn or a
 * mirror. Brushes with directions of their own (the nib's 45°, the side bristles lie on, where
 * a spray dot lands) lay them through it, so a copy is the image of the stroke, not a stroke
 * drawn again along the image of its path.
 */
export interface Linear {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** A direction of the brush's own as this copy lays it; unchanged without a frame (no copy). */
export function inFrame(frame: Linear | undefined, x: number, y: number): [number, number] {
  return frame ? [frame.a * x + frame.c * y, frame.b * x + frame.d * y] : [x, y];
}

/** Whether the copy is mirrored: its path's left-hand side is then the original's right. */
export function isMirrored(frame: Linear | undefined): boolean {
  return frame !== undefined && frame.a * frame.d - frame.b * frame.c < 0;
}

/**
 * Whether the copy lays the page's x axis along y (a quarter turn, or a mirror across a
 * diagonal): a fill that treats rows and columns differently must then swap them, or the copy's
 * edges come out a few levels off the original's.
 */
export function swapsAxes(frame: Linear | undefined): boolean {
  return frame !== undefined && frame.a === 0 && frame.d === 0;
}
