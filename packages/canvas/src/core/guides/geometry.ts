import {
  GUIDE_REACH,
  type EllipseGuide,
  type Guide,
  type GuidePoint,
  type PerspectiveGuide,
} from './guides';

const DEG = Math.PI / 180;

/** A rectangle in document units: the board, or the part of it a guide is drawn over. */
export interface GuideBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A straight piece of a guide, in document units. */
export interface GuideSegment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * What a line of a guide is: the horizon; a ray to vanishing point `point`; an ellipse's axis;
 * a grid line.
 */
export type GuideLineRole = 'horizon' | 'ray' | 'axis' | 'grid';

export interface GuideLine extends GuideSegment {
  /** The guide's index in the list it was drawn from. */
  guide: number;
  role: GuideLineRole;
  /** For a ray, which vanishing point (0, 1, 2) it runs to. */
  point?: number;
}

/** An ellipse as SVG and canvas draw one: radii, and the turn of its major axis in degrees. */
export interface GuideEllipse {
  guide: number;
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  rotation: number;
}

/**
 * A point of a guide that can be dragged: a vanishing point (`part` = its index), an ellipse's
 * centre (part 0, moves it) or the end of its major axis (part 1, sizes and turns it).
 */
export interface GuideHandle {
  guide: number;
  part: number;
  role: 'vanishing-point' | 'centre' | 'axis';
  x: number;
  y: number;
}

/** Everything an overlay draws of a list of guides: lines, ellipses, and the handles. */
export interface GuideDrawing {
  lines: GuideLine[];
  ellipses: GuideEllipse[];
  handles: GuideHandle[];
}

/** Rays a vanishing point fans out over the board. */
export const RAYS_PER_POINT = 16;
/** At most this many lines of one grid direction are drawn; a finer grid is drawn sparser. */
export const MAX_GRID_LINES = 400;

/** A line through (x, y) along the unit direction (dx, dy). */
export interface GuideAxis {
  x: number;
  y: number;
  dx: number;
  dy: number;
}

function unit(dx: number, dy: number): { dx: number; dy: number } | null {
  const len = Math.hypot(dx, dy);
  return len > 1e-9 ? { dx: dx / len, dy: dy / len } : null;
}

/**
 * The horizon: through the first two vanishing points, or level through the one of one-point
 * perspective (and where the first two coincide).
 */
export function horizonOf(guide: PerspectiveGuide): GuideAxis | null {
  const [a, b] = guide.points;
  if (!a) return null;
  const along = b ? unit(b.x - a.x, b.y - a.y) : null;
  return { x: a.x, y: a.y, ...(along ?? { dx: 1, dy: 0 }) };
}

/**
 * The part of a line (t from `from` to `to` along it, both possibly infinite) inside `b`, by
 * Liang–Barsky; null when it misses or only touches.
 */
