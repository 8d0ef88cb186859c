import { arc, spline } from './demo-geometry';
import { DemoSketch, makeRng, type Pen, type Point, type StrokeLog } from './demo-sketch';

// Demos of space and pictures: a watercolour landscape, a perspective street and comic
// thumbnails, on the sketchpad's default 1000×500 page.

const W = 1000;
const H = 500;
const pencil: Pen = { brush: 'pencil', color: '#34323a', size: 2.5 };

/** A ridge across the page: smooth hills from a few seeded control heights. */
function ridge(rng: ReturnType<typeof makeRng>, base: number, amplitude: number): Point[] {
  const keys: Point[] = Array.from({ length: 7 }, (_, i) => [
    -40 + (i * (W + 80)) / 6,
    base + rng.range(-amplitude, amplitude),
  ]);
  return spline(keys, 10);
}

/** A wash under a ridge: one wide zigzag stroke, as a painter fills a band with a flat brush. */
function washUnder(line: Point[], depth: number): Point[] {
  const out: Point[] = [];
  line.forEach(([x, y], i) => {
    if (i % 3 === 0) out.push([x, y + 8], [x + 12, y + depth]);
  });
  return out;
}

/** Layered hills in watercolour: sky, three distances from pale to strong, trees and water. */
export function landscapeDemo(): StrokeLog {
  const s = new DemoSketch(W, H, makeRng('demo-landscape'), '#fbf8f1');
  const rng = s.rng;
  s.fill([5, 5], '#d6e8ee');
  s.shape(
    'ellipse',
    { color: '#f2c14e', size: 2, opacity: 0.85 },
    { x0: 690, y0: 60, x1: 770, y1: 140 },
    { filled: true },
  );
  const washes = s.layer('Washes');
  for (let y = 40; y < 200; y += 38) {
    s.stroke(
      { brush: 'watercolor', color: '#f6dcc0', size: 36, opacity: 0.5 },
      [
        [-20, y],
        [1020, y + rng.range(-10, 10)],
      ],
      {
        layer: washes,
        wobble: 3,
      },
    );
  }
  const hills: [number, number, string][] = [
    [200, 40, '#9fbfb4'],
    [265, 35, '#6f9a7e'],
    [335, 30, '#2f5f5a'],
  ];
  for (const [base, amplitude, color] of hills) {
    const line = ridge(rng, base, amplitude);
    const wash: Pen = { brush: 'watercolor', color, size: 34, opacity: 1 };
    s.stroke(wash, washUnder(line, 70), { layer: washes, wobble: 2 });
    s.stroke({ ...wash, size: 12 }, line, { layer: washes, wobble: 1 });
  }
  const detail = s.layer('Detail');
  const needles: Pen = { brush: 'brush-pen', color: '#1f3a36', size: 3 };
  for (let i = 0; i < 9; i++) {
    const x = 70 + i * 44 + rng.range(-12, 12);
    const foot = 380 + rng.range(-12, 12);
    const height = rng.range(70, 120);
    s.line({ ...needles, size: 2 }, [x, foot], [x, foot - height], { layer: detail, wobble: 0.4 });
    // Branches droop from the trunk, longer towards the ground: the pine's silhouette.
    for (let b = 1; b < 9; b++) {
      const y = foot - height + (height * b) / 9;
      const reach = (height / 3) * (b / 9);
      for (const side of [-1, 1]) {
        s.line(needles, [x, y - 4], [x + side * reach, y + reach * 0.35], {
          layer: detail,
          wobble: 0.3,
        });
      }
    }
  }
  for (let y = 410; y < 490; y += 14) {
    const x = rng.range(450, 800);
    s.line(
      { brush: 'brush-pen', color: '#4f7fa0', size: 4 },
      [x, y],
      [x + rng.range(60, 160), y + 1],
      { layer: detail },
    );
  }
  for (let b = 0; b < 4; b++) {
    const [x, y] = [300 + b * 38 + rng.range(-8, 8), 90 + rng.range(-14, 14)];
    s.stroke(
      { brush: 'fineliner', color: '#33302e', size: 2 },
      spline(
        [
          [x - 10, y - 3],
          [x, y + 4],
          [x + 10, y - 3],
        ],
        4,
      ),
      { layer: detail },
    );
  }
  return s.log();
}

