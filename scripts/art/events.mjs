// Ten event scenes (800x480), flat illustration style.
import { darken, lighten, mix } from './color.mjs';
import { linear, radial, blurFilter, watercolorFilter, rect, circle, ellipse, path, poly, smooth, f1, blob } from './svg.mjs';
import { mountains } from './landscapes.mjs';
import { skyline } from './city.mjs';
import { person, backBust, miniArt, frame, easel, stringLights, beam, plant, screen } from './scenes.mjs';

const W = 800;
const H = 480;
const WARM = ['#ffd166', '#ff9f68', '#fff1c1', '#f78fb3'];

function sketchNight(rng) {
  let defs = radial('spot', [[0, '#ffe2a8', 0.55], [1, '#ffe2a8', 0]]) + blurFilter('b8', 8);
  let b = rect(0, 0, W, H, 'fill="#2b2030"') + rect(0, 330, W, 150, 'fill="#3a2a36"');
  b += beam(400, -20, 150, 420, 0, '#ffe2a8', 0.16) + ellipse(400, 360, 190, 40, 'fill="url(#spot)"');
  b += ellipse(400, 352, 110, 20, 'fill="#5a4250"') + rect(372, 300, 56, 50, 'fill="#7b5a4a"');
  b += person(rng, 400, 330, 170, { top: '#e4572e', skin: '#d49a6a', arm: 0.9 });
  b += stringLights(rng, -10, 40, 810, 30, 40, 22, WARM);
  b += easel(rng, 120, 430, 130, { kind: 3 }) + easel(rng, 680, 440, 140, { kind: 3 });
  for (const [x, s] of [[210, 44], [330, 50], [480, 48], [600, 42], [60, 40], [750, 46]]) b += backBust(rng, x, 440, s);
  return { defs, body: b };
}

function museum(rng) {
  let defs = linear('sky', [[0, '#fff8e8', 0.55], [1, '#fff8e8', 0]]);
  let b = rect(0, 0, W, H, 'fill="#e8dfd0"') + rect(0, 360, W, 120, 'fill="#b8976f"');
  for (let i = -6; i < 14; i++) b += path(`M${400 + i * 20},360L${400 + i * 90},480`, 'stroke="#a6845d" stroke-width="2"');
  b += rect(0, 350, W, 12, 'fill="#cbbfae"');
  for (const x of [140, 560]) b += path(poly([[x, 0], [x + 100, 0], [x + 160, 360], [x - 60, 360]]), 'fill="url(#sky)"');
  b += frame(rng, 70, 90, 200, 150, { frame: '#c9a227', kind: 0 }) + frame(rng, 320, 60, 170, 230, { frame: '#2b2420', kind: 3 }) + frame(rng, 540, 100, 190, 140, { frame: '#c9a227', kind: 4 });
  b += rect(300, 380, 200, 18, 'fill="#5b4636"') + rect(315, 398, 12, 30, 'fill="#3b2d24"') + rect(473, 398, 12, 30, 'fill="#3b2d24"');
  b += person(rng, 170, 440, 200, { back: true }) + person(rng, 620, 450, 210, { back: true, long: true }) + person(rng, 420, 400, 150, { back: true });
  return { defs, body: b };
}

function pleinAir(rng) {
  const m = mountains(rng, W, H, 'pa', { sky: ['#7fb7d8', '#cfe6ef', '#fde9c9'], far: '#a9bfd0', near: '#3f6b5a', layers: 4, top: 0.34, bottom: 0.58, lake: 0.66, water: '#9cc9dc', sun: { x: 0.75, y: 0.2, r: 0.04, color: '#fff6d9' }, mistAlpha: 0.3 });
  let b = m.body + path(smooth([[-10, 380], [200, 350], [460, 372], [810, 345]]) + 'L810,490L-10,490Z', 'fill="#6f9b5f"');
  b += path(smooth([[-10, 420], [300, 400], [810, 430]]) + 'L810,490L-10,490Z', 'fill="#58824c"');
  b += rect(90, 200, 16, 200, 'fill="#5b4030"');
  for (let i = 0; i < 6; i++) b += path(blob(rng, 98 + rng.range(-70, 70), 180 + rng.range(-60, 30), 70, 55), `fill="${mix('#3f7a4f', '#1f3d2c', rng.range(0, 0.6))}"`);
  b += easel(rng, 520, 440, 150, { kind: 0 }) + person(rng, 640, 445, 200, { top: '#f3a712', arm: 0.7, back: true });
  for (let i = 0; i < 30; i++) b += circle(rng.range(0, W), rng.range(400, 480), 3, `fill="${rng.pick(['#fff', '#f3a712', '#e4572e'])}"`);
  return { defs: m.defs, body: b };
}

