import { mountIdentity } from './modules/accounts/identity-routes';
import { accountsRoutes } from './modules/accounts/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { classroomRoutes } from './modules/classroom/routes';
import { commerceRoutes } from './modules/commerce/routes';
import { communityRoutes, uploadedFiles } from './modules/community/routes';
import { contentAdminRoutes } from './modules/content/admin-routes';
import { contentRoutes } from './modules/content/routes';
import type { ModuleDeps } from './modules/deps';
import { docsRoutes } from './modules/docs/routes';
import { healthRoutes } from './modules/health/routes';
import { submissionsRoutes } from './modules/submissions/routes';
import { createApi } from './platform/api';
import { apiContext } from './platform/api-context';
import { compression } from './platform/compression';
import { errorBody, handleError } from './platform/errors';
import { requestContext } from './platform/request-context';
import { securityHeaders } from './platform/security-headers';
import type { StaticSite } from './platform/static-site';

export interface AppDeps extends ModuleDeps {
  site?: StaticSite;
}

/** Composes the whole HTTP surface: API under /api, the SPA for every other GET. */
export function createApp(deps: AppDeps) {
  const app = createApi();
  app.use('*', requestContext(deps.logger));
  app.use('*', securityHeaders(deps.site?.inlineScriptHashes ?? []));
  app.use('*', compression());
  app.use('/api/*', apiContext(deps));

  mountIdentity(app, deps);
  app.route('/api', healthRoutes(deps));
  app.route('/api', accountsRoutes(deps));
  app.route('/api', catalogRoutes(deps));
  app.route('/api', commerceRoutes(deps));
  app.route('/api', contentRoutes(deps));
  app.route('/api', contentAdminRoutes(deps));
  app.route('/api', communityRoutes(deps));
  app.route('/api', submissionsRoutes(deps));
  app.route('/api', classroomRoutes(deps));
  docsRoutes(app);

  app.all('/api/*', (c) =>
    c.json(errorBody(404, `No API route ${c.req.method} ${c.req.path}`), 404),
  );
  // Uploaded files, before the SPA so that its fallback never answers for them.
  app.route('/', uploadedFiles(deps));
  deps.site?.mount(app);
  app.notFound((c) => c.json(errorBody(404, `Nothing at ${c.req.path}`), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
