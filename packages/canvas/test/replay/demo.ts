import type { Op } from '../../src/core/doc/ops';
import { LOG_FORMAT, LOG_VERSION, type StrokeLog } from '../../src/core/log/format';
import { replay } from '../../src/core/log/replay';
import type { ReplayPlayer } from '../../src/core/replay/player';
import { strokeOp, wave } from '../helpers/draw';

const colours = ['#1d4ed8', '#b91c1c', '#15803d', '#7c3aed', '#f59e0b'];

/**
 * A small demo with everything a replay must step through: strokes of several brushes on two
 * layers, a shape, a fill, layer work before and after marks, and a Clear in the middle.
 */
export function demoLog(strokes = 24): StrokeLog {
  const ops: Op[] = [{ t: 'layer.add', id: 'layer-2', name: 'Ink', index: 1 }];
  const brushes = ['pen', 'marker', 'pencil', 'airbrush', 'calligraphy'] as const;
  for (let i = 0; i < strokes; i++) {
    const x = 10 + ((i * 37) % 260);
    const y = 12 + ((i * 53) % 200);
    ops.push(
      strokeOp(wave(x, y, x + 60, y + 20, 16), {
        brush: brushes[i % brushes.length],
        color: colours[i % colours.length],
        size: 3 + (i % 5) * 2,
        layer: i % 3 === 0 ? 'layer-2' : 'layer-1',
        seed: i + 1,
      }),
    );
    if (i === 8) ops.push({ t: 'layer.set', id: 'layer-2', opacity: 0.6 });
    if (i === 12) ops.push({ t: 'clear' });
  }
  ops.push(
    {
      t: 'shape',
      layer: 'layer-2',
      shape: 'ellipse',
      color: '#0f172a',
      size: 2,
      opacity: 1,
      filled: false,
      sides: 5,
      x0: 40,
      y0: 40,
      x1: 140,
      y1: 120,
    },
    { t: 'fill', layer: 'layer-2', x: 90, y: 80, color: '#facc15', opacity: 0.8, tolerance: 32 },
    { t: 'layer.set', id: 'layer-1', visible: false },
  );
  return {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    width: 320,
    height: 240,
    scale: 1,
    background: '#fbf8f1',
    ops,
  };
}

/** The page a fresh replay of the first `count` ops draws: layers with their pixels. */
export function freshPage(log: StrokeLog, count: number) {
  return pageOf(replay({ ...log, ops: log.ops.slice(0, count) }).doc);
}

export function pageOf(doc: ReplayPlayer['document']) {
  return doc.layers.map((l) => ({
    id: l.id,
    visible: l.visible,
    opacity: l.opacity,
    pixels: Buffer.from(l.surface.data).toString('base64'),
  }));
}

/** What a player shows: its layers, the one with the stroke in progress as previewed. */
export function shownPage(player: ReplayPlayer) {
  const doc = player.document;
  return pageOf(doc).map((layer) => {
    if (layer.id !== player.liveLayer) return layer;
    const out = new Uint8ClampedArray(doc.rasterWidth * doc.rasterHeight * 4);
    player.preview({ x: 0, y: 0, w: doc.rasterWidth, h: doc.rasterHeight }, out);
    return { ...layer, pixels: Buffer.from(out).toString('base64') };
  });
}
