import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { spendBudget, type RateLimiter } from '../protection/rate-limit';

/** Unpacking for a client that takes no gzip costs the server: a few a minute per client. */
const unpackedReads = { name: 'unpacked-json', limit: 30, windowMs: 60_000 };

/**
 * JSON kept gzip-compressed (a stroke log): sent as stored, with `Content-Encoding: gzip`, to a
 * client that takes gzip (every browser), so a read costs no work at all. A client that does not
 * gets it unpacked as a stream (a 64 KB window, paced by the client's reading), never whole in
 * memory, and only a few times a minute: a small log can unpack to tens of megabytes.
 */
export async function gzippedJson(
  c: Context<AppEnv>,
  stored: Uint8Array,
  cacheControl: string,
  limiter: RateLimiter,
) {
  const headers = {
    'Content-Type': 'application/json',
    'Cache-Control': cacheControl,
    Vary: 'Authorization, Accept-Encoding',
  };
  if (/\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')) {
    return c.body(stored as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': String(stored.byteLength),
    });
  }
  await spendBudget(
    limiter,
    c.get('clientAddress'),
    unpackedReads,
    'Too many unpacked reads: ask with Accept-Encoding: gzip.',
  );
  const unpacked = Readable.from([Buffer.from(stored)]).pipe(
    createGunzip({ chunkSize: 64 * 1024 }),
  );
  return c.body(Readable.toWeb(unpacked) as ReadableStream<Uint8Array>, 200, headers);
}
