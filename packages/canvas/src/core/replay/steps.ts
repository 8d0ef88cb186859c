import type { BrushId, ShapeId } from '../catalog';
import { isMark, type EditOp, type Op, type PixelOp } from '../doc/ops';
import { SAMPLE_STRIDE } from '../ink/sample';

/**
 * What a demo's step drew, for the paint-along readout: the brush (or shape, or fill) and its
 * colour, width and opacity as the log recorded them. Layer and guide work is folded into the
 * next mark.
 */
export type StepInfo =
  | {
      kind: 'stroke';
      brush: BrushId;
      color: string;
      /** Diameter in document units. */
      size: number;
      opacity: number;
      layer: string;
      samples: number;
    }
  | {
      kind: 'shape';
      shape: ShapeId;
      color: string;
      size: number;
      opacity: number;
      filled: boolean;
      layer: string;
    }
  | { kind: 'fill'; color: string; opacity: number; layer: string }
  | { kind: 'clear' }
  /** Selection work: a transform, a deleted selection or a pasted picture. */
  | { kind: 'edit'; edit: EditOp['t']; layer: string };

export function stepInfo(op: PixelOp): StepInfo {
  switch (op.t) {
    case 'stroke':
      return {
        kind: 'stroke',
        brush: op.brush,
        color: op.color,
        size: op.size,
        opacity: op.opacity,
        layer: op.layer,
        samples: Math.floor(op.points.length / SAMPLE_STRIDE),
      };
    case 'shape':
      return {
        kind: 'shape',
        shape: op.shape,
        color: op.color,
        size: op.size,
        opacity: op.opacity,
        filled: op.filled,
        layer: op.layer,
      };
    case 'fill':
      return { kind: 'fill', color: op.color, opacity: op.opacity, layer: op.layer };
    case 'clear':
      return { kind: 'clear' };
    case 'transform':
    case 'erase-region':
    case 'paste':
      return { kind: 'edit', edit: op.t, layer: op.layer };
  }
}

/**
 * Groups applied ops into steps: a step ends with a pixel op (a mark on the page), and layer and
 * guide ops ride with the mark after them, so "stroke n of N" counts what a viewer sees appear.
 * Those after the last mark join the last step, so the last step is the finished drawing.
 * `ends[k]` is how many ops are applied once step k is shown (`ends[0] = 0`, the blank page);
 * `at[k]` is where mark k (step k + 1) sits in the ops, after the layer ops that lead to it.
 */
export function groupSteps(ops: readonly Op[]): {
  ends: number[];
  at: number[];
  marks: PixelOp[];
} {
  const ends = [0];
  const at: number[] = [];
  const marks: PixelOp[] = [];
  ops.forEach((op, i) => {
    if (!isMark(op)) return;
    marks.push(op);
    at.push(i);
    ends.push(i + 1);
  });
  if (marks.length > 0) ends[ends.length - 1] = ops.length;
  return { ends, at, marks };
}
