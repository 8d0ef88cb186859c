import { bodyLimit } from 'hono/body-limit';
import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createCaller, type CallerDeps } from './caller';
import type { AppEnv } from './context';
import { refuseControlsInJson, refuseControlsInUrl } from './control-characters';
import { AppError } from './errors';

const maxBodyBytes = 1024 * 1024;
/** A 5 MB picture plus the multipart envelope around it; the route itself checks the file's size. */
const maxUploadBodyBytes = 5 * 1024 * 1024 + 64 * 1024;

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
export function apiContext(deps: CallerDeps) {
  const limitBody = limitTo(maxBodyBytes, `${maxBodyBytes / 1024} KB`);
  const limitUpload = limitTo(maxUploadBodyBytes, '5 MB');
  // Read once here, the body is cached for the route's validator. The identity routes read the raw
  // request themselves (and check it there); uploads are files, not text.
  const checkJson = async (c: Context<AppEnv>, next: Next) => {
    const type = c.req.header('content-type') ?? '';
    if (/json/i.test(type) && !c.req.path.startsWith('/api/auth/'))
      refuseControlsInJson(await c.req.text());
    await next();
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('caller', createCaller(c, deps));
    refuseControlsInUrl(c);
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') await next();
    // A course video streams to storage, which counts its bytes against VIDEO_MAX_MB itself.
    else if (c.req.path === '/api/uploads/videos') await next();
    else
      await (c.req.path === '/api/uploads' ? limitUpload : limitBody)(c, () => checkJson(c, next));
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
}
