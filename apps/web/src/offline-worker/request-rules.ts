/**
 * What the service worker does with each request, decided from the request alone so that the
 * rules can be read and tested without a worker. Nothing under /api or /uploads is ever kept: an
 * API answer or a file may belong to one account, and a device can be shared.
 */

/** The offline page every other page falls back to (apps/web/public/offline.html). */
export const OFFLINE_PAGE = '/offline.html';

/** The sketchpad's own document, fetched when the worker installs so one visit is enough. */
export const SKETCHPAD_PAGE = '/canvas';

/** Caches the worker fills as the artist goes; the precache (Serwist's own) is not among them. */
export const KEPT_PAGES_CACHE = 'gd-sketchpad-pages';
export const CLIPART_CACHE = 'gd-clipart';

export type RequestRule =
  /** Network only; never answered from a cache, never stored. */
  | 'never-kept'
  /** A sketchpad page: the network first, the copy kept from the last visit when offline. */
  | 'sketchpad-page'
  /** A clipart piece: immutable, kept on first use. */
  | 'clipart-piece'
  /** Another page: the network, or the offline page when there is none. */
  | 'page-or-offline'
  /** Everything else: the precache when it holds it, otherwise the browser as usual. */
  | 'default';

export interface RequestFacts {
  url: URL;
  /** The worker's own origin. */
  origin: string;
  method: string;
  mode: RequestMode;
}

const privatePrefixes = ['/api/', '/uploads/'];

/** The pages that hold a sketchpad: the studio and a lesson's practice board. */
export function isSketchpadPath(pathname: string): boolean {
  return /^\/canvas\/?$/i.test(pathname) || /^\/learn\/[^/]+\/[^/]+\/practise\/?$/i.test(pathname);
}

export function ruleFor({ url, origin, method, mode }: RequestFacts): RequestRule {
  if (url.origin !== origin || method !== 'GET') return 'never-kept';
  const path = url.pathname.toLowerCase();
  if (privatePrefixes.some((prefix) => path.startsWith(prefix)) || path === '/api')
    return 'never-kept';
  if (mode === 'navigate')
    return isSketchpadPath(url.pathname) ? 'sketchpad-page' : 'page-or-offline';
  if (path.startsWith('/studio/clipart/') && path.endsWith('.svg')) return 'clipart-piece';
  return 'default';
}

/**
 * The key a sketchpad page is kept under: its path, lower-cased and without a query, so that
 * /canvas?open=… offline opens the studio kept from /canvas.
 */
export function keptPageKey(url: URL): string {
  const path = url.pathname.toLowerCase().replace(/\/$/, '');
  return `${url.origin}${path}`;
}
