import type { BrushId, ShapeId } from '../core/catalog';
import { clampGamma, type PressureSetting } from '../core/ink/pressure';
import { clampSegments, type SymmetrySetting } from '../core/symmetry/symmetry';
import { MAX_SIZE, MIN_SIZE, type SketchpadState } from './state';

type Patch = Partial<SketchpadState>;

/** What choosing a setting changes: a brush takes up its tool, values out of range are brought in. */
export const settings = {
  brush: (brush: BrushId): Patch => ({ brush, tool: brush === 'eraser' ? 'erase' : 'draw' }),
  shape: (shape: ShapeId): Patch => ({ shape, tool: 'shape' }),
  size: (size: number): Patch => ({
    size: Math.max(MIN_SIZE, Math.min(MAX_SIZE, Math.round(size))),
  }),
  pressure: ({ enabled, gamma }: PressureSetting): Patch => ({
    pressure: { enabled, gamma: clampGamma(gamma) },
  }),
  symmetry: ({ mode, segments }: SymmetrySetting): Patch => ({
    symmetry: { mode, segments: clampSegments(segments) },
  }),
};
