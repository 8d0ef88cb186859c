import type { Mask } from '../raster/mask';
import type { Surface } from '../raster/surface';

/**
 * Scanline flood fill of the region connected to (sx, sy) whose colour is within `tolerance`
 * (0..255, per channel) of the seed pixel, grown by one pixel so the fill tucks under the
 * anti-aliased rim of the lines around it instead of leaving a pale halo.
 */
export function floodFillMask(
  src: Surface,
  mask: Mask,
  sx: number,
  sy: number,
  tolerance: number,
): void {
  const { width, height, data } = src;
  if (sx < 0 || sy < 0 || sx >= width || sy >= height) return;
  const seed = (sy * width + sx) * 4;
  const t = [data[seed] ?? 0, data[seed + 1] ?? 0, data[seed + 2] ?? 0, data[seed + 3] ?? 0];
  const matches = (p: number): boolean => {
    const i = p * 4;
    const a = data[i + 3] ?? 0;
    if (Math.abs(a - (t[3] ?? 0)) > tolerance) return false;
    if (a === 0 && t[3] === 0) return true;
    return (
      Math.abs((data[i] ?? 0) - (t[0] ?? 0)) <= tolerance &&
      Math.abs((data[i + 1] ?? 0) - (t[1] ?? 0)) <= tolerance &&
      Math.abs((data[i + 2] ?? 0) - (t[2] ?? 0)) <= tolerance
    );
  };
  const hit = new Uint8Array(width * height);
  const stack: number[] = [sx, sy];
  let minX = sx;
  let maxX = sx;
  let minY = sy;
  let maxY = sy;
  while (stack.length > 0) {
    const y = stack.pop() as number;
    let x = stack.pop() as number;
    const row = y * width;
    if (hit[row + x] || !matches(row + x)) continue;
    while (x > 0 && !hit[row + x - 1] && matches(row + x - 1)) x--;
    let above = false;
    let below = false;
    for (; x < width && !hit[row + x] && matches(row + x); x++) {
      hit[row + x] = 1;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      // Push one seed per run of open pixels above and below, not one per pixel.
      if (y > 0) {
        const open = !hit[row - width + x] && matches(row - width + x);
        if (open && !above) stack.push(x, y - 1);
        above = open;
      }
      if (y < height - 1) {
        const open = !hit[row + width + x] && matches(row + width + x);
        if (open && !below) stack.push(x, y + 1);
        below = open;
      }
    }
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const box = mask.touch({ x: minX - 1, y: minY - 1, w: maxX - minX + 3, h: maxY - minY + 3 });
  if (!box) return;
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) {
      const p = y * width + x;
      const grown =
        hit[p] ||
        (x > 0 && hit[p - 1]) ||
        (x < width - 1 && hit[p + 1]) ||
        (y > 0 && hit[p - width]) ||
        (y < height - 1 && hit[p + width]);
      if (grown) mask.max(p, 1);
    }
  }
}
