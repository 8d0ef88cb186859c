// Event scenes 1-5 (800x480): sketch night, museum, plein air, workshop, exhibition.
import { mix } from './color.mjs';
import {
  linear,
  radial,
  blurFilter,
  rect,
  circle,
  ellipse,
  path,
  poly,
  smooth,
  blob,
} from './svg.mjs';
import { mountains } from './landscapes.mjs';
import {} from './city.mjs';
import { person, backBust, frame, easel, stringLights, beam, plant } from './scenes.mjs';

const W = 800;
const H = 480;
const WARM = ['#ffd166', '#ff9f68', '#fff1c1', '#f78fb3'];

function sketchNight(rng) {
  let defs =
    radial('spot', [
      [0, '#ffe2a8', 0.55],
      [1, '#ffe2a8', 0],
    ]) + blurFilter('b8', 8);
  let b = rect(0, 0, W, H, 'fill="#2b2030"') + rect(0, 330, W, 150, 'fill="#3a2a36"');
  b +=
    beam(400, -20, 150, 420, 0, '#ffe2a8', 0.16) + ellipse(400, 360, 190, 40, 'fill="url(#spot)"');
  b += ellipse(400, 352, 110, 20, 'fill="#5a4250"') + rect(372, 300, 56, 50, 'fill="#7b5a4a"');
  b += person(rng, 400, 330, 170, { top: '#e4572e', skin: '#d49a6a', arm: 0.9 });
  b += stringLights(rng, -10, 40, 810, 30, 40, 22, WARM);
  b += easel(rng, 120, 430, 130, { kind: 3 }) + easel(rng, 680, 440, 140, { kind: 3 });
  for (const [x, s] of [
    [210, 44],
    [330, 50],
    [480, 48],
    [600, 42],
    [60, 40],
    [750, 46],
  ])
    b += backBust(rng, x, 440, s);
  return { defs, body: b };
}

function museum(rng) {
  let defs = linear('sky', [
    [0, '#fff8e8', 0.55],
    [1, '#fff8e8', 0],
  ]);
  let b = rect(0, 0, W, H, 'fill="#e8dfd0"') + rect(0, 360, W, 120, 'fill="#b8976f"');
  for (let i = -6; i < 14; i++)
    b += path(`M${400 + i * 20},360L${400 + i * 90},480`, 'stroke="#a6845d" stroke-width="2"');
  b += rect(0, 350, W, 12, 'fill="#cbbfae"');
  for (const x of [140, 560])
    b += path(
      poly([
        [x, 0],
        [x + 100, 0],
        [x + 160, 360],
        [x - 60, 360],
      ]),
      'fill="url(#sky)"',
    );
  b +=
    frame(rng, 70, 90, 200, 150, { frame: '#c9a227', kind: 0 }) +
    frame(rng, 320, 60, 170, 230, { frame: '#2b2420', kind: 3 }) +
    frame(rng, 540, 100, 190, 140, { frame: '#c9a227', kind: 4 });
  b +=
    rect(300, 380, 200, 18, 'fill="#5b4636"') +
    rect(315, 398, 12, 30, 'fill="#3b2d24"') +
    rect(473, 398, 12, 30, 'fill="#3b2d24"');
  b +=
    person(rng, 170, 440, 200, { back: true }) +
    person(rng, 620, 450, 210, { back: true, long: true }) +
    person(rng, 420, 400, 150, { back: true });
  return { defs, body: b };
}

function pleinAir(rng) {
  const m = mountains(rng, W, H, 'pa', {
    sky: ['#7fb7d8', '#cfe6ef', '#fde9c9'],
    far: '#a9bfd0',
    near: '#3f6b5a',
    layers: 4,
    top: 0.34,
    bottom: 0.58,
    lake: 0.66,
    water: '#9cc9dc',
    sun: { x: 0.75, y: 0.2, r: 0.04, color: '#fff6d9' },
    mistAlpha: 0.3,
  });
  let b =
    m.body +
    path(
      smooth([
        [-10, 380],
        [200, 350],
        [460, 372],
        [810, 345],
      ]) + 'L810,490L-10,490Z',
      'fill="#6f9b5f"',
    );
  b += path(
    smooth([
      [-10, 420],
      [300, 400],
      [810, 430],
    ]) + 'L810,490L-10,490Z',
    'fill="#58824c"',
  );
  b += rect(90, 200, 16, 200, 'fill="#5b4030"');
  for (let i = 0; i < 6; i++)
    b += path(
      blob(rng, 98 + rng.range(-70, 70), 180 + rng.range(-60, 30), 70, 55),
      `fill="${mix('#3f7a4f', '#1f3d2c', rng.range(0, 0.6))}"`,
    );
  b +=
    easel(rng, 520, 440, 150, { kind: 0 }) +
    person(rng, 640, 445, 200, { top: '#f3a712', arm: 0.7, back: true });
  for (let i = 0; i < 30; i++)
    b += circle(
      rng.range(0, W),
      rng.range(400, 480),
      3,
      `fill="${rng.pick(['#fff', '#f3a712', '#e4572e'])}"`,
    );
  return { defs: m.defs, body: b };
}

