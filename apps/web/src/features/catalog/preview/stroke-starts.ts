import type { Picture } from './picture';
import type { PlanCanvas } from './plan-canvas';

/** Where a stroke starts, and how far the painting there is from the picture. */
export interface Cell {
  x: number;
  y: number;
  error: number;
}

/** Cells of the level's grid that still differ from the picture, the start at each worst pixel. */
export function cellsToPaint(
  pic: Picture,
  canvas: PlanCanvas,
  size: number,
  threshold: number,
): Cell[] {
  const cols = Math.max(1, Math.ceil(pic.width / size));
  const rows = Math.max(1, Math.ceil(pic.height / size));
  const cw = pic.width / cols;
  const ch = pic.height / rows;
  const cells: Cell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x0 = Math.floor(col * cw);
      const y0 = Math.floor(row * ch);
      const x1 = Math.max(x0 + 1, Math.floor((col + 1) * cw));
      const y1 = Math.max(y0 + 1, Math.floor((row + 1) * ch));
      let sum = 0;
      let worst = -1;
      let wx = x0;
      let wy = y0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const o = (y * pic.width + x) * 3;
          const e =
            (Math.abs(pic.rgb[o]! - canvas.rgb[o]!) +
              Math.abs(pic.rgb[o + 1]! - canvas.rgb[o + 1]!) +
              Math.abs(pic.rgb[o + 2]! - canvas.rgb[o + 2]!)) /
            3;
          sum += e;
          if (e > worst) {
            worst = e;
            wx = x;
            wy = y;
          }
        }
      }
      const error = sum / ((x1 - x0) * (y1 - y0));
      if (error > threshold) cells.push({ x: wx + 0.5, y: wy + 0.5, error });
    }
  }
  return cells;
}

/** The blocking-in grid: every cell gets a stroke from near its centre, so the page is covered. */
export function blockingCells(pic: Picture, radius: number, random: () => number): Cell[] {
  const cols = Math.max(1, Math.ceil(pic.width / radius));
  const rows = Math.max(1, Math.ceil(pic.height / radius));
  const cw = pic.width / cols;
  const ch = pic.height / rows;
  const cells: Cell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      // A little off centre, never so far that the stroke's disc misses a corner of its cell.
      const x = (col + 0.5 + (random() - 0.5) * 0.3) * cw;
      const y = (row + 0.5 + (random() - 0.5) * 0.3) * ch;
      cells.push({ x, y, error: Infinity });
    }
  }
  return cells;
}
