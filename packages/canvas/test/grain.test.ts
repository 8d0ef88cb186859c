import { describe, expect, it } from 'vitest';
import { grainTexture } from '../src/core/brushes/capsuleBrush';
import { drawCapsule, type CapsuleStyle } from '../src/core/raster/capsule';
import { Mask } from '../src/core/raster/mask';

/** A grain that counts how often it is asked, with the charcoal's settings. */
function countedGrain(key = 'charcoal') {
  const grain = grainTexture({ amount: 0.85, cell: 2 }, 1, 7);
  const asked = { count: 0 };
  return {
    asked,
    texture: {
      key,
      at: (x: number, y: number) => {
        asked.count += 1;
        return grain.at(x, y);
      },
    },
  };
}

const style = (texture: CapsuleStyle['texture']): CapsuleStyle => ({
  hardness: 0.4,
  alpha: 1,
  combine: 'max',
  texture,
});

describe('paper grain', () => {
  it('is worked out once a pixel however often a wide brush covers it again', () => {
    const mask = new Mask(400, 300);
    const { asked, texture } = countedGrain();
    drawCapsule(mask, 150, 150, 120, 160, 150, 120, style(texture));
    const first = asked.count;
    expect(first).toBeGreaterThan(Math.PI * 120 * 120 * 0.9);
    drawCapsule(mask, 160, 150, 120, 170, 150, 120, style(texture));
    // Only the sliver the second piece adds (10 px along, 240 px high) is new.
    expect(asked.count - first).toBeLessThan(10 * 242 + 300);
  });

  it('lays the same coverage as the grain worked out at every pixel', () => {
    const cached = new Mask(200, 120);
    const direct = new Mask(200, 120);
    const { texture } = countedGrain();
    for (const [x0, x1] of [
      [40, 80],
      [80, 130],
      [130, 160],
    ] as const) {
      drawCapsule(cached, x0, 60, 30, x1, 64, 34, style(texture));
      // Another key each time: nothing kept, every pixel's grain asked afresh.
      drawCapsule(direct, x0, 60, 30, x1, 64, 34, style({ ...texture, key: `fresh-${x0}` }));
    }
    expect(Array.from(cached.data)).toEqual(Array.from(direct.data));
    expect(cached.data.some((v) => v > 0 && v < 1)).toBe(true);
  });

  it('starts afresh for another grain, and after a reset keeps what it worked out', () => {
    const mask = new Mask(100, 100);
    const charcoal = countedGrain('charcoal');
    drawCapsule(mask, 50, 50, 20, 50, 50, 20, style(charcoal.texture));
    const once = charcoal.asked.count;
    mask.reset();
    drawCapsule(mask, 50, 50, 20, 50, 50, 20, style(charcoal.texture));
    expect(charcoal.asked.count).toBe(once);

    const crayon = countedGrain('crayon');
    drawCapsule(mask, 50, 50, 20, 50, 50, 20, style(crayon.texture));
    expect(crayon.asked.count).toBe(once);
  });
});
