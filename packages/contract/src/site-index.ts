import { z } from 'zod';

/**
 * What the web build tells the server about the app (site-index.json beside index.html): the
 * route patterns the app answers, so any other path is a 404, and the blog's articles, so their
 * pages get their own head and a place in the sitemap.
 */
export const siteIndex = z.object({
  /** React Router patterns, joined from the root ('/courses/:id', '/dashboard/mycart'). */
  routes: z.array(z.string()),
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
