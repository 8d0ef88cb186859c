import sharp from 'sharp';
import { AppError } from '../../platform/http/errors';

export const maxUploadBytes = 5 * 1024 * 1024;
const maxSide = 1600;
/** Formats people actually upload. SVG is left out: rasterising untrusted vector files is risky. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** A small file can still claim a huge canvas (a decompression bomb); 40 MP covers any photo. */
const maxInputPixels = 40_000_000;

const notAnImage = () =>
  new AppError(400, 'That file is not a picture we can read (use JPEG, PNG, WebP or GIF).', {
    file: 'Upload a JPEG, PNG, WebP or GIF image',
  });

/**
 * Decodes the upload and re-encodes it as WebP: upright per EXIF, at most 1600 px on the long side,
 * metadata (GPS, camera) stripped because sharp writes none unless asked. Re-encoding also means
 * what we serve is a picture we made, never bytes a client chose.
 */
export async function toWebp(input: Uint8Array): Promise<Uint8Array> {
  const options = { failOn: 'error' as const, limitInputPixels: maxInputPixels };
  try {
    const { format } = await sharp(input, options).metadata();
    if (!format || !acceptedFormats.has(format)) throw notAnImage();
    return await sharp(input, options)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notAnImage();
  }
}
