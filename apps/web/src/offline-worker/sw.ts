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
 * The studio's page is kept as the worker installs: the visit that installed it was served before
 * there was a worker, and one visit must be enough to open the sketchpad offline.
 */
async function keepSketchpadPage() {
  const page = new URL(SKETCHPAD_PAGE, self.location.origin);
  const response = await fetch(page, { credentials: 'omit', cache: 'no-cache' });
  if (!response.ok) return;
  const cache = await caches.open(KEPT_PAGES_CACHE);
  await cache.put(keptPageKey(page), response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepSketchpadPage().catch(() => undefined));
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'KEEP_SKETCHPAD')
    event.waitUntil(keepSketchpadPage().catch(() => undefined));
});

serwist.addEventListeners();
