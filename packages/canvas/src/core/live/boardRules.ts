import type { DrawingDocument } from '../doc/document';
import { layerOpProblem } from '../doc/layerOps';
import { isLayerOp, type Op, type ShapeOp, type StrokeOp } from '../doc/ops';
import { checkOp } from '../log/parse';
import { batchProblem, beginOp, finite, type LiveAction } from './actions';

/** One committed op of a room's board and who made it. */
export interface BoardEntry {
  op: Op;
  by: string;
}

/** What one drawer may do: a guest draws on their own layer only. */
export interface BoardLimits {
  layer: string;
}

/** The stroke or shape in progress, gathered as it comes and drawn when it ends. */
export interface OpenOp {
  by: string;
  op: StrokeOp | ShapeOp;
  /** A shape's latest corner; null until the first 'shape' action. */
  corner: { x1: number; y1: number } | null;
}

/** What the rules read of a board. */
export interface RuleState {
  readonly doc: DrawingDocument;
  readonly open: OpenOp | null;
  readonly entries: readonly BoardEntry[];
  readonly cursor: number;
  /** Ops the board showed before its history here began (it started from a snapshot). */
  readonly base: number;
}

/** A refusal, or the action's checked op (a 'begin' or an 'op'), for applying it. */
export type Verdict = string | { op: Op | null };

const ok: Verdict = { op: null };

/**
 * Whether `by` may take action `a` on the board now, and why not. The refusals are the ones a
 * board's engine would make too (a missing, locked or hidden layer), so a board that takes every
 * action the rules let through draws exactly what the drawer drew.
 */
export function judge(s: RuleState, by: string, a: LiveAction, limits?: BoardLimits): Verdict {
  const { open } = s;
  const mine = open?.by === by ? open : null;
  switch (a.k) {
    case 'begin':
      return open ? 'a stroke is already in progress' : beginVerdict(s.doc, a.op, limits);
    case 'pts':
      if (mine?.op.t !== 'stroke') return 'no stroke of yours in progress';
      return batchProblem(a.p, mine.op.points.length) ?? ok;
    case 'shape':
      if (mine?.op.t !== 'shape') return 'no shape of yours in progress';
      return finite(a.x1) && finite(a.y1) ? ok : 'the corner must be finite';
    case 'end':
    case 'cancel':
      return mine ? ok : 'nothing of yours in progress';
    case 'tool':
      return ok;
  }
  if (open) return 'a stroke is in progress: end it first';
  if (a.k === 'op') return opVerdict(s.doc, a.op, limits);
  if (a.k === 'undo') {
    const entry = s.entries[s.cursor - 1];
    // Before the snapshot the board started from, who made what is not known here: the room
    // rebuilds the board from its whole log and judges again there.
    if (!entry) return s.base > 0 ? ok : 'nothing to undo';
    return limits && entry.by !== by ? 'you can undo only what you drew' : ok;
  }
  const entry = s.entries[s.cursor];
  if (!entry) return 'nothing to redo';
  return limits && entry.by !== by ? 'you can redo only what you drew' : ok;
}

function beginVerdict(doc: DrawingDocument, v: unknown, limits?: BoardLimits): Verdict {
  const op = beginOp(v);
  if (typeof op === 'string') return op;
  const layer = doc.layer(op.layer);
  if (!layer) return `no layer ${op.layer}`;
  if (layer.locked) return `${layer.name} is locked`;
  if (!layer.visible) return `${layer.name} is hidden`;
  if (limits && op.layer !== limits.layer) return 'you draw on your own layer only';
  return { op };
}

function opVerdict(doc: DrawingDocument, v: unknown, limits?: BoardLimits): Verdict {
  const op = checkOp(v);
  if (typeof op === 'string') return op;
  if (op.t === 'clear') return limits ? 'only the host clears the board' : { op };
  if (op.t === 'guides') return limits ? 'only the host sets guides' : { op };
  if (isLayerOp(op))
    return limits ? 'only the host changes layers' : (layerOpProblem(doc, op) ?? { op });
  if (op.t === 'paste' && op.newLayer) {
    if (limits) return 'only the host adds layers';
    const add = { t: 'layer.add', id: op.layer, ...op.newLayer } as const;
    return layerOpProblem(doc, add) ?? { op };
  }
  const layer = doc.layer(op.layer);
  if (!layer) return `no layer ${op.layer}`;
  if (layer.locked) return `${layer.name} is locked`;
  if (limits && op.layer !== limits.layer) return 'you draw on your own layer only';
  return { op };
}
