// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUntilSettled } from '../../src/app/ssr/render-until-settled';
import { drawingKeys } from '../../src/entities/drawing/drawings-api';
import DrawingReplayPage from '../../src/features/drawing/replay/DrawingReplayPage';
import { drawingDetail, drawingId } from './replay-fixture';

afterEach(() => vi.unstubAllGlobals());

/**
 * The page as the server renders a public drawing (its details known, nobody signed in): rendered,
 * the queries it asked for fetched, rendered again, as the page renderer does.
 */
async function renderOnServer() {
  const fetchMock = vi.fn(() => Promise.reject(new Error('no requests while rendering')));
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient();
  const detail = drawingDetail();
  queryClient.setQueryData(drawingKeys.one(drawingId), detail);
  const router = createMemoryRouter(
    [{ path: '/drawings/:id/replay', element: <DrawingReplayPage /> }],
    { initialEntries: [`/drawings/${drawingId}/replay`] },
  );
  const html = await renderUntilSettled(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    queryClient,
  );
  return { html, queryClient, fetchMock, detail };
}

describe('drawing replay on the server', () => {
  it('renders the picture in the board’s own box, with the facts the details give', async () => {
    expect(typeof window).toBe('undefined');
    const { html } = await renderOnServer();
    expect(html).toContain('Harbour at dusk');
    expect(html).toContain('by <!-- -->Ada Lovelace');
    expect(html).toMatch(/<img[^>]*alt="Harbour at dusk, the finished drawing"/);
    expect(html).toContain(`src="/uploads/drawings/${drawingId}.png"`);
    expect(html).toContain('aspect-ratio:300 / 150');
    expect(html).toMatch(/<canvas width="300" height="150"/);
    expect(html).toContain('37 s');
    // The controls are there, waiting for the app: nothing moves when it starts.
    expect(html).toMatch(/<input[^>]*type="range"[^>]*disabled/);
    expect(html).toContain('32×');
  });

  it('leaves the stroke log to the browser, so it never travels in the page’s data', async () => {
    const { queryClient, fetchMock, detail } = await renderOnServer();
    expect(fetchMock).not.toHaveBeenCalled();
    const log = queryClient.getQueryCache().find({ queryKey: drawingKeys.log(detail.log) });
    expect(log?.state.status ?? 'pending').toBe('pending');
  });
});
