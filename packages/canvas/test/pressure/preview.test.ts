import { describe, expect, it } from 'vitest';
import { brushCatalog } from '../../src/core/catalog';
import { DEFAULT_PRESSURE } from '../../src/core/ink/pressure';
import { brushPreview, type BrushPreviewOptions } from '../../src/core/preview/brushPreview';
import { inkedPixels, same } from '../helpers/draw';

const base: BrushPreviewOptions = {
  brush: 'brush-pen',
  size: 8,
  color: '#1d4ed8',
  opacity: 1,
  pressure: DEFAULT_PRESSURE,
  width: 200,
  height: 56,
  scale: 1,
};

const ink = (patch: Partial<BrushPreviewOptions>) =>
  inkedPixels(brushPreview({ ...base, ...patch }).data);

describe('the brush preview', () => {
  it.each(brushCatalog.map((b) => b.id))('%s draws a visible stroke', (brush) => {
    const surface = brushPreview({ ...base, brush });
    expect(inkedPixels(surface.data)).toBeGreaterThan(150);
  });

  it('is the same picture every time for the same settings', () => {
    const spray = { ...base, brush: 'spray' as const };
    expect(same(brushPreview(spray).data, brushPreview(spray).data)).toBe(true);
  });

  it('shows the width, the pressure curve and pressure off', () => {
    expect(ink({ size: 16 })).toBeGreaterThan(ink({}));
    expect(ink({ pressure: { enabled: true, gamma: 2.5 } })).toBeLessThan(ink({}));
    expect(ink({ pressure: { enabled: false, gamma: 1 } })).toBeGreaterThan(ink({}));
  });

  it('shows the colour and the opacity', () => {
    const solid = brushPreview({ ...base, brush: 'marker', opacity: 1, color: '#e11d48' });
    const faint = brushPreview({ ...base, brush: 'marker', opacity: 0.3, color: '#e11d48' });
    const darkest = (d: Uint8ClampedArray) => {
      let i = 3;
      for (let k = 3; k < d.length; k += 4) if ((d[k] ?? 0) > (d[i] ?? 0)) i = k;
      return [...d.subarray(i - 3, i + 1)];
    };
    expect(darkest(solid.data).slice(0, 3)).toEqual([225, 29, 72]);
    expect(darkest(faint.data)[3]).toBeLessThan(darkest(solid.data)[3] ?? 0);
  });

  it('at scale 2 is twice the pixels across, for sharp screens', () => {
    const surface = brushPreview({ ...base, scale: 2 });
    expect([surface.width, surface.height]).toEqual([400, 112]);
  });

  it('shows the eraser rubbing a stroke out of a grey ground', () => {
    const { data } = brushPreview({ ...base, brush: 'eraser' });
    const cleared = data.filter((v, i) => i % 4 === 3 && v < 255).length;
    expect(cleared).toBeGreaterThan(150);
    expect(data[3]).toBe(255); // the corner keeps its ground
  });
});
