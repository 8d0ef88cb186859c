// Seven gallery pieces (720x900), each in a distinct style.
import { makeNoise } from './prng.mjs';
import { mix, ramp, hsl } from './color.mjs';
import {
  linear,
  radial,
  watercolorFilter,
  wobbleFilter,
  blurFilter,
  rect,
  circle,
  ellipse,
  path,
  smooth,
  blob,
  poly,
  f1,
} from './svg.mjs';
import { mountains } from './landscapes.mjs';
import { flowLines, linePath, sprig, leafPath } from './ink.mjs';
import { bauhaus } from './geometric.mjs';
import { skyline } from './city.mjs';

const W = 720;
const H = 900;

function sunrise(rng) {
  return mountains(rng, W, H, 'g1', {
    sky: ['#2b1b4a', '#8e3b6e', '#f07a5a', '#ffd38a'],
    far: '#e59a8c',
    near: '#20163a',
    layers: 7,
    top: 0.42,
    bottom: 0.92,
    amp: 0.16,
    mist: '#ffd9b0',
    mistAlpha: 0.22,
    sun: { x: 0.5, y: 0.4, r: 0.14, color: '#fff0c4', glow: '#ffb070', rings: 3 },
    starCount: 90,
    birds: [0.3, 0.28, 6],
  });
}

function ribbons(rng) {
  const noise = makeNoise(rng);
  const pal = ['#e4572e', '#f3a712', '#2e86ab', '#7a9e7e', '#fbf7f0', '#e07a9f'];
  const lines = flowLines(rng, noise, W, H, {
    sep: 18,
    scale: 0.0022,
    turn: 1.1,
    step: 4,
    minPts: 20,
  });
  let body = rect(0, 0, W, H, 'fill="#17142a"');
  for (const pts of lines) {
    const [x, y] = pts[Math.floor(pts.length / 2)];
    const k = Math.floor(((noise.noise(x * 0.004 + 9, y * 0.004) + 0.7) / 1.4) * pal.length);
    const c = pal[Math.max(0, Math.min(pal.length - 1, k))];
    body += path(
      linePath(pts, 3),
      `fill="none" stroke="${c}" stroke-width="${f1(rng.range(4, 11))}" stroke-linecap="round" opacity="0.92"`,
    );
  }
  return { defs: '', body };
}

function watercolorBouquet(rng) {
  let defs = '';
  for (let i = 0; i < 4; i++)
    defs += watercolorFilter(`g3w${i}`, {
      seed: rng.seed(),
      scale: 22 + i * 4,
      freq: 0.02 + i * 0.006,
    });
  let body = rect(0, 0, W, H, 'fill="#fbf6ee"');
  body += path(
    blob(rng, 360, 420, 330, 360, { jitter: 0.2 }),
    'fill="#cfe3e8" opacity="0.45" filter="url(#g3w0)"',
  );
  const flowers = [];
  for (let i = 0; i < 9; i++)
    flowers.push([
      rng.range(140, 580),
      rng.range(170, 520),
      rng.range(50, 95),
      rng.pick(['#e4572e', '#f3a712', '#e07a9f', '#6c3a5c', '#f28c6b']),
    ]);
  // Stems first (ink), then wet petals, then a few ink accents.
  for (const [x, y] of flowers)
    body += path(
      smooth([
        [x, y],
        [x * 0.6 + 360 * 0.4, y + 220],
        [360, 800],
      ]),
      'fill="none" stroke="#4f7a5a" stroke-width="3" opacity="0.8"',
    );
  for (let i = 0; i < 14; i++) {
    const x = rng.range(140, 580);
    const y = rng.range(300, 700);
    const l = rng.range(70, 140);
    body += path(
      leafPath(x, y, rng.range(0, Math.PI * 2), l, l * 0.3),
      `fill="${rng.pick(['#7a9e7e', '#4f7a5a', '#a8c686'])}" opacity="0.6" filter="url(#g3w${i % 4})"`,
    );
  }
  for (const [x, y, r, c] of flowers) {
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2 + rng.next();
      body += path(
        blob(rng, x + Math.cos(a) * r * 0.45, y + Math.sin(a) * r * 0.45, r * 0.55, r * 0.42, {
          rot: a,
        }),
        `fill="${c}" opacity="0.38" filter="url(#g3w${k % 4})"`,
      );
    }
    body += circle(
      x,
      y,
      r * 0.18,
      `fill="${mix(c, '#1f1b2e', 0.5)}" opacity="0.7" filter="url(#g3w1)"`,
    );
  }
  body += path(
    'M250,760Q360,720 470,760L440,880L280,880Z',
    'fill="#2e86ab" opacity="0.55" filter="url(#g3w2)"',
  );
  for (let i = 0; i < 5; i++)
    body += sprig(
      rng,
      rng.range(200, 520),
      760,
      rng.range(200, 320),
      -Math.PI / 2 + rng.range(-0.6, 0.6),
      { stroke: '#2b2d42', width: 1.3, leaf: 0.16, veins: false },
    );
  for (let i = 0; i < 40; i++)
    body += circle(
      rng.range(80, 640),
      rng.range(100, 820),
      rng.range(1.5, 5),
      `fill="${rng.pick(['#e4572e', '#2e86ab', '#f3a712'])}" opacity="0.35"`,
    );
  return { defs, body };
}

