import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from './context';

const gunzipAsync = promisify(gunzip);

/**
 * JSON kept gzip-compressed (a stroke log): sent as stored to a client that takes gzip (every
 * browser), unpacked only for one that does not. No work per read for the many.
 */
export async function gzippedJson(c: Context<AppEnv>, stored: Uint8Array, cacheControl: string) {
  const headers = {
    'Content-Type': 'application/json',
    'Cache-Control': cacheControl,
    Vary: 'Authorization, Accept-Encoding',
  };
  if (!/\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')) {
    return c.body(new Uint8Array(await gunzipAsync(stored)), 200, headers);
  }
  return c.body(stored as Uint8Array<ArrayBuffer>, 200, {
    ...headers,
    'Content-Encoding': 'gzip',
    'Content-Length': String(stored.byteLength),
  });
}
