import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capsuleBrush, grainTexture } from '../../src/core/brushes/capsuleBrush';
import { drawCapsule, type CapsuleStyle } from '../../src/core/raster/capsule';
import { Mask } from '../../src/core/raster/mask';

const W = 96;
const H = 64;

interface Piece {
  x: number;
  y: number;
  r: number;
  alpha: number;
}

/** The pieces of one stroke, each as wide as or narrower than the last and no less faint. */
const narrowingStroke = fc
  .record({
    start: fc.record({
      x: fc.double({ min: -20, max: W + 20, noNaN: true }),
      y: fc.double({ min: -20, max: H + 20, noNaN: true }),
      r: fc.double({ min: 0.2, max: 70, noNaN: true }),
    }),
    steps: fc.array(
      fc.record({
        dx: fc.double({ min: -12, max: 12, noNaN: true }),
        dy: fc.double({ min: -12, max: 12, noNaN: true }),
        shrink: fc.oneof(fc.constant(1), fc.double({ min: 0.8, max: 1, noNaN: true })),
        fade: fc.oneof(fc.constant(1), fc.double({ min: 0.7, max: 1, noNaN: true })),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    hardness: fc.constantFrom(0, 0.15, 1),
    aliased: fc.boolean(),
    grained: fc.boolean(),
  })
  .map(({ start, steps, hardness, aliased, grained }) => {
    const pieces: Piece[] = [{ ...start, alpha: 1 }];
    for (const step of steps) {
      const last = pieces[pieces.length - 1]!;
      pieces.push({
        x: last.x + step.dx,
        y: last.y + step.dy,
        r: last.r * step.shrink,
        alpha: last.alpha * step.fade,
      });
    }
    const style: CapsuleStyle = {
      hardness,
      alpha: 1,
      combine: 'max',
      aliased,
      texture: grained ? grainTexture({ amount: 0.2, cell: 8 }, 2, 7) : undefined,
    };
    return { pieces, style };
  });

/** The stroke's mask: a dot at its start, then a capsule from each piece to the next. */
function render({ pieces, style }: { pieces: Piece[]; style: CapsuleStyle }, skip: boolean) {
  const mask = new Mask(W, H);
  const first = pieces[0]!;
  drawCapsule(mask, first.x, first.y, first.r, first.x, first.y, first.r, style);
  for (let i = 1; i < pieces.length; i++) {
    const from = pieces[i - 1]!;
    const to = pieces[i]!;
    drawCapsule(
      mask,
      from.x,
      from.y,
      from.r,
      to.x,
      to.y,
      to.r,
      { ...style, alpha: to.alpha },
      skip,
    );
  }
  return mask.data;
}

describe('a capsule whose start is covered already', () => {
  it('leaves the mask as drawing the whole capsule would', () => {
    fc.assert(
      fc.property(narrowingStroke, (stroke) => {
        const whole = render(stroke, false);
        const skipped = render(stroke, true);
        let apart = 0;
        for (let i = 0; i < whole.length; i++)
          apart = Math.max(apart, Math.abs((whole[i] ?? 0) - (skipped[i] ?? 0)));
        // The two pieces meet at the same point by different arithmetic: a float's last bits.
        expect(apart).toBeLessThan(1e-6);
      }),
      { numRuns: 300 },
    );
  });

  it('skips the half behind the start of a wide round brush, which is most of its work', () => {
    const mask = new Mask(400, 200);
    const brush = capsuleBrush({ sizeScale: 3, thinning: 0.3, hardness: 0.15 })({
      mask,
      size: 500,
      scale: 1,
      seed: 1,
    });
    const at = (x: number) => ({ x, y: 100, pressure: 0.5, tiltX: 0, tiltY: 0 });
    brush.add(at(200));
    brush.add(at(201));
    const before = Float32Array.from(mask.data);
    // Going back over the same ground with the same width adds nothing behind the new start.
    mask.data.fill(0, 0, 200); // a row's start behind the pen: a skipped half leaves it empty
    brush.add(at(202));
    expect(mask.data[0]).toBe(0);
    expect(mask.data[399]).toBeGreaterThanOrEqual(before[399] ?? 0);
  });
});
