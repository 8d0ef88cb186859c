// Pixel-art scene computed as a raw RGB buffer, then upscaled with nearest-neighbour.
import { hexToRgb } from './color.mjs';

const BAYER = [
  [0, 8, 2, 10],
  [12, 4, 14, 6],
  [3, 11, 1, 9],
  [15, 7, 13, 5],
];

const HERO = [
  '..rrrr..',
  '.rrrrrr.',
  '..ssss..',
  '..sese..',
  '..ssss..',
  '.bbbbbb.',
  'sbbybbbs',
  '.bbbbbb.',
  '..pppp..',
  '..p..p..',
  '.kk..kk.',
];
const SLIME = ['..gggg..', '.gggggg.', 'ggwgwggg', 'gggggggg', '.gggggg.'];
const COIN = ['.yy.', 'yyoy', 'yyoy', '.yy.'];
const SPRITE_COLORS = {
  r: '#b13e53',
  s: '#f4c7a1',
  e: '#1a1c2c',
  b: '#3b5dc9',
  y: '#ffcd75',
  p: '#333c57',
  k: '#1a1c2c',
  g: '#38b764',
  w: '#f4f4f4',
  o: '#ef7d57',
};

export function pixelScene(rng, noise, W = 100, H = 65) {
  const buf = Buffer.alloc(W * H * 3);
  const set = (x, y, hex) => {
    x = Math.round(x);
    y = Math.round(y);
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    const [r, g, b] = hexToRgb(hex);
    buf.set([r, g, b], (y * W + x) * 3);
  };
  const fill = (x, y, w, h, hex) => {
    for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) set(x + i, y + j, hex);
  };
  const sprite = (rows, x, y) =>
    rows.forEach((row, j) =>
      [...row].forEach((ch, i) => ch !== '.' && set(x + i, y + j, SPRITE_COLORS[ch])),
    );

  // Dithered dusk sky.
  const sky = ['#1a1c2c', '#29366f', '#5d275d', '#b13e53', '#ef7d57', '#ffcd75'];
  const horizon = 40;
  for (let y = 0; y < H; y++) {
    const t = Math.min(1, y / horizon) * (sky.length - 1);
    const band = Math.min(sky.length - 2, Math.floor(t));
    const frac = t - band;
    for (let x = 0; x < W; x++)
      set(x, y, BAYER[y % 4][x % 4] / 16 < frac ? sky[band + 1] : sky[band]);
  }
  for (let i = 0; i < 40; i++)
    set(rng.int(0, W - 1), rng.int(0, 16), rng.chance(0.3) ? '#ffcd75' : '#f4f4f4');
  // Striped retro sun.
  const [sx, sy, sr] = [68, 30, 11];
  for (let y = -sr; y <= sr; y++) {
    for (let x = -sr; x <= sr; x++) {
      if (x * x + y * y > sr * sr + sr * 0.6) continue;
      if (y > 1 && (y + 1) % 3 === 0) continue;
      set(sx + x, sy + y, y < -4 ? '#ffe9a8' : '#ffcd75');
    }
  }
  // Clouds.
  for (const [cx, cy, cw] of [
    [14, 12, 16],
    [40, 7, 12],
    [86, 14, 14],
  ]) {
    fill(cx, cy, cw, 2, '#f4a8b8');
    fill(cx + 3, cy - 2, cw - 7, 2, '#f4a8b8');
    fill(cx + 2, cy + 2, cw - 2, 1, '#c46a8a');
  }
  // Mountain ranges with snow caps.
  const ranges = [
    [34, 10, '#5d275d', '#8a4c7d', 0.05],
    [42, 7, '#333c57', '#566c86', 0.08],
  ];
  for (const [base, amp, col, cap, f] of ranges) {
    for (let x = 0; x < W; x++) {
      const top = Math.round(base - amp * (0.6 + noise.fbm(x * f, base, 3) * 2.2));
      for (let y = top; y < H; y++) set(x, y, y < top + 2 && top < base - amp * 0.7 ? cap : col);
    }
  }
  // Castle on the far hill.
  fill(14, 30, 16, 12, '#29366f');
  for (const tx of [12, 27]) {
    fill(tx, 25, 5, 17, '#29366f');
    for (let i = 0; i < 5; i += 2) set(tx + i, 24, '#29366f');
  }
  fill(19, 26, 5, 6, '#29366f');
  set(21, 25, '#29366f');
  set(21, 24, '#b13e53');
  set(22, 24, '#b13e53');
  for (const [wx, wy] of [
    [14, 28],
    [29, 28],
    [17, 34],
    [25, 34],
    [21, 29],
  ])
    set(wx, wy, '#ffcd75');
  // Pine hills.
  for (let x = 0; x < W; x++) {
    const top = Math.round(47 - 3 * (noise.fbm(x * 0.06, 9, 2) + 0.5));
    for (let y = top; y < H; y++) set(x, y, '#257179');
  }
  for (let i = 0; i < 16; i++) {
    const x = rng.int(0, W - 1);
    const hgt = rng.int(5, 9);
    const base = 48;
    for (let j = 0; j < hgt; j++) {
      const half = Math.floor((j * 3) / hgt) + (j % 2);
      for (let k = -half; k <= half; k++)
        set(x + k, base - hgt + j, k === -half ? '#38b764' : '#1f5a4f');
    }
    set(x, base, '#3f2832');
  }
  // Ground tiles: grass lip, dirt with stones.
  const gy = 52;
  for (let x = 0; x < W; x++) {
    set(x, gy, '#a7f070');
    set(x, gy + 1, x % 5 === 0 ? '#a7f070' : '#38b764');
    set(x, gy + 2, x % 3 === 0 ? '#38b764' : '#6e4a2e');
    for (let y = gy + 3; y < H; y++) set(x, y, (x + y * 3) % 17 === 0 ? '#8a5a3a' : '#6e4a2e');
  }
  for (let i = 0; i < 14; i++) {
    const x = rng.int(0, W - 3);
    const y = rng.int(gy + 4, H - 2);
    fill(x, y, 2, 1, '#94b0c2');
    set(x, y + 1, '#566c86');
  }
  // Floating brick platform with coins.
  for (let i = 0; i < 16; i++) {
    for (let j = 0; j < 4; j++) {
      const mortar = j === 0 || (i + (j % 2) * 2) % 4 === 0;
      set(58 + i, 36 + j, mortar ? '#3f2832' : '#b13e53');
    }
  }
  for (let i = 0; i < 16; i++) set(58 + i, 35, '#ef7d57');
  for (const cx of [60, 66, 72]) sprite(COIN, cx, 29);
  for (const cx of [38, 43]) sprite(COIN, cx, 44);
  sprite(HERO, 26, gy - 11);
  sprite(SLIME, 80, gy - 5);
  // Little flowers.
  for (let i = 0; i < 12; i++)
    set(rng.int(0, W - 1), gy - 1, rng.pick(['#ffcd75', '#f4f4f4', '#ef7d57']));
  return { data: buf, width: W, height: H };
}
