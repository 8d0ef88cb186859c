import { z } from 'zod';

/**
 * What the web build tells the server about the app (site-index.json beside index.html): the
 * route patterns the app answers, so any other path is a 404, the code of each one's screen, and
 * the blog's articles, so their pages get their own head and a place in the sitemap.
 */
export const siteIndex = z.object({
  /** React Router patterns, joined from the root ('/courses/:id', '/dashboard/mycart'). */
  routes: z.array(z.string()),
  /**
   * The source modules each pattern's screen loads when it is visited ('/courses' →
   * ['src/features/catalog/CourseListPage.tsx']), as the build's manifest names them: the server
   * lists their chunks with a page it rendered, so they arrive with the app's own code.
   */
  screens: z.record(z.string(), z.array(z.string())).default({}),
  articles: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      excerpt: z.string(),
      author: z.string(),
      /** YYYY-MM-DD */
      published: z.string(),
      image: z.string(),
      readMinutes: z.number().int(),
    }),
  ),
});
export type SiteIndex = z.infer<typeof siteIndex>;

/** A public page the server rendered with the app's own components, for a visitor not signed in. */
export interface RenderedPage {
  /** 404 for an unknown course or route, as the app's router decided. */
  status: number;
  /** The markup of the app's root element. */
  markup: string;
  /** Elements the page's components asked for in <head> (an image preload), title excepted. */
  head: string;
  /** The element carrying the data the browser hydrates the page from. */
  data: string;
}

/**
 * What the web build's server entry (dist-ssr/entry-server.js) exports. `api` answers the app's
 * own API calls in-process; a redirect comes back as a Response.
 */
export interface PageRendererModule {
  createPageRenderer(
    api: (request: Request) => Promise<Response>,
    options: { publicUrl: string },
  ): (target: string) => Promise<RenderedPage | Response>;
}
