import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usDollars, usNumber } from '../../src/lib/format/us-numbers';

const intlNumber = new Intl.NumberFormat('en-US');
const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const intlWholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole numbers, cents, ties and the odd double a price or a count could be. */
const numbers = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 1000 + 0.0005),
  fc.double({ min: -1e16, max: 1e16, noNaN: true }),
  fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 0.125, 999.9995, 1e15, -1e15, Infinity, -Infinity, NaN),
);

describe('numbers written without Intl', () => {
  it('write every number as Intl.NumberFormat en-US does', () => {
    fc.assert(
      fc.property(numbers, (value) => {
        expect(usNumber(value)).toBe(intlNumber.format(value));
        expect(usDollars(value)).toBe(intlDollars.format(value));
        expect(usDollars(value, { cents: false })).toBe(intlWholeDollars.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('group thousands and keep cents', () => {
    expect(usNumber(1234567)).toBe('1,234,567');
    expect(usNumber(1234.5678)).toBe('1,234.568');
    expect(usDollars(49)).toBe('$49.00');
    expect(usDollars(1234.5)).toBe('$1,234.50');
    expect(usDollars(-5)).toBe('-$5.00');
    expect(usDollars(49.5, { cents: false })).toBe('$50');
  });
});
