import { brushCatalog, shapeCatalog } from '../../src/core/catalog';
import { Engine } from '../../src/core/engine/engine';
import { drawLive, wave } from './draw';

const palette = ['#1d4ed8', '#b91c1c', '#15803d', '#7c3aed'];

/** A small page exercising every brush, shape, fill, layers and erase, drawn live. */
export function drawScene(scale = 1): Engine {
  const e = new Engine({ width: 320, height: 240, scale });
  e.apply({ t: 'layer.add', id: 'layer-2', name: 'Shapes', index: 1 });
  brushCatalog.forEach((b, i) => {
    if (b.id === 'eraser') return;
    const x = 8 + (i % 3) * 52;
    const y = 14 + Math.floor(i / 3) * 36;
    drawLive(e, wave(x, y, x + 44, y + 6, 24), {
      brush: b.id,
      size: 4,
      color: palette[i % palette.length],
      seed: i + 1,
      pressure: i % 2 === 0 ? 'device' : 'simulate',
      stabilizer: i % 6,
    });
  });
  drawLive(e, wave(10, 60, 150, 200, 30), { brush: 'eraser', size: 6 });
  shapeCatalog.forEach((s, i) => {
    const x = 170 + (i % 4) * 36;
    const y = 8 + Math.floor(i / 4) * 40;
    e.apply({
      t: 'shape',
      layer: 'layer-2',
      shape: s.id,
      color: '#0f172a',
      size: 1.5,
      opacity: 1,
      filled: i % 2 === 1,
      sides: 5,
      x0: x,
      y0: y,
      x1: x + 30,
      y1: y + 32,
    });
  });
  e.apply({
    t: 'fill',
    layer: 'layer-2',
    x: 185,
    y: 64,
    color: '#f59e0b',
    opacity: 1,
    tolerance: 32,
  });
  e.apply({ t: 'layer.set', id: 'layer-2', opacity: 0.8 });
  return e;
}
