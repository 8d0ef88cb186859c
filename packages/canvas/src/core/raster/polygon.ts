import type { Combine, Mask } from './mask';
import { fromBounds, type Rect } from './rect';

/** [x, y]; wider arrays are accepted so perfect-freehand's output needs no copy. */
export type Point = readonly number[];

const SUBSAMPLES = 4;

/**
 * Scratch buffers shared by every fill. The pen fills a small polygon per input sample, so a
 * replay runs this tens of thousands of times: allocating per call made the garbage collector
 * the biggest cost.
 */
let edges = new Float64Array(5 * 64); // x0, y0, x1, y1, dir per edge
let hitX = new Float64Array(256);
let hitDir = new Int8Array(256);
let rowStart = new Int32Array(64);
let acc = new Float32Array(64);

function subY(top: number, j: number): number {
  // The exact expression a row loop would compute: the same floats, so the same pixels.
  return top + Math.floor(j / SUBSAMPLES) + ((j % SUBSAMPLES) + 0.5) * (1 / SUBSAMPLES);
}

function ensure(subRows: number, width: number): void {
  if (rowStart.length < subRows + 1) rowStart = new Int32Array((subRows + 1) * 2);
  if (acc.length < width + 1) acc = new Float32Array((width + 1) * 2);
}

function ensureHits(count: number): void {
  if (hitX.length >= count) return;
  hitX = new Float64Array(count * 2);
  hitDir = new Int8Array(count * 2);
}

/** Mask.touch for a rect given with x and y swapped; the clipped rect comes back swapped too. */
function touchSwapped(mask: Mask, r: Rect): Rect | null {
  const c = mask.touch({ x: r.y, y: r.x, w: r.h, h: r.w });
  return c && { x: c.y, y: c.x, w: c.h, h: c.w };
}

/**
 * Anti-aliased non-zero-winding fill of one or more closed rings into the mask: four
 * sub-scanlines per row, exact horizontal coverage at span ends. Pure arithmetic, so it gives
 * the same pixels in Node and in the browser.
 *
 * `columns` scans columns instead (four sub-scanlines per column, exact vertical coverage): the
 * fill of a quarter-turned outline is then the exact quarter turn of the upright fill, which a
 * symmetric copy needs; with rows, sampling one axis more finely than the other shows.
 */
export function fillPolygon(
  mask: Mask,
  rings: readonly (readonly Point[])[],
  alpha: number,
  combine: Combine = 'max',
  columns = false,
): void {
  // Columns are rows of the transposed page: swap x and y in, and swap indices back out.
  const xi = columns ? 1 : 0;
  const yi = 1 - xi;
  let vertices = 0;
  for (const ring of rings) vertices += ring.length;
  if (edges.length < vertices * 5) edges = new Float64Array(vertices * 10);
  let n = 0;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const ring of rings) {
    const len = ring.length;
    for (let i = 0; i < len; i++) {
      const a = ring[i] as Point;
      const b = ring[i + 1 < len ? i + 1 : 0] as Point;
      const ax = a[xi] ?? 0;
      const ay = a[yi] ?? 0;
      const bx = b[xi] ?? 0;
      const by = b[yi] ?? 0;
      minX = Math.min(minX, ax);
      maxX = Math.max(maxX, ax);
      minY = Math.min(minY, ay);
      maxY = Math.max(maxY, ay);
      if (ay === by) continue;
      const up = ay < by;
      edges[n] = up ? ax : bx;
      edges[n + 1] = up ? ay : by;
      edges[n + 2] = up ? bx : ax;
      edges[n + 3] = up ? by : ay;
      edges[n + 4] = up ? 1 : -1;
      n += 5;
    }
  }
  // A degenerate outline (NaN from coincident points) draws nothing, as it always has.
  if (n === 0 || Number.isNaN(minX + minY + maxX + maxY)) return;
  const bounds = fromBounds(minX, minY, maxX, maxY, 1);
  const box = columns ? touchSwapped(mask, bounds) : mask.touch(bounds);
  const stride = columns ? mask.width : 1;
  if (!box) return;
  const subRows = box.h * SUBSAMPLES;
  ensure(subRows, box.w);
  bucketHits(n, box.y, subRows);
  const step = 1 / SUBSAMPLES;
  const data = mask.data;
  for (let py = box.y; py < box.y + box.h; py++) {
    acc.fill(0, 0, box.w + 1);
    for (let s = 0; s < SUBSAMPLES; s++) {
      const j = (py - box.y) * SUBSAMPLES + s;
      const from = rowStart[j] as number;
      const count = (rowStart[j + 1] as number) - from;
      if (count < 2) continue;
      sortHits(from, count);
      accumulateSpans(from, count, box.x, box.w, step);
    }
    const start = columns ? box.x * mask.width + py : py * mask.width + box.x;
    for (let i = 0; i < box.w; i++) {
      const v = (acc[i] as number) * alpha;
      if (v <= 0) continue;
      const at = start + i * stride;
      if (combine === 'max') {
        if (v > (data[at] as number)) data[at] = v > 1 ? 1 : v;
      } else mask.add(at, v);
    }
  }
}

