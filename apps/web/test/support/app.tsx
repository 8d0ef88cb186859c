import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubFetch, type FetchMock, type StubReply } from './fetch-stub';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppToaster } from '../../src/components/ui/AppToaster';
import { SessionProvider } from '../../src/lib/auth/session';

/** Where the app went, and the `from` it carried; a plain div, so it never answers role queries. */
export function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  return (
    <div data-testid="location" data-from={from}>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

export interface RenderOptions {
  url?: string;
  /** Mount the real session provider (its identity calls must then be answered by the stub). */
  withSession?: boolean;
}

/** Renders routes the way the app does: memory router, a fresh query cache and toasts. */
export function renderRoutes(
  routes: RouteObject[],
  { url = '/', withSession = false }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const app = (
    <>
      <RouterProvider router={router} />
      <AppToaster />
    </>
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      {withSession ? <SessionProvider>{app}</SessionProvider> : app}
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one screen at `path`, with the location probe beside it and on every other route. */
export function renderWithApp(
  element: ReactNode,
  { path = '/', url = path, ...options }: RenderOptions & { path?: string } = {},
) {
  return renderRoutes(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { url, ...options },
  );
}

type Route =
  StubReply | Error | ((init: RequestInit) => StubReply | Error | Promise<StubReply | Error>);

/** Stubs fetch with one answer per "METHOD /path" key; records every call. */
export function stubApi(routes: Record<string, Route>) {
  return stubFetch(({ key, init }) => {
    const route = routes[key];
    return typeof route === 'function' ? route(init) : route;
  });
}

export const requestsTo = (fetchMock: FetchMock, key: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
