import { initializeCanvas, readPsd } from 'ag-psd';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLEND_MODES } from '../../src/core/blend/modes';
import { flattenRaster } from '../../src/core/doc/flatten';
import { Engine } from '../../src/core/engine/engine';
import { psdBlendModes, toPsd } from '../../src/core/files/psd';
import { pixel, setPixels } from '../blend/pixels';

/** A small page at 2× pixel density with three layers that use what a PSD must keep. */
function layeredPage() {
  const e = new Engine({ width: 4, height: 2, scale: 2, background: '#fdf6e3' });
  e.apply({ t: 'layer.add', id: 'layer-2', name: 'Shadows', index: 1 });
  e.apply({ t: 'layer.add', id: 'layer-3', name: 'Glow ✨', index: 2 });
  e.apply({ t: 'layer.set', id: 'layer-2', blend: 'multiply', opacity: 0.5 });
  e.apply({ t: 'layer.set', id: 'layer-3', blend: 'color-dodge', clip: true, visible: false });
  e.apply({ t: 'layer.set', id: 'layer-1', locked: true });
  setPixels(e, 'layer-1', [[200, 40, 40, 255]]);
  setPixels(e, 'layer-2', [
    [10, 20, 30, 255],
    [0, 0, 255, 128],
  ]);
  setPixels(e, 'layer-3', [[255, 255, 255, 255]]);
  return e;
}

describe('the layered file (PSD)', () => {
  // Reading into plain pixel arrays: Node has no canvas, and none is needed for that.
  beforeAll(() =>
    initializeCanvas(
      () => {
        throw new Error('no canvas in these tests');
      },
      (width, height) =>
        ({ width, height, data: new Uint8ClampedArray(width * height * 4) }) as ImageData,
    ),
  );

  it('opens with its layers, names, opacity, blend modes, visibility, clipping and pixels', async () => {
    const e = layeredPage();
    const psd = readPsd(await toPsd(e.doc, flattenRaster(e.doc)), { useImageData: true });

    expect([psd.width, psd.height]).toEqual([8, 4]);
    const [paper, ...layers] = psd.children ?? [];
    expect(paper?.name).toBe('Paper');
    expect(pixel(paper!.imageData!.data as Uint8ClampedArray, 0)).toEqual([253, 246, 227, 255]);
    expect(
      layers.map((l) => [l.name, l.blendMode, Math.round((l.opacity ?? 1) * 100), !l.hidden]),
    ).toEqual([
      ['Layer 1', 'normal', 100, true],
      ['Shadows', 'multiply', 50, true],
      ['Glow ✨', 'color dodge', 100, false],
    ]);
    expect(layers.map((l) => Boolean(l.clipping))).toEqual([false, false, true]);
    expect(layers[0]?.protected?.composite).toBe(true);
    // Layers keep their pixels exactly (a layer is stored trimmed to what it paints).
    const shadows = layers[1]!;
    const data = shadows.imageData!.data as Uint8ClampedArray;
    expect([shadows.left, shadows.top]).toEqual([0, 0]);
    expect(pixel(data, 0)).toEqual([10, 20, 30, 255]);
    expect(pixel(data, 1)).toEqual([0, 0, 255, 128]);
    // The composite readers show without compositing is the engine's own.
    const composite = psd.imageData!.data as Uint8ClampedArray;
    expect(pixel(composite, 0)).toEqual(pixel(flattenRaster(e.doc).data, 0));
  });

  it('names every blend mode as Photoshop does, none left out', () => {
    expect(Object.keys(psdBlendModes).sort()).toEqual([...BLEND_MODES].sort());
    expect(new Set(Object.values(psdBlendModes)).size).toBe(BLEND_MODES.length);
  });
});
