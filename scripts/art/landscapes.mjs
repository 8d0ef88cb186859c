// Layered mountain landscapes and wet-in-wet watercolour hills.
import { mix, ramp } from './color.mjs';
import {
  linear,
  radial,
  ridge,
  fillBelow,
  fillBelowSmooth,
  wobbleFilter,
  watercolorFilter,
  blurFilter,
  blob,
  smooth,
  circle,
  rect,
  path,
  poly,
  f1,
} from './svg.mjs';

export function pine(x, y, h, w) {
  const tiers = 4;
  const right = [[x, y - h]];
  for (let i = 0; i < tiers; i++) {
    const k = (i + 1) / tiers;
    const ty = y - h + h * k * 0.92;
    right.push([x + (w / 2) * k, ty], [x + (w / 2) * k * 0.45, ty - h * 0.04]);
  }
  right.pop();
  right.push([x + w * 0.06, y - h * 0.08], [x + w * 0.06, y]);
  const left = right.map(([px, py]) => [2 * x - px, py]).reverse();
  return poly([...right, ...left]);
}

export function birds(rng, x, y, n, size, color) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const bx = x + rng.range(-size * 6, size * 6);
    const by = y + rng.range(-size * 3, size * 3);
    const s = size * rng.range(0.6, 1.1);
    out += path(
      `M${f1(bx - s)},${f1(by - s * 0.3)}Q${f1(bx - s * 0.4)},${f1(by - s * 0.6)} ${f1(bx)},${f1(by)}Q${f1(bx + s * 0.4)},${f1(by - s * 0.6)} ${f1(bx + s)},${f1(by - s * 0.3)}`,
      `fill="none" stroke="${color}" stroke-width="${f1(s * 0.22)}" stroke-linecap="round"`,
    );
  }
  return out;
}

export function stars(rng, w, h, n, color = '#fff') {
  let out = '';
  for (let i = 0; i < n; i++) {
    const r = rng.next() < 0.08 ? rng.range(1.2, 2) : rng.range(0.4, 1.1);
    out += circle(
      rng.next() * w,
      Math.pow(rng.next(), 1.6) * h,
      r,
      `fill="${color}" opacity="${f1(rng.range(0.3, 0.95))}"`,
    );
  }
  return out;
}

/**
 * Layered mountains. opts: sky [top, horizon], far/near colours, sun {x,y,r,color},
 * layers count, horizon (0..1), trees, lake (0..1 y), painterly, starCount.
 */
export function mountains(rng, w, h, id, opts = {}) {
  const o = {
    sky: ['#2b3a67', '#f7b267'],
    far: '#b48ead',
    near: '#1f1b2e',
    layers: 6,
    top: 0.35,
    bottom: 0.85,
    amp: 0.22,
    mist: '#ffffff',
    mistAlpha: 0.25,
    trees: true,
    ...opts,
  };
  let defs = linear(
    `${id}sky`,
    o.sky.map((c, i) => [i / (o.sky.length - 1), c]),
  );
  let body = rect(0, 0, w, h, `fill="url(#${id}sky)"`);
  if (o.starCount) body += stars(rng, w, h * 0.55, o.starCount);
  if (o.sun) {
    const s = o.sun;
    defs += radial(`${id}glow`, [
      [0, s.glow ?? s.color, 0.55],
      [1, s.glow ?? s.color, 0],
    ]);
    body += circle(s.x * w, s.y * h, s.r * w * 3.2, `fill="url(#${id}glow)"`);
    body += circle(s.x * w, s.y * h, s.r * w, `fill="${s.color}"`);
    if (s.rings) {
      for (let i = 1; i <= s.rings; i++)
        body += circle(
          s.x * w,
          s.y * h,
          s.r * w * (1 + i * 0.35),
          `fill="none" stroke="${s.color}" stroke-opacity="${0.25 / i}" stroke-width="2"`,
        );
    }
  }
  if (o.painterly) defs += wobbleFilter(`${id}wob`, { freq: 0.03, scale: 9, seed: rng.seed() });
  defs += linear(`${id}mist`, [
    [0, o.mist, 0],
    [0.35, o.mist, o.mistAlpha],
    [1, o.mist, o.mistAlpha * 0.6],
  ]);
  const cols = ramp([o.far, o.near], o.layers);
  const lakeY = o.lake ? o.lake * h : null;
  let land = '';
  for (let i = 0; i < o.layers; i++) {
    const t = i / Math.max(1, o.layers - 1);
    const baseY = h * (o.top + (o.bottom - o.top) * Math.pow(t, 0.9));
    const amp = h * o.amp * (1 - t * 0.55);
    const pts = ridge(rng, -20, w + 20, baseY, amp, { rough: o.rough ?? 0.58, depth: 8 });
    const bottom = lakeY ?? h + 10;
    const shape = fillBelow(pts, bottom);
    land += path(shape, `fill="${cols[i]}"`);
    if (o.trees && t > 0.45) {
      const n = Math.floor(w / (14 - t * 6));
      for (let k = 0; k < n; k++) {
        if (rng.next() < 0.45) continue;
        const x = rng.next() * w;
        const idx = Math.min(pts.length - 1, Math.floor(((x + 20) / (w + 40)) * (pts.length - 1)));
        const th = h * rng.range(0.03, 0.075) * (0.6 + t);
        land += path(pine(x, pts[idx][1] + th * 0.25, th, th * 0.42), `fill="${cols[i]}"`);
      }
    }
    if (i < o.layers - 1)
      land += rect(0, baseY - amp * 0.5, w, h - baseY + amp * 0.5, `fill="url(#${id}mist)"`);
  }
  if (o.painterly) land = `<g filter="url(#${id}wob)">${land}</g>`;
  body += land;
  if (lakeY) {
    defs += `<clipPath id="${id}lk"><rect x="0" y="${lakeY}" width="${w}" height="${h - lakeY}"/></clipPath>`;
    defs += linear(`${id}water`, [
      [0, o.water ?? o.sky[o.sky.length - 1], 0.35],
      [1, o.near, 0.85],
    ]);
    body += `<g clip-path="url(#${id}lk)"><g transform="translate(0 ${f1(2 * lakeY)}) scale(1 -1)" opacity="0.55">${rect(0, 0, w, h, `fill="url(#${id}sky)"`)}${land}</g>`;
    body += rect(0, lakeY, w, h - lakeY, `fill="url(#${id}water)"`);
    for (let k = 0; k < 70; k++) {
      const y = lakeY + Math.pow(rng.next(), 1.5) * (h - lakeY);
      const x = (o.sun ? o.sun.x * w : w / 2) + rng.gauss() * w * 0.12;
      const lw = rng.range(10, 60) * (1 + (y - lakeY) / (h - lakeY));
      body += rect(
        x - lw / 2,
        y,
        lw,
        1.6,
        `fill="${o.shimmer ?? '#fff'}" opacity="${f1(rng.range(0.15, 0.5))}"`,
      );
    }
    body += '</g>';
  }
  if (o.birds)
    body += birds(rng, w * o.birds[0], h * o.birds[1], o.birds[2] ?? 5, w * 0.012, o.near);
  return { defs, body };
}

