import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_PAGES_CACHE } from '../../src/offline-worker/request-rules';
import { forgetKeptPages, installSketchpadWorker } from '../../src/lib/offline/service-worker';

/** A worker as the page sees it: its state changes, and what the page posts to it. */
class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  active = new FakeWorker('activated');
  get ready() {
    return Promise.resolve({ active: this.active });
  }
  register = vi.fn(() => Promise.resolve(this.registration));
}

let container: FakeContainer;
const reload = vi.fn();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubEnv('PROD', true);
  container = new FakeContainer();
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reload.mockClear();
});

describe('the sketchpad’s service worker, as the page installs it', () => {
  it('installs /sw.js for the whole site once the page has loaded, and asks nothing the first time', async () => {
    const onUpdateReady = vi.fn();
    const stop = installSketchpadWorker(onUpdateReady);
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    // The page asks the worker to keep it, for the next visit offline.
    expect(container.active.posted).toEqual([
      { type: 'KEEP_PAGE', path: window.location.pathname },
    ]);
    const installing = new FakeWorker('installing');
    container.registration.installing = installing;
    container.registration.dispatchEvent(new Event('updatefound'));
    installing.become('installed');
    // No version was on the page before: nothing to offer.
    expect(onUpdateReady).not.toHaveBeenCalled();
    stop();
  });

  it('offers a new version, and applies it only when asked: the page reloads under the new one', async () => {
    container.controller = new FakeWorker('activated');
    const onUpdateReady = vi.fn();
    const stop = installSketchpadWorker(onUpdateReady);
    await settle();
    const installing = new FakeWorker('installing');
    container.registration.installing = installing;
    container.registration.dispatchEvent(new Event('updatefound'));
    installing.become('installed');
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(installing.posted).toEqual([]);

    const apply = onUpdateReady.mock.calls[0]![0] as () => void;
    apply();
    expect(installing.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('offers a version already waiting when the page opens', async () => {
    container.controller = new FakeWorker('activated');
    container.registration.waiting = new FakeWorker('installed');
    const onUpdateReady = vi.fn();
    const stop = installSketchpadWorker(onUpdateReady);
    await settle();
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    stop();
  });

  it('installs nothing while developing, where Vite serves the code', async () => {
    vi.stubEnv('PROD', false);
    installSketchpadWorker(vi.fn())();
    await settle();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('a refused worker (a private window) leaves the page as it was', async () => {
    container.register.mockImplementationOnce(() => Promise.reject(new Error('SecurityError')));
    const onUpdateReady = vi.fn();
    installSketchpadWorker(onUpdateReady)();
    await settle();
    expect(onUpdateReady).not.toHaveBeenCalled();
  });
});

describe('sign-out', () => {
  it('forgets the kept pages and has the worker keep the studio again, as a visitor’s', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      delete: (name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    });
    container.controller = new FakeWorker('activated');
    await forgetKeptPages();
    expect(deleted).toEqual([KEPT_PAGES_CACHE]);
    expect(container.controller.posted).toEqual([{ type: 'KEEP_PAGE', path: '/canvas' }]);
  });
});
