import type { BrushContext, BrushDef, StrokeRenderer } from '../brushes/types';
import type { Symmetry } from './symmetry';
import { linearPart, mapInk, symmetryTransforms } from './transforms';

/**
 * The brush's renderer, fanned out to every copy of a symmetric stroke. Each copy has its own
 * renderer with the stroke's seed and the copy's frame, so scattering brushes lay the same dabs
 * in every copy, mirrored or turned with it, and a replay lays them again. All copies stamp into
 * the one mask: where they overlap they combine as a stroke crossing itself does (never
 * darkening twice), and the stroke commits as one op.
 * `afterCopy` runs as each copy finishes a point, so the live preview can repaint each copy's
 * own small rect rather than their union, which may span the board.
 */
export function symmetricRenderer(
  brush: BrushDef,
  ctx: BrushContext,
  symmetry: Symmetry | undefined,
  afterCopy?: () => void,
): StrokeRenderer {
  if (!symmetry) return brush.create(ctx);
  const copies = symmetryTransforms(symmetry, ctx.scale).map((map, i) =>
    i === 0
      ? { map: null, renderer: brush.create(ctx) }
      : { map, renderer: brush.create({ ...ctx, frame: linearPart(map) }) },
  );
  return {
    add(p) {
      for (const { map, renderer } of copies) {
        renderer.add(map ? mapInk(map, p) : p);
        afterCopy?.();
      }
    },
  };
}
