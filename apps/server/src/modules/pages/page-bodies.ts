import { pathToFileURL } from 'node:url';
import type { PageRendererModule, RenderedPage } from '@glossy/contract';
import type { Logger } from 'pino';
import type { StaticSite } from '../../platform/http/static-site';

type Render = ReturnType<PageRendererModule['createPageRenderer']>;

/**
 * The bodies of public pages, rendered by the web build's server entry with the app's own
 * components and data. Loaded on the first page asked for. Without it (an API-only build) or when
 * a render fails, a page is sent with the shell and the app renders it in the browser as before.
 */
export function pageBodies(
  site: StaticSite,
  api: (request: Request) => Promise<Response>,
  options: { publicUrl: string },
  logger: Logger,
) {
  let renderer: Promise<Render | null> | undefined;
  const load = (entry: string) =>
    (import(pathToFileURL(entry).href) as Promise<PageRendererModule>)
      .then((module) => module.createPageRenderer(api, options))
      .catch((err: unknown) => {
        logger.error({ err, entry }, 'the page renderer did not load; pages render in the browser');
        return null;
      });

  return async function renderBody(target: string): Promise<RenderedPage | undefined> {
    if (!site.rendererEntry) return undefined;
    const render = await (renderer ??= load(site.rendererEntry));
    if (!render) return undefined;
    try {
      const page = await render(target);
      return page instanceof Response ? undefined : page;
    } catch (err) {
      logger.error({ err, target }, 'a page did not render; it is sent with the shell');
      return undefined;
    }
  };
}
