import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
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

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | Error;
type Route = Reply | ((init: RequestInit) => Reply | Promise<Reply>);

/** Stubs fetch with one answer per "METHOD /path" key; records every call. */
export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    const reply = typeof route === 'function' ? await route(init) : route;
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const requestsTo = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
