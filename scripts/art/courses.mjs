// The course cards (800x520), in catalogue order; the thirteenth is the free drill course's.
import { makeRng, makeNoise } from './prng.mjs';
import { BRAND, mix, hsl } from './color.mjs';
import {
  doc,
  grainFilter,
  grainRect,
  wobbleFilter,
  mottleFilter,
  linear,
  rect,
  path,
  circle,
  f1,
} from './svg.mjs';
import { mountains, watercolorHills } from './landscapes.mjs';
import { flowLines, linePath, sprig, bloom } from './ink.mjs';
import { colorWheel, albers } from './geometric.mjs';
import { portrait } from './portraits.mjs';
import { pixelScene } from './pixel.mjs';
import { stillLife } from './stilllife.mjs';
import { figureSheet } from './figures.mjs';
import { creatureForest } from './creature.mjs';
import { comicPage } from './comics.mjs';
import { camera, box } from './city.mjs';
import { drillSheet } from './drills.mjs';

const W = 800;
const H = 520;
const grain = (a = 0.06) => ({
  defs: grainFilter('gr', { alpha: a }),
  body: grainRect('gr', W, H),
});
const finish = (art, a) => {
  const gr = grain(a);
  return doc(W, H, art.body + gr.body, { defs: art.defs + gr.defs });
};

/** Soft brush dabs sampled from a palette: the digital-painting "brush" texture. */
export function dabs(
  rng,
  w,
  h,
  colors,
  n,
  { len = [14, 40], width = [5, 14], opacity = [0.08, 0.22], angle = 0 } = {},
) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = rng.next() * w;
    const y = rng.next() * h;
    const l = rng.range(...len);
    const a = angle + rng.range(-0.35, 0.35);
    d += path(
      `M${f1(x)},${f1(y)}l${f1(Math.cos(a) * l)},${f1(Math.sin(a) * l)}`,
      `stroke="${colors(x, y)}" stroke-width="${f1(rng.range(...width))}" stroke-linecap="round" opacity="${f1(rng.range(...opacity))}"`,
    );
  }
  return d;
}

function digitalPainting(rng) {
  const m = mountains(rng, W, H, 'dp', {
    sky: ['#355c7d', '#6c5b7b', '#c06c84', '#f8b195'],
    far: '#b07a99',
    near: '#2a2140',
    layers: 5,
    top: 0.4,
    bottom: 0.7,
    lake: 0.74,
    water: '#98c1d9',
    sun: { x: 0.3, y: 0.5, r: 0.05, color: '#fff4dc', glow: '#ffc887' },
    painterly: true,
    birds: [0.65, 0.22, 4],
  });
  const band = (x, y) =>
    y < H * 0.2
      ? rng.pick(['#355c7d', '#6c5b7b'])
      : y < H * 0.42
        ? rng.pick(['#c06c84', '#f8b195', '#6c5b7b'])
        : y < H * 0.74
          ? rng.pick(['#5a3d63', '#2a2140', '#b07a99'])
          : rng.pick(['#c06c84', '#2a2140', '#f8b195']);
  const defs = m.defs + wobbleFilter('dab', { freq: 0.06, scale: 8, seed: 4, blur: 1.2 });
  return finish(
    {
      defs,
      body:
        m.body +
        `<g filter="url(#dab)">${dabs(rng, W, H, band, 700, { width: [8, 20], len: [30, 80], opacity: [0.05, 0.14] })}</g>`,
    },
    0.05,
  );
}

