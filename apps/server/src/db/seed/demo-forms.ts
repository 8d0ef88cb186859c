import { arc, formArc, spline } from './demo-geometry';
import { DemoSketch, makeRng, type Pen, type Point, type StrokeLog } from './demo-sketch';

// Drawings of form on the sketchpad's default page (1000×500): what an instructor would draw
// live to show an exercise, in graphite and ink. Light comes from the upper left throughout.

const W = 1000;
const H = 500;
const graphite = '#34323a';
const construction: Pen = { brush: 'pencil', color: '#8a8794', size: 2, opacity: 0.7 };
const contour: Pen = { brush: 'pencil', color: graphite, size: 3 };
const shading: Pen = { brush: 'pencil', color: graphite, size: 2, opacity: 0.8 };
const ink: Pen = { brush: 'fineliner', color: '#1f1b24', size: 2.5 };

/** Where the lines a→b and c→d cross. */
function meet(a: Point, b: Point, c: Point, d: Point): Point {
  const den = (a[0] - b[0]) * (c[1] - d[1]) - (a[1] - b[1]) * (c[0] - d[0]);
  const u =
    (a[0] * b[1] - a[1] * b[0]) * (c[0] - d[0]) - (a[0] - b[0]) * (c[0] * d[1] - c[1] * d[0]);
  const v =
    (a[0] * b[1] - a[1] * b[0]) * (c[1] - d[1]) - (a[1] - b[1]) * (c[0] * d[1] - c[1] * d[0]);
  return [u / den, v / den];
}

/** The point at `x` on the line from `p` towards `vanishing`. */
const towards = (p: Point, vanishing: Point, x: number): Point => [
  x,
  p[1] + ((vanishing[1] - p[1]) * (x - p[0])) / (vanishing[0] - p[0]),
];

/** A cube in two-point perspective: construction, contour, then value by hatching. */
export function cubeDemo(): StrokeLog {
  const s = new DemoSketch(W, H, makeRng('demo-cube'));
  const horizon = 140;
  const left: Point = [-220, horizon];
  const right: Point = [1260, horizon];
  const top: Point = [470, 215];
  const bottom: Point = [470, 420];
  const [tl, bl] = [towards(top, left, 330), towards(bottom, left, 330)];
  const [tr, br] = [towards(top, right, 640), towards(bottom, right, 640)];
  const back = meet(tl, right, tr, left);
  s.line(construction, [40, horizon], [960, horizon], { wobble: 0.3 });
  for (const p of [top, bottom, tl, bl]) s.line(construction, p, towards(p, right, 760));
  for (const p of [top, bottom, tr, br]) s.line(construction, p, towards(p, left, 220));
  for (const [a, b] of [
    [top, bottom],
    [tl, bl],
    [tr, br],
    [top, tl],
    [top, tr],
    [bottom, bl],
    [bottom, br],
    [tl, back],
    [tr, back],
  ] as [Point, Point][]) {
    s.line(contour, a, b, { wobble: 0.5 });
  }
  const layer = s.layer('Value');
  s.hatch(shading, [top, tl, bl, bottom], 1.15, 11, { layer, pressure: 0.35 });
  s.hatch(shading, [top, bottom, br, tr], 1.1, 7, { layer, pressure: 0.6 });
  s.hatch(shading, [top, bottom, br, tr], -0.45, 9, { layer, pressure: 0.5 });
  const shadow: Point[] = [bottom, br, [840, 432], [660, 472]];
  s.hatch(shading, shadow, 0.2, 6, { layer, pressure: 0.7 });
  return s.log();
}

