import type { Context } from 'hono';
import { createApi } from '../../platform/api';
import type { AppEnv } from '../../platform/context';
import { cachedPublicAnswer } from '../../platform/answer-reply';
import { AppError } from '../../platform/errors';
import { documentHeaderList } from '../../platform/security-headers';
import type { StaticSite } from '../../platform/static-site';
import { catalogService } from '../catalog/service';
import type { ModuleDeps } from '../deps';
import { articleHead } from './article-head';
import { courseHead } from './course-head';
import { instructorsHead } from './instructors-head';
import { renderHead } from './page-head';
import { pageAliases, sitePages } from './site-pages';
import { robotsTxt, sitemapXml } from './sitemap';
import { pagesStore } from './store';

/** Pages are HTML the browser revalidates: a change (a new price, a new course) shows at once. */
const revalidate = 'no-cache';

/**
 * The app's public pages written with their own head on the server: a shared link previews its
 * course (title, description, cover) and a crawler reads its schema.org data without running the
 * app; an unknown course is a 404. Also /sitemap.xml and /robots.txt, from PUBLIC_URL.
 */
export function pageRoutes({ db, config, publicAnswers }: ModuleDeps, site: StaticSite) {
  const catalog = catalogService(db);
  const store = pagesStore(db);
  const { publicUrl } = config;
  const pageHeaders = documentHeaderList(site.inlineScriptHashes);

  const notFound = (c: Context<AppEnv>) => {
    c.header('Cache-Control', revalidate);
    return c.html(site.render(null), 404);
  };

  /**
   * A page the same for every visitor, kept like the API's public answers (decision 0006): the
   * edge listener sends it again from memory, and whatever changes a course clears it.
   */
  const page = (c: Context<AppEnv>, build: () => Promise<string | null>) =>
    cachedPublicAnswer(c, publicAnswers, async () => {
      const html = await build();
      if (html === null) return notFound(c);
      return {
        body: html,
        headers: {
          ...(await pageHeaders),
          'Content-Type': 'text/html; charset=UTF-8',
          'Cache-Control': revalidate,
        },
      };
    });

  const coursePage = (c: Context<AppEnv>) =>
    page(c, async () => {
      try {
        const course = await catalog.getCourse(c.req.param('id') ?? '');
        const reviews = await store.reviewCount(course.id);
        const head = courseHead(course, reviews, `/detail/${course.id}`, publicUrl);
        return site.render(renderHead(head, publicUrl));
      } catch (err) {
        // The app shows its error page for a course it cannot find; the status says so too.
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      }
    });

  const articles = new Map(site.index?.articles.map((article) => [article.slug, article]));

  const api = createApi();
  api.get('/detail/:id', coursePage);
  // Slugs are matched as the app matches them: whatever the case.
  api.get('/blogpost/:slug', (c) =>
    page(c, async () => {
      const article = articles.get(c.req.param('slug').toLowerCase());
      return article ? site.render(renderHead(articleHead(article, publicUrl), publicUrl)) : null;
    }),
  );
  api.get('/courses/:id', coursePage);
  api.get('/instructors', (c) =>
    page(c, async () => {
      const rows = await catalog.listInstructors();
      const head = instructorsHead(sitePages['/instructors']!, rows, publicUrl);
      return site.render(renderHead(head, publicUrl));
    }),
  );
  for (const [path, head] of Object.entries(sitePages)) {
    // The instructors page's head lists them (above): it is written from the data, not fixed.
    if (path === '/instructors') continue;
    const html = site.render(renderHead({ ...head, path }, publicUrl));
    api.get(path, (c) => page(c, async () => html));
  }
  for (const [alias, path] of Object.entries(pageAliases)) {
    const html = site.render(renderHead({ ...sitePages[path]!, path }, publicUrl));
    api.get(alias, (c) => page(c, async () => html));
  }
  api.get('/sitemap.xml', async (c) => {
    const courses = await store.listedCourses();
    const xml = sitemapXml(
      [
        { path: '/' },
        ...Object.keys(sitePages).map((path) => ({ path })),
        ...courses.map((course) => ({
          path: `/detail/${course.id}`,
          lastModified: course.createdAt,
        })),
        ...[...articles.values()].map((article) => ({
          path: `/blogpost/${article.slug}`,
          lastModified: new Date(`${article.published}T00:00:00Z`),
        })),
      ],
      publicUrl,
    );
    c.header('Cache-Control', revalidate);
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
  api.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(publicUrl));
  });
  return api;
}
