import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { validationFailed } from './errors';

/** Every router is built here so that a failed schema always answers the API's 400 body. */
export const createApi = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationFailed(c, result.error);
    },
  });

export type Api = ReturnType<typeof createApi>;