function workshop(rng) {
  let b = rect(0, 0, W, H, 'fill="#f3e9d8"');
  for (const x of [60, 320, 580]) {
    b +=
      rect(x, 40, 170, 200, 'fill="#cfe3ea" stroke="#8a6a4e" stroke-width="8"') +
      path(`M${x + 85},40V240M${x},140H${x + 170}`, 'stroke="#8a6a4e" stroke-width="5"');
    b += path(
      poly([
        [x + 20, 60],
        [x + 80, 60],
        [x + 30, 220],
        [x + 10, 220],
      ]),
      'fill="#fff" opacity="0.35"',
    );
  }
  b += rect(0, 300, W, 180, 'fill="#d9c6a8"');
  b +=
    person(rng, 170, 420, 220) +
    person(rng, 400, 410, 210, { long: true }) +
    person(rng, 640, 420, 225);
  b +=
    rect(30, 320, 740, 26, 'fill="#8b5e3c"') +
    rect(50, 346, 20, 134, 'fill="#6b4630"') +
    rect(730, 346, 20, 134, 'fill="#6b4630"');
  for (const [x, k] of [
    [140, 0],
    [330, 1],
    [560, 2],
  ])
    b += easel(rng, x, 322, 70, { kind: k });
  for (const x of [240, 470, 700]) {
    b += rect(x - 16, 285, 32, 36, 'fill="#bfe0ea" opacity="0.8" rx="3"');
    for (let i = 0; i < 3; i++)
      b += path(
        `M${x - 8 + i * 8},300L${x - 14 + i * 14},250`,
        `stroke="${['#8b5e3c', '#e4572e', '#2e86ab'][i]}" stroke-width="3" stroke-linecap="round"`,
      );
  }
  for (const x of [60, 420, 630]) {
    b += ellipse(x, 318, 45, 10, 'fill="#f1e2c6"');
    for (let i = 0; i < 5; i++)
      b += circle(
        x - 30 + i * 15,
        316,
        4,
        `fill="${['#e4572e', '#f3a712', '#2e86ab', '#7a9e7e', '#6c3a5c'][i]}"`,
      );
  }
  b += plant(rng, 770, 300, 40);
  return { defs: '', body: b };
}

function exhibition(rng) {
  let b =
    rect(0, 0, W, H, 'fill="#2f4a3f"') +
    rect(0, 400, W, 80, 'fill="#c2a27c"') +
    rect(0, 395, W, 8, 'fill="#23372f"');
  for (let x = 90; x < W; x += 180)
    b += beam(x, 0, 50, 200, 0, '#fff3cf', 0.08) + rect(x - 10, 0, 20, 10, 'fill="#1a2a24"');
  const cols = [
    [
      [30, 50, 140, 110],
      [30, 180, 140, 180],
    ],
    [
      [190, 40, 120, 160],
      [190, 220, 120, 90],
      [190, 330, 0, 0],
    ],
    [
      [330, 70, 180, 130],
      [330, 220, 80, 110],
      [430, 220, 80, 110],
    ],
    [
      [530, 40, 110, 110],
      [530, 170, 110, 180],
    ],
    [
      [660, 60, 120, 150],
      [660, 230, 120, 110],
    ],
  ];
  for (const c of cols) for (const [x, y, w, h] of c) if (w) b += frame(rng, x, y, w, h);
  b +=
    person(rng, 300, 470, 180, { back: true, top: '#e4572e' }) +
    person(rng, 560, 475, 190, { back: true, long: true, top: '#f3a712' });
  return { defs: '', body: b };
}

export const eventsA = [sketchNight, museum, pleinAir, workshop, exhibition];
