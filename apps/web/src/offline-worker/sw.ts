import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
} from 'serwist';
import {
  CLIPART_CACHE,
  KEPT_PAGES_CACHE,
  OFFLINE_PAGE,
  SKETCHPAD_PAGE,
  isSketchpadPath,
  keptPageKey,
  ruleFor,
  type RequestRule,
} from './request-rules';

declare const self: ServiceWorkerGlobalScope & {
  /** Written by the build (build/service-worker.ts): the sketchpad's reach, with revisions. */
  __SW_MANIFEST: PrecacheEntry[];
};

const is =
  (rule: RequestRule) =>
  ({ request, url }: RouteMatchCallbackOptions) =>
    ruleFor({ url, origin: self.location.origin, method: request.method, mode: request.mode }) ===
    rule;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new version waits until the page says its drawing is safe ('A new version is ready').
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: is('sketchpad-page'),
      handler: new NetworkFirst({
        cacheName: KEPT_PAGES_CACHE,
        networkTimeoutSeconds: 4,
        plugins: [
          { cacheKeyWillBeUsed: async ({ request }) => keptPageKey(new URL(request.url)) },
          { cacheWillUpdate: async ({ response }) => (response.ok ? response : null) },
        ],
      }),
    },
    {
      matcher: is('clipart-piece'),
      handler: new CacheFirst({
        cacheName: CLIPART_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: 800, purgeOnQuotaError: true })],
      }),
    },
    { matcher: is('page-or-offline'), handler: new NetworkOnly() },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

/**
 * Keeps a sketchpad page's document (never any other). The visit that installed the worker was
 * served before there was one, so the page asks for itself to be kept, and the studio is kept as
 * the worker installs: one visit must be enough to open either offline.
 */
async function keepPage(path: string) {
  const page = new URL(path, self.location.origin);
  if (page.origin !== self.location.origin || !isSketchpadPath(page.pathname)) return;
  const response = await fetch(page, { credentials: 'omit', cache: 'no-cache' });
  if (!response.ok) return;
  const cache = await caches.open(KEPT_PAGES_CACHE);
  await cache.put(keptPageKey(page), response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepPage(SKETCHPAD_PAGE).catch(() => undefined));
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data) || !('path' in data)) return;
  if (data.type === 'KEEP_PAGE' && typeof data.path === 'string')
    event.waitUntil(keepPage(data.path).catch(() => undefined));
});

serwist.addEventListeners();