function characters(rng) {
  const ink = '#1f1b2e';
  let body = rect(0, 0, W, H, 'fill="#ffd98e"');
  for (let i = 0; i < 26; i++)
    body += circle(
      rng.range(0, W),
      rng.range(0, H),
      rng.range(4, 10),
      `fill="#fff3d6" opacity="0.7"`,
    );
  body += path(`M0,410Q400,360 800,410L800,520L0,520Z`, 'fill="#f3a712"');
  const eyes = (x, y, s, gap) =>
    [-1, 1]
      .map(
        (k) =>
          circle(x + k * gap, y, 11 * s, 'fill="#fff"') +
          circle(x + k * gap + 3 * s, y + 2 * s, 5.5 * s, `fill="${ink}"`),
      )
      .join('');
  const st = `stroke="${ink}" stroke-width="5" stroke-linejoin="round"`;
  // Blob buddy.
  body +=
    path(`M120,420C90,300 140,200 220,200C300,200 340,300 320,420Z`, `fill="#2e86ab" ${st}`) +
    eyes(222, 280, 1.2, 30);
  body +=
    path(`M195,330Q222,355 250,330`, `fill="none" ${st}`) +
    path(
      'M130,330Q80,300 95,260',
      `fill="none" stroke="${ink}" stroke-width="12" stroke-linecap="round"`,
    );
  // Tall triangle wizard.
  body +=
    path(`M420,430L470,150L530,430Z`, `fill="#6c3a5c" ${st}`) +
    path(`M455,230L500,100L520,240Z`, `fill="#e4572e" ${st}`) +
    circle(500, 100, 12, `fill="#f3a712" ${st}`);
  body +=
    circle(475, 300, 42, `fill="#f6d2b8" ${st}`) +
    eyes(475, 295, 0.7, 15) +
    path(`M440,330Q475,400 510,330Z`, `fill="#fbf7f0" ${st}`);
  // Square robot pal.
  body +=
    `<rect x="590" y="250" width="150" height="170" rx="24" fill="#7a9e7e" ${st}/>` +
    `<rect x="615" y="285" width="100" height="60" rx="14" fill="#1f1b2e"/>`;
  body +=
    circle(640, 315, 12, 'fill="#7fe3ff"') +
    circle(690, 315, 12, 'fill="#7fe3ff"') +
    path('M665,250L665,210', `${st}`) +
    circle(665, 202, 10, `fill="#e4572e" ${st}`);
  body += path(`M630,380h70`, `stroke="${ink}" stroke-width="6" stroke-linecap="round"`);
  // Construction overlay: the designer's shape language on top.
  body += circle(
    222,
    310,
    122,
    'fill="none" stroke="#e4572e" stroke-width="2" stroke-dasharray="8 8" opacity="0.8"',
  );
  body += path(
    'M400,440L475,120L550,440Z',
    'fill="none" stroke="#e4572e" stroke-width="2" stroke-dasharray="8 8" opacity="0.8"',
  );
  body += `<rect x="575" y="235" width="180" height="200" fill="none" stroke="#e4572e" stroke-width="2" stroke-dasharray="8 8" opacity="0.8"/>`;
  return finish({ defs: '', body }, 0.04);
}

function perspectiveStreet(rng) {
  const cam = camera(W, H, { yaw: 0.7, eye: 1.7, f: 560, horizon: 0.56 });
  let body = rect(0, 0, W, H, 'fill="#f4efe4"');
  body += rect(0, 0, W, cam.hy, 'fill="#dbe8ee"');
  const boxes = [];
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 5; j++) {
      if ((i === 0 && j === 0) || rng.chance(0.15)) continue;
      boxes.push([2 + i * 9, 2 + j * 9, rng.range(4, 6.5), rng.range(4, 6.5), rng.range(3, 16)]);
    }
  boxes.sort((a, b) => Math.hypot(b[0], b[1]) - Math.hypot(a[0], a[1]));
  const cols = ['#e4572e', '#f3a712', '#2e86ab', '#7a9e7e', '#6c3a5c', '#c9b8a6'];
  let lines = '';
  for (const [x, z, dx, dz, hg] of boxes) {
    const c = rng.pick(cols);
    const wire = rng.chance(0.25);
    body += wire
      ? box(cam, x, z, dx, dz, hg, '#f4efe4', { line: '#1f1b2e', top: true })
      : box(cam, x, z, dx, dz, hg, c, {
          top: false,
          windows: mix(c, '#1f1b2e', 0.45),
          line: '#1f1b2e',
        });
    const [tx, ty] = cam.project([x, hg, z]);
    lines += `M${f1(tx)},${f1(ty)}L${f1(cam.vpX[0])},${f1(cam.vpX[1])}M${f1(tx)},${f1(ty)}L${f1(cam.vpZ[0])},${f1(cam.vpZ[1])}`;
  }
  body += path(lines, 'stroke="#2e86ab" stroke-width="0.8" opacity="0.35"');
  body += path(`M0,${cam.hy}H${W}`, 'stroke="#e4572e" stroke-width="1.6" opacity="0.8"');
  for (const vp of [cam.vpX, cam.vpZ])
    if (vp[0] > 0 && vp[0] < W)
      body += circle(vp[0], vp[1], 6, 'fill="none" stroke="#e4572e" stroke-width="2"');
  return finish({ defs: '', body }, 0.06);
}

