import { MAX_IMAGE_SIDE } from '../core/select/image';

/** The largest picture file taken in: a phone's photo is a few MB. */
export const MAX_PICTURE_BYTES = 40 * 1024 * 1024;
/** Beyond this side a picture would take seconds and a lot of memory to decode. */
const MAX_DECODED_SIDE = 16_384;

export interface Picture {
  pixels: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/**
 * A picture file as straight RGBA pixels, no larger than `maxWidth` × `maxHeight` (a larger
 * one is scaled down to fit, keeping its proportions, so what the log carries is never larger
 * than the board's raster). Decoded by the browser; throws an Error whose message can be shown
 * as it is when the file is no picture, too large, or does not decode.
 */
export async function readPicture(
  file: Blob,
  maxWidth: number,
  maxHeight: number,
): Promise<Picture> {
  if (!file.type.startsWith('image/')) throw new Error('That file is not a picture.');
  if (file.size > MAX_PICTURE_BYTES) {
    throw new Error(`That picture is over ${MAX_PICTURE_BYTES / 2 ** 20} MB: try a smaller one.`);
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error('That picture could not be opened: try a PNG, JPEG or WebP file.');
  }
  try {
    if (bitmap.width > MAX_DECODED_SIDE || bitmap.height > MAX_DECODED_SIDE) {
      throw new Error(`That picture is larger than ${MAX_DECODED_SIDE} pixels across.`);
    }
    const fit = Math.min(
      1,
      Math.min(maxWidth, MAX_IMAGE_SIDE) / bitmap.width,
      Math.min(maxHeight, MAX_IMAGE_SIDE) / bitmap.height,
    );
    const width = Math.max(1, Math.round(bitmap.width * fit));
    const height = Math.max(1, Math.round(bitmap.height * fit));
    const canvas = Object.assign(document.createElement('canvas'), { width, height });
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('This browser cannot read pictures.');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    return { pixels: ctx.getImageData(0, 0, width, height).data, width, height };
  } finally {
    bitmap.close();
  }
}

/** A layer name from a file name: its stem, or `fallback`. */
export function pictureName(file: Blob, fallback: string, max: number): string {
  const name = file instanceof File ? file.name.replace(/\.[^.]*$/, '').trim() : '';
  return (name || fallback).slice(0, max);
}
