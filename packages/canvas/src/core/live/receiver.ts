import type { Engine } from '../engine/engine';
import type { LiveShape, LiveStroke } from '../engine/live';
import { sampleAt, SAMPLE_STRIDE } from '../ink/sample';
import { checkOp } from '../log/parse';
import type { Rect } from '../raster/rect';
import { joinPieces } from '../symmetry/pieces';
import { batchProblem, beginOp, finite, type LiveAction } from './actions';

/**
 * What taking an action did. 'applied' gives the raster rects a live preview changed (a view
 * repaints them with `engine.preview`; committed pixels come as the engine's own events);
 * 'invalid' left the engine as it was; 'resync' asks for the board again: an undo or redo
 * reached past the history this engine holds (it was made from a snapshot, or let go of it).
 */
export type LiveResult =
  { kind: 'applied'; rects: Rect[] } | { kind: 'invalid'; reason: string } | { kind: 'resync' };

const applied = (rects: Rect[] = []): LiveResult => ({ kind: 'applied', rects });
const invalid = (reason: string): LiveResult => ({ kind: 'invalid', reason });

/**
 * Draws another board's live actions on an engine with the same calls the drawer's own engine
 * made (beginStroke, one `addPieces` a sample, end), so the pixels come out the same. It refuses
 * what the room's board refuses (LiveBoardState), so the two never part ways.
 */
export class LiveReceiver {
  private stroke: LiveStroke | null = null;
  private shape: LiveShape | null = null;

  constructor(readonly engine: Engine) {}

  /** A stroke or shape is in progress. */
  get open(): boolean {
    return (this.stroke?.active ?? false) || (this.shape?.active ?? false);
  }

  apply(a: LiveAction): LiveResult {
    const open = this.open;
    if (!open) this.stroke = this.shape = null;
    switch (a.k) {
      case 'begin':
        return open ? invalid('a stroke is already in progress') : this.begin(a.op);
      case 'pts':
        return this.samples(a.p);
      case 'shape': {
        if (!this.shape) return invalid('no shape in progress');
        if (!finite(a.x1) || !finite(a.y1)) return invalid('the corner must be finite');
        const rect = this.shape.update(a.x1, a.y1);
        return applied(rect ? [rect] : []);
      }
      case 'end':
      case 'cancel': {
        const live = this.stroke ?? this.shape;
        if (!live) return invalid(`nothing in progress to ${a.k}`);
        if (a.k === 'end') live.end();
        else live.cancel();
        this.stroke = this.shape = null;
        return applied();
      }
      case 'tool':
        return applied();
    }
    if (open) return invalid('a stroke is in progress: end it first');
    if (a.k === 'op') {
      const op = checkOp(a.op);
      if (typeof op === 'string') return invalid(op);
      return this.engine.apply(op) ? applied() : invalid(`${op.t} cannot apply here`);
    }
    const done = a.k === 'undo' ? this.engine.undo() : this.engine.redo();
    return done ? applied() : { kind: 'resync' };
  }

  private begin(v: unknown): LiveResult {
    const op = beginOp(v);
    if (typeof op === 'string') return invalid(op);
    if (op.t === 'stroke') {
      const { t: _t, points: _points, ...init } = op;
      this.stroke = this.engine.beginStroke(init);
    } else {
      const { t: _t, ...init } = op;
      this.shape = this.engine.beginShape(init);
    }
    return this.open ? applied() : invalid(`layer ${op.layer} cannot be drawn on`);
  }

  private samples(p: number[]): LiveResult {
    const stroke = this.stroke;
    if (!stroke) return invalid('no stroke in progress');
    const problem = batchProblem(p, stroke.op.points.length);
    if (problem) return invalid(problem);
    const rects: Rect[] = [];
    for (let i = 0; i < p.length / SAMPLE_STRIDE; i++)
      rects.push(...stroke.addPieces(sampleAt(p, i)));
    return applied(joinPieces(rects));
  }
}
