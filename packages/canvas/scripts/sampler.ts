// Not a test: renders every brush and shape to a PNG for a human to look at.
// npx tsx packages/canvas/scripts/sampler.ts /tmp/sampler.png
import { brushCatalog, shapeCatalog } from '../src/core/catalog';
import { Engine } from '../src/core/engine/engine';
import { drawLive, wave } from '../test/helpers/draw';
import { writePng } from '../test/helpers/png';

const engine = new Engine({ width: 1000, height: 500, scale: Number(process.argv[3] ?? 1) });
brushCatalog.forEach((b, i) => {
  const col = i % 3;
  const row = Math.floor(i / 3);
  if (b.id === 'eraser') return;
  drawLive(engine, wave(20 + col * 200, 30 + row * 45, 190 + col * 200, 30 + row * 45), {
    brush: b.id,
    size: 6,
    color: ['#1d4ed8', '#b91c1c', '#15803d', '#7c3aed'][i % 4],
  });
});
drawLive(engine, wave(20, 60, 590, 300, 80), { brush: 'eraser', size: 12 });
shapeCatalog.forEach((s, i) => {
  const x = 620 + (i % 4) * 90;
  const y = 20 + Math.floor(i / 4) * 90;
  engine.apply({
    t: 'shape',
    layer: 'layer-1',
    shape: s.id,
    color: '#0f172a',
    size: 3,
    opacity: 1,
    filled: i % 2 === 1,
    sides: s.id === 'star' ? 5 : 6,
    x0: x,
    y0: y,
    x1: x + 75,
    y1: y + 75,
  });
});
engine.apply({
  t: 'fill',
  layer: 'layer-1',
  x: 700,
  y: 400,
  color: '#fde68a',
  opacity: 1,
  tolerance: 32,
});
writePng(process.argv[2] ?? '/tmp/sampler.png', engine.flatten());