function nightHarbour(rng) {
  return skyline(rng, W, H, 'g5', {
    sky: ['#070b1f', '#1b2450', '#5a3d7a', '#c0607a'],
    far: '#4b3a73',
    near: '#0a0916',
    rows: 5,
    ground: 0.66,
    water: true,
    moon: { x: 0.72, y: 0.14, r: 0.07 },
    starCount: 160,
    windows: ['#ffd37a', '#ffb347', '#fff1c1', '#7fd6ff', '#ff7aa2'],
  });
}

function splitFace(rng) {
  let defs = wobbleFilter('g6w', { freq: 0.03, scale: 6, seed: rng.seed() });
  let b = rect(0, 0, W, H, 'fill="#f2e3c9"');
  b +=
    rect(0, 0, W / 2, H, 'fill="#2e86ab"') +
    circle(560, 170, 90, 'fill="#f3a712"') +
    path(`M0,${H}L0,640A260,260 0 0 1 260,${H}Z`, 'fill="#6c3a5c"');
  const face = smooth(
    [
      [360, 170],
      [500, 260],
      [520, 420],
      [470, 590],
      [360, 660],
      [250, 590],
      [200, 420],
      [220, 260],
    ],
    true,
  );
  b += `<clipPath id="fcl"><path d="${face}"/></clipPath>`;
  b += `<g clip-path="url(#fcl)">${rect(0, 0, 360, H, 'fill="#e8a27c"')}${rect(360, 0, 360, H, 'fill="#c9563c"')}${circle(250, 470, 70, 'fill="#f4b393" opacity="0.8"')}</g>`;
  b +=
    path(`M${360},660L330,${H}L470,${H}L430,600Z`, 'fill="#b84a33"') +
    path('M120,900Q360,700 640,900Z', 'fill="#1f1b2e"');
  b += path(
    'M180,230Q300,90 450,130Q560,180 540,330Q500,230 420,210Q300,190 240,300Q190,290 180,230Z',
    'fill="#1f1b2e"',
  );
  b +=
    path('M265,390Q300,365 335,392Q300,410 265,390Z', 'fill="#fbf7f0"') +
    circle(300, 390, 11, 'fill="#1f1b2e"');
  b +=
    path('M395,372Q432,350 468,375Q430,392 395,372Z', 'fill="#fbf7f0"') +
    circle(430, 373, 11, 'fill="#1f1b2e"');
  b += path(
    'M262,360Q300,335 340,352M392,340Q432,318 472,342',
    'fill="none" stroke="#1f1b2e" stroke-width="7" stroke-linecap="round"',
  );
  b += path(
    'M362,390L340,500Q360,512 384,500',
    'fill="none" stroke="#1f1b2e" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"',
  );
  b += path('M318,555Q362,535 408,552Q362,585 318,555Z', 'fill="#8c1c2b"');
  b += ellipse(470, 470, 10, 16, 'fill="#f3a712"');
  for (let i = 0; i < 6; i++)
    b += circle(80 + i * 30, 100 + i * 50, 6, 'fill="#fbf7f0" opacity="0.8"');
  return { defs, body: `<g filter="url(#g6w)">${b}</g>` };
}

