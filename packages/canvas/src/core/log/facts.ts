import { isMark } from '../doc/ops';
import { markDuration } from '../replay/timeline';
import type { StrokeLog } from './format';

/** What a replay shows under the picture: how the drawing was made, in figures. */
export interface DrawingFacts {
  /** Time spent making marks; the time between them is not in the log, so it is not counted. */
  drawingMs: number;
  strokes: number;
  /** Every mark: strokes, shapes, fills, clears and selection work (the replay's steps). */
  marks: number;
  undos: number;
  /** Brushes, then shapes, then 'fill', in order of first use. */
  tools: string[];
  /** Colours in order of first use, lower-case hex. */
  colours: string[];
  layers: number;
}

export function drawingFacts(log: StrokeLog): DrawingFacts {
  let drawingMs = 0;
  let strokes = 0;
  let marks = 0;
  const tools = new Set<string>();
  const colours = new Set<string>();
  const layers = new Set<string>();
  for (const op of log.ops) {
    if (isMark(op)) {
      marks += 1;
      drawingMs += markDuration(op);
    }
    if (op.t === 'stroke') {
      strokes += 1;
      tools.add(op.brush);
    } else if (op.t === 'shape') tools.add(op.shape);
    else if (op.t === 'fill') tools.add('fill');
    if ('color' in op) colours.add(op.color.toLowerCase());
    if ('layer' in op) layers.add(op.layer);
  }
  return {
    drawingMs: Math.round(drawingMs),
    strokes,
    marks,
    undos: log.undos ?? 0,
    tools: [...tools],
    colours: [...colours],
    layers: layers.size,
  };
}
