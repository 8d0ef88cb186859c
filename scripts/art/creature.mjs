// Concept-art mood piece: antlered beast in a misty forest.
import { ramp, mix } from './color.mjs';
import { linear, radial, blurFilter, rect, circle, path, poly, smooth, f1 } from './svg.mjs';
import { sprig } from './ink.mjs';

function trunk(rng, x, w, h, col) {
  const lean = rng.range(-0.05, 0.05) * h;
  const pts = [
    [x - w * 0.6, h + 5],
    [x - w * 0.42, h * 0.7],
    [x - w * 0.35 + lean, -10],
    [x + w * 0.35 + lean, -10],
    [x + w * 0.42, h * 0.7],
    [x + w * 0.6, h + 5],
  ];
  let out = path(poly(pts), `fill="${col}"`);
  for (let i = 0; i < 3; i++) {
    const y = rng.range(0.1, 0.55) * h;
    const dir = rng.chance(0.5) ? 1 : -1;
    const len = w * rng.range(2, 4);
    out += path(
      `M${f1(x)},${f1(y + w)}Q${f1(x + dir * len * 0.5)},${f1(y)} ${f1(x + dir * len)},${f1(y - len * 0.5)}`,
      `fill="none" stroke="${col}" stroke-width="${f1(w * 0.22)}" stroke-linecap="round"`,
    );
  }
  return out;
}

function antler(rng, x, y, ang, len, wid, depth) {
  const ex = x + Math.cos(ang) * len;
  const ey = y + Math.sin(ang) * len;
  let out = path(`M${f1(x)},${f1(y)}L${f1(ex)},${f1(ey)}`, `stroke-width="${f1(wid)}"`);
  if (depth > 0) {
    out += antler(rng, ex, ey, ang - rng.range(0.25, 0.5), len * 0.72, wid * 0.7, depth - 1);
    out += antler(rng, ex, ey, ang + rng.range(0.25, 0.55), len * 0.62, wid * 0.65, depth - 1);
  }
  return out;
}

/** Silhouette of a tall antlered beast facing left, local origin at the body centre. */
export function beast(rng, cx, cy, s, col, eye) {
  const P = (x, y) => [cx + x * s, cy + y * s];
  const body = smooth(
    [
      P(-95, -40),
      P(-30, -62),
      P(40, -52),
      P(110, -30),
      P(125, 10),
      P(90, 40),
      P(-20, 45),
      P(-95, 30),
      P(-120, -5),
    ],
    true,
  );
  const neck = poly([P(-100, -30), P(-150, -95), P(-175, -85), P(-120, 25)]);
  const head = smooth(
    [P(-150, -110), P(-185, -112), P(-225, -70), P(-215, -58), P(-170, -70), P(-145, -80)],
    true,
  );
  const leg = (pts, wd) =>
    path(
      smooth(pts.map(([a, b]) => P(a, b))),
      `fill="none" stroke="${col}" stroke-width="${f1(wd * s)}" stroke-linecap="round" stroke-linejoin="round"`,
    );
  let out = `<g fill="${col}">`;
  out += path(body) + path(neck) + path(head);
  for (let i = 0; i < 7; i++) {
    const [x, y] = P(-80 + i * 26, -58 + Math.abs(i - 2) * 3);
    out += path(
      poly([
        [x - 9 * s, y + 6 * s],
        [x + 2 * s, y - (16 + rng.range(0, 10)) * s],
        [x + 10 * s, y + 6 * s],
      ]),
    );
  }
  out += '</g>';
  out +=
    leg(
      [
        [-80, 20],
        [-90, 90],
        [-85, 175],
      ],
      22,
    ) +
    leg(
      [
        [-50, 25],
        [-45, 100],
        [-58, 178],
      ],
      19,
    );
  out +=
    leg(
      [
        [70, 20],
        [105, 80],
        [80, 130],
        [92, 178],
      ],
      24,
    ) +
    leg(
      [
        [100, 15],
        [130, 75],
        [112, 125],
        [122, 176],
      ],
      20,
    );
  out += path(
    smooth([P(120, -10), P(160, 10), P(175, 60), P(165, 95)]),
    `fill="none" stroke="${col}" stroke-width="${f1(7 * s)}" stroke-linecap="round"`,
  );
  const [ax, ay] = P(-160, -108);
  out += `<g stroke="${col}" stroke-linecap="round">${antler(rng, ax, ay, -1.9, 55 * s, 10 * s, 4)}${antler(rng, ax + 12 * s, ay, -1.2, 50 * s, 9 * s, 4)}</g>`;
  const [ex, ey] = P(-185, -92);
  out +=
    circle(ex, ey, 16 * s, `fill="${eye}" opacity="0.35" filter="url(#glow)"`) +
    circle(ex, ey, 3.6 * s, `fill="${eye}"`);
  return out;
}

