/**
 * Velocity-based pressure for devices that report none (mouse, most touch screens), the same
 * model perfect-freehand uses: fast movement thins the line, slow movement thickens it.
 */
export class SimulatedPressure {
  private value = 0.5;

  next(distance: number, size: number): number {
    const speed = Math.min(1, distance / Math.max(size, 1));
    const target = Math.min(1, 1 - speed);
    this.value = Math.min(1, this.value + (target - this.value) * (speed * 0.275));
    return this.value;
  }
}

/** Radius for a pressure, perfect-freehand's formula: thinning 0 ignores pressure entirely. */
export function radiusFor(size: number, thinning: number, pressure: number): number {
  return Math.max(0.25, size * (0.5 - thinning * (0.5 - pressure)));
}

export const MIN_PRESSURE_GAMMA = 0.3;
export const MAX_PRESSURE_GAMMA = 3;

/**
 * How a stroke bends pressure before its brush sees it, as the log records it: a gamma
 * (pressure^gamma: below 1 a light touch goes further, above 1 a line needs a firmer press), or
 * 'off', constant full pressure. A stroke without one maps pressure as strokes always did.
 */
export type PressureCurve = number | 'off';

/** What the panel holds: the gamma is kept while pressure is off, for when it comes back on. */
export interface PressureSetting {
  enabled: boolean;
  gamma: number;
}

export const DEFAULT_PRESSURE: PressureSetting = { enabled: true, gamma: 1 };

/** A gamma from the panel, within bounds and to a tenth, the slider's step. */
export function clampGamma(gamma: number): number {
  if (!Number.isFinite(gamma)) return DEFAULT_PRESSURE.gamma;
  const g = Math.max(MIN_PRESSURE_GAMMA, Math.min(MAX_PRESSURE_GAMMA, gamma));
  return Math.round(g * 10) / 10;
}

/**
 * The curve a new stroke records, or undefined for linear: a linear stroke is written as every
 * stroke before curves was, so its log is unchanged.
 */
export function pressureCurveOf(setting: PressureSetting): PressureCurve | undefined {
  if (!setting.enabled) return 'off';
  const gamma = clampGamma(setting.gamma);
  return gamma === 1 ? undefined : gamma;
}

/** Why an untrusted `pressureCurve` is not one we draw, or null when it is. */
export function pressureCurveProblem(v: unknown): string | null {
  if (v === 'off') return null;
  if (typeof v !== 'number' || !Number.isFinite(v)) return 'is neither a number nor "off"';
  if (v < MIN_PRESSURE_GAMMA || v > MAX_PRESSURE_GAMMA) {
    return `must be from ${MIN_PRESSURE_GAMMA} to ${MAX_PRESSURE_GAMMA}`;
  }
  return null;
}

/** A pen that reports 0 on contact would draw nothing; this keeps the first dab visible. */
const MIN_DEVICE_PRESSURE = 0.05;

/**
 * The pressure each stabilised sample draws with: the device's or one simulated from speed,
 * then bent by the stroke's curve. Without a curve it is exactly what strokes always used.
 */
export class StrokePressure {
  private readonly simulated = new SimulatedPressure();

  /** `device`: the samples' own pressure; otherwise one simulated from speed for `size`. */
  constructor(
    private readonly device: boolean,
    private readonly curve: PressureCurve | undefined,
    private readonly size: number,
  ) {}

  next(reported: number, distance: number): number {
    if (!this.device) return this.bend(this.simulated.next(distance, this.size));
    // The floor comes after the curve: a firm curve must not bend a light touch to nothing.
    return Math.max(MIN_DEVICE_PRESSURE, this.bend(reported));
  }

  private bend(p: number): number {
    if (this.curve === undefined) return p;
    if (this.curve === 'off') return 1;
    return p ** this.curve;
  }
}
