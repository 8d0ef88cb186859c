import { parseHex } from '@glossy/canvas';

/** Colour names a person would say, each at a typical shade of it. */
const namedColours: readonly (readonly [name: string, hex: string])[] = [
  ['Black', '#000000'],
  ['Charcoal', '#333333'],
  ['Dark Gray', '#595959'],
  ['Gray', '#808080'],
  ['Silver', '#b4b4b4'],
  ['Light Gray', '#dcdcdc'],
  ['White', '#ffffff'],
  ['Cream', '#fbf3dc'],
  ['Beige', '#e1cfae'],
  ['Tan', '#c8a47a'],
  ['Brown', '#8b4513'],
  ['Rust', '#b7410e'],
  ['Maroon', '#800000'],
  ['Red', '#f01d1d'],
  ['Crimson', '#dc143c'],
  ['Rose', '#ff2d7a'],
  ['Pink', '#ffb6c1'],
  ['Hot Pink', '#ff69b4'],
  ['Magenta', '#ff00ff'],
  ['Coral', '#ff7f50'],
  ['Orange', '#ff7a10'],
  ['Amber', '#ffb000'],
  ['Gold', '#d4af37'],
  ['Yellow', '#ffe01a'],
  ['Olive', '#808000'],
  ['Lime', '#a4e43a'],
  ['Green', '#22b14c'],
  ['Forest Green', '#1f5f2e'],
  ['Mint', '#a8e6c1'],
  ['Sage', '#9caf88'],
  ['Teal', '#0f9488'],
  ['Turquoise', '#40e0d0'],
  ['Cyan', '#00e5ff'],
  ['Sky Blue', '#87ceeb'],
  ['Blue', '#1f5eff'],
  ['Navy', '#0b1f66'],
  ['Indigo', '#4f46e5'],
  ['Periwinkle', '#a3a8ff'],
  ['Violet', '#8f4dff'],
  ['Purple', '#7d2aa8'],
  ['Lavender', '#d6c8f5'],
  ['Plum', '#7d3c6f'],
];

interface Oklab {
  l: number;
  a: number;
  b: number;
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** sRGB to OKLab (Björn Ottosson's matrices), a space where distances follow what eyes see. */
function oklab(hex: string): Oklab {
  const rgb = parseHex(hex);
  const [r, g, b] = [linear(rgb.r), linear(rgb.g), linear(rgb.b)];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return {
    l: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

const palette = namedColours.map(([name, hex]) => ({ name, lab: oklab(hex) }));

/**
 * Hue and chroma count twice as much as lightness: a light grey is a grey before it is a beige,
 * and a dark blue stays a blue.
 */
const distance = (p: Oklab, q: Oklab) =>
  (p.l - q.l) ** 2 + 2 * ((p.a - q.a) ** 2 + (p.b - q.b) ** 2);

/** The nearest named colour to a `#rrggbb` colour, e.g. 'Crimson' for #e11d48; throws on anything else. */
export function nameOfColour(hex: string): string {
  const lab = oklab(hex);
  let best = palette[0]!;
  for (const entry of palette) if (distance(lab, entry.lab) < distance(lab, best.lab)) best = entry;
  return best.name;
}
