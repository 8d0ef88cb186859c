import { afterEach, beforeEach, vi } from 'vitest';
import { Sketchpad } from '../../src/dom/sketchpad';
import type { Matrix, Region } from '../../src/core/doc/ops';
import { Engine } from '../../src/core/engine/engine';
import type { Surface } from '../../src/core/raster/surface';

export const board = (scale = 1, width = 64, height = 48) => new Engine({ width, height, scale });

export const surfaceOf = (e: Engine, id = 'layer-1'): Surface => {
  const layer = e.doc.layer(id);
  if (!layer) throw new Error(`no ${id}`);
  return layer.surface;
};

export function pixel(s: Surface, x: number, y: number): number[] {
  const i = (y * s.width + x) * 4;
  return [...s.data.subarray(i, i + 4)];
}

/**
 * Paints every pixel of a raster rect with a colour made from its position, opaque: each pixel
 * is told apart from its neighbours, so a pixel landing one place off shows.
 */
export function paintPattern(s: Surface, x0: number, y0: number, w: number, h: number): void {
  for (let y = y0; y < y0 + h; y++) {
    for (let x = x0; x < x0 + w; x++) {
      const i = (y * s.width + x) * 4;
      s.data.set([(x * 37) % 256, (y * 53) % 256, ((x + y) * 11) % 256, 255], i);
    }
  }
}

/** A smooth gradient: bilinear resampling keeps it within a level or two. */
export function paintGradient(s: Surface, x0: number, y0: number, w: number, h: number): void {
  for (let y = y0; y < y0 + h; y++) {
    for (let x = x0; x < x0 + w; x++) {
      const i = (y * s.width + x) * 4;
      s.data.set([(x - x0) * 4, (y - y0) * 4, 128, 255], i);
    }
  }
}

export const rect = (x: number, y: number, w: number, h: number): Region => ({
  kind: 'rect',
  x,
  y,
  w,
  h,
});

export const move = (dx: number, dy: number): Matrix => [1, 0, 0, 1, dx, dy];

export const copyOf = (s: Surface) => s.data.slice();

/**
 * A real Sketchpad (64 × 48, no autosave) in jsdom for each test, handed to `use`, destroyed
 * after it. jsdom has no 2D canvas: the pixels these tests check are the engine's.
 */
export function withJsdomPad(use: (pad: Sketchpad) => void) {
  let pad: Sketchpad | null = null;
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    pad = new Sketchpad(document.body.appendChild(document.createElement('div')), {
      width: 64,
      height: 48,
      autosave: null,
    });
    use(pad);
  });
  afterEach(() => {
    pad?.destroy();
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });
}
