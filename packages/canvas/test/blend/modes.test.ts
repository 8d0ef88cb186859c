import { describe, expect, it } from 'vitest';
import { BLEND_MODES, type BlendMode } from '../../src/core/blend/modes';
import { Engine } from '../../src/core/engine/engine';
import { pixel, setPixels, twoLayers, type Rgba } from './pixels';

/**
 * Reference pixels worked out from the formulas of W3C Compositing and Blending Level 1 (its
 * blending formula with source-over, and each blend mode's B(Cb, Cs)) by a separate
 * implementation, rounded half up.
 * Backdrop over white paper, then the source layer in the mode under test:
 *   pixel 0: backdrop #c86432 (200, 100, 50), source (100, 150, 255)
 *   pixel 1: backdrop (30, 180, 240), source (220, 60, 128)
 *   pixel 2: backdrop grey (128, 128, 128), source (255, 0, 64)
 *   pixel 3: as pixel 0, but the source pixel's alpha is 128 (about half)
 * e.g. multiply, pixel 0: 200·100/255 = 78.4, 100·150/255 = 58.8, 50·255/255 = 50.
 */
// prettier-ignore
const reference: Record<BlendMode, [number, number, number][]> = {
  normal:        [[100, 150, 255], [220, 60, 128],  [255, 0, 64],    [150, 125, 153]],
  multiply:      [[78, 59, 50],    [26, 42, 120],   [128, 0, 32],    [139, 79, 50]],
  screen:        [[222, 191, 255], [224, 198, 248], [255, 128, 160], [211, 146, 153]],
  overlay:       [[188, 118, 100], [52, 140, 240],  [255, 1, 65],    [194, 109, 75]],
  darken:        [[100, 100, 50],  [30, 60, 128],   [128, 0, 64],    [150, 100, 50]],
  lighten:       [[200, 150, 255], [220, 180, 240], [255, 128, 128], [200, 125, 153]],
  'color-dodge': [[255, 243, 255], [219, 235, 255], [255, 128, 171], [228, 172, 153]],
  'color-burn':  [[115, 0, 50],    [0, 0, 225],     [128, 0, 0],     [157, 50, 50]],
  'hard-light':  [[157, 127, 255], [193, 85, 240],  [255, 0, 64],    [178, 114, 153]],
  'soft-light':  [[191, 111, 113], [69, 152, 240],  [181, 64, 96],   [195, 105, 82]],
  difference:    [[100, 50, 205],  [190, 120, 112], [127, 128, 64],  [150, 75, 128]],
  exclusion:     [[143, 132, 205], [198, 155, 127], [127, 128, 128], [171, 116, 128]],
  hue:           [[79, 128, 229],  [255, 81, 155],  [128, 128, 128], [139, 114, 140]],
  saturation:    [[203, 99, 48],   [57, 171, 217],  [128, 128, 128], [201, 100, 49]],
  color:         [[78, 128, 233],  [246, 86, 154],  [255, 66, 114],  [139, 114, 142]],
  luminosity:    [[222, 122, 72],  [4, 154, 214],   [84, 84, 84],    [211, 111, 61]],
};

const backdrops: Rgba[] = [
  [200, 100, 50, 255],
  [30, 180, 240, 255],
  [128, 128, 128, 255],
  [200, 100, 50, 255],
];
const sources: Rgba[] = [
  [100, 150, 255, 255],
  [220, 60, 128, 255],
  [255, 0, 64, 255],
  [100, 150, 255, 128],
];

function blendedPage(blend: BlendMode, opacity = 1) {
  const e = twoLayers(4);
  setPixels(e, 'layer-1', backdrops);
  setPixels(e, 'layer-2', sources);
  e.apply({ t: 'layer.set', id: 'layer-2', blend, opacity });
  return e;
}

