// Event scenes 6-10 (800x480): rooftops, portrait marathon, art jam, watercolour meetup, awards.
import { mix } from './color.mjs';
import {
  linear,
  radial,
  blurFilter,
  watercolorFilter,
  rect,
  circle,
  ellipse,
  path,
  f1,
  blob,
} from './svg.mjs';
import {} from './landscapes.mjs';
import { skyline } from './city.mjs';
import { person, backBust, miniArt, easel, beam, screen } from './scenes.mjs';

const W = 800;
const H = 480;

function rooftops(rng) {
  const s = skyline(rng, W, H, 'rt', {
    sky: ['#f7c873', '#f59e6b', '#e4572e'],
    far: '#c9706a',
    near: '#4a2c3a',
    windows: ['#ffe6a8'],
    starCount: 0,
    moon: { x: 0.8, y: 0.28, r: 0.06 },
    moonColor: '#fff0c8',
    lit: 0.08,
    ground: 0.75,
    rows: 3,
  });
  let b = s.body;
  // Open sketchbook held in the foreground, with the skyline redrawn in pen.
  b += path(
    'M150,480L170,300Q300,280 400,310Q500,280 630,300L650,480Z',
    'fill="#fbf7f0" stroke="#3a2b33" stroke-width="3"',
  );
  b += path('M400,310L400,480', 'stroke="#c9bba8" stroke-width="3"');
  let d = '';
  let x = 190;
  while (x < 610) {
    if (Math.abs(x - 400) < 12) {
      x += 14;
      continue;
    }
    const bw = rng.range(18, 40);
    const bh = rng.range(30, 110);
    d += `M${f1(x)},440V${f1(440 - bh)}H${f1(x + bw)}V440`;
    x += bw + 4;
  }
  b +=
    path(d + 'M185,440H615', 'fill="none" stroke="#2b2230" stroke-width="1.8"') +
    circle(560, 340, 14, 'fill="none" stroke="#e4572e" stroke-width="2"');
  b +=
    path('M110,480Q120,400 170,390Q200,400 190,480Z', 'fill="#d49a6a"') +
    path('M690,480Q680,400 630,392Q600,400 610,480Z', 'fill="#d49a6a"');
  return { defs: s.defs, body: b };
}

function portraitMarathon(rng) {
  let defs = radial('pm', [
    [0, '#fff0d0', 0.5],
    [1, '#fff0d0', 0],
  ]);
  let b = rect(0, 0, W, H, 'fill="#6c3a5c"') + rect(0, 360, W, 120, 'fill="#4c2841"');
  b +=
    circle(110, 260, 180, 'fill="url(#pm)"') +
    rect(70, 300, 90, 14, 'fill="#2e1b29"') +
    rect(78, 314, 8, 60, 'fill="#2e1b29"') +
    rect(146, 314, 8, 60, 'fill="#2e1b29"');
  b += person(rng, 115, 380, 190, { top: '#f3a712', skin: '#8d5a3b', long: true });
  for (let i = 0; i < 4; i++) {
    const x = 280 + i * 140;
    b += easel(rng, x, 460, 110, { kind: 3, ratio: 1.1 });
  }
  return { defs, body: b };
}

function artJam(rng) {
  let defs = radial('neon', [
    [0, '#9b5de5', 0.5],
    [1, '#9b5de5', 0],
  ]);
  let b = rect(0, 0, W, H, 'fill="#120f24"') + circle(620, 110, 200, 'fill="url(#neon)"');
  b +=
    circle(620, 110, 70, 'fill="none" stroke="#f15bb5" stroke-width="8"') +
    circle(620, 110, 70, 'fill="none" stroke="#ffc2ec" stroke-width="2"');
  b +=
    path('M60,70h200', 'stroke="#00f5d4" stroke-width="8" stroke-linecap="round"') +
    path('M60,70h200', 'stroke="#d6fff7" stroke-width="2" stroke-linecap="round"');
  b += rect(0, 330, W, 150, 'fill="#1c1838"');
  const glows = ['#00bbf9', '#f15bb5', '#fee440', '#00f5d4'];
  for (let i = 0; i < 4; i++) {
    const x = 40 + i * 195;
    const gl = glows[i];
    b +=
      screen(x, 200, 150, 100, gl) +
      miniArt(rng, x + 12, 212, 126, 76) +
      rect(x + 65, 300, 20, 30, 'fill="#2a2550"');
    b += ellipse(x + 75, 330, 80, 14, `fill="${gl}" opacity="0.2"`);
    b += backBust(rng, x + 75, 400, 56, { top: mix(gl, '#120f24', 0.65), hair: '#0c0a18' });
  }
  return { defs, body: b };
}