function workshop(rng) {
  let b = rect(0, 0, W, H, 'fill="#f3e9d8"');
  for (const x of [60, 320, 580]) {
    b += rect(x, 40, 170, 200, 'fill="#cfe3ea" stroke="#8a6a4e" stroke-width="8"') + path(`M${x + 85},40V240M${x},140H${x + 170}`, 'stroke="#8a6a4e" stroke-width="5"');
    b += path(poly([[x + 20, 60], [x + 80, 60], [x + 30, 220], [x + 10, 220]]), 'fill="#fff" opacity="0.35"');
  }
  b += rect(0, 300, W, 180, 'fill="#d9c6a8"');
  b += person(rng, 170, 420, 220) + person(rng, 400, 410, 210, { long: true }) + person(rng, 640, 420, 225);
  b += rect(30, 320, 740, 26, 'fill="#8b5e3c"') + rect(50, 346, 20, 134, 'fill="#6b4630"') + rect(730, 346, 20, 134, 'fill="#6b4630"');
  for (const [x, k] of [[140, 0], [330, 1], [560, 2]]) b += easel(rng, x, 322, 70, { kind: k });
  for (const x of [240, 470, 700]) {
    b += rect(x - 16, 285, 32, 36, 'fill="#bfe0ea" opacity="0.8" rx="3"');
    for (let i = 0; i < 3; i++) b += path(`M${x - 8 + i * 8},300L${x - 14 + i * 14},250`, `stroke="${['#8b5e3c', '#e4572e', '#2e86ab'][i]}" stroke-width="3" stroke-linecap="round"`);
  }
  for (const x of [60, 420, 630]) {
    b += ellipse(x, 318, 45, 10, 'fill="#f1e2c6"');
    for (let i = 0; i < 5; i++) b += circle(x - 30 + i * 15, 316, 4, `fill="${['#e4572e', '#f3a712', '#2e86ab', '#7a9e7e', '#6c3a5c'][i]}"`);
  }
  b += plant(rng, 770, 300, 40);
  return { defs: '', body: b };
}

function exhibition(rng) {
  let b = rect(0, 0, W, H, 'fill="#2f4a3f"') + rect(0, 400, W, 80, 'fill="#c2a27c"') + rect(0, 395, W, 8, 'fill="#23372f"');
  for (let x = 90; x < W; x += 180) b += beam(x, 0, 50, 200, 0, '#fff3cf', 0.08) + rect(x - 10, 0, 20, 10, 'fill="#1a2a24"');
  const cols = [
    [[30, 50, 140, 110], [30, 180, 140, 180]],
    [[190, 40, 120, 160], [190, 220, 120, 90], [190, 330, 0, 0]],
    [[330, 70, 180, 130], [330, 220, 80, 110], [430, 220, 80, 110]],
    [[530, 40, 110, 110], [530, 170, 110, 180]],
    [[660, 60, 120, 150], [660, 230, 120, 110]],
  ];
  for (const c of cols) for (const [x, y, w, h] of c) if (w) b += frame(rng, x, y, w, h);
  b += person(rng, 300, 470, 180, { back: true, top: '#e4572e' }) + person(rng, 560, 475, 190, { back: true, long: true, top: '#f3a712' });
  return { defs: '', body: b };
}

