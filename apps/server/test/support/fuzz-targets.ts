import fc from 'fast-check';
import { z } from 'zod';
import { fuzzBody, fuzzPathParam, fuzzQuery, fuzzText, type FuzzBody } from './arbitraries';
import { httpMethods, registeredApiRoutes, toOpenApiPath, type HttpMethod } from './routes';
import type { TestApp } from './test-app';

/** One URL pattern to attack, with what the OpenAPI document says it accepts. */
export interface FuzzTarget {
  pattern: string;
  /** Methods the app registered for this pattern (others should fall through to a 404). */
  methods: Set<HttpMethod>;
  queryKeys: string[];
  bodyFields: string[];
}

export interface FuzzRequest {
  method: HttpMethod;
  url: string;
  body?: FuzzBody;
  /** A signed-in caller's Authorization header, to reach the checks behind the sign-in gate. */
  headers?: Record<string, string>;
}

const operation = z
  .object({
    parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
    requestBody: z
      .object({
        content: z.record(
          z.string(),
          z.object({
            schema: z.object({ properties: z.record(z.string(), z.unknown()) }).partial(),
          }),
        ),
      })
      .optional(),
  })
  .loose();
const document = z.object({ paths: z.record(z.string(), z.record(z.string(), operation)) });

/** Subpaths an identity library commonly serves, tried besides random ones where a route ends in '*'. */
const wildcardSamples = [
  'sign-in/email',
  'sign-up/email',
  'sign-in/social',
  'get-session',
  'sign-out',
  'request-password-reset',
  'reset-password',
  'callback/google',
  'update-user',
  'change-password',
  'list-sessions',
  'ok',
];

/** Wildcard patterns under /api that end at a handler (the global catch-all excluded). */
function wildcardPatterns(ctx: TestApp): string[] {
  const patterns = ctx.app.routes
    .map((r) => r.path)
    .filter((p) => p.startsWith('/api/') && p.endsWith('/*') && p !== '/api/*');
  return [...new Set(patterns)];
}

/** Every route the app serves under /api, plus one it does not, described from the live app. */
export async function discoverFuzzTargets(ctx: TestApp): Promise<FuzzTarget[]> {
  const doc = document.parse(await (await ctx.request('/api/openapi.json')).json());
  const targets = new Map<string, FuzzTarget>();
  const target = (pattern: string) => {
    const shape = pattern.replace(/:\w+/g, ':param');
    const existing = targets.get(shape);
    if (existing) return existing;
    const created: FuzzTarget = { pattern, methods: new Set(), queryKeys: [], bodyFields: [] };
    targets.set(shape, created);
    return created;
  };
  for (const { method, path } of registeredApiRoutes(ctx.app)) {
    const entry = target(path);
    entry.methods.add(method);
    const op = doc.paths[toOpenApiPath(path)]?.[method.toLowerCase()];
    for (const p of op?.parameters ?? []) if (p.in === 'query') entry.queryKeys.push(p.name);
    for (const media of Object.values(op?.requestBody?.content ?? {})) {
      entry.bodyFields.push(...Object.keys(media.schema.properties ?? {}));
    }
  }
  for (const pattern of wildcardPatterns(ctx)) {
    const entry = target(pattern);
    for (const m of ['GET', 'POST'] as const) entry.methods.add(m);
  }
  target('/api/no-such-route/:param');
  return [...targets.values()];
}

const wildcardPart = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...wildcardSamples) },
  { weight: 1, arbitrary: fuzzText().map(encodeURIComponent) },
);

/** Random requests of `method` to `target`: path parameters, query string and body all hostile. */
export function fuzzRequest(target: FuzzTarget, method: HttpMethod): fc.Arbitrary<FuzzRequest> {
  const segments = target.pattern.split('/').map((segment) => {
    if (segment.startsWith(':')) return fuzzPathParam();
    if (segment === '*') return wildcardPart;
    return fc.constant(segment);
  });
  const path = fc.tuple(...segments).map((parts) => parts.join('/'));
  const query = fuzzQuery(target.queryKeys);
  // fetch forbids a body on GET; every other method may carry one.
  const body =
    method === 'GET'
      ? fc.constant(undefined)
      : fc.option(fuzzBody(target.bodyFields), { nil: undefined });
  return fc.record({ path, query, body }).map(({ path: p, query: q, body: b }) => ({
    method,
    url: `${p}${q}`,
    ...(b ? { body: b } : {}),
  }));
}

/**
 * The target at one real path (ids that exist), so that a signed-in caller gets past the lookups
 * to what the handler itself checks: its query, its body, and what the stores do with them.
 */
export const atPath = (target: FuzzTarget, path: string): FuzzTarget => ({
  ...target,
  pattern: path,
});

export const mutatingMethods: ReadonlySet<HttpMethod> = new Set(
  httpMethods.filter((m) => m !== 'GET'),
);
