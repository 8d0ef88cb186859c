import type { ShapeId } from '../catalog';

const LINES: readonly ShapeId[] = ['line', 'arrow', 'double-arrow'];

/**
 * Shift while dragging a shape: lines snap to multiples of 45° (keeping their length), every
 * other shape gets a square box, so a rectangle becomes a square and an ellipse a circle.
 */
export function constrainEnd(
  shape: ShapeId,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): { x: number; y: number } {
  const dx = x1 - x0;
  const dy = y1 - y0;
  if (LINES.includes(shape)) {
    const step = Math.PI / 4;
    const angle = Math.round(Math.atan2(dy, dx) / step) * step;
    const length = Math.hypot(dx, dy);
    return { x: x0 + Math.cos(angle) * length, y: y0 + Math.sin(angle) * length };
  }
  const side = Math.max(Math.abs(dx), Math.abs(dy));
  return { x: x0 + (dx < 0 ? -side : side), y: y0 + (dy < 0 ? -side : side) };
}