describe('blend modes', () => {
  it('cover the sixteen modes of Compositing and Blending Level 1', () => {
    expect([...BLEND_MODES].sort()).toEqual(Object.keys(reference).sort());
  });

  it.each(BLEND_MODES)('%s matches the W3C reference pixels in the export', (blend) => {
    const out = blendedPage(blend).flatten();
    const expected = reference[blend].map(([r, g, b]) => [r, g, b, 255]);
    expect([0, 1, 2, 3].map((i) => pixel(out.data, i))).toEqual(expected);
  });

  it('scale the source by the layer opacity before blending', () => {
    // multiply at opacity 0.5, pixel 0: 200 + 0.5·(78.4 − 200) = 139.2 …
    expect(pixel(blendedPage('multiply', 0.5).flatten().data, 0)).toEqual([139, 79, 50, 255]);
  });

  it.each([
    ['multiply', [104, 100, 135]],
    ['screen', [169, 160, 231]],
    ['difference', [117, 103, 213]],
    ['color-dodge', [181, 174, 231]],
    ['hue', [99, 132, 224]],
    ['luminosity', [173, 128, 147]],
  ] as const)('%s over a half-transparent backdrop follows the general formula', (blend, rgb) => {
    // Backdrop (210, 90, 40) at alpha 128, source (100, 150, 255) at layer opacity 0.8, no
    // paper: Cs' = (1 − αb)·Cs + αb·B, αo = 0.8 + 0.502·0.2 = 0.900 → 230.
    const e = twoLayers(1);
    setPixels(e, 'layer-1', [[210, 90, 40, 128]]);
    setPixels(e, 'layer-2', [[100, 150, 255, 255]]);
    e.apply({ t: 'layer.set', id: 'layer-2', blend, opacity: 0.8 });
    expect(pixel(e.flatten({ background: false }).data, 0)).toEqual([...rgb, 230]);
  });

  it('blend with the paper where nothing is under them', () => {
    // White paper multiplied by a colour is the colour; screen over white stays white.
    const e = twoLayers(1);
    setPixels(e, 'layer-2', [[100, 150, 255, 255]]);
    e.apply({ t: 'layer.set', id: 'layer-2', blend: 'multiply' });
    expect(pixel(e.flatten().data, 0)).toEqual([100, 150, 255, 255]);
    e.apply({ t: 'layer.set', id: 'layer-2', blend: 'screen' });
    expect(pixel(e.flatten().data, 0)).toEqual([255, 255, 255, 255]);
  });

  it('give the eyedropper the colour the export has', () => {
    const e = blendedPage('multiply');
    expect(e.pickColor(0.5, 0.5)).toBe('#4e3b32'); // (78, 59, 50)
  });

  it('leave hidden layers out whatever their mode', () => {
    const e = blendedPage('difference');
    e.apply({ t: 'layer.set', id: 'layer-2', visible: false });
    expect(pixel(e.flatten().data, 0)).toEqual([200, 100, 50, 255]);
  });

  it('blend each raster pixel before a scaled page is averaged to document size', () => {
    // A 1×1 page at scale 2: four raster pixels, two of them multiplied, two bare paper.
    const big = new Engine({ width: 1, height: 1, scale: 2 });
    big.apply({ t: 'layer.add', id: 'layer-2', name: 'Top', index: 1 });
    setPixels(big, 'layer-1', [
      [200, 100, 50, 255],
      [200, 100, 50, 255],
      [200, 100, 50, 255],
      [200, 100, 50, 255],
    ]);
    setPixels(big, 'layer-2', [
      [100, 150, 255, 255],
      [0, 0, 0, 0],
      [100, 150, 255, 255],
      [0, 0, 0, 0],
    ]);
    big.apply({ t: 'layer.set', id: 'layer-2', blend: 'multiply' });
    // (78.4 + 200) / 2 = 139.2, (58.8 + 100) / 2 = 79.4, 50.
    expect(pixel(big.flatten().data, 0)).toEqual([139, 79, 50, 255]);
  });
});
