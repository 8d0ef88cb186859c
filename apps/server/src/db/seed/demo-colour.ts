import { arc, formArc } from './demo-geometry';
import { DemoSketch, makeRng, type Pen, type StrokeLog } from './demo-sketch';

// Demos of colour and of flat colour blocks: value and hue studies, and a pixel sprite.

const W = 1000;
const H = 500;

/** Hex of a colour given as hue (degrees), saturation and lightness (0..1). */
function hsl(h: number, sat: number, light: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) =>
    Math.round(255 * (light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Colour studies: a value scale, a hue ring, and a sphere lit warm with cool shadow. */
export function colourDemo(): StrokeLog {
  const s = new DemoSketch(W, H, makeRng('demo-colour'), '#f7f4ee');
  for (let step = 0; step < 9; step++) {
    const grey = hsl(30, 0.05, 0.95 - step * 0.105);
    s.shape(
      'rectangle',
      { color: grey, size: 1 },
      { x0: 40 + step * 56, y0: 40, x1: 90 + step * 56, y1: 110 },
      { filled: true },
    );
  }
  const ring = s.layer('Hues');
  for (let hue = 0; hue < 12; hue++) {
    const a = (hue / 12) * Math.PI * 2 - Math.PI / 2;
    s.stroke(
      { brush: 'marker', color: hsl(hue * 30, 0.75, 0.55), size: 24, opacity: 1 },
      arc(250, 320, 110, 110, { start: a, sweep: 0.2, steps: 3 }),
      {
        layer: ring,
        wobble: 0.5,
      },
    );
  }
  s.shape(
    'ellipse',
    { color: '#3d4f8a', size: 1, opacity: 0.22 },
    { x0: 640, y0: 385, x1: 900, y1: 430 },
    { filled: true },
  );
  const light = s.layer('Light');
  s.shape(
    'ellipse',
    { color: '#e8a25a', size: 2 },
    { x0: 600, y0: 160, x1: 840, y1: 400 },
    { filled: true, layer: light },
  );
  // Cool shadow over warm light: strokes that turn with the ball, darker as it turns away.
  const shadow: Pen = { brush: 'soft-round', color: '#3d4f8a', size: 16, opacity: 0.35 };
  for (let k = 0; k < 8; k++) {
    const path = formArc(720, 280, 118, [670, 230], 150 + k * 11);
    if (path) s.stroke(shadow, path, { layer: light, wobble: 0.3 });
  }
  s.stroke(
    { brush: 'soft-round', color: '#fff4d6', size: 30, opacity: 0.8 },
    [
      [660, 220],
      [672, 212],
    ],
    { layer: light },
  );
  return s.log();
}

/** A 16×16 hero sprite block by block, then a strip of ground tiles. */
export function spriteDemo(): StrokeLog {
  const s = new DemoSketch(W, H, makeRng('demo-sprite'), '#eef1f5');
  const rows = [
    '.....kkkkkk.....',
    '....krrrrrrk....',
    '...krrrrrrrrk...',
    '...kkkssskskk...',
    '..ksksssssksk...',
    '..kskkssssskk...',
    '...kssssskkk....',
    '....kssssk......',
    '...kbbrbbbk.....',
    '..kbbbrbbrbbk...',
    '..ssbyrrrybss...',
    '..sssrrrrrsss...',
    '...krrr.rrrk....',
    '...kkk...kkk....',
    '..kkkk...kkkk...',
    '................',
  ];
  const palette: Record<string, string> = {
    k: '#2b2233',
    r: '#c8553d',
    s: '#f2c9a0',
    b: '#3b6fb6',
    y: '#f2c14e',
  };
  const block = 22;
  const [ox, oy] = [120, 60];
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length;) {
      const key = row[x]!;
      let end = x;
      while (row[end] === key) end += 1;
      const color = palette[key];
      if (color) {
        const box = {
          x0: ox + x * block,
          y0: oy + y * block,
          x1: ox + end * block,
          y1: oy + (y + 1) * block,
        };
        s.shape('rectangle', { color, size: 1 }, box, { filled: true });
      }
      x = end;
    }
  });
  const tiles = s.layer('Tiles');
  for (let t = 0; t < 6; t++) {
    const x0 = 560 + (t % 3) * 120;
    const y0 = 140 + Math.floor(t / 3) * 120;
    s.shape(
      'rectangle',
      { color: '#6aa84f', size: 1 },
      { x0, y0, x1: x0 + 110, y1: y0 + 30 },
      { filled: true, layer: tiles },
    );
    s.shape(
      'rectangle',
      { color: '#8a5a3b', size: 1 },
      { x0, y0: y0 + 30, x1: x0 + 110, y1: y0 + 110 },
      { filled: true, layer: tiles },
    );
    for (let d = 0; d < 4; d++) {
      const [px, py] = [x0 + 12 + ((d * 37 + t * 11) % 86), y0 + 44 + ((d * 23 + t * 7) % 56)];
      s.shape(
        'rectangle',
        { color: '#6b4329', size: 1 },
        { x0: px, y0: py, x1: px + 11, y1: py + 11 },
        { filled: true, layer: tiles },
      );
    }
  }
  return s.log();
}