function koiPond(rng) {
  const noise = makeNoise(rng);
  let defs =
    radial('g7', [
      [0, '#1d6f78'],
      [1, '#0b2a33'],
    ]) + blurFilter('g7b', 6);
  let b = rect(0, 0, W, H, 'fill="url(#g7)"');
  const ripples = flowLines(rng, noise, W, H, {
    sep: 16,
    scale: 0.003,
    turn: 0.9,
    step: 4,
    minPts: 20,
  });
  for (const pts of ripples)
    b += path(linePath(pts, 3), 'fill="none" stroke="#7fc8c8" stroke-width="1.2" opacity="0.25"');
  const koi = (x, y, s, ang, body, spot) => {
    const P = (u, v) => [
      x + (Math.cos(ang) * u - Math.sin(ang) * v) * s,
      y + (Math.sin(ang) * u + Math.cos(ang) * v) * s,
    ];
    let k = ellipse(
      ...P(-5, 18),
      60 * s,
      16 * s,
      `fill="#000" opacity="0.25" filter="url(#g7b)" transform="rotate(${f1((ang * 180) / Math.PI)} ${f1(P(-5, 18)[0])} ${f1(P(-5, 18)[1])})"`,
    );
    k += path(
      smooth([P(-95, 0), P(-130, -28), P(-118, 0), P(-130, 28)], true),
      `fill="${body}" opacity="0.85"`,
    );
    k +=
      path(smooth([P(-25, 14), P(-5, 45), P(10, 18)], true), `fill="${body}" opacity="0.8"`) +
      path(smooth([P(-25, -14), P(-5, -45), P(10, -18)], true), `fill="${body}" opacity="0.8"`);
    k += path(
      smooth([P(70, 0), P(40, 24), P(-40, 18), P(-100, 0), P(-40, -18), P(40, -24)], true),
      `fill="${body}"`,
    );
    k +=
      path(blob(rng, ...P(10, -4), 22 * s, 12 * s), `fill="${spot}"`) +
      path(blob(rng, ...P(-45, 5), 14 * s, 8 * s), `fill="${spot}"`);
    k +=
      circle(...P(52, -10), 3.5 * s, 'fill="#1f1b2e"') +
      circle(...P(52, 10), 3.5 * s, 'fill="#1f1b2e"');
    return k;
  };
  b +=
    koi(300, 330, 1.3, 0.6, '#f4f1ea', '#e4572e') +
    koi(470, 560, 1.1, -2.4, '#f08a24', '#fbf7f0') +
    koi(230, 680, 1, -0.3, '#e4572e', '#1f1b2e');
  for (const [x, y, r] of [
    [560, 200, 90],
    [120, 470, 70],
    [600, 780, 110],
    [130, 120, 55],
  ]) {
    const a = rng.range(0, Math.PI * 2);
    const notch = `M${x},${y}L${f1(x + Math.cos(a) * r * 1.1)},${f1(y + Math.sin(a) * r * 1.1)}L${f1(x + Math.cos(a + 0.4) * r * 1.1)},${f1(y + Math.sin(a + 0.4) * r * 1.1)}Z`;
    b += `<mask id="m${x}"><rect width="${W}" height="${H}" fill="#fff"/><path d="${notch}" fill="#000"/></mask>`;
    b +=
      circle(x, y, r, `fill="#4f8f5a" mask="url(#m${x})"`) +
      circle(x, y, r * 0.92, `fill="none" stroke="#7fb069" stroke-width="3" mask="url(#m${x})"`);
  }
  b += circle(580, 190, 26, 'fill="#f6c1cf"') + circle(580, 190, 12, 'fill="#f3a712"');
  return { defs, body: b };
}

export const gallery = [
  sunrise,
  ribbons,
  watercolorBouquet,
  (r) => ({ defs: '', body: bauhaus(r, W, H, 4, 5) }),
  nightHarbour,
  splitFace,
  koiPond,
];
export { W as GALLERY_W, H as GALLERY_H, ramp, hsl, poly, linear };
