import type { PageRendererModule, RenderedPage } from '@glossy/contract';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/App';
import { routes } from './app/router';
import { hydrationScript, serializeErrors } from './app/ssr/hydration-data';
import { renderUntilSettled } from './app/ssr/render-until-settled';
import { setApiTransport } from './lib/api';
import { createQueryClient } from './lib/query-client';

/**
 * What React hoists out of the components (a `<title>`, an image preload) and writes first in a
 * render that is not a whole document. They belong in <head>, where the server has already
 * written the page's title.
 */
const leadingHoistables = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)*/;

function splitHoistables(html: string) {
  const leading = leadingHoistables.exec(html)?.[0] ?? '';
  return {
    head: leading.replace(/<title>[^<]*<\/title>/g, ''),
    markup: html.slice(leading.length),
  };
}

/** Any origin does: a request's URL only carries the path and query the routes read. */
const origin = 'http://app.local';

/**
 * The server's renderer of public pages. `api` answers the app's own `/api` calls in-process;
 * a page is rendered for a visitor who is not signed in, so it is the same for everyone.
 */
export const createPageRenderer: PageRendererModule['createPageRenderer'] = (
  api,
  { publicUrl },
) => {
  setApiTransport((input, init) => api(new Request(new URL(input, origin), init)));
  const handler = createStaticHandler(routes);

  return async function renderPage(target: string): Promise<RenderedPage | Response> {
    const context = await handler.query(new Request(new URL(target, origin)));
    if (context instanceof Response) return context;
    const queryClient = createQueryClient();
    const router = createStaticRouter(handler.dataRoutes, context);
    const rendered = await renderUntilSettled(
      <StrictMode>
        <App queryClient={queryClient} origin={publicUrl}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </StrictMode>,
      queryClient,
    );
    const data = hydrationScript({
      origin: publicUrl,
      router: { loaderData: context.loaderData, errors: serializeErrors(context.errors) },
      queries: dehydrate(queryClient),
    });
    queryClient.clear();
    return { status: context.statusCode, ...splitHoistables(rendered), data };
  };
};
