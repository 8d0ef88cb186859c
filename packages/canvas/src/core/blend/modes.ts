/**
 * The blend modes of W3C Compositing and Blending Level 1, by their CSS names: the names
 * `mix-blend-mode` takes on screen and, but for 'normal', `globalCompositeOperation` takes in a
 * replay. Using the browser's own names is what lets one list drive the screen, the replay and
 * the export alike.
 */
export const BLEND_MODES = [
  'normal',
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color-dodge',
  'color-burn',
  'hard-light',
  'soft-light',
  'difference',
  'exclusion',
  'hue',
  'saturation',
  'color',
  'luminosity',
] as const;

export type BlendMode = (typeof BLEND_MODES)[number];

const known = new Set<string>(BLEND_MODES);

export function isBlendMode(v: unknown): v is BlendMode {
  return typeof v === 'string' && known.has(v);
}