/** Watercolour hills on paper: repeated translucent washes with pigment rims. */
export function watercolorHills(rng, w, h, id, opts = {}) {
  const o = {
    paper: '#fbf7f0',
    sky: ['#9cc5d9', '#f6c4a0'],
    hills: ['#a8c686', '#6f9e73', '#3f7a6a', '#2c4f5c'],
    sun: '#f08a5d',
    ...opts,
  };
  let defs = '';
  const wc = [];
  for (let i = 0; i < 5; i++) {
    defs += watercolorFilter(`${id}wc${i}`, {
      freq: 0.012 + i * 0.004,
      scale: 26 + i * 6,
      seed: rng.seed(),
    });
    wc.push(`${id}wc${i}`);
  }
  defs += blurFilter(`${id}bl`, 10);
  let body = rect(0, 0, w, h, `fill="${o.paper}"`);
  // Sky washes: wide soft blobs, bleeding into each other.
  for (let i = 0; i < 7; i++) {
    const c = o.sky[i % o.sky.length];
    const cy = h * rng.range(0.05, 0.45);
    body += path(
      blob(rng, rng.range(0, w), cy, w * rng.range(0.25, 0.45), h * rng.range(0.1, 0.2), {
        jitter: 0.3,
      }),
      `fill="${c}" opacity="0.32" filter="url(#${rng.pick(wc)})"`,
    );
  }
  if (o.sun)
    body += circle(
      w * rng.range(0.62, 0.8),
      h * 0.26,
      h * 0.09,
      `fill="${o.sun}" opacity="0.75" filter="url(#${wc[0]})"`,
    );
  const n = o.hills.length;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const baseY = h * (0.42 + t * 0.36);
    const pts = ridge(rng, -40, w + 40, baseY, h * (0.16 - t * 0.05), { rough: 0.45, depth: 4 });
    const d = fillBelowSmooth(pts, h + 40);
    for (let k = 0; k < 2; k++) {
      body += path(
        d,
        `fill="${o.hills[i]}" opacity="${k === 0 ? 0.55 : 0.3}" transform="translate(${f1(rng.range(-8, 8))} ${f1(k * 10)})" filter="url(#${rng.pick(wc)})"`,
      );
    }
    // Dropped pigment blooms.
    for (let k = 0; k < 3; k++) {
      const x = rng.next() * w;
      body += path(
        blob(rng, x, baseY + h * 0.08, w * 0.06, h * 0.04),
        `fill="${mix(o.hills[i], '#1f1b2e', 0.25)}" opacity="0.25" filter="url(#${rng.pick(wc)})"`,
      );
    }
    if (t > 0.3 && t < 0.9) {
      for (let k = 0; k < 5; k++) {
        const x = rng.next() * w;
        const idx = Math.floor(((x + 40) / (w + 80)) * (pts.length - 1));
        const y = pts[idx][1] + 6;
        const th = h * rng.range(0.07, 0.13);
        body += path(
          smooth(
            [
              [x, y - th],
              [x + th * 0.22, y - th * 0.45],
              [x, y],
              [x - th * 0.22, y - th * 0.45],
            ],
            true,
          ),
          `fill="${mix(o.hills[i], '#1f1b2e', 0.35)}" opacity="0.7" filter="url(#${wc[1]})"`,
        );
      }
    }
  }
  return { defs, body };
}