function rooftops(rng) {
  const s = skyline(rng, W, H, 'rt', { sky: ['#f7c873', '#f59e6b', '#e4572e'], far: '#c9706a', near: '#4a2c3a', windows: ['#ffe6a8'], starCount: 0, moon: { x: 0.8, y: 0.28, r: 0.06 }, moonColor: '#fff0c8', lit: 0.08, ground: 0.75, rows: 3 });
  let b = s.body;
  // Open sketchbook held in the foreground, with the skyline redrawn in pen.
  b += path('M150,480L170,300Q300,280 400,310Q500,280 630,300L650,480Z', 'fill="#fbf7f0" stroke="#3a2b33" stroke-width="3"');
  b += path('M400,310L400,480', 'stroke="#c9bba8" stroke-width="3"');
  let d = '';
  let x = 190;
  while (x < 610) {
    if (Math.abs(x - 400) < 12) { x += 14; continue; }
    const bw = rng.range(18, 40);
    const bh = rng.range(30, 110);
    d += `M${f1(x)},440V${f1(440 - bh)}H${f1(x + bw)}V440`;
    x += bw + 4;
  }
  b += path(d + 'M185,440H615', 'fill="none" stroke="#2b2230" stroke-width="1.8"') + circle(560, 340, 14, 'fill="none" stroke="#e4572e" stroke-width="2"');
  b += path('M110,480Q120,400 170,390Q200,400 190,480Z', 'fill="#d49a6a"') + path('M690,480Q680,400 630,392Q600,400 610,480Z', 'fill="#d49a6a"');
  return { defs: s.defs, body: b };
}

function portraitMarathon(rng) {
  let defs = radial('pm', [[0, '#fff0d0', 0.5], [1, '#fff0d0', 0]]);
  let b = rect(0, 0, W, H, 'fill="#6c3a5c"') + rect(0, 360, W, 120, 'fill="#4c2841"');
  b += circle(110, 260, 180, 'fill="url(#pm)"') + rect(70, 300, 90, 14, 'fill="#2e1b29"') + rect(78, 314, 8, 60, 'fill="#2e1b29"') + rect(146, 314, 8, 60, 'fill="#2e1b29"');
  b += person(rng, 115, 380, 190, { top: '#f3a712', skin: '#8d5a3b', long: true });
  for (let i = 0; i < 4; i++) {
    const x = 280 + i * 140;
    b += easel(rng, x, 460, 110, { kind: 3, ratio: 1.1 });
  }
  return { defs, body: b };
}

function artJam(rng) {
  let defs = radial('neon', [[0, '#9b5de5', 0.5], [1, '#9b5de5', 0]]);
  let b = rect(0, 0, W, H, 'fill="#120f24"') + circle(620, 110, 200, 'fill="url(#neon)"');
  b += circle(620, 110, 70, 'fill="none" stroke="#f15bb5" stroke-width="8"') + circle(620, 110, 70, 'fill="none" stroke="#ffc2ec" stroke-width="2"');
  b += path('M60,70h200', 'stroke="#00f5d4" stroke-width="8" stroke-linecap="round"') + path('M60,70h200', 'stroke="#d6fff7" stroke-width="2" stroke-linecap="round"');
  b += rect(0, 330, W, 150, 'fill="#1c1838"');
  const glows = ['#00bbf9', '#f15bb5', '#fee440', '#00f5d4'];
  for (let i = 0; i < 4; i++) {
    const x = 40 + i * 195;
    const gl = glows[i];
    b += screen(x, 200, 150, 100, gl) + miniArt(rng, x + 12, 212, 126, 76) + rect(x + 65, 300, 20, 30, 'fill="#2a2550"');
    b += ellipse(x + 75, 330, 80, 14, `fill="${gl}" opacity="0.2"`);
    b += backBust(rng, x + 75, 400, 56, { top: mix(gl, '#120f24', 0.65), hair: '#0c0a18' });
  }
  return { defs, body: b };
}

