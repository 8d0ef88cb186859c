import { uploadAnswer } from '@glossy/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../support/actors';
import { expectJson } from '../support/http';
import { s3StandIn } from '../support/s3-stand-in';
import { createTestApp, type DisposableTestApp } from '../support/test-app';

// Two instances, one bucket: what several instances behind a load balancer share.
describe('uploads in an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof s3StandIn>>;
  let first: DisposableTestApp;
  let second: DisposableTestApp;
  beforeAll(async () => {
    s3 = await s3StandIn();
    const env = { ...s3.env, SEED_DEMO: 'false' };
    [first, second] = await Promise.all([
      createTestApp('pglite', { env }),
      createTestApp('pglite', { env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
    await s3?.close();
  });

  it('a picture posted through one instance is served by the other, whole and in ranges', async () => {
    const ada = await signUp(first, 'ada@buckets.test');
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: '#e4572e' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const res = await first.request('/api/uploads', {
      method: 'POST',
      body: form,
      headers: bearer(ada),
    });
    const { url } = await expectJson(res, 201, uploadAnswer);

    const whole = await second.request(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(320);

    const part = await second.request(url, { headers: { range: 'bytes=0-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-11/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 12));
    expect((await second.request('/uploads/missing-picture.webp')).status).toBe(404);
  });
});
