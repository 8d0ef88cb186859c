// A sketchbook page of drills (the cover of 'Lines, ellipses and boxes'): lines between dots,
// a table of ellipses drawn twice around, boxes in two-point perspective with their construction
// lines, hatching patches and pressure ramps, in ink on warm paper with a teacher's red marks.
import { BRAND, mix } from './color.mjs';
import { circle, f1, path, rect } from './svg.mjs';

const INK = '#22304a';
const BLUE = BRAND.cerulean;
const RED = BRAND.vermilion;

const pt = ([x, y]) => `${f1(x)},${f1(y)}`;
const along = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const towards = (from, to, length) => {
  const d = Math.hypot(to[0] - from[0], to[1] - from[1]);
  return along(from, to, length / d);
};
/** Where the line a→b meets the line c→d. */
function crossing(a, b, c, d) {
  const r = [b[0] - a[0], b[1] - a[1]];
  const s = [d[0] - c[0], d[1] - c[1]];
  const t = ((c[0] - a[0]) * s[1] - (c[1] - a[1]) * s[0]) / (r[0] * s[1] - r[1] * s[0]);
  return along(a, b, t);
}

/** A hand-drawn line: a slight bow and a little overshoot, as a confident stroke has. */
function handLine(rng, a, b, { width = 2, color = INK, opacity = 0.9, bow = 2.5 } = {}) {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const nx = -(b[1] - a[1]) / len;
  const ny = (b[0] - a[0]) / len;
  const k = rng.range(-bow, bow);
  const c = [(a[0] + b[0]) / 2 + nx * k, (a[1] + b[1]) / 2 + ny * k];
  return path(
    `M${pt(a)}Q${pt(c)} ${pt(b)}`,
    `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"`,
  );
}

/** A stroke that widens as the pen presses harder: a pressure ramp. */
function ramp(a, b, from, to, color) {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const nx = -(b[1] - a[1]) / len;
  const ny = (b[0] - a[0]) / len;
  const n = 24;
  const side = (k) =>
    Array.from({ length: n + 1 }, (_, i) => {
      const t = i / n;
      const w = (from + (to - from) * t ** 1.2) * k;
      const p = along(a, b, t);
      return [p[0] + nx * w, p[1] + ny * w];
    });
  const outline = [...side(1), ...side(-1).reverse()];
  return path(`M${outline.map(pt).join('L')}Z`, `fill="${color}" opacity="0.88"`);
}

function ellipsePath(cx, cy, a, degree, tilt, lap) {
  const b = a * Math.sin((degree * Math.PI) / 180);
  const c = Math.cos(tilt);
  const s = Math.sin(tilt);
  const pts = Array.from({ length: 61 }, (_, i) => {
    const t = (i / 60) * Math.PI * 2 + lap * 0.4;
    const r = 1 + lap * 0.025;
    const x = a * r * Math.cos(t);
    const y = b * r * Math.sin(t);
    return [cx + x * c - y * s, cy + x * s + y * c];
  });
  return `M${pts.map(pt).join('L')}`;
}

