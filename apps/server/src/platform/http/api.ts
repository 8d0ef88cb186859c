import { createRoute as describeRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { signedIn } from '../auth/caller';
import type { AppEnv } from './context';
import { refuseControls } from './control-characters';
import { AppError, validationFailed } from './errors';
import { createMiddleware } from 'hono/factory';

/** Every router is built here so that a failed schema always answers the API's 400 body. */
export const createApi = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationFailed(c, result.error);
    },
  });

export type Api = ReturnType<typeof createApi>;

/**
 * A route of the API. One that documents a 401 is a protected route: its caller must be signed in,
 * and that is checked before anything it sent is validated.
 */
export function createRoute<Config extends RouteConfig>(config: Config): Config {
  const gate = 401 in config.responses ? [signedIn] : [];
  return describeRoute({ ...config, middleware: [...gate, ...checked(config)] });
}

/** A file upload's route says what it takes to a body of another kind. */
const multipartOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError(415, 'Send the body as multipart/form-data, each file in its own field.');
  }
  await next();
});

/** A route's own middleware after the control-character check (a file upload's body is no text). */
const checked = (config: RouteConfig) => [
  refuseControls(Boolean(config.request?.body?.content['application/json'])),
  ...(config.request?.body?.content['multipart/form-data'] ? [multipartOnly] : []),
  ...(config.middleware ? [config.middleware].flat() : []),
];

/**
 * A route open to anonymous callers that still documents a 401 for part of what it guards (a
 * lesson: a preview is anyone's, the rest needs a signed-in member), so no sign-in gate is added.
 */
export const createOpenRoute = <Config extends RouteConfig>(config: Config): Config =>
  describeRoute({ ...config, middleware: checked(config) });
