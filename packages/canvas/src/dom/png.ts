import type { Surface } from '../raster/surface';

/** Encodes pixels as PNG with the browser's own encoder. */
export async function toPngBlob(surface: Surface): Promise<Blob> {
  const img = new ImageData(new Uint8ClampedArray(surface.data), surface.width, surface.height);
  if (typeof OffscreenCanvas !== 'undefined') {
    const c = new OffscreenCanvas(surface.width, surface.height);
    c.getContext('2d')?.putImageData(img, 0, 0);
    return c.convertToBlob({ type: 'image/png' });
  }
  const c = document.createElement('canvas');
  c.width = surface.width;
  c.height = surface.height;
  c.getContext('2d')?.putImageData(img, 0, 0);
  return new Promise((resolve, reject) =>
    c.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