/** A sphere: outline, terminator, curved value on the shadow side and a cast shadow. */
export function sphereDemo(): StrokeLog {
  const s = new DemoSketch(W, H, makeRng('demo-sphere'));
  const [cx, cy, r] = [470, 230, 150];
  s.stroke(construction, arc(cx, cy, r + 3, r + 3, { start: -2.4, sweep: 6.2 }));
  s.stroke(contour, arc(cx, cy, r, r, { start: -2.3, sweep: 6.4, steps: 64 }));
  s.line(construction, [120, 420], [900, 410], { wobble: 0.4 });
  s.stroke(
    construction,
    arc(cx, cy, r * 0.95, r * 0.55, { start: -0.3, sweep: 3.4, rotation: -0.7 }),
  );
  const layer = s.layer('Value');
  // Rings around the highlight, kept to the ball: strokes that follow the form and crowd
  // together as it turns away from the light.
  const light: Point = [cx - r * 0.38, cy - r * 0.38];
  for (let k = 0; k < 16; k++) {
    const path = formArc(cx, cy, r, light, r * (0.85 + k * 0.042));
    if (path) s.stroke(shading, path, { layer, pressure: 0.25 + k * 0.035, wobble: 0.4 });
  }
  const core = arc(cx + 40, cy + 40, r * 0.78, r * 0.7, { start: -0.1, sweep: 1.9, rotation: 0.2 });
  s.stroke({ ...contour, size: 5, opacity: 0.6 }, core, { layer });
  const cast = arc(cx + 110, cy + r - 4, r * 1.1, 34, { rotation: -0.02 });
  s.hatch(shading, cast, 0.25, 6, { layer, pressure: 0.7 });
  return s.log();
}

/** A head the Loomis way: ball, side plane, centre and brow lines, jaw, then the features. */
export function headDemo(): StrokeLog {
  const s = new DemoSketch(W, H, makeRng('demo-head'));
  const [cx, cy, r] = [480, 170, 115];
  s.stroke(construction, arc(cx, cy, r, r, { start: -1.6, sweep: 6.3, steps: 56 }));
  s.stroke(construction, arc(cx + 55, cy + 5, 42, 78, { steps: 32 }));
  s.stroke(
    construction,
    spline([
      [cx - 8, cy - r],
      [cx - 20, cy],
      [cx - 14, cy + r],
      [cx - 4, 450],
    ]),
  );
  s.stroke(
    construction,
    spline([
      [cx - r, cy + 10],
      [cx - 20, cy + 28],
      [cx + r, cy + 12],
    ]),
  );
  const chin: Point = [cx - 12, 440];
  s.stroke(contour, spline([[cx - r + 4, cy + 40], [cx - 90, 330], [cx - 50, 415], chin]));
  s.stroke(contour, spline([[cx + r - 6, cy + 60], [cx + 78, 350], [cx + 30, 425], chin]));
  s.stroke(contour, arc(cx + 60, 255, 16, 34, { start: -1.6, sweep: 3.6 }));
  const layer = s.layer('Features');
  for (const ex of [cx - 62, cx + 34]) {
    s.stroke(
      ink,
      spline([
        [ex - 22, 232],
        [ex, 222],
        [ex + 22, 232],
      ]),
      { layer },
    );
    s.stroke(
      ink,
      spline([
        [ex - 22, 232],
        [ex, 240],
        [ex + 22, 232],
      ]),
      { layer, pressure: 0.4 },
    );
    s.stroke(
      { ...ink, size: 5 },
      [
        [ex, 230],
        [ex + 1, 232],
      ],
      { layer },
    );
  }
  s.stroke(
    ink,
    spline([
      [cx - 14, 250],
      [cx - 30, 320],
      [cx - 12, 330],
      [cx + 6, 322],
    ]),
    { layer },
  );
  s.stroke(
    ink,
    spline([
      [cx - 50, 370],
      [cx - 14, 376],
      [cx + 28, 368],
    ]),
    { layer },
  );
  s.hatch(
    shading,
    [
      [cx + 40, 250],
      [cx + r - 6, cy + 60],
      [cx + 78, 350],
      [cx + 30, 420],
    ],
    1.0,
    8,
    {
      layer,
      pressure: 0.4,
    },
  );
  return s.log();
}

