import { describe, expect, it } from 'vitest';
import {
  brushCatalog,
  brushCount,
  fontCount,
  layerCount,
  shapeCatalog,
  shapeCount,
} from '../src/core/catalog';
import { MAX_LAYERS } from '../src/core/doc/document';
import { studioFonts } from '../src/core/text/fonts';
import { brushes, implementedBrushIds } from '../src/core/brushes/registry';
import { implementedShapeIds } from '../src/core/shapes/registry';
import { Engine } from '../src/core/engine/engine';
import { drawLive, inkedPixels, pixelsOf, wave } from './helpers/draw';

describe('catalog and registries', () => {
  it('every catalog brush has an implementation and vice versa', () => {
    expect(implementedBrushIds().sort()).toEqual(brushCatalog.map((b) => b.id).sort());
    expect(brushes.map((b) => b.id)).toEqual(brushCatalog.map((b) => b.id));
  });

  it('every catalog shape has an implementation and vice versa', () => {
    expect(implementedShapeIds().sort()).toEqual(shapeCatalog.map((s) => s.id).sort());
  });

  it('ships the 18 brushes and 14 shapes the home page advertises', () => {
    expect(brushCount).toBe(18);
    expect(shapeCount).toBe(14);
  });

  it('advertises as many layers and fonts as the engine and the text tool have', () => {
    expect(layerCount).toBe(MAX_LAYERS);
    expect(fontCount).toBe(studioFonts.length);
    expect(new Set(studioFonts.map((font) => font.id)).size).toBe(fontCount);
    // Display and hand-lettering faces among them, as the issue asks.
    expect(studioFonts.filter((font) => font.kind === 'hand').length).toBeGreaterThanOrEqual(10);
    expect(studioFonts.filter((font) => font.kind === 'display').length).toBeGreaterThanOrEqual(10);
  });

  it.each(brushCatalog.filter((b) => b.id !== 'eraser').map((b) => b.id))(
    'brush %s leaves ink',
    (id) => {
      const engine = new Engine({ width: 200, height: 100 });
      drawLive(engine, wave(20, 50, 180, 50), { brush: id, size: 8 });
      expect(inkedPixels(pixelsOf(engine))).toBeGreaterThan(100);
    },
  );

  it.each(shapeCatalog.map((s) => s.id))('shape %s leaves ink inside its box only', (id) => {
    const engine = new Engine({ width: 200, height: 200 });
    engine.apply({
      t: 'shape',
      layer: 'layer-1',
      shape: id,
      color: '#000000',
      size: 2,
      opacity: 1,
      filled: true,
      sides: 6,
      x0: 50,
      y0: 50,
      x1: 150,
      y1: 150,
    });
    const data = pixelsOf(engine);
    expect(inkedPixels(data)).toBeGreaterThan(150);
    for (let y = 0; y < 200; y++) {
      for (let x = 0; x < 200; x++) {
        const inside = x >= 46 && x < 154 && y >= 46 && y < 154;
        if (!inside) expect(data[(y * 200 + x) * 4 + 3]).toBe(0);
      }
    }
  });
});
