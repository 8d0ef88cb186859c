import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markHydrating, markStarted } from '../../src/app/ssr/early-clicks';
import {
  hydrationScript,
  readHydrationData,
  routerHydrationState,
  serializeErrors,
} from '../../src/app/ssr/hydration-data';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-app');
  delete window.__earlyClicks;
});

describe('the data a server-rendered page hands to the browser', () => {
  it('comes back as it left, a 404 as an error response again, a crash without its details', () => {
    const errors = serializeErrors({
      '0-0': new UNSAFE_ErrorResponseImpl(404, 'Course not found', 'Course not found'),
      '0-1': new Error('database password is hunter2'),
    });
    expect(errors?.['0-0']).toEqual({
      kind: 'response',
      status: 404,
      statusText: 'Course not found',
      data: 'Course not found',
    });
    expect(errors?.['0-1']).toEqual({ kind: 'error', message: 'Unexpected Server Error' });

    document.body.innerHTML = hydrationScript({
      origin: 'https://glossy.test',
      router: { loaderData: { '0': { name: '</script><b>x</b>' } }, errors: null },
      queries: { mutations: [], queries: [] },
    });
    expect(document.body.querySelectorAll('script')).toHaveLength(1);
    const data = readHydrationData();
    expect(data?.router.loaderData).toEqual({ '0': { name: '</script><b>x</b>' } });

    const state = routerHydrationState({
      loaderData: {},
      errors: { '0-0': { kind: 'response', status: 404, statusText: 'Not Found', data: null } },
    });
    expect(isRouteErrorResponse(state.errors?.['0-0'])).toBe(true);
  });

  it('is absent on a page the server did not render', () => {
    expect(readHydrationData()).toBeNull();
  });
});

describe('a tap made before the app started', () => {
  it('is made again, once, when the app has taken the page over', async () => {
    document.body.innerHTML = '<button type="button">Select</button>';
    const button = document.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    window.__earlyClicks = [button, document.createElement('button')];

    markHydrating();
    expect(document.documentElement.getAttribute('data-app')).toBe('hydrating');
    markStarted();
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
    expect(document.documentElement.getAttribute('data-app')).toBe('ready');
    markStarted();
    await Promise.resolve();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('in a part hydrated later, is made once that part answers', async () => {
    document.body.innerHTML =
      '<div data-hydrate-later="later" class="contents"><button type="button">Next</button></div>';
    const wrapper = document.querySelector('[data-hydrate-later]')!;
    const button = document.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    window.__earlyClicks = [button];

    markHydrating();
    markStarted();
    await Promise.resolve();
    expect(onClick).not.toHaveBeenCalled();
    expect(wrapper.hasAttribute('data-reached')).toBe(true);
    wrapper.setAttribute('data-taken-over', '');
    wrapper.dispatchEvent(new Event('taken-over'));
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
  });
});
