import { describe, expect, it } from 'vitest';
import {
  clampGamma,
  DEFAULT_PRESSURE,
  MAX_PRESSURE_GAMMA,
  MIN_PRESSURE_GAMMA,
  pressureCurveOf,
  SimulatedPressure,
  StrokePressure,
  type PressureCurve,
} from '../../src/core/ink/pressure';

const levels = Array.from({ length: 101 }, (_, i) => i / 100);
const gammas = [MIN_PRESSURE_GAMMA, 0.5, 1, 2, MAX_PRESSURE_GAMMA];

/** What a pen's reported pressures come out as, one stroke per value. */
const device = (curve: PressureCurve | undefined) =>
  levels.map((p) => new StrokePressure(true, curve, 5).next(p, 0));

describe('the pressure curve', () => {
  it.each(gammas)('gamma %f never lets a harder press draw lighter', (gamma) => {
    const out = device(gamma);
    for (let i = 1; i < out.length; i++) expect(out[i]).toBeGreaterThanOrEqual(out[i - 1] ?? 0);
  });

  it.each(gammas)('gamma %f keeps full pressure full, and a touch at the floor', (gamma) => {
    const out = device(gamma);
    expect(out.at(-1)).toBe(1);
    // A pen reporting 0 on contact still leaves its first dab: the floor of strokes before.
    expect(out[0]).toBe(0.05);
  });

  it('soft gives a light touch more than linear, and firm less', () => {
    const at = (curve: PressureCurve | undefined) =>
      new StrokePressure(true, curve, 5).next(0.4, 0);
    expect(at(0.5)).toBeGreaterThan(at(undefined));
    expect(at(2)).toBeLessThan(at(undefined));
    expect(at(1)).toBe(at(undefined));
  });

  it('off is full pressure, constant, from a pen and from a mouse alike', () => {
    expect(new Set(device('off'))).toEqual(new Set([1]));
    const simulated = new StrokePressure(false, 'off', 5);
    for (const distance of [0, 1, 4, 30, 0.2]) expect(simulated.next(0.5, distance)).toBe(1);
  });

  it('bends simulated pressure too, and leaves it as it was without a curve', () => {
    const moves = [0, 3, 6, 2, 12, 1, 0.5];
    const before = new SimulatedPressure();
    const plain = new StrokePressure(false, undefined, 5);
    const firm = new StrokePressure(false, 2, 5);
    for (const d of moves) {
      const p = before.next(d, 5);
      expect(plain.next(0.9, d)).toBe(p);
      expect(firm.next(0.9, d)).toBeCloseTo(p * p, 12);
    }
  });

  it('without a curve a pen maps exactly as strokes always did', () => {
    expect(device(undefined)).toEqual(levels.map((p) => Math.max(0.05, p)));
  });
});

describe('the pressure setting', () => {
  it('records nothing for linear, so a default stroke logs as strokes always did', () => {
    expect(pressureCurveOf(DEFAULT_PRESSURE)).toBeUndefined();
    expect(pressureCurveOf({ enabled: true, gamma: 1.04 })).toBeUndefined();
  });

  it('records the gamma, or off (keeping the gamma for later)', () => {
    expect(pressureCurveOf({ enabled: true, gamma: 0.5 })).toBe(0.5);
    expect(pressureCurveOf({ enabled: false, gamma: 0.5 })).toBe('off');
  });

  it('keeps a gamma within bounds, to a tenth', () => {
    expect(clampGamma(0.1)).toBe(MIN_PRESSURE_GAMMA);
    expect(clampGamma(9)).toBe(MAX_PRESSURE_GAMMA);
    expect(clampGamma(1.26)).toBe(1.3);
    expect(clampGamma(Number.NaN)).toBe(1);
  });
});
