import { Hono, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../http/context';

/**
 * Pages get a strict policy: scripts and styles only from our origin, so stored text can never run
 * as script. The only inline script allowed is index.html's theme bootstrap, pinned by its hash.
 * Inline styles are allowed: React sets style attributes and the toaster injects its stylesheet,
 * and CSS cannot run script.
 */
const documentHeaders = (inlineScriptHashes: string[]) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=15552000; includeSubDomains',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });

/**
 * The headers a page gets, as a list: for page answers the edge listener sends from memory. Read
 * off the same middleware that sets them on every other page, so the two can never differ.
 */
export async function documentHeaderList(
  inlineScriptHashes: string[],
): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use(documentHeaders(inlineScriptHashes));
  probe.get('/', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return Object.fromEntries(res.headers.entries());
}

/** JSON answers are never rendered: they need the short set for APIs, not a page's policy. */
export const apiHeaderList: [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
];

const apiHeaders = createMiddleware<AppEnv>(async (c, next) => {
  // Set before the handler so that the answer is built with them once; a library's own Response
  // (the identity endpoints) does not carry prepared headers, so it gets them afterwards.
  for (const [name, value] of apiHeaderList) c.header(name, value);
  await next();
  if (!c.res.headers.has('X-Content-Type-Options')) {
    for (const [name, value] of apiHeaderList) c.res.headers.set(name, value);
  }
});

const isApiAnswer = (path: string) => path.startsWith('/api/') && !path.startsWith('/api/docs');

export function securityHeaders(inlineScriptHashes: string[]): MiddlewareHandler<AppEnv> {
  const forDocuments = documentHeaders(inlineScriptHashes);
  return (c, next) => (isApiAnswer(c.req.path) ? apiHeaders(c, next) : forDocuments(c, next));
}
