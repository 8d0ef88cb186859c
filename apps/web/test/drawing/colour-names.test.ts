import { SWATCHES } from '@glossy/canvas';
import { describe, expect, it } from 'vitest';
import { nameOfColour } from '../../src/sketchpad/colour-names';

describe('nameOfColour', () => {
  it('names the sketchpad default gray #808080 Gray', () => {
    expect(nameOfColour('#808080')).toBe('Gray');
  });

  it('gives every swatch the name a person would use', () => {
    expect(Object.fromEntries(SWATCHES.map((hex) => [hex, nameOfColour(hex)]))).toEqual({
      '#000000': 'Black',
      '#808080': 'Gray',
      '#ffffff': 'White',
      '#e11d48': 'Crimson',
      '#f97316': 'Orange',
      '#facc15': 'Yellow',
      '#22c55e': 'Green',
      '#14b8a6': 'Teal',
      '#3b82f6': 'Blue',
      '#6366f1': 'Indigo',
      '#a855f7': 'Violet',
      '#92400e': 'Brown',
    });
  });

  it('gives the twelve swatches twelve different names', () => {
    expect(new Set(SWATCHES.map(nameOfColour)).size).toBe(SWATCHES.length);
  });

  it.each([
    ['#ff0000', 'Red'],
    ['#0000ff', 'Blue'],
    ['#ffff00', 'Yellow'],
    ['#00ffff', 'Cyan'],
    ['#ff00ff', 'Magenta'],
    ['#000080', 'Navy'],
    ['#123456', 'Navy'],
    ['#800080', 'Purple'],
    ['#ffc0cb', 'Pink'],
    ['#964b00', 'Brown'],
    ['#40e0d0', 'Turquoise'],
    ['#87ceeb', 'Sky Blue'],
    ['#006400', 'Forest Green'],
    ['#808000', 'Olive'],
    ['#fffdf9', 'White'],
    ['#333333', 'Charcoal'],
    ['#d3d3d3', 'Light Gray'],
  ])('names a custom colour %s by its nearest neighbour, %s', (hex, name) => {
    expect(nameOfColour(hex)).toBe(name);
  });

  it('calls a grey a grey, however light or dark, never a tint', () => {
    const greys = ['Black', 'Charcoal', 'Dark Gray', 'Gray', 'Silver', 'Light Gray', 'White'];
    for (let level = 0; level <= 255; level += 5) {
      const hex = `#${level.toString(16).padStart(2, '0').repeat(3)}`;
      expect(greys, hex).toContain(nameOfColour(hex));
    }
  });

  it('reads upper-case hex like lower-case', () => {
    expect(nameOfColour('#E11D48')).toBe('Crimson');
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => nameOfColour('red')).toThrow();
    expect(() => nameOfColour('#fff')).toThrow();
  });
});
