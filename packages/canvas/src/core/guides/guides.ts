/** A point in document units. */
export interface GuidePoint {
  x: number;
  y: number;
}

/**
 * Perspective with one, two or three vanishing points. The horizon runs through the first two
 * (through the one, level, in one-point perspective); a third is the verticals' vanishing point.
 */
export interface PerspectiveGuide {
  kind: 'perspective';
  points: GuidePoint[];
}

/**
 * An ellipse template, described as the stroke analysis describes an ellipse drill's target
 * (analysis/ellipse.ts `EllipseTarget`), so a drill can hand one to the other as it is.
 */
export interface EllipseGuide {
  kind: 'ellipse';
  centre: GuidePoint;
  /** Full length of the major axis, end to end. */
  majorAxis: number;
  /** asin(minor / major), MIN_ELLIPSE_DEGREE–90: 90 is a circle. */
  degree: number;
  /** Direction of the minor axis in degrees, the board's y pointing down. */
  minorAngle: number;
}

/** Square cells of `size`, lines through `origin`. */
export interface GridGuide {
  kind: 'grid';
  origin: GuidePoint;
  size: number;
}

/** Lines at 30°, 90° and 150° through a lattice of triangles of side `size` from `origin`. */
export interface IsometricGuide {
  kind: 'isometric';
  origin: GuidePoint;
  size: number;
}

export type Guide = PerspectiveGuide | EllipseGuide | GridGuide | IsometricGuide;
export type GuideKind = Guide['kind'];

export const MAX_GUIDES = 8;
export const MAX_VANISHING_POINTS = 3;
export const MIN_GRID_SIZE = 8;
export const MAX_GRID_SIZE = 1000;
/** A flatter ellipse is a line: its template would snap every stroke to a sliver. */
export const MIN_ELLIPSE_DEGREE = 1;
/**
 * How far from the board a guide may reach, document units: far enough for a vanishing point
 * that makes lines all but parallel, near enough that every figure stays well within a float.
 */
export const GUIDE_REACH = 100_000;

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function pointProblem(v: unknown): string | null {
  if (!isObj(v)) return 'is not a point';
  const extra = Object.keys(v).find((k) => k !== 'x' && k !== 'y');
  if (extra !== undefined) return `has an unexpected field ${extra}`;
  if (!num(v.x) || !num(v.y)) return 'needs finite x and y';
  return Math.abs(v.x) <= GUIDE_REACH && Math.abs(v.y) <= GUIDE_REACH
    ? null
    : `lies more than ${GUIDE_REACH} from the board`;
}

const FIELDS: Record<GuideKind, readonly string[]> = {
  perspective: ['kind', 'points'],
  ellipse: ['kind', 'centre', 'majorAxis', 'degree', 'minorAngle'],
  grid: ['kind', 'origin', 'size'],
  isometric: ['kind', 'origin', 'size'],
};

/**
 * Why an untrusted guide is not one we draw and snap to, or null. Strict, like symmetry's
 * check: a log is read from files, the network and other people's drawings.
 */
export function guideProblem(v: unknown): string | null {
  if (!isObj(v)) return 'is not an object';
  const kind = v.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(FIELDS, kind)) {
    return `has an unknown kind ${JSON.stringify(kind)}`;
  }
  const allowed = FIELDS[kind as GuideKind];
  const extra = Object.keys(v).find((k) => !allowed.includes(k));
  if (extra !== undefined) return `has an unexpected field ${extra}`;
  switch (kind as GuideKind) {
    case 'perspective': {
      const points = v.points;
      if (!Array.isArray(points) || points.length < 1 || points.length > MAX_VANISHING_POINTS) {
        return `needs 1 to ${MAX_VANISHING_POINTS} vanishing points`;
      }
      for (const [i, p] of points.entries()) {
        const problem = pointProblem(p);
        if (problem) return `vanishing point ${i + 1} ${problem}`;
      }
      return null;
    }
    case 'ellipse': {
      const centre = pointProblem(v.centre);
      if (centre) return `centre ${centre}`;
      if (!num(v.majorAxis) || v.majorAxis <= 0 || v.majorAxis > GUIDE_REACH) {
        return `needs a major axis over 0 and up to ${GUIDE_REACH}`;
      }
      if (!num(v.degree) || v.degree < MIN_ELLIPSE_DEGREE || v.degree > 90) {
        return `needs a degree from ${MIN_ELLIPSE_DEGREE} to 90`;
      }
      return num(v.minorAngle) && Math.abs(v.minorAngle) <= 360
        ? null
        : 'needs a minor axis angle in degrees';
    }
    case 'grid':
    case 'isometric': {
      const origin = pointProblem(v.origin);
      if (origin) return `origin ${origin}`;
      return num(v.size) && v.size >= MIN_GRID_SIZE && v.size <= MAX_GRID_SIZE
        ? null
        : `needs a cell size from ${MIN_GRID_SIZE} to ${MAX_GRID_SIZE}`;
    }
  }
}