function watercolorMeetup(rng) {
  let defs = '';
  for (let i = 0; i < 3; i++) defs += watercolorFilter(`wm${i}`, { seed: rng.seed(), scale: 18, freq: 0.03 });
  let b = rect(0, 0, W, H, 'fill="#b98a5e"');
  for (let y = 0; y < H; y += 60) b += path(`M0,${y + rng.range(-3, 3)}H${W}`, 'stroke="#a77a50" stroke-width="2"');
  const sheets = [[60, 60, 260, 190, -6], [360, 40, 220, 300, 4], [600, 150, 180, 230, -3]];
  for (const [x, y, w, h, r] of sheets) {
    let s = rect(x + 6, y + 8, w, h, 'fill="#000" opacity="0.15"') + rect(x, y, w, h, 'fill="#fbf7f0"');
    for (let k = 0; k < 5; k++) s += path(blob(rng, x + rng.range(0.25, 0.75) * w, y + rng.range(0.25, 0.75) * h, w * 0.22, h * 0.18), `fill="${rng.pick(['#2e86ab', '#e4572e', '#f3a712', '#7a9e7e', '#6c3a5c', '#98c1d9'])}" opacity="0.45" filter="url(#wm${k % 3})"`);
    b += `<g transform="rotate(${r} ${x + w / 2} ${y + h / 2})">${s}</g>`;
  }
  b += `<g transform="rotate(-8 180 380)">${rect(70, 330, 220, 90, 'fill="#e8e6e3" rx="8"')}`;
  ['#e4572e', '#f3a712', '#f7d154', '#7a9e7e', '#2e86ab', '#6c3a5c', '#8b5e3c', '#1f1b2e'].forEach((c, i) => (b += rect(82 + (i % 4) * 52, 342 + Math.floor(i / 4) * 38, 44, 30, `fill="${c}" rx="5"`)));
  b += '</g>';
  for (const [x, y, c] of [[690, 70, '#7fb3c8'], [470, 400, '#c7a2b6']]) b += circle(x, y, 48, 'fill="#dfeef2" stroke="#ffffff" stroke-width="5"') + circle(x, y, 38, `fill="${c}" opacity="0.6"`);
  for (let i = 0; i < 3; i++) b += `<g transform="rotate(${-30 + i * 12} 560 420)">${rect(500, 416 + i * 14, 170, 7, 'fill="#3a2b33" rx="3"')}${rect(660, 414 + i * 14, 28, 11, 'fill="#c9a227" rx="2"')}${path(`M688,${420 + i * 14}l22,0`, 'stroke="#2b1e17" stroke-width="7" stroke-linecap="round"')}</g>`;
  return { defs, body: b };
}

function awards(rng) {
  let defs = linear('gold', [[0, '#fff1b0'], [0.5, '#f3a712'], [1, '#a8640c']], { x2: 1, y2: 0 }) + blurFilter('bk', 4);
  let b = rect(0, 0, W, H, 'fill="#1a1026"');
  for (let x = 0; x < W; x += 40) b += rect(x, 0, 40, 300, `fill="${x % 80 ? '#5e1a2e' : '#6e2236'}"`);
  b += rect(0, 0, W, 40, 'fill="#4a1424"');
  b += beam(140, -10, 120, 420, -25, '#fff3cf', 0.16) + beam(660, -10, 120, 420, 25, '#fff3cf', 0.16) + beam(400, -10, 90, 330, 0, '#ffd1f0', 0.12);
  b += rect(0, 300, W, 40, 'fill="#2c1a36"') + rect(330, 250, 140, 60, 'fill="#3d2650"');
  b += path('M372,250h56l-8,-20h-40Z', 'fill="url(#gold)"') + rect(396, 170, 8, 62, 'fill="url(#gold)"');
  b += path('M380,120Q400,60 420,120Q430,170 400,175Q370,170 380,120Z', 'fill="url(#gold)"');
  for (let i = 0; i < 60; i++) {
    const [x, y] = [rng.range(0, W), rng.range(0, 300)];
    b += rect(x, y, 5, 9, `fill="${rng.pick(['#f3a712', '#e4572e', '#2e86ab', '#fbf7f0', '#f15bb5'])}" transform="rotate(${f1(rng.range(0, 180))} ${f1(x)} ${f1(y)})" opacity="0.85"`);
  }
  for (let i = 0; i < 18; i++) b += circle(rng.range(0, W), rng.range(40, 280), rng.range(8, 20), `fill="${rng.pick(['#ffd166', '#f78fb3'])}" opacity="0.25" filter="url(#bk)"`);
  for (let i = 0; i < 9; i++) b += backBust(rng, 40 + i * 92 + rng.range(-10, 10), 430 + rng.range(-8, 10), rng.range(42, 52), { top: '#0f0a17', hair: '#0a0710' });
  return { defs, body: b };
}

export const events = [sketchNight, museum, pleinAir, workshop, exhibition, rooftops, portraitMarathon, artJam, watercolorMeetup, awards];
export { W as EVENT_W, H as EVENT_H, darken, lighten, miniArt };
