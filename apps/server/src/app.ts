import { mountIdentity } from './modules/accounts/identity-routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { roleRoutes } from './modules/accounts/role-routes';
import { accountsRoutes } from './modules/accounts/routes';
import { onboardingRoutes } from './modules/accounts/onboarding-routes';
import { catalogRoutes } from './modules/catalog/routes';
import { specFilePaths, specFiles } from './modules/catalog/spec-files';
import { lessonFileRule, projectFileRule } from './modules/classroom/file-rules';
import { classroomRoutes } from './modules/classroom/routes';
import { commerceRoutes } from './modules/commerce/routes';
import { communityRoutes } from './modules/community/routes';
import { contentAdminRoutes } from './modules/content/admin-routes';
import { contentRoutes } from './modules/content/routes';
import type { ModuleDeps } from './modules/deps';
import { docsRoutes } from './modules/docs/routes';
import { drawingFileRule } from './modules/drawing/file-rule';
import { drawingsRoutes } from './modules/drawing/routes';
import { fileRoutes, filesRoutes } from './modules/files/routes';
import { metricsRoutes } from './modules/health/metrics-routes';
import { healthRoutes } from './modules/health/routes';
import { liveRoutes } from './modules/live/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { submissionsRoutes } from './modules/submissions/routes';
import { createApi } from './platform/http/api';
import { absolutePictures } from './platform/cross-origin/absolute-pictures';
import { apiContext } from './platform/http/api-context';
import { compression } from './platform/http/compression';
import { cors } from './platform/cross-origin/cors';
import { crossOriginFilePaths, crossOriginFiles } from './platform/cross-origin/cross-origin-files';
import { handleError } from './platform/http/error-handler';
import { errorBody } from './platform/http/errors';
import { measureRequests } from './platform/observability/metrics';
import { requestContext } from './platform/http/request-context';
import { securityHeaders } from './platform/protection/security-headers';
import type { StaticSite } from './platform/http/static-site';
import { pageRoutes } from './modules/pages/routes';

export interface AppDeps extends ModuleDeps {
  site?: StaticSite;
}

/** Composes the whole HTTP surface: API under /api, the SPA for every other GET. */
export function createApp(deps: AppDeps) {
  const app = createApi();
  app.use('*', requestContext(deps.logger, deps.config.TRUST_PROXY));
  app.use('*', measureRequests(deps.metrics));
  // Outside the security headers, which say same-origin: public files are shown on CORS_ORIGINS.
  const sharedFiles = crossOriginFiles(deps.config.CORS_ORIGINS);
  for (const path of crossOriginFilePaths) app.use(path, sharedFiles);
  app.use('*', securityHeaders(deps.site?.inlineScriptHashes ?? []));
  app.use('*', compression());
  // The API and the spec's JSON files, for the origins of CORS_ORIGINS (none by default).
  const crossOrigin = cors(deps.config.CORS_ORIGINS);
  const pictures = absolutePictures(deps.config);
  for (const path of ['/api/*', ...specFilePaths]) app.use(path, crossOrigin, pictures);
  app.use('/api/*', apiContext(deps));

  mountIdentity(app, deps);
  app.route('/api', healthRoutes(deps));
  app.route('/api', metricsRoutes(deps));
  app.route('/api', accountsRoutes(deps));
  app.route('/api', roleRoutes(deps));
  app.route('/api', onboardingRoutes(deps));
  app.route('/api', catalogRoutes(deps));
  app.route('/api', commerceRoutes(deps));
  app.route('/api', contentRoutes(deps));
  app.route('/api', contentAdminRoutes(deps));
  app.route('/api', liveRoutes(deps));
  app.route('/api', communityRoutes(deps));
  app.route('/api', filesRoutes(deps));
  app.route('/api', submissionsRoutes(deps));
  app.route('/api', classroomRoutes(deps));
  app.route('/api', drawingsRoutes(deps));
  app.route('/api', analyticsRoutes(deps));
  app.route('/api', notificationsRoutes(deps));
  docsRoutes(app);

  app.all('/api/*', (c) =>
    c.json(errorBody(404, `No API route ${c.req.method} ${c.req.path}`), 404),
  );
  // The spec's JSON files and uploaded files, before the SPA so that its fallback never answers
  // for them.
  app.route('/', specFiles(deps));
  app.route(
    '/',
    fileRoutes(deps, [drawingFileRule(deps.db), projectFileRule, lessonFileRule(deps.db)]),
  );
  // Public pages are rendered with the app's own API calls, answered here in-process.
  if (deps.site)
    app.route(
      '/',
      pageRoutes(deps, deps.site, async (request) => app.fetch(request)),
    );
  deps.site?.mount(app);
  app.notFound((c) => c.json(errorBody(404, `Nothing at ${c.req.path}`), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