/** Three gestures: line of action first, then the mannequin masses, then the limbs. */
export function gestureDemo(): StrokeLog {
  const s = new DemoSketch(W, H, makeRng('demo-gesture'));
  const action: Pen = { brush: 'brush-pen', color: '#b64a3a', size: 5 };
  const poses: Point[][] = [
    [
      [180, 70],
      [210, 180],
      [190, 300],
      [150, 440],
    ],
    [
      [520, 80],
      [490, 190],
      [520, 290],
      [580, 430],
    ],
    [
      [800, 90],
      [830, 170],
      [800, 280],
      [840, 440],
    ],
  ];
  const masses = s.layer('Masses');
  poses.forEach((line, i) => {
    s.stroke(action, spline(line), { wobble: 1.5 });
    const [head, chest, hips] = line as [Point, Point, Point, Point];
    s.stroke(contour, arc(head[0], head[1] + 10, 24, 30, { steps: 28 }), { layer: masses });
    const tilt = (i - 1) * 0.25;
    s.stroke(contour, arc(chest[0], chest[1], 42, 58, { rotation: tilt, steps: 36 }), {
      layer: masses,
    });
    s.stroke(contour, arc(hips[0], hips[1], 38, 28, { rotation: -tilt, steps: 30 }), {
      layer: masses,
    });
    const side = i === 1 ? -1 : 1;
    const limbs: Point[][] = [
      [
        [chest[0] - 35, chest[1] - 35],
        [chest[0] - 80, chest[1] + 30 * side],
        [chest[0] - 60, chest[1] + 100],
      ],
      [
        [chest[0] + 35, chest[1] - 35],
        [chest[0] + 90, chest[1] - 20 * side],
        [chest[0] + 120, chest[1] - 80],
      ],
      [
        [hips[0] - 20, hips[1] + 15],
        [hips[0] - 40 * side, hips[1] + 90],
        [hips[0] - 20, 470],
      ],
      [
        [hips[0] + 20, hips[1] + 15],
        [hips[0] + 55, hips[1] + 80],
        [hips[0] + 70 * side, 465],
      ],
    ];
    for (const limb of limbs) s.stroke(contour, spline(limb), { layer: masses, wobble: 1 });
  });
  return s.log();
}

/** A botanical study in ink: stem, leaves with their veins, and one open flower. */
export function botanicalDemo(): StrokeLog {
  const s = new DemoSketch(W, H, makeRng('demo-botanical'), '#fbf8f1');
  const stem = spline(
    [
      [500, 490],
      [470, 380],
      [505, 260],
      [480, 140],
      [495, 90],
    ],
    12,
  );
  s.stroke({ ...ink, size: 3.5 }, stem);
  const veins = s.layer('Veins');
  [370, 310, 240, 190].forEach((y, i) => {
    const side = i % 2 === 0 ? -1 : 1;
    const base = stem.reduce((best, p) => (Math.abs(p[1] - y) < Math.abs(best[1] - y) ? p : best));
    const tip: Point = [base[0] + side * (150 - i * 18), base[1] - 70 + i * 8];
    const mid: Point = [(base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2];
    const bulge = 30 - i * 3;
    s.stroke(ink, spline([base, [mid[0], mid[1] - bulge], tip], 10));
    s.stroke(ink, spline([base, [mid[0], mid[1] + bulge], tip], 10));
    s.stroke({ ...ink, size: 1.5 }, [base, tip], { layer: veins, pressure: 0.5 });
    for (let v = 1; v < 5; v++) {
      const t = v / 5;
      const on: Point = [base[0] + (tip[0] - base[0]) * t, base[1] + (tip[1] - base[1]) * t];
      for (const up of [-1, 1]) {
        const out: Point = [on[0] + side * 16, on[1] + up * bulge * (1 - t) * 0.8];
        s.stroke({ ...ink, size: 1.2 }, [on, out], { layer: veins, pressure: 0.4 });
      }
    }
  });
  const [fx, fy] = [495, 80];
  for (let petal = 0; petal < 7; petal++) {
    const a = (petal / 7) * Math.PI * 2;
    s.stroke(
      ink,
      arc(fx + Math.cos(a) * 30, fy + Math.sin(a) * 30, 30, 14, { rotation: a, steps: 20 }),
    );
  }
  s.stroke({ ...ink, size: 6 }, arc(fx, fy, 8, 8, { steps: 12 }), { layer: veins });
  return s.log();
}
