import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { memoryAnswerCache, negotiateCoding } from '../../src/platform/edge-cache/answer-cache';

const bigBody = JSON.stringify(
  Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Course ${i}`, text: 'lines and shade' })),
);

describe('negotiateCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['deflate', null],
    ['br;q=nonsense, gzip', 'gzip'],
    [',,;;', null],
  ])('%j → %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});

describe('memoryAnswerCache', () => {
  it('keeps an answer with its headers, an ETag and Vary, under the exact target', () => {
    const cache = memoryAnswerCache();
    const answer = cache.set('/api/things?a=1', { body: '[]', headers: { 'X-Total-Count': '0' } });
    expect(cache.get('/api/things?a=1')).toBe(answer);
    expect(cache.get('/api/things?a=2')).toBeUndefined();
    expect(cache.get('/api/things')).toBeUndefined();
    expect(answer.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Total-Count': '0',
      Vary: 'Accept-Encoding',
    });
    expect(answer.headers.ETag).toMatch(/^W\/"[\w-]{22}"$/);
  });

  it('gives equal bodies equal ETags and different bodies different ones', () => {
    const cache = memoryAnswerCache();
    const a = cache.set('/a', { body: '[1]', headers: {} });
    const b = cache.set('/b', { body: '[1]', headers: {} });
    const c = cache.set('/c', { body: '[2]', headers: {} });
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
  });

  it('matches If-None-Match lists and the wildcard, nothing else', () => {
    const answer = memoryAnswerCache().set('/a', { body: '[1]', headers: {} });
    expect(answer.isNoneMatch(undefined)).toBe(false);
    expect(answer.isNoneMatch('')).toBe(false);
    expect(answer.isNoneMatch('W/"other"')).toBe(false);
    expect(answer.isNoneMatch(answer.etag)).toBe(true);
    expect(answer.isNoneMatch(`"x", ${answer.etag} , "y"`)).toBe(true);
    expect(answer.isNoneMatch('*')).toBe(true);
  });

  it('compresses once per coding, and the bytes decode to the same text', () => {
    const answer = memoryAnswerCache().set('/a', { body: bigBody, headers: {} });
    const br = answer.representation('br');
    const gzip = answer.representation('gzip');
    expect(br.coding).toBe('br');
    expect(gzip.coding).toBe('gzip');
    expect(br.body.length).toBeLessThan(bigBody.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(bigBody);
    expect(gunzipSync(gzip.body).toString()).toBe(bigBody);
    expect(answer.representation('br')).toBe(br);
    expect(answer.representation(null)).toEqual({ body: Buffer.from(bigBody), coding: null });
  });

  it('sends small answers as they are, whatever the client accepts', () => {
    const answer = memoryAnswerCache().set('/a', { body: '[]', headers: {} });
    expect(answer.representation('br')).toEqual({ body: Buffer.from('[]'), coding: null });
  });

  it('forgets answers after the TTL and on clear()', () => {
    let clock = 1_000;
    const cache = memoryAnswerCache({ ttlMs: 100, now: () => clock });
    cache.set('/a', { body: '[]', headers: {} });
    clock += 99;
    expect(cache.get('/a')).toBeDefined();
    clock += 1;
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', { body: '[]', headers: {} });
    cache.clear();
    expect(cache.get('/b')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest first', () => {
    const cache = memoryAnswerCache({ maxEntries: 2 });
    cache.set('/1', { body: '1', headers: {} });
    cache.set('/2', { body: '2', headers: {} });
    cache.set('/2', { body: '2b', headers: {} });
    expect(cache.get('/1')?.text).toBe('1');
    cache.set('/3', { body: '3', headers: {} });
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/2')?.text).toBe('2b');
    expect(cache.get('/3')?.text).toBe('3');
  });
});
