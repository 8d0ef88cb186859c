import type { BlendMode } from '@glossy/canvas';

/**
 * The blend modes in the groups painting apps use (darkening, lightening, contrast, comparison,
 * colour), each named as the site writes it. Normal stands alone, first.
 */
export const blendGroups: readonly { label: string; modes: readonly BlendMode[] }[] = [
  { label: 'Darken', modes: ['darken', 'multiply', 'color-burn'] },
  { label: 'Lighten', modes: ['lighten', 'screen', 'color-dodge'] },
  { label: 'Contrast', modes: ['overlay', 'soft-light', 'hard-light'] },
  { label: 'Compare', modes: ['difference', 'exclusion'] },
  { label: 'Colour', modes: ['hue', 'saturation', 'color', 'luminosity'] },
];

export const blendNames: Record<BlendMode, string> = {
  normal: 'Normal',
  multiply: 'Multiply',
  screen: 'Screen',
  overlay: 'Overlay',
  darken: 'Darken',
  lighten: 'Lighten',
  'color-dodge': 'Colour dodge',
  'color-burn': 'Colour burn',
  'hard-light': 'Hard light',
  'soft-light': 'Soft light',
  difference: 'Difference',
  exclusion: 'Exclusion',
  hue: 'Hue',
  saturation: 'Saturation',
  color: 'Colour',
  luminosity: 'Luminosity',
};