export function drillSheet(rng, W, H) {
  const paper = '#f7f1e3';
  let body = rect(0, 0, W, H, `fill="${paper}"`);
  // The page's dot grid, faint.
  let dots = '';
  for (let y = 20; y < H; y += 26) for (let x = 20; x < W; x += 26) dots += `M${x},${y}h0.01`;
  body += path(
    dots,
    `stroke="${mix(paper, INK, 0.18)}" stroke-width="2.2" stroke-linecap="round" fill="none"`,
  );

  // Lines between dots, one superimposed three times, each end dot in red.
  const lines = [
    [
      [40, 42],
      [232, 70],
    ],
    [
      [52, 108],
      [300, 84],
    ],
    [
      [262, 34],
      [388, 126],
    ],
    [
      [36, 150],
      [210, 132],
    ],
    [
      [130, 188],
      [360, 160],
    ],
  ];
  lines.forEach(([a, b], i) => {
    const passes = i === 1 ? 3 : 1;
    for (let p = 0; p < passes; p++) body += handLine(rng, a, b, { width: 1.8, bow: 2 });
    body += circle(a[0], a[1], 4.2, `fill="${RED}"`) + circle(b[0], b[1], 4.2, `fill="${RED}"`);
  });

  // A table of ellipses: four degrees a row, each drawn twice around, minor axes in red.
  const degrees = [15, 30, 45, 60];
  for (let row = 0; row < 2; row++) {
    degrees.forEach((degree, col) => {
      const cx = 478 + col * 88;
      const cy = 60 + row * 96;
      const tilt = rng.range(-0.35, 0.35);
      const a = 36;
      for (let lap = 0; lap < 2; lap++) {
        body += path(
          ellipsePath(cx, cy, a, degree + lap * 2, tilt, lap),
          `fill="none" stroke="${INK}" stroke-width="1.6" opacity="0.85"`,
        );
      }
      const minor = tilt + Math.PI / 2;
      const m = a * Math.sin((degree * Math.PI) / 180) + 9;
      body += path(
        `M${pt([cx - Math.cos(minor) * m, cy - Math.sin(minor) * m])}L${pt([cx + Math.cos(minor) * m, cy + Math.sin(minor) * m])}`,
        `stroke="${RED}" stroke-width="1.2" stroke-dasharray="4 3" opacity="0.8"`,
      );
    });
  }

  // Two-point perspective: the horizon, its vanishing points, boxes below with construction.
  const hy = 250;
  const left = [40, hy];
  const right = [W - 40, hy];
  body += path(`M0,${hy}H${W}`, `stroke="${BLUE}" stroke-width="1.4" opacity="0.55"`);
  for (const vp of [left, right]) {
    body += circle(vp[0], vp[1], 7, `fill="none" stroke="${RED}" stroke-width="2"`);
  }
  const boxes = [
    [136, 292, 70],
    [338, 300, 62],
    [236, 396, 74],
  ];
  let construction = '';
  let edges = '';
  let faces = '';
  for (const [x, y, h] of boxes) {
    const top = [x, y];
    const bottom = [x, y + h];
    const topLeft = towards(top, left, h * 0.95);
    const bottomLeft = crossing(bottom, left, topLeft, [topLeft[0], topLeft[1] + 1]);
    const topRight = towards(top, right, h * 1.1);
    const bottomRight = crossing(bottom, right, topRight, [topRight[0], topRight[1] + 1]);
    const back = crossing(topLeft, right, topRight, left);
    for (const p of [topLeft, bottomLeft, back]) construction += `M${pt(p)}L${pt(right)}`;
    for (const p of [topRight, bottomRight, back]) construction += `M${pt(p)}L${pt(left)}`;
    faces += path(
      `M${[top, topLeft, back, topRight].map(pt).join('L')}Z`,
      `fill="${BRAND.ochre}" opacity="0.3"`,
    );
    // The shadow side hatched, as the hatching drill asks.
    let hatch = '';
    for (let t = 0.12; t < 1; t += 0.12) {
      const p = along(top, topRight, t);
      const q = along(bottom, bottomRight, t);
      hatch += `M${pt(along(p, q, 0.08))}L${pt(along(p, q, 0.92))}`;
    }
    faces += path(hatch, `stroke="${INK}" stroke-width="1" opacity="0.55"`);
    for (const [a, b] of [
      [top, bottom],
      [top, topLeft],
      [bottom, bottomLeft],
      [top, topRight],
      [bottom, bottomRight],
      [topLeft, bottomLeft],
      [topRight, bottomRight],
      [topLeft, back],
      [topRight, back],
    ]) {
      edges += handLine(rng, a, b, { width: 2.2, bow: 1.2 });
    }
  }
  body += path(construction, `stroke="${BLUE}" stroke-width="0.8" opacity="0.3"`);
  body += faces + edges;

  // Hatching patches at two angles.
  const patches = [
    [470, 300, 45],
    [600, 300, 120],
  ];
  for (const [x, y, angle] of patches) {
    const size = 96;
    const rad = (angle * Math.PI) / 180;
    const dir = [Math.cos(rad), Math.sin(rad)];
    const across = [-dir[1], dir[0]];
    const c = [x + size / 2, y + size / 2];
    body += rect(
      x,
      y,
      size,
      size,
      `fill="none" stroke="${RED}" stroke-width="1" stroke-dasharray="3 4" opacity="0.6"`,
    );
    for (let k = -6; k <= 6; k++) {
      const m = [c[0] + across[0] * k * 10, c[1] + across[1] * k * 10];
      // The hatch across the whole square: where the line through m leaves it either way.
      let lo = -Infinity;
      let hi = Infinity;
      for (const axis of [0, 1]) {
        const min = (axis === 0 ? x : y) + 6;
        const max = min + size - 12;
        if (Math.abs(dir[axis]) < 1e-9) continue;
        const t1 = (min - m[axis]) / dir[axis];
        const t2 = (max - m[axis]) / dir[axis];
        lo = Math.max(lo, Math.min(t1, t2));
        hi = Math.min(hi, Math.max(t1, t2));
      }
      if (hi - lo < 8) continue;
      body += handLine(
        rng,
        [m[0] + dir[0] * lo, m[1] + dir[1] * lo],
        [m[0] + dir[0] * hi, m[1] + dir[1] * hi],
        { width: 1.5, bow: 0.8 },
      );
    }
  }

  // Pressure ramps, light to heavy.
  [
    [[470, 438], [740, 424], INK],
    [[480, 478], [760, 470], RED],
  ].forEach(([a, b, color]) => {
    body += ramp(a, b, 0.5, 5.5, color);
    body += circle(a[0], a[1], 3, `fill="${RED}"`) + circle(b[0], b[1], 6, `fill="${RED}"`);
  });

  // The teacher's ticks beside the best strokes.
  const tick = (x, y) =>
    path(
      `M${x},${y}l6,7l13,-16`,
      `fill="none" stroke="${RED}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`,
    );
  body += tick(398, 112) + tick(760, 150) + tick(424, 356);
  return { defs: '', body };
}