export function clipLine(
  line: GuideAxis,
  b: GuideBounds,
  from = -Infinity,
  to = Infinity,
): GuideSegment | null {
  let t0 = from;
  let t1 = to;
  const edges: [number, number][] = [
    [-line.dx, line.x - b.x],
    [line.dx, b.x + b.width - line.x],
    [-line.dy, line.y - b.y],
    [line.dy, b.y + b.height - line.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return null;
  }
  // Infinite: the line was not bounded after all; equal: it only touches a corner.
  if (!Number.isFinite(t0) || !Number.isFinite(t1) || t1 - t0 < 1e-9) return null;
  return {
    x1: line.x + line.dx * t0,
    y1: line.y + line.dy * t0,
    x2: line.x + line.dx * t1,
    y2: line.y + line.dy * t1,
  };
}

const corners = (b: GuideBounds): GuidePoint[] => [
  { x: b.x, y: b.y },
  { x: b.x + b.width, y: b.y },
  { x: b.x + b.width, y: b.y + b.height },
  { x: b.x, y: b.y + b.height },
];

const inside = (p: GuidePoint, b: GuideBounds) =>
  p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;

/**
 * The directions of the rays a vanishing point fans over `b`: all the way round from a point on
 * the board, else evenly across the angle the board takes up seen from the point, its edges
 * left out (a ray along a corner would show as a dot).
 */
export function rayAngles(p: GuidePoint, b: GuideBounds, count = RAYS_PER_POINT): number[] {
  if (inside(p, b)) {
    return Array.from({ length: count }, (_, i) => (2 * Math.PI * i) / count);
  }
  const mid = Math.atan2(b.y + b.height / 2 - p.y, b.x + b.width / 2 - p.x);
  let lo = 0;
  let hi = 0;
  for (const c of corners(b)) {
    // Seen from outside a rectangle its corners lie within half a turn of its middle.
    let d = Math.atan2(c.y - p.y, c.x - p.x) - mid;
    d = Math.atan2(Math.sin(d), Math.cos(d));
    lo = Math.min(lo, d);
    hi = Math.max(hi, d);
  }
  return Array.from({ length: count }, (_, i) => mid + lo + ((hi - lo) * (i + 0.5)) / count);
}

function grow(b: GuideBounds, points: readonly GuidePoint[]): GuideBounds {
  let x0 = b.x;
  let y0 = b.y;
  let x1 = b.x + b.width;
  let y1 = b.y + b.height;
  for (const p of points) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function perspectiveLines(g: PerspectiveGuide, index: number, b: GuideBounds): GuideLine[] {
  const lines: GuideLine[] = [];
  const horizon = horizonOf(g);
  // The horizon reaches the vanishing points where they lie off the board.
  const across = horizon && clipLine(horizon, grow(b, g.points.slice(0, 2)));
  if (across) lines.push({ ...across, guide: index, role: 'horizon' });
  g.points.forEach((p, point) => {
    for (const a of rayAngles(p, b)) {
      const ray = clipLine({ x: p.x, y: p.y, dx: Math.cos(a), dy: Math.sin(a) }, b, 0);
      if (ray) lines.push({ ...ray, guide: index, role: 'ray', point });
    }
  });
  return lines;
}

/** The ellipse's radii and the turn of its major axis (degrees). */
export function ellipseShape(g: EllipseGuide): Omit<GuideEllipse, 'guide'> {
  const rx = g.majorAxis / 2;
  return {
    cx: g.centre.x,
    cy: g.centre.y,
    rx,
    ry: rx * Math.sin(g.degree * DEG),
    rotation: g.minorAngle - 90,
  };
}

/** Where the end of an ellipse guide's major axis is: the handle that sizes and turns it. */
export function axisEnd(g: EllipseGuide): GuidePoint {
  const { cx, cy, rx, rotation } = ellipseShape(g);
  return { x: cx + rx * Math.cos(rotation * DEG), y: cy + rx * Math.sin(rotation * DEG) };
}

/**
 * One direction of a grid's lines: the lines n · p = offset + k · spacing, n = (nx, ny) the unit
 * normal. Every direction of a grid and an isometric grid passes through its origin.
 */
export interface LineFamily {
  nx: number;
  ny: number;
  spacing: number;
  offset: number;
}

const SIN60 = Math.sqrt(3) / 2;

/** The directions of a grid's lines: vertical and level; or at 90°, 30° and 150°. */
export function lineFamilies(g: Guide): LineFamily[] {
  if (g.kind !== 'grid' && g.kind !== 'isometric') return [];
  const { x, y } = g.origin;
  const normals: [number, number][] =
    g.kind === 'grid'
      ? [
          [1, 0],
          [0, 1],
        ]
      : [
          [1, 0],
          [-0.5, SIN60],
          [-0.5, -SIN60],
        ];
  const spacing = g.kind === 'grid' ? g.size : g.size * SIN60;
  return normals.map(([nx, ny]) => ({ nx, ny, spacing, offset: nx * x + ny * y }));
}

function gridLines(g: Guide, index: number, b: GuideBounds): GuideLine[] {
  const lines: GuideLine[] = [];
  for (const f of lineFamilies(g)) {
    const reach = corners(b).map((c) => (f.nx * c.x + f.ny * c.y - f.offset) / f.spacing);
    const first = Math.ceil(Math.min(...reach));
    const last = Math.floor(Math.max(...reach));
    const step = Math.max(1, Math.ceil((last - first + 1) / MAX_GRID_LINES));
    // Multiples of the step, so a sparser grid still runs through the origin.
    for (let k = Math.ceil(first / step) * step; k <= last; k += step) {
      const d = f.offset + k * f.spacing;
      const line = { x: f.nx * d, y: f.ny * d, dx: -f.ny, dy: f.nx };
      const seg = clipLine(line, b);
      if (seg) lines.push({ ...seg, guide: index, role: 'grid' });
    }
  }
  return lines;
}

/** The points of the guides that can be dragged (grids have none: their panel sets them). */
export function guideHandles(guides: readonly Guide[]): GuideHandle[] {
  const out: GuideHandle[] = [];
  guides.forEach((g, guide) => {
    if (g.kind === 'perspective') {
      g.points.forEach((p, part) => out.push({ guide, part, role: 'vanishing-point', ...p }));
    } else if (g.kind === 'ellipse') {
      out.push({ guide, part: 0, role: 'centre', ...g.centre });
      out.push({ guide, part: 1, role: 'axis', ...axisEnd(g) });
    }
  });
  return out;
}

/**
 * What an overlay draws of `guides` over `bounds` (the board): each perspective's horizon and
 * its rays fanned over the board, each ellipse with its two axes, each grid's lines, and the
 * handles. Pure: the sketchpad's overlay, a drill's own overlay and a replay all draw from it.
 */
export function guideDrawing(guides: readonly Guide[], bounds: GuideBounds): GuideDrawing {
  const lines: GuideLine[] = [];
  const ellipses: GuideEllipse[] = [];
  guides.forEach((g, guide) => {
    switch (g.kind) {
      case 'perspective':
        lines.push(...perspectiveLines(g, guide, bounds));
        return;
      case 'ellipse': {
        const e = ellipseShape(g);
        ellipses.push({ guide, ...e });
        const c = Math.cos(e.rotation * DEG);
        const s = Math.sin(e.rotation * DEG);
        lines.push(
          {
            guide,
            role: 'axis',
            x1: e.cx - c * e.rx,
            y1: e.cy - s * e.rx,
            x2: e.cx + c * e.rx,
            y2: e.cy + s * e.rx,
          },
          {
            guide,
            role: 'axis',
            x1: e.cx + s * e.ry,
            y1: e.cy - c * e.ry,
            x2: e.cx - s * e.ry,
            y2: e.cy + c * e.ry,
          },
        );
        return;
      }
      case 'grid':
      case 'isometric':
        lines.push(...gridLines(g, guide, bounds));
    }
  });
  return { lines, ellipses, handles: guideHandles(guides) };
}

/** The handle within `radius` (document units) of (x, y), nearest first; null when none. */
export function handleAt(
  guides: readonly Guide[],
  x: number,
  y: number,
  radius: number,
): GuideHandle | null {
  let best: GuideHandle | null = null;
  let bestD = radius;
  for (const h of guideHandles(guides)) {
    const d = Math.hypot(h.x - x, h.y - y);
    if (d <= bestD) {
      best = h;
      bestD = d;
    }
  }
  return best;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The guides with handle `h` dragged to (x, y): a vanishing point or an ellipse's centre moves
 * there; the end of its major axis sets the axis's length and turn. Figures are rounded as a
 * log's samples are; nothing moves beyond GUIDE_REACH.
 */
export function moveHandle(
  guides: readonly Guide[],
  h: Pick<GuideHandle, 'guide' | 'part'>,
  x: number,
  y: number,
  reach = GUIDE_REACH,
): Guide[] {
  const p = {
    x: round2(Math.max(-reach, Math.min(reach, x))),
    y: round2(Math.max(-reach, Math.min(reach, y))),
  };
  return guides.map((g, i) => {
    if (i !== h.guide) return g;
    if (g.kind === 'perspective') {
      return { ...g, points: g.points.map((q, j) => (j === h.part ? p : q)) };
    }
    if (g.kind !== 'ellipse') return g;
    if (h.part === 0) return { ...g, centre: p };
    const dx = p.x - g.centre.x;
    const dy = p.y - g.centre.y;
    const half = Math.hypot(dx, dy);
    if (half < 1) return g;
    // The minor axis is square to the major one; kept in [0, 180) as the analysis keeps it.
    const minor = (((Math.atan2(dy, dx) / DEG + 90) % 180) + 180) % 180;
    return { ...g, majorAxis: round2(Math.min(reach, 2 * half)), minorAngle: round2(minor) };
  });
}
