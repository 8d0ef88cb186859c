import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { drawingFacts, type DrawingFacts } from '@glossy/canvas/facts';
import { parseLog } from '@glossy/canvas/log';
import { drawingLimits } from '@glossy/contract';
import sharp from 'sharp';
import { nestsTooDeep } from '../../platform/http/control-characters';
import { AppError } from '../../platform/http/errors';

const gunzipAsync = promisify(gunzip);
const gzipAsync = promisify(gzip);

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const tooLarge = (what: string, limit: number) =>
  new AppError(413, `The ${what} is larger than ${megabytes(limit)}.`);
const badField = (field: string, message: string) =>
  new AppError(400, message, { [field]: message });

export interface CheckedLog {
  /** What is stored: gzip-compressed JSON. */
  gzipped: Uint8Array;
  width: number;
  height: number;
  facts: DrawingFacts;
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * A stroke log as the sketchpad sends it, gzip-compressed (plain JSON is accepted too and
 * compressed here). It must parse as the engine's format: only strokes, shapes, fills and layer
 * changes with checked fields, so whatever a replay later draws is ink and nothing else.
 */
export async function checkLog(file: File): Promise<CheckedLog> {
  if (file.size > drawingLimits.logBytes) throw tooLarge('stroke log', drawingLimits.logBytes);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let json: Buffer;
  if (isGzip(bytes)) {
    const limit = Math.min(drawingLimits.logJsonBytes, bytes.length * drawingLimits.logUnpackRatio);
    try {
      json = await gunzipAsync(bytes, { maxOutputLength: limit });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw limit < drawingLimits.logJsonBytes
          ? new AppError(
              413,
              `The stroke log unpacks to more than ${drawingLimits.logUnpackRatio} times its size.`,
            )
          : tooLarge('unpacked stroke log', drawingLimits.logJsonBytes);
      }
      throw badField('log', 'The stroke log is not valid gzip data.');
    }
  } else {
    json = Buffer.from(bytes);
  }
  const text = json.toString('utf8');
  if (nestsTooDeep(text))
    throw badField('log', 'That is not a Glossy Drawer stroke log (it nests too deep).');
  let log;
  try {
    const parsed: unknown = JSON.parse(text);
    const ops = (parsed as { ops?: unknown } | null)?.ops;
    if (Array.isArray(ops) && ops.length > drawingLimits.logOps) {
      throw new Error(`more than ${drawingLimits.logOps.toLocaleString('en')} operations`);
    }
    log = parseLog(parsed);
  } catch (err) {
    const reason = err instanceof SyntaxError ? 'it is not JSON' : (err as Error).message;
    throw badField('log', `That is not a Glossy Drawer stroke log (${reason}).`);
  }
  return {
    gzipped: isGzip(bytes) ? bytes : new Uint8Array(await gzipAsync(json)),
    width: log.width,
    height: log.height,
    facts: drawingFacts(log),
  };
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const thumbnailWidth = 480;

export interface CheckedPicture {
  picture: Uint8Array;
  thumbnail: Uint8Array;
}

const notPng = () => badField('picture', 'Send the picture as a PNG image.');

/**
 * What can be told of the picture without decoding it, checked before the stroke log is unpacked
 * (the costly part): its size, the PNG signature and the size its header declares.
 */
export async function precheckPicture(file: File): Promise<Uint8Array> {
  if (file.size > drawingLimits.pictureBytes) throw tooLarge('picture', drawingLimits.pictureBytes);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The signature, then the IHDR chunk: its length (13), its type, width and height.
  if (bytes.length < 24 || !pngSignature.every((byte, i) => bytes[i] === byte)) throw notPng();
  const header = new DataView(bytes.buffer, bytes.byteOffset, 24);
  const side = drawingLimits.pictureSide;
  if (header.getUint32(16) > side || header.getUint32(20) > side) {
    throw badField('picture', `The picture can be at most ${side} pixels on a side.`);
  }
  return bytes;
}

/**
 * The flattened picture: a PNG of the log's proportions, re-encoded as WebP (the picture and a
 * 480 px thumbnail), so what is served is always an image made here, never the client's bytes.
 */
export async function checkPicture(
  bytes: Uint8Array,
  page: { width: number; height: number },
): Promise<CheckedPicture> {
  const side = drawingLimits.pictureSide;
  const options = { failOn: 'error' as const, limitInputPixels: side * side };
  let meta;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch {
    throw notPng();
  }
  if (meta.format !== 'png' || !meta.width || !meta.height) throw notPng();
  if (meta.width > side || meta.height > side) {
    throw badField('picture', `The picture can be at most ${side} pixels on a side.`);
  }
  const ratio = (w: number, h: number) => w / h;
  if (Math.abs(ratio(meta.width, meta.height) - ratio(page.width, page.height)) > 0.02) {
    throw badField('picture', 'The picture does not have the drawing’s proportions.');
  }
  try {
    const [picture, thumbnail] = await Promise.all([
      sharp(bytes, options).webp({ quality: 90 }).toBuffer(),
      sharp(bytes, options)
        .resize({ width: thumbnailWidth, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    return { picture, thumbnail };
  } catch {
    throw notPng();
  }
}
