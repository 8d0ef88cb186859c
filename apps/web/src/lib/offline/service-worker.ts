import { KEPT_PAGES_CACHE, SKETCHPAD_PAGE } from '../../offline-worker/request-rules';

/** How often a sketchpad left open for days asks whether a new version is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Takes the waiting version into use; the page reloads once it controls the page. */
export type ApplyUpdate = () => void;

const supported = () =>
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

function applyUpdate(waiting: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

const afterLoad = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Installs the sketchpad's service worker (sw.js, written by the build). Only the pages that hold
 * a sketchpad ask for it, once they have loaded: the rest of the site never waits on it. A new
 * version waits until `onUpdateReady`'s caller applies it, when the drawing is safe. Returns a
 * function that stops the periodic check.
 */
export function installSketchpadWorker(onUpdateReady: (apply: ApplyUpdate) => void): () => void {
  if (!supported()) return () => {};
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const announce = (worker: ServiceWorker) => {
    // The first install has nothing to replace: there is no old version on the page.
    if (!stopped && navigator.serviceWorker.controller) onUpdateReady(() => applyUpdate(worker));
  };
  void afterLoad()
    .then(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }))
    .then((registration) => {
      if (registration.waiting) announce(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') announce(installing);
        });
      });
      if (!stopped)
        timer = setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
      return navigator.serviceWorker.ready;
    })
    .then((ready) => {
      // A visit served before the worker took over was not kept by it: the page asks for itself.
      ready.active?.postMessage({ type: 'KEEP_PAGE', path: window.location.pathname });
    })
    // No worker (a private window may refuse one): the sketchpad still works online.
    .catch(() => {});
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/**
 * At sign-out: the pages kept for offline use go (their addresses name the lessons an account
 * practises), and the worker keeps the studio's page again, as a visitor's.
 */
export async function forgetKeptPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(KEPT_PAGES_CACHE).catch(() => false);
  if (typeof navigator !== 'undefined')
    navigator.serviceWorker?.controller?.postMessage({ type: 'KEEP_PAGE', path: SKETCHPAD_PAGE });
}
