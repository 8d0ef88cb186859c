import { uploadAnswer } from '@glossy/contract';
import sharp from 'sharp';
import { bearer, type SignedIn } from './actors';
import { expectJson } from './http';
import type { TestApp } from './test-app';

/** A small picture uploaded by `who` through POST /api/uploads: its path, theirs to name. */
export async function uploadPicture(ctx: TestApp, who: SignedIn, colour = '#3366cc') {
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  const res = await ctx.request('/api/uploads', {
    method: 'POST',
    body: form,
    headers: bearer(who),
  });
  return (await expectJson(res, 201, uploadAnswer)).url;
}
