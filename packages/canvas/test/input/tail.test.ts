import { describe, expect, it } from 'vitest';
import { tailPaths } from '../../src/editor/tail';

const ink = { color: '#123456', size: 4, opacity: 1 };

describe('the live tail’s paths', () => {
  it('run from the ink’s end through the predictions, in raster pixels', () => {
    const { paths, width, bounds } = tailPaths(
      {
        op: ink,
        points: [
          { x: 10, y: 10 },
          { x: 20, y: 12 },
        ],
      },
      2,
    );
    expect(paths).toEqual([
      [
        { x: 20, y: 20 },
        { x: 40, y: 24 },
      ],
    ]);
    expect(width).toBe(8);
    // Wide enough to clear the round caps of the line it drew.
    expect(bounds).toEqual({ x: 14, y: 14, w: 32, h: 16 });
  });

  it('are mirrored like the stroke they lead', () => {
    const op = { ...ink, symmetry: { kind: 'vertical' as const, cx: 50, cy: 25 } };
    const { paths } = tailPaths(
      {
        op,
        points: [
          { x: 10, y: 10 },
          { x: 20, y: 10 },
        ],
      },
      1,
    );
    expect(paths).toEqual([
      [
        { x: 10, y: 10 },
        { x: 20, y: 10 },
      ],
      [
        { x: 90, y: 10 },
        { x: 80, y: 10 },
      ],
    ]);
  });
});
