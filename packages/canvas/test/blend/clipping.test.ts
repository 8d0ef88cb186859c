import { describe, expect, it } from 'vitest';
import { pixel, setPixels, twoLayers } from './pixels';

const white = [255, 255, 255, 255];

/**
 * Pixel 0: the base has blue (0, 0, 255) at alpha 128; pixel 1: the base is empty. The clipped
 * layer above is red everywhere. Over white, the base alone gives (127, 127, 255); the clipped
 * red then composites at alpha 1 × 128/255: 255·0.502 + 127·0.498 = 191.2, 127·0.498 = 63.2, …
 */
function clipped() {
  const e = twoLayers(2);
  setPixels(e, 'layer-1', [
    [0, 0, 255, 128],
    [0, 0, 0, 0],
  ]);
  setPixels(e, 'layer-2', [
    [255, 0, 0, 255],
    [255, 0, 0, 255],
  ]);
  e.apply({ t: 'layer.set', id: 'layer-2', clip: true });
  return e;
}

const shown = (e: ReturnType<typeof clipped>) => {
  const out = e.flatten();
  return [pixel(out.data, 0), pixel(out.data, 1)];
};

describe('clipping to the layer below', () => {
  it('shows the clipped layer only as far as its base has paint', () => {
    expect(shown(clipped())).toEqual([[191, 63, 127, 255], white]);
  });

  it('draws the layer whole again once unclipped', () => {
    const e = clipped();
    e.apply({ t: 'layer.set', id: 'layer-2', clip: false });
    expect(shown(e)).toEqual([
      [255, 0, 0, 255],
      [255, 0, 0, 255],
    ]);
  });

  it('keeps the clipped layer’s own blend mode and opacity', () => {
    const e = clipped();
    setPixels(e, 'layer-2', [[255, 200, 0, 255]]);
    e.apply({ t: 'layer.set', id: 'layer-2', blend: 'multiply' });
    // (127, 127, 255) × (1, 0.784, 0) at alpha 0.502.
    expect(shown(e)[0]).toEqual([127, 113, 127, 255]);
    const half = clipped();
    half.apply({ t: 'layer.set', id: 'layer-2', opacity: 0.5 });
    expect(shown(half)[0]).toEqual([159, 95, 191, 255]);
  });

  it('follows the base’s pixels, not its opacity, and hides with it', () => {
    const e = clipped();
    e.apply({ t: 'layer.set', id: 'layer-1', opacity: 0 });
    // The base no longer shows, but its paint still shapes the red: red over white at 0.502.
    expect(shown(e)).toEqual([[255, 127, 127, 255], white]);
    e.apply({ t: 'layer.set', id: 'layer-1', opacity: 1, visible: false });
    expect(shown(e)).toEqual([white, white]);
  });

  it('clips a run of clipped layers to the one base under them all', () => {
    const e = clipped();
    e.apply({ t: 'layer.add', id: 'layer-3', name: 'Shade', index: 2 });
    setPixels(e, 'layer-2', [[0, 0, 0, 0]]);
    setPixels(e, 'layer-3', [
      [0, 255, 0, 255],
      [0, 255, 0, 255],
    ]);
    e.apply({ t: 'layer.set', id: 'layer-3', clip: true });
    // Layer 2 is empty at pixel 0, yet layer 3 shows there: it clips to layer 1, not to 2.
    expect(shown(e)).toEqual([[63, 191, 127, 255], white]);
  });

  it('does nothing on a layer with no layer below to clip to', () => {
    const e = clipped();
    e.apply({ t: 'layer.set', id: 'layer-2', clip: false });
    e.apply({ t: 'layer.set', id: 'layer-1', clip: true });
    expect(shown(e)[0]).toEqual([255, 0, 0, 255]);
    e.apply({ t: 'layer.set', id: 'layer-2', visible: false });
    expect(shown(e)[0]).toEqual([127, 127, 255, 255]);
  });
});
