import type { Query, QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';

/** Enough for a page whose queries depend on one another's answers, without looping forever. */
const maxPasses = 4;

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries a render asked for that nobody has fetched (the server's useQuery never fetches). */
const unfetched = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    );

async function renderOnce(element: ReactElement): Promise<string> {
  // Every boundary is written in place: React otherwise moves a large one (over 12.8 kB) out to a
  // template swapped in by an inline script, which the site's CSP refuses.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/**
 * Renders the page, fetches the queries its components asked for, and renders again until none is
 * left: the data a page shows is loaded by the same queries the browser runs, with no list of them
 * per page to keep in step. Lazy components are waited for (prerender resolves every Suspense).
 */
export async function renderUntilSettled(
  element: ReactElement,
  queryClient: QueryClient,
): Promise<string> {
  for (let pass = 1; ; pass++) {
    const html = await renderOnce(element);
    const waiting = unfetched(queryClient);
    if (waiting.length === 0 || pass === maxPasses) return html;
    // A failed query renders as the browser would show it; the browser tries it again itself.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
}