/** A street corner in two-point perspective: horizon, ruled edges, windows on the same lines. */
export function streetDemo(): StrokeLog {
  const s = new DemoSketch(W, H, makeRng('demo-street'));
  const horizon = 250;
  const left: Point = [-260, horizon];
  const right: Point = [1280, horizon];
  const at = (p: Point, vp: Point, x: number): Point => [
    x,
    p[1] + ((vp[1] - p[1]) * (x - p[0])) / (vp[0] - p[0]),
  ];
  const ruler = (a: Point, b: Point, size = 2, color = '#34323a') =>
    s.shape('line', { color, size }, { x0: a[0], y0: a[1], x1: b[0], y1: b[1] });
  ruler([0, horizon], [W, horizon], 1.5, '#6b8fb3');
  const top: Point = [520, 40];
  const foot: Point = [520, 440];
  ruler(top, foot, 3);
  for (const [vp, x] of [
    [left, 110],
    [right, 930],
  ] as [Point, number][]) {
    ruler(top, at(top, vp, x), 3);
    ruler(foot, at(foot, vp, x), 3);
    ruler(at(top, vp, x), at(foot, vp, x), 3);
    for (let floor = 1; floor < 6; floor++) {
      const y = top[1] + floor * 62;
      s.line({ ...pencil, size: 1.5, opacity: 0.5 }, [520, y], at([520, y], vp, x), {
        wobble: 0.3,
      });
    }
    // Windows sit between the guides, so every edge runs to the same vanishing point.
    for (let floor = 0; floor < 5; floor++) {
      for (let col = 0; col < 5; col++) {
        const [e0, e1] = [0.2 + col * 0.15, 0.29 + col * 0.15].map((t) => 520 + (x - 520) * t) as [
          number,
          number,
        ];
        const [y0, y1] = [top[1] + 22 + floor * 62, top[1] + 62 + floor * 62];
        const window: Point[] = [
          at([520, y0], vp, e0),
          at([520, y0], vp, e1),
          at([520, y1], vp, e1),
          at([520, y1], vp, e0),
        ];
        s.stroke(pencil, [...window, window[0]!], { wobble: 0.3 });
      }
    }
  }
  const shade = s.layer('Shade');
  s.hatch(
    { ...pencil, size: 2, opacity: 0.6 },
    [top, foot, at(foot, right, 930), at(top, right, 930)],
    1.2,
    14,
    { layer: shade, pressure: 0.45 },
  );
  s.line(pencil, [520, 470], at([520, 470], left, 0), { layer: shade });
  s.line(pencil, [520, 470], at([520, 470], right, W), { layer: shade });
  return s.log();
}

/** Thumbnails of a comic page: panel borders, staging in quick strokes, balloons left room. */
export function panelsDemo(): StrokeLog {
  const s = new DemoSketch(W, H, makeRng('demo-panels'));
  const border = { color: '#1f1b24', size: 4 };
  const panels = [
    { x0: 30, y0: 30, x1: 480, y1: 230 },
    { x0: 500, y0: 30, x1: 970, y1: 230 },
    { x0: 30, y0: 250, x1: 320, y1: 470 },
    { x0: 340, y0: 250, x1: 970, y1: 470 },
  ];
  for (const box of panels) s.shape('rectangle', border, box);
  const sketch: Pen = { brush: 'brush-pen', color: '#34323a', size: 3.5 };
  const figure = (x: number, foot: number, height: number, lean: number) => {
    const head: Point = [x + lean, foot - height];
    s.stroke(
      sketch,
      arc(head[0], head[1] + height * 0.08, height * 0.08, height * 0.09, { steps: 16 }),
    );
    s.stroke(
      sketch,
      spline([
        [head[0], head[1] + height * 0.18],
        [x + lean * 0.4, foot - height * 0.5],
        [x, foot],
      ]),
    );
    s.stroke(sketch, [
      [x + lean * 0.6, foot - height * 0.7],
      [x + lean + height * 0.25, foot - height * 0.55],
    ]);
  };
  s.line({ ...pencil, opacity: 0.6 }, [30, 170], [480, 160]);
  figure(150, 215, 120, 10);
  figure(380, 215, 60, -4);
  figure(640, 225, 180, 30);
  for (let i = 0; i < 7; i++)
    s.line({ ...pencil, size: 1.5 }, [520, 60 + i * 22], [600, 70 + i * 20]);
  s.stroke(sketch, arc(175, 350, 70, 85, { steps: 36 }));
  s.stroke(
    sketch,
    spline([
      [110, 320],
      [150, 270],
      [215, 275],
      [245, 330],
    ]),
  );
  for (const ex of [145, 200])
    s.stroke({ ...sketch, size: 6 }, [
      [ex, 340],
      [ex + 2, 346],
    ]);
  s.stroke(
    sketch,
    spline([
      [150, 395],
      [175, 405],
      [200, 392],
    ]),
  );
  figure(880, 460, 170, -20);
  s.line({ ...pencil, opacity: 0.6 }, [340, 400], [970, 380]);
  const balloons = s.layer('Balloons');
  s.shape(
    'ellipse',
    { color: '#1f1b24', size: 2.5 },
    { x0: 560, y0: 270, x1: 760, y1: 340 },
    { layer: balloons },
  );
  s.stroke(
    { brush: 'fineliner', color: '#1f1b24', size: 2.5 },
    [
      [700, 336],
      [760, 380],
      [690, 340],
    ],
    { layer: balloons },
  );
  s.shape(
    'ellipse',
    { color: '#1f1b24', size: 2.5 },
    { x0: 250, y0: 50, x1: 440, y1: 115 },
    { layer: balloons },
  );
  return s.log();
}
