import type { Post, Profile } from '@glossy/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

// jsdom has <dialog> but not its methods; these behave like the browser's for what the app uses.
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  return (
    <output data-testid="location" data-from={from}>
      {location.pathname}
    </output>
  );
}

/** Renders an element the way the app does: router, a fresh query cache and toasts. */
export function renderWithApp(
  element: ReactElement,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
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
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
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

export const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    _id: '65a000000000000000000001',
    status: 'First ink study\nof my cat',
    image: '/uploads/cat.webp',
    email: null,
    date: hoursAgo(2),
    name: 'Mina Park',
    photo: '/media/students/student-01.webp',
    authorId: '65a0000000000000000000aa',
    likes: 3,
    comments: 1,
    likedByMe: false,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: '65a0000000000000000000bb',
    name: 'Ana Lima',
    email: 'ana@example.com',
    role: 'student',
    photo: '/uploads/ana.webp',
    banner: 'https://elsewhere.example/banner.jpg',
    totalFrinds: 42,
    intro: 'I paint birds.',
    Lives: 'Lisbon',
    relations: null,
    Jobs: 'Illustrator',
    School: null,
    Collage: 'Fine Arts Lisbon',
    Profesonal: '',
    Location: 'Porto',
    ...overrides,
  };
}
