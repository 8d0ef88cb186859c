import { axialDifference, axisOf, DEG, type Point } from './path';
import { halving, meanOf } from './score';

/** Standard deviation of the lines' angles that halves the angle score, in degrees. */
export const HATCH_ANGLE_HALF = 3;
/** Coefficient of variation of the gaps that halves the spacing score. */
export const HATCH_SPACING_HALF = 0.2;

export interface HatchingMeasure {
  /** Lines with some extent; a dot has no angle and is left out. */
  readonly count: number;
  /** Mean direction, degrees in [0, 180), board coordinates. */
  readonly meanAngle: number;
  /** Of each line's angle from the mean, degrees². */
  readonly angleVariance: number;
  /** Gaps between neighbouring lines, across the mean direction, px. */
  readonly meanSpacing: number;
  readonly spacingVariance: number;
  /** sqrt(spacingVariance) / meanSpacing. */
  readonly spacingCv: number;
  readonly scores: { readonly angle: number; readonly spacing: number };
  /** The mean of `scores`; 0 below two lines, where there is nothing to be even with. */
  readonly score: number;
}

/**
 * Angles of lines are axial (a line at 179° is 1° from one at 0°), so their mean is taken on
 * doubled angles; lines are put in order by where their centres fall across that direction,
 * whatever order they were drawn in.
 */
export function measureHatching(lines: readonly (readonly Point[])[]): HatchingMeasure {
  const axes = lines.flatMap((points) => {
    const axis = axisOf(points);
    return axis ? [axis] : [];
  });
  const count = axes.length;
  let c = 0;
  let s = 0;
  const angles = axes.map((a) => Math.atan2(a.dy, a.dx) * DEG);
  for (const angle of angles) {
    c += Math.cos((2 * angle) / DEG);
    s += Math.sin((2 * angle) / DEG);
  }
  const meanAngle = (((0.5 * Math.atan2(s, c) * DEG) % 180) + 180) % 180;
  let angleVariance = 0;
  for (const angle of angles) angleVariance += axialDifference(angle, meanAngle) ** 2;
  angleVariance /= Math.max(1, count);

  const nx = -Math.sin(meanAngle / DEG);
  const ny = Math.cos(meanAngle / DEG);
  const across = axes.map((a) => a.centre.x * nx + a.centre.y * ny).sort((a, b) => a - b);
  const gaps: number[] = [];
  for (let i = 1; i < across.length; i++) gaps.push((across[i] ?? 0) - (across[i - 1] ?? 0));
  const meanSpacing = gaps.length > 0 ? gaps.reduce((a, b) => a + b, 0) / gaps.length : 0;
  const spacingVariance =
    gaps.length > 0 ? gaps.reduce((a, g) => a + (g - meanSpacing) ** 2, 0) / gaps.length : 0;
  const spacingCv = meanSpacing > 0 ? Math.sqrt(spacingVariance) / meanSpacing : 0;

  const enough = count >= 2;
  const scores = {
    angle: enough ? halving(Math.sqrt(angleVariance), HATCH_ANGLE_HALF) : 0,
    // Lines on top of one another are not hatching.
    spacing: enough && meanSpacing > 0 ? halving(spacingCv, HATCH_SPACING_HALF) : 0,
  };
  return {
    count,
    meanAngle,
    angleVariance,
    meanSpacing,
    spacingVariance,
    spacingCv,
    scores,
    score: enough ? meanOf(scores) : 0,
  };
}