/** First sub-scanline at or below y (sub-scanline centres sit at top + (j + 0.5) / 4). */
function firstSub(y: number, top: number, subRows: number): number {
  let j = Math.max(0, Math.ceil((y - top) * SUBSAMPLES - 0.5));
  while (j > 0 && subY(top, j - 1) >= y) j--;
  while (j < subRows && subY(top, j) < y) j++;
  return j;
}

/**
 * Each edge's crossings, grouped by sub-scanline in edge order (a counting sort): the work is
 * the number of crossings, not edges × sub-scanlines, and the order within a sub-scanline is
 * what a scan over all edges would give.
 */
function bucketHits(n: number, top: number, subRows: number): void {
  rowStart.fill(0, 0, subRows + 1);
  let total = 0;
  for (let e = 0; e < n; e += 5) {
    const y0 = edges[e + 1] as number;
    const y1 = edges[e + 3] as number;
    for (let j = firstSub(y0, top, subRows); j < subRows && subY(top, j) < y1; j++) {
      rowStart[j + 1] = (rowStart[j + 1] as number) + 1;
      total++;
    }
  }
  for (let j = 0; j < subRows; j++)
    rowStart[j + 1] = (rowStart[j + 1] as number) + (rowStart[j] as number);
  ensureHits(total);
  const fill = rowStart.slice(0, subRows);
  for (let e = 0; e < n; e += 5) {
    const x0 = edges[e] as number;
    const y0 = edges[e + 1] as number;
    const x1 = edges[e + 2] as number;
    const y1 = edges[e + 3] as number;
    const dir = edges[e + 4] as number;
    for (let j = firstSub(y0, top, subRows); j < subRows; j++) {
      const sy = subY(top, j);
      if (sy >= y1) break;
      const at = fill[j] as number;
      fill[j] = at + 1;
      hitX[at] = x0 + ((sy - y0) / (y1 - y0)) * (x1 - x0);
      hitDir[at] = dir;
    }
  }
}

/** Stable insertion sort by x: hit lists are short (a few crossings per sub-scanline). */
function sortHits(from: number, count: number): void {
  for (let i = from + 1; i < from + count; i++) {
    const x = hitX[i] as number;
    const d = hitDir[i] as number;
    let j = i - 1;
    while (j >= from && (hitX[j] as number) > x) {
      hitX[j + 1] = hitX[j] as number;
      hitDir[j + 1] = hitDir[j] as number;
      j--;
    }
    hitX[j + 1] = x;
    hitDir[j + 1] = d;
  }
}

function accumulateSpans(
  from: number,
  count: number,
  originX: number,
  width: number,
  weight: number,
): void {
  let winding = 0;
  let spanStart = 0;
  for (let k = from; k < from + count; k++) {
    const x = hitX[k] as number;
    const was = winding;
    winding += hitDir[k] as number;
    if (was === 0 && winding !== 0) spanStart = x;
    else if (was !== 0 && winding === 0) addSpan(spanStart - originX, x - originX, width, weight);
  }
}

function addSpan(xa: number, xb: number, width: number, weight: number): void {
  const a = Math.max(0, xa);
  const b = Math.min(width, xb);
  if (b <= a) return;
  const ia = Math.floor(a);
  const ib = Math.floor(b);
  if (ia === ib) {
    acc[ia] = (acc[ia] as number) + (b - a) * weight;
    return;
  }
  acc[ia] = (acc[ia] as number) + (ia + 1 - a) * weight;
  for (let i = ia + 1; i < ib; i++) acc[i] = (acc[i] as number) + weight;
  if (ib < width) acc[ib] = (acc[ib] as number) + (b - ib) * weight;
}
