import type { Surface } from '../core/raster/surface';

/** The picture formats Download offers; the spec's canvas.png first. */
export const IMAGE_FORMATS = [
  { format: 'png', type: 'image/png', label: 'PNG', filename: 'canvas.png' },
  { format: 'jpeg', type: 'image/jpeg', label: 'JPEG', filename: 'canvas.jpg' },
  { format: 'webp', type: 'image/webp', label: 'WebP', filename: 'canvas.webp' },
] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number]['format'];

/** Quality of the lossy formats: no visible loss on a drawing's flat colours and edges. */
const LOSSY_QUALITY = 0.92;

/** Encodes pixels with the browser's own encoder, as PNG unless told otherwise. */
export async function encodeImage(surface: Surface, type = 'image/png'): Promise<Blob> {
  const img = new ImageData(new Uint8ClampedArray(surface.data), surface.width, surface.height);
  const quality = type === 'image/png' ? undefined : LOSSY_QUALITY;
  if (typeof OffscreenCanvas !== 'undefined') {
    const c = new OffscreenCanvas(surface.width, surface.height);
    c.getContext('2d')?.putImageData(img, 0, 0);
    return c.convertToBlob({ type, quality });
  }
  const c = document.createElement('canvas');
  c.width = surface.width;
  c.height = surface.height;
  c.getContext('2d')?.putImageData(img, 0, 0);
  return new Promise((resolve, reject) =>
    c.toBlob((b) => (b ? resolve(b) : reject(new Error(`${type} encoding failed`))), type, quality),
  );
}

export const toPngBlob = (surface: Surface) => encodeImage(surface);

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
