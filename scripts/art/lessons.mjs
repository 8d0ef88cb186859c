// Reference pictures for the demo courses' drawing exercises (800x400, the sketchpad page's 2:1),
// into apps/web/public/media/lessons/. Each belongs to one course (the seed's `referenceCourse`),
// so that an exercise shows its own course's subject; lessons-own.mjs draws those made for the
// courses that had borrowed another's. Each is kept under 40 KB. Run with the others
// (`node scripts/art/generate.mjs lessons`) or alone (`node scripts/art/lessons.mjs`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { makeRng, makeNoise } from './prng.mjs';
import { save, written } from './output.mjs';
import { doc, grainFilter, grainRect, rect, circle, path as svgPath } from './svg.mjs';
import { stillLife } from './stilllife.mjs';
import { figureSheet } from './figures.mjs';
import { watercolorHills } from './landscapes.mjs';
import { camera, box, mix } from './city.mjs';
import { sprig } from './ink.mjs';
import { portrait } from './portraits.mjs';
import { pixelScene } from './pixel.mjs';
import { cropped, ownReferences } from './lessons-own.mjs';

const W = 800;
const H = 400;
const budget = { quality: 74, maxKB: 40 };

/** Blocks along two streets meeting at a corner: clean two-point perspective with windows. */
function street(rng) {
  const cam = camera(W, H, { yaw: 0.72, eye: 1.7, f: 420, horizon: 0.58 });
  let body = rect(0, 0, W, H, 'fill="#f4efe4"') + rect(0, 0, W, cam.hy, 'fill="#e3edf1"');
  const blocks = [];
  for (let i = 0; i < 4; i++) {
    blocks.push([6 + i * 8, 6, rng.range(5, 6.5), rng.range(4, 6), rng.range(4, 12)]);
    if (i > 0) blocks.push([6, 6 + i * 8, rng.range(4, 6), rng.range(5, 6.5), rng.range(4, 12)]);
  }
  blocks.sort((a, b) => Math.hypot(b[0], b[1]) - Math.hypot(a[0], a[1]));
  const colours = ['#c9b8a6', '#e4572e', '#7a9e7e', '#2e86ab', '#f3a712'];
  for (const [i, [x, z, dx, dz, height]] of blocks.entries()) {
    const colour = colours[i % colours.length];
    body += box(cam, x, z, dx, dz, height, colour, {
      top: false,
      windows: mix(colour, '#1f1b2e', 0.4),
      line: '#1f1b2e',
    });
  }
  body += svgPath(`M0,${cam.hy}H${W}`, 'stroke="#e4572e" stroke-width="1.5" opacity="0.7"');
  for (const vp of [cam.vpX, cam.vpZ])
    if (vp[0] > 0 && vp[0] < W)
      body += circle(vp[0], vp[1], 6, 'fill="none" stroke="#e4572e" stroke-width="2"');
  return doc(W, H, body + grainRect('lg', W, H), { defs: grainFilter('lg', { alpha: 0.04 }) });
}

function botanical(rng) {
  let body = rect(0, 0, W, H, 'fill="#f7f1e3"');
  for (let i = 0; i < 4; i++) {
    body += sprig(
      rng,
      130 + i * 180,
      H + 10,
      rng.range(240, 330),
      -Math.PI / 2 + (i - 1.5) * 0.12,
      {
        stroke: '#1f1b2e',
        fill: i % 2 ? '#dfe8c8' : '#f7f1e3',
        width: 2,
        leaf: 0.24,
        flower: { r: 24, fill: i % 2 ? '#f2b8a0' : '#f7f1e3' },
      },
    );
  }
  return doc(W, H, body + grainRect('lg', W, H), { defs: grainFilter('lg', { alpha: 0.05 }) });
}

/** Two heads side by side, lit from opposite sides: structure and skin tones to study. */
function heads(rng) {
  const sitter = (skin, hair, hairColor, shirt, eyes) => ({
    skin,
    hair,
    hairColor,
    shirt,
    eyes,
    collar: 'crew',
    bg: 'none',
    palette: ['#efe4d2', '#d8c3a5', '#b08a6e', '#5b4636'],
  });
  const one = portrait(rng, {
    id: 'ha',
    ...sitter('#e0a57f', 'short', '#2b1a12', '#3d5a80', 'almond'),
  });
  const two = portrait(rng, {
    id: 'hb',
    ...sitter('#8d5a3b', 'bun', '#15100e', '#6c3a5c', 'closed'),
  });
  const framed = (art, x) =>
    `<svg x="${x}" y="0" width="400" height="400" viewBox="40 40 400 400">${art}</svg>`;
  const body =
    rect(0, 0, W, H, 'fill="#e9dccb"') +
    circle(200, 170, 150, 'fill="#f3e7d6"') +
    circle(600, 170, 150, 'fill="#dccab4"') +
    framed(one, 0) +
    framed(two, 400);
  return doc(W, H, body + grainRect('lg', W, H), { defs: grainFilter('lg', { alpha: 0.04 }) });
}

export const lessonReferences = [
  { name: 'still-life', svg: (r) => cropped(stillLife(r, W, 520), 90) },
  { name: 'figures', svg: (r) => cropped(figureSheet(r, W, 520), 70) },
  {
    name: 'landscape',
    svg: (r) =>
      cropped(
        watercolorHills(r, W, 520, 'lw', {
          sky: ['#f6d6b8', '#e7b7a3', '#c9d6df'],
          hills: ['#c9d6a3', '#8fb08c', '#4f7a6a', '#2c4f5c'],
          sun: '#e4572e',
        }),
        80,
      ),
  },
  { name: 'street', svg: street },
  { name: 'botanical', svg: botanical },
  { name: 'heads', svg: heads },
  // The location courses' own subjects, drawn afresh from their own seeds.
  { name: 'cafe-corner', svg: street },
  { name: 'journal-leaves', svg: botanical },
  ...ownReferences,
  {
    name: 'pixel',
    raw: (r) => pixelScene(r, makeNoise(r)),
  },
];

export async function makeLessonReferences(media) {
  for (const item of lessonReferences) {
    const rng = makeRng(`lesson-${item.name}`);
    const file = path.join(media, `lessons/${item.name}.webp`);
    if (item.raw) {
      const { data, width, height } = item.raw(rng);
      await save(
        file,
        () =>
          sharp(data, { raw: { width, height, channels: 3 } })
            .resize(W, 520, { kernel: 'nearest' })
            .extract({ left: 0, top: 80, width: W, height: H }),
        { lossless: true },
      );
    } else {
      await save(file, item.svg(rng), budget);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  await makeLessonReferences(path.join(root, 'apps/web/public/media'));
  for (const { file, bytes, q } of written) {
    console.log(
      `${(bytes / 1024).toFixed(1).padStart(7)} KB  q=${q}  ${path.relative(root, file)}`,
    );
  }
}