function inkLines(rng) {
  const noise = makeNoise(rng);
  const lines = flowLines(rng, noise, W, H, { sep: 9, scale: 0.0028, turn: 1.4, step: 3 });
  let body = rect(0, 0, W, H, 'fill="#f7f1e3"');
  for (const pts of lines)
    body += path(
      linePath(pts, 3),
      `fill="none" stroke="${rng.chance(0.1) ? '#c0392b' : '#2e4a6b'}" stroke-width="${f1(rng.range(0.7, 1.6))}" opacity="0.6"`,
    );
  for (let i = 0; i < 6; i++) {
    const x = 420 + i * 60 + rng.range(-20, 20);
    body += sprig(rng, x, H + 10, rng.range(220, 380), -Math.PI / 2 + rng.range(-0.4, 0.3), {
      stroke: '#1f1b2e',
      fill: '#f7f1e3',
      width: 2,
      leaf: 0.2,
      flower: i % 2 ? { r: 26, fill: '#f7f1e3' } : undefined,
    });
  }
  body += bloom(rng, 650, 120, 34, {
    fill: '#e4572e',
    stroke: '#1f1b2e',
    width: 2,
    center: '#1f1b2e',
  });
  return finish(
    {
      defs: mottleFilter('mt', { alpha: 0.05 }),
      body: body + rect(0, 0, W, H, 'filter="url(#mt)"'),
    },
    0.05,
  );
}

function colorTheory(rng) {
  let body = rect(0, 0, W, H, 'fill="#1f1b2e"');
  body += colorWheel(250, 260, 215, { gap: 0.02 });
  body +=
    circle(250, 260, 62, 'fill="#fbf7f0"') +
    circle(250, 260, 40, `fill="${hsl(rng.range(0, 360), 70, 55)}"`);
  const sets = [
    ['#e4572e', '#f3a712', '#fbe3a3', '#7a3b2a'],
    ['#2e86ab', '#7a9e7e', '#c8d8b0', '#6c3a5c'],
    ['#6c3a5c', '#e07a9f', '#f6c1cf', '#f3a712'],
    ['#f3a712', '#7a9e7e', '#2e86ab', '#1b3a4b'],
  ];
  sets.forEach(
    (s, i) => (body += albers(500 + (i % 2) * 140, 60 + Math.floor(i / 2) * 210, 128, s)),
  );
  return finish({ defs: '', body }, 0.04);
}

function portraitPainting(rng) {
  const spec = {
    id: 'pp',
    skin: '#d9946b',
    hair: 'long',
    hairColor: '#4a1f1a',
    shirt: '#6c3a5c',
    collar: 'vneck',
    bg: 'none',
    palette: ['#f2c38b', '#e4572e', '#f3a712', '#b5523b'],
    eyes: 'closed',
    lips: '#a8323e',
    blush: '#e4572e',
    acc: ['hoops'],
    accColors: { earrings: '#f3a712' },
  };
  const art = portrait(rng, spec);
  const warm = () => rng.pick(['#f3a712', '#e4572e', '#b5523b', '#f2c38b', '#6c3a5c']);
  let body =
    rect(0, 0, W, H, 'fill="#f2c38b"') +
    dabs(rng, W, H, warm, 500, {
      width: [10, 26],
      len: [30, 70],
      opacity: [0.15, 0.4],
      angle: -0.6,
    });
  body += `<svg x="160" y="-20" width="480" height="560" viewBox="0 0 480 560">${art}</svg>`;
  body += dabs(rng, W, H, warm, 220, {
    width: [6, 14],
    len: [16, 40],
    opacity: [0.08, 0.2],
    angle: -0.6,
  });
  const defs = wobbleFilter('pnt', { freq: 0.045, scale: 10, seed: 9, octaves: 2 });
  return finish({ defs, body: `<g filter="url(#pnt)">${body}</g>` }, 0.06);
}

export const courses = [
  (r) => ({ svg: finish(stillLife(r, W, H), 0.02) }),
  (r) => ({ svg: digitalPainting(r) }),
  (r) => ({ svg: characters(r) }),
  (r) => ({ svg: finish(watercolorHills(r, W, H, 'wc'), 0.05) }),
  (r) => ({ svg: finish(figureSheet(r, W, H), 0.02) }),
  (r) => ({ svg: perspectiveStreet(r) }),
  (r) => ({ svg: inkLines(r) }),
  (r) => ({ svg: colorTheory(r) }),
  (r) => ({ svg: finish(creatureForest(r, W, H), 0.05) }),
  (r) => ({ svg: portraitPainting(r) }),
  (r) => ({ svg: finish(comicPage(r, W, H), 0.05) }),
  (r) => ({ raw: pixelScene(r, makeNoise(r)), size: [W, H] }),
  (r) => ({ svg: finish(drillSheet(r, W, H), 0.04) }),
];

export { makeRng, BRAND, linear };
