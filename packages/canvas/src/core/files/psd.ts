import type { BlendMode as PsdBlendMode, Layer as PsdLayer } from 'ag-psd';
import type { BlendMode } from '../blend/modes';
import { parseHex } from '../color';
import type { DrawingDocument } from '../doc/document';
import type { Surface } from '../raster/surface';

/** Photoshop's names for the blend modes (the same W3C formulas, spelled with spaces). */
export const psdBlendModes: Record<BlendMode, PsdBlendMode> = {
  normal: 'normal',
  multiply: 'multiply',
  screen: 'screen',
  overlay: 'overlay',
  darken: 'darken',
  lighten: 'lighten',
  'color-dodge': 'color dodge',
  'color-burn': 'color burn',
  'hard-light': 'hard light',
  'soft-light': 'soft light',
  difference: 'difference',
  exclusion: 'exclusion',
  hue: 'hue',
  saturation: 'saturation',
  color: 'color',
  luminosity: 'luminosity',
};

const pixels = (surface: Surface) => ({
  data: surface.data,
  width: surface.width,
  height: surface.height,
});

/**
 * The drawing as a layered Photoshop file at its full raster resolution: every paint layer
 * with its name, opacity, blend mode, visibility and clipping (bottom first, as PSD stores
 * them), the paper as a locked background, and `composite` as the picture readers show without
 * compositing. The reference image stays out, as in every export. ag-psd loads on first use.
 */
export async function toPsd(doc: DrawingDocument, composite: Surface): Promise<ArrayBuffer> {
  const { writePsd } = await import('ag-psd');
  const paper: PsdLayer = {
    name: 'Paper',
    imageData: pixels(solid(doc.rasterWidth, doc.rasterHeight, doc.background)),
    protected: { transparency: true, composite: true, position: true },
  };
  const layers: PsdLayer[] = doc.layers.map((layer) => ({
    name: layer.name,
    opacity: layer.opacity,
    hidden: !layer.visible,
    blendMode: psdBlendModes[layer.blend],
    clipping: layer.clip,
    ...(layer.locked && { protected: { transparency: true, composite: true, position: true } }),
    imageData: pixels(layer.surface),
  }));
  return writePsd(
    {
      width: doc.rasterWidth,
      height: doc.rasterHeight,
      children: [paper, ...layers],
      imageData: pixels(composite),
    },
    { generateThumbnail: false },
  );
}

function solid(width: number, height: number, hex: string): Surface {
  const data = new Uint8ClampedArray(width * height * 4);
  const { r, g, b } = parseHex(hex);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
    data[i + 3] = 255;
  }
  return { width, height, data };
}
