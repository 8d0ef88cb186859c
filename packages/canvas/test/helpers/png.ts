import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Surface } from '../../src/core/raster/surface';

export function encodePng(s: Surface): Buffer {
  const png = new PNG({ width: s.width, height: s.height });
  png.data = Buffer.from(s.data.buffer, s.data.byteOffset, s.data.byteLength);
  return PNG.sync.write(png);
}

export function writePng(path: string, s: Surface): void {
  writeFileSync(path, encodePng(s));
}

export function readPng(path: string): Surface | null {
  if (!existsSync(path)) return null;
  const png = PNG.sync.read(readFileSync(path));
  return { width: png.width, height: png.height, data: new Uint8ClampedArray(png.data) };
}
