import { describe, expect, it } from 'vitest';
import { brushCatalog } from '../src/core/catalog';
import { Engine } from '../src/core/engine/engine';
import { replay } from '../src/core/log/replay';
import { MAX_SIZE } from '../src/editor/state';
import { drawLive, inkedPixels, pixelsOf, same, wave } from './helpers/draw';

/** Opaque pixels in a column of the layer: how tall the swath is there. */
function columnInk(e: Engine, x: number): number {
  const { surface } = e.doc.layers[0]!;
  let n = 0;
  for (let y = 0; y < surface.height; y++) {
    if ((surface.data[(y * surface.width + x) * 4 + 3] ?? 0) > 0) n++;
  }
  return n;
}

describe('brushes 500 px wide', () => {
  it('the pen draws a 500 px swath, live as in the log, and one undo takes it all back', () => {
    const e = new Engine({ width: 1000, height: 800, scale: 2 });
    // Half pressure all along, where the pen's thinning draws the width as set.
    const points = wave(200, 400, 800, 400, 24).map((v, i) => (i % 6 === 2 ? 0.5 : v));
    drawLive(e, points, { size: MAX_SIZE, color: '#000000' });
    const swath = columnInk(e, 1000) / 2;
    expect(swath).toBeGreaterThan(MAX_SIZE * 0.95);
    expect(swath).toBeLessThan(MAX_SIZE * 1.05);
    expect(same(pixelsOf(replay(e.log())), pixelsOf(e))).toBe(true);
    e.undo();
    expect(inkedPixels(pixelsOf(e))).toBe(0);
  });

  it('the eraser rubs out a 500 px swath', () => {
    const e = new Engine({ width: 1000, height: 800 });
    e.apply({
      t: 'fill',
      layer: 'layer-1',
      x: 1,
      y: 1,
      color: '#2563eb',
      opacity: 1,
      tolerance: 0,
    });
    drawLive(e, wave(100, 400, 900, 400, 24), {
      brush: 'eraser',
      size: MAX_SIZE,
      pressure: 'device',
    });
    const left = columnInk(e, 500);
    expect(800 - left).toBeGreaterThan(MAX_SIZE * 0.9);
    expect(800 - left).toBeLessThanOrEqual(MAX_SIZE + 2);
  });

  it('every brush draws at 500 px, within the board, as its log replays it', () => {
    for (const { id } of brushCatalog) {
      if (id === 'eraser') continue;
      const e = new Engine({ width: 600, height: 300 });
      drawLive(e, wave(50, 150, 550, 150, 8), { brush: id, size: MAX_SIZE, seed: 3 });
      // The spray's dots scatter over four widths, mostly off this board: a few thousand land.
      expect(inkedPixels(pixelsOf(e)), id).toBeGreaterThan(id === 'spray' ? 2000 : 600 * 300 * 0.2);
      expect(same(pixelsOf(replay(e.log())), pixelsOf(e)), id).toBe(true);
    }
  });
});
