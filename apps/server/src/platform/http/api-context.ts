import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { createCaller, type CallerDeps } from '../auth/caller';
import type { AppEnv } from './context';
import { refuseCrossSite } from '../protection/cross-site';
import { siteOrigins } from '../auth/identity';
import type { Config } from '../../config';
import { drawingLimits, drillLimits } from '@glossy/contract';
import { AppError } from './errors';

const maxBodyBytes = 1024 * 1024;
/** A 5 MB picture plus the multipart envelope around it; the route itself checks the file's size. */
const maxUploadBodyBytes = 5 * 1024 * 1024 + 64 * 1024;
/** A drawing's save: its stroke log and its picture, each within its limit, and the envelope. */
const maxDrawingBodyBytes = drawingLimits.logBytes + drawingLimits.pictureBytes + 64 * 1024;
const drawingSave = /^\/api\/drawings(\/[^/]+)?$/;
/** A drill's attempt carries every stroke's samples as JSON. */
const drillAttempt = /^\/api\/lessons\/[^/]+\/attempts$/;

const limitTo = (maxSize: number, what: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError(413, `Request body is larger than ${what}`);
    },
  });

/**
 * Everything every API call needs, in one step (each extra middleware is a measurable cost on the
 * hottest routes): the lazy caller, the body limit for methods that carry a body (looking for a
 * body makes the adapter build a full Request), and `no-store` unless the route chose a policy.
 */
export function apiContext(deps: CallerDeps & { config: Config }) {
  const origins = siteOrigins(deps.config.publicUrl);
  const limitBody = limitTo(maxBodyBytes, `${maxBodyBytes / 1024} KB`);
  const limitUpload = limitTo(maxUploadBodyBytes, '5 MB');
  const limitDrawing = limitTo(maxDrawingBodyBytes, '20 MB');
  const limitAttempt = limitTo(drillLimits.bodyBytes, `${drillLimits.bodyBytes / 1024 / 1024} MB`);
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('caller', createCaller(c.req.raw.headers, deps));
    const method = c.req.method;
    const safe = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
    if (!safe) refuseCrossSite(c, origins);
    if (safe) await next();
    // A course video streams to storage, which counts its bytes against VIDEO_MAX_MB itself.
    else if (c.req.path === '/api/uploads/videos') await next();
    else if (c.req.path === '/api/uploads') await limitUpload(c, next);
    else if (method !== 'PATCH' && drawingSave.test(c.req.path)) await limitDrawing(c, next);
    else if (method === 'POST' && drillAttempt.test(c.req.path)) await limitAttempt(c, next);
    else await limitBody(c, next);
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
}