export function creatureForest(rng, w, h, pal = {}) {
  const o = { top: '#0c1f24', mid: '#4e7a72', fog: '#c9dcd2', eye: '#ffd166', ...pal };
  let defs = linear('fsky', [
    [0, o.top],
    [0.55, o.mid],
    [1, o.fog],
  ]);
  defs += blurFilter('glow', 6) + blurFilter('ray', 14) + blurFilter('fogb', 20);
  defs += linear('fogband', [
    [0, o.fog, 0],
    [0.5, o.fog, 0.55],
    [1, o.fog, 0],
  ]);
  defs += radial('light', [
    [0, '#fff8e0', 0.7],
    [1, '#fff8e0', 0],
  ]);
  let body = rect(0, 0, w, h, 'fill="url(#fsky)"');
  body += circle(w * 0.72, h * 0.22, w * 0.35, 'fill="url(#light)"');
  for (let i = 0; i < 6; i++) {
    const x = w * rng.range(0.45, 1.0);
    body += path(
      poly([
        [x, -20],
        [x + 40, -20],
        [x - 160 + i * 10, h + 20],
        [x - 260, h + 20],
      ]),
      `fill="#fff6dc" opacity="${f1(rng.range(0.05, 0.11))}" filter="url(#ray)"`,
    );
  }
  const layers = 4;
  const cols = ramp([mix(o.mid, o.fog, 0.35), o.top], layers + 1);
  for (let l = 0; l < layers; l++) {
    const n = 7 - l;
    for (let i = 0; i < n; i++) {
      const x = rng.range(-20, w + 20);
      if (l >= 2 && x > w * 0.18 && x < w * 0.78) continue;
      body += trunk(rng, x, (10 + l * 14) * rng.range(0.7, 1.3), h, cols[l]);
    }
    if (l === 2) body += beast(rng, w * 0.52, h * 0.5, 1.2, cols[3], o.eye);
    body += rect(0, h * 0.45, w, h * 0.55, `fill="url(#fogband)" opacity="${f1(0.5 - l * 0.1)}"`);
  }
  // Ground and foreground ferns in near-black.
  body += path(
    smooth([
      [-10, h * 0.9],
      [w * 0.3, h * 0.86],
      [w * 0.7, h * 0.9],
      [w + 10, h * 0.85],
    ]) + `L${w + 10},${h + 10}L-10,${h + 10}Z`,
    `fill="${o.top}"`,
  );
  for (let i = 0; i < 14; i++) {
    const x = rng.range(0, w);
    body += sprig(rng, x, h + 5, rng.range(60, 130), -Math.PI / 2 + rng.range(-0.7, 0.7), {
      stroke: o.top,
      fill: o.top,
      width: 3,
      leaf: 0.3,
      veins: false,
    });
  }
  for (let i = 0; i < 40; i++)
    body += circle(
      rng.range(0, w),
      rng.range(h * 0.2, h * 0.95),
      rng.range(1, 2.5),
      `fill="#fff2b8" opacity="${f1(rng.range(0.3, 0.9))}"`,
    );
  return { defs, body };
}
