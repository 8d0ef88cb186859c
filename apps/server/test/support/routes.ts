import type { App } from '../../src/app';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface ApiRoute {
  method: HttpMethod;
  /** Hono pattern, e.g. /api/courses/:id */
  path: string;
}

/** Served outside the OpenAPI document on purpose: the document itself and its viewer. */
export const undocumentedPaths = new Set([
  '/api/openapi.json',
  '/api/docs',
  '/api/docs/assets/:file',
]);

const isHttpMethod = (m: string): m is HttpMethod => (httpMethods as readonly string[]).includes(m);

/**
 * Every concrete API route the app has registered (middleware and catch-alls left out), read from
 * the app itself so that a module added later is covered without touching the tests.
 */
export function registeredApiRoutes(app: App): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const { method, path } of app.routes) {
    if (!isHttpMethod(method) || !path.startsWith('/api/') || path.includes('*')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** Distinct paths under /api, for walking path × method. */
export const registeredApiPaths = (app: App): string[] => [
  ...new Set(registeredApiRoutes(app).map((r) => r.path)),
];

/** Hono's /a/:id as OpenAPI's /a/{id}. */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

export const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