/** Why an untrusted list of guides (a `guides` op's) is not one, or null. */
export function guidesProblem(v: unknown): string | null {
  if (!Array.isArray(v)) return 'guides must be a list';
  if (v.length > MAX_GUIDES) return `at most ${MAX_GUIDES} guides`;
  for (const [i, g] of v.entries()) {
    const problem = guideProblem(g);
    if (problem) return `guide ${i + 1} ${problem}`;
  }
  return null;
}

/**
 * A perspective guide from its vanishing points; with `horizon` (a y), each point is put on it,
 * as two-point perspective has them (the horizon is the line through the first two points).
 */
export function perspectiveGuide(
  vanishingPoints: readonly GuidePoint[],
  horizon?: number,
): PerspectiveGuide {
  return {
    kind: 'perspective',
    points: vanishingPoints.map(({ x, y }) => ({ x, y: horizon ?? y })),
  };
}

/** The same guides, figure for figure (so setting them again is no step to undo). */
export function sameGuides(a: readonly Guide[], b: readonly Guide[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

/** The choices a toolbar offers: a perspective's points are part of the choice. */
export type GuidePreset =
  'perspective-1' | 'perspective-2' | 'perspective-3' | 'ellipse' | 'grid' | 'isometric';

export const GUIDE_PRESETS: readonly GuidePreset[] = [
  'perspective-1',
  'perspective-2',
  'perspective-3',
  'ellipse',
  'grid',
  'isometric',
];

const r2 = (v: number) => Math.round(v * 100) / 100;

/**
 * A guide of `preset` laid out on a width × height board, every handle on the board so it can
 * be reached and dragged: the horizon at 40 % of the height, two points near the sides, a third
 * (the verticals') near the bottom; an ellipse of 30° in the middle, its minor axis upright.
 */
export function presetGuide(preset: GuidePreset, width: number, height: number): Guide {
  const horizon = r2(height * 0.4);
  const cell = Math.max(
    MIN_GRID_SIZE,
    Math.min(MAX_GRID_SIZE, Math.round(Math.min(width, height) / 10)),
  );
  switch (preset) {
    case 'perspective-1':
      return { kind: 'perspective', points: [{ x: r2(width / 2), y: horizon }] };
    case 'perspective-2':
    case 'perspective-3': {
      const points = [
        { x: r2(width * 0.1), y: horizon },
        { x: r2(width * 0.9), y: horizon },
      ];
      if (preset === 'perspective-3') points.push({ x: r2(width / 2), y: r2(height * 0.95) });
      return { kind: 'perspective', points };
    }
    case 'ellipse':
      return {
        kind: 'ellipse',
        centre: { x: r2(width / 2), y: r2(height / 2) },
        majorAxis: r2(Math.min(width, height) * 0.6),
        degree: 30,
        minorAngle: 90,
      };
    case 'grid':
    case 'isometric':
      return { kind: preset, origin: { x: 0, y: 0 }, size: cell };
  }
}

/** Which preset a guide is (a perspective by its number of points). */
export function presetOf(guide: Guide): GuidePreset {
  return guide.kind === 'perspective'
    ? (`perspective-${Math.min(3, Math.max(1, guide.points.length))}` as GuidePreset)
    : guide.kind;
}
