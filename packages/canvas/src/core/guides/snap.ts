import type { Sample } from '../ink/sample';
import { ellipseShape, horizonOf, lineFamilies, type GuideAxis } from './geometry';
import type { Guide, GuidePoint } from './guides';

const DEG = Math.PI / 180;

/**
 * What a stroke is snapped to: a straight line (through the stroke's start, or the grid line it
 * started on), or an ellipse of the template's shape and turn, concentric with it and through
 * the stroke's start, as a stencil of ellipses of every size would give.
 */
export type SnapTarget =
  | ({ kind: 'line' } & GuideAxis)
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; cos: number; sin: number };

/** How far the pen goes, in screen pixels, before the way it went chooses what to snap to. */
export const SNAP_DECIDE_PX = 8;
/** A stroke begun this close to a grid line, as a share of the spacing, is drawn on it. */
export const GRID_CATCH = 0.25;
/**
 * The most an ellipse's angle moves between two samples put on it (radians, 5°): samples further
 * apart (a fast hand, events dropped by a busy page) get samples between them on the ellipse, so
 * the stroke follows the curve rather than cutting a chord across it.
 */
export const MAX_ARC_STEP = Math.PI / 36;

function unit(dx: number, dy: number): { dx: number; dy: number } | null {
  const len = Math.hypot(dx, dy);
  return len > 1e-9 ? { dx: dx / len, dy: dy / len } : null;
}

/**
 * Everything a stroke begun at (x, y) may snap to: for a perspective, the line to each
 * vanishing point, and the directions that do not converge (level and upright lines in one-point
 * perspective, upright ones in two-point: square to the horizon); for an ellipse, its concentric
 * twin through the point; for a grid, its line of each direction there.
 */
export function snapTargets(guides: readonly Guide[], x: number, y: number): SnapTarget[] {
  const out: SnapTarget[] = [];
  const line = (d: { dx: number; dy: number } | null, at: GuidePoint = { x, y }) => {
    if (d) out.push({ kind: 'line', x: at.x, y: at.y, ...d });
  };
  for (const g of guides) {
    switch (g.kind) {
      case 'perspective': {
        for (const p of g.points) line(unit(p.x - x, p.y - y));
        const h = horizonOf(g);
        if (h && g.points.length === 1) line({ dx: h.dx, dy: h.dy });
        if (h && g.points.length <= 2) line({ dx: -h.dy, dy: h.dx });
        break;
      }
      case 'ellipse': {
        const e = ellipseShape(g);
        const cos = Math.cos(e.rotation * DEG);
        const sin = Math.sin(e.rotation * DEG);
        const u = (x - e.cx) * cos + (y - e.cy) * sin;
        const v = -(x - e.cx) * sin + (y - e.cy) * cos;
        const k = Math.hypot(u / e.rx, v / e.ry);
        if (k * e.ry > 1e-6)
          out.push({ kind: 'ellipse', cx: e.cx, cy: e.cy, rx: k * e.rx, ry: k * e.ry, cos, sin });
        break;
      }
      case 'grid':
      case 'isometric':
        for (const f of lineFamilies(g)) {
          const d = f.nx * x + f.ny * y;
          const nearest = f.offset + Math.round((d - f.offset) / f.spacing) * f.spacing;
          const shift = Math.abs(nearest - d) <= GRID_CATCH * f.spacing ? nearest - d : 0;
          line({ dx: -f.ny, dy: f.nx }, { x: x + f.nx * shift, y: y + f.ny * shift });
        }
    }
  }
  return out;
}

type EllipseTarget = Extract<SnapTarget, { kind: 'ellipse' }>;

/** The angle of (x, y) about an ellipse once it is stretched to a circle. */
function ellipseAngle(t: EllipseTarget, x: number, y: number): number {
  const u = (x - t.cx) * t.cos + (y - t.cy) * t.sin;
  const v = -(x - t.cx) * t.sin + (y - t.cy) * t.cos;
  return Math.atan2(v / t.ry, u / t.rx);
}

/** The point of an ellipse at angle `a` (see `ellipseAngle`). */
function ellipseAt(t: EllipseTarget, a: number): GuidePoint {
  const pu = t.rx * Math.cos(a);
  const pv = t.ry * Math.sin(a);
  return { x: t.cx + pu * t.cos - pv * t.sin, y: t.cy + pu * t.sin + pv * t.cos };
}

