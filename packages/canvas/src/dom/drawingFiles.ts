import { flattenRaster } from '../core/doc/flatten';
import type { Engine } from '../core/engine/engine';
import { toPsd } from '../core/files/psd';
import { downloadBlob, encodeImage, IMAGE_FORMATS, type ImageFormat } from './png';

/** The flattened drawing as PNG (the spec's canvas.png), JPEG or WebP, saved by the browser. */
export async function downloadImageOf(engine: Engine, format: ImageFormat): Promise<void> {
  const { type, filename } = IMAGE_FORMATS.find((f) => f.format === format) ?? IMAGE_FORMATS[0];
  downloadBlob(await encodeImage(engine.flatten(), type), filename);
}

/** The drawing with its layers, for Photoshop, Krita, GIMP or Photopea. */
export async function downloadPsdOf(engine: Engine, filename = 'canvas.psd'): Promise<void> {
  const { doc } = engine;
  const bytes = await toPsd(doc, flattenRaster(doc));
  downloadBlob(new Blob([bytes], { type: 'image/vnd.adobe.photoshop' }), filename);
}

/** The stroke log, which opens again here with every stroke and step. */
export function downloadLogOf(engine: Engine, filename = 'canvas-strokes.json'): void {
  downloadBlob(new Blob([JSON.stringify(engine.log())], { type: 'application/json' }), filename);
}
