import { gzipSync } from 'node:zlib';
import { insertedAnswer } from '@glossy/contract';
import sharp from 'sharp';
import { bearer, type SignedIn } from './actors';
import { expectJson } from './http';
import type { TestApp } from './test-app';

/** A valid stroke log of `strokes` pen strokes, each 40 samples over 400 ms, on a 1000 × 500 page. */
export function strokeLog(strokes = 3, extra: Record<string, unknown> = {}) {
  const ops = Array.from({ length: strokes }, (_, i) => ({
    t: 'stroke',
    layer: 'layer-1',
    brush: 'pen',
    color: i % 2 ? '#112233' : '#aa5500',
    size: 6,
    opacity: 1,
    stabilizer: 0,
    pressure: 'simulate',
    seed: i + 1,
    points: Array.from({ length: 40 }, (_, k) => [
      100 + k * 5,
      100 + i * 20,
      0.5,
      0,
      0,
      k * 10,
    ]).flat(),
  }));
  return {
    format: 'glossy-drawer/stroke-log',
    version: 1,
    width: 1000,
    height: 500,
    scale: 1,
    background: '#ffffff',
    ops,
    ...extra,
  };
}

export const pictureOf = (width = 400, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#f4efe6' } })
    .png()
    .toBuffer();

export interface DrawingFormParts {
  title?: string;
  /** The log's bytes as sent; gzip-compressed JSON of strokeLog() by default. */
  log?: Uint8Array | string;
  picture?: Uint8Array;
  version?: number | string;
  /** A first save queued offline: the client's key for the drawing. */
  clientId?: string;
  /** A save's own key, sent again when the save is retried. */
  saveId?: string;
}

export async function drawingForm(parts: DrawingFormParts = {}): Promise<FormData> {
  const form = new FormData();
  if (parts.title !== undefined) form.append('title', parts.title);
  if (parts.version !== undefined) form.append('version', String(parts.version));
  if (parts.clientId !== undefined) form.append('clientId', parts.clientId);
  if (parts.saveId !== undefined) form.append('saveId', parts.saveId);
  const log = parts.log ?? gzipSync(JSON.stringify(strokeLog()));
  form.append(
    'log',
    new Blob([typeof log === 'string' ? log : new Uint8Array(log)], { type: 'application/gzip' }),
    'log.json.gz',
  );
  const picture = parts.picture ?? (await pictureOf());
  form.append('picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'drawing.png');
  return form;
}

export function sendDrawing(
  ctx: TestApp,
  who: SignedIn | null,
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
) {
  return ctx.request(url, { method, body: form, headers: who ? bearer(who) : {} });
}

/** Saves a new drawing for `who` and answers its id. */
export async function createDrawing(
  ctx: TestApp,
  who: SignedIn,
  parts: DrawingFormParts = {},
): Promise<string> {
  const form = await drawingForm({ title: 'Morning sketch', ...parts });
  const res = await sendDrawing(ctx, who, 'POST', '/api/drawings', form);
  return (await expectJson(res, 201, insertedAnswer)).insertedId!;
}