function watercolorMeetup(rng) {
  let defs = '';
  for (let i = 0; i < 3; i++)
    defs += watercolorFilter(`wm${i}`, { seed: rng.seed(), scale: 18, freq: 0.03 });
  let b = rect(0, 0, W, H, 'fill="#b98a5e"');
  for (let y = 0; y < H; y += 60)
    b += path(`M0,${y + rng.range(-3, 3)}H${W}`, 'stroke="#a77a50" stroke-width="2"');
  const sheets = [
    [60, 60, 260, 190, -6],
    [360, 40, 220, 300, 4],
    [600, 150, 180, 230, -3],
  ];
  for (const [x, y, w, h, r] of sheets) {
    let s =
      rect(x + 6, y + 8, w, h, 'fill="#000" opacity="0.15"') + rect(x, y, w, h, 'fill="#fbf7f0"');
    for (let k = 0; k < 5; k++)
      s += path(
        blob(rng, x + rng.range(0.25, 0.75) * w, y + rng.range(0.25, 0.75) * h, w * 0.22, h * 0.18),
        `fill="${rng.pick(['#2e86ab', '#e4572e', '#f3a712', '#7a9e7e', '#6c3a5c', '#98c1d9'])}" opacity="0.45" filter="url(#wm${k % 3})"`,
      );
    b += `<g transform="rotate(${r} ${x + w / 2} ${y + h / 2})">${s}</g>`;
  }
  b += `<g transform="rotate(-8 180 380)">${rect(70, 330, 220, 90, 'fill="#e8e6e3" rx="8"')}`;
  ['#e4572e', '#f3a712', '#f7d154', '#7a9e7e', '#2e86ab', '#6c3a5c', '#8b5e3c', '#1f1b2e'].forEach(
    (c, i) =>
      (b += rect(82 + (i % 4) * 52, 342 + Math.floor(i / 4) * 38, 44, 30, `fill="${c}" rx="5"`)),
  );
  b += '</g>';
  for (const [x, y, c] of [
    [690, 70, '#7fb3c8'],
    [470, 400, '#c7a2b6'],
  ])
    b +=
      circle(x, y, 48, 'fill="#dfeef2" stroke="#ffffff" stroke-width="5"') +
      circle(x, y, 38, `fill="${c}" opacity="0.6"`);
  for (let i = 0; i < 3; i++)
    b += `<g transform="rotate(${-30 + i * 12} 560 420)">${rect(500, 416 + i * 14, 170, 7, 'fill="#3a2b33" rx="3"')}${rect(660, 414 + i * 14, 28, 11, 'fill="#c9a227" rx="2"')}${path(`M688,${420 + i * 14}l22,0`, 'stroke="#2b1e17" stroke-width="7" stroke-linecap="round"')}</g>`;
  return { defs, body: b };
}

function awards(rng) {
  let defs =
    linear(
      'gold',
      [
        [0, '#fff1b0'],
        [0.5, '#f3a712'],
        [1, '#a8640c'],
      ],
      { x2: 1, y2: 0 },
    ) + blurFilter('bk', 4);
  let b = rect(0, 0, W, H, 'fill="#1a1026"');
  for (let x = 0; x < W; x += 40)
    b += rect(x, 0, 40, 300, `fill="${x % 80 ? '#5e1a2e' : '#6e2236'}"`);
  b += rect(0, 0, W, 40, 'fill="#4a1424"');
  b +=
    beam(140, -10, 120, 420, -25, '#fff3cf', 0.16) +
    beam(660, -10, 120, 420, 25, '#fff3cf', 0.16) +
    beam(400, -10, 90, 330, 0, '#ffd1f0', 0.12);
  b += rect(0, 300, W, 40, 'fill="#2c1a36"') + rect(330, 250, 140, 60, 'fill="#3d2650"');
  b +=
    path('M372,250h56l-8,-20h-40Z', 'fill="url(#gold)"') +
    rect(396, 170, 8, 62, 'fill="url(#gold)"');
  b += path('M380,120Q400,60 420,120Q430,170 400,175Q370,170 380,120Z', 'fill="url(#gold)"');
  for (let i = 0; i < 60; i++) {
    const [x, y] = [rng.range(0, W), rng.range(0, 300)];
    b += rect(
      x,
      y,
      5,
      9,
      `fill="${rng.pick(['#f3a712', '#e4572e', '#2e86ab', '#fbf7f0', '#f15bb5'])}" transform="rotate(${f1(rng.range(0, 180))} ${f1(x)} ${f1(y)})" opacity="0.85"`,
    );
  }
  for (let i = 0; i < 18; i++)
    b += circle(
      rng.range(0, W),
      rng.range(40, 280),
      rng.range(8, 20),
      `fill="${rng.pick(['#ffd166', '#f78fb3'])}" opacity="0.25" filter="url(#bk)"`,
    );
  for (let i = 0; i < 9; i++)
    b += backBust(
      rng,
      40 + i * 92 + rng.range(-10, 10),
      430 + rng.range(-8, 10),
      rng.range(42, 52),
      { top: '#0f0a17', hair: '#0a0710' },
    );
  return { defs, body: b };
}

export const eventsB = [rooftops, portraitMarathon, artJam, watercolorMeetup, awards];
