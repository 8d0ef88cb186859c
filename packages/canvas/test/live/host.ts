import { createHash } from 'node:crypto';
import type { BrushId } from '../../src/core/catalog';
import type { ShapeOp, StrokeOp } from '../../src/core/doc/ops';
import type { Engine } from '../../src/core/engine/engine';
import { SAMPLE_STRIDE, sampleAt } from '../../src/core/ink/sample';
import type { LiveAction } from '../../src/core/live/actions';
import { LiveBroadcaster } from '../../src/core/live/broadcaster';
import type { Symmetry } from '../../src/core/symmetry/symmetry';

/** A drawer's engine with a broadcaster whose actions go through JSON, as over a socket. */
export function broadcastFrom(engine: Engine) {
  const wire: LiveAction[] = [];
  const broadcaster = new LiveBroadcaster(engine, (a) =>
    wire.push(JSON.parse(JSON.stringify(a)) as LiveAction),
  );
  return { wire, broadcaster };
}

export interface HostStroke {
  brush?: BrushId;
  color?: string;
  size?: number;
  layer?: string;
  seed?: number;
  stabilizer?: number;
  pressure?: StrokeOp['pressure'];
  symmetry?: Symmetry;
}

/**
 * Draws a stroke as a page does: one `addPieces` a sample, and a flush every `frame` samples
 * (an animation frame's worth of pointer events).
 */
export function hostStroke(
  engine: Engine,
  flush: () => void,
  points: number[],
  o: HostStroke = {},
  frame = 5,
): void {
  const live = engine.beginStroke({
    layer: o.layer ?? 'layer-1',
    brush: o.brush ?? 'pen',
    color: o.color ?? '#1d4ed8',
    size: o.size ?? 6,
    opacity: 1,
    stabilizer: o.stabilizer ?? 0,
    pressure: o.pressure ?? 'device',
    seed: o.seed ?? 1,
    ...(o.symmetry && { symmetry: o.symmetry }),
  });
  if (!live) throw new Error('cannot draw');
  const n = points.length / SAMPLE_STRIDE;
  for (let i = 0; i < n; i++) {
    // Unrounded, as pointer events come: the live stroke rounds them.
    const s = sampleAt(points, i);
    live.addPieces({ ...s, x: s.x + 0.00123, y: s.y - 0.00456 });
    if (i % frame === frame - 1) flush();
  }
  live.end();
}

/** Drags a shape out through a few corners, flushing after each. */
export function hostShape(
  engine: Engine,
  flush: () => void,
  o: Partial<ShapeOp> & Pick<ShapeOp, 'shape' | 'x0' | 'y0'>,
  corners: [number, number][],
): void {
  const live = engine.beginShape({
    layer: 'layer-1',
    color: '#b91c1c',
    size: 3,
    opacity: 0.9,
    filled: false,
    sides: 5,
    x1: o.x0,
    y1: o.y0,
    ...o,
  });
  if (!live) throw new Error('cannot draw a shape');
  for (const [x, y] of corners) {
    live.update(x, y);
    flush();
  }
  live.end();
}

/** Every layer's id, properties and pixels, to compare two boards. */
export function boardOf(engine: Engine) {
  return engine.doc.layers.map((l) => ({
    id: l.id,
    name: l.name,
    visible: l.visible,
    opacity: l.opacity,
    blend: l.blend,
    locked: l.locked,
    clip: l.clip,
    pixels: createHash('sha256').update(l.surface.data).digest('hex'),
  }));
}