/** The target's direction (a unit vector) where it passes nearest (x, y). */
export function tangentAt(t: SnapTarget, x: number, y: number): { dx: number; dy: number } {
  if (t.kind === 'line') return { dx: t.dx, dy: t.dy };
  const a = ellipseAngle(t, x, y);
  // d/da (rx cos a, ry sin a), turned back into the board's axes.
  const du = -t.rx * Math.sin(a);
  const dv = t.ry * Math.cos(a);
  return unit(du * t.cos - dv * t.sin, du * t.sin + dv * t.cos) ?? { dx: 1, dy: 0 };
}

/**
 * The target the stroke from `from` to `to` follows most closely: the one whose direction at
 * the start is nearest the stroke's, either way along it. Null when there is none.
 */
export function chooseTarget(
  targets: readonly SnapTarget[],
  from: GuidePoint,
  to: GuidePoint,
): SnapTarget | null {
  const m = unit(to.x - from.x, to.y - from.y);
  if (!m) return targets[0] ?? null;
  let best: SnapTarget | null = null;
  let bestCos = -1;
  for (const t of targets) {
    const d = tangentAt(t, from.x, from.y);
    const cos = Math.abs(d.dx * m.dx + d.dy * m.dy);
    if (cos > bestCos) {
      best = t;
      bestCos = cos;
    }
  }
  return best;
}

/**
 * (x, y) put on the target: the foot of the perpendicular on a line; on an ellipse the point at
 * the same angle once the ellipse is stretched to a circle, which follows the hand round it.
 */
export function snapPoint(t: SnapTarget, x: number, y: number): GuidePoint {
  if (t.kind === 'line') {
    const along = (x - t.x) * t.dx + (y - t.y) * t.dy;
    return { x: t.x + along * t.dx, y: t.y + along * t.dy };
  }
  return ellipseAt(t, ellipseAngle(t, x, y));
}

const mix = (a: number, b: number, f: number) => a + (b - a) * f;

/**
 * Snaps one stroke's samples as they come. The first samples are held until the pen has gone
 * `decide` document units from where it pressed: the way it went then chooses the target, and
 * every sample from the first on is put on it. Pressure, tilt and time stay as drawn (samples
 * added between two far apart on an ellipse take theirs between). A stroke that never goes that
 * far (a dot, a tap) is drawn as it was, unsnapped.
 */
export class StrokeSnapper {
  private held: Sample[] = [];
  private chosen: SnapTarget | null = null;
  private decided = false;
  /** On an ellipse: the last sample drawn, and its angle. */
  private last: { a: number; s: Sample } | null = null;

  constructor(
    private readonly guides: readonly Guide[],
    private readonly decide: number,
  ) {}

  /** What the stroke was put on; null until chosen, and when no guide offered anything. */
  get target(): SnapTarget | null {
    return this.chosen;
  }

  /**
   * Takes a sample; calls `draw` with each sample the stroke draws now, in order: on an ellipse,
   * with samples between where the hand went further than MAX_ARC_STEP round it.
   */
  add(s: Sample, draw: (s: Sample) => void): void {
    if (this.decided) {
      this.put(s, draw);
      return;
    }
    this.held.push(s);
    const first = this.held[0] as Sample;
    if (Math.hypot(s.x - first.x, s.y - first.y) < this.decide) return;
    this.decided = true;
    this.chosen = chooseTarget(snapTargets(this.guides, first.x, first.y), first, s);
    for (const h of this.held) this.put(h, draw);
    this.held = [];
  }

  /** The stroke ends: samples still held (it never went far enough to choose) are drawn as drawn. */
  finish(draw: (s: Sample) => void): void {
    for (const h of this.held) draw(h);
    this.held = [];
  }

  private put(s: Sample, draw: (s: Sample) => void): void {
    const t = this.chosen;
    if (t?.kind !== 'ellipse') {
      draw(t ? { ...s, ...snapPoint(t, s.x, s.y) } : s);
      return;
    }
    const a = ellipseAngle(t, s.x, s.y);
    const last = this.last;
    if (last) {
      // The short way round from the last sample: a hand does not jump half a turn.
      const turn = Math.atan2(Math.sin(a - last.a), Math.cos(a - last.a));
      const steps = Math.ceil(Math.abs(turn) / MAX_ARC_STEP);
      for (let i = 1; i < steps; i++) {
        const f = i / steps;
        const p = last.s;
        draw({
          ...ellipseAt(t, last.a + turn * f),
          pressure: mix(p.pressure, s.pressure, f),
          tiltX: mix(p.tiltX, s.tiltX, f),
          tiltY: mix(p.tiltY, s.tiltY, f),
          time: mix(p.time, s.time, f),
        });
      }
    }
    this.last = { a, s };
    draw({ ...s, ...ellipseAt(t, a) });
  }
}
