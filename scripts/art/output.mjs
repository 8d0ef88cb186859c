// Rasterise + encode. Quality steps down only if a file would exceed its byte budget.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const written = [];

async function encode(input, { quality, lossless, maxKB, resize }) {
  let q = quality;
  for (;;) {
    let img = typeof input === 'function' ? input() : sharp(input);
    if (resize) img = img.resize(resize);
    const buf = await img
      .webp({ quality: q, effort: 6, lossless, smartSubsample: true })
      .toBuffer();
    if (lossless || buf.length <= maxKB * 1024 || q <= 40) return { buf, q };
    q -= 5;
  }
}

export async function save(
  file,
  source,
  { quality = 76, maxKB = 88, lossless = false, resize } = {},
) {
  const input = typeof source === 'string' ? Buffer.from(source) : source;
  const { buf, q } = await encode(input, { quality, lossless, maxKB, resize });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, buf);
  written.push({ file, bytes: buf.length, q: lossless ? 'lossless' : q });
  return buf;
}

export function saveText(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  written.push({ file, bytes: Buffer.byteLength(text), q: '-' });
}
