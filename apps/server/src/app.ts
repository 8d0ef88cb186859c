import { bodyLimit } from 'hono/body-limit';
import { mountIdentity } from './modules/accounts/identity-routes';
import { accountsRoutes } from './modules/accounts/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { communityRoutes, uploadedFiles } from './modules/community/routes';
import { contentAdminRoutes } from './modules/content/admin-routes';
import { contentRoutes } from './modules/content/routes';
import type { ModuleDeps } from './modules/deps';
import { docsRoutes } from './modules/docs/routes';
import { healthRoutes } from './modules/health/routes';
import { createApi } from './platform/api';
import { callerContext } from './platform/caller';
import { compression } from './platform/compression';
import { AppError, errorBody, handleError } from './platform/errors';
import { requestContext } from './platform/request-context';
import { securityHeaders } from './platform/security-headers';
import type { StaticSite } from './platform/static-site';

export interface AppDeps extends ModuleDeps {
  site?: StaticSite;
}

const maxBodyBytes = 1024 * 1024;
/** A 5 MB picture plus the multipart envelope around it; the route itself checks the file's size. */
const maxUploadBodyBytes = 5 * 1024 * 1024 + 64 * 1024;

/** Composes the whole HTTP surface: API under /api, the SPA for every other GET. */
export function createApp(deps: AppDeps) {
  const app = createApi();
  app.use('*', requestContext(deps.logger));
  app.use('*', securityHeaders(deps.site?.inlineScriptHashes ?? []));
  app.use('*', compression());
  const limitTo = (maxSize: number, what: string) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError(413, `Request body is larger than ${what}`);
      },
    });
  const limitBody = limitTo(maxBodyBytes, `${maxBodyBytes / 1024} KB`);
  // Picture uploads are the one place a body may be bigger than JSON ever needs (5 MB).
  const limitUpload = limitTo(maxUploadBodyBytes, '5 MB');
  // Only requests that may carry a body: looking for one makes the adapter build a full Request.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : c.req.path === '/api/uploads'
        ? limitUpload(c, next)
        : limitBody(c, next),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  app.use('/api/*', callerContext(deps));

  mountIdentity(app, deps);
  app.route('/api', healthRoutes(deps));
  app.route('/api', accountsRoutes(deps));
  app.route('/api', catalogRoutes(deps));
  app.route('/api', contentRoutes(deps));
  app.route('/api', contentAdminRoutes(deps));
  app.route('/api', communityRoutes(deps));
  docsRoutes(app);

  app.all('/api/*', (c) =>
    c.json(errorBody(404, `No API route ${c.req.method} ${c.req.path}`), 404),
  );
  // Uploaded pictures, before the SPA so that its fallback never answers for them.
  app.route('/', uploadedFiles(deps));
  deps.site?.mount(app);
  app.notFound((c) => c.json(errorBody(404, `Nothing at ${c.req.path}`), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
