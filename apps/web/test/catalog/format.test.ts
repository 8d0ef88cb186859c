import { describe, expect, it } from 'vitest';
import {
  formatMinutes,
  formatPrice,
  formatStudents,
  truncateDescription,
} from '../../src/lib/format/course-format';

describe('course card text', () => {
  it('cuts a description to its first 60 characters and adds "..." (spec §5)', () => {
    const text =
      'Learn to see like an artist: line, shape, value and form. Draw confident still lifes.';
    expect(truncateDescription(text)).toBe(
      'Learn to see like an artist: line, shape, value and form. Dr...',
    );
    expect(truncateDescription(text)).toHaveLength(63);
  });

  it('shows prices in dollars, without cents when there are none', () => {
    expect(formatPrice(49)).toBe('$49');
    expect(formatPrice(49.5)).toBe('$49.50');
    expect(formatPrice(1200)).toBe('$1,200');
  });

  it('counts students the way people read them', () => {
    expect(formatStudents(1840)).toBe('1,840 students');
    expect(formatStudents(1)).toBe('1 student');
  });

  it('turns lesson minutes into hours and minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(118)).toBe('1 h 58 min');
  });
});
